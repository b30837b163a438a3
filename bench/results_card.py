"""Render time of the results card (render/results.py), the largest card of every game.

Each built-in game is played by its automatic players to the end at its largest seat count
(Halali! as a match; Wispwood also solo, with its phantom row), and its card drawn with
32-character names in every language. Prints the median and worst time per card, in CPU
time of this process (the machine is shared: wall time also counts other processes) and
wall time; the budget is 5 ms. Run: ``python bench/results_card.py [repeats]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from render import results  # noqa: E402
from rules import registry  # noqa: E402

NAMES = ["Maximiliana Wolkenstein-Rabenhor", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
         "Ægir Þórðarson of the Deep Woods", "Chloé-Zoë Lefèvre-Delacroix-Mum",
         "Ярослав Святославович Оболенски", "Bartholomew Fitzgerald-Quincey"]
CASES = (("fairy_lights", 6, {}), ("halali", 2, {"format": "match"}),
         ("living_forest", 4, {"kodama": "true"}), ("temps_des_forets", 1, {}),
         ("wispwood", 4, {}), ("wispwood", 1, {}))
LOCALES = ("en", "de", "fr", "nl")
BUDGET_MS = 5.0


def finished(game_id: str, seats: int, options: dict[str, str]) -> object:
    """A game played to its end by the automatic players (seed 17)."""
    game = registry.get(game_id)
    state = game.new_game(seats, {**game.info.defaults(), **options}, 17)
    while not game.is_over(state):
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.auto_move(state, seat))
    return state


def main(repeats: int = 30) -> None:
    """Time every case's card, after one warm-up render per language."""
    for game_id, seats, options in CASES:
        game = registry.get(game_id)
        card = game.results_card(finished(game_id, seats, options))
        names = NAMES[:seats]
        cpu, wall = [], []
        for locale in LOCALES:
            size = len(results.render(card, names, locale, None, game.info.name))
            for _ in range(repeats):
                start, start_cpu = time.perf_counter(), time.process_time()
                results.render(card, names, locale, None, game.info.name)
                cpu.append((time.process_time() - start_cpu) * 1000)
                wall.append((time.perf_counter() - start) * 1000)
        median = statistics.median(cpu)
        print(f"{game_id:17} {seats} seats {len(card.rows)} rows: CPU median {median:.2f} ms,"
              f" worst {max(cpu):.2f} ms; wall median {statistics.median(wall):.2f} ms;"
              f" {size / 1024:.0f} KB{'' if median <= BUDGET_MS else '  OVER BUDGET'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
