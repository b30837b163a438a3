"""The picture of a Fairy Lights table: a ``FairyLightsView`` in, PNG bytes out (spec §7.3).

Top: the shop left to right (each card in its colour, bulbs as bulb icons, stars, and its
code such as ``G2/1`` for colour-blind players), the last card marked, a busting card
highlighted; the deck and discard counts. Middle: the discard pile grouped by colour and the
remaining deck composition by type. Bottom: one row per player (collection grouped by colour
with bulb and star totals, scored pile, score, whose turn, start player), and the result once
the game is over. Only the view is read, so nothing hidden can be drawn.

Every word comes from the catalog (``picture.fairy_lights.*``, colour names from
``fairy_lights.colour.*``) in the language of the post; card codes are the notation of §2.1,
the same in every language. The picture is 760 px wide so that its text stays legible when
Discord shows it about 500 px wide.

Speed: card faces are drawn once per card type and pasted; every picture maps onto one fixed
palette built at import (no per-picture colour reduction), and is written with a fast zlib
level.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from render.common import (
    Box,
    fit_text,
    fixed_palette,
    label,
    palette_png,
    paste_text,
    picture_names,
    rounded_box,
    text_width,
)
from rules.fairy_lights.view import ColourGroup, FairyLightsView, PlayerView
from rules.protocol import Result

__all__ = ["CVD_GROUPS", "clear_caches", "render", "render_image", "warm_up", "WIDTH"]

WIDTH = 600
MARGIN = 12
BG = (24, 28, 44)
PANEL = (36, 42, 64)
ACTIVE = (58, 66, 104)
INK = (236, 238, 245)
MUTED = (160, 168, 195)
GOLD = (255, 209, 82)
BUST_RED = (235, 64, 64)
WHITE = (255, 255, 255)
OUTLINE = (20, 20, 20)

# Green lighter and purple darker than their plain hues: under red-green colour blindness
# red and green, and blue and purple, would otherwise look alike (CVD_GROUPS below).
COLOUR_FILL = {
    "R": (200, 64, 60),
    "Y": (222, 178, 40),
    "G": (90, 180, 120),
    "B": (80, 127, 207),
    "P": (104, 56, 142),
}

#: colours players must tell apart (tests/render/test_colour_vision.py); the colour's letter
#: goes with each anyway (card codes, swatches)
CVD_GROUPS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "light_colours": tuple(COLOUR_FILL.values()),
}

#: sizes of the text: nothing under 15 px, which shows as 12.5 px on a 500 px wide phone
TITLE, BIG, BODY, SMALL = 26, 19, 17, 15
CARD_W, CARD_H = 104, 140
CARD_GAP = (WIDTH - 2 * MARGIN - 5 * CARD_W) // 4
SHOP_X, SHOP_Y = MARGIN, 96
MIDDLE_Y = SHOP_Y + CARD_H + 46
PANEL_GAP = 10
PANEL_W = (WIDTH - 2 * MARGIN - PANEL_GAP) // 2
SWATCH = 20
#: the card types' tails (bulbs/stars), one table column each
TYPE_TAILS = ("1/0", "1/1", "1/2", "2/0", "2/1", "2/2")
TABLE_COL, TABLE_ROW = 37, 24
MIDDLE_H = 32 + 20 + 5 * TABLE_ROW + 6
PLAYERS_Y = MIDDLE_Y + MIDDLE_H + 8
ROW_H, ROW_GAP = 70, 6
GROUP_GAP = 12
RESULT_HEAD, RESULT_LINE = 34, 26


def _type_order(card: str) -> tuple[int, int]:
    """Sort key within one colour: 1-bulb before 2-bulb, more stars first (as in §2.1)."""
    return int(card[1]), -int(card[3])


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


@lru_cache(maxsize=32)
def card_face(card: str) -> Image.Image:
    """One face-up card without its words: colour, code, bulbs, stars (cached per type)."""
    col, bulbs, stars = _card_parts(card)
    img = Image.new("RGBA", (CARD_W + 1, CARD_H + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    w, h = CARD_W, CARD_H
    rounded_box(draw, (0, 0, w, h), 12, fill=COLOUR_FILL[col], outline=(250, 250, 250),
                width=3)
    paste_text(img, (w / 2, 20), card, 22, WHITE, anchor="mm", stroke=3, stroke_fill=OUTLINE,
               bold=True)
    r = 15
    for i in range(bulbs):
        cx = w / 2 + (i - (bulbs - 1) / 2) * (2 * r + 10)
        _bulb(draw, cx, 76, r)
    for i in range(stars):
        cx = w / 2 + (i - (stars - 1) / 2) * 30
        _star(draw, cx, h - 24, 12)
    return img


def _card(image: Image.Image, x: int, y: int, card: str, locale: str | None) -> None:
    """Paste a card face and write its colour name (and "no star") in the post's language."""
    face = card_face(card)
    image.paste(face, (x, y), face)
    col, _, stars = _card_parts(card)
    box: Box = (x, y, x + CARD_W, y + CARD_H)
    paste_text(image, (x + CARD_W / 2, y + 42),
               fit_text(label(f"fairy_lights.colour.{col}", locale), SMALL, CARD_W - 10),
               SMALL, WHITE, anchor="mm", stroke=2, stroke_fill=OUTLINE, box=box)
    if not stars:
        paste_text(image, (x + CARD_W / 2, y + CARD_H - 22),
                   fit_text(label("picture.fairy_lights.no_star", locale), SMALL, CARD_W - 10),
                   SMALL, WHITE, anchor="mm", stroke=2, stroke_fill=OUTLINE, box=box)


def _swatch(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float,
            colour: str) -> None:
    """A colour square with the colour's letter in it (never colour alone)."""
    draw.rounded_rectangle((x, y, x + SWATCH, y + SWATCH), 4, fill=COLOUR_FILL[colour],
                           outline=(240, 240, 240))
    paste_text(image, (x + SWATCH / 2, y + SWATCH / 2), colour, SMALL, WHITE, anchor="mm",
               stroke=2, stroke_fill=OUTLINE, bold=True)


def _header(image: Image.Image, view: FairyLightsView, names: Sequence[str],
            locale: str | None) -> None:
    # The title is on the base layer; its line also holds the draw count or "must take".
    line1: Box = (0, 0, WIDTH, 42)
    title_w = text_width(label("picture.fairy_lights.title", locale), TITLE, True)
    room = WIDTH - 2 * MARGIN - title_w - 16
    if view.must_take and not view.over:
        note = label("picture.fairy_lights.must_take", locale)
        paste_text(image, (WIDTH - MARGIN, 22), fit_text(note, BODY, room, True), BODY, GOLD,
                   anchor="rm", bold=True, box=line1)
    elif view.drawn and not view.over:
        note = label("picture.fairy_lights.drawn", locale, count=view.drawn)
        paste_text(image, (WIDTH - MARGIN, 22), fit_text(note, BODY, room), BODY, MUTED,
                   anchor="rm", box=line1)
    line2: Box = (0, 42, WIDTH, 72)
    room = WIDTH - 2 * MARGIN
    if view.over:
        status = label("picture.fairy_lights.over", locale)
    else:
        who = names[view.to_act] if view.to_act is not None else "?"
        # The name gives way when the line is too long, never the words around it.
        bare = label("picture.fairy_lights.turn", locale, turn=view.turn_no, name="")
        status = label("picture.fairy_lights.turn", locale, turn=view.turn_no,
                       name=fit_text(who, BIG, max(40, room - text_width(bare, BIG))))
    paste_text(image, (MARGIN, 57), fit_text(status, BIG, room), BIG, INK, anchor="lm",
               box=line2)


def _shop(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
          locale: str | None) -> None:
    last = len(view.shop) - 1
    for i in range(len(view.shop)):
        x = SHOP_X + i * (CARD_W + CARD_GAP)
        y = SHOP_Y
        if i == view.bust_index:
            draw.rounded_rectangle((x - 4, y - 4, x + CARD_W + 4, y + CARD_H + 4), 14,
                                   fill=BUST_RED)
        _card(image, x, y, view.shop[i], locale)
        cx, ty = x + CARD_W / 2, y + CARD_H + 7
        tag: Box = (x - CARD_GAP / 2, ty, x + CARD_W + CARD_GAP / 2, ty + 38)
        if i == view.bust_index:
            # The busting card is always the last one: one red tag says both.
            draw.polygon([(cx, ty), (cx - 9, ty + 10), (cx + 9, ty + 10)], fill=BUST_RED)
            rounded_box(draw, (x, ty + 10, x + CARD_W, ty + 36), 8, fill=BUST_RED)
            paste_text(image, (cx, ty + 23),
                       fit_text(label("picture.fairy_lights.bust", locale), BODY, CARD_W - 8,
                                True), BODY, WHITE, anchor="mm", bold=True, box=tag)
        elif i == last:
            # A gold triangle under the last card: the colour the next draw must avoid.
            draw.polygon([(cx, ty), (cx - 9, ty + 10), (cx + 9, ty + 10)], fill=GOLD)
            paste_text(image, (cx, ty + 23),
                       fit_text(label("picture.fairy_lights.last", locale), BODY, CARD_W, True),
                       BODY, GOLD, anchor="mm", bold=True, box=tag)


def _heading(image: Image.Image, x: float, y: float, text: str, width: float,
             box: Box) -> None:
    """A panel heading holding a count: a smaller size before any shortening."""
    size = BODY
    while size > SMALL and text_width(text, size, True) > width:
        size -= 1
    paste_text(image, (x, y), fit_text(text, size, width, True), size, INK, anchor="lm",
               bold=True, box=box)


def _table_frame(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, top: int,
                 box: Box) -> None:
    """A count table's column heads (the type's code tail, e.g. ``1/2``) and row heads (a
    letter swatch per colour): the same on every picture, so drawn on the base layer."""
    for j, tail in enumerate(TYPE_TAILS):
        paste_text(image, (x + SWATCH + 8 + j * TABLE_COL + TABLE_COL / 2, top + 8), tail,
                   SMALL, MUTED, anchor="mm", box=box)
    for r, colour in enumerate(COLOUR_FILL):
        _swatch(image, draw, x, top + 20 + r * TABLE_ROW, colour)


def _table(image: Image.Image, x: int, top: int, counts: dict[str, int], shown: set[str],
           box: Box) -> None:
    """Counts per card type in a table framed by :func:`_table_frame`; types in ``shown``
    with no card show a muted 0."""
    for r, colour in enumerate(COLOUR_FILL):
        y = top + 20 + r * TABLE_ROW
        for j, tail in enumerate(TYPE_TAILS):
            card = colour + tail
            if card not in shown:
                continue
            count = counts.get(card, 0)
            paste_text(image, (x + SWATCH + 8 + j * TABLE_COL + TABLE_COL / 2, y + SWATCH / 2),
                       str(count), SMALL, INK if count else MUTED, anchor="mm",
                       bold=bool(count), box=box)


def _middle(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
            locale: str | None) -> None:
    """Discard pile (left) and remaining deck (right) as count tables (boxes on the base)."""
    left: Box = (MARGIN, MIDDLE_Y, MARGIN + PANEL_W, MIDDLE_Y + MIDDLE_H)
    _heading(image, MARGIN + 10, MIDDLE_Y + 16,
             label("picture.fairy_lights.discard_pile", locale, count=view.discard_count),
             PANEL_W - 20, left)
    discard = Counter(card for group in view.discard for card in group.cards)
    _table(image, MARGIN + 10, MIDDLE_Y + 32, discard, set(discard), left)
    rx = MARGIN + PANEL_W + PANEL_GAP
    right: Box = (rx, MIDDLE_Y, rx + PANEL_W, MIDDLE_Y + MIDDLE_H)
    _heading(image, rx + 10, MIDDLE_Y + 16,
             label("picture.fairy_lights.deck_left", locale, count=view.deck_size),
             PANEL_W - 20, right)
    remaining = dict(view.remaining)
    _table(image, rx + 10, MIDDLE_Y + 32, remaining, set(remaining), right)


def _group(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float,
           group: ColourGroup) -> float:
    """One collection colour: letter swatch, bulb total and bulb, star total and star.
    Returns the x after it."""
    _swatch(image, draw, x, y, group.colour)
    mid = y + SWATCH / 2
    x += SWATCH + 5
    paste_text(image, (x, mid), str(group.bulbs), SMALL, INK, anchor="lm", bold=True)
    x += text_width(str(group.bulbs), SMALL, True) + 8
    _bulb(draw, x, mid - 2, 6)
    x += 17
    paste_text(image, (x, mid), str(group.stars), SMALL, INK, anchor="lm", bold=True)
    x += text_width(str(group.stars), SMALL, True) + 9
    _star(draw, x, mid, 8)
    return x + 8 + GROUP_GAP


def _player_row(image: Image.Image, draw: ImageDraw.ImageDraw, p: PlayerView, name: str,
                winner: bool, y: int, locale: str | None) -> None:
    box: Box = (MARGIN, y, WIDTH - MARGIN, y + ROW_H - ROW_GAP)
    if p.is_turn:  # the base layer has the plain row box
        rounded_box(draw, box, 10, fill=ACTIVE, outline=GOLD, width=2)
        draw.polygon([(MARGIN + 8, y + 11), (MARGIN + 8, y + 27), (MARGIN + 20, y + 19)],
                     fill=GOLD)
    name_x = MARGIN + (26 if p.is_turn else 12)
    right = WIDTH - MARGIN - 12
    # Line 1: name, scored pile, score. The score and the scored pile are never shortened:
    # the name gives way.
    score = label("picture.fairy_lights.score", locale,
                  score=f"{p.score:+d}" if p.score else "0")
    paste_text(image, (right, y + 19), score, BIG, INK, anchor="rm", bold=True, box=box)
    right -= text_width(score, BIG, True) + 14
    scored = label("picture.fairy_lights.scored", locale, cards=p.scored_count,
                   stars=p.scored_stars)
    paste_text(image, (right, y + 19), scored, SMALL, MUTED, anchor="rm", box=box)
    right -= text_width(scored, SMALL) + 14
    paste_text(image, (name_x, y + 19), fit_text(name, BIG, right - name_x, True), BIG,
               MUTED if p.resigned else INK, anchor="lm", bold=True, box=box)
    # Line 2: the collection, one group per colour, then the tags on the right.
    x: float = MARGIN + 12
    gy = y + 36
    if not p.collection:
        paste_text(image, (x, gy + SWATCH / 2),
                   label("picture.fairy_lights.no_cards", locale), SMALL, MUTED, anchor="lm",
                   box=box)
        x += text_width(label("picture.fairy_lights.no_cards", locale), SMALL) + GROUP_GAP
    for group in p.collection:
        x = _group(image, draw, x, gy, group)
    tags = []
    if winner:
        tags.append(label("picture.fairy_lights.winner", locale))
    if p.is_start:
        tags.append(label("picture.fairy_lights.start_player", locale))
    if p.resigned:
        tags.append(label("picture.fairy_lights.resigned", locale))
    if tags:
        room = WIDTH - MARGIN - 12 - x
        paste_text(image, (WIDTH - MARGIN - 12, gy + SWATCH / 2),
                   fit_text(", ".join(tags), SMALL, room, winner), SMALL,
                   GOLD if winner else MUTED, anchor="rm", bold=winner, box=box)


def _players(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
             names: Sequence[str], locale: str | None) -> int:
    y = PLAYERS_Y + 24
    winners = set(view.result.winners) if view.result else set()
    for p in view.players:
        _player_row(image, draw, p, names[p.seat], p.seat in winners, y, locale)
        y += ROW_H
    return y


def _result_rows(view: FairyLightsView) -> int:
    """Lines of the result box: the places in two columns."""
    return (len(view.result.ranking) + 1) // 2 if view.result else 0


def _result(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
            names: Sequence[str], top: int, locale: str | None) -> None:
    assert view.result is not None
    res = view.result
    bottom = top + RESULT_HEAD + _result_rows(view) * RESULT_LINE + 8
    box: Box = (MARGIN, top, WIDTH - MARGIN, bottom)
    rounded_box(draw, box, 10, fill=(70, 58, 20), outline=GOLD, width=2)
    reason = label("picture.fairy_lights.reason.resign" if res.reason == "resign"
                   else "picture.fairy_lights.reason.deck_out", locale)
    head = label("picture.fairy_lights.result", locale, reason=reason)
    paste_text(image, (MARGIN + 12, top + 18), fit_text(head, BODY, WIDTH - 2 * MARGIN - 24,
                                                         True),
               BODY, GOLD, anchor="lm", bold=True, box=box)
    column = (WIDTH - 2 * MARGIN - 24) / 2
    rows = _result_rows(view)
    for place, group in enumerate(res.ranking, start=1):
        col, row = divmod(place - 1, rows)
        x = MARGIN + 12 + col * column
        score = res.scores[group[0]]
        # Every place and score whole; tied names share what room is left.
        bare = label("picture.fairy_lights.place", locale, place=place, names="", score=score)
        room = (column - 12 - text_width(bare, BODY, place == 1)
                - text_width(" & ", BODY, place == 1) * (len(group) - 1)) / len(group)
        who = " & ".join(fit_text(names[s], BODY, room, place == 1) for s in group)
        paste_text(image, (x, top + RESULT_HEAD + row * RESULT_LINE + RESULT_LINE / 2),
                   label("picture.fairy_lights.place", locale, place=place, names=who,
                         score=score),
                   BODY, GOLD if place == 1 else INK, anchor="lm", bold=place == 1, box=box)


MAX_PLAYERS = 6


def height_of(view: FairyLightsView) -> int:
    """The picture's height: it grows with the player count and the result box."""
    height = PLAYERS_Y + 24 + ROW_H * len(view.players) + 4
    if view.over:
        height += RESULT_HEAD + _result_rows(view) * RESULT_LINE + 8 + 10
    return height


@lru_cache(maxsize=4)
def base_layer(locale: str | None) -> Image.Image:
    """Everything that never changes, for six players: a picture is a crop of it.

    One per language: copying it is far cheaper than drawing the boxes and headings again
    on every picture.
    """
    # Tall enough for six players and their result box: a picture never has to grow it.
    image = Image.new("RGB", (WIDTH, PLAYERS_Y + 24 + ROW_H * MAX_PLAYERS + 4 + RESULT_HEAD
                              + (MAX_PLAYERS + 1) // 2 * RESULT_LINE + 18), BG)
    draw = ImageDraw.Draw(image)
    paste_text(image, (MARGIN, 22), label("picture.fairy_lights.title", locale), TITLE, INK,
               anchor="lm", bold=True)
    paste_text(image, (SHOP_X, SHOP_Y - 6), label("picture.fairy_lights.shop", locale), SMALL,
               MUTED, anchor="ls")
    for i in range(5):
        x = SHOP_X + i * (CARD_W + CARD_GAP)
        # An empty slot; a card pasted here covers it whole.
        draw.rounded_rectangle((x, SHOP_Y, x + CARD_W, SHOP_Y + CARD_H), 12,
                               outline=(80, 88, 120), width=2)
    for x in (MARGIN, MARGIN + PANEL_W + PANEL_GAP):
        box: Box = (x, MIDDLE_Y, x + PANEL_W, MIDDLE_Y + MIDDLE_H)
        rounded_box(draw, box, 10, fill=PANEL)
        _table_frame(image, draw, x + 10, MIDDLE_Y + 32, box)
    paste_text(image, (MARGIN, PLAYERS_Y + 12), label("picture.fairy_lights.players", locale),
               SMALL, MUTED, anchor="lm")
    for n in range(MAX_PLAYERS):
        y = PLAYERS_Y + 24 + n * ROW_H
        rounded_box(draw, (MARGIN, y, WIDTH - MARGIN, y + ROW_H - ROW_GAP), 10, fill=PANEL)
    return image


def clear_caches() -> None:
    """Forget the cached layers and card faces (the layout test records their text)."""
    base_layer.cache_clear()
    card_face.cache_clear()


def render_image(view: FairyLightsView, names: Sequence[str], locale: str | None = "en",
                 usernames: Sequence[str] | None = None) -> Image.Image:
    """The picture as an RGB Pillow image (for tests and the palette); see :func:`render`."""
    drawn = picture_names(names, usernames, len(view.players), locale)
    base = base_layer(locale)
    height = height_of(view)
    image = base.crop((0, 0, WIDTH, min(height, base.height)))
    if height > base.height:
        grown = Image.new("RGB", (WIDTH, height), BG)
        grown.paste(image, (0, 0))
        image = grown
    draw = ImageDraw.Draw(image)
    _header(image, view, drawn, locale)
    _shop(image, draw, view, locale)
    _middle(image, draw, view, locale)
    y = _players(image, draw, view, drawn, locale)
    if view.over:
        # The base layer's rows under the last player: cleared for the result box.
        draw.rectangle((0, y, WIDTH, height), fill=BG)
        _result(image, draw, view, drawn, y + 6, locale)
    return image


def _sample_views() -> list[FairyLightsView]:
    """Views that between them show every card, colour, marker and text colour.

    Built by hand from the view types alone (render reads views, never the rules engine).
    """
    cards = [f"{c}{b}/{s}" for c in COLOUR_FILL for b in (1, 2) for s in (0, 1, 2)]

    def group(colour: str, n: int) -> ColourGroup:
        mine = tuple(c for c in cards if c[0] == colour)[:n]
        return ColourGroup(colour, mine, sum(int(c[1]) for c in mine),
                           sum(int(c[3]) for c in mine))

    players = tuple(
        PlayerView(seat=i, collection=tuple(group(c, 1 + i % 3) for c in "RYGBP"[:1 + i % 5]),
                   collection_stars=3, scored_count=i, scored_stars=2 * i, score=i - 2,
                   is_turn=i == 1, is_start=i == 0, resigned=i == 5)
        for i in range(MAX_PLAYERS))
    base = FairyLightsView(
        seats=MAX_PLAYERS, shop=tuple(cards[:5]), last_card=cards[4], bust_index=None,
        deck_size=42, discard_count=7, discard=tuple(group(c, 3) for c in "RYGBP"),
        remaining=tuple((c, i % 3) for i, c in enumerate(cards) if i % 6 < 4),
        players=players, to_act=1,
        start_player=0, drawn=2, must_take=False, undo_seat=None, resigned=(5,), turn_no=12,
        over=False, result=None)
    views = [replace(base, shop=tuple(cards[i:i + 5]), bust_index=4 if i % 10 == 0 else None,
                     must_take=i % 10 == 5)
             for i in range(0, len(cards), 5)]
    over = Result(scores={0: 9, 1: 9, 2: 4}, ranking=[[0, 1], [2]], reason="deck_out")
    views.append(replace(base, players=players[:3], over=True, to_act=None, result=over,
                         discard=(), shop=()))
    return views


def _build_palette() -> Image.Image:
    """The fixed 256-colour palette of every Fairy Lights picture, from sample pictures."""
    names = ("Chloé", "Zoë", "Łukasz", "Ярослав", "Ἀθηνᾶ", "Bob")
    return fixed_palette([render_image(v, names) for v in _sample_views()])


# Built at import, not on the first picture: a post should never wait for it.
PALETTE = _build_palette()


def render(view: FairyLightsView, names: Sequence[str], locale: str | None = "en",
           usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``view``, labels in ``locale``; ``names[seat]`` is each seat's display
    name, ``usernames[seat]`` its fallback (see :func:`render.common.picture_name`).

    Deterministic: the same view, names and locale always give the same bytes.
    """
    # A fixed palette: flat colours and text anti-aliasing need no adaptive reduction, which
    # cost more than the drawing itself.
    return palette_png(render_image(view, names, locale, usernames), PALETTE)


def warm_up(locales: Iterable[str]) -> None:
    """Draw the sample pictures once in each of ``locales``: fonts, labels and cached
    drawings are then ready for the first real picture (called at start-up)."""
    for locale in locales:
        for view in _sample_views():
            render(view, ("Chloé", "Zoë", "Łukasz", "Ярослав", "Ἀθηνᾶ", "Bob"), locale)
