"""Per-move latency through tables, storage and render, for every registered game.

For each game in the registry, at its smallest and its largest seat count, plays seeded random
games through the real table service on a temporary SQLite file until at least ``--moves``
moves are played, the way ``/move`` does: find the thread's table, play the move (load, check,
apply, save), then draw and encode the public picture (as the bot does after every move).
This is repeated ``--repeats`` times (fresh database, another seed); each repeat gives a median
and a p99, and the table shows the median of those over the repeats, with the spread.
The picture's draw+encode time is also shown on its own. New games appear automatically.
Then plays rules-only random full games and prints games per second. Prints figures; asserts
nothing.

The machine may be shared: ``--clock cpu`` measures the CPU time this process spent (all its
threads, the database's included) instead of the wall clock, which other processes inflate.

    python bench/moves.py [--moves N] [--repeats N] [--game halali] [--rules-games N]
                          [--clock wall|cpu] [--locales en,nl,de,fr]
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render  # noqa: E402
from rules import registry  # noqa: E402
from storage import Store  # noqa: E402
from tables import Tables, offered_moves  # noqa: E402

#: per-move phases: thread lookup + load, apply, save, picture, and the whole /move.
PHASES = ("lookup", "load", "apply", "save", "picture", "total")
#: display names with accents in several scripts, as real servers have them.
NAMES = ("Chloé", "Zoë Ångström", "Łukasz", "Ярослав", "Ἀθηνᾶ", "François-Noël",
         "Dagny", "Bob")
#: each table's pictures are in one of these languages, in turn (``--locales``).
LOCALES = ["en", "nl", "de", "fr"]
_RENDER_PARAMS = inspect.signature(render.render).parameters
#: the clock the figures are read from (``--clock``).
clock = time.perf_counter


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values, in milliseconds."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def picture(game_id: str, view: object, names: list[str], usernames: list[str],
            locale: str) -> bytes:
    """The public picture, through the same entry point the bot uses."""
    # The signature check lets this script measure older renderers too (before/after runs).
    extra: dict[str, object] = {}
    if "locale" in _RENDER_PARAMS:
        extra["locale"] = locale
    if "usernames" in _RENDER_PARAMS:
        extra["usernames"] = usernames
    return render.render(registry.entry(game_id).render, view, names, **extra)


async def table_moves(game_id: str, seats: int, moves: int, seed: int) -> dict[str, list[float]]:
    """Play random games at ``seats`` until ``moves`` moves are played; per-move timings."""
    timings: dict[str, list[float]] = defaultdict(list)
    phase: dict[str, float] = {}
    rng = random.Random(seed)
    game = registry.get(game_id)
    names = [NAMES[(seed + i) % len(NAMES)] for i in range(seats)]
    usernames = [f"player{i + 1}" for i in range(seats)]
    played = 0
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "bench.db"))
        tables = Tables(store, profile=lambda name, secs: phase.__setitem__(name, secs))
        if clock is not time.perf_counter:
            tables.profile = None  # the service times its phases by the wall clock
        try:
            thread = 1000
            while played < moves:
                thread += 1
                out = await tables.create(game_id=game_id, guild_id=1, channel_id=1, user_id=1,
                                          name=names[0], options={})
                for user in range(2, seats + 1):
                    await tables.join(out.table.id, user, names[user - 1])
                # a solo game starts at once
                table = out.table if out.started else await tables.start(out.table.id, 1)
                await tables.set_thread(table.id, thread)
                locale = LOCALES[thread % len(LOCALES)]
                while table.row.status == "running":
                    seat = sorted(table.to_act())[0]
                    move = rng.choice(offered_moves(game, table.state, seat, limit=1000))
                    started = clock()
                    here = await tables.in_thread(thread)
                    found = clock()
                    outcome = await tables.move(here.id, here.user_of(seat), move)
                    drawn = clock()
                    picture(game_id, outcome.table.view(None), outcome.table.names, usernames,
                            locale)
                    finished = clock()
                    for name in ("load", "apply", "save"):
                        if name in phase:
                            timings[name].append(phase[name])
                    timings["lookup"].append(found - started)
                    timings["picture"].append(finished - drawn)
                    timings["total"].append(finished - started)
                    table = outcome.table
                    played += 1
        finally:
            await store.close()
    return timings


def rules_games(game_id: str, games: int, seed: int) -> tuple[float, int]:
    """Rules-only random full games at the smallest seat count: (games/s, moves played)."""
    game = registry.get(game_id)
    seats = game.INFO.min_seats
    rng = random.Random(seed)
    moves = 0
    started = time.perf_counter()
    for n in range(games):
        state = game.new_game(seats, game.INFO.defaults(), seed + n)
        while not game.is_over(state):
            seat = min(game.to_act(state))
            move = game.parse_move(rng.choice(offered_moves(game, state, seat, limit=1000)))
            state, _ = game.apply(state, seat, move)
            moves += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, moves


def seat_counts(game_id: str) -> list[int]:
    """The smallest and the largest seat count of a game (one entry if they are equal)."""
    info = registry.get(game_id).INFO
    return sorted({info.min_seats, info.max_seats})


def spread(values: list[float]) -> str:
    """``median (min-max)`` of per-repeat figures."""
    return (f"{statistics.median(values):6.2f} "
            f"({min(values):.2f}-{max(values):.2f})")


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=2000, help="moves per repeat (at least)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--rules-games", type=int, default=200, help="rules-only games")
    parser.add_argument("--game", choices=registry.game_ids(), action="append")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="wall: elapsed time; cpu: this process's CPU time")
    parser.add_argument("--locales", default=",".join(LOCALES),
                        help="picture languages, one per table in turn (default: %(default)s)")
    args = parser.parse_args()
    LOCALES[:] = args.locales.split(",")
    global clock
    clock = time.perf_counter if args.clock == "wall" else time.process_time

    rows = []
    for game_id in args.game or registry.game_ids():
        for seats in seat_counts(game_id):
            per_repeat: dict[str, dict[str, list[float]]] = {
                "p50": defaultdict(list), "p99": defaultdict(list)}
            count = 0
            for r in range(args.repeats):
                timings = asyncio.run(table_moves(game_id, seats, args.moves,
                                                  args.seed + 7919 * r))
                count += len(timings["total"])
                for name in PHASES:
                    if timings[name]:
                        per_repeat["p50"][name].append(pct(timings[name], 0.5))
                        per_repeat["p99"][name].append(pct(timings[name], 0.99))
            rows.append((game_id, seats, count, per_repeat))
            print(f"... {game_id} {seats} seats: {count} moves", file=sys.stderr)

    print(f"\nPer move, in ms of {args.clock} time: median over {args.repeats} repeats of "
          "each repeat's p50 / p99 (min-max over repeats).")
    print("/move = thread lookup + load + check + apply + save + public picture; "
          "picture = draw + PNG encode.\n")
    header = (f"{'game':<14}{'seats':>5}{'moves':>7}   {'/move p50':<20}{'/move p99':<20}"
              f"{'picture p50':<20}{'picture p99':<20}")
    print(header)
    print("-" * len(header))
    for game_id, seats, count, rep in rows:
        print(f"{game_id:<14}{seats:>5}{count:>7}   {spread(rep['p50']['total']):<20}"
              f"{spread(rep['p99']['total']):<20}{spread(rep['p50']['picture']):<20}"
              f"{spread(rep['p99']['picture']):<20}")
    shown = [n for n in PHASES[:-1] if rows and rows[0][3]["p50"].get(n)]
    print("\nPhases, median p50 / p99 in ms:")
    print(f"{'game':<14}{'seats':>5}   " + "".join(f"{n:<16}" for n in shown))
    for game_id, seats, _, rep in rows:
        cells = "".join(
            f"{statistics.median(rep['p50'][n]):5.2f} / {statistics.median(rep['p99'][n]):5.2f}   "
            for n in shown)
        print(f"{game_id:<14}{seats:>5}   {cells}")

    cache = getattr(getattr(render, "common", None), "label_cache_info", None)
    if cache is not None:
        print(f"\nText-label cache after the run: {cache()}")

    if args.rules_games:
        print("\nRules only (random full games at the smallest seat count):")
        for game_id in args.game or registry.game_ids():
            rate, moves = rules_games(game_id, args.rules_games, args.seed)
            print(f"  {game_id:<14}{rate:8.0f} games/s  ({moves / args.rules_games:.0f} moves "
                  "per game)")


if __name__ == "__main__":
    main()
