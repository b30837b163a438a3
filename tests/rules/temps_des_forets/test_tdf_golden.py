"""Golden transcript: a seeded game played by ``auto_move``; each step's move, its public
events and the spectator's text view. Regenerate with
``GROVE_REGEN_GOLDEN=1 python -m pytest tests/rules/temps_des_forets``."""

from __future__ import annotations

import json
from pathlib import Path

import rules.temps_des_forets as tdf
from rules.temps_des_forets.textview import view_text
from tests.rules.helpers import assert_golden

GOLDEN = Path(__file__).parent / "golden" / "auto_seed2026.txt"


def transcript(seed: int = 2026) -> str:
    state = tdf.new_game(1, {}, seed)
    out = ["start", *tdf.log_lines(tdf.opening_events(state)), view_text(tdf.view(state))]
    while not tdf.is_over(state):
        move = tdf.auto_move(state, 0)
        state, events = tdf.apply(state, 0, move)
        public = tdf.view(state, None)
        assert tdf.view(state, 0) == public
        out.append(f"move: {move}")
        out.extend("  " + json.dumps([e.code, e.params], sort_keys=True) for e in events)
        out.append(view_text(public))
    out.append("result " + json.dumps(tdf.result(state).to_json(), sort_keys=True))
    return "\n".join(out) + "\n"


def test_golden_game():
    assert_golden(transcript(), GOLDEN)
