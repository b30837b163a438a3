"""Picture of a Halali! game (spec §7.3): the forest on top, a status panel under it.

The only input is a :class:`rules.halali.view.HalaliView` plus the seats' names and the
post's language, so the picture is a pure function of public state (spec §6). Face-down tiles
carry no identity in the view, and all of them are pasted from one cached back image, so
nothing hidden can show.

Phone-first: the picture is the board's width (640 px), with the panel under the board, so a
phone showing it 500 px wide scales it by 0.78 only; no text is under 15 px (11.7 px on the
phone). The panel grows with what it lists and the picture is cut to fit. Names are measured
and shortened with :func:`render.common.fit_text`; scores never are.

Speed: the empty board (one per exit-highlight state), every tile face and the tile back are
drawn once and cached (:func:`clear_caches` empties them); a render pastes them and writes
the panel text. Every picture maps onto one fixed palette, built at import.

Labels come from the catalog (``picture.halali.*``, side names from ``halali.side.*``); the
letters on the tiles are the move notation's (§7.2), the same in every language.

Decisions where §7.3 is silent:
- Kind icons are simple shapes drawn with Pillow primitives (no artwork): bear head, fox head,
  axe, hunter's hat, pheasant with long tail, duck, fir tree; the letter sits top-left.
- The hunter's gun is a yellow arrowhead on the tile edge it points to, plus a shaft.
- Never-flipped tiles (after the game, R16) are faded and get a dashed white border.
- The last move's origin gets a light ring and its target a strong amber frame; a flip gets the
  strong frame on the flipped square.
- The neutral lock is a padlock on the locked tile, coloured like the side it binds.
- The back-and-forth ban is a red "no entry" sign on the forbidden square.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import (
    Box,
    dashed_rectangle,
    fit_text,
    fixed_palette,
    label,
    palette_png,
    paste_text,
    picture_names,
    rounded_box,
    text_width,
)
from rules.halali.view import HalaliView, LastTurn, MatchView, TileView

__all__ = ["CVD_GROUPS", "clear_caches", "render", "render_image", "warm_up", "WIDTH",
           "HEIGHT"]

# --- layout ---------------------------------------------------------------------------------
#: the picture's width and its tallest height; the panel under the board decides the height
WIDTH, HEIGHT = 640, 1200
CELL = 64                      # one square of the 9x9 frame
ORIGIN = 32                    # left/top margin, holds the coordinate labels
TILE = 54                      # tile side; the gap shows the floor and highlights
PAD = (CELL - TILE) // 2
BOARD_H = ORIGIN + 9 * CELL + ORIGIN   # 640: the board and its coordinates
PANEL_X = 16
PANEL_W = WIDTH - 2 * PANEL_X
MINI = 24                      # panel pile tiles
SS = 3                         # supersampling factor for cached drawings (smooth edges)

FILES = "abcdefghi"
EXITS = {"a5": "W", "i5": "E", "e1": "S", "e9": "N"}
KINDS = ("bear", "fox", "lumberjack", "hunter", "pheasant", "duck", "tree")
LETTER = {"bear": "B", "fox": "F", "lumberjack": "L", "hunter": "H", "pheasant": "P",
          "duck": "D", "tree": "T"}
#: end reasons with a short panel label (``picture.halali.reason.<code>``).
END_REASONS = ("end_phase_complete", "no_tiles", "cannot_move", "quiet_draw", "draw_agreed",
               "resigned")
KIND_COLOUR = {"bear": "blue", "fox": "blue", "lumberjack": "brown", "hunter": "brown",
               "pheasant": "neutral", "duck": "neutral", "tree": "neutral"}

# --- palette (opaque dark card: reads the same on Discord's dark and light themes) ----------
BG = (37, 42, 49)
LABEL = (201, 209, 217)
TEXT = (236, 240, 244)
MUTED = (160, 170, 182)
HEDGE = (31, 77, 43)
FLOOR = (221, 211, 170)
FLOOR_ALT = (210, 198, 152)
FLOOR_LINE = (176, 162, 115)
PATH = (150, 126, 84)
PATH_DARK = (96, 78, 48)
EXIT_HOT = (255, 204, 51)
AMBER = (255, 190, 30)
AMBER_SOFT = (255, 232, 150)
RED = (229, 57, 53)
ORANGE = (255, 152, 56)
# Brown is darker and the neutral green lighter than their plain hues: with red-green
# colour blindness they would otherwise look alike (tests/render/test_colour_vision.py).
TILE_BG = {"blue": (37, 99, 201), "brown": (120, 75, 35), "neutral": (60, 160, 80)}
TILE_EDGE = {"blue": (20, 55, 120), "brown": (84, 52, 22), "neutral": (24, 80, 34)}
SIDE_CHIP = {"blue": (59, 130, 246), "brown": (176, 104, 52)}
SIDE_TEXT = {"blue": (125, 175, 255), "brown": (222, 160, 110)}
BACK_BG = (58, 68, 80)
BACK_EDGE = (28, 33, 40)
BACK_MOTIF = (98, 114, 132)

#: colours players must tell apart (tests/render/test_colour_vision.py); a letter goes with
#: each anyway (tile letters, side names)
CVD_GROUPS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "sides": tuple(SIDE_CHIP.values()),
    "side_names": tuple(SIDE_TEXT.values()),
    "tile_colours": tuple(TILE_BG.values()),
}


def square_box(square: str) -> tuple[int, int, int, int]:
    """Pixel box of a frame square (``a1``..``i9``), north (rank 9) at the top."""
    col = FILES.index(square[0])
    row = 9 - int(square[1:])
    x0 = ORIGIN + col * CELL
    y0 = ORIGIN + row * CELL
    return x0, y0, x0 + CELL, y0 + CELL


# --- cached drawings -----------------------------------------------------------------------


def _icon(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, u: float) -> None:
    """Draw the white kind icon centred on (cx, cy); ``u`` is one icon unit (~1 px at 1x)."""
    w = (255, 255, 255)
    dark = (30, 30, 30)
    if kind == "bear":
        for ex in (-8, 8):  # round ears first, the head covers their lower half
            draw.ellipse((cx + (ex - 4.5) * u, cy - 12 * u, cx + (ex + 4.5) * u, cy - 3 * u),
                         fill=w)
        draw.ellipse((cx - 11 * u, cy - 8 * u, cx + 11 * u, cy + 11 * u), fill=w)
        draw.ellipse((cx - 2.5 * u, cy + 1 * u, cx + 2.5 * u, cy + 5 * u), fill=dark)
        for ex in (-4.5, 4.5):
            draw.ellipse((cx + (ex - 1.6) * u, cy - 3 * u, cx + (ex + 1.6) * u, cy + 0.2 * u),
                         fill=dark)
    elif kind == "fox":
        draw.polygon([(cx - 12 * u, cy - 12 * u), (cx - 3 * u, cy - 5 * u),
                      (cx + 3 * u, cy - 5 * u), (cx + 12 * u, cy - 12 * u),
                      (cx + 10 * u, cy + 1 * u), (cx, cy + 12 * u), (cx - 10 * u, cy + 1 * u)],
                     fill=w)
        draw.ellipse((cx - 1.8 * u, cy + 8 * u, cx + 1.8 * u, cy + 11.5 * u), fill=dark)
        for ex in (-5, 5):
            draw.polygon([(cx + (ex - 2.2) * u, cy - 1 * u), (cx + (ex + 2.2) * u, cy - 1 * u),
                          (cx + ex * u, cy + 2 * u)], fill=dark)
    elif kind == "lumberjack":  # an axe: diagonal handle and a blade
        draw.line([(cx - 10 * u, cy + 12 * u), (cx + 6 * u, cy - 9 * u)], fill=w,
                  width=round(4.5 * u))
        draw.polygon([(cx + 1 * u, cy - 13 * u), (cx + 12 * u, cy - 6 * u),
                      (cx + 12 * u, cy + 3 * u), (cx + 4 * u, cy - 3 * u)], fill=w)
    elif kind == "hunter":  # a brimmed hat with a feather
        draw.rounded_rectangle((cx - 12 * u, cy + 2 * u, cx + 12 * u, cy + 6 * u), radius=2 * u,
                               fill=w)
        draw.polygon([(cx - 7 * u, cy + 3 * u), (cx - 5 * u, cy - 8 * u), (cx + 5 * u, cy - 8 * u),
                      (cx + 7 * u, cy + 3 * u)], fill=w)
        draw.line([(cx - 6 * u, cy - 0.5 * u), (cx + 6 * u, cy - 0.5 * u)], fill=dark,
                  width=round(2 * u))
        draw.line([(cx + 4 * u, cy - 4 * u), (cx + 11 * u, cy - 12 * u)], fill=w,
                  width=round(2 * u))
    elif kind == "pheasant":  # small body, long thin tail to the left
        draw.polygon([(cx - 3 * u, cy + 1 * u), (cx - 14 * u, cy + 11 * u),
                      (cx - 11 * u, cy + 12 * u), (cx + 1 * u, cy + 5 * u)], fill=w)
        draw.ellipse((cx - 5 * u, cy - 4 * u, cx + 9 * u, cy + 7 * u), fill=w)
        draw.ellipse((cx + 4 * u, cy - 11 * u, cx + 11 * u, cy - 4 * u), fill=w)
        draw.polygon([(cx + 10.5 * u, cy - 8.5 * u), (cx + 14 * u, cy - 7 * u),
                      (cx + 10.5 * u, cy - 6 * u)], fill=w)
        draw.ellipse((cx + 7 * u, cy - 9 * u, cx + 9 * u, cy - 7 * u), fill=dark)
    elif kind == "duck":  # round body, head, flat beak, a water line
        draw.ellipse((cx - 12 * u, cy - 2 * u, cx + 8 * u, cy + 9 * u), fill=w)
        draw.ellipse((cx + 1 * u, cy - 11 * u, cx + 10 * u, cy - 2 * u), fill=w)
        draw.polygon([(cx + 9 * u, cy - 7.5 * u), (cx + 14 * u, cy - 6 * u),
                      (cx + 9 * u, cy - 4 * u)], fill=w)
        draw.ellipse((cx + 4.5 * u, cy - 8.5 * u, cx + 6.5 * u, cy - 6.5 * u), fill=dark)
        draw.line([(cx - 13 * u, cy + 12 * u), (cx + 13 * u, cy + 12 * u)], fill=w,
                  width=round(1.5 * u))
    elif kind == "tree":  # fir: three stacked triangles and a trunk
        draw.rectangle((cx - 2 * u, cy + 7 * u, cx + 2 * u, cy + 13 * u), fill=w)
        for top, half, bottom in ((-13, 6, -3), (-8, 9, 3), (-3, 12, 9)):
            draw.polygon([(cx, cy + top * u), (cx + half * u, cy + bottom * u),
                          (cx - half * u, cy + bottom * u)], fill=w)


def _gun_arrow(draw: ImageDraw.ImageDraw, direction: str, size: int) -> None:
    """Yellow arrow from the tile centre to the edge the hunter's gun points at."""
    c = size / 2
    u = size / TILE
    # Arrow pointing north in tile units, then rotated to the gun direction.
    head = [(0, -26), (-10, -14), (10, -14)]
    shaft = [(-2.5, -15), (2.5, -15), (2.5, -5), (-2.5, -5)]
    rot = {"N": lambda x, y: (x, y), "E": lambda x, y: (-y, x),
           "S": lambda x, y: (-x, -y), "W": lambda x, y: (y, -x)}[direction]

    def place(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(c + rot(x, y)[0] * u, c + rot(x, y)[1] * u) for x, y in points]

    outline = (25, 20, 10)
    draw.polygon(place(shaft), fill=EXIT_HOT, outline=outline, width=round(1.2 * u))
    draw.polygon(place(head), fill=EXIT_HOT, outline=outline, width=round(1.5 * u))


@lru_cache(maxsize=64)
def tile_face(kind: str, gun: str | None) -> Image.Image:
    """RGBA face of a face-up tile (cached per kind and gun direction)."""
    size = TILE
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    colour = KIND_COLOUR[kind]
    rounded_box(d, (0, 0, big - 1, big - 1), radius=big * 0.16, fill=TILE_BG[colour],
                outline=TILE_EDGE[colour], width=max(SS, round(big * 0.04)))
    u = big / 54
    if kind == "hunter" and gun is not None:
        # Keep the hat off the arrow: push it away from the gun side.
        dx, dy = {"N": (0, 6), "S": (0, -6), "E": (-6, 0), "W": (6, 0)}[gun]
        _icon(d, kind, big / 2 + dx * u, big / 2 + 3 * u + dy * u, u * 0.95)
        _gun_arrow(d, gun, big)
    else:
        _icon(d, kind, big / 2 + 2 * u, big / 2 + 4 * u, u * 1.2)
    face = img.resize((size, size), Image.Resampling.LANCZOS)
    # The letter at its final size, through paste_text like every text of the picture.
    paste_text(face, (5, 2), LETTER[kind], 15, (255, 255, 255), stroke=2,
               stroke_fill=(0, 0, 0))
    return face


@lru_cache(maxsize=16)
def mini_tile(kind: str, size: int = MINI) -> Image.Image:
    """Small tile for the panel piles: colour and letter only (icons blur at this size)."""
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    colour = KIND_COLOUR[kind]
    rounded_box(d, (0, 0, big - 1, big - 1), radius=big * 0.18, fill=TILE_BG[colour],
                outline=TILE_EDGE[colour], width=SS)
    tile = img.resize((size, size), Image.Resampling.LANCZOS)
    paste_text(tile, (size / 2, size / 2 + 1), LETTER[kind], 16, (255, 255, 255), anchor="mm",
               bold=True)
    return tile


@lru_cache(maxsize=64)
def never_flipped_face(kind: str, gun: str | None) -> Image.Image:
    """Face of a tile revealed only after the game (R16): faded, with a dashed border."""
    face = tile_face(kind, gun).copy()
    grey = Image.new("RGBA", face.size, (128, 128, 128, 255))
    faded = Image.blend(face, grey, 0.45)
    faded.putalpha(face.getchannel("A"))
    d = ImageDraw.Draw(faded)
    dashed_rectangle(d, (1, 1, TILE - 2, TILE - 2), fill=(255, 255, 255), width=2, dash=5, gap=4)
    return faded


@lru_cache(maxsize=1)
def tile_back() -> Image.Image:
    """The one back shared by every face-down tile (spec §6: same image, no variation)."""
    big = TILE * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rounded_box(d, (0, 0, big - 1, big - 1), radius=big * 0.16, fill=BACK_BG, outline=BACK_EDGE,
                width=round(big * 0.04))
    m = big * 0.2
    rounded_box(d, (m, m, big - m, big - m), radius=big * 0.08, outline=BACK_MOTIF,
                width=round(big * 0.03))
    c = big / 2
    r = big * 0.17
    # A symmetric four-leaf motif: looks the same however one thinks the tile lies.
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        d.ellipse((c + dx * r * 0.9 - r * 0.45, c + dy * r * 0.9 - r * 0.45,
                   c + dx * r * 0.9 + r * 0.45, c + dy * r * 0.9 + r * 0.45), fill=BACK_MOTIF)
    d.ellipse((c - r * 0.3, c - r * 0.3, c + r * 0.3, c + r * 0.3), fill=BACK_EDGE)
    return img.resize((TILE, TILE), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def padlock(side: str) -> Image.Image:
    """A small padlock whose body has the colour of the side the lock binds."""
    w, h = 20 * SS, 24 * SS
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    white = (255, 255, 255)
    d.arc((4 * SS, 1 * SS, 16 * SS, 15 * SS), 180, 360, fill=(20, 20, 20), width=5 * SS)
    d.arc((4.5 * SS, 1.5 * SS, 15.5 * SS, 14.5 * SS), 180, 360, fill=white, width=3 * SS)
    d.line([(5.5 * SS, 8 * SS), (5.5 * SS, 11 * SS)], fill=white, width=3 * SS)
    d.line([(14.5 * SS, 8 * SS), (14.5 * SS, 11 * SS)], fill=white, width=3 * SS)
    d.rounded_rectangle((1 * SS, 10 * SS, 19 * SS, 23 * SS), radius=3 * SS,
                        fill=SIDE_CHIP.get(side, MUTED), outline=white, width=2 * SS)
    d.ellipse((8 * SS, 14 * SS, 12 * SS, 18 * SS), fill=(20, 20, 20))
    d.rectangle((9.2 * SS, 17 * SS, 10.8 * SS, 20.5 * SS), fill=(20, 20, 20))
    return img.resize((20, 24), Image.Resampling.LANCZOS)


@lru_cache(maxsize=1)
def no_entry() -> Image.Image:
    """Red 'no entry' sign for the square a back-and-forth ban forbids."""
    big = CELL * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    m = 9 * SS
    d.ellipse((m, m, big - m, big - m), outline=(255, 255, 255), width=9 * SS)
    d.ellipse((m + SS, m + SS, big - m - SS, big - m - SS), outline=RED, width=6 * SS)
    k = 0.29 * big
    d.line([(k, k), (big - k, big - k)], fill=(255, 255, 255), width=9 * SS)
    d.line([(k, k), (big - k, big - k)], fill=RED, width=6 * SS)
    return img.resize((CELL, CELL), Image.Resampling.LANCZOS)


def _exit_opening(d: ImageDraw.ImageDraw, square: str, direction: str, hot: bool) -> None:
    """A path from the forest edge out through the hedge to the exit square."""
    x0, y0, x1, y1 = square_box(square)
    half = 15
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    fill = EXIT_HOT if hot else PATH
    edge = (255, 244, 190) if hot else PATH_DARK
    # The path strip runs from the exit square's outer part into the hedge gap.
    if direction in "WE":
        inner = x1 + 8 if direction == "W" else x0 - 8
        outer = x0 + 8 if direction == "W" else x1 - 8
        box = (min(inner, outer), cy - half, max(inner, outer), cy + half)
    else:
        inner = y1 + 8 if direction == "N" else y0 - 8
        outer = y0 + 8 if direction == "N" else y1 - 8
        box = (cx - half, min(inner, outer), cx + half, max(inner, outer))
    d.rectangle(box, fill=fill)
    if hot:
        d.rectangle(box, outline=edge, width=2)
    # A chevron pointing out of the forest.
    s = 9
    pts = {"W": [(cx + s / 2, cy - s), (cx - s / 2, cy), (cx + s / 2, cy + s)],
           "E": [(cx - s / 2, cy - s), (cx + s / 2, cy), (cx - s / 2, cy + s)],
           "N": [(cx - s, cy + s / 2), (cx, cy - s / 2), (cx + s, cy + s / 2)],
           "S": [(cx - s, cy - s / 2), (cx, cy + s / 2), (cx + s, cy - s / 2)]}[direction]
    d.line(pts, fill=(60, 45, 10) if hot else (235, 225, 200), width=3, joint="curve")


@lru_cache(maxsize=2)
def board_layer(end_phase: bool) -> Image.Image:
    """The empty board with labels, hedge and exits; exits glow when ``end_phase``."""
    img = Image.new("RGB", (WIDTH, HEIGHT), BG)
    d = ImageDraw.Draw(img)
    for i, f in enumerate(FILES):
        x = ORIGIN + i * CELL + CELL / 2
        paste_text(img, (x, ORIGIN / 2), f, SMALL, LABEL, "mm")
        paste_text(img, (x, ORIGIN + 9 * CELL + ORIGIN / 2), f, SMALL, LABEL, "mm")
    for rank in range(1, 10):
        y = ORIGIN + (9 - rank) * CELL + CELL / 2
        paste_text(img, (ORIGIN / 2, y), str(rank), SMALL, LABEL, "mm")
        paste_text(img, (ORIGIN + 9 * CELL + ORIGIN / 2, y), str(rank), SMALL, LABEL, "mm")
    d.line([(PANEL_X, BOARD_H), (WIDTH - PANEL_X, BOARD_H)], fill=(62, 70, 80), width=1)
    # Frame squares outside the forest: faint dots, so the 9x9 grid is easy to follow.
    for col in range(9):
        for rank in range(1, 10):
            x0, y0, x1, y1 = square_box(f"{FILES[col]}{rank}")
            d.point([((x0 + x1) // 2, (y0 + y1) // 2)], fill=(70, 78, 88))
    fx0, fy0, _, _ = square_box("b8")
    _, _, fx1, fy1 = square_box("h2")
    rounded_box(d, (fx0 - 9, fy0 - 9, fx1 + 9, fy1 + 9), radius=12, fill=HEDGE,
                outline=(18, 48, 26), width=2)
    for col in range(1, 8):
        for rank in range(2, 9):
            x0, y0, x1, y1 = square_box(f"{FILES[col]}{rank}")
            d.rectangle((x0, y0, x1 - 1, y1 - 1), fill=FLOOR_ALT if (col + rank) % 2 else FLOOR,
                        outline=FLOOR_LINE)
    for square, direction in EXITS.items():
        _exit_opening(d, square, direction, end_phase)
    # The centre: a faint ring marks e5, empty at the start.
    x0, y0, x1, y1 = square_box("e5")
    d.ellipse((x0 + 24, y0 + 24, x1 - 24, y1 - 24), outline=FLOOR_LINE, width=2)
    return img


# --- dynamic layers --------------------------------------------------------------------------


def _highlight(d: ImageDraw.ImageDraw, square: str, strong: bool) -> None:
    x0, y0, x1, y1 = square_box(square)
    # An exit keeps its path and chevron visible: frame it, do not fill it.
    fill = None if square in EXITS else AMBER_SOFT
    d.rectangle((x0 + 1, y0 + 1, x1 - 2, y1 - 2), fill=fill, outline=AMBER,
                width=5 if strong else 2)


def _draw_board(img: Image.Image, view: HalaliView) -> None:
    d = ImageDraw.Draw(img)
    last = view.last_turn
    if last is not None:
        if last.target is None:
            _highlight(d, last.origin, strong=True)
        else:
            _highlight(d, last.origin, strong=False)
            _highlight(d, last.target, strong=True)
            # The path of a move is empty by rule, so a line under the tiles shows it.
            a, b = square_box(last.origin), square_box(last.target)
            d.line([((a[0] + a[2]) / 2, (a[1] + a[3]) / 2), ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)],
                   fill=AMBER, width=6)
    back = tile_back()
    over = view.phase == "over"
    for tile in view.tiles:
        x0, y0, _, _ = square_box(tile.square)
        pos = (x0 + PAD, y0 + PAD)
        if tile.kind is not None and tile.kind in LETTER and tile.face_up:
            face = tile_face(tile.kind, tile.gun if tile.kind == "hunter" else None)
        elif tile.kind is not None and tile.kind in LETTER and tile.never_flipped and over:
            # R16: revealed only once the game is over; a face-down tile's kind is read
            # nowhere else, so even a faulty view cannot leak it while the game runs.
            face = never_flipped_face(tile.kind, tile.gun if tile.kind == "hunter" else None)
        else:
            # Every hidden tile gets this very image; nothing else about it is read.
            face = back
        img.paste(face, pos, face)
    if view.neutral_lock is not None:
        square, side = view.neutral_lock
        lock = padlock(side)
        x0, y0, x1, y1 = square_box(square)
        img.paste(lock, (x1 - lock.width - 1, y1 - lock.height - 1), lock)
    if view.back_and_forth is not None:
        sign = no_entry()
        x0, y0, _, _ = square_box(view.back_and_forth[2])
        img.paste(sign, (x0, y0), sign)


def _side_name(side: str, locale: str | None) -> str:
    return label(f"halali.side.{side}", locale)


# Panel text sizes: Discord shows the 640 px picture about 500 px wide (x0.78), and nothing
# may show under 11 px there (15 px here).
BODY, SMALL, SCORE, TITLE = 18, 16, 26, 26
LINE = 25
#: the gap between the two seat cards, and each card's width
CARD_GAP = 12
CARD_W = (PANEL_W - CARD_GAP) // 2


def _pile_entries(pile: dict[str, int]) -> list[tuple[str, int, int]]:
    """(kind, count, width) of each kind present in ``pile``, in the order they are drawn."""
    return [(k, pile[k], MINI + 3 + round(text_width(str(pile[k]), SMALL)))
            for k in KINDS if pile.get(k, 0) > 0]


def _pile_lines(pile: dict[str, int], room: int) -> int:
    """How many lines :func:`_pile_row` takes for ``pile`` in ``room`` pixels."""
    lines, cx = 1, 0
    for _, _, width in _pile_entries(pile):
        if cx > 0 and cx + width > room:
            lines, cx = lines + 1, 0
        cx += width + 9
    return lines


def _pile_row(img: Image.Image, x: int, y: int, right: int, text: str, indent: int,
              pile: dict[str, int]) -> int:
    """``text`` then a mini tile and count per kind present in ``pile``, from ``x + indent``
    and wrapping before ``right``; returns the y under the row."""
    box: Box = (x, y, right, y + 3 * (MINI + 4))
    mid = y + MINI // 2
    paste_text(img, (x, mid), text, SMALL, MUTED, "lm", box=box)
    x += indent
    entries = _pile_entries(pile)
    if not entries:
        paste_text(img, (x, mid), "-", SMALL, MUTED, "lm", box=box)
        return y + MINI + 4
    cx = x
    # The same wrapping as _pile_lines, which sizes the card before it is drawn.
    for kind, count, width in entries:
        if cx > x and cx + width > right:
            cx, y = x, y + MINI + 4
        mini = mini_tile(kind)
        img.paste(mini, (cx, y), mini)
        paste_text(img, (cx + MINI + 3, y + MINI // 2), str(count), SMALL, TEXT, "lm", box=box)
        cx += width + 9
    return y + MINI + 4


def _pile_indent(locale: str | None) -> int:
    """Where the pile tiles start: after the longer pile label of the post's language."""
    return round(max(text_width(label("picture.halali.captured", locale), SMALL),
                     text_width(label("picture.halali.exited", locale), SMALL))) + 8


def _card_height(view: HalaliView, seat: int, locale: str | None) -> int:
    """The height of a seat card: two lines of text, then its two piles' lines."""
    side = view.sides[seat]
    room = CARD_W - 18 - _pile_indent(locale)  # from after the labels to the right margin
    lines = (_pile_lines(view.captured.get(side, {}), room)
             + _pile_lines(view.exited.get(side, {}), room))
    return 58 + lines * (MINI + 4) + 4


def _seat_card(img: Image.Image, d: ImageDraw.ImageDraw, view: HalaliView, seat: int,
               name: str, x: int, y: int, bottom: int, locale: str | None) -> None:
    """One seat's card (colour chip, side name, player name, score, piles) at ``x, y``."""
    side = view.sides[seat]
    right = x + CARD_W
    to_move = view.to_move == side and view.phase != "over"
    rounded_box(d, (x, y, right, bottom), radius=8, fill=(48, 55, 64),
                outline=SIDE_CHIP[side] if to_move else (62, 70, 80),
                width=3 if to_move else 1)
    rounded_box(d, (x + 8, y + 8, x + 24, y + 24), radius=3, fill=SIDE_CHIP[side])
    inner: Box = (x, y, right, bottom)
    score = str(view.scores.get(side, 0))
    score_w = text_width(score, SCORE, True)
    paste_text(img, (right - 8, y + 16), score, SCORE, TEXT, "rm", bold=True, box=inner)
    # The side in brackets always shows whole; a long name gives way, on a line of its own.
    side_name = _side_name(side, locale)
    room = CARD_W - 38 - score_w - 8
    paste_text(img, (x + 30, y + 16), fit_text(side_name, BODY, room, True), BODY,
               SIDE_TEXT[side], "lm", bold=True, box=inner)
    paste_text(img, (x + 10, y + 42), fit_text(name, BODY, CARD_W - 20, True), BODY, TEXT, "lm",
               bold=True, box=inner)
    indent = _pile_indent(locale)
    row = _pile_row(img, x + 10, y + 58, right - 8, label("picture.halali.captured", locale),
                    indent, view.captured.get(side, {}))
    _pile_row(img, x + 10, row, right - 8, label("picture.halali.exited", locale), indent,
              view.exited.get(side, {}))


def _draw_panel(img: Image.Image, view: HalaliView, names: Sequence[str],
                locale: str | None) -> int:
    """The panel under the board; returns its bottom y."""
    d = ImageDraw.Draw(img)
    x = PANEL_X
    right = PANEL_X + PANEL_W
    # The panel with a little room for glyphs that overhang their origin (a "T").
    whole: Box = (x - 6, BOARD_H, right + 6, HEIGHT)
    y = BOARD_H + 8
    title = label("picture.halali.title", locale)
    paste_text(img, (x, y + 16), title, TITLE, TEXT, "lm", bold=True, box=whole)
    if view.match is not None:
        paste_text(img, (right, y + 16),
                   fit_text(label("picture.halali.match_game", locale,
                                  game_no=view.match.game_no), SMALL,
                            PANEL_W - text_width(title, TITLE, True) - 16),
                   SMALL, MUTED, "rm", box=whole)
    y += 40

    # Two seat cards side by side, both as tall as the taller one's contents.
    bottom = y + max(_card_height(view, seat, locale) for seat in range(len(view.sides)))
    for seat in range(len(view.sides)):
        _seat_card(img, d, view, seat, names[seat], x + seat * (CARD_W + CARD_GAP), y, bottom,
                   locale)
    y = bottom + 10

    lines: list[tuple[str, tuple[int, int, int]]] = []
    if view.phase == "over":
        lines.append((label("picture.halali.over", locale,
                            turn=max(view.turn_number - 1, 0)), TEXT))
        if view.end_reason:
            reason = (label(f"picture.halali.reason.{view.end_reason}", locale)
                      if view.end_reason in END_REASONS else view.end_reason)
            lines.append((label("picture.halali.end_reason", locale, reason=reason), TEXT))
        if view.winner is not None:
            who = names[view.seat_of(view.winner)]
            side = _side_name(view.winner, locale)
            bare = label("picture.halali.winner", locale, name="", side=side)
            lines.append((label("picture.halali.winner", locale, side=side,
                                name=fit_text(who, BODY, PANEL_W - text_width(bare, BODY))),
                          AMBER))
        else:
            lines.append((label("picture.halali.draw", locale), AMBER))
    else:
        mover = _side_name(view.to_move, locale) if view.to_move else "-"
        lines.append((label("picture.halali.turn", locale, turn=view.turn_number, side=mover),
                      TEXT))
        if view.phase == "end":
            lines.append((label("picture.halali.end_phase", locale), EXIT_HOT))
            lines.append((label("picture.halali.turns_left", locale,
                                blue=_side_name("blue", locale),
                                blue_left=view.end_turns_left.get("blue", 0),
                                brown=_side_name("brown", locale),
                                brown_left=view.end_turns_left.get("brown", 0)), EXIT_HOT))
        else:
            lines.append((label("picture.halali.main_phase", locale), MUTED))
    for text, colour in lines:
        paste_text(img, (x, y), fit_text(text, BODY, PANEL_W), BODY, colour, box=whole)
        y += LINE
    y += 4

    if view.face_down_count > 0:
        key = "picture.halali.never_flipped" if view.phase == "over" else \
            "picture.halali.face_down"
        head = label(key, locale, count=view.face_down_count)
        paste_text(img, (x, y + MINI // 2), head, BODY, TEXT, "lm", box=whole)
        # The tally on the same line when it fits, else on the next one.
        cell = 62
        cx = x + round(text_width(head, BODY)) + 14
        if cx + 7 * cell > right:
            cx, y = x, y + LINE + 2
        for kind in KINDS:
            count = view.face_down_tally.get(kind, 0)
            mini = mini_tile(kind)
            img.paste(mini, (cx, y), mini)
            paste_text(img, (cx + MINI + 4, y + MINI // 2), str(count), SMALL,
                       TEXT if count else MUTED, "lm", box=whole)
            cx += cell
        y += MINI + 8

    notes: list[tuple[str, tuple[int, int, int]]] = []
    if view.quiet_turns >= 40:
        notes.append((label("picture.halali.quiet", locale, count=view.quiet_turns), ORANGE))
    if view.draw_offer_by is not None and view.phase != "over":
        notes.append((label("picture.halali.draw_offer", locale,
                            side=_side_name(view.draw_offer_by, locale)), ORANGE))
    if view.neutral_lock is not None:
        square, side = view.neutral_lock
        notes.append((label("picture.halali.locked", locale, square=square,
                            side=_side_name(side, locale)), TEXT))
    if view.back_and_forth is not None:
        side, frm, to = view.back_and_forth
        notes.append((label("picture.halali.no_return", locale, origin=frm, target=to,
                            side=_side_name(side, locale)), TEXT))
    if view.last_turn is not None:
        lt = view.last_turn
        notes.append((label("picture.halali.last", locale, side=_side_name(lt.side, locale),
                            notation=lt.notation), MUTED))
    for text, colour in notes:
        paste_text(img, (x, y), fit_text(text, BODY, PANEL_W), BODY, colour, box=whole)
        y += LINE

    if view.match is not None:
        m = view.match
        y += 2
        d.line([(x, y), (right, y)], fill=(70, 78, 88), width=1)
        y += 6
        header = "picture.halali.match_total" if m.game1_scores is None else \
            "picture.halali.match_game1_total"
        paste_text(img, (x, y), fit_text(label(header, locale), SMALL, PANEL_W), SMALL, MUTED,
                   box=whole)
        y += 22
        for seat in range(2):
            figures = str(m.totals[seat])
            if m.game1_scores is not None:
                figures = f"{m.game1_scores[seat]} / {m.totals[seat]}"
            fw = text_width(figures, BODY)
            paste_text(img, (x, y), fit_text(names[seat], BODY, PANEL_W - fw - 10), BODY,
                       TEXT, box=whole)
            paste_text(img, (right - 2, y), figures, BODY, TEXT, "ra", box=whole)
            y += LINE - 2
    return y + 8


def render_image(view: HalaliView, names: Sequence[str], locale: str | None = "en",
                 usernames: Sequence[str] | None = None) -> Image.Image:
    """The picture as a Pillow image (for tests and previews); see :func:`render`."""
    drawn = picture_names(names, usernames, len(view.sides), locale)
    img = board_layer(view.phase == "end").copy()
    _draw_board(img, view)
    bottom = _draw_panel(img, view, drawn, locale)
    return img.crop((0, 0, WIDTH, min(HEIGHT, bottom)))


def clear_caches() -> None:
    """Forget every cached drawing (the layout test records the text drawn into them)."""
    for cached in (board_layer, tile_face, mini_tile, never_flipped_face):
        cached.cache_clear()


def _sample_views() -> list[HalaliView]:
    """Views that between them use every colour the renderer draws (for the palette)."""
    squares = [f"{f}{r}" for f in FILES[1:8] for r in range(2, 9)]
    faces = [(k, "NESW"[i % 4] if k == "hunter" else None) for i, k in enumerate(KINDS * 5)]
    tiles = []
    for i, square in enumerate(squares):
        if square == "e5":
            continue
        kind, gun = faces[i % len(faces)]
        tiles.append(TileView(square, i % 3 != 0, kind if i % 3 else None, gun))
    piles = {side: dict.fromkeys(KINDS, 1) for side in ("blue", "brown")}
    running = HalaliView(
        tiles=tuple(tiles), sides=("blue", "brown"), to_move="blue", turn_number=99,
        phase="main", end_turns_left={"blue": 5, "brown": 5}, quiet_turns=45,
        scores={"blue": 10, "brown": 20}, captured=piles, exited=piles, face_down_count=16,
        face_down_tally=dict.fromkeys(KINDS, 2), neutral_lock=("c3", "blue"),
        back_and_forth=("blue", "b2", "b4"), last_turn=LastTurn("blue", "b2-b5", "b2", "b5"),
        draw_offer_by="brown", match=MatchView(2, (10, 20), (30, 40)), end_reason=None,
        winner=None)
    over = replace(
        running, phase="over", to_move=None, end_reason="resigned", winner="brown",
        neutral_lock=("d4", "brown"),
        tiles=tuple(replace(t, kind=faces[i % len(faces)][0], gun=faces[i % len(faces)][1],
                            never_flipped=not t.face_up) for i, t in enumerate(tiles)),
        last_turn=LastTurn("brown", "flip b3", "b3"))
    end = replace(running, phase="end", to_move="brown", last_turn=LastTurn("blue", "e8-e9", "e8",
                                                                              "e9"))
    return [running, over, end]


def _build_palette() -> Image.Image:
    """The fixed 256-colour palette of every Halali! picture, from sample pictures."""
    return fixed_palette([render_image(v, ("Blue player", "Brown player"))
                          for v in _sample_views()])


# Built at import, not on the first picture: a post should never wait for it.
PALETTE = _build_palette()


def render(view: HalaliView, names: Sequence[str], locale: str | None = "en",
           usernames: Sequence[str] | None = None) -> bytes:
    """PNG bytes of ``view``, labels in ``locale``; ``names[seat]`` is the display name of
    that seat, ``usernames[seat]`` its fallback (see :func:`render.common.picture_name`).

    Deterministic: the same view, names and locale always give the same bytes.
    """
    # A palette PNG without dithering keeps text and icons crisp (the picture is flat colours
    # and antialiased edges) while it is ~3x smaller and faster to write than RGB.
    return palette_png(render_image(view, names, locale, usernames), PALETTE)


def warm_up(locales: Iterable[str]) -> None:
    """Draw the sample pictures once in each of ``locales``: fonts, labels and cached
    drawings are then ready for the first real picture (called at start-up)."""
    for locale in locales:
        for view in _sample_views():
            render(view, ("Blue player", "Brown player"), locale)
