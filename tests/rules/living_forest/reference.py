"""An independent reference implementation of the Living Forest rules (spec
shared/rules/living-forest.md, with the Kodama module §10), written from the spec alone.

It exists only to be compared with ``rules.living_forest`` (``test_lf_reference.py`` and
``bench/living_forest_diff.py``). It favours being obviously right over being fast: element
totals are recomputed from scratch, states are deep-copied, nothing is cached. It never
shuffles: a draw from an empty pile asks the caller for the new order (``shuffle``), so the
package's seeded order can be checked (it must be a permutation of the discard pile) and then
followed.

The state is a plain dict (``RefState``) so two states compare with ``==``. Outcomes of
``resolve`` are ``("ok", canonical_text)`` or ``("err", code)``.

Readings taken where the spec leaves a choice (see the report of branch ``lfcheck``):

- R-24 "most recently acquired": a tile taken back by its own Spirit counts as acquired when
  taken back (the "own tile counts as acquired first" clause read as covering the tiles held
  since setup).
- A ``+`` move while a bonus is pending is ``DECISION_PENDING`` (a pending bonus is answered by
  the plain notation; ``+`` moves are for "when nothing is pending", §10.5).
- ``att`` checks: every slot for ``SLOT_EMPTY``, then doubles, then the budget (one check kind
  over the whole list before the next).
- K-16 and §4.3.7 "possible with higher totals": with unbounded elements (not only what the
  held tiles could add); Move is then always possible while its type is still open.
- A jumped player is stolen from once per move even if jumped twice (R-8), in order of first
  jump. Resignation (R-23): Element tiles held or used go back to the supply (the spec names
  only the Fragments).
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

ELEMENTS = ("sun", "water", "plant", "wind", "flower")

# --- §2.3 / §2.9 cards: id -> (level, cost, symbol, elements, extra) -------------------------
# symbol: "s" solitary, "g" gregarious, "" none. level 0 = starting card.


def _e(sun: int = 0, water: int = 0, plant: int = 0, wind: int = 0, flower: int = 0
       ) -> dict[str, int]:
    return {"sun": sun, "water": water, "plant": plant, "wind": wind, "flower": flower}


STARTING = {
    "bear": ("s", _e(water=1, plant=2)),
    "beetle": ("s", _e(sun=3, plant=1)),
    "lynx": ("s", _e(sun=2, water=1, plant=1)),
    "fox": ("s", _e(water=1, plant=1, flower=1)),
    "owl": ("s", _e(plant=2, wind=1)),
    "goldfish": ("", _e(water=2, plant=-1)),
    "tanuki": ("", _e(sun=3, flower=-1)),
    "wild_boar": ("", _e(sun=-2, plant=2)),
    "weasel": ("", _e(sun=2)),
    "hare": ("", _e(wind=1)),
    "fawn": ("", _e(flower=1)),
    "hummingbird": ("", _e(water=1)),
    "bee": ("", _e(plant=1)),
    "baboon": ("", _e(sun=1)),
}

# id: (level, cost, symbol, elements)
ANIMALS: dict[str, tuple[int, int, str, dict[str, int]]] = {
    "hedgehog": (1, 3, "", _e(sun=3)),
    "caterpillar": (1, 3, "", _e(plant=2)),
    "flamingo": (1, 3, "", _e(water=2)),
    "ram": (1, 5, "", _e(flower=2)),
    "wolf": (1, 5, "", _e(wind=2)),
    "lemur": (1, 5, "", _e(sun=4)),
    "squirrel": (1, 5, "", _e(sun=1, plant=2)),
    "tortoise": (1, 5, "", _e(sun=1, water=2)),
    "coati": (1, 3, "", _e(sun=2, plant=1)),
    "raccoon": (1, 3, "", _e(sun=2, water=1)),
    "beaver": (1, 2, "", _e(water=1, plant=1)),
    "raven": (1, 2, "", _e(sun=1, wind=1)),
    "bat": (1, 5, "", _e(sun=-1, plant=3)),
    "cockatoo": (1, 4, "", _e(sun=3, plant=-1, flower=1)),
    "meerkat": (1, 2, "", _e(sun=1, water=-1, plant=2)),
    "horse": (1, 3, "", _e(sun=-1, wind=2)),
    "axolotl": (1, 4, "", _e(water=1, plant=-1, wind=1, flower=1)),
    "chimpanzee": (1, 5, "g", _e(plant=-2)),
    "toucan": (1, 4, "g", _e(sun=-2, water=-1)),
    "butterfly": (1, 5, "g", _e(sun=-3)),
    "spider": (1, 1, "s", _e(sun=2, plant=4)),
    "hippopotamus": (1, 2, "s", _e(sun=1, water=4, plant=1)),
    "horned_owl": (1, 2, "s", _e(sun=1, water=1, wind=3)),
    "woodpecker": (2, 6, "", _e(plant=2, flower=1)),
    "badger": (2, 8, "", _e(sun=2, wind=2)),
    "rooster": (2, 5, "", _e(sun=3, plant=1)),
    "rhinoceros": (2, 6, "", _e(plant=3)),
    "goat": (2, 8, "", _e(sun=2, flower=2)),
    "bull": (2, 5, "", _e(water=1, plant=1, wind=1)),
    "salamander": (2, 6, "", _e(water=2, wind=1)),
    "frog": (2, 6, "", _e(sun=2, water=2)),
    "marmot": (2, 7, "", _e(sun=5)),
    "platypus": (2, 9, "", _e(water=3, flower=1)),
    "crane": (2, 6, "", _e(plant=2, wind=1)),
    "loris": (2, 10, "g", _e(sun=1, water=-3, plant=2)),
    "koala": (2, 9, "g", _e(sun=3, wind=-2)),
    "leopard": (2, 10, "g", _e(sun=-2, flower=1)),
    "eagle": (2, 6, "s", _e(sun=1, water=1, plant=2, wind=2, flower=1)),
    "cobra": (2, 5, "s", _e(sun=4, water=1, plant=1, flower=2)),
    "praying_mantis": (3, 11, "", _e(water=1, plant=4)),
    "panther": (3, 10, "", _e(water=2, wind=2)),
    "gorilla": (3, 10, "", _e(plant=1, wind=2, flower=1)),
    "bison": (3, 11, "", _e(sun=6, plant=1)),
    "chameleon": (3, 11, "", _e(sun=2, wind=1, flower=2)),
    "crocodile": (3, 10, "", _e(sun=1, water=2, plant=2)),
    "elephant": (3, 12, "", _e(sun=2, flower=3)),
    "dolphin": (3, 10, "", _e(sun=1, water=4)),
    "dog": (3, 12, "", _e(wind=3, flower=1)),
    "panda": (3, 11, "", _e(plant=1, flower=3)),
    "deer": (3, 13, "g", _e(flower=1)),
    "tapir": (3, 12, "s", _e(water=4, wind=2, flower=2)),
}
KODAMA_ANIMALS: dict[str, tuple[int, int, str, dict[str, int]]] = {
    "armadillo": (2, 6, "", _e(flower=1)),
    "capybara": (2, 10, "", _e(wind=1)),
    "crayfish": (2, 6, "", _e(water=1)),
    "peafowl": (2, 6, "", _e(sun=1)),
    "sloth": (2, 9, "", _e(plant=1)),
    "anteater": (3, 15, "", _e()),
    "ara": (3, 13, "", _e()),
    "flying_squirrel": (3, 15, "", _e()),
    "koi": (3, 12, "", _e()),
    "tiger": (3, 11, "", _e()),
}
REPEAT = {"armadillo": "call", "capybara": "move", "crayfish": "ext", "peafowl": "att",
          "sloth": "plant"}
BONUS = {"anteater": "plant", "ara": "att", "flying_squirrel": "move", "koi": "ext",
         "tiger": "call"}
VARAN = "fire_varan"
SPIRITS = ("winter", "spring", "summer", "autumn")
KODAMA_CARDS: dict[str, tuple[int, dict[str, int]]] = {  # id -> (cost, elements)
    **{f"kodama_{s}": (0, _e()) for s in SPIRITS},
    "kodama_f1": (1, _e()), "kodama_f2": (2, _e(sun=1)), "kodama_f3": (2, _e(sun=1)),
    "kodama_f4": (3, _e(sun=1, wind=1)), "kodama_f5": (3, _e(sun=3)),
    "kodama_f6": (4, _e(flower=2)),
    "kodama_t1": (1, _e()), "kodama_t2": (2, _e(plant=1)), "kodama_t3": (2, _e(plant=1)),
    "kodama_t4": (3, _e(plant=2)), "kodama_t5": (3, _e(plant=1, wind=1)),
    "kodama_t6": (4, _e(plant=1, flower=1)),
    "kodama_w1": (1, _e()), "kodama_w2": (2, _e(water=1)), "kodama_w3": (2, _e(water=1)),
    "kodama_w4": (3, _e(water=2)), "kodama_w5": (3, _e(water=1, wind=1)),
    "kodama_w6": (4, _e(water=1, flower=1)),
}
STACK_GUARDS = {"F": "flower", "T": "tree", "W": "fire"}


def card_info(card: str) -> tuple[int, int, str, dict[str, int], int]:
    """(level, cost, symbol, elements, kodama symbols) of any card."""
    if card in STARTING:
        sym, el = STARTING[card]
        return 0, 0, sym, el, 0
    if card in ANIMALS:
        return (*ANIMALS[card], 0)
    if card in KODAMA_ANIMALS:
        return (*KODAMA_ANIMALS[card], 0)
    if card == VARAN:
        return 0, 0, "s", _e(), 0
    if card in KODAMA_CARDS:
        cost, el = KODAMA_CARDS[card]
        return 0, cost, "", el, 1
    raise KeyError(card)


# --- §2.5 / §2.9 trees: id -> (cost, elements, per-kodama element or None, kodama) ----------
TREES: dict[str, tuple[int, dict[str, int], str | None, int]] = {
    "3A": (3, _e(sun=1), None, 0), "3B": (3, _e(water=1), None, 0),
    "4A": (4, _e(wind=1), None, 0), "4B": (4, _e(flower=1), None, 0),
    "5A": (5, _e(sun=2), None, 0), "5B": (5, _e(plant=1), None, 0),
    "6": (6, _e(water=2), None, 0), "7": (7, _e(wind=2), None, 0),
    "8": (8, _e(water=3), None, 0), "9": (9, _e(flower=2), None, 0),
    "10": (10, _e(sun=4), None, 0), "11": (11, _e(), None, 0),
    "K6": (6, _e(), "sun", 0), "K7": (7, _e(), "water", 0), "K8": (8, _e(), None, 1),
    "K9": (9, _e(), "plant", 0), "K10": (10, _e(), "wind", 0), "K11": (11, _e(), "flower", 0),
}
BASE_TREES = ("3A", "3B", "4A", "4B", "5A", "5B", "6", "7", "8", "9", "10", "11")
K_TREES = ("K6", "K7", "K8", "K9", "K10", "K11")
TREE_COPIES = {
    2: dict.fromkeys(BASE_TREES, 2),
    3: {**dict.fromkeys(BASE_TREES, 3), "9": 2, "10": 2, "11": 2},
    4: {**dict.fromkeys(BASE_TREES, 4), "6": 3, "7": 3, "8": 3, "9": 2, "10": 2, "11": 2},
}
START_SPACE = "B3"
BASE_SPACES = [r + c for r in "ABC" for c in "12345" if r + c != START_SPACE]
EXT_SPACES = ["A0", "B0", "C0"]
LINES = [  # (spaces, element or "kodama", amount)
    (("A2", "B2", "C2"), "water", 1),
    (("A3", "B3", "C3"), "sun", 1),
    (("A4", "B4", "C4"), "wind", 1),
    (("B1", "B2", "B3", "B4", "B5"), "flower", 2),
]
COL0 = ("A0", "B0", "C0")
ROCK_BONUS = ["plant", "fragment", "att", "fragment", "ext", "fragment",
              "plant", "fragment", "att", "fragment", "ext", "fragment"]
START_ROCKS = {2: [0, 6], 3: [2, 6, 10], 4: [0, 6, 9, 3]}
STACK_SIZE = {2: 3, 3: 4, 4: 5}
ONIBI_STEPS = {2: 3, 3: 2, 4: 1}
SLOTS = [f"{lv}{c}" for lv in "123" for c in "abcd"]
ELEM_OPTION = {"sun": 2, "water": 2, "plant": 2, "wind": 1, "flower": 1}

RefState = dict[str, Any]


class Refused(Exception):
    """A refusal with a reason code (BAD_NOTATION for notation errors)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


# --- notation (§7.2, §4.6) ---------------------------------------------------------------

def parse(text: str) -> tuple:
    """Parse one move into a tuple; raises Refused('BAD_NOTATION')."""
    t = text.strip().lower()
    t = re.sub(r"\s*@\s*", "@", t)
    plus = False
    if t.startswith("+"):
        plus = True
        t = t[1:].strip()
    words = t.split()
    if not words:
        raise Refused("BAD_NOTATION")
    kw, rest = words[0], words[1:]
    bad = Refused("BAD_NOTATION")
    if plus and kw not in ("att", "ext", "plant", "move", "call"):
        raise bad
    if kw in ("draw", "discard", "stop", "frag", "pass", "skip"):
        if rest:
            raise bad
        return (kw,)
    if kw == "att":
        if not rest or any(w not in [s.lower() for s in SLOTS] for w in rest):
            raise bad
        return ("att", plus, tuple(rest))
    if kw == "ext":
        if not rest or any(w not in ("2", "3", "4") for w in rest):
            raise bad
        return ("ext", plus, tuple(sorted((int(w) for w in rest), reverse=True)))
    if kw == "plant":
        if len(rest) != 1 or rest[0].count("@") != 1:
            raise bad
        tree, space = rest[0].upper().split("@")
        if tree not in TREES or not re.fullmatch(r"[ABC][0-5]", space):
            raise bad
        return ("plant", plus, tree, space)
    if kw == "move":
        if len(rest) != 1 or not re.fullmatch(r"[0-9]+", rest[0]) or int(rest[0]) < 1:
            raise bad
        return ("move", plus, int(rest[0]))
    if kw == "steal":
        if len(rest) != 2 or rest[0] not in ("1", "2", "3", "4") \
                or rest[1] not in ("fire", "flower", "tree"):
            raise bad
        return ("steal", int(rest[0]), rest[1])
    if kw == "call":
        if len(rest) != 1 or rest[0] not in ("f", "t", "w"):
            raise bad
        return ("call", plus, rest[0].upper())
    if kw == "elem":
        if len(rest) != 1 or rest[0] not in ELEMENTS:
            raise bad
        return ("elem", rest[0])
    raise bad


def canonical(mv: tuple) -> str:
    """The canonical text of a parsed move."""
    kw = mv[0]
    if kw in ("draw", "discard", "stop", "frag", "pass", "skip"):
        return kw
    if kw == "steal":
        return f"steal {mv[1]} {mv[2]}"
    if kw == "elem":
        return f"elem {mv[1]}"
    plus = "+" if mv[1] else ""
    if kw == "att":
        return plus + "att " + " ".join(mv[2])
    if kw == "ext":
        return plus + "ext " + " ".join(str(v) for v in mv[2])
    if kw == "plant":
        return f"{plus}plant {mv[2]}@{mv[3]}"
    if kw == "move":
        return f"{plus}move {mv[2]}"
    return f"{plus}call {mv[2]}"


# --- derived facts (§4.1, §5.2, §10.2, §10.3) -------------------------------------------

def net_solitary(help_line: list[str]) -> int:
    """N: solitary minus gregarious symbols in a help line."""
    sym = [card_info(c)[2] for c in help_line]
    return sym.count("s") - sym.count("g")


def complete_lines(forest: dict[str, str]) -> list[tuple]:
    """Line bonuses the forest has completed (B3 is the start tree)."""
    have = set(forest) | {START_SPACE}
    out = [ln for ln in LINES if all(s in have for s in ln[0])]
    if all(s in have for s in COL0):
        out.append((COL0, "kodama", 1))
    return out


def kodama_count(p: dict) -> int:
    """K: kodama symbols in the help line + K8 trees + column 0 complete."""
    k = sum(card_info(c)[4] for c in p["help"])
    k += sum(TREES[t][3] for t in p["forest"].values())
    k += sum(n for _, what, n in complete_lines(p["forest"]) if what == "kodama")
    return k


def totals(p: dict, with_tiles: bool = True) -> dict[str, int]:
    """E(x) for every element (help line + trees + lines + used Element tiles)."""
    e = dict.fromkeys(ELEMENTS, 0)
    for c in p["help"]:
        for x, v in card_info(c)[3].items():
            e[x] += v
    k = kodama_count(p)
    for t in p["forest"].values():
        cost, el, per, _ = TREES[t]
        for x, v in el.items():
            e[x] += v
        if per:
            e[per] += k
    for _, what, n in complete_lines(p["forest"]):
        if what != "kodama":
            e[what] += n
    if with_tiles:
        for opt in p["elem_used"]:
            e[opt] += ELEM_OPTION[opt]
    return e


def visible_flowers(p: dict) -> int:
    """V: flower symbols of help line and forest (trees, row B), without Element tiles."""
    return totals(p, with_tiles=False)["flower"]


def counts(s: RefState, seat: int) -> dict[str, int]:
    """The three victory counts of §5.2."""
    p = s["players"][seat]
    kinds = Counter(k for k, _ in p["tiles"])
    return {
        "tree": len(set(p["forest"].values())) + 1 + kinds["tree"],
        "fire": len(p["fires"]) + kinds["fire"],
        "flower": max(0, visible_flowers(p)) + kinds["flower"],
    }


def position(s: RefState, seat: int) -> int:
    """Fixed position (1-4) of a seat."""
    return (seat - s["first"]) % s["seats"] + 1


def active(s: RefState) -> list[int]:
    """Seats still playing."""
    return [i for i, p in enumerate(s["players"]) if not p["resigned"]]


def turn_order(s: RefState) -> list[int]:
    """Clockwise from the Sacred Tree holder, resigned seats left out."""
    n = s["seats"]
    return [(s["sacred"] + i) % n for i in range(n)
            if not s["players"][(s["sacred"] + i) % n]["resigned"]]


def spaces(s: RefState) -> list[str]:
    """Plantable spaces at this table."""
    return BASE_SPACES + (EXT_SPACES if s["kodama"] else [])


def neighbours(space: str) -> list[str]:
    """Orthogonal neighbours on the grid A-C x 0-5."""
    r, c = "ABC".index(space[0]), int(space[1])
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 3 and 0 <= cc <= 5:
            out.append("ABC"[rr] + str(cc))
    return out


def legal_spaces(s: RefState, p: dict) -> list[str]:
    """Empty plantable spaces touching a tree."""
    have = set(p["forest"]) | {START_SPACE}
    return [sp for sp in spaces(s) if sp not in have
            and any(n in have for n in neighbours(sp))]


# --- action budgets and possibility -------------------------------------------------------

def budget(s: RefState, seat: int, kind: str, extra: int = 0) -> int:
    """Usable value for an action kind (R-5), plus a temporary extra."""
    p = s["players"][seat]
    e = totals(p)
    if kind == "call":
        flowers_tiles = sum(1 for k, _ in p["tiles"] if k == "flower")
        return max(0, visible_flowers(p)) + flowers_tiles + p["elem_used"].count("flower")
    el = {"att": "sun", "ext": "water", "plant": "plant", "move": "wind"}[kind]
    return max(0, e[el]) + extra


def _tree_types(s: RefState) -> list[str]:
    return [t for t in s["trees"] if s["trees"][t] > 0]


def possible(s: RefState, seat: int, kind: str, extra: int = 0, any_totals: bool = False
             ) -> bool:
    """Whether the action kind has a legal form now (``any_totals``: with higher totals)."""
    p = s["players"][seat]
    if kind == "frag":
        return s["frag_supply"] > 0
    b = 10**6 if any_totals else budget(s, seat, kind, extra)
    if kind == "att":
        return any(c is not None and card_info(c)[1] <= b for c in s["market"])
    if kind == "ext":
        return any(v <= b for v in s["centre"])
    if kind == "plant":
        return bool(legal_spaces(s, p)) and any(TREES[t][0] <= b for t in _tree_types(s))
    if kind == "move":
        return b >= 1
    if kind == "call":
        return any(st and KODAMA_CARDS[st[0]][0] <= b for st in s["kstacks"].values())
    raise ValueError(kind)


BASIC_KINDS = ("frag", "att", "ext", "plant", "move", "call")


def allowed_times(s: RefState, seat: int, kind: str) -> int:
    """How many basic actions of this kind the turn allows (Tree 11, repeat cards)."""
    p = s["players"][seat]
    if "11" in p["forest"].values():
        return 10**6
    return 1 + sum(1 for c in p["help"] if REPEAT.get(c) == kind)


def basic_kinds(s: RefState) -> tuple[str, ...]:
    return BASIC_KINDS if s["kodama"] else BASIC_KINDS[:5]


# --- setup facts (used to check new_game) -------------------------------------------------

def starting_deck(kodama: bool, spirit: str) -> list[str]:
    """The 14 (15) starting cards of a Spirit."""
    return list(STARTING) + ([f"kodama_{spirit}"] if kodama else [])


# --- the game ------------------------------------------------------------------------------

Shuffle = Callable[[list[str]], list[str]]


class Game:
    """Reference resolve / apply on a RefState; ``shuffle`` supplies reshuffle orders."""

    def __init__(self, state: RefState, shuffle: Shuffle | None = None) -> None:
        self.s = copy.deepcopy(state)
        self.shuffle = shuffle

    # ---- who acts
    def to_act(self) -> set[int]:
        """Seats that may act now (the table's NotYourTurn check, §4.6)."""
        s = self.s
        if s["phase"] == "over":
            return set()
        if s["phase"] == "animal":
            return {i for i in active(s) if not s["players"][i]["stopped"]}
        return {s["order"][s["turn_idx"]]}

    # ---- legality (§4.6)
    def resolve(self, seat: int, text: str) -> tuple[str, str]:
        """("ok", canonical) or ("err", code)."""
        try:
            mv = parse(text)
        except Refused as r:
            return ("err", r.code)
        try:
            self._check(seat, mv)
        except Refused as r:
            return ("err", r.code)
        return ("ok", canonical(mv))

    def _check(self, seat: int, mv: tuple) -> None:
        s = self.s
        p = s["players"][seat]
        kw = mv[0]
        plus = kw in ("att", "ext", "plant", "move", "call") and mv[1]
        kodama_move = kw in ("call", "elem") or plus or (kw == "plant" and mv[2] in K_TREES)
        if kodama_move and not s["kodama"]:
            raise Refused("NO_KODAMA")
        animal_kw = kw in ("draw", "discard", "stop")
        if animal_kw != (s["phase"] == "animal"):
            raise Refused("WRONG_PHASE")
        pend = s["pending"][0] if s["pending"] else None
        if pend is not None and kw != "elem":
            if pend[0] == "steal":
                if kw != "steal":
                    raise Refused("DECISION_PENDING")
            else:  # ("bonus", action, extra, source)
                if kw == "skip":
                    pass
                elif kw != pend[1] or plus:
                    raise Refused("DECISION_PENDING")
        if pend is None and kw in ("steal", "skip"):
            raise Refused("NOTHING_PENDING")
        if kw == "draw":
            if net_solitary(p["help"]) >= 3:
                raise Refused("MUST_STOP")
            if not p["deck"] and not p["discard"]:
                raise Refused("NO_CARDS")
            return
        if kw == "discard":
            if p["fragments"] <= 0:
                raise Refused("NO_FRAGMENT")
            if not p["discardable"]:
                raise Refused("NOTHING_TO_DISCARD")
            return
        if kw == "stop":
            if not p["help"]:
                raise Refused("NOTHING_DRAWN")
            return
        if kw in ("pass", "skip"):
            return
        if kw == "steal":
            victim = pend[1]
            if position(s, victim) != mv[1]:
                raise Refused("NOT_PENDING_POSITION")
            if not any(k == mv[2] for k, _ in s["players"][victim]["tiles"]):
                raise Refused("NO_SUCH_TILE")
            return
        if kw == "elem":
            if p["elem_held"] <= 0:
                raise Refused("NO_TILE")
            return
        # an action: basic, pending bonus, or + bonus
        extra = 0
        if pend is not None:
            extra = pend[2]
        elif plus:
            if not any(BONUS.get(c) == kw for c in p["help"]):
                raise Refused("NO_BONUS_CARD")
            if kw in s["bonus_used"]:
                raise Refused("BONUS_USED")
        else:
            if s["basic_used"] >= p["actions"]:
                raise Refused("NO_ACTIONS_LEFT")
            if s["used"].get(kw, 0) >= allowed_times(s, seat, kw):
                raise Refused("TYPE_USED")
        self._check_action(seat, mv, extra)

    def _check_action(self, seat: int, mv: tuple, extra: int) -> None:
        s = self.s
        p = s["players"][seat]
        kw = mv[0]
        if kw == "frag":
            if s["frag_supply"] <= 0:
                raise Refused("SUPPLY_EMPTY")
        elif kw == "att":
            slots = mv[2]
            if any(s["market"][SLOTS.index(x)] is None for x in slots):
                raise Refused("SLOT_EMPTY")
            if len(set(slots)) != len(slots):
                raise Refused("SLOT_TWICE")
            cost = sum(card_info(s["market"][SLOTS.index(x)])[1] for x in slots)
            if cost > budget(s, seat, "att", extra):
                raise Refused("OVER_BUDGET")
        elif kw == "ext":
            need, have = Counter(mv[2]), Counter(s["centre"])
            if any(have[v] < n for v, n in need.items()):
                raise Refused("NO_SUCH_FIRE")
            if sum(mv[2]) > budget(s, seat, "ext", extra):
                raise Refused("OVER_BUDGET")
        elif kw == "plant":
            tree, space = mv[2], mv[3]
            if s["trees"].get(tree, 0) <= 0:
                raise Refused("NO_COPY")
            if TREES[tree][0] > budget(s, seat, "plant", extra):
                raise Refused("OVER_BUDGET")
            if space not in spaces(s) + [START_SPACE]:
                raise Refused("NOT_A_SPACE")
            if space == START_SPACE or space in p["forest"]:
                raise Refused("OCCUPIED")
            if space not in legal_spaces(s, p):
                raise Refused("NOT_ADJACENT")
        elif kw == "move":
            if mv[2] > budget(s, seat, "move", extra):
                raise Refused("OVER_BUDGET")
        elif kw == "call":
            st = s["kstacks"][mv[2]]
            if not st:
                raise Refused("STACK_EMPTY")
            if KODAMA_CARDS[st[0]][0] > budget(s, seat, "call", extra):
                raise Refused("OVER_BUDGET")

    # ---- effects
    def apply(self, seat: int, text: str) -> RefState:
        """Apply a legal move; returns the new state (raises Refused if illegal)."""
        out = self.resolve(seat, text)
        if out[0] == "err":
            raise Refused(out[1])
        mv = parse(text)
        s = self.s
        p = s["players"][seat]
        kw = mv[0]
        if kw == "draw":
            if not p["deck"]:
                assert self.shuffle is not None, "a reshuffle needs an order"
                order = self.shuffle(list(p["discard"]))
                assert Counter(order) == Counter(p["discard"]), "not a permutation"
                p["deck"] = list(order)
                p["discard"] = []
            p["help"].append(p["deck"].pop(0))
            p["known_top"] = max(0, p["known_top"] - 1)  # §6: public until drawn
            p["discardable"] = True
            self._auto_stop(seat)
        elif kw == "discard":
            p["fragments"] -= 1
            s["frag_supply"] += 1
            card = p["help"].pop()
            if card == VARAN:
                s["varans"] += 1
            else:
                p["discard"].append(card)
            p["discardable"] = False
            self._auto_stop(seat)
        elif kw == "stop":
            p["stopped"] = True
            self._maybe_end_animal()
        elif kw == "pass":
            self._end_turn()
        elif kw == "skip":
            s["pending"].pop(0)
            self._settle()
        elif kw == "steal":
            s["pending"].pop(0)
            self._steal(seat, out_victim(mv, s), mv[2])
            self._settle()
        elif kw == "elem":
            p["elem_held"] -= 1
            p["elem_used"].append(mv[1])
            self._settle()
        else:
            plus = kw != "frag" and mv[1]
            extra = 0
            if s["pending"]:
                extra = s["pending"].pop(0)[2]
            elif plus:
                s["bonus_used"].append(kw)
            else:
                s["basic_used"] += 1
                s["used"][kw] = s["used"].get(kw, 0) + 1
            self._do_action(seat, mv, extra)
            self._settle()
        return self.s

    def resign(self, seat: int) -> RefState:
        """R-23: the seat leaves (2 players, or one left: the other wins)."""
        s = self.s
        p = s["players"][seat]
        if p["resigned"]:
            raise Refused("ALREADY_RESIGNED")
        was_turn = s["phase"] == "action" and s["order"][s["turn_idx"]] == seat
        p["resigned"] = True
        s["resigned_order"].append(seat)
        p["stopped"] = True  # in the animal phase they count as stopped
        s["frag_supply"] += p["fragments"]
        p["fragments"] = 0
        p["rock"] = None
        # The spec is silent on Element tiles; like Fragments they go back to the supply.
        s["elem_supply"] += p["elem_held"] + len(p["elem_used"])
        p["elem_held"], p["elem_used"] = 0, []
        left = active(s)
        if len(left) == 1:
            s["phase"], s["winners"] = "over", left
            s["order"], s["turn_idx"], s["pending"] = [], 0, []
            return s
        if s["phase"] == "animal":
            self._maybe_end_animal()
        elif s["phase"] == "action":
            s["pending"] = [d for d in s["pending"] if d != ("steal", seat)]
            if was_turn:
                self._end_turn()
            else:
                self._settle()
        return s

    def _auto_stop(self, seat: int) -> None:
        p = self.s["players"][seat]
        can_draw = net_solitary(p["help"]) < 3 and bool(p["deck"] or p["discard"])
        can_discard = p["fragments"] > 0 and p["discardable"]
        if not can_draw and not can_discard:
            p["stopped"] = True
            self._maybe_end_animal()

    def _maybe_end_animal(self) -> None:
        s = self.s
        if any(not s["players"][i]["stopped"] for i in active(s)):
            return
        s["phase"] = "action"
        for i in active(s):
            p = s["players"][i]
            p["actions"] = 2 if net_solitary(p["help"]) < 3 else 1
        s["order"] = turn_order(s)
        s["turn_idx"] = 0
        self._start_turn()

    def _start_turn(self) -> None:
        s = self.s
        s["basic_used"] = 0
        s["used"] = {}
        s["bonus_used"] = []
        s["pending"] = []
        seat = s["order"][s["turn_idx"]]
        p = s["players"][seat]
        s["turn_no"] += 1  # §7.1: a new post when an action turn begins
        if s["kodama"]:
            k = kodama_count(p)
            if k >= 2 and s["frag_supply"] > 0:
                s["frag_supply"] -= 1
                p["fragments"] += 1
            if k >= 3 and s["elem_supply"] > 0:
                s["elem_supply"] -= 1
                p["elem_held"] += 1
            if k >= 4:
                p["actions"] += 1
        self._settle()

    def _do_action(self, seat: int, mv: tuple, extra: int) -> None:
        s = self.s
        p = s["players"][seat]
        kw = mv[0]
        if kw == "frag":
            s["frag_supply"] -= 1
            p["fragments"] += 1
        elif kw == "att":
            for x in mv[2]:
                i = SLOTS.index(x)
                card = s["market"][i]
                s["market"][i] = None
                p["deck"].insert(0, card)
                p["known_top"] += 1
                s["attracted"][card_info(card)[0] - 1] += 1
        elif kw == "ext":
            for v in mv[2]:
                s["centre"].remove(v)
                p["fires"].append(v)
        elif kw == "plant":
            tree, space = mv[2], mv[3]
            s["trees"][tree] -= 1
            p["forest"][space] = tree
            if space == "A1":
                s["pending"].insert(0, ("bonus", "att", 3, "A1"))
            elif space == "C5":
                s["pending"].insert(0, ("bonus", "ext", 2, "C5"))
            elif space in ("A5", "C1"):
                n = min(2, s["frag_supply"])
                s["frag_supply"] -= n
                p["fragments"] += n
        elif kw == "move":
            self._move(seat, mv[2])
        elif kw == "call":
            card = s["kstacks"][mv[2]].pop(0)
            p["deck"].insert(0, card)
            p["known_top"] += 1
            self._onibi()
            if not s["kstacks"][mv[2]]:
                s["targets"][STACK_GUARDS[mv[2]]] = 15

    def _move(self, seat: int, n: int) -> None:
        s = self.s
        p = s["players"][seat]
        others = {q["rock"]: i for i, q in enumerate(s["players"])
                  if i != seat and not q["resigned"]}
        pos, steps, jumped = p["rock"], 0, []
        while steps < n:
            pos = (pos + 1) % 12
            if pos in others:
                if others[pos] not in jumped:
                    jumped.append(others[pos])
            elif s["kodama"] and pos == s["onibi"]:
                continue
            else:
                steps += 1
        p["rock"] = pos
        new = [("steal", v) for v in jumped if s["players"][v]["tiles"]]
        new.append(("rock", pos))
        s["pending"][0:0] = new

    def _onibi(self) -> None:
        s = self.s
        rocks = {q["rock"] for q in s["players"] if not q["resigned"]}
        pos, steps = s["onibi"], 0
        while steps < ONIBI_STEPS[s["seats"]]:
            pos = (pos + 1) % 12
            if pos in rocks:
                if len(s["centre"]) < 7:
                    s["centre"].append(2)
            else:
                steps += 1
        s["onibi"] = pos

    def _steal(self, seat: int, victim: int, kind: str) -> None:
        s = self.s
        vt = s["players"][victim]["tiles"]
        idx = max(i for i, (k, _) in enumerate(vt) if k == kind)
        tile = vt.pop(idx)
        s["players"][seat]["tiles"].append(tile)

    def _settle(self) -> None:
        """Resolve automatic decisions at the head of the queue, then end the turn if due."""
        s = self.s
        if s["phase"] != "action":
            return
        seat = s["order"][s["turn_idx"]]
        p = s["players"][seat]
        while s["pending"]:
            head = s["pending"][0]
            if head[0] == "steal":
                kinds = {k for k, _ in s["players"][head[1]]["tiles"]}
                if len(kinds) >= 2:
                    return
                s["pending"].pop(0)
                if kinds:
                    self._steal(seat, head[1], kinds.pop())
                continue
            if head[0] == "rock":
                s["pending"].pop(0)
                bonus = ROCK_BONUS[head[1]]
                if s["kodama"] and head[1] in (3, 9):
                    bonus = "call"
                if bonus == "fragment":
                    if s["frag_supply"] > 0:
                        s["frag_supply"] -= 1
                        p["fragments"] += 1
                    continue
                s["pending"].insert(0, ("bonus", bonus, 0, f"R{head[1]}"))
                continue
            # a bonus action
            _, kind, extra, _ = head
            if possible(s, seat, kind, extra):
                return
            if p["elem_held"] > 0 and possible(s, seat, kind, extra, any_totals=True):
                return
            s["pending"].pop(0)
        # nothing pending: does the turn go on?
        if self._turn_open(seat):
            return
        self._end_turn()

    def _turn_open(self, seat: int) -> bool:
        s = self.s
        p = s["players"][seat]
        tile = p["elem_held"] > 0
        if s["basic_used"] < p["actions"]:
            for kind in basic_kinds(s):
                if s["used"].get(kind, 0) >= allowed_times(s, seat, kind):
                    continue
                if possible(s, seat, kind) or (tile and possible(s, seat, kind,
                                                                 any_totals=True)):
                    return True
        for c in p["help"]:
            kind = BONUS.get(c)
            if kind and kind not in s["bonus_used"]:
                if possible(s, seat, kind) or (tile and possible(s, seat, kind,
                                                                 any_totals=True)):
                    return True
        return False

    def _end_turn(self) -> None:
        s = self.s
        s["pending"] = []
        s["basic_used"] = 0
        s["used"] = {}
        s["bonus_used"] = []
        s["turn_idx"] += 1
        while s["turn_idx"] < len(s["order"]) and \
                s["players"][s["order"][s["turn_idx"]]]["resigned"]:
            s["turn_idx"] += 1
        if s["turn_idx"] < len(s["order"]):
            self._start_turn()
            return
        self._end_action_phase()

    def _end_action_phase(self) -> None:
        s = self.s
        meeting = [i for i in active(s)
                   if any(counts(s, i)[c] >= s["targets"][c] for c in ("tree", "fire", "flower"))]
        if meeting:
            sums = {i: sum(counts(s, i).values()) for i in meeting}
            best = max(sums.values())
            s["winners"] = sorted(i for i in meeting if sums[i] == best)
            s["phase"] = "over"
            s["order"], s["turn_idx"] = [], 0
            return
        self._end_round()

    def _end_round(self) -> None:
        s = self.s
        order = turn_order(s)
        # 1. fire check
        if s["centre"]:
            power, k = sum(s["centre"]), len(s["centre"])
            hit = [i for i in order if totals(s["players"][i])["water"] < power]
            for _ in range(k):
                for i in hit:
                    if s["varans"] > 0:
                        s["varans"] -= 1
                        s["players"][i]["discard"].append(VARAN)
        # 2. new fires
        for level, value in ((0, 2), (1, 3), (2, 4)):
            for _ in range(s["attracted"][level]):
                if len(s["centre"]) < 7:
                    s["centre"].append(value)
        if not s["centre"]:
            s["centre"].append(2)
        # 3. market refill
        for i, slot in enumerate(SLOTS):
            if s["market"][i] is None:
                st = s["stacks"][int(slot[0]) - 1]
                if st:
                    s["market"][i] = st.pop(0)
        # 4. help lines back, Element tiles back
        for i in active(s):
            p = s["players"][i]
            p["discard"].extend(p["help"])
            p["help"] = []
            s["elem_supply"] += len(p["elem_used"])
            p["elem_used"] = []
        # 5. Sacred Tree
        n = s["seats"]
        nxt = (s["sacred"] + 1) % n
        while s["players"][nxt]["resigned"]:
            nxt = (nxt + 1) % n
        s["sacred"] = nxt
        s["round"] += 1
        s["attracted"] = [0, 0, 0]
        s["phase"] = "animal"
        s["turn_no"] += 1  # §7.1: a new post when an animal phase begins
        s["order"], s["turn_idx"] = [], 0
        for i in active(s):
            p = s["players"][i]
            p["stopped"] = False
            p["discardable"] = False
            p["actions"] = 0


def out_victim(mv: tuple, s: RefState) -> int:
    """The seat in the position named by a steal."""
    return (s["first"] + mv[1] - 1) % s["seats"]


def ranking(s: RefState) -> list[list[int]]:
    """§5.3 / R-27 at the end: winners; the others by their sum (equal sums share a
    place); resigned players last, the first to resign in last place."""
    out = [sorted(s["winners"])]
    rest = [i for i in active(s) if i not in s["winners"]]
    sums = {i: sum(counts(s, i).values()) for i in rest}
    for value in sorted(set(sums.values()), reverse=True):
        out.append(sorted(i for i in rest if sums[i] == value))
    out += [[i] for i in reversed(s["resigned_order"])]
    return out

