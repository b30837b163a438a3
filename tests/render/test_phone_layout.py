"""Every picture reads on a phone (issue 17, item 1).

Discord shows a picture about 500 px wide on a phone. Every registered game is played by its
automatic players at its largest seat count, with long names, and drawn at the start, in the
middle and at the end, for the spectator and for seat 0, in every language. Every text the
renderer draws goes through :func:`render.common.paste_text`, which records it; each must be
at least ``11 * width / 500`` pixels high (11 px once the phone scales the picture down to
500 px: the issue's "11 x 500 / width" read as the size seen on the phone) and
stay inside the box it was given (by default its image): measured before drawing, never cut
by the picture's edge or drawn over its neighbour.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import common
from rules import registry

LOCALES = ("en", "de", "fr", "nl")
PHONE_WIDTH = 500
MIN_PHONE_PX = 11
#: 32 characters, Discord's longest display name, and wide letters
LONG_NAMES = ("Maximiliana Wolkenstein-Rabenhor", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
              "Ægir Þórðarson of the Deep Woods", "Chloé-Zoë Lefèvre-Delacroix-Mum",
              "Ярослав Святославович Оболенски", "Bartholomew Fitzgerald-Quincey",
              "Wilhelmina van der Oosterbroek")

#: options that draw the most (modules and variants on)
OPTIONS: dict[str, dict[str, str]] = {"living_forest": {"kodama": "true"}}


def _positions(game_id: str) -> list[tuple[str, object]]:
    """(label, state) at the start, in the middle and at the end of an automatic game."""
    game = registry.get(game_id)
    seats = game.info.max_seats
    options = {**game.info.defaults(), **OPTIONS.get(game_id, {})}
    state = game.new_game(seats, options, 17)
    states = [state]
    for _ in range(5000):
        if game.is_over(state):
            break
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.auto_move(state, seat))
        states.append(state)
    assert game.is_over(state), f"{game_id}: the automatic game did not end"
    return [("start", states[0]), ("middle", states[len(states) // 2]), ("end", state)]


@pytest.fixture(scope="module")
def positions() -> dict[str, list[tuple[str, object]]]:
    return {game_id: _positions(game_id) for game_id in registry.BUILT_IN}


def _too_small_or_spilling(game_id: str, view: object, seats: int,
                           locale: str) -> list[str]:
    module = __import__(registry.entry(game_id).render, fromlist=["render"])
    clear = getattr(module, "clear_caches", None)
    if clear is not None:
        clear()  # text drawn into a cached layer is only seen when the layer is drawn
    names = list(LONG_NAMES[:seats])
    with common.recording() as drawn:
        data = module.render(view, names, locale, names)
    width = Image.open(io.BytesIO(data)).width
    least = MIN_PHONE_PX * width / PHONE_WIDTH  # drawn size that shows as 11 px at 500
    faults = [f"{d.text!r} at {d.size} px < {least:.1f} px (picture {width} px wide)"
              for d in drawn if d.size < least]
    faults += [f"{d.text!r} spills out of its box: ink {d.bbox}, box {d.box}"
               for d in drawn if d.spills]
    assert drawn, "nothing was recorded: the renderer draws text around paste_text"
    return faults


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", registry.BUILT_IN)
def test_every_text_reads_at_phone_width(positions, game_id: str, locale: str) -> None:
    game = registry.get(game_id)
    faults: list[str] = []
    for label, state in positions[game_id]:
        seats = game.info.max_seats
        for seat in (None, 0):
            for fault in _too_small_or_spilling(game_id, game.view(state, seat), seats,
                                                locale):
                faults.append(f"{label}, seat {seat}: {fault}")
    assert not faults, f"{len(faults)} faults:\n" + "\n".join(faults[:40])
