"""Property tests: random legal Fairy Lights games (2-6 players) played to the end."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import i18n
import rules.fairy_lights as fl
from rules import errors
from rules.fairy_lights.cards import COLOURS, DECK, stars

UNIVERSE = [fl.Draw()] + [fl.Take((c,)) for c in COLOURS] + [
    fl.Take(p) for p in combinations(COLOURS, 2)
]


def all_cards(s):
    cards = Counter(s.deck) + Counter(s.shop) + Counter(s.discard)
    for pile in s.collections + s.scored:
        cards.update(pile)
    return cards


def check_invariants(s):
    assert all_cards(s) == Counter(DECK)
    assert len(s.shop) <= 5
    data = fl.to_json(s)
    assert fl.to_json(fl.from_json(json.loads(json.dumps(data)))) == data
    res = fl.result(s)
    assert res.scores == {seat: fl.score_of(s, seat) for seat in range(s.seats)}
    v = fl.view(s, None)
    assert v.deck_size == len(s.deck)
    assert sum(n for _, n in v.remaining) == len(s.deck)
    assert sorted(Counter(s.deck).items()) == sorted((t, n) for t, n in v.remaining if n)


def check_agreement(s):
    for seat in range(s.seats):
        listed = {str(m) for m in fl.legal_moves(s, seat)}
        for move in UNIVERSE + [fl.Undo()]:
            try:
                resolved = fl.resolve(s, seat, move)
            except errors.GroveError as exc:
                assert str(move) not in listed
                if exc.game is not None:
                    assert i18n.has(exc.catalog_key), exc.catalog_key
            else:
                assert str(resolved) in listed, (seat, str(move))
        controls = {m for c in fl.turn_controls(s, seat) for m in c.moves}
        assert controls == listed


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**63), data=st.data())
def test_random_games(seats, seed, data):
    s = fl.new_game(seats, {}, seed)
    history = []
    pick = random.Random(data.draw(st.integers(0, 2**32), label="choices"))
    resign_rate = data.draw(st.sampled_from([0.0, 0.0, 0.01]), label="resign_rate")
    steps = 0
    while not fl.is_over(s):
        steps += 1
        assert steps < 1000
        check_invariants(s)
        if steps % 3 == 0:
            check_agreement(s)
        (seat,) = fl.to_act(s)
        if pick.random() < resign_rate:
            seat = pick.randrange(seats)
            if seat in s.resigned:
                continue
            move = fl.Resign()
        elif s.undo is not None and pick.random() < 0.2:
            seat, move = s.undo["seat"], fl.Undo()
        else:
            moves = list(fl.legal_moves(s, seat))
            assert moves, "a player always has a legal move"
            move = pick.choice(moves)
        s, events = fl.apply(s, seat, move)
        for event in events:
            assert event.visible_to is None
            assert i18n.has(f"fairy_lights.event.{event.code}"), event.code
            json.dumps(event.to_json())
        history.append((seat, str(move)))
    check_invariants(s)
    assert fl.to_act(s) == frozenset()
    assert list(fl.legal_moves(s, 0)) == []
    # Scores: every star is in exactly one place.
    total = sum(stars(c) for c in s.deck + s.shop + s.discard)
    total += sum(stars(c) for pile in s.collections + s.scored for c in pile)
    assert total == 52
    res = fl.result(s)
    assert sorted(x for group in res.ranking for x in group) == list(range(seats))
    if s.end_reason == "deck_out":
        assert s.deck == []
    # Replay from seed + move log reproduces the final state exactly.
    replay = fl.new_game(seats, {}, seed)
    for seat, text in history:
        replay, _ = fl.apply(replay, seat, fl.parse_move(text))
    assert fl.to_json(replay) == fl.to_json(s)


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text(),
        st.text(alphabet="drawtakeDRAWTAKE rygbpREDGLUNOW+,  undoresign"),
        st.builds(lambda a, b: a + " " + b, st.sampled_from(["t", "take", "d", "draw"]),
                  st.text(alphabet="rygbp+, elu")),
    )
)
def test_random_text_gives_bad_notation_only(text):
    try:
        move = fl.parse_move(text)
    except errors.BadNotation as exc:
        assert exc.game == "fairy_lights"
        assert i18n.has(exc.catalog_key), exc.catalog_key
    else:
        assert str(fl.parse_move(str(move))) == str(move)
