"""Pictures of games: a rules view in, PNG bytes out.

render/ knows nothing of Discord, storage or tables: it imports only the rules views and
Pillow. Each game has one module, ``render/<game_id>.py``, exposing
``render(view, names) -> bytes``. Call it in a worker thread; it is CPU-bound.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

__all__ = ["render"]


def render(game_id: str, view: Any, names: Sequence[str]) -> bytes:
    """Render ``view`` of game ``game_id`` to PNG bytes.

    ``names[seat]`` is the display name of that seat. The game's module is imported lazily
    so that a bot process only loads the renderers of games actually played.
    """
    if not game_id.isidentifier():
        # The id becomes a module path; refuse anything that is not a plain name.
        raise ValueError(f"bad game id: {game_id!r}")
    module = importlib.import_module(f"render.{game_id}")
    return module.render(view, names)
