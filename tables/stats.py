"""Stats from the standings the store keeps: a player's record per game and a game's
leaderboard, each a few rows, however many games the server has finished.

Results are written once, in the transaction of a table's last action (``Store.record_move``
with status 'over'); abandoned tables have none, so they count for nobody. In that same
transaction the store updates the players' standings through ``rate`` (installed by
``keeping_standings``; ``Tables`` does it), which leaves every figure to the pure
``tables.ratings.after``: records, average place and best scores, and one openskill
Plackett-Luce rating for every game of two seats or more, in two pools kept apart (tables
among people; tables with an automatic seat).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from rules import registry
from storage import ResultRow, StandingRow, Store
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


def figures(row: StandingRow) -> ratings.Standing:
    """A stored standing's figures."""
    return ratings.Standing(
        row.games, row.wins, row.draws, row.losses, row.place_total, row.best_score,
        row.solo_games, row.solo_best, None if row.solo_table is None else str(row.solo_table),
        row.mu, row.sigma)


def rate(row: ResultRow, prior: Sequence[StandingRow]) -> list[StandingRow]:
    """The store's ``Rater``: the standings of a result's players once it is counted, from
    theirs before it (``ratings.after`` in the result's pool)."""
    record = to_record(row)
    pool = ratings.pool_of(record)
    before = {str(s.user_id): figures(s) for s in prior if s.pool == pool}
    names = {str(s.user_id): s.name for s in row.seats}
    return [
        StandingRow(row.guild_id or 0, row.game, int(player), pool, names[player], f.games,
                    f.wins, f.draws, f.losses, f.place_total, f.best_score, f.solo_games,
                    f.solo_best, None if f.solo_table is None else int(f.solo_table),
                    f.mu, f.sigma, f.ordinal)
        for player, f in ratings.after(record, before).items()
    ]


def keeping_standings(store: Store) -> Store:
    """``store``, updating the standings with ``rate`` in each result's transaction."""
    store.rate_results(rate)
    return store


@dataclass(frozen=True)
class GameStats:
    """One game's part of ``/stats`` in one pool: the player's figures there."""

    game: str
    pool: str
    standing: ratings.Standing


@dataclass(frozen=True)
class BoardLine:
    """One row of a leaderboard: place, player, their latest name and the figures."""

    place: int
    user_id: int
    name: str
    kind: str               # "rating" | "solo"
    entry: ratings.Standing


class Stats:
    """Stats of one server, read from the store's standings."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def player(self, guild_id: int | None, user_id: int) -> list[GameStats]:
        """A player's figures per game in this server, in registry order, people's pool
        before the pool of games with automatic players."""
        rows = {(r.game, r.pool): r for r in await self.store.standings_of(guild_id, user_id)}
        return [GameStats(game, pool, figures(rows[(game, pool)]))
                for game in registry.game_ids() for pool in ratings.POOLS
                if (game, pool) in rows]

    async def leaderboard(self, guild_id: int | None, game: str,
                          limit: int = 10) -> list[BoardLine]:
        """The server's best people at one game: by rating at tables of two seats or more,
        then by best score at solo tables (games with automatic players rank nobody)."""
        # The store reads them in ``ratings.leaderboard``'s order (ordinal stored by ``rate``),
        # so a leaderboard is ``limit`` rows however many people ever played.
        out: list[BoardLine] = []
        for kind in ("rating", "solo"):
            rows = await self.store.standings_at(guild_id, game, "people",
                                                 solo=kind == "solo", limit=limit)
            out += [BoardLine(place, r.user_id, r.name, kind, figures(r))
                    for place, r in enumerate(rows, start=1)]
        return out
