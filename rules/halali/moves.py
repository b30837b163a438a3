"""Move values and the stateless notation parser (spec §7.2)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from rules.errors import BadNotation
from rules.protocol import Resign

from .geometry import CELLS, FOREST, IS_EXIT, RAYS, SQUARE_INDEX, SQUARE_NAMES

GAME = "halali"


@dataclass(frozen=True)
class Flip:
    """Turn over the face-down tile on ``square``."""

    square: str
    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"flip {self.square}"


@dataclass(frozen=True)
class TileMove:
    """Move the tile on ``origin`` to ``target`` (a square, an exit square or ``"x"``).

    ``capture`` is True when written (or resolved) as ``AxB``.
    """

    origin: str
    target: str
    capture: bool = False
    offturn: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"{self.origin}{'x' if self.capture else '-'}{self.target}"


@dataclass(frozen=True)
class DrawOffer:
    """Offer a draw (accepts the opponent's open offer, R20)."""

    offturn: ClassVar[bool] = True

    def __str__(self) -> str:
        return "draw offer"


@dataclass(frozen=True)
class DrawAccept:
    """Accept the opponent's open draw offer."""

    offturn: ClassVar[bool] = True

    def __str__(self) -> str:
        return "draw accept"


@dataclass(frozen=True)
class DrawDecline:
    """Decline the opponent's open draw offer."""

    offturn: ClassVar[bool] = True

    def __str__(self) -> str:
        return "draw decline"


HalaliMove = Flip | TileMove | Resign | DrawOffer | DrawAccept | DrawDecline

_SQ = r"([a-z]\d{1,2})"
_FLIP = re.compile(rf"(?:flip|f)\s+{_SQ}|{_SQ}\s*\?")
_MOVE = re.compile(rf"{_SQ}\s*-\s*(?:{_SQ}|(x))|{_SQ}\s*x\s*{_SQ}|{_SQ}\s*{_SQ}")
_WORDS = {
    "resign": Resign(),
    "draw offer": DrawOffer(),
    "draw accept": DrawAccept(),
    "draw decline": DrawDecline(),
}


def _bad(text: str) -> BadNotation:
    return BadNotation("BAD_NOTATION", game=GAME, text=text[:40])


def _square(name: str, text: str) -> str:
    if name not in SQUARE_INDEX:
        raise _bad(text)
    return name


def parse_move(text: str) -> HalaliMove:
    """Parse notation (case-insensitive, no state needed); raises ``BadNotation``."""
    if not isinstance(text, str):
        raise _bad(str(text))
    norm = " ".join(text.strip().lower().split())
    word = _WORDS.get(norm)
    if word is not None:
        return word
    m = _FLIP.fullmatch(norm)
    if m:
        sq = _square(m.group(1) or m.group(2), text)
        return FLIPS_BY_NAME.get(sq) or Flip(sq)
    m = _MOVE.fullmatch(norm)
    if not m:
        raise _bad(text)
    g = m.groups()
    if g[0]:
        a = _square(g[0], text)
        b = "x" if g[2] else _square(g[1], text)
        return TileMove(a, b, False)
    if g[3]:
        a, b = _square(g[3], text), _square(g[4], text)
        if IS_EXIT[SQUARE_INDEX[b]]:
            raise _bad(text)  # an exit is never a capture (§7.2)
        return TileMove(a, b, True)
    return TileMove(_square(g[5], text), _square(g[6], text), False)


#: Shared move objects so legal_moves allocates nothing per call.
FLIPS: tuple[Flip | None, ...] = tuple(
    Flip(SQUARE_NAMES[i]) if i in set(FOREST) else None for i in range(CELLS)
)
FLIPS_BY_NAME = {f.square: f for f in FLIPS if f is not None}
PLAIN: list[TileMove | None] = [None] * (CELLS * CELLS)
CAPTURE: list[TileMove | None] = [None] * (CELLS * CELLS)
for _a in FOREST:
    for _ray in RAYS[_a]:
        for _b in _ray:
            PLAIN[_a * CELLS + _b] = TileMove(SQUARE_NAMES[_a], SQUARE_NAMES[_b], False)
            if not IS_EXIT[_b]:
                CAPTURE[_a * CELLS + _b] = TileMove(SQUARE_NAMES[_a], SQUARE_NAMES[_b], True)
