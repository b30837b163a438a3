"""Le Temps des Forêts against an independent reference implementation of the spec
(reference.py): seeded random games compared position by position (differential.py), and
the worked examples checked through the reference alone. The big campaign is
bench/temps_des_forets_diff.py."""

from __future__ import annotations

import pytest

from . import reference as ref
from .differential import run

W = ["JM", "AL", "VK", "CH", "VM", "AK", "JH", "CL", "JK", "AH", "VL", "CM"]


def deal_w() -> ref.Ref:
    """The §9 deal, cycle 1, Day, Horn drawn (W1)."""
    return ref.Ref(ring=list(W), states=dict.fromkeys(ref.TREES, "i"), cycle=1, phase="day",
                   forbidden="H")


def answer(r: ref.Ref, text: str) -> str:
    """The reference's canonical move or reason code."""
    try:
        return r.resolve(text)
    except ref.RefError as err:
        return err.code


@pytest.mark.parametrize("seed", [11, 12])
def test_package_agrees_with_reference(seed: int) -> None:
    positions, problems, _wins = run(seed, 3, full_every=25)
    assert positions > 50
    assert problems == []


def test_reference_worked_examples_w1_to_w10() -> None:
    r = deal_w()
    assert answer(r, "K 10-1") == "K 1-10"
    r = ref.apply(r, "K 1-10; M 4-10", None)
    assert r.at(1) == "VL" and r.at(4) == "AL" and r.at(10) == "VM"
    assert answer(r, "L 3-4") == "UNTOUCHABLE"
    assert answer(r, "H 5-9") == "OBJECT_DRAWN"
    r = ref.apply(r, "end; I 1-2", None)
    assert r.rotated == {"VL", "VK"}
    assert answer(r, "I 11-12") == "PATTERN_ALREADY_USED"
    assert answer(r, "II 1-2") == "ROTATED_TONIGHT"
    assert answer(r, "L 4-5") == "NOT_DAY"
    assert answer(r, "end; K 2-3") == "SEQUENCE_PAST_DAWN"
    r = ref.apply(r, "end", "M")
    assert (r.cycle, r.forbidden, r.rotated) == (2, "M", set())
    assert answer(r, "H 11-12") == "UNTOUCHABLE"
    assert answer(r, "K 12-5") == "UNTOUCHABLE"
    r = ref.apply(r, "L 4-5; end; II 1-2; I 4-5", None)
    assert answer(r, "I 12-11") == "PATTERN_ALREADY_USED"
    assert [f"{r.at(h)}-{r.states[r.at(h)]}" for h in range(12)] == [
        "JM-i", "VL-z", "VK-z", "CH-i", "AK-o", "AL-o", "JH-i", "CL-i", "JK-i", "AH-i",
        "VM-i", "CM-i"]


def test_reference_win_in_sequence_w13() -> None:
    r = ref.Ref(ring=list(W), states=dict.fromkeys(ref.TREES, "z"), cycle=9, phase="night",
                forbidden="M")
    r.ring = ["JM", "VL", "VK", "CH", "VM", "AK", "JH", "CL", "JK", "AH", "AL", "CM"]
    r.states["VL"] = r.states["VK"] = "o"
    assert answer(r, "II 1-2; end") == "II 1-2"
    r = ref.apply(r, "II 1-2; end", None)
    assert r.over and r.won and r.score() == 15


EDGE_TEXTS = [
    "L11-12", "II6-7", "iii3 9", "P1 1-2", "wake1-2", "mirror-sleep 3 - 9", "mirror-sleep3-9",
    "L 1 2 3", "L 01-2", "L 1-2 ", "L 13-1", "L 1-", "end ", " e", "E", "UNDO", "undo;",
    ";undo", "end;;end", "resign", "RESIGN", "resign;", "resign; end", "L 0-1", "L 12-0",
    "horn1-2", "keys 1-2", "K1 -2", "K 1- 2", "P11-2", "P12-3", "P112", "sleep1-2",
    "lantern-1-2", "L 1\u20132", "L \uff11-2", "mirror - 3 9", "mirror-3-9",
    "mirror -sleep 3-9", "e;", "e ; e", ";;", "", " ; ", "end; end; end", "L1-2;L2-3",
    "I 1-2-3", "pIII 3-9", "mirror_sleep 3-9", "m 0-6", "K 0-0", "K 12-12",
    "K 1-10; undo", "K 1-10; M 4-10; end; I 1-2; end", "end; I 1-2; end; K 2-3",
]


def test_notation_and_sequence_edge_cases_agree() -> None:
    from rules.temps_des_forets.fixtures import play, position

    from .differential import pkg_answer, ref_answer, to_ref

    states = [position(), position(phase="night"), play(position(), "K 1-10; end; I 1-2"),
              play(position(auto_end=True), "K 1-10")]
    for state in states:
        r = to_ref(state)
        for text in EDGE_TEXTS:
            assert pkg_answer(state, text) == ref_answer(r, text), (text, state.phase)
