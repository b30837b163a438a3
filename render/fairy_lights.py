"""The picture of a Fairy Lights table: a ``FairyLightsView`` in, PNG bytes out (spec §7.3).

Top: the shop left to right (each card in its colour, bulbs as bulb icons, stars, and its
code such as ``G2/1`` for colour-blind players), the last card marked, a busting card
highlighted with BUST; the deck and discard counts. Middle: the discard pile grouped by colour
and the remaining deck composition by type. Bottom: one row per player (collection grouped by
colour with bulb and star totals, scored pile, score, whose turn, start player), and the
result once the game is over. Only the view is read, so nothing hidden can be drawn.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw

from render.common import fit_text, font, paste_text, plain_name, png_bytes, rounded_box
from rules.fairy_lights.view import ColourGroup, FairyLightsView

WIDTH = 980
BG = (24, 28, 44)
PANEL = (36, 42, 64)
INK = (236, 238, 245)
MUTED = (150, 158, 185)
GOLD = (255, 209, 82)
BUST_RED = (235, 64, 64)

COLOUR_FILL = {
    "R": (200, 64, 60),
    "Y": (222, 178, 40),
    "G": (64, 150, 80),
    "B": (56, 110, 200),
    "P": (136, 76, 184),
}
COLOUR_NAME = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}

CARD_W, CARD_H, CARD_GAP = 124, 172, 16
SHOP_X, SHOP_Y = 20, 64
ROW_H = 58


def _type_order(card: str) -> tuple[int, int]:
    """Sort key within one colour: 1-bulb before 2-bulb, more stars first (as in §2.1)."""
    return int(card[1]), -int(card[3])


def _name(names: Sequence[str], seat: int) -> str:
    """The display name of a seat, or "Seat N" if it is missing or blank."""
    name = names[seat].strip() if seat < len(names) else ""
    return name or f"Seat {seat + 1}"


def _card_parts(card: str) -> tuple[str, int, int]:
    return card[0], int(card[1]), int(card[3])


def _bulb(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A little light bulb: a glowing glass round over a grey screw base."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(255, 244, 190), outline=(40, 30, 10),
                 width=2)
    draw.ellipse((cx - r * 0.45, cy - r * 0.55, cx - r * 0.05, cy - r * 0.15),
                 fill=(255, 255, 240))
    draw.rectangle((cx - r * 0.45, cy + r * 0.85, cx + r * 0.45, cy + r * 1.45),
                   fill=(170, 170, 180), outline=(40, 30, 10))


@cache
def _star_points(cx: float, cy: float, r: float) -> tuple[tuple[float, float], ...]:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = r if i % 2 == 0 else r * 0.45
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return tuple(points)


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    draw.polygon(_star_points(cx, cy, r), fill=GOLD, outline=(60, 40, 0))


def _card(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, card: str,
          w: int = CARD_W, h: int = CARD_H) -> None:
    """One face-up card: colour, code, bulbs, stars."""
    col, bulbs, stars = _card_parts(card)
    fill = COLOUR_FILL[col]
    rounded_box(draw, (x, y, x + w, y + h), 12, fill=fill, outline=(250, 250, 250), width=3)
    paste_text(image, (x + w / 2, y + 22), card, 24, (255, 255, 255), anchor="mm", stroke=3,
               stroke_fill=(20, 20, 20))
    paste_text(image, (x + w / 2, y + 44), COLOUR_NAME[col], 14, (255, 255, 255), anchor="mm",
               stroke=2, stroke_fill=(20, 20, 20))
    r = 17
    for i in range(bulbs):
        cx = x + w / 2 + (i - (bulbs - 1) / 2) * (2 * r + 12)
        _bulb(draw, cx, y + 86, r)
    if stars:
        for i in range(stars):
            cx = x + w / 2 + (i - (stars - 1) / 2) * 34
            _star(draw, cx, y + h - 32, 14)
    else:
        paste_text(image, (x + w / 2, y + h - 32), "no star", 14, (255, 255, 255), anchor="mm",
                   stroke=2, stroke_fill=(20, 20, 20))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _group_text(group: ColourGroup) -> str:
    return f"{group.colour}: {_plural(group.bulbs, 'bulb')}, {_plural(group.stars, 'star')}"


def _swatch(draw: ImageDraw.ImageDraw, x: float, y: float, colour: str, size: int = 14) -> None:
    draw.rounded_rectangle((x, y, x + size, y + size), 3, fill=COLOUR_FILL[colour],
                           outline=(240, 240, 240))


def _header(image: Image.Image, view: FairyLightsView, names: Sequence[str]) -> None:
    if view.over:
        title = "Fairy Lights - game over"
    else:
        who = _name(names, view.to_act) if view.to_act is not None else "?"
        title = f"Fairy Lights - turn {view.turn_no}: {fit_text(who, font(24), 420)} to play"
    paste_text(image, (20, 30), title, 24, INK, anchor="lm")
    if view.must_take and not view.over:
        paste_text(image, (WIDTH - 20, 30), "must take now", 18, GOLD, anchor="rm")
    elif view.drawn and not view.over:
        paste_text(image, (WIDTH - 20, 30), f"{_plural(view.drawn, 'draw')} this turn", 18,
                   MUTED, anchor="rm")


def _shop(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView) -> None:
    paste_text(image, (SHOP_X, SHOP_Y - 8), "SHOP", 14, MUTED, anchor="ls")
    last = len(view.shop) - 1
    for i in range(5):
        x = SHOP_X + i * (CARD_W + CARD_GAP)
        y = SHOP_Y
        if i >= len(view.shop):
            draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), 12, outline=(80, 88, 120),
                                   width=2)
            continue
        if i == view.bust_index:
            draw.rounded_rectangle((x - 6, y - 6, x + CARD_W + 6, y + CARD_H + 6), 16,
                                   fill=BUST_RED)
        _card(image, draw, x, y, view.shop[i])
        cx, ty = x + CARD_W / 2, y + CARD_H + 8
        if i == view.bust_index:
            # The busting card is always the last one: one red tag says both.
            draw.polygon([(cx, ty), (cx - 10, ty + 12), (cx + 10, ty + 12)], fill=BUST_RED)
            rounded_box(draw, (x + 4, ty + 12, x + CARD_W - 4, ty + 36), 8, fill=BUST_RED)
            paste_text(image, (cx, ty + 24), "BUST - last", 16, (255, 255, 255), anchor="mm")
        elif i == last:
            # A gold triangle under the last card: the colour the next draw must avoid.
            draw.polygon([(cx, ty), (cx - 10, ty + 12), (cx + 10, ty + 12)], fill=GOLD)
            paste_text(image, (cx, ty + 24), "LAST", 14, GOLD, anchor="mm")
    # Deck and discard counters to the right of the shop.
    dx = SHOP_X + 5 * (CARD_W + CARD_GAP) + 8
    w = WIDTH - dx - 20
    rounded_box(draw, (dx, SHOP_Y, dx + w, SHOP_Y + 80), 10, fill=(52, 60, 96),
                outline=(120, 130, 170), width=2)
    paste_text(image, (dx + w / 2, SHOP_Y + 26), "DECK", 14, MUTED, anchor="mm")
    paste_text(image, (dx + w / 2, SHOP_Y + 54), str(view.deck_size), 30, INK, anchor="mm")
    rounded_box(draw, (dx, SHOP_Y + 92, dx + w, SHOP_Y + CARD_H), 10, fill=PANEL,
                outline=(90, 98, 130), width=2)
    paste_text(image, (dx + w / 2, SHOP_Y + 114), "DISCARD", 14, MUTED, anchor="mm")
    paste_text(image, (dx + w / 2, SHOP_Y + 144), str(view.discard_count), 30, INK,
               anchor="mm")


def _middle(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
            top: int) -> int:
    """Discard pile (left) and remaining deck composition (right); returns the bottom y."""
    height = 148
    left_w = 400
    rounded_box(draw, (20, top, 20 + left_w, top + height), 10, fill=PANEL)
    paste_text(image, (32, top + 16), f"Discard pile ({view.discard_count})", 16, INK,
               anchor="lm")
    y = top + 40
    if not view.discard:
        paste_text(image, (32, y + 6), "empty", 14, MUTED, anchor="lm")
    for group in view.discard:
        _swatch(draw, 32, y, group.colour)
        counts = Counter(group.cards)
        text = f"x{len(group.cards)}: " + ", ".join(
            card if counts[card] == 1 else f"{card} x{counts[card]}"
            for card in sorted(counts, key=_type_order)
        )
        paste_text(image, (52, y + 7), fit_text(text, font(14), left_w - 44), 14, INK,
                   anchor="lm")
        y += 21
    # Remaining composition: one row per colour, one cell per card type.
    rx = 20 + left_w + 14
    rw = WIDTH - 20 - rx
    rounded_box(draw, (rx, top, rx + rw, top + height), 10, fill=PANEL)
    paste_text(image, (rx + 12, top + 16), f"Left in the deck ({view.deck_size})", 16, INK,
               anchor="lm")
    rows: dict[str, list[tuple[str, int]]] = {}
    for card_type, count in view.remaining:
        rows.setdefault(card_type[0], []).append((card_type, count))
    y = top + 40
    for colour, cells in rows.items():
        _swatch(draw, rx + 12, y, colour)
        for j, (card_type, count) in enumerate(cells):
            cx = rx + 36 + j * 126
            fill = INK if count else MUTED
            paste_text(image, (cx, y + 7), f"{card_type} x{count}", 14, fill, anchor="lm")
        y += 21
    return top + height


def _players(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
             names: Sequence[str], top: int) -> int:
    paste_text(image, (20, top + 10), "PLAYERS", 14, MUTED, anchor="lm")
    y = top + 22
    winners = set(view.result.winners) if view.result else set()
    for p in view.players:
        active = p.is_turn
        rounded_box(draw, (20, y, WIDTH - 20, y + ROW_H - 6), 10,
                    fill=(58, 66, 104) if active else PANEL,
                    outline=GOLD if active else None, width=2)
        name = _name(names, p.seat)
        name_x = 34
        if active:
            draw.polygon([(30, y + 14), (30, y + 30), (42, y + 22)], fill=GOLD)
            name_x = 48
        colour = MUTED if p.resigned else INK
        paste_text(image, (name_x, y + 17), fit_text(name, font(18), 190 - name_x), 18, colour,
                   anchor="lm")
        tags = []
        if p.is_start:
            tags.append("start player")
        if p.resigned:
            tags.append("resigned")
        if p.seat in winners:
            tags.append("WINNER")
        paste_text(image, (34, y + 38), ", ".join(tags), 12,
                   GOLD if p.seat in winners else MUTED, anchor="lm")
        paste_text(image, (200, y + 17), f"score {p.score:+d}" if p.score else "score 0", 18,
                   INK, anchor="lm")
        paste_text(image, (200, y + 38),
                   f"scored {_plural(p.scored_count, 'card')}, {_plural(p.scored_stars, 'star')}",
                   12, MUTED, anchor="lm")
        x = 360
        if not p.collection:
            paste_text(image, (x, y + 24), "no cards in collection", 14, MUTED, anchor="lm")
        for i, group in enumerate(p.collection):
            gx = x + (i % 3) * 200
            gy = y + 6 + (i // 3) * 22
            _swatch(draw, gx, gy + 3, group.colour)
            paste_text(image, (gx + 20, gy + 10), _group_text(group), 14, INK, anchor="lm")
            if len(p.collection) <= 3:
                # Room for the card codes under the totals (one line of groups only).
                paste_text(image, (gx + 20, gy + 28), " ".join(group.cards), 12, MUTED,
                           anchor="lm")
        y += ROW_H
    return y


def _result(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
            names: Sequence[str], top: int) -> int:
    assert view.result is not None
    res = view.result
    rounded_box(draw, (20, top, WIDTH - 20, top + 44), 10, fill=(70, 58, 20), outline=GOLD,
                width=2)
    parts = []
    for place, group in enumerate(res.ranking, start=1):
        who = " & ".join(fit_text(_name(names, s), font(16), 140) for s in group)
        parts.append(f"{place}. {who} ({res.scores[group[0]]})")
    reason = "resignation" if res.reason == "resign" else "last card played"
    text = f"Result ({reason}): " + "   ".join(parts)
    paste_text(image, (34, top + 22), fit_text(text, font(16), WIDTH - 68), 16, GOLD,
               anchor="lm")
    return top + 44


def render(view: FairyLightsView, names: Sequence[str]) -> bytes:
    """Draw ``view`` as a PNG; ``names[seat]`` is each seat's display name."""
    names = [plain_name(n) for n in names]
    height = SHOP_Y + CARD_H + 46 + 148 + 12 + 22 + ROW_H * len(view.players) + 12
    if view.over:
        height += 56
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    _header(image, view, names)
    _shop(image, draw, view)
    y = _middle(image, draw, view, SHOP_Y + CARD_H + 46)
    y = _players(image, draw, view, names, y + 12)
    if view.over:
        _result(image, draw, view, names, y + 6)
    # A palette image encodes about twice as fast and three times smaller than RGB, and the
    # picture is flat colours plus text anti-aliasing, which 256 colours hold well.
    return png_bytes(image.quantize(256, method=Image.Quantize.FASTOCTREE))
