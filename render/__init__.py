"""Pictures of games: a rules view in, PNG bytes out.

render/ knows nothing of Discord, storage or tables: it imports only the rules views, the
catalogs (every label drawn is a catalog text in the post's language) and Pillow. Each game
has one module, ``render/<game_id>.py``, exposing
``render(view, names, locale, usernames) -> bytes``. Call it in a worker thread; it is
CPU-bound.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import Any

__all__ = ["preload", "render"]


def _module(game_id: str) -> ModuleType:
    if not game_id.isidentifier():
        # The id becomes a module path; refuse anything that is not a plain name.
        raise ValueError(f"bad game id: {game_id!r}")
    return importlib.import_module(f"render.{game_id}")


def render(game_id: str, view: Any, names: Sequence[str], locale: str | None,
           usernames: Sequence[str] | None = None) -> bytes:
    """Render ``view`` of game ``game_id`` to PNG bytes, with labels in ``locale``.

    ``names[seat]`` is the display name of that seat and ``usernames[seat]`` its account's
    username, drawn instead when the font cannot draw the display name (else "Player N").
    The game's module is imported on first use.
    """
    return _module(game_id).render(view, names, locale, usernames)


def preload(game_ids: Iterable[str], locales: Iterable[str] = ()) -> None:
    """Import the renderers of ``game_ids`` now, building their fixed palettes, and let each
    draw its sample pictures in ``locales`` (a module's optional ``warm_up``), so that the
    first picture after a start is about as fast as any other."""
    languages = tuple(locales)
    for game_id in game_ids:
        warm_up = getattr(_module(game_id), "warm_up", None)
        if warm_up is not None and languages:
            warm_up(languages)
