"""The Living Forest game state and its JSON form: ``to_json`` and the pure ``decode``.

``decode`` reads a saved row into a ``State`` with every field of its JSON type (or raises
``CorruptState``) and checks nothing else; ``invariants.from_json`` is ``decode`` then
``check``, so this module needs no invariant and ``invariants`` may import it (no circle).

The state is the server's full knowledge, including hidden facts (draw-pile order, market
stacks, Kodama stacks under their top card, removed Kodama cards); nothing here may reach a
player except through ``view`` / ``private_panel``. Cards are their type ids: cards of one type
are interchangeable, so no id can encode a hidden fact.
"""

from __future__ import annotations

from typing import Any

from rules.fields import Fields, Reader, optional

from .data import FRAGMENTS, SLOTS, VARAN_COUNT, VICTORY_KINDS

FORMAT = 1
GAME = "living_forest"


class Player:
    """One seat's material and its per-round, per-turn facts."""

    __slots__ = (
        "spirit", "deck", "known_top", "discard", "help", "discardable", "stopped",
        "actions", "forest", "fires", "tiles", "fragments", "elem_held", "elem_used",
        "rock", "resigned", "moves", "reshuffles",
    )

    def __init__(self, spirit: str) -> None:
        self.spirit = spirit
        self.deck: list[str] = []          # draw pile, top first (HIDDEN order)
        self.known_top = 0                 # top cards placed in public (attract / call)
        self.discard: list[str] = []       # bottom first, top last (public)
        self.help: list[str] = []          # help line in reveal order
        self.discardable = False           # the latest draw may be removed
        self.stopped = False               # animal phase: done
        self.actions = 0                   # basic actions this round (A)
        self.forest: dict[str, str] = {}   # space -> tree id (start tree on B3 implied)
        self.fires: list[int] = []         # Fire tiles collected, in order
        self.tiles: list[tuple[str, str]] = [(k, spirit) for k in VICTORY_KINDS]
        self.fragments = 0
        self.elem_held = 0                 # unused Element tiles (Kodama)
        self.elem_used: list[str] = []     # options used this round (Kodama)
        self.rock: int | None = None
        self.resigned = False
        self.moves = 0                     # this seat's own move count (seat_version)
        self.reshuffles = 0                # discard-pile shuffles so far (RNG counter)

    def copy(self) -> Player:
        """An independent copy."""
        # Field by field, not a loop over __slots__: apply copies every seat on every move,
        # so this is on the hot path of search (bench/rules_speed.py). A test checks that
        # every slot is copied.
        new = Player.__new__(Player)
        new.spirit = self.spirit
        new.deck = self.deck.copy()
        new.known_top = self.known_top
        new.discard = self.discard.copy()
        new.help = self.help.copy()
        new.discardable = self.discardable
        new.stopped = self.stopped
        new.actions = self.actions
        new.forest = self.forest.copy()
        new.fires = self.fires.copy()
        new.tiles = self.tiles.copy()
        new.fragments = self.fragments
        new.elem_held = self.elem_held
        new.elem_used = self.elem_used.copy()
        new.rock = self.rock
        new.resigned = self.resigned
        new.moves = self.moves
        new.reshuffles = self.reshuffles
        return new

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form."""
        return {name: (getattr(self, name) if name != "tiles" else [list(t) for t in self.tiles])
                for name in Player.__slots__}

    @classmethod
    def from_json(cls, data: Any) -> Player:
        """Inverse of ``to_json``; raises ``CorruptState`` for a missing or mistyped field."""
        d = _obj(data, "player")
        p = cls.__new__(cls)
        p.spirit = _str(_key(d, "spirit"), "spirit")
        for name in ("deck", "discard", "help", "elem_used"):
            setattr(p, name, _list(_key(d, name), name, _str))
        for name in ("known_top", "actions", "fragments", "elem_held", "moves", "reshuffles"):
            setattr(p, name, _int(_key(d, name), name))
        for name in ("discardable", "stopped", "resigned"):
            setattr(p, name, _bool(_key(d, name), name))
        p.forest = _dict(_key(d, "forest"), "forest", _str)
        p.fires = _list(_key(d, "fires"), "fires", _int)
        p.tiles = [_pair(t, "tile") for t in _list(_key(d, "tiles"), "tiles", _any)]
        p.rock = _opt(_int)(_key(d, "rock"), "rock")
        return p


class State:
    """Everything about one game of Living Forest."""

    __slots__ = (
        "seats", "seed", "kodama", "first", "round", "phase", "sacred", "players",
        "market", "stacks", "attracted", "centre", "trees", "varans", "frag_supply",
        "elem_supply", "kstacks", "kremoved", "onibi", "targets", "order", "turn_idx",
        "basic_used", "used", "bonus_used", "pending", "turn_no", "resigned", "end_reason",
        "winners", "snap",
    )

    def __init__(self) -> None:
        self.seats = 0
        self.seed = 0
        self.kodama = False
        self.first = 0                     # seat in position 1
        self.round = 1
        self.phase = "animal"
        self.sacred = 0                    # seat holding the Sacred Tree
        self.players: list[Player] = []
        self.market: list[str | None] = [None] * len(SLOTS)
        self.stacks: list[list[str]] = [[], [], []]   # per level, top first (HIDDEN)
        self.attracted = [0, 0, 0]         # animals attracted this round per level
        self.centre: list[int] = []        # Fire tiles in the centre, in the order added
        self.trees: dict[str, int] = {}    # copies left per tree type
        self.varans = VARAN_COUNT
        self.frag_supply = FRAGMENTS
        self.elem_supply = 0
        self.kstacks: dict[str, list[str]] = {}   # Kodama stacks, top first
        self.kremoved: dict[str, list[str]] = {}  # removed unseen at setup (HIDDEN)
        self.onibi: int | None = None
        self.targets = {"tree": 12, "fire": 12, "flower": 12}
        self.order: list[int] = []         # action phase: this round's turn order
        self.turn_idx = 0
        self.basic_used = 0                # basic actions done this turn
        self.used: dict[str, int] = {}     # basic action types used this turn
        self.bonus_used: list[str] = []    # level-3 bonus types used this turn
        self.pending: list[dict[str, Any]] = []   # decisions, the first is current
        self.turn_no = 1
        self.resigned: list[int] = []      # in order of resignation
        self.end_reason: str | None = None
        self.winners: list[int] = []
        self.snap: dict[str, Any] | None = None   # animal phase: public facts at its start

    def copy(self) -> State:
        """An independent copy (apply works on one, so a refused move changes nothing)."""
        # Field by field (see Player.copy); a test checks that every slot is copied.
        new = State.__new__(State)
        new.seats = self.seats
        new.seed = self.seed
        new.kodama = self.kodama
        new.first = self.first
        new.round = self.round
        new.phase = self.phase
        new.sacred = self.sacred
        new.players = [p.copy() for p in self.players]
        new.market = self.market.copy()
        new.stacks = [s.copy() for s in self.stacks]
        new.attracted = self.attracted.copy()
        new.centre = self.centre.copy()
        new.trees = self.trees.copy()
        new.varans = self.varans
        new.frag_supply = self.frag_supply
        new.elem_supply = self.elem_supply
        new.kstacks = {k: v.copy() for k, v in self.kstacks.items()}
        new.targets = self.targets.copy()
        new.onibi = self.onibi
        new.order = self.order.copy()
        new.turn_idx = self.turn_idx
        new.basic_used = self.basic_used
        new.used = self.used.copy()
        new.bonus_used = self.bonus_used.copy()
        new.pending = [dict(d) for d in self.pending]
        new.turn_no = self.turn_no
        new.resigned = self.resigned.copy()
        new.end_reason = self.end_reason
        new.winners = self.winners.copy()
        new.kremoved = dict(self.kremoved)
        new.snap = self.snap
        # snap and the removed-card lists are never changed in place, only replaced.
        return new

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == "over"

    def position(self, seat: int) -> int:
        """The fixed position (1-4) of a seat (§3.1)."""
        return (seat - self.first) % self.seats + 1

    def seat_at(self, position: int) -> int:
        """The seat in a position."""
        return (self.first + position - 1) % self.seats

    def active(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [s for s in range(self.seats) if not self.players[s].resigned]

    @property
    def turn(self) -> int | None:
        """The seat whose action turn it is, or None outside the action phase."""
        if self.phase != "action" or self.turn_idx >= len(self.order):
            return None
        return self.order[self.turn_idx]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and to_json(self) == to_json(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<living_forest State round {self.round} {self.phase}>"


_SCALARS = ("seats", "seed", "kodama", "first", "round", "phase", "sacred", "varans",
            "frag_supply", "elem_supply", "onibi", "turn_idx", "basic_used", "turn_no",
            "end_reason")


def to_json(state: State) -> dict[str, Any]:
    """Plain JSON (includes the seed and hidden facts: storage only, never shown)."""
    data: dict[str, Any] = {"format": FORMAT}
    for name in _SCALARS:
        data[name] = getattr(state, name)
    data["players"] = [p.to_json() for p in state.players]
    data["market"] = list(state.market)
    data["stacks"] = [list(s) for s in state.stacks]
    data["attracted"] = list(state.attracted)
    data["centre"] = list(state.centre)
    data["trees"] = dict(state.trees)
    data["kstacks"] = {k: list(v) for k, v in state.kstacks.items()}
    data["kremoved"] = {k: list(v) for k, v in state.kremoved.items()}
    data["targets"] = dict(state.targets)
    data["order"] = list(state.order)
    data["used"] = dict(state.used)
    data["bonus_used"] = list(state.bonus_used)
    data["pending"] = [dict(d) for d in state.pending]
    data["resigned"] = list(state.resigned)
    data["winners"] = list(state.winners)
    data["snap"] = state.snap
    return data


# --------------------------------------------------------------------------- decoding
# A saved row is JSON from our own database, but a damaged or hand-edited one must still
# answer ``CorruptState`` and never a TypeError deep inside ``check`` or a later move, so
# every field is read with its JSON type here; ``check`` then judges the values.

_F = Fields(GAME)
_bad, _int, _bool, _str = _F.bad, _F.whole, _F.flag, _F.text
_obj, _key, _list, _dict = _F.obj, _F.key, _F.list_of, _F.dict_of
_opt = optional


def _any(value: Any, name: str) -> Any:
    return value


def _pair(value: Any, name: str) -> tuple[str, str]:
    items = _list(value, name, _str)
    if len(items) != 2:
        raise _bad(f"{name} is not a pair")
    return items[0], items[1]


def _snap(value: Any, name: str) -> dict[str, Any] | None:
    """The animal phase's public snapshot (§6): counts and public card lists."""
    if value is None:
        return None
    d = _obj(value, name)
    cards = lambda v, n: _list(v, n, _str)  # noqa: E731
    return {
        "draw": _list(_key(d, "draw"), "snapshot draw", _int),
        "discard": _list(_key(d, "discard"), "snapshot discard", cards),
        "fragments": _list(_key(d, "fragments"), "snapshot fragments", _int),
        "known_top": _list(_key(d, "known_top"), "snapshot known_top", cards),
        "varans": _int(_key(d, "varans"), "snapshot varans"),
        "frag_supply": _int(_key(d, "frag_supply"), "snapshot frag_supply"),
    }


#: each scalar field with its JSON type
_SCALAR_TYPES: dict[str, Reader] = {
    "seats": _int, "seed": _int, "kodama": _bool, "first": _int, "round": _int, "phase": _str,
    "sacred": _int, "varans": _int, "frag_supply": _int, "elem_supply": _int,
    "onibi": _opt(_int), "turn_idx": _int, "basic_used": _int, "turn_no": _int,
    "end_reason": _opt(_str),
}


def _decision(value: Any, name: str) -> dict[str, Any]:
    # A pending decision's values are small ints and codes; ``check`` judges which.
    return _dict(value, name, lambda v, n: v if v is None else _scalar(v, n))


def _scalar(value: Any, name: str) -> int | str:
    if isinstance(value, str):
        return value
    return _int(value, name)


def decode(data: Any) -> State:
    """The state a saved row holds, every field read with its JSON type; no invariant is
    checked (``invariants.from_json`` adds that).

    Raises ``CorruptState`` (code ``CORRUPT_TABLE``) on an unknown format or a missing or
    mistyped field.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise _bad(f"unsupported state format {found!r}")
    s = State()
    for name, read in _SCALAR_TYPES.items():
        setattr(s, name, read(_key(data, name), name))
    s.players = [Player.from_json(p) for p in _list(_key(data, "players"), "players", _any)]
    s.market = _list(_key(data, "market"), "market", _opt(_str))
    s.stacks = _list(_key(data, "stacks"), "stacks", lambda v, n: _list(v, n, _str))
    s.attracted = _list(_key(data, "attracted"), "attracted", _int)
    s.centre = _list(_key(data, "centre"), "centre", _int)
    s.trees = _dict(_key(data, "trees"), "trees", _int)
    s.kstacks = _dict(_key(data, "kstacks"), "kstacks", lambda v, n: _list(v, n, _str))
    s.kremoved = _dict(_key(data, "kremoved"), "kremoved", lambda v, n: _list(v, n, _str))
    s.targets = _dict(_key(data, "targets"), "targets", _int)
    s.order = _list(_key(data, "order"), "order", _int)
    s.used = _dict(_key(data, "used"), "used", _int)
    s.bonus_used = _list(_key(data, "bonus_used"), "bonus_used", _str)
    s.pending = _list(_key(data, "pending"), "pending", _decision)
    s.resigned = _list(_key(data, "resigned"), "resigned", _int)
    s.winners = _list(_key(data, "winners"), "winners", _int)
    s.snap = _snap(_key(data, "snap"), "snap")
    return s
