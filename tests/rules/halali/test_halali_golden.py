"""Golden transcript: a seeded Halali! match played with seeded random legal moves.

Each step records the move, its public events, and what the spectator sees (every seat sees
the same, which the test checks). Regenerate with
``GROVE_REGEN_GOLDEN=1 python -m pytest tests/rules/halali``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import rules.halali as halali
from rules.halali.textview import view_text
from tests.rules.helpers import assert_golden

GOLDEN = Path(__file__).parent / "golden" / "match_seed77.txt"


def transcript(seed: int = 77) -> str:
    state = halali.new_game(2, {"format": "match", "side": "random"}, seed)
    rng = random.Random(seed)
    out = ["start", view_text(halali.view(state, None))]
    while not halali.is_over(state):
        (seat,) = halali.to_act(state)
        move = rng.choice(halali.legal_moves(state, seat))
        state, events = halali.apply(state, seat, move)
        public = halali.view(state, None)
        assert all(halali.view(state, s) == public for s in (0, 1))
        out.append(f"seat {seat}: {move}")
        out.extend("  " + json.dumps([e.code, e.params], sort_keys=True) for e in events)
        out.append(view_text(public))
    out.append("result " + json.dumps(halali.result(state).to_json(), sort_keys=True))
    return "\n".join(out) + "\n"


def test_golden_match():
    assert_golden(transcript(), GOLDEN)
