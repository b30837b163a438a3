"""What a seat (or a spectator) may see of a Halali! table.

Halali! has no private information (spec §6): every seat and spectators get the same view.
Face-down tiles appear only by square; their kind and orientation are never in a view while
the game runs. After the game, unflipped tiles are shown with ``never_flipped=True`` (R16).
Everything here is plain data, so render/, messages and autocomplete need nothing else.
``view(state, seat)`` builds it (the same for every seat).
"""

from __future__ import annotations

from dataclasses import dataclass

from .engine import _game_winner, match_totals
from .geometry import FOREST, HUNTER, KIND_COUNT, KINDS, ORIENTATIONS, SIDES, SQUARE_NAMES
from .state import UP, State


@dataclass(frozen=True)
class TileView:
    """One tile on the board as the public sees it."""

    square: str                 # "c4"
    face_up: bool
    kind: str | None = None     # bear|fox|lumberjack|hunter|pheasant|duck|tree; None if hidden
    gun: str | None = None      # N|E|S|W for a face-up hunter, else None
    never_flipped: bool = False  # revealed only because the game is over (R16)


@dataclass(frozen=True)
class LastTurn:
    """The previous turn, for the highlight: a flip (``origin`` only) or a move."""

    side: str                   # blue|brown
    notation: str               # canonical, e.g. "flip e6", "b2xb7", "b5-a5"
    origin: str                 # flipped square, or the move's origin
    target: str | None = None   # destination square (an exit square for exits)


@dataclass(frozen=True)
class MatchView:
    """Match progress: which game, and each seat's points so far."""

    game_no: int                          # 1 or 2
    game1_scores: tuple[int, int] | None  # per seat, once game 1 is over
    totals: tuple[int, int]               # per seat, game 1 plus the current game


@dataclass(frozen=True)
class HalaliView:
    """The public picture of one Halali! game (the current game of a match)."""

    tiles: tuple[TileView, ...]               # every tile on the board, sorted by square
    sides: tuple[str, str]                    # side of seat 0 and seat 1 in this game
    to_move: str | None                       # side to move; None when over
    turn_number: int                          # number of the next turn (1-based)
    phase: str                                # main|end|over
    end_turns_left: dict[str, int]            # side -> end-phase turns left
    quiet_turns: int
    scores: dict[str, int]                    # side -> points this game
    captured: dict[str, dict[str, int]]       # side -> kind -> count in its captured pile
    exited: dict[str, dict[str, int]]         # side -> kind -> count in its exited pile
    face_down_count: int
    face_down_tally: dict[str, int]           # kind -> how many are still face down (R17)
    neutral_lock: tuple[str, str] | None      # (square of the locked tile, side it binds)
    back_and_forth: tuple[str, str, str] | None  # (side barred, tile square, forbidden square)
    last_turn: LastTurn | None
    draw_offer_by: str | None                 # side with an open draw offer
    match: MatchView | None                   # None for a single game
    end_reason: str | None                    # set when over (catalog halali.end.<reason>)
    winner: str | None                        # side that won this game; None for a draw / running

    def side_of(self, seat: int) -> str:
        """The side a seat plays in this game."""
        return self.sides[seat]

    def seat_of(self, side: str) -> int:
        """The seat that plays ``side`` in this game."""
        return self.sides.index(side)


def view(state: State, seat: int | None = None) -> HalaliView:
    """What anybody may see; hidden tiles only by square while the game runs (R16, R17)."""
    s = state
    over = s.phase == "over"
    tiles = []
    revealed = [0] * len(KINDS)
    for q in FOREST:
        c = s.board[q]
        if c < 0:
            continue
        kind = c & 7
        if c & UP:
            revealed[kind] += 1
            gun = ORIENTATIONS[(c >> 3) & 3] if kind == HUNTER else None
            tiles.append(TileView(SQUARE_NAMES[q], True, KINDS[kind], gun))
        elif over:
            gun = ORIENTATIONS[(c >> 3) & 3] if kind == HUNTER else None
            tiles.append(TileView(SQUARE_NAMES[q], False, KINDS[kind], gun, never_flipped=True))
        else:
            tiles.append(TileView(SQUARE_NAMES[q], False))
    for i in range(2):
        for k in range(len(KINDS)):
            revealed[k] += s.captured[i][k] + s.exited[i][k]
    # public formula (component counts minus everything seen), never the hidden tiles
    tally = {KINDS[k]: max(0, KIND_COUNT[k] - revealed[k]) for k in range(len(KINDS))}
    ban = None
    if not over:
        m = s.last_own[s.to_move]
        if m is not None:
            c = s.board[m[2]]
            if c >= 0 and c >> 6 == m[0]:
                ban = (SIDES[s.to_move], SQUARE_NAMES[m[2]], SQUARE_NAMES[m[1]])
    lock = None
    if s.lock is not None and not over:
        lock = (SQUARE_NAMES[s.lock[0]], SIDES[s.lock[1]])
    last = None
    if s.last is not None:
        side, note, origin, target = s.last
        last = LastTurn(SIDES[side], note, SQUARE_NAMES[origin],
                        None if target is None else SQUARE_NAMES[target])
    match = None
    if s.match:
        g1 = tuple(s.game1["scores"]) if s.game1 is not None and s.game_no == 2 else None
        totals = match_totals(s)
        match = MatchView(s.game_no, g1, (totals[0], totals[1]))  # type: ignore[arg-type]
    winner = None
    if over:
        w = _game_winner(s)
        winner = None if w is None else SIDES[w]
    return HalaliView(
        tiles=tuple(tiles),
        sides=(SIDES[s.side_of(0)], SIDES[s.side_of(1)]),
        to_move=None if over else SIDES[s.to_move],
        turn_number=s.turn,
        phase=s.phase,
        end_turns_left={SIDES[i]: s.end_left[i] for i in range(2)},
        quiet_turns=s.quiet,
        scores={SIDES[i]: s.scores[i] for i in range(2)},
        captured={SIDES[i]: {KINDS[k]: n for k, n in enumerate(s.captured[i]) if n}
                  for i in range(2)},
        exited={SIDES[i]: {KINDS[k]: n for k, n in enumerate(s.exited[i]) if n}
                for i in range(2)},
        face_down_count=s.face_down,
        face_down_tally=tally,
        neutral_lock=lock,
        back_and_forth=ban,
        last_turn=last,
        draw_offer_by=None if s.draw_offer is None else SIDES[s.draw_offer],
        match=match,
        end_reason=s.end_reason if over else None,
        winner=winner,
    )
