"""Golden transcripts: seeded Wispwood games (2 seats, and solo) step by step.

Each step records the move, its public events, and what the spectator sees (every seat sees
the same, which the test checks). Moves come from a seeded mix of the automatic policy and
random legal moves, so refills and the cat's actions appear too. Regenerate with
``GROVE_REGEN_GOLDEN=1 python -m pytest tests/rules/wispwood``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import rules.wispwood as ww
from tests.rules.helpers import assert_golden

GOLDEN = Path(__file__).parent / "golden"


def transcript(seats: int, seed: int) -> str:
    state = ww.new_game(seats, {}, seed)
    rng = random.Random(seed)
    out = ["start"]
    out.extend("  " + json.dumps([e.code, e.params], sort_keys=True)
               for e in ww.opening_events(state))
    out.append(ww.view_text(ww.view(state, None)))
    while not ww.is_over(state):
        seat = min(ww.to_act(state))
        if rng.random() < 0.3:
            move = rng.choice(list(ww.legal_moves(state, seat))[:40])
        else:
            move = ww.auto_move(state, seat)
        state, events = ww.apply(state, seat, move)
        public = ww.view(state, None)
        assert all(ww.view(state, s) == public for s in range(seats))
        out.append(f"seat {seat}: {move}")
        out.extend("  " + json.dumps([e.code, e.params], sort_keys=True) for e in events)
        out.append(ww.view_text(public))
    out.append("result " + json.dumps(ww.result(state).to_json(), sort_keys=True))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize(("seats", "seed"), [(2, 41), (1, 7)])
def test_golden_game(seats, seed):
    path = GOLDEN / f"game_{seats}p_seed{seed}.txt"
    assert_golden(transcript(seats, seed), path)
