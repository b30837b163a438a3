"""The results card of Fairy Lights (§5.2): stars in the scored pile minus stars still in
the collection, each seat's two parts beside its total."""

from __future__ import annotations

from rules.protocol import ScoreCard, card_from_result

from .engine import result, score_parts
from .state import State

SCORED = "picture.results.fairy_lights.scored"
HELD = "picture.results.fairy_lights.held"


def score_card(state: State) -> ScoreCard:
    """Every seat's place and score, with its scored stars and its collection's stars
    (counted against it, so shown negative: the parts add up to the score)."""
    parts = {}
    for seat in range(state.seats):
        scored, held = score_parts(state, seat)
        parts[seat] = ((SCORED, scored), (HELD, -held))
    return card_from_result(result(state), parts, resigned=state.resigned)
