"""Shared checks for the games' saved-state tests (not a test)."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest

from rules.errors import CorruptState


def reloaded(game: Any, state: Any) -> Any:
    """``state`` through JSON text and back, as storage does."""
    return game.from_json(json.loads(json.dumps(game.to_json(state))))


def refused_as_corrupt(game: Any, good: dict, name: str, breaker: Any) -> CorruptState:
    """Check that ``good`` (saved-state JSON) loads back unchanged, and that the copy of it
    ``breaker(name, copy)`` damages is refused as a corrupt table; return that refusal."""
    assert game.to_json(game.from_json(copy.deepcopy(good))) == good
    with pytest.raises(CorruptState) as err:
        game.from_json(breaker(name, copy.deepcopy(good)))
    assert err.value.catalog_key == "common.CORRUPT_TABLE"
    return err.value


def assert_golden(text: str, path: Path) -> None:
    """Check ``text`` against the golden file ``path``; with ``GROVE_REGEN_GOLDEN=1`` in the
    environment, write it there first (after a deliberate change of the transcript)."""
    if os.environ.get("GROVE_REGEN_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def auto_play(game: Any, state: Any, steps: int) -> Any:
    """Up to ``steps`` automatic moves of ``game``, the lowest seat to act each time; stops
    at the end of the game."""
    for _ in range(steps):
        if game.is_over(state):
            break
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.auto_move(state, seat))
    return state



#: where each built-in game's compact text view lives (a view in, text out), by its public
#: name. The protocol has no hook for it; a ``Game.text_view: Callable[[Any], str]`` field
#: would make this table unnecessary.
def text_view(game_id: str, view: Any) -> str:
    """``view`` (a game's view of one seat or a spectator) as the game's compact text."""
    from rules import registry

    return registry.get(game_id).text_view(view)
