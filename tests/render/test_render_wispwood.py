"""Tests of the Wispwood picture (spec §6, §7.3): PNG shape, determinism, hidden information."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

import render
import rules.wispwood as ww
from render import wispwood as rw
from tests.rules.helpers import auto_play

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
NAMES = ("Annabelle the Magnificent Wanderer of the Northern Woods", "Bob", "Chloé", "Dee")


def played(seats: int, seed: int, moves: int) -> ww.State:
    return auto_play(ww, ww.new_game(seats, {}, seed), moves)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_png_of_every_seat_count(seats):
    data = render.render("render.wispwood", ww.view(played(seats, 5, 10 * seats)),
                         NAMES[:seats], "en")
    assert data.startswith(PNG_SIGNATURE)
    img = Image.open(io.BytesIO(data))
    assert img.size == (rw.WIDTH, rw.height(seats))
    assert img.mode == "P"


def test_deterministic_and_changes_with_the_position():
    state = played(2, 8, 14)
    a = rw.render(ww.view(state), NAMES[:2])
    assert a == rw.render(ww.view(state), NAMES[:2])
    later, _ = ww.apply(state, min(ww.to_act(state)),
                        ww.auto_move(state, min(ww.to_act(state))))
    assert rw.render(ww.view(later), NAMES[:2]) != a


def test_hidden_information_never_reaches_the_picture():
    # Same public table, different supply order, tree backs and firefly order.
    for seats in (1, 4):
        a = played(seats, 3, 9 * seats)
        b = a.copy()
        b.supply = sorted(b.supply)
        for forest in b.forests:
            forest.backs = dict.fromkeys(forest.backs, "S")
        if b.solo:
            b.solo.tokens = sorted(b.solo.tokens)
        assert a.supply != b.supply
        assert ww.view(a) == ww.view(b)
        assert rw.render(ww.view(a), NAMES[:seats]) == rw.render(ww.view(b), NAMES[:seats])


def test_view_carries_nothing_hidden():
    fields = {f.name for f in dataclasses.fields(ww.WispwoodView)}
    assert "supply" in fields  # a count only
    view = ww.view(played(2, 1, 5))
    assert isinstance(view.supply, int)
    forest_fields = {f.name for f in dataclasses.fields(ww.ForestView)}
    assert not {"backs", "tokens"} & (fields | forest_fields)


def test_cat_phase_and_game_over_pictures():
    state = ww.new_game(2, {}, 4)
    seen = set()
    while not ww.is_over(state):
        seat = min(ww.to_act(state))
        if state.phase not in seen:
            seen.add(state.phase)
            assert rw.render(ww.view(state), NAMES[:2]).startswith(PNG_SIGNATURE)
        state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
    assert seen == {"turn", "cat"}
    assert rw.render(ww.view(state), NAMES[:2]).startswith(PNG_SIGNATURE)


def test_wisps_are_not_colour_alone():
    # In grey-scale the four wisp stamps still differ (each has its own letter).
    greys = [rw._stamp(k).convert("L").tobytes() for k in "PHWS"]
    assert len(set(greys)) == 4
    letters = {k: rw._stamp(k).convert("L").point(lambda v: 255 if v > 128 else 0).tobytes()
               for k in "PHWS"}
    assert len(set(letters.values())) == 4


def _cell_box(cell: str) -> tuple[int, int, int, int]:
    """The pixel box of a canvas cell in an enlarged forest picture."""
    x, y = rw._cell_xy(4, 0, cell)
    s = rw.FOREST_SCALE
    return (x * s, y * s, (x + rw.CELL - 1) * s, (y + rw.CELL - 1) * s)


def test_forest_preview_ghosts_exactly_the_candidate_cells():
    state = played(2, 5, 5)
    seat = min(ww.to_act(state))
    take = next(ww.legal_takes(state, seat))
    cells = [ww.geometry.name(c) for c in take.cells]
    wisp = ww.geometry.name(take.wisp)
    view = ww.view(state)
    plain = Image.open(io.BytesIO(rw.render_forest(view, seat, NAMES[:2]))).convert("RGB")
    ghost = Image.open(io.BytesIO(rw.render_forest(
        view, seat, NAMES[:2], cells, wisp, state.pond[take.space - 1]))).convert("RGB")
    assert plain.width >= 500 and plain.size == ghost.size
    # Every candidate cell changed; a free cell away from them did not.
    for cell in cells:
        box = _cell_box(cell)
        assert plain.crop(box).tobytes() != ghost.crop(box).tobytes(), cell
    occupied = {c for c, _ in view.forests[seat].cells} | set(cells)
    far = next(f"{c}{r}" for r in range(1, 12) for c in "ABCDEFGHIJK"
               if all(abs(ord(c) - ord(o[0])) + abs(r - int(o[1:])) > 2 for o in occupied))
    assert plain.crop(_cell_box(far)).tobytes() == ghost.crop(_cell_box(far)).tobytes()
    # Not colour alone: in grey-scale the planned trees still differ from empty floor.
    tree_cell = next(c for c in cells if c != wisp)
    grey_plain = plain.convert("L").crop(_cell_box(tree_cell)).tobytes()
    grey_ghost = ghost.convert("L").crop(_cell_box(tree_cell)).tobytes()
    assert grey_plain != grey_ghost


def test_forest_preview_is_public_and_deterministic():
    a = played(4, 3, 30)
    b = a.copy()
    b.supply = sorted(b.supply)
    for forest in b.forests:
        forest.backs = dict.fromkeys(forest.backs, "S")
    for seat in range(4):
        one = rw.render_forest(ww.view(a), seat, NAMES, ("E2",), None, None)
        assert one == rw.render_forest(ww.view(b), seat, NAMES, ("E2",), None, None)
    assert rw.render_forest(ww.view(a), 0, NAMES) != rw.render_forest(ww.view(a), 1, NAMES)


def test_labels_follow_the_locale():
    view = ww.view(played(1, 4, 6))
    pictures = {loc: rw.render(view, NAMES[:1], loc) for loc in ("en", "nl", "de", "fr")}
    assert len(set(pictures.values())) == 4, "every language draws its own labels"
    assert rw.render_forest(view, 0, NAMES[:1], locale="de") != \
        rw.render_forest(view, 0, NAMES[:1], locale="en")
