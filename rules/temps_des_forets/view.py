"""What anybody may see of a game (§6): everything on the table, never the seed or a future
draw. The player and a spectator see the same view."""

from __future__ import annotations

from dataclasses import dataclass

from rules.protocol import Result

from .cards import (
    CYCLES,
    OBJECTS,
    PATTERN_ORDER,
    TREE_COLOUR,
    TREE_OBJECT,
    hour_of,
    maiden_hour,
)
from .engine import legal_patterns, legal_swaps, result, touchable
from .state import State


@dataclass(frozen=True)
class TreeView:
    """One tree card on the ring."""

    hour: int            # 1-12
    code: str            # e.g. "CL"
    colour: str          # colour code C, A, J, V
    object: str          # object code L, M, K, H
    state: str           # i, o, z
    touchable: bool
    rotated_tonight: bool


@dataclass(frozen=True)
class TempsView:
    """The public picture of a game of Le Temps des Forêts."""

    trees: tuple[TreeView, ...]          # clockwise from hour 12
    cycle: int
    cycles: int
    phase: str                           # day | night (the last phase once over)
    maiden: int                          # her hour
    forbidden: str                       # this cycle's object code
    draws: tuple[str, ...]               # forbidden object of each cycle so far
    used_objects: tuple[str, ...]
    available_objects: tuple[str, ...]   # in hand and unused (by day; none at night)
    used_patterns: tuple[str, ...]
    available_patterns: tuple[str, ...]  # unused tonight (by night; all three by day)
    done: tuple[str, ...]                # steps of this phase that undo can take back
    dormant: int
    has_action: bool                     # a legal swap (Day) or pattern (Night) exists
    auto_end: bool
    over: bool
    result: Result | None

    def tree_at(self, hour: int) -> TreeView:
        """The tree at clock hour ``hour``."""
        return self.trees[hour % 12]


def view(state: State, seat: int | None = None) -> TempsView:
    """The one public view (the same for the player and for spectators)."""
    trees = tuple(
        TreeView(hour=hour_of(i), code=code, colour=TREE_COLOUR[code],
                 object=TREE_OBJECT[code], state=state.trees[code],
                 touchable=touchable(state, code), rotated_tonight=code in state.rotated)
        for i, code in enumerate(state.ring)
    )
    day = state.phase == "day"
    available_objects = tuple(o for o in OBJECTS if o != state.forbidden
                              and o not in state.used_objects) if day else ()
    available_patterns = tuple(p for p in PATTERN_ORDER if p not in state.used_patterns)
    has_action = bool(legal_swaps(state) if day else legal_patterns(state))
    return TempsView(
        trees=trees, cycle=state.cycle, cycles=CYCLES, phase=state.phase,
        maiden=maiden_hour(state.cycle), forbidden=state.forbidden, draws=tuple(state.draws),
        used_objects=tuple(state.used_objects), available_objects=available_objects,
        used_patterns=tuple(state.used_patterns), available_patterns=available_patterns,
        done=tuple(state.done), dormant=state.dormant(), has_action=has_action and not state.over,
        auto_end=state.auto_end, over=state.over,
        result=result(state) if state.over else None,
    )


def state_from_view(public: TempsView, seed: int = 0) -> State:
    """A state with exactly the visible facts of ``public`` and a stand-in ``seed``, for the
    solver and hints: they can then never depend on the real future draws (R15)."""
    return State(
        seed=seed,
        deal=[t.code for t in public.trees],  # the deal is not needed to look ahead
        ring=[t.code for t in public.trees],
        trees={t.code: t.state for t in public.trees},
        cycle=public.cycle, phase=public.phase, draws=list(public.draws),
        used_objects=list(public.used_objects), used_patterns=list(public.used_patterns),
        rotated=[t.code for t in public.trees if t.rotated_tonight], done=list(public.done),
        auto_end=public.auto_end,
    )
