"""The results card of Living Forest (§5.2-5.3): each seat's sum with its three counts
(Trees, Fires, Flowers) and the targets in force."""

from __future__ import annotations

from rules.protocol import ScoreCard, card_from_result

from .engine import result
from .state import State

#: §5.2's three counts, in the spec's order: (count in ``result``'s details, catalog key)
COUNTS = (("tree", "picture.results.living_forest.trees"),
          ("fire", "picture.results.living_forest.fires"),
          ("flower", "picture.results.living_forest.flowers"))
TARGETS = "picture.results.living_forest.targets"


def score_card(state: State) -> ScoreCard:
    """Places per §5.3 (R-27), each sum with the counts that make it, and the targets."""
    res = result(state)
    counts = res.details["counts"]
    parts = {seat: tuple((key, counts[str(seat)][count]) for count, key in COUNTS)
             for seat in range(state.seats)}
    targets = res.details["targets"]
    return card_from_result(res, parts, resigned=state.resigned, lines=(
        (TARGETS, {"trees": targets["tree"], "fires": targets["fire"],
                   "flowers": targets["flower"]}),))
