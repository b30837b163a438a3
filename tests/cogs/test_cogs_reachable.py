"""Every legal move of a menu-driven game is reachable by clicks (issue 18, item 4).

The controls are walked as a player would: the turn's post, then whatever a click opens
(a two-step choice's second menu, a private panel, Wispwood's step-by-step builder),
through the real components and their custom ids. A move is reached when a button or a
menu option that plays it is shown. Halali! is played with ``/move`` and its autocomplete,
and is left out. Wispwood has too many placements and tree turns to walk all of them: a
seeded sample of each is followed, choice by choice, from the post to its Confirm button.
"""

from __future__ import annotations

import random
import re
from itertools import islice
from types import SimpleNamespace

import pytest

from cogs import posts
from cogs.components import MOVE_ID, PANEL_ID, SEAT_SELECT_ID, SELECT_ID
from cogs.extras.wispwood import CAT, TREES_DONE, _anchor, _form_code
from rules.errors import GroveError
from rules.wispwood import name
from tests.cogs.fakes import click
from tests.cogs.test_cogs_flow import ANN, BOB, CY, EVE, current, open_table

PLAYERS = (ANN, BOB, CY, EVE, 105, 106)
#: custom ids of a click that opens more choices (not a move itself)
OPENS = re.compile(r"grove:(grp|panel|wwgo):")
LEAVES = [re.compile(p) for p in (SELECT_ID, SEAT_SELECT_ID)]


#: the deal of every table in these tests (a random one may offer no list of two cards)
DEAL = 20261201


@pytest.fixture(autouse=True)
def fixed_deal(monkeypatch):
    import tables.service

    monkeypatch.setattr(tables.service, "secrets", SimpleNamespace(randbits=lambda _: DEAL))


def _items(view):
    for child in view.children if view is not None else ():
        yield child.item if hasattr(child, "item") else child


def _norm(table, seat, notation):
    game = table.game
    return str(game.resolve(table.state, seat, game.parse_move(notation)))


async def _opened(world, user, thread_id, custom_id, value=None, ephemeral=False):
    """Click and return the view the click answered with (None if it answered none)."""
    before = len(world.log)
    await click(world, user, custom_id, thread_id, value=value, ephemeral=ephemeral)
    answers = [s for s in world.log[before:] if s.view is not None]
    return answers[-1].view if answers else None


async def reachable(world, table, seat, thread_id) -> set[str]:
    """Every move notation the seat can play by clicks from the turn's post."""
    user = table.user_of(seat)
    found: set[str] = set()
    queue = [(posts.controls(table, "en"), False)]
    seen: set[str] = set()
    while queue:
        view, ephemeral = queue.pop()
        for item in _items(view):
            custom_id = getattr(item, "custom_id", None) or ""
            if (m := re.fullmatch(MOVE_ID, custom_id)) or (m := re.fullmatch(PANEL_ID,
                                                                                custom_id)):
                found.add(m["move"])
            elif any(p.fullmatch(custom_id) for p in LEAVES):
                found.update(o.value for o in item.options)
            elif OPENS.match(custom_id) and not custom_id.startswith("grove:wwgo:"):
                values = [o.value for o in item.options] if hasattr(item, "options") \
                    else [None]
                for value in values:
                    key = f"{custom_id}={value}"
                    if key in seen:
                        continue
                    seen.add(key)
                    opened = await _opened(world, user, thread_id, custom_id, value,
                                           ephemeral)
                    if opened is not None:
                        queue.append((opened, True))
    # the post also carries other seats' buttons (an undo of the player before): those
    # are refused for this seat, and are no move of its own
    mine = set()
    for move in found:
        try:
            mine.add(_norm(table, seat, move))
        except GroveError:
            continue
    return mine


async def _positions(cog, world, game_id, seats, count, seed=1, **options):
    """Yield (table, thread) at ``count`` positions of an automatic game, spread out."""
    thread_id, _ = await open_table(cog, world, game_id, PLAYERS[:seats], **options)
    rnd = random.Random(seed)
    for _ in range(count):
        table = await current(world, thread_id)
        if table.row.status != "running":
            return
        yield table, thread_id
        for _ in range(rnd.randint(1, 6)):
            table = await current(world, thread_id)
            if table.row.status != "running":
                break
            seat = min(table.to_act())
            move = str(table.game.auto_move(table.state, seat))
            await world.client.tables.move(table.id, table.user_of(seat), move)


async def follow_list(world, user, thread_id, table, move) -> bool:
    """Whether a list move (Living Forest's ``att 1a 2c 3b``) is reached item by item: its
    first item in a list menu of the post, each longer list in the private menu the choice
    before opened, then a button that plays exactly it."""
    tokens = move.split()
    view, ephemeral = posts.controls(table, "en"), False
    for k in range(2, len(tokens) + 1):
        want = " ".join(tokens[:k])
        menu = next((i for i in _items(view) if (i.custom_id or "").startswith("grove:ext:")
                     and want in {o.value for o in i.options}), None)
        if menu is None:
            return False
        view = await _opened(world, user, thread_id, menu.custom_id, want, ephemeral)
        ephemeral = True
        if view is None:
            return False
    return any((m := re.fullmatch(MOVE_ID, i.custom_id or "")) and m["move"] == move
               for i in _items(view))


@pytest.mark.parametrize(("game_id", "seats", "options"), [
    ("fairy_lights", 6, {}),
    ("living_forest", 4, {"kodama": "true"}),
    ("temps_des_forets", 1, {}),
])
async def test_every_legal_move_is_reachable_by_clicks(cog, world, game_id, seats, options):
    rnd = random.Random(5)
    checked = lists = 0
    async for table, thread_id in _positions(cog, world, game_id, seats, 12, **options):
        for seat in sorted(table.to_act()):
            # Living Forest's Attract lists run to millions late in a game (its §7.3): a
            # bounded listing, and the list moves it holds sampled
            legal = {_norm(table, seat, str(m))
                     for m in islice(table.game.legal_moves(table.state, seat), 20_000)}
            got = await reachable(world, table, seat, thread_id)
            missing = sorted(legal - got)
            for move in rnd.sample(missing, min(15, len(missing))):
                assert await follow_list(world, table.user_of(seat), thread_id, table, move), \
                    (game_id, seat, move)
                lists += 1
            # everything else missing from the menus starts a list menu of the post
            firsts = {o.value for i in _items(posts.controls(table, "en"))
                      if (i.custom_id or "").startswith("grove:ext:") for o in i.options}
            assert all(" ".join(m.split()[:2]) in firsts for m in missing), \
                (game_id, seat, missing[:10])
            checked += len(legal)
    assert checked >= 20
    if game_id == "living_forest":
        assert lists, "no Attract list of two cards or more was followed"


def _take_path(take) -> list[str]:
    return [str(take.space), take.shape + (CAT if take.cat else ""),
            _form_code(take.shape, take.cells), _anchor(take.cells), name(take.wisp)]


async def _follow_take(world, user, thread_id, start_id, take) -> str | None:
    """Follow the builder from "Step by step" along ``take``'s choices; the move of the
    Confirm button it ends on (None if a choice it needs is not offered)."""
    want = _take_path(take)
    view = await _opened(world, user, thread_id, start_id)
    ephemeral = True
    for _ in range(8):
        items = list(_items(view))
        confirm = [i for i in items if re.fullmatch(MOVE_ID, i.custom_id or "")]
        if confirm:
            return re.fullmatch(MOVE_ID, confirm[0].custom_id)["move"]
        step = next((i for i in items if (i.custom_id or "").startswith("grove:wwb:")
                     and not i.custom_id.endswith(":t") and ":T" not in i.custom_id), None)
        if step is None:
            return None
        path = step.custom_id.split(":")[-1]
        done = [p for p in path.split(".") if p]
        offered = {o.value for o in step.options}
        # the choice after the ones made: a row first where positions are many
        index = len(done) - (1 if len(done) >= 4 and done[3].startswith("r") else 0)
        value = want[index]
        if index == 3 and value not in offered:
            value = f"r{int(value[1:])}"
        if value not in offered:
            return None
        view = await _opened(world, user, thread_id, step.custom_id, value, ephemeral)
    return None


async def _follow_trees(world, user, thread_id, start_id, cells: list[str]) -> bool:
    """Whether the tree menus offer ``cells`` (in one menu, or one by one with rows)."""
    view = await _opened(world, user, thread_id, start_id)
    items = list(_items(view))
    menu = next((i for i in items if (i.custom_id or "").endswith(":t")), None)
    if menu is not None:  # one menu of every cell, 1 to 3 chosen at once
        return set(cells) <= {o.value for o in menu.options} and menu.max_values >= len(cells)
    chosen: list[str] = []
    step = next(i for i in items if ":T" in (i.custom_id or ""))
    for _ in range(12):
        offered = {o.value for o in step.options}
        if len(chosen) == len(cells):
            return TREES_DONE in offered or len(cells) == 3
        cell = cells[len(chosen)]
        value = cell if cell in offered else f"r{int(cell[1:])}"
        if value not in offered:
            return False
        if value == cell:
            chosen.append(cell)
            if len(chosen) == 3:
                return True  # the third cell plants at once
        view = await _opened(world, user, thread_id, step.custom_id, value, True)
        step = next(i for i in _items(view) if ":T" in (i.custom_id or ""))
    return False


@pytest.mark.slow
async def test_wispwood_takes_and_tree_turns_are_reachable_step_by_step(cog, world):
    from rules import wispwood

    rnd = random.Random(7)
    checked_takes = checked_trees = many_cells = walked = 0
    async for table, thread_id in _positions(cog, world, "wispwood", 4, 80, seed=3):
        if table.state.phase != "turn":
            continue  # between rounds every seat picks its cat's tree in its own menu
        (seat,) = table.to_act()
        trees_now = any(c.label == "trees"
                        for c in table.game.turn_controls(table.state, seat))
        turns = wispwood.tree_turns(table.state, seat) if trees_now else []
        cells = {name(c) for t in turns for c in t.cells}
        # the first positions, and a few where the tree cells need more than one menu
        if walked >= 2 and (len(cells) <= 25 or many_cells >= 2):
            continue
        walked += 1
        many_cells += len(cells) > 25
        user = table.user_of(seat)
        start = next((i.custom_id for i in _items(posts.controls(table, "en"))
                      if (i.custom_id or "").startswith("grove:wwgo:")), None)
        assert start is not None
        takes = list(wispwood.legal_takes(table.state, seat))
        for take in rnd.sample(takes, min(10, len(takes))):
            move = await _follow_take(world, user, thread_id, start, take)
            assert move is not None, f"not reachable: {take}"
            assert _norm(table, seat, move) == _norm(table, seat, str(take))
            checked_takes += 1
        for trees in rnd.sample(turns, min(10, len(turns))):
            order = sorted((name(c) for c in trees.cells), key=lambda c: (int(c[1:]), c[0]))
            assert await _follow_trees(world, user, thread_id, start, order), trees
            checked_trees += 1
    assert checked_takes >= 20 and checked_trees >= 20 and many_cells >= 1
