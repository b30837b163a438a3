"""What a seat (or a spectator) may see of a Halali! table.

Halali! has no private information (spec §6): every seat and spectators get the same view.
Face-down tiles appear only by square; their kind and orientation are never in a view while
the game runs. After the game, unflipped tiles are shown with ``never_flipped=True`` (R16).
Everything here is plain data, so render/, messages and autocomplete need nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass


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
