"""Fairy Lights' own checks along the generic random games (``tests/rules/play.py``): every
card is in one place, the shop holds at most five, scores and the public count of the deck add
up, every hand-built move resolves only to a listed move and the buttons offer exactly the
listed moves, every event is public, and the 52 stars are all somewhere at the end."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import i18n
import rules.fairy_lights as fl
from rules import errors
from rules.fairy_lights.cards import COLOURS, DECK, stars
from tests.rules.play import Extra

UNIVERSE = [fl.Draw()] + [fl.Take((c,)) for c in COLOURS] + [
    fl.Take(p) for p in combinations(COLOURS, 2)
]


def all_cards(s):
    cards = Counter(s.deck) + Counter(s.shop) + Counter(s.discard)
    for pile in s.collections + s.scored:
        cards.update(pile)
    return cards


def check_invariants(s) -> None:
    assert all_cards(s) == Counter(DECK)
    assert len(s.shop) <= 5
    res = fl.result(s)
    assert res.scores == {seat: fl.score_of(s, seat) for seat in range(s.seats)}
    v = fl.view(s, None)
    assert v.deck_size == len(s.deck)
    assert sum(n for _, n in v.remaining) == len(s.deck)
    assert sorted(Counter(s.deck).items()) == sorted((t, n) for t, n in v.remaining if n)


def check_agreement(s) -> None:
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


def check_state(s, rnd: random.Random) -> None:
    check_invariants(s)
    check_agreement(s)


def check_move(before, seat, move, after, events) -> None:
    assert all(event.visible_to is None for event in events)


def check_end(s) -> None:
    check_invariants(s)
    assert all(list(fl.legal_moves(s, seat)) == [] for seat in range(s.seats))
    total = sum(stars(c) for c in s.deck + s.shop + s.discard)
    total += sum(stars(c) for pile in s.collections + s.scored for c in pile)
    assert total == 52
    if s.end_reason == "deck_out":
        assert s.deck == []


EXTRA = Extra(state=check_state, move=check_move, end=check_end)
