"""The cards of Le Temps des Forêts, read once from ``data.json`` (spec §2, [DESIGNED]).

Hours are 1-12 as printed on the clock; a ring is stored as a list indexed by ``hour % 12``
(index 0 is hour 12, the top), so index order is the clockwise order 12, 1, ..., 11.
"""

from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads(Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

CYCLES: int = int(_DATA["cycles"])
MAIDEN_START: int = int(_DATA["maiden_start"])
WIN_BASE: int = int(_DATA["scoring"]["win_base"])

#: Tree codes in data-file order.
TREES: tuple[str, ...] = tuple(t["code"] for t in _DATA["trees"])
TREE_NAMES: dict[str, str] = {t["code"]: t["name"] for t in _DATA["trees"]}
#: Object name -> code and code -> name, in data-file order (L, M, K, H).
OBJECT_CODES: dict[str, str] = {name: o["code"] for name, o in _DATA["objects"].items()}
OBJECTS: tuple[str, ...] = tuple(OBJECT_CODES.values())
OBJECT_NAMES: dict[str, str] = {code: name for name, code in OBJECT_CODES.items()}
#: Object code -> swap action (neighbours, opposite, any, kindred).
SWAP_ACTION: dict[str, str] = {o["code"]: o["swap"] for o in _DATA["objects"].values()}
COLOUR_CODES: dict[str, str] = {name: c["code"] for name, c in _DATA["colours"].items()}
COLOUR_NAMES: dict[str, str] = {code: name for name, code in COLOUR_CODES.items()}
#: Tree code -> colour code / object code.
TREE_COLOUR: dict[str, str] = {t["code"]: COLOUR_CODES[t["colour"]] for t in _DATA["trees"]}
TREE_OBJECT: dict[str, str] = {t["code"]: OBJECT_CODES[t["object"]] for t in _DATA["trees"]}

_STATE_CODES = {name: s["code"] for name, s in _DATA["tree_states"].items()}
STATES: tuple[str, ...] = tuple(_STATE_CODES.values())  # i, o, z
#: Pattern code (I, II, III) -> (shape, required state, resulting state).
PATTERNS: dict[str, tuple[str, str, str]] = {
    code: (p["shape"], _STATE_CODES[p["requires"]], _STATE_CODES[p["becomes"]])
    for code, p in _DATA["night_patterns"].items()
}
PATTERN_NAMES: dict[str, str] = {code: p["name"] for code, p in _DATA["night_patterns"].items()}
PATTERN_ORDER: tuple[str, ...] = tuple(PATTERNS)


def kindred(a: str, b: str) -> bool:
    """Two different trees sharing a colour or an object (§4.1)."""
    return a != b and (TREE_COLOUR[a] == TREE_COLOUR[b] or TREE_OBJECT[a] == TREE_OBJECT[b])


def neighbours(h: int, k: int) -> bool:
    """Hours one apart, with 12 and 1 neighbours (R1)."""
    return (h - k) % 12 in (1, 11)


def opposite(h: int, k: int) -> bool:
    """Hours six apart (R1)."""
    return (h - k) % 12 == 6


def hour_of(index: int) -> int:
    """The clock hour (1-12) of ring index ``index`` (0-11)."""
    return 12 if index % 12 == 0 else index % 12


def fits_shape(shape: str, h: int, k: int) -> bool:
    """Whether hours ``h`` and ``k`` have the shape ``neighbours`` or ``opposite``."""
    return neighbours(h, k) if shape == "neighbours" else opposite(h, k)


def maiden_hour(cycle: int) -> int:
    """The maiden's hour in ``cycle``: ``cycle - 1``, where 0 means 12 (§4.5)."""
    return hour_of(cycle - 1)


def score_parts(won_cycle: int | None, dormant: int) -> tuple[tuple[str, int], ...]:
    """§5.3's parts, named: a win in cycle c is ``win`` 12 plus ``spare`` cycles (12 - c);
    a loss is its ``dormant`` trees."""
    if won_cycle is not None:
        return (("win", WIN_BASE), ("spare", CYCLES - won_cycle))
    return (("dormant", dormant),)


def score(won_cycle: int | None, dormant: int) -> int:
    """§5.3: a win in cycle c scores 12 + (12 - c); a loss scores the dormant count."""
    return sum(value for _, value in score_parts(won_cycle, dormant))
