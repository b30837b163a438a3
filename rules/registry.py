"""The registry of games: one row per game.

A row names the game's rules package (which exports ``GAME``), its renderer
(``render/<id>.py``) and, where it has any, its Discord extras module (a step-by-step
builder, a larger player picture, a solo or daily flow). Modules are named, not imported,
here: rules/ imports nothing of the other layers, and each layer imports what is its own.
Packages are imported lazily so one broken game cannot stop the others from loading.

Adding a game is one row here (plus its rules package, render module, catalogs and tests);
tests may register a game of their own with ``register``.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass

from rules.errors import GroveError
from rules.protocol import AnyGame


@dataclass(frozen=True)
class Entry:
    """One registered game: where its rules, picture and Discord extras live."""

    id: str
    rules: str
    #: the renderer module; default ``render.<id>``
    render: str = ""
    #: the game's own Discord module (``cogs.extras.<id>``, exporting ``EXTRAS``), if any
    extras: str | None = None
    #: a folder of extra catalogs (``<folder>/<locale>/<namespace>.ftl``) for a game whose
    #: catalogs do not live in ``i18n/`` (a test game); the cogs load it when set up
    catalogs: str | None = None

    def __post_init__(self) -> None:
        if not self.render:
            object.__setattr__(self, "render", f"render.{self.id}")

    def game(self) -> AnyGame:
        """The game's declared ``GAME`` (its rules package imported on first use)."""
        # Looked up on every move many times: an imported package is read from sys.modules
        # without import_module's locking and path work.
        module = sys.modules.get(self.rules) or importlib.import_module(self.rules)
        game: AnyGame = module.GAME
        return game


GAMES: dict[str, Entry] = {entry.id: entry for entry in (
    Entry("halali", "rules.halali"),
    Entry("fairy_lights", "rules.fairy_lights"),
    Entry("living_forest", "rules.living_forest", extras="cogs.extras.living_forest"),
    Entry("temps_des_forets", "rules.temps_des_forets", extras="cogs.extras.temps_des_forets"),
    Entry("wispwood", "rules.wispwood", extras="cogs.extras.wispwood"),
)}

#: the games shipped with Grove (``register`` may add others, e.g. in tests)
BUILT_IN: tuple[str, ...] = tuple(GAMES)


def register(entry: Entry) -> None:
    """Add (or replace) a game's row."""
    GAMES[entry.id] = entry


def unregister(game_id: str) -> None:
    """Remove a game's row (tests that registered a game of their own)."""
    GAMES.pop(game_id, None)


def game_ids() -> list[str]:
    """Every registered game id, in registry order."""
    return list(GAMES)


def entry(game_id: str) -> Entry:
    """The row of ``game_id``; raises ``GroveError('UNKNOWN_GAME')`` otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise GroveError("UNKNOWN_GAME", game=None, game_id=game_id) from None


def get(game_id: str) -> AnyGame:
    """The declared game of ``game_id``; raises ``GroveError('UNKNOWN_GAME')`` otherwise."""
    return entry(game_id).game()


def all_games() -> list[AnyGame]:
    """The declared games of every registered game."""
    return [get(g) for g in GAMES]
