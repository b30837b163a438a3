"""Load and kill: sharded processes' tables layers on one database (issue 21 item 4).

N child processes each run the tables layer of one bot process for its range of 8 shards
(``Tables``, ``Outbox``, its shards claimed with ``Store.claim_shards``; no Discord: the
file-backed fake of tests/tables/fake_poster.py, one file per shard range, stands for the
Discord those shards talk to, and outlives a SIGKILL, so a restarted process finds the posts
by their markers as the bot would). Each child plays moves on its own servers' tables as
fast as the machine allows, up to ``--rate`` moves a second in all, and announces each
through the outbox; every ``--kill-every`` seconds (randomised) one child is SIGKILLed at a
random moment and restarted for the same shards. At the end the children are stopped, one
last process per shard range runs its start-up sweep, and the parent checks the database
against the children's journals and the fake Discords:

* moves applied: rows in the move log written during the run;
* lost: moves a child was told were saved (its journal's ``ack``) missing from the log;
* double-applied: two log rows for one table version, or a log row no child ever asked for;
* unannounced: tables whose saved version was never posted (``version > announced``);
* announced twice: a version covered by two posts, or a gap (``check_announced_once``).

Move latency is a child's wall time from its request to the post (``p50``/``p99``), and its
CPU time per move (``time.process_time``: the child's threads, the database's included).
The rate reached is moves applied / seconds run.

SQLite serves one process (its file lock), so ``--processes 1`` there; the real target is
PostgreSQL: ``GROVE_DB=postgresql://...`` with several. Modest defaults::

    nice -n 10 python bench/shards_load.py                       # SQLite, 1 process, 60 s
    GROVE_DB=postgresql://... nice -n 10 python bench/shards_load.py --processes 2

The full run of the issue (4 processes, 10,000 tables, 10 minutes)::

    GROVE_DB=postgresql://... nice -n 10 python bench/shards_load.py \\
        --processes 4 --tables 10000 --duration 600

Prints figures; asserts nothing (the test suite proves the rules; this measures them under
load and faults).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from storage import Store, lock_database  # noqa: E402
from tables import Tables  # noqa: E402
from tables.outbox import Outbox  # noqa: E402
from tables.shards import parse_shards  # noqa: E402
from tests.tables.fake_poster import FakePoster, check_announced_once  # noqa: E402

SHARDS = 8
GAME = "fairy_lights"
PLAYERS = (101, 102)
#: server ids: a snowflake's time part decides the shard, as Discord's do
SNOWFLAKE_TIME = 1_100_000_000_000


def guild(n: int) -> int:
    """The ``n``-th made-up server id; consecutive ones fall in consecutive shards."""
    return ((SNOWFLAKE_TIME + n) << 22) | (n * 7919 % (1 << 22))


def is_server(db: str) -> bool:
    """Whether ``db`` names a database server (several processes allowed)."""
    return db.startswith(("postgresql://", "postgres://"))


def ranges(processes: int) -> list[str]:
    """``GROVE_SHARDS`` values splitting the 8 shards between ``processes``."""
    per, extra = divmod(SHARDS, processes)
    out, first = [], 0
    for i in range(processes):
        last = first + per + (i < extra) - 1
        out.append(f"{first}-{last}/{SHARDS}")
        first = last + 1
    return out


# -- the child: one process's tables layer -------------------------------------------------


async def child(db: str, shard_text: str, workdir: Path, rate: float, seed: int,
                players: int, first_table: int) -> None:
    """Play and announce moves on the owned tables until killed (or SIGTERM: stop)."""
    shards = parse_shards(shard_text)
    lock = None if is_server(db) else lock_database(db)
    store = await Store.open(db)
    await store.claim_shards(sorted(shards.ids), shards.count)
    tables = Tables(store)
    tag = shard_text.replace("/", "of")
    poster = FakePoster(workdir / f"discord-{tag}.jsonl")
    outbox = Outbox(tables, poster, shards=shards)
    journal = open(workdir / f"journal-{tag}.jsonl", "a", buffering=1)  # noqa: SIM115
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await outbox.sweep()  # the start-up sweep: what a killed predecessor left unposted
    # This run's tables only: a database used before keeps its tables (and their Discord
    # is another run's files).
    rows = await store.db.fetchall(
        "SELECT id, guild_id FROM tables WHERE status = 'running' AND id >= ? ORDER BY id",
        (first_table,))
    mine = [int(r["id"]) for r in rows if shards.owns_guild(r["guild_id"])]
    rng = random.Random(seed)
    print("ready", flush=True)
    gap = 1.0 / rate if rate > 0 else 0.0
    pace = {"next": time.monotonic()}
    busy: set[int] = set()

    async def player() -> None:
        # One player at a time per table here, as Discord's clicks would mostly be; a race
        # between two processes' players cannot happen (a table is one process's).
        while mine and not stop.is_set():
            free = [t for t in mine if t not in busy]
            if not free:
                await asyncio.sleep(0.01)
                continue
            table_id = rng.choice(free)
            busy.add(table_id)
            try:
                await play(table_id)
            finally:
                busy.discard(table_id)
            pace["next"] += gap
            pause = pace["next"] - time.monotonic()
            if pause > 0:
                await asyncio.sleep(pause)
            else:
                pace["next"] = time.monotonic()  # behind: no burst to catch up
                await asyncio.sleep(0)

    async def play(table_id: int) -> None:
        table = await tables.load(table_id)
        if table.row.status != "running":
            if table_id in mine:
                mine.remove(table_id)
            return
        (seat,) = sorted(table.to_act())[:1]
        move = str(table.game.auto_move(table.state, seat))
        journal.write(json.dumps({"op": "ask", "table": table_id, "from": table.row.version,
                                  "move": move}) + "\n")
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            outcome = await tables.move(table_id, table.user_of(seat), move)
        except Exception as exc:  # noqa: BLE001 - a refusal is part of the load
            journal.write(json.dumps({"op": "refused", "table": table_id,
                                      "why": type(exc).__name__}) + "\n")
            return
        await outbox.announce(table_id, saved=outcome.table, events=outcome.events,
                              acted_before=outcome.acted_before,
                              moves=((outcome.seat, outcome.move),))
        # CPU per move is the process's over the move's span, shared by the players
        # running meanwhile: read it as an upper bound with --players above 1.
        journal.write(json.dumps({
            "op": "ack", "table": table_id, "version": outcome.table.row.version,
            "move": outcome.move, "wall": time.perf_counter() - wall,
            "cpu": time.process_time() - cpu}) + "\n")

    await asyncio.gather(*(player() for _ in range(players)))
    journal.close()
    await store.close()
    if lock is not None:
        lock.release()


async def final_sweep(db: str, shard_text: str, workdir: Path) -> None:
    """The restart after the run: each shard range's start-up sweep, once."""
    shards = parse_shards(shard_text)
    lock = None if is_server(db) else lock_database(db)
    store = await Store.open(db)
    try:
        await store.claim_shards(sorted(shards.ids), shards.count)
        tag = shard_text.replace("/", "of")
        await Outbox(Tables(store), FakePoster(workdir / f"discord-{tag}.jsonl"),
                     shards=shards).sweep()
    finally:
        await store.close()
        if lock is not None:
            lock.release()


# -- the parent ------------------------------------------------------------------------------


async def seed_tables(db: str, count: int, servers: int) -> tuple[float, int]:
    """``count`` started two-player tables over ``servers`` servers (8 shards); the seconds
    it took and the first table's id."""
    began = time.perf_counter()
    lock = None if is_server(db) else lock_database(db)
    store = await Store.open(db)
    try:
        await store.claim_shards(range(SHARDS), SHARDS, change_count=True)
        tables = Tables(store)
        first = 0
        for n in range(count):
            server = guild(n % servers)
            lobby = (await tables.create(game_id=GAME, guild_id=server, channel_id=server + 1,
                                         user_id=PLAYERS[0], name="Ann", options={})).table
            await tables.join(lobby.id, PLAYERS[1], "Bob")
            await tables.start(lobby.id, PLAYERS[0])
            first = first or lobby.id
    finally:
        await store.close()
        if lock is not None:
            lock.release()
    return time.perf_counter() - began, first


def start_child(args: argparse.Namespace, shard_text: str, workdir: Path,
                seed: int) -> subprocess.Popen:
    """A child process for one shard range; returns once it says it is ready."""
    proc = subprocess.Popen(
        [sys.executable, __file__, "--child", shard_text, "--workdir", str(workdir),
         "--rate", str(args.rate / args.processes), "--seed", str(seed),
         "--players", str(args.players), "--first-table", str(args.first_table)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "GROVE_DB": args.db})
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if line.strip() != b"ready":
        err = proc.communicate()[1].decode()[-2000:]
        raise SystemExit(f"child {shard_text} did not start: {err}")
    return proc


async def check(db: str, workdir: Path, started_at: str, first_table: int) -> dict[str, float]:
    """The figures, from the database, the journals and the fake Discords."""
    asks: set[tuple[int, int, str]] = set()
    acks: list[dict] = []
    for path in workdir.glob("journal-*.jsonl"):
        for line in path.read_text().splitlines():
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                continue  # the last line of a killed child may be cut
            if entry["op"] == "ask":
                asks.add((entry["table"], entry["from"] + 1, entry["move"]))
            elif entry["op"] == "ack":
                acks.append(entry)
    posters = {p.name: FakePoster(p) for p in workdir.glob("discord-*.jsonl")}
    store = await Store.open(db)
    try:
        moves = await store.db.fetchall(
            "SELECT table_id, version, notation FROM moves WHERE created_at >= ?",
            (started_at,))
        logged: dict[tuple[int, int], list[str]] = {}
        for r in moves:
            logged.setdefault((int(r["table_id"]), int(r["version"])), []).append(
                str(r["notation"]))
        lost = sum(1 for a in acks if a["move"] not in logged.get((a["table"], a["version"]),
                                                                   []))
        double = sum(len(v) - 1 for v in logged.values()) + sum(
            1 for (t, v), notations in logged.items() for n in notations
            if (t, v, n) not in asks)
        unannounced = len(await store.unannounced(limit=1_000_000, after=first_table - 1))
        twice = 0
        tables = Tables(store)
        touched = sorted({t for t, _ in logged})
        owner = {}
        for name, poster in posters.items():
            for sent in poster.sent:
                owner.setdefault(sent.table, []).append(name)
        for table_id in touched:
            table = await tables.load(table_id)
            names = set(owner.get(table_id, []))
            if len(names) != 1:
                twice += 1  # posted by two Discords (two processes), or never
                continue
            try:
                check_announced_once(posters[names.pop()], table,
                                     len(await store.moves(table_id)))
            except AssertionError:
                twice += 1
    finally:
        await store.close()
    walls = sorted(a["wall"] for a in acks) or [0.0]
    cpus = [a["cpu"] for a in acks] or [0.0]
    return {"applied": len(moves), "acked": len(acks), "lost": lost, "double": double,
            "unannounced": unannounced, "twice": twice,
            "p50": statistics.median(walls), "p99": walls[int(0.99 * (len(walls) - 1))],
            "cpu": statistics.mean(cpus)}


async def parent(args: argparse.Namespace) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="grove-shards-"))
    if not is_server(args.db) and args.processes != 1:
        raise SystemExit("SQLite serves one process: --processes 1 (or GROVE_DB=postgresql://)")
    if not is_server(args.db) and args.db == ":fresh:":
        args.db = str(workdir / "grove.db")
    print(f"database {args.db if not is_server(args.db) else 'postgresql'}; "
          f"{args.processes} process(es), {args.tables} tables on {args.servers} servers, "
          f"{SHARDS} shards, {args.players} players each, {args.duration:.0f} s, "
          f"rate cap {args.rate:.0f}/s, "
          f"a kill every ~{args.kill_every:.0f} s")
    seconds, args.first_table = await seed_tables(args.db, args.tables, args.servers)
    print(f"set up {args.tables} tables in {seconds:.1f} s")
    rng = random.Random(args.seed)
    texts = ranges(args.processes)
    store = await Store.open(args.db)
    rows = await store.db.fetchall("SELECT MAX(created_at) AS at FROM tables")
    started_at = str(rows[0]["at"])
    await store.close()
    procs = {text: start_child(args, text, workdir, rng.randrange(1 << 30)) for text in texts}
    began = time.monotonic()
    kills = 0
    next_kill = began + rng.uniform(0.5, 1.5) * args.kill_every
    while time.monotonic() - began < args.duration:
        await asyncio.sleep(min(0.2, max(0.0, next_kill - time.monotonic())))
        for text, proc in procs.items():
            if proc.poll() is not None:  # died of itself: say why, start it again
                print(f"child {text} ended ({proc.returncode}): "
                      f"{proc.communicate()[1].decode()[-500:]}")
                procs[text] = start_child(args, text, workdir, rng.randrange(1 << 30))
        if args.kill_every > 0 and time.monotonic() >= next_kill:
            text = rng.choice(texts)
            procs[text].send_signal(signal.SIGKILL)
            procs[text].wait()
            kills += 1
            procs[text] = start_child(args, text, workdir, rng.randrange(1 << 30))
            next_kill = time.monotonic() + rng.uniform(0.5, 1.5) * args.kill_every
    ran = time.monotonic() - began
    for proc in procs.values():
        proc.send_signal(signal.SIGTERM)
    for proc in procs.values():
        proc.wait()
    for text in texts:
        await final_sweep(args.db, text, workdir)
    figures = await check(args.db, workdir, started_at, args.first_table)
    print(f"ran {ran:.1f} s with {kills} SIGKILLs (each restarted at once)")
    print(f"rate reached      {figures['applied'] / ran:8.1f} moves/s")
    print(f"moves applied     {figures['applied']:8d}   (acknowledged {figures['acked']})")
    print(f"lost              {figures['lost']:8d}")
    print(f"double-applied    {figures['double']:8d}")
    print(f"unannounced       {figures['unannounced']:8d}")
    print(f"announced twice   {figures['twice']:8d}")
    print(f"move wall p50     {figures['p50'] * 1000:8.1f} ms   p99 {figures['p99'] * 1000:.1f} ms"
          "  (request to post, under load)")
    print(f"move CPU mean     {figures['cpu'] * 1000:8.1f} ms   (the child's process_time "
          "over a move's span; players overlap)")
    print(f"work files in {workdir}")


def main() -> None:
    """Parse the command line; run the parent, or a child (``--child RANGE``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=None,
                        help="bot processes (default: 2 on PostgreSQL, 1 on SQLite)")
    parser.add_argument("--tables", type=int, default=400)
    parser.add_argument("--servers", type=int, default=64)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load")
    parser.add_argument("--rate", type=float, default=100.0, help="moves/s cap in all")
    parser.add_argument("--kill-every", type=float, default=10.0,
                        help="seconds between SIGKILLs, on average (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4,
                        help="moves in flight at once in each process (players clicking)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--first-table", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--workdir", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.db = os.environ.get("GROVE_DB", "").strip() or ":fresh:"
    if args.child:
        asyncio.run(child(args.db, args.child, Path(args.workdir), args.rate, args.seed,
                          args.players, args.first_table))
        return
    if args.processes is None:
        args.processes = 2 if is_server(args.db) else 1
    asyncio.run(parent(args))


if __name__ == "__main__":
    main()
