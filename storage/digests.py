"""The daily digest: who takes one, the day each was last handed out, what waits for them.

A player's digest hour and state are columns of ``user_settings`` (``/settings digest``);
the ``digests`` row records the player's own date of the last digest and how it went. The
day is claimed (state ``sending``) before the direct message goes, in one statement that
succeeds once per player and day, so two ticks, two processes or a restart never send a
day's digest twice: a crash between the claim and the send loses that day's digest instead
(at most once).
"""

from __future__ import annotations

from dataclasses import dataclass

from .area import Area
from .codec import NOW, dumps
from .shards import Owned, owned_filter

#: how many digest takers one read returns (a tick reads every page)
PAGE = 500


@dataclass(frozen=True)
class DigestTaker:
    """A player whose digest works: their hour and time zone (None: UTC), and the day of
    their last digest (None: never)."""

    user_id: int
    hour: int
    time_zone: str | None
    last_day: str | None


@dataclass(frozen=True)
class DigestRow:
    """One table waiting for a digest's player: where it is played, their seat, and since
    when it waits (its last public change, never a private one)."""

    table_id: int
    game: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    seat: int
    since: str


class Digests(Area):
    """The ``Store`` methods of the daily digest."""

    async def digest_takers(self, after: int = 0, limit: int = PAGE, *,
                            shards: Owned | None = None) -> list[DigestTaker]:
        """Players with a working digest (chosen, DMs not found closed), by user id; ``after``:
        only ids above it (the next page); ``shards``: only players of those shards (a
        direct message is its player's shard's work)."""
        owned, args = owned_filter("u.user_id", shards)
        rows = await self._fetchall(
            "SELECT u.user_id, u.digest_hour, u.time_zone, d.day FROM user_settings u "
            "LEFT JOIN digests d ON d.user_id = u.user_id "
            "WHERE u.digest_hour IS NOT NULL AND u.digest_state IS NULL AND u.user_id > ?"
            f"{owned} ORDER BY u.user_id LIMIT ?", (after, *args, limit))
        return [DigestTaker(int(r[0]), int(r[1]), r[2], r[3]) for r in rows]

    async def claim_digest(self, user_id: int, day: str) -> bool:
        """Mark the digest of ``day`` (the player's own ISO date) as being sent; False when
        that day (or a later one) was claimed already: it must not be sent again."""
        async with self.unit() as tx:
            rows = await tx.fetchall(
                "INSERT INTO digests (user_id, day, state) VALUES (?, ?, 'sending') "
                f"ON CONFLICT (user_id) DO UPDATE SET day = excluded.day, state = 'sending', "
                f"at = {NOW} WHERE digests.day < excluded.day RETURNING user_id",
                (user_id, day))
        return bool(rows)

    async def finish_digest(self, user_id: int, day: str, state: str) -> None:
        """Record how the claimed digest of ``day`` went: ``sent`` or ``empty``."""
        await self._write(
            f"UPDATE digests SET state = ?, at = {NOW} WHERE user_id = ? AND day = ?",
            (state, user_id, day))

    async def release_digest(self, user_id: int, day: str) -> None:
        """Give back a claimed day whose message Discord refused for a passing reason: a
        later tick of the same day may try again."""
        await self._write(
            "DELETE FROM digests WHERE user_id = ? AND day = ? AND state = 'sending'",
            (user_id, day))

    async def digest_day(self, user_id: int) -> tuple[str, str] | None:
        """(day, state) of the player's last digest, or None."""
        row = await self._fetchone("SELECT day, state FROM digests WHERE user_id = ?",
                                   (user_id,))
        return None if row is None else (row["day"], row["state"])

    async def digest_tables(self, user_id: int) -> list[DigestRow]:
        """The running tables of two seats or more where this player's seat must act (not
        one the automatic player holds for them), longest waiting first. From seat rows and
        table columns alone: no game JSON is read."""
        rows = await self._fetchall(
            "SELECT t.id, t.game, t.guild_id, t.channel_id, t.thread_id, s.seat, "
            "COALESCE(t.public_at, t.updated_at) AS since "
            "FROM seats s JOIN tables t ON t.id = s.table_id "
            "LEFT JOIN seat_play p ON p.table_id = s.table_id AND p.seat = s.seat "
            "WHERE s.user_id = ? AND s.to_act = 1 AND t.status = 'running' "
            "AND COALESCE(p.auto, 0) = 0 AND COALESCE(p.kind, 'human') <> 'bot' "
            "AND (SELECT COUNT(*) FROM seats o WHERE o.table_id = t.id) > 1 "
            "ORDER BY since, t.id", (user_id,))
        return [DigestRow(int(r["id"]), r["game"], r["guild_id"], int(r["channel_id"]),
                          r["thread_id"], int(r["seat"]), r["since"]) for r in rows]

    async def digest_closed(self, user_id: int, day: str, table_id: int, seat: int) -> bool:
        """The player's DMs are closed: in one unit, the digest is marked failing (their turn
        pings come back), the day's digest ``closed``, and a reminder telling them so is
        queued in table ``table_id``'s thread for ``seat``. False (nothing written) when the
        digest was already failing or switched off meanwhile: they are told once."""
        async with self.unit() as tx:
            done = await tx.execute(
                f"UPDATE user_settings SET digest_state = 'closed', updated_at = {NOW} "
                "WHERE user_id = ? AND digest_hour IS NOT NULL AND digest_state IS NULL",
                (user_id,))
            if done.rowcount:
                await tx.execute(
                    "INSERT INTO notices (table_id, kind, seat, data) VALUES (?, 'remind', ?, ?)",
                    (table_id, seat, dumps({"deadline": None, "digest": "closed"})))
            await tx.execute(
                f"UPDATE digests SET state = 'closed', at = {NOW} WHERE user_id = ? AND day = ?",
                (user_id, day))
        # The settings row changed under the settings cache (the Settings area's).
        cache = self.__dict__.get("_cached_settings")
        if cache is not None:
            cache.pop(("user_settings", user_id), None)
        return bool(done.rowcount)
