"""The results card of Halali! (§5.3): a single game's points from the captured and the
exited pile; a match's from each of its games (a person's totals over both)."""

from __future__ import annotations

from rules.protocol import ScoreCard, card_from_result

from .engine import result
from .geometry import KIND_POINTS
from .state import State

CAPTURED = "picture.results.halali.captured"
EXITED = "picture.results.halali.exited"
GAMES = ("picture.results.halali.game1", "picture.results.halali.game2")
MATCH = "picture.results.halali.match"


def _pile_points(pile: list[int]) -> int:
    """The points of a pile of tiles counted by kind."""
    return sum(KIND_POINTS[k] * n for k, n in enumerate(pile))


def score_card(state: State) -> ScoreCard:
    """Both seats' places and points: a single game's captured and exited points, a match's
    points per game; the seat that resigned is marked."""
    res = result(state)
    resigned = ([state.seat_of(state.ended_side)]
                if state.end_reason == "resigned" and state.ended_side is not None else [])
    if res.details.get("format") == "match":
        parts = {seat: tuple((GAMES[n], game["scores"][seat])
                             for n, game in enumerate(res.details["games"]))
                 for seat in (0, 1)}
        return card_from_result(res, parts, resigned=resigned, lines=((MATCH, {}),))
    parts = {seat: ((CAPTURED, _pile_points(state.captured[state.side_of(seat)])),
                    (EXITED, _pile_points(state.exited[state.side_of(seat)])))
             for seat in (0, 1)}
    return card_from_result(res, parts, resigned=resigned)
