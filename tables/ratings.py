"""Ratings and player records from finished games, pure.

No discord, no database: every function works on a list of ``GameRecord`` values, one per
finished or abandoned table, so the figures can always be recomputed from the stored results.

What counts:

- ``counts_for_record(r)``: a table that ended (``status == "over"``), whatever the reason:
  a normal end, a resignation, a timeout, a claimed win. An abandoned table counts for nobody.
- ``counts_for_ratings(r)``: as above, and no seat was created as an automatic player
  (``bots:<n>``). Such tables appear in a player's own record (``player_record``) but change
  no rating, win rate or best score on a leaderboard. A seat handed to the automatic player
  after a timeout still belongs to its human (record that human in ``players``): its result
  counts for them, so going idle is no way to dodge a loss.

Which figure a game gets (``rating_kind``):

- ``"elo"``: games for exactly two players (Halali!). Each table is one result, so a Halali!
  match (two games at one table) is one result decided by its totals. A draw scores 0.5.
  Ratings start at ``START_RATING`` and move by ``K_FACTOR * (score - expected)`` with
  ``expected = 1 / (1 + 10 ** ((opponent - own) / 400))``; records are replayed oldest first
  (``finished_at``, then ``table_id``), and ratings are kept unrounded (round for display).
- ``"placing"``: games for more players (Fairy Lights, also when played by two): games, wins,
  win rate and average rank. Ties share the better rank (competition ranking: 1, 2, 2, 4). A
  seat in the first group wins (a shared first place is a win for each), unless every seat
  shares it: then nobody won (a full draw).
- ``"solo"``: a table with one seat: best score and games played.

Where the records come from: a table's result is stored once, in the transaction of its last
action (``storage``'s result rows, seat by seat with place and score); ``tables/stats.py``
reads those rows back as ``GameRecord`` values (``to_record``) and calls
``player_record(records, user)`` for ``/stats`` and ``leaderboard(kind, records)`` for
``/leaderboard``. Abandoned tables store no result, so they count for nobody.
``GameRecord.from_result`` builds a record straight from the rules' ``Result`` (for tests and
tools).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from rules.protocol import Result

#: Every player's Elo rating before their first rated game.
START_RATING = 1500.0
#: How far one result moves an Elo rating at most.
K_FACTOR = 32.0


@dataclass(frozen=True)
class GameRecord:
    """One table's outcome, as stored for stats (plain data, JSON-ready)."""

    table_id: str
    game: str
    players: tuple[str, ...]             # per seat: the player's identity (a user id)
    ranking: tuple[tuple[int, ...], ...]  # groups of seats, best first (ties share a group)
    status: str                          # "over" | "abandoned"
    finished_at: datetime
    scores: dict[int, int] = field(default_factory=dict)
    reason: str = ""                     # end reason code (resigned, timeout, ...)
    automatic: frozenset[int] = frozenset()  # seats created as automatic players

    @classmethod
    def from_result(cls, table_id: str, game: str, players: Iterable[str], result: Result | None,
                    status: str, finished_at: datetime,
                    automatic: Iterable[int] = ()) -> GameRecord:
        """A record from the rules' ``Result`` (None for an abandoned table)."""
        ranking = () if result is None else tuple(tuple(g) for g in result.ranking)
        return cls(str(table_id), game, tuple(players), ranking, status, finished_at,
                   {} if result is None else dict(result.scores),
                   "" if result is None else result.reason, frozenset(automatic))

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form."""
        return {"table_id": self.table_id, "game": self.game, "players": list(self.players),
                "ranking": [list(g) for g in self.ranking], "status": self.status,
                "finished_at": self.finished_at.isoformat(),
                "scores": {str(k): v for k, v in self.scores.items()}, "reason": self.reason,
                "automatic": sorted(self.automatic)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        """Inverse of ``to_json``."""
        return cls(data["table_id"], data["game"], tuple(data["players"]),
                   tuple(tuple(g) for g in data["ranking"]), data["status"],
                   datetime.fromisoformat(data["finished_at"]),
                   {int(k): v for k, v in data.get("scores", {}).items()},
                   data.get("reason", ""), frozenset(data.get("automatic", ())))

    def rank_of(self, seat: int) -> int:
        """The seat's place, 1 = best; tied seats share the better place (1, 2, 2, 4)."""
        place = 1
        for group in self.ranking:
            if seat in group:
                return place
            place += len(group)
        raise ValueError(f"seat {seat} is not ranked")

    def outcome(self, seat: int) -> str:
        """``"win"``, ``"draw"`` (every seat shares first place) or ``"loss"``."""
        first = self.ranking[0] if self.ranking else ()
        if len(first) == len(self.players):
            return "draw"
        return "win" if seat in first else "loss"


def counts_for_record(record: GameRecord) -> bool:
    """Whether the table ended with a result (abandoned tables count for nobody)."""
    return record.status == "over" and bool(record.ranking)


def counts_for_ratings(record: GameRecord) -> bool:
    """Whether the table may change ratings and leaderboards: a result, no automatic seat."""
    return counts_for_record(record) and not record.automatic


def rating_kind(min_seats: int, max_seats: int, seats: int) -> str:
    """``"elo"`` for two-player-only games, ``"solo"`` for one seat, else ``"placing"``."""
    if seats == 1:
        return "solo"
    if min_seats == max_seats == 2:
        return "elo"
    return "placing"


def _oldest_first(records: Iterable[GameRecord]) -> list[GameRecord]:
    return sorted(records, key=lambda r: (r.finished_at, r.table_id))


# ----------------------------------------------------------------------------- Elo

def expected_score(own: float, opponent: float) -> float:
    """Elo's expected score of a player rated ``own`` against ``opponent``."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - own) / 400.0))


def elo_update(a: float, b: float, score_a: float) -> tuple[float, float]:
    """New ratings of A and B after one game; ``score_a`` is 1, 0.5 or 0."""
    change = K_FACTOR * (score_a - expected_score(a, b))
    return a + change, b - change


@dataclass
class EloEntry:
    """One player's Elo standing in one game."""

    rating: float = START_RATING
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0


def elo_ratings(records: Iterable[GameRecord]) -> dict[str, EloEntry]:
    """Replay the rated two-seat records (oldest first) into each player's Elo standing."""
    table: dict[str, EloEntry] = {}
    for r in _oldest_first(records):
        if not counts_for_ratings(r) or len(r.players) != 2 or r.players[0] == r.players[1]:
            continue
        a, b = (table.setdefault(p, EloEntry()) for p in r.players)
        outcome = r.outcome(0)
        score = {"win": 1.0, "draw": 0.5, "loss": 0.0}[outcome]
        a.rating, b.rating = elo_update(a.rating, b.rating, score)
        for entry, result in ((a, outcome), (b, r.outcome(1))):
            entry.games += 1
            entry.wins += result == "win"
            entry.draws += result == "draw"
            entry.losses += result == "loss"
    return table


# ----------------------------------------------------------------------------- placings

@dataclass
class PlacingEntry:
    """One player's multi-player record in one game."""

    games: int = 0
    wins: int = 0
    rank_total: int = 0

    @property
    def win_rate(self) -> float:
        """Wins per game (0 before any game)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def average_rank(self) -> float:
        """Mean place (1 = first); 0 before any game."""
        return self.rank_total / self.games if self.games else 0.0


def placing_stats(records: Iterable[GameRecord]) -> dict[str, PlacingEntry]:
    """Games, wins and places of every player over the rated multi-seat records."""
    table: dict[str, PlacingEntry] = {}
    for r in records:
        if not counts_for_ratings(r) or len(r.players) < 2:
            continue
        for seat, player in enumerate(r.players):
            entry = table.setdefault(player, PlacingEntry())
            entry.games += 1
            entry.wins += r.outcome(seat) == "win"
            entry.rank_total += r.rank_of(seat)
    return table


# ----------------------------------------------------------------------------- solo

@dataclass
class BestEntry:
    """One player's solo record in one game: best score, where, and games played."""

    best: int
    table_id: str
    games: int = 1


def best_scores(records: Iterable[GameRecord]) -> dict[str, BestEntry]:
    """Each player's best score over the rated one-seat records (the earliest on a tie)."""
    table: dict[str, BestEntry] = {}
    for r in _oldest_first(records):
        if not counts_for_ratings(r) or len(r.players) != 1:
            continue
        player, score = r.players[0], r.scores.get(0, 0)
        entry = table.get(player)
        if entry is None:
            table[player] = BestEntry(score, r.table_id)
            continue
        entry.games += 1
        if score > entry.best:
            entry.best, entry.table_id = score, r.table_id
    return table


# ----------------------------------------------------------------------------- views

def leaderboard(kind: str, records: Iterable[GameRecord],
                min_games: int = 1) -> list[tuple[str, Any]]:
    """(player, entry) rows of one game's leaderboard, best first.

    Elo: rating, then games. Placing: win rate, then average rank (lower first), then
    games. Solo: best score, then fewer games. Ties keep player order, so output is stable.
    """
    records = list(records)
    if kind == "elo":
        rows: list[tuple[str, Any]] = sorted(
            elo_ratings(records).items(), key=lambda kv: (-kv[1].rating, -kv[1].games, kv[0]))
    elif kind == "placing":
        rows = sorted(placing_stats(records).items(),
                      key=lambda kv: (-kv[1].win_rate, kv[1].average_rank, -kv[1].games, kv[0]))
    elif kind == "solo":
        rows = sorted(best_scores(records).items(),
                      key=lambda kv: (-kv[1].best, kv[1].games, kv[0]))
    else:
        raise ValueError(f"unknown rating kind {kind!r}")
    return [(p, e) for p, e in rows if e.games >= min_games]


@dataclass
class GameLine:
    """A player's line for one game in ``/stats``: every finished table, bots included."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    best: int | None = None  # best score at a solo table


def player_record(records: Iterable[GameRecord], player: str) -> dict[str, GameLine]:
    """Per game id, the player's wins, draws and losses (and best solo score)."""
    lines: dict[str, GameLine] = {}
    for r in records:
        if not counts_for_record(r) or player not in r.players:
            continue
        seat = r.players.index(player)
        line = lines.setdefault(r.game, GameLine())
        line.games += 1
        if len(r.players) == 1:
            score = r.scores.get(0, 0)
            line.best = score if line.best is None else max(line.best, score)
            continue
        outcome = r.outcome(seat)
        line.wins += outcome == "win"
        line.draws += outcome == "draw"
        line.losses += outcome == "loss"
    return lines
