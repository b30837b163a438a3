"""Benchmark: Wispwood pictures (render/wispwood.py). Prints figures, no thresholds.

Renders views of seeded automatic games with 1, 2 and 4 forests (round 3, crowded) and the
end of a 4-player game, and prints the median time per picture and per enlarged forest
preview of the builder, wall clock and CPU (the CPU figure is the one that depends least on
other processes sharing the machine; the median, because they still disturb it), and the PNG
size.

Usage: python bench/wispwood_render.py [pictures]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from render import wispwood as rw  # noqa: E402
from rules import wispwood as ww  # noqa: E402


def crowded_view(seats: int, seed: int) -> ww.WispwoodView:
    """The view of a round-3 position with a well-filled first forest."""
    state = ww.new_game(seats, {}, seed)
    while not ww.is_over(state) and (state.round < 3 or len(state.forests[0].cells) < 18):
        seat = min(ww.to_act(state))
        state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
    return ww.view(state)


def end_view(seats: int, seed: int) -> ww.WispwoodView:
    """The view of a finished game (every score, the winner marked)."""
    state = ww.new_game(seats, {}, seed)
    while not ww.is_over(state):
        seat = min(ww.to_act(state))
        state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
    return ww.view(state)


def main() -> None:
    """Run the benchmark and print its figures."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    names = ("Annabelle", "Bob", "Chloe", "Dee")
    cases = [(f"{seats} forest(s)", crowded_view(seats, 3)) for seats in (1, 2, 4)]
    cases.append(("4 forests, game over", end_view(4, 3)))
    for title, view in cases:
        seats = view.seats
        rw.render(view, names[:seats])  # warm the caches and the palette
        walls, cpus = [], []
        for _ in range(n):
            w, c = time.perf_counter(), time.process_time()
            data = rw.render(view, names[:seats])
            walls.append((time.perf_counter() - w) * 1000)
            cpus.append((time.process_time() - c) * 1000)
        print(f"wispwood picture, {title}: median {statistics.median(walls):.1f} ms "
              f"wall, {statistics.median(cpus):.1f} ms CPU (mean {statistics.mean(cpus):.1f}), "
              f"{len(data) / 1024:.0f} KiB")
    # The builder's preview: one forest enlarged with a placement ghosted in.
    view = crowded_view(4, 3)
    ghost = ("E2", "F2", "G2", "G3")
    walls, cpus = [], []
    for _ in range(n):
        w, c = time.perf_counter(), time.process_time()
        data = rw.render_forest(view, 0, names, ghost, "E2", "P")
        walls.append((time.perf_counter() - w) * 1000)
        cpus.append((time.process_time() - c) * 1000)
    print(f"wispwood forest preview (600 px): median {statistics.median(walls):.1f} ms wall, "
          f"{statistics.median(cpus):.1f} ms CPU (mean {statistics.mean(cpus):.1f}), "
          f"{len(data) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
