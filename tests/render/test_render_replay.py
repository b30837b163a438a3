"""The animated replay: one frame per public turn and the final position, drawn from the
spectator's view only, as a GIF every Discord client animates."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageStat

import render
from render import replay as frames
from rules import registry
from storage import MoveRow
from tables.history import turn_starts
from tables.replay import steps

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def played(game_id: str, seats: int, options: dict[str, str], seed: int,
           limit: int | None = None):
    """An automatic game as its move log, with every state it passed through."""
    game = registry.get(game_id)
    options = {**game.INFO.defaults(), **options}
    state = game.new_game(seats, dict(options), seed)
    states, rows = [state], []
    while not game.is_over(state) and (limit is None or len(rows) < limit):
        seat = min(game.to_act(state))
        move = game.auto_move(state, seat)
        state, _ = game.apply(state, seat, move)
        states.append(state)
        rows.append(MoveRow(1, len(rows) + 1, seat, seat + 100, str(move), [], len(rows) + 2,
                            "2026-01-01T00:00:00Z"))
    return game, options, states, rows


def test_one_frame_per_public_turn_and_the_final_position():
    game, options, states, rows = played("living_forest", 2, {"kodama": "true"}, 3)
    plan = steps(game, 2, options, 3, rows)
    starts = turn_starts(game, iter(states))
    assert len(rows) > len(starts) > 5, "a turn holds several actions in this game"
    final_is_a_start = any(s is states[-1] for s in starts.values())
    assert len(plan) == len(starts) + (0 if final_is_a_start else 1)
    assert [s.turn for s in plan if s.turn is not None] == sorted(starts)
    # every logged move is named exactly once, by the first frame after it
    assert [r.n for s in plan for r in s.moves] == [r.n for r in rows]
    assert plan[0].moves == ()


def test_living_forest_frames_are_the_spectator_pictures():
    game, options, states, rows = played("living_forest", 2, {"kodama": "true"}, 5, limit=40)
    plan = steps(game, 2, options, 5, rows)
    starts = turn_starts(game, iter(states))
    public = [game.view(s, None) for s in starts.values()] + [game.view(states[-1], None)]
    assert [s.view for s in plan] == public[:len(plan)]
    # a view for a seat shows that seat's hand: never what a frame holds
    private = game.view(states[-1], 0)
    assert private != plan[-1].view
    module = registry.entry("living_forest").render
    pictures = frames.draw_pictures(module, [s.view for s in plan], NAMES[:2], "en", None)
    assert pictures == [render.render(module, v, NAMES[:2], "en") for v in public[:len(plan)]]
    captions = [frames.Caption(f"t{i}", "") for i in range(len(plan))]
    gif = frames.assemble(pictures, captions, [50] * len(plan), frames.Shape())
    assert gif.startswith(b"GIF89a") and frames.frame_count(gif) == len(plan)
    with Image.open(io.BytesIO(gif)) as image:
        for index, picture in enumerate(pictures):
            image.seek(index)
            shown = image.convert("RGB")
            drawn = Image.open(io.BytesIO(picture)).convert("RGB")
            area = shown.crop((0, 0, *drawn.size))
            # the decoded frame is the spectator picture (up to its colour table and the
            # rings drawn around what changed)
            difference = ImageStat.Stat(ImageChops.difference(area, drawn).convert("L"))
            assert difference.mean[0] < 4, index


def test_a_dropped_frame_keeps_the_first_and_the_last():
    assert frames.kept(10, 1) == list(range(10))
    assert frames.kept(10, 4) == [0, 4, 8, 9]
    assert frames.kept(9, 4) == [0, 4, 8]
    assert frames.kept(2, 8) == [0, 1]


def test_rings_mark_a_local_change_and_not_a_redrawn_picture():
    before = Image.new("RGB", (200, 200), (250, 250, 250))
    after = before.copy()
    after.putpixel((100, 60), (0, 0, 0))
    (box,) = frames.changed_boxes(before, after)
    assert box[0] <= 100 <= box[2] and box[1] <= 60 <= box[3]
    assert frames.changed_boxes(before, before) == []
    everywhere = Image.new("RGB", (200, 200), (0, 0, 0))
    assert frames.changed_boxes(before, everywhere) == []


@pytest.mark.parametrize("scale", [1.0, 0.5])
def test_the_canvas_holds_every_picture_and_the_band(scale):
    small = Image.new("RGB", (100, 80), (9, 9, 9))
    tall = Image.new("RGB", (100, 120), (9, 9, 9))
    pictures = []
    for image in (small, tall, small):
        out = io.BytesIO()
        image.save(out, "PNG")
        pictures.append(out.getvalue())
    gif = frames.assemble(pictures, [frames.Caption("Turn", "Ann: x")] * 3, [10, 10, 10],
                          frames.Shape(scale))
    with Image.open(io.BytesIO(gif)) as image:
        assert image.size == (round(100 * scale), round(120 * scale)
                              + frames.band_height(scale))
        assert image.n_frames == 3
