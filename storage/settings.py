"""Settings: the bot's own metadata (``meta``) and each user's and server's choices.

A user or server without a row has every setting automatic; an update writes only the
columns it names (which come from the settings dataclass, never from a caller's text).

Settings are read on every action (the reply's language, the post's language, quiet hours),
so the rows read are kept in memory (``SETTINGS_CACHE`` of them) and replaced by every update
made through this store: a change still applies to the very next reply. This holds while one
process writes the settings (SQLite: one bot per database file); a backend shared by several
processes turns the cache off (``Settings.cache_settings``).
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any, TypeVar

from . import codec
from .area import Area
from .codec import NOW
from .deadlines import write_schedule
from .models import GuildSettings, Schedule, UserSettings

_S = TypeVar("_S", UserSettings, GuildSettings)

#: how many user and server settings rows are kept in memory (least recently used go first)
SETTINGS_CACHE = 4096


class Settings(Area):
    """The ``Store`` methods on bot metadata and user and server settings."""

    #: keep settings rows in memory (only this process writes them); False re-reads each time
    cache_settings = True

    @property
    def _settings_cache(self) -> OrderedDict[tuple[str, int], Any]:
        cache: OrderedDict[tuple[str, int], Any] | None = self.__dict__.get("_cached_settings")
        if cache is None:
            cache = self.__dict__["_cached_settings"] = OrderedDict()
        return cache

    def _keep_settings(self, table: str, row_id: int, value: Any) -> None:
        if not self.cache_settings:
            return
        cache = self._settings_cache
        cache[(table, row_id)] = value
        cache.move_to_end((table, row_id))
        while len(cache) > SETTINGS_CACHE:
            cache.popitem(last=False)

    # -- bot metadata ------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        """A stored bot setting, or None."""
        row = await self._fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else row["value"]

    async def set_meta(self, key: str, value: str) -> None:
        """Store (or replace) a bot setting."""
        async with self.unit() as tx:
            await tx.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def meta_prefixed(self, prefix: str) -> list[tuple[str, str]]:
        """Every (key, value) of the bot's metadata whose key starts with ``prefix``."""
        rows = await self._fetchall(
            "SELECT key, value FROM meta WHERE substr(key, 1, ?) = ? ORDER BY key",
            (len(prefix), prefix))
        return [(r["key"], r["value"]) for r in rows]

    async def delete_meta(self, key: str) -> None:
        """Forget a stored bot setting (nothing happens if there is none)."""
        async with self.unit() as tx:
            await tx.execute("DELETE FROM meta WHERE key = ?", (key,))

    # -- user and server settings ------------------------------------------------------------

    async def _settings(self, table: str, key: str, row_id: int, kind: type[_S],
                        fresh: bool = False) -> _S:
        if not fresh and self.cache_settings:
            known = self._settings_cache.get((table, row_id))
            if known is not None:
                self._settings_cache.move_to_end((table, row_id))
                return known  # type: ignore[no-any-return]
        columns = [f.name for f in dataclasses.fields(kind)]
        row = await self._fetchone(
            f"SELECT {', '.join(columns)} FROM {table} WHERE {key} = ?", (row_id,))
        value = kind(row_id) if row is None else kind(**{c: row[c] for c in columns})
        self._keep_settings(table, row_id, value)
        return value

    async def _update_settings(self, table: str, key: str, row_id: int, kind: type[_S],
                               values: dict[str, Any]) -> _S:
        allowed = {f.name for f in dataclasses.fields(kind)} - {key}
        unknown = set(values) - allowed
        if unknown or not values:
            raise ValueError(f"not settings of {table}: {sorted(unknown) or 'none given'}")
        # Column names come from the dataclass, never from the caller's text.
        columns = sorted(values)
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns)
        self._settings_cache.pop((table, row_id), None)
        async with self.unit() as tx:
            await tx.execute(
                f"INSERT INTO {table} ({key}, {', '.join(columns)}) "
                f"VALUES (?{', ?' * len(columns)}) "
                f"ON CONFLICT ({key}) DO UPDATE SET {updates}, updated_at = {NOW}",
                (row_id, *(values[c] for c in columns)),
            )
        return await self._settings(table, key, row_id, kind, fresh=True)

    async def user_settings(self, user_id: int) -> UserSettings:
        """A user's settings (all automatic if they never chose any)."""
        return await self._settings("user_settings", "user_id", user_id, UserSettings)

    async def update_user_settings(self, user_id: int, **values: Any) -> UserSettings:
        """Change some of a user's settings (None: back to automatic); returns them all."""
        return await self._update_settings("user_settings", "user_id", user_id, UserSettings,
                                           values)

    async def save_vacation(self, user_id: int, values: dict[str, Any],
                            plans: Mapping[int, Schedule] | None = None,
                            resume_at: str | None = None) -> UserSettings:
        """A holiday begins, changes or ends, in one transaction: the user's ``vacation_*``
        settings, each table's ``Schedule`` (held clocks and their resume rows), and with
        ``resume_at`` (ISO UTC) every pending resume row of the user's seats moved to then
        (the holiday ended early). Returns the user's settings."""
        try:
            async with self.unit() as tx:
                for table_id, plan in (plans or {}).items():
                    await write_schedule(tx, table_id, plan)
                if resume_at is not None:
                    rows = await tx.fetchall(
                        "SELECT d.id, d.table_id, d.data FROM deadlines d JOIN seats s "
                        "ON s.table_id = d.table_id AND s.seat = d.seat "
                        "WHERE s.user_id = ? AND d.kind = 'timeout' AND d.fired = 0",
                        (user_id,))
                    ids = [int(r["id"]) for r in rows if codec.loads(
                        int(r["table_id"]), "deadline data", r["data"], dict).get("resume")]
                    if ids:
                        await tx.execute(
                            f"UPDATE deadlines SET due = ? WHERE fired = 0 "
                            f"AND id IN ({','.join('?' * len(ids))})", (resume_at, *ids))
                return await self._update_settings("user_settings", "user_id", user_id,
                                                   UserSettings, values)
        except BaseException:
            # The settings read inside the unit may be cached; the unit did not commit.
            self._settings_cache.pop(("user_settings", user_id), None)
            raise

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """A server's settings (all automatic if its admins never chose any)."""
        return await self._settings("guild_settings", "guild_id", guild_id, GuildSettings)

    async def update_guild_settings(self, guild_id: int, **values: Any) -> GuildSettings:
        """Change some of a server's settings (None: back to automatic); returns them all."""
        return await self._update_settings("guild_settings", "guild_id", guild_id,
                                           GuildSettings, values)
