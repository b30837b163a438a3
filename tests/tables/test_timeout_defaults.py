"""The specs' timeout defaults: what a seat whose deadline runs out plays, game by game.

Read from /work/shared/rules/*.md: Wispwood §5.4 (RULING 32: between rounds, a seat that
does not choose stays, ``cat stay``) and Living Forest §7.1 (R-22: ``stop``/``draw`` in the
animal phase, ``pass`` or the pending answer in the action turn). Halali! says clocks are no
rule (§7), Fairy Lights and Le Temps des Forêts state no default: those three ask the other
players instead (more time, hand over, claim).
"""

from __future__ import annotations

import pytest

from rules import registry
from rules.protocol import Game
from storage import Store
from tables import Tables
from tables.slowplay import SlowPlay
from tests.databases import database
from tests.tables.helpers import ANN, BOB, T0, D, H
from tests.tables.test_slowplay import Notes, tick_at

#: the games whose spec states a timeout default
WITH_DEFAULT = {"wispwood", "living_forest"}


@pytest.fixture
async def world(tmp_path, clock):
    store = await Store.open(database(tmp_path))
    tables = Tables(store, now=clock)
    notes = Notes(tables)
    yield tables, SlowPlay(tables, notes), notes
    await store.close()


async def wispwood_between_rounds(tables, clock_kind="brisk"):
    """A two-player Wispwood table played by its automatic policy up to the cat choice
    after round 1."""
    out = await tables.create(game_id="wispwood", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, clock=clock_kind)
    await tables.join(out.table.id, BOB, "bob")
    table = await tables.start(out.table.id, ANN)
    for _ in range(200):
        if table.state.phase == "cat":
            return table
        seat = min(table.to_act())
        move = table.game.auto_move(table.state, seat)
        table = (await tables.move(table.id, table.user_of(seat), str(move))).table
    raise AssertionError("round 1 never ended")


def test_only_the_games_whose_spec_states_a_default_declare_one():
    default = Game.__dataclass_fields__["timeout_move"].default
    declared = {g for g in registry.game_ids() if registry.get(g).timeout_move is not default}
    assert declared == WITH_DEFAULT


async def test_wispwood_between_rounds_the_default_is_to_stay(world):
    tables, _, _ = world
    table = await wispwood_between_rounds(tables)
    game = table.game
    for seat in table.to_act():
        move = game.timeout_move(table.state, seat)
        assert str(move) == "cat stay"
        assert game.resolve(table.state, seat, move) == move
    # an ordinary turn has no default: the others are asked
    table = await tables.create(game_id="wispwood", guild_id=5, channel_id=10, user_id=ANN,
                                name="ann", options={})
    await tables.join(table.table.id, BOB, "bob")
    started = await tables.start(table.table.id, ANN)
    (seat,) = started.to_act()
    assert game.timeout_move(started.state, seat) is None


async def test_a_wispwood_seat_that_lets_its_deadline_pass_stays(world, clock):
    tables, slow, notes = world
    table = await wispwood_between_rounds(tables)
    waiting = table.to_act()
    assert waiting == {0, 1}
    await tick_at(slow, clock, T0 + 4 * H + D)
    table = await tables.load(table.id)
    # both seats stayed by default: the round went on, and nobody was asked for them
    assert table.state.phase == "turn" and table.state.round == 2
    assert notes.kinds("offer") == []
    _, moves = await tables.history(table.id)
    stays = [m for m in moves if m.notation == "cat stay"]
    assert sorted(m.seat for m in stays) == [0, 1]
    assert all([e["code"] for e in m.events][-1] == "timeout" for m in stays)
