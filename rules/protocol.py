"""The shared rules protocol every game module implements.

A game is a package ``rules/<id>/`` whose ``__init__`` exposes:

- ``INFO: GameInfo`` -- metadata declared once (seats, options, hidden information).
- ``new_game(seats: int, options: dict[str, str], seed: int) -> State``; seats are numbered
  ``0..seats-1`` in join order.
- ``to_act(state) -> frozenset[int]``: who may act now (empty once the game is over).
- ``parse_move(text) -> Move``: needs no state; ``str(move)`` is the canonical notation and
  ``str(parse_move(s)) == s`` for canonical ``s``. Raises ``BadNotation``.
- ``resolve(state, seat, move) -> Move``: the spec's checks in the spec's order; returns the
  resolved canonical move or raises the first failing ``GroveError``.
- ``legal_moves(state, seat) -> Iterable[Move]``: resolved moves only; depends only on what
  that seat can see.
- ``apply(state, seat, move) -> tuple[State, list[Event]]``: resolves, then works on a copy.
- ``view(state, seat | None)``: what that seat (or a spectator) may see; the only input of
  rendering, messages and autocomplete.
- ``is_over(state) -> bool`` and ``result(state) -> Result``.
- ``to_json(state) -> dict`` / ``from_json(data) -> State`` with a format version.
- ``check(state) -> None``: the game's invariants as one pure function in
  ``rules/<id>/invariants.py`` (component counts, no square or card doubled, every id known,
  seat indices in range, turn and phase consistent, scores that add up...). It raises
  ``CorruptState`` (code ``CORRUPT_TABLE``, a ``detail`` for the log that names no hidden
  fact). ``from_json`` raises ``CorruptState`` too for an unknown format or an unreadable
  field, rejects what parsing would silently merge (two tiles on one square), and calls
  ``check`` last, so a saved row that is valid JSON but not a reachable game is refused
  before a move is saved on top of it. Every state of a real game passes; each game's tests
  play random games through it and break states by hand.
- ``auto_move(state, seat) -> Move``: the game's automatic player, for idle seats, seats handed
  over after a timeout, ``bots:<n>`` seats and end-to-end tests. ``seat`` must be able to act
  now (in ``to_act``). It returns a resolved legal move (``resolve(state, seat, m) == m``),
  never an off-turn move: it never resigns, offers or accepts a draw, so it never ends a game
  early on purpose. It is deterministic for a state (no clock, no module-level random; any
  randomness is seeded from a hash of the public position) and uses only what ``seat`` can
  see: two states that differ only in hidden information give the same move. Keep a game's
  policy behind this one function so a stronger one can replace it.
- ``turn_number(state) -> int``: rises when a turn passes (a player's whole turn, however many
  actions it takes; solo games included), never falls while play goes forward. When it rises,
  the table starts a new public post (the one that mentions who must act); while it stays the
  same, that post is edited in place. Off-turn actions (draw offers, their answers) leave it
  unchanged. A game with undo may take it back down (Fairy Lights: an undone take); treat any
  change as a new turn. The turn that ends a game counts as passed.

Optional hooks (looked up with ``getattr``):

- ``turn_controls(state, seat) -> list[Control]``: the buttons / select menus that ``seat`` may
  use now (its turn's choices, an undo, an answer to a draw offer). The cogs ask every seat
  and post the union under the public picture; each click is checked again for its clicker.
- ``status_lines(view) -> list[tuple[str, dict]]``: catalog keys (under ``<game>.``) and
  public parameters for ``/game status`` (scores, phase, ...).
- ``finished_game_view(state, events) -> view | None``: when an action ended one game of a
  longer table (game 1 of a match) and replaced its board, the public view of that game's
  final position, so its last picture is still shown.
- ``confirm_needed(state, seat, move) -> str | None``: a catalog key when a button click for
  this move should ask for a Confirm click first (a misclick guard).
- ``active_seats(state) -> frozenset[int]``: the seats still playing (default: every seat).
  A seat that resigned from a multi-player game is not asked to agree to abandon it.
- ``check_options(options: dict[str, str]) -> dict[str, str] | None``: the options (defaults
  filled in) checked together, after each was checked alone against its ``OptionSpec``;
  raises ``LobbyError`` (with a code of the game's catalog, ``game=<id>``) before anything is
  created, and may return them normalised (which is then what the table keeps).
- ``timeout_move(state, seat) -> Move | None``: the move the game's spec plays for ``seat``
  when its clock runs out in the decision it faces now (Living Forest R-22, Wispwood §5.4),
  or None where the spec defines no default. Played at once, logged like any move. Without
  it (or with None) the other players are asked what to do (tables/slowplay.py).
- ``timeout_skip(state, seat) -> Move | None``: where the game allows a timed-out seat's
  turn to be skipped, the move that passes it; None (or no hook) where it does not.
- ``private_panel(state, seat)`` / ``seat_version(state, seat)``: a seat's private controls
  in a simultaneous private phase (an object with ``lines`` as ``status_lines``, ``controls``
  and ``version``), and the seat's own move count that their buttons carry instead of the
  table version. ``event_visible(state, event, seat)``: whether a logged event is visible now
  (events of a private phase become public when it ends). ``suggest(state, seat, typed)``:
  autocomplete where the move set is too large to list (also the one path for picking moves).
- ``post_lines(view) -> list[tuple[str, dict]]``: catalog keys and public parameters shown
  at the end of each public post (who is still drawing in a simultaneous phase).
- ``side_seats(state) -> dict[str, int]``: which seat plays each side or colour now (public),
  so the start post says who plays what and events with a side parameter name the player
  (``side: "blue"`` gives the catalog ``side_player`` too). A game with a ``side`` option
  gets the option that swaps every side in a rematch.

An event coded ``turn_start`` with a ``seat`` parameter announces whose turn it is: the post
that pings that seat names the player by mention in that line (one line, one ping).

Moves outside the turn order (resign, draw offers, undo) carry ``offturn = True``: the table
skips only the "may act now" check for them; they are logged like any other move.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

#: the kinds of rules option: one of fixed choices, a whole number, or a short text.
OPTION_KINDS: tuple[str, ...] = ("choice", "integer", "text")


@dataclass(frozen=True)
class OptionSpec:
    """One named rules option of ``/game new`` for a game.

    ``kind`` is ``"choice"`` (one of ``choices``), ``"integer"`` (a whole number between
    ``minimum`` and ``maximum`` when given) or ``"text"`` (at most ``maximum`` characters,
    default 100; a spec with no choices and no kind is text too). Values are stored as
    text; ``value(options)`` reads an integer back.
    Table settings (clock, automatic seats) are not rules options.
    """

    name: str
    description: str
    choices: tuple[str, ...] = ()
    default: str = ""
    kind: str = "choice"
    minimum: int | None = None
    maximum: int | None = None

    def __post_init__(self) -> None:
        if self.kind == "choice" and not self.choices:
            # A spec written before kinds existed, with no choices, is free text.
            object.__setattr__(self, "kind", "text")
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"option {self.name}: unknown kind {self.kind!r}")
        if self.kind == "choice" and self.default not in self.choices:
            raise ValueError(f"option {self.name}: default {self.default!r} is not a choice")
        if self.kind != "choice" and self.choices:
            raise ValueError(f"option {self.name}: only a choice option has choices")

    def value(self, options: dict[str, str]) -> str | int:
        """This option's value in a table's options (its default if absent); an integer
        option reads back as an int."""
        text = options.get(self.name, self.default)
        return int(text) if self.kind == "integer" else text

    @property
    def max_length(self) -> int:
        """The longest text a ``"text"`` option takes."""
        return self.maximum if self.maximum is not None else 100

    def check(self, value: object) -> str:
        """The value as stored (text), or ``LobbyError`` with the reason it is refused."""
        from rules.errors import LobbyError

        if self.kind == "choice":
            text = str(value)
            if text not in self.choices:
                raise LobbyError("BAD_OPTION", option=self.name, value=text,
                                 choices=", ".join(self.choices))
            return text
        if self.kind == "integer":
            try:
                number = int(str(value).strip())
            except ValueError:
                raise LobbyError("OPTION_NOT_A_NUMBER", option=self.name,
                                 value=str(value)) from None
            low = self.minimum if self.minimum is not None else -(2 ** 53)
            high = self.maximum if self.maximum is not None else 2 ** 53
            if not low <= number <= high:
                raise LobbyError("OPTION_OUT_OF_RANGE", option=self.name, value=number,
                                 min=low, max=high)
            return str(number)
        text = " ".join(str(value).split())
        if not text or len(text) > self.max_length:
            raise LobbyError("OPTION_TOO_LONG", option=self.name, max=self.max_length)
        return text


@dataclass(frozen=True)
class GameInfo:
    """A game's metadata, declared once and read by tables, cogs, help and tests."""

    id: str
    name: str
    min_seats: int
    max_seats: int
    options: tuple[OptionSpec, ...] = ()
    hidden_information: bool = False
    simultaneous: bool = False
    summary: str = ""

    def option(self, name: str) -> OptionSpec | None:
        """The option called ``name``, or None if this game has no such option."""
        return next((o for o in self.options if o.name == name), None)

    def defaults(self) -> dict[str, str]:
        """Every option at its default value."""
        return {o.name: o.default for o in self.options}


@dataclass(frozen=True)
class Event:
    """Something that happened, as a catalog code plus public parameters.

    ``visible_to`` is None when everybody may see it, else the seats that may.
    The catalog key is ``<game>.event.<code>``.
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    visible_to: frozenset[int] | None = None

    def visible(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) may see this event."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form."""
        data: dict[str, Any] = {"code": self.code, "params": self.params}
        if self.visible_to is not None:
            data["visible_to"] = sorted(self.visible_to)
        return data


@dataclass(frozen=True)
class Result:
    """Final outcome: scores per seat, ranking (groups of tied seats, best first), reason.

    ``reason`` is an end-reason code (catalog ``<game>.end.<reason>``); ``details`` holds
    game-specific public extras such as match totals.
    """

    scores: dict[int, int]
    ranking: list[list[int]]
    reason: str
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> list[int]:
        """The seats that share first place (all seats in a full draw)."""
        return list(self.ranking[0]) if self.ranking else []

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form."""
        return {
            "scores": {str(k): v for k, v in self.scores.items()},
            "ranking": self.ranking,
            "reason": self.reason,
            "details": self.details,
        }


@dataclass(frozen=True)
class Control:
    """A button or select menu offered for the current turn.

    ``kind`` is ``"button"`` (one move) or ``"select"`` (choose one of ``moves``).
    ``label`` is a catalog key under ``<game>.control.``; ``params`` fill it.
    """

    kind: str
    moves: tuple[str, ...]
    label: str
    params: dict[str, Any] = field(default_factory=dict)
    style: str = "secondary"


def rank_by_score(scores: dict[int, int]) -> list[list[int]]:
    """Groups of seats by descending score; tied seats share a group."""
    ranking: list[list[int]] = []
    for seat in sorted(scores, key=lambda s: (-scores[s], s)):
        if ranking and scores[ranking[-1][0]] == scores[seat]:
            ranking[-1].append(seat)
        else:
            ranking.append([seat])
    return ranking


@dataclass(frozen=True)
class Resign:
    """Resigning, shared by every game: an off-turn move written ``resign``.

    Each game decides what it means (the opponent wins, the seat is skipped, a match is
    forfeited) and documents it.
    """

    offturn: ClassVar[bool] = True

    def __str__(self) -> str:
        return "resign"


@runtime_checkable
class Move(Protocol):
    """A move value: ``str(move)`` is its canonical notation."""

    offturn: bool

    def __str__(self) -> str: ...


class GameModule(Protocol):
    """The module-level surface of a game package (for type checkers and docs)."""

    INFO: GameInfo

    def new_game(self, seats: int, options: dict[str, str], seed: int) -> Any: ...
    def to_act(self, state: Any) -> frozenset[int]: ...
    def parse_move(self, text: str) -> Move: ...
    def resolve(self, state: Any, seat: int, move: Move) -> Move: ...
    def legal_moves(self, state: Any, seat: int) -> Iterable[Move]: ...
    def apply(self, state: Any, seat: int, move: Move) -> tuple[Any, list[Event]]: ...
    def view(self, state: Any, seat: int | None) -> Any: ...
    def is_over(self, state: Any) -> bool: ...
    def result(self, state: Any) -> Result: ...
    def to_json(self, state: Any) -> dict[str, Any]: ...
    def from_json(self, data: dict[str, Any]) -> Any: ...
    def check(self, state: Any) -> None: ...
    def auto_move(self, state: Any, seat: int) -> Move: ...
    def turn_number(self, state: Any) -> int: ...
