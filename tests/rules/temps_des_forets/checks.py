"""Le Temps des Forêts' own checks along the generic random games (``tests/rules/play.py``):
every swap and pattern of every hour pair resolves only to a listed move, buttons offer listed
moves, the player sees the public view, events are public and name no seed, sequences of steps
are built as autocomplete builds them, and a result is won (12 to 17) or lost (the dormant
count)."""

from __future__ import annotations

import random

import rules.temps_des_forets as tdf
from rules import errors
from rules.temps_des_forets.cards import OBJECTS, PATTERN_ORDER
from tests.rules.play import Extra

UNIVERSE = [tdf.Swap(o, h, k) for o in OBJECTS for h in range(1, 13) for k in range(h, 13)]
UNIVERSE += [tdf.Pattern(p, h, k) for p in PATTERN_ORDER for h in range(1, 13)
             for k in range(h, 13)]
UNIVERSE += [tdf.End(), tdf.Undo()]


def check_state(s, rnd: random.Random) -> None:
    assert tdf.view(s, None) == tdf.view(s, 0)
    listed = {str(m) for m in tdf.legal_moves(s, 0)}
    for move in UNIVERSE:
        try:
            resolved = tdf.resolve(s, 0, move)
        except errors.IllegalMove:
            assert str(move) not in listed
        else:
            assert str(resolved) in listed, str(move)
    offered = {m for c in tdf.turn_controls(s, 0) for m in c.moves}
    assert offered <= listed


def check_move(before, seat, move, after, events) -> None:
    for event in events:
        assert event.visible_to is None
        assert "seed" not in event.params


def choose(s, seat: int, rnd: random.Random):
    """A short sequence of legal steps, built one at a time (as autocomplete does)."""
    typed = ""
    for _ in range(rnd.randint(2, 3)):
        options = tdf.suggest(s, 0, typed + ";" if typed else "")
        if not options:
            break
        typed = rnd.choice(options)
    return tdf.parse_move(typed) if typed else None


def check_end(s) -> None:
    assert list(tdf.legal_moves(s, 0)) == []
    res = tdf.result(s)
    assert res.reason in ("won", "lost")
    assert (res.ranking == [[0]]) == (res.reason == "won")
    if res.reason == "lost":
        assert res.scores[0] == s.dormant() and res.scores[0] % 2 == 0
    else:
        assert 12 <= res.scores[0] <= 17


EXTRA = Extra(state=check_state, move=check_move, end=check_end, choose=choose)
