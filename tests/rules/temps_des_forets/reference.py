"""An independent reference implementation of Le Temps des Forêts, written from the spec
(shared/rules/temps-des-forets.md) only, for the differential test.

It shares no code with ``rules.temps_des_forets``: its own card table, notation parser,
validation order (§4.6), effects (§4.3-§4.5), automatic end (§7.4) and score (§5.3).
Dawn draws are not made here: the caller passes the object the package drew, and the
reference checks that it is one of the four objects.

Readings taken where the spec leaves a choice (the package agrees on each):

- Whitespace: "spaces" read as any whitespace (tabs, newlines too); hours are ASCII digits only.
- ``resign`` is a whole command: ``resign;`` (with an empty step) is ``BAD_NOTATION``.
- A command with one non-empty step (``L 2-3;``) is not a sequence: its refusal has no
  ``step``.
- The automatic end (§7.4) and an ``end`` both close the phase: ``undo`` cannot reach
  back past either (``NOTHING_TO_UNDO``).
- §7.5 pattern order: a pair's "first card" is the one reached first going clockwise from
  the maiden.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# §2: code = colour letter + object letter.
TREES = ("CL", "CM", "CH", "AL", "AK", "AH", "JM", "JK", "JH", "VL", "VM", "VK")
OBJECTS = ("L", "M", "K", "H")
PATTERNS = ("I", "II", "III")

SWAP_WORDS = {"l": "L", "lantern": "L", "m": "M", "mirror": "M", "k": "K", "key": "K",
              "h": "H", "horn": "H"}
PATTERN_WORDS = {"i": "I", "p1": "I", "wake": "I", "ii": "II", "p2": "II", "sleep": "II",
                 "iii": "III", "p3": "III", "mirror-sleep": "III"}
WORDS = {**SWAP_WORDS, **PATTERN_WORDS}
_HOURS = re.compile(r"(1[0-2]|[0-9])(?:\s*-\s*|\s+)(1[0-2]|[0-9])")


class RefError(Exception):
    """A refusal: ``code`` and, inside a sequence, the failing ``step`` (from 1)."""

    def __init__(self, code: str, step: int | None = None, notation: str | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.step = step
        self.notation = notation   # the failing step as typed (stripped), in a sequence


def kindred(a: str, b: str) -> bool:
    """Two different trees sharing a colour or an object (§4.1)."""
    return a != b and (a[0] == b[0] or a[1] == b[1])


def neighbours(h: int, k: int) -> bool:
    """Hours 1 apart modulo 12 (R1)."""
    return (h - k) % 12 in (1, 11)


def opposite(h: int, k: int) -> bool:
    """Hours 6 apart (R1)."""
    return (h - k) % 12 == 6


def parse_step(text: str) -> tuple:
    """One step: ("swap"|"pattern", X, h, k) with h <= k canonical, ("end",) or ("undo",)."""
    s = text.strip().lower()
    if s in ("end", "e"):
        return ("end",)
    if s == "undo":
        return ("undo",)
    # The longest action word that starts the step is taken (no backtracking, §7.2).
    word = max((w for w in WORDS if s.startswith(w)), key=len, default=None)
    if word is None:
        raise RefError("BAD_NOTATION")
    m = _HOURS.fullmatch(s[len(word):].lstrip())
    if not m:
        raise RefError("BAD_NOTATION")
    h, k = (int(g) or 12 for g in m.groups())
    h, k = min(h, k), max(h, k)
    kind = "swap" if word in SWAP_WORDS else "pattern"
    return (kind, WORDS[word], h, k)


def step_text(step: tuple) -> str:
    """Canonical notation of a parsed step."""
    if len(step) == 1:
        return step[0]
    return f"{step[1]} {step[2]}-{step[3]}"


def raw_steps(text: str) -> list[str]:
    """The non-empty steps of a command as typed."""
    return [p for p in text.split(";") if p.strip()]


def parse_command(text: str) -> list[tuple] | str:
    """The steps of a command, or ``"resign"``; RefError BAD_NOTATION (with ``step``)."""
    if text.strip().lower() == "resign":
        return "resign"
    raw = [p for p in text.split(";") if p.strip()]
    if not raw:
        raise RefError("BAD_NOTATION")
    steps = []
    for n, part in enumerate(raw, 1):
        try:
            steps.append(parse_step(part))
        except RefError:
            if len(raw) > 1:
                raise RefError("BAD_NOTATION", n, part.strip()) from None
            raise
    return steps


@dataclass
class Ref:
    """A game position as the spec describes it."""

    ring: list[str]                 # index = hour % 12
    states: dict[str, str]          # i | o | z
    cycle: int
    phase: str                      # day | night
    forbidden: str
    used_objects: set[str] = field(default_factory=set)
    used_patterns: set[str] = field(default_factory=set)
    rotated: set[str] = field(default_factory=set)
    done: list[str] = field(default_factory=list)   # this phase's steps not taken back
    auto_end: bool = False
    over: bool = False
    won: bool = False
    won_cycle: int | None = None

    def copy(self) -> Ref:
        """An independent copy."""
        return Ref(list(self.ring), dict(self.states), self.cycle, self.phase, self.forbidden,
                   set(self.used_objects), set(self.used_patterns), set(self.rotated),
                   list(self.done), self.auto_end, self.over, self.won, self.won_cycle)

    def at(self, hour: int) -> str:
        """Tree at a clock hour."""
        return self.ring[hour % 12]

    def touchable(self, hour: int) -> bool:
        """Its object is not the forbidden one (§4.1)."""
        return self.at(hour)[1] != self.forbidden

    # -- legality (§4.6 order) -------------------------------------------------------
    def check(self, step: tuple) -> None:
        """Raise RefError with the first failing reason code."""
        if step[0] == "end":
            return
        if step[0] == "undo":
            if not self.done:
                raise RefError("NOTHING_TO_UNDO")
            return
        kind, x, h, k = step
        if kind == "swap":
            if self.phase != "day":
                raise RefError("NOT_DAY")
            if x == self.forbidden:
                raise RefError("OBJECT_DRAWN")
            if x in self.used_objects:
                raise RefError("OBJECT_ALREADY_USED")
            if h == k:
                raise RefError("SAME_HOUR")
            if not (self.touchable(h) and self.touchable(k)):
                raise RefError("UNTOUCHABLE")
            if x == "L" and not neighbours(h, k):
                raise RefError("NOT_NEIGHBOURS")
            if x == "M" and not opposite(h, k):
                raise RefError("NOT_OPPOSITE")
            if x == "H" and not kindred(self.at(h), self.at(k)):
                raise RefError("NOT_KINDRED")
            return
        if self.phase != "night":
            raise RefError("NOT_NIGHT")
        if x in self.used_patterns:
            raise RefError("PATTERN_ALREADY_USED")
        if h == k:
            raise RefError("SAME_HOUR")
        if x in ("I", "II") and not neighbours(h, k):
            raise RefError("NOT_NEIGHBOURS")
        if x == "III" and not opposite(h, k):
            raise RefError("NOT_OPPOSITE")
        if not (self.touchable(h) and self.touchable(k)):
            raise RefError("UNTOUCHABLE")
        a, b = self.at(h), self.at(k)
        if not kindred(a, b):
            raise RefError("NOT_KINDRED")
        need = "i" if x == "I" else "o"
        if self.states[a] != need or self.states[b] != need:
            raise RefError("NEEDS_TRUNK_IN" if x == "I" else "NEEDS_TRUNK_OUT")
        if x != "I" and (a in self.rotated or b in self.rotated):
            raise RefError("ROTATED_TONIGHT")

    def legal_steps(self) -> set[str]:
        """Every legal single step (``end``, ``undo``, swaps or patterns), canonical."""
        out = {"end"}
        if self.done:
            out.add("undo")
        kinds = [("swap", x) for x in OBJECTS] if self.phase == "day" else \
            [("pattern", p) for p in PATTERNS]
        for kind, x in kinds:
            for h in range(1, 13):
                for k in range(h + 1, 13):
                    try:
                        self.check((kind, x, h, k))
                    except RefError:
                        continue
                    out.add(f"{x} {h}-{k}")
        return out

    # -- effects -----------------------------------------------------------------------
    def do(self, step: tuple, draw: str | None) -> None:
        """Apply a legal step; ``draw`` is the next Dawn's object if this step needs one."""
        if step[0] == "end":
            self.end_phase(draw)
            return
        if step[0] == "undo":
            self.undo()
            return
        kind, x, h, k = step
        a, b = self.at(h), self.at(k)
        if kind == "swap":
            self.ring[h % 12], self.ring[k % 12] = b, a
            self.used_objects.add(x)
        else:
            self.used_patterns.add(x)
            if x == "I":
                self.states[a] = self.states[b] = "o"
                self.rotated |= {a, b}
            else:
                self.states[a] = self.states[b] = "z"
                if all(s == "z" for s in self.states.values()):   # §5.1, R10
                    self.over, self.won, self.won_cycle = True, True, self.cycle
        self.done.append(step_text(step))

    def undo(self) -> None:
        """Take back the latest step of this phase (R13): the exact inverse."""
        kind, x, h, k = parse_step(self.done.pop())
        a, b = self.at(h), self.at(k)
        if kind == "swap":
            self.ring[h % 12], self.ring[k % 12] = b, a
            self.used_objects.discard(x)
        else:
            self.used_patterns.discard(x)
            if x == "I":
                self.states[a] = self.states[b] = "i"
                self.rotated -= {a, b}
            else:
                self.states[a] = self.states[b] = "o"

    def end_phase(self, draw: str | None) -> None:
        """``end``: Day -> Night, or Night -> Dusk (§4.5) -> Dawn (§4.2) or the loss."""
        self.done = []
        if self.phase == "day":
            self.phase = "night"
            return
        if self.cycle == 12:
            self.over = True
            return
        if draw not in OBJECTS:
            raise AssertionError(f"bad Dawn draw {draw!r}")
        self.cycle += 1
        self.forbidden = draw
        self.phase = "day"
        self.used_objects, self.used_patterns, self.rotated = set(), set(), set()

    def run(self, steps: list[tuple], draw: str | None) -> list[tuple]:
        """Apply a resolved command; returns the steps applied (up to a win, R17)."""
        applied = []
        for step in steps:
            if self.over:
                break
            self.do(step, draw)
            applied.append(step)
        if self.auto_end:
            self.auto(draw)
        return applied

    def auto(self, draw: str | None) -> None:
        """§7.4: end phases that offer no swap/pattern, after a whole command."""
        while not self.over and len(self.legal_steps() - {"end", "undo"}) == 0:
            self.end_phase(draw)

    # -- whole commands --------------------------------------------------------------
    def resolve(self, text: str) -> str:
        """Canonical form of the steps the command applies; RefError on refusal."""
        parsed = parse_command(text)
        if parsed == "resign":
            return "resign"
        multi = len(parsed) > 1
        phase = self.phase
        for n, step in enumerate(parsed):   # R16: before any step is checked
            if step[0] == "end":
                if phase == "night" and n < len(parsed) - 1:
                    raise RefError("SEQUENCE_PAST_DAWN")
                phase = "night" if phase == "day" else "day"
        probe = self.copy()
        applied = []
        for n, step in enumerate(parsed, 1):
            if probe.over:
                break
            try:
                probe.check(step)
            except RefError as err:
                if multi:
                    raise RefError(err.code, n, raw_steps(text)[n - 1].strip()) from None
                raise
            probe.do(step, "L")   # a Night-ending end can only be last: draw unused here
            applied.append(step_text(step))
        return "; ".join(applied)

    def score(self) -> int:
        """§5.3."""
        if self.won:
            return 12 + (12 - self.won_cycle)
        return sum(1 for s in self.states.values() if s == "z")


def apply(ref: Ref, text: str, draw: str | None) -> Ref:
    """The position after the (legal) command ``text``; ``draw`` = the package's new Dawn."""
    new = ref.copy()
    parsed = parse_command(text)
    if parsed == "resign":
        new.over = True
        return new
    new.run(parsed, draw)
    return new
