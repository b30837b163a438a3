"""The application: a table is one game (or match) in one thread, with its seats.

Every action runs the design's checks in the design's order -- table exists, table started,
game not over, seated, may act now, button version current, parse, resolve, apply, save only if
the version is unchanged -- under a per-table lock, and returns plain data. Nothing here knows
Discord: the cogs turn these results into replies.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from rules import levels, registry
from rules.errors import (
    BadNotation,
    CorruptState,
    GameOver,
    GroveError,
    LobbyError,
    NoTable,
    NotAllowed,
    NotSeated,
    NotYourTurn,
    StaleVersion,
)
from rules.protocol import AnyGame, Event, Result
from storage import (
    CorruptRow,
    MineRow,
    MoveRow,
    Owned,
    Schedule,
    SeatRow,
    Store,
    TablePlay,
    TableRow,
)
from storage.tables_seats import Whole
from tables import clocks, vacation
from tables import planning as slow
from tables.history import at_turn, replayed
from tables.stats import keeping_standings
from tables.storage_errors import speaking_rules
from tables.thinking import Thinker, thinks_apart

log = logging.getLogger(__name__)
T = TypeVar("T")

#: how many parsed game states to keep in memory; a cache hit skips from_json on a move.
STATE_CACHE_SIZE = 256
#: a lobby nobody started is closed after this long
LOBBY_LIFETIME = timedelta(days=7)
#: a player's wish to abandon a running game lapses after this long
ABANDON_VOTE_LIFETIME = timedelta(hours=48)


def utcnow() -> datetime:
    """The wall clock, timezone-aware (UTC)."""
    return datetime.now(UTC)


def stored_time(moment: datetime) -> str:
    """A time written as the database writes its timestamps (ISO UTC, milliseconds, Z), so
    the two compare as text."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + \
        f"{moment.astimezone(UTC).microsecond // 1000:03d}Z"


@dataclass(frozen=True)
class Table:
    """A table as the cogs see it: its row, its seats and (once started) its game state."""

    row: TableRow
    seats: list[SeatRow]
    state: Any = None
    #: slow-play settings: clock, automatic players asked for (None: untimed, none)
    play: TablePlay | None = None

    @property
    def id(self) -> int:
        """The table id."""
        return self.row.id

    @property
    def game(self) -> AnyGame:
        """This table's game (its rules, from the registry)."""
        return registry.get(self.row.game)

    @property
    def names(self) -> list[str]:
        """Display names by seat number."""
        return [s.name for s in self.seats]

    @property
    def usernames(self) -> list[str]:
        """Account usernames by seat number ('' if unknown); pictures fall back to them."""
        return [s.username for s in self.seats]

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a user, or None if they hold none."""
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: int) -> int:
        """The user id seated at ``seat`` (negative for an automatic player)."""
        return self.seats[seat].user_id

    def is_bot(self, seat: int) -> bool:
        """Whether ``seat`` is an automatic player (not a Discord user)."""
        return self.seats[seat].kind == "bot"

    def humans(self, seats: Iterable[int] | None = None) -> list[int]:
        """The seats (of ``seats``, default all) held by Discord users, in order."""
        chosen = range(len(self.seats)) if seats is None else seats
        return sorted(s for s in chosen if not self.is_bot(s))

    def to_act(self) -> frozenset[int]:
        """Seats that may act now (empty in a lobby or after the end)."""
        if self.state is None or self.row.status != "running":
            return frozenset()
        # A state is never changed in place (``apply`` works on a copy), so what is derived
        # from it is kept with this table value: one post asks several times.
        known = self.__dict__.get("_to_act")
        if known is None:
            known = self.__dict__["_to_act"] = frozenset(self.game.to_act(self.state))
        return known

    def view(self, seat: int | None) -> Any:
        """What ``seat`` (None: a spectator) may see (worked out once per table value: the
        post's lines and its picture read the same view)."""
        views = self.__dict__.setdefault("_views", {})
        if seat not in views:
            views[seat] = self.game.view(self.state, seat)
        return views[seat]

    def result(self) -> Result | None:
        """The final result once the game is over."""
        if self.state is None or not self.game.is_over(self.state):
            return None
        return self.game.result(self.state)


@dataclass(frozen=True)
class LobbyOutcome:
    """A lobby after create / join / leave, and whether it started (solo games start at once)."""

    table: Table
    started: bool = False
    closed: bool = False


@dataclass(frozen=True)
class AbandonOutcome:
    """After ``/game abandon``: the table, whether it is now closed, and (if not) the users
    whose agreement is still missing."""

    table: Table
    closed: bool
    waiting_for: tuple[int, ...] = ()


@dataclass(frozen=True)
class MoveOutcome:
    """An accepted action: the table after it, who did what, and what happened."""

    table: Table
    seat: int
    move: str
    events: list[Event]
    acted_before: frozenset[int]

    @property
    def over(self) -> bool:
        """Whether the game ended with this action."""
        return self.table.row.status == "over"


class ConfirmNeeded(Exception):
    """Nothing was played: the game asks the player to confirm this move first (``key`` is
    the catalog key of the question, ``move`` the resolved move). Not a refusal."""

    def __init__(self, key: str, move: str) -> None:
        super().__init__(key)
        self.key = key
        self.move = move


#: called just before a write: the cog's defer, so a slow write never misses Discord's window
BeforeWrite = Callable[[], Awaitable[None]] | None


class TableLock(asyncio.Lock):
    """A table's lock that counts, in its service, every time any table's lock is let go:
    a table read before its lock was taken is still current if no action ended meanwhile."""

    def __init__(self, owner: Tables) -> None:
        super().__init__()
        self._owner = owner

    def release(self) -> None:
        """Let go of the lock, counting it."""
        self._owner._released += 1
        super().release()


class Tables:
    """The table service over one ``Store``."""

    def __init__(self, store: Store,
                 profile: Callable[[str, float], None] | None = None,
                 now: Callable[[], datetime] = utcnow,
                 thinker: Thinker | None = None) -> None:
        # Storage's refusals reach every caller of this store as the rules' errors; its
        # results update the players' standings in their own transaction.
        self.store = keeping_standings(speaking_rules(store))
        #: the clock for lobby expiry, lapsing abandon votes, deadlines and reminders (tests
        #: inject their own)
        self.now = now
        #: called with (phase, seconds) for load / apply / save; the benchmark listens here.
        self.profile = profile
        self._locks: dict[int, asyncio.Lock] = {}
        #: how many times a table lock was let go (see ``TableLock``, ``move_in``)
        self._released = 0
        self._states: OrderedDict[tuple[int, int], Any] = OrderedDict()
        # Made on first use: a service that never thinks at a searching level starts no pool.
        self._thinker = thinker

    @property
    def thinker(self) -> Thinker:
        """Where automatic seats think at Easy and Strong (the fair queue over the pool)."""
        if self._thinker is None:
            self._thinker = Thinker()
        return self._thinker

    @thinker.setter
    def thinker(self, thinker: Thinker) -> None:
        self._thinker = thinker

    # -- loading -------------------------------------------------------------------------

    def lock(self, table_id: int) -> asyncio.Lock:
        """The lock that serialises actions on one table inside this process."""
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = TableLock(self)
        return lock

    async def load(self, table_id: int) -> Table:
        """The table with its seats and parsed state (one read); ``NoTable`` if it does not
        exist."""
        return self._table(await _readable(self.store.whole_table(table_id)))

    def _table(self, whole: Whole | None) -> Table:
        if whole is None:
            raise NoTable()
        row, seats, play = whole
        return Table(row, seats, self._state_of(row), play)

    def _state_of(self, row: TableRow) -> Any:
        if row.state is None:
            return None
        key = (row.id, row.version)
        state = self._states.get(key)
        if state is not None:
            self._states.move_to_end(key)
            return state
        try:
            state = registry.get(row.game).from_json(row.state)
        except CorruptState as exc:
            # Which invariant, never the state: the detail names no hidden fact.
            log.error("table %s v%s: saved state is not a valid game (%s); "
                      "try `python bot.py repair %s`", row.id, row.version, exc, row.id)
            raise
        except GroveError:
            raise
        except Exception:
            log.error("table %s v%s: game state cannot be read", row.id, row.version)
            raise GroveError("CORRUPT_TABLE") from None
        self._remember(key, state)
        return state

    def forget(self, table_id: int) -> None:
        """Drop the parsed states kept for a table (one whose creation was rolled back:
        its id may be given to the next table)."""
        for key in [k for k in self._states if k[0] == table_id]:
            del self._states[key]

    def _remember(self, key: tuple[int, int], state: Any) -> None:
        self._states[key] = state
        while len(self._states) > STATE_CACHE_SIZE:
            self._states.popitem(last=False)

    async def in_thread(self, thread_id: int) -> Table:
        """The table played in a thread (or channel); ``NoTable`` if there is none."""
        return await self.load(await self.locate(thread_id))

    async def locate(self, thread_id: int) -> int:
        """The id of the table played in a thread (or channel), read without loading it;
        ``NoTable`` if there is none."""
        table_id = await self.store.table_id_in_thread(thread_id)
        if table_id is None:
            raise NoTable()
        return table_id

    async def lobby_in(self, channel_id: int, table_id: int | None = None) -> Table:
        """The named lobby of this channel, or its newest open lobby.

        A lobby past its lifetime is closed on the way (``LOBBY_EXPIRED``); a table of
        another channel is refused (``LOBBY_ELSEWHERE``), so its game never starts here.
        """
        if table_id is None:
            lobbies = await self.open_lobbies(channel_id)
            if not lobbies:
                raise LobbyError("NO_LOBBY")
            return await self.load(lobbies[0].id)
        try:
            table = await self.load(table_id)
        except NoTable:
            raise NoTable("NO_SUCH_TABLE", table=table_id) from None
        if table.row.channel_id != channel_id:
            raise LobbyError("LOBBY_ELSEWHERE", table=table_id)
        return await self._open(table)

    async def open_lobbies(self, channel_id: int) -> list[TableRow]:
        """The open lobbies of a channel, newest first; expired ones are closed first."""
        await self.expire_lobbies(self.now())
        return await self.store.open_lobbies(channel_id)

    async def expire_lobbies(self, now: datetime, shards: Owned | None = None) -> list[int]:
        """Close every lobby opened more than ``LOBBY_LIFETIME`` before ``now`` (``shards``:
        of those shards' servers only); return their ids. Called on access, and by the
        scheduler as a periodic job."""
        expired = await self.store.expire_lobbies(stored_time(now - LOBBY_LIFETIME),
                                                  shards=shards)
        if expired:
            log.info("lobbies expired: %s", ", ".join(map(str, expired)))
        return expired

    async def _open(self, table: Table) -> Table:
        """``table`` if it is an open lobby; else the reason it is not."""
        if table.row.status == "lobby" and \
                table.row.created_at < stored_time(self.now() - LOBBY_LIFETIME):
            await self.expire_lobbies(self.now())
            raise LobbyError("LOBBY_EXPIRED", table=table.id)
        if table.row.status != "lobby":
            if (table.row.result or {}).get("reason") == "expired":
                raise LobbyError("LOBBY_EXPIRED", table=table.id)
            raise LobbyError("LOBBY_CLOSED")
        return table

    # -- lobby ---------------------------------------------------------------------------

    @staticmethod
    def check_options(game_id: str, options: Mapping[str, object]) -> dict[str, str]:
        """The game's options with defaults filled in, each checked against its spec and then
        all together by the game's ``check_options`` hook; refuses options the game lacks."""
        game = registry.get(game_id)
        info = game.INFO
        chosen = info.defaults()
        for name, value in options.items():
            if value is None:
                continue
            spec = info.option(name)
            if spec is None:
                raise LobbyError("OPTION_NOT_FOR_GAME", option=name, game_name=info.name)
            chosen[name] = spec.check(value)
        checked = game.check_options(dict(chosen))
        if checked is not None:  # the game normalised them (e.g. a card list)
            chosen = {k: str(v) for k, v in checked.items()}
        return chosen

    async def create(self, *, game_id: str, guild_id: int | None, channel_id: int,
                     user_id: int, name: str, options: dict[str, str | None],
                     clock: str | None = None, hours: str | None = None,
                     time_zone: str | None = None, bots: int = 0,
                     bot_names: Sequence[str] = (), username: str = "",
                     seed: int | None = None, bot_level: str | None = None) -> LobbyOutcome:
        """Open a lobby seating its creator; a solo game starts at once, and so does a
        table that ``bots`` automatic players fill. ``seed``: a given deal (the daily deal of
        a solo game; default a fresh random one).

        Table settings: ``clock`` (None: the default for the game's seats), playing
        ``hours`` such as ``08-23`` in the creator's ``time_zone``, ``bots`` automatic
        players to seat at the start (named ``bot_names``, else "Bot 1", ...), and the
        ``bot_level`` every automatic seat plays (``rules.levels``; None: not chosen, they
        play Normal). ``username`` is the creator's account name (pictures fall back to it).
        """
        if bot_level is not None and bot_level not in levels.LEVELS:
            raise LobbyError("BAD_BOT_LEVEL", level=bot_level)
        chosen = self.check_options(game_id, options)
        info = registry.get(game_id).INFO
        if bots < 0 or bots >= info.max_seats:
            raise LobbyError("BAD_BOTS", bots=bots, most=info.max_seats - 1)
        seats_expected = max(info.min_seats, min(info.max_seats, 1 + bots))
        settings = clocks.ClockSettings.from_options(clock, hours, time_zone,
                                                     seats=seats_expected)
        seed = secrets.randbits(64) if seed is None else seed
        row = await self.store.create_table(
            game=game_id, guild_id=guild_id, channel_id=channel_id, creator_id=user_id,
            creator_name=name, options=chosen, seed=seed, clock=settings.to_json(),
            bots=bots, creator_username=username, bot_level=bot_level)
        table = await self.load(row.id)
        if 1 + bots >= info.max_seats:
            return LobbyOutcome(await self._start(table, bot_names=bot_names), started=True)
        return LobbyOutcome(table)

    async def join(self, table_id: int, user_id: int, name: str,
                   before_write: BeforeWrite = None, username: str = "") -> LobbyOutcome:
        """Take a free seat in a lobby."""
        async with self.lock(table_id):
            table = await self._lobby(table_id)
            if table.seat_of(user_id) is not None:
                raise LobbyError("ALREADY_SEATED")
            info = table.game.INFO
            if len(table.seats) >= info.max_seats:
                raise LobbyError("LOBBY_FULL", seats=info.max_seats)
            if before_write is not None:
                await before_write()
            await self.store.add_seat(table_id, user_id, name, table.row.version, username)
            return LobbyOutcome(await self.load(table_id))

    async def leave(self, table_id: int, user_id: int,
                    before_write: BeforeWrite = None) -> LobbyOutcome:
        """Give up a seat in a lobby; when the creator leaves, the lobby closes."""
        async with self.lock(table_id):
            table = await self._lobby(table_id)
            if table.seat_of(user_id) is None:
                raise NotSeated()
            if before_write is not None:
                await before_write()
            if user_id == table.row.creator_id:
                await self.store.set_status(table_id, "abandoned", table.row.version)
                return LobbyOutcome(await self.load(table_id), closed=True)
            await self.store.remove_seat(table_id, user_id, table.row.version)
            return LobbyOutcome(await self.load(table_id))

    async def start(self, table_id: int, user_id: int,
                    before_write: BeforeWrite = None,
                    bot_names: Sequence[str] = ()) -> Table:
        """Deal the game; only the creator starts, once enough players sit (automatic
        players asked for at ``/game new`` fill empty seats)."""
        async with self.lock(table_id):
            table = await self._lobby(table_id)
            if user_id != table.row.creator_id:
                raise NotAllowed("ONLY_CREATOR_STARTS")
            return await self._start(table, before_write, bot_names)

    async def kick(self, table_id: int, user_id: int, player_id: int) -> LobbyOutcome:
        """The lobby's creator removes another player from it."""
        async with self.lock(table_id):
            table = await self._lobby(table_id)
            if user_id != table.row.creator_id:
                raise NotAllowed("ONLY_CREATOR_KICKS")
            if player_id == user_id:
                raise NotAllowed("CANNOT_KICK_SELF")
            if table.seat_of(player_id) is None:
                raise LobbyError("PLAYER_NOT_SEATED")
            await self.store.remove_seat(table_id, player_id, table.row.version)
            return LobbyOutcome(await self.load(table_id))

    async def _lobby(self, table_id: int) -> Table:
        return await self._open(await self.load(table_id))

    async def _start(self, table: Table, before_write: BeforeWrite = None,
                     bot_names: Sequence[str] = ()) -> Table:
        info = table.game.INFO
        humans = len(table.seats)
        wanted = table.play.bots if table.play is not None else 0
        bots = max(0, min(wanted, info.max_seats - humans))
        seats = humans + bots
        if seats < info.min_seats:
            raise LobbyError("NOT_ENOUGH_PLAYERS", needed=info.min_seats, seated=seats)
        names = [bot_names[n] if n < len(bot_names) else f"Bot {n + 1}" for n in range(bots)]
        state = table.game.new_game(seats, dict(table.row.options), table.row.seed)
        to_act = frozenset(table.game.to_act(state))
        # Plan the first turn with every seat as it will be saved (automatic ones too).
        rows = [replace(s, kind="human") for s in table.seats] + [
            SeatRow(table.id, humans + n, -1 - humans - n, names[n], False, "bot")
            for n in range(bots)]
        now = self.now()
        plan = slow.plan_turns(slow.settings_of(table), rows, frozenset(), to_act, True, now,
                               await self._quiet(rows, to_act), human_acted=True,
                               away=await self._away(rows, to_act, now))
        if before_write is not None:
            await before_write()
        # One save: started, marked for the outbox to open and link its thread, automatic
        # players seated, the first clocks and deadlines written.
        version = await self.store.start_table(
            table.id, state=table.game.to_json(state), to_act=set(to_act),
            expected_version=table.row.version, needs_thread=True, bots=names, schedule=plan)
        self._remember((table.id, version), state)
        return await self.load(table.id)

    async def _quiet(self, seats: Sequence[SeatRow],
                     which: Iterable[int]) -> dict[int, clocks.DailyWindow | None]:
        """Quiet hours of the human users at ``which`` seats (for their first reminders)."""
        out: dict[int, clocks.DailyWindow | None] = {}
        for seat in which:
            row = seats[seat]
            if row.automatic:
                continue
            prefs = await self.store.user_settings(row.user_id)
            out[seat] = slow.quiet_window(prefs.quiet_hours, prefs.time_zone)
        return out

    async def _away(self, seats: Sequence[SeatRow], which: Iterable[int], now: datetime,
                    mover: int | None = None) -> dict[int, datetime]:
        """The human seats among ``which`` whose players are on holiday (their turns start
        held), leaving out ``mover``: their own move ends their holiday."""
        out: dict[int, datetime] = {}
        for seat in which:
            row = seats[seat]
            if row.automatic or seat == mover:
                continue
            until = vacation.away_until(await self.store.user_settings(row.user_id), now)
            if until is not None:
                out[seat] = until
        return out

    async def set_thread(self, table_id: int, thread_id: int | None) -> None:
        """Record where the table plays (None: in the lobby's channel)."""
        await self.store.set_thread(table_id, thread_id)

    async def set_lobby_message(self, table_id: int, message_id: int) -> None:
        """Record the lobby message, so its buttons can find the table."""
        await self.store.set_lobby_message(table_id, message_id)

    # -- play ----------------------------------------------------------------------------

    async def running(self, table_id: int) -> Table:
        """A started table; ``LobbyError`` before the start, ``GameOver`` after the end."""
        return self._running(await self.load(table_id))

    @staticmethod
    def _running(table: Table) -> Table:
        if table.row.status == "lobby":
            raise LobbyError("NOT_STARTED")
        if table.row.status != "running":
            raise GameOver(status=table.row.status)
        return table

    async def move_in(self, thread_id: int, user_id: int, text: str,
                      version: int | None = None, **given: Any) -> MoveOutcome:
        """``move`` (same options) in the table played in a thread (or channel): found and
        loaded by one read; ``NoTable`` if none plays there. The read is taken before the
        table's lock and used only if no action ended meanwhile (else it is read again under
        the lock)."""
        released = self._released
        started = time.perf_counter()
        table = self._table(await _readable(self.store.whole_table_in_thread(thread_id)))
        self._phase("lookup", time.perf_counter() - started)
        return await self.move(table.id, user_id, text, version, _read=(released, table),
                               **given)

    async def move(self, table_id: int, user_id: int, text: str, version: int | None = None, *,
                   before_write: BeforeWrite = None, missing: str | None = None,
                   confirm: bool = False, name: str | None = None,
                   seat_version: int | None = None,
                   _read: tuple[int, Table] | None = None) -> MoveOutcome:
        """Play ``text`` for the user's seat; ``version`` is the button's table version, or
        ``seat_version`` the seat's own move count carried by a private panel's button (a
        simultaneous private phase: another seat's move does not make the panel stale).

        The table is loaded once. Every check runs before anything is written, then
        ``before_write`` (the cog's defer: a slow disk or a held write lock must not keep the
        interaction waiting), then the save. ``missing`` is the code for text that is no
        move of this game at all (``/game draw`` in a game without draws). With ``confirm``,
        a move the game wants confirmed raises ``ConfirmNeeded`` instead of being played.
        ``name`` is the user's current display name: it replaces the one on their seat.
        """
        async with self.lock(table_id):
            started = time.perf_counter()
            if _read is not None and _read[0] == self._released:
                table = self._running(_read[1])  # read just before: no action ended since
            else:
                table = await self.running(table_id)
            self._phase("load", time.perf_counter() - started)
            try:
                seat, move, acting = self._check(table, user_id, text, version, missing,
                                                 seat_version)
            except (NotYourTurn, StaleVersion):
                if version is not None and version < table.row.version:
                    await self._explain_stale(table_id, user_id, version)
                raise
            try:
                return await self._play(table, seat, user_id, move, acting, before_write,
                                        confirm, name, own=True)
            except StaleVersion:
                # Another process saved first: say what really happened.
                await self._explain_stale(table_id, user_id, table.row.version)
                raise
            except (GroveError, ConfirmNeeded):
                raise
            except Exception:
                # A bug, not a refusal: log where (never the state or the seed), save nothing.
                log.exception("table %s v%s seat %s: %r failed", table.id, table.row.version,
                              seat, str(move))
                raise GroveError("INTERNAL") from None

    async def _explain_stale(self, table_id: int, user_id: int, version: int) -> None:
        """The version moved on past ``version``: if the next saved action was this user's
        own (a double click, a retried command), say so instead of "the game moved on"."""
        after = await _readable(self.store.moves_since(table_id, version, limit=1))
        if after and after[0].user_id == user_id:
            raise StaleVersion("ALREADY_PLAYED")
        raise StaleVersion()

    @staticmethod
    def _check(table: Table, user_id: int, text: str, version: int | None,
               missing: str | None = None,
               seat_version: int | None = None) -> tuple[int, Any, frozenset[int]]:
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        # Parsing early only tells whether the move is off-turn (resign, draw offers);
        # a notation error is still reported after the turn and version checks.
        try:
            move, bad = table.game.parse_move(text), None
        except BadNotation as exc:
            if missing is not None:
                raise GroveError(missing) from None
            move, bad = None, exc
        acting = table.to_act()
        if not getattr(move, "offturn", False) and seat not in acting:
            raise NotYourTurn()
        if version is not None and version != table.row.version:
            raise StaleVersion()
        if seat_version is not None and seat_version != own_moves(table, seat):
            raise StaleVersion("STALE_PANEL")
        if bad is not None:
            raise bad
        return seat, move, acting

    async def _play(self, table: Table, seat: int, user_id: int, move: Any,
                    acting: frozenset[int], before_write: BeforeWrite = None,
                    confirm: bool = False, name: str | None = None, *,
                    fire: tuple[int, ...] = (), extra: Schedule | None = None,
                    tag: str | None = None, own: bool = False) -> MoveOutcome:
        # ``own``: the player's own action (a command or a click), which ends their holiday
        game = table.game
        started = time.perf_counter()
        resolved = game.resolve(table.state, seat, move)
        hook = game.confirm_needed if confirm else None
        key = hook(table.state, seat, resolved) if hook is not None else None
        if key is not None:
            full = key if key.startswith(f"{table.row.game}.") else f"{table.row.game}.{key}"
            raise ConfirmNeeded(full, str(resolved))
        state, events = game.apply(table.state, seat, resolved)
        if tag is not None:
            # e.g. ``timeout`` after a default move: as private as the move's own events
            first = events[0].visible_to if events else None
            # ... and public when they become so (a private phase's ``round`` / ``animal``,
            # read by the game's ``event_visible``).
            when = {k: v for k, v in (events[0].params if events else {}).items()
                    if k in ("round", "animal")} if first is not None else {}
            events = [*events, Event(tag, {"seat": seat, **when}, first)]
        over = game.is_over(state)
        result = game.result(state).to_json() if over else None
        data = game.to_json(state)
        to_act = set() if over else set(game.to_act(state))
        status = "over" if over else "running"
        # Clocks and deadlines change in the move's own transaction.
        passed = game.turn_number(state) != game.turn_number(table.state)
        after = frozenset(to_act)
        starting = after if passed else after - acting
        now = self.now()
        plan = slow.plan_turns(
            slow.settings_of(table), table.seats, acting, after, passed, now,
            await self._quiet(table.seats, starting), over=over,
            human_acted=not table.seats[seat].automatic and not fire,
            away=await self._away(table.seats, starting, now, seat if own else None))
        plan = Schedule(fire=fire).merged(plan).merged(extra or Schedule())
        if before_write is not None:
            await before_write()
        saving = time.perf_counter()
        version = await self.store.record_move(
            table.id, expected_version=table.row.version, seat=seat, user_id=user_id,
            notation=str(resolved), events=[e.to_json() for e in events],
            state=data, to_act=to_act, status=status, result=result,
            name=name if name and name != table.seats[seat].name else None,
            schedule=_changes(plan, table),
            # a private action (a draw in a simultaneous private phase) must not show in
            # anything the other players see, not even as a time
            public=not (events and all(e.visible_to is not None for e in events)))
        self._remember((table.id, version), state)
        if own:
            # The player's own move ends their holiday (after the move: a failure here
            # leaves the holiday to run out, never the move unsaved).
            await vacation.come_back(self.store, user_id, now)
        # The saved row is known exactly, so there is no need to read it back.
        row = replace(table.row, state=data, version=version, status=status, result=result)
        seats = [replace(s, to_act=s.seat in to_act,
                         name=name if name and s.seat == seat else s.name,
                         clock=plan.clocks.get(s.seat, s.clock),
                         auto=plan.auto.get(s.seat, s.auto))
                 for s in table.seats]
        self._phase("apply", saving - started)
        self._phase("save", time.perf_counter() - saving)
        return MoveOutcome(Table(row, seats, state, table.play), seat, str(resolved),
                           list(events), acting)

    # -- slow play: moves made by the table itself (the caller holds the table's lock) ----

    async def play_for(self, table: Table, seat: int, move: Any, *, fire: tuple[int, ...] = (),
                       extra: Schedule | None = None, tag: str | None = None) -> MoveOutcome:
        """Play ``move`` for ``seat`` without a user's click (an automatic seat, a game's
        default at a timeout, a skipped turn); ``fire`` marks deadline rows in the same
        transaction; ``tag`` adds an event of that code after the move's own. The caller
        holds ``lock(table.id)``."""
        return await self._play(table, seat, table.user_of(seat), move, table.to_act(),
                                fire=fire, extra=extra, tag=tag)

    async def auto_step(self, table_id: int) -> MoveOutcome | None:
        """One move of the first automatic seat that must act, at its level
        (``seat_level``), or None if none must.

        Normal is played at once under the table's lock. A searching level thinks in the
        thinker's fair queue on a snapshot, without the lock (a human's move on this table
        is not kept waiting); then, under the lock, it plays only if the table's version is
        still the snapshot's, else it thinks again on the newer position."""
        for _ in range(THINK_ATTEMPTS):
            snapshot = _to_move(await self.load(table_id))
            if snapshot is None:
                return None
            table, seat, level = snapshot
            if not thinks_apart(table.game, level):
                async with self.lock(table_id):
                    now_to_move = _to_move(await self.load(table_id))
                    if now_to_move is None:
                        return None
                    table, seat, level = now_to_move
                    move = table.game.bot_move(table.state, seat, level)
                    return await self.play_for(table, seat, move)
            try:
                text = await self.thinker.move(table.row.guild_id, table.game, table.state,
                                               seat, level)
            except Exception:
                # A fault in a level's search (or a broken pool) must not stall the game:
                # Normal plays this move instead. Ids only, never the state.
                log.exception("table %s v%s seat %s: the %s think failed; playing Normal",
                              table_id, table.row.version, seat, level)
                text = str(table.game.auto_move(table.state, seat))
            async with self.lock(table_id):
                latest = await self.load(table_id)
                if latest.row.version == table.row.version:
                    game = latest.game
                    try:
                        move = game.resolve(latest.state, seat, game.parse_move(text))
                    except GroveError as exc:
                        # a level's bug must not stall the game either
                        log.error("table %s v%s seat %s: the %s think gave no legal move "
                                  "(%s); playing Normal", table_id, latest.row.version, seat,
                                  level, exc.code)
                        move = game.auto_move(latest.state, seat)
                    return await self.play_for(latest, seat, move)
            log.info("table %s: moved on while seat %s thought; thinking again",
                     table_id, seat)
        # Whatever moved the table on kicks its automatic seats again (slow play's job).
        return None

    async def claim_timeout(self, table: Table, claimer: int, seat: int,
                            fire: int) -> MoveOutcome:
        """End a two-player game: ``claimer`` wins because ``seat`` timed out. Logged as the
        table action ``!claim-timeout``; the game state stays as it was."""
        result = Result({}, [[claimer], [seat]], "timeout").to_json()
        event = Event("timeout_claimed", {"seat": claimer, "loser_seat": seat})
        version = await self.store.record_move(
            table.id, expected_version=table.row.version, seat=claimer,
            user_id=table.user_of(claimer), notation=slow.CLAIM, events=[event.to_json()],
            state=table.game.to_json(table.state), to_act=set(), status="over",
            result=result, schedule=Schedule(fire=(fire,), cancel_all=True))
        self._remember((table.id, version), table.state)
        row = replace(table.row, version=version, status="over", result=result)
        seats = [replace(s, to_act=False) for s in table.seats]
        return MoveOutcome(Table(row, seats, table.state, table.play), claimer, slow.CLAIM,
                           [event], table.to_act())

    async def close_idle(self, table: Table, fire: int) -> None:
        """Close a table whose humans were all idle for 30 days (the caller holds the lock)."""
        await self.store.set_status(table.id, "abandoned", table.row.version,
                                    {"reason": "idle", "days": slow.IDLE_CLOSE.days},
                                    schedule=Schedule(fire=(fire,)))

    def _phase(self, name: str, seconds: float) -> None:
        if self.profile is not None:
            self.profile(name, seconds)

    async def abandon(self, table_id: int, user_id: int, can_manage: bool, name: str = "",
                      before_write: BeforeWrite = None,
                      version: int | None = None) -> AbandonOutcome:
        """Ask to end a table without a result; ``name`` (the asker's) is kept with a closed
        table so its announcement can say who closed it.

        A lobby: only its creator calls it off. A running game: a member who can manage
        threads closes it at once; a seated player's wish is kept with the table (lapsing
        after ``ABANDON_VOTE_LIFETIME``) and the table closes when every other player still
        playing (the game's ``active_seats``) wishes it too. ``version`` (a Confirm
        button's) must still be current.
        """
        async with self.lock(table_id):
            table = await self.load(table_id)
            if table.row.status in ("over", "abandoned"):
                raise GameOver(status=table.row.status)
            if version is not None and version != table.row.version:
                raise StaleVersion()
            seat = table.seat_of(user_id)
            if name and seat is not None and table.names[seat] != name:
                await self.store.rename_seat(table_id, user_id, name)
                table = replace(table, seats=[replace(s, name=name) if s.seat == seat else s
                                              for s in table.seats])
            if table.row.status == "lobby":
                if user_id != table.row.creator_id and not can_manage:
                    raise NotAllowed("ONLY_CREATOR_CALLS_OFF")
            elif not can_manage:
                if table.seat_of(user_id) is None:
                    raise NotAllowed("ONLY_PLAYERS_ABANDON")
                if before_write is not None:
                    await before_write()
                now = self.now()
                await self.store.add_abandon_vote(table_id, user_id, stored_time(now))
                since = stored_time(now - ABANDON_VOTE_LIFETIME)
                agreed = await self.store.abandon_votes(table_id, since)
                active = table.game.active_seats(table.state)
                if active is None:
                    active = frozenset(s.seat for s in table.seats)
                # Seats the automatic player holds agree at once (nobody could ask them).
                missing = tuple(s.user_id for s in table.seats
                                if s.seat in active and not s.automatic
                                and s.user_id not in agreed)
                if missing:
                    return AbandonOutcome(table, closed=False, waiting_for=missing)
            if before_write is not None:
                await before_write()
            # "agreed": closed because every player wished it (not by a manager or creator)
            by_players = table.row.status == "running" and not can_manage
            await self.store.set_status(table_id, "abandoned", table.row.version,
                                        {"reason": "abandoned", "by": name, "agreed": by_players})
            return AbandonOutcome(await self.load(table_id), closed=True)

    async def suggestions(self, table_id: int, user_id: int, typed: str,
                          limit: int = 25) -> list[str]:
        """Up to ``limit`` legal moves for autocomplete: exact > prefix > substring.

        Nothing for a user who may not act. Built from the game's ``suggest`` hook or
        ``legal_moves`` (``offered_moves``), which depend only on what that seat can see, so
        nothing hidden leaks.
        """
        try:
            table = await self.running(table_id)
        except GroveError:
            return []
        seat = table.seat_of(user_id)
        if seat is None or seat not in table.to_act():
            return []
        return offered_moves(table.game, table.state, seat, typed, limit)

    async def history(self, table_id: int) -> tuple[Table, list[MoveRow]]:
        """The table and its whole move log."""
        table = await self.load(table_id)
        return table, await _readable(self.store.moves(table_id))

    async def mine(self, user_id: int) -> list[MineRow]:
        """The user's running tables across servers: those waiting for them first, then those
        waiting for others, each longest waiting first. From seat rows only (no game JSON)."""
        return await self.store.seat_overview(user_id)

    async def replay(self, table_id: int) -> Any:
        """The state rebuilt from the seed and the move log (proof that the log is complete)."""
        table, moves = await self.history(table_id)
        *_, state = replayed(table.game, len(table.seats), table.row.options,
                                     table.row.seed, moves)
        return state

    async def position_at_turn(self, table_id: int, turn: int) -> tuple[Table, Any, int, int]:
        """(the table, its state at the start of public turn ``turn``, the first and the
        newest turn). ``NO_SUCH_TURN`` names the turns there are; ``NOT_STARTED`` before
        the start. Replaying is CPU work: it runs in a worker thread."""
        table, moves = await self.history(table_id)
        if table.state is None:
            raise GroveError("NOT_STARTED")
        state, first, last = await asyncio.to_thread(
            at_turn, table.game, len(table.seats), table.row.options, table.row.seed,
            moves, turn)
        if state is None:
            raise GroveError("NO_SUCH_TURN", first=first, last=last)
        return table, state, first, last


#: the levels a table's automatic seats may play (``/game new bot_level``), weakest first;
#: named here because the cogs reach the rules' levels through the tables layer
BOT_LEVELS = levels.LEVELS

#: how many times an automatic seat thinks again when the table moved on meanwhile
THINK_ATTEMPTS = 3


def seat_level(table: Table, seat: int) -> str:
    """The level the automatic player plays (or would play) ``seat`` at
    (``rules.levels``): the table's ``bot_level``, else Normal -- a seat handed over after
    a timeout included."""
    chosen = table.play.bot_level if table.play is not None else None
    return chosen or levels.DEFAULT_LEVEL


def _to_move(table: Table) -> tuple[Table, int, str] | None:
    """(the table, the first automatic seat that must act, its level), or None."""
    if table.row.status != "running":
        return None
    seat = next((s for s in sorted(table.to_act()) if table.seats[s].automatic), None)
    if seat is None:
        return None
    return table, seat, seat_level(table, seat)


#: the scheduler job that closes expired lobbies, and how often it runs (seconds)
LOBBY_EXPIRY_JOB = "lobby_expiry"
LOBBY_EXPIRY_EVERY = 3600.0


def lobby_expiry_job(tables: Tables, announce: Callable[[int], Awaitable[Any]] | None = None,
                     shards: Owned | None = None) -> Callable[[datetime], Awaitable[None]]:
    """A scheduler job: close the lobbies that expired by the tick's time (``shards``: of
    those shards' servers), then hand each closed table to ``announce`` (the outbox, which
    edits its lobby message)."""
    async def job(now: datetime) -> None:
        for table_id in await tables.expire_lobbies(now, shards):
            if announce is not None:
                await announce(table_id)
    return job


def _changes(plan: Schedule, table: Table) -> Schedule:
    """``plan`` without what would write the stored value again: seats' clocks and
    automatic flags as they are, the last human action at the same time."""
    seats = table.seats
    clocks_now = {s: c for s, c in plan.clocks.items()
                  if not (0 <= s < len(seats) and seats[s].clock == c)}
    auto = {s: a for s, a in plan.auto.items()
            if not (0 <= s < len(seats) and seats[s].auto == a)}
    same_human = table.play is not None and plan.human_at == table.play.last_human_at
    if clocks_now == plan.clocks and auto == plan.auto and not same_human:
        return plan
    return replace(plan, clocks=clocks_now, auto=auto,
                   human_at=None if same_human else plan.human_at)


async def _readable(query: Awaitable[T]) -> T:
    """Await a storage read; a row that cannot be decoded becomes ``CORRUPT_TABLE``."""
    try:
        return await query
    except CorruptRow as exc:
        # Ids only: the row may hold hidden facts.
        log.error("table %s: stored data cannot be read", exc.table_id)
        raise GroveError("CORRUPT_TABLE") from None


def own_moves(table: Table, seat: int) -> int | None:
    """The seat's own move count (the game's ``seat_version`` hook), or None without it."""
    hook = table.game.seat_version
    return None if hook is None or table.state is None else int(hook(table.state, seat))


def private_panel(table: Table, seat: int | None) -> Any:
    """The seat's private panel now (the game's ``private_panel`` hook), or None."""
    hook = table.game.private_panel
    if hook is None or seat is None or table.state is None or table.row.status != "running":
        return None
    # kept with the table value, as its views are: a post's controls and the mover's panel
    # both ask
    panels = table.__dict__.setdefault("_panels", {})
    if seat not in panels:
        panels[seat] = hook(table.state, seat)
    return panels[seat]


def offered_moves(game: AnyGame, state: Any, seat: int, typed: str = "",
                  limit: int = 25) -> list[str]:
    """Up to ``limit`` legal move notations for ``seat`` matching ``typed``, best first.

    The one path for everything that offers or picks moves (autocomplete, benchmarks, test
    players): a game whose move set is too large to list (Living Forest's Attract lists) has
    a ``suggest(state, seat, typed)`` hook, used as it is; any other game's ``legal_moves``
    is read lazily and ranked, never turned into a full list first.
    """
    hook = game.suggest
    if hook is not None:
        return [str(m) for m in hook(state, seat, typed)][:limit]
    return rank_suggestions((str(m) for m in game.legal_moves(state, seat)), typed, limit)


def rank_suggestions(moves: Iterable[str], typed: str, limit: int = 25) -> list[str]:
    """Order move notations for autocomplete: exact match, then prefix, then substring."""
    needle = " ".join(typed.lower().split())
    exact: list[str] = []
    prefix: list[str] = []
    inside: list[str] = []
    for text in moves:
        low = text.lower()
        if not needle:
            prefix.append(text)
        elif low == needle:
            exact.append(text)
        elif low.startswith(needle):
            prefix.append(text)
        elif needle in low:
            inside.append(text)
        if not needle and len(prefix) >= limit:
            break
    return (exact + prefix + inside)[:limit]

