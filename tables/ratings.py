"""Ratings and player records from finished games, pure.

No discord, no database: ``after`` takes one finished table (a ``GameRecord``) and its
players' standings before it, and returns their standings after it; ``replay`` folds every
record, oldest first (``finished_at``, then ``table_id``), from nothing. The store keeps the
standings up to date in each result's own transaction through ``after`` (``tables/stats.py``
installs it), and its migration fills them with the same fold, so both always agree with a
replay from scratch.

What counts:

- ``counts_for_record(r)``: a table that ended (``status == "over"``), whatever the reason:
  a normal end, a resignation, a timeout, a claimed win. An abandoned table counts for nobody.
- ``pool_of(r)``: ``"people"``, or ``"bots"`` when a seat was created as an automatic player
  (``bots:<n>``). The pools are kept apart: a player has a record and a rating in each, so
  games against automatic players change no rating among people. A seat handed to the
  automatic player after a timeout still belongs to its human (record that human in
  ``players``): its result counts for them, so going idle is no way to dodge a loss.
- Each level of the automatic player is one rated player of the ``"bots"`` pool, as
  lichess's bots are (``BOT_IDS``: "Grove (Strong)" has a rating people can measure
  themselves by). A table's automatic seats all play its one level; where two or more sit
  at one table, each seat is rated from the level's rating before the game, and the
  level's figures move once, as its first seat's (one game played, not two).

The figures of a player at one game in one pool (``Standing``):

- at tables of two seats or more, whatever the game: games, wins, draws, losses, the sum of
  places (average place) and the best score; and one rating model for every such game,
  openskill's Plackett-Luce (``MODEL``, its default parameters: mu 25, sigma 25/3). Every
  seat is a team of one, ranked by the result's ranking: tied seats share a rank
  (competition ranking: 1, 2, 2, 4). A Halali! match (two games at one table) is one result.
  A seat in the first group wins (a shared first place is a win for each), unless every
  seat shares it: then nobody won (a full draw). Leaderboards order by the conservative
  ordinal (``mu - 3 sigma``, openskill's ``ordinal()``), shown with the games played; a
  player is *provisional* while they have played fewer than ``PROVISIONAL_GAMES`` rated
  games in that pool (a games count, not a sigma threshold: easy to say, easy to check).
- at a table of one seat: games played, won and lost, and the best score (the earliest on a
  tie), kept per ``variant`` (a solo level: its scores are compared only among themselves;
  ``""`` for a game without levels and for every table of two seats or more). A solo game
  is won when the result ranks its seat (the rules' ``Result`` ranks ``[[0]]`` on a win and
  nobody on a loss), else lost: a solo game has no draw. Its score is the result's score
  whatever the end, a resignation included: Le Temps des Forêts §5.2 scores a concession
  like any loss (its dormant trees), Wispwood §5.6 feeds the player's total to the best
  score. So "best score 0" after a resignation is the real score of that game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from openskill.models import PlackettLuce

from rules.protocol import Result

#: The one rating model, for every game of two seats or more (default parameters).
MODEL = PlackettLuce()
#: A player is provisional in a pool while they have played fewer rated games there.
PROVISIONAL_GAMES = 5
#: The pools: tables among people, and tables with an automatic seat.
POOLS = ("people", "bots")
#: Each level of the automatic player as one rated player: its identity in the standings
#: (negative, never a Discord user id; an automatic seat's own id is -1 - seat).
BOT_IDS: dict[str, int] = {"easy": -1001, "normal": -1002, "strong": -1003}


def bot_player(level: str) -> str:
    """The rated identity of the automatic player at ``level`` (an unknown level, from a
    newer or older Grove, counts as Normal)."""
    return str(BOT_IDS.get(level, BOT_IDS["normal"]))


def bot_level_of(player_id: int) -> str | None:
    """The level a standing's player id stands for, or None for a person."""
    return next((level for level, n in BOT_IDS.items() if n == player_id), None)


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
    variant: str = ""                    # a solo table's level ('' if none; see Standing)

    @classmethod
    def from_result(cls, table_id: str, game: str, players: Iterable[str], result: Result | None,
                    status: str, finished_at: datetime,
                    automatic: Iterable[int] = (), variant: str = "") -> GameRecord:
        """A record from the rules' ``Result`` (None for an abandoned table)."""
        ranking = () if result is None else tuple(tuple(g) for g in result.ranking)
        return cls(str(table_id), game, tuple(players), ranking, status, finished_at,
                   {} if result is None else dict(result.scores),
                   "" if result is None else result.reason, frozenset(automatic), variant)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form."""
        return {"table_id": self.table_id, "game": self.game, "players": list(self.players),
                "ranking": [list(g) for g in self.ranking], "status": self.status,
                "finished_at": self.finished_at.isoformat(),
                "scores": {str(k): v for k, v in self.scores.items()}, "reason": self.reason,
                "automatic": sorted(self.automatic), "variant": self.variant}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        """Inverse of ``to_json``."""
        return cls(data["table_id"], data["game"], tuple(data["players"]),
                   tuple(tuple(g) for g in data["ranking"]), data["status"],
                   datetime.fromisoformat(data["finished_at"]),
                   {int(k): v for k, v in data.get("scores", {}).items()},
                   data.get("reason", ""), frozenset(data.get("automatic", ())),
                   data.get("variant", ""))

    def rank_of(self, seat: int) -> int:
        """The seat's place, 1 = best; tied seats share the better place (1, 2, 2, 4)."""
        place = 1
        for group in self.ranking:
            if seat in group:
                return place
            place += len(group)
        raise ValueError(f"seat {seat} is not ranked")

    def outcome(self, seat: int) -> str:
        """``"win"``, ``"draw"`` (every seat shares first place) or ``"loss"``; alone at
        the table, ``"win"`` when the result ranks the seat, else ``"loss"`` (no draw)."""
        first = self.ranking[0] if self.ranking else ()
        if len(self.players) == 1:
            return "win" if seat in first else "loss"
        if len(first) == len(self.players):
            return "draw"
        return "win" if seat in first else "loss"


def counts_for_record(record: GameRecord) -> bool:
    """Whether the table ended with a result (abandoned tables count for nobody). A solo
    game that was lost ranks nobody, yet it ended with a result."""
    return record.status == "over" and (bool(record.ranking) or len(record.players) == 1)


def pool_of(record: GameRecord) -> str:
    """``"bots"`` when a seat was created as an automatic player, else ``"people"``."""
    return "bots" if record.automatic else "people"


def variant_of(record: GameRecord) -> str:
    """The variant a record's standings are kept at: its level alone at the table, ``""``
    at a table of two seats or more (a rating compares players, whatever the options)."""
    return record.variant if len(record.players) == 1 else ""


@dataclass(frozen=True)
class Standing:
    """One player's figures at one game in one pool."""

    games: int = 0              # tables of two seats or more
    wins: int = 0
    draws: int = 0
    losses: int = 0
    place_total: int = 0
    best_score: int | None = None
    solo_games: int = 0         # tables of one seat (at one variant, the standing's key)
    solo_best: int | None = None
    solo_table: str | None = None
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    solo_wins: int = 0
    solo_losses: int = 0

    @property
    def ordinal(self) -> float:
        """The conservative rating shown on leaderboards: ``mu - 3 sigma``, what openskill's
        ``ordinal()`` gives with its defaults (a test checks), without building a rating."""
        return self.mu - 3.0 * self.sigma

    @property
    def provisional(self) -> bool:
        """Fewer than ``PROVISIONAL_GAMES`` rated games: the rating says little yet."""
        return self.games < PROVISIONAL_GAMES

    @property
    def win_rate(self) -> float:
        """Wins per rated game (0 before any)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def average_place(self) -> float | None:
        """Mean place at tables of two seats or more (1 = first); None before any."""
        return self.place_total / self.games if self.games else None


def _best(old: int | None, score: int) -> int:
    return score if old is None else max(old, score)


def after(record: GameRecord, prior: Mapping[str, Standing]) -> dict[str, Standing]:
    """The standings of the record's players (in its pool, ``pool_of``, and variant,
    ``variant_of``) once it is counted, from ``prior`` (theirs before it there; a missing
    player starts afresh).

    Nothing for a record that does not count, or that seats one person twice (never stored:
    a player takes one seat per table). One automatic level may hold several seats (they
    are in ``automatic``): see the module's notes."""
    players = record.players
    seats_of: dict[str, list[int]] = {}
    for seat, player in enumerate(players):
        seats_of.setdefault(player, []).append(seat)
    twice = any(len(seats) > 1 and not set(seats) <= record.automatic
                for seats in seats_of.values())
    if not counts_for_record(record) or twice:
        return {}
    before = {p: prior.get(p, Standing()) for p in players}
    if len(players) == 1:
        (player,) = players
        old, score = before[player], record.scores.get(0, 0)
        better = old.solo_best is None or score > old.solo_best
        won = record.outcome(0) == "win"
        return {player: replace(
            old, solo_games=old.solo_games + 1, solo_wins=old.solo_wins + won,
            solo_losses=old.solo_losses + (not won), solo_best=_best(old.solo_best, score),
            solo_table=record.table_id if better else old.solo_table)}
    teams = [[MODEL.rating(mu=before[p].mu, sigma=before[p].sigma)] for p in players]
    rated = MODEL.rate(teams, ranks=[record.rank_of(seat) for seat in range(len(players))])
    out: dict[str, Standing] = {}
    for player, (seat, *_) in seats_of.items():
        old, outcome = before[player], record.outcome(seat)
        (rating,) = rated[seat]
        out[player] = replace(
            old, games=old.games + 1, wins=old.wins + (outcome == "win"),
            draws=old.draws + (outcome == "draw"), losses=old.losses + (outcome == "loss"),
            place_total=old.place_total + record.rank_of(seat),
            best_score=_best(old.best_score, record.scores.get(seat, 0)),
            mu=rating.mu, sigma=rating.sigma)
    return out


def replay(records: Iterable[GameRecord]) -> dict[tuple[str, str, str, str], Standing]:
    """Every standing from nothing, keyed by (game, pool, variant, player): the records
    folded through ``after``, oldest first (``finished_at``, then ``table_id``)."""
    table: dict[tuple[str, str, str, str], Standing] = {}
    for r in sorted(records, key=lambda r: (r.finished_at, r.table_id)):
        pool, variant = pool_of(r), variant_of(r)
        prior = {p: table[(r.game, pool, variant, p)] for p in r.players
                 if (r.game, pool, variant, p) in table}
        for player, standing in after(r, prior).items():
            table[(r.game, pool, variant, player)] = standing
    return table


def leaderboard(kind: str, standings: Mapping[str, Standing],
                min_games: int = 1) -> list[tuple[str, Standing]]:
    """(player, standing) rows of one game's leaderboard in one pool, best first.

    ``"rating"``: players with rated games, by ordinal, then more games. ``"solo"``:
    players with solo games, by best score, then fewer games. Then by player, so output is
    stable (the store reads its standings in this order, ties by user id)."""
    if kind == "rating":
        rows = [(p, s) for p, s in standings.items() if s.games >= min_games]
        return sorted(rows, key=lambda kv: (-kv[1].ordinal, -kv[1].games, kv[0]))
    if kind == "solo":
        rows = [(p, s) for p, s in standings.items() if s.solo_games >= min_games]
        return sorted(rows, key=lambda kv: (-(kv[1].solo_best or 0), kv[1].solo_games, kv[0]))
    raise ValueError(f"unknown leaderboard kind {kind!r}")
