"""Picture of a Wispwood game (spec §7.3), laid out for a phone first.

The only input is a :class:`rules.wispwood.view.WispwoodView` plus the seats' display names,
so the picture is a pure function of public state (spec §6): the view holds no supply order,
no tree backs and no firefly order, so nothing hidden can show.

Layout, 600 px wide (Discord shows it about 500 px wide on a phone, so the smallest type,
14 px, still shows at 11 px or more):

- Top left, the pond ring: spaces 1-8 clockwise from the top, each with its wisp (colour and
  letter) or empty, the phantom (``*``) in solo; between them the eight slots' shapes with
  their codes. Top right: round and N, supply and discard, whose turn (or the cat phase, or
  the result), then the seats from the start player with their totals (a crown for the
  winner) and, in solo, the phantom's values, collection and score.
- The five objective cards, one paragraph each: a category chip (colour and letter), the
  card's id, title and paws, then its rule, all from the catalog and wrapped, never cut.
- The forests, one or two a row: each cropped to its reachable frame plus one shaded cell
  (§7.3 as changed 2026-12-01), labelled with its real columns A-K and rows 1-11 so typed
  cells still match; a header with the name (the only text ever shortened, with the shared
  ellipsis rule), the fill, cat state and markers, and the round scores with their total in
  full. At the end the winner's forest is framed in gold and says so.

Wisps never rely on colour alone: each carries its letter (P, H, W, S); trees carry a fir,
the cat a ``C`` (ready) or a dimmed ``c`` with a dashed frame (hidden); seats carry their
number next to their colour.

Speed: the empty canvases, the tile stamps of each cell size, the pond ring of a slot order
and the card paragraphs are drawn once and cached (:func:`clear_caches` forgets them); a
render pastes them and writes the remaining texts from cached glyph stamps.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.common import (
    dashed_rectangle,
    fit_text,
    label,
    palette_png,
    paste_text,
    picture_names,
    stored_palette,
    text_width,
)
from rules.wispwood.geometry import SHAPES
from rules.wispwood.scoring import CARDS
from rules.wispwood.view import ForestView, SoloView, WispwoodView

__all__ = ["CVD_GROUPS", "WIDTH", "clear_caches", "forest_layout", "render", "render_forest",
           "render_image", "winners"]

WIDTH = 600
MARGIN = 8
#: type sizes: the smallest is 14 px, which a phone showing 600 px at 500 draws at 11.7 px
SMALL, TEXT_SIZE, NAME_SIZE, BIG = 14, 15, 16, 18
POND = 236                     # the pond ring's square (top left)
RIGHT = POND + 8               # the status column, right of the pond
LABEL_W = 24                   # room for the row numbers left of a forest
LABEL_H = 18                   # room for the column letters above it
COLS = "ABCDEFGHIJK"

BG = (37, 42, 49)
PANEL = (48, 55, 64)
TEXT = (236, 240, 244)
MUTED = (170, 180, 192)
GRID = (150, 140, 110)
FLOOR = (226, 219, 190)
SHADE = (92, 96, 90)
SHADE_LINE = (80, 84, 78)
TREE = (46, 94, 52)
TREE_DARK = (26, 60, 32)
TREE_LIGHT = (120, 180, 110)
CAT = (84, 84, 96)
AMBER = (255, 190, 30)
GOLD = (255, 200, 40)
BOX = (255, 255, 255)
PHANTOM = (150, 110, 200)
# Chosen with colorspacious so every pair stays >= 15 CIEDE2000 apart under full deuteranopia,
# protanopia and tritanopia (tests/render/test_colour_vision.py asks for 10).
WISP = {"P": (225, 110, 30), "H": (245, 140, 200), "W": (150, 220, 90), "S": (40, 110, 220)}
WISP_TEXT = {"P": (30, 16, 0), "H": (50, 0, 30), "W": (10, 40, 0), "S": (255, 255, 255)}
SEAT_COLOURS = ((255, 214, 102), (130, 200, 255), (240, 110, 170), (255, 255, 255))
#: objective categories: chip colour and the letter drawn on it
CATEGORY = {"tree": ("T", TREE), "pumpkin": ("P", WISP["P"]), "heart": ("H", WISP["H"]),
            "witch": ("W", WISP["W"]), "spark": ("S", WISP["S"])}

#: the colours players must tell apart, for the colour-vision test
CVD_GROUPS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "tiles": (*WISP.values(), TREE, FLOOR),
    "seats": SEAT_COLOURS,
}

Style = tuple[int, bool, tuple[int, int, int]]   # size, bold, colour


# --- text helpers --------------------------------------------------------------------------


def _flow(runs: Sequence[tuple[str, Style]], width: float) -> list[list[tuple[str, Style]]]:
    """Greedy word wrap of styled runs into lines no wider than ``width``; each line is a
    list of (text, style) runs. A single word wider than a line is shortened (only a
    catalog text could be that long; names are fitted before they get here)."""
    lines: list[list[tuple[str, Style]]] = [[]]
    x = 0.0
    for text, style in runs:
        size, bold, _ = style
        space = text_width(" ", size, bold)
        for word in text.split():
            w = text_width(word, size, bold)
            if x and x + space + w > width:
                lines.append([])
                x = 0.0
            if not x and w > width:
                word = fit_text(word, size, width, bold)
                w = text_width(word, size, bold)
            line = lines[-1]
            if line and line[-1][1] == style:
                line[-1] = (line[-1][0] + " " + word, style)
            else:
                # A new style after a word keeps the space before it.
                line.append(((" " if line else "") + word, style))
            x += (space if x else 0) + w
    return [line for line in lines if line]


def _line_height(line: Sequence[tuple[str, Style]]) -> int:
    return round(max(style[0] for _, style in line) * 1.3)


def _draw_flow(img: Image.Image | None, lines: Sequence[Sequence[tuple[str, Style]]], x: float,
               y: float, box: tuple[float, float, float, float]) -> float:
    """Draw wrapped lines from (x, y), each text kept in ``box``; returns the y below them
    (``img`` None: only the y)."""
    if img is None:
        return y + _flow_height(lines)
    for line in lines:
        cx = x
        for text, (size, bold, colour) in line:
            lead = text_width(" ", size, bold) if text.startswith(" ") else 0.0
            body = text.lstrip(" ")
            paste_text(img, (cx + lead, y), body, size, colour, bold=bold, box=box)
            cx += lead + text_width(body, size, bold)
        y += _line_height(line)
    return y


def _flow_height(lines: Sequence[Sequence[tuple[str, Style]]]) -> int:
    return sum(_line_height(line) for line in lines)


@lru_cache(maxsize=128)
def _chip_image(size: int, fill: tuple[int, int, int], letter: str, ink: tuple[int, int, int],
                round_: bool, bg: tuple[int, int, int]) -> Image.Image:
    """A coloured square (or disc) with a letter or number on it: colour never alone."""
    img = Image.new("RGB", (size, size), bg)
    draw = ImageDraw.Draw(img)
    if round_:
        draw.ellipse((0, 0, size - 1, size - 1), fill=fill, outline=(20, 20, 20))
    else:
        draw.rounded_rectangle((0, 0, size - 1, size - 1), radius=4, fill=fill,
                               outline=(20, 20, 20))
    paste_text(img, (size / 2, size / 2), letter, SMALL, ink, "mm", bold=True)
    return img


def _chip(img: Image.Image | None, x: int, y: int, size: int, fill: tuple[int, int, int],
          letter: str, ink: tuple[int, int, int], round_: bool = False,
          bg: tuple[int, int, int] = BG) -> None:
    """A cached chip pasted at (x, y) on a ``bg`` background (``img`` None: layout only)."""
    if img is not None:
        img.paste(_chip_image(size, fill, letter, ink, round_, bg), (x, y))


def _ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or white text, whichever reads on ``colour``."""
    r, g, b = colour
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (255, 255, 255)


# --- result ---------------------------------------------------------------------------------


def winners(view: WispwoodView) -> tuple[int, ...]:
    """Seats that won a finished game (§5.5: highest total, then the better round 3; resigned
    seats never win); in solo the player only if they beat the phantom (§5.6). Empty while
    the game runs, and in solo when the phantom won."""
    if not view.end_reason:
        return ()
    if view.solo is not None:
        f = view.forests[0]
        won = view.end_reason == "complete" and f.total > view.solo.total
        return (0,) if won else ()
    active = [f for f in view.forests if not f.resigned]
    if not active:
        return ()

    def key(f: ForestView) -> tuple[int, int]:
        return f.total, f.round_scores[2] if len(f.round_scores) >= 3 else 0

    best = max(key(f) for f in active)
    return tuple(f.seat for f in active if key(f) == best)


# --- cached drawings -----------------------------------------------------------------------


@lru_cache(maxsize=32)
def _canvas(shaded: bool, cell: int) -> Image.Image:
    """An empty 11 x 11 canvas of ``cell`` px cells (shaded: outside the reachable frame)."""
    img = Image.new("RGB", (11 * cell, 11 * cell), BG)
    draw = ImageDraw.Draw(img)
    fill, line = (SHADE, SHADE_LINE) if shaded else (FLOOR, GRID)
    for r in range(11):
        for c in range(11):
            x, y = c * cell, r * cell
            draw.rectangle((x, y, x + cell - 1, y + cell - 1), fill=fill, outline=line)
    return img


def _letter_size(cell: int) -> int:
    return max(SMALL, round(cell * 0.6))


@lru_cache(maxsize=64)
def _stamp(kind: str, cell: int = 30) -> Image.Image:
    """One occupied cell: a wisp (colour + letter), a tree (fir), the cat (ready/hidden)."""
    s = cell - 1
    img = Image.new("RGB", (s, s), FLOOR)
    draw = ImageDraw.Draw(img)
    size = _letter_size(cell)
    if kind == "T":
        draw.rectangle((0, 0, s - 1, s - 1), fill=TREE, outline=TREE_DARK)
        top, base = s * 0.16, s * 0.66
        draw.polygon([(s / 2, top), (s * 0.76, base), (s * 0.24, base)], fill=TREE_LIGHT)
        draw.rectangle((s / 2 - s * 0.08, base, s / 2 + s * 0.06, s * 0.82), fill=(110, 80, 50))
    elif kind in WISP:
        draw.rounded_rectangle((1, 1, s - 2, s - 2), radius=max(4, s // 4), fill=WISP[kind],
                               outline=(30, 30, 30))
        paste_text(img, (s / 2, s / 2 + 1), kind, size, WISP_TEXT[kind], "mm", bold=True)
    elif kind == "C":
        draw.ellipse((2, 2, s - 3, s - 3), fill=CAT, outline=(20, 20, 20), width=2)
        paste_text(img, (s / 2, s / 2 + 1), "C", size, (255, 255, 255), "mm", bold=True)
    else:  # hidden cat
        draw.rectangle((0, 0, s - 1, s - 1), fill=(60, 56, 50))
        dashed_rectangle(draw, (1, 1, s - 2, s - 2), (200, 200, 200), width=1, dash=3, gap=3)
        paste_text(img, (s / 2, s / 2), "c", size, (190, 190, 190), "mm")
    return img


def _mini_shape(draw: ImageDraw.ImageDraw, code: str, cx: float, cy: float, u: int) -> None:
    """A shape's canonical picture of unit ``u`` centred on (cx, cy)."""
    offsets = SHAPES[code]
    w = max(x for x, _ in offsets) + 1
    h = max(y for _, y in offsets) + 1
    x0, y0 = cx - w * u / 2, cy - h * u / 2
    for x, y in offsets:
        draw.rectangle((x0 + x * u, y0 + y * u, x0 + (x + 1) * u - 1, y0 + (y + 1) * u - 1),
                       fill=(215, 200, 160), outline=(90, 80, 60))


POND_C = (POND // 2, POND // 2)
SPACE_R, SLOT_R, DOT = 74, 100, 19


def _angle(k: float) -> float:
    """Screen angle of ring position k (0 = space 1 at the top, clockwise)."""
    return math.radians(-90 + k * 45)


@lru_cache(maxsize=64)
def _pond_ring(slots: tuple[str, ...], locale: str | None = "en") -> Image.Image:
    """The pond ring with its eight shapes for one slot order and language (the wisps come
    later)."""
    img = Image.new("RGB", (POND, POND), BG)
    draw = ImageDraw.Draw(img)
    cx, cy = POND_C
    draw.ellipse((cx - 50, cy - 50, cx + 50, cy + 50), fill=(38, 70, 96), outline=(70, 110, 140))
    pond = fit_text(label("picture.wispwood.pond", locale), SMALL, 56)
    paste_text(img, (cx, cy), pond, SMALL, (190, 215, 235), "mm")
    for k in range(8):
        a = _angle(k)
        x, y = cx + SPACE_R * math.cos(a), cy + SPACE_R * math.sin(a)
        draw.ellipse((x - DOT, y - DOT, x + DOT, y + DOT), fill=PANEL, outline=MUTED)
        # The space number sits inside the ring, toward the centre.
        nx, ny = cx + (SPACE_R - 32) * math.cos(a), cy + (SPACE_R - 32) * math.sin(a)
        paste_text(img, (nx, ny), str(k + 1), SMALL, TEXT, "mm", bold=True)
        # Slot k+1 lies clockwise after space k+1.
        a = _angle(k + 0.5)
        x, y = cx + SLOT_R * math.cos(a), cy + SLOT_R * math.sin(a)
        _mini_shape(draw, slots[k], x, y - 8, 6)
        paste_text(img, (x, y + 11), slots[k], SMALL, TEXT, "mm")
    return img


@lru_cache(maxsize=64)
def _cards_block(cards: tuple[str, ...], locale: str | None) -> Image.Image:
    """The five objective cards: chip, id, title and paws in bold, then the rule, wrapped."""
    x_text = MARGIN + 30
    width = WIDTH - x_text - MARGIN
    head: Style = (TEXT_SIZE, True, TEXT)
    body: Style = (TEXT_SIZE, False, MUTED)
    paragraphs = []
    for card in cards:
        key = card.replace("-", "_")
        title = f"{card} {label(f'picture.wispwood.card.{key}', locale)} " + \
            "\u2605" * int(CARDS[card]["paws"])
        rule = label(f"wispwood.card.{key}", locale)
        paragraphs.append((card, _flow([(title, head), (rule, body)], width)))
    height = sum(max(26, _flow_height(lines)) + 6 for _, lines in paragraphs) + 4
    img = Image.new("RGB", (WIDTH, height), BG)
    y = 2
    for card, lines in paragraphs:
        letter, colour = CATEGORY[str(CARDS[card]["category"])]
        _chip(img, MARGIN, y, 24, colour, letter, _ink(colour))
        h = max(26, _flow_height(lines))
        _draw_flow(img, lines, x_text, y + 1, (x_text - 4, y, WIDTH - MARGIN, y + h + 4))
        y += h + 6
    return img


@lru_cache(maxsize=256)
def _labels(columns: bool, first: int, last: int, cell: int) -> Image.Image:
    """The real canvas names of a crop's columns (a strip above it) or rows (left of it)."""
    count = last - first + 1
    if columns:
        img = Image.new("RGB", (count * cell, LABEL_H), PANEL)
        for i in range(count):
            paste_text(img, (i * cell + cell / 2, LABEL_H - 3), COLS[first + i], SMALL, MUTED,
                       "md")
    else:
        img = Image.new("RGB", (LABEL_W, count * cell), PANEL)
        for i in range(count):
            paste_text(img, (LABEL_W - 4, i * cell + cell / 2), str(first + i + 1), SMALL,
                       MUTED, "rm")
    return img


def clear_caches() -> None:
    """Forget every cached layer (tests record texts only while a layer is drawn)."""
    for cached in (_canvas, _stamp, _pond_ring, _cards_block, _chip_image, _labels):
        cached.cache_clear()


# --- top: pond and status --------------------------------------------------------------------


def _draw_pond(img: Image.Image, view: WispwoodView, locale: str | None) -> None:
    img.paste(_pond_ring(view.slots, locale), (0, 0))
    draw = ImageDraw.Draw(img)
    cx, cy = POND_C
    for k, wisp in enumerate(view.pond):
        a = _angle(k)
        x, y = cx + SPACE_R * math.cos(a), cy + SPACE_R * math.sin(a)
        if wisp == "*":
            draw.ellipse((x - DOT + 3, y - DOT + 3, x + DOT - 3, y + DOT - 3), fill=PHANTOM)
            paste_text(img, (x, y + 1), "*", 20, (255, 255, 255), "mm", bold=True)
        elif wisp:
            draw.ellipse((x - DOT + 3, y - DOT + 3, x + DOT - 3, y + DOT - 3), fill=WISP[wisp],
                         outline=(20, 20, 20))
            paste_text(img, (x, y + 1), wisp, 17, WISP_TEXT[wisp], "mm", bold=True)


def _status_runs(view: WispwoodView, names: Sequence[str], locale: str | None,
                 width: float) -> list[tuple[str, Style]]:
    """Whose turn, the cat phase or the result, as styled runs to wrap."""
    amber: Style = (TEXT_SIZE, True, AMBER)
    if view.end_reason:
        runs = [(label("picture.wispwood.over", locale), amber)]
        if view.solo is not None:
            won = bool(winners(view))
            runs.append((label("wispwood.end.won" if won else "wispwood.end.lost", locale),
                         (TEXT_SIZE, False, GOLD if won else PHANTOM)))
        return runs
    if view.phase == "cat":
        return [(label("picture.wispwood.cat_phase", locale), amber)]
    # The name is fitted to what the line leaves, so the turn number is never pushed out.
    rest = text_width(label("picture.wispwood.turn", locale, turn=view.turn_number, name=""),
                      TEXT_SIZE, True)
    name = fit_text(_name(names, view.turn), TEXT_SIZE, width - rest - 2, True)
    runs = [(label("picture.wispwood.turn", locale, turn=view.turn_number, name=name), amber)]
    if view.actions:
        done = ", ".join(label(f"wispwood.control.{a.replace('-', '_')}", locale)
                         for a in view.actions)
        runs.append((f"({done})", (TEXT_SIZE, False, MUTED)))
    return runs


def _put(img: Image.Image | None, *args: Any, **kwargs: Any) -> None:
    """:func:`paste_text` unless this is a layout-only pass (``img`` None)."""
    if img is not None:
        paste_text(img, *args, **kwargs)


def _draw_status(img: Image.Image | None, view: WispwoodView, names: Sequence[str],
                 locale: str | None, bottom: int = 0) -> int:
    """Round, tiles, status, seats (and the phantom) above ``bottom``; returns the y below
    them (``img`` None: only that y, to size the picture before drawing it)."""
    x, width = RIGHT, WIDTH - RIGHT - MARGIN
    # A glyph may overhang its origin by a pixel or two (J, italic-like bearings).
    box = (x - 4, 0, WIDTH - MARGIN, bottom)
    y = 4
    _put(img, (x, y), label("picture.wispwood.round", locale, round=view.round,
                                  n=view.n), BIG, TEXT, bold=True, box=box)
    y += 24
    tiles = _flow([(label("picture.wispwood.tiles", locale, supply=view.supply,
                          discard=len(view.discard)), (TEXT_SIZE, False, MUTED))], width)
    y = round(_draw_flow(img, tiles, x, y, box))
    y = round(_draw_flow(img, _flow(_status_runs(view, names, locale, width), width), x, y,
                         box)) + 4
    header = _flow([(label("picture.wispwood.players", locale), (SMALL, False, MUTED))], width)
    y = round(_draw_flow(img, header, x, y, box))
    won = winners(view)
    for k in range(view.seats):
        f = view.forests[(view.start + k) % view.seats]
        colour = SEAT_COLOURS[f.seat % len(SEAT_COLOURS)]
        _chip(img, x, y + 1, 20, colour, str(f.seat + 1), _ink(colour))
        mark = "\u265b" if f.seat in won else "\u25b6" if f.seat in view.to_act else ""
        _put(img, (x + 24, y + 1), mark, NAME_SIZE, GOLD if f.seat in won else AMBER,
                   box=box)
        total = str(f.total)
        tw = text_width(total, BIG, True)
        _put(img, (WIDTH - MARGIN, y), total, BIG, TEXT, "ra", bold=True, box=box)
        name_w = width - 44 - tw - 8
        _put(img, (x + 44, y + 2), fit_text(_name(names, f.seat), NAME_SIZE, name_w),
                   NAME_SIZE, colour, box=box)
        y += 25
    if view.solo:
        y = _draw_solo(img, view.solo, x, y, locale, box, bool(view.end_reason) and not won)
    return y


def _draw_solo(img: Image.Image | None, solo: SoloView, x: int, y: int, locale: str | None,
               box: tuple[float, float, float, float], won: bool) -> int:
    """The phantom's row, its value per wisp type, its collection and its score."""
    width = WIDTH - MARGIN - x
    _chip(img, x, y + 1, 20, PHANTOM, "*", (255, 255, 255), round_=True)
    if won:
        _put(img, (x + 24, y + 1), "\u265b", NAME_SIZE, GOLD, box=box)
    total = str(solo.total)
    tw = text_width(total, BIG, True)
    _put(img, (WIDTH - MARGIN, y), total, BIG, TEXT, "ra", bold=True, box=box)
    level = label(f"picture.wispwood.level.{solo.level}", locale)
    name = label("picture.wispwood.phantom", locale, level=level)
    _put(img, (x + 44, y + 2), fit_text(name, NAME_SIZE, width - 52 - tw), NAME_SIZE,
               PHANTOM, box=box)
    y += 26
    # Values as wisp chips: the letter and colour of the type, then what it is worth.
    cx = x
    for wisp, value in solo.values:
        _chip(img, cx, y, 20, WISP[wisp], wisp, WISP_TEXT[wisp], round_=True)
        _put(img, (cx + 23, y + 1), f"={value}", TEXT_SIZE, TEXT, box=box)
        cx += 23 + round(text_width(f"={value}", TEXT_SIZE)) + 12
    y += 24
    got = " ".join(f"{w}{n}" for w, n in solo.collection) or "-"
    rounds = "+".join(str(s) for s in solo.scores) or "0"
    lines = _flow([(label("picture.wispwood.collected", locale, got=got,
                          tokens=solo.tokens_left), (TEXT_SIZE, False, PHANTOM)),
                   ], width)
    lines += _flow([(label("picture.wispwood.score", locale, rounds=rounds, total=solo.total),
                     (TEXT_SIZE, False, PHANTOM))], width)
    return round(_draw_flow(img, lines, x, y, box))


def _name(names: Sequence[str], seat: int | None) -> str:
    """The drawable name of a seat (``names`` come from :func:`picture_names`)."""
    return "-" if seat is None else names[seat]


# --- forests ---------------------------------------------------------------------------------


def crop(forest: ForestView, extra: Sequence[str] = ()) -> tuple[int, int, int, int]:
    """The part of the canvas a forest is drawn with: first and last column and row index
    (0-10) of its reachable frame plus one cell each way, and ``extra`` cells (a ghost)."""
    c0, c1 = COLS.index(forest.frame[0]), COLS.index(forest.frame[1])
    r0, r1 = forest.frame[2] - 1, forest.frame[3] - 1
    for cell in extra:
        c, r = COLS.index(cell[0]), int(cell[1:]) - 1
        c0, c1, r0, r1 = min(c0, c), max(c1, c), min(r0, r), max(r1, r)
    return max(0, c0 - 1), min(10, c1 + 1), max(0, r0 - 1), min(10, r1 + 1)


@dataclass(frozen=True)
class ForestLayout:
    """Where a forest's canvas cells land: the grid's top-left pixel, cell size and crop."""

    x: int
    y: int
    cell: int
    c0: int
    c1: int
    r0: int
    r1: int

    def cell_xy(self, cell: str) -> tuple[int, int]:
        """Top-left pixel of canvas cell ``cell`` (``F6``); it must lie in the crop."""
        return (self.x + (COLS.index(cell[0]) - self.c0) * self.cell,
                self.y + (int(cell[1:]) - 1 - self.r0) * self.cell)

    def cell_box(self, cell: str) -> tuple[int, int, int, int]:
        """The pixel box of ``cell`` (inclusive corners, inside its grid lines)."""
        x, y = self.cell_xy(cell)
        return x + 1, y + 1, x + self.cell - 2, y + self.cell - 2

    def shows(self, cell: str) -> bool:
        """Whether ``cell`` is inside the drawn part of the canvas."""
        c, r = COLS.index(cell[0]), int(cell[1:]) - 1
        return self.c0 <= c <= self.c1 and self.r0 <= r <= self.r1


def _header_lines(f: ForestView, view: WispwoodView, locale: str | None, width: float,
                  won: bool) -> list[list[tuple[str, Style]]]:
    """The forest's facts and markers, then its score, wrapped to ``width``."""
    runs: list[tuple[str, Style]] = []
    if won:
        runs.append(("\u265b " + label("picture.wispwood.winner", locale),
                     (TEXT_SIZE, True, GOLD)))
    fill = label("picture.wispwood.fill_full" if f.full else "picture.wispwood.fill", locale,
                 n=view.n, filled=f.filled, size=view.n * view.n)
    runs.append((fill, (TEXT_SIZE, False, TEXT)))
    cat = label("picture.wispwood.cat_ready" if f.ready else "picture.wispwood.cat_hidden",
                locale)
    runs.append(("\u00b7 " + cat, (TEXT_SIZE, False, MUTED)))
    marks = []
    if f.seat == view.start:
        marks.append(label("picture.wispwood.mark.start", locale))
    if f.seat in view.to_act and not view.end_reason:
        marks.append(label("picture.wispwood.mark.to_act" if view.phase == "turn"
                           else "picture.wispwood.mark.choosing", locale))
    if f.resigned:
        marks.append(label("picture.wispwood.mark.resigned", locale))
    for mark in marks:
        runs.append(("\u00b7 " + mark, (TEXT_SIZE, True, AMBER)))
    lines = _flow(runs, width)
    if len(f.round_scores) > 1:
        score = label("picture.wispwood.score", locale,
                      rounds="+".join(str(r) for r in f.round_scores), total=f.total)
    else:
        score = label("picture.wispwood.total", locale, total=f.total)
    # Scores are never shortened: the score flows onto more lines if it must.
    return lines + _flow([(score, (BIG - 1, True, TEXT))], width)


def _forest_header_height(lines: Sequence[Sequence[tuple[str, Style]]]) -> int:
    return 6 + 22 + _flow_height(lines) + 4


def _draw_forest(img: Image.Image, f: ForestView, view: WispwoodView, name: str,
                 slot: tuple[int, int, int, int], header_h: int, cell: int,
                 lines: Sequence[Sequence[tuple[str, Style]]], won: bool,
                 extra: Sequence[str] = ()) -> ForestLayout:
    """One forest in ``slot`` (x0, y0, x1, y1): panel, header, cropped canvas, tiles."""
    x0, y0, x1, y1 = slot
    draw = ImageDraw.Draw(img)
    draw.rounded_rectangle((x0, y0, x1 - 1, y1 - 1), radius=8, fill=PANEL,
                           outline=GOLD if won else PANEL, width=3 if won else 1)
    box = (x0 + 4, y0 + 2, x1 - 4, y1 - 2)
    colour = SEAT_COLOURS[f.seat % len(SEAT_COLOURS)]
    _chip(img, x0 + 8, y0 + 6, 20, colour, str(f.seat + 1), _ink(colour), bg=PANEL)
    paste_text(img, (x0 + 34, y0 + 7), fit_text(name, NAME_SIZE, x1 - x0 - 44, True),
               NAME_SIZE, colour, bold=True, box=box)
    _draw_flow(img, lines, x0 + 8, y0 + 30, box)
    c0, c1, r0, r1 = crop(f, extra)
    cols = c1 - c0 + 1
    grid_w = LABEL_W + cols * cell
    gx = x0 + (x1 - x0 - grid_w) // 2 + LABEL_W
    gy = y0 + header_h + LABEL_H
    layout = ForestLayout(gx, gy, cell, c0, c1, r0, r1)
    shaded, plain = _canvas(True, cell), _canvas(False, cell)
    img.paste(shaded.crop((c0 * cell, r0 * cell, (c1 + 1) * cell, (r1 + 1) * cell)), (gx, gy))
    # The reachable frame in floor colour (it always lies inside the crop).
    fc0, fc1 = COLS.index(f.frame[0]), COLS.index(f.frame[1])
    fr0, fr1 = f.frame[2] - 1, f.frame[3] - 1
    img.paste(plain.crop((fc0 * cell, fr0 * cell, (fc1 + 1) * cell, (fr1 + 1) * cell)),
              (gx + (fc0 - c0) * cell, gy + (fr0 - r0) * cell))
    img.paste(_labels(True, c0, c1, cell), (gx, gy - LABEL_H))
    img.paste(_labels(False, r0, r1, cell), (gx - LABEL_W, gy))
    for cell_name, kind in f.cells:
        img.paste(_stamp(kind if kind != "C" or f.ready else "c", cell),
                  layout.cell_xy(cell_name))
    for cell_name in f.last:
        px, py = layout.cell_xy(cell_name)
        draw.rectangle((px - 1, py - 1, px + cell - 1, py + cell - 1), outline=AMBER, width=3)
    bx0, by0 = layout.cell_xy(f"{f.box[0]}{f.box[2]}")
    bx1, by1 = layout.cell_xy(f"{f.box[1]}{f.box[3]}")
    draw.rectangle((bx0 - 2, by0 - 2, bx1 + cell, by1 + cell), outline=BOX, width=2)
    return layout


def _grid_height(f: ForestView, cell: int, extra: Sequence[str] = ()) -> int:
    _, _, r0, r1 = crop(f, extra)
    return LABEL_H + (r1 - r0 + 1) * cell + 8


def _cell_size(forests: Sequence[ForestView], slot_w: int, cap: int,
               extra: Sequence[str] = ()) -> int:
    """One cell size for every forest of a picture: the widest crop fills its slot."""
    widest = max(crop(f, extra)[1] - crop(f, extra)[0] + 1 for f in forests)
    return min(cap, (slot_w - LABEL_W - 16) // widest)


def render_image(view: WispwoodView, names: Sequence[str], locale: str | None = "en",
                 usernames: Sequence[str] | None = None) -> Image.Image:
    """The picture as a Pillow image (for tests and previews); see :func:`render`."""
    names = picture_names(names, usernames, view.seats, locale)
    won = winners(view)
    columns = 1 if view.seats == 1 else 2
    slot_w = (WIDTH - MARGIN * (columns + 1)) // columns
    cell = _cell_size(view.forests, slot_w, 40 if columns == 1 else 34)
    text_w = slot_w - 16
    headers = [_header_lines(f, view, locale, text_w, f.seat in won) for f in view.forests]
    rows = []
    for start in range(0, view.seats, columns):
        seats = range(start, min(view.seats, start + columns))
        header_h = max(_forest_header_height(headers[s]) for s in seats)
        rows.append((seats, header_h,
                     header_h + max(_grid_height(view.forests[s], cell) for s in seats)))
    cards = _cards_block(view.cards, locale)
    top_h = max(POND, _draw_status(None, view, names, locale)) + 6
    height = top_h + cards.height + sum(r[2] + MARGIN for r in rows) + 4
    img = Image.new("RGB", (WIDTH, height), BG)
    _draw_pond(img, view, locale)
    _draw_status(img, view, names, locale, top_h)
    img.paste(cards, (0, top_h))
    y = top_h + cards.height
    for seats, header_h, row_h in rows:
        for k, s in enumerate(seats):
            x = MARGIN + k * (slot_w + MARGIN)
            _draw_forest(img, view.forests[s], view, names[s], (x, y, x + slot_w, y + row_h),
                         header_h, cell, headers[s], s in won)
        y += row_h + MARGIN
    return img


def palette_from(views: Sequence[WispwoodView]) -> Image.Image:
    """A 256-colour palette from sample pictures of ``views`` (which between them should use
    every colour the renderer draws); stored in ``render/palettes/wispwood.pal``."""
    samples = [render_image(v, ("Amber", "Birch", "Cedar", "Dew")) for v in views]
    sheet = Image.new("RGB", (WIDTH, sum(s.height for s in samples)))
    y = 0
    for sample in samples:
        sheet.paste(sample, (0, y))
        y += sample.height
    return sheet.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The fixed palette every picture is mapped onto (see ``palette_from``)."""
    return stored_palette("wispwood")


GHOST = (255, 255, 255)
#: the largest cell of the enlarged single forest (the builder's preview)
PREVIEW_CELL = 52


def _draw_ghost(img: Image.Image, layout: ForestLayout, cells: Sequence[str],
                wisp: str | None, wisp_type: str | None) -> None:
    """Candidate tiles, not yet placed: tree cells hatched, the wisp cell with its letter,
    each in a thick dashed frame, so the preview reads without colour too."""
    draw = ImageDraw.Draw(img)
    cell = layout.cell
    for name in cells:
        px, py = layout.cell_xy(name)
        if name == wisp and wisp_type in WISP:
            img.paste(_stamp(wisp_type, cell), (px, py))
        else:
            draw.rectangle((px, py, px + cell - 2, py + cell - 2), fill=(120, 170, 110))
            for k in range(-cell, cell, 6):  # diagonal hatching: "planned tree"
                draw.line((px + max(0, k), py + max(0, -k), px + min(cell - 2, cell - 2 + k),
                           py + min(cell - 2, cell - 2 - k)), fill=TREE_DARK, width=1)
        dashed_rectangle(draw, (px, py, px + cell - 2, py + cell - 2), GHOST, width=3,
                         dash=5, gap=4)


def _forest_picture(view: WispwoodView, seat: int, names: Sequence[str],
                    ghost: Sequence[str], locale: str | None
                    ) -> tuple[Image.Image, ForestLayout]:
    forest = view.forests[seat]
    won = seat in winners(view)
    slot_w = WIDTH - 2 * MARGIN
    cell = _cell_size((forest,), slot_w, PREVIEW_CELL, ghost)
    lines = _header_lines(forest, view, locale, slot_w - 16, won)
    header_h = _forest_header_height(lines)
    height = header_h + _grid_height(forest, cell, ghost)
    img = Image.new("RGB", (WIDTH, height + 2 * MARGIN), BG)
    layout = _draw_forest(img, forest, view, names[seat],
                          (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + height), header_h, cell,
                          lines, won, ghost)
    return img, layout


def forest_layout(view: WispwoodView, seat: int, ghost: Sequence[str] = ()) -> ForestLayout:
    """Where :func:`render_forest` draws the cells of ``seat``'s forest (for tests)."""
    return _forest_picture(view, seat, ["-"] * view.seats, ghost, "en")[1]


def render_forest(view: WispwoodView, seat: int, names: Sequence[str],
                  ghost: Sequence[str] = (), wisp: str | None = None,
                  wisp_type: str | None = None, locale: str | None = "en",
                  usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of one forest, enlarged (600 px wide); ``ghost`` cells are a placement
    being built (the builder's preview), ``wisp`` its wisp cell of type ``wisp_type``.
    Names and labels as in :func:`render`.

    Only the public view is drawn, and the ghost comes from the seat's own choice."""
    names = picture_names(names, usernames, view.seats, locale)
    img, layout = _forest_picture(view, seat, names, ghost, locale)
    if ghost:
        _draw_ghost(img, layout, ghost, wisp, wisp_type)
    return palette_png(img, palette(), compress_level=3)


def render(view: WispwoodView, names: Sequence[str], locale: str | None = "en",
           usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``view``; ``names[seat]`` is the display name of that seat, drawn as
    :func:`render.common.picture_name` says (``usernames[seat]`` is its fallback).

    Deterministic: the same view, names and locale always give the same bytes.
    """
    return palette_png(render_image(view, names, locale, usernames), palette(),
                       compress_level=3)
