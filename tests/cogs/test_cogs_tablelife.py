"""Table life (issue 8, part A): lobbies and options, confirmations, abandoning by agreement,
mentions and names, missing permissions, /game mine and whose-turn autocomplete. Real command
callbacks and buttons, fake interactions, a real temporary database."""

from __future__ import annotations

import asyncio
from unittest.mock import MagicMock

import discord
import pytest

from cogs import posts, results, texts
from cogs.components import CUSTOM_ID_LIMIT, MoveButton, MoveSelect
from cogs.games import GameCog
from i18n import t
from tests.cogs.fakes import World, click, custom_ids
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import current, open_table

ANN, BOB, CY, EVE = 1, 2, 3, 99


async def tables_count(world):
    rows = await world.client.tables.store._fetchall("SELECT COUNT(*) AS n FROM tables")
    return rows[0]["n"]


async def new_lobby(cog, world, user, game="fairy_lights", **options):
    await cog.new_command.callback(world.interaction(user), game=game, **options)
    return await world.client.tables.lobby_in(world.channel.id)


# ----------------------------------------------------------------------------- item 7

async def test_no_new_game_inside_a_games_thread(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    before = await tables_count(world)
    await cog.new_command.callback(world.interaction(ANN, channel_id=thread_id),
                                   game="halali")
    reply = world.log[-1]
    assert reply.ephemeral and reply.content == t("common.NEW_IN_THREAD", "en")
    assert await tables_count(world) == before
    # /move still reaches the thread's game
    assert (await current(world, thread_id)).row.game == "fairy_lights"


async def test_an_option_of_another_game_is_refused_before_anything_is_created(cog, world):
    await cog.new_command.callback(world.interaction(ANN), game="fairy_lights", format="match")
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.OPTION_NOT_FOR_GAME",
                                    game_name="Fairy Lights", option="format")
    assert await tables_count(world) == 0
    await cog.new_command.callback(world.interaction(ANN), game="halali", side="green")
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.BAD_OPTION",
                                            value="green")
    assert await tables_count(world) == 0


def test_each_option_is_described_with_the_game_it_is_for():
    from cogs.translator import describe
    from rules import registry

    for game in registry.all_games():
        for opt in game.INFO.options:
            for locale in ("en", "nl", "de", "fr"):
                key = f"commands.option.{opt.name}.description"
                assert game.INFO.name in t(key, locale), (opt.name, locale)
            assert game.INFO.name in describe("game new", opt.name)


async def test_join_with_text_that_is_not_a_table_gets_one_sentence(cog, world):
    await new_lobby(cog, world, ANN)
    await cog.join.callback(cog, world.interaction(BOB), table="abc")
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.BAD_TABLE_ID", text="abc")
    await cog.join.callback(cog, world.interaction(BOB), table="#424242")
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NO_SUCH_TABLE",
                                            table=424242)


async def test_a_lobby_of_another_channel_is_refused_and_nothing_is_posted_there(cog, world):
    lobby = await new_lobby(cog, world, ANN)
    await click(world, BOB, custom_ids(world.log[-1].view)[0])
    posted = len(world.log)
    other = World(world.client.tables, channel_id=77)
    other.client = world.client
    await cog.start.callback(cog, other.interaction(ANN), table=str(lobby.id))
    reply = other.log[-1]
    assert reply.ephemeral and said(reply.content, "common.LOBBY_ELSEWHERE", table=lobby.id)
    assert (await world.client.tables.load(lobby.id)).row.status == "lobby"
    assert len(world.log) == posted and world.threads == {}


async def test_join_names_the_lobby_and_says_when_it_picked_the_newest_of_several(cog, world):
    first = await new_lobby(cog, world, ANN, game="halali")
    second = await new_lobby(cog, world, CY)
    await cog.join.callback(cog, world.interaction(BOB))
    reply = world.log[-1]  # the lobby message's edit, then the reply
    assert reply.ephemeral
    assert said(reply.content, "common.lobby.you_joined", game_name="Fairy Lights",
                table=second.id)
    assert said(reply.content, "common.lobby.newest_of", count=2)
    assert BOB in [s.user_id for s in (await world.client.tables.load(second.id)).seats]
    # naming the other one joins it, and says nothing about the newest
    await cog.join.callback(cog, world.interaction(EVE), table=f"#{first.id} Halali!")
    reply = world.log[-1]
    assert said(reply.content, "common.lobby.you_joined", game_name="Halali!", table=first.id)
    assert not said(reply.content, "common.lobby.newest_of")
    await cog.leave.callback(cog, world.interaction(EVE), table=str(first.id))
    assert said(world.log[-1].content, "common.lobby.you_left", game_name="Halali!",
                table=first.id)
    await cog.start.callback(cog, world.interaction(CY))
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.lobby.started",
                                    game_name="Fairy Lights", table=second.id)


async def test_table_autocomplete_lists_the_open_lobbies_of_this_channel(cog, world):
    first = await new_lobby(cog, world, ANN, game="halali")
    second = await new_lobby(cog, world, CY)
    got = await cog.lobby_autocomplete(world.interaction(BOB), "")
    assert [c.value for c in got] == [str(second.id), str(first.id)]
    assert "Halali!" in got[1].name and "user1" in got[1].name
    elsewhere = World(world.client.tables, channel_id=77)
    assert await cog.lobby_autocomplete(elsewhere.interaction(BOB), "") == []
    assert [c.value for c in await cog.lobby_autocomplete(world.interaction(BOB), "hal")] \
        == [str(first.id)]


async def test_a_two_player_game_says_two_players_not_two_to_two(cog, world):
    await new_lobby(cog, world, ANN, game="halali")
    embed = world.log[-1].kwargs["embed"]
    assert said(embed.description, "common.lobby.body_exact", game_name="Halali!", count=2)
    assert "2-2" not in embed.description
    await cog.rules.callback(cog, world.interaction(ANN), game="halali")
    assert said(world.log[-1].content, "common.rules.header_exact", game_name="Halali!",
                count=2)
    await cog.rules.callback(cog, world.interaction(ANN), game="fairy_lights")
    assert said(world.log[-1].content, "common.rules.header", game_name="Fairy Lights",
                min=2, max=6)


def test_no_list_of_choices_is_cut(monkeypatch):
    """A game with 30 choices for one option: Discord takes at most 25 fixed choices, so
    that option is offered by autocomplete, every choice reachable; none is dropped."""
    import types
    from dataclasses import replace

    from rules import registry
    from rules.protocol import GameInfo, OptionSpec

    many = tuple(f"tree{i:02d}" for i in range(30))
    fake = types.ModuleType("fake_forest")
    fake.GAME = replace(registry.get("halali"), info=GameInfo(
        id="fake_forest", name="Fake Forest", min_seats=1, max_seats=2,
        options=(OptionSpec("tree", "Which tree", many, "tree00"),
                 OptionSpec("rounds", "Rounds", default="3", kind="integer",
                            minimum=1, maximum=9))))
    monkeypatch.setitem(registry.GAMES, "fake_forest",
                        registry.Entry("fake_forest", "fake_forest"))
    monkeypatch.setitem(__import__("sys").modules, "fake_forest", fake)
    cog = GameCog(MagicMock())
    params = {p.name: p for p in cog.new_command.parameters}
    assert params["tree"].autocomplete and params["tree"].choices == []
    assert params["rounds"].type is discord.AppCommandOptionType.integer
    assert (params["rounds"].min_value, params["rounds"].max_value) == (1, 9)
    # the fixed lists that remain are whole
    assert len(params["game"].choices) == len(registry.GAMES)
    assert [c.value for c in params["side"].choices] == ["blue", "brown", "random"]

    inter = MagicMock()
    inter.namespace = types.SimpleNamespace(game="fake_forest")
    complete = cog.new_command._params["tree"].autocomplete
    seen: set[str] = set()
    for typed in ("", "tree0", "tree1", "tree2"):
        got = asyncio.run(complete(inter, typed))
        assert len(got) <= 25
        seen |= {c.value for c in got}
    assert seen == set(many)


async def test_integer_and_text_options_and_the_game_hook_check_together(monkeypatch, tables):
    import types
    from dataclasses import replace

    from rules import registry
    from rules.errors import LobbyError
    from rules.protocol import GameInfo, OptionSpec

    calls = []

    def check_options(options):
        calls.append(dict(options))
        if options["rounds"] == "9" and options["motto"] == "short":
            raise LobbyError("TOO_MANY_ROUNDS_FOR_SHORT", game="fake_forest")

    fake = types.ModuleType("fake_forest")
    fake.GAME = replace(registry.get("halali"), info=GameInfo(
        id="fake_forest", name="Fake Forest", min_seats=1, max_seats=2,
        options=(OptionSpec("rounds", "Rounds", default="3", kind="integer",
                            minimum=1, maximum=9),
                 OptionSpec("motto", "A motto", default="short", kind="text",
                            maximum=12))), check_options=check_options)
    monkeypatch.setitem(registry.GAMES, "fake_forest",
                        registry.Entry("fake_forest", "fake_forest"))
    monkeypatch.setitem(__import__("sys").modules, "fake_forest", fake)
    assert tables.check_options("fake_forest", {"rounds": 4}) == {"rounds": "4",
                                                                   "motto": "short"}
    for options, code in (({"rounds": 10}, "OPTION_OUT_OF_RANGE"),
                          ({"rounds": "x"}, "OPTION_NOT_A_NUMBER"),
                          ({"motto": "a" * 13}, "OPTION_TOO_LONG"),
                          ({"rounds": 9}, "TOO_MANY_ROUNDS_FOR_SHORT")):
        with pytest.raises(LobbyError) as err:
            tables.check_options("fake_forest", options)
        assert err.value.code == code
    assert calls[-1] == {"rounds": "9", "motto": "short"}
    assert fake.GAME.info.option("rounds").value({"rounds": "7"}) == 7
    assert fake.GAME.info.option("rounds").value({}) == 3
    assert tables.check_options("fake_forest", {"motto": "  two   words "})["motto"] == \
        "two words"
    # a spec written before kinds, with no choices, is free text (Wispwood's card list)
    legacy = OptionSpec("cards", "Five card ids", (), "")
    assert legacy.kind == "text" and legacy.check(" a1  b2 ") == "a1 b2"
    # the two real games keep working
    assert tables.check_options("halali", {"format": "match"})["format"] == "match"
    assert tables.check_options("fairy_lights", {}) == {}


# ----------------------------------------------------------------------------- item 6

async def test_resign_asks_first_and_a_late_confirm_is_refused_politely(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    quitter = table.user_of((seat + 1) % 3)
    await cog.resign.callback(cog, world.interaction(quitter, channel_id=thread_id))
    ask = world.log[-1]
    assert ask.ephemeral and said(ask.content, "common.confirm.resign",
                                   game_name="Fairy Lights", table=table.id)
    assert (await current(world, thread_id)).row.version == table.row.version  # nothing yet
    # the game moves on before the click
    await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                            notation="draw")
    await click(world, quitter, custom_ids(ask.view)[0], thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.STALE_VERSION")
    assert len(await world.client.tables.store.moves(table.id)) == 1


async def test_abandon_request_pings_exactly_the_others_and_the_close_pings_nobody(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    await cog.abandon.callback(cog, world.interaction(ANN, channel_id=thread_id))
    ask = world.log[-1]
    assert ask.ephemeral and said(ask.content, "common.confirm.abandon_ask")
    await click(world, ANN, custom_ids(ask.view)[0], thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content,  # still waiting
                                            "common.abandon.waiting", names="user2, user3")
    request = [s for s in world.log if s.kind == "thread"][-1]
    assert not request.ephemeral and said(request.content, "common.abandon.asked",
                                              name="user1", count=2)
    mentions = request.kwargs["allowed_mentions"]
    assert {u.id for u in mentions.users} == {BOB, CY}
    assert mentions.everyone is False and mentions.roles is False
    agree = custom_ids(request.view)[0]
    # a spectator cannot agree; BOB's agreement is not enough yet
    await click(world, EVE, agree, thread_id)
    assert world.log[-1].ephemeral
    await click(world, BOB, agree, thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.abandon.waiting",
                                            names="user3")
    assert (await current(world, thread_id)).row.status == "running"
    await click(world, CY, agree, thread_id)
    closing = [s for s in world.log if s.kind == "thread"][-1]
    assert said(closing.content, "common.abandoned_agreed")
    assert closing.kwargs["allowed_mentions"].to_dict()["parse"] == []
    assert not closing.kwargs["allowed_mentions"].users
    assert (await current(world, thread_id)).row.status == "abandoned"


async def test_a_thread_manager_closes_at_once_and_the_creator_calls_off_a_lobby(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    await cog.abandon.callback(cog, world.interaction(EVE, channel_id=thread_id,
                                                      manage_threads=True))
    await click(world, EVE, custom_ids(world.log[-1].view)[0], thread_id, manage_threads=True)
    assert (await current(world, thread_id)).row.status == "abandoned"
    closing = [s for s in world.log if s.kind == "thread"][-1]
    assert said(closing.content, "common.abandoned", name="user99", game_name="Fairy Lights")
    assert closing.kwargs["allowed_mentions"].to_dict()["parse"] == []

    lobby = await new_lobby(cog, world, ANN)
    await click(world, BOB, custom_ids(world.log[-1].view)[0])
    await cog.abandon.callback(cog, world.interaction(BOB))
    await click(world, BOB, custom_ids(world.log[-1].view)[0])
    assert world.log[-1].ephemeral and said(world.log[-1].content,
                                            "common.ONLY_CREATOR_CALLS_OFF")
    await cog.abandon.callback(cog, world.interaction(ANN))
    assert said(world.log[-1].content, "common.confirm.call_off", game_name="Fairy Lights",
                table=lobby.id)
    await click(world, ANN, custom_ids(world.log[-1].view)[0])
    assert (await world.client.tables.load(lobby.id)).row.status == "abandoned"


async def test_the_creator_removes_a_player_with_kick(cog, world):
    lobby = await new_lobby(cog, world, ANN)
    join = custom_ids(world.log[-1].view)[0]
    await click(world, BOB, join, name="Bob **B**")
    bob = world.interaction(BOB).user
    await cog.kick.callback(cog, world.interaction(CY), player=bob)
    assert world.log[-1].ephemeral and said(world.log[-1].content,
                                            "common.ONLY_CREATOR_KICKS")
    await cog.kick.callback(cog, world.interaction(ANN), player=bob)
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.lobby.kicked",
                                    name="Bob \\*\\*B\\*\\*", game_name="Fairy Lights",
                                    table=lobby.id)
    assert [s.user_id for s in (await world.client.tables.load(lobby.id)).seats] == [ANN]


# ----------------------------------------------------------------------------- item 8

async def test_the_bot_never_parses_everyone_or_roles_by_default(tmp_path):
    from bot import Config, GroveBot

    bot = GroveBot(Config(token="x", db_path=str(tmp_path / "g.db")))
    mentions = bot.allowed_mentions
    assert mentions.everyone is False and mentions.roles is False
    assert mentions.users is True and mentions.replied_user is False
    # and discord.py's voice warnings are off: Grove has no voice
    assert discord.VoiceClient.warn_nacl is False and discord.VoiceClient.warn_dave is False


async def test_display_names_are_escaped_in_text_and_refreshed_on_each_action(cog, world):
    await cog.new_command.callback(world.interaction(ANN, name="@everyone"),
                                   game="fairy_lights")
    join, _, start = custom_ids(world.log[-1].view)
    await click(world, BOB, join, name="**x**")
    embed = next(s for s in reversed(world.log) if "embed" in s.kwargs).kwargs["embed"]
    seats = embed.fields[-1].value
    assert "@\u200beveryone" in seats and "\\*\\*x\\*\\*" in seats
    await click(world, ANN, start, name="@everyone")
    (thread_id,) = world.threads
    opening = next(s for s in world.log if s.kind == "thread")
    assert "@everyone" not in opening.content and "@\u200beveryone" in opening.content
    assert opening.kwargs["allowed_mentions"].everyone is False
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    user = table.user_of(seat)
    await cog.move.callback(cog, world.interaction(user, channel_id=thread_id,
                                                   name="_renamed_"), notation="draw")
    table = await current(world, thread_id)
    assert table.names[seat] == "_renamed_"  # stored raw, for pictures
    await cog.status.callback(cog, world.interaction(EVE, channel_id=thread_id))
    assert "\\_renamed\\_" in world.log[-1].content


def test_shown_escapes_markdown_and_mentions():
    assert texts.shown("@here *a*") == "@\u200bhere \\*a\\*"
    assert texts.shown("<@123456789012345678>") == "<@\u200b123456789012345678>"


async def test_a_missing_permission_is_named_in_one_sentence(cog, world):
    original = world._thread

    async def no_files_thread(**kwargs):
        thread = await original(**kwargs)
        thread.send.side_effect = discord.Forbidden(MagicMock(status=403, reason="x"),
                                                    "Missing Permissions")
        return thread

    world._thread = no_files_thread
    world.channel.create_thread.side_effect = no_files_thread
    await cog.new_command.callback(world.interaction(ANN), game="fairy_lights")
    join, _, start = custom_ids(world.log[-1].view)
    await click(world, BOB, join)
    lacking = discord.Permissions.all()
    lacking.attach_files = False
    await click(world, ANN, start, app_permissions=lacking)
    reply = world.log[-1]
    assert reply.ephemeral
    assert reply.content == t("common.MISSING_PERMISSION", "en", permission="Attach Files")


async def test_no_game_here_says_channel_or_thread_as_it_is(cog, world):
    await cog.move.callback(cog, world.interaction(ANN), notation="draw")
    assert world.log[-1].content == t("common.NO_TABLE_IN_CHANNEL", "en")
    thread = await world._thread(name="chat")
    await cog.move.callback(cog, world.interaction(ANN, channel_id=thread.id), notation="draw")
    assert world.log[-1].content == t("common.NO_TABLE_HERE", "en")


# ----------------------------------------------------------------------------- defects

async def test_the_offerer_of_a_draw_is_told_their_offer_is_pending(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    await cog.draw.callback(cog, world.interaction(ANN, channel_id=thread_id), action="offer")
    await cog.draw.callback(cog, world.interaction(ANN, channel_id=thread_id), action="accept")
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "halali.OWN_DRAW_OFFER_PENDING")
    assert not said(reply.content, "common.NO_DRAW_OFFERS")


def test_two_selects_on_one_post_have_different_ids_and_long_lists_are_split():
    from rules.protocol import Control

    moves = tuple(f"take {i}" for i in range(30))
    table = MagicMock()
    table.id, table.row.version, table.row.status, table.row.game = 7, 3, "running", "fairy_lights"
    table.names = ["a", "b"]
    table.seats = [0, 1]
    table.game.turn_controls = lambda state, seat: [
        Control("select", moves, "take_pair"), Control("select", ("x", "y"), "take_pair")]
    view = posts.controls(table, "en")
    ids = [item.item.custom_id for item in view.children]
    assert len(ids) == len(set(ids)) == 3
    offered = [o.value for item in view.children for o in item.item.options]
    assert offered == [*moves, "x", "y"]  # nothing cut
    with pytest.raises(ValueError):
        MoveSelect(7, 3, "", moves)


def test_more_menus_than_rows_are_merged_into_one_list_and_the_post_still_builds():
    # Living Forest's action turn can offer two buttons and five menus: six rows, one more
    # than Discord allows; the menus become one list of every move instead of a failed post
    from rules.protocol import Control

    menus = [("att", 1), ("ext", 2), ("move", 2), ("call", 2), ("other", 5)]
    table = MagicMock()
    table.id, table.row.version, table.row.status, table.row.game = 7, 3, "running", "halali"
    table.names = ["a", "b"]
    table.seats = [0, 1]
    table.to_act.return_value = frozenset({0})
    table.game.seat_version = table.game.private_panel = None
    table.game.turn_controls = lambda state, seat: [] if seat else [
        Control("button", ("frag",), "frag"), Control("button", ("pass",), "pass"),
        *(Control("select", tuple(f"{name} {i}" for i in range(n)), name)
          for name, n in menus)]
    view = posts.controls(table, "en")
    rows = {item.row if item.row is not None else i for i, item in enumerate(view.children)}
    selects = [c for c in view.children if isinstance(c, discord.ui.DynamicItem)
               and hasattr(c.item, "options")]
    assert len(selects) == 1 and selects[0].item.placeholder == t("common.control.more_moves",
                                                                  "en")
    offered = [o.value for o in selects[0].item.options]
    assert offered == [f"{name} {i}" for name, n in menus for i in range(n)]  # every move
    assert len(view.children) == 3 and len(rows) <= 5


def test_button_ids_are_checked_not_cut():
    ok = MoveButton(12345, 678, "x" * 60)
    assert len(ok.item.custom_id) <= CUSTOM_ID_LIMIT
    with pytest.raises(ValueError):
        MoveButton(12345, 678, "x" * 100)


def test_every_control_of_the_real_games_fits_its_custom_id():
    """The longest move any game offers on a button fits with the largest ids."""
    from rules import registry

    big = 10 ** 12
    for game in registry.all_games():
        for seats in range(game.INFO.min_seats, game.INFO.max_seats + 1):
            state = game.new_game(seats, game.INFO.defaults(), 42)
            for _ in range(60):
                if game.is_over(state):
                    break
                hook = getattr(game, "turn_controls", None)
                for seat in range(seats):
                    for control in (hook(state, seat) if hook else []):
                        for move in control.moves:
                            MoveButton(big, big, move, confirmed=True)
                seat = min(game.to_act(state))
                move = next(iter(game.legal_moves(state, seat)))
                state, _ = game.apply(state, seat, move)


# ----------------------------------------------------------------------------- item 10

async def test_mine_lists_your_turns_first_then_the_others(cog, world):
    waiting_on_me, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, waiting_on_me)
    (seat,) = table.to_act()
    me = table.user_of(seat)
    await cog.mine.callback(cog, world.interaction(me))
    text = world.log[-1].content
    assert world.log[-1].ephemeral
    assert text.index(t("common.mine.header_yours", "en", count=1)) < text.index(f"#{table.id}")
    assert "<t:" in text and ":R>" in text
    other = table.user_of(1 - seat)
    await cog.mine.callback(cog, world.interaction(other))
    text = world.log[-1].content
    assert said(text, "common.mine.header_others", count=1)
    assert not said(text, "common.mine.header_yours")
    assert f"user{me}" in text


async def test_whose_turn_line_when_submitted_gets_not_your_turn(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    waiter = table.user_of(1 - seat)
    (line,) = await cog.move_autocomplete(world.interaction(waiter, channel_id=thread_id), "")
    assert line.name == t("common.turn_of", "en", names=f"user{table.user_of(seat)}", count=1)
    await cog.move.callback(cog, world.interaction(waiter, channel_id=thread_id),
                            notation=line.value)
    assert world.log[-1].content == t("common.NOT_YOUR_TURN", "en")


# ----------------------------------------------------------------------------- item 9

@pytest.fixture
def stats_cog():
    from cogs.stats import StatsCog

    return StatsCog(MagicMock())


async def test_stats_change_once_even_when_the_last_action_is_retried(cog, stats_cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    await cog.resign.callback(cog, world.interaction(BOB, channel_id=thread_id))
    old_confirm = custom_ids(world.log[-1].view)[0]
    # the game moves on (a draw offer is an action): the old Confirm is refused
    await cog.draw.callback(cog, world.interaction(ANN, channel_id=thread_id), action="offer")
    await click(world, BOB, old_confirm, thread_id)
    assert said(world.log[-1].content, "common.STALE_VERSION")
    await stats_cog.stats.callback(stats_cog, world.interaction(ANN))
    assert world.log[-1].content == t("common.stats.none", "en", name="user1")
    # retried: resigned for good, recorded once
    await cog.resign.callback(cog, world.interaction(BOB, channel_id=thread_id))
    await click(world, BOB, custom_ids(world.log[-1].view)[0], thread_id)
    await click(world, BOB, old_confirm, thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.GAME_OVER")
    await stats_cog.stats.callback(stats_cog, world.interaction(EVE),
                                   user=world.interaction(ANN).user)
    text = world.log[-1].content
    assert t("common.stats.line", "en", game_name="Halali!", games=1, wins=1, draws=0,
             losses=0) in text
    # openskill's Plackett-Luce, both new: the winner's ordinal mu - 3 sigma is
    # 27.635 - 3 * 8.066 = 3.4, the loser's 22.365 - 3 * 8.066 = -1.8
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    (won,), (lost,) = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    assert (round(won.ordinal(), 1), round(lost.ordinal(), 1)) == (3.4, -1.8)
    assert t("common.stats.rating_provisional", "en", rating=3.4, count=5) in text
    assert t("common.stats.average_place", "en", place=1) in text
    assert t("common.stats.pools", "en") not in text
    await stats_cog.leaderboard.callback(stats_cog, world.interaction(EVE), game="halali")
    lines = world.log[-1].content.splitlines()
    assert lines[1] == t("common.leaderboard.rating_provisional", "en", place=1, name="user1",
                         rating=3.4, games=1)
    assert lines[2] == t("common.leaderboard.rating_provisional", "en", place=2, name="user2",
                         rating=-1.8, games=1)
    assert lines[3] == t("common.leaderboard.rating_note", "en", count=5)
    await stats_cog.leaderboard.callback(stats_cog, world.interaction(EVE),
                                         game="fairy_lights")
    assert world.log[-1].content == t("common.leaderboard.none", "en",
                                      game_name="Fairy Lights")


def test_stats_say_which_pool_is_which_and_boards_show_solo_best_scores():
    from cogs.stats import leaderboard_text, stats_text
    from tables.ratings import Standing
    from tables.stats import BoardLine, GameStats

    people = Standing(games=6, wins=4, losses=2, place_total=8, best_score=97, solo_games=2,
                      solo_best=61, mu=30.0, sigma=4.0, solo_wins=1, solo_losses=1)
    bots = Standing(games=1, wins=1, place_total=1, mu=27.6, sigma=8.0)
    text = stats_text("Ann", [GameStats("wispwood", "people", people),
                              GameStats("wispwood", "bots", bots)], "en")
    assert text.splitlines()[1:] == [
        "Wispwood: 6 games, 4 won, 0 drawn, 2 lost",
        "Rating: 18",                      # 30 - 3 * 4, settled after 6 games
        "Average place: 1.3",
        "Best score: 97",
        "Wispwood solo: 2 games, 1 won, 1 lost, best score 61",
        "Wispwood against automatic players: 1 game, 1 won, 0 drawn, 0 lost",
        "Rating: 3.6 (provisional: fewer than 5 games)",
        "Average place: 1",
        t("common.stats.pools", "en"),
    ]
    board = leaderboard_text("wispwood", [BoardLine(1, 7, "Ann", "rating", people),
                                          BoardLine(1, 7, "Ann", "solo", people)], "en")
    assert board.splitlines()[1:4] == ["1. Ann: rating 18 (6 games)", "Solo, best scores:",
                                       "1. Ann: best score 61 (2 games, 1 won)"]


async def test_an_expired_lobby_says_so_on_its_post_and_to_the_clicker(cog, world):
    from datetime import timedelta

    from tests.tables.test_tables_service import backdate

    lobby = await new_lobby(cog, world, ANN)
    join = custom_ids(world.log[-1].view)[0]
    await backdate(world.client.tables.store, lobby.id, timedelta(days=7, minutes=1))
    await click(world, BOB, join)
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.LOBBY_EXPIRED", table=lobby.id)
    edit = world.log[-2]
    assert edit.kind == "edit" and edit.kwargs["view"] is None
    assert said(edit.kwargs["embed"].description, "common.lobby.expired")
    await cog.join.callback(cog, world.interaction(CY))
    assert world.log[-1].content == t("common.NO_LOBBY", "en")


async def test_a_thread_name_shows_the_winner_as_written_not_escaped(cog, world):
    # A thread's name is shown without markdown and pings nobody: an escaped name would
    # show its backslashes in the channel's thread list.
    await cog.new_command.callback(world.interaction(ANN, name="**Ann**"), game="halali")
    join, _, start = custom_ids(world.log[-1].view)
    await click(world, BOB, join)
    await click(world, ANN, start, name="**Ann**")
    (thread_id,) = world.threads
    await cog.resign.callback(cog, world.interaction(BOB, channel_id=thread_id))
    await click(world, BOB, custom_ids(world.log[-1].view)[0], thread_id)
    table = await current(world, thread_id)
    assert table.row.status == "over"
    name = results.thread_name(table, "en")
    assert "**Ann**" in name and "\\" not in name
    assert "\\*\\*Ann\\*\\*" in results.result_short(table, "en")  # in text: escaped
