"""Benchmark: Living Forest pictures (render + palette + PNG encode). Prints figures only.

Renders the spectator view after every move of automatic games; reports p50 / p99 CPU time per
player count, with the Kodama module (the tallest pictures).

Usage: python bench/living_forest_render.py [games]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules.living_forest as lf  # noqa: E402
from render.living_forest import render  # noqa: E402

NAMES = ["Maximiliana Wolkenstein-Rabenhor", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
         "Ægir Þórðarson of the Deep Woods", "Chloé-Zoë Lefèvre-Delacroix-Mum"]


def main() -> None:
    """Print p50 / p99 milliseconds per picture for 2, 3 and 4 seats."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    for seats in (2, 3, 4):
        timings: list[float] = []
        for seed in range(games):
            state = lf.new_game(seats, {"kodama": "true"}, seed)
            while not lf.is_over(state):
                seat = min(lf.to_act(state))
                state, _ = lf.apply(state, seat, lf.auto_move(state, seat))
                view = lf.view(state, None)
                start = time.process_time()
                render(view, NAMES[:seats])
                timings.append((time.process_time() - start) * 1000)
        timings.sort()
        p99 = timings[min(len(timings) - 1, int(len(timings) * 0.99))]
        print(f"living_forest render {seats}p kodama: {len(timings)} pictures, "
              f"p50 {statistics.median(timings):.2f} ms, p99 {p99:.2f} ms")


if __name__ == "__main__":
    main()
