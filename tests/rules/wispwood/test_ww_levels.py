"""Wispwood's levels (issue 20): ``determinize`` keeps what a seat sees and redraws the rest
from public facts only; Easy is Normal's measure over a sample (never better than Normal's
choice, sometimes worse); Strong looks further than Normal (the cat flag, playouts)."""

from __future__ import annotations

import random

import pytest

import rules.wispwood as ww
from rules.levels import EASY, STRONG
from rules.wispwood import fixtures, levels
from rules.wispwood.state import TILES, tile_count


def _positions(seats: int, seed: int, every: int = 3, count: int = 8) -> list[tuple[ww.State, int]]:
    """States of a Normal self-play game where a seat must take or plant, every few moves."""
    state = ww.new_game(seats, {}, seed)
    found: list[tuple[ww.State, int]] = []
    step = 0
    while not ww.is_over(state) and len(found) < count:
        seat = min(ww.to_act(state))
        if state.phase == "turn" and step % every == 1:
            found.append((state, seat))
        state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
        step += 1
    return found


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_determinize_keeps_the_view_and_the_box(seats):
    for state, seat in _positions(seats, 40 + seats):
        twin = ww.determinize(state, seat, random.Random(7))
        ww.check(twin)
        assert ww.view(twin, seat) == ww.view(state, seat)
        assert tile_count(twin) == TILES
        assert twin.undo is None
        assert ww.to_json(twin)["supply"] != ww.to_json(state)["supply"] or not state.supply


@pytest.mark.parametrize("seats", [1, 3])
def test_determinize_reads_only_public_facts(seats):
    """Two states that differ only in hidden facts give the same determinization."""
    for k, (state, seat) in enumerate(_positions(seats, 60 + seats)):
        other = fixtures.shuffle_hidden(state, 1000 + k)
        assert ww.to_json(other) != ww.to_json(state) or not state.supply
        one = ww.determinize(state, seat, random.Random(k))
        two = ww.determinize(other, seat, random.Random(k))
        assert ww.to_json(one) == ww.to_json(two)


def test_determinize_draws_differ_between_samples():
    state, seat = _positions(2, 5)[3]
    supplies = {tuple(ww.determinize(state, seat, random.Random(k)).supply) for k in range(5)}
    assert len(supplies) == 5


def _value_of(state: ww.State, seat: int, move: ww.Move) -> float:
    values = {take: value for value, _text, take in levels.scored_takes(state, seat)}
    return values[move]


def test_easy_never_beats_normals_measure_and_often_falls_short():
    shorter = compared = 0
    for seed in (1, 2):
        for state, seat in _positions(2, seed, every=2, count=10):
            normal = ww.auto_move(state, seat)
            easy = ww.GAME.bot_move(state, seat, EASY)
            assert ww.resolve(state, seat, easy) == easy
            if not isinstance(normal, ww.Take):
                assert easy == normal
                continue
            compared += 1
            assert _value_of(state, seat, easy) <= _value_of(state, seat, normal)
            shorter += _value_of(state, seat, easy) < _value_of(state, seat, normal)
    assert compared >= 10
    assert shorter >= compared // 3, "Easy is weaker than Normal on many moves"


def test_scored_takes_agree_with_normal():
    """Normal's choice is the best of ``scored_takes`` (smallest notation on ties)."""
    for state, seat in _positions(3, 9, count=6):
        takes = levels.scored_takes(state, seat)
        if not takes:
            continue
        best = max(value for value, _t, _m in takes)
        expected = min((text, take) for value, text, take in takes if value == best)[1]
        assert ww.auto_move(state, seat) == expected
        flagged = levels.scored_takes(state, seat, cat=True)
        assert len(flagged) >= len(takes)
        assert all(ww.resolve(state, seat, m) == m for _v, _t, m in flagged[::97])


def test_strong_uses_the_cat_flag_to_fill_its_grid_and_end_the_round():
    """Seat 0 (last in the round's order) leads; only an O4 fills its 2x2 hole, and no
    space offers O4 without the cat. Normal never uses the flag; Strong fills the grid (the
    bonus, and the round ends before seat 1 can catch up)."""
    state = fixtures.position(
        """
            D E F G
         4  P T H T
         5  T . . S
         6  W . . T
         7  T H C P
        """,
        "F6 C, G6 T",
        pond="PPP..PPP", start=1, turn=0)
    ww.check(state)
    normal = ww.auto_move(state, 0)
    strong = ww.GAME.bot_move(state, 0, STRONG, 0.5)
    assert ww.resolve(state, 0, strong) == strong
    assert isinstance(strong, ww.Take) and strong.cat and strong.shape == "O4"
    assert not (isinstance(normal, ww.Take) and normal.cat)
