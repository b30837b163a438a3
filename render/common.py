"""Small Pillow helpers shared by the game renderers: fonts, names, labels, text, PNG.

Fonts: DejaVu Sans, regular and bold, bundled in ``render/fonts/`` with its licence, so
pictures look the same on every host and need no system font. It draws Latin, Greek and
Cyrillic; ``render/fonts/coverage.txt`` lists the code points both faces have (generated from
their cmap tables), and a name with any other character is never drawn (no empty boxes): the
seat's username stands in for it, else "Player N" from the catalog.

Labels: every word drawn comes from the catalog (``picture.*`` keys) in the language of the
post the picture is for. Nothing here depends on a game.
"""

from __future__ import annotations

import io
import re
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFont

from i18n import t

Colour = str | tuple[int, int, int] | tuple[int, int, int, int]
Box = tuple[float, float, float, float]

__all__ = [
    "Box",
    "Colour",
    "COMPRESS_LEVEL",
    "COVERAGE",
    "DrawnText",
    "LABEL_CACHE_BYTES",
    "dashed_rectangle",
    "drawable",
    "fit_text",
    "fixed_palette",
    "font",
    "label",
    "label_cache_info",
    "paste_text",
    "picture_name",
    "picture_names",
    "png_bytes",
    "recording",
    "rounded_box",
    "text_outlined",
    "text_width",
]

# Pillow loads its file-format plugins on the first save (~40 ms): at import, not on the first
# picture after a start.
Image.preinit()

FONT_DIR = Path(__file__).resolve().parent / "fonts"
_FACES = {False: FONT_DIR / "DejaVuSans.ttf", True: FONT_DIR / "DejaVuSans-Bold.ttf"}


def _read_coverage(path: Path) -> frozenset[int]:
    """Code points from ``XXXX-YYYY`` range lines (``#`` starts a comment line)."""
    points: set[int] = set()
    for line in path.read_text(encoding="ascii").splitlines():
        if not line or line.startswith("#"):
            continue
        lo, hi = line.split("-")
        points.update(range(int(lo, 16), int(hi, 16) + 1))
    return frozenset(points)


#: Every code point both bundled faces can draw.
COVERAGE: frozenset[int] = _read_coverage(FONT_DIR / "coverage.txt")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (bold if ``bold``) at ``size`` pixels (cached: loading parses the file).

    The basic layout engine: names are NFC-normalised before they are drawn, so no shaping is
    needed for Latin, Greek and Cyrillic, and pictures do not depend on whether the host's
    Pillow has libraqm.
    """
    return ImageFont.truetype(str(_FACES[bold]), size, layout_engine=ImageFont.Layout.BASIC)


def drawable(text: str) -> bool:
    """Whether the bundled font has a glyph for every character of ``text``."""
    return all(ord(ch) in COVERAGE for ch in text)


# Controls, format characters (bidi marks, zero-width joiners...) and separators other than
# the plain space never help a name on a picture.
_UNPRINTABLE = re.compile(r"[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f"
                          r"\u2028-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff]")


def _clean(name: str | None) -> str:
    """NFC form, invisible characters dropped, runs of white space made one space."""
    if not name:
        return ""
    text = _UNPRINTABLE.sub("", unicodedata.normalize("NFC", name))
    return " ".join(text.split())


@lru_cache(maxsize=1024)
def picture_name(display_name: str | None, username: str | None, seat: int,
                 locale: str | None) -> str:
    """The name drawn for ``seat``: the display name if the font can draw all of it, else
    the account's username if it can, else "Player N" in ``locale``.

    Accented Latin, Greek and Cyrillic names are drawn as they are ("Chloé", "Ярослав").
    """
    for candidate in (_clean(display_name), _clean(username)):
        if candidate and drawable(candidate):
            return candidate
    return label("picture.player", locale, number=seat + 1)


def picture_names(names: Sequence[str], usernames: Sequence[str] | None, seats: int,
                  locale: str | None) -> list[str]:
    """:func:`picture_name` for seats ``0..seats-1`` (missing entries count as blank)."""
    users = usernames or ()
    return [picture_name(names[s] if s < len(names) else None,
                         users[s] if s < len(users) else None, s, locale)
            for s in range(seats)]


# Fluent can wrap placeables in bidi isolation marks, which the font does not draw (the
# catalogs turn them off; a picture has no bidi context to protect either way).
_ISOLATION = str.maketrans("", "", "\u2066\u2067\u2068\u2069")


@lru_cache(maxsize=4096)
def _label(key: str, locale: str | None, params: tuple[tuple[str, Any], ...]) -> str:
    return t(key, locale, **dict(params)).translate(_ISOLATION)


def label(key: str, locale: str | None, **params: Any) -> str:
    """The catalog text ``key`` in ``locale``, for drawing (memoised: pictures repeat them)."""
    return _label(key, locale, tuple(sorted(params.items())))


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> float:
    """Advance width of ``text`` in pixels at ``size``, as :func:`paste_text` lays it out
    (a text with spaces word by word); memoised, layouts ask often."""
    if " " in text.strip():
        words = text.split(" ")
        return (sum(text_width(word, size, bold) for word in words)
                + text_width(" ", size, bold) * (len(words) - 1))
    return font(size, bold).getlength(text)


ELLIPSIS = "\u2026"


@lru_cache(maxsize=2048)
def fit_text(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text``, shortened with an ellipsis if needed so that it fits in ``max_width`` px."""
    if text_width(text, size, bold) <= max_width:
        return text
    lo, hi = 0, len(text)
    # Binary search on the prefix length: names can be long.
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font(size, bold).getlength(text[:mid].rstrip() + ELLIPSIS) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS


def text_outlined(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    fnt: ImageFont.FreeTypeFont,
    fill: Colour,
    outline: Colour = (0, 0, 0),
    width: int = 2,
    anchor: str = "la",
) -> None:
    """Draw ``text`` with an outline (stroke), readable on any background."""
    draw.text(xy, text, font=fnt, fill=fill, anchor=anchor, stroke_width=width,
              stroke_fill=outline)


#: Byte budget of the rendered-label cache. Labels with changing numbers and names would
#: otherwise pile up for as long as the bot runs.
LABEL_CACHE_BYTES = 8 * 1024 * 1024
_STAMP_OVERHEAD = 256  # bytes of Python and Pillow bookkeeping per cached image, roughly

#: a rendered label: (colour, coverage mask) layers painted in order, and the offset of the
#: masks from the anchor point. Masks take one byte per pixel, a quarter of an RGBA image.
Stamp = tuple[tuple[tuple[Colour, Image.Image], ...], int, int]
StampKey = tuple[str, int, bool, Colour, str, int, Colour]


class _StampCache:
    """A least-recently-used map of rendered labels, bounded by the bytes of their pixels.

    Renders run in worker threads, so every access holds a lock.
    """

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict[StampKey, tuple[Stamp, int]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: StampKey) -> Stamp | None:
        with self._lock:
            hit = self._items.get(key)
            if hit is None:
                return None
            self._items.move_to_end(key)
            return hit[0]

    def put(self, key: StampKey, stamp: Stamp) -> None:
        size = sum(m.width * m.height for _, m in stamp[0]) + _STAMP_OVERHEAD
        with self._lock:
            if key in self._items or size > self.budget:
                return
            self._items[key] = (stamp, size)
            self.bytes += size
            while self.bytes > self.budget:
                _, (_, dropped) = self._items.popitem(last=False)
                self.bytes -= dropped

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)


_stamps = _StampCache(LABEL_CACHE_BYTES)


def label_cache_info() -> str:
    """Entries and bytes held by the rendered-label cache (for the benchmark)."""
    return (f"{len(_stamps)} labels, {_stamps.bytes / 1e6:.2f} MB "
            f"of {_stamps.budget / 1e6:.2f} MB")


def _text_stamp(key: StampKey) -> Stamp:
    """``text`` rasterised once as coverage masks, with their offset from the anchor point."""
    text, size, bold, fill, anchor, stroke, stroke_fill = key
    fnt = font(size, bold)
    left, top, right, bottom = fnt.getbbox(text, anchor=anchor, stroke_width=stroke)
    box = (max(1, right - left), max(1, bottom - top))

    def mask(width: int) -> Image.Image:
        # Glyph coverage only: the colour is painted through it, so no dark fringes.
        layer = Image.new("L", box, 0)
        ImageDraw.Draw(layer).text((-left, -top), text, font=fnt, fill=255, anchor=anchor,
                                   stroke_width=width, stroke_fill=255)
        return layer

    layers = ((stroke_fill, mask(stroke)), (fill, mask(0))) if stroke else ((fill, mask(0)),)
    return layers, left, top


def _stamp(key: StampKey) -> Stamp:
    """The cached stamp for ``key``, made on a miss: a text with spaces is put together from
    its words' stamps, which costs a fraction of rasterising it (labels with turn numbers
    and names are new on almost every picture, their words are not)."""
    hit = _stamps.get(key)
    if hit is None:
        hit = _composed_stamp(key) if " " in key[0].strip() else _text_stamp(key)
        _stamps.put(key, hit)
    return hit


def _composed_stamp(key: StampKey) -> Stamp:
    """The stamp of a text with spaces, from its words placed at their advance widths."""
    text, size, bold, fill, anchor, stroke, stroke_fill = key
    words = text.split(" ")
    space = text_width(" ", size, bold)
    widths = [text_width(word, size, bold) for word in words]
    total = sum(widths) + space * (len(words) - 1)
    x = {"l": 0.0, "m": -total / 2, "r": -total}[anchor[0]]
    placed: list[tuple[int, int, Stamp]] = []
    for word, width in zip(words, widths, strict=True):
        if word:
            part = _stamp((word, size, bold, fill, "l" + anchor[1], stroke, stroke_fill))
            placed.append((round(x) + part[1], part[2], part))
        x += width + space
    left = min(px for px, _, _ in placed)
    top = min(py for _, py, _ in placed)
    right = max(px + part[0][0][1].width for px, _, part in placed)
    bottom = max(py + part[0][0][1].height for _, py, part in placed)
    layers = []
    for n, (colour, _) in enumerate(placed[0][2][0]):
        mask = Image.new("L", (right - left, bottom - top), 0)
        for px, py, part in placed:
            word_mask = part[0][n][1]
            box = (px - left, py - top, px - left + word_mask.width, py - top + word_mask.height)
            # Neighbouring words' boxes may overlap (strokes): keep the stronger coverage.
            mask.paste(ImageChops.lighter(mask.crop(box), word_mask), box)
        layers.append((colour, mask))
    return tuple(layers), left, top


@dataclass(frozen=True)
class DrawnText:
    """One text as :func:`paste_text` drew it: its pixel ``size``, the ``bbox`` its ink
    covers, the ``box`` it had to stay in (the whole image if none was given) and the size of
    the image it was drawn on (a layer may be pasted into the picture later)."""

    text: str
    size: int
    bbox: tuple[int, int, int, int]
    box: Box
    image_size: tuple[int, int]

    @property
    def spills(self) -> bool:
        """Whether the ink leaves the box it had to stay in."""
        x0, y0, x1, y1 = self.bbox
        bx0, by0, bx1, by1 = self.box
        return x0 < bx0 or y0 < by0 or x1 > bx1 or y1 > by1


# Renders run in worker threads; asyncio.to_thread copies the context, and tests render in
# the calling thread, so a context variable reaches every paste of one picture.
_recorder: ContextVar[list[DrawnText] | None] = ContextVar("grove_text_recorder", default=None)


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Collect every text :func:`paste_text` draws in this context (for the layout tests:
    minimum sizes, nothing outside its box). Cached layers drawn before are not seen again,
    so a test clears the renderer's caches first."""
    drawn: list[DrawnText] = []
    token = _recorder.set(drawn)
    try:
        yield drawn
    finally:
        _recorder.reset(token)


def paste_text(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Colour,
    anchor: str = "la",
    stroke: int = 0,
    stroke_fill: Colour = (0, 0, 0),
    bold: bool = False,
    box: Box | None = None,
) -> None:
    """Like ``ImageDraw.text`` with the bundled font, but each distinct text is rasterised once.

    Rasterising glyphs costs ~80 us per call while pasting a cached stamp costs a few; panels
    repeat the same labels and numbers on every picture, so this keeps renders fast. ``box``
    is the area the text must stay in (default: the image), checked by the layout tests
    through :func:`recording`; measure first (:func:`text_width`) and shorten, wrap or
    enlarge before drawing, never let it spill.
    """
    if not text:
        return
    layers, left, top = _stamp((text, size, bold, fill, anchor, stroke, stroke_fill))
    x, y = round(xy[0]) + left, round(xy[1]) + top
    for colour, mask in layers:
        image.paste(colour, (x, y, x + mask.width, y + mask.height), mask)
    drawn = _recorder.get()
    if drawn is not None:
        mask = layers[0][1]
        drawn.append(DrawnText(text, size, (x, y, x + mask.width, y + mask.height),
                               box or (0, 0, image.width, image.height), image.size))


def rounded_box(
    draw: ImageDraw.ImageDraw,
    box: Box,
    radius: float,
    fill: Colour | None = None,
    outline: Colour | None = None,
    width: int = 1,
) -> None:
    """A rounded rectangle (thin wrapper, so renderers share one call shape)."""
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def dashed_rectangle(
    draw: ImageDraw.ImageDraw,
    box: Box,
    fill: Colour,
    width: int = 2,
    dash: int = 6,
    gap: int = 4,
) -> None:
    """The outline of ``box`` drawn as dashes (Pillow has no dashed line style)."""
    x0, y0, x1, y1 = box
    step = dash + gap
    x = x0
    while x < x1:
        xe = min(x + dash, x1)
        draw.line([(x, y0), (xe, y0)], fill=fill, width=width)
        draw.line([(x, y1), (xe, y1)], fill=fill, width=width)
        x += step
    y = y0
    while y < y1:
        ye = min(y + dash, y1)
        draw.line([(x0, y), (x0, ye)], fill=fill, width=width)
        draw.line([(x1, y), (x1, ye)], fill=fill, width=width)
        y += step


def fixed_palette(samples: Sequence[Image.Image]) -> Image.Image:
    """A 256-colour palette image computed once from sample pictures of a game.

    Mapping a picture onto a fixed palette costs well under a millisecond, where an adaptive
    quantisation per picture costs several. It is deterministic either way.
    """
    width = max(s.width for s in samples)
    sheet = Image.new("RGB", (width, sum(s.height for s in samples)))
    y = 0
    for sample in samples:
        sheet.paste(sample.convert("RGB"), (0, y))
        y += sample.height
    return sheet.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


#: fixed palettes computed from sample pictures (``<game>.pal``: RGB triples), stored because
#: a renderer may not play its game to draw samples (tests/render/test_palettes.py rebuilds
#: them from real games and checks they are current)
PALETTES = Path(__file__).resolve().parent / "palettes"


def stored_palette(name: str) -> Image.Image:
    """The palette image stored as ``render/palettes/<name>.pal``."""
    image = Image.new("P", (1, 1))
    image.putpalette((PALETTES / f"{name}.pal").read_bytes())
    return image


def palette_bytes(palette: Image.Image) -> bytes:
    """The RGB triples of a palette image, as stored in ``render/palettes/``."""
    return bytes(palette.getpalette() or [])


#: zlib level of the pictures. Measured on both games' palette PNGs: levels 1 and 2 take
#: ~1.5 ms, 3 takes ~1.65, 4 ~2.3 and the default 6 ~3.3; 2 writes files 5% smaller than 1
#: (~36 KB), and 6 only 20% smaller than 2.
COMPRESS_LEVEL = 2


def png_bytes(image: Image.Image, *, compress_level: int = COMPRESS_LEVEL,
              optimize: bool = False) -> bytes:
    """Encode ``image`` as PNG bytes, deterministically.

    No text chunks, timestamps or other metadata are written, so the same pixels always give
    the same bytes (pictures are compared byte for byte in tests).
    """
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=compress_level, optimize=optimize)
    return buf.getvalue()


def palette_png(image: Image.Image, palette: Image.Image, *,
                compress_level: int = COMPRESS_LEVEL) -> bytes:
    """PNG bytes of ``image`` mapped onto the fixed ``palette`` (see :func:`fixed_palette`)
    without dithering: flat colours and anti-aliased text stay crisp, and it is deterministic."""
    return png_bytes(image.quantize(palette=palette, dither=Image.Dither.NONE),
                     compress_level=compress_level)
