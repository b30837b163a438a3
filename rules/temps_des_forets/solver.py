"""A solver for Le Temps des Forêts that plays under the random Dawn draws.

It sees only what the player sees: it takes a ``TempsView`` (never a state, so never the
seed) and is deterministic for a position: its effort is a count of searched positions, not
a clock.

How it plays one cycle (the forbidden object of this cycle is known, later ones are not):

1. **Day search.** Depth-first over the day's swaps (each unused object card at most once),
   keeping only swaps that place a moved tree next to (or, for trunk-out trees, across
   from) a kindred tree in the same state: every other swap is useless for tonight. Equal
   rings reached in another order are searched once.
2. **Night choice.** For every ring reached, every combination of the three patterns on
   disjoint pairs is tried and the end-of-cycle position is scored by ``evaluate``.
3. **Evaluation** (``evaluate``): above all the *relaxed value* of the end-of-cycle
   position: the exact chance of winning (expectimax over every future draw, each object
   with chance 1/4) in the game where the day's swaps could always bring any two trees
   together, so only the draws and the kindred pairing constrain the play. It does not
   depend on the deal, so one table serves every game: its states are reduced by the 24
   symmetries of the card set (colours permuted, objects following), 16,496 states, filled
   in under a second and kept for the process (``warm``). Ties are broken by the progress
   made tonight, by how many draws leave a pair to rotate or turn over, and by pairs
   already in place for tomorrow's patterns (which the relaxation cannot see).
4. **Endgame expectimax** (``Budget.lookahead``, ``Budget.depths``): when few trees are
   left and the end of the game is within the depth allowed for that many trees, the best
   few plans are compared by expectimax over every remaining Dawn draw with the real
   swap rules, keeping the best few plans per draw. ``Budget.ply_width`` re-scores plans
   one cycle ahead elsewhere (off by default: it measured no gain for ten times the time).
5. **Win chance** reported by hints: the expectimax value where it ran, else the relaxed
   value of the chosen plan (an upper bound; the bench shows the real rate close to it).

The greedy baseline (``greedy_plan``) is the same day search with the plainest night
rule: as much progress as possible tonight, never breaking the kindred pairing of what is
left.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from .cards import CYCLES, OBJECTS, SWAP_ACTION, TREE_COLOUR, TREE_OBJECT, TREES, hour_of
from .moves import End, Pattern, Step, Swap
from .view import TempsView

N = 12
_IDX = {code: i for i, code in enumerate(TREES)}
_OBJ = [OBJECTS.index(TREE_OBJECT[t]) for t in TREES]
KIN = [[a != b and (TREE_COLOUR[TREES[a]] == TREE_COLOUR[TREES[b]] or _OBJ[a] == _OBJ[b])
        for b in range(N)] for a in range(N)]
KIN_MASK = [sum(1 << b for b in range(N) if KIN[a][b]) for a in range(N)]
#: Trees showing object ``f`` (bit mask).
OBJ_MASK = [sum(1 << t for t in range(N) if _OBJ[t] == f) for f in range(4)]
_ACTION = [SWAP_ACTION[o] for o in OBJECTS]
_STATE = {"i": 0, "o": 1, "z": 2}
_STATE_CODE = "ioz"


@cache
def matchable(mask: int) -> bool:
    """Whether the trees of ``mask`` split into kindred pairs."""
    if mask == 0:
        return True
    low = (mask & -mask).bit_length() - 1
    rest = mask & ~(1 << low)
    partners = KIN_MASK[low] & rest
    while partners:
        bit = partners & -partners
        if matchable(rest & ~bit):
            return True
        partners &= ~bit
    return False


@cache
def pairable_draws(mask: int) -> int:
    """For how many of the four draws the trees of ``mask`` still hold a touchable kindred
    pair whose removal leaves the rest pairable (0-4)."""
    # A kindred pair is two set bits: removing it is ``mask & ~pair``.
    return sum(any(matchable(mask & ~pair) for pair in _pairs(mask & ~OBJ_MASK[f]))
               for f in range(4))


FULL = (1 << N) - 1


@cache
def _pairs(mask: int) -> tuple[int, ...]:
    """Every kindred pair (as a two-bit mask) within ``mask``."""
    out = []
    m = mask
    while m:
        a = (m & -m).bit_length() - 1
        m &= m - 1
        partners = KIN_MASK[a] & mask & ~((1 << (a + 1)) - 1)
        while partners:
            bit = partners & -partners
            partners &= partners - 1
            out.append((1 << a) | bit)
    return tuple(out)


@cache
def _turnovers(mask: int) -> tuple[int, ...]:
    """No pair, one pair, or two disjoint kindred pairs within ``mask``."""
    t = _pairs(mask)
    return (0, *t, *(a | b for x, a in enumerate(t) for b in t[x + 1:] if not a & b))


def _symmetries() -> list[list[int]]:
    """The permutations of the twelve trees that map colours to colours and objects to
    objects (the draws act on objects, so colour and object roles are never exchanged):
    24 of them, one per permutation of the colours."""
    from itertools import permutations

    colours = sorted({TREE_COLOUR[t] for t in TREES})
    objects = list(OBJECTS)
    lacks = {c: next(o for o in objects
                     if not any(TREE_COLOUR[t] == c and TREE_OBJECT[t] == o for t in TREES))
             for c in colours}
    index = {(TREE_COLOUR[t], TREE_OBJECT[t]): n for n, t in enumerate(TREES)}
    out = []
    for perm in permutations(colours):
        sigma = dict(zip(colours, perm, strict=True))
        # The object map is forced: the object a colour lacks goes to the one its image lacks.
        tau = {lacks[c]: lacks[sigma[c]] for c in colours}
        out.append([index[(sigma[TREE_COLOUR[t]], tau[TREE_OBJECT[t]])] for t in TREES])
    return out


def _mask_maps() -> list[list[int]]:
    maps = []
    for perm in _symmetries():
        table = [0] * (1 << N)
        for mask in range(1, 1 << N):
            low = (mask & -mask).bit_length() - 1
            table[mask] = table[mask & (mask - 1)] | (1 << perm[low])
        maps.append(table)
    return maps


_MAPS = _mask_maps()


def _canonical(i_mask: int, o_mask: int) -> int:
    """One representative key of (trunk-in trees, trunk-out trees) up to symmetry."""
    return min((m[i_mask] << N) | m[o_mask] for m in _MAPS)


@lru_cache(maxsize=1 << 16)
def relaxed_value(i_mask: int, o_mask: int, nights: int) -> float:
    """The exact chance to win if the day's swaps could always bring any pairs together:
    expectimax over the four draws of each Dawn, rotating at most one kindred pair and
    turning over at most two a night. An upper bound of the real chance."""
    # Cached as asked as well: finding the canonical key costs more than a look-up.
    return _relaxed_key(i_mask, o_mask, nights)


def _relaxed_key(i_mask: int, o_mask: int, nights: int) -> float:
    if i_mask == 0 and o_mask == 0:
        return 1.0
    if nights == 0:
        return 0.0
    return _relaxed(_canonical(i_mask, o_mask), nights)


TABLE_FILE = Path(__file__).with_name("relaxed_table.bin")
_RECORD = struct.Struct("<IBd")  # canonical key, nights, value


def build_table() -> bytes:
    """The relaxed values of every state met from the start of a game, compressed
    (``python -m rules.temps_des_forets.build_table`` writes ``relaxed_table.bin``)."""
    _relaxed_compute.cache_clear()
    _TABLE.clear()
    relaxed_value.cache_clear()
    relaxed_value(FULL, 0, CYCLES)
    rows = sorted(_relaxed_compute_entries())
    return zlib.compress(b"".join(_RECORD.pack(k, n, v) for (k, n), v in rows), 9)


def _relaxed_compute_entries() -> list[tuple[tuple[int, int], float]]:
    # functools.cache keeps its entries private, so the computation records them itself.
    return list(_COMPUTED.items())


def _load_table() -> dict[int, float]:
    if not TABLE_FILE.exists():
        return {}
    raw = zlib.decompress(TABLE_FILE.read_bytes())
    return {(k << 4) | n: v for k, n, v in _RECORD.iter_unpack(raw)}


_COMPUTED: dict[tuple[int, int], float] = {}
_TABLE: dict[int, float] = _load_table()


def _relaxed(key: int, nights: int) -> float:
    value = _TABLE.get((key << 4) | nights)
    if value is None:
        value = _relaxed_compute(key, nights)
    return value


@cache
def _relaxed_compute(key: int, nights: int) -> float:
    i_mask, o_mask = key >> N, key & FULL
    if not matchable(i_mask) or not matchable(i_mask | o_mask):
        return 0.0
    total = 0.0
    for f in range(4):
        free = FULL & ~OBJ_MASK[f]
        best = 0.0
        for r in (*_pairs(i_mask & free), 0):
            for t in _turnovers(o_mask & free):
                v = _relaxed_key(i_mask & ~r, (o_mask & ~t) | r, nights - 1)
                if v > best:
                    best = v
                    if best == 1.0:
                        break
            if best == 1.0:
                break
        total += best
    _COMPUTED[(key, nights)] = total / 4
    return total / 4


def warm() -> None:
    """Fill the relaxed table from the start of a game (a few seconds, once per process):
    the table layer may call it at start-up, off the event loop, so no hint pays for it."""
    relaxed_value(FULL, 0, CYCLES)


# Weights of ``evaluate`` (tuned on seeds 1-200, checked on seeds 1001-1400).
W_RELAXED = 1000.0
W_PROGRESS = 1.0
W_READY = 1.0


@dataclass(frozen=True)
class Budget:
    """How hard the solver looks: positions searched per day, and the lookahead width."""

    day_nodes: int = 4000
    lookahead: int = 3          # best plans per draw tried by expectimax (0: none)
    lookahead_nodes: int = 400  # day-search nodes per draw inside the lookahead
    # (trees not yet dormant <= limit, depth in cycles), first match wins
    depths: tuple[tuple[int, int], ...] = ((4, 4), (6, 2), (8, 1))
    ply_width: int = 0          # plans re-scored one cycle ahead elsewhere (0: none)


FAST = Budget(day_nodes=1500, lookahead=0, ply_width=0)
DEFAULT = Budget()


@dataclass
class Position:
    """The solver's picture: a ring of tree indices and per-tree states."""

    ring: list[int]            # tree index per ring index (0 = hour 12)
    st: list[int]              # per tree: 0 i, 1 o, 2 z
    rotated: int               # mask of trees rotated tonight
    cycle: int
    phase: str
    forbidden: int             # object index
    objects: list[int]         # unused object indices (day)
    patterns: list[str]        # unused patterns (night)


def position_from_view(public: TempsView) -> Position:
    """The solver's picture of a view."""
    ring = [_IDX[t.code] for t in public.trees]
    st = [0] * N
    rotated = 0
    for t in public.trees:
        st[_IDX[t.code]] = _STATE[t.state]
        if t.rotated_tonight:
            rotated |= 1 << _IDX[t.code]
    f = OBJECTS.index(public.forbidden)
    return Position(ring=ring, st=st, rotated=rotated, cycle=public.cycle, phase=public.phase,
                    forbidden=f, objects=[OBJECTS.index(o) for o in public.available_objects],
                    patterns=list(public.available_patterns))


def _masks(st: list[int]) -> tuple[int, int]:
    i_mask = o_mask = 0
    for t in range(N):
        if st[t] == 0:
            i_mask |= 1 << t
        elif st[t] == 1:
            o_mask |= 1 << t
    return i_mask, o_mask


def _ring_pairs(ring: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Kindred pairs standing side by side, and across, on ``ring`` (as two-bit masks)."""
    side = tuple((1 << ring[p]) | (1 << ring[(p + 1) % N]) for p in range(N)
                 if KIN[ring[p]][ring[(p + 1) % N]])
    across = tuple((1 << ring[p]) | (1 << ring[p + 6]) for p in range(6)
                   if KIN[ring[p]][ring[p + 6]])
    return side, across


def _ready_bonus(pairs: tuple[tuple[int, ...], tuple[int, ...]], i_mask: int,
                 o_mask: int) -> int:
    """Pairs already in place for tomorrow (side by side i-i or o-o, across o-o)."""
    side, across = pairs
    bonus = 0
    for pair in side:
        if pair & i_mask == pair or pair & o_mask == pair:
            bonus += 1
    for pair in across:
        if pair & o_mask == pair:
            bonus += 1
    return bonus


def _evaluate_masks(pairs: tuple[tuple[int, ...], tuple[int, ...]], i_mask: int, o_mask: int,
                    nights_left: int) -> float:
    if i_mask == 0 and o_mask == 0:
        return 10_000.0 + nights_left  # won: sooner is better
    n_i, n_o = i_mask.bit_count(), o_mask.bit_count()
    progress = n_o + 2 * (N - n_i - n_o)  # one point per rotation and per turn over
    if not matchable(i_mask) or not matchable(i_mask | o_mask):
        return float(progress)
    robust = (pairable_draws(i_mask) + 0.5 * pairable_draws(i_mask | o_mask)
              + 0.5 * pairable_draws(o_mask))
    return (1000.0 + W_RELAXED * relaxed_value(i_mask, o_mask, nights_left)
            + W_PROGRESS * progress + robust + W_READY * _ready_bonus(pairs, i_mask, o_mask))


def evaluate(ring: list[int], st: list[int], nights_left: int) -> float:
    """Score of an end-of-cycle position, higher is better: above all the relaxed chance to
    win (``relaxed_value``: 0 when what is left cannot be split into kindred pairs); then
    the progress made (one point per tree rotated or turned over); then robustness (for
    how many of the four draws a pair is left to rotate, and to turn over, without breaking
    the pairing of the rest); then pairs already in place for tomorrow's patterns."""
    i_mask, o_mask = _masks(st)
    return _evaluate_masks(_ring_pairs(ring), i_mask, o_mask, nights_left)


def win_chance(st: list[int], nights_left: int) -> float:
    """The estimated chance to win from an end-of-cycle position (for hints): the relaxed
    value, an upper bound that the real game reaches within about a point (see bench)."""
    i_mask, o_mask = _masks(st)
    return relaxed_value(i_mask, o_mask, nights_left)


# --------------------------------------------------------------------------- night


def _night_options(ring: list[int], st: list[int], forbidden_mask: int, rotated: int,
                   patterns: list[str]) -> list[list[tuple[str, int, int]]]:
    """Every combination of the unused patterns on disjoint pairs (ring indices)."""
    cand: dict[str, list[tuple[int, int, int]]] = {}
    for pat in patterns:
        needs = 0 if pat == "I" else 1
        found = []
        span = 6 if pat == "III" else 1
        for p in range(6 if pat == "III" else N):
            q = (p + span) % N
            a, b = ring[p], ring[q]
            if st[a] != needs or st[b] != needs or not KIN[a][b]:
                continue
            pair = (1 << a) | (1 << b)
            if pair & forbidden_mask or (needs == 1 and pair & rotated):
                continue
            found.append((p, q, pair))
        cand[pat] = found
    combos: list[list[tuple[str, int, int]]] = [[]]
    for pat in patterns:
        grown = []
        for combo_used in combos:
            grown.append(combo_used)
        for combo in combos:
            used = 0
            for _, p, q in combo:
                used |= (1 << ring[p]) | (1 << ring[q])
            for p, q, pair in cand[pat]:
                if not pair & used:
                    grown.append([*combo, (pat, p, q)])
        combos = grown
    return combos


def _after_night(ring: list[int], st: list[int],
                 combo: list[tuple[str, int, int]]) -> list[int]:
    new = list(st)
    for pat, p, q in combo:
        for t in (ring[p], ring[q]):
            new[t] = 1 if pat == "I" else 2
    return new


def _progress(st: list[int]) -> int:
    return sum(st)  # every rotation and every turn over adds one per tree


# --------------------------------------------------------------------------- day search


def _useful_swaps(ring: list[int], st: list[int], obj: int, forbidden_mask: int,
                  ) -> list[tuple[int, int]]:
    """Legal swaps for ``obj`` that put a moved blooming tree beside (or, trunk out, across
    from) a kindred tree in the same state."""
    action = _ACTION[obj]
    pos = [p for p in range(N) if not (1 << ring[p]) & forbidden_mask]
    out = []
    for x, p in enumerate(pos):
        for q in pos[x + 1:]:
            d = (q - p) % N
            if action == "neighbours" and d not in (1, 11):
                continue
            if action == "opposite" and d != 6:
                continue
            a, b = ring[p], ring[q]
            if action == "kindred" and not KIN[a][b]:
                continue
            if st[a] == 2 and st[b] == 2:
                continue
            if _creates_pair(ring, st, p, q, forbidden_mask):
                out.append((p, q))
    return out


def _creates_pair(ring: list[int], st: list[int], p: int, q: int, forbidden_mask: int) -> bool:
    for src, dst in ((p, q), (q, p)):
        t = ring[src]  # tree moving to dst
        s = st[t]
        if s == 2:
            continue
        for off in (1, N - 1, 6):
            if off == 6 and s != 1:
                continue
            n_pos = (dst + off) % N
            # The tree that will stand there after the swap.
            other = ring[dst] if n_pos == src else ring[n_pos]
            if other == t or st[other] != s or not KIN[t][other]:
                continue
            if (1 << other) & forbidden_mask:
                continue
            return True
    return False


@dataclass
class Plan:
    """The steps chosen for the rest of this cycle and their score."""

    swaps: list[tuple[int, int, int]]        # (object, ring index, ring index)
    night: list[tuple[str, int, int]]        # (pattern, ring index, ring index)
    value: float
    ring: list[int]
    st: list[int]


def _search_cycle(pos: Position, nodes: int, score) -> list[Plan]:
    """Every (ring after the day, night combination) found within ``nodes`` day positions,
    scored by ``score(ring, st, combo)``; the best plan per ring."""
    fmask = OBJ_MASK[pos.forbidden]
    plans: list[Plan] = []
    if pos.phase == "night":
        for combo in _night_options(pos.ring, pos.st, fmask, pos.rotated, pos.patterns):
            plans.append(Plan([], combo, score(pos.ring, pos.st, combo), pos.ring, pos.st))
        return plans
    seen: set[tuple[tuple[int, ...], int]] = set()
    stack: list[tuple[list[int], int, list[tuple[int, int, int]]]] = [
        (pos.ring, 0, [])]
    all_patterns = ["I", "II", "III"]
    count = 0
    while stack and count < nodes:
        ring, used, swaps = stack.pop()
        key = (tuple(ring), used)
        if key in seen:
            continue
        seen.add(key)
        count += 1
        best: Plan | None = None
        for combo in _night_options(ring, pos.st, fmask, 0, all_patterns):
            value = score(ring, pos.st, combo)
            if best is None or value > best.value:
                best = Plan(swaps, combo, value, ring, pos.st)
        if best is not None:
            plans.append(best)
        children = []
        for obj in pos.objects:
            if used & (1 << obj):
                continue
            for p, q in _useful_swaps(ring, pos.st, obj, fmask):
                child = list(ring)
                child[p], child[q] = child[q], child[p]
                children.append((child, used | (1 << obj), [*swaps, (obj, p, q)]))
        stack.extend(reversed(children))
    return plans


def _nights_left(cycle: int) -> int:
    return CYCLES - cycle


def _solver_score(cycle: int):
    """``score(ring, st, combo)`` for the solver: ``evaluate`` of the position after the
    night, computed on bit masks (the day search calls it for every night combination)."""
    nights_left = _nights_left(cycle)
    last: list = [None, None, None, None]  # ring, its pairs, st, its masks

    def score(ring: list[int], st: list[int], combo: list[tuple[str, int, int]]) -> float:
        if last[0] is not ring:
            last[0], last[1] = ring, _ring_pairs(ring)
        if last[2] is not st:
            last[2], last[3] = st, _masks(st)
        i_mask, o_mask = last[3]
        for pat, p, q in combo:
            pair = (1 << ring[p]) | (1 << ring[q])
            if pat == "I":
                i_mask &= ~pair
                o_mask |= pair
            else:
                o_mask &= ~pair
        return _evaluate_masks(last[1], i_mask, o_mask, nights_left)

    return score


def _best_value(pos: Position, nodes: int) -> float:
    plans = _search_cycle(pos, nodes, _solver_score(pos.cycle))
    return max(p.value for p in plans)


def _tie_key(plan: Plan) -> tuple:
    # Fewer steps first, then the earliest steps: a stable, deterministic order.
    return (-plan.value, len(plan.swaps) + len(plan.night), plan.swaps, plan.night)


def _distinct_best(plans: list[Plan], width: int) -> list[tuple[Plan, list[int]]]:
    """The ``width`` best plans with distinct end-of-cycle positions."""
    plans.sort(key=_tie_key)
    out: list[tuple[Plan, list[int]]] = []
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
    for plan in plans:
        after = _after_night(plan.ring, plan.st, plan.night)
        key = (tuple(plan.ring), tuple(after))
        if key in seen:
            continue
        seen.add(key)
        out.append((plan, after))
        if len(out) >= width:
            break
    return out


def _dawn_value(ring: list[int], st: list[int], cycle: int, depth: int, budget: Budget,
                memo: dict) -> float:
    """Expectimax over the four draws of the Dawn of ``cycle``: the chance to win."""
    if all(s == 2 for s in st):
        return 1.0
    if cycle > CYCLES:
        return 0.0
    i_mask, o_mask = _masks(st)
    if depth == 0:
        return relaxed_value(i_mask, o_mask, CYCLES - cycle + 1)
    key = (tuple(ring), tuple(st), cycle, depth)
    if key in memo:
        return memo[key]
    total = 0.0
    for f in range(4):
        pos = Position(ring=ring, st=st, rotated=0, cycle=cycle, phase="day", forbidden=f,
                       objects=[o for o in range(4) if o != f], patterns=["I", "II", "III"])
        plans = _search_cycle(pos, budget.lookahead_nodes, _solver_score(cycle))
        total += max(_dawn_value(plan.ring, after, cycle + 1, depth - 1, budget, memo)
                     for plan, after in _distinct_best(plans, budget.lookahead))
    memo[key] = total / 4
    return total / 4


def _depth(pos: Position, budget: Budget) -> int:
    """Lookahead depth in cycles: to the end of the game, when that is within reach for the
    trees left (fewer trees: smaller searches), else none (the heuristic decides)."""
    left = sum(1 for s in pos.st if s != 2)
    remaining = CYCLES - pos.cycle
    for limit, depth in budget.depths:
        if left <= limit:
            return remaining if remaining <= depth else 0
    return 0


def solve(pos: Position, budget: Budget = DEFAULT) -> tuple[Plan, float]:
    """The best plan for the rest of this cycle and its estimated win chance (0-1)."""
    plans = _search_cycle(pos, budget.day_nodes, _solver_score(pos.cycle))
    candidates = _distinct_best(plans, max(budget.lookahead, budget.ply_width, 1))
    best, after = candidates[0]
    depth = _depth(pos, budget)
    if budget.lookahead and not depth and budget.ply_width and pos.cycle < CYCLES:
        # One cycle ahead: the heuristic value of the best next cycle, averaged over the
        # four draws of the next Dawn.
        rows = []
        for n, (plan, aft) in enumerate(candidates[:budget.ply_width]):
            total = 0.0
            for f in range(4):
                nxt = Position(ring=plan.ring, st=aft, rotated=0, cycle=pos.cycle + 1,
                               phase="day", forbidden=f,
                               objects=[o for o in range(4) if o != f],
                               patterns=["I", "II", "III"])
                total += max(p.value for p in _search_cycle(
                    nxt, budget.lookahead_nodes, _solver_score(pos.cycle + 1)))
            rows.append((total / 4, n, plan, aft))
        rows.sort(key=lambda row: (-row[0], row[1]))
        return rows[0][2], win_chance(rows[0][3], _nights_left(pos.cycle))
    if not budget.lookahead or not depth:
        return best, win_chance(after, _nights_left(pos.cycle))
    memo: dict = {}
    scored = [(_dawn_value(plan.ring, aft, pos.cycle + 1, depth, budget, memo), n, plan)
              for n, (plan, aft) in enumerate(candidates)]
    scored.sort(key=lambda row: (-row[0], row[1]))
    return scored[0][2], scored[0][0]


def greedy_plan(pos: Position, nodes: int = 1500) -> Plan:
    """The plain greedy baseline: most progress tonight, keeping what is left pairable."""
    def score(ring: list[int], st: list[int], combo: list[tuple[str, int, int]]) -> float:
        after = _after_night(ring, st, combo)
        i_mask, o_mask = _masks(after)
        ok = matchable(i_mask) and matchable(i_mask | o_mask)
        return (1000 if ok else 0) + _progress(after)

    plans = _search_cycle(pos, nodes, score)
    plans.sort(key=_tie_key)
    return plans[0]


def plan_steps(plan: Plan, pos: Position) -> list[Step]:
    """The plan as moves for the rest of the cycle, ending with ``end`` of the night."""
    steps: list[Step] = []
    for obj, p, q in plan.swaps:
        steps.append(Swap(OBJECTS[obj], hour_of(p), hour_of(q)))
    if pos.phase == "day":
        steps.append(End())
    for pat, p, q in plan.night:
        steps.append(Pattern(pat, hour_of(p), hour_of(q)))
    steps.append(End())
    return steps


def state_code(s: int) -> str:
    """The notation letter of a solver state number."""
    return _STATE_CODE[s]
