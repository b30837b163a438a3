"""The results card of Le Temps des Forêts (§5.3): won or lost, and the score's parts (a
win's 12 and its cycles to spare, or a loss's dormant trees)."""

from __future__ import annotations

from rules.protocol import ScoreCard, card_from_result

from .cards import score_parts
from .engine import result
from .state import State

PART = "picture.results.temps_des_forets.{}"
WON_IN = "picture.results.temps_des_forets.won_in"


def score_card(state: State) -> ScoreCard:
    """The solo player's row: won (place 1) or lost (no place), with the §5.3 parts."""
    res = result(state)
    parts = tuple((PART.format(name), value)
                  for name, value in score_parts(state.won_cycle, res.details["dormant"]))
    lines = (((WON_IN, {"cycle": state.won_cycle}),) if state.won_cycle is not None else ())
    return card_from_result(res, {0: parts}, lines=lines)
