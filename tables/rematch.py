"""Rematches and the window after a game: who pressed Rematch, the new table, the closing.

When a game ends, the outbox opens its rematch window (``open_window``): for ``WINDOW``
(24 h) the result post carries a Rematch button. When every human player has pressed it, a
new table with the same players and options starts (``vote``); it plays in a new thread,
which the cog links from the old one. When the window closes, a scheduler job takes the
button away and archives the thread (``due``, ``close``).

Kept in the bot's metadata (``rematch:<table id>``: the window's end, the votes, the new
table and whether the old thread links to it yet), so no schema change is needed and a
restart loses nothing. The new table is one unit of work: created, seated, started and
recorded as this table's rematch together, so a crash leaves either nothing (the next press
starts it) or all of it (the next press finds it, and the cog links it if it had not yet).
Nothing here knows Discord.

The next table: the seats rotate by one (the old second player opens it, so the start player
passes on in a game that starts with seat 0). The game's ``rematch_options`` hook adapts the
options to that rotation (a game with sides swaps them); a game that draws its start player
from the seed keeps its options, so rotating is all it can take.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from rules.errors import LobbyError, NotSeated
from storage import SeatRow

from . import clocks
from .service import Table, Tables

#: how long a finished game's Rematch button stays (then the thread is archived)
WINDOW = timedelta(hours=24)
_PREFIX = "rematch:"


@dataclass(frozen=True)
class Vote:
    """A Rematch press: who has pressed so far, who must, and the new table once started
    (``fresh``: this press started it)."""

    table: Table
    votes: frozenset[int]
    needed: frozenset[int]
    started: Table | None = None
    fresh: bool = False
    #: the old thread does not link to the new table yet (a crash came between): the cog
    #: posts the link and calls ``linked``
    unlinked: bool = False


def _key(table_id: int) -> str:
    return f"{_PREFIX}{table_id}"


async def _read(tables: Tables, table_id: int) -> dict | None:
    text = await tables.store.get_meta(_key(table_id))
    return None if text is None else json.loads(text)


async def open_window(tables: Tables, table_id: int, now: datetime) -> None:
    """A game just ended: its Rematch button lives until ``now + WINDOW`` (idempotent)."""
    if await _read(tables, table_id) is None:
        data: dict[str, Any] = {"until": (now + WINDOW).isoformat(), "votes": [], "next": None}
        await tables.store.set_meta(_key(table_id), json.dumps(data))


def is_automatic(seat: SeatRow) -> bool:
    """Whether a seat is played by the automatic policy (it agrees to a rematch at once)."""
    return seat.automatic


async def vote(tables: Tables, table_id: int, user_id: int, *,
               without: Collection[str] = ()) -> Vote:
    """Record a player's Rematch press; start the new table when every human has pressed.
    Pressing twice changes nothing; a non-player is refused, as is a closed window.
    ``without``: options the new table leaves out (a daily deal's own option: its "rematch"
    is an ordinary game with a fresh deal, never a second daily game)."""
    async with tables.lock(table_id):
        table = await tables.load(table_id)
        if table.seat_of(user_id) is None:
            raise NotSeated()
        data = await _read(tables, table_id)
        if table.row.status != "over" or data is None:
            raise LobbyError("REMATCH_CLOSED")
        needed = frozenset(s.user_id for s in table.seats if not is_automatic(s))
        votes = frozenset(data["votes"]) | {user_id}
        if data.get("next") is not None:
            # Written before "linked" existed, a rematch counts as linked.
            return Vote(table, votes, needed, await tables.load(data["next"]),
                        unlinked=not data.get("linked", True))
        data["votes"] = sorted(votes)
        if not votes >= needed:
            await tables.store.set_meta(_key(table_id), json.dumps(data))
            return Vote(table, votes, needed)
        made: list[int] = []
        try:
            # One transaction: no crash leaves an orphan lobby or an unrecorded new game.
            async with tables.store.unit():
                started = await _start_next(tables, table, made, without)
                data["next"], data["linked"] = started.id, False
                await tables.store.set_meta(_key(table_id), json.dumps(data))
        except BaseException:
            # Rolled back: the new table's id may be given again, so forget its states.
            for new_id in made:
                tables.forget(new_id)
            raise
        return Vote(table, votes, needed, started, fresh=True, unlinked=True)


async def linked(tables: Tables, table_id: int) -> None:
    """The old thread now links to its rematch (posted by the cog): never posted again."""
    data = await _read(tables, table_id)
    if data is not None and data.get("next") is not None and not data.get("linked", True):
        data["linked"] = True
        await tables.store.set_meta(_key(table_id), json.dumps(data))


def next_options(table: Table) -> dict[str, str]:
    """The options of the rematch: the game's ``rematch_options`` (sides swapped where it
    has them) of this table's options."""
    if table.state is None or len(table.seats) < 2:
        return dict(table.row.options)
    return table.game.rematch_options(table.state, dict(table.row.options))


async def _start_next(tables: Tables, table: Table, made: list[int],
                      without: Collection[str] = ()) -> Table:
    """The new table: same game, channel, options, clock and players (the human seats
    rotated by one; automatic players seated again at the start, as they were, at the same
    level). Its id is
    added to ``made`` as soon as it exists."""
    humans = [s for s in table.seats if not is_automatic(s)]
    bots = [s for s in table.seats if is_automatic(s)]
    seats = humans[1:] + humans[:1]
    clock = hours = zone = None
    if table.play is not None and table.play.clock:
        settings = clocks.ClockSettings.from_json(table.play.clock)
        clock = settings.kind
        if settings.playing_hours is not None:
            hours, zone = settings.playing_hours.text(), settings.playing_hours.tz
    opened = await tables.create(
        game_id=table.row.game, guild_id=table.row.guild_id, channel_id=table.row.channel_id,
        user_id=seats[0].user_id, name=seats[0].name,
        options={k: v for k, v in next_options(table).items() if k not in without},
        clock=clock, hours=hours, time_zone=zone, bots=len(bots),
        bot_names=[b.name for b in bots], username=seats[0].username,
        bot_level=table.play.bot_level if table.play is not None else None)
    new_id = opened.table.id
    made.append(new_id)
    if not opened.started:
        for seat in seats[1:]:
            await tables.join(new_id, seat.user_id, seat.name, username=seat.username)
        return await tables.start(new_id, seats[0].user_id)
    return opened.table


async def started(tables: Tables, table_id: int) -> int | None:
    """The rematch (or new deal) a finished table started, if any."""
    data = await _read(tables, table_id)
    return None if data is None or data.get("next") is None else int(data["next"])


async def due(tables: Tables, now: datetime) -> list[int]:
    """Tables whose rematch window has closed by ``now``."""
    out = []
    for key, text in await tables.store.meta_prefixed(_PREFIX):
        if datetime.fromisoformat(json.loads(text)["until"]) <= now:
            out.append(int(key[len(_PREFIX):]))
    return out


async def forget(tables: Tables, table_id: int) -> None:
    """The window is closed and the thread archived: nothing more to keep."""
    await tables.store.delete_meta(_key(table_id))
