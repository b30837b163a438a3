"""Every registered game checks its saved states: ``check(state)`` and a strict ``from_json``."""

from __future__ import annotations

import json

import pytest

from rules import registry
from rules.errors import CorruptState


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_has_a_check_that_from_json_runs(game_id):
    game = registry.get(game_id)
    assert callable(getattr(game, "check", None)), f"{game_id} needs check(state)"
    info = game.INFO
    for seats in sorted({info.min_seats, info.max_seats}):
        state = game.new_game(seats, info.defaults(), 2024)
        game.check(state)
        data = json.loads(json.dumps(game.to_json(state)))
        game.check(game.from_json(data))
        for broken in ({**data, "format": 999}, {}, {"format": data.get("format")}, []):
            with pytest.raises(CorruptState) as err:
                game.from_json(broken)
            assert err.value.catalog_key == "common.CORRUPT_TABLE"
