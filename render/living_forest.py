"""Picture of a Living Forest table (spec §7.4): a ``LivingForestView`` in, PNG bytes out.

Top: the Circle of Spirits (12 rocks with their bonus letter, each figure as a disc in its
Spirit colour carrying its position number, Onibi as a flame marked ``O``, the centre's Fire
tiles with their values and the fire power), and the animal market (3 rows of 4 cards with
slot, name, cost, elements with sign and social symbol; empty slots drawn empty; cards left
per level). Then the tree dispenser (id, cost, bonus, copies left), supplies and, with Kodama,
the three stacks (top card, cards left, target of the condition guarded). Below, one block per
player: the forest grid (rows A-C, columns 1-5, with Kodama 0-5; start tree, corner bonuses
while empty, completed lines), the help line (hidden during the animal phase: "drawing" /
"done"), element totals, ``N``, actions, victory progress with its breakdown, tiles, Fire
tiles, Fragments, Element tiles, draw and discard piles.

Every label is a catalog text in the post's language (``picture.living_forest.*`` in
``i18n/<locale>/picture.ftl``; card, Spirit and condition names from the game's own catalog),
drawn with the bundled DejaVu font; names the font cannot draw fall back to the username.

Never colour alone: every element is written with a two-letter code (legend at the bottom),
every figure carries its position number, Fire tiles their value, lit lines their names.
``render_board`` draws one player's block alone, enlarged (``/game board player:``).
Only the view is read, so nothing hidden can be drawn: a seat's own live animal-phase line
(``view.me``) is drawn only in that seat's own block of its own (ephemeral) picture.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import (
    fit_text,
    label,
    palette_png,
    paste_text,
    picture_names,
    rounded_box,
)
from rules.living_forest.view import LivingForestView, PlayerView, card_info

P = "picture.living_forest."

WIDTH = 640
BG = (28, 36, 30)
PANEL = (42, 54, 44)
PANEL_HI = (58, 74, 58)
INK = (238, 240, 232)
MUTED = (160, 172, 152)
GOLD = (250, 206, 80)
FIRE = (226, 92, 40)
STONE = (120, 124, 116)
CARD = (232, 226, 206)
CARD_INK = (30, 30, 26)
LEVEL = {1: (250, 250, 250), 2: (248, 214, 72), 3: (236, 120, 60)}
SPIRIT = {"winter": (150, 200, 255), "spring": (140, 220, 120), "summer": (255, 206, 80),
          "autumn": (222, 128, 64)}
ELEMENTS = ("sun", "water", "plant", "wind", "flower")
ROCK_BONUS = ("plant", "fragment", "attract", "fragment", "extinguish", "fragment",
              "plant", "fragment", "attract", "fragment", "extinguish", "fragment")
STONES = (3, 9)
CORNER_MARK = {"A1": "+A", "A5": "2F", "C1": "2F", "C5": "+E"}
#: symbol and bonus codes drawn on cards and trees are the spec's own short codes; element
#: codes (``Su3``) come from the picture catalog in the post's language.
TREE_BONUS = {"3A": "Su1", "3B": "Wa1", "4A": "Wi1", "4B": "Fl1", "5A": "Su2", "5B": "Pl1",
              "6": "Wa2", "7": "Wi2", "8": "Wa3", "9": "Fl2", "10": "Su4", "11": "repeat",
              "K6": "Su/K", "K7": "Wa/K", "K8": "+1K", "K9": "Pl/K", "K10": "Wi/K",
              "K11": "Fl/K"}
TREE_COST = {"3A": 3, "3B": 3, "4A": 4, "4B": 4, "5A": 5, "5B": 5, "6": 6, "7": 7, "8": 8,
             "9": 9, "10": 10, "11": 11, "K6": 6, "K7": 7, "K8": 8, "K9": 9, "K10": 10,
             "K11": 11}

# Pillow loads its file-format plugins on the first save (~40 ms): at import, not on the first
# picture after a start.
Image.preinit()

HEADER_H = 30
TABLE_H = 248
CARD_W, CARD_H = 94, 70
PLAYER_H = 132
CELL = 26


def codes(locale: str | None) -> tuple[str, ...]:
    """The five element codes (``Su Wa Pl Wi Fl`` in English) in ``locale``."""
    return tuple(label(P + "code." + e, locale) for e in ELEMENTS)


def elements_text(values: Sequence[int], locale: str | None = "en") -> str:
    """``Su3 Pl-1``: the non-zero elements with their sign."""
    return " ".join(f"{c}{v}" for c, v in zip(codes(locale), values, strict=True) if v)


def card_name(card: str, locale: str | None) -> str:
    """A card's name in ``locale`` (the game catalog's ``living_forest.card.<id>``)."""
    return label(f"living_forest.card.{card}", locale)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else str(seat + 1)


def _who(view: LivingForestView, names: Sequence[str], seat: int) -> str:
    return f"p{view.players[seat].position} {fit_text(_name(names, seat), 14, 150)}"


def _header(image: Image.Image, view: LivingForestView, names: Sequence[str],
            locale: str | None) -> None:
    if view.phase == "over":
        title = label(P + "title_over", locale, round=view.round)
    elif view.phase == "animal":
        drawing = ", ".join(_who(view, names, s) for s in view.to_act) or "-"
        title = label(P + "title_animal", locale, round=view.round, names=drawing)
    else:
        t = view.turn
        who = _who(view, names, t.seat) if t else "-"
        left = max(0, t.actions - t.basic_used) if t else 0
        title = label(P + "title_action", locale, round=view.round, name=who, left=left)
    paste_text(image, (10, HEADER_H // 2), fit_text(title, 16, WIDTH - 20), 16, INK,
               anchor="lm")


@lru_cache(maxsize=8)
def _circle_base(kodama: bool, locale: str | None) -> Image.Image:
    """The empty Circle of Spirits: rocks with their bonus letter and their names."""
    image = Image.new("RGB", (236, TABLE_H), BG)
    draw = ImageDraw.Draw(image)
    cx, cy, radius = 118, TABLE_H // 2, 84
    rounded_box(draw, (4, 0, 232, TABLE_H - 1), 10, fill=PANEL)
    for rock in range(12):
        angle = -math.pi / 2 + rock * math.pi / 6
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        stone = kodama and rock in STONES
        letter = label(P + "rock." + ("call" if stone else ROCK_BONUS[rock]), locale)
        draw.ellipse((x - 17, y - 17, x + 17, y + 17), fill=(90, 90, 84) if stone else STONE,
                     outline=INK if stone else (60, 62, 58), width=2)
        lx, ly = cx + (radius + 26) * math.cos(angle), cy + (radius + 24) * math.sin(angle)
        paste_text(image, (lx, ly), f"R{rock}", 11, MUTED, anchor="mm")
        paste_text(image, (x, y), letter, 14, INK, anchor="mm")
    return image


def _circle(image: Image.Image, draw: ImageDraw.ImageDraw, view: LivingForestView,
            top: int, locale: str | None) -> None:
    cx, cy, radius = 118, top + TABLE_H // 2, 84
    image.paste(_circle_base(view.kodama, locale), (0, top))
    figures = {p.rock: p for p in view.players if p.rock is not None and not p.resigned}
    for rock in range(12):
        angle = -math.pi / 2 + rock * math.pi / 6
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        fig = figures.get(rock)
        if fig is not None:
            draw.ellipse((x - 13, y - 13, x + 13, y + 13), fill=SPIRIT[fig.spirit],
                         outline=(10, 10, 10), width=2)
            paste_text(image, (x, y), str(fig.position), 15, CARD_INK, anchor="mm")
        elif view.onibi == rock:
            draw.polygon([(x, y - 15), (x - 11, y + 10), (x + 11, y + 10)], fill=FIRE,
                         outline=(10, 10, 10))
            paste_text(image, (x, y + 3), "O", 12, INK, anchor="mm")
    # The centre: Fire tiles (value written on each) and the fire power.
    tiles = view.centre
    for i, value in enumerate(tiles):
        row, col = divmod(i, 4)
        n = min(4, len(tiles) - row * 4)
        x = cx - n * 13 + col * 26
        y = cy - 28 + row * 28
        draw.rectangle((x + 1, y, x + 24, y + 23), fill=FIRE, outline=(60, 20, 0))
        paste_text(image, (x + 12.5, y + 12), str(value), 14, INK, anchor="mm", stroke=1,
                   stroke_fill=(60, 20, 0))
    text = label(P + "fire", locale, power=view.fire_power) if tiles \
        else label(P + "no_fire", locale)
    paste_text(image, (cx, cy + 38), text, 13, GOLD if tiles else MUTED, anchor="mm")


@lru_cache(maxsize=512)
def _card_image(slot: str, card: str | None, locale: str | None) -> Image.Image:
    """One market slot drawn once (cards and empty slots repeat from picture to picture)."""
    image = Image.new("RGB", (CARD_W + 1, CARD_H + 1), BG)
    _card(image, ImageDraw.Draw(image), 0, 0, slot, card, locale)
    return image


def _card(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, slot: str,
          card: str | None, locale: str | None) -> None:
    if card is None:
        draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), 6, outline=MUTED, width=1)
        paste_text(image, (x + 5, y + 4), slot, 11, MUTED)
        paste_text(image, (x + CARD_W / 2, y + CARD_H / 2), label(P + "empty", locale), 12,
                   MUTED, anchor="mm")
        return
    info = card_info(card)
    rounded_box(draw, (x, y, x + CARD_W, y + CARD_H), 6, fill=CARD,
                outline=LEVEL[info["level"] or 1], width=3)
    paste_text(image, (x + 5, y + 5), slot, 11, (90, 90, 80))
    # The cost badge: a disc in the level colour with the sun cost written on it.
    draw.ellipse((x + CARD_W - 26, y + 3, x + CARD_W - 4, y + 25), fill=LEVEL[info["level"]],
                 outline=CARD_INK)
    paste_text(image, (x + CARD_W - 15, y + 14), str(info["cost"]), 12, CARD_INK, anchor="mm")
    paste_text(image, (x + 5, y + 28), fit_text(card_name(card, locale), 12, CARD_W - 8),
               12, CARD_INK, anchor="lm")
    parts = [f"{c}{v}" for c, v in zip(codes(locale), info["elements"], strict=True) if v]
    lines = [" ".join(parts[:3]), " ".join(parts[3:])]
    for i, text in enumerate(lines):
        paste_text(image, (x + 5, y + 43 + i * 12), text, 11, CARD_INK, anchor="lm")
    extra = label(P + "symbol." + info["symbol"], locale) if info["symbol"] != "none" else ""
    if info["repeat"]:
        extra = f"x2 {info['repeat']}"
    elif info["bonus"]:
        extra = f"+{info['bonus']}"
    if extra:
        paste_text(image, (x + CARD_W - 5, y + CARD_H - 8), extra, 11, (120, 40, 20),
                   anchor="rm")


def _market(image: Image.Image, draw: ImageDraw.ImageDraw, view: LivingForestView,
            top: int, locale: str | None) -> None:
    x0 = 240
    for i, card in enumerate(view.market):
        row, col = divmod(i, 4)
        image.paste(_card_image(f"{row + 1}{'abcd'[col]}", card, locale),
                    (x0 + col * (CARD_W + 4), top + row * (CARD_H + 6)))
    sizes = ", ".join(f"L{i + 1} {n}" for i, n in enumerate(view.stack_sizes))
    paste_text(image, (x0, top + TABLE_H - 10), label(P + "cards_left", locale, sizes=sizes),
               12, MUTED, anchor="lm")


def _tree_bonus(tree: str, locale: str | None) -> str:
    """A tree's bonus code (``Su1``, ``Wa/K``) with the element code in ``locale``."""
    text = TREE_BONUS[tree]
    english = dict(zip(("Su", "Wa", "Pl", "Wi", "Fl"), codes(locale), strict=True))
    return english.get(text[:2], text[:2]) + text[2:] if text[:2] in english else text


@lru_cache(maxsize=512)
def _tree_tile(tree: str, copies: int, w: int, locale: str | None) -> Image.Image:
    """One dispenser tile: id, copies left, cost and bonus."""
    image = Image.new("RGB", (w, 38), BG)
    draw = ImageDraw.Draw(image)
    rounded_box(draw, (0, 0, w - 3, 37), 5, fill=PANEL_HI if copies else PANEL)
    paste_text(image, (4, 10), tree, 13, INK if copies else MUTED, anchor="lm")
    paste_text(image, (w - 6, 10), f"x{copies}", 11, GOLD if copies else MUTED, anchor="rm")
    paste_text(image, (4, 27), f"c{TREE_COST[tree]} {_tree_bonus(tree, locale)}", 10, MUTED,
               anchor="lm")
    return image


def _trees(image: Image.Image, draw: ImageDraw.ImageDraw, view: LivingForestView,
           top: int, locale: str | None) -> int:
    per_row = 12
    w = (WIDTH - 8) // per_row
    for i, (tree, copies) in enumerate(view.trees):
        row, col = divmod(i, per_row)
        image.paste(_tree_tile(tree, copies, w, locale), (4 + col * w, top + row * 40))
    rows = (len(view.trees) + per_row - 1) // per_row
    return top + rows * 40


def _supplies(image: Image.Image, draw: ImageDraw.ImageDraw, view: LivingForestView,
              names: Sequence[str], top: int, locale: str | None) -> int:
    targets = dict(view.targets)
    sacred = view.players[view.sacred]
    parts = [label(P + "varans", locale, count=view.varans),
             label(P + "fragments", locale, count=view.frag_supply)]
    if view.kodama:
        parts.append(label(P + "element_tiles", locale, count=view.elem_supply))
    parts.append(label(P + "sacred", locale, position=sacred.position))
    parts.append(label(P + "targets", locale, **targets))
    paste_text(image, (8, top + 10), fit_text(" - ".join(parts), 13, WIDTH - 16), 13,
               INK, anchor="lm")
    y = top + 22
    if view.kodama:
        w = (WIDTH - 8) // 3
        for i, st in enumerate(view.kodama_stacks):
            x = 4 + i * w
            rounded_box(draw, (x, y, x + w - 4, y + 38), 5, fill=PANEL)
            head = label(P + "kodama_stack", locale, letter=st.letter, size=st.size,
                         condition=label(f"living_forest.condition.{st.guards}", locale),
                         target=st.target)
            paste_text(image, (x + 5, y + 10), fit_text(head, 12, w - 12), 12, INK,
                       anchor="lm")
            if st.top is None:
                text = label(P + "empty", locale)
            else:
                info = card_info(st.top)
                text = label(P + "kodama_top", locale, card=card_name(st.top, locale),
                             cost=info["cost"],
                             elements=elements_text(info["elements"], locale) or "-")
            paste_text(image, (x + 5, y + 27), fit_text(text, 12, w - 12), 12, MUTED,
                       anchor="lm")
        y += 42
    return y


def _forest(image: Image.Image, view: LivingForestView, p: PlayerView, x0: int, y0: int,
            back: tuple[int, int, int]) -> None:
    image.paste(_forest_image(p.forest, p.lines, view.kodama, back), (x0, y0))


@lru_cache(maxsize=256)
def _forest_image(forest: tuple[tuple[str, str], ...], lines: tuple[str, ...], kodama: bool,
                  back: tuple[int, int, int]) -> Image.Image:
    """A forest grid, drawn once per distinct forest."""
    cols = range(0, 6) if kodama else range(1, 6)
    image = Image.new("RGB", (16 + len(cols) * CELL, 14 + 3 * CELL), back)
    draw = ImageDraw.Draw(image)
    x0 = y0 = 0
    trees = dict(forest)
    lit = set(lines)
    for ci, c in enumerate(cols):
        paste_text(image, (x0 + 14 + ci * CELL + CELL / 2, y0 + 6), str(c), 10, MUTED,
                   anchor="mm")
    for ri, r in enumerate("ABC"):
        paste_text(image, (x0 + 6, y0 + 14 + ri * CELL + CELL / 2), r, 10, MUTED, anchor="mm")
        for ci, c in enumerate(cols):
            space = f"{r}{c}"
            x, y = x0 + 14 + ci * CELL, y0 + 14 + ri * CELL
            in_line = any(space in spaces for line, spaces in _LINES.items() if line in lit)
            outline = GOLD if in_line else (80, 92, 80)
            tree = "ST" if space == "B3" else trees.get(space)
            fill = (70, 120, 70) if tree else (36, 44, 38)
            draw.rectangle((x, y, x + CELL - 2, y + CELL - 2), fill=fill, outline=outline,
                           width=2 if in_line else 1)
            if tree:
                paste_text(image, (x + CELL / 2 - 1, y + CELL / 2 - 1), tree, 11, INK,
                           anchor="mm")
            elif space in CORNER_MARK:
                paste_text(image, (x + CELL / 2 - 1, y + CELL / 2 - 1), CORNER_MARK[space], 10,
                           MUTED, anchor="mm")
    return image


_LINES = {"col0": ("A0", "B0", "C0"), "col2": ("A2", "B2", "C2"), "col3": ("A3", "B3", "C3"),
          "col4": ("A4", "B4", "C4"), "rowB": ("B1", "B2", "B3", "B4", "B5")}


def _player(image: Image.Image, draw: ImageDraw.ImageDraw, view: LivingForestView,
            names: Sequence[str], p: PlayerView, top: int, locale: str | None) -> None:
    acting = view.turn is not None and view.turn.seat == p.seat
    winners = set(view.result.winners) if view.result else set()
    rounded_box(draw, (4, top, WIDTH - 4, top + PLAYER_H - 4), 8,
                fill=PANEL_HI if acting else PANEL, outline=GOLD if acting else None, width=2)
    _forest(image, view, p, 8, top + 8, PANEL_HI if acting else PANEL)
    grid_w = 14 + (6 if view.kodama else 5) * CELL
    x = 8 + grid_w + 10
    text_w = WIDTH - x - 10
    draw.ellipse((x, top + 6, x + 20, top + 26), fill=SPIRIT[p.spirit], outline=(10, 10, 10))
    paste_text(image, (x + 10, top + 16), str(p.position), 13, CARD_INK, anchor="mm")
    tags = [label(f"living_forest.spirit.{p.spirit}", locale)]
    if p.sacred:
        tags.append(label(P + "sacred_tag", locale))
    if p.status in ("drawing", "done", "resigned"):
        tags.append(label(P + "status." + p.status, locale))
    if p.seat in winners:
        tags.append(label(P + "winner", locale))
    if p.rock is not None:
        tags.append(f"R{p.rock}")
    head = f"{fit_text(_name(names, p.seat), 15, 170)} ({', '.join(tags)})"
    paste_text(image, (x + 26, top + 16), fit_text(head, 15, text_w - 26), 15,
               GOLD if p.seat in winners else INK, anchor="lm")
    targets = dict(view.targets)
    trees, fires, flowers = p.counts
    tiles = {k: sum(1 for kind, _ in p.tiles if kind == k) for k in ("tree", "fire", "flower")}
    progress = label(P + "progress", locale, trees=trees, tree_target=targets["tree"],
                     types=p.tree_types, tree_tiles=tiles["tree"], fires=fires,
                     fire_target=targets["fire"], fire_count=len(p.fires),
                     fire_tiles=tiles["fire"], flowers=flowers,
                     flower_target=targets["flower"], visible=max(0, p.visible_flowers),
                     flower_tiles=tiles["flower"])
    paste_text(image, (x, top + 36), fit_text(progress, 13, text_w), 13, INK, anchor="lm")
    # A seat's own (ephemeral) picture shows its live animal-phase facts in its own block.
    me = view.me if view.viewer == p.seat else None
    values = me.totals if me is not None else p.totals
    totals = " ".join(f"{c}{v}" for c, v in zip(codes(locale), values, strict=True))
    extra = f" K{p.kodama_count}" if view.kodama else ""
    if p.help_line is not None:
        extra += f"  N={p.net_solitary}"
        if p.actions is not None:
            extra += "  " + label(P + "actions", locale, count=p.actions)
    paste_text(image, (x, top + 54), fit_text(totals + extra, 13, text_w), 13, INK,
               anchor="lm")

    def cards(ids: Sequence[str]) -> str:
        return ", ".join(card_name(c, locale) for c in ids) or "-"

    if p.help_line is None:
        if me is not None:
            line = label(P + "your_line", locale, cards=cards(me.help_line),
                         n=me.net_solitary)
        else:
            line = label(P + ("hidden_done" if p.status == "done" else "hidden_drawing"),
                         locale)
    else:
        line = label(P + "line", locale, cards=cards(p.help_line))
    paste_text(image, (x, top + 72), fit_text(line, 12, text_w), 12, MUTED, anchor="lm")
    held = " ".join(
        f"{label(f'living_forest.kind.{k}', locale)}"
        f"({label(f'living_forest.spirit.{sp}', locale)[:2]})" for k, sp in p.tiles) \
        or label(P + "none", locale)
    fires_txt = ",".join(map(str, p.fires)) or "-"
    fragments = me.fragments if me is not None else p.fragments
    stuff = label(P + "stuff", locale, tiles=held, count=len(p.fires), values=fires_txt,
                  fragments=fragments)
    if view.kodama:
        stuff += "; " + label(P + "elements_held", locale, held=p.elem_held)
        if p.elem_used:
            stuff += " " + label(P + "elements_used", locale, used="+".join(p.elem_used))
    paste_text(image, (x, top + 89), fit_text(stuff, 12, text_w), 12, INK, anchor="lm")
    known_top = me.known_top if me is not None else p.known_top
    draw_pile, discard = (me.draw_pile, me.discard) if me is not None else (p.draw_pile,
                                                                            p.discard)
    piles = label(P + "piles", locale, draw=draw_pile, discard=len(discard))
    if known_top:
        piles = piles.replace(f" {draw_pile};", f" {draw_pile} "
                              + label(P + "top", locale, cards=cards(known_top)) + ";", 1)
    if discard:
        piles += " " + label(P + "top", locale, cards=card_name(discard[-1], locale))
    if p.lines:
        piles += "; " + label(P + "lines", locale, lines=" ".join(p.lines))
    paste_text(image, (x, top + 106), fit_text(piles, 12, text_w), 12, MUTED,
               anchor="lm")


def render_image(view: LivingForestView, names: Sequence[str], locale: str | None = "en",
                 usernames: Sequence[str] | None = None) -> Image.Image:
    """The picture as an RGB image, labels in ``locale``."""
    names = picture_names(names, usernames, len(view.players), locale)
    tree_rows = (len(view.trees) + 11) // 12
    height = (HEADER_H + TABLE_H + 6 + tree_rows * 40 + 26 + (42 if view.kodama else 0)
              + PLAYER_H * len(view.players) + 24 + (30 if view.result else 0))
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    _header(image, view, names, locale)
    _circle(image, draw, view, HEADER_H, locale)
    _market(image, draw, view, HEADER_H, locale)
    y = _trees(image, draw, view, HEADER_H + TABLE_H + 6, locale)
    y = _supplies(image, draw, view, names, y, locale)
    for p in view.players:
        _player(image, draw, view, names, p, y, locale)
        y += PLAYER_H
    if view.result is not None:
        res = view.result
        parts = []
        for place, group in enumerate(res.ranking, start=1):
            who = " & ".join(f"p{view.players[s].position}" for s in group)
            parts.append(f"{place}. {who} ({res.scores[group[0]]})")
        reason = label(f"living_forest.reason.{res.reason}", locale)
        text = label(P + "result", locale, reason=reason, places="  ".join(parts))
        paste_text(image, (8, y + 12), fit_text(text, 14, WIDTH - 16), 14, GOLD,
                   anchor="lm")
        y += 30
    paste_text(image, (8, y + 10), fit_text(label(P + "legend", locale), 11, WIDTH - 16), 11,
               MUTED, anchor="lm")
    return image


#: ``/game board player:``: one player's block, drawn by :func:`_player` and scaled up.
BOARD_SCALE = 2


def render_board(view: LivingForestView, seat: int, names: Sequence[str],
                 locale: str | None = "en", usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``seat``'s block (forest, help line, totals...) enlarged, labels in
    ``locale``; names as in :func:`render`. Deterministic.

    ``view`` is the asking seat's view: another seat's animal-phase line and totals are drawn
    only as far as that view shows them (R-20), the asker's own live line only in its own
    block, exactly as in the full picture."""
    names = picture_names(names, usernames, len(view.players), locale)
    image = Image.new("RGB", (WIDTH, PLAYER_H), BG)
    _player(image, ImageDraw.Draw(image), view, names, view.players[seat], 0, locale)
    # Nearest-neighbour keeps the palette's colours, so the quantisation stays exact.
    big = image.resize((WIDTH * BOARD_SCALE, PLAYER_H * BOARD_SCALE), Image.NEAREST)
    return palette_png(big, palette(), compress_level=2)


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """A fixed 256-colour palette from the renderer's own colours and their blends.

    Mapping onto a fixed palette costs far less than an adaptive quantisation per picture,
    and it is deterministic.
    """
    base = [BG, PANEL, PANEL_HI, INK, MUTED, GOLD, FIRE, STONE, CARD, CARD_INK, (90, 90, 84),
            (36, 44, 38), (70, 120, 70), (80, 92, 80), (60, 62, 58), (120, 40, 20),
            (90, 90, 80), (60, 20, 0), (10, 10, 10), *LEVEL.values(), *SPIRIT.values()]
    colours: list[tuple[int, int, int]] = []
    # Antialiased text blends ink into each background: a few steps between each pair.
    pairs = [(BG, INK), (PANEL, INK), (PANEL_HI, INK), (PANEL, MUTED), (BG, MUTED),
             (CARD, CARD_INK), (FIRE, INK), (PANEL, GOLD), (STONE, INK), (BG, GOLD),
             (CARD, (120, 40, 20)), (PANEL_HI, GOLD), (PANEL_HI, MUTED), (CARD, (90, 90, 80))]
    for a, b in pairs:
        for k in range(1, 8):
            t = k / 8
            colours.append(tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3)))
    flat: list[int] = []
    seen: list[tuple[int, int, int]] = []
    for c in base + colours:
        if c not in seen:
            seen.append(c)
    for c in seen[:256]:
        flat.extend(c)
    flat.extend([0, 0, 0] * (256 - len(seen[:256])))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def render(view: LivingForestView, names: Sequence[str], locale: str | None = "en",
           usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``view``, labels in ``locale``; ``names[seat]`` is each seat's display
    name, ``usernames[seat]`` its fallback (``render.common.picture_name``). Deterministic."""
    return palette_png(render_image(view, names, locale, usernames), palette(),
                       compress_level=2)
