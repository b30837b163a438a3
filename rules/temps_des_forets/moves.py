"""Moves of Le Temps des Forêts and the notation parser (spec §7.2).

Grammar (case-insensitive, no state needed): a command is steps separated by ``;`` (empty
steps ignored, at least one step). A step is ``end`` | ``e`` | ``undo``, or an action word
then two hours: ``L lantern M mirror K key H horn`` (swaps), ``I P1 wake II P2 sleep III P3
mirror-sleep`` (patterns); the longest word matches, spaces before the first hour are
optional, the hours (``0``-``12``, no leading zero, ``0`` is 12) are separated by ``-`` (with
optional spaces) or spaces. ``resign`` is a whole command only.

Canonical forms: ``L 11-12`` (lower hour first, 12 counted as 12), ``III 3-9``, ``end``,
``undo``, ``resign``; a sequence joins its canonical steps with ``; ``. A command of one step
parses to that step itself, so ``end;`` is ``end``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

from rules.errors import BadNotation
from rules.protocol import Resign

GAME = "temps_des_forets"

_WORDS: dict[str, str] = {
    "l": "L", "lantern": "L", "m": "M", "mirror": "M", "k": "K", "key": "K",
    "h": "H", "horn": "H",
    "i": "I", "p1": "I", "wake": "I", "ii": "II", "p2": "II", "sleep": "II",
    "iii": "III", "p3": "III", "mirror-sleep": "III",
}
# Longest words first, so the alternation takes the longest word that matches.
_WORD_RE = "|".join(re.escape(w) for w in sorted(_WORDS, key=len, reverse=True))
_HOUR = r"(?:1[0-2]|[0-9])"
_STEP = re.compile(rf"({_WORD_RE})\s*({_HOUR})(?:\s*-\s*|\s+)({_HOUR})")


def _order_hours(move: Swap | Pattern) -> None:
    """Store the two hours of a frozen swap or pattern lower first (the canonical form)."""
    if move.h > move.k:
        a, b = move.k, move.h
        object.__setattr__(move, "h", a)
        object.__setattr__(move, "k", b)


@dataclass(frozen=True)
class Swap:
    """A day swap ``X h-k`` with object card ``X`` (L, M, K, H); ``h <= k``."""

    obj: str
    h: int
    k: int
    offturn: ClassVar[bool] = False

    def __post_init__(self) -> None:
        _order_hours(self)

    def __str__(self) -> str:
        return f"{self.obj} {self.h}-{self.k}"


@dataclass(frozen=True)
class Pattern:
    """A night pattern use ``P h-k`` (P in I, II, III); ``h <= k``."""

    pattern: str
    h: int
    k: int
    offturn: ClassVar[bool] = False

    def __post_init__(self) -> None:
        _order_hours(self)

    def __str__(self) -> str:
        return f"{self.pattern} {self.h}-{self.k}"


@dataclass(frozen=True)
class End:
    """End the current phase (Day -> Night, Night -> Dusk and the next Dawn)."""

    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Undo:
    """Take back the latest swap or pattern of the current phase (R13, R18)."""

    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return "undo"


Step = Swap | Pattern | End | Undo


@dataclass(frozen=True)
class Sequence:
    """Several steps sent as one atomic command; ``typed`` keeps each step as typed."""

    steps: tuple[Step, ...]
    typed: tuple[str, ...] = field(default=(), compare=False)
    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return "; ".join(str(s) for s in self.steps)

    def typed_step(self, index: int) -> str:
        """Step ``index`` (0-based) as the player typed it, else its canonical form."""
        return self.typed[index] if index < len(self.typed) else str(self.steps[index])


Move = Step | Sequence | Resign


def _hour(text: str) -> int:
    value = int(text)
    return 12 if value == 0 else value


def parse_step(text: str) -> Step:
    """Parse one step (no ``;``); raises ``BadNotation``."""
    cleaned = text.strip().lower()
    if cleaned in ("end", "e"):
        return End()
    if cleaned == "undo":
        return Undo()
    match = _STEP.fullmatch(cleaned)
    if match is None:
        raise BadNotation("BAD_NOTATION", game=GAME, notation=text.strip()[:40])
    code = _WORDS[match.group(1)]
    h, k = _hour(match.group(2)), _hour(match.group(3))
    if code in ("I", "II", "III"):
        return Pattern(code, h, k)
    return Swap(code, h, k)


def parse_move(text: str) -> Move:
    """Parse a command (one step, a ``;`` sequence, or ``resign``); raises ``BadNotation``."""
    if not isinstance(text, str):
        raise BadNotation("BAD_NOTATION", game=GAME, notation="")
    if text.strip().lower() == "resign":
        return Resign()
    parts = [p.strip() for p in text.split(";")]
    parts = [p for p in parts if p]
    if not parts:
        raise BadNotation("BAD_NOTATION", game=GAME, notation=text.strip()[:40])
    if len(parts) == 1:
        return parse_step(parts[0])
    steps = []
    for number, part in enumerate(parts, start=1):
        try:
            steps.append(parse_step(part))
        except BadNotation:
            raise BadNotation("BAD_NOTATION", game=GAME, step=number,
                              notation=part[:40]) from None
    return Sequence(tuple(steps), tuple(parts))


def join_steps(steps: list[Step] | tuple[Step, ...]) -> Move:
    """One move for ``steps``: the step itself when there is one, else a ``Sequence``."""
    if len(steps) == 1:
        return steps[0]
    return Sequence(tuple(steps))
