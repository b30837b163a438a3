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
- ``log_lines(events) -> list[str]``: the spec's history lines of some events (notation, for
  transcripts; players read events through the catalogs).
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

Optional hooks: every one is a field of :class:`Game` below, with its typed signature, its
default behaviour and its documentation in one place. Each package exports ``GAME: Game``;
tables, outbox, slow play and cogs call hooks through it (``game.status_lines(view)``), never
by name.

An event coded ``turn_start`` with a ``seat`` parameter announces whose turn it is: the post
that pings that seat names the player by mention in that line (one line, one ping).

Moves outside the turn order (resign, draw offers, undo) carry ``offturn = True``: the table
skips only the "may act now" check for them; they are logged like any other move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

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
    ``solo_variant``: a solo game's scores are only compared with solo games played at the
    same value of this option (a difficulty level): stats keep their best scores apart.
    """

    name: str
    description: str
    choices: tuple[str, ...] = ()
    default: str = ""
    kind: str = "choice"
    minimum: int | None = None
    maximum: int | None = None
    solo_variant: bool = False

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
    ``groups``: for a select, each move's first step (its notation's first part, e.g. the
    first tree of a swap), parallel to ``moves``: when the moves do not fit in one menu
    they are reached in two steps, the group first, then the move (every move stays
    reachable by clicks). Empty: no grouping (longer lists are split into menus).
    ``extend``: for a select of list moves (Living Forest's ``att 1a``): each may go on item
    by item, the longer lists offered by the game's ``suggest`` hook (a typed list and that
    list one item longer), so lists too many to enumerate are still reached by clicks.
    """

    kind: str
    moves: tuple[str, ...]
    label: str
    params: dict[str, Any] = field(default_factory=dict)
    style: str = "secondary"
    groups: tuple[str, ...] = ()
    extend: bool = False


@dataclass(frozen=True)
class ScoreRow:
    """One line of a results card: a seat (or, with ``seat`` None, a non-player opponent
    named by the catalog key ``name``, e.g. a solo game's phantom), its place as in sport
    (None: unplaced, a lost solo game), its total and the parts that make it up, as
    (catalog key, value) pairs in the order the spec scores them."""

    seat: int | None
    place: int | None
    total: int
    parts: tuple[tuple[str, int], ...] = ()
    name: str = ""
    resigned: bool = False


@dataclass(frozen=True)
class ScoreCard:
    """A finished game's results card, drawn by ``render/results.py`` (no game knowledge).

    ``rows`` are in display order (best first); tied rows share a ``place``. ``winners``
    are the seats marked as winners (none in a draw). ``outcome`` is ``"won"`` or
    ``"lost"`` for a solo game, ``"draw"`` when everyone shares first place, else ``""``.
    ``lines`` are catalog keys with public parameters shown under the title (a match
    format, the targets in force). Every key is a full catalog key (``picture.results...``).
    """

    rows: tuple[ScoreRow, ...]
    winners: frozenset[int] = frozenset()
    outcome: str = ""
    lines: tuple[tuple[str, dict[str, Any]], ...] = ()


def places(ranking: list[list[int]]) -> dict[int, int]:
    """Each ranked seat's place, numbered as in sport: after two seats sharing 1st, 3rd."""
    out: dict[int, int] = {}
    place = 1
    for group in ranking:
        for seat in group:
            out[seat] = place
        place += len(group)
    return out


def card_from_result(result: Result,
                     parts: dict[int, tuple[tuple[str, int], ...]] | None = None, *,
                     resigned: Iterable[int] = (), extra: tuple[ScoreRow, ...] = (),
                     lines: tuple[tuple[str, dict[str, Any]], ...] = ()) -> ScoreCard:
    """A results card from ``result``: totals are its scores and places its ranking (ranked
    seats first, in ranking order, then any unranked seat); ``parts`` per seat, ``extra``
    rows (a non-player opponent) after the seats.

    A game of one seat is ``won`` when its ranking names it, else ``lost``; a ranking of one
    group of several seats is a draw (nobody is marked as the winner)."""
    parts = parts or {}
    out = set(resigned)
    placed = places(result.ranking)
    order = [s for group in result.ranking for s in group]
    order += sorted(s for s in result.scores if s not in placed)
    rows = tuple(ScoreRow(seat, placed.get(seat), result.scores.get(seat, 0),
                          tuple(parts.get(seat, ())), resigned=seat in out) for seat in order)
    if len(result.scores) == 1:
        outcome = "won" if result.ranking else "lost"
    elif len(result.ranking) == 1:
        outcome = "draw"
    else:
        outcome = ""
    winners = frozenset() if outcome == "draw" else frozenset(result.winners)
    return ScoreCard(rows + extra, winners, outcome, lines)


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


S = TypeVar("S")

#: catalog keys with their public parameters, as status and post lines return them
Lines = list[tuple[str, dict[str, Any]]]


def _no_controls(state: Any, seat: int) -> list[Control]:
    return []


def _no_lines(view: Any) -> Lines:
    return []


def _no_finished_view(state: Any, events: list[Event]) -> Any:
    return None


def _no_confirm(state: Any, seat: int, move: Move) -> str | None:
    return None


def _no_active_seats(state: Any) -> frozenset[int] | None:
    return None


def _options_as_given(options: dict[str, str]) -> dict[str, str] | None:
    return None


def _no_timeout_move(state: Any, seat: int) -> Move | None:
    return None


def _no_events(state: Any) -> list[Event]:
    return []


def _no_sides(state: Any) -> dict[str, int]:
    return {}


def _same_options(state: Any, options: dict[str, str]) -> dict[str, str]:
    return dict(options)


def _event_visible(state: Any, event: Event | dict[str, Any], seat: int | None) -> bool:
    if isinstance(event, Event):
        return event.visible(seat)
    visible = event.get("visible_to")
    return visible is None or (seat is not None and seat in visible)


def _no_log_lines(events: Iterable[Event]) -> list[str]:
    return []


def _repr_view(view: Any) -> str:
    return repr(view)


def _no_score_card(state: Any) -> ScoreCard | None:
    return None


@dataclass(frozen=True, eq=False)
class Game(Generic[S]):
    """One game, declared once: the required rules functions and every optional hook.

    A package ``rules/<id>/`` exports ``GAME = Game(info=INFO, new_game=..., ...)``. The
    required fields are the protocol of this module's docstring; each optional hook has a
    default that means "this game has no such thing", so callers never ask whether a hook
    exists (as boardgame.io's ``Game`` declares ``playerView`` or ``ai``).
    """

    info: GameInfo
    new_game: Callable[[int, dict[str, str], int], S]
    to_act: Callable[[S], frozenset[int]]
    parse_move: Callable[[str], Move]
    resolve: Callable[[S, int, Move], Move]
    legal_moves: Callable[[S, int], Iterable[Move]]
    apply: Callable[[S, int, Move], tuple[S, list[Event]]]
    view: Callable[[S, int | None], Any]
    is_over: Callable[[S], bool]
    result: Callable[[S], Result]
    to_json: Callable[[S], dict[str, Any]]
    from_json: Callable[[dict[str, Any]], S]
    check: Callable[[S], None]
    auto_move: Callable[[S, int], Move]
    turn_number: Callable[[S], int]

    #: the spec's history lines (its notation log) of some events, for golden transcripts
    #: and debugging; what players read (posts, ``/game history``) is worded from each
    #: event's code and parameters through the catalogs instead (cogs/texts.py).
    log_lines: Callable[[Iterable[Event]], list[str]] = _no_log_lines
    #: a view (of a seat or a spectator) as the game's compact text, for golden transcripts;
    #: default: ``repr``.
    text_view: Callable[[Any], str] = _repr_view
    #: the buttons / select menus that ``seat`` may use now (its turn's choices, an undo, an
    #: answer to a draw offer). The cogs ask every seat and post the union under the public
    #: picture; each click is checked again for its clicker. Default: none (``/move`` only).
    turn_controls: Callable[[S, int], list[Control]] = _no_controls
    #: catalog keys (under ``<game>.``) and public parameters for ``/game status`` (scores,
    #: phase...), from a view. Default: none.
    status_lines: Callable[[Any], Lines] = _no_lines
    #: catalog keys and public parameters shown at the end of each public post (who is
    #: still drawing in a simultaneous phase), from the public view. Default: none.
    post_lines: Callable[[Any], Lines] = _no_lines
    #: when an action ended one game of a longer table (game 1 of a match) and replaced its
    #: board, the public view of that game's final position, so its last picture is still
    #: shown; None otherwise (the default).
    finished_game_view: Callable[[S, list[Event]], Any] = _no_finished_view
    #: a catalog key when a button click for this move should ask for a Confirm click first
    #: (a misclick guard); None (the default) plays it at once.
    confirm_needed: Callable[[S, int, Move], str | None] = _no_confirm
    #: the seats still playing (a seat that resigned from a multi-player game is not asked
    #: to agree to abandon it); None (the default) means every seat.
    active_seats: Callable[[S], frozenset[int] | None] = _no_active_seats
    #: the options (defaults filled in) checked together, after each was checked alone
    #: against its ``OptionSpec``; raises ``LobbyError`` (a code of the game's catalog,
    #: ``game=<id>``) before anything is created, and may return them normalised (what the
    #: table then keeps). Default: None, the options stand as given.
    check_options: Callable[[dict[str, str]], dict[str, str] | None] = _options_as_given
    #: the move the spec plays for ``seat`` when its clock runs out in the decision it faces
    #: now (Living Forest R-22, Wispwood §5.4), played at once and logged like any move; None
    #: (the default) where the spec defines none: the other players are then asked what to
    #: do (tables/slowplay.py).
    timeout_move: Callable[[S, int], Move | None] = _no_timeout_move
    #: the events that open the game (the first ``turn_start``); ``new_game`` returns none.
    opening_events: Callable[[S], list[Event]] = _no_events
    #: which seat plays each side or colour now (public), so the start post says who plays
    #: what and events with a side parameter name the player (``side: "blue"`` gives the
    #: catalog ``side_player`` too). Default: no sides.
    side_seats: Callable[[S], dict[str, int]] = _no_sides
    #: the options of a rematch of this finished game, whose seats are this game's rotated
    #: by one (the old seat 1 opens it): a game with sides swaps them here. Default: the
    #: same options.
    rematch_options: Callable[[S, dict[str, str]], dict[str, str]] = _same_options
    #: whether a logged event is visible to ``seat`` now (events of a private phase become
    #: public when it ends). Default: the event's own ``visible_to``.
    event_visible: Callable[[S, Event | dict[str, Any], int | None], bool] = _event_visible
    #: autocomplete where the move set is too large to list (also the one path for picking
    #: moves): notations for ``seat`` matching ``typed``, best first. None (the default):
    #: ``legal_moves`` is read lazily and ranked.
    suggest: Callable[[S, int, str], list[str]] | None = None
    #: a seat's private controls in a simultaneous private phase (an object with ``lines``
    #: as ``status_lines``, ``controls`` and ``version``), or None when it has none now.
    #: None as the hook (the default): the game has no private phase.
    private_panel: Callable[[S, int], Any] | None = None
    #: the seat's own move count, which its buttons carry instead of the table version in a
    #: simultaneous phase; None (the default): buttons carry the table version.
    seat_version: Callable[[S, int], int] | None = None
    #: the suggested action for the rest of the phase and its estimated chance of winning
    #: (``/game hint``); None (the default): the game offers no hint.
    hint: Callable[[S, int], tuple[Move, float]] | None = None
    #: the results card of a finished game (every seat's place, total and its parts as the
    #: spec scores them), built from the game's own scoring; None (the default): the card
    #: shows each seat's ``result`` total and place, with no parts (see ``results_card``).
    score_card: Callable[[S], ScoreCard | None] = _no_score_card
    #: event parameters (besides ``seat``, ``*_seat``, ``winners``, ``seats``) whose integer
    #: values (or lists of them) are seats, so the cogs print them as player names.
    seat_params: frozenset[str] = frozenset()
    #: the automatic player at a level of ``rules.levels.LEVELS`` (``"easy"``, ``"strong"``;
    #: ``"normal"`` is ``auto_move``), with ``effort`` scaling its search (1.0: the play-time
    #: budget). Same contract as ``auto_move``. None (the default): every level plays
    #: ``auto_move``. Call it through ``bot_move``.
    level_move: Callable[[S, int, str, float], Move] | None = None
    #: a state consistent with everything ``seat`` can see, its hidden facts drawn afresh
    #: from ``rng`` (a determinization, for search that never peeks and for the
    #: hidden-information tests): ``view(result, seat) == view(state, seat)`` and
    #: ``check(result)`` passes. None (the default): the game hides nothing from a seat.
    determinize: Callable[[S, int, random.Random], S] | None = None

    @property
    def id(self) -> str:
        """The game id (``info.id``)."""
        return self.info.id

    def bot_move(self, state: S, seat: int, level: str = "normal", effort: float = 1.0) -> Move:
        """The automatic player's move for ``seat`` at ``level`` (``rules.levels``): Normal is
        ``auto_move``; Easy and Strong are the ``level_move`` hook's, where the game has it."""
        if level == "normal" or self.level_move is None:
            return self.auto_move(state, seat)
        return self.level_move(state, seat, level, effort)

    def results_card(self, state: S) -> ScoreCard:
        """The finished game's results card: the ``score_card`` hook's, else one from
        ``result`` (totals and places, no parts)."""
        card = self.score_card(state)
        return card if card is not None else card_from_result(self.result(state))

    @property
    def INFO(self) -> GameInfo:  # noqa: N802 - the protocol's name for the metadata
        """The metadata, under the protocol's module-level name."""
        return self.info


#: a game of any state type, as the tables and cogs hold it
AnyGame = Game[Any]
