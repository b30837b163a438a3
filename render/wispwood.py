"""Picture of a Wispwood game (spec §7.3): pond and cards on top, then every forest.

The only input is a :class:`rules.wispwood.view.WispwoodView` plus the seats' display names,
so the picture is a pure function of public state (spec §6): the view holds no supply order,
no tree backs and no firefly order, so nothing hidden can show.

Layout (640 px wide, so Discord's ~500 px display keeps every text at 10 px or more; 1-2
forests in one row, 3-4 in two rows):

- Pond ring: spaces 1-8 clockwise from the top, each with its wisp (colour and letter) or
  empty, the phantom (``*``) in solo; between them the shapes of the eight slots with codes.
- Objective cards: id, working name, paws, and the card's one-line rule from the catalog.
- Panel: round, N, supply and discard counts, whose turn or the cat phase, the solo phantom.
- Each forest: the 11 x 11 canvas labelled A-K / 1-11, cells outside the reachable frame
  shaded, the occupied bounding box outlined, the last placed cells framed in amber, and a
  header with the player's name, cat state (ready / hidden), ``filled/N*N`` and scores.

Wisps never rely on colour alone: each carries its letter (P, H, W, S); trees carry a small
fir, the cat a ``C`` (ready) or a dimmed ``c`` with a dashed frame (hidden).

Speed: the empty canvases (plain and shaded), every tile stamp and the pond ring of a slot
order are drawn once and cached; a render pastes them and writes the texts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

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

__all__ = ["render", "render_forest", "render_image", "WIDTH"]

WIDTH = 640
POND = 250                     # the pond ring's square (top left)
RULES = 5 * 19 + 8             # one line per objective card, full width, under the pond
TOP = POND + RULES
CELL = 26
LABEL = 18                     # room for the coordinate labels
HEADER = 44                    # forest header: name line and facts line
FOREST_W = LABEL + 11 * CELL   # 304
FOREST_H = HEADER + FOREST_W + 12
GAP = (WIDTH - 2 * FOREST_W) // 3
COLS = "ABCDEFGHIJK"

BG = (37, 42, 49)
PANEL = (48, 55, 64)
TEXT = (236, 240, 244)
MUTED = (160, 170, 182)
GRID = (150, 140, 110)
FLOOR = (226, 219, 190)
SHADE = (92, 96, 90)
SHADE_LINE = (80, 84, 78)
TREE = (46, 94, 52)
TREE_DARK = (26, 60, 32)
CAT = (84, 84, 96)
AMBER = (255, 190, 30)
BOX = (255, 255, 255)
PHANTOM = (150, 110, 200)
WISP = {"P": (242, 140, 40), "H": (232, 96, 158), "W": (128, 204, 80), "S": (66, 142, 232)}
WISP_TEXT = {"P": (30, 20, 0), "H": (40, 0, 20), "W": (10, 40, 0), "S": (255, 255, 255)}
SEAT_COLOURS = ((255, 214, 102), (130, 200, 255), (255, 150, 150), (170, 230, 160))


def _cell_xy(x0: int, y0: int, cell: str) -> tuple[int, int]:
    """Top-left pixel of a canvas cell (``F6``) in a forest drawn at (x0, y0)."""
    return x0 + LABEL + COLS.index(cell[0]) * CELL, y0 + HEADER + (int(cell[1:]) - 1) * CELL


# --- cached drawings -----------------------------------------------------------------------


@lru_cache(maxsize=2)
def _canvas(shaded: bool) -> Image.Image:
    """An empty 11 x 11 canvas with its labels (shaded: outside the reachable frame)."""
    img = Image.new("RGB", (FOREST_W, FOREST_W), BG)
    draw = ImageDraw.Draw(img)
    fill, line = (SHADE, SHADE_LINE) if shaded else (FLOOR, GRID)
    for r in range(11):
        for c in range(11):
            x, y = LABEL + c * CELL, LABEL - LABEL + r * CELL
            draw.rectangle((x, y, x + CELL - 1, y + CELL - 1), fill=fill, outline=line)
    for i in range(11):
        paste_text(img, (LABEL + i * CELL + CELL / 2, 11 * CELL + 2), COLS[i], 13, MUTED, "ma")
        paste_text(img, (LABEL - 4, i * CELL + CELL / 2), str(i + 1), 13, MUTED, "rm")
    return img


@lru_cache(maxsize=16)
def _stamp(kind: str) -> Image.Image:
    """One occupied cell: a wisp (colour + letter), a tree (fir), the cat (ready/hidden)."""
    img = Image.new("RGB", (CELL - 1, CELL - 1), FLOOR)
    draw = ImageDraw.Draw(img)
    s = CELL - 1
    if kind == "T":
        draw.rectangle((0, 0, s - 1, s - 1), fill=TREE, outline=TREE_DARK)
        draw.polygon([(s / 2, 4), (s - 7, s - 9), (6, s - 9)], fill=(120, 180, 110))
        draw.rectangle((s / 2 - 2, s - 9, s / 2 + 1, s - 5), fill=(110, 80, 50))
    elif kind in WISP:
        draw.rounded_rectangle((1, 1, s - 2, s - 2), radius=7, fill=WISP[kind],
                               outline=(30, 30, 30))
        paste_text(img, (s / 2, s / 2 + 1), kind, 18, WISP_TEXT[kind], "mm")
    elif kind == "C":
        draw.ellipse((2, 2, s - 3, s - 3), fill=CAT, outline=(20, 20, 20), width=2)
        paste_text(img, (s / 2, s / 2 + 1), "C", 18, (255, 255, 255), "mm")
    else:  # hidden cat
        draw.rectangle((0, 0, s - 1, s - 1), fill=(60, 56, 50))
        dashed_rectangle(draw, (1, 1, s - 2, s - 2), (200, 200, 200), width=1, dash=3, gap=3)
        paste_text(img, (s / 2, s / 2), "c", 16, (190, 190, 190), "mm")
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


POND_C = (125, 125)
SPACE_R, SLOT_R, DOT = 76, 106, 19


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
    paste_text(img, (cx, cy), label("picture.wispwood.pond", locale), 14, (170, 200, 220), "mm")
    for k in range(8):
        a = _angle(k)
        x, y = cx + SPACE_R * math.cos(a), cy + SPACE_R * math.sin(a)
        draw.ellipse((x - DOT, y - DOT, x + DOT, y + DOT), fill=PANEL, outline=MUTED)
        # Slot k+1 lies clockwise after space k+1.
        a = _angle(k + 0.5)
        x, y = cx + SLOT_R * math.cos(a), cy + SLOT_R * math.sin(a)
        _mini_shape(draw, slots[k], x, y - 7, 6)
        paste_text(img, (x, y + 12), slots[k], 13, TEXT, "mm")
    return img


# --- drawing ---------------------------------------------------------------------------------


def _draw_pond(img: Image.Image, view: WispwoodView, locale: str | None = "en") -> None:
    img.paste(_pond_ring(view.slots, locale), (0, 0))
    draw = ImageDraw.Draw(img)
    cx, cy = POND_C
    for k, wisp in enumerate(view.pond):
        a = _angle(k)
        x, y = cx + SPACE_R * math.cos(a), cy + SPACE_R * math.sin(a)
        if wisp == "*":
            draw.ellipse((x - DOT + 3, y - DOT + 3, x + DOT - 3, y + DOT - 3), fill=PHANTOM)
            paste_text(img, (x, y + 1), "*", 20, (255, 255, 255), "mm")
        elif wisp:
            draw.ellipse((x - DOT + 3, y - DOT + 3, x + DOT - 3, y + DOT - 3), fill=WISP[wisp],
                         outline=(20, 20, 20))
            paste_text(img, (x, y + 1), wisp, 17, WISP_TEXT[wisp], "mm")
        # The space number sits inside the ring, toward the centre.
        nx, ny = cx + (SPACE_R - 30) * math.cos(a), cy + (SPACE_R - 30) * math.sin(a)
        paste_text(img, (nx, ny), str(k + 1), 13, TEXT, "mm")


def _draw_cards(img: Image.Image, view: WispwoodView, locale: str | None) -> None:
    y = POND + 4
    for card in view.cards:
        info = CARDS[card]
        rule = label(f"wispwood.card.{card.replace('-', '_')}", locale)
        head = f"{card} {info['name']} {'*' * info['paws']}:"
        paste_text(img, (10, y), head, 14, TEXT)
        x = 10 + text_width(head, 14) + 6
        paste_text(img, (x, y), fit_text(rule, 14, WIDTH - x - 8), 14, MUTED)
        y += 19


def _draw_scoreboard(img: Image.Image, view: WispwoodView, names: Sequence[str],
                     y: int, locale: str | None) -> None:
    """Seat order from the start player: marker, name, cat state, round scores, total."""
    x = POND + 6
    paste_text(img, (x, y), label("picture.wispwood.players", locale), 14, MUTED)
    y += 20
    for k in range(view.seats):
        f = view.forests[(view.start + k) % view.seats]
        mark = ">" if f.seat in view.to_act else " "
        colour = SEAT_COLOURS[f.seat % len(SEAT_COLOURS)]
        paste_text(img, (x, y), mark, 15, AMBER)
        paste_text(img, (x + 12, y), fit_text(_name(names, f.seat), 15, 150), 15, colour)
        rounds = "+".join(str(r) for r in f.round_scores) or "0"
        cat = label("picture.wispwood.cat_ready" if f.ready else "picture.wispwood.cat_hidden",
                    locale)
        paste_text(img, (x + 170, y), fit_text(f"{cat}  {rounds}={f.total}", 14, WIDTH - x - 178),
                   14, TEXT)
        y += 19


def _draw_panel(img: Image.Image, view: WispwoodView, names: Sequence[str],
                locale: str | None = "en") -> None:
    x, y = POND + 6, 8
    facts = label("picture.wispwood.facts", locale, round=view.round, n=view.n,
                  supply=view.supply, discard=len(view.discard))
    paste_text(img, (x, y), fit_text(facts, 15, WIDTH - x - 8), 15, TEXT)
    y += 22
    if view.end_reason:
        line = label("picture.wispwood.over", locale)
    elif view.phase == "cat":
        waiting = ", ".join(_name(names, s) for s in view.to_act)
        line = label("picture.wispwood.cats_may_move", locale, names=waiting)
    else:
        line = label("picture.wispwood.turn", locale, turn=view.turn_number,
                     name=_name(names, view.turn))
        if view.actions:
            line += " (" + ", ".join(view.actions) + ")"
    paste_text(img, (x, y), fit_text(line, 15, WIDTH - x - 12), 15, AMBER)
    y += 22
    if view.solo:
        _draw_solo(img, view.solo, x, y, locale)
        y += 56
    _draw_scoreboard(img, view, names, y + 6, locale)


def _draw_solo(img: Image.Image, solo: SoloView, x: int, y: int,
               locale: str | None = "en") -> None:
    values = " ".join(f"{w}={v}" for w, v in solo.values)
    got = " ".join(f"{w}{n}" for w, n in solo.collection)
    rounds = "+".join(str(s) for s in solo.scores) or "-"
    width = WIDTH - x - 8
    level = label(f"picture.wispwood.level.{solo.level}", locale)
    paste_text(img, (x, y), fit_text(label("picture.wispwood.phantom", locale, level=level,
                                           values=values), 14, width), 14, PHANTOM)
    paste_text(img, (x, y + 18), fit_text(label(
        "picture.wispwood.collected", locale, got=got or "-", tokens=solo.tokens_left), 14,
        width), 14, PHANTOM)
    paste_text(img, (x, y + 36), label("picture.wispwood.score", locale, rounds=rounds,
                                       total=solo.total), 14, PHANTOM)


def _name(names: Sequence[str], seat: int | None) -> str:
    """The drawable name of a seat (``names`` come from :func:`picture_names`)."""
    return "-" if seat is None else names[seat]


def _draw_forest(img: Image.Image, f: ForestView, view: WispwoodView, names: Sequence[str],
                 x0: int, y0: int, locale: str | None = "en") -> None:
    img.paste(_canvas(True), (x0, y0 + HEADER))
    c0, c1 = COLS.index(f.frame[0]), COLS.index(f.frame[1])
    box = (LABEL + c0 * CELL, (f.frame[2] - 1) * CELL, LABEL + (c1 + 1) * CELL,
           f.frame[3] * CELL)
    img.paste(_canvas(False).crop(box), (x0 + box[0], y0 + HEADER + box[1]))
    for cell, kind in f.cells:
        px, py = _cell_xy(x0, y0, cell)
        stamp = _stamp(kind if kind != "C" or f.ready else "c")
        img.paste(stamp, (px, py))
    draw = ImageDraw.Draw(img)
    for cell in f.last:
        px, py = _cell_xy(x0, y0, cell)
        draw.rectangle((px - 1, py - 1, px + CELL - 1, py + CELL - 1), outline=AMBER, width=3)
    bx0, by0 = _cell_xy(x0, y0, f"{f.box[0]}{f.box[2]}")
    bx1, by1 = _cell_xy(x0, y0, f"{f.box[1]}{f.box[3]}")
    draw.rectangle((bx0 - 2, by0 - 2, bx1 + CELL, by1 + CELL), outline=BOX, width=2)
    # Header: name (with markers), then the facts of the forest.
    colour = SEAT_COLOURS[f.seat % len(SEAT_COLOURS)]
    marks = []
    if f.seat == view.start:
        marks.append(label("picture.wispwood.mark.start", locale))
    if f.seat in view.to_act:
        marks.append(label("picture.wispwood.mark.to_act" if view.phase == "turn"
                           else "picture.wispwood.mark.choosing", locale))
    if f.resigned:
        marks.append(label("picture.wispwood.mark.resigned", locale))
    title = _name(names, f.seat) + (f"  [{', '.join(marks)}]" if marks else "")
    paste_text(img, (x0 + 2, y0 + 2), fit_text(title, 16, FOREST_W - 4), 16, colour)
    rounds = "+".join(str(r) for r in f.round_scores) or "0"
    cat = label("picture.wispwood.cat_ready" if f.ready else "picture.wispwood.cat_hidden",
                locale)
    facts = label("picture.wispwood.forest_full" if f.full else "picture.wispwood.forest",
                  locale, n=view.n, filled=f.filled, size=view.n * view.n, cat=cat,
                  rounds=rounds, total=f.total)
    paste_text(img, (x0 + 2, y0 + 22), fit_text(facts, 14, FOREST_W - 4), 14, TEXT)


def height(seats: int) -> int:
    """Picture height for a number of forests."""
    rows = 1 if seats <= 2 else 2
    return TOP + rows * FOREST_H + 8


def render_image(view: WispwoodView, names: Sequence[str], locale: str | None = "en",
                 usernames: Sequence[str] | None = None) -> Image.Image:
    """The picture as a Pillow image (for tests and previews); see :func:`render`."""
    names = picture_names(names, usernames, view.seats, locale)
    img = Image.new("RGB", (WIDTH, height(view.seats)), BG)
    _draw_pond(img, view, locale)
    _draw_cards(img, view, locale)
    _draw_panel(img, view, names, locale)
    for i, forest in enumerate(view.forests):
        col, row = i % 2, i // 2
        x0 = GAP + col * (FOREST_W + GAP)
        if view.seats == 1:
            x0 = (WIDTH - FOREST_W) // 2
        _draw_forest(img, forest, view, names, x0, TOP + row * FOREST_H, locale)
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


#: a forest picture is drawn at this scale: 2 x 304 px keeps it sharp at Discord's ~500 px.
FOREST_SCALE = 2
GHOST = (255, 255, 255)


def _draw_ghost(img: Image.Image, x0: int, y0: int, cells: Sequence[str],
                wisp: str | None, wisp_type: str | None) -> None:
    """Candidate tiles, not yet placed: tree cells hatched, the wisp cell with its letter,
    each in a thick dashed frame, so the preview reads without colour too."""
    draw = ImageDraw.Draw(img)
    for cell in cells:
        px, py = _cell_xy(x0, y0, cell)
        if cell == wisp and wisp_type in WISP:
            img.paste(_stamp(wisp_type), (px, py))
        else:
            draw.rectangle((px, py, px + CELL - 2, py + CELL - 2), fill=(120, 170, 110))
            for k in range(-CELL, CELL, 6):  # diagonal hatching: "planned tree"
                draw.line((px + max(0, k), py + max(0, -k), px + min(CELL - 2, CELL - 2 + k),
                           py + min(CELL - 2, CELL - 2 - k)), fill=TREE_DARK, width=1)
        dashed_rectangle(draw, (px, py, px + CELL - 2, py + CELL - 2), GHOST, width=2,
                         dash=4, gap=3)


def render_forest(view: WispwoodView, seat: int, names: Sequence[str],
                  ghost: Sequence[str] = (), wisp: str | None = None,
                  wisp_type: str | None = None, locale: str | None = "en",
                  usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of one forest, enlarged (608 px wide); ``ghost`` cells are a placement
    being built (the builder's preview), ``wisp`` its wisp cell of type ``wisp_type``.
    Names and labels as in :func:`render`.

    Only the public view is drawn, and the ghost comes from the seat's own choice."""
    names = picture_names(names, usernames, view.seats, locale)
    forest = view.forests[seat]
    img = Image.new("RGB", (FOREST_W + 8, FOREST_H), BG)
    _draw_forest(img, forest, view, names, 4, 0, locale)
    if ghost:
        _draw_ghost(img, 4, 0, ghost, wisp, wisp_type)
    big = img.resize((img.width * FOREST_SCALE, img.height * FOREST_SCALE), Image.NEAREST)
    return palette_png(big, palette(), compress_level=3)


def render(view: WispwoodView, names: Sequence[str], locale: str | None = "en",
           usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``view``; ``names[seat]`` is the display name of that seat, drawn as
    :func:`render.common.picture_name` says (``usernames[seat]`` is its fallback).

    Deterministic: the same view, names and locale always give the same bytes.
    """
    return palette_png(render_image(view, names, locale, usernames), palette(),
                       compress_level=3)
