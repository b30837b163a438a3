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

__all__ = ["render", "render_image", "warm_up", "WIDTH"]

WIDTH = 760
BG = (24, 28, 44)
PANEL = (36, 42, 64)
ACTIVE = (58, 66, 104)
INK = (236, 238, 245)
MUTED = (150, 158, 185)
GOLD = (255, 209, 82)
BUST_RED = (235, 64, 64)
WHITE = (255, 255, 255)
OUTLINE = (20, 20, 20)

COLOUR_FILL = {
    "R": (200, 64, 60),
    "Y": (222, 178, 40),
    "G": (64, 150, 80),
    "B": (56, 110, 200),
    "P": (136, 76, 184),
}

HEADER_H = 48
CARD_W, CARD_H, CARD_GAP = 104, 140, 12
SHOP_X, SHOP_Y = 20, 70
MIDDLE_Y = SHOP_Y + CARD_H + 44
MIDDLE_H = 150
ROW_H = 56
#: sizes of the text: nothing under 14 px, which Discord shows at about 9 px.
TITLE, BIG, BODY, SMALL = 24, 18, 15, 14


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
    paste_text(image, (x + CARD_W / 2, y + 41), label(f"fairy_lights.colour.{col}", locale),
               SMALL, WHITE, anchor="mm", stroke=2, stroke_fill=OUTLINE)
    if not stars:
        paste_text(image, (x + CARD_W / 2, y + CARD_H - 24),
                   label("picture.fairy_lights.no_star", locale), SMALL, WHITE, anchor="mm",
                   stroke=2, stroke_fill=OUTLINE)


def _swatch(draw: ImageDraw.ImageDraw, x: float, y: float, colour: str, size: int = 14) -> None:
    draw.rounded_rectangle((x, y, x + size, y + size), 3, fill=COLOUR_FILL[colour],
                           outline=(240, 240, 240))


def _header(image: Image.Image, view: FairyLightsView, names: Sequence[str],
            locale: str | None) -> None:
    mid = HEADER_H // 2 + 2
    title = label("picture.fairy_lights.title", locale)  # drawn on the base layer
    x = 20 + round(text_width(title, TITLE, True)) + 16
    right = ""
    if view.must_take and not view.over:
        right = label("picture.fairy_lights.must_take", locale)
        paste_text(image, (WIDTH - 20, mid), right, BODY, GOLD, anchor="rm")
    elif view.drawn and not view.over:
        right = label("picture.fairy_lights.drawn", locale, count=view.drawn)
        paste_text(image, (WIDTH - 20, mid), right, BODY, MUTED, anchor="rm")
    room = WIDTH - 20 - x - (text_width(right, BODY) + 16 if right else 0)
    if view.over:
        status = label("picture.fairy_lights.over", locale)
    else:
        who = names[view.to_act] if view.to_act is not None else "?"
        # The name gives way when the line is too long, never the words around it.
        bare = label("picture.fairy_lights.turn", locale, turn=view.turn_no, name="")
        status = label("picture.fairy_lights.turn", locale, turn=view.turn_no,
                       name=fit_text(who, BIG, max(40, room - text_width(bare, BIG))))
    paste_text(image, (x, mid), fit_text(status, BIG, room), BIG, INK, anchor="lm")


def _shop(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
          locale: str | None) -> None:
    last = len(view.shop) - 1
    for i in range(len(view.shop)):
        x = SHOP_X + i * (CARD_W + CARD_GAP)
        y = SHOP_Y
        if i == view.bust_index:
            draw.rounded_rectangle((x - 5, y - 5, x + CARD_W + 5, y + CARD_H + 5), 15,
                                   fill=BUST_RED)
        _card(image, x, y, view.shop[i], locale)
        cx, ty = x + CARD_W / 2, y + CARD_H + 7
        if i == view.bust_index:
            # The busting card is always the last one: one red tag says both.
            draw.polygon([(cx, ty), (cx - 9, ty + 10), (cx + 9, ty + 10)], fill=BUST_RED)
            rounded_box(draw, (x + 2, ty + 10, x + CARD_W - 2, ty + 34), 8, fill=BUST_RED)
            paste_text(image, (cx, ty + 22),
                       fit_text(label("picture.fairy_lights.bust", locale), BODY, CARD_W - 8,
                                True), BODY, WHITE, anchor="mm", bold=True)
        elif i == last:
            # A gold triangle under the last card: the colour the next draw must avoid.
            draw.polygon([(cx, ty), (cx - 9, ty + 10), (cx + 9, ty + 10)], fill=GOLD)
            paste_text(image, (cx, ty + 22), label("picture.fairy_lights.last", locale),
                       BODY, GOLD, anchor="mm", bold=True)
    # Deck and discard counters to the right of the shop (their boxes are on the base).
    for (dx, top, w, _), count in zip(COUNTERS, (view.deck_size, view.discard_count), strict=True):
        paste_text(image, (dx + w / 2, top + 44), str(count), 28, INK, anchor="mm", bold=True)


def _middle(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
            locale: str | None) -> int:
    """Discard pile (left) and remaining deck composition (right); returns the bottom y."""
    top = MIDDLE_Y
    left_w = LEFT_W  # both panels' boxes are on the base layer
    paste_text(image, (32, top + 17),
               label("picture.fairy_lights.discard_pile", locale, count=view.discard_count),
               BODY, INK, anchor="lm", bold=True)
    y = top + 38
    if not view.discard:
        paste_text(image, (32, y + 7), label("picture.fairy_lights.empty", locale), SMALL,
                   MUTED, anchor="lm")
    for group in view.discard:
        _swatch(draw, 32, y, group.colour)
        counts = Counter(group.cards)
        # Card codes and counts: notation, not words.
        text = f"x{len(group.cards)}: " + ", ".join(
            card if counts[card] == 1 else f"{card} x{counts[card]}"
            for card in sorted(counts, key=_type_order)
        )
        paste_text(image, (52, y + 7), fit_text(text, SMALL, left_w - 40), SMALL, INK,
                   anchor="lm")
        y += 21
    # Remaining composition: one row per colour, one cell per card type.
    rx = 20 + left_w + 12
    paste_text(image, (rx + 12, top + 17),
               label("picture.fairy_lights.deck_left", locale, count=view.deck_size), BODY, INK,
               anchor="lm", bold=True)
    rows: dict[str, list[tuple[str, int]]] = {}
    for card_type, count in view.remaining:
        rows.setdefault(card_type[0], []).append((card_type, count))
    y = top + 38
    for colour, cells in rows.items():
        _swatch(draw, rx + 12, y, colour)
        for j, (card_type, count) in enumerate(cells):
            cx = rx + 34 + j * 95
            paste_text(image, (cx, y + 7), f"{card_type} x{count}", SMALL,
                       INK if count else MUTED, anchor="lm")
        y += 21
    return top + MIDDLE_H


def _player_row(image: Image.Image, draw: ImageDraw.ImageDraw, p: PlayerView, name: str,
                winner: bool, y: int, locale: str | None) -> None:
    active = p.is_turn
    if active:  # the base layer has the plain row box
        rounded_box(draw, (20, y, WIDTH - 20, y + ROW_H - 6), 10, fill=ACTIVE, outline=GOLD,
                    width=2)
    name_x = 32
    if active:
        draw.polygon([(30, y + 9), (30, y + 23), (41, y + 16)], fill=GOLD)
        name_x = 46
    paste_text(image, (name_x, y + 16), fit_text(name, BIG, 198 - name_x, True), BIG,
               MUTED if p.resigned else INK, anchor="lm", bold=True)
    tags = []
    if p.is_start:
        tags.append(label("picture.fairy_lights.start_player", locale))
    if p.resigned:
        tags.append(label("picture.fairy_lights.resigned", locale))
    if winner:
        tags.append(label("picture.fairy_lights.winner", locale))
    paste_text(image, (32, y + 37), fit_text(", ".join(tags), SMALL, 180), SMALL,
               GOLD if winner else MUTED, anchor="lm")
    score = f"{p.score:+d}" if p.score else "0"
    paste_text(image, (206, y + 16), label("picture.fairy_lights.score", locale, score=score),
               BIG, INK, anchor="lm")
    scored = label("picture.fairy_lights.scored", locale, cards=p.scored_count,
                   stars=p.scored_stars)
    paste_text(image, (206, y + 37), fit_text(scored, SMALL, 196), SMALL, MUTED,
               anchor="lm")
    x = 410
    if not p.collection:
        paste_text(image, (x, y + 25), label("picture.fairy_lights.no_cards", locale), SMALL,
                   MUTED, anchor="lm")
    lines = (len(p.collection) + 1) // 2
    for i, group in enumerate(p.collection):
        gx = x + (i % 2) * 166
        gy = y + (4 if lines > 1 else 6) + (i // 2) * (16 if lines > 2 else 21)
        _swatch(draw, gx, gy + 1, group.colour, 12)
        paste_text(image, (gx + 17, gy + 7), fit_text(_group_text(group, locale),
                                                      SMALL, 152), SMALL, INK,
                   anchor="lm")
        if lines == 1:
            # Room for the card codes under the totals (one line of groups only).
            paste_text(image, (gx + 17, gy + 26), fit_text(" ".join(group.cards), SMALL,
                                                           152), SMALL, MUTED, anchor="lm")


def _group_text(group: ColourGroup, locale: str | None) -> str:
    return label("picture.fairy_lights.group", locale, bulbs=group.bulbs, stars=group.stars)


def _players(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
             names: Sequence[str], top: int, locale: str | None) -> int:
    y = top + 22
    winners = set(view.result.winners) if view.result else set()
    for p in view.players:
        _player_row(image, draw, p, names[p.seat], p.seat in winners, y, locale)
        y += ROW_H
    return y


def _result(image: Image.Image, draw: ImageDraw.ImageDraw, view: FairyLightsView,
            names: Sequence[str], top: int, locale: str | None) -> None:
    assert view.result is not None
    res = view.result
    # The base layer has a plain row box here when fewer than six play: clear it first.
    draw.rectangle((0, top - 4, WIDTH, top + 48), fill=BG)
    rounded_box(draw, (20, top, WIDTH - 20, top + 44), 10, fill=(70, 58, 20), outline=GOLD,
                width=2)
    reason = label("picture.fairy_lights.reason.resign" if res.reason == "resign"
                   else "picture.fairy_lights.reason.deck_out", locale)
    head = label("picture.fairy_lights.result", locale, reason=reason)
    paste_text(image, (32, top + 22), head, BODY, GOLD, anchor="lm", bold=True)
    x = 32 + round(text_width(head, BODY, True)) + 12
    parts = []
    for place, group in enumerate(res.ranking, start=1):
        who = " & ".join(fit_text(names[s], BODY, 130) for s in group)
        parts.append(label("picture.fairy_lights.place", locale, place=place, names=who,
                           score=res.scores[group[0]]))
    paste_text(image, (x, top + 22), fit_text("   ".join(parts), BODY, WIDTH - 32 - x),
               BODY, GOLD, anchor="lm")


LEFT_W = 290
PLAYERS_Y = MIDDLE_Y + MIDDLE_H + 12
MAX_PLAYERS = 6
#: the deck and discard counter boxes: (x, y, width, catalog key)
_DX = SHOP_X + 5 * (CARD_W + CARD_GAP) + 4
_HALF = (CARD_H - 12) // 2
COUNTERS = ((_DX, SHOP_Y, WIDTH - _DX - 20, "picture.fairy_lights.deck"),
            (_DX, SHOP_Y + _HALF + 12, WIDTH - _DX - 20, "picture.fairy_lights.discard"))


def height_of(view: FairyLightsView) -> int:
    """The picture's height: it grows with the player count and the result box."""
    return PLAYERS_Y + 22 + ROW_H * len(view.players) + 6 + (52 if view.over else 0)


@lru_cache(maxsize=4)
def base_layer(locale: str | None) -> Image.Image:
    """Everything that never changes, for six players: a picture is a crop of it.

    One per language (~1.8 MB each): copying it is far cheaper than drawing the boxes and
    headings again on every picture.
    """
    height = PLAYERS_Y + 22 + ROW_H * MAX_PLAYERS + 6 + 52
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    paste_text(image, (20, HEADER_H // 2 + 2), label("picture.fairy_lights.title", locale),
               TITLE, INK, anchor="lm", bold=True)
    paste_text(image, (SHOP_X, SHOP_Y - 8), label("picture.fairy_lights.shop", locale), SMALL,
               MUTED, anchor="ls")
    for i in range(5):
        x = SHOP_X + i * (CARD_W + CARD_GAP)
        # An empty slot; a card pasted here covers it whole.
        draw.rounded_rectangle((x, SHOP_Y, x + CARD_W, SHOP_Y + CARD_H), 12,
                               outline=(80, 88, 120), width=2)
    for (dx, top, w, key), (fill, edge) in zip(
            COUNTERS, (((52, 60, 96), (120, 130, 170)), (PANEL, (90, 98, 130))), strict=True):
        rounded_box(draw, (dx, top, dx + w, top + _HALF), 10, fill=fill, outline=edge, width=2)
        paste_text(image, (dx + w / 2, top + 18),
                   fit_text(label(key, locale), SMALL, w - 10), SMALL, MUTED, anchor="mm")
    rounded_box(draw, (20, MIDDLE_Y, 20 + LEFT_W, MIDDLE_Y + MIDDLE_H), 10, fill=PANEL)
    rounded_box(draw, (20 + LEFT_W + 12, MIDDLE_Y, WIDTH - 20, MIDDLE_Y + MIDDLE_H), 10,
                fill=PANEL)
    paste_text(image, (20, PLAYERS_Y + 10), label("picture.fairy_lights.players", locale),
               SMALL, MUTED, anchor="lm")
    for n in range(MAX_PLAYERS):
        y = PLAYERS_Y + 22 + n * ROW_H
        rounded_box(draw, (20, y, WIDTH - 20, y + ROW_H - 6), 10, fill=PANEL)
    return image


def render_image(view: FairyLightsView, names: Sequence[str], locale: str | None = "en",
                 usernames: Sequence[str] | None = None) -> Image.Image:
    """The picture as an RGB Pillow image (for tests and the palette); see :func:`render`."""
    drawn = picture_names(names, usernames, len(view.players), locale)
    image = base_layer(locale).crop((0, 0, WIDTH, height_of(view)))
    draw = ImageDraw.Draw(image)
    _header(image, view, drawn, locale)
    _shop(image, draw, view, locale)
    y = _middle(image, draw, view, locale)
    y = _players(image, draw, view, drawn, PLAYERS_Y, locale)
    if view.over:
        _result(image, draw, view, drawn, y + 4, locale)
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
