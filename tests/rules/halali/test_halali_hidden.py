"""Property tests of hidden information: face-down identities do not change what a seat sees,
lists or is refused (random play, JSON, replay and notation are in tests/rules/test_every_game.py,
checks.py and test_fuzz.py)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import halali
from rules.errors import GroveError
from rules.halali.fixtures import position
from rules.halali.geometry import FOREST, SQUARE_NAMES

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
