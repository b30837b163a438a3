"""Fairy Lights moves and the notation parser (spec §7.1).

Grammar (case-insensitive, no state needed):

- ``draw`` | ``d`` -- nothing may follow (``DRAW_TAKES_NOTHING``).
- ``take`` | ``t`` then one or two colours, each a code (``r y g b p``) or an English name,
  separated by ``+``, ``,`` or spaces in any mix. ``take rg`` is an unknown colour.
- ``resign`` and ``undo`` (moves outside the turn order); nothing may follow.

Canonical forms: ``draw``, ``take R``, ``take G+B`` (colours in R, Y, G, B, P order),
``resign``, ``undo``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from rules.errors import BadNotation
from rules.protocol import Resign

from .cards import COLOUR_NAMES, COLOURS, colour_rank

GAME = "fairy_lights"

_COLOUR_WORDS: dict[str, str] = {c.lower(): c for c in COLOURS}
_COLOUR_WORDS.update({name: code for code, name in COLOUR_NAMES.items()})
_KEYWORD = re.compile(r"([a-z]+)(.*)", re.S)
_SEPARATORS = re.compile(r"[\s+,]+")


@dataclass(frozen=True)
class Draw:
    """Reveal the top card of the deck into the shop."""

    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Take:
    """Take every shop card of one or two colours (kept in canonical order)."""

    colours: tuple[str, ...]
    offturn: ClassVar[bool] = False

    def __post_init__(self) -> None:
        # Canonical order is part of the value, so Take(("B", "G")) == Take(("G", "B")).
        object.__setattr__(self, "colours", tuple(sorted(self.colours, key=colour_rank)))

    def __str__(self) -> str:
        return "take " + "+".join(self.colours)


@dataclass(frozen=True)
class Undo:
    """Take back one's own take before the next player acts (§7.2)."""

    offturn: ClassVar[bool] = True

    def __str__(self) -> str:
        return "undo"


Move = Draw | Take | Resign | Undo


def _bad(code: str, **params: str) -> BadNotation:
    return BadNotation(code, game=GAME, **params)


def parse_move(text: str) -> Move:
    """Parse player input into a move; raises ``BadNotation`` with a specific code."""
    if not isinstance(text, str):
        raise _bad("EMPTY")
    cleaned = text.strip().lower()
    if not cleaned:
        raise _bad("EMPTY")
    match = _KEYWORD.fullmatch(cleaned)
    if match is None:
        raise _bad("UNKNOWN_KEYWORD", word=cleaned.split()[0][:20])
    keyword, rest = match.group(1), match.group(2)
    if rest and not _SEPARATORS.match(rest):
        # Letters run into something else, e.g. "draw2" or "take-r".
        raise _bad("UNKNOWN_KEYWORD", word=cleaned.split()[0][:20])
    if keyword in ("draw", "d"):
        if rest.strip():
            raise _bad("DRAW_TAKES_NOTHING")
        return Draw()
    if keyword in ("resign", "undo"):
        if rest.strip():
            raise _bad("TRAILING_TEXT", word=keyword)
        return Resign() if keyword == "resign" else Undo()
    if keyword not in ("take", "t"):
        raise _bad("UNKNOWN_KEYWORD", word=keyword[:20])
    words = [w for w in _SEPARATORS.split(rest) if w]
    if not words:
        raise _bad("TAKE_WITHOUT_COLOUR")
    codes: list[str] = []
    for word in words:
        code = _COLOUR_WORDS.get(word)
        if code is None:
            raise _bad("UNKNOWN_COLOUR", word=word[:20])
        codes.append(code)
    if len(set(codes)) != len(codes):
        dup = next(c for c in codes if codes.count(c) > 1)
        raise _bad("SAME_COLOUR_TWICE", colour=dup)
    if len(codes) > 2:
        raise _bad("TOO_MANY_COLOURS", count=str(len(codes)))
    return Take(tuple(codes))
