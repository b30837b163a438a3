"""Cog tests of Living Forest in Discord (spec §7.1): a simultaneous, private animal phase in
ephemeral panels, then action turns through buttons, select menus and /move.

Fake interactions on real discord.py types (tests/cogs/fakes.py), a real temporary database.
"""

from __future__ import annotations

import asyncio
import io
from unittest.mock import MagicMock

import pytest
from PIL import Image

from i18n import t
from rules import living_forest as lf
from tests.cogs.fakes import click, custom_ids
from tests.cogs.said import is_said, said

ANN, BOB, CY, EVE = 1, 2, 3, 99
PLAYERS = (ANN, BOB, CY)



def lines_of(text, key):
    """How many lines of ``text`` are the catalog sentence ``key`` (any parameters)."""
    return sum(is_said(line, key) for line in (text or "").splitlines())


@pytest.fixture(autouse=True, params=[11, 12])
def seeded(request, monkeypatch):
    """Fixed table seeds, so each run deals the same cards."""
    import tables.service

    monkeypatch.setattr(tables.service.secrets, "randbits", lambda _bits: request.param)
    return request.param


async def open_table(cog, world, players=PLAYERS, **options):
    inter = world.interaction(players[0])
    await cog.new_command.callback(inter, game="living_forest", **options)
    ids = custom_ids(world.log[-1].view)
    join = next(i for i in ids if ":join:" in i)
    start = next(i for i in ids if ":start:" in i)
    for user in players[1:]:
        await click(world, user, join)
    await click(world, players[0], start)
    (thread_id,) = world.threads
    return thread_id


async def current(world, thread_id):
    return await world.client.tables.in_thread(thread_id)


def panel_ids(said) -> dict[str, str]:
    """Move -> custom id of a panel reply's buttons."""
    return {cid.split(":", 4)[4]: cid for cid in custom_ids(said.view)
            if cid.startswith("grove:pn:")}


async def open_panel(world, thread_id, user):
    """Click the public post's Open my panel button; the ephemeral reply."""
    post = world.log.last_public_with_view()
    (opener,) = [c for c in custom_ids(post.view) if c.startswith("grove:panel:")]
    before = len(world.log)
    await click(world, user, opener, channel_id=thread_id)
    (reply,) = world.log[before:]
    assert reply.ephemeral
    return reply


async def draw_until_done(world, thread_id, user, seat):
    """Open the panel, then click the automatic policy's choice until the seat stops."""
    reply = await open_panel(world, thread_id, user)
    while True:
        table = await current(world, thread_id)
        if seat not in table.to_act() or table.state.phase != "animal":
            return reply
        move = str(lf.auto_move(table.state, seat))
        before = len(world.log)
        await click(world, user, panel_ids(reply)[move], channel_id=thread_id, ephemeral=True)
        # the clicked panel is replaced in place by a fresh one, seen by its player only
        (reply,) = [s for s in world.log[before:]
                    if s.kind == "edit" and s.content and s.ephemeral]


async def test_a_full_round_with_three_players(cog, world):
    thread_id = await open_table(cog, world)
    table = await current(world, thread_id)
    assert table.to_act() == {0, 1, 2}
    start = world.log.last_public_with_view()
    assert said(start.content, "living_forest.event.round_start", round=1)
    assert all(f"<@{u}>" in start.content for u in PLAYERS)
    assert custom_ids(start.view) == [f"grove:panel:{table.id}"]
    assert lines_of(start.content, "living_forest.status.drawing") == 3

    # /game mine lists the table for every seat that must act
    for user in PLAYERS:
        await cog.mine.callback(cog, world.interaction(user))
        assert f"#{table.id}" in world.log[-1].content

    # Ann draws once in her panel: only she hears of it; nothing public is posted
    public_before = len(world.log.public())
    reply = await open_panel(world, thread_id, ANN)
    assert said(reply.content, "living_forest.panel.title", round=1)
    assert set(panel_ids(reply)) == {"draw"}
    old = panel_ids(reply)["draw"]
    assert old == f"grove:pn:{table.id}:0:draw"
    await click(world, ANN, old, channel_id=thread_id, ephemeral=True)
    assert world.log[-1].kind == "edit"
    assert said(world.log[-1].content, "living_forest.event.draw", player="user1")
    fresh = panel_ids(world.log[-1])
    assert fresh["draw"] == f"grove:pn:{table.id}:1:draw"
    assert len(world.log.public()) == public_before

    # Bob's draw does not make Ann's fresh panel stale, but Ann's old panel is refused
    # politely, with a fresh panel, and nothing is played
    bob = await open_panel(world, thread_id, BOB)
    await click(world, BOB, panel_ids(bob)["draw"], channel_id=thread_id, ephemeral=True)
    await click(world, ANN, old, channel_id=thread_id, ephemeral=True)
    refused = world.log[-1]
    assert refused.ephemeral and said(refused.content, "common.STALE_PANEL")
    assert panel_ids(refused)["draw"] == f"grove:pn:{table.id}:1:draw"
    table = await current(world, thread_id)
    assert lf.seat_version(table.state, 0) == 1 and lf.seat_version(table.state, 1) == 1

    # everyone draws at their own pace, until they stop
    done_posts = 0
    for seat, user in enumerate(PLAYERS):
        before = len(world.log.public())
        await draw_until_done(world, thread_id, user, seat)
        done_posts += len(world.log.public()) > before
    assert done_posts == 3, "each stop (or forced stop) edits the public post once"
    assert not lines_of(world.log.public()[-1].content, "living_forest.status.done"), \
        "the phase is over: no status lines"

    # the action phase: the reveal of every help line, then the first action turn's post
    table = await current(world, thread_id)
    assert table.state.phase == "action"
    post = world.log.public()[-1]
    assert said(post.content, "living_forest.event.reveal", round=1)
    assert lines_of(post.content, "living_forest.event.reveal.item") == 3
    first = table.user_of(table.state.turn)
    # the turn line names the player by mention: one line, one ping (issue 8)
    assert said(post.content, "living_forest.event.turn_start", player=f"<@{first}>")
    assert not said(post.content, "common.your_turn")

    # action turns: buttons and select menus where they offer the policy's move, else /move
    typed = clicked = 0
    while table.state.round == 1:
        seat = table.state.turn
        move = str(lf.auto_move(table.state, seat))
        view = world.log.last_public_with_view().view
        button = next((c for c in custom_ids(view) if c.startswith("grove:mv:")
                       and c.endswith(":" + move)), None)
        # a menu that plays its choice (an Attract list's first card or a group of plantings
        # opens a private menu instead: those moves are typed here)
        select = next((item for item in view.children
                       if getattr(item, "item", None) is not None
                       and isinstance(item.item, __import__("discord").ui.Select)
                       and (item.item.custom_id or "").startswith("grove:sel:")
                       and move in [o.value for o in item.item.options]), None)
        if button is not None:
            await click(world, table.user_of(seat), button, channel_id=thread_id)
            clicked += 1
        elif select is not None:
            await click(world, table.user_of(seat), select.item.custom_id,
                        channel_id=thread_id, value=move)
            clicked += 1
        else:
            await cog.move.callback(cog, world.interaction(table.user_of(seat),
                                                           channel_id=thread_id),
                                    notation=move)
            typed += 1
        last = world.log.public()[-1]
        assert move.split()[0] in ("pass", "frag", "skip", "steal") or last.content
        table = await current(world, thread_id)
    assert clicked > 0

    # the round's end heads the next animal phase's post, which mentions every player
    post = world.log.public()[-1]
    assert (said(post.content, "living_forest.event.fire_check")
            or said(post.content, "living_forest.event.new_fires"))
    assert said(post.content, "living_forest.event.round_start", round=2)
    assert all(f"<@{u}>" in post.content for u in PLAYERS)
    # the spent symbols are told: "spending X of Y" for an attract or a plant, or water
    history = world.log.public()
    assert any(said(s.content, key) for s in history
               for key in ("living_forest.event.attract", "living_forest.event.plant",
                           "living_forest.event.extinguish"))


async def snapshot(cog, world, thread_id, viewer):
    """Everything ``viewer`` (and the public) can read of the table now."""
    out = []
    await cog.status.callback(cog, world.interaction(viewer, channel_id=thread_id))
    out.append(world.log[-1].content)
    await cog.history.callback(cog, world.interaction(viewer, channel_id=thread_id))
    out.append(world.log[-1].content)
    got = await cog.move_autocomplete(world.interaction(viewer, channel_id=thread_id), "")
    out.append(tuple(c.value for c in got))
    # the times and orders of /game mine and the clocks move only on public events
    await cog.mine.callback(cog, world.interaction(viewer, channel_id=thread_id))
    out.append(world.log[-1].content)
    await cog.clock.callback(cog, world.interaction(viewer, channel_id=thread_id))
    out.append(world.log[-1].content)
    out.append([(r.table_id, r.since, r.to_act, r.acting)
                for r in await world.client.tables.mine(viewer)])
    table = await current(world, thread_id)
    out.append(lf.view(table.state, None))
    seat = table.seat_of(viewer)
    out.append(lf.view(table.state, seat) if seat is not None else None)
    return out


async def test_nothing_public_reveals_a_private_draw_before_the_phase_ends(cog, world):
    thread_id = await open_table(cog, world)
    public_before = [s.content for s in world.log.public()]
    seen = {user: await snapshot(cog, world, thread_id, user) for user in (BOB, EVE)}

    # Ann draws three times (stopping if she must): nothing Bob or a spectator can read
    # changes, not even a count of moves
    reply = await open_panel(world, thread_id, ANN)
    await asyncio.sleep(0.01)  # a time written by a draw would differ from the one before
    for _ in range(3):
        table = await current(world, thread_id)
        if 0 not in table.to_act() or "draw" not in panel_ids(reply):
            break
        await click(world, ANN, panel_ids(reply)["draw"], channel_id=thread_id,
                    ephemeral=True)
        reply = world.log[-1]
    table = await current(world, thread_id)
    ann_line = " ".join(table.state.players[0].help)
    assert ann_line
    if 0 in table.to_act():
        for user in (BOB, EVE):
            assert await snapshot(cog, world, thread_id, user) == seen[user]
        assert [s.content for s in world.log.public()] == public_before
    # Bob's own panel and board show his line only
    bob = await open_panel(world, thread_id, BOB)
    assert "user1" not in bob.content
    await cog.board.callback(cog, world.interaction(BOB, channel_id=thread_id))
    assert not any(said(s.content, "living_forest.event.draw") for s in world.log[-2:])

    # Ann stops: the public learns she is done, and nothing else
    if 0 in (await current(world, thread_id)).to_act():
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation="stop")
    public = [s.content for s in world.log.public()][len(public_before):]
    assert public and not any(said(text, "living_forest.event.draw")
                              or said(text, "living_forest.event.reveal.item")
                              for text in public)
    await cog.history.callback(cog, world.interaction(EVE, channel_id=thread_id))
    assert not said(world.log[-1].content, "living_forest.event.draw")
    assert said(world.log[-1].content, "living_forest.event.done", player="user1")

    # once everyone is done, the draws are history for everybody
    for seat, user in ((1, BOB), (2, CY)):
        await draw_until_done(world, thread_id, user, seat)
    await cog.history.callback(cog, world.interaction(EVE, channel_id=thread_id))
    assert said(world.log[-1].content, "living_forest.event.draw", player="user1")
    assert said(world.log[-1].content, "living_forest.event.draw", player="user2")


async def test_panel_commands_and_refusals(cog, world):
    thread_id = await open_table(cog, world)
    table = await current(world, thread_id)
    # a spectator has no seat, so no panel
    await click(world, EVE, f"grove:panel:{table.id}", channel_id=thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NOT_SEATED")
    # /move draw answers only the player, with a panel; /game board reopens it
    public = len(world.log.public())
    await cog.move.callback(cog, world.interaction(CY, channel_id=thread_id), notation="draw")
    assert world.log[-1].ephemeral
    assert said(world.log[-1].content, "living_forest.event.draw", player="user3")
    assert len(world.log.public()) == public
    await cog.board.callback(cog, world.interaction(CY, channel_id=thread_id))
    assert world.log[-1].ephemeral and said(world.log[-1].content, "living_forest.panel.title")
    assert panel_ids(world.log[-1])["stop"] == f"grove:pn:{table.id}:1:stop"
    # an action in the animal phase is refused with the game's reason
    await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id), notation="frag")
    assert world.log[-1].ephemeral
    assert said(world.log[-1].content, "living_forest.WRONG_PHASE")
    # autocomplete offers the seat its own animal-phase moves only
    got = await cog.move_autocomplete(world.interaction(CY, channel_id=thread_id), "")
    assert {c.value for c in got} == {"draw", "stop"} | (
        {"discard"} if table.state.players[2].fragments else set())


async def test_a_private_move_saved_but_not_posted_is_never_posted_later(cog, world):
    thread_id = await open_table(cog, world)
    table = await current(world, thread_id)
    public = [s.content for s in world.log.public()]
    # saved, then the process died before the outbox ran: the sweep finds it unannounced
    await world.client.tables.move(table.id, BOB, "draw")
    assert (await current(world, thread_id)).row.unannounced
    await world.client.outbox.sweep()
    assert not (await current(world, thread_id)).row.unannounced
    assert [s.content for s in world.log.public()] == public
    # a later public move (Bob stops) posts only what is public: that he is done
    await world.client.tables.move(table.id, BOB, "stop")
    await world.client.outbox.sweep()
    new = [s.content for s in world.log.public()][len(public):]
    assert len(new) == 1 and said(new[0], "living_forest.event.done", player="user2")
    # nothing of his private draws: no card, no pile, no panel
    assert not any(said(new[0], f"living_forest.{key}") for key in (
        "event.draw", "event.discard", "event.reshuffle", "panel.title", "panel.piles",
        "panel.help_line"))


def test_event_sentences_name_lists_seats_and_flags_from_the_catalog():
    from cogs.texts import event_lines
    from rules.protocol import Event

    names = ["Ann", "Bob", "Cy"]
    reveal = Event("reveal", {"round": 2, "lines": {"0": ["bear", "fox"], "2": ["owl"]},
                              "actions": {"0": 2, "2": 1}})
    lines = event_lines("living_forest", [reveal], names, "en")
    def card(name, locale="en"):
        return t(f"living_forest.card.{name}", locale)

    item = "living_forest.event.reveal.item"
    assert lines[1:] == [
        t(item, "en", player="Ann", lines_names=f"{card('bear')}, {card('fox')}", actions=2),
        t(item, "en", player="Cy", lines_names=card("owl"), actions=1)]
    german = event_lines("living_forest", [reveal], names, "de")
    assert german[1] == t(item, "de", player="Ann",
                          lines_names=f"{card('bear', 'de')}, {card('fox', 'de')}", actions=2)
    assert german[1] != lines[1]
    steal = Event("steal", {"seat": 0, "victim": 2, "kind": "flower", "spirit": "winter",
                            "auto": False})
    assert event_lines("living_forest", [steal], names, "en") == [
        t("living_forest.event.steal", "en", player="Ann",
          kind_name=t("living_forest.kind.flower", "en"),
          spirit_name=t("living_forest.spirit.winter", "en"), victim_player="Cy")]
    reward = Event("kodama_reward", {"seat": 1, "kodama": 3, "fragment": True,
                                     "element": False, "extra_action": False})
    assert said(event_lines("living_forest", [reward], names, "en")[0],
                "living_forest.event.kodama_reward", player="Bob", kodama=3,
                fragment_name=t("living_forest.flag.true", "en"),
                element_name=t("living_forest.flag.false", "en"))
    fires = Event("fire_check", {"power": 7, "count": 2, "hits": {"1": 2}, "safe": [0, 2]})
    assert event_lines("living_forest", [fires], names, "en") == [
        t("living_forest.event.fire_check", "en", count=2, power=7, safe_players="Ann, Cy"),
        t("living_forest.event.fire_check.item", "en", player="Bob", hits=2)]
    # a private event is shown to its seat only
    draw = Event("draw", {"seat": 1, "round": 1, "animal": True, "card": "hare",
                          "solitary": 0}, frozenset({1}))
    assert event_lines("living_forest", [draw], names, "en") == []
    assert event_lines("living_forest", [draw], names, "en", seat=1) == [
        t("living_forest.event.draw", "en", player="Bob", card_name=card("hare"), solitary=0)]


async def test_a_timeout_in_the_animal_phase_stays_private_until_the_phase_ends(cog, world):
    thread_id = await open_table(cog, world)
    table = await current(world, thread_id)
    # Bob's clock ran out: the table plays the spec's default (draw) for him, tagged
    out = await world.client.tables.play_for(table, 1, lf.timeout_move(table.state, 1),
                                             tag="timeout")
    tag = out.events[-1]
    assert tag.code == "timeout" and tag.visible_to == frozenset({1})
    await cog.history.callback(cog, world.interaction(EVE, channel_id=thread_id))
    assert not said(world.log[-1].content, "living_forest.event.timeout")
    for seat, user in enumerate(PLAYERS):
        await draw_until_done(world, thread_id, user, seat)
    await cog.history.callback(cog, world.interaction(EVE, channel_id=thread_id))
    assert said(world.log[-1].content, "living_forest.event.timeout", player="user2")


def member(user_id):
    who = MagicMock()
    who.id = user_id
    return who


async def board_of(cog, world, thread_id, asker, player=None):
    """/game board (player:...) as ``asker``: the ephemeral answer carrying the picture."""
    before = len(world.log)
    extra = {} if player is None else {"player": member(player)}
    await cog.board.callback(cog, world.interaction(asker, channel_id=thread_id), **extra)
    (answer,) = [m for m in world.log[before:] if m.file is not None]
    assert answer.ephemeral
    return answer.file.fp.getvalue()


async def test_game_board_player_shows_that_board_enlarged_as_the_asker_may_see_it(cog, world):
    thread_id = await open_table(cog, world)
    whole = Image.open(io.BytesIO(await board_of(cog, world, thread_id, EVE)))
    spectator = await board_of(cog, world, thread_id, EVE, player=CY)
    board = Image.open(io.BytesIO(spectator))
    assert board.width > whole.width and board.height < whole.height
    own = await board_of(cog, world, thread_id, CY, player=CY)
    # Cy draws in private (animal phase): others' view of his board does not change (R-20),
    # his own does (his live line)
    await cog.move.callback(cog, world.interaction(CY, channel_id=thread_id), notation="draw")
    assert await board_of(cog, world, thread_id, EVE, player=CY) == spectator
    assert await board_of(cog, world, thread_id, ANN, player=CY) == spectator
    assert await board_of(cog, world, thread_id, CY, player=CY) != own
    # someone without a seat: the shared refusal, nothing drawn
    before = len(world.log)
    await cog.board.callback(cog, world.interaction(ANN, channel_id=thread_id),
                             player=member(EVE))
    (answer,) = world.log[before:]
    assert answer.ephemeral and answer.file is None
    assert said(answer.content, "common.BOARD_NOT_SEATED")
