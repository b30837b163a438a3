"""The results card in Discord (issue 17, item 4): the result post carries two pictures, the
final position and then the card; ``/game board`` on a finished table shows the card too.
A registered game without a card of its own (Nim, tests/example_game) gets one from its
result."""

from __future__ import annotations

import io
from unittest.mock import MagicMock

import discord
from PIL import Image

import render
from cogs.games import GameCog
from render import common, results
from tests.cogs.test_cogs_example_game import nim  # noqa: F401 - the fixture
from tests.cogs.test_cogs_flow import ANN, BOB, current, open_table
from tests.cogs.test_cogs_table_posts import created_said, play_by_clicks, resign


def texts_of(data: bytes, card, table, locale: str) -> list[str]:
    """The texts drawn on the card ``data`` (checked to be that table's card: same bytes)."""
    with common.recording() as drawn:
        again = results.render(card, table.names, locale, table.usernames,
                               table.game.INFO.name)
    assert again == data
    return [d.text for d in drawn]


async def test_the_result_post_carries_the_final_position_then_the_results_card(cog, world):
    world.guild_locale = world.guild.preferred_locale = discord.Locale.german
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    await resign(cog, world, BOB, thread_id)
    table = await current(world, thread_id)
    assert table.row.status == "over"
    post = created_said(world)[-1]
    assert f"<@{ANN}>" in post.content and f"<@{BOB}>" in post.content  # the result post
    first, second = post.files
    assert first.filename == f"halali-{table.id}.png"
    assert second.filename == f"halali-{table.id}-results.png"
    # the first is the final position, as the board shows it to everyone
    assert first.fp.getvalue() == render.render("render.halali", table.view(None),
                                                table.names, "de", table.usernames)
    # the second is the game's results card in the post's language: both players, the
    # winner marked, the one who resigned too
    card = table.game.results_card(table.state)
    drawn = texts_of(second.fp.getvalue(), card, table, "de")
    assert Image.open(io.BytesIO(second.fp.getvalue())).width == results.WIDTH
    assert table.names[0] in drawn and table.names[1] in drawn
    assert drawn.count(common.label("picture.results.winner", "de")) == 1
    assert common.label("picture.results.resigned", "de") in drawn
    assert card.winners == {table.seat_of(ANN)}


async def test_board_on_a_finished_table_shows_the_results_card_too(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    inter = world.interaction(ANN, channel_id=thread_id)
    await cog.board.callback(cog, inter)
    assert len(world.log[-1].files) == 1  # a running game: its board alone
    await resign(cog, world, ANN, thread_id)
    table = await current(world, thread_id)
    await cog.board.callback(cog, world.interaction(ANN, channel_id=thread_id))
    reply = next(s for s in reversed(world.log) if s.files)
    assert reply.ephemeral
    board, card = reply.files
    assert card.filename == f"halali-{table.id}-results.png"
    assert card.fp.getvalue() == results.render(table.game.results_card(table.state),
                                                table.names, "en", table.usernames,
                                                "Halali!")


async def test_a_game_without_a_card_of_its_own_gets_one_from_its_result(
        world, nim):  # noqa: F811 - the fixture imported above
    cog = GameCog(MagicMock())  # built after the game is registered, as at start-up
    assert nim.score_card(nim.new_game(2, {"pile": "5"}, 1)) is None
    thread_id, _ = await open_table(cog, world, "nim", (ANN, BOB), pile=5)
    table = await play_by_clicks(world, thread_id)
    post = created_said(world)[-1]
    assert [f.filename for f in post.files] == [f"nim-{table.id}.png",
                                                f"nim-{table.id}-results.png"]
    card = table.game.results_card(table.state)
    result = table.result()
    assert {r.seat: r.total for r in card.rows} == result.scores
    assert card.winners == set(result.winners)
    drawn = texts_of(post.files[1].fp.getvalue(), card, table, "en")
    assert all(name in drawn for name in table.names)
