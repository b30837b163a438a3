"""The Living Forest game state and its JSON form (invariants: ``invariants.check``).

The state is the server's full knowledge, including hidden facts (draw-pile order, market
stacks, Kodama stacks under their top card, removed Kodama cards); nothing here may reach a
player except through ``view`` / ``private_panel``. Cards are their type ids: cards of one type
are interchangeable, so no id can encode a hidden fact.
"""

from __future__ import annotations

from typing import Any

from rules.errors import CorruptState

from .data import FRAGMENTS, SLOTS, VARAN_COUNT, VICTORY_KINDS
from .invariants import check

FORMAT = 1


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
        new = Player.__new__(Player)
        for name in Player.__slots__:
            setattr(new, name, getattr(self, name))
        new.deck = self.deck.copy()
        new.discard = self.discard.copy()
        new.help = self.help.copy()
        new.forest = self.forest.copy()
        new.fires = self.fires.copy()
        new.tiles = self.tiles.copy()
        new.elem_used = self.elem_used.copy()
        return new

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form."""
        return {name: (getattr(self, name) if name != "tiles" else [list(t) for t in self.tiles])
                for name in Player.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        """Inverse of ``to_json``."""
        p = cls.__new__(cls)
        for name in Player.__slots__:
            setattr(p, name, data[name])
        p.deck, p.discard, p.help = list(p.deck), list(p.discard), list(p.help)
        p.forest = dict(p.forest)
        p.fires = list(p.fires)
        p.tiles = [(k, s) for k, s in data["tiles"]]
        p.elem_used = list(p.elem_used)
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
        new = State.__new__(State)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        new.players = [p.copy() for p in self.players]
        new.market = self.market.copy()
        new.stacks = [s.copy() for s in self.stacks]
        new.attracted = self.attracted.copy()
        new.centre = self.centre.copy()
        new.trees = self.trees.copy()
        new.kstacks = {k: v.copy() for k, v in self.kstacks.items()}
        new.targets = self.targets.copy()
        new.order = self.order.copy()
        new.used = self.used.copy()
        new.bonus_used = self.bonus_used.copy()
        new.pending = [dict(d) for d in self.pending]
        new.resigned = self.resigned.copy()
        new.winners = self.winners.copy()
        new.kremoved = dict(self.kremoved)
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


def from_json(data: dict[str, Any]) -> State:
    """Inverse of ``to_json``.

    Raises ``CorruptState`` (code ``CORRUPT_TABLE``) on an unknown format, an unreadable field
    or a broken invariant (``invariants.check``, called last).
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise CorruptState(f"unsupported state format {found!r}", "living_forest")
    try:
        s = State()
        for name in _SCALARS:
            setattr(s, name, data[name])
        s.players = [Player.from_json(p) for p in data["players"]]
        s.market = list(data["market"])
        s.stacks = [list(x) for x in data["stacks"]]
        s.attracted = list(data["attracted"])
        s.centre = list(data["centre"])
        s.trees = dict(data["trees"])
        s.kstacks = {k: list(v) for k, v in data["kstacks"].items()}
        s.kremoved = {k: list(v) for k, v in data["kremoved"].items()}
        s.targets = dict(data["targets"])
        s.order = list(data["order"])
        s.used = dict(data["used"])
        s.bonus_used = list(data["bonus_used"])
        s.pending = [dict(d) for d in data["pending"]]
        s.resigned = list(data["resigned"])
        s.winners = list(data["winners"])
        s.snap = data["snap"]
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise CorruptState(f"unreadable field ({type(exc).__name__})", "living_forest") \
            from None
    check(s)
    return s
