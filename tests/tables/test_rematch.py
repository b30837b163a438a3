"""Rematch is one unit of work: a crash at any step of starting the new table leaves either
nothing of it or all of it, and the next press (after a restart) ends with exactly one new
running table, recorded as the old one's rematch."""

from __future__ import annotations

import json

import pytest

from storage import Store
from tables import Tables
from tables import rematch as rematches
from tests.databases import database

from .helpers import ANN, BOB, raw

#: the store writes a rematch of a two-player game makes, in order
STEPS = ("create_table", "add_seat", "start_table", "set_meta")


class Died(BaseException):
    """The process dies right after this step returned (nothing later runs)."""


def dying_after(store: Store, monkeypatch, step: str) -> None:
    real = getattr(store, step)

    async def then_die(*args, **kwargs):
        await real(*args, **kwargs)
        raise Died(step)

    monkeypatch.setattr(store, step, then_die)


async def finished(tables: Tables) -> int:
    out = await tables.create(game_id="fairy_lights", guild_id=5, channel_id=10, user_id=ANN,
                              name="Ann", options={})
    await tables.join(out.table.id, BOB, "Bob")
    table = await tables.start(out.table.id, ANN)
    while table.row.status == "running":
        (seat,) = table.to_act()
        move = str(table.game.auto_move(table.state, seat))
        table = (await tables.move(table.id, table.user_of(seat), move)).table
    await rematches.open_window(tables, table.id, tables.now())
    return table.id


@pytest.mark.parametrize("step", STEPS)
async def test_a_crash_at_any_step_of_a_rematch_leaves_one_new_linked_table(tmp_path, step,
                                                                             monkeypatch):
    path = database(tmp_path)
    store = await Store.open(path)
    tables = Tables(store)
    old = await finished(tables)
    first = await rematches.vote(tables, old, ANN)
    assert first.started is None
    dying_after(store, monkeypatch, step)
    with pytest.raises(Died):
        await rematches.vote(tables, old, BOB)
    await store.close()  # the process is gone

    store = await Store.open(path)  # restart
    try:
        tables = Tables(store)
        vote = await rematches.vote(tables, old, BOB)
        assert vote.started is not None and vote.started.row.status == "running"
        new = [r[0] for r in raw(path, "SELECT id FROM tables WHERE id != ?", old)]
        assert new == [vote.started.id]
        assert [s.user_id for s in vote.started.seats] == [BOB, ANN]
        data = json.loads(await store.get_meta(f"rematch:{old}"))
        assert data["next"] == vote.started.id
        # the cog still owes the old thread its link, and says so once
        assert vote.unlinked
        await rematches.linked(tables, old)
        again = await rematches.vote(tables, old, ANN)
        assert again.started.id == vote.started.id and not again.fresh and not again.unlinked
    finally:
        await store.close()
