"""A ``/move`` costs a bounded number of SQL statements: the table read once (with its seats),
one transaction for the action, and the one record written after Discord took the post.
Counted from SQLite's own trace (``SqliteBackend.statements``), so the bound is exact."""

from __future__ import annotations

import random
from unittest.mock import MagicMock

import pytest

from cogs.games import GameCog
from tables import offered_moves
from tests.cogs.fakes import World
from tests.cogs.test_cogs_flow import open_table, played

#: statements of one action, its reads included (BEGIN and COMMIT not counted)
ACTION_BOUND = 8
CONTROL = ("BEGIN", "COMMIT", "ROLLBACK")


@pytest.mark.parametrize("game, players, options, moves", [
    ("halali", 2, {}, 6), ("fairy_lights", 6, {}, 6), ("wispwood", 4, {}, 6),
    # a simultaneous phase: its turn's post is edited in place move after move, from the
    # turn's moves the outbox keeps (never read back from the move log)
    ("living_forest", 4, {"kodama": "true"}, 24)])
async def test_a_move_costs_one_read_one_transaction_and_one_record(tables, game, players,
                                                                    options, moves):
    world = World(tables)
    cog = GameCog(MagicMock())
    thread_id, _ = await open_table(cog, world, game, tuple(range(1, players + 1)), **options)
    db = tables.store.db
    rng = random.Random(7)
    edits = kept = 0
    for _ in range(moves):
        table = await tables.in_thread(thread_id)
        if table.row.status != "running":
            break
        seat = sorted(table.to_act())[0]
        move = rng.choice(offered_moves(table.game, table.state, seat, limit=1000))
        inter = world.interaction(table.user_of(seat), channel_id=thread_id)
        db.trace = []
        await cog.move.callback(cog, inter, notation=move)
        trace, db.trace = db.trace, None
        if game != "living_forest":  # its private draws are answered with a panel instead
            played(world)
        edits += any(s.kind == "edit" and s.content for s in world.log)
        known = world.client.outbox._known[table.id]
        if known.log is not None:
            # the turn's moves kept in memory are exactly what the log holds
            logged = await tables.store.moves_since(table.id, known.since)
            assert known.log == tuple((m.seat, m.notation, m.events) for m in logged)
            kept += len(logged) > 1
        world.log.clear()
        begins = [s for s in trace if s.startswith("BEGIN")]
        assert len(begins) == 1, trace  # one transaction for the action
        # the "everyone else is done" claim is a notice's own record, once per phase
        *action, record = [s for s in trace if not s.startswith(CONTROL)
                           and not s.startswith("INSERT INTO last_calls")]
        # the announcement record is one statement of its own, after the action's commit
        assert record.startswith("UPDATE tables SET announced_version"), trace
        assert trace.index(record) > max(i for i, s in enumerate(trace) if s == "COMMIT")
        assert len(action) <= ACTION_BOUND, "\n".join(action)
        assert db.statements >= len(trace)
    if game == "living_forest":
        assert edits and kept, "no turn's post was edited: the case this game is here for"
