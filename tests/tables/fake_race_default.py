"""``fake_race`` with a default for a timed-out turn (as Living Forest R-22 has)."""

from __future__ import annotations

from dataclasses import replace

from rules.protocol import Game
from tests.tables.fake_race import GAME as _GAME
from tests.tables.fake_race import INFO as _INFO
from tests.tables.fake_race import Step, to_act

INFO = replace(_INFO, id="fake_race_default")


def timeout_move(state: dict, seat: int):
    return Step("pass") if seat in to_act(state) else None


GAME: Game[dict] = replace(_GAME, info=INFO, timeout_move=timeout_move)
