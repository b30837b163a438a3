"""Golden transcript per seat: a seeded 3-player Kodama game played by ``auto_move`` for its
first rounds, with the events each seat may see and each seat's view as compact text.

While a seat draws, the other seats' lines must read ``(unchanged)``. Regenerate with
``GROVE_REGEN_GOLDEN=1 python -m pytest tests/rules/living_forest``.
"""

from __future__ import annotations

import json
from pathlib import Path

import rules.living_forest as lf
from tests.rules.helpers import assert_golden

GOLDEN = Path(__file__).parent / "golden" / "auto_3p_kodama_seed7.txt"
VIEWERS = (None, 0, 1, 2)


def _name(seat):
    return "spectator" if seat is None else f"seat {seat}"


def transcript(seed: int = 7, rounds: int = 2) -> str:
    s = lf.new_game(3, {"kodama": "true"}, seed)
    last = {v: lf.view_text(lf.view(s, v)) for v in VIEWERS}
    out = ["start"] + [f"[{_name(v)}]\n{last[v]}" for v in VIEWERS]
    while not lf.is_over(s) and s.round <= rounds:
        # The lowest seat that may act moves, so the animal phase interleaves seat by seat.
        seat = min(lf.to_act(s))
        move = lf.auto_move(s, seat)
        drawing = s.phase == "animal"
        s, events = lf.apply(s, seat, move)
        out.append(f"== seat {seat}: {move}")
        for v in VIEWERS:
            seen = [e for e in events if e.visible(v)]
            text = lf.view_text(lf.view(s, v))
            if drawing and v != seat and not any(e.code == "done" for e in events):
                # another seat's private draw changes nothing this viewer sees.
                assert not seen and text == last[v]
            lines = [f"  {_name(v)}: " + json.dumps([e.code, e.params], sort_keys=True)
                     for e in seen]
            out.extend(lines)
            out.append(f"[{_name(v)}]" + (" (unchanged)" if text == last[v] else "\n" + text))
            last[v] = text
    return "\n".join(out) + "\n"


def test_golden_per_seat():
    assert_golden(transcript(), GOLDEN)
