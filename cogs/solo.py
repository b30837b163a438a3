"""Discord code of the solo games (Le Temps des Forêts first): ``/game hint`` and the daily
deal (a seed per server and UTC day, played in a private thread until the day ends).

Kept apart from cogs/games.py so the shared command surface stays thin: games.py only
routes ``/game hint`` and the ``daily`` option here.
"""

from __future__ import annotations

import asyncio
import logging

import discord

from cogs import flow
from i18n import has, t
from rules.errors import GameOver, GroveError, NotSeated

log = logging.getLogger(__name__)


def hint_text(game_id: str, move: object, chance: float, locale: str) -> str:
    """The ephemeral answer of ``/game hint``: the suggested command and its chance."""
    return t(f"{game_id}.hint.line", locale, move=str(move), chance=round(chance * 100))


async def hint(interaction: discord.Interaction) -> None:
    """``/game hint``: the game's suggestion for this thread's table, to its player only.

    The solver runs in a worker thread (``asyncio.to_thread``) so the event loop keeps
    serving everyone else; it reads the public view only, so it reveals nothing hidden."""
    table = await flow.table_here(interaction)
    game = table.game
    locale = await flow.reply_locale(interaction)
    hook = getattr(game, "hint", None)
    if hook is None:
        raise GroveError("NO_HINTS", game_name=game.INFO.name)
    if table.row.status != "running":
        raise GameOver(status=table.row.status)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        key = f"{table.row.game}.hint.owner_only"
        if not has(key, locale):
            raise NotSeated()
        await flow.send_ephemeral(interaction, t(key, locale))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    move, chance = await asyncio.to_thread(hook, table.state, seat)
    await flow.send_ephemeral(interaction, hint_text(table.row.game, move, chance, locale))

