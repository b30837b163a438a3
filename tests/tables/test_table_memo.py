"""A table value works out its views, who acts and its private panels once (a post asks for
each several times); a changed table value (``replace``, the next version) works them out
afresh, and what it gives is what the game gives."""

from __future__ import annotations

from dataclasses import replace

from tables import offered_moves, private_panel

from .helpers import ANN, BOB, CY, started


async def test_a_view_is_worked_out_once_per_table_value(tables):
    table = await started(tables, "halali")
    spectator = table.view(None)
    assert table.view(None) is spectator
    assert spectator == table.game.view(table.state, None)
    # each seat its own view (hidden tiles differ), each kept apart
    assert table.view(0) == table.game.view(table.state, 0)
    assert table.view(0) is table.view(0) and table.view(0) is not spectator


async def test_the_next_version_sees_its_own_state(tables):
    table = await started(tables, "halali")
    (seat,) = table.to_act()
    before = table.view(None)
    move = offered_moves(table.game, table.state, seat)[0]
    after = (await tables.move(table.id, table.user_of(seat), move)).table
    assert after.to_act() == frozenset(after.game.to_act(after.state)) != table.to_act()
    assert after.view(None) == after.game.view(after.state, None) != before


async def test_who_acts_follows_the_status_of_a_replaced_row(tables):
    table = await started(tables, "halali")
    assert table.to_act()
    ended = replace(table, row=replace(table.row, status="over"))
    assert ended.to_act() == frozenset()
    assert table.to_act()  # the running value keeps its own answer


async def test_a_private_panel_is_kept_per_seat(tables):
    table = await started(tables, "living_forest", (ANN, BOB, CY))
    panels = {seat: private_panel(table, seat) for seat in range(3)}
    for seat, panel in panels.items():
        assert private_panel(table, seat) is panel
        hook = table.game.private_panel
        assert panel == (hook(table.state, seat) if hook is not None else None)
    assert private_panel(replace(table, row=replace(table.row, status="over")), 0) is None
