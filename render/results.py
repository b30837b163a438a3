"""The results card: a finished game's places, totals and score parts, as one picture.

It knows no game: it draws a :class:`rules.protocol.ScoreCard` (each game's ``score_card``
hook builds it from its own scoring) with every word from the catalog (``picture.results.*``
and the part keys the card names). Phone first: 600 px wide, no text under 14 px (11 px once
a phone shows it 500 px wide), and nothing cut: a long name wraps onto more lines (a word
wider than its line breaks between letters) instead of losing letters, and the card grows as
tall as its rows need. The winner's row is gold and carries a star and the word "Winner";
tied rows show the same place and the word for a tie; colour is never the only sign.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from PIL import Image, ImageDraw

from render.common import Box, Colour, label, paste_text, picture_names, png_bytes, text_width
from rules.protocol import ScoreCard, ScoreRow

WIDTH = 500
MARGIN = 12
PAD = 10
GAP = 8
PLACE_W = 56
BEARING = 2

TITLE_SIZE = 22
BANNER_SIZE = 20
LINE_SIZE = 14
PLACE_SIZE = 20
NAME_SIZE = 18
TOTAL_SIZE = 24
SMALL_SIZE = 13  # parts and badges: the smallest text, 13 >= 11 * 500 / 500

BACKGROUND = (238, 242, 232)
INK = (28, 34, 30)
SOFT_INK = (70, 78, 72)
WHITE = (255, 255, 255)
ROW_EDGE = (176, 188, 176)
WIN_EDGE = (196, 150, 20)

#: The card is drawn as palette indices on an "L" image and saved as a palette PNG:
#: converting an RGB picture to a palette and encoding it cost three times the 5 ms budget.
#: Each (background, ink) pair gets 16 consecutive indices, background first, so that
#: anti-aliased text pasted in the pair's ink blends into exactly the shades between them.
RAMP = 16
RAMPS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "page": (BACKGROUND, INK),
    "soft": (BACKGROUND, SOFT_INK),
    "row": (WHITE, INK),
    "win": ((255, 238, 170), INK),
    "chip": ((226, 234, 226), INK),
    "win_chip": ((246, 222, 140), INK),
    "badge": ((60, 72, 64), WHITE),
    "win_badge": (WIN_EDGE, WHITE),
    "edge": (ROW_EDGE, INK),
    "won": ((40, 120, 60), WHITE),
    "lost": ((150, 52, 44), WHITE),
    "draw": ((64, 84, 130), WHITE),
}
_ORDER = tuple(RAMPS)


def _palette() -> list[int]:
    flat: list[int] = []
    for back, ink in RAMPS.values():
        for k in range(RAMP):
            flat += [round(b + (i - b) * k / (RAMP - 1)) for b, i in zip(back, ink, strict=True)]
    return flat + [0] * (768 - len(flat))


PALETTE = _palette()


def back(ramp: str) -> int:
    """The palette index of a ramp's background."""
    return _ORDER.index(ramp) * RAMP


def ink(ramp: str) -> Colour:
    """A ramp's ink, as the colour of an "L" image (a one-element tuple)."""
    return cast(Colour, (back(ramp) + RAMP - 1,))


MINUS = "\u2212"


def line_height(size: int) -> int:
    """The height of one line of text at ``size`` (its ink stays inside)."""
    return math.ceil(size * 1.3)


def _fitting(text: str, size: int, width: float, bold: bool) -> int:
    """How many leading characters of ``text`` fit in ``width`` (at least one)."""
    lo, hi = 1, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid].rstrip(), size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def wrap(text: str, size: int, width: float, bold: bool = False) -> list[str]:
    """``text`` as lines no wider than ``width``: broken at spaces, and a word wider than a
    line between its letters, so that every character is drawn."""
    lines: list[str] = []
    rest = " ".join(text.split())
    while rest:
        if text_width(rest, size, bold) <= width:
            lines.append(rest)
            break
        n = _fitting(rest, size, width, bold)
        cut = rest.rfind(" ", 0, n + 1)
        if cut > 0:
            lines.append(rest[:cut])
            rest = rest[cut + 1:]
        else:
            lines.append(rest[:n])
            rest = rest[n:].lstrip()
    return lines


def number(value: int) -> str:
    """A score as drawn: a true minus sign for a negative one."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


#: one drawing step, run once the card's height is known
Op = Callable[[Image.Image, ImageDraw.ImageDraw], None]


def _text(x: float, y: float, text: str, size: int, ramp: str, box: Box,
          bold: bool = False, anchor: str = "la") -> Op:
    """Text in ``ramp``'s ink: it must lie on that ramp's background. Its ``box`` is its
    measured room; glyphs may reach ``BEARING`` px beyond their advance width on either
    side (a "T", a "W"), which every layout leaves free."""
    room = (box[0] - BEARING, box[1], box[2] + BEARING, box[3])

    def op(image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        paste_text(image, (x, y), text, size, ink(ramp), anchor=anchor, bold=bold, box=room)
    return op


def _shape(kind: str, box: Box, fill: int) -> Op:
    """A star (a winner, a won game), a cross (a lost one) or two bars (a draw)."""
    def op(image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        x0, y0, x1, y1 = box
        cx, cy, r = (x0 + x1) / 2, (y0 + y1) / 2, min(x1 - x0, y1 - y0) / 2
        if kind == "star":
            points = [(cx + (r if k % 2 == 0 else r * 0.42) * math.sin(k * math.pi / 5),
                       cy - (r if k % 2 == 0 else r * 0.42) * math.cos(k * math.pi / 5))
                      for k in range(10)]
            draw.polygon(points, fill=fill)
        elif kind == "cross":
            w = max(2, round(r / 2.5))
            draw.line([(x0 + 2, y0 + 2), (x1 - 2, y1 - 2)], fill=fill, width=w)
            draw.line([(x0 + 2, y1 - 2), (x1 - 2, y0 + 2)], fill=fill, width=w)
        else:
            h = max(2, round(r / 3))
            draw.rectangle((x0 + 1, cy - r / 2 - h / 2, x1 - 1, cy - r / 2 + h / 2), fill=fill)
            draw.rectangle((x0 + 1, cy + r / 2 - h / 2, x1 - 1, cy + r / 2 + h / 2), fill=fill)
    return op


def _box(box: Box, fill: int, outline: int | None = None, width: int = 1,
         radius: int = 10) -> Op:
    def op(image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
    return op


@dataclass
class _Flow:
    """Pills laid out left to right, wrapping onto new lines inside ``[x0, x1]``."""

    x0: float
    x1: float
    y: float
    x: float = 0.0
    line_h: float = 0.0

    def __post_init__(self) -> None:
        self.x = self.x0

    def place(self, width: float, height: float) -> tuple[float, float]:
        """Where a pill of this size goes (a new line if this one is full)."""
        if self.x > self.x0 and self.x + width > self.x1:
            self.y += self.line_h + 5
            self.x, self.line_h = self.x0, 0.0
        at = (self.x, self.y)
        self.x += width + 6
        self.line_h = max(self.line_h, height)
        return at

    @property
    def bottom(self) -> float:
        return self.y + self.line_h


def _pill(flow: _Flow, ops: list[Op], words: str, value: str | None, ramp: str,
          star: bool = False) -> None:
    """A rounded pill in ``ramp``: a star if ``star``, ``words`` (wrapped if the line is
    too narrow) and a bold ``value``."""
    size, lh, inner = SMALL_SIZE, line_height(SMALL_SIZE), 7
    icon = lh - 4 if star else 0
    space = 5
    value_w = text_width(value, size, True) if value else 0.0
    fixed = 2 * inner + (icon + space if star else 0) + (value_w + space if value else 0) + 2
    lines = wrap(words, size, flow.x1 - flow.x0 - fixed)
    text_w = max(text_width(line, size) for line in lines) if lines else 0.0
    width = fixed + text_w
    height = lh * len(lines) + 4
    x, y = flow.place(width, height)
    ops.append(_box((x, y, x + width, y + height), back(ramp), radius=7))
    tx = x + inner
    if star:
        ops.append(_shape("star", (tx, y + 4, tx + icon, y + 4 + icon),
                          back(ramp) + RAMP - 1))
        tx += icon + space
    for n, line in enumerate(lines):
        top = y + 2 + n * lh
        ops.append(_text(tx, top, line, size, ramp, (tx, top, tx + text_w + 1, top + lh)))
    if value:
        vx = tx + text_w + space
        ops.append(_text(vx, y + 2, value, size, ramp,
                         (vx, y + 2, vx + value_w + 1, y + 2 + lh), bold=True))


def _row(row: ScoreRow, name: str, winner: bool, shared: bool, y: float, total_w: float,
         place_w: float, locale: str | None, ops: list[Op]) -> float:
    """One row's drawing steps from ``y``; returns the y below it."""
    left, right = MARGIN, WIDTH - MARGIN
    inner_left, inner_right = left + PAD, right - PAD
    name_x = inner_left + place_w
    name_right = inner_right - total_w - GAP
    ramp = "win" if winner else "row"
    row_ops: list[Op] = []
    top = y + PAD
    if row.place is not None and place_w:
        place = label("picture.results.place", locale, place=row.place)
        lh = line_height(PLACE_SIZE)
        row_ops.append(_text(inner_left, top, place, PLACE_SIZE, ramp,
                             (inner_left, top, name_x - 4, top + lh), bold=True))
    lh_total = line_height(TOTAL_SIZE)
    row_ops.append(_text(inner_right, top, number(row.total), TOTAL_SIZE, ramp,
                         (inner_right - total_w, top, inner_right, top + lh_total),
                         bold=True, anchor="ra"))
    lh = line_height(NAME_SIZE)
    name_lines = wrap(name, NAME_SIZE, name_right - name_x - 2, bold=True)
    for n, line in enumerate(name_lines):
        ly = top + 2 + n * lh
        row_ops.append(_text(name_x, ly, line, NAME_SIZE, ramp,
                             (name_x, ly, name_right, ly + lh), bold=True))
    below = max(top + 2 + lh * len(name_lines), top + lh_total) + 4
    flow = _Flow(name_x, inner_right, below)
    if winner:
        _pill(flow, row_ops, label("picture.results.winner", locale), None, "win_badge",
              star=True)
    if shared:
        _pill(flow, row_ops, label("picture.results.shared", locale), None, "badge")
    if row.resigned:
        _pill(flow, row_ops, label("picture.results.resigned", locale), None, "badge")
    if flow.line_h:
        flow = _Flow(name_x, inner_right, flow.bottom + 5)
    for key, value in row.parts:
        _pill(flow, row_ops, label(key, locale), number(value),
              "win_chip" if winner else "chip")
    bottom = max(below, flow.bottom) + PAD
    if winner:
        ops.append(_box((left, y, right, bottom), back(ramp), back("win_badge"), 3))
    else:
        ops.append(_box((left, y, right, bottom), back(ramp), back("edge"), 1))
    ops.extend(row_ops)
    return bottom


def _layout(card: ScoreCard, names: Sequence[str], locale: str | None,
            game_name: str) -> tuple[list[Op], int]:
    """Every drawing step of the card and its height."""
    ops: list[Op] = []
    y: float = MARGIN
    left, right = MARGIN, WIDTH - MARGIN
    title = label("picture.results.title", locale, game=game_name)
    lh = line_height(TITLE_SIZE)
    for line in wrap(title, TITLE_SIZE, right - left - 2, bold=True):
        ops.append(_text(left, y, line, TITLE_SIZE, "page", (left, y, right, y + lh),
                         bold=True))
        y += lh
    if card.outcome in ("won", "lost", "draw"):
        shape = {"won": "star", "lost": "cross"}.get(card.outcome, "bars")
        lh = line_height(BANNER_SIZE)
        icon = lh - 6
        words = wrap(label(f"picture.results.{card.outcome}", locale), BANNER_SIZE,
                     right - left - 2 * PAD - icon - 10, bold=True)
        height = lh * len(words) + 10
        y += 4
        ops.append(_box((left, y, right, y + height), back(card.outcome), radius=10))
        ops.append(_shape(shape, (left + PAD, y + 8, left + PAD + icon, y + 8 + icon),
                          back(card.outcome) + RAMP - 1))
        tx = left + PAD + icon + 10
        for n, line in enumerate(words):
            ly = y + 5 + n * lh
            ops.append(_text(tx, ly, line, BANNER_SIZE, card.outcome,
                             (tx, ly, right - PAD, ly + lh), bold=True))
        y += height
    lh = line_height(LINE_SIZE)
    for key, params in card.lines:
        y += 3
        for line in wrap(label(key, locale, **params), LINE_SIZE, right - left - 2):
            # The soft ramp's background is the page's colour under another index: text
            # blends only into the indices of its own ramp.
            ops.append(_box((left - BEARING, y, right + BEARING, y + lh), back("soft"),
                            radius=0))
            ops.append(_text(left, y, line, LINE_SIZE, "soft", (left, y, right, y + lh)))
            y += lh
    y += GAP
    total_w = max((text_width(number(r.total), TOTAL_SIZE, True) for r in card.rows),
                  default=0.0) + 2
    # A solo game's place says nothing its outcome does not: no place column.
    place_w = 0 if card.outcome in ("won", "lost") else PLACE_W
    counts: dict[int | None, int] = {}
    for row in card.rows:
        counts[row.place] = counts.get(row.place, 0) + 1
    for row in card.rows:
        name = (label(row.name, locale) if row.seat is None
                else names[row.seat] if row.seat < len(names) else "")
        shared = row.place is not None and counts[row.place] > 1
        y = _row(row, name, row.seat in card.winners, shared, y, total_w, place_w, locale,
                 ops) + GAP
    return ops, math.ceil(y - GAP + MARGIN)


def render(card: ScoreCard, names: Sequence[str], locale: str | None,
           usernames: Sequence[str] | None = None, game_name: str = "") -> bytes:
    """The results card as PNG bytes: ``names[seat]`` are display names (``usernames``
    stand in for a name the font cannot draw), labels in ``locale``, ``game_name`` in the
    title."""
    seats = max((r.seat + 1 for r in card.rows if r.seat is not None), default=0)
    shown = picture_names(names, usernames, max(seats, len(names)), locale)
    ops, height = _layout(card, shown, locale, game_name)
    image = Image.new("L", (WIDTH, height), back("page"))
    draw = ImageDraw.Draw(image)
    for op in ops:
        op(image, draw)
    indexed = Image.frombytes("P", image.size, image.tobytes())
    indexed.putpalette(PALETTE)
    return png_bytes(indexed, compress_level=1)
