"""Property tests: random legal games, replay, resolve/legal agreement, hidden information."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import halali
from rules.errors import BadNotation, GroveError
from rules.halali.fixtures import position
from rules.halali.geometry import FOREST, SQUARE_NAMES

SQUARES = [f"{f}{r}" for f in "abcdefghi" for r in range(1, 10)]


def _random_candidates(rnd: random.Random, n: int) -> list:
    out = []
    for _ in range(n):
        roll = rnd.random()
        if roll < 0.2:
            out.append(halali.Flip(rnd.choice(SQUARES)))
        else:
            target = "x" if roll < 0.3 else rnd.choice(SQUARES)
            capture = target != "x" and target not in ("a5", "i5", "e1", "e9") and roll > 0.7
            out.append(halali.TileMove(rnd.choice(SQUARES), target, capture))
    return out


def _check_step(state, seat, rnd):
    data = halali.to_json(state)
    back = halali.from_json(json.loads(json.dumps(data)))
    assert back == state and halali.to_json(back) == data
    other = 1 - seat
    assert halali.legal_moves(state, other) == []
    legal = halali.legal_moves(state, seat)
    assert legal, "the seat to move always has a move while the game runs"
    legal_set = set(legal)
    assert len(legal_set) == len(legal)
    for mv in legal:
        assert not mv.offturn
        assert halali.resolve(state, seat, mv) == mv
        assert halali.resolve(state, seat, halali.parse_move(str(mv))) == mv
    near = []
    for mv in rnd.sample(legal, min(6, len(legal))):
        origin = getattr(mv, "origin", None) or mv.square
        for target in (rnd.choice(SQUARES), "x"):
            near.append(halali.TileMove(origin, target, False))
            if target not in ("x", "a5", "i5", "e1", "e9"):
                near.append(halali.TileMove(origin, target, True))
    for mv in _random_candidates(rnd, 12) + near:
        try:
            resolved = halali.resolve(state, seat, mv)
        except GroveError:
            continue
        assert resolved in legal_set, (str(mv), str(resolved))
    return legal


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), fmt=st.sampled_from(["single", "match"]))
def test_random_games(seed, fmt):
    rnd = random.Random(seed)
    start = halali.new_game(2, {"format": fmt, "side": "random"}, seed)
    state = start
    log = []
    while not halali.is_over(state):
        (seat,) = halali.to_act(state)
        legal = _check_step(state, seat, rnd)
        mv = rnd.choice(legal)
        before = halali.to_json(state)
        new, events = halali.apply(state, seat, mv)
        assert halali.to_json(state) == before  # input never mutated
        for e in events:
            blob = json.dumps(e.to_json())
            assert str(seed) not in blob or len(str(seed)) < 4
        log.append(str(mv))
        state = new
    assert halali.result(state).reason
    replay = halali.new_game(2, {"format": fmt, "side": "random"}, seed)
    for text in log:
        (seat,) = halali.to_act(replay)
        replay, _ = halali.apply(replay, seat, halali.parse_move(text))
    assert replay == state
    assert halali.to_act(state) == frozenset()


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(
    st.text(max_size=20),
    st.text(alphabet="abcdefghijxz0123456789-? flipresgndwaoct", max_size=14),
))
def test_random_text_parses_or_is_bad_notation(text):
    try:
        mv = halali.parse_move(text)
    except BadNotation as err:
        assert err.code == "BAD_NOTATION"
        return
    assert halali.parse_move(str(mv)) == mv


# ----------------------------------------------------------------------------- hidden info

def _shuffle_hidden(state, seed):
    """Same state with the face-down identities and orientations permuted and re-drawn."""
    data = halali.to_json(state)
    hidden = [t for t in data["tiles"] if not t["face_up"]]
    rnd = random.Random(seed)
    kinds = [t["kind"] for t in hidden]
    rnd.shuffle(kinds)
    for t, k in zip(hidden, kinds, strict=True):
        t["kind"] = k
        t["orientation"] = rnd.choice("NESW")
    return halali.from_json(data)


def _outcome(state, seat, text):
    try:
        return ("ok", str(halali.resolve(state, seat, halali.parse_move(text))))
    except GroveError as err:
        return (type(err).__name__, err.code, err.params)


PROBES = ["c3-c4", "c3-c5", "c3xc4", "flip c4", "c4-c5", "c4xc3", "d4-d5", "c3-x"]


def test_hidden_identities_do_not_leak_in_fixture():
    a = position("F c3, ? c4 [T], ? d4 [H(S)], ? h8 [D]")
    b = position("F c3, ? c4 [H(W)], ? d4 [P], ? h8 [T, orientation E]")
    assert halali.view(a) == halali.view(b)
    assert halali.legal_moves(a, 0) == halali.legal_moves(b, 0)
    for text in PROBES:
        assert _outcome(a, 0, text) == _outcome(b, 0, text), text


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), steps=st.integers(0, 60))
def test_hidden_identities_do_not_leak_in_play(seed, steps):
    rnd = random.Random(seed)
    state = halali.new_game(2, {"side": "blue"}, seed)
    for _ in range(steps):
        if halali.is_over(state) or state.face_down <= 1:
            break
        (seat,) = halali.to_act(state)
        state, _ = halali.apply(state, seat, rnd.choice(halali.legal_moves(state, seat)))
    if halali.is_over(state):
        return
    twin = _shuffle_hidden(state, seed + 1)
    (seat,) = halali.to_act(state)
    assert halali.view(state) == halali.view(twin)
    assert halali.legal_moves(state, seat) == halali.legal_moves(twin, seat)
    squares = [SQUARE_NAMES[q] for q in FOREST]
    for _ in range(40):
        a, b = rnd.choice(squares), rnd.choice(squares + ["x", "a5"])
        for text in (f"{a}-{b}", f"flip {a}") + ((f"{a}x{b}",) if b not in ("x", "a5") else ()):
            assert _outcome(state, seat, text) == _outcome(twin, seat, text), text
