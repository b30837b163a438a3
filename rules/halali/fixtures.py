"""Build states from the spec's fixture notation (§9), for tests.

``position("F c3, H(N) f2, ? e6 [F, orientation S], ? h8 [T]", to_move="blue")``

Tokens: ``KIND square`` with kinds ``B F L H(dir) P D T``, or ``? square [X]`` for a face-down
tile whose hidden identity is ``X`` (``F``, ``H(E)``, ``T, orientation S``...). Orientation
defaults to N. Keyword facts: ``to_move``, ``phase``, ``quiet_turns``, ``end_turns_left``,
``scores``, ``captured``, ``exited`` (side -> kind -> count), ``neutral_lock``
(``(square, barred_side)``), ``last_own_move`` (side -> ``(from, to)``; the tile is the one now
on ``to``), ``turn_number``, ``draw_offer``, ``seat0`` (seat 0's side, default blue),
``match``, ``game_no``, ``game1_scores`` (per seat), ``seed``.
"""

from __future__ import annotations

import re
from typing import Any

from .geometry import (
    END_TURNS,
    IS_FOREST,
    KIND_INDEX,
    KIND_POINTS,
    LETTER_KIND,
    ORIENT_INDEX,
    SIDES,
    SQUARE_INDEX,
)
from .state import UP, State, tile_code

_TOKEN = re.compile(
    r"\?\s*(?P<hsq>[a-i][1-9])\s*\[(?P<hid>[^\]]*)\]"
    r"|(?P<kind>[BFLHPDT])(?:\((?P<dir>[NESW])\))?\s+(?P<sq>[a-i][1-9])"
)
_HIDDEN = re.compile(
    r"\s*(?P<kind>[BFLHPDT])(?:\((?P<dir>[NESW])\))?\s*(?:,\s*orientation\s+(?P<o>[NESW]))?\s*"
)


def _place(s: State, square: str, kind: int, orient: str | None, face_up: bool) -> None:
    q = SQUARE_INDEX[square]
    if not IS_FOREST[q] or s.board[q] >= 0:
        raise ValueError(f"bad or repeated fixture square {square}")
    s.board[q] = tile_code(kind, ORIENT_INDEX[orient or "N"], face_up, q)
    s.face_down += not face_up


def position(text: str, **facts: Any) -> State:
    """A state from fixture notation plus keyword facts (defaults as in §9)."""
    s = State()
    pos = 0
    for m in _TOKEN.finditer(text):
        if text[pos:m.start()].strip(" \t\r\n,"):
            raise ValueError(f"cannot read fixture near {text[pos:m.start()]!r}")
        pos = m.end()
        if m.group("hsq"):
            h = _HIDDEN.fullmatch(m.group("hid"))
            if not h:
                raise ValueError(f"bad hidden identity {m.group('hid')!r}")
            _place(s, m.group("hsq"), LETTER_KIND[h.group("kind")],
                   h.group("dir") or h.group("o"), False)
        else:
            _place(s, m.group("sq"), LETTER_KIND[m.group("kind")], m.group("dir"), True)
    if text[pos:].strip(" \t\r\n,"):
        raise ValueError(f"cannot read fixture near {text[pos:]!r}")
    s.seed = int(facts.get("seed", 0))
    s.to_move = SIDES.index(facts.get("to_move", "blue"))
    s.phase = facts.get("phase", "main")
    s.turn = int(facts.get("turn_number", 1))
    s.quiet = int(facts.get("quiet_turns", 0))
    default_left = END_TURNS if s.phase == "end" else 0
    left = facts.get("end_turns_left", {})
    s.end_left = [int(left.get(n, default_left)) for n in SIDES]
    for key, pile in (("captured", s.captured), ("exited", s.exited)):
        for side, kinds in (facts.get(key) or {}).items():
            for kind, count in kinds.items():
                pile[SIDES.index(side)][KIND_INDEX[kind]] = count
    scores = facts.get("scores")
    if scores is not None:
        s.scores = [int(scores.get(n, 0)) for n in SIDES]
    else:
        s.scores = [sum(KIND_POINTS[k] * (s.captured[i][k] + s.exited[i][k])
                        for k in range(len(KIND_POINTS))) for i in range(2)]
    lock = facts.get("neutral_lock")
    if lock is not None:
        s.lock = (SQUARE_INDEX[lock[0]], SIDES.index(lock[1]))
    for side, (p, q) in (facts.get("last_own_move") or {}).items():
        qi = SQUARE_INDEX[q]
        s.last_own[SIDES.index(side)] = (s.board[qi] >> 6, SQUARE_INDEX[p], qi)
    offer = facts.get("draw_offer")
    s.draw_offer = None if offer is None else SIDES.index(offer)
    s.blue_seat = 0 if facts.get("seat0", "blue") == "blue" else 1
    s.first_blue_seat = s.blue_seat
    s.match = bool(facts.get("match", False))
    s.game_no = int(facts.get("game_no", 1))
    if s.match and s.game_no == 2:
        s.first_blue_seat = 1 - s.blue_seat
        g1 = list(facts.get("game1_scores", [0, 0]))
        s.game1 = {"scores": g1, "reason": facts.get("game1_reason", "end_phase_complete"),
                   "blue_seat": s.first_blue_seat, "ended_side": None, "winner": None}
    return s


def shuffle_hidden(state: State, seed: int) -> State:
    """A copy of ``state`` whose face-down tiles hold the same kinds in another order, with
    fresh orientations (everything public unchanged), for hidden-information tests."""
    import random

    s = state.copy()
    squares = [q for q in range(len(s.board)) if s.board[q] >= 0 and not s.board[q] & UP]
    rng = random.Random(seed)
    # kinds move between squares and orientations are drawn afresh; a tile's id stays its
    # square (ids never encode kinds)
    kinds = [s.board[q] & 7 for q in squares]
    rng.shuffle(kinds)
    for q, kind in zip(squares, kinds, strict=True):
        s.board[q] = tile_code(kind, rng.randrange(4), False, q)
    return s
