"""The compact game state and its JSON form (``to_json``; ``decode`` reads it back unchecked).

A board is a flat list of 81 ints (one per frame square, see geometry): ``-1`` for empty,
else a tile code ``kind | orientation << 3 | face_up << 5 | tile_id << 6``. The tile id is
the square where the tile was dealt, so it never encodes the kind. Copying a state is a few
list copies, which keeps random play fast.
"""

from __future__ import annotations

from typing import Any

from rules.errors import CorruptState

from .geometry import (
    CELLS,
    FOREST,
    KIND_INDEX,
    KINDS,
    ORIENT_INDEX,
    ORIENTATIONS,
    SIDES,
    SQUARE_INDEX,
    SQUARE_NAMES,
)

FORMAT = 1
EMPTY = -1
UP = 32


def tile_code(kind: int, orient: int, face_up: bool, tid: int) -> int:
    """Pack one tile into a board cell value."""
    return kind | orient << 3 | (UP if face_up else 0) | tid << 6


class State:
    """One Halali! table (a single game, or a match and its current game)."""

    __slots__ = (
        "seed", "match", "first_blue_seat", "game_no", "blue_seat", "board", "face_down",
        "to_move", "turn", "phase", "end_left", "quiet", "last_own", "lock", "scores",
        "captured", "exited", "draw_offer", "last", "end_reason", "ended_side", "game1",
    )

    def __init__(self) -> None:
        self.seed = 0
        self.match = False
        self.first_blue_seat = 0
        self.game_no = 1
        self.blue_seat = 0
        self.board: list[int] = [EMPTY] * CELLS
        self.face_down = 0
        self.to_move = 0                       # side index
        self.turn = 1                          # number of the next turn
        self.phase = "main"
        self.end_left = [0, 0]                 # per side
        self.quiet = 0
        self.last_own: list[tuple[int, int, int] | None] = [None, None]  # (tid, P, Q)
        self.lock: tuple[int, int] | None = None  # (square of the tile, barred side)
        self.scores = [0, 0]
        self.captured = [[0] * len(KINDS), [0] * len(KINDS)]
        self.exited = [[0] * len(KINDS), [0] * len(KINDS)]
        self.draw_offer: int | None = None     # side with an open offer
        self.last: tuple[int, str, int, int | None] | None = None  # side, notation, origin, target
        self.end_reason: str | None = None
        self.ended_side: int | None = None     # side the end reason names, if any
        self.game1: dict[str, Any] | None = None  # {"scores": [seat0, seat1], "reason", ...}

    def copy(self) -> State:
        """An independent copy (the lists that apply changes are duplicated)."""
        new = State.__new__(State)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        new.board = self.board.copy()
        new.end_left = self.end_left.copy()
        new.last_own = self.last_own.copy()
        new.scores = self.scores.copy()
        new.captured = [self.captured[0].copy(), self.captured[1].copy()]
        new.exited = [self.exited[0].copy(), self.exited[1].copy()]
        return new

    def side_of(self, seat: int) -> int:
        """Side index a seat plays in the current game."""
        return 0 if seat == self.blue_seat else 1

    def seat_of(self, side: int) -> int:
        """Seat that plays a side in the current game."""
        return self.blue_seat if side == 0 else 1 - self.blue_seat

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in State.__slots__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<halali State game {self.game_no} turn {self.turn} {self.phase}>"


def _side_dict(values: list[int]) -> dict[str, int]:
    return {SIDES[i]: values[i] for i in range(2)}


def _pile(counts: list[int]) -> dict[str, int]:
    return {KINDS[k]: n for k, n in enumerate(counts) if n}


def to_json(state: State) -> dict[str, Any]:
    """Plain JSON (includes the secret seed and hidden tiles: storage only, never shown)."""
    tiles = []
    for sq in FOREST:
        c = state.board[sq]
        if c >= 0:
            tiles.append({
                "id": SQUARE_NAMES[c >> 6],
                "square": SQUARE_NAMES[sq],
                "kind": KINDS[c & 7],
                "orientation": ORIENTATIONS[(c >> 3) & 3],
                "face_up": bool(c & UP),
            })
    lo = {}
    for i in range(2):
        m = state.last_own[i]
        lo[SIDES[i]] = None if m is None else {
            "tile": SQUARE_NAMES[m[0]], "from": SQUARE_NAMES[m[1]], "to": SQUARE_NAMES[m[2]]}
    last = state.last
    return {
        "format": FORMAT,
        "seed": state.seed,
        "match": state.match,
        "first_blue_seat": state.first_blue_seat,
        "game_no": state.game_no,
        "blue_seat": state.blue_seat,
        "tiles": tiles,
        "to_move": SIDES[state.to_move],
        "turn_number": state.turn,
        "phase": state.phase,
        "end_turns_left": _side_dict(state.end_left),
        "quiet_turns": state.quiet,
        "last_own_move": lo,
        "neutral_lock": None if state.lock is None else {
            "square": SQUARE_NAMES[state.lock[0]], "barred": SIDES[state.lock[1]]},
        "scores": _side_dict(state.scores),
        "captured": {SIDES[i]: _pile(state.captured[i]) for i in range(2)},
        "exited": {SIDES[i]: _pile(state.exited[i]) for i in range(2)},
        "draw_offer": None if state.draw_offer is None else SIDES[state.draw_offer],
        "last_turn": None if last is None else {
            "side": SIDES[last[0]], "notation": last[1], "origin": SQUARE_NAMES[last[2]],
            "target": None if last[3] is None else SQUARE_NAMES[last[3]]},
        "end_reason": state.end_reason,
        "ended_side": None if state.ended_side is None else SIDES[state.ended_side],
        "game1": state.game1,
    }


def _side(name: str | None) -> int | None:
    return None if name is None else SIDES.index(name)


def _forest(name: str) -> int:
    """A forest square by name; ValueError for anything else (a frame square, an exit)."""
    q = SQUARE_INDEX[name]
    if q not in _FOREST_SET:
        raise ValueError(f"{name} is not a forest square")
    return q


_FOREST_SET = frozenset(FOREST)


def decode(data: dict[str, Any]) -> State:
    """Read ``to_json`` output back, without checking the invariants.

    Raises ``CorruptState`` (code ``CORRUPT_TABLE``) for an unknown format, an unreadable
    field or two tiles on a square. ``invariants.from_json`` is this plus ``check``: use it
    for anything loaded from storage.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptState(f"unknown state format {_format_of(data)!r}", "halali")
    try:
        s = _parse(data)
    except CorruptState:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError,
            OverflowError) as exc:
        # Which field, not its content: a hidden tile's kind must not reach a log.
        raise CorruptState(f"unreadable state ({type(exc).__name__})", "halali") from None
    return s


def _format_of(data: Any) -> Any:
    return data.get("format") if isinstance(data, dict) else type(data).__name__


def _parse(data: dict[str, Any]) -> State:
    s = State()
    s.seed = data["seed"]
    s.match = data["match"]
    s.first_blue_seat = data["first_blue_seat"]
    s.game_no = data["game_no"]
    s.blue_seat = data["blue_seat"]
    for t in data["tiles"]:
        q = _forest(t["square"])
        if s.board[q] != EMPTY:
            raise CorruptState(f"two tiles on {t['square']}", "halali")
        if not isinstance(t["face_up"], bool):
            raise ValueError("face_up is not true or false")
        s.board[q] = tile_code(
            KIND_INDEX[t["kind"]], ORIENT_INDEX[t["orientation"]], t["face_up"],
            _forest(t["id"]))
        s.face_down += not t["face_up"]
    s.to_move = SIDES.index(data["to_move"])
    s.turn = data["turn_number"]
    s.phase = data["phase"]
    s.end_left = [data["end_turns_left"][n] for n in SIDES]
    s.quiet = data["quiet_turns"]
    for i, n in enumerate(SIDES):
        m = data["last_own_move"].get(n)
        s.last_own[i] = None if m is None else (
            _forest(m["tile"]), _forest(m["from"]), _forest(m["to"]))
    lock = data["neutral_lock"]
    s.lock = None if lock is None else (_forest(lock["square"]), SIDES.index(lock["barred"]))
    s.scores = [data["scores"][n] for n in SIDES]
    for pile, key in ((s.captured, "captured"), (s.exited, "exited")):
        for i, n in enumerate(SIDES):
            for kind, count in data[key][n].items():
                pile[i][KIND_INDEX[kind]] = count
    s.draw_offer = _side(data["draw_offer"])
    last = data["last_turn"]
    s.last = None if last is None else (
        SIDES.index(last["side"]), str(last["notation"]), _forest(last["origin"]),
        None if last["target"] is None else SQUARE_INDEX[last["target"]])
    s.end_reason = data["end_reason"]
    s.ended_side = _side(data["ended_side"])
    s.game1 = data["game1"]
    return s
