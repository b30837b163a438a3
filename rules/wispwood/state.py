"""The Wispwood game state, its JSON form and its invariants.

The state is the server's full knowledge, including what is hidden from everybody (§6): the
supply order, the wisp on the back of every tree tile (and of each cat's tile) and the order of
the solo firefly stack. Nothing here reaches a player except through ``view``.

Cells are indices (see ``geometry``); the JSON form names them (``F6``) so it stays readable.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from rules.errors import CorruptState

from .geometry import DATA, NAME_TO_CELL, WISPS, name

FORMAT = 1
GAME = "wispwood"
TILES = Counter(DATA["tiles"])
KINDS = ("T",) + WISPS


@dataclass
class Forest:
    """One player's forest: occupied cells except the cat, the cat, its state, tile backs."""

    cells: dict[int, str]            # cell -> "T" or a wisp letter (the cat cell excluded)
    cat: int
    ready: bool = True
    backs: dict[int, str] = field(default_factory=dict)  # HIDDEN: trees and the cat's tile
    last: tuple[int, ...] = ()       # cells placed by this seat's last take or tree turn

    def copy(self) -> Forest:
        """An independent copy."""
        return Forest(dict(self.cells), self.cat, self.ready, dict(self.backs), self.last)

    @property
    def occupied(self) -> int:
        """The mask of every occupied cell, the cat included."""
        m = 1 << self.cat
        for c in self.cells:
            m |= 1 << c
        return m


@dataclass
class Solo:
    """The phantom cat of solo mode (§5.6)."""

    level: str
    values: dict[str, int]           # public, drawn at setup
    space: int                       # the phantom's pond space (0-based)
    collection: dict[str, int]       # wisps collected so far in the game
    tokens: list[int]                # HIDDEN order: this round's face-down stack, top last
    scores: list[int] = field(default_factory=list)  # phantom round scores
    final_turn: bool = False         # the round's last token is used: one more player turn

    def copy(self) -> Solo:
        """An independent copy."""
        return Solo(self.level, dict(self.values), self.space, dict(self.collection),
                    list(self.tokens), list(self.scores), self.final_turn)


@dataclass
class State:
    """Everything about one game of Wispwood."""

    seats: int
    seed: int
    cards: list[str]                 # the five objective cards, tree/pumpkin/heart/witch/spark
    slots: list[str]                 # shape in slot 1..8 (index 0..7)
    pond: list[str | None]           # wisp on space 1..8 (index 0..7)
    supply: list[str]                # HIDDEN: tile backs, top of the supply last
    discard: list[str]               # the pond discard pile (public)
    forests: list[Forest]
    start: int                       # start player of the current round
    turn: int                        # seat whose turn it is (phase "turn")
    round: int = 1
    phase: str = "turn"              # "turn" | "cat" (between rounds) | "over"
    actions: list[str] = field(default_factory=list)  # pond steps made this turn
    triggered: bool = False          # the round end is triggered (§5.1)
    passes: int = 0                  # consecutive forced passes (RULING 29)
    chosen: list[bool] = field(default_factory=list)   # cat phase: seat has chosen
    seat_moves: list[int] = field(default_factory=list)  # moves made by each seat
    round_scores: list[list[int]] = field(default_factory=list)  # per seat, per round
    resigned: list[int] = field(default_factory=list)  # in order of resignation
    turn_no: int = 1
    shuffles: int = 0                # counter of supply shuffles (rng purpose counter)
    reveals: int = 0                 # rises whenever something is revealed (undo, §7.5)
    undo: dict[str, Any] | None = None  # {"seat", "move", "reveals", "before"}
    end_reason: str | None = None
    opening: list[dict[str, Any]] = field(default_factory=list)  # opening events (JSON)
    solo: Solo | None = None
    options: dict[str, str] = field(default_factory=dict)

    def copy(self) -> State:
        """A deep copy (apply works on one, so a failed move changes nothing)."""
        # The undo snapshot and opening events are replaced, never mutated: sharing is safe.
        return State(
            seats=self.seats, seed=self.seed, cards=list(self.cards), slots=list(self.slots),
            pond=list(self.pond), supply=list(self.supply), discard=list(self.discard),
            forests=[f.copy() for f in self.forests], start=self.start, turn=self.turn,
            round=self.round, phase=self.phase, actions=list(self.actions),
            triggered=self.triggered, passes=self.passes, chosen=list(self.chosen),
            seat_moves=list(self.seat_moves), round_scores=[list(r) for r in self.round_scores],
            resigned=list(self.resigned), turn_no=self.turn_no, shuffles=self.shuffles,
            reveals=self.reveals, undo=self.undo, end_reason=self.end_reason,
            opening=self.opening, solo=self.solo.copy() if self.solo else None,
            options=dict(self.options),
        )

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == "over"


def _cells_json(cells: dict[int, str]) -> dict[str, str]:
    return {name(c): k for c, k in sorted(cells.items())}


def _cells_back(data: dict[str, str]) -> dict[int, str]:
    return {NAME_TO_CELL[c]: str(k) for c, k in data.items()}


def to_json(state: State, with_undo: bool = True) -> dict[str, Any]:
    """Plain JSON form with ``"format": 1`` (``with_undo=False``: without the undo snapshot,
    for the snapshot itself)."""
    solo = state.solo
    return {
        "format": FORMAT,
        "seats": state.seats, "seed": state.seed, "cards": list(state.cards),
        "slots": list(state.slots), "pond": list(state.pond), "supply": list(state.supply),
        "discard": list(state.discard),
        "forests": [{"cells": _cells_json(f.cells), "cat": name(f.cat), "ready": f.ready,
                     "backs": _cells_json(f.backs), "last": [name(c) for c in f.last]}
                    for f in state.forests],
        "start": state.start, "turn": state.turn, "round": state.round, "phase": state.phase,
        "actions": list(state.actions), "triggered": state.triggered, "passes": state.passes,
        "chosen": list(state.chosen), "seat_moves": list(state.seat_moves),
        "round_scores": [list(r) for r in state.round_scores],
        "resigned": list(state.resigned), "turn_no": state.turn_no,
        "shuffles": state.shuffles, "reveals": state.reveals,
        "undo": copy.deepcopy(state.undo) if with_undo else None, "end_reason": state.end_reason,
        "opening": copy.deepcopy(state.opening),
        "solo": None if solo is None else {
            "level": solo.level, "values": dict(solo.values), "space": solo.space,
            "collection": dict(solo.collection), "tokens": list(solo.tokens),
            "scores": list(solo.scores), "final_turn": solo.final_turn},
        "options": dict(state.options),
    }


def from_json(data: dict[str, Any]) -> State:
    """Inverse of ``to_json``. Raises ``CorruptState`` (code ``CORRUPT_TABLE``) for an unknown
    format, an unreadable field, a cell named twice in a forest, or a broken invariant."""
    from .invariants import check

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptState("unknown state format", GAME)
    try:
        for f in data["forests"]:
            named = [*f["cells"], f["cat"]]
            if len({c.upper() for c in named}) != len(named):
                raise CorruptState("a cell named twice in a forest", GAME)
        solo = data["solo"]
        state = State(
            seats=int(data["seats"]), seed=int(data["seed"]), cards=list(data["cards"]),
            slots=list(data["slots"]), pond=list(data["pond"]), supply=list(data["supply"]),
            discard=list(data["discard"]),
            forests=[Forest(_cells_back(f["cells"]), NAME_TO_CELL[f["cat"]], bool(f["ready"]),
                            _cells_back(f["backs"]), tuple(NAME_TO_CELL[c] for c in f["last"]))
                     for f in data["forests"]],
            start=int(data["start"]), turn=int(data["turn"]), round=int(data["round"]),
            phase=str(data["phase"]), actions=list(data["actions"]),
            triggered=bool(data["triggered"]), passes=int(data["passes"]),
            chosen=[bool(c) for c in data["chosen"]],
            seat_moves=[int(n) for n in data["seat_moves"]],
            round_scores=[[int(x) for x in r] for r in data["round_scores"]],
            resigned=[int(s) for s in data["resigned"]], turn_no=int(data["turn_no"]),
            shuffles=int(data["shuffles"]), reveals=int(data["reveals"]),
            undo=copy.deepcopy(data["undo"]), end_reason=data["end_reason"],
            opening=copy.deepcopy(data["opening"]),
            solo=None if solo is None else Solo(
                str(solo["level"]), {k: int(v) for k, v in solo["values"].items()},
                int(solo["space"]), {k: int(v) for k, v in solo["collection"].items()},
                [int(t) for t in solo["tokens"]], [int(x) for x in solo["scores"]],
                bool(solo["final_turn"])),
            options={str(k): str(v) for k, v in data["options"].items()},
        )
        # Inside the try: a field of the wrong type can also trip an invariant's arithmetic.
        check(state)
    except CorruptState:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        # Which kind of failure, never the content: the supply order must not reach a log.
        raise CorruptState(f"unreadable state ({type(exc).__name__})", GAME) from None
    return state


def tile_count(state: State) -> Counter[str]:
    """Every tile of the game by the wisp on its back (supply, pond, discard, forests,
    cats' tiles and the phantom's collection)."""
    count: Counter[str] = Counter(state.supply)
    count.update(state.discard)
    count.update(w for w in state.pond if w)
    for f in state.forests:
        count.update(k for k in f.cells.values() if k != "T")
        count.update(f.backs.values())
    if state.solo:
        count.update(state.solo.collection)
    return count
