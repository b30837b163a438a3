"""Tests of the Wispwood picture (spec §6, §7.3): PNG shape, determinism, hidden information."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

import render
import rules.wispwood as ww
from render import wispwood as rw

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
NAMES = ("Annabelle the Magnificent Wanderer of the Northern Woods", "Bob", "Chloé", "Dee")


def played(seats: int, seed: int, moves: int) -> ww.State:
    state = ww.new_game(seats, {}, seed)
    for _ in range(moves):
        if ww.is_over(state):
            break
        seat = min(ww.to_act(state))
        state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
    return state


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_png_of_every_seat_count(seats):
    data = render.render("wispwood", ww.view(played(seats, 5, 10 * seats)), NAMES[:seats], "en")
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
