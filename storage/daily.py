"""The daily deal: each server's secret (the seeds of its daily games) and who played which.

One daily game per user, server, day and game (a unique key: a second one raises
``sqlite3.IntegrityError``); its result is posted in its channel once the day is over.
"""

from __future__ import annotations

import secrets

from .area import Area
from .backend import Row
from .shards import Owned, owned_filter


class DailyDeal(Area):
    """The ``Store`` methods on the daily deal."""

    async def daily_secret(self, guild_id: int) -> str:
        """The server's daily-deal secret, made on first use (``secrets``; the first writer
        wins a race). Callers derive seeds from it and never show or log it."""
        row = await self._fetchone(
            "SELECT daily_secret FROM guild_settings WHERE guild_id = ?", (guild_id,))
        if row is not None and row["daily_secret"]:
            return str(row["daily_secret"])
        async with self.unit() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, daily_secret) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET "
                "daily_secret = COALESCE(guild_settings.daily_secret, excluded.daily_secret)",
                (guild_id, secrets.token_hex(32)))
        row = await self._fetchone(
            "SELECT daily_secret FROM guild_settings WHERE guild_id = ?", (guild_id,))
        assert row is not None
        return str(row["daily_secret"])

    async def daily_game(self, guild_id: int, day: str, user_id: int,
                         game: str) -> int | None:
        """The table of the user's daily game of that server and day, or None."""
        row = await self._fetchone(
            "SELECT table_id FROM daily_games WHERE guild_id = ? AND day = ? AND user_id = ? "
            "AND game = ?", (guild_id, day, user_id, game))
        return None if row is None else int(row["table_id"])

    async def add_daily_game(self, guild_id: int, day: str, user_id: int, game: str,
                             table_id: int, channel_id: int) -> None:
        """Record a daily game (``IntegrityError`` if the user has one that day already)."""
        async with self.unit() as tx:
            await tx.execute(
                "INSERT INTO daily_games (guild_id, day, user_id, game, table_id, channel_id) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, day, user_id, game, table_id, channel_id))

    async def daily_games(self, guild_id: int, day: str, game: str) -> list[Row]:
        """The day's daily games of a server: (user_id, table_id, posted), oldest first."""
        return await self._fetchall(
            "SELECT user_id, table_id, posted FROM daily_games WHERE guild_id = ? AND day = ? "
            "AND game = ? ORDER BY table_id", (guild_id, day, game))

    async def unposted_daily_games(self, before: str, *,
                                   shards: Owned | None = None) -> list[Row]:
        """Daily games of days before ``before`` whose result is not posted yet (``shards``:
        of those shards' servers only)."""
        owned, args = owned_filter("guild_id", shards)
        return await self._fetchall(
            "SELECT guild_id, day, user_id, game, table_id, channel_id FROM daily_games "
            f"WHERE posted = 0 AND day < ?{owned} ORDER BY day, table_id", (before, *args))

    async def mark_daily_posted(self, table_id: int) -> None:
        """The daily game's result is posted in its channel (never again)."""
        async with self.unit() as tx:
            await tx.execute("UPDATE daily_games SET posted = 1 WHERE table_id = ?",
                             (table_id,))

    async def daily_day_of(self, table_id: int) -> str | None:
        """The day (ISO UTC date) of the daily deal played at this table, or None if the
        table is not a daily game."""
        row = await self._fetchone("SELECT day FROM daily_games WHERE table_id = ?",
                                   (table_id,))
        return None if row is None else str(row["day"])
