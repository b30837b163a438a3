"""Property tests: random legal Wispwood games (1-4 seats) played to the end, with JSON
round-trips, replay from seed and log, resolve / legal_moves agreement and random text."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.wispwood as ww
from rules import errors
from rules.wispwood.geometry import CELLS, ORIENTATIONS, SHAPES, name
from rules.wispwood.state import TILES, tile_count


def check_state(s):
    data = ww.to_json(s)
    text = json.dumps(data)
    again = ww.from_json(json.loads(text))
    assert ww.to_json(again) == data
    assert tile_count(s) == TILES
    public = ww.view(s, None)
    assert all(ww.view(s, seat) == public for seat in range(s.seats))
    assert public.supply == len(s.supply)


def random_candidates(rng, count):
    """Moves of every kind, mostly illegal, built without looking at the state."""
    out = []
    for _ in range(count):
        kind = rng.random()
        if kind < 0.6:
            shape = rng.choice(list(SHAPES))
            o = rng.choice(ORIENTATIONS)
            anchor = name(rng.choice(CELLS))
            try:
                take = ww.parse_move(f"take {rng.randint(1, 8)} {shape}@{anchor}:{o} wisp=A1")
            except errors.BadNotation:
                continue
            wisp = rng.choice(take.cells)
            out.append(ww.Take(take.space, shape, take.cells, wisp, rng.random() < 0.3))
        elif kind < 0.85:
            out.append(ww.Trees(tuple(rng.sample(CELLS, rng.randint(1, 3)))))
        else:
            out.append(rng.choice([ww.Refill(), ww.CatRefill(), ww.CatMove(None),
                                   ww.CatMove(rng.choice(CELLS))]))
    return out


def check_agreement(s, rng):
    for seat in range(s.seats):
        listed = [str(m) for m in ww.legal_moves(s, seat)]
        listed_set = set(listed)
        assert len(listed) == len(listed_set)
        for text in rng.sample(listed, min(20, len(listed))):
            move = ww.parse_move(text)
            assert str(ww.resolve(s, seat, move)) == text
        for move in random_candidates(rng, 60):
            try:
                resolved = ww.resolve(s, seat, move)
            except errors.GroveError:
                assert str(move) not in listed_set
            else:
                assert str(resolved) in listed_set, (seat, str(move))
        suggestions = ww.suggest(s, seat, "")
        assert suggestions == listed[:25]
        assert all(t in listed_set for t in ww.suggest(s, seat, "take 3"))
        trees = [t for t in listed if t.startswith("trees ")]
        assert ww.suggest(s, seat, "tre") == trees[:25]
        labels = {c.label for c in ww.turn_controls(s, seat)}
        assert ("place" in labels) == any(t.startswith("take ") for t in listed)
        assert ("trees" in labels) == bool(trees)
        assert ("refill" in labels) == ("refill" in listed_set)
        assert ("cat_refill" in labels) == ("cat-refill" in listed_set)
        assert ("cat_move" in labels) == any(t.startswith("cat ") for t in listed)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(1, 4), seed=st.integers(0, 2**63), data=st.data())
def test_random_games(seats, seed, data):
    s = ww.new_game(seats, {}, seed)
    rng = random.Random(data.draw(st.integers(0, 2**32), label="choices"))
    resign_rate = data.draw(st.sampled_from([0.0, 0.0, 0.01]), label="resign_rate")
    log = []
    steps = 0
    last_turn = ww.turn_number(s)
    while not ww.is_over(s):
        steps += 1
        assert steps < 2000
        if steps % 7 == 1:
            check_state(s)
        if steps % 11 == 1:
            check_agreement(s, rng)
        acting = sorted(ww.to_act(s))
        assert acting
        if rng.random() < resign_rate:
            seat = rng.randrange(seats)
            if seat in s.resigned:
                continue
            move = ww.Resign()
        elif s.undo is not None and ww.may_undo(s, s.undo["seat"]) and rng.random() < 0.2:
            seat, move = s.undo["seat"], ww.Undo()
        else:
            seat = rng.choice(acting)
            moves = list(ww.legal_moves(s, seat))
            assert moves, "a seat to act always has a move"
            move = rng.choice(moves)
        before = ww.seat_version(s, seat)
        s, events = ww.apply(s, seat, move)
        assert ww.seat_version(s, seat) == before + 1
        assert ww.turn_number(s) >= last_turn
        last_turn = ww.turn_number(s)
        assert all(e.visible_to is None for e in events)
        json.dumps([e.to_json() for e in events])
        log.append((seat, str(move)))
    check_state(s)
    res = ww.result(s)
    assert set(res.scores) == set(range(seats))
    # Replay from the seed and the log reproduces the state exactly.
    r = ww.new_game(seats, {}, seed)
    for seat, text in log:
        r, _ = ww.apply(r, seat, ww.parse_move(text))
    assert ww.to_json(r) == ww.to_json(s)


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(
    st.text(max_size=40),
    st.builds(" ".join, st.lists(st.sampled_from(
        ["take", "trees", "cat", "refill", "cat-refill", "undo", "resign", "stay", "3", "9",
         "L4", "O4", "Q4", "L4@E3:R90", "E3:R45", "E3,E4,E5,F5", "E3", "Z9", "wisp=E5",
         "wisp=", "cat", ",", "F6,F6", "K11", "A0"]), max_size=6)),
))
def test_random_text_only_grove_errors(text):
    s = ww.new_game(2, {}, 7)
    try:
        move = ww.parse_move(text)
    except errors.GroveError:
        return
    assert str(ww.parse_move(str(move))) == str(move)
    for seat in (0, 1):
        try:
            ww.apply(s, seat, move)
        except errors.GroveError:
            pass


def _leaves(data, path=()):
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _leaves(v, (*path, i))
    yield path


_SAVED = ww.to_json(ww.new_game(3, {}, 99))
_PATHS = [p for p in _leaves(_SAVED) if p]


@settings(max_examples=300, deadline=None)
@given(path=st.sampled_from(_PATHS),
       value=st.one_of(st.none(), st.booleans(), st.integers(-3, 200), st.text(max_size=4),
                       st.lists(st.integers(0, 3), max_size=3), st.just({})))
def test_broken_saved_states_are_refused_as_corrupt(path, value):
    data = json.loads(json.dumps(_SAVED))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    try:
        state = ww.from_json(data)
    except errors.CorruptState:
        return
    # Accepted: then it is a state the rules can work with.
    ww.check(state)
    for seat in ww.to_act(state):
        ww.suggest(state, seat, "")
