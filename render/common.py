"""Small Pillow helpers shared by the game renderers.

Fonts come from Pillow's built-in scalable font (``ImageFont.load_default(size=...)``, which
is FreeType-based since Pillow 10.1), so the bot needs no font files and pictures look the
same on every host. Nothing here depends on a game.
"""

from __future__ import annotations

import io
import unicodedata
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

Colour = str | tuple[int, int, int] | tuple[int, int, int, int]
Box = tuple[float, float, float, float]

__all__ = [
    "plain_name",
    "Box",
    "Colour",
    "dashed_rectangle",
    "fit_text",
    "font",
    "paste_text",
    "png_bytes",
    "rounded_box",
    "text_outlined",
    "text_width",
]


@lru_cache(maxsize=32)
def font(size: int) -> ImageFont.FreeTypeFont:
    """The built-in scalable font at ``size`` pixels (cached: loading it parses a font file)."""
    loaded = ImageFont.load_default(size=size)
    if not isinstance(loaded, ImageFont.FreeTypeFont):  # pragma: no cover - Pillow w/o FreeType
        raise RuntimeError("Pillow was built without FreeType; scalable fonts are needed")
    return loaded


def text_width(text: str, fnt: ImageFont.FreeTypeFont) -> float:
    """Advance width of ``text`` in pixels."""
    return fnt.getlength(text)


@lru_cache(maxsize=1024)
def fit_text(text: str, fnt: ImageFont.FreeTypeFont, max_width: float) -> str:
    """``text``, shortened with an ellipsis if needed so that it fits in ``max_width`` px."""
    if fnt.getlength(text) <= max_width:
        return text
    ellipsis = "..."
    lo, hi = 0, len(text)
    # Binary search on the prefix length: names can be long and getlength is not free.
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fnt.getlength(text[:mid].rstrip() + ellipsis) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ellipsis


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


@lru_cache(maxsize=4096)
def _text_stamp(
    text: str, size: int, fill: Colour, anchor: str, stroke: int, stroke_fill: Colour
) -> tuple[Image.Image, int, int]:
    """``text`` rendered once on a transparent image, with its offset from the anchor point."""
    fnt = font(size)
    left, top, right, bottom = fnt.getbbox(text, anchor=anchor, stroke_width=stroke)
    box = (max(1, right - left), max(1, bottom - top))

    def layer(colour: Colour, width: int) -> Image.Image:
        # A solid colour with the glyph coverage as alpha: no dark fringes when pasted.
        mask = Image.new("L", box, 0)
        ImageDraw.Draw(mask).text((-left, -top), text, font=fnt, fill=255, anchor=anchor,
                                  stroke_width=width, stroke_fill=255)
        solid = Image.new("RGBA", box, colour)
        solid.putalpha(mask)
        return solid

    stamp = layer(fill, 0)
    if stroke:
        stamp = Image.alpha_composite(layer(stroke_fill, stroke), stamp)
    return stamp, left, top


def paste_text(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Colour,
    anchor: str = "la",
    stroke: int = 0,
    stroke_fill: Colour = (0, 0, 0),
) -> None:
    """Like ``ImageDraw.text`` with the built-in font, but each distinct text is rasterised once.

    Rasterising glyphs costs ~80 us per call while pasting a cached stamp costs a few; panels
    repeat the same labels and numbers on every picture, so this keeps renders fast.
    """
    if not text:
        return
    stamp, left, top = _text_stamp(text, size, fill, anchor, stroke, stroke_fill)
    image.paste(stamp, (round(xy[0]) + left, round(xy[1]) + top), stamp)


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


def png_bytes(image: Image.Image, *, compress_level: int = 6, optimize: bool = False) -> bytes:
    """Encode ``image`` as PNG bytes, deterministically.

    No text chunks, timestamps or other metadata are written, so the same pixels always give
    the same bytes (pictures are compared byte for byte in tests).
    """
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=compress_level, optimize=optimize)
    return buf.getvalue()


def plain_name(name: str) -> str:
    """A player name the built-in font can draw: accents stripped ("Chloé" -> "Chloe").

    The font has no accented glyphs; a plain letter reads better than an empty box.
    """
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))
