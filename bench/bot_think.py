"""Bot levels in the bot process: think times per level, and human moves while bots think.

1. Think time: for every game of two players or more and every level, the CPU time of
   ``game.bot_move(state, seat, level)`` at the play-time budget (effort 1.0) over positions
   of seeded games (each played to a random depth by ``auto_move``), p50 / p95 / max. A
   game whose ``level_move`` hook has not landed yet plays ``auto_move`` at every level:
   its line says so.

2. Fairness: how many thinks of a busy server start before a quiet server's one think,
   through the fair queue and through one line for all servers.

3. Human moves while bots think: Halali! tables between two people, each move typed as
   ``/move`` through the cog's callback (tables, storage, outbox, poster, picture, against
   bench/fake_discord.py), timed per move (p50 / p95) three ways:

   - ``alone``: no automatic player anywhere;
   - ``pool``: meanwhile, other servers' tables against a Strong automatic player keep
     it thinking, through the fair queue in the shared process pool (``GROVE_WORKERS``
     workers, default 1), as the bot does;
   - ``inline``: the same load, but thought on the event loop (what the pool avoids).

   Where Halali!'s Strong level has not landed, a stand-in think burns ``--burn`` ms of CPU
   (then plays ``auto_move``), so the load is real CPU work in the pool's process.
   Figures: CPU time of this process per move (``time.process_time``: the pool's work is
   not in it; the event loop's part of the bots' saving and posting is), and the elapsed
   time per move (what a player waits; noisy on a shared machine).

Prints figures; asserts nothing.

    nice -n 10 python bench/bot_think.py [--positions 20] [--moves 60] [--bot-tables 4]
                                         [--burn 300] [--game halali]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.fake_discord import World  # noqa: E402
from cogs.games import GameCog  # noqa: E402
from rules import levels, registry  # noqa: E402
from storage import Store  # noqa: E402
from tables import Tables, offered_moves, pool  # noqa: E402
from tables.thinking import FairQueue, Thinker, inline, think  # noqa: E402

GAME = "halali"
#: human moves played before the timed ones, in each mode
WARM_UP = 6


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values, in milliseconds."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 if ordered else 0.0


# -- 1. think times ----------------------------------------------------------------------

def positions(game_id: str, count: int, seed: int) -> list[tuple[Any, int]]:
    """``count`` (state, seat to act) of seeded games, each cut at a random depth."""
    game = registry.get(game_id)
    rng = random.Random(seed)
    out = []
    seats = max(2, game.INFO.min_seats)
    n = 0
    while len(out) < count:
        state = game.new_game(seats, game.INFO.defaults(), seed + n)
        n += 1
        for _ in range(rng.randrange(0, 60)):
            if game.is_over(state):
                break
            seat = min(game.to_act(state))
            state, _ = game.apply(state, seat, game.resolve(state, seat,
                                                            game.auto_move(state, seat)))
        if not game.is_over(state):
            out.append((state, min(game.to_act(state))))
    return out


def think_times(count: int, games: list[str]) -> None:
    """Print the CPU time per move for every game and level."""
    print(f"think time per move, CPU, effort 1.0, {count} positions per game")
    print(f"{'game':<16}{'level':<8}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}  note")
    for game_id in games:
        game = registry.get(game_id)
        sample = positions(game_id, count, 11)
        for level in levels.LEVELS:
            spent = []
            for state, seat in sample:
                started = time.process_time()
                game.bot_move(state, seat, level)
                spent.append(time.process_time() - started)
            note = ("auto_move (this game's levels have not landed)"
                    if game.level_move is None and level != levels.NORMAL else "")
            print(f"{game_id:<16}{level:<8}{pct(spent, .5):>9.2f}{pct(spent, .95):>9.2f}"
                  f"{max(spent) * 1000:>9.2f}  {note}")


# -- 2. human moves while bots think -----------------------------------------------------

def burning_think(game_id: str, state: Any, seat: int, level: str, burn_ms: int) -> str:
    """A stand-in for a searching level: ``burn_ms`` of CPU, then the real think."""
    until = time.process_time() + burn_ms / 1000
    while time.process_time() < until:
        pass
    game = registry.get(game_id)
    return str(game.auto_move(game.from_json(state), seat))


def _stand_in(state: Any, seat: int, level: str, effort: float) -> Any:
    # Marks the level as searching, so it goes to the queue (whose fn is the stand-in).
    return registry.get(GAME).auto_move(state, seat)


async def human_moves(mode: str, moves: int, bot_tables: int, burn_ms: int,
                      seed: int) -> dict[str, list[float]]:
    """Time ``moves`` human ``/move``s on two-person tables while ``bot_tables`` tables of
    other servers play against a Strong automatic player (``mode``: alone, pool, inline)."""
    game = registry.get(GAME)
    real = game.level_move is not None
    fn: Any = think
    if not real:
        fn = lambda g, s, seat, lvl: burning_think(g, s, seat, lvl, burn_ms)  # noqa: E731
        if mode == "pool":
            fn = _Burn(burn_ms)
    run: Any = pool.run if mode == "pool" else inline
    out: dict[str, list[float]] = {"cpu": [], "wall": []}
    rng = random.Random(seed)
    stop = asyncio.Event()
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "bench.db"))
        tables = Tables(store, thinker=Thinker(run, pool.size(), fn=fn))
        world = World(tables)
        cog = GameCog(SimpleNamespace())  # type: ignore[arg-type]  # the bot is not used
        if not real:
            # the searching level goes to the queue, whose fn stands in for it
            object.__setattr__(game, "level_move", _stand_in)
        try:
            loads = [asyncio.ensure_future(_bot_table(tables, 1000 + n, stop, rng))
                     for n in range(bot_tables if mode != "alone" else 0)]
            played = 0
            while played < moves + WARM_UP:
                made = await tables.create(game_id=GAME, guild_id=world.guild_id,
                                           channel_id=world.channel.id, user_id=1,
                                           name="Chloé", options={})
                await tables.join(made.table.id, 2, "Łukasz")
                table = await tables.start(made.table.id, 1)
                await world.client.outbox.announce(table.id)
                table = await tables.load(table.id)
                while table.row.status == "running" and played < moves + WARM_UP:
                    seat = sorted(table.to_act())[0]
                    move = rng.choice(offered_moves(table.game, table.state, seat, limit=1000))
                    inter = world.interaction(table.user_of(seat),
                                              channel_id=table.row.thread_id)
                    cpu, wall = time.process_time(), time.perf_counter()
                    await cog.move.callback(cog, inter, notation=move)
                    if played >= WARM_UP:  # the first pictures load fonts, the pool spawns
                        out["cpu"].append(time.process_time() - cpu)
                        out["wall"].append(time.perf_counter() - wall)
                    table = await tables.load(table.id)
                    played += 1
                    # let the bots' tables have the loop between two human moves, as
                    # interactions arriving apart would
                    await asyncio.sleep(0.01)
            stop.set()
            for load in loads:
                await load
        finally:
            if not real:
                object.__setattr__(game, "level_move", None)
            await store.close()
    return out


class _Burn:
    """The stand-in think as a picklable callable (the pool's worker runs it)."""

    def __init__(self, burn_ms: int) -> None:
        self.burn_ms = burn_ms

    def __call__(self, game_id: str, state: Any, seat: int, level: str) -> str:
        return burning_think(game_id, state, seat, level, self.burn_ms)


async def _bot_table(tables: Tables, guild: int, stop: asyncio.Event,
                     rng: random.Random) -> None:
    """Tables of one server against a Strong automatic player, one after another, until
    ``stop``: the person plays at once, the automatic seat thinks."""
    while not stop.is_set():
        made = await tables.create(game_id=GAME, guild_id=guild, channel_id=guild,
                                   user_id=guild, name="P", options={}, bots=1,
                                   bot_level="strong")
        table = made.table
        while table.row.status == "running" and not stop.is_set():
            if any(table.seats[s].automatic for s in table.to_act()):
                await tables.auto_step(table.id)
            else:
                seat = sorted(table.to_act())[0]
                move = rng.choice(offered_moves(table.game, table.state, seat, limit=1000))
                await tables.move(table.id, table.user_of(seat), move)
            table = await tables.load(table.id)


async def waiting_turns(fair: bool, busy: int) -> int:
    """How many thinks of a busy server (``busy`` sent at once) start before the one think
    a quiet server sends just after: through the fair queue, or one line for all servers
    (``fair`` False: every job keyed to one server)."""
    async def run(fn: Any, *args: Any) -> Any:
        await asyncio.sleep(0.001)
        return fn(*args)

    queue = FairQueue(run, 1)
    jobs = [asyncio.ensure_future(queue.submit(1, str, "busy")) for _ in range(busy)]
    await asyncio.sleep(0)
    jobs.append(asyncio.ensure_future(queue.submit(2 if fair else 1, str, "quiet")))
    await asyncio.gather(*jobs)
    return queue.started.index(2) if fair else busy


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="positions per game")
    parser.add_argument("--moves", type=int, default=60, help="timed human moves per mode")
    parser.add_argument("--bot-tables", type=int, default=4,
                        help="servers with a table against Strong, thinking meanwhile")
    parser.add_argument("--burn", type=int, default=300,
                        help="ms of CPU per stand-in think where Strong has not landed")
    parser.add_argument("--game", choices=registry.game_ids(), action="append")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    games = args.game or [g.id for g in registry.all_games() if g.INFO.max_seats > 1]
    think_times(args.positions, games)
    print()
    for busy in (8, 50):
        print(f"a quiet server's think, behind a server with {busy} thinks waiting: starts "
              f"after {asyncio.run(waiting_turns(True, busy))} of them (fair queue), after "
              f"{asyncio.run(waiting_turns(False, busy))} (one line for all servers)")
    print()
    stand_in = registry.get(GAME).level_move is None
    print(f"human /move on {GAME} tables; "
          f"{args.bot_tables} other servers' tables against Strong; pool workers "
          f"{pool.size()}; " + (f"stand-in Strong think: {args.burn} ms CPU"
                               if stand_in else "Strong: the game's own level"))
    print(f"{'mode':<8}{'cpu p50':>9}{'cpu p95':>9}{'wall p50':>10}{'wall p95':>10}  (ms)")
    try:
        for mode in ("alone", "pool", "inline"):
            # inline, every move waits for thinks: fewer of them keep the run short
            moves = args.moves if mode != "inline" else max(10, args.moves // 4)
            out = asyncio.run(human_moves(mode, moves, args.bot_tables, args.burn, 5))
            print(f"{mode:<8}{pct(out['cpu'], .5):>9.1f}{pct(out['cpu'], .95):>9.1f}"
                  f"{pct(out['wall'], .5):>10.1f}{pct(out['wall'], .95):>10.1f}"
                  f"  ({len(out['cpu'])} moves)")
    finally:
        pool.shutdown()


if __name__ == "__main__":
    main()
