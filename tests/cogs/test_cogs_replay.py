"""``/game replay`` through the real callback: a public GIF on the deferred reply, progress
edits on long games, the upload limit kept by shrinking, private in a closed thread, and a
daily deal's replay withheld while its day runs."""

from __future__ import annotations

import io
from datetime import timedelta
from unittest.mock import MagicMock

import pytest
from PIL import Image

from cogs import replay
from render import replay as frames
from tables import pool
from tables.replay import steps
from tests.cogs.said import said

ANN = 1
GAME = "temps_des_forets"


@pytest.fixture
def inline_pool(monkeypatch):
    """Pool work run in this process (the pool itself is tested once, below)."""
    async def run(fn, *args):
        return fn(*args)
    monkeypatch.setattr(pool, "run", run)


async def finished_solo(cog, world, **options) -> int:
    """A solo game played to its end by its automatic policy; its thread id."""
    before = set(world.threads)
    await cog.new_command.callback(world.interaction(ANN), game=GAME, **options)
    (thread_id,) = set(world.threads) - before
    for _ in range(60):
        table = await world.client.tables.in_thread(thread_id)
        if table.row.status != "running":
            break
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation=str(table.game.auto_move(table.state, 0)))
    assert table.row.status == "over"
    return thread_id


async def ask(cog, world, thread_id, limit=10 * 1024 * 1024, user=ANN):
    inter = world.interaction(user, channel_id=thread_id)
    inter.filesize_limit = limit
    deferred = []
    real = inter.response.defer

    async def defer(**kwargs):
        deferred.append(kwargs)
        await real(**kwargs)
    inter.response.defer = defer
    start = len(world.log)
    await cog.replay.callback(cog, inter)
    return world.log[start:], deferred


async def plan_of(world, thread_id):
    table = await world.client.tables.in_thread(thread_id)
    table, moves = await world.client.tables.history(table.id)
    return steps(table.game, len(table.seats), table.row.options, table.row.seed, moves)


async def test_a_finished_game_gets_a_public_gif_with_a_frame_per_turn(cog, world,
                                                                       monkeypatch):
    thread_id = await finished_solo(cog, world)
    world.threads[thread_id].locked = False
    monkeypatch.setattr(replay, "PROGRESS_EVERY", 0.0)  # every chunk reports
    monkeypatch.setattr(replay, "CHUNK", 2)
    said_now, deferred = await ask(cog, world, thread_id)  # the real process pool
    assert deferred == [{"ephemeral": False, "thinking": True}]
    progress = [s for s in said_now if s.kind == "edit" and s.content
                and said(s.content, "replay.progress")]
    assert progress, "a drawn chunk shows how far the drawing got"
    final = said_now[-1]
    assert not final.ephemeral and said(final.content, "replay.posted")
    (file,) = final.files
    assert file.filename.endswith(".gif")
    data = file.fp.read()
    plan = await plan_of(world, thread_id)
    assert frames.frame_count(data) == len(plan) > 3
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "GIF" and image.info.get("loop") == 0
    pool.shutdown()


async def test_the_upload_limit_is_kept_by_shrinking(cog, world, inline_pool):
    thread_id = await finished_solo(cog, world)
    said_now, _ = await ask(cog, world, thread_id)
    full = said_now[-1].files[0].fp.read()
    plan = await plan_of(world, thread_id)
    assert frames.frame_count(full) == len(plan)
    limit = replay.LIMIT_MARGIN + len(full) // 3
    said_now, _ = await ask(cog, world, thread_id, limit=limit)
    final = said_now[-1]
    small = final.files[0].fp.read()
    assert len(small) <= limit - replay.LIMIT_MARGIN
    count = frames.frame_count(small)
    assert 2 <= count < len(plan), "fewer frames, first and last kept"
    assert said(final.content, "replay.posted", count=count)
    assert said(final.content, "replay.thinned")


async def test_an_archived_thread_gets_the_replay_privately(cog, world, inline_pool):
    thread_id = await finished_solo(cog, world)
    world.threads[thread_id].archived = True
    said_now, deferred = await ask(cog, world, thread_id)
    assert deferred == [{"ephemeral": True, "thinking": True}]
    assert said(said_now[-1].content, "replay.posted")
    assert not [s for s in said_now if s.kind == "thread"], "nothing posted in the thread"


async def test_a_locked_thread_gets_the_replay_privately(cog, world, inline_pool):
    thread_id = await finished_solo(cog, world)
    world.threads[thread_id].archived, world.threads[thread_id].locked = False, True
    _, deferred = await ask(cog, world, thread_id)
    assert deferred == [{"ephemeral": True, "thinking": True}]


async def test_a_daily_deal_is_withheld_while_its_day_runs(cog, world, inline_pool):
    thread_id = await finished_solo(cog, world, daily="true")
    said_now, deferred = await ask(cog, world, thread_id)
    (refusal,) = said_now
    assert refusal.ephemeral and deferred == []
    assert said(refusal.content, "common.REPLAY_DAILY_RUNNING")
    tables = world.client.tables
    today = tables.now()
    tables.now = lambda: today + timedelta(days=1)
    said_now, _ = await ask(cog, world, thread_id)
    assert said(said_now[-1].content, "replay.posted") and said_now[-1].files


async def test_a_table_not_started_has_no_replay(cog, world):
    await cog.new_command.callback(world.interaction(ANN), game="halali")
    said_now, deferred = await ask(cog, world, world.channel.id)
    assert deferred == [] and said_now[-1].ephemeral


def test_the_pool_size_comes_from_the_setting():
    assert pool.workers_from({}) == 1
    assert pool.workers_from({"GROVE_WORKERS": " 3 "}) == 3
    for bad in ("0", "x", "-1", "99"):
        with pytest.raises(pool.PoolConfigError):
            pool.workers_from({"GROVE_WORKERS": bad})


def test_upload_limit_and_timing():
    inter = MagicMock(spec=["filesize_limit", "guild"])
    inter.filesize_limit = 25 * 1024 * 1024
    assert replay.upload_limit(inter) == 25 * 1024 * 1024
    inter.filesize_limit = None
    inter.guild = MagicMock(filesize_limit=50 * 1024 * 1024)
    assert replay.upload_limit(inter) == 50 * 1024 * 1024
    inter.guild = None
    assert replay.upload_limit(inter) == replay.DEFAULT_LIMIT
    long = replay.delays(800)
    assert long[0] > long[1] >= replay.MIN_DELAY and long[-1] == replay.LAST_DELAY
    last = replay.shapes(100)[-1]
    assert frames.kept(100, last.stride) == [0, 99]
