"""Stats from recorded results: a player's record per game and a game's leaderboard.

Results are written once, in the transaction of a table's last action (``Store.record_move``
with status 'over'); abandoned tables have none, so they count for nobody. This module reads
them back as ``tables.ratings.GameRecord`` values and leaves every figure to the pure
functions there (Elo for Halali!, win rate and average place for multi-player games, best
scores for solo games; tables with automatic seats change no rating).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from rules import registry
from storage import ResultRow, Store
from tables import ratings


def to_record(row: ResultRow) -> ratings.GameRecord:
    """A stored result as the ratings module's record (players are user ids as text)."""
    by_place: dict[int, list[int]] = {}
    for seat in row.seats:
        by_place.setdefault(seat.place, []).append(seat.seat)
    ranking = tuple(tuple(sorted(by_place[p])) for p in sorted(by_place))
    finished = datetime.fromisoformat(row.finished_at.replace("Z", "+00:00"))
    automatic = frozenset(s.seat for s in row.seats) if row.automatic else frozenset()
    return ratings.GameRecord(
        str(row.table_id), row.game, tuple(str(s.user_id) for s in row.seats), ranking,
        "over", finished, {s.seat: s.score for s in row.seats}, row.reason, automatic)


def kind_of(record: ratings.GameRecord) -> str:
    """Which figure a record feeds: ``elo``, ``placing`` or ``solo``."""
    info = registry.get(record.game).INFO
    return ratings.rating_kind(info.min_seats, info.max_seats, len(record.players))


@dataclass(frozen=True)
class GameStats:
    """One game's line of ``/stats``: the record, plus the rating figure where there is one."""

    game: str
    line: ratings.GameLine
    rating: float | None = None
    average_place: float | None = None


@dataclass(frozen=True)
class Standing:
    """One row of a leaderboard: place, player, their latest name and the figures."""

    place: int
    user_id: int
    name: str
    kind: str
    entry: Any


class Stats:
    """Stats of one server, read from the store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def records(self, guild_id: int | None,
                      game: str | None = None) -> tuple[list[ratings.GameRecord], dict[int, str]]:
        """The server's records (of one game if given) and each player's latest name."""
        rows = await self.store.results(guild_id, game)
        names: dict[int, str] = {}
        for row in rows:  # oldest first: the newest name wins
            for seat in row.seats:
                names[seat.user_id] = seat.name
        known = set(registry.game_ids())
        return [to_record(r) for r in rows if r.game in known], names

    async def player(self, guild_id: int | None, user_id: int) -> list[GameStats]:
        """A player's record per game in this server, in registry order."""
        records, _ = await self.records(guild_id)
        player = str(user_id)
        lines = ratings.player_record(records, player)
        out = []
        for game in registry.game_ids():
            line = lines.get(game)
            if line is None:
                continue
            mine = [r for r in records if r.game == game]
            elo = ratings.elo_ratings([r for r in mine if kind_of(r) == "elo"]).get(player)
            placing = ratings.placing_stats(
                [r for r in mine if kind_of(r) == "placing"]).get(player)
            out.append(GameStats(game, line, elo.rating if elo else None,
                                 placing.average_rank if placing else None))
        return out

    async def leaderboard(self, guild_id: int | None, game: str,
                          limit: int = 10) -> list[Standing]:
        """The server's best at one game: each kind of figure the game has, best first."""
        records, names = await self.records(guild_id, game)
        out: list[Standing] = []
        for kind in ("elo", "placing", "solo"):
            rows = ratings.leaderboard(kind, [r for r in records if kind_of(r) == kind])
            for place, (player, entry) in enumerate(rows[:limit], start=1):
                user = int(player)
                out.append(Standing(place, user, names.get(user, "?"), kind, entry))
        return out
