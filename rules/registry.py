"""The registry of games: a game id -> its rules package.

Adding a game is one line here (plus its rules package, render module and tests).
Packages are imported lazily so one broken game cannot stop the others from loading.
"""

from __future__ import annotations

import importlib
from typing import Any

from rules.errors import GroveError

#: game id -> rules package. The renderer of a game is ``render/<id>.py``.
GAMES: dict[str, str] = {
    "halali": "rules.halali",
    "fairy_lights": "rules.fairy_lights",
    "living_forest": "rules.living_forest",
    "temps_des_forets": "rules.temps_des_forets",
    "wispwood": "rules.wispwood",
}


def game_ids() -> list[str]:
    """Every registered game id, in registry order."""
    return list(GAMES)


def get(game_id: str) -> Any:
    """The rules module of ``game_id``; raises ``GroveError('UNKNOWN_GAME')`` otherwise."""
    try:
        return importlib.import_module(GAMES[game_id])
    except KeyError:
        raise GroveError("UNKNOWN_GAME", game=None, game_id=game_id) from None


def all_games() -> list[Any]:
    """The rules modules of every registered game."""
    return [get(g) for g in GAMES]
