"""Wispwood moves and the notation parser (spec §7.1, §4.9).

Canonical forms: ``refill``, ``cat-refill``, ``take 3 L4 E3,E4,E5,F5 wisp=E5`` (+ `` cat``),
``trees E7,F7,E8``, ``cat E5``, ``cat stay``, ``undo``, ``resign``. Cell lists are sorted in
reading order. Parsing is case-insensitive, accepts cells in any order, separated by commas
(with spaces around them or not) or by spaces alone,
``wisp=`` and ``cat`` in either order, and the anchor form ``take 3 L4@E3:R0 wisp=E5``, which
becomes the cell-list form. Notation errors carry the §4.9 codes, checked in its order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from rules.errors import BadNotation
from rules.protocol import Resign

from .geometry import NAME_TO_CELL, ORIENTATIONS, SHAPE_SIZE, SHAPES, anchored, name

GAME = "wispwood"
MAX_TREES = 3


def cell_list(cells: tuple[int, ...]) -> str:
    """Cells in canonical notation: reading order, comma-joined."""
    return ",".join(name(c) for c in sorted(cells))


@dataclass(frozen=True)
class Refill:
    """The free refill (§4.1 step 2a)."""

    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return "refill"


@dataclass(frozen=True)
class CatRefill:
    """Cat action 1: discard the pond and refill it (§4.3)."""

    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return "cat-refill"


@dataclass(frozen=True, slots=True)
class Take:
    """A standard turn (§4.4): space 1-8, shape code, cells (reading order), wisp cell, cat."""

    space: int
    shape: str
    cells: tuple[int, ...]
    wisp: int
    cat: bool = False
    offturn: ClassVar[bool] = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", tuple(sorted(self.cells)))

    def __str__(self) -> str:
        text = f"take {self.space} {self.shape} {cell_list(self.cells)} wisp={name(self.wisp)}"
        return text + " cat" if self.cat else text

    @classmethod
    def of_sorted(cls, space: int, shape: str, cells: tuple[int, ...], wisp: int,
                  cat: bool) -> Take:
        """The take with ``cells`` already in reading order, made without the checks and the
        sort of ``__init__`` (the listing's tables make thousands at once)."""
        take = object.__new__(cls)
        _SET_SPACE(take, space)
        _SET_SHAPE(take, shape)
        _SET_CELLS(take, cells)
        _SET_WISP(take, wisp)
        _SET_CAT(take, cat)
        return take


@dataclass(frozen=True, slots=True)
class Trees:
    """A tree turn (§4.5): 1-3 cells, as a set."""

    cells: tuple[int, ...]
    offturn: ClassVar[bool] = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", tuple(sorted(self.cells)))

    def __str__(self) -> str:
        return f"trees {cell_list(self.cells)}"

    @classmethod
    def of_sorted(cls, cells: tuple[int, ...]) -> Trees:
        """The tree turn with ``cells`` already in reading order (see ``Take.of_sorted``)."""
        trees = object.__new__(cls)
        _SET_TREE_CELLS(trees, cells)
        return trees


# Takes and tree turns have slots: a listing holds about 1,300 of them and the shared tables
# of every placement hold about 100,000, so their size decides how many stay in the
# processor's caches. The tables fill them through the slots' own setters (frozen classes
# refuse ``setattr``).
_SET_SPACE = Take.space.__set__  # type: ignore[attr-defined]
_SET_SHAPE = Take.shape.__set__  # type: ignore[attr-defined]
_SET_CELLS = Take.cells.__set__  # type: ignore[attr-defined]
_SET_WISP = Take.wisp.__set__  # type: ignore[attr-defined]
_SET_CAT = Take.cat.__set__  # type: ignore[attr-defined]
_SET_TREE_CELLS = Trees.cells.__set__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class CatMove:
    """The between-rounds choice (§5.4): move the cat onto a tree (``cell``) or stay (None)."""

    cell: int | None
    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return "cat stay" if self.cell is None else f"cat {name(self.cell)}"


@dataclass(frozen=True)
class Undo:
    """Take back one's last take or tree turn (§7.5), outside the turn order."""

    offturn: ClassVar[bool] = True

    def __str__(self) -> str:
        return "undo"


Move = Refill | CatRefill | Take | Trees | CatMove | Undo | Resign

_KEYWORDS = ("refill", "cat-refill", "take", "trees", "cat", "undo", "resign")
_SPACE = re.compile(r"[1-8]")


def _bad(code: str, **params: object) -> BadNotation:
    return BadNotation(code, game=GAME, **params)


def _cell(text: str) -> int:
    cell = NAME_TO_CELL.get(text.upper())
    if cell is None:
        raise _bad("BAD_CELL", cell=text[:8].upper())
    return cell


def _cells(text: str) -> list[int]:
    return [_cell(t) for t in text.split(",") if t] if text else []


def _no_duplicates(cells: list[int]) -> None:
    if len(set(cells)) != len(cells):
        dup = next(c for c in cells if cells.count(c) > 1)
        raise _bad("DUPLICATE_CELL", cell=name(dup))


def parse_move(text: str) -> Move:
    """Parse player input into a move; raises ``BadNotation`` with the §4.9 codes."""
    if not isinstance(text, str):
        raise _bad("UNKNOWN_KEYWORD", word="")
    cleaned = re.sub(r"\s*,\s*", ",", text.strip().lower())
    words = cleaned.split()
    if not words or words[0] not in _KEYWORDS:
        raise _bad("UNKNOWN_KEYWORD", word=(words[0] if words else "")[:20])
    keyword, rest = words[0], words[1:]
    if keyword in ("refill", "cat-refill", "undo", "resign"):
        if rest:
            raise _bad("BAD_NOTATION")
        return {"refill": Refill(), "cat-refill": CatRefill(), "undo": Undo(),
                "resign": Resign()}[keyword]
    if keyword == "cat":
        if len(rest) != 1:
            raise _bad("BAD_NOTATION")
        return CatMove(None if rest[0] == "stay" else _cell(rest[0]))
    if keyword == "trees":
        cells = _cells(",".join(rest))
        _no_duplicates(cells)
        if not 1 <= len(cells) <= MAX_TREES:
            raise _bad("TREE_COUNT", count=len(cells))
        return Trees(tuple(cells))
    return _parse_take(rest)


def _parse_take(rest: list[str]) -> Take:
    """``<space> <shape> <cells> wisp=<cell> [cat]`` or ``<space> <shape>@<anchor>:<o> ...``."""
    if not rest:
        raise _bad("BAD_NOTATION")
    if not _SPACE.fullmatch(rest[0]):
        raise _bad("BAD_SPACE", space=rest[0][:8])
    space = int(rest[0])
    if len(rest) < 2:
        raise _bad("BAD_NOTATION")
    shape_text, _, anchor_text = rest[1].partition("@")
    shape = shape_text.upper()
    if shape not in SHAPES:
        raise _bad("BAD_SHAPE", shape=shape[:8])
    tail = rest[2:]
    cells: list[int] | None = None
    if anchor_text:
        anchor_name, _, orientation = anchor_text.partition(":")
        orientation = orientation.upper()
        if orientation and orientation not in ORIENTATIONS:
            raise _bad("BAD_ORIENTATION", orientation=orientation[:8])
        anchor = _cell(anchor_name)
        if not orientation:
            raise _bad("BAD_NOTATION")
        cells = anchored(shape, anchor, orientation)
        if cells is None:
            raise _bad("BAD_CELL", cell=name(anchor))
    elif tail and not tail[0].startswith("wisp=") and tail[0] != "cat":
        # The cell list runs up to wisp= or cat; cells may also be separated by spaces.
        end = next((i for i, t in enumerate(tail) if t.startswith("wisp=") or t == "cat"),
                   len(tail))
        cells = _cells(",".join(tail[:end]))
        tail = tail[end:]
    wisp_text = [t for t in tail if t.startswith("wisp=")]
    wisp = _cell(wisp_text[0][5:]) if wisp_text else None
    if cells is not None:
        _no_duplicates(cells)
    if cells is not None and len(cells) != SHAPE_SIZE[shape]:
        raise _bad("CELL_COUNT", shape=shape, count=len(cells))
    if wisp is None:
        raise _bad("NO_WISP_CELL")
    others = [t for t in tail if not t.startswith("wisp=")]
    if cells is None or len(wisp_text) != 1 or others not in ([], ["cat"]):
        raise _bad("BAD_NOTATION")
    return Take(space, shape, tuple(cells), wisp, cat=others == ["cat"])
