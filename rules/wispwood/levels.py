"""Wispwood's Easy and Strong automatic players (issue 20), beside Normal (``policy.auto_move``),
and ``determinize``, the per-seat redraw of what nobody sees (§6).

Hidden facts (§6): the supply order, the wisp on the back of every tree tile and cat's tile,
and in solo the order of the firefly stack. The table seed is hidden too, because it fixes
every later shuffle. Everything else is public, so a determinization keeps the public view
and redraws the unseen tiles from the box's public composition (§2.4: 40 of each wisp minus
every wisp in sight), the solo stack from the eight firefly tokens, and the seed.

- **Easy**: the best plain take by round score if the round ended now (Normal's measure,
  §7.4), but among a small seeded sample of the legal takes only; a greedy tree turn when no
  take exists; ``cat stay`` between rounds.
- **Strong**: lookahead over placements and the pond. Every take (plain, and with the cat
  flag while the cat is ready, §4.3) is scored by Normal's measure; the best few of each
  kind are then played out on determinized states: the candidate, then every seat as Normal
  for a few turns (the pond empties and refills as the redrawn supply dictates, the round may end,
  §5.1), and judged by the seat's total (rounds scored plus the current forest's score and
  full-grid bonus, §5.2) less the best other seat's. Using the cat flag costs a later tree
  turn, so the seat's own hidden cat is charged a little.

Both are deterministic for a state: their randomness is seeded from the public view
(``rules.levels.public_seed``), and the search reads hidden facts only through
``determinize``. Budgets are counts (candidates, samples, turns), scaled by ``effort``.
"""

from __future__ import annotations

import random
from collections import Counter

from rules.levels import by_level, public_seed

from .engine import (
    apply,
    score_forest,
    to_act,
)
from .geometry import WISPS
from .moves import CatMove, Move, Take
from .policy import _greedy_trees, auto_move, take_values
from .state import TILES, State
from .view import view

_FIREFLIES = (1, 1, 2, 2, 3, 3, 4, 4)

#: Easy scores this many takes, drawn from the listing (at every effort: it is cheap)
EASY_SAMPLE = 5
#: Strong at effort 1.0: candidates played out, determinizations each, plies each
STRONG_CANDIDATES = 10
STRONG_SAMPLES = 4
STRONG_PLIES = 3  # turns of every seat after the candidate (times the seat count)
#: points charged for hiding the seat's cat: the tree turn it takes to ready it again
CAT_COST = 2.0


# --------------------------------------------------------------------------- determinize


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A state ``seat`` cannot tell from ``state``: the unseen tiles (supply and every tile
    back) redrawn from the public composition, the solo firefly stack redrawn from the eight
    tokens, a fresh seed, no undo snapshot. Built from public facts and ``rng`` alone, so
    two states with one view give the same result for the same ``rng``."""
    other = state.copy()
    seen: Counter[str] = Counter(other.discard)
    seen.update(w for w in other.pond if w)
    for forest in other.forests:
        seen.update(k for k in forest.cells.values() if k != "T")
    if other.solo is not None:
        seen.update(other.solo.collection)
    unseen = sorted((TILES - seen).elements())
    rng.shuffle(unseen)
    places = [(f, c) for f in other.forests for c in sorted(_back_cells(f.cells, f.cat))]
    for forest, cell in places:
        forest.backs[cell] = unseen.pop()
    # Kept in a fixed cell order, so the dicts compare and serialise alike.
    for forest in other.forests:
        forest.backs = dict(sorted(forest.backs.items()))
    other.supply = unseen
    if other.solo is not None:
        tokens = list(_FIREFLIES)
        rng.shuffle(tokens)
        other.solo.tokens = tokens[:len(state.solo.tokens)] if state.solo else []
    other.seed = rng.getrandbits(63)
    other.undo = None
    return other


def _back_cells(cells: dict[int, str], cat: int) -> list[int]:
    """The cells whose tile back is hidden: every tree and the cat's tile."""
    return [c for c, k in cells.items() if k == "T"] + [cat]


# --------------------------------------------------------------------------- scoring takes


def scored_takes(state: State, seat: int, cat: bool = False) -> list[tuple[float, str, Take]]:
    """Every legal take (with ``cat``: the cat-flag ones too) as (value, notation, take), the
    value being Normal's: the round score if the round ended right after it (§7.4, §5.2)."""
    out: list[tuple[float, str, Take]] = []
    for value, space, shape, cells, c, flag in take_values(state, seat, cat):
        take = Take.of_sorted(space + 1, shape, cells, c, flag)
        out.append((float(value), str(take), take))
    return out


def _standing(state: State, seat: int) -> float:
    """The seat's total if the round ended now: rounds scored plus, while a round is being
    played, the current forest's cards and full-grid bonus (§5.2)."""
    total = float(sum(state.round_scores[seat]))
    if state.phase == "turn" and len(state.round_scores[seat]) < state.round:
        total += sum(score_forest(state.cards, state.forests[seat], state.round).values())
    return total


def _margin(state: State, seat: int) -> float:
    """The seat's standing less the best other seat's (solo: the phantom's total)."""
    mine = _standing(state, seat)
    if state.solo is not None:
        solo = state.solo
        phantom = sum(solo.scores)
        if len(solo.scores) < state.round:
            phantom += sum(solo.collection[w] * solo.values[w] for w in WISPS)
        return mine - phantom
    others = [_standing(state, s) for s in range(state.seats) if s != seat]
    return mine - max(others) if others else mine


def _playout(state: State, seat: int, plies: int) -> float:
    """Play Normal for every seat for ``plies`` actions, or until the round is scored; the
    seat's margin then."""
    round_no = state.round
    for _ in range(plies):
        if state.over or state.phase != "turn" or state.round != round_no:
            break
        actor = min(to_act(state))
        state, _events = apply(state, actor, auto_move(state, actor))
    return _margin(state, seat)


# --------------------------------------------------------------------------- levels


def easy_move(state: State, seat: int) -> Move:
    """Easy: Normal's measure over a seeded sample of ``EASY_SAMPLE`` legal takes."""
    if state.phase == "cat":
        return CatMove(None)
    takes = scored_takes(state, seat)
    if not takes:
        return _greedy_trees(state, seat)
    rng = random.Random(public_seed(view(state, seat), f"wispwood-easy-{seat}"))
    sample = rng.sample(takes, min(EASY_SAMPLE, len(takes)))
    return max(sample, key=lambda t: (t[0], _neg(t[1])))[2]


def strong_move(state: State, seat: int, effort: float = 1.0) -> Move:
    """Strong: the best takes by Normal's measure, played out on determinized states."""
    if state.phase == "cat":
        return CatMove(None)
    takes = scored_takes(state, seat, cat=state.forests[seat].ready)
    if not takes:
        return _greedy_trees(state, seat)
    plain = sorted((t for t in takes if not t[2].cat), key=lambda t: (-t[0], t[1]))
    flagged = sorted((t for t in takes if t[2].cat), key=lambda t: (-t[0], t[1]))
    width = max(2, round(STRONG_CANDIDATES * effort))
    # Playouts grow with the seats, so more seats share the samples (think time, issue 20).
    samples = max(1, round(STRONG_SAMPLES * effort * 2 / max(2, state.seats)))
    plies = max(1, round(STRONG_PLIES * min(1.0, 0.5 + effort))) * state.seats
    # The best few cat-flag takes join the plain ones; the playouts judge them.
    candidates = plain[:width] + flagged[:max(1, width // 4)]
    if len(candidates) == 1:
        return candidates[0][2]
    public = view(state, seat)
    worlds = [determinize(state, seat, random.Random(public_seed(public, f"wispwood-{k}")))
              for k in range(samples)]
    best: tuple[float, str] | None = None
    chosen = candidates[0][2]
    for _value, text, take in candidates:
        total = 0.0
        for world in worlds:
            after, _events = apply(world, seat, take)
            total += _playout(after, seat, plies)
        score = total / len(worlds) - (CAT_COST if take.cat else 0.0)
        key = (score, _neg(text))
        if best is None or key > best:
            best, chosen = key, take
    return chosen


def _neg(text: str) -> str:
    """A key under which the smallest notation is the largest (ties go to it, as in
    Normal's choice)."""
    return "".join(chr(0x10FFFF - ord(ch)) for ch in text)


#: the ``level_move`` hook: Easy, Normal (``auto_move``) and Strong behind one function
level_move = by_level(easy_move, auto_move, strong_move)
