"""Picture of a game of Le Temps des Forêts (spec §7.3): the ring of twelve trees, the maiden,
the header, the object cards and the night card.

The only input is a :class:`rules.temps_des_forets.view.TempsView`, which holds no seed and
no future draw, so the picture is a pure function of public facts (§6).

Never colour alone: each card also carries its code (colour letter + object letter), its
object icon, its state as a word-free symbol *and* a letter (``i`` arrow in, ``o`` arrow
out, ``z`` dormant with "Zz"), a padlock and the word-free dimming for untouchable trees, a
moon for trees rotated tonight; object and pattern cards say ``DRAWN``, ``USED`` or
``READY`` in words.

Decisions where §7.3 is silent:
- The card's frame and header band carry the tree's colour; blooming cards have a light
  face, dormant cards a dark grey face.
- Object icons are simple Pillow shapes (lantern: a little lamp; mirror: an oval with a
  handle; key: a ring and bit; horn: a curved cone).
- The night card is shown at full strength during the Night and dimmed during the Day.
- Every word drawn, the title included, is a catalog text (``picture.temps_des_forets.*``)
  in the post's language; each text is measured against the area it must stay in and
  shortened (:func:`render.common.fit_text`) or the area enlarged, never cut by an edge.
- Phone-first: no text under 18 px on the 760 px picture (at least 11 px once a phone shows
  it 500 px wide).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import (
    Box,
    fit_text,
    label,
    palette_png,
    paste_text,
    rounded_box,
    stored_palette,
    text_width,
)
from rules.temps_des_forets.cards import OBJECTS, PATTERN_ORDER
from rules.temps_des_forets.view import TempsView, TreeView

#: the picture catalog's section of this game
P = "picture.temps_des_forets"

__all__ = ["CVD_GROUPS", "clear_caches", "render", "render_image", "WIDTH", "HEIGHT"]

WIDTH, HEIGHT = 760, 990
CX, CY, RADIUS = WIDTH // 2, 430, 270
CARD_W, CARD_H = 96, 104
BG = (24, 30, 28)
PANEL = (40, 48, 45)
TEXT = (236, 236, 228)
MUTED = (150, 156, 150)
GOLD = (240, 200, 90)
RED = (220, 80, 70)
GREEN = (120, 200, 120)
COLOURS = {"C": (200, 40, 60), "A": (235, 160, 40), "J": (40, 160, 100), "V": (150, 90, 200)}
BLOOM_FACE = (246, 240, 222)
DORMANT_FACE = (70, 72, 78)
INK = (30, 30, 34)
PANEL_TOP = 790
#: the smallest text: 11 px once Discord shows the picture 500 px wide
SMALL = 18

#: colours players must tell apart without relying on hue alone (tests/render/
#: test_colour_vision.py): the four tree colours, and the object and night card states
CVD_GROUPS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "tree_colours": tuple(COLOURS.values()),
    "card_states": (RED, GREEN, MUTED),
}


def _card_centre(hour: int) -> tuple[float, float]:
    angle = math.radians(hour % 12 * 30 - 90)
    return CX + RADIUS * math.cos(angle), CY + RADIUS * math.sin(angle)


def _object_icon(draw: ImageDraw.ImageDraw, obj: str, x: float, y: float, s: float,
                 ink: tuple[int, int, int]) -> None:
    """A small drawing of object ``obj`` centred on (x, y), size ``s``."""
    w = max(2, round(s / 8))
    if obj == "L":  # lantern: a lamp body with a handle and a flame
        draw.rectangle((x - s / 3, y - s / 4, x + s / 3, y + s / 2), outline=ink, width=w)
        draw.arc((x - s / 4, y - s / 1.6, x + s / 4, y - s / 8), 180, 360, fill=ink, width=w)
        draw.ellipse((x - s / 9, y, x + s / 9, y + s / 4), fill=GOLD)
    elif obj == "M":  # mirror: an oval glass on a handle
        draw.ellipse((x - s / 3, y - s / 2, x + s / 3, y + s / 6), outline=ink, width=w)
        draw.line((x, y + s / 6, x, y + s / 1.8), fill=ink, width=w + 1)
    elif obj == "K":  # key: a ring, a shaft and a bit
        draw.ellipse((x - s / 2, y - s / 5, x - s / 10, y + s / 5), outline=ink, width=w)
        draw.line((x - s / 10, y, x + s / 2, y), fill=ink, width=w)
        draw.line((x + s / 3, y, x + s / 3, y + s / 4), fill=ink, width=w)
        draw.line((x + s / 2, y, x + s / 2, y + s / 4), fill=ink, width=w)
    else:  # horn: a curved cone
        draw.polygon([(x - s / 2, y - s / 6), (x + s / 2, y - s / 2), (x + s / 2, y + s / 2),
                      (x - s / 2, y + s / 6)], outline=ink, width=w)
        draw.ellipse((x + s / 3, y - s / 2, x + s / 1.6, y + s / 2), outline=ink, width=w)


def _padlock(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    draw.rounded_rectangle((x - 11, y - 2, x + 11, y + 16), radius=3, fill=(20, 20, 20),
                           outline=TEXT, width=2)
    draw.arc((x - 8, y - 14, x + 8, y + 4), 180, 360, fill=TEXT, width=3)
    draw.ellipse((x - 2, y + 4, x + 2, y + 8), fill=TEXT)


def _moon(draw: ImageDraw.ImageDraw, x: float, y: float, face: tuple[int, int, int]) -> None:
    draw.ellipse((x - 10, y - 10, x + 10, y + 10), fill=GOLD)
    draw.ellipse((x - 4, y - 12, x + 14, y + 6), fill=face)


def _arrow(draw: ImageDraw.ImageDraw, x: float, y: float, hour: int, outward: bool) -> None:
    """An arrow along the radius: away from the centre (trunk out) or towards it (in)."""
    angle = math.radians(hour % 12 * 30 - 90)
    dx, dy = math.cos(angle), math.sin(angle)
    if not outward:
        dx, dy = -dx, -dy
    length = 18
    x0, y0 = x - dx * length, y - dy * length
    x1, y1 = x + dx * length, y + dy * length
    draw.line((x0, y0, x1, y1), fill=INK, width=4)
    px, py = -dy, dx
    draw.polygon([(x1 + dx * 8, y1 + dy * 8), (x1 + px * 8, y1 + py * 8),
                  (x1 - px * 8, y1 - py * 8)], fill=INK)


@lru_cache(maxsize=512)
def card_image(tree: TreeView) -> Image.Image:
    """One tree card as an RGBA image (cached: a card looks the same wherever it is drawn
    again; the hour only turns its arrow)."""
    card = Image.new("RGBA", (CARD_W + 1, CARD_H + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    x0, y0, x1, y1 = 0, 0, CARD_W, CARD_H
    colour = COLOURS[tree.colour]
    dormant = tree.state == "z"
    face = DORMANT_FACE if dormant else BLOOM_FACE
    rounded_box(draw, (x0, y0, x1, y1), 10, fill=face, outline=colour, width=6)
    draw.rectangle((x0 + 6, y0 + 6, x1 - 6, y0 + 30), fill=colour)
    box: Box = (x0, y0, x1 + 1, y1 + 1)
    paste_text(card, (x0 + 12, y0 + 18), tree.code, 22, (255, 255, 255), anchor="lm",
               stroke=2, stroke_fill=(0, 0, 0), box=box)
    paste_text(card, (x1 - 12, y0 + 18), tree.state, 20, (255, 255, 255), anchor="rm",
               stroke=2, stroke_fill=(0, 0, 0), box=box)
    ink = TEXT if dormant else INK
    _object_icon(draw, tree.object, x0 + 28, y0 + 62, 30, ink)
    if dormant:
        paste_text(card, (x1 - 26, y0 + 64), "Zz", 22, TEXT, anchor="mm", box=box)
    else:
        _arrow(draw, x1 - 28, y0 + 66, tree.hour, outward=tree.state == "o")
    if tree.rotated_tonight:
        _moon(draw, x1 - 16, y1 - 16, face)
    if not tree.touchable:
        # A dark veil over the whole card box, then the padlock on top.
        card = Image.alpha_composite(card, Image.new("RGBA", card.size, (0, 0, 0, 130)))
        _padlock(ImageDraw.Draw(card), CARD_W / 2, CARD_H / 2 + 18)
    return card


def _card(image: Image.Image, tree: TreeView) -> None:
    cx, cy = _card_centre(tree.hour)
    card = card_image(tree)
    image.paste(card, (round(cx - CARD_W / 2), round(cy - CARD_H / 2)), card)


@lru_cache(maxsize=4)
def base_layer(locale: str | None) -> Image.Image:
    """What every picture in ``locale`` shares: the ring, the hours, the title, the panel."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    draw = ImageDraw.Draw(image)
    draw.ellipse((CX - RADIUS, CY - RADIUS, CX + RADIUS, CY + RADIUS), outline=(60, 80, 66),
                 width=3)
    for hour in range(1, 13):
        # The hour, outside the ring.
        angle = math.radians(hour % 12 * 30 - 90)
        hx = CX + (RADIUS + 84) * math.cos(angle)
        hy = CY + (RADIUS + 76) * math.sin(angle)
        paste_text(image, (hx, hy), str(hour), 24, GOLD, anchor="mm")
    _centre(image, locale)
    rounded_box(draw, (12, PANEL_TOP, WIDTH - 12, HEIGHT - 12), 12, fill=PANEL)
    paste_text(image, (28, PANEL_TOP + 10),
               fit_text(label(f"{P}.objects", locale), 20, WIDTH - 64), 20, MUTED)
    return image


def clear_caches() -> None:
    """Forget the cached layer and cards (the layout test records the text drawn in them)."""
    base_layer.cache_clear()
    card_image.cache_clear()


def _maiden(image: Image.Image, draw: ImageDraw.ImageDraw, hour: int,
            locale: str | None) -> None:
    angle = math.radians(hour % 12 * 30 - 90)
    x = CX + (RADIUS - 100) * math.cos(angle)
    y = CY + (RADIUS - 100) * math.sin(angle)
    draw.ellipse((x - 24, y - 24, x + 24, y + 24), fill=(250, 230, 240), outline=GOLD, width=4)
    # A simple figure: head and dress.
    draw.ellipse((x - 6, y - 18, x + 6, y - 6), fill=INK)
    draw.polygon([(x, y - 6), (x - 12, y + 16), (x + 12, y + 16)], fill=INK)
    # On the side towards the centre (below her in the upper half of the ring, above her in
    # the lower half), clear of the cards.
    ly = y + 38 if math.sin(angle) < 0.5 else y - 38
    word = fit_text(label(f"{P}.maiden", locale), SMALL, 150)
    paste_text(image, (x, ly), word, SMALL, TEXT, anchor="mm",
               box=(x - 80, ly - 15, x + 80, ly + 15))


def _header(image: Image.Image, view: TempsView, locale: str | None) -> None:
    # Two columns of half the width each: the left one for the cycle and phase, the right
    # one for the dormant count and the forbidden object.
    half = WIDTH // 2
    left: Box = (0, 0, half, 100)
    right: Box = (half, 0, WIDTH, 100)
    room = half - 34
    phase = label(f"temps_des_forets.phase.{view.phase}", locale)
    paste_text(image, (24, 20), label(f"{P}.cycle", locale, cycle=view.cycle,
                                      cycles=view.cycles), 32, TEXT, box=left)
    paste_text(image, (24, 60), fit_text(phase, 26, room), 26, GOLD, box=left)
    paste_text(image, (WIDTH - 24, 20), label(f"{P}.dormant", locale, count=view.dormant),
               28, TEXT, anchor="ra", box=right)
    name = label(f"temps_des_forets.object.{view.forbidden}", locale)
    bare = label(f"{P}.forbidden", locale, code=view.forbidden, name="")
    # The object's name gives way before the code in brackets.
    forbidden = label(f"{P}.forbidden", locale, code=view.forbidden,
                      name=fit_text(name, 22, room - text_width(bare, 22)))
    paste_text(image, (WIDTH - 24, 60), fit_text(forbidden, 22, room), 22, RED, anchor="ra",
               box=right)


#: the space inside the ring, clear of the cards, where the title and the result go
CENTRE_W = 2 * (RADIUS - CARD_W) - 40


def _lines(text: str, size: int, width: float) -> list[str]:
    """``text`` broken into lines at spaces so each fits ``width`` (a word longer than the
    width is shortened with an ellipsis)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(fit_text(word, size, width))
    return lines


def _centre(image: Image.Image, locale: str | None) -> None:
    size = 26
    lines = _lines(label(f"{P}.title", locale), size, CENTRE_W / 2)
    top = CY - 16 * (len(lines) - 1)
    box: Box = (CX - CENTRE_W / 2, CY - 100, CX + CENTRE_W / 2, CY + 100)
    for n, line in enumerate(lines):
        paste_text(image, (CX, top + 32 * n), line, size, MUTED, anchor="mm", box=box)


def _panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: TempsView,
           locale: str | None) -> None:
    top = PANEL_TOP
    slot = (WIDTH - 48) / 4
    for n, obj in enumerate(OBJECTS):
        x0 = 24 + n * slot
        if obj == view.forbidden:
            status, colour = label(f"{P}.drawn", locale), RED
        elif obj in view.used_objects:
            status, colour = label(f"{P}.used", locale), MUTED
        elif view.phase == "day":
            status, colour = label(f"{P}.ready", locale), GREEN
        else:
            status, colour = label(f"{P}.unused", locale), MUTED
        cell: Box = (x0, top + 38, x0 + slot - 10, top + 80)
        rounded_box(draw, cell, 8, outline=colour, width=3)
        _object_icon(draw, obj, x0 + 20, top + 59, 20, TEXT)
        paste_text(image, (x0 + 40, top + 59), fit_text(f"{obj} {status}", 21, slot - 58),
                   21, colour, anchor="lm", box=cell)
    night = view.phase == "night"
    paste_text(image, (28, top + 92),
               fit_text(label(f"{P}.night_card" if night else f"{P}.night_card_tonight",
                              locale), 20, WIDTH - 64), 20, MUTED)
    slot = (WIDTH - 48) / 3
    for n, pat in enumerate(PATTERN_ORDER):
        x0 = 24 + n * slot
        used = pat in view.used_patterns
        status = label(f"{P}.used" if used else f"{P}.ready", locale)
        colour = (MUTED if used else GREEN) if night else (90, 96, 92)
        cell = (x0, top + 120, x0 + slot - 10, top + 176)
        rounded_box(draw, cell, 8, outline=colour, width=3)
        # The shape: two dots side by side (neighbours) or across a circle (opposite).
        dx = x0 + 22
        if pat == "III":
            draw.ellipse((dx - 12, top + 136, dx + 12, top + 160), outline=colour, width=2)
            draw.ellipse((dx - 4, top + 132, dx + 4, top + 140), fill=colour)
            draw.ellipse((dx - 4, top + 156, dx + 4, top + 164), fill=colour)
        else:
            draw.ellipse((dx - 14, top + 143, dx - 4, top + 153), fill=colour)
            draw.ellipse((dx + 4, top + 143, dx + 14, top + 153), fill=colour)
        name = label(f"{P}.pattern.{pat}", locale)
        room = slot - 60
        paste_text(image, (x0 + 42, top + 136), fit_text(name, 19, room), 19, colour,
                   anchor="lm", box=cell)
        paste_text(image, (x0 + 42, top + 160), fit_text(status, 19, room), 19, colour,
                   anchor="lm", box=cell)


def _banner(image: Image.Image, draw: ImageDraw.ImageDraw, view: TempsView,
            locale: str | None) -> None:
    assert view.result is not None
    won = view.result.reason == "won"
    text = label(f"{P}.won" if won else f"{P}.lost", locale, score=view.result.scores[0])
    colour = GREEN if won else RED
    # The banner grows with its text (the score is never shortened), up to the inside of
    # the ring; a longer text steps down in size.
    size = 34
    # Between the cards at three and nine o'clock.
    widest = 2 * (RADIUS - CARD_W / 2) - 24 - 48
    while size > 22 and text_width(text, size) > widest:
        size -= 2
    half = max(170, text_width(text, size) / 2 + 24)
    box: Box = (CX - half, CY - 40, CX + half, CY + 40)
    draw.rounded_rectangle(box, radius=14, fill=(15, 15, 15), outline=colour, width=5)
    paste_text(image, (CX, CY), text, size, colour, anchor="mm", box=box)


def render_image(view: TempsView, locale: str | None = "en") -> Image.Image:
    """The picture of ``view`` as an RGB image, its words in ``locale``."""
    image = base_layer(locale).copy()
    draw = ImageDraw.Draw(image)
    _header(image, view, locale)
    for tree in view.trees:
        _card(image, tree)
    _maiden(image, draw, view.maiden, locale)
    _panel(image, draw, view, locale)
    if view.result is not None:
        _banner(image, draw, view, locale)
    return image


def palette_from(view: TempsView) -> Image.Image:
    """A 128-colour palette from a sample picture of ``view`` (a fresh deal); stored in
    ``render/palettes/temps_des_forets.pal``."""
    sample = render_image(view)
    return sample.quantize(128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The fixed palette each picture maps onto quickly (see ``palette_from``)."""
    return stored_palette("temps_des_forets")


def render(view: TempsView, names: Sequence[str] = (), locale: str | None = "en",
           usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``view`` (a palette PNG; deterministic). ``names`` and ``usernames`` are
    unused: the solo player's name is in the post, not the picture. ``locale`` is the post's
    language: the picture's words come from the picture catalog in it."""
    return palette_png(render_image(view, locale), _palette())
