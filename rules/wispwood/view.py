"""The public view of Wispwood (§6): every seat and spectators see the same thing.

Hidden from everybody and therefore absent here: the supply order and contents, the backs of
tree tiles and of the cats' tiles, and the order of the solo firefly stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from .engine import grid_n, is_full, to_act, totals
from .geometry import box, name
from .state import State


@dataclass(frozen=True)
class ForestView:
    """One forest as everybody sees it. ``cells`` are (cell, kind) with the cat as ``C``."""

    seat: int
    cells: tuple[tuple[str, str], ...]
    cat: str
    ready: bool
    filled: int
    full: bool
    box: tuple[str, str, int, int]       # occupied bounding box: min/max column, min/max row
    frame: tuple[str, str, int, int]     # reachable frame (§2.2), clipped to the canvas
    last: tuple[str, ...]
    round_scores: tuple[int, ...]
    total: int
    resigned: bool
    chosen: bool                         # cat phase: has made its choice


@dataclass(frozen=True)
class SoloView:
    """The phantom cat's public facts."""

    level: str
    values: tuple[tuple[str, int], ...]
    space: int                           # 1-8
    collection: tuple[tuple[str, int], ...]
    scores: tuple[int, ...]
    total: int
    tokens_left: int
    final_turn: bool


@dataclass(frozen=True)
class WispwoodView:
    """The whole public table."""

    seats: int
    round: int
    n: int
    phase: str
    start: int
    turn: int | None
    to_act: tuple[int, ...]
    cards: tuple[str, ...]
    slots: tuple[str, ...]
    pond: tuple[str | None, ...]
    supply: int
    discard: tuple[str, ...]
    forests: tuple[ForestView, ...]
    actions: tuple[str, ...]
    turn_number: int
    solo: SoloView | None
    end_reason: str | None
    totals: tuple[int, ...]


_COLS = "ABCDEFGHIJK"


def _forest_view(state: State, seat: int) -> ForestView:
    f = state.forests[seat]
    n = grid_n(state)
    c0, c1, r0, r1 = box(f.occupied)
    cells = sorted([*f.cells.items(), (f.cat, "C")])
    frame = (_COLS[max(0, c1 - n + 1)], _COLS[min(10, c0 + n - 1)],
             max(0, r1 - n + 1) + 1, min(10, r0 + n - 1) + 1)
    rounds = state.round_scores[seat]
    return ForestView(
        seat=seat, cells=tuple((name(c), k) for c, k in cells), cat=name(f.cat),
        ready=f.ready, filled=len(f.cells) + 1, full=is_full(f, n),
        box=(_COLS[c0], _COLS[c1], r0 + 1, r1 + 1), frame=frame,
        last=tuple(name(c) for c in f.last), round_scores=tuple(rounds), total=sum(rounds),
        resigned=seat in state.resigned, chosen=state.chosen[seat])


def view(state: State, seat: int | None = None) -> WispwoodView:
    """What ``seat`` (or a spectator, None) sees: the same public view for everybody."""
    solo = state.solo
    return WispwoodView(
        seats=state.seats, round=state.round, n=grid_n(state), phase=state.phase,
        start=state.start, turn=state.turn if state.phase == "turn" else None,
        to_act=tuple(sorted(to_act(state))), cards=tuple(state.cards),
        slots=tuple(state.slots),
        pond=tuple("*" if solo and i == solo.space else w for i, w in enumerate(state.pond)),
        supply=len(state.supply), discard=tuple(state.discard),
        forests=tuple(_forest_view(state, s) for s in range(state.seats)),
        actions=tuple(state.actions), turn_number=state.turn_no,
        solo=None if solo is None else SoloView(
            level=solo.level, values=tuple(solo.values.items()), space=solo.space + 1,
            collection=tuple(solo.collection.items()), scores=tuple(solo.scores),
            total=sum(solo.scores), tokens_left=len(solo.tokens), final_turn=solo.final_turn),
        end_reason=state.end_reason,
        totals=tuple(totals(state).values()),
    )
