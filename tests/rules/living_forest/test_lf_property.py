"""Property tests: random legal games (2-4 players, with and without Kodama) to the end.

Checks invariants (``check``), JSON round-trip, replay equality, ``resolve`` /
``legal_moves`` agreement over a universe of candidate moves, event privacy, and that random
text only ever gives a ``GroveError``.
"""

from __future__ import annotations

import json
import random
from itertools import islice

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.living_forest as lf
from rules import errors
from rules.living_forest.data import KODAMA_TREES, SLOTS, SPACE_ORDER, TREES
from rules.living_forest.moves import Action, ext_move

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


def check_agreement(s) -> None:
    for seat in range(s.seats):
        listed_all = list(islice(lf.legal_moves(s, seat), CAP))
        complete = len(listed_all) < CAP
        listed = {str(m) for m in listed_all}
        assert len(listed) == len(listed_all), "legal_moves lists a move twice"
        for move in listed_all[:300]:
            assert str(lf.resolve(s, seat, move)) == str(move)
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


def check_state(s) -> None:
    lf.check(s)
    data = lf.to_json(s)
    again = lf.from_json(json.loads(json.dumps(data)))
    assert lf.to_json(again) == data
    for seat in range(s.seats):
        lf.view(s, seat)
    lf.view(s, None)


def random_game(seats: int, kodama: bool, seed: int, pick: random.Random,
                resign_rate: float = 0.0, agree_every: int = 25):
    s = lf.new_game(seats, {"kodama": "true" if kodama else "false"}, seed)
    history: list[tuple[int, str]] = []
    steps = 0
    while not lf.is_over(s):
        steps += 1
        assert steps < 6000
        if steps % agree_every == 1:
            check_agreement(s)
            check_state(s)
        if seats > 2 and pick.random() < resign_rate:
            seat = pick.choice(s.active())
            move = lf.Resign()
        else:
            seat = pick.choice(sorted(lf.to_act(s)))
            moves = list(islice(lf.legal_moves(s, seat), 60))
            assert moves, "a seat that may act always has a legal move"
            keen = [m for m in moves if m.kind not in ("pass", "stop", "skip", "elem")]
            move = pick.choice(keen if keen and pick.random() < 0.9 else moves)
        s, events = lf.apply(s, seat, move)
        for event in events:
            json.dumps(event.to_json())
            if event.code in ("draw", "discard", "reshuffle", "stop"):
                assert event.visible_to == frozenset({seat})
            else:
                assert event.visible_to is None
        history.append((seat, str(move)))
    check_state(s)
    assert lf.to_act(s) == frozenset()
    assert all(list(lf.legal_moves(s, x)) == [] for x in range(seats))
    res = lf.result(s)
    assert sorted(x for group in res.ranking for x in group) == list(range(seats))
    assert res.winners and all(x not in s.resigned for x in res.winners)
    if s.end_reason == "victory":
        assert all(lf.meets(s, x) for x in res.winners)
    replay = lf.new_game(seats, {"kodama": "true" if kodama else "false"}, seed)
    for seat, text in history:
        replay, _ = lf.apply(replay, seat, lf.parse_move(text))
    assert lf.to_json(replay) == lf.to_json(s)
    return s


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(2, 4), kodama=st.booleans(), seed=st.integers(0, 2**63),
       choices=st.integers(0, 2**32), resign=st.sampled_from([0.0, 0.0, 0.002]))
def test_random_games(seats, kodama, seed, choices, resign):
    random_game(seats, kodama, seed, random.Random(choices), resign)


def test_random_games_both_options_fixed_seeds():
    for seats in (2, 3, 4):
        for kodama in (False, True):
            random_game(seats, kodama, 1000 + seats, random.Random(seats), agree_every=40)


@settings(max_examples=300, deadline=None)
@given(st.one_of(
    st.text(),
    st.text(alphabet="drawstopfragpassskipattextplantmovestealcallelem +@0123456789abcdABCKF"
                     "TWsunwaterflower,"),
    st.builds(lambda a, b: a + " " + b,
              st.sampled_from(["att", "ext", "plant", "move", "steal", "call", "elem", "+att",
                               "+ ext", "draw", "pass"]),
              st.text(alphabet="0123456789abcdABC@ ,kKfiretreeflower-")),
))
def test_random_text_gives_bad_notation_only(text):
    try:
        move = lf.parse_move(text)
    except errors.BadNotation as exc:
        assert exc.game == "living_forest" and exc.code == "BAD_NOTATION"
    else:
        assert str(lf.parse_move(str(move))) == str(move)
        s = lf.new_game(3, {"kodama": "true"}, 1)
        try:
            lf.resolve(s, 0, move)
        except errors.GroveError:
            pass
