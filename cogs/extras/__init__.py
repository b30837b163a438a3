"""A game's own Discord extras, declared once: the surface the shared cogs call.

A game whose spec asks for Discord pieces of its own (a step-by-step builder, a larger
player picture, a daily deal) has one module, named by the ``extras`` of its registry row
(``cogs/extras/<game_id>.py``), that exports ``EXTRAS: GameExtras``. Every field has a
default that means "nothing of its own", so the shared cogs call them without asking
whether a game has them, and never by name. A game without a module gets ``NO_EXTRAS``.

An extras module may import the shared cogs (flow, components, texts...) and its own game's
rules package; the shared cogs reach it only through ``extras_for`` (imported by module
name at run time, so no shared cog depends on a game).
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from rules import registry
from rules.protocol import Control, Result
from tables import Table


def _no_items(table: Table, controls: Sequence[Control], locale: Any) -> list[discord.ui.Item[Any]]:
    return []


def _no_params(result: Result) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class GameExtras:
    """One game's Discord extras; each field's default means the game has no such thing."""

    #: ``discord.ui.DynamicItem`` classes of its own, registered at start-up so its buttons
    #: and menus keep working after a restart.
    dynamic_items: tuple[type[discord.ui.DynamicItem[Any]], ...] = ()
    #: items put below the shared turn controls of the public post, from the table, the
    #: controls of the turn (``Game.turn_controls`` of every seat) and the post's locale.
    extra_items: Callable[[Table, Sequence[Control], Any],
                          list[discord.ui.Item[Any]]] = _no_items
    #: ``/game board player:<member>``: that seat's part enlarged, as ``viewer`` (None: a
    #: spectator) may see it, labels in ``locale``: ``(table, seat, locale, viewer)``. None
    #: (the default): the command shows the asker's whole board.
    player_picture: Callable[[Table, int, Any, int | None],
                             Awaitable[discord.File]] | None = None
    #: the name of the game's true/false option that asks for the server's daily deal (a
    #: solo game: one seed per server and UTC day, played in a private thread; cogs/daily.py).
    #: None (the default): the game has no daily deal.
    daily_option: str | None = None
    #: parameters of the day's result sentence (``<game>.daily.result``) beyond name, date,
    #: reason and score, from the finished game's result (public facts only).
    daily_result_params: Callable[[Result], dict[str, Any]] = _no_params

    def wants_daily(self, options: dict[str, Any]) -> bool:
        """Whether these options (of ``/game new`` or of a table) ask for the daily deal."""
        return self.daily_option is not None and str(options.get(self.daily_option)) == "true"


#: the extras of a game that has none
NO_EXTRAS = GameExtras()


def extras_for(game_id: str) -> GameExtras:
    """The extras of ``game_id`` (its registry row's module), or ``NO_EXTRAS``; an unknown
    game raises ``GroveError('UNKNOWN_GAME')``."""
    module = registry.entry(game_id).extras
    if module is None:
        return NO_EXTRAS
    extras: GameExtras = importlib.import_module(module).EXTRAS
    return extras


def all_dynamic_items() -> tuple[type[discord.ui.DynamicItem[Any]], ...]:
    """Every registered game's own dynamic items."""
    return tuple(item for game_id in registry.game_ids()
                 for item in extras_for(game_id).dynamic_items)
