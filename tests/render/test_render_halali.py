"""Tests of the Halali! picture (spec §6, §7.3): PNG shape, determinism, hidden information."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image, ImageChops, ImageStat

import render
from render import halali as rh
from render.common import recording
from rules.halali.view import HalaliView, LastTurn, MatchView, TileView

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
NAMES = ("Annabelle the Magnificent Wanderer of the Northern Woods", "Bob")
FOREST = [f"{f}{r}" for f in "bcdefgh" for r in range(2, 9)]

# A busy mid-game: face-up tiles of every kind, hunters in all four directions, the rest face
# down, and every marker at once.
FACE_UP = {
    "b2": ("fox", None), "b7": ("pheasant", None), "c3": ("fox", None), "c6": ("bear", None),
    "c7": ("lumberjack", None), "d5": ("hunter", "E"), "e4": ("hunter", "S"),
    "f2": ("hunter", "N"), "g6": ("hunter", "W"), "g2": ("tree", None), "h6": ("duck", None),
    "h8": ("tree", None),
}
EMPTY = {"e5", "b3", "b4", "b5", "b6", "c5", "d3", "f7"}


def busy_view(**changes: object) -> HalaliView:
    """A crowded main-phase view; ``changes`` replace fields."""
    tiles = []
    for sq in FOREST:
        if sq in EMPTY:
            continue
        if sq in FACE_UP:
            kind, gun = FACE_UP[sq]
            tiles.append(TileView(sq, True, kind, gun))
        else:
            tiles.append(TileView(sq, False))
    view = HalaliView(
        tiles=tuple(tiles),
        sides=("blue", "brown"),
        to_move="brown",
        turn_number=57,
        phase="main",
        end_turns_left={"blue": 0, "brown": 0},
        quiet_turns=42,
        scores={"blue": 13, "brown": 22},
        captured={"blue": {"duck": 2, "pheasant": 1, "hunter": 1},
                  "brown": {"fox": 2, "bear": 1, "tree": 1}},
        exited={"blue": {}, "brown": {}},
        face_down_count=sum(1 for t in tiles if not t.face_up),
        face_down_tally={"bear": 1, "fox": 2, "lumberjack": 1, "hunter": 3, "pheasant": 6,
                         "duck": 4, "tree": 12},
        neutral_lock=("h6", "brown"),
        back_and_forth=("blue", "c3", "c5"),
        last_turn=LastTurn("blue", "b2xb7", "b2", "b7"),
        draw_offer_by="blue",
        match=MatchView(2, (47, 52), (60, 74)),
        end_reason=None,
        winner=None,
    )
    return dataclasses.replace(view, **changes)  # type: ignore[arg-type]


def end_view() -> HalaliView:
    """End phase: every tile face up, a fox just left through a5."""
    tiles = tuple(t for t in busy_view().tiles if t.face_up)
    return busy_view(
        tiles=tiles, phase="end", face_down_count=0,
        face_down_tally=dict.fromkeys(rh.KINDS, 0),
        end_turns_left={"blue": 4, "brown": 5}, quiet_turns=0,
        exited={"blue": {"fox": 1}, "brown": {}},
        last_turn=LastTurn("blue", "b5-a5", "b5", "a5"),
    )


def over_view() -> HalaliView:
    """Game over by resignation with face-down tiles left: they are revealed as never flipped."""
    tiles = tuple(
        t if t.face_up else TileView(t.square, False, "tree", None, never_flipped=True)
        for t in busy_view().tiles
    )
    return busy_view(tiles=tiles, phase="over", to_move=None, end_reason="resigned",
                     winner="brown", neutral_lock=None, back_and_forth=None, draw_offer_by=None)


def pixels(view: HalaliView, names=NAMES) -> Image.Image:
    return rh.render_image(view, names)


def tile_crop(img: Image.Image, square: str) -> Image.Image:
    x0, y0, _, _ = rh.square_box(square)
    return img.crop((x0 + rh.PAD, y0 + rh.PAD, x0 + rh.PAD + rh.TILE, y0 + rh.PAD + rh.TILE))


@pytest.mark.parametrize("make", [busy_view, end_view, over_view], ids=["main", "end", "over"])
def test_png_signature_size_and_dimensions(make) -> None:
    data = rh.render(make(), NAMES)
    assert data.startswith(PNG_SIGNATURE)
    assert len(data) < 200 * 1024
    with Image.open(io.BytesIO(data)) as img:
        # Phone-first: the board's width, the panel under it, cut to what it holds.
        assert img.width == rh.WIDTH
        assert rh.BOARD_H < img.height < rh.HEIGHT
        # No text chunks or timestamps: nothing but pixels can vary.
        assert not {"tIME", "tEXt", "iTXt", "zTXt"} & set(img.info)


def test_dispatch_by_game_id() -> None:
    view = busy_view()
    assert render.render("render.halali", view, NAMES, "en") == rh.render(view, NAMES)
    assert render.render("render.halali", view, NAMES, "de") == rh.render(view, NAMES, "de")
    with pytest.raises(ValueError):
        render.render("../halali", view, NAMES, "en")


def test_same_view_same_bytes() -> None:
    assert rh.render(busy_view(), NAMES) == rh.render(busy_view(), NAMES)
    assert rh.render(end_view(), NAMES) == rh.render(end_view(), NAMES)


def test_equal_views_built_differently_give_equal_bytes() -> None:
    """The picture depends only on the view's value, not on how it was put together."""
    a = busy_view()
    b = busy_view(
        tiles=tuple(TileView(t.square, t.face_up, t.kind, t.gun) for t in a.tiles),
        captured={"brown": {"tree": 1, "bear": 1, "fox": 2},
                  "blue": {"hunter": 1, "pheasant": 1, "duck": 2}},
        face_down_tally=dict(reversed(list(a.face_down_tally.items()))),
        scores={"brown": 22, "blue": 13},
    )
    assert a == b
    assert rh.render(a, NAMES) == rh.render(b, NAMES)


def test_all_face_down_tiles_look_identical() -> None:
    img = pixels(busy_view())
    down = [t.square for t in busy_view().tiles if not t.face_up]
    # The floor is chequered and shows in the rounded corners, so compare like with like.
    for parity in (0, 1):
        same = [sq for sq in down
                if (ord(sq[0]) + int(sq[1])) % 2 == parity and sq not in {"c5"}]
        first = tile_crop(img, same[0]).tobytes()
        assert all(tile_crop(img, sq).tobytes() == first for sq in same[1:])


def test_face_up_kind_changes_the_picture() -> None:
    base = busy_view()
    tiles = tuple(TileView("c3", True, "bear") if t.square == "c3" else t for t in base.tiles)
    changed = busy_view(tiles=tiles)
    assert rh.render(base, NAMES) != rh.render(changed, NAMES)
    assert tile_crop(pixels(base), "c3").tobytes() != tile_crop(pixels(changed), "c3").tobytes()


def test_every_kind_and_gun_direction_has_its_own_face() -> None:
    faces = [rh.tile_face(k, None).tobytes() for k in rh.KINDS]
    faces += [rh.tile_face("hunter", d).tobytes() for d in "NESW"]
    faces.append(rh.tile_back().tobytes())
    assert len(set(faces)) == len(faces)


def test_end_phase_highlights_the_exits() -> None:
    main = pixels(busy_view())
    end = pixels(busy_view(phase="end"))
    for exit_square in ("i5", "e1", "e9"):
        x0, y0, x1, y1 = rh.square_box(exit_square)
        probe = ((x0 + x1) // 2 + 10, (y0 + y1) // 2 + 10)  # on the path, beside the chevron
        assert main.getpixel(probe) == rh.PATH
        assert end.getpixel(probe) == rh.EXIT_HOT


def test_never_flipped_tiles_are_shown_and_marked_after_the_game() -> None:
    img = pixels(over_view())
    shown = tile_crop(img, "b8")  # a face-down tree in the running game
    normal = tile_crop(img, "h8")  # a tree flipped during play, same floor parity
    running = tile_crop(pixels(busy_view()), "b8")
    assert shown.tobytes() != running.tobytes()  # no longer the back
    assert shown.tobytes() != normal.tobytes()  # but marked as never flipped


def test_kind_of_a_face_down_tile_is_never_drawn_while_running() -> None:
    """Even a faulty view that names a face-down tile's kind draws only the back."""
    plain = busy_view()
    leaky = busy_view(tiles=tuple(
        TileView(t.square, False, "hunter", "E", never_flipped=True) if not t.face_up else t
        for t in plain.tiles))
    assert rh.render(plain, NAMES) == rh.render(leaky, NAMES)


def test_markers_and_odd_inputs_render() -> None:
    """Single game, no markers, names missing or long: still a picture."""
    view = busy_view(match=None, neutral_lock=None, back_and_forth=None, last_turn=None,
                     draw_offer_by=None, quiet_turns=3)
    assert rh.render(view, ["x" * 200]).startswith(PNG_SIGNATURE)
    flip = busy_view(last_turn=LastTurn("brown", "flip e6", "e6"), sides=("brown", "blue"))
    assert rh.render(flip, ("", "")) != rh.render(busy_view(), ("", ""))


def test_pictures_of_states_differing_only_face_down_are_identical() -> None:
    """Spec §6 end to end: hidden identities reach neither the view nor the picture."""
    fixtures = pytest.importorskip("rules.halali.fixtures")
    from rules import halali

    a = fixtures.position("F c3, H(N) f2, ? e6 [F, orientation S], ? h8 [T]", to_move="blue")
    b = fixtures.position("F c3, H(N) f2, ? e6 [H(E)], ? h8 [B, orientation W]", to_move="blue")
    va, vb = halali.view(a, None), halali.view(b, None)
    assert va == vb
    assert rh.render(va, NAMES) == rh.render(vb, NAMES)
    # And the test can fail: a different public fact changes the picture.
    c = fixtures.position("F c3, H(E) f2, ? e6 [F, orientation S], ? h8 [T]", to_move="blue")
    assert rh.render(halali.view(c, None), NAMES) != rh.render(va, NAMES)


def test_palette_png_stays_faithful_to_the_drawing() -> None:
    """The fixed palette must not wash out colours of any picture."""
    for view in (busy_view(), end_view(), over_view()):
        drawn = pixels(view)
        with Image.open(io.BytesIO(rh.render(view, NAMES))) as img:
            assert img.mode == "P"
            decoded = img.convert("RGB")
        diff = ImageChops.difference(drawn, decoded)
        assert max(hi for _, hi in diff.getextrema()) < 80
        assert ImageStat.Stat(diff.convert("L")).mean[0] < 2.0


@pytest.mark.parametrize("make", [busy_view, end_view, over_view], ids=["main", "end", "over"])
def test_the_panel_is_never_cut_and_every_text_stays_in_its_box(make) -> None:
    rh.clear_caches()
    with recording() as drawn:
        img = rh.render_image(make(), NAMES, "de")
    assert drawn and not [d for d in drawn if d.spills]
    panel = [d for d in drawn if d.image_size == (rh.WIDTH, rh.HEIGHT) and d.bbox[1] > rh.BOARD_H]
    # Everything the panel wrote is inside the cut picture, with a margin.
    assert max(d.bbox[3] for d in panel) + 4 <= img.height
    # Scores are never shortened.
    view = make()
    for side in view.sides:
        assert str(view.scores[side]) in {d.text for d in panel}


def test_tile_letters_are_drawn_at_a_phone_size() -> None:
    rh.clear_caches()
    with recording() as drawn:
        rh.tile_face("bear", None)
        rh.mini_tile("duck")
    letters = {d.text: d.size for d in drawn}
    assert letters == {"B": 15, "D": 16}
    assert min(letters.values()) >= 11 * rh.WIDTH / 500
