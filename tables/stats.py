"""Stats from the standings the store keeps: a player's record per game and a game's
leaderboard, each a few rows, however many games the server has finished.

Results are written once, in the transaction of a table's last action (``Store.record_move``
with status 'over'); abandoned tables have none, so they count for nobody. In that same
transaction the store updates the players' standings through ``rate`` (installed by
``keeping_standings``; ``Tables`` does it), which leaves every figure to the pure
``tables.ratings.after``: records, average place and best scores, and one openskill
Plackett-Luce rating for every game of two seats or more, in two pools kept apart (tables
among people; tables with an automatic seat); and solo games won, lost and best scores, per
level where the game's solo play has levels (its options marked ``solo_variant``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from rules import registry
from rules.errors import GroveError
from rules.protocol import OptionSpec
from storage import ResultRow, StandingRow, Store
from tables import ratings


def _variant_options(game: str) -> tuple[OptionSpec, ...]:
    """The options of ``game`` that set its solo variant (none for a game no longer known)."""
    try:
        options = registry.get(game).INFO.options
    except GroveError:
        return ()
    return tuple(o for o in options if o.solo_variant)


def solo_variant(game: str, options: dict[str, str]) -> str:
    """The variant a solo table of ``game`` with these rules options is kept at: the values
    of its ``solo_variant`` options (their defaults where not given), '' if it has none."""
    return "/".join(options.get(o.name) or o.default for o in _variant_options(game))


def variant_order(game: str, variant: str) -> tuple[int, str]:
    """Where ``variant`` comes among the game's variants: in the order of its option's
    choices (easy before expert), then any other in text order."""
    specs = _variant_options(game)
    first = variant.split("/")[0]
    if specs and first in specs[0].choices:
        return (specs[0].choices.index(first), variant)
    return (len(specs[0].choices) if specs else 0, variant)


def to_record(row: ResultRow) -> ratings.GameRecord:
    """A stored result as the ratings module's record (players are user ids as text).

    Alone at the table, an unranked seat (a lost game) leaves the ranking empty; at a table
    of two seats or more, unranked seats share the last place, as they always did."""
    alone = len(row.seats) == 1
    by_place: dict[int, list[int]] = {}
    for seat in row.seats:
        if seat.ranked or not alone:
            by_place.setdefault(seat.place, []).append(seat.seat)
    ranking = tuple(tuple(sorted(by_place[p])) for p in sorted(by_place))
    finished = datetime.fromisoformat(row.finished_at.replace("Z", "+00:00"))
    # the seats created as automatic players (negative ids); any seat marks the pool
    created = frozenset(s.seat for s in row.seats if s.user_id < 0)
    automatic = (created or frozenset(s.seat for s in row.seats)) if row.automatic \
        else frozenset()
    # An automatic seat (a negative id) plays as its level's one rated identity.
    players = tuple(ratings.bot_player(row.bot_level) if s.user_id < 0 and row.automatic
                    else str(s.user_id) for s in row.seats)
    return ratings.GameRecord(
        str(row.table_id), row.game, players, ranking,
        "over", finished, {s.seat: s.score for s in row.seats}, row.reason, automatic,
        solo_variant(row.game, row.options) if alone else "")


def figures(row: StandingRow) -> ratings.Standing:
    """A stored standing's figures."""
    return ratings.Standing(
        row.games, row.wins, row.draws, row.losses, row.place_total, row.best_score,
        row.solo_games, row.solo_best, None if row.solo_table is None else str(row.solo_table),
        row.mu, row.sigma, row.solo_wins, row.solo_losses)


def rate(row: ResultRow, prior: Sequence[StandingRow]) -> list[StandingRow]:
    """The store's ``Rater``: the standings of a result's players once it is counted, from
    theirs before it (``ratings.after`` in the result's pool and variant)."""
    record = to_record(row)
    pool, variant = ratings.pool_of(record), ratings.variant_of(record)
    before = {str(s.user_id): figures(s) for s in prior
              if s.pool == pool and s.variant == variant}
    names = {str(s.user_id): s.name for s in row.seats}
    # a level's standing keeps its level as its name (the cogs say it in the reader's words)
    names.update({ratings.bot_player(row.bot_level): row.bot_level for s in row.seats
                  if s.user_id < 0 and row.automatic})
    return [
        StandingRow(row.guild_id or 0, row.game, int(player), pool, names[player], f.games,
                    f.wins, f.draws, f.losses, f.place_total, f.best_score, f.solo_games,
                    f.solo_best, None if f.solo_table is None else int(f.solo_table),
                    f.mu, f.sigma, f.ordinal, f.solo_wins, f.solo_losses, variant)
        for player, f in ratings.after(record, before).items()
    ]


def keeping_standings(store: Store) -> Store:
    """``store``, updating the standings with ``rate`` in each result's transaction."""
    store.rate_results(rate)
    return store


@dataclass(frozen=True)
class GameStats:
    """One game's part of ``/stats`` in one pool and variant: the player's figures there
    (``variant``: a solo level, '' for games of two seats or more and levelless solo)."""

    game: str
    pool: str
    standing: ratings.Standing
    variant: str = ""


@dataclass(frozen=True)
class BoardLine:
    """One row of a leaderboard: place, player, their latest name and the figures."""

    place: int
    user_id: int
    name: str
    kind: str               # "rating" | "solo" | "bots" (a rating against automatic players)
    entry: ratings.Standing
    variant: str = ""       # a solo board's level ('' for a rating or a levelless game)


class Stats:
    """Stats of one server, read from the store's standings."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def player(self, guild_id: int | None, user_id: int) -> list[GameStats]:
        """A player's figures per game in this server, in registry order, people's pool
        before the pool of games with automatic players, and in a pool the figures of
        games of two seats or more (variant '') before each solo level, easiest first."""
        rows = await self.store.standings_of(guild_id, user_id)
        order = {game: n for n, game in enumerate(registry.game_ids())}
        pools = {pool: n for n, pool in enumerate(ratings.POOLS)}
        known = sorted((r for r in rows if r.game in order and r.pool in pools),
                       key=lambda r: (order[r.game], pools[r.pool], r.variant != "",
                                      variant_order(r.game, r.variant)))
        return [GameStats(r.game, r.pool, figures(r), r.variant) for r in known]

    async def leaderboard(self, guild_id: int | None, game: str,
                          limit: int = 10) -> list[BoardLine]:
        """The server's best people at one game: by rating at tables of two seats or more,
        then by best score at solo tables, then apart, by rating in games against automatic
        players, where each level of the automatic player is ranked as one player
        (``ratings.BOT_IDS``)."""
        # The store reads them in ``ratings.leaderboard``'s order (ordinal stored by ``rate``),
        # so a leaderboard is ``limit`` rows however many people ever played.
        out = [BoardLine(place, r.user_id, r.name, "rating", figures(r))
               for place, r in enumerate(
                   await self.store.standings_at(guild_id, game, "people", limit=limit),
                   start=1)]
        # Solo scores compare only at one level: a board of its own per level.
        variants = await self.store.solo_variants(guild_id, game, "people")
        for variant in sorted(variants, key=lambda v: variant_order(game, v)):
            rows = await self.store.standings_at(guild_id, game, "people", solo=True,
                                                 variant=variant, limit=limit)
            out += [BoardLine(place, r.user_id, r.name, "solo", figures(r), variant)
                    for place, r in enumerate(rows, start=1)]
        bots = await self.store.standings_at(guild_id, game, "bots", limit=limit)
        out += [BoardLine(place, r.user_id, r.name, "bots", figures(r))
                for place, r in enumerate(bots, start=1)]
        return out
