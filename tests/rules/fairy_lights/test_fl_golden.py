"""Golden transcript: a seeded 3-player game played by the §7.4 automatic policy.

Each step records the move, its §7.1 log lines and the spectator view as compact text.
Regenerate with ``GROVE_REGEN_GOLDEN=1 python -m pytest tests/rules/fairy_lights``.
"""

from __future__ import annotations

from pathlib import Path

import rules.fairy_lights as fl
from tests.rules.helpers import assert_golden

GOLDEN = Path(__file__).parent / "golden" / "auto_3p_seed2024.txt"


def transcript(seed: int = 2024, seats: int = 3) -> str:
    s = fl.new_game(seats, {}, seed)
    out = ["start", fl.view_text(fl.view(s, None))]
    while not fl.is_over(s):
        (seat,) = fl.to_act(s)
        move = fl.auto_move(s, seat)
        s, events = fl.apply(s, seat, move)
        v = fl.view(s, None)
        # Every seat sees exactly the spectator view (§6: nothing private).
        assert all(fl.view(s, p) == v for p in range(seats))
        out.append(f"p{seat}: " + " | ".join(fl.log_lines(events)))
        out.append(fl.view_text(v))
    return "\n".join(out) + "\n"


def test_golden_auto_game():
    assert_golden(transcript(), GOLDEN)
