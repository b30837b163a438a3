"""Information-set Monte Carlo tree search for Halali! (the Strong level, ``levels.py``).

After OpenSpiel's ``ismcts.py``: each iteration samples one determinization of the hidden
facts (``levels.determinizer(state, seat)``, the draws of ``determinize``: the face-down
tiles redrawn from the public tally), then walks one tree shared by every determinization.
A node is what the seat sees: the moves played and, after a flip, what it revealed (the
kind, and a hunter's gun: no other tile uses its orientation, §3.4), so the legal moves at
a node are the same in every determinization (face-down tiles never move, §4.4, and any may
be flipped, §4.3) and UCT statistics count for the information set, never for one sampled
deal. The real hidden facts are never read: the search sees the state only through the
determinizations.

- **Selection**: UCT over a node's moves, widened progressively: the moves are ordered by
  the Normal policy's values (``policy.move_values``, public facts only) near the root and
  by a cheap capture-first order deeper, and a node with ``n`` visits considers its first
  ``WIDEN_BASE + sqrt(n)`` moves.
- **No random rollouts**: a leaf is scored by the score margin plus the captures that are
  hanging (the side to move takes its best, the other side's best threat counts partly),
  squashed to [-1, 1]; a finished game scores its result. Halali! games last 80-150
  turns, so a short evaluation buys far more iterations than a long random playout.
- **Move**: the most visited move at the root.

Measured (2026-12-02, Strong against Normal on ``bench/strength.py``'s seeds, 40 games at
effort 0.2 unless said, 2 shared cores under load): more iterations helped most; the
constants tried are flat within the noise. 1000 iterations 62.5% [47.0%, 75.8%]; 2000
iterations 70.0% [54.6%, 81.9%]; the same with EXPLORATION 0.3 71.3% [55.9%, 82.9%]; with a
leaf term for own tiles ready to exit (0.6 of their points in the end phase, 0.3 near it)
70.0% [54.6%, 81.9%]; POLICY_DEPTH 1 at 4000 iterations 68.8% [53.3%, 80.9%] in 1.6 times
the CPU of depth 2 at 2000. So the search was made cheaper instead (0.26 ms an iteration
down to 0.105 on 23 mid-game positions, and end-phase walks about twice as fast: flips share
nodes across non-hunter orientations, edges are a list, the determinizer works out the tally
once, the leaf reads both sides' hanging captures in one pass over precomputed rays, the
engine's end-of-game check stops at the first movable tile), and the play-time budget raised
to 20000 iterations (``levels.py``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from .engine import DRAW_REASONS, _moves, _play
from .geometry import (
    CAPTURE_RAYS,
    CAPTURES,
    FOREST,
    HUNTER,
    IS_EXIT,
    KIND_COLOUR,
    KIND_POINTS,
    SQUARE_INDEX,
)
from .moves import Flip, HalaliMove
from .policy import move_values
from .state import UP, State

#: UCT exploration constant (values lie in [-1, 1])
EXPLORATION = 0.6
#: moves a node considers before its first visits widen it
WIDEN_BASE = 3
#: depth (plies) below which nodes order their moves by the Normal policy's values
POLICY_DEPTH = 2
#: the deepest a walk goes before it scores the position
MAX_DEPTH = 10
#: a margin of this many points is worth about tanh(1) = 0.76 of a win
SCALE = 12.0
#: at a leaf, the side to move's best capture counts this much, the other side's this much
TAKE_WEIGHT = 0.8
THREAT_WEIGHT = 0.35
#: a finished game: the share of the value the result decides (the rest is the margin)
RESULT_WEIGHT = 0.6

#: draws one determinization of the searched position (``levels.determinizer``)
Draw = Callable[[random.Random], State]


class _Node:
    """An information set: visits, its moves in search order, and the edges of the first
    ``len(edges)`` of them (moves are expanded in order, so the edges are a prefix)."""

    __slots__ = ("edges", "n", "order")

    def __init__(self) -> None:
        self.n = 0
        self.order: list[HalaliMove] | None = None
        self.edges: list[_Edge] = []


class _Edge:
    """A move from a node: visits and value (for the mover), and the node after each
    outcome (a flip's revealed tile; a board move has one outcome)."""

    __slots__ = ("after", "n", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.after: dict[int, _Node] = {}


def _cheap_order(s: State, side: int) -> list[HalaliMove]:
    """Captures and exits by points, then flips, then plain moves (public facts only)."""
    board = s.board
    scored = []
    for i, mv in enumerate(_moves(s, side)):
        if isinstance(mv, Flip):
            key = 1.0
        else:
            b = SQUARE_INDEX[mv.target]
            if IS_EXIT[b]:
                key = 2.0 + KIND_POINTS[board[SQUARE_INDEX[mv.origin]] & 7]
            elif board[b] >= 0:
                key = 2.0 + KIND_POINTS[board[b] & 7]
            else:
                key = 0.0
        scored.append((-key, i, mv))
    scored.sort(key=lambda row: row[:2])
    return [mv for _k, _i, mv in scored]


def _policy_order(s: State, side: int) -> list[HalaliMove]:
    """The moves by the Normal policy's values, best first."""
    rows = move_values(s, s.seat_of(side))
    rows.sort(key=lambda row: (-row[0], -row[1]))
    return [mv for _v, _t, mv in rows]


def _hanging(board: list[int], x: int, ban: tuple[int, int, int] | None) -> tuple[int, int]:
    """The most one capture can take now: by side ``x`` (who moves, bound by its ``ban``)
    and by the other side, in one pass (``policy._best_capture`` for both)."""
    best = [0, 0, 0]
    for a in FOREST:
        c = board[a]
        if c < 0 or not c & UP:
            continue
        side = KIND_COLOUR[c & 7]
        caps = CAPTURES[c & 7]
        if not caps or side > 1:
            continue
        banned = (ban[1] if side == x and ban is not None and ban[2] == a
                  and ban[0] == c >> 6 else -1)
        top = best[side]
        for ray in CAPTURE_RAYS[c & 31][a]:
            for q in ray:
                t = board[q]
                if t >= 0:
                    if (t & UP and caps >> (t & 7) & 1 and q != banned
                            and KIND_POINTS[t & 7] > top):
                        top = KIND_POINTS[t & 7]
                    break
        best[side] = top
    return best[x], best[1 - x]


class Searcher:
    """One Strong move's search: ``run(iterations)`` returns the move."""

    def __init__(self, state: State, seat: int, rng: random.Random, draw: Draw) -> None:
        self.state = state
        self.seat = seat
        self.rng = rng
        self.draw = draw
        self.game_no = state.game_no
        self.root = _Node()

    def run(self, iterations: int) -> HalaliMove:
        """Search ``iterations`` determinizations; the most visited root move."""
        for _ in range(iterations):
            self._iterate(self.draw(self.rng))
        edges = self.root.edges
        assert self.root.order is not None
        best = max(range(len(edges)), key=lambda i: (edges[i].n, edges[i].w))
        return self.root.order[best]

    def _iterate(self, s: State) -> None:
        node = self.root
        nodes = [node]
        path: list[tuple[_Edge, int]] = []
        events: list = []
        value: float | None = None
        for depth in range(MAX_DEPTH):
            if s.phase == "over" or s.game_no != self.game_no:
                value = self._final(s)
                break
            side = s.to_move
            if node.order is None:
                node.order = (_policy_order(s, side) if depth < POLICY_DEPTH
                              else _cheap_order(s, side))
            order = node.order
            edges = node.edges
            width = min(WIDEN_BASE + math.isqrt(node.n), len(order))
            mover = s.seat_of(side)
            expanded = len(edges)
            fresh = expanded < width
            if fresh:
                move = order[expanded]
                edge = _Edge()
                edges.append(edge)
            else:
                log_n = math.log(node.n + 1)
                best = -math.inf
                pick = 0
                for i in range(width):
                    e = edges[i]
                    ucb = e.w / e.n + EXPLORATION * math.sqrt(log_n / e.n)
                    if ucb > best:
                        best, pick = ucb, i
                move = order[pick]
                edge = edges[pick]
            if isinstance(move, Flip):
                a = SQUARE_INDEX[move.square]
                # what the flip reveals: the kind, and a hunter's gun (the only
                # orientation that matters, §3.4), so other kinds share one node
                c = s.board[a]
                key = c & 31 if c & 7 == HUNTER else c & 7
            else:
                key = 0
            _play(s, side, move, events)  # type: ignore[arg-type]
            events.clear()
            path.append((edge, mover))
            if fresh:
                value = self._leaf(s)
                break
            nxt = edge.after.get(key)
            if nxt is None:
                nxt = edge.after[key] = _Node()
            node = nxt
            nodes.append(node)
        if value is None:
            value = self._leaf(s)
        for n in nodes:
            n.n += 1
        for edge, mover in path:
            edge.n += 1
            edge.w += value if mover == self.seat else -value

    def _margin(self, s: State) -> float:
        """The searching seat's points minus the other seat's (match: both games)."""
        me, other = s.side_of(self.seat), 1 - s.side_of(self.seat)
        margin = float(s.scores[me] - s.scores[other])
        if s.game1 is not None and s.game_no == 2:
            g1 = s.game1["scores"]
            margin += g1[self.seat] - g1[1 - self.seat]
        return margin

    def _final(self, s: State) -> float:
        """A finished game (or game 1 of a match over) for the searching seat."""
        margin = self._margin(s)
        if s.phase != "over":  # game 1 of a match: the match goes on
            return math.tanh(margin / SCALE)
        if not s.match and s.end_reason in DRAW_REASONS:
            return 0.0
        sign = (margin > 0) - (margin < 0)
        return RESULT_WEIGHT * sign + (1 - RESULT_WEIGHT) * math.tanh(margin / SCALE)

    def _leaf(self, s: State) -> float:
        """A running position for the searching seat: margin plus hanging captures."""
        if s.phase == "over" or s.game_no != self.game_no:
            return self._final(s)
        margin = self._margin(s)
        x = s.to_move
        y = 1 - x
        board = s.board
        x_left = not (s.phase == "end" and s.end_left[x] <= 0)
        y_left = not (s.phase == "end" and s.end_left[y] <= 0)
        take, threat = _hanging(board, x, s.last_own[x])
        if not x_left:
            take = 0
        if not y_left:
            threat = 0
        swing = TAKE_WEIGHT * take - THREAT_WEIGHT * threat
        margin += swing if s.seat_of(x) == self.seat else -swing
        return math.tanh(margin / SCALE)
