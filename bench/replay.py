"""Benchmark: animated replays of the longest of a few seeded automatic games of each game.
Prints frames, seconds, frames per second and bytes; nothing is asserted.

The pictures are drawn and the GIF assembled in this process (one core, as one pool worker
would), with the captions the command draws.

Usage: python bench/replay.py [seeds]   (default 3 seeds per game)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from render import replay as frames  # noqa: E402
from rules import registry  # noqa: E402
from storage import MoveRow  # noqa: E402
from tables.replay import steps  # noqa: E402

CASES = (("fairy_lights", 6, {}), ("halali", 2, {}), ("living_forest", 4, {"kodama": "true"}),
         ("temps_des_forets", 1, {}), ("wispwood", 4, {}))
NAMES = ["Maximiliana Wolkenstein-Rabenhor", "Ægir Þórðarson", "Chloé-Zoë Lefèvre",
         "Ярослав Оболенски", "Bartholomew", "李小龙"]
LIMIT = 10 * 1024 * 1024 - 64 * 1024


def moves_of(game_id: str, seats: int, options: dict[str, str], seed: int) -> list[MoveRow]:
    """The move log of an automatic game played to its end."""
    game = registry.get(game_id)
    state = game.new_game(seats, dict(options), seed)
    rows: list[MoveRow] = []
    while not game.is_over(state):
        seat = min(game.to_act(state))
        move = game.auto_move(state, seat)
        state, _ = game.apply(state, seat, move)
        rows.append(MoveRow(1, len(rows) + 1, seat, seat, str(move), [], len(rows) + 2, ""))
    return rows


def main(seeds: int) -> None:
    """The longest game of ``seeds`` per game: its replay's size and speed."""
    for game_id, seats, extra in CASES:
        game = registry.get(game_id)
        options = {**game.INFO.defaults(), **extra}
        seed, rows = max(((s, moves_of(game_id, seats, options, s)) for s in range(seeds)),
                         key=lambda pair: len(pair[1]))
        start = time.perf_counter()
        plan = steps(game, seats, options, seed, rows)
        replayed = time.perf_counter()
        module = registry.entry(game_id).render
        pictures = frames.draw_pictures(module, [s.view for s in plan], NAMES[:seats], "en",
                                        None)
        drawn = time.perf_counter()
        captions = [frames.Caption(f"Turn {s.turn} of {plan[-1].turn}",
                                   " · ".join(f"{NAMES[r.seat]}: {r.notation}"
                                              for r in s.moves)[-160:]) for s in plan]
        delays = [50] * len(plan)
        data = frames.assemble(pictures, captions, delays, frames.Shape())
        done = time.perf_counter()
        total = done - start
        print(f"{game_id:17} seed {seed}: {len(rows)} moves, {len(plan)} frames; replay "
              f"{replayed - start:.2f} s, draw {drawn - replayed:.2f} s, assemble "
              f"{done - drawn:.2f} s; {len(plan) / total:.1f} frames/s; "
              f"{len(data) / 1024:.0f} KB{'' if len(data) <= LIMIT else ' (over 10 MiB)'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
