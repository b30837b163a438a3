"""Tests of the Wispwood picture (spec §6, §7.3): PNG shape, determinism, hidden information."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

import render
import rules.wispwood as ww
from render import wispwood as rw
from render.common import label, recording
from rules.wispwood.scoring import CARDS
from tests.render.test_phone_layout import LONG_NAMES
from tests.rules.helpers import auto_play

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
NAMES = ("Annabelle the Magnificent Wanderer of the Northern Woods", "Bob", "Chloé", "Dee")


def played(seats: int, seed: int, moves: int) -> ww.State:
    return auto_play(ww, ww.new_game(seats, {}, seed), moves)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_png_of_every_seat_count(seats):
    data = render.render("render.wispwood", ww.view(played(seats, 5, 10 * seats)),
                         NAMES[:seats], "en")
    assert data.startswith(PNG_SIGNATURE)
    img = Image.open(io.BytesIO(data))
    assert img.width == rw.WIDTH <= 800, "phone first: a narrow picture"
    assert img.mode == "P"


def test_deterministic_and_changes_with_the_position():
    state = played(2, 8, 14)
    a = rw.render(ww.view(state), NAMES[:2])
    assert a == rw.render(ww.view(state), NAMES[:2])
    later, _ = ww.apply(state, min(ww.to_act(state)),
                        ww.auto_move(state, min(ww.to_act(state))))
    assert rw.render(ww.view(later), NAMES[:2]) != a


def test_hidden_information_never_reaches_the_picture():
    # Same public table, different supply order, tree backs and firefly order.
    for seats in (1, 4):
        a = played(seats, 3, 9 * seats)
        b = a.copy()
        b.supply = sorted(b.supply)
        for forest in b.forests:
            forest.backs = dict.fromkeys(forest.backs, "S")
        if b.solo:
            b.solo.tokens = sorted(b.solo.tokens)
        assert a.supply != b.supply
        assert ww.view(a) == ww.view(b)
        assert rw.render(ww.view(a), NAMES[:seats]) == rw.render(ww.view(b), NAMES[:seats])


def test_view_carries_nothing_hidden():
    fields = {f.name for f in dataclasses.fields(ww.WispwoodView)}
    assert "supply" in fields  # a count only
    view = ww.view(played(2, 1, 5))
    assert isinstance(view.supply, int)
    forest_fields = {f.name for f in dataclasses.fields(ww.ForestView)}
    assert not {"backs", "tokens"} & (fields | forest_fields)


def test_cat_phase_and_game_over_pictures():
    state = ww.new_game(2, {}, 4)
    seen = set()
    while not ww.is_over(state):
        seat = min(ww.to_act(state))
        if state.phase not in seen:
            seen.add(state.phase)
            assert rw.render(ww.view(state), NAMES[:2]).startswith(PNG_SIGNATURE)
        state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
    assert seen == {"turn", "cat"}
    assert rw.render(ww.view(state), NAMES[:2]).startswith(PNG_SIGNATURE)


def test_wisps_are_not_colour_alone():
    # In grey-scale the four wisp stamps still differ (each has its own letter).
    greys = [rw._stamp(k).convert("L").tobytes() for k in "PHWS"]
    assert len(set(greys)) == 4
    letters = {k: rw._stamp(k).convert("L").point(lambda v: 255 if v > 128 else 0).tobytes()
               for k in "PHWS"}
    assert len(set(letters.values())) == 4


def test_forest_preview_ghosts_exactly_the_candidate_cells():
    state = played(2, 5, 5)
    seat = min(ww.to_act(state))
    take = next(ww.legal_takes(state, seat))
    cells = [ww.geometry.name(c) for c in take.cells]
    wisp = ww.geometry.name(take.wisp)
    view = ww.view(state)
    plain = Image.open(io.BytesIO(rw.render_forest(view, seat, NAMES[:2], cells[:0])))
    ghost = Image.open(io.BytesIO(rw.render_forest(
        view, seat, NAMES[:2], cells, wisp, state.pond[take.space - 1])))
    plain, ghost = plain.convert("RGB"), ghost.convert("RGB")
    # A legal placement lies in the reachable frame, so the crop is the same with or without
    # the ghost and both pictures line up cell for cell.
    layout = rw.forest_layout(view, seat, cells)
    assert layout == rw.forest_layout(view, seat)
    assert plain.width >= 500 and plain.size == ghost.size
    # Every candidate cell changed; a drawn free cell away from them did not.
    for cell in cells:
        box = layout.cell_box(cell)
        assert plain.crop(box).tobytes() != ghost.crop(box).tobytes(), cell
    occupied = {c for c, _ in view.forests[seat].cells} | set(cells)
    far = next(f"{c}{r}" for r in range(1, 12) for c in "ABCDEFGHIJK"
               if layout.shows(f"{c}{r}")
               and all(abs(ord(c) - ord(o[0])) + abs(r - int(o[1:])) > 2 for o in occupied))
    assert plain.crop(layout.cell_box(far)).tobytes() == ghost.crop(layout.cell_box(far)).tobytes()
    # Not colour alone: in grey-scale the planned trees still differ from empty floor.
    tree_cell = next(c for c in cells if c != wisp)
    grey_plain = plain.convert("L").crop(layout.cell_box(tree_cell)).tobytes()
    grey_ghost = ghost.convert("L").crop(layout.cell_box(tree_cell)).tobytes()
    assert grey_plain != grey_ghost


def test_forest_preview_is_public_and_deterministic():
    a = played(4, 3, 30)
    b = a.copy()
    b.supply = sorted(b.supply)
    for forest in b.forests:
        forest.backs = dict.fromkeys(forest.backs, "S")
    for seat in range(4):
        one = rw.render_forest(ww.view(a), seat, NAMES, ("E2",), None, None)
        assert one == rw.render_forest(ww.view(b), seat, NAMES, ("E2",), None, None)
    assert rw.render_forest(ww.view(a), 0, NAMES) != rw.render_forest(ww.view(a), 1, NAMES)


def test_labels_follow_the_locale():
    view = ww.view(played(1, 4, 6))
    pictures = {loc: rw.render(view, NAMES[:1], loc) for loc in ("en", "nl", "de", "fr")}
    assert len(set(pictures.values())) == 4, "every language draws its own labels"
    assert rw.render_forest(view, 0, NAMES[:1], locale="de") != \
        rw.render_forest(view, 0, NAMES[:1], locale="en")


def finished(seats: int, seed: int) -> ww.State:
    state = ww.new_game(seats, {}, seed)
    while not ww.is_over(state):
        seat = min(ww.to_act(state))
        state, _ = ww.apply(state, seat, ww.auto_move(state, seat))
    return state


def drawn_texts(draw) -> list:
    """Every text a render draws (the layer caches cleared first, so none is missed)."""
    rw.clear_caches()
    with recording() as drawn:
        draw()
    return drawn


def test_a_forest_is_cropped_to_its_frame_with_its_real_labels():
    # At the start a forest is the cat on F6: round 1's reachable frame is C-I / 3-9, drawn
    # with one more cell each way, B-J / 2-10, and labelled with those real names.
    view = ww.view(ww.new_game(2, {}, 3))
    forest = view.forests[1]
    assert forest.frame == ("C", "I", 3, 9)
    assert rw.crop(forest) == (1, 9, 1, 9)
    layout = rw.forest_layout(view, 1)
    assert (layout.c0, layout.c1, layout.r0, layout.r1) == (1, 9, 1, 9)
    texts = [d.text for d in drawn_texts(lambda: rw.render_forest(view, 1, NAMES[:2]))]
    # The labels are drawn in order, each once; the canvas edges A, K and 11 are not drawn.
    columns, rows = list("BCDEFGHIJ"), [str(r) for r in range(2, 11)]
    assert any(texts[i:i + 9] == columns for i in range(len(texts)))
    assert any(texts[i:i + 9] == rows for i in range(len(texts)))
    assert not {"A", "K", "11"} & set(texts)
    # The cat lands in the drawn cell of F6 (column 5 of the crop from B, row 5 from 2).
    x, y = layout.cell_xy("F6")
    assert (x - layout.x, y - layout.y) == (4 * layout.cell, 4 * layout.cell)
    picture = Image.open(io.BytesIO(rw.render_forest(view, 1, NAMES[:2]))).convert("RGB")
    cat, floor = picture.crop(layout.cell_box("F6")), picture.crop(layout.cell_box("E6"))
    assert len(cat.getcolors(4096) or ()) > 3 and len(floor.getcolors(4096) or ()) == 1
    # Cropping gives bigger cells than the old whole canvas in the same width (26 px).
    assert layout.cell > 26


def test_a_full_forest_is_drawn_with_a_margin_only():
    state = finished(4, 11)
    view = ww.view(state)
    for forest in view.forests:
        c0, c1, r0, r1 = rw.crop(forest)
        assert c1 - c0 + 1 <= 8 and r1 - r0 + 1 <= 8  # 6x6 plus at most a cell each way
        cells = {cell for cell, _ in forest.cells}
        layout = rw.forest_layout(view, forest.seat)
        assert all(layout.shows(cell) for cell in cells)


def test_end_picture_keeps_every_score_whole_and_marks_the_winner():
    state = finished(4, 11)
    view = ww.view(state)
    result = ww.result(state)
    assert set(rw.winners(view)) == set(result.ranking[0])
    drawn = drawn_texts(lambda: rw.render(view, NAMES, "fr"))
    texts = [d.text for d in drawn]
    joined = "\n".join(texts)
    for forest in view.forests:
        assert len(forest.round_scores) == 3
        score = "+".join(str(r) for r in forest.round_scores) + f" = {forest.total}"
        assert score in joined, score
        assert str(forest.total) in texts  # the scoreboard's total, alone and whole
    victory = label("picture.wispwood.winner", "fr")
    assert sum(victory in t for t in texts) == len(result.ranking[0])
    assert not any("\u2026" in t and any(ch.isdigit() for ch in t) for t in texts), \
        "no text with a number is ever shortened"


def test_a_running_game_has_no_winner_marked():
    view = ww.view(played(4, 11, 30))
    assert rw.winners(view) == ()
    drawn = drawn_texts(lambda: rw.render(view, NAMES, "en"))
    assert not any(label("picture.wispwood.winner", "en") in d.text for d in drawn)


@pytest.mark.parametrize("seed", [2, 6])
def test_solo_winner_follows_the_rules(seed):
    state = finished(1, seed)
    view = ww.view(state)
    assert rw.winners(view) == ((0,) if ww.result(state).reason == "won" else ())


@pytest.mark.parametrize("locale", ["en", "de", "fr", "nl"])
def test_card_titles_and_rules_come_from_the_catalog(locale):
    view = ww.view(ww.new_game(4, {}, 9))
    drawn = drawn_texts(lambda: rw.render(view, NAMES, locale))
    # Paragraphs are wrapped: compare the words in reading order.
    words = " ".join(d.text for d in drawn).split()
    joined = " ".join(words)
    for card in view.cards:
        key = card.replace("-", "_")
        title = label(f"picture.wispwood.card.{key}", locale)
        rule = label(f"wispwood.card.{key}", locale)
        assert " ".join(title.split()) in joined, title
        assert " ".join(rule.split()) in joined, rule
        english = str(CARDS[card]["name"])
        if locale != "en" and english != title:
            assert english not in joined


@pytest.mark.parametrize("locale", ["en", "de", "fr", "nl"])
def test_solo_and_preview_read_at_phone_width(locale):
    # The phone test plays every game at its largest seat count; the solo picture (phantom
    # rows) and the builder's enlarged forest are held to the same rule here.
    state = ww.new_game(1, {}, 17)
    states = [state]
    while not ww.is_over(state):
        state, _ = ww.apply(state, 0, ww.auto_move(state, 0))
        states.append(state)
    names = list(LONG_NAMES[:1])
    faults = []
    for st in (states[0], states[len(states) // 2], state):
        view = ww.view(st)
        for draw in (lambda v=view: rw.render(v, names, locale, names),
                     lambda v=view: rw.render_forest(v, 0, names, (), locale=locale,
                                                     usernames=names)):
            rw.clear_caches()
            with recording() as drawn:
                data = draw()
            width = Image.open(io.BytesIO(data)).width
            least = 11 * width / 500
            faults += [f"{d.text!r} {d.size} px" for d in drawn if d.size < least]
            faults += [f"{d.text!r} spills {d.bbox} {d.box}" for d in drawn if d.spills]
    assert not faults, faults[:20]


def test_colour_groups_are_named_rgb_triples():
    assert set(rw.CVD_GROUPS) >= {"tiles", "seats"}
    for colours in rw.CVD_GROUPS.values():
        assert len(colours) >= 2 and len(set(colours)) == len(colours)
        assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in colours)
    assert set(rw.WISP.values()) <= set(rw.CVD_GROUPS["tiles"])
