"""Benchmark: the Fairy Lights, Halali! and Le Temps des Forêts pictures. Prints figures, no
thresholds.

Each game is played by its automatic players at its largest seat count (Fairy Lights with
six players) with 32-character names, and its public picture is drawn at the start, in the
middle and at the end of the game; prints the time per picture, wall clock and CPU (the CPU
figure depends less on other processes sharing the machine; the target is 5 ms; the fastest
run shows what a quiet machine gives), and the PNG size.

Usage: python bench/small_pictures_render.py [pictures per position]
"""

from __future__ import annotations

import importlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import registry  # noqa: E402

GAMES = ("fairy_lights", "halali", "temps_des_forets")
NAMES = ("Maximiliana Wolkenstein-Rabenhor", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
         "Ægir Þórðarson of the Deep Woods", "Chloé-Zoë Lefèvre-Delacroix-Mum",
         "Ярослав Святославович Оболенски", "Bartholomew Fitzgerald-Quincey")


def positions(game_id: str) -> list[tuple[str, object]]:
    """Public views at the start, in the middle and at the end of a seeded automatic game."""
    game = registry.get(game_id)
    state = game.new_game(game.info.max_seats, game.info.defaults(), 17)
    states = [state]
    while not game.is_over(state):
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.auto_move(state, seat))
        states.append(state)
    picks = (("start", states[0]), ("middle", states[len(states) // 2]), ("end", state))
    return [(name, game.view(s, None)) for name, s in picks]


def main() -> None:
    """Run the benchmark and print its figures."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for game_id in GAMES:
        module = importlib.import_module(registry.entry(game_id).render)
        seats = registry.get(game_id).info.max_seats
        names = NAMES[:seats]
        for where, view in positions(game_id):
            module.render(view, names, "de", names)  # warm the caches
            walls, cpus = [], []
            for _ in range(n):
                w, c = time.perf_counter(), time.process_time()
                data = module.render(view, names, "de", names)
                walls.append((time.perf_counter() - w) * 1000)
                cpus.append((time.process_time() - c) * 1000)
            print(f"{game_id} picture, {seats} seat(s), {where}: median "
                  f"{statistics.median(walls):.1f} ms wall, median "
                  f"{statistics.median(cpus):.1f} ms CPU (fastest {min(cpus):.1f}), "
                  f"{len(data) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
