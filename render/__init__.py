"""Pictures of games: a rules view in, PNG bytes out.

render/ knows nothing of Discord, storage, tables or the registry: it imports only the rules
views and public data, the catalogs (every label drawn is a catalog text in the post's
language) and Pillow. Each game has one module (its registry row's ``render``, e.g.
``render.halali``) exposing ``render(view, names, locale, usernames) -> bytes``; callers
name that module here. Call it in a worker thread; it is CPU-bound.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import Any

__all__ = ["preload", "render"]


def _module(module: str) -> ModuleType:
    if not module or not all(part.isidentifier() for part in module.split(".")):
        # Only a dotted module path is imported: never a file path or anything odd.
        raise ValueError(f"bad renderer module: {module!r}")
    return importlib.import_module(module)


def render(module: str, view: Any, names: Sequence[str], locale: str | None,
           usernames: Sequence[str] | None = None) -> bytes:
    """Render ``view`` to PNG bytes with the renderer ``module`` (a game's registry row
    names it: ``render.halali``), with labels in ``locale``.

    ``names[seat]`` is the display name of that seat and ``usernames[seat]`` its account's
    username, drawn instead when the bundled fonts cannot draw the display name as written
    (else "Player N"; the rule is in ``render/common.py``).
    The module is imported on first use.
    """
    return _module(module).render(view, names, locale, usernames)


def preload(modules: Iterable[str], locales: Iterable[str] = ()) -> None:
    """Import the renderer ``modules`` now, building their fixed palettes, and let each
    draw its sample pictures in ``locales`` (a module's optional ``warm_up``), so that the
    first picture after a start is about as fast as any other."""
    languages = tuple(locales)
    for module in modules:
        # ``warm_up`` is a renderer's own optional helper, not a game hook.
        warm_up = getattr(_module(module), "warm_up", None)
        if warm_up is not None and languages:
            warm_up(languages)
