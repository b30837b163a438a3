"""The invariants of a Wispwood state: ``check(state)`` raises ``CorruptState`` when one fails.

``from_json`` (defined here: ``state.decode``, which reads every field with its JSON type, then
``check``) runs it last, so a saved row that is valid JSON but not a reachable game is refused
before a move can be saved on top of it. Every invariant holds at every point of a real game
(the random-play property tests run each state through ``check``); states built by the test
fixtures (partial tile sets) are not checked. Details name public facts only (seats, cells,
counts of all tiles together), never the supply order or a tree's hidden back.

The invariants, each with the rule that makes it hold:

- Components: 1-4 seats, one forest / cat choice / move count / score list per seat; one known
  objective card per category (§3); the eight shapes in the pond slots; eight pond spaces of
  wisps; every tile of the box exactly once over supply, pond, discard pile, forests, cats'
  tiles and the phantom's collection (``TILES``); the seed a 64-bit table seed.
- Phase and round: a known phase and end reason, ``over`` exactly when there is an end
  reason; round 1-3; start and turn seats in range; resigned seats distinct and in range; the
  pond steps of a turn at most one ``refill`` and one ``cat-refill``; counters not negative.
- Scores: each seat has one score per round scored (a resignation may end the game before its
  round's scoring), and no score is negative (every card and bonus gives 0 or more, §2.4).
- Forests: the cat on a free canvas cell; known cells and kinds; hidden backs exactly under
  the trees and the cat; the whole forest within the round's N x N window (§4.4). In round 1
  every forest is one orthogonally connected group with the cat: every take touches the forest
  along a side (§4.4 contact), every tree turn connects to it (§4.5) and a cat move swaps two
  occupied cells; only the trees cleared between rounds (§5.4) can split a forest later.
- ``triggered`` (§5.1) only when some forest is full: a full grid triggers it, and nothing
  empties a cell before the next round resets the flag.
- The seat to act in a turn is not resigned and its grid is not full, and when its turn
  begins (no pond step yet) tiles are left (RULING 29: else it passes at once and is never
  left to act; a refill later in the turn may use the last tiles).
- The pond is never empty during a turn while tiles are left: an empty pond is refilled when
  the turn begins (§4.1), a refill puts back at least one tile, and a take ends the turn.
- Between rounds (phase ``cat``) some seat has still to choose: the last choice starts the next
  round (§5.4); resigned seats count as having chosen.
- Solo (§5.6): a phantom exactly with one seat, on an empty pond space; its values are its
  level's set; its firefly tokens are drawn from the eight (1,1,2,2,3,3,4,4) and fewer than the
  round's 4 / 6 / 8 (the round's first phantom turn is made when the round starts);
  ``final_turn`` exactly when no token is left; one phantom score per round scored, none
  negative.
- Undo (§7.5): only while the game runs, by a seat in range; its snapshot (when the move
  revealed nothing) is itself a valid state of the same game, round and seats, with no undo of
  its own, in which that seat was to act.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.errors import CorruptState

from .geometry import CELLS, DATA, SHAPES, WISPS, grow4, name
from .scoring import CARDS, CATEGORIES, grid_size
from .state import TILES, Before, State, decode, tile_count

GAME = "wispwood"
KINDS = ("T",) + WISPS
PHASES = ("turn", "cat", "over")
END_REASONS = (None, "complete", "resign")
_CELLS = frozenset(CELLS)
_SEED_LIMIT = 1 << 64
#: a bound for counters, far above any real game, so a saved row cannot hold a huge number
_COUNTER_LIMIT = 10 ** 9
_FIREFLIES = Counter(DATA["solo"]["firefly_tokens"])
_TOKENS_PER_ROUND = DATA["solo"]["tokens_per_round"]
_VALUE_SETS = DATA["solo"]["phantom_value_sets"]


def _fail(detail: str) -> CorruptState:
    return CorruptState(detail, GAME)


def from_json(data: Any) -> State:
    """A saved row back as a state: ``decode`` (format and field types), then ``check``.

    Raises ``CorruptState`` (code ``CORRUPT_TABLE``) for an unknown format, an unreadable
    field, a cell named twice in a forest or a state no real game reaches.
    """
    state = decode(data)
    check(state)
    return state


def check(state: State) -> None:
    """Raise ``CorruptState`` unless the state keeps Wispwood's invariants (module docstring)."""
    _check_components(state)
    _check_phase(state)
    _check_forests(state)
    _check_turn(state)
    _check_solo(state)
    _check_undo(state)


def _counter(value: int) -> bool:
    return 0 <= value < _COUNTER_LIMIT


def _check_components(state: State) -> None:
    seats = state.seats
    if not DATA["players"]["min"] <= seats <= DATA["players"]["max"]:
        raise _fail(f"seat count {seats}")
    if not 0 <= state.seed < _SEED_LIMIT:
        raise _fail("seed out of range")
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
    if state.solo is not None and (set(state.solo.collection) != set(WISPS)
                                   or any(n < 0 for n in state.solo.collection.values())):
        raise _fail("phantom collection")
    if tile_count(state) != TILES:
        raise _fail(f"{sum(tile_count(state).values())} tiles in play, not 160")


def _check_phase(state: State) -> None:
    seats = state.seats
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
    counters = (*state.seat_moves, state.turn_no, state.passes, state.shuffles, state.reveals)
    if not all(_counter(n) for n in counters):
        raise _fail("a counter is negative or out of range")
    played = state.round - 1 + (state.phase != "turn")
    # A resignation can end the game in the middle of a round, before its scoring.
    allowed = {played, state.round - 1} if state.end_reason == "resign" else {played}
    if any(len(r) not in allowed for r in state.round_scores):
        raise _fail(f"round scores do not match round {state.round} ({state.phase})")
    if any(x < 0 for r in state.round_scores for x in r):
        raise _fail("a negative round score")


def _connected(occupied: int, start: int) -> bool:
    """Whether every cell of ``occupied`` reaches ``start`` by orthogonal steps inside it."""
    reach = 1 << start
    while True:
        more = grow4(reach) & occupied
        if more == reach:
            return reach == occupied
        reach = more


def _check_forests(state: State) -> None:
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
        if state.round == 1 and not _connected(forest.occupied, forest.cat):
            raise _fail(f"seat {seat}: a round-1 forest in more than one piece")
    if state.triggered and not any(_full(f.cells, n) for f in state.forests):
        raise _fail("round end triggered with no full grid")


def _full(cells: dict[int, str], n: int) -> bool:
    return len(cells) + 1 == n * n


def _check_turn(state: State) -> None:
    if state.phase == "turn":
        if state.turn in state.resigned:
            raise _fail("a resigned seat is to act")
        if _full(state.forests[state.turn].cells, grid_size(state.round)):
            raise _fail("a seat with a full grid is to act")
        tiles_left = len(state.supply) + len(state.discard)
        # Mid-turn a refill may use the last tiles; the turn then goes on with the pond.
        if tiles_left == 0 and not state.actions:
            raise _fail("a turn begins with no tile left")
        if not any(state.pond) and tiles_left:
            raise _fail("empty pond during a turn with tiles left")
    elif state.phase == "cat":
        if all(state.chosen):
            raise _fail("between rounds with every cat choice made")
        if not all(state.chosen[s] for s in state.resigned):
            raise _fail("a resigned seat has a cat choice to make")


def _check_solo(state: State) -> None:
    solo = state.solo
    if (solo is None) != (state.seats != 1):
        raise _fail("solo state and seat count disagree")
    if solo is None:
        return
    if not 0 <= solo.space < 8 or state.pond[solo.space] is not None:
        raise _fail("phantom space")
    if solo.level not in _VALUE_SETS or sorted(solo.values) != sorted(WISPS) or sorted(
            solo.values.values()) != sorted(_VALUE_SETS[solo.level]):
        raise _fail("phantom level or values")
    if Counter(solo.tokens) - _FIREFLIES:
        raise _fail("firefly tokens that are not in the box")
    if len(solo.tokens) >= _TOKENS_PER_ROUND[state.round - 1]:
        raise _fail(f"more firefly tokens left than round {state.round} stacks")
    if solo.final_turn != (not solo.tokens):
        raise _fail("final turn and firefly tokens disagree")
    played = state.round - 1 + (state.phase != "turn")
    allowed = {played, state.round - 1} if state.end_reason == "resign" else {played}
    if len(solo.scores) not in allowed or any(x < 0 for x in solo.scores):
        raise _fail("phantom scores")


def _check_undo(state: State) -> None:
    undo = state.undo
    if undo is None:
        return
    if state.over or not 0 <= undo["seat"] < state.seats:
        raise _fail("undo record")
    if undo["before"] is None:
        return
    snapshot = undo["before"]
    before = decode(snapshot.json() if isinstance(snapshot, Before) else snapshot)
    if before.undo is not None:
        raise _fail("undo snapshot with an undo of its own")
    check(before)
    same = (before.seats, before.seed, before.cards, before.round)
    if same != (state.seats, state.seed, state.cards, state.round) or before.phase != "turn" \
            or before.turn != undo["seat"]:
        raise _fail("undo snapshot of another game, round or seat")
