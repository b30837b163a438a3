"""Benchmark: drawing a text the label cache has not seen (render/common.py). Prints figures only.

For texts DejaVu Sans draws alone (the common case, which takes the same path as before the
fallback chain) and for names with CJK, emoji and mixed runs: microseconds to rasterise one
stamp, to measure one width, and to paste a cached stamp.

Usage: python bench/text_stamps.py [rounds]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402

from render import common  # noqa: E402

TEXTS = {
    "dejavu": ["Turn 12", "Chloé", "Ярослав", "Zoë", "Score 40"],
    "cjk": ["李小龙", "東京", "한국어", "かな", "王"],
    "emoji": ["🦊", "🌸🌸", "👍", "🐺", "🎲"],
    "mixed": ["🦊Foxy", "Zoë李", "東京🌸Tokyo", "Ægir♞", "A한B"],
}


def main() -> None:
    """Print microseconds per operation for each kind of text."""
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    image = Image.new("RGB", (300, 60))
    for kind, texts in TEXTS.items():
        start = time.perf_counter()
        for n in range(rounds):
            for text in texts:
                # a new size each round: nothing cached by the font's own caches either
                common._text_stamp((text, 14 + n % 9, False, "white", "lm", n % 2, "black"))
        stamp_us = (time.perf_counter() - start) / (rounds * len(texts)) * 1e6
        start = time.perf_counter()
        for n in range(rounds):
            for text in texts:
                common._advance(text, 14 + n % 9, False)
        width_us = (time.perf_counter() - start) / (rounds * len(texts)) * 1e6
        start = time.perf_counter()
        for _ in range(rounds):
            for text in texts:
                common.paste_text(image, (150, 30), text, 18, "white", anchor="mm")
        paste_us = (time.perf_counter() - start) / (rounds * len(texts)) * 1e6
        print(f"text {kind:7s}: rasterise {stamp_us:6.1f} us, measure {width_us:5.1f} us, "
              f"paste cached {paste_us:5.1f} us")
    print(common.label_cache_info())


if __name__ == "__main__":
    main()
