"""Wispwood in Discord (spec §7.2): Place / Tree turn modals, the step-by-step builder with its
ephemeral preview and Confirm, the simultaneous cat phase, larger forests, a solo start.

Real command callbacks and buttons against a real temporary database; the moves chosen come
from the game's automatic player, entered the way a player would.
"""

from __future__ import annotations

import io
from unittest.mock import MagicMock

import pytest
from PIL import Image

from cogs.extras.wispwood import _anchor, _form_code
from rules import wispwood as ww
from rules.wispwood.geometry import name
from tests.cogs.fakes import click, custom_ids
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import current, played

ANN, BOB, EVE = 1, 2, 99


async def open_wispwood(cog, world, players, **options):
    inter = world.interaction(players[0])
    await cog.new_command.callback(inter, game="wispwood", **options)
    ids = custom_ids(world.log[-1].view)
    for user in players[1:]:
        await click(world, user, next(i for i in ids if ":join:" in i))
    await click(world, players[0], next(i for i in ids if ":start:" in i))
    (thread_id,) = world.threads
    return thread_id




def post_ids(world):
    return custom_ids(world.log.last_public_with_view().view)


def one(ids, prefix):
    found = [i for i in ids if i.startswith(prefix)]
    assert len(found) == 1, (prefix, ids)
    return found[0]


def step_ids(said):
    """The builder's select ids on an ephemeral answer (sent or edited)."""
    return [i for i in custom_ids(said.view) if i.startswith("grove:wwb:")]


def options_of(said, custom_id):
    item = next(c for c in said.view.children if c.item.custom_id == custom_id)
    return [o.value for o in item.item.options]


def picture(said):
    files = said.kwargs.get("attachments") or said.files
    assert files, "the step shows a picture"
    return Image.open(io.BytesIO(files[-1].fp.getvalue()))


async def place_by_modal(world, thread_id, user, text, label="place"):
    if label == "trees":
        modal_id = next(i for i in post_ids(world) if i.endswith(":trees"))
    else:
        modal_id = next(i for i in post_ids(world) if i.endswith(":place"))
    await click(world, user, modal_id, channel_id=thread_id)
    opened = world.log[-1]
    assert opened.kind == "modal"
    modal = opened.kwargs["modal"]
    modal.notation._value = text
    await modal.on_submit(world.interaction(user, channel_id=thread_id))


async def place_by_builder(world, thread_id, user, move):
    """Open the builder from the turn's post, follow its steps for ``move``, check the
    preview, and Confirm."""
    await click(world, user, one(post_ids(world), "grove:wwgo:"), channel_id=thread_id)
    step = world.log[-1]
    assert step.ephemeral and step.kind == "response"
    table = await current(world, thread_id)
    if isinstance(move, ww.Trees):
        (select,) = [i for i in step_ids(step) if i.endswith(":t")]
        cells = [name(c) for c in move.cells]
        assert set(cells) <= set(options_of(step, select))
        await click(world, user, select, channel_id=thread_id, value=cells)
        step = world.log[-1]
    else:
        choices = [str(move.space), move.shape + ("c" if move.cat else ""),
                   _form_code(move.shape, move.cells), _anchor(move.cells), name(move.wisp)]
        while True:
            selects = [i for i in step_ids(step) if not i.endswith(":t")]
            if not selects:
                break
            (select,) = selects
            path = [p for p in select.split(":")[-1].split(".") if p]
            if path and path[-1].startswith("r"):
                path.pop()  # a row was chosen: the anchor is next
            value = choices[len(path)]
            offered = options_of(step, select)
            if value not in offered:
                # more than 25 positions: the anchor's row first
                assert len(path) == 3 and f"r{value[1:]}" in offered
                value = f"r{value[1:]}"
            await click(world, user, select, channel_id=thread_id, value=value)
            step = world.log[-1]
            assert step.kind == "edit", step.content
            if len(path) >= 3 and not value.startswith("r"):
                # the cells are known: the forest is shown with the tiles ghosted in
                assert picture(step).width >= 500
    # the preview: a picture, Confirm and Start again; nothing placed yet
    assert picture(step).width >= 500
    assert said(step.content, "wispwood.builder.preview", move=str(move))
    after = await current(world, thread_id)
    assert after.row.version == table.row.version, "nothing is placed before Confirm"
    confirm = one(custom_ids(step.view), "grove:mv:")
    assert confirm.endswith(str(move))
    await click(world, user, confirm, channel_id=thread_id)


async def test_a_whole_round_for_two_through_modals_builder_and_cat_phase(cog, world):
    thread_id = await open_wispwood(cog, world, (ANN, BOB))
    opening = world.log[-2]
    assert opening.kind == "thread" and opening.file is not None
    assert said(opening.content, "wispwood.event.round_start", round=1)
    step = 0
    builder_takes = builder_trees = modal_takes = modal_trees = 0
    while True:
        table = await current(world, thread_id)
        state = table.state
        if state.phase != "turn" or state.round != 1:
            break
        (seat,) = table.to_act()
        user = table.user_of(seat)
        move = ww.auto_move(state, seat)
        ids = post_ids(world)
        assert any(i.startswith("grove:wwf:") for i in ids), "a forest can be shown larger"
        if step == 0:
            # Only the mover opens the modal or the builder; a spectator gets one sentence.
            await click(world, EVE, one(ids, "grove:wwgo:"), channel_id=thread_id)
            assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NOT_SEATED")
            other = table.user_of(1 - seat)
            await click(world, other, next(i for i in ids if i.endswith(":place")),
                        channel_id=thread_id)
            assert world.log[-1].kind != "modal"
            assert said(world.log[-1].content, "common.NOT_YOUR_TURN")
        if step % 2 == 0:
            await place_by_builder(world, thread_id, user, move)
            if isinstance(move, ww.Trees):
                builder_trees += 1
            else:
                builder_takes += 1
        else:
            label = "trees" if isinstance(move, ww.Trees) else "place"
            await place_by_modal(world, thread_id, user, str(move), label)
            if label == "trees":
                modal_trees += 1
            else:
                modal_takes += 1
        posted = played(world)
        assert posted.file is not None, posted.content
        after = await current(world, thread_id)
        assert after.row.version == table.row.version + 1
        step += 1
    assert builder_takes and modal_takes, "both ways of placing were used"
    # The cat phase: both seats choose at once, each with its own menu on the post, and
    # the post that opens it mentions both (the last mover too).
    table = await current(world, thread_id)
    assert table.state.phase == "cat" and table.to_act() == {0, 1}
    opening_cats = world.log.public()[-1]
    assert f"<@{ANN}>" in opening_cats.content and f"<@{BOB}>" in opening_cats.content
    selects = [i for i in post_ids(world) if i.startswith("grove:ssel:")]
    assert len(selects) == 2 and len(set(selects)) == 2
    labels = [c.item.placeholder for c in world.log.last_public_with_view().view.children
              if c.item.custom_id in selects]
    assert any("user1" in p for p in labels) and any("user2" in p for p in labels)
    select_of = dict(zip(labels, selects, strict=True))
    bob_select = next(s for p, s in select_of.items() if "user2" in p)
    ann_select = next(s for p, s in select_of.items() if "user1" in p)
    # A menu is its seat's own: Ann cannot choose with Bob's.
    await click(world, ANN, bob_select, channel_id=thread_id, value="cat stay")
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NOT_YOUR_MENU")
    trees = [name(c) for c, k in table.state.forests[1].cells.items() if k == "T"]
    choice = f"cat {trees[0]}" if trees else "cat stay"
    await click(world, BOB, bob_select, channel_id=thread_id, value=choice)
    played(world)
    table = await current(world, thread_id)
    assert table.to_act() == {0}
    # Bob's choice does not make Ann's menu stale: she uses the one she saw before it (the
    # post now shows her alone a menu of the usual kind, bound to the table version).
    assert len([i for i in post_ids(world) if i.startswith("grove:sel:")]) == 1
    await click(world, BOB, bob_select, channel_id=thread_id, value="cat stay")
    assert world.log[-1].ephemeral, "Bob has chosen already"
    await click(world, ANN, ann_select, channel_id=thread_id, value="cat stay")
    table = await current(world, thread_id)
    assert table.state.round == 2 and table.state.phase == "turn"
    assert said(played(world).content, "wispwood.event.round_start", round=2)


async def test_builder_refuses_a_bad_tree_pick_and_once_the_table_moved_on(cog, world):
    thread_id = await open_wispwood(cog, world, (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    user = table.user_of(seat)
    await click(world, user, one(post_ids(world), "grove:wwgo:"), channel_id=thread_id)
    builder = world.log[-1]
    (space_select,) = [i for i in step_ids(builder) if not i.endswith(":t")]
    (trees_select,) = [i for i in step_ids(builder) if i.endswith(":t")]
    # Two trees far apart from each other are refused with the rules' own sentence.
    cells = options_of(builder, trees_select)
    far = next((c, d) for c in cells for d in cells
               if abs(ord(c[0]) - ord(d[0])) + abs(int(c[1:]) - int(d[1:])) > 3)
    await click(world, user, trees_select, channel_id=thread_id, value=list(far))
    refused = world.log[-1]
    assert refused.kind == "edit" and step_ids(refused), "the tree menu is offered again"
    assert not any(i.startswith("grove:mv:") for i in custom_ids(refused.view))
    assert (await current(world, thread_id)).row.version == table.row.version
    # The mover's cat refills the pond (the turn goes on): the open builder is now stale.
    await cog.move.callback(cog, world.interaction(user, channel_id=thread_id),
                            notation="cat-refill")
    played(world)
    space = options_of(builder, space_select)[0]
    await click(world, user, space_select, channel_id=thread_id, value=space)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.STALE_VERSION")
    assert (await current(world, thread_id)).row.version == table.row.version + 1


async def test_builder_offers_cat_shapes_and_rows_and_previews_trees(cog, world):
    thread_id = await open_wispwood(cog, world, (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    user = table.user_of(seat)
    await click(world, user, one(post_ids(world), "grove:wwgo:"), channel_id=thread_id)
    builder = world.log[-1]
    (space_select,) = [i for i in step_ids(builder) if not i.endswith(":t")]
    spaces = options_of(builder, space_select)
    legal = list(ww.legal_takes(table.state, seat))
    assert sorted(spaces) == sorted({str(tk.space) for tk in legal})
    await click(world, user, space_select, channel_id=thread_id, value=spaces[0])
    (shape_select,) = step_ids(world.log[-1])
    shapes = options_of(world.log[-1], shape_select)
    with_cat = {tk.shape + "c" for tk in legal if tk.cat and str(tk.space) == spaces[0]}
    assert with_cat and with_cat <= set(shapes), "the ready cat lets any shape be used"
    # A tree turn picked in the menu: previewed with Confirm, placed only on Confirm.
    (trees_select,) = [i for i in step_ids(builder) if i.endswith(":t")]
    cell = options_of(builder, trees_select)[0]
    await click(world, user, trees_select, channel_id=thread_id, value=[cell])
    preview = world.log[-1]
    assert said(preview.content, "wispwood.builder.preview", move=f"trees {cell}")
    assert picture(preview).width >= 500
    assert (await current(world, thread_id)).row.version == table.row.version
    await click(world, user, one(custom_ids(preview.view), "grove:mv:"), channel_id=thread_id)
    played(world)
    before, table = table, await current(world, thread_id)
    assert table.row.version == before.row.version + 1
    assert table.state.forests[seat].cells[ww.parse_move(f"trees {cell}").cells[0]] == "T"
    # The next player plants trees through the Tree turn modal.
    (other,) = table.to_act()
    trees = str(ww.tree_turns(table.state, other)[-1])
    await place_by_modal(world, thread_id, table.user_of(other), trees, "trees")
    assert trees in played(world).content
    after = await current(world, thread_id)
    assert after.row.version == table.row.version + 1 and after.to_act() == {seat}


async def test_any_forest_can_be_shown_larger_to_anyone(cog, world):
    thread_id = await open_wispwood(cog, world, (ANN, BOB))
    forest = one(post_ids(world), "grove:wwf:")
    await click(world, EVE, forest, channel_id=thread_id, value="1")
    shown = world.log[-1]
    assert shown.ephemeral and said(shown.content, "wispwood.builder.forest_shown", player="user2")
    image = Image.open(io.BytesIO(shown.file.fp.getvalue()))
    assert image.width >= 500


async def test_solo_game_starts_with_the_phantom_and_autocomplete_suggests(cog, world):
    inter = world.interaction(ANN)
    await cog.new_command.callback(inter, game="wispwood", level="hard")
    ids = custom_ids(world.log[-1].view)
    await click(world, ANN, next(i for i in ids if ":start:" in i))
    (thread_id,) = world.threads
    opening = next(s for s in world.log if s.kind == "thread")
    assert opening.file is not None
    # the phantom's first reveal: it took a wisp, or found none
    assert (said(opening.content, "wispwood.event.phantom")
            or said(opening.content, "wispwood.event.phantom_none"))
    table = await current(world, thread_id)
    assert table.to_act() == {0} and table.row.options["level"] == "hard"
    inter = world.interaction(ANN, channel_id=thread_id)
    found = await cog.move_autocomplete(inter, "")
    assert 0 < len(found) <= 25
    typed = await cog.move_autocomplete(inter, "take 1")
    assert all(c.value.startswith("take 1 ") for c in typed)
    other = await cog.move_autocomplete(world.interaction(BOB, channel_id=thread_id), "take")
    assert all(not c.value.startswith("take") for c in other), "no move to a non-player"


async def test_custom_cards_option_is_checked_by_the_game(cog, world):
    inter = world.interaction(ANN)
    await cog.new_command.callback(inter, game="wispwood", cards="TREE-2")
    assert world.log[-1].ephemeral
    cards = "tree-2, PUMP-1,HEART-2,WITCH-2,SPARK-1"
    await cog.new_command.callback(world.interaction(ANN), game="wispwood",
                                   objectives="custom", cards=cards)
    assert not world.log[-1].ephemeral
    table = await world.client.tables.lobby_in(world.channel.id)
    assert table.row.options["cards"] == "TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1"


def test_positions_ask_for_the_row_first_when_more_than_25_fit():
    from cogs.extras.wispwood import positions
    from rules.wispwood.geometry import NAME_TO_CELL

    def take(anchor):
        col, row = anchor[0], int(anchor[1:])
        cells = (NAME_TO_CELL[f"{col}{row}"], NAME_TO_CELL[f"{chr(ord(col) + 1)}{row}"])
        return ww.Take(1, "D2", cells, cells[0])

    many = [take(f"{c}{r}") for r in range(1, 7) for c in "ABCDE"]  # 30 positions
    kind, rows = positions(many)
    assert kind == "rows" and rows == [f"r{r}" for r in range(1, 7)]
    kind, anchors = positions(many, 4)
    assert kind == "anchors" and anchors == ["A4", "B4", "C4", "D4", "E4"]
    kind, anchors = positions(many[:25])
    assert kind == "anchors" and len(anchors) == 25 and anchors[0] == "A1"


@pytest.mark.slow
async def test_a_whole_game_for_three_to_the_end(cog, world):
    """Three rounds through /move (the cat phases through each seat's own menu); the last
    post names the result and mentions nobody new; no step is refused."""
    thread_id = await open_wispwood(cog, world, (ANN, BOB, EVE))
    for _ in range(400):
        table = await current(world, thread_id)
        if table.row.status != "running":
            break
        seat = min(table.to_act())
        user = table.user_of(seat)
        move = str(ww.auto_move(table.state, seat))
        if table.state.phase == "cat":
            post = world.log.last_public_with_view()
            menus = [c for c in post.view.children
                     if c.item.custom_id.startswith(("grove:ssel:", "grove:sel:"))]
            assert len(menus) == len(table.to_act()), "one menu per seat still to choose"
            mine = next(c for c in menus if table.names[seat] in c.item.placeholder)
            assert move in [o.value for o in mine.item.options]
            await click(world, user, mine.item.custom_id, channel_id=thread_id, value=move)
        else:
            await cog.move.callback(cog, world.interaction(user, channel_id=thread_id),
                                    notation=move)
        played(world)
    table = await current(world, thread_id)
    assert table.row.status == "over" and table.state.round == 3
    # the last moves' post has no controls; the result post of its own names every player
    moves_post, last = world.log.public()[-2:]
    assert moves_post.view is None and said(last.content, "common.result.post_win")
    for name_ in table.names:
        assert name_ in last.content


async def test_game_board_player_shows_that_forest_enlarged(cog, world):
    thread_id = await open_wispwood(cog, world, (ANN, BOB))
    member = MagicMock()
    member.id = BOB
    await cog.board.callback(cog, world.interaction(EVE, channel_id=thread_id), player=member)
    shown = world.log[-1]
    assert shown.ephemeral and shown.file is not None
    big = Image.open(io.BytesIO(shown.file.fp.getvalue()))
    await cog.board.callback(cog, world.interaction(EVE, channel_id=thread_id))
    whole = Image.open(io.BytesIO(world.log[-1].file.fp.getvalue()))
    assert big.size != whole.size and big.width >= 500
    member.id = EVE
    await cog.board.callback(cog, world.interaction(ANN, channel_id=thread_id), player=member)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.BOARD_NOT_SEATED")


async def test_modal_text_is_checked_like_move(cog, world):
    thread_id = await open_wispwood(cog, world, (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    user = table.user_of(seat)
    # An occupied cell (the cat's) is refused with the rules' own sentence; nothing saved.
    take = next(ww.legal_takes(table.state, seat))
    cat = table.state.forests[seat].cat
    bad = str(take).replace(name(take.cells[0]), name(cat), 1)
    await place_by_modal(world, thread_id, user, bad)
    reply = world.log[-1]
    assert reply.ephemeral and reply.content and not said(reply.content, "common.done.move")
    await place_by_modal(world, thread_id, user, "take 9")
    assert world.log[-1].ephemeral and not said(world.log[-1].content, "common.done.move")
    assert (await current(world, thread_id)).row.version == table.row.version
    # The anchor form is accepted and logged in the cell-list form.
    anchor = f"take {take.space} {take.shape}@{_anchor(take.cells)}:" \
             f"{_form_code(take.shape, take.cells)} wisp={name(take.wisp)}"
    await place_by_modal(world, thread_id, user, anchor)
    assert str(take) in played(world).content
