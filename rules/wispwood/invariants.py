"""The invariants of a Wispwood state: ``check(state)`` raises ``CorruptState`` when one fails.

``from_json`` calls it last, so a saved row that is valid JSON but not a reachable game (a tile
too many, a cat on a tree, a forest wider than the round allows) is refused before a move can
be saved on top of it. Every invariant holds at every point of a real game; states built by
the test fixtures (partial tile sets) are not checked. Details name public facts only (seats,
cells, counts of all tiles together), never the supply order or a tree's hidden back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.errors import CorruptState

from .geometry import CELLS, DATA, SHAPES, WISPS, name
from .scoring import CARDS, CATEGORIES, grid_size

if TYPE_CHECKING:
    from .state import State

GAME = "wispwood"
KINDS = ("T",) + WISPS
PHASES = ("turn", "cat", "over")
END_REASONS = (None, "complete", "resign")
_CELLS = frozenset(CELLS)


def _fail(detail: str) -> CorruptState:
    return CorruptState(detail, GAME)


def check(state: State) -> None:
    """Raise ``CorruptState`` unless the state keeps Wispwood's invariants."""
    from .state import TILES, tile_count  # state imports this module for from_json

    seats = state.seats
    if not DATA["players"]["min"] <= seats <= DATA["players"]["max"]:
        raise _fail(f"seat count {seats}")
    for field, value in (("forests", state.forests), ("chosen", state.chosen),
                         ("seat_moves", state.seat_moves), ("round_scores", state.round_scores)):
        if len(value) != seats:
            raise _fail(f"{field} has {len(value)} entries for {seats} seats")
    if [CARDS.get(c, {}).get("category") for c in state.cards] != list(CATEGORIES):
        raise _fail("objective cards are not one known card per category")
    if sorted(state.slots) != sorted(SHAPES):
        raise _fail("pond slots are not the eight shapes")
    if len(state.pond) != 8 or any(w is not None and w not in WISPS for w in state.pond):
        raise _fail("pond is not eight spaces of wisps")
    if any(w not in WISPS for w in state.supply) or any(w not in WISPS for w in state.discard):
        raise _fail("unknown tile in supply or discard pile")
    if state.phase not in PHASES or state.end_reason not in END_REASONS:
        raise _fail(f"phase {state.phase!r} / end {state.end_reason!r}")
    if (state.phase == "over") != (state.end_reason is not None):
        raise _fail("end reason and phase disagree")
    if not 1 <= state.round <= 3:
        raise _fail(f"round {state.round}")
    if not (0 <= state.start < seats and 0 <= state.turn < seats):
        raise _fail("start or turn seat out of range")
    if len(set(state.resigned)) != len(state.resigned) or not set(state.resigned) <= set(
            range(seats)):
        raise _fail("resigned seats")
    if not set(state.actions) <= {"refill", "cat-refill"} or len(set(state.actions)) != len(
            state.actions):
        raise _fail("pond steps of the turn")
    played = state.round - 1 + (state.phase != "turn")
    # A resignation can end the game in the middle of a round, before its scoring.
    allowed = {played, state.round - 1} if state.end_reason == "resign" else {played}
    if any(len(r) not in allowed for r in state.round_scores):
        raise _fail(f"round scores do not match round {state.round} ({state.phase})")
    if state.phase == "turn" and (state.turn in state.resigned):
        raise _fail("a resigned seat is to act")
    if min(state.seat_moves, default=0) < 0 or state.turn_no < 0:
        raise _fail("negative counters")
    if tile_count(state) != TILES:
        raise _fail(f"{sum(tile_count(state).values())} tiles in play, not 160")
    n = grid_size(state.round)
    for seat, forest in enumerate(state.forests):
        if forest.cat not in _CELLS or forest.cat in forest.cells:
            raise _fail(f"seat {seat}: cat cell {name(forest.cat)} is not free for the cat")
        if any(c not in _CELLS or k not in KINDS for c, k in forest.cells.items()):
            raise _fail(f"seat {seat}: unknown cell or kind in the forest")
        trees = {c for c, k in forest.cells.items() if k == "T"} | {forest.cat}
        if set(forest.backs) != trees:
            raise _fail(f"seat {seat}: tile backs do not match the trees and the cat")
        cols = [c % 12 for c in (*forest.cells, forest.cat)]
        rows = [c // 12 for c in (*forest.cells, forest.cat)]
        if max(cols) - min(cols) >= n or max(rows) - min(rows) >= n:
            raise _fail(f"seat {seat}: forest exceeds {n}x{n}")
        if any(c not in _CELLS for c in forest.last):
            raise _fail(f"seat {seat}: last cells")
    solo = state.solo
    if (solo is None) != (seats != 1):
        raise _fail("solo state and seat count disagree")
    if solo is not None:
        if not 0 <= solo.space < 8 or state.pond[solo.space] is not None:
            raise _fail("phantom space")
        if sorted(solo.values) != sorted(WISPS) or sorted(solo.collection) != sorted(WISPS):
            raise _fail("phantom values or collection")
        if len(solo.scores) not in allowed or any(t not in (1, 2, 3, 4) for t in solo.tokens):
            raise _fail("phantom scores or tokens")
