"""The invariants of a Halali! state: ``check(state)`` raises ``CorruptState`` when one fails.

``from_json`` lives here, so that ``state`` imports nothing of this module: it reads a saved
row with ``state.decode`` and calls ``check`` last, so a row that is valid JSON but not a
reachable game (two tiles on a square, a bear too many, a turn for a side that does not
exist) is refused before a move can be saved on top of it. Every invariant holds at every
point of a real game; states built by the test fixtures (partial boards) are not checked.
Details name squares, sides and kinds in totals only, never the kind of a face-down tile.
"""

from __future__ import annotations

from typing import Any

from rules.errors import CorruptState

from .geometry import (
    CAPTURES,
    CELLS,
    CENTRE,
    END_TURNS,
    FOREST,
    IS_EXIT,
    IS_FOREST,
    KIND_COLOUR,
    KIND_COUNT,
    KIND_POINTS,
    KINDS,
    MOVED_BY,
    NEUTRAL_MOVERS,
    QUIET_LIMIT,
    SQUARE_NAMES,
)
from .state import UP, State, decode

GAME = "halali"
_SEED_LIMIT = 1 << 64
#: end reasons, and those that name a side (the loser, the bare side, the stuck side).
END_REASONS = frozenset({"end_phase_complete", "no_tiles", "cannot_move", "quiet_draw",
                         "draw_agreed", "resigned"})
SIDED_REASONS = frozenset({"no_tiles", "cannot_move", "resigned"})
#: tile ids are the squares where tiles were dealt: the forest without its centre.
DEAL_SQUARES = frozenset(q for q in FOREST if q != CENTRE)
#: CAPTURABLE[side]: bitmask of the kinds that side's movers can capture.
CAPTURABLE = tuple(
    sum(CAPTURES[k] for k in range(len(KINDS)) if MOVED_BY[k][side]) for side in range(2)
)


def _bad(detail: str) -> CorruptState:
    return CorruptState(detail, GAME)


def _is_int(value: Any, low: int, high: int) -> bool:
    """An int (not a bool) with ``low <= value < high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def from_json(data: dict[str, Any]) -> State:
    """Rebuild a state from ``to_json`` output, refusing one that is not a real game's.

    Raises ``CorruptState`` (code ``CORRUPT_TABLE``) for an unknown format, an unreadable
    field, two tiles on a square (``state.decode``), or any broken invariant (``check``).
    """
    s = decode(data)
    try:
        check(s)  # a field of the wrong type (a list as the end reason) fails in here too
    except CorruptState:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError,
            OverflowError) as exc:
        # Which field, not its content: a hidden tile's kind must not reach a log.
        raise CorruptState(f"unreadable state ({type(exc).__name__})", "halali") from None
    return s


def check(s: State) -> None:
    """Raise ``CorruptState`` unless ``s`` could be a position of a real game (or match)."""
    _check_table(s)
    counts = _check_board(s)
    _check_piles(s, counts)
    _check_turn(s)
    _check_end(s)


def _check_table(s: State) -> None:
    if not _is_int(s.seed, 0, _SEED_LIMIT):
        raise _bad("seed out of range")
    if not isinstance(s.match, bool):
        raise _bad("match is not true or false")
    if not _is_int(s.game_no, 1, 3) or (s.game_no == 2 and not s.match):
        raise _bad(f"game number {s.game_no!r} in a {'match' if s.match else 'single game'}")
    if not (_is_int(s.first_blue_seat, 0, 2) and _is_int(s.blue_seat, 0, 2)):
        raise _bad("blue seat is not seat 0 or 1")
    # Roles swap for game 2 of a match.
    expected = s.first_blue_seat if s.game_no == 1 else 1 - s.first_blue_seat
    if s.blue_seat != expected:
        raise _bad(f"blue seat {s.blue_seat} in game {s.game_no}, expected {expected}")
    if (s.game_no == 2) != (s.game1 is not None):
        raise _bad("game 1's record does not match the game number")


def _check_board(s: State) -> list[int]:
    """Tiles only in the forest, ids unique and known; returns tiles on the board per kind."""
    if len(s.board) != CELLS:
        raise _bad("board has the wrong size")
    counts = [0] * len(KINDS)
    ids: set[int] = set()
    face_down = 0
    for q, c in enumerate(s.board):
        if c == -1:
            continue
        if not _is_int(c, 0, 1 << 13):
            raise _bad(f"unreadable tile on {SQUARE_NAMES[q]}")
        if not IS_FOREST[q]:
            raise _bad(f"tile outside the forest on {SQUARE_NAMES[q]}")
        kind, tid = c & 7, c >> 6
        if kind >= len(KINDS):
            raise _bad(f"unknown tile kind on {SQUARE_NAMES[q]}")
        if tid not in DEAL_SQUARES or tid in ids:
            raise _bad(f"tile on {SQUARE_NAMES[q]} has an unknown or repeated id")
        ids.add(tid)
        counts[kind] += 1
        face_down += not c & UP
    if face_down != s.face_down:
        raise _bad("face-down count disagrees with the board")
    return counts


def _check_piles(s: State, counts: list[int]) -> None:
    """Every component accounted for once; captures and exits possible; scores add up."""
    for pile_name, pile in (("captured", s.captured), ("exited", s.exited)):
        if len(pile) != 2 or any(len(p) != len(KINDS) for p in pile):
            raise _bad(f"{pile_name} piles have the wrong shape")
        if not all(_is_int(n, 0, 100) for p in pile for n in p):
            raise _bad(f"{pile_name} pile holds a bad count")
    for k, kind in enumerate(KINDS):
        for side in range(2):
            if s.captured[side][k] and not CAPTURABLE[side] >> k & 1:
                raise _bad(f"side {side} captured a {kind}, which it cannot capture")
            if s.exited[side][k] and KIND_COLOUR[k] != side:
                raise _bad(f"side {side} exited a {kind}, which is not its colour")
    for k, kind in enumerate(KINDS):
        total = counts[k] + sum(s.captured[i][k] + s.exited[i][k] for i in range(2))
        if total != KIND_COUNT[k]:
            raise _bad(f"{total} {kind} tiles in play, the game has {KIND_COUNT[k]}")
    if len(s.scores) != 2 or not all(_is_int(n, 0, 1000) for n in s.scores):
        raise _bad("scores are unreadable")
    for side in range(2):
        earned = sum(KIND_POINTS[k] * (s.captured[side][k] + s.exited[side][k])
                     for k in range(len(KINDS)))
        if s.scores[side] != earned:
            raise _bad(f"side {side} scores {s.scores[side]!r}, its captures and exits give "
                       f"{earned}")


def _check_turn(s: State) -> None:
    """Turn number, side to move, phase, end-phase turns, lock, back-and-forth ban."""
    if not _is_int(s.turn, 1, 10**6) or s.to_move not in (0, 1):
        raise _bad("turn number or side to move out of range")
    if s.to_move != (s.turn - 1) % 2:  # blue moves first and sides alternate
        raise _bad(f"side {s.to_move} to move on turn {s.turn}")
    if (s.last is None) != (s.turn == 1):
        raise _bad("last turn record disagrees with the turn number")
    if s.last is not None:
        side, _note, origin, target = s.last
        if side != 1 - s.to_move or not IS_FOREST[origin] or (
                target is not None and not (IS_FOREST[target] or IS_EXIT[target])):
            raise _bad("last turn record is impossible")
    if s.phase not in ("main", "end", "over"):
        raise _bad(f"unknown phase {s.phase!r}")
    if not _is_int(s.quiet, 0, QUIET_LIMIT + 1) or (
            s.quiet == QUIET_LIMIT and s.end_reason != "quiet_draw"):
        raise _bad(f"{s.quiet!r} quiet turns")
    if len(s.end_left) != 2 or not all(_is_int(n, 0, END_TURNS + 1) for n in s.end_left):
        raise _bad("end-phase turns out of range")
    if s.phase == "main" and (s.face_down == 0 or s.end_left != [0, 0]):
        raise _bad("main phase without face-down tiles, or with end-phase turns")
    if s.phase == "end" and (s.face_down or abs(s.end_left[0] - s.end_left[1]) > 1):
        raise _bad("end phase with face-down tiles, or end-phase turns out of step")
    if s.lock is not None:
        square, barred = s.lock
        c = s.board[square] if 0 <= square < CELLS else -1
        if barred != s.to_move or c < 0 or not c & UP or c & 7 not in NEUTRAL_MOVERS:
            raise _bad("neutral lock without a face-up neutral tile for the side to move")
    for side in range(2):
        ban = s.last_own[side]
        if ban is not None and (ban[0] not in DEAL_SQUARES or not IS_FOREST[ban[1]]
                                or not IS_FOREST[ban[2]] or ban[1] == ban[2]):
            raise _bad(f"back-and-forth record of side {side} is impossible")


def _check_end(s: State) -> None:
    """The end reason, the side it names, draw offers and game 1's record of a match."""
    over = s.phase == "over"
    if s.draw_offer not in (None, 0, 1) or (over and s.draw_offer is not None):
        raise _bad("draw offer by an unknown side, or after the end")
    if over != (s.end_reason is not None):
        raise _bad("end reason disagrees with the phase")
    if s.end_reason is not None and s.end_reason not in END_REASONS:
        raise _bad(f"unknown end reason {s.end_reason!r}")
    named = s.end_reason in SIDED_REASONS
    if (s.ended_side is not None) != named or s.ended_side not in (None, 0, 1):
        raise _bad("the side named by the end reason is missing or unknown")
    if s.game1 is not None:
        _check_game1(s, s.game1)


def _check_game1(s: State, g1: Any) -> None:
    if not isinstance(g1, dict):
        raise _bad("game 1's record is not an object")
    scores = g1.get("scores")
    if not (isinstance(scores, list) and len(scores) == 2
            and all(_is_int(n, 0, 1000) for n in scores)):
        raise _bad("game 1's scores are unreadable")
    if g1.get("reason") not in END_REASONS - {"resigned"}:
        raise _bad("game 1 ended for an impossible reason")  # a resignation ends the match
    if g1.get("blue_seat") != s.first_blue_seat:
        raise _bad("game 1's blue seat disagrees with the match")
    final = g1.get("final")
    if final is not None:
        before = from_json(final)
        if before.phase != "over" or before.game_no != 1 or before.seed != s.seed:
            raise _bad("game 1's final position is not game 1 over")
