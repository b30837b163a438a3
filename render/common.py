"""Small Pillow helpers shared by the game renderers: fonts, names, labels, text, PNG.

Fonts: a fallback chain bundled in ``render/fonts/`` with the licences, so pictures look the
same on every host and need no system font. A character is drawn by the first font of the
chain that has it, one run of characters per font:

1. DejaVu Sans, regular and bold: Latin, Greek, Cyrillic, Armenian, Georgian, many symbols;
2. Noto Sans CJK SC (subset): CJK ideographs (unified, Extension A, compatibility), kana,
   Hangul syllables and compatibility jamo, bopomofo, CJK punctuation, full-width forms;
3. Noto Emoji (monochrome outlines, regular and bold instances): single-code-point emoji;
4. Noto Sans Symbols, then Noto Sans Symbols 2: further signs, arrows, chess, dingbats.

``render/fonts/coverage*.txt`` list each font's code points (generated from their cmap
tables). Text is laid out with Pillow's basic engine in logical order, without shaping, so
scripts that need shaping or right-to-left ordering (Arabic, Hebrew, Devanagari and the other
Indic scripts, Thai, Lao, Khmer, Myanmar, Tibetan...) are deliberately left out of the chain:
drawn that way they would be wrong. Emoji sequences are drawn as their parts (a ZWJ family
as its people, a flag as two letter boxes); skin-tone modifiers and variation selectors are
dropped, as a monochrome picture has no use for them.

Names (:func:`picture_name`): invisible characters (controls, bidi marks, zero-width and
other default-ignorable characters) are stripped. A letter, mark or digit no font has (a
left-out script, a rare ideograph) means the display name cannot be drawn as written, and the
seat's username stands in for it, else "Player N" from the catalog; any other character no font
has (an emoji newer than the font, a rare sign) is dropped from the name, which is drawn if
something visible is left. Nothing is ever drawn as an empty box.

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
    "CHAIN",
    "CHAIN_COVERAGE",
    "COVERAGE",
    "DRAWABLE",
    "LEFT_OUT_RANGES",
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

#: The fallback chain in order (coverage file, regular face, bold face); a font with one
#: weight serves both. ``render/fonts/make_coverage.py`` writes the coverage files.
CHAIN: tuple[tuple[str, str, str], ...] = (
    ("coverage.txt", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    ("coverage-cjk.txt", "NotoSansCJKsc-Subset-Regular.otf", "NotoSansCJKsc-Subset-Bold.otf"),
    ("coverage-emoji.txt", "NotoEmoji-Subset-Regular.ttf", "NotoEmoji-Subset-Bold.ttf"),
    ("coverage-symbols.txt", "NotoSansSymbols-Subset-Regular.ttf",
     "NotoSansSymbols-Subset-Bold.ttf"),
    ("coverage-symbols2.txt", "NotoSansSymbols2-Subset-Regular.ttf",
     "NotoSansSymbols2-Subset-Regular.ttf"),
)


def _read_coverage(path: Path) -> frozenset[int]:
    """Code points from ``XXXX-YYYY`` range lines (``#`` starts a comment line)."""
    points: set[int] = set()
    for line in path.read_text(encoding="ascii").splitlines():
        if not line or line.startswith("#"):
            continue
        lo, hi = line.split("-")
        points.update(range(int(lo, 16), int(hi, 16) + 1))
    return frozenset(points)


#: The code points each font of :data:`CHAIN` draws, in chain order.
CHAIN_COVERAGE: tuple[frozenset[int], ...] = tuple(
    _read_coverage(FONT_DIR / name) for name, _, _ in CHAIN)

#: Every code point DejaVu Sans, the main font, draws in both weights.
COVERAGE: frozenset[int] = CHAIN_COVERAGE[0]

#: Scripts left out although DejaVu Sans has glyphs for them: right-to-left ones (Hebrew,
#: Arabic, Syriac, Thaana, N'Ko... and their presentation forms) would come out reversed and
#: unjoined, Thai and Lao with colliding marks, as the basic layout neither reorders nor shapes.
LEFT_OUT_RANGES: tuple[tuple[int, int], ...] = (
    (0x0590, 0x08FF), (0x0E00, 0x0EFF), (0xFB1D, 0xFDFF), (0xFE70, 0xFEFF))

#: Every code point some font of the chain draws, less the left-out scripts and any other
#: right-to-left character.
DRAWABLE: frozenset[int] = frozenset(
    cp for cp in frozenset().union(*CHAIN_COVERAGE).difference(
        *(range(lo, hi + 1) for lo, hi in LEFT_OUT_RANGES))
    # Unicode has no right-to-left letters from U+3000 to U+107FF nor from U+1F000: the CJK
    # and emoji blocks need no look-up at import.
    if 0x3000 <= cp < 0x10800 or cp >= 0x1F000
    or unicodedata.bidirectional(chr(cp)) not in ("R", "AL"))

# The font drawing each character DejaVu lacks: the first of the chain that has it.
_FALLBACK: dict[int, int] = {}
for _index in range(len(CHAIN) - 1, 0, -1):
    _FALLBACK.update(dict.fromkeys(CHAIN_COVERAGE[_index], _index))


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (bold if ``bold``) at ``size`` pixels (cached: loading parses the file).

    The main font only: :func:`paste_text`, :func:`text_width` and :func:`fit_text` add the
    fallback fonts for characters it lacks. The basic layout engine: names are NFC-normalised
    before they are drawn, so no shaping is needed for the scripts the chain covers, and
    pictures do not depend on whether the host's Pillow has libraqm.
    """
    return ImageFont.truetype(str(_FACES[bold]), size, layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=128)
def _chain_font(index: int, size: int, bold: bool) -> ImageFont.FreeTypeFont:
    """Font ``index`` of :data:`CHAIN` at ``size`` pixels."""
    if index == 0:
        return font(size, bold)
    return ImageFont.truetype(str(FONT_DIR / CHAIN[index][2 if bold else 1]), size,
                              layout_engine=ImageFont.Layout.BASIC)


def _main_font_only(text: str) -> bool:
    """Whether DejaVu Sans draws all of ``text`` (the common case, kept as cheap as before)."""
    return text.isascii() or all(ord(ch) in COVERAGE for ch in text)


@lru_cache(maxsize=4096)
def _runs(text: str) -> tuple[tuple[int, str], ...]:
    """``text`` cut into runs drawn by one font each: (index in :data:`CHAIN`, characters).

    A character no font has goes to DejaVu Sans (its box); names never contain one.
    """
    runs: list[tuple[int, list[str]]] = []
    for ch in text:
        cp = ord(ch)
        index = 0 if cp in COVERAGE else _FALLBACK.get(cp, 0)
        if runs and runs[-1][0] == index:
            runs[-1][1].append(ch)
        else:
            runs.append((index, [ch]))
    return tuple((index, "".join(chars)) for index, chars in runs)


def _advance(text: str, size: int, bold: bool) -> float:
    """Advance width of ``text`` laid out in one piece, run by run."""
    if _main_font_only(text):
        return font(size, bold).getlength(text)
    return sum(_chain_font(index, size, bold).getlength(run) for index, run in _runs(text))


def drawable(text: str) -> bool:
    """Whether every character of ``text`` is in :data:`DRAWABLE` (a font of the chain has
    it and its script is not left out)."""
    return all(ord(ch) in DRAWABLE for ch in text)


# Controls, format characters (bidi marks, zero-width joiners...), the other default-ignorable
# characters (Hangul fillers, variation selectors, tags...), line and paragraph separators and
# emoji skin-tone modifiers never help a name on a picture; the fillers even make a name look
# blank.
_UNPRINTABLE = re.compile(
    "[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5"
    "\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f"
    "\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U0001f3fb-\U0001f3ff\U000e0000-\U000e0fff]")


def _clean(name: str | None) -> str:
    """NFC form, invisible characters dropped, runs of white space made one space."""
    if not name:
        return ""
    text = _UNPRINTABLE.sub("", unicodedata.normalize("NFC", name))
    return " ".join(text.split())


def _as_drawn(name: str) -> str:
    """``name`` (cleaned) as the chain draws it, or "" if it cannot be drawn as written: a
    letter, mark or digit no font has rules it out; other characters no font has are dropped,
    and what is left must still show something."""
    kept: list[str] = []
    for ch in name:
        if ord(ch) in DRAWABLE:
            kept.append(ch)
        elif unicodedata.category(ch)[0] in "LMN":
            return ""
    text = " ".join("".join(kept).split())
    if len(kept) < len(name) and not any(unicodedata.category(ch)[0] in "LNS" for ch in text):
        return ""
    return text


@lru_cache(maxsize=1024)
def picture_name(display_name: str | None, username: str | None, seat: int,
                 locale: str | None) -> str:
    """The name drawn for ``seat``: the display name as the font chain draws it (see the
    module's doc), else the account's username, else "Player N" in ``locale``.

    Accented Latin, Greek, Cyrillic, CJK and emoji names are drawn as they are ("Chloé",
    "Ярослав", "李小龙", "🦊 Foxy").
    """
    for candidate in (_clean(display_name), _clean(username)):
        drawn = _as_drawn(candidate)
        if drawn:
            return drawn
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
    return _advance(text, size, bold)


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
        if _advance(text[:mid].rstrip() + ELLIPSIS, size, bold) <= max_width:
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
    if not _main_font_only(text):
        return _chain_stamp(key)
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


@lru_cache(maxsize=256)
def _baseline_drop(size: int, bold: bool, vertical: str) -> int:
    """How far the baseline lies below the anchor point for the vertical anchor ``vertical``
    (``a``, ``m``, ``s`` or ``d``), in DejaVu Sans' metrics, so that a text with fallback runs
    sits on the same baseline as its neighbours."""
    fnt = font(size, bold)
    return fnt.getbbox("x", anchor="l" + vertical)[1] - fnt.getbbox("x", anchor="ls")[1]


def _chain_stamp(key: StampKey) -> Stamp:
    """The stamp of a text some of whose characters DejaVu Sans lacks: each run drawn in its
    font on a common baseline, placed at the advance widths :func:`text_width` adds up."""
    text, size, bold, fill, anchor, stroke, stroke_fill = key
    placed: list[tuple[ImageFont.FreeTypeFont, str, int]] = []
    boxes: list[tuple[int, int, int, int]] = []
    advance = 0.0
    for index, run in _runs(text):
        fnt = _chain_font(index, size, bold)
        x = round(advance)
        left, top, right, bottom = fnt.getbbox(run, anchor="ls", stroke_width=stroke)
        placed.append((fnt, run, x))
        boxes.append((x + left, top, x + right, bottom))
        advance += fnt.getlength(run)
    left = min(b[0] for b in boxes)
    top = min(b[1] for b in boxes)
    right = max(left + 1, max(b[2] for b in boxes))
    bottom = max(top + 1, max(b[3] for b in boxes))
    anchor_x = round({"l": 0.0, "m": advance / 2, "r": advance}[anchor[0]])
    vertical = anchor[1]
    # "t" and "b" follow the ink, as Pillow's do; the others are the main font's lines.
    anchor_y = {"t": top, "b": bottom}.get(vertical)
    if anchor_y is None:
        anchor_y = -_baseline_drop(size, bold, vertical)

    def mask(width: int) -> Image.Image:
        layer = Image.new("L", (right - left, bottom - top), 0)
        draw = ImageDraw.Draw(layer)
        for fnt, run, x in placed:
            draw.text((x - left, -top), run, font=fnt, fill=255, anchor="ls",
                      stroke_width=width, stroke_fill=255)
        return layer

    layers = ((stroke_fill, mask(stroke)), (fill, mask(0))) if stroke else ((fill, mask(0)),)
    return layers, left - anchor_x, top - anchor_y


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
    """Like ``ImageDraw.text`` with the bundled font chain (each character in the first font
    that has it), but each distinct text is rasterised once.

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
