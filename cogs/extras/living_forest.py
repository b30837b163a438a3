"""Living Forest's own Discord extras (spec §7.3): ``/game board player:<member>`` shows that
player's block of the picture (forest, help line, totals, tiles, piles), enlarged.

It is drawn from the asking member's own view (a spectator's: the public one), so during the
animal phase another player's line shows only what R-20 lets anyone see. Living Forest has no
component of its own: no extra items on the public post, no dynamic items.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

from cogs.extras import GameExtras
from i18n import normalise_locale
from render import living_forest as picture
from tables import Table


async def player_picture(table: Table, seat: int, locale: Any,
                         viewer: int | None = None) -> discord.File:
    """``/game board player:``: ``seat``'s board enlarged, as ``viewer`` (None: a spectator)
    may see it, labels in ``locale``; drawn off the event loop."""
    data = await asyncio.to_thread(picture.render_board, table.view(viewer), seat, table.names,
                                   normalise_locale(locale), table.usernames)
    return discord.File(io.BytesIO(data),
                        filename=f"living_forest-{table.id}-board{seat + 1}.png")


#: Living Forest's extras: the enlarged player picture only
EXTRAS = GameExtras(player_picture=player_picture)
