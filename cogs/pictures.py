"""A table's picture as a Discord file, drawn off the event loop by the game's renderer (its
registry row's ``render`` module).
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import Any

import discord

import render
from i18n import normalise_locale
from render import results
from rules import registry
from tables import Table

log = logging.getLogger(__name__)


async def picture(table: Table, seat: int | None = None, view: Any = None,
                  name: str = "", *, locale: Any) -> discord.File | None:
    """The table's picture for ``seat`` (None: the public one), drawn off the event loop,
    with its labels in ``locale`` (the language of the post it goes with).

    ``view`` draws another view of the table instead (e.g. a finished game of a match).
    Only names go to the renderer: each seat's display name and, for a name its font cannot
    draw, the username (the one the seat's player chose to show Discord-wide anyway).
    """
    try:
        data = await asyncio.to_thread(render.render, registry.entry(table.row.game).render,
                                       table.view(seat) if view is None else view, table.names,
                                       normalise_locale(locale), table.usernames)
    except Exception:
        # The move is saved already; a missing picture must not lose it.
        log.exception("table %s v%s: rendering failed", table.id, table.row.version)
        return None
    filename = f"{table.row.game}-{table.id}{name}.png"
    return discord.File(io.BytesIO(data), filename=filename)


async def results_card(table: Table, *, locale: Any) -> discord.File | None:
    """A finished table's results card (places, scores and their parts), drawn off the
    event loop with its labels in ``locale``; None before the end or if drawing failed."""
    if table.state is None or table.row.status != "over":
        return None
    try:
        card = table.game.results_card(table.state)
        data = await asyncio.to_thread(results.render, card, table.names,
                                       normalise_locale(locale), table.usernames,
                                       table.game.INFO.name)
    except Exception:
        # The result is saved already; a missing card must not lose the post.
        log.exception("table %s v%s: results card failed", table.id, table.row.version)
        return None
    return discord.File(io.BytesIO(data), filename=f"{table.row.game}-{table.id}-results.png")


def preload(locales: tuple[str, ...]) -> None:
    """Import every registered game's renderer now and warm its labels in ``locales``
    (blocking: call it in a worker thread)."""
    render.preload([registry.entry(g).render for g in registry.game_ids()], locales)
