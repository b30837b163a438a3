"""Living Forest's own checks along the generic random games (``tests/rules/play.py``): every
short form of every keyword resolves only to a listed move (with the game's own refusal
codes), buttons and private panels offer listed moves, draws are private to the drawer, and a
victory's winners meet a victory condition."""

from __future__ import annotations

import random
from itertools import islice

import rules.living_forest as lf
from rules import errors
from rules.living_forest.data import KODAMA_TREES, SLOTS, SPACE_ORDER, TREES
from rules.living_forest.moves import Action, ext_move
from tests.rules.play import Extra

CAP = 40000


def universe(kodama: bool) -> list[Action]:
    """Candidate moves: every short form of every keyword."""
    moves = [Action(k) for k in ("draw", "discard", "stop", "frag", "pass", "skip")]
    moves += [Action("att", (a,)) for a in SLOTS]
    moves += [Action("att", (a, b)) for a in SLOTS for b in SLOTS]
    exts = {tuple(sorted(v, reverse=True)) for v in
            [(a,) for a in (2, 3, 4)] + [(a, b) for a in (2, 3, 4) for b in (2, 3, 4)]
            + [(a, b, c) for a in (2, 3, 4) for b in (2, 3, 4) for c in (2, 3, 4)]}
    moves += [ext_move(v) for v in sorted(exts)]
    spaces = SPACE_ORDER + ("B3",)
    moves += [Action("plant", (t, sp)) for t in TREES for sp in spaces]
    moves += [Action("move", (str(n),)) for n in range(1, 14)]
    moves += [Action("steal", (str(p), k)) for p in range(1, 5)
              for k in ("fire", "flower", "tree")]
    moves += [Action("call", (x,)) for x in "FTW"]
    moves += [Action("elem", (e,)) for e in ("sun", "water", "plant", "wind", "flower")]
    moves += [Action("att", (a,), True) for a in SLOTS]
    moves += [ext_move(v, True) for v in sorted(exts) if len(v) <= 2]
    moves += [Action("plant", (t, sp), True) for t in ("3A", "6", "K8") for sp in spaces]
    moves += [Action("move", (str(n),), True) for n in range(1, 6)]
    moves += [Action("call", (x,), True) for x in "FTW"]
    if not kodama:
        assert any(m.tree in KODAMA_TREES for m in moves if m.kind == "plant")
    return moves


UNIVERSES = {False: universe(False), True: universe(True)}


def check_agreement(s, rnd: random.Random) -> None:
    for seat in range(s.seats):
        listed_all = list(islice(lf.legal_moves(s, seat), CAP))
        complete = len(listed_all) < CAP
        listed = {str(m) for m in listed_all}
        for move in UNIVERSES[s.kodama]:
            try:
                resolved = lf.resolve(s, seat, move)
            except errors.GroveError as exc:
                assert str(move) not in listed, (seat, str(move), exc.code)
                if isinstance(exc, errors.IllegalMove):
                    assert exc.code in lf.REASON_CODES and exc.game == "living_forest"
                else:
                    assert isinstance(exc, errors.NotYourTurn), exc
            else:
                if complete or move.kind != "att":
                    assert str(resolved) in listed, (seat, str(move))
        controls = {m for c in lf.turn_controls(s, seat) for m in c.moves}
        assert controls <= listed
        panel = lf.private_panel(s, seat)
        if panel is not None and seat in lf.to_act(s):
            assert {m for c in panel.controls for m in c.moves} == listed


def check_move(before, seat, move, after, events) -> None:
    for event in events:
        if event.code in ("draw", "discard", "reshuffle", "stop"):
            assert event.visible_to == frozenset({seat})
        else:
            assert event.visible_to is None


def check_end(s) -> None:
    assert all(list(lf.legal_moves(s, x)) == [] for x in range(s.seats))
    res = lf.result(s)
    assert res.winners and all(x not in s.resigned for x in res.winners)
    if s.end_reason == "victory":
        assert all(lf.meets(s, x) for x in res.winners)


EXTRA = Extra(state=check_agreement, move=check_move, end=check_end)
