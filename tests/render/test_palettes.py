"""The fixed palettes in ``render/palettes/`` are what the renderers' sample pictures give.

A renderer may not play its game (render/ never imports an engine), so the palettes its
pictures map onto are computed here, from real games, and stored. Run with
``GROVE_REGEN_PALETTES=1`` after a change to a renderer's colours to write them again.
"""

from __future__ import annotations

import os

import pytest

from render import temps_des_forets as tdf_picture
from render import wispwood as ww_picture
from render.common import PALETTES, palette_bytes
from rules import temps_des_forets, wispwood


def wispwood_samples() -> list:
    """A four-player and a solo game part-played: between them every colour is drawn."""
    views = []
    for seats, seed in ((4, 1), (1, 2)):
        state = wispwood.new_game(seats, {}, seed)
        for _ in range(12 * seats):
            if wispwood.is_over(state):
                break
            seat = min(wispwood.to_act(state))
            state, _ = wispwood.apply(state, seat, wispwood.auto_move(state, seat))
        state.forests[0].ready = False
        views.append(wispwood.view(state, None))
    return views


PALETTES_BUILT = {
    "wispwood": lambda: ww_picture.palette_from(wispwood_samples()),
    "temps_des_forets": lambda: tdf_picture.palette_from(
        temps_des_forets.view(temps_des_forets.new_game(1, {}, 1), None)),
}


@pytest.mark.parametrize("name", sorted(PALETTES_BUILT))
def test_stored_palette_is_current(name):
    built = palette_bytes(PALETTES_BUILT[name]())
    path = PALETTES / f"{name}.pal"
    if os.environ.get("GROVE_REGEN_PALETTES"):
        path.write_bytes(built)
    assert path.read_bytes() == built, f"{path} is stale: GROVE_REGEN_PALETTES=1 writes it"
    assert len(built) % 3 == 0 and len(built) >= 3 * 64
