"""Nim's picture: the pile as a row of stones and the stone count (a view in, PNG out)."""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image, ImageDraw


def render(view: object, names: Sequence[str], locale: str | None,
           usernames: Sequence[str] | None = None) -> bytes:
    """One dark stone per stone left, on a light board."""
    pile = int(getattr(view, "pile", 0))
    image = Image.new("RGB", (40 + 30 * 30, 80), (240, 236, 220))
    draw = ImageDraw.Draw(image)
    for n in range(pile):
        x = 20 + 30 * n
        draw.ellipse((x, 25, x + 24, 49), fill=(90, 90, 100))
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()
