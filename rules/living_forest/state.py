"""The Living Forest game state, its JSON form and its invariants (``check``).

The state is the server's full knowledge, including hidden facts (draw-pile order, market
stacks, Kodama stacks under their top card, removed Kodama cards); nothing here may reach a
player except through ``view`` / ``private_panel``. Cards are their type ids: cards of one type
are interchangeable, so no id can encode a hidden fact.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.errors import GroveError

from .data import (
    ALL_SPACES,
    ANIMALS,
    BASE_SPACES,
    CARDS,
    CENTRE_CAPACITY,
    ELEMENT_OPTIONS,
    ELEMENT_TILES,
    EXTENSION_SPACES,
    FIRE_VALUES,
    FRAGMENTS,
    KODAMA_ANIMALS,
    KODAMA_TREE_COPIES,
    KODAMA_TREES,
    NEIGHBOURS,
    ROCKS,
    SLOTS,
    SPIRITS,
    STACK_CARDS,
    STACK_LETTERS,
    START_SPACE,
    STARTING_DECK,
    STARTING_KODAMA,
    TREE_COPIES,
    TREES,
    VARAN,
    VARAN_COUNT,
    VICTORY_KINDS,
)

FORMAT = 1
PHASES = ("animal", "action", "over")


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
        p.forest = {str(k): str(v) for k, v in p.forest.items()}
        p.fires = [int(v) for v in p.fires]
        p.tiles = [(str(k), str(s)) for k, s in data["tiles"]]
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
    """Inverse of ``to_json``; anything unreadable or inconsistent is ``CORRUPT_TABLE``."""
    try:
        if data.get("format") != FORMAT:
            raise ValueError("format")
        s = State()
        for name in _SCALARS:
            setattr(s, name, data[name])
        s.players = [Player.from_json(p) for p in data["players"]]
        s.market = list(data["market"])
        s.stacks = [list(x) for x in data["stacks"]]
        s.attracted = [int(x) for x in data["attracted"]]
        s.centre = [int(x) for x in data["centre"]]
        s.trees = {str(k): int(v) for k, v in data["trees"].items()}
        s.kstacks = {k: list(v) for k, v in data["kstacks"].items()}
        s.kremoved = {k: list(v) for k, v in data["kremoved"].items()}
        s.targets = {k: int(v) for k, v in data["targets"].items()}
        s.order = [int(x) for x in data["order"]]
        s.used = {k: int(v) for k, v in data["used"].items()}
        s.bonus_used = list(data["bonus_used"])
        s.pending = [dict(d) for d in data["pending"]]
        s.resigned = [int(x) for x in data["resigned"]]
        s.winners = [int(x) for x in data["winners"]]
        s.snap = data["snap"]
        check(s)
    except GroveError:
        raise
    except Exception:
        raise GroveError("CORRUPT_TABLE") from None
    return s


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise ValueError(what)


def check(state: State) -> None:
    """Raise ValueError unless the state keeps every invariant of the game.

    Card, tile, tree and supply conservation; a legal forest per player; distinct figure
    rocks; a centre of at most 7 Fire tiles; phase and turn bookkeeping in range.
    """
    s = state
    _need(2 <= s.seats <= 4 and len(s.players) == s.seats, "seats")
    _need(0 <= s.first < s.seats and 0 <= s.sacred < s.seats, "first/sacred")
    _need(s.phase in PHASES and s.round >= 1 and s.turn_no >= 1, "phase")
    _need(len(s.market) == len(SLOTS) and len(s.stacks) == 3, "market shape")
    _need(len(s.centre) <= CENTRE_CAPACITY and all(v in FIRE_VALUES for v in s.centre), "centre")
    spirits = [p.spirit for p in s.players]
    _need(len(set(spirits)) == s.seats and set(spirits) <= set(SPIRITS), "spirits")
    # Cards: every seat's starting cards, every animal and every Varan are somewhere.
    seen: Counter[str] = Counter()
    for p in s.players:
        seen.update(p.deck)
        seen.update(p.discard)
        seen.update(p.help)
        _need(0 <= p.known_top <= len(p.deck), "known_top")
    seen.update(c for c in s.market if c is not None)
    for stack in s.stacks:
        seen.update(stack)
    for letter in s.kstacks:
        seen.update(s.kstacks[letter])
        seen.update(s.kremoved.get(letter, []))
    expected: Counter[str] = Counter()
    for _ in range(s.seats):
        expected.update(STARTING_DECK)
    for level, ids in ANIMALS.items():
        expected.update(ids)
        if s.kodama:
            expected.update(KODAMA_ANIMALS.get(level, ()))
    if s.kodama:
        expected.update(STARTING_KODAMA[sp] for sp in spirits)
        for letter in STACK_LETTERS:
            expected.update(STACK_CARDS[letter])
    varans_out = seen.pop(VARAN, 0)
    _need(seen == expected, "cards")
    _need(varans_out + s.varans == VARAN_COUNT and s.varans >= 0, "varans")
    for level in range(3):
        _need(all(CARDS[c].level == level + 1 for c in s.stacks[level]), "stack level")
    for i, c in enumerate(s.market):
        _need(c is None or CARDS[c].level == int(SLOTS[i][0]), "market level")
    _need(s.frag_supply + sum(p.fragments for p in s.players) == FRAGMENTS
          and s.frag_supply >= 0, "fragments")
    if s.kodama:
        total = s.elem_supply + sum(p.elem_held + len(p.elem_used) for p in s.players)
        _need(total == ELEMENT_TILES and s.elem_supply >= 0, "element tiles")
        _need(s.onibi is not None and 0 <= s.onibi < ROCKS, "onibi")
    else:
        _need(s.elem_supply == 0 and not s.kstacks and s.onibi is None, "no kodama")
    # Trees: supply plus planted copies equal the copies in play.
    copies = dict(TREE_COPIES[s.seats])
    if s.kodama:
        copies.update({t: KODAMA_TREE_COPIES for t in KODAMA_TREES})
    planted: Counter[str] = Counter()
    for p in s.players:
        planted.update(p.forest.values())
    _need(set(s.trees) == set(copies), "tree types")
    for t, n in copies.items():
        _need(s.trees[t] >= 0 and s.trees[t] + planted[t] == n, f"tree {t}")
    spaces = set(BASE_SPACES) | (set(EXTENSION_SPACES) if s.kodama else set())
    for p in s.players:
        _need(set(p.forest) <= spaces and all(t in TREES for t in p.forest.values()), "forest")
        _need(_connected(p.forest), "forest adjacency")
        _need(all(k in VICTORY_KINDS and sp in SPIRITS for k, sp in p.tiles), "tiles")
        _need(all(v in FIRE_VALUES for v in p.fires), "fire tiles")
        _need(all(o in ELEMENT_OPTIONS for o in p.elem_used), "element options")
    tiles: Counter[tuple[str, str]] = Counter()
    for p in s.players:
        tiles.update(p.tiles)
    _need(all(n == 1 for n in tiles.values()), "victory tiles unique")
    rocks = [p.rock for p in s.players if not p.resigned]
    _need(all(r is not None and 0 <= r < ROCKS for r in rocks), "rocks")
    _need(len(set(rocks)) == len(rocks) and s.onibi not in rocks, "rocks distinct")
    _need(all(p.rock is None for p in s.players if p.resigned), "resigned rock")
    _need(sorted(s.resigned) == [i for i, p in enumerate(s.players) if p.resigned], "resigned")
    if s.phase == "action":
        _need(0 <= s.turn_idx < len(s.order), "turn index")
        _need(not s.players[s.order[s.turn_idx]].resigned, "turn seat")
    if s.phase == "animal":
        _need(s.snap is not None and not s.pending, "animal phase")


def _connected(forest: dict[str, str]) -> bool:
    """Every planted space is linked to the start tree through planted spaces."""
    reached = {START_SPACE}
    todo = [START_SPACE]
    while todo:
        here = todo.pop()
        for n in NEIGHBOURS[here]:
            if n in forest and n not in reached:
                reached.add(n)
                todo.append(n)
    return set(forest) <= reached and START_SPACE not in forest and set(forest) <= set(ALL_SPACES)
