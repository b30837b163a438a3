"""Every reason code of §4.6, the check order, notation, undo, auto_end and the protocol."""

from __future__ import annotations

import random

import pytest

import rules.temps_des_forets as tdf
from rules import errors
from rules.protocol import Resign
from rules.temps_des_forets import engine
from rules.temps_des_forets.fixtures import DEAL_W, play, position


def refusal(state, text: str) -> errors.GroveError:
    with pytest.raises(errors.GroveError) as info:
        tdf.resolve(state, 0, tdf.parse_move(text))
    return info.value


def night():
    """Night 1 after W6: VL at 1 and VK at 2 rotated tonight; AL at 10."""
    return play(position(), "K 1-10; M 4-10; end; I 1-2")


# --------------------------------------------------------------------------- swaps


@pytest.mark.parametrize(("text", "code"), [
    ("L 4-5", "NOT_DAY"),
])
def test_swap_not_day(text, code):
    assert refusal(night(), text).code == code


def test_swap_check_order():
    s = play(position(), "K 1-10")  # Horn forbidden, Key used
    # OBJECT_DRAWN before everything else that could fail (same hour, untouchable).
    assert refusal(s, "H 3-3").code == "OBJECT_DRAWN"
    # OBJECT_ALREADY_USED before SAME_HOUR and UNTOUCHABLE.
    assert refusal(s, "K 3-3").code == "OBJECT_ALREADY_USED"
    # SAME_HOUR before UNTOUCHABLE (CH at 3 is untouchable).
    assert refusal(s, "L 3-3").code == "SAME_HOUR"
    # UNTOUCHABLE before NOT_NEIGHBOURS / NOT_OPPOSITE.
    assert refusal(s, "L 3-7").code == "UNTOUCHABLE"
    assert refusal(s, "M 6-1").code == "UNTOUCHABLE"
    assert refusal(s, "L 4-7").code == "NOT_NEIGHBOURS"
    assert refusal(s, "M 4-11").code == "NOT_OPPOSITE"


def test_not_kindred_horn():
    s = position(forbidden="M")  # Horn available
    err = refusal(s, "H 1-3")  # AL and CH share nothing
    assert err.code == "NOT_KINDRED" and isinstance(err, errors.IllegalMove)
    assert str(tdf.resolve(s, 0, tdf.parse_move("horn 10-1"))) == "H 1-10"  # AL, VL: lantern


def test_untouchable_params_are_public():
    err = refusal(position(), "L 3-4")
    assert err.params == {"hour": 3, "tree": "CH", "object": "H"}
    assert err.game == "temps_des_forets" and err.catalog_key == "temps_des_forets.UNTOUCHABLE"


# --------------------------------------------------------------------------- patterns


def test_pattern_not_night():
    assert refusal(position(), "I 1-2").code == "NOT_NIGHT"


def test_pattern_check_order():
    s = night()  # I used; ring 12 JM | 1 VL-o* | 2 VK-o* | 3 CH | 4 AL | 5 AK | ... 10 VM
    assert refusal(s, "I 6-6").code == "PATTERN_ALREADY_USED"
    assert refusal(s, "II 5-5").code == "SAME_HOUR"
    assert refusal(s, "II 3-5").code == "NOT_NEIGHBOURS"  # before UNTOUCHABLE (CH at 3)
    assert refusal(s, "III 3-8").code == "NOT_OPPOSITE"
    assert refusal(s, "II 2-3").code == "UNTOUCHABLE"
    assert refusal(s, "III 3-9").code == "UNTOUCHABLE"
    assert refusal(s, "II 7-8").code == "NOT_KINDRED"    # CL and JK, before the states
    assert refusal(s, "II 4-5").code == "NEEDS_TRUNK_OUT"  # AL and AK are trunk in
    assert refusal(s, "II 1-2").code == "ROTATED_TONIGHT"


def test_needs_trunk_in():
    s = night()
    s2 = position("12 JM-i | 1 VL-o | 2 VK-o | 3 CH-i | 4 AL-i | 5 AK-i | 6 JH-i | 7 CL-i"
                  " | 8 JK-i | 9 AH-i | 10 VM-i | 11 CM-i", phase="night", forbidden="H")
    assert refusal(s2, "I 1-2").code == "NEEDS_TRUNK_IN"
    assert refusal(s2, "III 4-10").code == "NOT_KINDRED"
    assert s.phase == "night"


def test_turn_over_on_later_night_and_opposite():
    s = position("12 JM-i | 1 VL-o | 2 VK-i | 3 CH-i | 4 AL-i | 5 AK-i | 6 JH-i | 7 VM-o"
                 " | 8 JK-i | 9 AH-i | 10 CL-i | 11 CM-i", phase="night", forbidden="H")
    after = play(s, "III 1-7")
    assert after.trees["VL"] == "z" and after.trees["VM"] == "z"


# --------------------------------------------------------------------------- other codes


def test_nothing_to_undo_and_successive_undos():
    s = position()
    assert refusal(s, "undo").code == "NOTHING_TO_UNDO"
    s = play(s, "K 1-10; M 4-10")
    s = play(s, "undo")
    assert s.used_objects == ["K"] and s.tree_at(4) == "VM"
    s = play(s, "undo")
    assert s.used_objects == [] and s.ring == position().ring
    assert refusal(s, "undo").code == "NOTHING_TO_UNDO"
    n = play(night(), "undo")
    assert n.trees["VL"] == "i" and n.rotated == [] and n.used_patterns == []
    assert refusal(n, "undo").code == "NOTHING_TO_UNDO"  # cannot undo the end of the day


def test_sequence_refusal_names_step():
    s = position()
    err = refusal(s, "K 1-10;  key 2-3")
    assert err.code == "OBJECT_ALREADY_USED"
    assert err.params["step"] == 2 and err.params["notation"] == "key 2-3"
    bad = refusal(s, "K 1-10; Q 2-3")
    assert isinstance(bad, errors.BadNotation)
    assert bad.params == {"step": 2, "notation": "Q 2-3"}


def test_sequence_past_dawn_before_step_checks():
    # Day: the second end ends the Night, and a bad step before it is not even looked at.
    err = refusal(position(), "I 1-2; end; end; end")
    assert err.code == "SEQUENCE_PAST_DAWN"
    # BAD_NOTATION comes before SEQUENCE_PAST_DAWN.
    assert isinstance(refusal(night(), "end; zz"), errors.BadNotation)


def test_end_always_legal_and_table_refusals():
    s = position()
    assert str(tdf.resolve(s, 0, tdf.parse_move("e"))) == "end"
    with pytest.raises(errors.NotSeated):
        tdf.resolve(s, 1, tdf.parse_move("end"))
    over, _ = tdf.apply(s, 0, Resign())
    with pytest.raises(errors.GameOver):
        tdf.resolve(over, 1, tdf.parse_move("end"))  # GameOver before NotSeated
    res = tdf.result(over)
    assert res.reason == "lost" and res.ranking == [] and res.details["how"] == "resigned"


# --------------------------------------------------------------------------- notation


@pytest.mark.parametrize(("text", "canonical"), [
    ("L 11-12", "L 11-12"), ("lantern 11-12", "L 11-12"), ("L 12-11", "L 11-12"),
    ("L11-12", "L 11-12"), ("mirror 3 9", "M 3-9"), ("key 2-7", "K 2-7"),
    ("horn 4-10", "H 4-10"), ("P1 6-7", "I 6-7"), ("wake 6-7", "I 6-7"),
    ("sleep 6-7", "II 6-7"), ("P2 6 - 7", "II 6-7"), ("II6-7", "II 6-7"),
    ("mirror-sleep 3-9", "III 3-9"), ("P3 9-3", "III 3-9"), ("l 0-1", "L 1-12"),
    ("L 1-0", "L 1-12"), ("E", "end"), ("end;", "end"), ("UNDO", "undo"),
    ("resign", "resign"), ("k 1-10 ; m 4-10;end;", "K 1-10; M 4-10; end"),
    ("iii 3   9", "III 3-9"),
])
def test_aliases_and_canonical(text, canonical):
    move = tdf.parse_move(text)
    assert str(move) == canonical
    assert str(tdf.parse_move(canonical)) == canonical


@pytest.mark.parametrize("text", [
    "", " ; ", ";;", "L 13-1", "L 01-2", "L 1-2-3", "L 1", "X 1-2", "end 1", "resign; end",
    "K 1-10; resign", "IIII 1-2", "L-1-2", "lanterns 1-2", "L 1--2",
])
def test_bad_notation(text):
    with pytest.raises(errors.BadNotation) as info:
        tdf.parse_move(text)
    assert info.value.code == "BAD_NOTATION"


# --------------------------------------------------------------------------- protocol


def test_new_game_deal_options_and_opening():
    s = tdf.new_game(1, {"auto_end": "false", "daily": "true"}, 5)
    assert s.ring == s.deal and sorted(s.ring) == sorted(tdf.State.__annotations__ and s.ring)
    assert tdf.new_game(1, {}, 5).ring == s.ring  # the deal follows from the seed alone
    assert tdf.new_game(1, {}, 6).ring != s.ring
    events = tdf.opening_events(s)
    assert [e.code for e in events] == ["deal", "dawn"]
    assert events[1].params["object"] == s.forbidden
    assert "seed" not in str(events)
    with pytest.raises(errors.LobbyError):
        tdf.new_game(2, {}, 5)
    with pytest.raises(errors.LobbyError):
        tdf.new_game(1, {"auto_end": "maybe"}, 5)
    assert tdf.INFO.id == "temps_des_forets" and tdf.INFO.max_seats == 1


def test_turn_number_rises_with_each_dawn():
    s = tdf.new_game(1, {}, 9)
    assert tdf.turn_number(s) == 1
    s, _ = tdf.apply(s, 0, tdf.parse_move("end"))
    assert tdf.turn_number(s) == 1
    s, events = tdf.apply(s, 0, tdf.parse_move("end"))
    assert tdf.turn_number(s) == 2 and [e.code for e in events] == ["end_night", "dusk", "dawn"]


def test_draws_come_from_the_seed_per_cycle():
    a = tdf.new_game(1, {}, 11)
    b = tdf.new_game(1, {}, 11)
    for _ in range(6):
        a, _ = tdf.apply(a, 0, tdf.parse_move("end; end") if a.phase == "day" else
                         tdf.parse_move("end"))
        b, _ = tdf.apply(b, 0, tdf.parse_move("end; end") if b.phase == "day" else
                         tdf.parse_move("end"))
    assert a.draws == b.draws and len(a.draws) == 7


def test_auto_end_ends_empty_phases():
    s = night()
    s.auto_end = True
    # After W6 no pattern is left tonight: the bot ends the Night after the command (§7.4).
    after, events = tdf.apply(s, 0, tdf.parse_move("undo; I 1-2"))
    codes = [e.code for e in events]
    assert codes == ["undo", "pattern", "end_night", "dusk", "dawn"]
    assert events[2].params["auto"] is True
    assert after.cycle == 2 and after.phase == "day"
    # Replaying the logged move re-derives the automatic end.
    again, _ = tdf.apply(s, 0, tdf.parse_move("undo; I 1-2"))
    assert tdf.to_json(again) == tdf.to_json(after)
    # Without auto_end nothing happens by itself, and the status says so.
    manual, _ = tdf.apply(night(), 0, tdf.parse_move("undo; I 1-2"))
    assert manual.phase == "night" and manual.cycle == 1
    assert tdf.status_lines(tdf.view(manual))[-1][0] == "status.no_action_night"


def test_json_round_trip_and_corrupt():
    s = night()
    data = tdf.to_json(s)
    assert tdf.to_json(tdf.from_json(data)) == data
    for key, value in [("format", 99), ("ring", ["CL"] * 12), ("cycle", 13),
                       ("rotated", ["AL"]), ("phase", "dusk"), ("trees", {})]:
        broken = dict(data)
        broken[key] = value
        with pytest.raises(errors.GroveError) as info:
            tdf.from_json(broken)
        assert info.value.code == "CORRUPT_TABLE"
    odd = dict(data)
    odd["trees"] = dict(data["trees"], JM="o")
    with pytest.raises(errors.GroveError):
        tdf.from_json(odd)


def test_view_hides_seed_and_is_the_same_for_everyone():
    s = tdf.new_game(1, {}, 123456789)
    assert tdf.view(s, 0) == tdf.view(s, None)
    assert "123456789" not in repr(tdf.view(s, 0))
    t = tdf.new_game(1, {}, 123456789)
    t.seed = 42  # same visible position, different future
    assert tdf.view(t, None) == tdf.view(s, None)


def test_controls_offer_legal_moves():
    s = position()
    controls = tdf.turn_controls(s, 0)
    legal = {str(m) for m in tdf.legal_moves(s, 0)}
    offered = {m for c in controls for m in c.moves}
    assert offered <= legal and "end" in offered
    select = controls[0]
    # every legal swap is offered (a list longer than one menu is reached in two steps,
    # first tree then second: §7.1), each grouped under its first tree
    swaps = {m for m in legal if m not in ("end", "undo")}
    assert select.kind == "select" and set(select.moves) == swaps
    assert select.groups == tuple(m.rsplit("-", 1)[0] for m in select.moves)
    assert [c.label for c in controls] == ["swap", "end_day"]
    n = night()
    labels = [c.label for c in tdf.turn_controls(n, 0)]
    assert "end_night" in labels and "undo" in labels


def test_pattern_codes_are_the_listed_patterns():
    # the controls' ordering asks which patterns a swap makes possible without listing them
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        s = tdf.new_game(1, {}, seed)
        while not tdf.is_over(s):
            for phase in ("day", "night"):
                twin = s.copy()
                twin.phase = phase
                listed = {p.pattern for p in engine.legal_patterns(twin)}
                assert engine.pattern_codes(twin) == listed
                checked += bool(listed)
            s, _ = tdf.apply(s, 0, rng.choice(list(tdf.legal_moves(s, 0))))
    assert checked > 100


def test_suggest_completes_sequences():
    s = position()
    first = tdf.suggest(s, 0, "")
    assert first[0] == "end" and "K 1-10" in first
    assert tdf.suggest(s, 0, "K 1-10; M 4")[0].startswith("K 1-10; M 4-10")
    assert tdf.suggest(s, 0, "K 1-10; K")  == []  # Key was used by the earlier step
    assert tdf.suggest(s, 0, "zz; ") == []
    assert tdf.suggest(s, 0, "end; end; ") == []  # nothing after a Dawn (R16)
    assert tdf.suggest(s, 0, "K 1-10;")[:2] == ["K 1-10; end", "K 1-10; undo"]


def test_deal_w_fixture():
    assert str(position(DEAL_W).tree_at(12)) == "JM"
