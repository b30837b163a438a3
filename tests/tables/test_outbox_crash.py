"""Crash safety of the outbox: a bot process SIGKILLed at random points of starts and moves
(including between Discord's accept of a post and the record of it) leaves nothing
unannounced and nothing announced twice once a new process has run its start-up sweep."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from pathlib import Path

import pytest

from storage import Store
from tables import Tables
from tables.outbox import Outbox
from tests.databases import database

from .fake_poster import FakePoster, check_announced_once

CHILD = Path(__file__).with_name("outbox_crash_child.py")
ROUNDS = 10


@pytest.mark.slow
async def test_killed_at_random_every_version_is_announced_exactly_once(tmp_path):
    rng = random.Random()
    db, discord_file = database(tmp_path), tmp_path / "discord.jsonl"
    deaths = 0
    for _ in range(ROUNDS):
        proc = subprocess.Popen(
            [sys.executable, str(CHILD), db, str(discord_file), str(rng.randrange(1 << 30))],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            line = await asyncio.to_thread(proc.stdout.readline)
            if line.strip() == b"ready":
                # Kill from outside at a random moment, unless the fake Discord killed it first.
                await asyncio.sleep(rng.uniform(0.05, 0.5))
            assert proc.poll() in (None, -9), proc.communicate()[1].decode()[-2000:]
        finally:
            deaths += proc.poll() == -9  # died at a step of its own
            proc.kill()
            proc.communicate()
    # The restart: a new process's start-up sweep, against the same database and Discord.
    store = await Store.open(db)
    try:
        tables = Tables(store)
        poster = FakePoster(discord_file)
        await Outbox(tables, poster).sweep()
        assert await store.unannounced() == []
        started = 0
        rows = await store._fetchall("SELECT id FROM tables ORDER BY id")
        for (table_id,) in rows:
            table = await tables.load(table_id)
            if table.row.status == "lobby":  # killed before its start was saved
                # A later start-up sweep posts a lobby's lost message: once, and only that.
                assert [p.kind for p in poster.posts_of(table_id)] in ([], ["lobby"])
                continue
            started += 1
            assert len(poster.threads_of(table_id)) == 1, f"table {table_id}: threads"
            assert table.row.thread_id == poster.threads_of(table_id)[0]
            check_announced_once(poster, table, len(await store.moves(table_id)))
        assert started >= 3, "the child made too little progress to test anything"
    finally:
        await store.close()
