"""A player alone at a table (issue 18): no ping for their own moves, the daily deal's end,
and what their results count for. Real callbacks, buttons and a real temporary database."""

from __future__ import annotations

from unittest.mock import MagicMock

import pytest

from cogs.games import GameCog
from tests.cogs.fakes import World, click, custom_ids

ANN, BOB, EVE = 1, 2, 99
TDF = "temps_des_forets"


@pytest.fixture
def world(tables):
    return World(tables)


@pytest.fixture
def cog():
    return GameCog(MagicMock())


async def current(world, thread_id):
    return await world.client.tables.in_thread(thread_id)


def pinged(said, user_id):
    """Whether a message notifies ``user_id`` (a mention its allowed mentions let through)."""
    allowed = said.kwargs.get("allowed_mentions")
    if allowed is None or f"<@{user_id}>" not in (said.content or ""):
        return False
    users = allowed.users
    return users is True or any(getattr(u, "id", None) == user_id for u in users or [])


async def new_solo(cog, world, game, user=ANN, **options):
    before = set(world.threads)
    await cog.new_command.callback(world.interaction(user), game=game, **options)
    if set(world.threads) == before:  # a game of 1-4 seats: its creator starts it alone
        start = next(i for i in custom_ids(world.log[-1].view) if ":start:" in i)
        await click(world, user, start)
    (thread_id,) = set(world.threads) - before
    return thread_id


async def play_out(cog, world, thread_id, user=ANN, limit=400, moves=None):
    """The automatic player's moves typed with /move until the end (or ``moves`` of them)."""
    for n in range(limit):
        table = await current(world, thread_id)
        if table.row.status != "running" or (moves is not None and n >= moves):
            return table
        seat = table.seat_of(user)
        move = table.game.auto_move(table.state, seat)
        await cog.move.callback(cog, world.interaction(user, channel_id=thread_id),
                                notation=str(move))
    return await current(world, thread_id)


# -- (c) no ping for one's own moves -------------------------------------------------------

@pytest.mark.parametrize(("game", "options"), [(TDF, {}), ("wispwood", {})])
async def test_a_solo_game_never_pings_its_player_for_their_own_moves(cog, world, game,
                                                                      options):
    thread_id = await new_solo(cog, world, game, **options)
    table = await play_out(cog, world, thread_id)
    assert table.row.status == "over"
    public = [s for s in world.log if not s.ephemeral and s.content]
    assert len(public) > 5
    assert not [s.content for s in public if pinged(s, ANN)]
    # the result still names the player, and says how it ended
    assert public[-1].content.startswith(f"<@{ANN}>")


async def test_two_players_are_still_pinged_when_the_turn_passes(cog, world):
    await cog.new_command.callback(world.interaction(ANN), game="wispwood")
    ids = custom_ids(world.log[-1].view)
    await click(world, BOB, next(i for i in ids if ":join:" in i))
    await click(world, ANN, next(i for i in ids if ":start:" in i))
    (thread_id,) = world.threads
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    mover = table.user_of(seat)
    other = ANN if mover == BOB else BOB
    before = len(world.log)
    await play_out(cog, world, thread_id, user=mover, moves=1)
    assert any(pinged(s, other) for s in world.log[before:] if not s.ephemeral)
