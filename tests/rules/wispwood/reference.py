"""An independent reference implementation of the Wispwood rules, written from the spec
(shared/rules/wispwood.md, version 1) without reading rules/wispwood's engine, geometry or
scoring code. It is deliberately simple and slow: plain dicts, (col, row) tuples, brute force.

The state is a plain dict (see ``from_package_json``, the adapter from the package's JSON form):
forests hold ``cells`` ({(c, r): kind}, the cat cell excluded), ``cat`` (c, r), ``ready`` and
``backs`` (hidden tile backs). The supply's top is the end of its list.

Shuffles are random in the package (seeded RNG); the reference cannot know their order, so a
shuffle replaces the supply by unknown tiles ``"?"`` of the right number (the multiset is kept
in ``known``), and the comparison treats ``"?"`` as matching anything.

Readings taken where the spec leaves a choice (the package reads them the same way):

- A refill whose supply runs dry part-way rebuilds the supply from the discard pile, which
  already holds the wisps this refill just discarded, so they can come straight back
  (§4.2 + §4.7 read literally). The other reading keeps them out until the refill is done.
- A forced pass (RULING 29) counts as the seat's turn for the round end (§5.1): if the last
  seat of the round passes after the trigger, the round ends.
- Which drawn tile goes under which new tree is not said (it is hidden and never matters):
  compared as a multiset.
"""

from __future__ import annotations

import copy
from collections import Counter

COLS = "ABCDEFGHIJK"
SIZE = 11
WISPS = ("P", "H", "W", "S")
GRID = {1: 4, 2: 5, 3: 6}
BONUS = {1: 2, 2: 4, 3: 6}
SHAPES = {
    "D2": [(0, 0), (1, 0)],
    "I3": [(0, 0), (1, 0), (2, 0)],
    "L3": [(0, 0), (0, 1), (1, 1)],
    "I4": [(0, 0), (1, 0), (2, 0), (3, 0)],
    "O4": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "T4": [(0, 0), (1, 0), (2, 0), (1, 1)],
    "S4": [(1, 0), (2, 0), (0, 1), (1, 1)],
    "L4": [(0, 0), (0, 1), (0, 2), (1, 2)],
}
TOKENS_PER_ROUND = {1: 4, 2: 6, 3: 8}
FIREFLIES = Counter([1, 1, 2, 2, 3, 3, 4, 4])


class Refused(Exception):
    """An illegal move with its spec reason code."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


# ---------------------------------------------------------------- cells and notation


def cell_name(c: tuple[int, int]) -> str:
    """``(5, 5)`` -> ``F6``."""
    return f"{COLS[c[0]]}{c[1] + 1}"


def parse_cell(text: str) -> tuple[int, int]:
    """``F6`` -> ``(5, 5)``."""
    return (COLS.index(text[0].upper()), int(text[1:]) - 1)


def reading(cells) -> list[tuple[int, int]]:
    """Cells in reading order (row, then column)."""
    return sorted(cells, key=lambda c: (c[1], c[0]))


def cells_text(cells) -> str:
    """Canonical comma list."""
    return ",".join(cell_name(c) for c in reading(cells))


def orient(offsets, code: str) -> list[tuple[int, int]]:
    """Apply an orientation code (§2.3) to canonical offsets."""
    mirror = code.endswith("M")
    turns = int(code[1:].rstrip("M")) // 90
    out = []
    for x, y in offsets:
        if mirror:
            x = -x
        for _ in range(turns):
            x, y = -y, x
        out.append((x, y))
    mx = min(x for x, _ in out)
    my = min(y for _, y in out)
    return [(x - mx, y - my) for x, y in out]


ORIENTS = [f"R{a}{m}" for a in (0, 90, 180, 270) for m in ("", "M")]


def normal(cells) -> frozenset:
    """Translate a cell set so its bounding box starts at (0, 0)."""
    mx = min(c for c, _ in cells)
    my = min(r for _, r in cells)
    return frozenset((c - mx, r - my) for c, r in cells)


SHAPE_FORMS = {code: {normal(orient(off, o)) for o in ORIENTS} for code, off in SHAPES.items()}


def parse(text: str) -> tuple:
    """Canonical move text -> a tuple (kind, ...). Only canonical-ish input is needed here."""
    w = text.split()
    if w[0] == "refill":
        return ("refill",)
    if w[0] == "cat-refill":
        return ("cat-refill",)
    if w[0] == "trees":
        return ("trees", frozenset(parse_cell(x) for x in w[1].split(",")))
    if w[0] == "cat":
        return ("catmove", None if w[1] == "stay" else parse_cell(w[1]))
    if w[0] == "take":
        cells = frozenset(parse_cell(x) for x in w[3].split(","))
        return ("take", int(w[1]), w[2], cells, parse_cell(w[4][5:]), len(w) > 5 and w[5] == "cat")
    raise ValueError(text)


def canonical(move: tuple) -> str:
    """The canonical notation of a parsed move."""
    kind = move[0]
    if kind in ("refill", "cat-refill"):
        return kind
    if kind == "trees":
        return "trees " + cells_text(move[1])
    if kind == "catmove":
        return "cat stay" if move[1] is None else "cat " + cell_name(move[1])
    _, space, shape, cells, wisp, cat = move
    text = f"take {space} {shape} {cells_text(cells)} wisp={cell_name(wisp)}"
    return text + " cat" if cat else text


# ---------------------------------------------------------------- geometry helpers


def orth(c):
    """The 4 side neighbours on the canvas."""
    x, y = c
    return [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE]


def occupied(forest) -> set:
    """Every occupied cell, the cat included."""
    return set(forest["cells"]) | {forest["cat"]}


def fits(cells, n: int) -> bool:
    """The cells fit in an n x n square."""
    xs = [c for c, _ in cells]
    ys = [r for _, r in cells]
    return max(xs) - min(xs) + 1 <= n and max(ys) - min(ys) + 1 <= n


def groups(cells) -> list[set]:
    """Orthogonally connected groups of a cell set."""
    left = set(cells)
    out = []
    while left:
        start = left.pop()
        group = {start}
        todo = [start]
        while todo:
            c = todo.pop()
            for d in orth(c):
                if d in left:
                    left.remove(d)
                    group.add(d)
                    todo.append(d)
        out.append(group)
    return out


# ---------------------------------------------------------------- scoring (§2.4, §5)


def witch_points(w: int) -> int:
    """§5.3."""
    return 18 * (w // 3) + {0: 0, 1: 4, 2: 10}[w % 3]


def table(n: int, values: dict, beyond) -> int:
    """A counts -> points table with its 'beyond' rule."""
    top = max(values)
    if n <= top:
        return values[n]
    if beyond == "cap":
        return values[top]
    if beyond is None:
        raise AssertionError("count beyond the table")
    return values[top] + beyond * (n - top)


def score_card(card: str, cells: dict) -> int:
    """Points of one objective card for a forest's cells (cat excluded: RULING 1)."""
    trees = {c for c, k in cells.items() if k == "T"}
    wisps = {c: k for c, k in cells.items() if k != "T"}

    def of(kind):
        return {c for c, k in cells.items() if k == kind}

    pumps, hearts, sparks = of("P"), of("H"), of("S")
    cat, num = card.split("-")
    num = int(num)
    if cat == "TREE":
        tg = sorted((len(g) for g in groups(trees)), reverse=True)
        if num == 1:
            rows = Counter(r for _, r in trees)
            cols = Counter(c for c, _ in trees)
            return 2 * (sum(1 for v in rows.values() if v >= 3)
                        + sum(1 for v in cols.values() if v >= 3))
        if num == 2:
            return tg[0] if tg else 0
        if num == 3:
            return 3 * sum(1 for t in trees if sum(d in trees for d in orth(t)) >= 3)
        if num == 4:
            return 2 * tg[1] if len(tg) >= 2 else 0
        return 4 * sum(1 for s in tg if s >= 3)
    if cat == "PUMP":
        if num == 1:
            n = sum(1 for p in pumps
                    if not any(q != p and (q[0] == p[0] or q[1] == p[1]) for q in pumps))
            return table(n, {0: 0, 1: 4, 2: 9, 3: 15, 4: 22, 5: 30, 6: 40}, None)
        if num == 2:
            n = sum(1 for p in pumps
                    if not any(q != p and max(abs(q[0] - p[0]), abs(q[1] - p[1])) == 1
                               for q in pumps))
            return table(n, {0: 0, 1: 4, 2: 9, 3: 15, 4: 22, 5: 30}, 8)
        if num == 3:
            n = sum(1 for g in groups(pumps) if len(g) == 2)
            return table(n, {0: 0, 1: 11, 2: 23, 3: 37}, 14)
        if num == 4:
            n = sum(1 for g in groups(set(wisps)) if any(c in pumps for c in g))
            return table(n, {0: 0, 1: 4, 2: 9, 3: 15, 4: 22, 5: 30}, 8)
        n = sum(1 for p in pumps
                if not any(q != p and abs(q[0] - p[0]) == abs(q[1] - p[1]) for q in pumps))
        return table(n, {0: 0, 1: 4, 2: 9, 3: 15, 4: 22, 5: 30, 6: 39}, "cap")
    if cat == "HEART":
        total = 0
        for h in hearts:
            if num == 1:
                total += sum(1 for t in trees if t[1] == h[1])
                total += sum(1 for t in trees if t[0] == h[0])
            elif num == 2:
                total += 2 * sum(1 for d in orth(h) if d in trees)
            elif num == 3:
                total += 2 * sum(1 for t in trees if t[0] == h[0] and t[1] > h[1])
            elif num == 4:
                fall = sum(1 for t in trees if t != h and t[0] - h[0] == t[1] - h[1])
                rise = sum(1 for t in trees if t != h and t[0] - h[0] == -(t[1] - h[1]))
                total += 2 * max(fall, rise)
            else:
                best = 0
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    n, x, y = 0, h[0] + dx, h[1] + dy
                    while (x, y) in trees:
                        n += 1
                        x, y = x + dx, y + dy
                    best = max(best, n)
                total += 2 * best
        return total
    if cat == "WITCH":
        return witch_points(len(of("W")))
    # SPARK
    if num == 3:
        counts = {t: len(of(t)) for t in WISPS}
        low = min(counts.values())
        value = max({"S": 7, "P": 5, "W": 4, "H": 3}[t] for t in WISPS if counts[t] == low)
        return len(sparks) * value
    if num == 5:
        return sum(2 * len({wisps[c] for c in g}) for g in groups(set(wisps))
                   if any(c in sparks for c in g))
    total = 0
    for s in sparks:
        if num == 1:
            around = {wisps[(s[0] + dx, s[1] + dy)] for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                      if (dx, dy) != (0, 0) and (s[0] + dx, s[1] + dy) in wisps}
            total += 2 * len(around)
        elif num == 2:
            row = {k for c, k in wisps.items() if c[1] == s[1]}
            col = {k for c, k in wisps.items() if c[0] == s[0]}
            total += 2 * max(len(row), len(col))
        else:
            vals = [{"S": 4, "P": 5, "W": 6, "H": 7}[wisps[d]] for d in orth(s) if d in wisps]
            total += min(vals) if vals else 0
    return total


def score_forest(cards: list[str], forest: dict, rnd: int) -> dict[str, int]:
    """Points per card plus ``bonus`` (§5.2)."""
    out = {card: score_card(card, forest["cells"]) for card in cards}
    n = GRID[rnd]
    out["bonus"] = BONUS[rnd] if len(occupied(forest)) == n * n else 0
    return out


# ---------------------------------------------------------------- state helpers


def copy_state(s: dict) -> dict:
    """An independent copy (the memo of ``legal`` dropped)."""
    out = {k: v for k, v in s.items() if k != "_any_take"}
    for key in ("cards", "slots", "pond", "supply", "discard", "actions", "chosen",
                "resigned"):
        out[key] = list(s[key])
    out["round_scores"] = [list(r) for r in s["round_scores"]]
    out["forests"] = [{"cells": dict(f["cells"]), "cat": f["cat"], "ready": f["ready"],
                       "backs": dict(f["backs"])} for f in s["forests"]]
    out["solo"] = copy.deepcopy(s["solo"])
    return out


def from_package_json(data: dict) -> dict:
    """Adapter: the package's JSON state (``rules.wispwood.to_json``) -> a reference state."""
    s = {
        "seats": data["seats"], "cards": list(data["cards"]), "slots": list(data["slots"]),
        "pond": list(data["pond"]), "supply": list(data["supply"]),
        "discard": list(data["discard"]),
        "forests": [{"cells": {parse_cell(c): k for c, k in f["cells"].items()},
                     "cat": parse_cell(f["cat"]), "ready": f["ready"],
                     "backs": {parse_cell(c): k for c, k in f["backs"].items()}}
                    for f in data["forests"]],
        "start": data["start"], "turn": data["turn"], "round": data["round"],
        "phase": data["phase"], "actions": list(data["actions"]),
        "triggered": data["triggered"], "passes": data["passes"],
        "chosen": list(data["chosen"]), "round_scores": [list(r) for r in data["round_scores"]],
        "resigned": list(data["resigned"]),
        "solo": copy.deepcopy(data["solo"]),
        "shuffled": False,
    }
    return s


def tiles_left(s) -> int:
    """Supply plus pond discard pile (§4.7)."""
    return len(s["supply"]) + len(s["discard"])


def draw(s) -> str | None:
    """Draw the top supply tile, rebuilding the supply from the discard pile (RULING 15)."""
    if not s["supply"]:
        if not s["discard"]:
            return None
        s["supply"] = ["?"] * len(s["discard"])  # shuffled: order unknown to the reference
        s["discard"] = []
        s["shuffled"] = True
    return s["supply"].pop()


def refill_order(s) -> list[int]:
    """0-based spaces in refill order (RULING 16)."""
    if s["solo"] is None:
        return list(range(8))
    ph = s["solo"]["space"]
    return [(ph + i) % 8 for i in range(1, 8)]


def refill(s) -> None:
    """§4.2: pond wisps to the discard pile, then every space from the supply."""
    for i in range(8):
        if s["pond"][i] is not None:
            s["discard"].append(s["pond"][i])
            s["pond"][i] = None
    for i in refill_order(s):
        s["pond"][i] = draw(s)


def pond_wisps(s) -> list[str]:
    """The wisps in the pond."""
    return [w for w in s["pond"] if w is not None]


def allowed_shapes(s, space: int) -> list[str]:
    """Shapes in slot k-1 and slot k (1-based k)."""
    return [s["slots"][(space - 2) % 8], s["slots"][space - 1]]


def witch_ok(card: str, forest: dict, cell) -> bool:
    """The witch placement condition of the card (§4.6), against the cat's current cell."""
    cat = forest["cat"]
    dc, dr = cell[0] - cat[0], cell[1] - cat[1]
    if card == "WITCH-1":
        return abs(dc) == abs(dr) >= 1
    if card == "WITCH-2":
        return (dc == 0) != (dr == 0)
    if card == "WITCH-3":
        return max(abs(dc), abs(dr)) == 1
    if card == "WITCH-5":
        return max(abs(dc), abs(dr)) == 2
    # WITCH-4: chain of diagonal steps through witches placed earlier (RULING 10)
    witches = {c for c, k in forest["cells"].items() if k == "W"}

    def diag(a, b):
        return abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1

    chain = {w for w in witches if diag(w, cat)}
    todo = list(chain)
    while todo:
        w = todo.pop()
        for v in witches:
            if v not in chain and diag(v, w):
                chain.add(v)
                todo.append(v)
    return diag(cell, cat) or any(diag(cell, w) for w in chain)


# ---------------------------------------------------------------- legality (§4.9)


def check_take(s, seat, move) -> None:
    """Raise ``Refused`` with the first failing code for a take."""
    _, space, shape, cells, wisp, cat = move
    forest = s["forests"][seat]
    if s["pond"][space - 1] is None or (s["solo"] and s["solo"]["space"] == space - 1):
        raise Refused("SPACE_EMPTY")
    allowed = allowed_shapes(s, space)
    if cat:
        if not forest["ready"]:
            raise Refused("CAT_HIDDEN")
        if shape in allowed:
            raise Refused("CAT_NOT_NEEDED")
    elif shape not in allowed:
        raise Refused("SHAPE_NOT_ALLOWED")
    if len(cells) != len(SHAPES[shape]) or normal(cells) not in SHAPE_FORMS[shape]:
        raise Refused("NOT_SHAPE")
    if wisp not in cells:
        raise Refused("WISP_NOT_IN_SHAPE")
    occ = occupied(forest)
    if any(c in occ for c in cells):
        raise Refused("CELL_OCCUPIED")
    if not any(d in occ for c in cells for d in orth(c)):
        raise Refused("NO_CONTACT")
    if not fits(occ | set(cells), GRID[s["round"]]):
        raise Refused("TOO_BIG")
    if s["pond"][space - 1] == "W" and not witch_ok(s["cards"][3], forest, wisp):
        raise Refused("WITCH_RULE")
    if tiles_left(s) < len(cells) - 1:
        raise Refused("NO_TILES")


def trees_connected(forest, cells) -> bool:
    """RULING 7: every named cell reaches the forest through named cells."""
    occ = occupied(forest)
    reached = set()
    grew = True
    while grew:
        grew = False
        for c in cells:
            if c not in reached and any(d in occ or d in reached for d in orth(c)):
                reached.add(c)
                grew = True
    return reached == set(cells)


def check_trees_no_must(s, seat, cells) -> None:
    """The tree-turn checks after MUST_TAKE."""
    forest = s["forests"][seat]
    occ = occupied(forest)
    if any(c in occ for c in cells):
        raise Refused("CELL_OCCUPIED")
    if not trees_connected(forest, cells):
        raise Refused("NO_CONTACT")
    if not fits(occ | set(cells), GRID[s["round"]]):
        raise Refused("TOO_BIG")
    if tiles_left(s) < len(cells):
        raise Refused("NO_TILES")


def any_legal_take(s, seat, with_cat: bool) -> bool:
    """Brute force over shapes, orientations and anchors: a placement that is free, touches
    the forest and fits the window, from a space that allows the shape (or with the ready
    cat), with a wisp cell that meets the witch rule, and tiles enough (§4.4)."""
    forest = s["forests"][seat]
    occ = occupied(forest)
    n = GRID[s["round"]]
    # a shape touching the forest lies within 4 cells of its bounding box
    xs = range(max(0, min(c for c, _ in occ) - 4), max(c for c, _ in occ) + 2)
    ys = range(max(0, min(r for _, r in occ) - 4), max(r for _, r in occ) + 2)
    spaces = [k for k in range(1, 9) if s["pond"][k - 1] is not None
              and not (s["solo"] and s["solo"]["space"] == k - 1)]
    for shape, forms in SHAPE_FORMS.items():
        if tiles_left(s) < len(SHAPES[shape]) - 1:
            continue
        usable = [k for k in spaces if shape in allowed_shapes(s, k)
                  or (with_cat and forest["ready"])]
        if not usable:
            continue
        for form in forms:
            for ax in xs:
                for ay in ys:
                    cells = {(ax + x, ay + y) for x, y in form}
                    if any(not (0 <= c < SIZE and 0 <= r < SIZE) or (c, r) in occ
                           for c, r in cells):
                        continue
                    if not any(d in occ for c in cells for d in orth(c)):
                        continue
                    if not fits(occ | cells, n):
                        continue
                    for k in usable:
                        if s["pond"][k - 1] != "W" or any(
                                witch_ok(s["cards"][3], forest, c) for c in cells):
                            return True
    return False


def legal(s, seat, move) -> str:
    """The canonical text of a legal move, or raise ``Refused`` (§4.9 order)."""
    kind = move[0]
    forest = s["forests"][seat]
    if s["phase"] == "cat":
        if kind != "catmove":
            raise Refused("WRONG_PHASE")
        if move[1] is not None and forest["cells"].get(move[1]) != "T":
            raise Refused("CAT_TARGET_NOT_TREE")
        return canonical(move)
    if kind == "catmove":
        raise Refused("WRONG_PHASE")
    if kind == "refill":
        if s["actions"]:
            raise Refused("REFILL_NOT_FIRST")
        wisps = pond_wisps(s)
        if not wisps:
            raise Refused("NOTHING_TO_REFILL")
        if len(set(wisps)) > 1:
            raise Refused("REFILL_MIXED_POND")
    elif kind == "cat-refill":
        if not forest["ready"]:
            raise Refused("CAT_HIDDEN")
    elif kind == "take":
        check_take(s, seat, move)
    else:
        if "cat-refill" in s["actions"]:
            if "_any_take" not in s:  # memo: one state is asked about many tree turns
                s["_any_take"] = any_legal_take(s, seat, with_cat=False)
            if s["_any_take"]:
                raise Refused("MUST_TAKE")
        check_trees_no_must(s, seat, move[1])
    return canonical(move)


# ---------------------------------------------------------------- effects


def order(s) -> list[int]:
    """This round's seat order from the start player (resigned seats excluded)."""
    n = s["seats"]
    return [(s["start"] + i) % n for i in range(n) if (s["start"] + i) % n not in s["resigned"]]


def full(s, seat) -> bool:
    """The seat's grid is full."""
    n = GRID[s["round"]]
    return len(occupied(s["forests"][seat])) == n * n


def can_move(s, seat) -> bool:
    """A take or a tree turn exists (RULING 29)."""
    if full(s, seat) or tiles_left(s) == 0:
        return False
    return True  # §4.8: a one-tree turn always exists while the grid is not full


def start_turn(s) -> None:
    """§4.1 step 1: the compulsory refill before the player acts."""
    s["actions"] = []
    if not pond_wisps(s):
        refill(s)


def phantom_turn(s, value: int, oracle) -> None:
    """§5.6: the phantom's walk with firefly value ``value`` (the token is already popped).
    If the walk meets tiles drawn from a shuffled supply (unknown here), ``oracle()`` gives
    the package's phantom event, whose choice must be among the wisps met."""
    solo = s["solo"]

    def walk():
        ph = solo["space"]
        met = []
        for i in range(1, 8):
            sp = (ph + i) % 8
            if s["pond"][sp] is not None:
                met.append(sp)
                if len(met) == value:
                    break
        return met

    met = walk()
    if len(met) < value:
        refill(s)
        met = walk()
    if not met:
        return
    if any(s["pond"][sp] == "?" for sp in met):
        event = oracle()
        best = event["to"] - 1
        if best not in met:
            raise AssertionError(f"phantom moved to {best + 1}, not among {met}")
        kind = event["type"]
    else:
        best = met[0]
        for sp in met:
            if solo["values"][s["pond"][sp]] > solo["values"][s["pond"][best]]:
                best = sp
        kind = s["pond"][best]
    s["pond"][best] = None
    solo["space"] = best
    solo["collection"][kind] = solo["collection"].get(kind, 0) + 1


def pop_token(s, oracle) -> int:
    """Pop the top firefly token; ``oracle()`` gives the package's phantom event when the
    stack was just shuffled (the reference cannot know its order)."""
    solo = s["solo"]
    if solo["tokens"] and solo["tokens"][-1] != "?":
        return solo["tokens"].pop()
    value = oracle()["value"]
    solo["tokens"].pop()
    return value


def end_round(s) -> None:
    """§5.2 scoring, then the cat phase or the game end."""
    rnd = s["round"]
    for seat in range(s["seats"]):
        pts = score_forest(s["cards"], s["forests"][seat], rnd)
        s["round_scores"][seat].append(sum(pts.values()))
    if s["solo"]:
        solo = s["solo"]
        solo["scores"].append(sum(solo["values"][t] * solo["collection"].get(t, 0)
                                  for t in WISPS))
    s["actions"] = []
    s["triggered"] = False
    s["passes"] = 0
    if rnd == 3:
        s["phase"] = "over"
        return
    s["phase"] = "cat"
    s["chosen"] = [seat in s["resigned"] for seat in range(s["seats"])]


def begin_round(s, oracle) -> None:
    """§5.4 steps 2-4 and the next round's start."""
    for f in s["forests"]:
        trees = [c for c, k in f["cells"].items() if k == "T"]
        for c in trees:
            del f["cells"][c]
            s["supply"].append(f["backs"].pop(c))
        s["shuffled"] = True
        occ = occupied(f)
        minx = min(c for c, _ in occ)
        maxx = max(c for c, _ in occ)
        miny = min(r for _, r in occ)
        maxy = max(r for _, r in occ)
        dx = (SIZE - (maxx - minx + 1)) // 2 - minx
        dy = (SIZE - (maxy - miny + 1)) // 2 - miny
        f["cells"] = {(c + dx, r + dy): k for (c, r), k in f["cells"].items()}
        f["backs"] = {(c + dx, r + dy): k for (c, r), k in f["backs"].items()}
        f["cat"] = (f["cat"][0] + dx, f["cat"][1] + dy)
    s["known"] = Counter(s["supply"])
    s["supply"] = ["?"] * len(s["supply"])
    s["round"] += 1
    s["phase"] = "turn"
    s["triggered"] = False
    s["passes"] = 0
    s["chosen"] = []
    s["start"] = (s["start"] + 1) % s["seats"]
    while s["start"] in s["resigned"]:
        s["start"] = (s["start"] + 1) % s["seats"]
    s["turn"] = s["start"]
    if s["solo"]:
        s["solo"]["tokens"] = ["?"] * TOKENS_PER_ROUND[s["round"]]
        s["solo"]["final_turn"] = False
        solo_phantom(s, oracle)
    next_turn(s, s["start"], oracle, first=True)


def solo_phantom(s, oracle) -> None:
    """One phantom turn, and the final-turn flag when the round's last token is used."""
    value = pop_token(s, oracle)
    phantom_turn(s, value, oracle)
    if not s["solo"]["tokens"]:
        s["solo"]["final_turn"] = True


def next_turn(s, seat, oracle, first=False) -> None:
    """Give the turn to ``seat``, passing for seats that cannot move (RULING 29)."""
    s["turn"] = seat
    start_turn(s)
    if not can_move(s, seat):
        s["passes"] += 1
        after_turn(s, seat, oracle, passed=True)


def after_turn(s, seat, oracle, passed=False) -> None:
    """§4.1 step 4 and §5.1: round-end trigger and the next turn."""
    if not passed:
        s["passes"] = 0
    if s["solo"]:
        if full(s, seat) or s["solo"]["final_turn"] or passed:
            end_round(s)
            return
        solo_phantom(s, oracle)
        next_turn(s, seat, oracle)
        return
    if full(s, seat):
        s["triggered"] = True
    seats = order(s)
    if (s["triggered"] and seat == seats[-1]) or s["passes"] >= len(seats):
        end_round(s)
        return
    nxt = seats[(seats.index(seat) + 1) % len(seats)]
    next_turn(s, nxt, oracle)


def apply(s, seat, move, oracle=None) -> dict:
    """The next state after a legal move (a new dict). ``oracle()`` gives the value of a
    firefly token drawn from a freshly shuffled stack (the reference cannot know it)."""
    s = copy_state(s)
    s["shuffled"] = False
    kind = move[0]
    forest = s["forests"][seat]
    if kind == "refill":
        refill(s)
        s["actions"].append("refill")
    elif kind == "cat-refill":
        refill(s)
        forest["ready"] = False
        s["actions"].append("cat-refill")
    elif kind == "take":
        _, space, shape, cells, wisp, cat = move
        kind_w = s["pond"][space - 1]
        s["pond"][space - 1] = None
        for c in reading(cells):
            if c == wisp:
                continue
            forest["cells"][c] = "T"
            forest["backs"][c] = draw(s)
        forest["cells"][wisp] = kind_w
        if cat:
            forest["ready"] = False
        after_turn(s, seat, oracle)
    elif kind == "trees":
        for c in reading(move[1]):
            forest["cells"][c] = "T"
            forest["backs"][c] = draw(s)
        forest["ready"] = True
        after_turn(s, seat, oracle)
    else:  # catmove
        if move[1] is not None:
            old = forest["cat"]
            back = forest["backs"].pop(move[1])
            forest["backs"][old] = forest["backs"].pop(old, None)
            forest["cells"][old] = "T"
            del forest["cells"][move[1]]
            forest["cat"] = move[1]
            forest["backs"][move[1]] = back
        s["chosen"][seat] = True
        if all(s["chosen"]):
            begin_round(s, oracle)
    return s


def to_act(s) -> set[int]:
    """Seats that may act now."""
    if s["phase"] == "over":
        return set()
    if s["phase"] == "cat":
        return {i for i, c in enumerate(s["chosen"]) if not c}
    return {s["turn"]}


def result(s) -> tuple[dict, list]:
    """Final totals and ranking (§5.5): total, then round-3 score; solo: strictly beat the
    phantom."""
    totals = {seat: sum(s["round_scores"][seat]) for seat in range(s["seats"])}
    if s["solo"]:
        won = totals[0] > sum(s["solo"]["scores"])
        return totals, [[0]] if won else []
    keys = {seat: (totals[seat], s["round_scores"][seat][-1]) for seat in totals}
    ranking = []
    for key in sorted(set(keys.values()), reverse=True):
        ranking.append(sorted(seat for seat in totals if keys[seat] == key))
    return totals, ranking
