"""The Wispwood game state and its JSON form: ``to_json`` and the pure ``decode``.

``decode`` reads a saved row into a ``State`` with every field of its JSON type (or raises
``CorruptState``) and checks nothing else; ``invariants.from_json`` is ``decode`` then
``check``, so this module needs no invariant and ``invariants`` may import it (no circle).

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

from rules.fields import Fields, optional

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
    undo: dict[str, Any] | None = None  # {"seat", "move", "before": Before, JSON or None}
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


class Before:
    """The state before a take or tree turn, for undo (§7.5), kept as the object itself.

    ``apply`` never changes the state it is given (it plays on a copy), so holding that
    object costs nothing, where a JSON snapshot on every take cost more than the rest of
    ``apply``. The JSON is made only when the state is saved, and it is exactly the snapshot
    that used to be stored; a ``Before`` equals that JSON (a decoded state holds the JSON)."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        # A shallow copy without the undo record: the earlier states would otherwise form a
        # chain kept alive by every later one. The lists it shares are never changed.
        snap = object.__new__(State)
        snap.__dict__.update(state.__dict__)
        snap.undo = None
        snap.__dict__.pop("_events", None)
        self.state = snap

    def json(self) -> dict[str, Any]:
        """The snapshot's JSON (a fresh object every time: callers may change it)."""
        return to_json(self.state, with_undo=False)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Before):
            other = other.json()
        if isinstance(other, dict):
            return self.json() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


def undo_json(undo: dict[str, Any] | None) -> dict[str, Any] | None:
    """The undo record as JSON: a ``Before`` becomes its snapshot, the rest is copied."""
    if undo is None:
        return None
    before = undo["before"]
    if isinstance(before, Before):
        return {"seat": undo["seat"], "move": undo["move"], "before": before.json()}
    return copy.deepcopy(undo)


def _cells_json(cells: dict[int, str]) -> dict[str, str]:
    return {name(c): k for c, k in sorted(cells.items())}


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
        "undo": undo_json(state.undo) if with_undo else None, "end_reason": state.end_reason,
        "opening": copy.deepcopy(state.opening),
        "solo": None if solo is None else {
            "level": solo.level, "values": dict(solo.values), "space": solo.space,
            "collection": dict(solo.collection), "tokens": list(solo.tokens),
            "scores": list(solo.scores), "final_turn": solo.final_turn},
        "options": dict(state.options),
    }


# --------------------------------------------------------------------------- decoding
# A saved row is JSON from our own database, but a damaged or hand-edited one must still
# answer ``CorruptState``, never a TypeError, OverflowError (``int(Infinity)``) or
# RecursionError (a nested list a thousand deep) here, in ``check`` or in a later move, so
# every field is read with its JSON type; ``check`` then judges the values.

#: deepest nesting a saved opening event or undo snapshot may have (a real one has about 8)
MAX_DEPTH = 16

_F = Fields(GAME)
_bad, _int, _bool, _str = _F.bad, _F.whole, _F.flag, _F.text
_obj, _key, _list, _dict = _F.obj, _F.key, _F.list_of, _F.dict_of
_opt_str = optional(_str)


def _cell(value: Any, what: str) -> int:
    cell = NAME_TO_CELL.get(_str(value, what))
    if cell is None:
        raise _bad(f"{what}: no cell {value[:4]!r}")
    return cell


def _cells(value: Any, what: str) -> dict[int, str]:
    return {_cell(c, what): k for c, k in _dict(value, what, _str).items()}


def plain(value: Any, what: str, depth: int = 0) -> Any:
    """A copy of plain JSON (null, true/false, whole numbers, text, lists, objects with text
    keys) at most ``MAX_DEPTH`` deep; anything else is ``CorruptState``."""
    if depth > MAX_DEPTH:
        raise _bad(f"{what} is nested too deep")
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, list):
        return [plain(x, what, depth + 1) for x in value]
    if isinstance(value, dict):
        return {_str(k, what): plain(v, what, depth + 1) for k, v in value.items()}
    raise _bad(f"{what} holds a {type(value).__name__}")


def _forest(value: Any, what: str) -> Forest:
    f = _obj(value, what)
    cells, cat = _obj(_key(f, "cells"), "forest cells"), _key(f, "cat")
    named = [*cells, cat]
    if len({str(c).upper() for c in named}) != len(named):
        raise _bad("a cell named twice in a forest")
    return Forest(_cells(cells, "forest cells"), _cell(cat, "cat"),
                  _bool(_key(f, "ready"), "ready"), _cells(_key(f, "backs"), "tile backs"),
                  tuple(_list(_key(f, "last"), "last cells", _cell)))


def _solo(value: Any, what: str) -> Solo | None:
    if value is None:
        return None
    d = _obj(value, what)
    return Solo(_str(_key(d, "level"), "solo level"),
                _dict(_key(d, "values"), "phantom values", _int),
                _int(_key(d, "space"), "phantom space"),
                _dict(_key(d, "collection"), "phantom collection", _int),
                _list(_key(d, "tokens"), "firefly tokens", _int),
                _list(_key(d, "scores"), "phantom scores", _int),
                _bool(_key(d, "final_turn"), "final_turn"))


def _undo(value: Any, what: str) -> dict[str, Any] | None:
    """The undo record: whose take or tree turn, its notation, and the state before it (its
    JSON, or None when the move revealed something); ``check`` validates that snapshot."""
    if value is None:
        return None
    d = _obj(value, what)
    before = _key(d, "before")
    return {"seat": _int(_key(d, "seat"), "undo seat"), "move": _str(_key(d, "move"), "undo"),
            "before": None if before is None else plain(_obj(before, "undo snapshot"),
                                                        "undo snapshot")}


def decode(data: Any) -> State:
    """The state a saved row holds, every field read with its JSON type; no invariant is
    checked (``invariants.from_json`` adds that). Raises ``CorruptState`` (code
    ``CORRUPT_TABLE``) for an unknown format, a missing or mistyped field or a cell named
    twice in a forest."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad("unknown state format")

    def ints(key: str) -> int:
        return _int(_key(data, key), key)

    def words(key: str) -> list[str]:
        return _list(_key(data, key), key, _str)

    return State(
        seats=ints("seats"), seed=ints("seed"), cards=words("cards"), slots=words("slots"),
        pond=_list(_key(data, "pond"), "pond", _opt_str), supply=words("supply"),
        discard=words("discard"),
        forests=_list(_key(data, "forests"), "forests", _forest),
        start=ints("start"), turn=ints("turn"), round=ints("round"),
        phase=_str(_key(data, "phase"), "phase"), actions=words("actions"),
        triggered=_bool(_key(data, "triggered"), "triggered"), passes=ints("passes"),
        chosen=_list(_key(data, "chosen"), "chosen", _bool),
        seat_moves=_list(_key(data, "seat_moves"), "seat_moves", _int),
        round_scores=_list(_key(data, "round_scores"), "round_scores",
                           lambda v, w: _list(v, w, _int)),
        resigned=_list(_key(data, "resigned"), "resigned", _int), turn_no=ints("turn_no"),
        shuffles=ints("shuffles"), reveals=ints("reveals"),
        undo=_undo(_key(data, "undo"), "undo"),
        end_reason=_opt_str(_key(data, "end_reason"), "end_reason"),
        opening=_list(plain(_key(data, "opening"), "opening"), "opening",
                      lambda v, w: _obj(v, w)),
        solo=_solo(_key(data, "solo"), "solo"),
        options=_dict(_key(data, "options"), "options", _str),
    )


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
