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


@pytest.mark.parametrize("game, players", [("halali", 2), ("fairy_lights", 6),
                                           ("wispwood", 4)])
async def test_a_move_costs_one_read_one_transaction_and_one_record(tables, game, players):
    world = World(tables)
    cog = GameCog(MagicMock())
    thread_id, _ = await open_table(cog, world, game, tuple(range(1, players + 1)))
    db = tables.store.db
    rng = random.Random(7)
    for _ in range(6):
        table = await tables.in_thread(thread_id)
        if table.row.status != "running":
            break
        seat = sorted(table.to_act())[0]
        move = rng.choice(offered_moves(table.game, table.state, seat, limit=1000))
        inter = world.interaction(table.user_of(seat), channel_id=thread_id)
        db.trace = []
        await cog.move.callback(cog, inter, notation=move)
        trace, db.trace = db.trace, None
        played(world)
        begins = [s for s in trace if s.startswith("BEGIN")]
        assert len(begins) == 1, trace  # one transaction for the action
        *action, record = [s for s in trace if not s.startswith(CONTROL)]
        # the announcement record is one statement of its own, after the action's commit
        assert record.startswith("UPDATE tables SET announced_version"), trace
        assert trace.index(record) > max(i for i, s in enumerate(trace) if s == "COMMIT")
        assert len(action) <= ACTION_BOUND, "\n".join(action)
        assert db.statements >= len(trace)
