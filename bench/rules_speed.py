"""Benchmark: random actions per second of every registered game, rules only.

An action is one full ``legal_moves`` listing (materialised as a list) plus one ``apply`` of
a random choice from it, both through the public ``GAME`` API: the work a search does per
node. Each game is played at its smallest and largest seat count, in seeded random games
(a new game when one ends) until a fixed number of actions; the acting seat is a random one
of ``to_act``. Times are CPU time (``time.process_time``), split into listing and apply;
``ns/move`` is the listing time per move listed (Wispwood lists about 1,000 moves a turn, so
its rate is bounded by what one listed move costs).

Usage: python bench/rules_speed.py [actions] [game ...]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import registry  # noqa: E402

#: actions per second each game should reach on one core (issue #16)
TARGET = 20_000


def run(game_id: str, seats: int, actions: int, seed: int = 1) -> dict[str, Any]:
    """Play ``actions`` random actions of ``game_id`` at ``seats``; return the timings."""
    game = registry.get(game_id)
    pick = random.Random(seed)  # the players' choices, not the game's own randomness
    listing = applying = 0.0
    listed = done = games = 0
    state = None
    while done < actions:
        if state is None or game.is_over(state):
            state = game.new_game(seats, game.info.defaults(), seed + games)
            games += 1
        seat = pick.choice(sorted(game.to_act(state)))
        t0 = time.process_time()
        moves = list(game.legal_moves(state, seat))
        t1 = time.process_time()
        if not moves:
            state = None  # a seat that may act but has no move: start a new game
            continue
        move = pick.choice(moves)
        t2 = time.process_time()
        state, _ = game.apply(state, seat, move)
        t3 = time.process_time()
        listing += t1 - t0
        applying += t3 - t2
        listed += len(moves)
        done += 1
    total = listing + applying
    return {
        "game": game_id, "seats": seats, "actions": done, "games": games,
        "per_second": done / total if total else float("inf"),
        "list_share": listing / total if total else 0.0,
        "moves_per_list": listed / done,
        "list_us": 1e6 * listing / done, "apply_us": 1e6 * applying / done,
        "ns_per_move": 1e9 * listing / listed if listed else 0.0,
    }


def main() -> None:
    """Run every registered game (or those named) and print one line per seat count."""
    actions = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    wanted = sys.argv[2:] or registry.game_ids()
    print(f"{'game':<18}{'seats':>6}{'actions/s':>11}{'list us':>9}{'apply us':>9}"
          f"{'list %':>8}{'moves/list':>11}{'ns/move':>8}{'games':>7}")
    slow = []
    for game_id in wanted:
        info = registry.get(game_id).info
        for seats in sorted({info.min_seats, info.max_seats}):
            row = run(game_id, seats, actions)
            print(f"{game_id:<18}{seats:>6}{row['per_second']:>11,.0f}{row['list_us']:>9.1f}"
                  f"{row['apply_us']:>9.1f}{100 * row['list_share']:>7.0f}%"
                  f"{row['moves_per_list']:>11.1f}{row['ns_per_move']:>8.0f}{row['games']:>7}",
                  flush=True)
            if row["per_second"] < TARGET:
                slow.append(row)
    if slow:
        print(f"target {TARGET:,} actions/s NOT met by: "
              + ", ".join(f"{r['game']}/{r['seats']}" for r in slow))
        budget = 1e6 / TARGET
        for r in slow:
            # What stands in the way: the listing alone, move by move, against the budget.
            print(f"  {r['game']}/{r['seats']}: a listing of {r['moves_per_list']:,.0f} moves at "
                  f"{r['ns_per_move']:.0f} ns each is {r['list_us']:.0f} us (apply "
                  f"{r['apply_us']:.0f} us), against {budget:.0f} us for a whole action")
    else:
        print(f"target {TARGET:,} actions/s met by every game and seat count")


if __name__ == "__main__":
    main()
