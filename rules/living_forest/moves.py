"""Living Forest moves and the notation parser (spec §7.2, notation errors of §4.6).

One class, :class:`Action`, holds every move: ``kind`` is the keyword (``draw``, ``discard``,
``stop``, ``frag``, ``att``, ``ext``, ``plant``, ``move``, ``steal``, ``skip``, ``pass``,
``call``, ``elem``), ``args`` its operands and ``plus`` marks a level-3 bonus (``+ext 3``).
The shared :class:`rules.protocol.Resign` (``resign``) is the only other move.

Input is case-insensitive and tolerant of extra spaces (also around ``@`` and after ``+``).
Aliases: the long words ``attract``, ``extinguish``, ``fragment`` and ``plant 5a @ b2``;
commas between slots or values (``att 2a,1d``); a ``p`` before a steal position
(``steal p2 flower``). Every notation error is ``BadNotation("BAD_NOTATION", text=...)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from rules.errors import BadNotation
from rules.protocol import Resign

from .data import ELEMENT_OPTIONS, FIRE_VALUES, KODAMA_TREES, SLOTS, STACK_LETTERS, TREES

GAME = "living_forest"
ALONE = ("draw", "discard", "stop", "frag", "pass", "skip")
ANIMAL_KINDS = ("draw", "discard", "stop")
BUDGETED = ("att", "ext", "plant", "move", "call")
BASIC = ("frag", "att", "ext", "plant", "move", "call")
KINDS_ORDER = ("fire", "flower", "tree")
_ALIASES = {"attract": "att", "extinguish": "ext", "fragment": "frag"}
_TREE_IDS = {t.upper(): t for t in TREES}
_SPACE = re.compile(r"[abc][0-5]")
_SLOT = re.compile(r"[1-3][a-d]")
_STEPS = re.compile(r"[0-9]{1,6}")


@dataclass(frozen=True)
class Action:
    """One move of Living Forest; ``str`` is its canonical notation."""

    kind: str
    args: tuple[str, ...] = ()
    plus: bool = False
    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        head = ("+" if self.plus else "") + self.kind
        if self.kind == "plant":
            return f"{head} {self.args[0]}@{self.args[1]}"
        return " ".join((head, *self.args))

    @property
    def tree(self) -> str:
        """The tree id of a plant move."""
        return self.args[0]

    @property
    def space(self) -> str:
        """The space of a plant move."""
        return self.args[1]

    @property
    def number(self) -> int:
        """The step count of ``move``, or the position of ``steal``."""
        return int(self.args[0])

    @property
    def values(self) -> tuple[int, ...]:
        """The Fire values of ``ext``."""
        return tuple(int(v) for v in self.args)


Move = Action | Resign


def _bad(text: str) -> BadNotation:
    return BadNotation("BAD_NOTATION", game=GAME, text=text[:40])


def ext_move(values: list[int] | tuple[int, ...], plus: bool = False) -> Action:
    """``ext`` with its values in canonical (descending) order."""
    return Action("ext", tuple(str(v) for v in sorted(values, reverse=True)), plus)


def parse_move(text: str) -> Move:
    """Parse a typed move; raises ``BadNotation`` (code ``BAD_NOTATION``) when malformed."""
    if not isinstance(text, str):
        raise _bad("")
    raw = text.strip()
    low = " ".join(raw.lower().replace(",", " ").split())
    if not low:
        raise _bad(raw)
    plus = low.startswith("+")
    if plus:
        low = low[1:].strip()
    low = re.sub(r"\s*@\s*", "@", low)
    words = low.split(" ")
    kw = _ALIASES.get(words[0], words[0])
    rest = words[1:]
    if plus and kw not in BUDGETED:
        raise _bad(raw)
    if kw == "resign" and not rest and not plus:
        return Resign()
    if kw in ALONE:
        if rest:
            raise _bad(raw)
        return Action(kw)
    if kw == "att":
        if not rest or not all(_SLOT.fullmatch(w) for w in rest):
            raise _bad(raw)
        return Action("att", tuple(rest), plus)
    if kw == "ext":
        if not rest or not all(w in {str(v) for v in FIRE_VALUES} for w in rest):
            raise _bad(raw)
        return ext_move([int(w) for w in rest], plus)
    if kw == "plant":
        if len(rest) != 1 or rest[0].count("@") != 1:
            raise _bad(raw)
        tree, space = rest[0].split("@")
        tid = _TREE_IDS.get(tree.upper())
        if tid is None or not _SPACE.fullmatch(space):
            raise _bad(raw)
        return Action("plant", (tid, space.upper()), plus)
    if kw == "move":
        # ASCII digits only: str.isdigit accepts "²", which int() refuses (ValueError).
        if len(rest) != 1 or not _STEPS.fullmatch(rest[0]) or int(rest[0]) < 1:
            raise _bad(raw)
        return Action("move", (str(int(rest[0])),), plus)
    if kw == "steal":
        if len(rest) != 2:
            raise _bad(raw)
        pos = rest[0][1:] if rest[0].startswith("p") else rest[0]
        if pos not in ("1", "2", "3", "4") or rest[1] not in KINDS_ORDER:
            raise _bad(raw)
        return Action("steal", (pos, rest[1]))
    if kw == "call":
        if len(rest) != 1 or rest[0].upper() not in STACK_LETTERS:
            raise _bad(raw)
        return Action("call", (rest[0].upper(),), plus)
    if kw == "elem":
        if len(rest) != 1 or rest[0] not in ELEMENT_OPTIONS:
            raise _bad(raw)
        return Action("elem", (rest[0],))
    raise _bad(raw)


def is_kodama_move(move: Action) -> bool:
    """Whether a move needs the Kodama module (``call``, ``elem``, ``+`` moves, K trees)."""
    return (move.kind in ("call", "elem") or move.plus
            or (move.kind == "plant" and move.tree in KODAMA_TREES))


__all__ = ["Action", "Move", "Resign", "parse_move", "ext_move", "is_kodama_move", "SLOTS"]
