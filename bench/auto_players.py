"""Benchmark: each game's automatic player against a uniformly random legal player.

Two-player games only (Halali! single and match; Fairy Lights, Living Forest with and without
Kodama, and Wispwood with 2 seats). Seats alternate
between games (and, for Halali!, the automatic player's side too), so neither the first move
nor a side decides the figure. Prints wins / draws / losses of the automatic player, its win
rate, and games per second. No thresholds: the issue's target (at least 80% of two-player
games won) is read off the output.

Usage: python bench/auto_players.py [games per variant, default 200]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import registry  # noqa: E402
from tables import offered_moves  # noqa: E402

#: (game id, label, options builder for game i): options only where a game has them.
VARIANTS = [
    ("halali", "single", lambda i: {"format": "single",
                                    "side": "blue" if i // 2 % 2 == 0 else "brown"}),
    ("halali", "match", lambda i: {"format": "match",
                                   "side": "blue" if i // 2 % 2 == 0 else "brown"}),
    ("fairy_lights", "2 players", lambda i: {}),
    ("living_forest", "2 players", lambda i: {}),
    ("living_forest", "2 players, Kodama", lambda i: {"kodama": "true"}),
    ("wispwood", "2 players", lambda i: {}),
]


#: Time spent inside auto_move and the number of its calls, per game id.
AUTO_TIME: dict[str, list[float]] = {}


def play(game, options: dict[str, str], seed: int, auto_seat: int) -> tuple[str, int]:
    """One game: the automatic player on ``auto_seat``, a random player on the other."""
    state = game.new_game(2, options, seed)
    pick = random.Random(seed * 7 + 1)  # the random player's choices, not the game's
    moves = 0
    spent = AUTO_TIME.setdefault(game.INFO.id, [0.0, 0])
    while not game.is_over(state):
        # In a simultaneous phase every acting seat plays in turn, lowest first.
        seat = min(game.to_act(state))
        if seat == auto_seat:
            t0 = time.perf_counter()
            move = game.auto_move(state, seat)
            spent[0] += time.perf_counter() - t0
            spent[1] += 1
        else:
            move = game.parse_move(pick.choice(offered_moves(game, state, seat, limit=1000)))
        state, _ = game.apply(state, seat, move)
        moves += 1
    winners = game.result(state).winners
    if winners == [auto_seat]:
        return "win", moves
    if auto_seat in winners:
        return "draw", moves
    return "loss", moves


def main() -> None:
    """Run every variant and print its figures."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    total_games = total_wins = 0
    for game_id, label, options in VARIANTS:
        game = registry.get(game_id)
        counts = {"win": 0, "draw": 0, "loss": 0}
        by_side: dict[str, list[int]] = {}
        moves = 0
        start = time.perf_counter()
        for i in range(n):
            opts = options(i)
            outcome, m = play(game, opts, seed=10_000 + i, auto_seat=i % 2)
            counts[outcome] += 1
            moves += m
            # Halali!: the automatic player's side in (game 1 of) this game
            side = opts.get("side", "-")
            side = side if i % 2 == 0 else {"blue": "brown", "brown": "blue"}.get(side, side)
            won = by_side.setdefault(side, [0, 0])
            won[0] += outcome == "win"
            won[1] += 1
        elapsed = time.perf_counter() - start
        total_games += n
        total_wins += counts["win"]
        sides = ", ".join(f"as {s} {w / g:.0%}" for s, (w, g) in sorted(by_side.items())
                          if s != "-")
        print(f"{game_id} {label}: {n} games, auto wins {counts['win']}, draws "
              f"{counts['draw']}, losses {counts['loss']}: win rate {counts['win'] / n:.1%}"
              + (f" ({sides})" if sides else ""))
        print(f"  {n / elapsed:.1f} games/s, {moves / elapsed:.0f} moves/s, "
              f"{moves / n:.1f} moves/game")
    print(f"all two-player games: win rate {total_wins / total_games:.1%}")
    for game_id, (seconds, calls) in AUTO_TIME.items():
        print(f"{game_id} auto_move: {calls} calls, {seconds / calls * 1e6:.0f} us per call")


if __name__ == "__main__":
    main()
