"""Living Forest component data, read once from ``data.json`` (spec §2, §2.9).

Every number of the game lives in the data file; this module only gives it handy shapes.
Element vectors are 5-tuples in the order of ``ELEMENTS`` (sun, water, plant, wind, flower).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NamedTuple

_DATA: dict[str, Any] = json.loads(
    Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

ELEMENTS: tuple[str, ...] = tuple(_DATA["elements"])
EL_INDEX: dict[str, int] = {e: i for i, e in enumerate(ELEMENTS)}
SUN, WATER, PLANT, WIND, FLOWER = range(5)
MIN_SEATS: int = _DATA["players"]["min"]
MAX_SEATS: int = _DATA["players"]["max"]

#: action keyword of each action name used in the data file
ACTION_KEY = {"attract": "att", "extinguish": "ext", "plant": "plant", "move": "move",
              "call_kodama": "call", "fragment": "frag"}
#: the element each budgeted action spends
ACTION_ELEMENT = {"att": SUN, "ext": WATER, "plant": PLANT, "move": WIND, "call": FLOWER}


def _vec(d: dict[str, int]) -> tuple[int, ...]:
    return tuple(int(d.get(e, 0)) for e in ELEMENTS)


class Card(NamedTuple):
    """One card type: starting card, animal, Fire Varan or Kodama card."""

    id: str
    kind: str               # start | animal | varan | kodama
    symbol: str             # solitary | gregarious | none
    elements: tuple[int, ...]
    level: int              # 0 unless an animal
    cost: int               # sun for animals, flowers for stack Kodama, else 0
    kodama: int             # kodama symbols
    repeat: str | None      # Kodama level-2: action keyword it allows once more
    bonus: str | None       # Kodama level-3: action keyword of its bonus action
    module: bool            # True for Kodama-module cards


CARDS: dict[str, Card] = {
    cid: Card(cid, c["kind"], c["symbol"], _vec(c["elements"]), int(c.get("level", 0)),
              int(c.get("cost", 0)), int(c.get("kodama", 0)),
              ACTION_KEY[c["repeat"]] if "repeat" in c else None,
              ACTION_KEY[c["bonus"]] if "bonus" in c else None,
              c.get("module") == "kodama")
    for cid, c in _DATA["cards"].items()
}
STARTING_DECK: tuple[str, ...] = tuple(_DATA["starting_deck"])
ANIMALS: dict[int, tuple[str, ...]] = {int(k): tuple(v) for k, v in _DATA["animals"].items()}
VARAN: str = _DATA["fire_varan"]["id"]
VARAN_COUNT: int = _DATA["fire_varan"]["count"]
FIRE = _DATA["fire_tiles"]
CENTRE_CAPACITY: int = FIRE["centre_capacity"]
INITIAL_CENTRE: tuple[int, ...] = tuple(FIRE["initial_centre"])
FIRE_FROM_LEVEL: dict[int, int] = {int(k): v for k, v in FIRE["from_level"].items()}
FIRE_VALUES: tuple[int, ...] = tuple(sorted(int(v) for v in FIRE["values"]))
FRAGMENTS: int = _DATA["fragments"]
VICTORY_KINDS: tuple[str, ...] = tuple(_DATA["victory_kinds"])
SPIRITS: tuple[str, ...] = tuple(_DATA["spirits"])


class Tree(NamedTuple):
    """One Protective Tree type."""

    id: str
    cost: int
    elements: tuple[int, ...]
    per_kodama: int | None   # element index multiplied by the kodama count (Kodama trees)
    kodama: int              # fixed kodama symbols (K8)
    repeat: bool             # Tree 11: basic action types may repeat
    module: bool


TREES: dict[str, Tree] = {
    tid: Tree(tid, t["cost"], _vec(t["elements"]),
              EL_INDEX[t["per_kodama"]] if "per_kodama" in t else None,
              int(t.get("kodama", 0)), t.get("ability") == "repeat_actions",
              t.get("module") == "kodama")
    for tid, t in _DATA["trees"].items()
}
BASE_TREES: tuple[str, ...] = tuple(_DATA["tree_order"])
TREE_COPIES: dict[int, dict[str, int]] = {
    int(n): dict(m) for n, m in _DATA["tree_copies_by_players"].items()}
START_TREE = "start"

_FOREST = _DATA["forest"]
START_SPACE: str = _FOREST["start_tree_space"]
BASE_SPACES: tuple[str, ...] = tuple(_FOREST["plantable"])


class Corner(NamedTuple):
    """A corner bonus of the forest board."""

    kind: str                # bonus_action | take_fragments
    action: str | None       # action keyword of a bonus action
    extra: int               # temporary extra of the action's element
    count: int               # fragments taken


CORNERS: dict[str, Corner] = {}
for _space, _c in _FOREST["corner_bonuses"].items():
    _action = ACTION_KEY[_c["action"]] if "action" in _c else None
    CORNERS[_space] = Corner(_c["kind"], _action, sum((_c.get("extra") or {}).values()),
                             int(_c.get("count", 0)))


class Line(NamedTuple):
    """A row or column bonus: permanent once every space holds a tree."""

    id: str
    spaces: tuple[str, ...]
    elements: tuple[int, ...]
    kodama: int
    module: bool


LINES: tuple[Line, ...] = tuple(
    Line(li["id"], tuple(li["spaces"]), _vec(li["grants"]), 0, False)
    for li in _FOREST["line_bonuses"])

ROCK_BONUS: tuple[str, ...] = tuple(_DATA["circle"]["rocks"])
ROCKS = len(ROCK_BONUS)
START_ROCKS: dict[int, dict[int, int]] = {
    int(n): {int(p): r for p, r in m.items()}
    for n, m in _DATA["circle"]["start_positions"].items()}
MARKET_ROWS: int = _DATA["market"]["rows"]
PER_ROW: int = _DATA["market"]["cards_per_row"]
SLOTS: tuple[str, ...] = tuple(f"{r}{c}" for r in range(1, MARKET_ROWS + 1)
                               for c in "abcd"[:PER_ROW])
SLOT_INDEX: dict[str, int] = {s: i for i, s in enumerate(SLOTS)}
TARGET_BASE: int = _DATA["targets"]["base"]
TARGET_KODAMA: int = _DATA["targets"]["kodama"]
TARGET_EMPTIED: int = _DATA["targets"]["kodama_stack_empty"]

_K = _DATA["kodama"]
STARTING_KODAMA: dict[str, str] = dict(_K["starting_kodama"])
STACK_LETTERS: tuple[str, ...] = tuple(_K["stacks"])
STACK_GUARDS: dict[str, str] = {k: v["guards"] for k, v in _K["stacks"].items()}
STACK_CARDS: dict[str, tuple[str, ...]] = {k: tuple(v["cards"]) for k, v in _K["stacks"].items()}
STACK_SIZE: dict[int, int] = {int(k): v for k, v in _K["stack_size_by_players"].items()}
ONIBI_STEPS: dict[int, int] = {int(k): v for k, v in _K["onibi_steps_by_players"].items()}
KODAMA_ANIMALS: dict[int, tuple[str, ...]] = {
    int(k): tuple(v) for k, v in _K["new_animals"].items()}
KODAMA_TREES: tuple[str, ...] = tuple(_K["tree_order"])
KODAMA_TREE_COPIES: int = _K["tree_copies"]
ELEMENT_TILES: int = _K["element_tiles"]["count"]
ELEMENT_OPTIONS: dict[str, int] = dict(_K["element_tiles"]["options"])
STONE_ROCKS: tuple[int, ...] = tuple(_K["stone_rocks"])
_EXT = _K["forest_extension"]
EXTENSION_SPACES: tuple[str, ...] = tuple(_EXT["spaces"])
COL0 = Line(_EXT["line_bonus"]["id"], tuple(_EXT["line_bonus"]["spaces"]), (0,) * 5,
            int(_EXT["line_bonus"]["grants"]["kodama"]), True)

ROWS = "ABC"
ALL_SPACES: tuple[str, ...] = tuple(f"{r}{c}" for r in ROWS for c in range(6))


def neighbours(space: str) -> tuple[str, ...]:
    """Orthogonal neighbours of a forest space (column 0 included)."""
    r, c = ROWS.index(space[0]), int(space[1:])
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 3 and 0 <= cc <= 5:
            out.append(f"{ROWS[rr]}{cc}")
    return tuple(out)


NEIGHBOURS: dict[str, tuple[str, ...]] = {s: neighbours(s) for s in ALL_SPACES}
#: Fixed order in which spaces are listed for Plant (lines and inner spaces first), so the
#: first legal plant of the automatic policy builds towards line bonuses.
SPACE_ORDER: tuple[str, ...] = ("B2", "B4", "A3", "C3", "A2", "C2", "A4", "C4", "B1", "B5",
                                "A1", "C5", "A5", "C1", "B0", "A0", "C0")
