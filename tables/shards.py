"""Which Discord shards this process runs, and so which work it owns.

Discord splits a bot's servers into shards, ``(guild_id >> 22) % count``, and sends each
server's events (interactions included) to its shard only; direct messages go to shard 0.
``GROVE_SHARDS=<first>-<last>/<count>`` runs one process for shards first..last of count
(discord.py's ``AutoShardedBot`` with ``shard_ids`` and ``shard_count``); without it one
process runs every shard Discord recommends, and owns everything (``Shards.everything()``:
one shard of one, whatever the gateway's count).

A process owns the tables of its shards' servers (its scheduler, outbox sweep, slow play,
lobby expiry, boards and daily results act on those alone: the store filters them in SQL,
storage/shards.py) and the direct-message work of its shards' users (reminders by direct
message, the digest), ``(user_id >> 22) % count``, so nothing is sent twice by two
processes. A command used in a direct message reaches shard 0's process whatever servers
the player's games are in (``/settings``: a holiday resumed holds deadlines of tables
anywhere): what it writes is rows the tables' owners act on, and any table it writes is safe
by the version compare-and-swap; the post is left to the table's owner (``Outbox.announce``
posts owned tables only; the owner's sweep announces the rest within a minute).

Pure: no Discord, no database.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

#: the environment variable naming this process's shards
ENV = "GROVE_SHARDS"
_FORM = re.compile(r"(\d+)-(\d+)/(\d+)")
#: more shards than this is surely a typo (Discord's largest bots run tens of thousands)
MAX_COUNT = 1 << 16


class ShardsConfigError(ValueError):
    """``GROVE_SHARDS`` cannot be read; the message is one line for the operator."""


def shard_of_guild(guild_id: int | None, count: int) -> int:
    """The shard of a server (Discord's formula); no server (a direct message) is shard 0."""
    return ((guild_id or 0) >> 22) % count


def shard_of_user(user_id: int, count: int) -> int:
    """The shard that owns a user's direct-message work (the same formula on the user id)."""
    return (user_id >> 22) % count


@dataclass(frozen=True)
class Shards:
    """The shards one process runs: ``ids`` of ``count``. ``explicit`` is False when no
    ``GROVE_SHARDS`` was given: the gateway then runs every shard Discord recommends."""

    ids: frozenset[int]
    count: int
    explicit: bool = True

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"a shard count is at least 1, not {self.count}")
        if not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shard ids {sorted(self.ids)} are not shards of {self.count}")

    @classmethod
    def everything(cls) -> Shards:
        """One process for every shard: it owns every server and user."""
        return cls(frozenset({0}), 1, explicit=False)

    @classmethod
    def span(cls, first: int, last: int, count: int) -> Shards:
        """Shards ``first`` to ``last`` (both included) of ``count``."""
        return cls(frozenset(range(first, last + 1)), count)

    @property
    def all(self) -> bool:
        """Whether this process runs every shard (and so owns everything)."""
        return len(self.ids) == self.count

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process owns a server's tables (no server: shard 0's)."""
        return self.all or shard_of_guild(guild_id, self.count) in self.ids

    def owns_user(self, user_id: int) -> bool:
        """Whether this process owns a user's direct-message work."""
        return self.all or shard_of_user(user_id, self.count) in self.ids

    def gateway(self) -> tuple[list[int] | None, int | None]:
        """``(shard_ids, shard_count)`` for ``AutoShardedBot``: (None, None) lets Discord
        recommend the count and runs every shard."""
        if not self.explicit:
            return None, None
        return sorted(self.ids), self.count

    def __str__(self) -> str:
        if not self.explicit:
            return "every shard"
        ids = sorted(self.ids)
        if ids == list(range(ids[0], ids[-1] + 1)):
            return f"shards {ids[0]}-{ids[-1]} of {self.count}"
        return f"shards {', '.join(map(str, ids))} of {self.count}"


def parse_shards(text: str) -> Shards:
    """Read ``<first>-<last>/<count>`` strictly (``0-3/8``: shards 0, 1, 2, 3 of 8)."""
    match = _FORM.fullmatch(text.strip())
    if match is None:
        raise ShardsConfigError(
            f"{ENV} must look like <first>-<last>/<count> (e.g. 0-3/8), not {text!r}.")
    first, last, count = (int(g) for g in match.groups())
    if not 1 <= count <= MAX_COUNT:
        raise ShardsConfigError(f"{ENV}={text.strip()}: the count must be 1 to {MAX_COUNT}.")
    if first > last:
        raise ShardsConfigError(f"{ENV}={text.strip()}: the first shard is after the last.")
    if last >= count:
        raise ShardsConfigError(
            f"{ENV}={text.strip()}: shards are numbered 0 to {count - 1}, so {last} is none.")
    return Shards.span(first, last, count)


def shards_from(env: Mapping[str, str]) -> Shards:
    """This process's shards from the environment: ``GROVE_SHARDS``, or every shard."""
    text = env.get(ENV, "").strip()
    return Shards.everything() if not text else parse_shards(text)
