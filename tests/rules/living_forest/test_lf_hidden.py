"""Hidden information (spec §6, R-4, R-20): views, events, legal moves and the panel."""

from __future__ import annotations

import rules.living_forest as lf
from rules.living_forest.fixtures import position, shuffle_hidden
from tests.rules.helpers import auto_play

from .helpers import play


def _hide_shuffle(s, seed: int):
    """A copy differing only in hidden facts (``fixtures.shuffle_hidden``), still sound."""
    t = shuffle_hidden(s, seed)
    lf.check(t)
    return t


def test_hidden_order_never_shows():
    for kodama in (False, True):
        s = auto_play(lf, lf.new_game(4, {"kodama": str(kodama).lower()}, 21), 70)
        t = _hide_shuffle(s, 5)
        assert lf.to_json(s) != lf.to_json(t)
        for seat in (None, 0, 1, 2, 3):
            assert lf.view(s, seat) == lf.view(t, seat)
            assert lf.view_text(lf.view(s, seat)) == lf.view_text(lf.view(t, seat))
        for seat in range(4):
            assert [str(m) for m in lf.legal_moves(s, seat)][:500] == \
                [str(m) for m in lf.legal_moves(t, seat)][:500]
            assert lf.status_lines(lf.view(s, seat)) == lf.status_lines(lf.view(t, seat))
            assert lf.private_panel(s, seat) == lf.private_panel(t, seat)
            if seat in lf.to_act(s):
                assert lf.auto_move(s, seat) == lf.auto_move(t, seat)


def test_other_seats_see_nothing_of_a_draw_until_the_phase_ends():
    s = position(players=3, phase="animal", fragments={2: 1}, kodama=True)
    before = {seat: lf.view(s, seat) for seat in (None, 0, 2)}
    moves = ["draw", "draw", "discard", "draw"]
    events = []
    for text in moves:
        s, ev = play(s, 1, text)
        events += ev
    for seat in (None, 0, 2):
        assert lf.view(s, seat) == before[seat]
        assert lf.status_lines(lf.view(s, seat)) == lf.status_lines(before[seat])
    # p2's own view shows its live line; the public part is unchanged.
    own = lf.view(s, 1)
    assert len(own.me.help_line) == 2 and own.me.fragments == 0
    assert own.players[1] == before[0].players[1]
    for e in events:
        assert e.visible_to == frozenset({1})
        assert not lf.event_visible(s, e, 0) and not lf.event_visible(s, e, None)
        assert lf.event_visible(s, e, 1)
    # Others stop; when the last one does, everything is revealed.
    s, ev = play(s, 1, "stop")
    assert [e.code for e in ev if e.visible_to is None] == ["done"]
    for seat in (0, 2):
        s, _ = play(s, seat, "draw")
        s, ev = play(s, seat, "stop")
    assert s.phase == "action"
    reveal = next(e for e in ev if e.code == "reveal")
    assert reveal.params["lines"]["1"] == list(s.players[1].help)
    for e in events:
        assert lf.event_visible(s, e, 0) and lf.event_visible(s, e.to_json(), None)
    assert lf.view(s, 0).players[1].help_line == tuple(s.players[1].help)


def test_views_differ_only_in_own_private_part():
    s = lf.new_game(3, {"kodama": "true"}, 8)
    s, _ = play(s, 0, "draw")
    s, _ = play(s, 2, "draw")
    spectator = lf.view(s, None)
    for seat in range(3):
        v = lf.view(s, seat)
        assert v.players == spectator.players and v.market == spectator.market
        assert v.me is not None and v.me.help_line == tuple(s.players[seat].help)
    assert spectator.me is None
