"""The automatic player of Halali! (``auto_move``).

The spec defines no automatic policy (its §7.4 is about a player who *cannot* move), so this
one is designed here. It plays for an idle seat, a seat handed to the automatic player after a
timeout, and a ``bots:<n>`` seat, and it drives end-to-end tests.

Policy (one ply plus the opponent's best reply, on public facts only):

- The candidates are ``legal_moves`` (flips and board moves; never resign or draw actions: an
  open draw offer simply lapses when the automatic player moves).
- Every candidate is scored from the position it leaves, with the opponent to move:
  ``gain - reply + THREAT_WEIGHT * threat (+ FLIP_BONUS for flips)`` where ``gain`` is the
  points the move itself scores (a capture or an exit), ``reply`` the most the opponent can
  capture at once (none if the opponent has no end-phase turn left) and ``threat`` the most
  the mover could capture next turn if left alone (none on the mover's last end-phase turn).
- A flip is scored as the expectation over what the tile may be: each kind weighted by the
  public tally of unrevealed kinds (R17: component counts minus everything seen), each
  orientation equally likely. The hidden identity of the tile is never read: the policy works
  on a copy of the board where every face-down tile is one constant code.
- Flips are progress: a small bonus that grows with the quiet-turn counter keeps the policy
  from shuffling tiles into a 50-quiet-turn draw.
- Ties (equal values) are broken by a hash of the public position and the move, so the choice
  is deterministic for a state yet does not always favour the same corner of the board.

The tables call it through the registry like every game's policy:
``game.auto_move(state, seat)`` for a seat in ``to_act(state)``, then plays the returned move
through the ordinary move path (it is already resolved, so ``resolve`` returns it unchanged).
It costs well under a millisecond (``bench/auto_players.py`` prints the figure).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

from .engine import legal_moves
from .geometry import (
    CAPTURE_RAYS,
    CAPTURES,
    FOREST,
    HUNTER,
    IS_EXIT,
    KIND_COLOUR,
    KIND_COUNT,
    KIND_POINTS,
    KINDS,
    SQUARE_INDEX,
)
from .moves import Flip, HalaliMove, TileMove
from .state import EMPTY, UP, State

#: How much a capture the mover could make next turn is worth now (the opponent may parry).
THREAT_WEIGHT = 0.4
#: Value of a flip as progress, plus this much per quiet turn already counted.
FLIP_BONUS = 0.3
FLIP_BONUS_PER_QUIET = 0.05
#: The code every face-down tile gets in the policy's copy of the board. Kind 7 does not
#: exist, so reading the kind of a face-down tile would fail loudly instead of leaking.
HIDDEN = 7

_MASK64 = (1 << 64) - 1


def _public_board(state: State) -> list[int]:
    """The board with every face-down tile replaced by one constant code."""
    return [c if c < 0 or c & UP else HIDDEN for c in state.board]


def face_down_tally(state: State, board: list[int]) -> list[int]:
    """How many of each kind are still face down, from public facts only (R17)."""
    seen = [0] * len(KINDS)
    for q in FOREST:
        c = board[q]
        if c >= 0 and c & UP:
            seen[c & 7] += 1
    for side in range(2):
        for k in range(len(KINDS)):
            seen[k] += state.captured[side][k] + state.exited[side][k]
    return [max(0, KIND_COUNT[k] - seen[k]) for k in range(len(KINDS))]


def _capturers(board: list[int], side: int) -> list[int]:
    """Squares of the face-up tiles of ``side`` that can capture something."""
    return [q for q in FOREST
            if board[q] >= 0 and board[q] & UP and KIND_COLOUR[board[q] & 7] == side
            and CAPTURES[board[q] & 7]]


def _first_tiles(board: list[int], squares: list[int],
                 ban: tuple[int, int, int] | None) -> Iterator[tuple[int, int, int]]:
    """(kinds the tile may capture, square, tile there) for the first tile on each capture
    line of each tile on ``squares``, leaving out the square its ``ban`` forbids."""
    for a in squares:
        c = board[a]
        caps = CAPTURES[c & 7]
        banned = ban[1] if ban is not None and ban[2] == a and ban[0] == c >> 6 else -1
        for ray in CAPTURE_RAYS[c & 31][a]:
            for q in ray:
                t = board[q]
                if t >= 0:
                    if q != banned:
                        yield caps, q, t
                    break


def _best_capture(board: list[int], squares: list[int],
                  ban: tuple[int, int, int] | None) -> int:
    """The most points one capture by a tile on ``squares`` can take on ``board``."""
    best = 0
    for caps, _q, t in _first_tiles(board, squares, ban):
        if t & UP and caps >> (t & 7) & 1:
            best = max(best, KIND_POINTS[t & 7])
    return best


def _face_down_masks(board: list[int], squares: list[int],
                     ban: tuple[int, int, int] | None) -> dict[int, int]:
    """For each face-down square, the kinds that a tile on ``squares`` could capture there
    once it is turned over (the square is the first tile on that tile's capture line)."""
    masks: dict[int, int] = {}
    for caps, q, t in _first_tiles(board, squares, ban):
        if not t & UP:
            masks[q] = masks.get(q, 0) | caps
    return masks


def _new_tile_capture(board: list[int], a: int, kind: int, orient: int) -> int:
    """The most a just-revealed tile of ``kind`` on ``a`` could capture next."""
    caps = CAPTURES[kind]
    if not caps:
        return 0
    best = 0
    for ray in CAPTURE_RAYS[kind | orient << 3][a]:
        for q in ray:
            t = board[q]
            if t >= 0:
                if t & UP and caps >> (t & 7) & 1:
                    best = max(best, KIND_POINTS[t & 7])
                break
    return best


def _position_salt(state: State, board: list[int]) -> int:
    """A 64-bit number fixed by the public position, for tie-breaks."""
    key = repr((board, state.to_move, state.turn, state.game_no, state.scores, state.quiet,
                state.phase, state.end_left, state.lock, state.last_own))
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")


def _tiebreak(salt: int, code: int) -> int:
    return ((salt ^ (code * 0x9E3779B97F4A7C15)) * 0xBF58476D1CE4E5B9) & _MASK64


def auto_move(state: State, seat: int) -> HalaliMove:
    """The automatic player's move for ``seat`` (who must be to move); public facts only."""
    moves = move_values(state, seat)
    if not moves:
        raise ValueError("auto_move needs the seat to move in a running game")
    best = moves[0]
    for row in moves[1:]:
        if row[:2] > best[:2]:
            best = row
    return best[2]


def move_values(state: State, seat: int) -> list[tuple[float, int, HalaliMove]]:
    """Every legal move of ``seat`` with its value and tie-break, ``(value, tiebreak, move)``
    in ``legal_moves`` order (the policy above; ``auto_move`` plays the largest). Public
    facts only; the Strong level orders its search by these values."""
    moves = legal_moves(state, seat)
    if not moves:
        return []
    me = state.to_move
    opp = 1 - me
    board = _public_board(state)
    reply_possible = not (state.phase == "end" and state.end_left[opp] <= 0)
    threat_weight = THREAT_WEIGHT
    if state.phase == "end" and state.end_left[me] <= 1:
        threat_weight = 0.0  # my last turn: nothing later to threaten
    opp_ban = state.last_own[opp]
    mine = _capturers(board, me)
    theirs = _capturers(board, opp)
    salt = _position_salt(state, board)

    flips = [m for m in moves if isinstance(m, Flip)]
    flip_values: dict[int, float] = {}
    if flips:
        base_reply = _best_capture(board, theirs, opp_ban) if reply_possible else 0
        base_threat = _best_capture(board, mine, None)  # a flip clears my own ban
        opp_masks = _face_down_masks(board, theirs, opp_ban)
        my_masks = _face_down_masks(board, mine, None)
        tally = face_down_tally(state, board)
        total = sum(tally)
        bonus = FLIP_BONUS + FLIP_BONUS_PER_QUIET * state.quiet
        for mv in flips:
            a = SQUARE_INDEX[mv.square]
            if not total:  # a fixture with fewer tiles than the box: nothing to expect
                flip_values[a] = bonus - base_reply + threat_weight * base_threat
                continue
            value = 0.0
            for kind, count in enumerate(tally):
                if not count:
                    continue
                orients = range(4) if kind == HUNTER else (0,)
                share = count / total / len(orients)
                colour = KIND_COLOUR[kind]
                for o in orients:
                    reply = base_reply
                    if reply_possible:
                        if opp_masks.get(a, 0) >> kind & 1:
                            reply = max(reply, KIND_POINTS[kind])
                        if colour == opp:
                            reply = max(reply, _new_tile_capture(board, a, kind, o))
                    threat = base_threat
                    if my_masks.get(a, 0) >> kind & 1:
                        threat = max(threat, KIND_POINTS[kind])
                    if colour == me:
                        threat = max(threat, _new_tile_capture(board, a, kind, o))
                    value += share * (threat_weight * threat - reply)
            flip_values[a] = value + bonus

    out: list[tuple[float, int, HalaliMove]] = []
    for mv in moves:
        if isinstance(mv, Flip):
            a = SQUARE_INDEX[mv.square]
            value = flip_values[a]
            code = a
        else:
            value = _tile_move_value(state, board, mv, me, mine, theirs, opp_ban,
                                     reply_possible, threat_weight)
            code = 81 + SQUARE_INDEX[mv.origin] * 81 + SQUARE_INDEX[mv.target]
        out.append((round(value, 9), _tiebreak(salt, code), mv))
    return out


def _tile_move_value(state: State, board: list[int], mv: TileMove, me: int, mine: list[int],
                     theirs: list[int], opp_ban: tuple[int, int, int] | None,
                     reply_possible: bool, threat_weight: float) -> float:
    """gain - opponent's best reply + weighted threat, for a resolved board move."""
    a = SQUARE_INDEX[mv.origin]
    b = SQUARE_INDEX[mv.target]
    c = board[a]
    after = board.copy()
    after[a] = EMPTY
    gain = 0
    my_squares = [q for q in mine if q != a]
    their_squares = theirs
    if IS_EXIT[b]:
        gain = KIND_POINTS[c & 7]
    else:
        t = after[b]
        if t >= 0:
            gain = KIND_POINTS[t & 7]
            if b in theirs:
                their_squares = [q for q in theirs if q != b]
        after[b] = c
        if CAPTURES[c & 7] and KIND_COLOUR[c & 7] == me:
            my_squares.append(b)
    reply = _best_capture(after, their_squares, opp_ban) if reply_possible else 0
    my_ban = (c >> 6, a, b) if KIND_COLOUR[c & 7] == me and not IS_EXIT[b] else None
    threat = _best_capture(after, my_squares, my_ban)
    return gain - reply + threat_weight * threat

