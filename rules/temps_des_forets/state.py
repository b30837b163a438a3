"""The state of a game of Le Temps des Forêts and its JSON form (``decode`` reads it back).

The only hidden fact is the future Dawn draws, which follow from ``seed``; everything else
is public. ``seed`` never leaves this module except through ``to_json`` (storage).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.errors import CorruptState

from .cards import TREES

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


def decode(data: dict[str, Any]) -> State:
    """Read ``to_json`` output back, without checking the invariants; ``CorruptState`` (code
    ``CORRUPT_TABLE``) for an unknown format or an unreadable field.
    ``invariants.from_json`` is this plus ``check``: use it for anything loaded from storage."""
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
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as exc:
        # the detail names the kind of fault only: a message could quote a future draw
        raise CorruptState(type(exc).__name__, "temps_des_forets") from None
    return state
