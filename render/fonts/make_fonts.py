"""Remake the bundled fallback fonts: subsets of Noto fonts for what DejaVu Sans lacks.

    python render/fonts/make_fonts.py [--src DIR]

Sources (pinned; their font files' sha256 are checked before anything is written):

- Debian 12 ``fonts-noto-cjk`` 1:20220127+repack1-1: ``NotoSansCJK-{Regular,Bold}.ttc``,
  face "Noto Sans CJK SC" (Noto CJK 2.004).
- Debian 12 ``fonts-noto-core`` 20201225-1: ``NotoSansSymbols-{Regular,Bold}.ttf`` and
  ``NotoSansSymbols2-Regular.ttf``.
- PyPI ``manimgx-fonts`` 2026.9.26.post1: ``NotoEmoji[wght].ttf`` (Noto Emoji 3.002, the
  monochrome outline font, variable in weight); Debian 12 ships only the colour bitmap one,
  which Pillow draws at a single size.

Missing sources are fetched into ``DIR`` (default ``/tmp/grove-font-src``) with the ordinary
clients (``apt-get download`` + ``dpkg-deb -x``, ``pip download``). Each output keeps only the
code points no earlier font of the chain has, no hinting and no layout tables (pictures use
Pillow's basic layout, which reads neither), and the copyright and licence name records.
Then ``make_coverage.py`` rewrites the coverage files. Needs fontTools (requirements-dev.txt).
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
import zipfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont
from fontTools.varLib import instancer

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_coverage  # noqa: E402  (a sibling script, not a package)

DEBIAN = ("fonts-noto-cjk=1:20220127+repack1-1", "fonts-noto-core=20201225-1")
WHEEL = "manimgx-fonts==2026.9.26.post1"
CJK_DIR = "usr/share/fonts/opentype/noto"
CORE_DIR = "usr/share/fonts/truetype/noto"
SOURCES = {
    f"{CJK_DIR}/NotoSansCJK-Regular.ttc":
        "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
    f"{CJK_DIR}/NotoSansCJK-Bold.ttc":
        "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
    f"{CORE_DIR}/NotoSansSymbols-Regular.ttf":
        "24b615ceb7d50a2c09060664ca9e24a160c9beb6bfca0563e8359369a4bc0993",
    f"{CORE_DIR}/NotoSansSymbols-Bold.ttf":
        "c46ee5f6447f99edf6a69e24969bcfee891e3699cff9fc45bfb98ec1b7d684fa",
    f"{CORE_DIR}/NotoSansSymbols2-Regular.ttf":
        "876598db5f1e3bef2bc77c4d94c5b0d5d2c1620be4878a06f18fb5434e331688",
    "manimgx_fonts/NotoEmoji[wght].ttf":
        "de6c18832938afc99caf132b39d6a30a19bac7f2e812e28db2535b4608d27551",
}
CJK_FACE = 2  # "Noto Sans CJK SC" in the collections: JP 0, KR 1, SC 2, TC 3, HK 4

#: What the CJK subset keeps: radicals, CJK punctuation, kana, bopomofo, compatibility jamo,
#: Extension A and the unified ideographs, Hangul syllables, compatibility ideographs and the
#: full- and half-width forms. Conjoining jamo (U+1100...) need shaping and stay out.
CJK_RANGES = ((0x2E80, 0x2FDF), (0x3000, 0x312F), (0x3130, 0x318F), (0x3190, 0x31FF),
              (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7A3), (0xF900, 0xFAFF),
              (0xFF00, 0xFFEF))


def fetch(src: Path) -> None:
    """Download and unpack whatever source is not in ``src`` yet."""
    src.mkdir(parents=True, exist_ok=True)
    if not all((src / path).exists() for path in SOURCES if path.startswith("usr/")):
        subprocess.run(["apt-get", "download", *DEBIAN], cwd=src, check=True)
        for deb in sorted(src.glob("*.deb")):
            subprocess.run(["dpkg-deb", "-x", str(deb), str(src)], check=True)
    if not (src / "manimgx_fonts").exists():
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", WHEEL, "-d",
                        str(src)], check=True)
        wheel = next(src.glob("manimgx_fonts-*.whl"))
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(src)


def check(src: Path) -> None:
    """Stop unless every source file is the one the bundled subsets were made from."""
    for path, digest in SOURCES.items():
        got = hashlib.sha256((src / path).read_bytes()).hexdigest()
        if got != digest:
            sys.exit(f"{path}: sha256 {got}, expected {digest}")


def _options() -> subset.Options:
    opts = subset.Options()
    opts.layout_features = []
    opts.hinting = False
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # keeps the copyright and licence notices
    opts.name_languages = [0x409]
    opts.notdef_outline = True
    opts.glyph_names = False
    return opts


def _subset(font: TTFont, wanted: set[int], out: Path) -> set[int]:
    """Keep ``wanted`` code points of ``font`` and save it to ``out``; the ones kept."""
    keep = wanted & set(font.getBestCmap())
    subsetter = subset.Subsetter(_options())
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    font.recalcTimestamp = False  # the source's date: the same sources give the same bytes
    font.save(out)
    return keep


def build(src: Path) -> None:
    """Write every fallback font of the chain into this folder, in chain order."""
    taken = make_coverage.covered(make_coverage.CHAIN[0][1])  # DejaVu Sans draws these

    cjk_points = {cp for lo, hi in CJK_RANGES for cp in range(lo, hi + 1)}
    kept: set[int] = set()
    for weight in ("Regular", "Bold"):
        face = TTCollection(src / CJK_DIR / f"NotoSansCJK-{weight}.ttc").fonts[CJK_FACE]
        kept |= _subset(face, cjk_points - taken, HERE / f"NotoSansCJKsc-Subset-{weight}.otf")
    taken |= kept

    kept = set()
    for weight, value in (("Regular", 400), ("Bold", 700)):
        emoji = instancer.instantiateVariableFont(
            TTFont(src / "manimgx_fonts/NotoEmoji[wght].ttf"), {"wght": value})
        # Everything below U+2000 is Latin, digits and marks the earlier fonts have.
        wanted = {cp for cp in emoji.getBestCmap() if cp >= 0x2000} - taken
        kept |= _subset(emoji, wanted, HERE / f"NotoEmoji-Subset-{weight}.ttf")
    taken |= kept

    kept = set()
    for weight in ("Regular", "Bold"):
        symbols = TTFont(src / CORE_DIR / f"NotoSansSymbols-{weight}.ttf")
        kept |= _subset(symbols, set(symbols.getBestCmap()) - taken,
                        HERE / f"NotoSansSymbols-Subset-{weight}.ttf")
    taken |= kept

    symbols2 = TTFont(src / CORE_DIR / "NotoSansSymbols2-Regular.ttf")
    _subset(symbols2, set(symbols2.getBestCmap()) - taken,
            HERE / "NotoSansSymbols2-Subset-Regular.ttf")


def main() -> None:
    """Fetch, check, subset, then rewrite the coverage files."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=Path("/tmp/grove-font-src"))
    args = parser.parse_args()
    fetch(args.src)
    check(args.src)
    build(args.src)
    make_coverage.main()


if __name__ == "__main__":
    main()
