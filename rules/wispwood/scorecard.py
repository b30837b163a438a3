"""The results card of Wispwood (§5.5-5.6): each total with its three round scores; in
solo, the phantom cat's row too (its rounds and total), and won or lost."""

from __future__ import annotations

from rules.protocol import ScoreCard, ScoreRow, card_from_result

from .engine import result
from .state import State

ROUNDS = tuple(f"picture.results.wispwood.round{n}" for n in (1, 2, 3))
PHANTOM = "picture.results.wispwood.phantom"


def _rounds(scores: list[int]) -> tuple[tuple[str, int], ...]:
    return tuple(zip(ROUNDS, scores, strict=False))


def score_card(state: State) -> ScoreCard:
    """Places by total then round 3 (§5.5), each total with its rounds; solo adds the
    phantom's row, unplaced (the outcome says won or lost)."""
    res = result(state)
    parts = {seat: _rounds(state.round_scores[seat]) for seat in range(state.seats)}
    extra: tuple[ScoreRow, ...] = ()
    if state.solo is not None:
        extra = (ScoreRow(None, None, res.details["phantom"], _rounds(state.solo.scores),
                          name=PHANTOM),)
    return card_from_result(res, parts, resigned=state.resigned, extra=extra)
