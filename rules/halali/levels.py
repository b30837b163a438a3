"""Levels of the automatic player of Halali! (issue 20; ``rules.levels``).

- **Easy** (``easy_move``): greedy, one ply, no look at the opponent's reply: the biggest
  capture or exit it can make now, else a flip (progress) or a plain move, with noise seeded
  from the public position so it sometimes misses the best one. It beats a random player
  (who throws tiles away) and loses to Normal, which sees the replies.
- **Normal**: ``policy.auto_move`` (one ply plus the opponent's best reply), unchanged.
- **Strong** (``strong_move``): information-set Monte Carlo tree search (``search.py``,
  after OpenSpiel's ``ismcts.py``): every iteration samples one determinization of the
  face-down tiles (``determinize``) and walks a tree keyed by what the seat sees.

Measured (``bench/strength.py``): Normal beats Easy in 92.2% of 200 games [87.7%, 95.2%],
Easy beats a random player in 98.0% of 200 [95.0%, 99.2%] (2026-12-01, effort 0.25; Easy
and Normal unchanged since). Strong beats Normal in 85.0% of 100 games at effort 0.5
(10000 iterations) [76.7%, 90.7%] (2026-12-02, ``--jobs 2``; it was 72.0% [62.5%, 79.9%]
at effort 0.5 of the old 5000-iteration budget). Think time at 1.0 (20000 iterations, 30
positions of Normal self-play, CPU on 2 shared cores): Strong p50 0.94 s, p95 1.19 s, max
1.74 s; Easy and Normal under 1 ms. ``search.py`` gives the tuning figures.

``determinize`` is per seat, but Halali! hides the same from both seats: nobody knows a
face-down tile (spec §6), so every face-down tile gets a kind drawn from the public tally of
unrevealed kinds (R17) and a fresh orientation (§3.4; a face-up tile keeps its own: it was
revealed with the flip), and the secret seed is redrawn (in a match it fixes game 2's deal,
§3.5). Nothing of the real hidden facts is read.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.levels import by_level, public_seed

from .engine import legal_moves
from .geometry import FOREST, IS_EXIT, KIND_POINTS, KINDS, SQUARE_INDEX
from .moves import Flip, HalaliMove, TileMove
from .policy import FLIP_BONUS, FLIP_BONUS_PER_QUIET, auto_move, face_down_tally
from .search import Searcher
from .state import UP, State
from .view import view

#: Easy's noise, in points: a capture worth this much less than the best may still win.
EASY_NOISE = 3.0
#: Strong's iterations at effort 1.0 (the play-time budget: under 2 s at p95 on one core,
#: ``bench/strength.py --think``).
STRONG_ITERATIONS = 20000
#: Never fewer iterations than this, whatever the effort.
MIN_ITERATIONS = 60


def determinizer(state: State, seat: int) -> Callable[[random.Random], State]:
    """``determinize`` for one position, the public tally and the face-down squares worked
    out once: the search draws thousands of determinizations of the same position."""
    tally = face_down_tally(state, state.board)
    pool = [k for k in range(len(KINDS)) for _ in range(tally[k])]
    down = [q for q in FOREST if state.board[q] >= 0 and not state.board[q] & UP]
    while len(pool) < len(down):
        pool.append(len(pool) % len(KINDS))
    ids = [state.board[q] >> 6 for q in down]
    final = state.game1.get("final") if state.game1 is not None else None
    places = range(len(pool))

    def draw(rng: random.Random) -> State:
        s = state.copy()
        # a uniform shuffle by sorting on random keys: one C call a tile instead of
        # ``random.shuffle``'s Python loop, the search's commonest cost after the walk
        keys = [rng.random() for _ in places]
        kinds = [pool[i] for i in sorted(places, key=keys.__getitem__)]
        board = s.board
        orients = rng.getrandbits(2 * len(down)) if down else 0
        for q, kind, tid in zip(down, kinds, ids, strict=False):
            board[q] = kind | (orients & 3) << 3 | tid << 6
            orients >>= 2
        s.seed = rng.getrandbits(63)
        if isinstance(final, dict):
            # game 1's final position carries the same seed (the invariants tie them)
            s.game1 = {**s.game1, "final": {**final, "seed": s.seed}}  # type: ignore[dict-item]
        return s

    return draw


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A state ``seat`` cannot tell from ``state``: face-down kinds redrawn from the public
    tally (R17) with fresh orientations (§3.4), and a fresh secret seed (§3.5).

    In a real game the tally holds exactly as many tiles as lie face down; a test fixture
    with fewer tiles than the box draws from the larger tally (and, were it ever shorter,
    tops it up with kinds in box order)."""
    return determinizer(state, seat)(rng)


def _gain(state: State, mv: TileMove) -> int:
    """Points the board move scores at once: a capture's victim, or an exit."""
    b = SQUARE_INDEX[mv.target]
    if IS_EXIT[b]:
        return KIND_POINTS[state.board[SQUARE_INDEX[mv.origin]] & 7]
    t = state.board[b]
    return KIND_POINTS[t & 7] if t >= 0 else 0


def easy_move(state: State, seat: int) -> HalaliMove:
    """Easy: the best immediate gain with noise, no reply lookahead (public facts only)."""
    moves = legal_moves(state, seat)
    if not moves:
        raise ValueError("easy_move needs the seat to move in a running game")
    rng = random.Random(public_seed(view(state, seat), "halali-easy"))
    flip_value = FLIP_BONUS + FLIP_BONUS_PER_QUIET * state.quiet
    best: HalaliMove | None = None
    best_value = -1.0
    for mv in moves:
        value = flip_value if isinstance(mv, Flip) else float(_gain(state, mv))
        value += EASY_NOISE * rng.random()
        if value > best_value:
            best, best_value = mv, value
    assert best is not None
    return best


def iterations(effort: float) -> int:
    """Strong's iteration budget at ``effort`` (1.0: play time)."""
    return max(MIN_ITERATIONS, round(STRONG_ITERATIONS * effort))


def strong_move(state: State, seat: int, effort: float = 1.0) -> HalaliMove:
    """Strong: information-set MCTS over determinizations of the face-down tiles."""
    moves = legal_moves(state, seat)
    if not moves:
        raise ValueError("strong_move needs the seat to move in a running game")
    if len(moves) == 1:
        return moves[0]
    rng = random.Random(public_seed(view(state, seat), "halali-strong"))
    searcher = Searcher(state, seat, rng, determinizer(state, seat))
    return searcher.run(iterations(effort))


#: the ``level_move`` hook: Easy, Normal (``auto_move``) and Strong behind one function
level_move = by_level(easy_move, auto_move, strong_move)
