"""An animated replay: the game's own public pictures, one per public turn, as one GIF.

GIF because every Discord client animates a GIF attachment (APNG shows its first frame
only). Work is split in two steps so a too-large result costs no second drawing:

1. :func:`draw_pictures` renders the public pictures (the game's renderer, PNG bytes): the
   expensive part, run in pool workers a chunk of frames at a time;
2. :func:`assemble` turns those pictures into the GIF at a given :class:`Shape` (scale, and
   every n-th frame kept, first and last always): each frame is scaled, padded onto one
   canvas, given a caption band (turn counter and the moves since the previous frame) and a
   ring around whatever changed since the previous frame (the last move, found from the
   pixels, so no game needs to say where its move landed), and only the rectangle that
   changed is stored (delta frames), each with its own colour table.

The GIF is written block by block (each frame's data comes from Pillow's single-frame
encoder), so memory holds compressed frames only, not hundreds of decoded ones.

Only public views come here (the caller renders ``view(state, None)``), and captions carry
public moves only: a replay shows nothing a spectator could not see.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageChops, ImageDraw

import render
from render import common

#: caption band colours: dark band, light text, the ring's colour (with a shape: a ring)
BAND = (34, 38, 46)
BAND_TEXT = (246, 246, 240)
BAND_SOFT = (200, 204, 196)
RING = (236, 40, 160)
RING_WIDTH = 3
#: changes are ringed on a grid of this many pixels (nearby changes share one ring)
BLOCK = 16
#: no rings when more places than this changed, or more than this share of the picture
MAX_RINGS = 8
MAX_RINGED = 0.3
TITLE_SIZE = 20
LINE_SIZE = 16
BAND_PAD = 8
#: a caption's text is never drawn smaller than this, however far the frames are scaled
MIN_TEXT = 12


@dataclass(frozen=True)
class Caption:
    """What the band under one frame says: the turn counter and the moves that led to it."""

    title: str
    line: str


@dataclass(frozen=True)
class Shape:
    """How the frames are fitted into the size limit: a scale and every ``stride``-th frame
    (the first and the last are always kept)."""

    scale: float = 1.0
    stride: int = 1


def draw_pictures(module: str, views: Sequence[Any], names: Sequence[str], locale: str,
                  usernames: Sequence[str] | None) -> list[bytes]:
    """The public picture of each view (PNG bytes), drawn by the game's renderer ``module``
    (a pool worker runs this for a chunk of frames)."""
    return [render.render(module, view, names, locale, usernames) for view in views]


def kept(count: int, stride: int) -> list[int]:
    """The indexes of the frames a ``stride`` keeps out of ``count``: every ``stride``-th,
    and always the first and the last."""
    if count <= 0:
        return []
    picked = list(range(0, count, max(1, stride)))
    if picked[-1] != count - 1:
        picked.append(count - 1)
    return picked


def _open(data: bytes, scale: float) -> Image.Image:
    image: Image.Image = Image.open(io.BytesIO(data))
    image = image.convert("RGB")
    if scale != 1.0:
        # nearest pixels keep the picture's flat colours: smooth scaling invents in-between
        # colours that compress worse, and a smaller file is why we scale
        size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
        image = image.resize(size, Image.Resampling.NEAREST)
    return image


def _text_sizes(scale: float) -> tuple[int, int]:
    return (max(MIN_TEXT, round(TITLE_SIZE * scale)), max(MIN_TEXT, round(LINE_SIZE * scale)))


def band_height(scale: float) -> int:
    """Height of the caption band at ``scale`` (two lines of text and padding)."""
    title, line = _text_sizes(scale)
    return round(title * 1.3) + round(line * 1.3) + 2 * BAND_PAD


def changed_boxes(before: Image.Image | None, now: Image.Image) -> list[tuple[int, int, int, int]]:
    """Rectangles around the places where ``now`` differs from ``before``: changed
    BLOCK x BLOCK blocks that touch are one place. Pictures of different sizes (a panel
    grew) are compared where both have pixels, from their top left corner."""
    if before is None:
        return []
    if before.size != now.size:
        common_size = (0, 0, min(before.width, now.width), min(before.height, now.height))
        before, now = before.crop(common_size), now.crop(common_size)
    diff = ImageChops.difference(before, now).convert("L")
    if diff.getbbox() is None:
        return []
    cols, rows = -(-now.width // BLOCK), -(-now.height // BLOCK)
    # Every changed pixel at full strength first, so that one pixel alone still leaves its
    # block's average above zero.
    changed = Image.new("L", (cols * BLOCK, rows * BLOCK), 0)
    changed.paste(diff.point(_ANY), (0, 0))
    cells = changed.reduce(BLOCK).tobytes()
    seen = bytearray(len(cells))
    boxes = []
    for start, value in enumerate(cells):
        if not value or seen[start]:
            continue
        # one place: the blocks reachable through changed neighbours (8 directions)
        seen[start] = 1
        todo, x0, y0, x1, y1 = [start], cols, rows, 0, 0
        while todo:
            cell = todo.pop()
            y, x = divmod(cell, cols)
            x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < cols and 0 <= ny < rows:
                        other = ny * cols + nx
                        if cells[other] and not seen[other]:
                            seen[other] = 1
                            todo.append(other)
        boxes.append((x0 * BLOCK, y0 * BLOCK, min(now.width, (x1 + 1) * BLOCK) - 1,
                      min(now.height, (y1 + 1) * BLOCK) - 1))
    area = sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in boxes)
    if len(boxes) > MAX_RINGS or area > MAX_RINGED * now.width * now.height:
        # the picture was redrawn rather than moved on (a turned board, a grown panel):
        # rings everywhere would point at nothing; the caption still names the move
        return []
    return boxes


#: point tables: anything above zero becomes 255; only zero becomes 255
_ANY = [0] + [255] * 255
_NONE = [255] + [0] * 255


def compose(picture: Image.Image, before: Image.Image | None, caption: Caption,
            canvas: tuple[int, int], scale: float, background: tuple[int, int, int]
            ) -> tuple[Image.Image, Image.Image]:
    """One frame: the picture on the canvas, its changes since ``before`` ringed, and the
    caption band at the bottom; and the mask of the rings (their colour is kept exact)."""
    width, height = canvas
    frame = Image.new("RGB", canvas, background)
    left = (width - picture.width) // 2
    frame.paste(picture, (left, 0))
    rings = Image.new("L", canvas, 0)
    outline = ImageDraw.Draw(rings)
    for x0, y0, x1, y1 in changed_boxes(before, picture):
        outline.rectangle((left + x0, y0, left + x1, y1), outline=255, width=RING_WIDTH)
    frame.paste(RING, (0, 0), rings)
    draw = ImageDraw.Draw(frame)
    band = band_height(scale)
    top = height - band
    draw.rectangle((0, top, width, height), fill=BAND)
    title_size, line_size = _text_sizes(scale)
    room = width - 2 * BAND_PAD
    common.paste_text(frame, (BAND_PAD, top + BAND_PAD),
                      common.fit_text(caption.title, title_size, room, bold=True), title_size,
                      BAND_TEXT, bold=True)
    if caption.line:
        common.paste_text(frame, (BAND_PAD, top + BAND_PAD + round(title_size * 1.3)),
                          common.fit_text(caption.line, line_size, room), line_size,
                          BAND_SOFT)
    return frame, rings


def _gif_parts(image: Image.Image) -> tuple[bytes, int, int | None, bytes]:
    """(colour table, its size bits, the transparent index or None, LZW image data with
    its sub-blocks) of ``image`` as Pillow's single-frame GIF encoder writes it."""
    out = io.BytesIO()
    params = {} if "transparency" not in image.info else \
        {"transparency": image.info["transparency"]}
    image.save(out, "GIF", optimize=False, interlace=False, **params)
    data = out.getvalue()
    packed = data[10]
    pos = 13
    table, bits, clear = b"", 0, None
    if packed & 0x80:
        bits = packed & 0x07
        size = 3 * (2 << bits)
        table, pos = data[pos:pos + size], pos + size
    while pos < len(data):
        kind = data[pos]
        if kind == 0x21:  # an extension: label, then sub-blocks
            if data[pos + 1] == 0xF9 and data[pos + 3] & 0x01:
                clear = data[pos + 6]
            pos += 2
            while data[pos]:
                pos += data[pos] + 1
            pos += 1
        elif kind == 0x2C:  # the image: descriptor, maybe a local table, then its data
            local = data[pos + 9]
            pos += 10
            if local & 0x80:
                bits = local & 0x07
                size = 3 * (2 << bits)
                table, pos = data[pos:pos + size], pos + size
            start = pos
            pos += 1  # LZW minimum code size
            while data[pos]:
                pos += data[pos] + 1
            return table, bits, clear, data[start:pos + 1]
        else:
            break
    raise ValueError("Pillow wrote a GIF without an image")


#: the colour index left for "unchanged" in a delta frame, and the ring's own index (a
#: colour this rare would not survive quantizing)
CLEAR = 255
RING_INDEX = 254


def _frame_block(region: Image.Image, rings: Image.Image, same: Image.Image | None,
                 left: int, top: int, delay: int) -> bytes:
    """One frame of the GIF: its timing, where it goes, its own colour table and data.
    ``rings`` masks the rings' pixels; ``same`` the pixels that equal what is shown
    already: they are left transparent, which costs almost nothing once compressed."""
    paletted = region.quantize(RING_INDEX, method=Image.Quantize.FASTOCTREE,
                               dither=Image.Dither.NONE)
    palette = (paletted.getpalette() or [])[:3 * RING_INDEX]
    palette += [0] * (3 * RING_INDEX - len(palette))
    paletted.putpalette(palette + list(RING) + [0, 0, 0])
    paletted.paste(RING_INDEX, (0, 0), rings)
    flags = 0x04  # leave the frame in place: the next one draws over it
    if same is not None:
        paletted.paste(CLEAR, (0, 0), same)
        paletted.info["transparency"] = CLEAR
    table, bits, clear, data = _gif_parts(paletted)
    if not table:  # never seen from Pillow, but a frame must carry colours
        table, bits = bytes(6), 0
    if clear is not None:
        flags |= 0x01
    control = b"\x21\xf9\x04" + struct.pack("<BHB", flags, delay, clear or 0) + b"\x00"
    descriptor = b"\x2c" + struct.pack("<HHHHB", left, top, region.width, region.height,
                                       0x80 | bits)
    return control + descriptor + table + data


def gif_header(canvas: tuple[int, int]) -> bytes:
    """The GIF's header: its size and an endless loop."""
    screen = b"GIF89a" + struct.pack("<HHBBB", canvas[0], canvas[1], 0x70, 0, 0)
    return screen + b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"


def canvas_size(sizes: Sequence[tuple[int, int]], scale: float) -> tuple[int, int]:
    """The GIF's size: room for the largest picture at ``scale`` and the caption band."""
    width = max(max(1, round(w * scale)) for w, _ in sizes)
    height = max(max(1, round(h * scale)) for _, h in sizes)
    return width, height + band_height(scale)


def picture_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG (read from its header)."""
    with Image.open(io.BytesIO(data)) as image:
        return image.size


def assemble(pictures: Sequence[bytes], captions: Sequence[Caption], delays: Sequence[int],
             shape: Shape) -> bytes:
    """The animated GIF of ``pictures`` (PNG bytes) with their ``captions``, each shown for
    its ``delays`` entry (hundredths of a second), fitted to ``shape``. Blocking and
    CPU-bound: a pool worker runs it."""
    if not pictures or not (len(pictures) == len(captions) == len(delays)):
        raise ValueError("a replay needs one caption and one delay per picture")
    indexes = kept(len(pictures), shape.stride)
    canvas = canvas_size([picture_size(pictures[i]) for i in indexes], shape.scale)
    parts = [gif_header(canvas)]
    shown: Image.Image | None = None  # the frame as the viewer sees it now
    before: Image.Image | None = None  # the previous frame's picture, for the ring
    background: tuple[int, int, int] | None = None
    for number, index in enumerate(indexes):
        picture = _open(pictures[index], shape.scale)
        if background is None:
            background = picture.getpixel((0, 0))  # type: ignore[assignment]
        assert background is not None
        # a frame dropped by the stride still counts: the ring shows what changed since
        # the previous frame kept, and its delay is that of the frames it stands for
        delay = sum(delays[i] for i in range(index, indexes[number + 1])) \
            if number + 1 < len(indexes) else delays[index]
        frame, rings = compose(picture, before, captions[index], canvas, shape.scale,
                               background)
        if shown is None:
            parts.append(_frame_block(frame, rings, None, 0, 0, min(delay, 0xFFFF)))
        else:
            diff = ImageChops.difference(shown, frame).convert("L")
            box = diff.getbbox() or (0, 0, 1, 1)
            same = diff.crop(box).point(_NONE, "1")
            parts.append(_frame_block(frame.crop(box), rings.crop(box), same, box[0],
                                      box[1], min(delay, 0xFFFF)))
        shown, before = frame, picture
    parts.append(b"\x3b")
    return b"".join(parts)


def frame_count(data: bytes) -> int:
    """How many frames a GIF holds (for tests and the bench)."""
    with Image.open(io.BytesIO(data)) as image:
        return int(getattr(image, "n_frames", 1))
