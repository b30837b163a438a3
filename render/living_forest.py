"""Picture of a Living Forest table (spec §7.4), drawn for a phone: a view in, PNG bytes out.

The picture is 600 px wide (a phone shows it about 500 px wide), and no text is drawn
smaller than 14 px, so every word reads as at least 11 px there. From the top:

* the round, the phase and whose action turn it is, by name;
* the animal market: 3 rows of 4 cards (slot, social coin, cost badge in the level colour,
  name wrapped on two lines, elements as icons with signed numbers, the repeat ``2×att`` or
  bonus ``+att`` mark of Kodama animals), and the cards left in each stack;
* the Circle of Spirits (each rock's bonus as an icon, figures as discs in their Spirit
  colour carrying their position number, Onibi as a flame, the centre's Fire tiles with their
  values and the fire power) beside the supplies, the victory targets and the Kodama stacks;
* the tree dispenser: id, copies left, cost and bonus of every tree type;
* one compact board per player: position disc, name, status, Sacred Tree, rock; the forest
  grid (tree id and bonus in each planted space, corner bonuses while empty, completed lines
  framed thickly); the three victory counts against their targets with their breakdown; the
  element totals, kodama count, ``N`` and actions; victory tiles (kind icon on the colour of
  the Spirit they came from, with that player's position number), Fire tiles with their
  values, Fragments, Element tiles; draw and discard piles; the help line as small cards;
* at the end, the result by name with each player's sum; then one legend of the icons.

Icons are shapes, never colour alone: the five elements are a sun, a drop, a leaf, a swirl
and a flower; a rock's bonus action is the icon of the element it spends. Every word is a
catalog text in the post's language (``picture.living_forest.*``, card, Spirit and condition
names from the game's catalog). Names are drawn whole when they fit and otherwise shortened
with the shared rule (:func:`render.common.fit_text`); card names wrap; numbers are never
shortened. Only the view is read, so nothing hidden can be drawn: during the animal phase a
help line is drawn only in that seat's own board of its own (ephemeral) picture.
``render_board`` draws one player's board alone, enlarged (``/game board player:``).

Speed: the picture is a stack of full-width strips (header, market, circle and supplies, tree
dispenser, one per board, result and legend; :func:`bands`), each keyed by the part of the
view it shows. A strip is drawn, mapped onto the fixed palette and deflated once per key and
kept (a byte-bounded cache); a picture joins its strips' deflate streams into one PNG. A move
usually changes the header and one or two boards, so the rest costs nothing.
"""

from __future__ import annotations

import math
import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache, partial
from typing import NamedTuple

from PIL import Image, ImageDraw

from render.common import (
    COMPRESS_LEVEL,
    fit_text,
    label,
    palette_png,
    paste_text,
    picture_names,
    rounded_box,
    text_width,
)
from rules.living_forest.data import TREES
from rules.living_forest.view import KodamaStackView, LivingForestView, PlayerView, card_info

P = "picture.living_forest."

WIDTH = 600
PAD = 6
#: text sizes: nothing below SMALL (11 px at 500 px wide is 13.2 px at 600)
SMALL, BODY, BIG = 14, 15, 17
BG = (26, 34, 28)
PANEL = (40, 52, 42)
PANEL_HI = (56, 72, 56)
INK = (240, 242, 234)
MUTED = (178, 190, 170)
GOLD = (250, 206, 80)
FIRE = (230, 90, 36)
FIRE_DARK = (70, 20, 0)
STONE = (112, 118, 108)
CARD = (234, 228, 208)
CARD_INK = (28, 28, 24)
CARD_MUTED = (96, 94, 84)
MARK = (140, 40, 20)
LEVEL = {1: (250, 250, 250), 2: (246, 200, 40), 3: (226, 96, 60)}
SPIRIT = {"winter": (120, 180, 255), "spring": (92, 196, 96), "summer": (252, 222, 90),
          "autumn": (200, 88, 40)}
ELEMENTS = ("sun", "water", "plant", "wind", "flower")
EL_COLOUR = {"sun": (252, 200, 40), "water": (50, 110, 230), "plant": (40, 150, 60),
             "wind": (130, 150, 180), "flower": (255, 170, 230)}
FRAGMENT = (170, 130, 250)
KODAMA = (244, 244, 236)
TREE_GREEN = (58, 140, 66)
TRUNK = (120, 80, 40)
CELL_EMPTY = (32, 40, 34)
CELL_TREE = (66, 112, 64)
CELL_LINE = (96, 110, 96)

#: colour groups players must tell apart (each also carries a letter, number or shape)
CVD_GROUPS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "spirits": tuple(SPIRIT.values()),
    "levels": tuple(LEVEL.values()),
    "elements": tuple(EL_COLOUR.values()),
}

ROCK_BONUS = ("plant", "fragment", "attract", "fragment", "extinguish", "fragment",
              "plant", "fragment", "attract", "fragment", "extinguish", "fragment")
STONES = (3, 9)
#: the icon of each action: the element it spends (a rock's bonus, a card's mark)
ACTION_ICON = {"plant": "plant", "attract": "sun", "extinguish": "water", "move": "wind",
               "call": "kodama", "fragment": "fragment", "att": "sun", "ext": "water",
               "call_kodama": "kodama", "frag": "fragment"}
#: corner bonuses while their space is empty: (text before the icon, icon)
CORNERS = {"A1": ("+", "sun"), "A5": ("2", "fragment"), "C1": ("2", "fragment"),
           "C5": ("+", "water")}
LINES = {"col0": ("A0", "B0", "C0"), "col2": ("A2", "B2", "C2"), "col3": ("A3", "B3", "C3"),
         "col4": ("A4", "B4", "C4"), "rowB": ("B1", "B2", "B3", "B4", "B5")}

# Pillow loads its file-format plugins on the first save (~40 ms): at import, not on the first
# picture after a start.
Image.preinit()

Draw = ImageDraw.ImageDraw
Op = Callable[[Image.Image, Draw], None]


def card_name(card: str, locale: str | None) -> str:
    """A card's name in ``locale`` (the game catalog's ``living_forest.card.<id>``)."""
    return label(f"living_forest.card.{card}", locale)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else str(seat + 1)


# --- icons -----------------------------------------------------------------------------------

ICON = 14  # icon size beside text


def icon(image: Image.Image, kind: str, x: float, y: float, s: int = ICON) -> None:
    """Paste icon ``kind`` in the ``s``-px square at ``(x, y)`` (top left); shapes, not only
    colours, tell them apart."""
    sprite = _sprite(kind, s)
    image.paste(sprite, (round(x), round(y)), sprite)


@lru_cache(maxsize=64)
def _sprite(kind: str, s: int) -> Image.Image:
    """Icon ``kind`` drawn once on a transparent ``s``-px square (pasting is cheaper than
    drawing its shapes again)."""
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    _draw_icon(ImageDraw.Draw(image), kind, 0, 0, s)
    return image


def _draw_icon(draw: Draw, kind: str, x: float, y: float, s: int) -> None:
    r = s / 2
    cx, cy = x + r, y + r
    if kind == "sun":
        for k in range(8):
            a = k * math.pi / 4
            draw.line((cx + 0.55 * r * math.cos(a), cy + 0.55 * r * math.sin(a),
                       cx + r * math.cos(a), cy + r * math.sin(a)), fill=EL_COLOUR["sun"],
                      width=2)
        q = 0.55 * r
        draw.ellipse((cx - q, cy - q, cx + q, cy + q), fill=EL_COLOUR["sun"])
    elif kind == "water":
        q = 0.62 * r
        draw.polygon([(cx, y), (cx - q, cy + 0.2 * r), (cx + q, cy + 0.2 * r)],
                     fill=EL_COLOUR["water"])
        draw.ellipse((cx - q, cy + r - 2 * q, cx + q, cy + r), fill=EL_COLOUR["water"])
    elif kind == "plant":
        draw.polygon([(x + 1, y + s - 1), (x + 0.2 * s, y + 0.35 * s), (x + s - 1, y + 1),
                      (x + 0.65 * s, y + 0.8 * s)], fill=EL_COLOUR["plant"])
        draw.line((x + 1, y + s - 1, x + 0.6 * s, y + 0.4 * s), fill=(20, 70, 20), width=1)
    elif kind == "wind":
        draw.arc((x, y + 1, x + s - 1, y + s - 1), 200, 520, fill=EL_COLOUR["wind"], width=2)
        draw.arc((cx - 0.45 * r, cy - 0.35 * r, cx + 0.45 * r, cy + 0.55 * r), 0, 250,
                 fill=EL_COLOUR["wind"], width=2)
    elif kind == "flower":
        q = 0.36 * r
        for k in range(5):
            a = -math.pi / 2 + k * 2 * math.pi / 5
            px, py = cx + 0.6 * r * math.cos(a), cy + 0.6 * r * math.sin(a)
            draw.ellipse((px - q, py - q, px + q, py + q), fill=EL_COLOUR["flower"])
        draw.ellipse((cx - 0.25 * r, cy - 0.25 * r, cx + 0.25 * r, cy + 0.25 * r),
                     fill=EL_COLOUR["sun"])
    elif kind == "kodama":
        draw.ellipse((x + 1, y, x + s - 1, y + s - 1), fill=KODAMA, outline=CARD_INK)
        e = max(1, s // 7)
        for ex in (cx - 0.35 * r, cx + 0.35 * r):
            draw.ellipse((ex - e, cy - e, ex + e, cy + e), fill=CARD_INK)
    elif kind == "fragment":
        draw.polygon([(cx, y), (x + s - 2, cy), (cx, y + s - 1), (x + 2, cy)], fill=FRAGMENT,
                     outline=(60, 30, 110))
    elif kind == "fire":
        draw.rectangle((x + 1, y + 1, x + s - 2, y + s - 2), fill=FIRE, outline=FIRE_DARK)
        draw.polygon([(cx, y + 3), (cx - 0.4 * r, y + s - 4), (cx + 0.4 * r, y + s - 4)],
                     fill=GOLD)
    elif kind in ("tree", "sacred"):
        green = GOLD if kind == "sacred" else (96, 200, 100)
        draw.rectangle((cx - 1, y + 0.7 * s, cx + 1, y + s - 1), fill=TRUNK)
        draw.polygon([(cx, y), (x + 1, y + 0.78 * s), (x + s - 1, y + 0.78 * s)], fill=green)
    elif kind == "varan":
        draw.rounded_rectangle((x + 2, y, x + s - 2, y + s - 1), 2, fill=(150, 40, 30),
                               outline=(250, 150, 120))
        draw.ellipse((cx - 2, y + 2, cx + 2, y + 6), fill=(10, 10, 10))
    elif kind == "element_tile":
        draw.rectangle((x + 1, y + 1, x + s - 2, y + s - 2), fill=(200, 170, 110),
                       outline=CARD_INK)
        draw.line((cx, y + 3, cx, y + s - 4), fill=CARD_INK, width=2)
        draw.line((x + 3, cy, x + s - 4, cy), fill=CARD_INK, width=2)
    elif kind == "draw_pile":
        for k in (2, 0):
            draw.rectangle((x + 1 + k, y + 2 - k, x + s - 4 + k, y + s - 1 - k),
                           fill=(70, 90, 150), outline=INK)
    elif kind == "discard":
        draw.rectangle((x + 2, y + 1, x + s - 3, y + s - 1), fill=CARD, outline=MUTED)
        draw.line((x + 4, cy, x + s - 5, cy), fill=CARD_MUTED)
    elif kind in ("solitary", "gregarious"):
        solo = kind == "solitary"
        draw.ellipse((x + 1, y + 1, x + s - 2, y + s - 2),
                     fill=(16, 16, 16) if solo else (252, 252, 252),
                     outline=(200, 200, 200) if solo else (40, 40, 40), width=2)
    elif kind == "onibi":
        draw.polygon([(cx, y), (x + 1, y + s - 1), (x + s - 1, y + s - 1)], fill=FIRE,
                     outline=(10, 10, 10))


# --- small layout helpers ---------------------------------------------------------------------


def chip_width(text: str, size: int = BODY, bold: bool = False, has_icon: bool = True) -> float:
    """Width of an icon followed by ``text``."""
    return (ICON + 3 if has_icon else 0) + (text_width(text, size, bold) if text else 0)


def chip(image: Image.Image, draw: Draw, x: float, y: float, kind: str | None, text: str,
         size: int = BODY, fill: tuple[int, int, int] = INK, bold: bool = False,
         box: tuple[float, float, float, float] | None = None) -> float:
    """Icon ``kind`` then ``text``, vertically centred on ``y``; returns the width used."""
    w = 0.0
    if kind:
        icon(image, kind, x, y - ICON / 2)
        w = ICON + 3
    if text:
        paste_text(image, (x + w, y), text, size, fill, anchor="lm", bold=bold, box=box)
        w += text_width(text, size, bold)
    return w


def values_width(values: Sequence[int], size: int = SMALL) -> float:
    """Width of the non-zero elements drawn as icons with numbers."""
    return sum(chip_width(str(v), size) + 5 for v in values if v) - (5 if any(values) else 0)


def draw_values(image: Image.Image, draw: Draw, x: float, y: float, values: Sequence[int],
                size: int = SMALL, fill: tuple[int, int, int] = INK) -> float:
    """The non-zero elements of ``values`` as icon + signed number; returns the width."""
    start = x
    for e, v in zip(ELEMENTS, values, strict=True):
        if v:
            x += chip(image, draw, x, y, e, str(v), size, fill) + 5
    return max(0.0, x - start - 5)


def wrap(text: str, size: int, width: float, lines: int, bold: bool = False) -> list[str]:
    """``text`` in at most ``lines`` lines of ``width`` px, broken between words; only a
    word wider than a whole line is shortened (shared rule)."""
    out: list[str] = []
    current = ""
    for word in text.split():
        attempt = f"{current} {word}" if current else word
        if text_width(attempt, size, bold) <= width or not current:
            current = attempt
        else:
            out.append(current)
            current = word
    out.append(current)
    if len(out) > lines:
        out = out[:lines - 1] + [" ".join(out[lines - 1:])]
    return [fit_text(line, size, width, bold) for line in out]


class Flow:
    """Items laid out left to right, wrapping to a new line at ``x1``: first measured, then
    drawn (so a panel knows its height before anything is drawn on it)."""

    def __init__(self, x0: float, x1: float, y: float, line_h: int, gap: float = 10) -> None:
        self.x0, self.x1, self.line_h, self.gap = x0, x1, line_h, gap
        self.x, self.y = x0, y
        self.ops: list[Op] = []

    def add(self, width: float, draw_at: Callable[[Image.Image, Draw, float, float], None],
            ) -> None:
        """Place an item ``width`` px wide; ``draw_at(image, draw, x, y_middle)`` draws it."""
        width = min(width, self.x1 - self.x0)
        if self.x > self.x0 and self.x + width > self.x1:
            self.newline()
        x, y = self.x, self.y + self.line_h / 2
        self.ops.append(lambda im, d: draw_at(im, d, x, y))
        self.x += width + self.gap

    def newline(self) -> None:
        """Start a new line (if the current one holds anything)."""
        if self.x > self.x0:
            self.x = self.x0
            self.y += self.line_h

    def bottom(self) -> float:
        """The y below the last line."""
        return self.y + (self.line_h if self.x > self.x0 else 0)

    def draw(self, image: Image.Image, draw: Draw) -> None:
        """Draw every placed item."""
        for op in self.ops:
            op(image, draw)


def add_chip(flow: Flow, kind: str | None, text: str, size: int = BODY,
             fill: tuple[int, int, int] = INK, bold: bool = False) -> None:
    """An icon and a text as one flow item."""
    width = chip_width(text, size, bold, kind is not None)
    flow.add(width, lambda im, d, x, y: chip(im, d, x, y, kind, text, size, fill, bold))


def disc(image: Image.Image, draw: Draw, x: float, y: float, spirit: str, position: int,
         r: int = 10) -> None:
    """A figure: a disc in the Spirit's colour with its position number, centred on x, y."""
    draw.ellipse((x - r, y - r, x + r, y + r), fill=SPIRIT[spirit], outline=(10, 10, 10),
                 width=2)
    paste_text(image, (x, y), str(position), SMALL if r < 12 else BODY, CARD_INK,
               anchor="mm", bold=True)


# --- header ------------------------------------------------------------------------------------


HEADER_H = 34


def _title(view: LivingForestView, names: Sequence[str], locale: str | None) -> str:
    """The header line: round, phase and whose action turn it is, fitted to the width."""
    if view.phase == "over":
        title = label(P + "title_over", locale, round=view.round)
    elif view.phase == "animal":
        title = label(P + "title_animal", locale, round=view.round)
    else:
        t = view.turn
        left = max(0, t.actions - t.basic_used) if t else 0
        plain = label(P + "title_action", locale, round=view.round, name="", left=left)
        name = fit_text(_name(names, t.seat), BIG, WIDTH - 2 * PAD - 30
                        - text_width(plain, BIG, True), True) if t else "-"
        title = label(P + "title_action", locale, round=view.round, name=name, left=left)
    return fit_text(title, BIG, WIDTH - 2 * PAD - 4, True)


def _header(image: Image.Image, title: str) -> None:
    paste_text(image, (PAD + 2, HEADER_H // 2), title, BIG, INK, anchor="lm", bold=True)


# --- market ------------------------------------------------------------------------------------

CARD_W = (WIDTH - 2 * PAD - 3 * 4) // 4
CARD_H = 76


@lru_cache(maxsize=512)
def _card_image(slot: str, card: str | None, locale: str | None) -> Image.Image:
    """One market slot drawn once (cards and empty slots repeat from picture to picture)."""
    image = Image.new("RGB", (CARD_W, CARD_H), BG)
    draw = ImageDraw.Draw(image)
    box = (0, 0, CARD_W, CARD_H)
    if card is None:
        draw.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 6, outline=MUTED, width=1)
        paste_text(image, (6, 4), slot, SMALL, MUTED, box=box)
        paste_text(image, (CARD_W / 2, CARD_H / 2), label(P + "empty", locale), SMALL, MUTED,
                   anchor="mm", box=box)
        return image
    info = card_info(card)
    level = info["level"] or 1
    rounded_box(draw, (0, 0, CARD_W - 1, CARD_H - 1), 6, fill=CARD, outline=LEVEL[level],
                width=3)
    paste_text(image, (6, 13), slot, SMALL, CARD_MUTED, anchor="lm", bold=True, box=box)
    x = 8 + text_width(slot, SMALL, True)
    if info["symbol"] != "none":
        icon(image, info["symbol"], x, 6)
        x += ICON + 4
    mark = f"2×{info['repeat']}" if info["repeat"] else (f"+{info['bonus']}"
                                                          if info["bonus"] else "")
    if mark:
        paste_text(image, (x, 13), mark, SMALL, MARK, anchor="lm", bold=True, box=box)
    # The cost badge: a disc in the level colour with the sun cost on it.
    draw.ellipse((CARD_W - 29, 3, CARD_W - 5, 27), fill=LEVEL[level], outline=CARD_INK)
    paste_text(image, (CARD_W - 17, 15), str(info["cost"]), SMALL, CARD_INK, anchor="mm",
               bold=True, box=box)
    for i, line in enumerate(wrap(card_name(card, locale), BODY, CARD_W - 12, 2)):
        paste_text(image, (6, 37 + i * 17), line, BODY, CARD_INK, anchor="lm", box=box)
    values = info["elements"]
    if values_width(values) <= CARD_W - 12:
        draw_values(image, draw, 6, CARD_H - 12, values, SMALL, CARD_INK)
    else:
        # Only a one-line name leaves room: the values take its second line too.
        split = [v if i < 3 else 0 for i, v in enumerate(values)]
        draw_values(image, draw, 6, CARD_H - 29, split, SMALL, CARD_INK)
        draw_values(image, draw, 6, CARD_H - 12, [v - w for v, w in zip(values, split,
                                                                       strict=True)],
                    SMALL, CARD_INK)
    return image


def _market(image: Image.Image, view: LivingForestView, top: int,
            locale: str | None) -> int:
    for i, card in enumerate(view.market):
        row, col = divmod(i, 4)
        image.paste(_card_image(f"{row + 1}{'abcd'[col]}", card, locale),
                    (PAD + col * (CARD_W + 4), top + row * (CARD_H + 4)))
    y = top + 3 * (CARD_H + 4) + 10
    sizes = "  ".join(f"{i + 1}: {n}" for i, n in enumerate(view.stack_sizes))
    paste_text(image, (PAD + 2, y), label(P + "cards_left", locale, sizes=sizes), SMALL,
               MUTED, anchor="lm")
    return y + 12


# --- circle, supplies, Kodama ------------------------------------------------------------------

CIRCLE = 240
RADIUS = 88


def _rock_xy(rock: int, cx: float, cy: float, radius: float = RADIUS) -> tuple[float, float]:
    angle = -math.pi / 2 + rock * math.pi / 6
    return cx + radius * math.cos(angle), cy + radius * math.sin(angle)


@lru_cache(maxsize=4)
def _circle_base(kodama: bool) -> Image.Image:
    """The empty Circle of Spirits: rocks with their bonus icon and their names."""
    image = Image.new("RGB", (CIRCLE, CIRCLE), BG)
    draw = ImageDraw.Draw(image)
    rounded_box(draw, (0, 0, CIRCLE - 1, CIRCLE - 1), 10, fill=PANEL)
    c = CIRCLE / 2
    for rock in range(12):
        x, y = _rock_xy(rock, c, c)
        stone = kodama and rock in STONES
        draw.ellipse((x - 17, y - 17, x + 17, y + 17), fill=(84, 84, 80) if stone else STONE,
                     outline=INK if stone else (60, 62, 58), width=2)
        icon(image, "kodama" if stone else ACTION_ICON[ROCK_BONUS[rock]], x - 9, y - 9, 18)
    for rock in (0, 3, 6, 9):
        x, y = _rock_xy(rock, c, c, RADIUS - 30)
        paste_text(image, (x, y), f"R{rock}", SMALL, MUTED, anchor="mm")
    return image


def _circle(image: Image.Image, draw: Draw, view: LivingForestView, top: int,
            locale: str | None) -> None:
    image.paste(_circle_base(view.kodama), (PAD, top))
    cx, cy = PAD + CIRCLE / 2, top + CIRCLE / 2
    figures = {p.rock: p for p in view.players if p.rock is not None and not p.resigned}
    for rock in range(12):
        x, y = _rock_xy(rock, cx, cy)
        fig = figures.get(rock)
        if fig is not None:
            disc(image, draw, x, y, fig.spirit, fig.position, 13)
        elif view.onibi == rock:
            icon(image, "onibi", x - 13, y - 13, 26)
            paste_text(image, (x, y + 4), "O", SMALL, INK, anchor="mm", bold=True)
    # The centre: Fire tiles (value written on each) and the fire power.
    tiles = view.centre
    for i, value in enumerate(tiles):
        row, col = divmod(i, 4)
        n = min(4, len(tiles) - row * 4)
        x = cx - n * 14 + col * 28
        y = cy - 34 + row * 29
        draw.rectangle((x + 1, y, x + 26, y + 25), fill=FIRE, outline=FIRE_DARK)
        paste_text(image, (x + 13.5, y + 13), str(value), BODY, INK, anchor="mm", bold=True,
                   stroke=1, stroke_fill=FIRE_DARK)
    text = label(P + "fire", locale, power=view.fire_power) if tiles \
        else label(P + "no_fire", locale)
    paste_text(image, (cx, cy + 40), fit_text(text, BODY, 2 * RADIUS - 44, True), BODY,
               GOLD if tiles else MUTED, anchor="mm", bold=True)


def _side(view: LivingForestView, top: int, locale: str | None) -> tuple[float, list[Op]]:
    """Supplies, targets and the Kodama stacks beside the circle: their bottom and the
    drawing operations."""
    x0, x1 = PAD + CIRCLE + 8, WIDTH - PAD
    flow = Flow(x0, x1, top, 24, 12)
    add_chip(flow, "varan", str(view.varans))
    add_chip(flow, "fragment", str(view.frag_supply))
    if view.kodama:
        add_chip(flow, "element_tile", str(view.elem_supply))
    sacred = view.players[view.sacred]
    flow.add(ICON + 3 + 20, lambda im, d, x, y: (
        icon(im, "sacred", x, y - ICON / 2), disc(im, d, x + ICON + 13, y, sacred.spirit,
                                                 sacred.position)))
    flow.newline()
    targets = dict(view.targets)
    word = label(P + "target_word", locale)
    flow.add(text_width(word, SMALL), lambda im, d, x, y: paste_text(
        im, (x, y), word, SMALL, MUTED, anchor="lm"))
    for kind in ("tree", "fire", "flower"):
        add_chip(flow, kind, str(targets[kind]), BODY, INK, True)
    flow.newline()
    ops: list[Op] = [flow.draw]
    y = flow.bottom() + 4
    for st in view.kodama_stacks:
        y = _kodama_stack(ops, st, x0, x1, y, locale) + 4
    return y, ops


def _kodama_stack(ops: list[Op], st: KodamaStackView, x0: float, x1: float, y: float,
                  locale: str | None) -> float:
    """One Kodama stack (letter, guarded condition and its target, cards left, top card)
    added to ``ops``; returns its bottom."""
    flow = Flow(x0 + 6, x1 - 6, y + 2, 22, 8)
    letter = st.letter
    flow.add(text_width(letter, BODY, True) + 4, lambda im, d, x, yy: paste_text(
        im, (x, yy), letter, BODY, GOLD, anchor="lm", bold=True))
    add_chip(flow, st.guards, f"{st.target}", BODY, INK, True)
    add_chip(flow, "kodama", f"×{st.size}", SMALL, MUTED)
    if st.top is None:
        word = label(P + "empty", locale)
        flow.add(text_width(word, SMALL), lambda im, d, x, yy: paste_text(
            im, (x, yy), word, SMALL, MUTED, anchor="lm"))
    else:
        info = card_info(st.top)
        name = fit_text(card_name(st.top, locale), SMALL, x1 - x0 - 12)
        flow.add(text_width(name, SMALL), lambda im, d, x, yy: paste_text(
            im, (x, yy), name, SMALL, INK, anchor="lm"))
        add_chip(flow, "flower", str(info["cost"]), SMALL, GOLD, True)
        vals = info["elements"]
        if any(vals):
            flow.add(values_width(vals), lambda im, d, x, yy: draw_values(im, d, x, yy, vals))
    h = flow.bottom() - y + 2
    ops.append(lambda im, d: rounded_box(d, (x0, y, x1, y + h), 6, fill=PANEL))
    ops.append(flow.draw)
    return y + h


# --- tree dispenser ----------------------------------------------------------------------------


def _tree_bonus(tree: str, compact: bool = False) -> tuple[str | None, str]:
    """A tree's bonus as (icon, text): ``(sun, 2)``, ``(sun, ×K)`` (``K`` when ``compact``:
    one per kodama symbol), ``(kodama, 1)``..."""
    t = TREES[tree]
    if t.repeat:
        return None, "»=»"
    if t.per_kodama is not None:
        return ELEMENTS[t.per_kodama], "K" if compact else "×K"
    if t.kodama:
        return "kodama", str(t.kodama)
    for e, v in zip(ELEMENTS, t.elements, strict=True):
        if v:
            return e, str(v)
    return None, ""


TILE_H = 40


@lru_cache(maxsize=512)
def _tree_tile(tree: str, copies: int, w: int) -> Image.Image:
    """One dispenser tile: id, copies left, cost in plants and bonus."""
    image = Image.new("RGB", (w, TILE_H), BG)
    draw = ImageDraw.Draw(image)
    box = (0, 0, w, TILE_H)
    rounded_box(draw, (0, 0, w - 3, TILE_H - 1), 5, fill=PANEL_HI if copies else PANEL)
    paste_text(image, (4, 11), tree, BODY, INK if copies else MUTED, anchor="lm", bold=True,
               box=box)
    paste_text(image, (w - 6, 11), f"×{copies}", SMALL, GOLD if copies else MUTED,
               anchor="rm", box=box)
    x = 4 + chip(image, draw, 4, TILE_H - 12, "plant", str(TREES[tree].cost), SMALL, MUTED, box=box)
    kind, text = _tree_bonus(tree)
    right = chip_width(text, SMALL, False, kind is not None)
    chip(image, draw, max(x + 4, w - 6 - right), TILE_H - 12, kind, text, SMALL, INK, box=box)
    return image


def _trees(image: Image.Image, view: LivingForestView, top: int) -> int:
    per_row = 6
    w = (WIDTH - 2 * PAD + 3) // per_row
    for i, (tree, copies) in enumerate(view.trees):
        row, col = divmod(i, per_row)
        image.paste(_tree_tile(tree, copies, w), (PAD + col * w, top + row * (TILE_H + 2)))
    rows = (len(view.trees) + per_row - 1) // per_row
    return top + rows * (TILE_H + 2)


# --- player boards -----------------------------------------------------------------------------

CELL = 34
GRID_LABEL = 16


@lru_cache(maxsize=256)
def _forest_image(forest: tuple[tuple[str, str], ...], lines: tuple[str, ...], kodama: bool,
                  back: tuple[int, int, int]) -> Image.Image:
    """A forest grid with tree ids and bonuses, drawn once per distinct forest."""
    cols = range(0, 6) if kodama else range(1, 6)
    image = Image.new("RGB", (GRID_LABEL + len(cols) * CELL, GRID_LABEL + 3 * CELL), back)
    draw = ImageDraw.Draw(image)
    trees = dict(forest)
    lit = {space for line in lines for space in LINES.get(line, ())}
    for ci, c in enumerate(cols):
        paste_text(image, (GRID_LABEL + ci * CELL + CELL / 2, 7), str(c), SMALL, MUTED,
                   anchor="mm")
    for ri, r in enumerate("ABC"):
        paste_text(image, (7, GRID_LABEL + ri * CELL + CELL / 2), r, SMALL, MUTED,
                   anchor="mm")
        for ci, c in enumerate(cols):
            space = f"{r}{c}"
            x, y = GRID_LABEL + ci * CELL, GRID_LABEL + ri * CELL
            cell = (x, y, x + CELL - 2, y + CELL - 2)
            tree = "start" if space == "B3" else trees.get(space)
            draw.rectangle(cell, fill=CELL_TREE if tree else CELL_EMPTY,
                           outline=GOLD if space in lit else CELL_LINE,
                           width=3 if space in lit else 1)
            box = (x + 1, y + 1, x + CELL - 3, y + CELL - 3)
            mid = x + (CELL - 2) / 2
            if tree == "start":
                icon(image, "tree", mid - 10, y + 6, 20)
            elif tree:
                # Bold where it fits: K10 and K11 are too wide for a cell in bold.
                bold = text_width(tree, SMALL, True) <= CELL - 6
                paste_text(image, (mid, y + 10), tree, SMALL, INK, anchor="mm", bold=bold,
                           box=box)
                kind, text = _tree_bonus(tree, compact=True)
                w = chip_width(text, SMALL, False, kind is not None)
                chip(image, draw, mid - w / 2, y + 24, kind, text, SMALL, INK, box=box)
            elif space in CORNERS:
                text, kind = CORNERS[space]
                w = chip_width(text, SMALL)
                chip(image, draw, mid - w / 2, y + CELL / 2 - 1, kind, text, SMALL, MUTED,
                     box=box)
    return image


HELP_H = 40


@lru_cache(maxsize=1024)
def _help_card(card: str, locale: str | None, back: tuple[int, int, int]) -> Image.Image:
    """One help-line card, small: social coin, name, kodama symbols and elements."""
    info = card_info(card)
    w = int(_help_card_width(card, locale))
    image = Image.new("RGB", (w + 1, HELP_H - 3), back)
    draw = ImageDraw.Draw(image)
    rounded_box(draw, (0, 0, w, HELP_H - 4), 5, fill=CARD)
    box = (0, 0, w + 1, HELP_H - 3)
    cx = 5.0
    if info["symbol"] != "none":
        icon(image, info["symbol"], cx, 3)
        cx += ICON + 3
    paste_text(image, (cx, 10), card_name(card, locale), SMALL, CARD_INK, anchor="lm",
               box=box)
    cx = 5
    if info["kodama"]:
        cx += chip(image, draw, cx, 27, "kodama", str(info["kodama"]), SMALL, CARD_INK,
                   box=box) + 5
    draw_values(image, draw, cx, 27, info["elements"], SMALL, CARD_INK)
    return image


@lru_cache(maxsize=1024)
def _help_card_width(card: str, locale: str | None) -> float:
    info = card_info(card)
    top = text_width(card_name(card, locale), SMALL) + (ICON + 3 if info["symbol"] != "none"
                                                        else 0)
    bottom = values_width(info["elements"]) + (chip_width(str(info["kodama"]), SMALL) + 5
                                               if info["kodama"] else 0)
    return math.ceil(max(top, bottom, 30) + 10)


def _board_ops(view: LivingForestView, names: Sequence[str], p: PlayerView, top: float,
               width: int, locale: str | None) -> tuple[float, list[Op]]:
    """One player's board laid out from ``top``: its height and the drawing operations."""
    ops: list[Op] = []
    acting = view.turn is not None and view.turn.seat == p.seat
    winners = set(view.result.winners) if view.result else set()
    back = PANEL_HI if acting else PANEL
    x0, x1 = PAD + 6, width - PAD - 6
    # Header line: position disc, name, then status, Sacred Tree, rock, winner.
    tags = Flow(0, x1, 0, 26, 8)
    tag_items: list[tuple[str | None, str, tuple[int, int, int], bool]] = []
    if p.seat in winners:
        tag_items.append((None, label(P + "winner", locale), GOLD, True))
    if p.status in ("drawing", "done", "resigned"):
        tag_items.append((None, label(P + "status." + p.status, locale), MUTED, False))
    if p.sacred:
        tag_items.append(("sacred", "", INK, False))
    if p.rock is not None:
        tag_items.append((None, f"R{p.rock}", MUTED, False))
    tags_w = sum(chip_width(t, BODY, b, k is not None) + 8 for k, t, _, b in tag_items)
    name_x = x0 + 26
    name = fit_text(_name(names, p.seat), BIG, x1 - name_x - tags_w - 6, True)
    y_head = top + 15

    def head(im: Image.Image, d: Draw) -> None:
        disc(im, d, x0 + 10, y_head, p.spirit, p.position, 11)
        paste_text(im, (name_x, y_head), name, BIG, GOLD if p.seat in winners else INK,
                   anchor="lm", bold=True)
        x = x1 - tags_w + 8
        for kind, text, fill, bold in tag_items:
            x += chip(im, d, x, y_head, kind, text, BODY, fill, bold) + 8

    ops.append(head)
    del tags
    # Forest grid on the left.
    grid = _forest_image(p.forest, p.lines, view.kodama, back)
    gy = top + 28
    ops.append(lambda im, d: im.paste(grid, (x0, int(gy))))
    # Facts on the right, flowing.
    me = view.me if view.viewer == p.seat else None
    fx = x0 + grid.width + 12
    flow = Flow(fx, x1, gy, 24, 12)
    targets = dict(view.targets)
    trees, fires, flowers = p.counts
    tiles = {k: sum(1 for kind, _ in p.tiles if kind == k) for k in ("tree", "fire", "flower")}
    breakdown = {"tree": f"({p.tree_types}+1+{tiles['tree']})",
                 "fire": f"({len(p.fires)}+{tiles['fire']})",
                 "flower": f"({max(0, p.visible_flowers)}+{tiles['flower']})"}
    for kind, count in (("tree", trees), ("fire", fires), ("flower", flowers)):
        main = f"{count}/{targets[kind]}"
        rest = breakdown[kind]
        met = count >= targets[kind]
        flow.add(chip_width(main, BODY, True) + 3 + text_width(rest, SMALL),
                 lambda im, d, x, y, kind=kind, main=main, rest=rest, met=met: (
                     paste_text(im, (x + chip(im, d, x, y, kind, main, BODY,
                                              GOLD if met else INK, True) + 3, y), rest,
                                SMALL, MUTED, anchor="lm")))
    flow.newline()
    values = me.totals if me is not None else p.totals
    shown_line = me.help_line if me is not None else p.help_line
    for e, v in zip(ELEMENTS, values, strict=True):
        add_chip(flow, e, str(v), BODY, INK, True)
    if view.kodama:
        add_chip(flow, "kodama", str(me.kodama_count if me is not None else p.kodama_count),
                 BODY, INK, True)
    n = me.net_solitary if me is not None else p.net_solitary
    if n is not None and shown_line is not None:
        add_chip(flow, "solitary", f"N={n}", BODY, INK, True)
    if p.actions is not None:
        text = label(P + "actions", locale, count=p.actions)
        add_chip(flow, None, text, BODY, GOLD if acting else MUTED, acting)
    flow.newline()
    for kind, spirit in p.tiles:
        origin = next((q.position for q in view.players if q.spirit == spirit), 0)
        flow.add(ICON + 22, lambda im, d, x, y, kind=kind, spirit=spirit, origin=origin: (
            d.rounded_rectangle((x - 2, y - 11, x + ICON + 22, y + 11), 4, fill=BG,
                                outline=SPIRIT[spirit]),
            icon(im, kind, x, y - ICON / 2),
            disc(im, d, x + ICON + 11, y, spirit, origin, 9)))
    for value in p.fires:
        flow.add(20, lambda im, d, x, y, value=value: (
            d.rectangle((x, y - 10, x + 19, y + 10), fill=FIRE, outline=FIRE_DARK),
            paste_text(im, (x + 10, y), str(value), SMALL, INK, anchor="mm", bold=True)))
    fragments = me.fragments if me is not None else p.fragments
    add_chip(flow, "fragment", str(fragments))
    if view.kodama:
        add_chip(flow, "element_tile", str(p.elem_held))
        if p.elem_used:
            used = tuple(p.elem_used)
            flow.add(len(used) * (ICON + 3) + text_width("✓", SMALL),
                     lambda im, d, x, y: (
                         paste_text(im, (x, y), "✓", SMALL, MUTED, anchor="lm"),
                         [icon(im, e, x + text_width("✓", SMALL) + 3 + i * (ICON + 3),
                               y - ICON / 2) for i, e in enumerate(used)]))
    flow.newline()
    draw_pile = me.draw_pile if me is not None else p.draw_pile
    discard = me.discard if me is not None else p.discard
    known_top = me.known_top if me is not None else p.known_top
    add_chip(flow, "draw_pile", str(draw_pile))
    for card in known_top:
        name_k = fit_text(card_name(card, locale), SMALL, x1 - fx)
        add_chip(flow, None, name_k, SMALL, MUTED)
    add_chip(flow, "discard", str(len(discard)))
    if discard:
        add_chip(flow, None, fit_text(card_name(discard[-1], locale), SMALL, x1 - fx), SMALL,
                 MUTED)
    flow.newline()
    ops.append(flow.draw)
    y = max(flow.bottom(), gy + grid.height) + 6
    # The help line as small cards (hidden while the animal phase runs, except to its owner).
    if shown_line is None:
        word = label(P + ("hidden_done" if p.status == "done" else "hidden_drawing"), locale)
        word = fit_text(word, SMALL, x1 - x0)
        yy = y + 10
        ops.append(lambda im, d: paste_text(im, (x0, yy), word, SMALL, MUTED, anchor="lm"))
        y += 22
    elif shown_line:
        cards = Flow(x0, x1, y, HELP_H, 4)
        for card in shown_line:
            cards.add(_help_card_width(card, locale), lambda im, d, x, yy, card=card:
                      im.paste(_help_card(card, locale, back),
                               (round(x), round(yy - HELP_H / 2))))
        ops.append(cards.draw)
        y = cards.bottom()
    return y + 4 - top, ops


def _board(image: Image.Image, draw: Draw, view: LivingForestView, names: Sequence[str],
           p: PlayerView, top: float, locale: str | None) -> float:
    """Draw one player's board from ``top``; returns its height."""
    height, ops = _board_ops(view, names, p, top, image.width, locale)
    _board_frame(draw, view, p, top, height, image.width)
    for op in ops:
        op(image, draw)
    return height


def _board_frame(draw: Draw, view: LivingForestView, p: PlayerView, top: float,
                 height: float, width: int) -> None:
    """A board's background: lighter and framed for the player acting, framed for a
    winner."""
    acting = view.turn is not None and view.turn.seat == p.seat
    won = view.result is not None and p.seat in view.result.winners
    rounded_box(draw, (PAD, top, width - PAD, top + height), 8,
                fill=PANEL_HI if acting else PANEL,
                outline=GOLD if acting or won else None, width=3)


def _board_height(view: LivingForestView, names: Sequence[str], p: PlayerView,
                  locale: str | None) -> float:
    return _board_ops(view, names, p, 0, WIDTH, locale)[0]


# --- result and legend -------------------------------------------------------------------------


def _result(image: Image.Image, draw: Draw, view: LivingForestView, names: Sequence[str],
            top: float, locale: str | None, dry: bool = False) -> float:
    """The final ranking by name, each with the sum of the three counts."""
    res = view.result
    if res is None:
        return top
    reason = label(f"living_forest.reason.{res.reason}", locale)
    head = fit_text(label(P + "result", locale, reason=reason), BODY, WIDTH - 2 * PAD - 12,
                    True)
    y = top
    if not dry:
        paste_text(image, (PAD + 6, y + 12), head, BODY, GOLD, anchor="lm", bold=True)
    y += 26
    for place, group in enumerate(res.ranking, start=1):
        for s in group:
            p = view.players[s]
            score = str(res.scores[s])
            place_text = f"{place}."
            name_x = PAD + 46
            right = WIDTH - PAD - 8 - text_width(score, BODY, True)
            name = fit_text(_name(names, s), BODY, right - name_x - 10, s in res.winners)
            if not dry:
                fill = GOLD if s in res.winners else INK
                paste_text(image, (PAD + 6, y + 11), place_text, BODY, fill, anchor="lm",
                           bold=True)
                disc(image, draw, PAD + 34, y + 11, p.spirit, p.position)
                paste_text(image, (name_x, y + 11), name, BODY, fill, anchor="lm",
                           bold=s in res.winners)
                paste_text(image, (WIDTH - PAD - 8, y + 11), score, BODY, fill, anchor="rm",
                           bold=True)
            y += 24
    return y + 4


def _legend(view: LivingForestView, top: float, locale: str | None) -> Flow:
    flow = Flow(PAD + 4, WIDTH - PAD - 4, top, 22, 12)
    for e in ELEMENTS:
        add_chip(flow, e, label(f"living_forest.element.{e}", locale), SMALL, MUTED)
    items = [("fragment", "fragment"), ("varan", "varan"), ("solitary", "solitary"),
             ("gregarious", "gregarious"), ("sacred", "sacred"), ("draw_pile", "draw"),
             ("discard", "discard")]
    if view.kodama:
        items[2:2] = [("kodama", "kodama"), ("element_tile", "element_tile")]
    for kind, key in items:
        add_chip(flow, kind, label(P + "legend." + key, locale), SMALL, MUTED)
    return flow


# --- the picture -------------------------------------------------------------------------------


class Band(NamedTuple):
    """A full-width strip of the picture: ``key`` holds everything its pixels depend on,
    ``make`` lays it out and draws it."""

    key: tuple[Hashable, ...]
    make: Callable[[], Image.Image]


def _strip(height: float, *ops: Callable[[Image.Image, Draw], object]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, math.ceil(height)), BG)
    draw = ImageDraw.Draw(image)
    for op in ops:
        op(image, draw)
    return image


def _market_strip(view: LivingForestView, locale: str | None) -> Image.Image:
    return _strip(3 * (CARD_H + 4) + 28, lambda im, d: _market(im, view, 0, locale))


def _middle_strip(view: LivingForestView, locale: str | None) -> Image.Image:
    """The Circle of Spirits, and the supplies, targets and Kodama stacks beside it."""
    bottom, ops = _side(view, 0, locale)
    return _strip(int(max(CIRCLE, bottom)) + 8,
                  lambda im, d: _circle(im, d, view, 0, locale), *ops)


def _trees_strip(view: LivingForestView) -> Image.Image:
    rows = (len(view.trees) + 5) // 6
    return _strip(rows * (TILE_H + 2) + 6, lambda im, d: _trees(im, view, 0))


def _board_strip(view: LivingForestView, names: Sequence[str], p: PlayerView,
                 locale: str | None) -> Image.Image:
    height, ops = _board_ops(view, names, p, 0, WIDTH, locale)
    return _strip(height + 6, lambda im, d: _board_frame(d, view, p, 0, height, WIDTH), *ops)


def _foot_strip(view: LivingForestView, names: Sequence[str],
                locale: str | None) -> Image.Image:
    """The result (once the game is over) and the legend."""
    y = _result(None, None, view, names, 0, locale, dry=True)  # type: ignore[arg-type]
    legend = _legend(view, y, locale)
    return _strip(int(legend.bottom()) + 6,
                  lambda im, d: _result(im, d, view, names, 0, locale), legend.draw)


def bands(view: LivingForestView, names: Sequence[str], locale: str | None) -> list[Band]:
    """The picture's strips from top to bottom, each keyed by the part of ``view`` it shows
    (``names`` already resolved by :func:`render.common.picture_names`).

    A key must name every fact its strip draws: a strip is reused from the cache for any view
    with the same key, so a missing fact would show a stale (or another seat's) strip. The
    tests swap each fact of a view in alone and compare with a picture drawn afresh."""
    players = view.players
    figures = tuple((q.spirit, q.position, q.rock, q.resigned) for q in players)
    title = _title(view, names, locale)
    out = [
        Band(("header", title), lambda: _strip(HEADER_H, lambda im, d: _header(im, title))),
        Band(("market", locale, view.market, view.stack_sizes),
             lambda: _market_strip(view, locale)),
        Band(("middle", locale, view.kodama, figures, view.onibi, view.centre,
              view.fire_power, view.varans, view.frag_supply, view.elem_supply, view.sacred,
              view.targets, view.kodama_stacks), lambda: _middle_strip(view, locale)),
        Band(("trees", view.trees), lambda: _trees_strip(view)),
    ]
    acting = view.turn.seat if view.turn is not None else None
    winners = tuple(view.result.winners) if view.result is not None else ()
    for p in players:
        # Only a seat's own view holds ``me``, and only its own board draws it.
        me = view.me if view.viewer == p.seat else None
        out.append(Band(("board", locale, p, me, p.seat == acting, p.seat in winners,
                         view.kodama, view.targets, figures, _name(names, p.seat)),
                        partial(_board_strip, view, names, p, locale)))
    res = view.result
    outcome = None if res is None else (res.reason, tuple(sorted(res.scores.items())),
                                        tuple(tuple(g) for g in res.ranking), figures,
                                        tuple(names))
    out.append(Band(("foot", locale, view.kodama, outcome),
                    lambda: _foot_strip(view, names, locale)))
    return out


def render_image(view: LivingForestView, names: Sequence[str], locale: str | None = "en",
                 usernames: Sequence[str] | None = None) -> Image.Image:
    """The picture as an RGB image, labels in ``locale``: every strip drawn afresh."""
    names = picture_names(names, usernames, len(view.players), locale)
    strips = [band.make() for band in bands(view, names, locale)]
    image = Image.new("RGB", (WIDTH, sum(s.height for s in strips)), BG)
    y = 0
    for strip in strips:
        image.paste(strip, (0, y))
        y += strip.height
    return image


#: ``/game board player:``: one player's board, drawn by :func:`_board` and scaled up.
BOARD_SCALE = 2


def render_board(view: LivingForestView, seat: int, names: Sequence[str],
                 locale: str | None = "en", usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``seat``'s board (forest, counts, totals, tiles, help line) enlarged,
    labels in ``locale``; names as in :func:`render`. Deterministic.

    ``view`` is the asking seat's view: another seat's animal-phase line and totals are drawn
    only as far as that view shows them (R-20), the asker's own live line only in its own
    board, exactly as in the full picture."""
    names = picture_names(names, usernames, len(view.players), locale)
    p = view.players[seat]
    height = int(_board_height(view, names, p, locale)) + 2 * PAD
    image = Image.new("RGB", (WIDTH, height), BG)
    _board(image, ImageDraw.Draw(image), view, names, p, PAD, locale)
    # Nearest-neighbour keeps the palette's colours, so the quantisation stays exact.
    big = image.resize((WIDTH * BOARD_SCALE, height * BOARD_SCALE), Image.NEAREST)
    return palette_png(big, palette(), compress_level=2)


def clear_caches() -> None:
    """Forget every cached layer (cards, tiles, forests, the circle, packed strips): the
    layout test sees the texts drawn into them only when they are drawn again."""
    for cached in (_card_image, _tree_tile, _forest_image, _circle_base, _help_card,
                   _help_card_width):
        cached.cache_clear()
    _strips.clear()


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """A fixed 256-colour palette from the renderer's own colours and their blends.

    Mapping onto a fixed palette costs far less than an adaptive quantisation per picture,
    and it is deterministic.
    """
    base = [BG, PANEL, PANEL_HI, INK, MUTED, GOLD, FIRE, FIRE_DARK, STONE, CARD, CARD_INK,
            CARD_MUTED, MARK, FRAGMENT, KODAMA, TREE_GREEN, TRUNK, CELL_EMPTY, CELL_TREE,
            CELL_LINE, (84, 84, 80), (60, 62, 58), (10, 10, 10), (16, 16, 16),
            (252, 252, 252), (200, 200, 200), (40, 40, 40), (96, 200, 100), (150, 40, 30),
            (250, 150, 120), (200, 170, 110), (70, 90, 150), (60, 30, 110), (20, 70, 20),
            *LEVEL.values(), *SPIRIT.values(), *EL_COLOUR.values()]
    colours: list[tuple[int, int, int]] = []
    # Antialiased text and shapes blend into each background: a few steps between each pair.
    backs = (BG, PANEL, PANEL_HI, CARD, FIRE, CELL_TREE, CELL_EMPTY)
    inks = (INK, MUTED, GOLD, CARD_INK, CARD_MUTED, MARK, FIRE_DARK, *EL_COLOUR.values(),
            FRAGMENT)
    for a in backs:
        for b in inks:
            if a != b:
                for k in (1, 3, 5):
                    t = k / 6
                    colours.append(tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3)))
    seen: list[tuple[int, int, int]] = []
    for c in base + colours:
        if c not in seen:
            seen.append(c)
    flat: list[int] = []
    for c in seen[:256]:
        flat.extend(c)
    flat.extend([0, 0, 0] * (256 - len(seen[:256])))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


# --- PNG from cached strips -------------------------------------------------------------------
#
# Most strips are the same from one picture of a table to the next (a move changes the header
# and one or two boards), and zlib costs more than drawing. So each strip is kept mapped onto
# the palette and compressed on its own: a raw deflate stream ended by a sync flush (byte
# aligned, not final), which can be followed by the next strip's. A picture is then those
# streams in a row, a final empty block and the Adler-32 of all scanlines, combined from each
# strip's. Scanlines use PNG filter 0 (none): the bytes are the palette indices as they are.


class Packed(NamedTuple):
    """One strip as PNG image data: its height, deflate stream, scanlines' Adler-32 and
    length."""

    height: int
    deflated: bytes
    adler: int
    length: int


def pack(strip: Image.Image) -> Packed:
    """``strip`` mapped onto the palette and deflated as PNG scanlines (see above)."""
    indices = strip.quantize(palette=palette(), dither=Image.Dither.NONE)
    # One column of zeros in front: each scanline's filter byte (none), added in C.
    lines_image = Image.new("P", (strip.width + 1, strip.height), 0)
    lines_image.paste(indices, (1, 0))
    lines = lines_image.tobytes()
    packer = zlib.compressobj(COMPRESS_LEVEL, zlib.DEFLATED, -15)
    deflated = packer.compress(lines) + packer.flush(zlib.Z_SYNC_FLUSH)
    return Packed(strip.height, deflated, zlib.adler32(lines), len(lines))


_ADLER_BASE = 65521


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings in a row from each one's (zlib's adler32_combine,
    which Python's zlib does not offer)."""
    rem = second_length % _ADLER_BASE
    a1, b1 = first & 0xFFFF, first >> 16
    a2, b2 = second & 0xFFFF, second >> 16
    a = (a1 + a2 - 1) % _ADLER_BASE
    b = (rem * a1 + b1 + b2 - rem) % _ADLER_BASE
    return a | b << 16


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data)))


@lru_cache(maxsize=1)
def _plte() -> bytes:
    return _chunk(b"PLTE", bytes(palette().getpalette() or []))


def png(width: int, strips: Sequence[Packed]) -> bytes:
    """A palette PNG ``width`` px wide of ``strips`` stacked from the top."""
    adler = 1
    for s in strips:
        adler = adler32_combine(adler, s.adler, s.length)
    height = sum(s.height for s in strips)
    # 0x78 0x01: a zlib header for a 32 KB window; 0x03 0x00: the final, empty, block.
    data = b"".join((b"\x78\x01", *(s.deflated for s in strips), b"\x03\x00",
                     struct.pack(">I", adler)))
    return b"".join((b"\x89PNG\r\n\x1a\n",
                     _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)),
                     _plte(), _chunk(b"IDAT", data), _chunk(b"IEND", b"")))


#: Byte budget of the packed strips kept: a 4-player table's strips take ~100 KB.
STRIP_CACHE_BYTES = 8 * 1024 * 1024


class _StripCache:
    """Packed strips by key, least recently used dropped first beyond a byte budget.

    Renders run in worker threads, so every access holds a lock; two threads may pack the
    same strip at once, which only costs time (the result is the same)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict[tuple[Hashable, ...], Packed] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, band: Band) -> Packed:
        """The packed strip of ``band``, drawn and packed on a miss."""
        with self._lock:
            hit = self._items.get(band.key)
            if hit is not None:
                self._items.move_to_end(band.key)
                return hit
        packed = pack(band.make())
        with self._lock:
            if band.key not in self._items:
                self._items[band.key] = packed
                self.bytes += len(packed.deflated)
                while self.bytes > self.budget and self._items:
                    _, dropped = self._items.popitem(last=False)
                    self.bytes -= len(dropped.deflated)
        return packed

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.bytes = 0


_strips = _StripCache(STRIP_CACHE_BYTES)


def render(view: LivingForestView, names: Sequence[str], locale: str | None = "en",
           usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``view``, labels in ``locale``; ``names[seat]`` is each seat's display
    name, ``usernames[seat]`` its fallback (``render.common.picture_name``). Deterministic:
    the pixels of :func:`render_image` on the palette, from cached strips where they are
    unchanged."""
    names = picture_names(names, usernames, len(view.players), locale)
    return png(WIDTH, [_strips.get(band) for band in bands(view, names, locale)])
