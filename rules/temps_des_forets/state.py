"""The state of a game of Le Temps des Forêts, its JSON form and its invariants.

The only hidden fact is the future Dawn draws, which follow from ``seed``; everything else
is public. ``seed`` never leaves this module except through ``to_json`` (storage).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.errors import CorruptState, GroveError

from .cards import CYCLES, OBJECTS, PATTERN_ORDER, STATES, TREES

FORMAT = 1
PHASES = ("day", "night")
END_REASONS = ("won", "lost")
END_HOW = ("all_dormant", "cycles_over", "resigned")


@dataclass
class State:
    """Everything about one game."""

    seed: int
    deal: list[str]                  # the initial ring, index = hour % 12 (public)
    ring: list[str]                  # tree code per ring index (0 = hour 12)
    trees: dict[str, str]            # tree code -> i | o | z
    cycle: int = 1
    phase: str = "day"               # day | night (the game's last phase once over)
    draws: list[str] = field(default_factory=list)   # forbidden object per cycle so far
    used_objects: list[str] = field(default_factory=list)   # this day, in order of use
    used_patterns: list[str] = field(default_factory=list)  # this night, in order of use
    rotated: list[str] = field(default_factory=list)        # trees rotated tonight
    done: list[str] = field(default_factory=list)   # steps of this phase not taken back
    auto_end: bool = False
    over: bool = False
    end_reason: str | None = None    # won | lost
    end_how: str | None = None       # all_dormant | cycles_over | resigned
    won_cycle: int | None = None

    @property
    def forbidden(self) -> str:
        """This cycle's forbidden object code."""
        return self.draws[-1]

    def copy(self) -> State:
        """A copy deep enough for ``apply`` (every list and dict is new)."""
        return State(
            seed=self.seed, deal=list(self.deal), ring=list(self.ring), trees=dict(self.trees),
            cycle=self.cycle, phase=self.phase, draws=list(self.draws),
            used_objects=list(self.used_objects), used_patterns=list(self.used_patterns),
            rotated=list(self.rotated), done=list(self.done), auto_end=self.auto_end,
            over=self.over, end_reason=self.end_reason, end_how=self.end_how,
            won_cycle=self.won_cycle,
        )

    def tree_at(self, hour: int) -> str:
        """The tree code at clock hour ``hour`` (1-12)."""
        return self.ring[hour % 12]

    def hour_of_tree(self, code: str) -> int:
        """The clock hour (1-12) of tree ``code``."""
        index = self.ring.index(code)
        return 12 if index == 0 else index

    def dormant(self) -> int:
        """How many trees are dormant."""
        return sum(1 for s in self.trees.values() if s == "z")


def to_json(state: State) -> dict[str, Any]:
    """Plain JSON form with ``"format": 1``."""
    return {
        "format": FORMAT,
        "seed": state.seed,
        "deal": list(state.deal),
        "ring": list(state.ring),
        "trees": {code: state.trees[code] for code in TREES},
        "cycle": state.cycle,
        "phase": state.phase,
        "draws": list(state.draws),
        "used_objects": list(state.used_objects),
        "used_patterns": list(state.used_patterns),
        "rotated": list(state.rotated),
        "done": list(state.done),
        "auto_end": state.auto_end,
        "over": state.over,
        "end_reason": state.end_reason,
        "end_how": state.end_how,
        "won_cycle": state.won_cycle,
    }


def check(state: State) -> None:
    """Raise ``ValueError`` unless ``state`` satisfies every invariant of the rules."""
    def need(ok: bool, what: str) -> None:
        if not ok:
            raise ValueError(what)

    need(sorted(state.ring) == sorted(TREES) and len(state.ring) == 12, "ring")
    need(sorted(state.deal) == sorted(TREES) and len(state.deal) == 12, "deal")
    need(set(state.trees) == set(TREES), "trees")
    need(all(s in STATES for s in state.trees.values()), "tree state")
    counts = {s: sum(1 for v in state.trees.values() if v == s) for s in STATES}
    # Every pattern changes exactly two trees (§4.4).
    need(counts["o"] % 2 == 0 and counts["z"] % 2 == 0, "parity")
    need(1 <= state.cycle <= CYCLES, "cycle")
    need(state.phase in PHASES, "phase")
    need(len(state.draws) == state.cycle, "draws")
    need(all(d in OBJECTS for d in state.draws), "draw")
    need(len(set(state.used_objects)) == len(state.used_objects), "used objects")
    need(all(o in OBJECTS and o != state.forbidden for o in state.used_objects), "object")
    need(len(set(state.used_patterns)) == len(state.used_patterns), "used patterns")
    need(all(p in PATTERN_ORDER for p in state.used_patterns), "pattern")
    need(len(set(state.rotated)) == len(state.rotated), "rotated")
    need(all(state.trees.get(t) == "o" for t in state.rotated), "rotated state")
    if state.phase == "day":
        need(not state.used_patterns and not state.rotated, "night records by day")
        need(len(state.done) <= len(state.used_objects), "done by day")
    else:
        need(len(state.done) <= len(state.used_patterns), "done by night")
        need(len(state.rotated) == 2 * ("I" in state.used_patterns), "rotated count")
    from .moves import Pattern, Swap, parse_step  # moves import nothing of the state

    for text in state.done:
        step = parse_step(text)
        need(str(step) == text, "done notation")
        if state.phase == "day":
            need(isinstance(step, Swap) and step.obj in state.used_objects, "done swap")
        else:
            need(isinstance(step, Pattern) and step.pattern in state.used_patterns,
                 "done pattern")
    need(isinstance(state.auto_end, bool), "auto_end")
    need(state.end_reason in (None, *END_REASONS), "end reason")
    need(state.end_how in (None, *END_HOW), "end how")
    need(state.over == (state.end_reason is not None), "over")
    all_dormant = counts["z"] == 12
    if state.over:
        need((state.end_reason == "won") == all_dormant, "won")
        need((state.won_cycle is not None) == all_dormant, "won cycle")
        if state.won_cycle is not None:
            need(state.won_cycle == state.cycle, "won cycle value")
        if state.end_how == "cycles_over":
            need(state.cycle == CYCLES, "cycles over")
    else:
        need(not all_dormant and state.won_cycle is None, "running")


def from_json(data: dict[str, Any]) -> State:
    """Inverse of ``to_json``; ``CorruptState`` (code ``CORRUPT_TABLE``) if anything is
    wrong."""
    try:
        if data.get("format") != FORMAT:
            raise ValueError("format")
        state = State(
            seed=int(data["seed"]),
            deal=[str(t) for t in data["deal"]],
            ring=[str(t) for t in data["ring"]],
            trees={str(k): str(v) for k, v in data["trees"].items()},
            cycle=int(data["cycle"]),
            phase=str(data["phase"]),
            draws=[str(d) for d in data["draws"]],
            used_objects=[str(o) for o in data["used_objects"]],
            used_patterns=[str(p) for p in data["used_patterns"]],
            rotated=[str(t) for t in data["rotated"]],
            done=[str(s) for s in data["done"]],
            auto_end=data["auto_end"],
            over=bool(data["over"]),
            end_reason=data["end_reason"],
            end_how=data["end_how"],
            won_cycle=None if data["won_cycle"] is None else int(data["won_cycle"]),
        )
        check(state)
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError, GroveError) as exc:
        # the detail names the kind of fault only: a message could quote a future draw
        raise CorruptState(type(exc).__name__, "temps_des_forets") from None
    return state
