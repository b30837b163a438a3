"""Benchmark: Wispwood rules only. Prints figures, no thresholds.

- random full games per second (each move chosen from the complete ``legal_moves`` list);
- automatic-policy full games per second (§7.4);
- the time to list every legal placement (takes, cat flag included) and every legal move in
  crowded 6x6 rounds: positions taken from round 3 of automatic games, with a full pond of
  mixed wisps and a ready cat, so all 64 (space, shape) pairs are open; and the CPU time of
  ``turn_controls`` for every seat there (the bot builds each seat's buttons from it).

Usage: python bench/wispwood_rules.py [games]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import wispwood as ww  # noqa: E402


def play(seats: int, seed: int, policy: str) -> int:
    """One full game; returns the number of moves."""
    state = ww.new_game(seats, {}, seed)
    pick = random.Random(seed)
    moves = 0
    while not ww.is_over(state):
        seat = min(ww.to_act(state))
        if policy == "random":
            move = pick.choice(list(ww.legal_moves(state, seat)))
        else:
            move = ww.auto_move(state, seat)
        state, _ = ww.apply(state, seat, move)
        moves += 1
    return moves


def crowded_positions(count: int) -> list[ww.State]:
    """Round-3 positions with 13-28+ occupied cells, full mixed pond, ready cat."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        state = ww.new_game(2, {}, seed)
        while not ww.is_over(state):
            seat = min(ww.to_act(state))
            if state.round == 3 and state.phase == "turn":
                forest = state.forests[seat]
                if len(forest.cells) >= 12 + 5 * (seed % 4):
                    crowded = state.copy()
                    crowded.pond = ["P", "H", "W", "S", "P", "H", "W", "S"]
                    crowded.forests[seat].ready = True
                    out.append(crowded)
                    break
            state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
    return out


def main() -> None:
    """Run the benchmark and print its figures."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for policy in ("random", "auto"):
        for seats in (1, 2, 4):
            start = time.perf_counter()
            moves = sum(play(seats, seed, policy) for seed in range(n))
            elapsed = time.perf_counter() - start
            print(f"wispwood {policy} games, {seats} seat(s): {n / elapsed:.2f} games/s, "
                  f"{moves / elapsed:.0f} moves/s, {moves / n:.1f} moves/game")
    positions = crowded_positions(30)
    takes_ms, all_ms, counts = [], [], []
    for state in positions:
        seat = state.turn
        t0 = time.perf_counter()
        takes = list(ww.legal_takes(state, seat))
        t1 = time.perf_counter()
        every = list(ww.legal_moves(state, seat))
        t2 = time.perf_counter()
        takes_ms.append((t1 - t0) * 1000)
        all_ms.append((t2 - t1) * 1000)
        counts.append((len(state.forests[seat].cells) + 1, len(takes), len(every)))
    print(f"crowded 6x6 ({len(positions)} positions, {min(c[0] for c in counts)}-"
          f"{max(c[0] for c in counts)} cells occupied, "
          f"{statistics.median(c[1] for c in counts):.0f} takes median, "
          f"max {max(c[1] for c in counts)}):")
    print(f"  all legal placements: median {statistics.median(takes_ms):.1f} ms, "
          f"max {max(takes_ms):.1f} ms")
    print(f"  all legal moves (tree turns too): median {statistics.median(all_ms):.1f} ms, "
          f"max {max(all_ms):.1f} ms")
    t0 = time.process_time()
    for state in positions:
        for seat in range(state.seats):
            ww.turn_controls(state, seat)
    print(f"  turn_controls (every seat): "
          f"{(time.process_time() - t0) * 1000 / len(positions):.2f} ms CPU per position")
    t0 = time.perf_counter()
    for state in positions:
        ww.suggest(state, state.turn, "")
        ww.suggest(state, state.turn, "take 3 L4")
    print(f"  suggest (empty and 'take 3 L4'): "
          f"{(time.perf_counter() - t0) * 1000 / (2 * len(positions)):.2f} ms per call")


if __name__ == "__main__":
    main()
