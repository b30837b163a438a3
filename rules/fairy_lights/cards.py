"""The Fairy Lights deck, read once from ``data.json`` (spec §2.3, [DESIGNED]).

A card is handled as its notation string ``<colour><bulbs>/<stars>`` (``"G2/1"``): cards
with the same notation are interchangeable (§2.1), so the notation is the whole identity and
no internal id can leak which physical card is where.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

#: Colour codes in canonical notation order (R, Y, G, B, P).
COLOURS: tuple[str, ...] = tuple(c["code"] for c in _DATA["colours"])
#: Colour code -> English name.
COLOUR_NAMES: dict[str, str] = {c["code"]: c["name"] for c in _DATA["colours"]}
SHOP_MAX: int = int(_DATA["shop_max"])
MIN_SEATS: int = int(_DATA["players"]["min"])
MAX_SEATS: int = int(_DATA["players"]["max"])

#: The 60 cards in data-file order (as notations).
DECK: tuple[str, ...] = tuple(
    f"{c['colour']}{c['bulbs']}/{c['stars']}" for c in _DATA["deck"]["cards"]
)
#: Card types in the order of the composition table (P, B, G, Y, R; as in example F9).
CARD_TYPES: tuple[str, ...] = tuple(
    f"{colour}{bulbs}/{stars}"
    for colour, rows in _DATA["deck"]["composition"].items()
    for bulbs, stars, _count in rows
)
#: Card type -> number of copies in the full deck.
COMPOSITION: dict[str, int] = dict(Counter(DECK))


@cache
def parse_card(card: str) -> tuple[str, int, int]:
    """``"G2/1"`` -> ``("G", 2, 1)``; raises ValueError for an unknown card type."""
    if card not in COMPOSITION:
        raise ValueError(f"unknown card {card!r}")
    return card[0], int(card[1]), int(card[3])


def colour(card: str) -> str:
    """The colour code of a card."""
    return card[0]


def bulbs(card: str) -> int:
    """The bulbs on a card."""
    return parse_card(card)[1]


def stars(card: str) -> int:
    """The stars on a card."""
    return parse_card(card)[2]


def colour_rank(code: str) -> int:
    """Position of a colour in the canonical order R, Y, G, B, P."""
    return COLOURS.index(code)


def split_cards(text: str) -> list[str]:
    """``"R1/0 G1/1"`` -> ``["R1/0", "G1/1"]`` (validated; for fixtures and tests)."""
    cards = text.split()
    for card in cards:
        parse_card(card)
    return cards
