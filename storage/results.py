"""Results: one row per finished table and one per seat, the ground of stats and ratings;
and the standings kept from them, one row per (server, game, pool, variant, player): the
variant keeps solo figures at each level apart ('' at tables of two seats or more).

Written once, in the unit of the table's last move (``write_result``); the primary key on
``results.table_id`` makes a second write fail rather than count twice. The same unit
updates the players' standings through the ``Rater`` the store's user installed
(``Store.rate_results``): storage writes the figures, it never computes them. A result
written with no rater installed marks the standings for a replay (``replay_standings``),
so they are always the replay of every result, or marked as due for one.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .area import Area
from .backend import Handle, Row
from .models import ResultRow, ResultSeat, StandingRow

log = logging.getLogger(__name__)

#: The figures after one result: given the result and its players' rows at that game in
#: that server (any pool or variant; none before their first result), the rows to write.
Rater = Callable[[ResultRow, Sequence[StandingRow]], Iterable[StandingRow]]

#: the ``meta`` key that marks the standings as due for a replay of every result
REPLAY_MARK = "standings_replay"

_STANDING_COLUMNS = ("guild_id", "game", "user_id", "pool", "name", "games", "wins", "draws",
                     "losses", "place_total", "best_score", "solo_games", "solo_best",
                     "solo_table", "mu", "sigma", "ordinal", "solo_wins", "solo_losses",
                     "variant")
_RESULT_COLUMNS = ("SELECT r.table_id, r.guild_id, r.game, r.reason, r.automatic, "
                   "r.finished_at, r.options, r.bot_level, s.seat, s.user_id, s.name, "
                   "s.place, s.score, s.ranked "
                   "FROM results r JOIN result_seats s ON s.table_id = r.table_id ")


def _standing(row: Row) -> StandingRow:
    return StandingRow(*(row[c] for c in _STANDING_COLUMNS))


def _options(text: str | None) -> dict[str, str]:
    # A table's options are written by our own code; a damaged copy only loses a variant.
    try:
        data = json.loads(text or "{}")
    except ValueError:
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _grouped(rows: Iterable[Row]) -> list[ResultRow]:
    """Result rows joined with their seats (ordered by table, then seat) as ``ResultRow``s."""
    out: list[ResultRow] = []
    for r in rows:
        seat = ResultSeat(r["seat"], r["user_id"], r["name"], r["place"], r["score"],
                          bool(r["ranked"]))
        if out and out[-1].table_id == r["table_id"]:
            out[-1] = dataclasses.replace(out[-1], seats=(*out[-1].seats, seat))
        else:
            out.append(ResultRow(r["table_id"], r["guild_id"], r["game"], r["reason"],
                                 bool(r["automatic"]), r["finished_at"], (seat,),
                                 _options(r["options"]), r["bot_level"] or "normal"))
    return out


async def _put_standings(tx: Handle, rows: Iterable[StandingRow]) -> None:
    marks = ", ".join("?" for _ in _STANDING_COLUMNS)
    await tx.executemany(
        f"INSERT OR REPLACE INTO standings ({', '.join(_STANDING_COLUMNS)}) VALUES ({marks})",
        [dataclasses.astuple(s) for s in rows],
    )


async def write_result(tx: Handle, table_id: int, result: dict[str, Any],
                       rater: Rater | None = None) -> None:
    """Write a finished table's result rows (inside the caller's unit), and its players'
    standings through ``rater`` (None: mark them for a replay). The primary key on
    ``results.table_id`` makes a second write fail, never count twice."""
    places: dict[int, int] = {}
    place = 1
    for group in result.get("ranking", []):
        for seat in group:
            places[int(seat)] = place
        place += len(group)
    scores = {int(k): int(v) for k, v in result.get("scores", {}).items()}
    # Automatic: a seat was created as an automatic player (bots:<n>). A human's seat
    # the automatic player took over after a timeout still counts (tables/ratings.py):
    # going idle is no way to dodge a loss.
    await tx.execute(
        "INSERT INTO results (table_id, guild_id, game, reason, automatic, options, bot_level) "
        "SELECT id, guild_id, game, ?, "
        "  CASE WHEN ? = 1 OR EXISTS (SELECT 1 FROM seat_play WHERE table_id = ? "
        "  AND kind = 'bot') THEN 1 ELSE 0 END, "
        "  options, COALESCE((SELECT bot_level FROM table_play WHERE table_id = ?), 'normal') "
        "FROM tables WHERE id = ?",
        (str(result.get("reason", "")), int(bool(result.get("automatic"))), table_id,
         table_id, table_id),
    )
    seats = await tx.fetchall(
        "SELECT seat, user_id, name FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
    )
    # A seat the result ranks nowhere (a lost solo game) is marked so: the last place alone
    # would be place 1 at a table of one seat, the same as a win.
    await tx.executemany(
        "INSERT INTO result_seats (table_id, seat, user_id, name, place, score, ranked) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (table_id, r["seat"], r["user_id"], r["name"],
             places.get(r["seat"], len(seats)), scores.get(r["seat"], 0),
             int(r["seat"] in places))
            for r in seats
        ],
    )
    if rater is not None:
        (row,) = _grouped(await tx.fetchall(
            f"{_RESULT_COLUMNS} WHERE r.table_id = ? ORDER BY s.seat", (table_id,)))
        users = [s.user_id for s in row.seats]
        # Negative ids are automatic players: the rater may count them as another of its
        # identities (a level), so it is given all of this game's, a few rows.
        prior = await tx.fetchall(
            f"SELECT {', '.join(_STANDING_COLUMNS)} FROM standings "
            f"WHERE guild_id = ? AND game = ? "
            f"AND (user_id IN ({', '.join('?' for _ in users)}) OR user_id < 0)",
            (row.guild_id or 0, row.game, *users),
        )
        try:
            new = list(rater(row, [_standing(p) for p in prior]))
        except Exception:
            # A fault in the rating code must not stop a game from ending: the result
            # is kept, and the standings wait for a replay once the code is mended.
            log.exception("table %s: its players' standings could not be computed", table_id)
        else:
            await _put_standings(tx, new)
            return
    await tx.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, 'pending')",
                     (REPLAY_MARK,))


class Results(Area):
    """The ``Store`` methods on recorded results and the standings kept from them."""

    #: installed by the store's user (``rate_results``); None: results mark a replay.
    _rater: Rater | None = None

    def rate_results(self, rater: Rater | None) -> None:
        """From now on, update the standings with ``rater`` in each result's unit. Installed
        once by the store's user (``tables/``), so storage need not know any rating."""
        self._rater = rater

    async def results(self, guild_id: int | None, game: str | None = None) -> list[ResultRow]:
        """Every recorded result of a server (of one game if given), oldest first."""
        where = "r.guild_id IS ?" + (" AND r.game = ?" if game is not None else "")
        params: tuple[Any, ...] = (guild_id,) if game is None else (guild_id, game)
        return _grouped(await self._fetchall(
            f"{_RESULT_COLUMNS} WHERE {where} ORDER BY r.finished_at, r.table_id, s.seat",
            params,
        ))

    async def standings_of(self, guild_id: int | None, user_id: int) -> list[StandingRow]:
        """A player's standings in one server (None: no server), every game and pool."""
        rows = await self._fetchall(
            f"SELECT {', '.join(_STANDING_COLUMNS)} FROM standings "
            "WHERE guild_id = ? AND user_id = ?",
            (guild_id or 0, user_id),
        )
        return [_standing(r) for r in rows]

    async def standings_at(self, guild_id: int | None, game: str, pool: str = "people", *,
                           solo: bool = False, variant: str = "",
                           limit: int = -1) -> list[StandingRow]:
        """One game's standings in one server and pool, best first, at most ``limit``:
        players with games of two seats or more by ``ordinal`` (then more games), or with
        ``solo``, players with solo games at ``variant`` by best score (then fewer games);
        ties by user."""
        where, order = (("solo_games > 0 AND variant = ?", "solo_best DESC, solo_games")
                        if solo else ("games > 0", "ordinal DESC, games DESC"))
        rows = await self._fetchall(
            f"SELECT {', '.join(_STANDING_COLUMNS)} FROM standings "
            f"WHERE guild_id = ? AND game = ? AND pool = ? AND {where} "
            f"ORDER BY {order}, user_id LIMIT ?",
            (guild_id or 0, game, pool, *((variant,) if solo else ()), limit),
        )
        return [_standing(r) for r in rows]

    async def solo_variants(self, guild_id: int | None, game: str,
                            pool: str = "people") -> list[str]:
        """The variants (levels) at which anybody finished a solo game of ``game`` in this
        server and pool, in text order ('' for a game without variants)."""
        rows = await self._fetchall(
            "SELECT DISTINCT variant FROM standings "
            "WHERE guild_id = ? AND game = ? AND pool = ? AND solo_games > 0 ORDER BY variant",
            (guild_id or 0, game, pool),
        )
        return [r["variant"] for r in rows]

    async def replay_due(self) -> bool:
        """Whether the standings are marked for a replay of every result."""
        return await self._fetchone("SELECT 1 FROM meta WHERE key = ?", (REPLAY_MARK,)) \
            is not None

    async def replay_standings(self, rater: Rater | None = None) -> int:
        """Rebuild every standing from the recorded results, oldest first (``finished_at``,
        then table id), through ``rater`` (default: the installed one), in one unit; clears
        the replay mark. Returns how many results were replayed."""
        rater = rater or self._rater
        if rater is None:
            raise ValueError("no rater installed: nothing can compute the standings")
        async with self.unit() as tx:
            results = _grouped(await tx.fetchall(
                f"{_RESULT_COLUMNS} ORDER BY r.finished_at, r.table_id, s.seat"))
            # In memory, keyed like the table: one read, one write, whatever the history.
            # Grouped by (server, game, player), which is what a result's rater is given.
            rows: dict[tuple[int, str, int], dict[tuple[str, str], StandingRow]] = {}
            # per (server, game): the automatic players' ids written so far (as above, the
            # rater is given all of them)
            automatic: dict[tuple[int, str], set[int]] = {}
            for result in results:
                guild = result.guild_id or 0
                users = {s.user_id for s in result.seats} | \
                    automatic.get((guild, result.game), set())
                prior = [row for user in sorted(users)
                         for row in rows.get((guild, result.game, user), {}).values()]
                for new in rater(result, prior):
                    rows.setdefault((new.guild_id, new.game, new.user_id), {})[
                        (new.pool, new.variant)] = new
                    if new.user_id < 0:
                        automatic.setdefault((new.guild_id, new.game), set()).add(new.user_id)
            await tx.execute("DELETE FROM standings")
            await _put_standings(tx, (r for group in rows.values() for r in group.values()))
            await tx.execute("DELETE FROM meta WHERE key = ?", (REPLAY_MARK,))
        return len(results)
