"""Every reason code of spec §4.6, the order of the checks, and the notation errors."""

from __future__ import annotations

import pytest

import rules.living_forest as lf
from rules.errors import BadNotation, GameOver, IllegalMove, NotSeated, NotYourTurn
from rules.living_forest.data import STARTING_DECK
from rules.living_forest.fixtures import position

from .helpers import code, play, refusal

SUN11 = "beetle tanuki weasel lynx baboon"


# --------------------------------------------------------------------------- first row


def test_no_kodama_comes_before_wrong_phase():
    animal = position(phase="animal")
    for text in ("call W", "elem sun", "+ext 2", "plant K6@B2"):
        assert code(animal, 0, text) == "NO_KODAMA"
    action = position(help={1: SUN11})
    for text in ("call W", "elem water", "+att 1a", "plant K8@B2"):
        assert code(action, 0, text) == "NO_KODAMA"
    assert code(action, 0, "draw") == "WRONG_PHASE"
    assert code(action, 0, "stop") == "WRONG_PHASE"
    assert code(animal, 0, "frag") == "WRONG_PHASE"
    assert code(animal, 0, "pass") == "WRONG_PHASE"
    assert code(animal, 0, "steal 2 fire") == "WRONG_PHASE"


def _steal_pending(kodama=False):
    s = position(kodama=kodama, help={1: "hare horse tanuki baboon"},
                 rocks={1: "R10", 2: "R11"}, market={"1b": "beaver"},
                 elem_held={1: 1} if kodama else {})
    s, _ = play(s, 0, "move 3")
    assert s.pending[0]["type"] == "steal"
    return s


def test_decision_pending_and_nothing_pending():
    s = _steal_pending()
    for text in ("frag", "skip", "pass", "att 1b", "move 1"):
        assert code(s, 0, text) == "DECISION_PENDING"
    s, _ = play(s, 0, "steal 2 fire")
    assert s.pending[0]["type"] == "bonus"
    for text in ("steal 2 flower", "frag", "pass", "ext 2"):
        assert code(s, 0, text) == "DECISION_PENDING"
    fresh = position(help={1: SUN11})
    assert code(fresh, 0, "steal 2 fire") == "NOTHING_PENDING"
    assert code(fresh, 0, "skip") == "NOTHING_PENDING"


def test_elem_is_allowed_while_a_decision_is_pending():
    s = _steal_pending(kodama=True)
    assert code(s, 0, "+att 1b") == "DECISION_PENDING"
    s, events = play(s, 0, "elem sun")
    assert events[0].code == "elem" and s.pending[0]["type"] == "steal"
    assert code(s, 0, "elem sun") == "NO_TILE"


# --------------------------------------------------------------------------- animal phase


def test_draw_discard_stop_codes():
    s = position(phase="animal", fragments={1: 1})
    assert code(s, 0, "discard") == "NOTHING_TO_DISCARD"   # no draw yet
    assert code(s, 0, "stop") == "NOTHING_DRAWN"
    s, _ = play(s, 0, "draw")
    s, _ = play(s, 0, "discard")
    assert code(s, 0, "discard") == "NO_FRAGMENT"          # before NOTHING_TO_DISCARD
    s2 = position(phase="animal", fragments={1: 2})
    s2, _ = play(s2, 0, "draw")
    s2, _ = play(s2, 0, "discard")
    assert code(s2, 0, "discard") == "NOTHING_TO_DISCARD"  # only the latest draw, once
    assert code(s2, 0, "stop") == "NOTHING_DRAWN"


def test_must_stop_and_no_cards():
    s = position(phase="animal", deck={1: "bear beetle lynx"}, fragments={1: 1})
    for _ in range(3):
        s, _ = play(s, 0, "draw")
    assert code(s, 0, "draw") == "MUST_STOP"
    assert [str(m) for m in lf.legal_moves(s, 0)] == ["discard", "stop"]
    everything = " ".join(STARTING_DECK) + " toucan butterfly chimpanzee"
    s = position(phase="animal", help={1: everything}, fragments={1: 1})
    assert not s.players[0].deck and not s.players[0].discard
    assert code(s, 0, "draw") == "NO_CARDS"


def test_forced_stop_keeps_a_fragment_answer():
    s = position(phase="animal", deck={1: "bear beetle lynx weasel"}, fragments={1: 1},
                 stopped=[2])
    for _ in range(3):
        s, _ = play(s, 0, "draw")
    assert s.phase == "animal" and 0 in lf.to_act(s)  # may still discard the third card
    s, events = play(s, 0, "discard")
    assert events[0].params["card"] == "lynx"
    # N is 2 again: the player may continue.
    s, events = play(s, 0, "draw")
    assert s.players[0].help[-1] == "weasel"


# --------------------------------------------------------------------------- basic actions


def test_no_actions_left_and_type_used_order():
    s = position(help={1: SUN11}, centre="2 2")
    s, _ = play(s, 0, "frag")
    assert code(s, 0, "frag") == "TYPE_USED"
    koi = position(kodama=True, help={1: "goldfish koi hummingbird"}, centre="2 2 2")
    koi, _ = play(koi, 0, "frag")
    koi, _ = play(koi, 0, "ext 2")
    # No basic action left, but the koi bonus keeps the turn open (K-15).
    assert koi.turn == 0 and koi.basic_used == 2
    assert code(koi, 0, "frag") == "NO_ACTIONS_LEFT"
    assert code(koi, 0, "ext 2") == "NO_ACTIONS_LEFT"  # before TYPE_USED
    koi, _ = play(koi, 0, "+ext 2")
    assert koi.turn != 0  # the bonus used, the turn ended by itself


def test_bonus_card_codes():
    s = position(kodama=True, help={1: "goldfish hummingbird"}, centre="2 2")
    assert code(s, 0, "+ext 2") == "NO_BONUS_CARD"
    k = position(kodama=True, help={1: "goldfish koi"}, centre="2 2 2")
    k, _ = play(k, 0, "+ext 2")
    assert code(k, 0, "+ext 2") == "BONUS_USED"
    assert code(k, 0, "+att 1a") == "NO_BONUS_CARD"


def test_frag_supply_empty():
    s = position(help={1: SUN11}, fragments={2: 20})
    assert s.frag_supply == 0
    assert code(s, 0, "frag") == "SUPPLY_EMPTY"


def test_att_codes_in_order():
    s = position(help={1: SUN11}, market={"1a": None, "1b": "beaver", "2a": "marmot",
                                          "2b": "bull"})
    assert code(s, 0, "att 1a 1a") == "SLOT_EMPTY"
    assert code(s, 0, "att 1b 1b") == "SLOT_TWICE"
    assert code(s, 0, "att 2a 2b") == "OVER_BUDGET"
    err = refusal(s, 0, "att 2a 2b", IllegalMove)
    assert err.params == {"cost": 12, "budget": 11, "element": "sun"}


def test_ext_codes_in_order():
    s = position(help={1: "goldfish"}, centre="4 2")
    assert code(s, 0, "ext 4 4") == "NO_SUCH_FIRE"
    assert code(s, 0, "ext 3") == "NO_SUCH_FIRE"
    assert code(s, 0, "ext 4") == "OVER_BUDGET"
    assert lf.resolve(s, 0, lf.parse_move("ext 2"))


def test_plant_codes_in_order():
    s = position(help={1: "bear owl wild_boar"}, forest={2: "10@B2 10@B4"})
    assert s.trees["10"] == 0
    assert code(s, 0, "plant 10@A0") == "NO_COPY"
    assert code(s, 0, "plant 9@A0") == "OVER_BUDGET"
    assert code(s, 0, "plant 6@A0") == "NOT_A_SPACE"
    assert code(s, 0, "plant 6@B3") == "OCCUPIED"
    assert code(s, 0, "plant 6@A5") == "NOT_ADJACENT"
    s, _ = play(s, 0, "plant 6@B2")
    assert code(s, 0, "plant 3A@B2") in ("TYPE_USED",)
    k = position(kodama=True, help={1: "bear owl wild_boar"})
    assert code(k, 0, "plant 6@A0") == "NOT_ADJACENT"   # column 0 is a space with Kodama
    assert code(k, 0, "plant K9@B2") == "OVER_BUDGET"


def test_move_call_steal_elem_codes():
    s = position(help={1: "hare"})
    assert code(s, 0, "move 2") == "OVER_BUDGET"
    k = position(kodama=True, help={1: "fawn"}, kstacks={"T": "", "F": "kodama_f6"})
    assert code(k, 0, "call T") == "STACK_EMPTY"
    assert code(k, 0, "call F") == "OVER_BUDGET"   # cost 4 > 1 flower + 1 Flower tile
    assert code(k, 0, "elem sun") == "NO_TILE"
    st = _steal_pending()
    assert code(st, 0, "steal 1 fire") == "NOT_PENDING_POSITION"
    st2 = position(help={1: "hare horse tanuki baboon"}, rocks={1: "R10", 2: "R11"},
                   tiles={2: "fire tree", 1: "fire flower tree flower:spring"})
    st2, _ = play(st2, 0, "move 3")
    assert code(st2, 0, "steal 2 flower") == "NO_SUCH_TILE"


# --------------------------------------------------------------------------- table level


def test_table_level_refusals():
    s = position(help={1: SUN11})
    refusal(s, 1, "frag", NotYourTurn)
    refusal(s, 1, "draw", NotYourTurn)   # not WRONG_PHASE: turn first
    refusal(s, 7, "frag", NotSeated)
    over, _ = play(s, 1, "resign")
    assert lf.is_over(over) and over.winners == [0]
    refusal(over, 0, "frag", GameOver)
    refusal(over, 1, "resign", GameOver)
    three = position(players=3, help={1: SUN11})
    three, _ = play(three, 2, "resign")
    assert code(three, 2, "resign") == "ALREADY_RESIGNED"


# --------------------------------------------------------------------------- notation

CANONICAL = ["draw", "discard", "stop", "frag", "pass", "skip", "att 2a 1d", "att 3d",
             "ext 4 2", "ext 3 3 2", "plant 5A@B2", "plant K11@C0", "plant 10@A1", "move 3",
             "move 12", "steal 2 flower", "call W", "elem water", "+ext 3", "+plant 6@C2",
             "+call F", "+att 1a 2b", "+move 2", "resign"]


@pytest.mark.parametrize("text", CANONICAL)
def test_canonical_round_trip(text):
    assert str(lf.parse_move(text)) == text


@pytest.mark.parametrize("alias,canonical", [
    ("ATT 2A 1D", "att 2a 1d"), ("  ext  2 4 ", "ext 4 2"), ("plant 5a @ b2", "plant 5A@B2"),
    ("+ ext 3", "+ext 3"), ("attract 1a,1b", "att 1a 1b"), ("extinguish 2", "ext 2"),
    ("fragment", "frag"), ("steal p2 Flower", "steal 2 flower"), ("call w", "call W"),
    ("Move 03", "move 3"), ("plant k6@a0", "plant K6@A0"), ("Elem SUN", "elem sun"),
])
def test_aliases(alias, canonical):
    assert str(lf.parse_move(alias)) == canonical


@pytest.mark.parametrize("text", [
    "", "   ", "undo", "hello", "draw 2", "discard x", "stop now", "frag 1", "pass it",
    "skip 2", "att", "ext", "att 4a", "att 1e", "ext 5", "ext 1", "plant 12@A1",
    "plant 5A@D1", "plant 5A@A6", "plant 5A B2", "move", "move 0", "move -1", "move x",
    "move 1234567", "steal 5 fire", "steal 2 water", "steal 2", "call X", "call", "elem",
    "elem fire", "+frag", "+draw", "+steal 2 fire", "+", "resign now", "+resign",
    "plant 5A@@B2", "att 1a 1b extra",
])
def test_bad_notation(text):
    with pytest.raises(BadNotation) as info:
        lf.parse_move(text)
    assert info.value.code == "BAD_NOTATION" and info.value.game == "living_forest"


def test_every_reason_code_is_raised_somewhere_in_these_tests():
    import pathlib

    here = pathlib.Path(__file__).parent
    text = "\n".join(p.read_text() for p in here.glob("test_lf_*.py"))
    missing = [c for c in lf.REASON_CODES if f'"{c}"' not in text.replace(
        "lf.REASON_CODES", "")]
    assert missing == []
