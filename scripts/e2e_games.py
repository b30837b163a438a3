"""Every game end to end on a PostgreSQL database, with the fake Discord (fakecord): the
real bot process (``bot.py``, ``GROVE_DB`` = the URL given) plays /game new, Join, Start and
then /move with a move autocomplete offers, as the players would, until each table is over;
prints per game the moves, the version and announced version, the results rows and the
thread's posts, and the bot log's tracebacks and errors. Not a test (it needs fakecord,
outside this repository, and a server); a script to try the bot whole.

    python scripts/e2e_games.py postgresql://... [REPO] [game,game,...]

``GROVE_FAKECORD`` is the folder holding ``fakecord/`` (default: ``../shared`` beside REPO).
Use a fresh database: the command sync is awaited, and happens only on a first start.
"""
import asyncio
import os
import random
import sys
import time
from pathlib import Path

import asyncpg

URL = sys.argv[1]
TREE = sys.argv[2] if len(sys.argv) > 2 else str(Path(__file__).resolve().parents[1])
sys.path.insert(0, os.environ.get("GROVE_FAKECORD", str(Path(TREE).parent / "shared")))
from fakecord import FakeDiscord  # noqa: E402

GAMES = [("temps_des_forets", ["alice"]), ("halali", ["alice", "bob"]),
         ("fairy_lights", ["alice", "bob", "carol"]), ("wispwood", ["alice", "bob"]),
         ("living_forest", ["alice", "bob"])]
SKIP = ("resign", "undo")
if len(sys.argv) > 3:
    GAMES = [g for g in GAMES if g[0] in sys.argv[3].split(",")]


def db(sql, *args):
    """Rows of one query on the bot's database (read beside the bot)."""
    async def run():
        conn = await asyncpg.connect(URL)
        try:
            return await conn.fetch(sql, *args)
        finally:
            await conn.close()
    return asyncio.run(run())


def button(message, action):
    return next(c for c in message.custom_ids() if f":{action}:" in c)


def play(fd, game, users, rng):
    """One table of ``game`` from /game new to its end; its figures."""
    before = {r["id"] for r in db("SELECT id FROM tables")}
    ix = fd.send_command("game new", {"game": game}, user=users[0], channel="general")
    lobby = ix.message()
    if len(users) > 1:
        for user in users[1:]:
            fd.click(button(lobby, "join"), lobby, user=user).settle(0.5)
        fd.click(button(lobby, "start"), lobby, user=users[0]).settle(1.0)
    else:
        ix.settle(1.0)
    (table_id,) = [r["id"] for r in db("SELECT id FROM tables") if r["id"] not in before]

    def row():
        return db("SELECT status, thread_id, version, announced_version FROM tables "
                  "WHERE id = $1", table_id)[0]

    fd.wait_for(lambda: row()["thread_id"] or None, 15, "thread")
    thread = next(t for t in fd.threads() if int(t["id"]) == row()["thread_id"])
    sent = stuck = 0
    while row()["status"] == "running" and sent < 1500 and stuck <= 20:
        order = rng.sample(users, len(users))
        acted = False
        for user in order:
            offered = fd.autocomplete("move", "notation", "", user=user, channel=thread["name"])
            values = [c["value"] if isinstance(c, dict) else getattr(c, "value", c)
                      for c in offered]
            values = [v for v in values if v and not str(v).startswith(SKIP)]
            if values:
                fd.send_command("move", {"notation": rng.choice(values)}, user=user,
                                channel=thread["name"]).settle(0.05)
                sent += 1
                acted = True
                break
        stuck = 0 if acted else stuck + 1
        if not acted:
            time.sleep(0.3)
    fd.wait_for(lambda: row()["announced_version"] >= row()["version"] or None, 20,
                "every version announced")
    final = row()
    results = db("SELECT count(*) AS n FROM results WHERE table_id = $1", table_id)[0]["n"]
    logged = db("SELECT count(*) AS n FROM moves WHERE table_id = $1", table_id)[0]["n"]
    posts = [m for m in fd.messages(channel=thread["id"]) if not m.ephemeral]
    return (game, len(users), table_id, final["status"], sent, logged, final["version"],
            final["announced_version"], results, len(posts))


def main():
    rng = random.Random(7)
    with FakeDiscord(ack_deadline=3.0, keep_log=True) as fd:
        start = time.time()
        fd.start_bot([sys.executable, "bot.py"], env={"DISCORD_TOKEN": "x", "GROVE_DB": URL},
                     cwd=TREE)
        print(f"bot up in {time.time() - start:.1f}s")
        summary = []
        for game, users in GAMES:
            summary.append(play(fd, game, users, rng))
            print(summary[-1], flush=True)
        print("REFUSED", fd.refused, "UNKNOWN", fd.unknown_requests)
        log = open(fd.log_path).read()
        print("TRACEBACKS", log.count("Traceback"), "ERRORS", log.count(" ERROR "))
        print("game, seats, table, status, /move sent, moves logged, version, announced, "
              "results rows, thread posts")
        for line in summary:
            print(line)


if __name__ == "__main__":
    main()
