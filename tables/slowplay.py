"""Slow play: clocks and reminders on the save path, timeouts, automatic seats.

Two halves:

- Pure planning, ``plan_turns`` (tables/planning.py, re-exported here): the ``Schedule`` of
  one action, written in its own transaction. ``Tables`` calls it on every start and every
  move, so a deadline exists exactly when its turn does, and a restart loses none.
- ``SlowPlay``: what the scheduler runs (``tick(now)``: hand out every deadline that is due)
  and what the other players' buttons, ``/game return`` and the automatic seats call. Each
  fired row is marked fired in the transaction of its effect (a move, a hand-over, a close),
  so a row never acts twice, even across a crash or two ticks at once. Discord stays behind
  the narrow ``Notifier`` protocol, implemented in cogs/.

A tick only reads what is due (in pages, no cap) and hands each row, and each table whose
automatic seat must act, to a ``JobPool`` of a few workers, oldest due first; it never waits
for a move or a post. A row whose job is queued or running is not handed out again; a row
stays due until its job commits, so a job that fails is tried again by a later tick.

Decisions where the design is silent:

- A reminder, a timeout offer and a hand-over notice are queued as notice rows in the
  transaction that fires their deadline, and the outbox delivers them (tables/notices.py):
  retried after a failure, never posted twice, dropped once they no longer apply.
- A reminder whose moment falls in the player's quiet hours (as they are when it fires) is
  moved to the end of those hours; the deadline is not.
- Automatic seats have clocks but no deadlines: they act right after the action that gives
  them the turn, in the background, each move through the ordinary save path. Each tick
  also lets any automatic seat that must act play (a restart cut its moves short), so a
  table never waits on a bot.
- The idle close (30 days) counts from the last action of any human (a move, an answer to a
  timeout, ``/game return``); a table of automatic players only never stays open alone,
  because it only moves when a human does.
- A game's ``timeout_move`` default is played repeatedly until the seat no longer has to
  act (as Living Forest's R-22 asks), each move logged with a ``timeout`` event (as private
  as the move's own events); a game whose decision needs one move returns None after it.
- A player alone with automatic players who times out is not replaced: there is nobody to
  ask, so the game waits for them (the idle close ends it after 30 days).
- Holidays (tables/vacation.py): a held seat's only row is its ``resume`` row (a timeout
  row marked ``resume``), which restarts its clock with the time it had left, plans its
  reminder and tells the player at once; any other row of a held seat does nothing, and the
  idle close moves on by the time the table waited on the holiday.
- A timeout claim is logged as the table action ``!claim-timeout`` (a ``!`` notation is a
  table action, not a game move: replay skips it); the game state stays as it was and the
  result ranks the claimer first with reason ``timeout``.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import partial
from typing import Any, Protocol

from rules.errors import GroveError, NotAllowed, NotSeated, StaleVersion
from storage import AlreadyFired, DeadlineRow, NewDeadline, NewNotice, Schedule, SeatRow
from tables import clocks, vacation
from tables.clocks import DailyWindow
from tables.planning import (
    IDLE_CLOSE,
    clock_of,
    first_reminder,
    is_resume,
    iso,
    offered_actions,
    plan_turns,
    quiet_window,
    settings_of,
)
from tables.scheduler import JobPool
from tables.service import MoveOutcome, Table, Tables
from tables.shards import Shards

log = logging.getLogger(__name__)

#: how long the other players have to answer a timeout before the automatic player takes over
ANSWER_WINDOW = timedelta(days=1)
#: the most moves automatic seats play in a row before yielding (a safety net, never reached
#: by a game that ends)
BOT_CHAIN_LIMIT = 2000
#: the most default moves played for one timed-out seat in a row (a safety net)
DEFAULT_MOVES_LIMIT = 50
#: how many due rows (or tables) one read of a tick returns; a tick reads every page
TICK_PAGE = 500
#: how many fired rows and automatic runs go on at once: they share one SQLite connection,
#: so more only queue on it, while a few let one job's database work overlap another's posts
WORKERS = 4

#: answers to a timeout, in the order the buttons show them
ACTIONS = ("more", "hand", "claim")


class Notifier(Protocol):
    """How slow play has its saved effects told (cogs/ implements it over the outbox; tests
    too). Both only start what the outbox would do anyway on its next sweep: a failure is
    logged by the caller and never undoes what was saved.
    """

    async def played(self, outcome: MoveOutcome) -> None:
        """Post an action made without an interaction (automatic seat, default move)."""

    async def announce(self, table_id: int) -> None:
        """Announce what was saved for the table (an end such as the idle close) and
        deliver its queued notices (reminders, timeout offers, hand-overs) now."""


@dataclass(frozen=True)
class SeatClockView:
    """One seat's clock for ``/game clock``."""

    seat: int
    name: str
    acting: bool
    automatic: bool
    deadline: datetime | None
    move_left: timedelta | None
    reserve_left: timedelta | None
    #: the end of the holiday its player is on (its clock stopped), or None
    away_until: datetime | None = None


class SlowPlay:
    """Fires deadlines, answers timeouts, and plays automatic seats, over one ``Tables``."""

    def __init__(self, tables: Tables, notifier: Notifier | None = None, *,
                 workers: int = WORKERS, shards: Shards | None = None) -> None:
        self.tables = tables
        self.notifier = notifier
        #: the shards this process runs: the deadlines and automatic seats of their
        #: servers' tables only (None: every table)
        self.shards = shards
        #: the fired rows and automatic runs a tick handed out, ``workers`` at a time
        self.jobs = JobPool("slow play", workers)
        #: tables whose automatic seats' job should look once more when it ends
        self._again: set[int] = set()
        self._answers = itertools.count()
        #: tables whose automatic seats are playing now (the tick leaves them alone)
        self._running: dict[int, int] = {}

    @property
    def store(self) -> Any:
        """The store of the table service."""
        return self.tables.store

    def now(self) -> datetime:
        """The table service's clock."""
        return self.tables.now()

    # -- the scheduler job ---------------------------------------------------------------

    async def tick(self, now: datetime) -> int:
        """Hand out, as background jobs, every automatic seat that must act (a restart cut
        its moves short) and every deadline due at ``now``, oldest first; returns how many
        jobs it handed out. Never waits for them: ``drain`` does."""
        self.jobs.begin_read()
        handed = 0
        after = 0
        while True:
            table_ids = await self.store.automatic_to_act(TICK_PAGE, after=after,
                                                          shards=self.shards)
            for table_id in table_ids:
                # Before any deadline ("" sorts first): a table waits on these moves now.
                if table_id not in self._running and self.jobs.submit(
                        ("bots", table_id), partial(self._bots_job, table_id),
                        label=f"automatic seats of table {table_id}"):
                    handed += 1
            if len(table_ids) < TICK_PAGE:
                break
            after = table_ids[-1]
        page: tuple[str, int] | None = None
        while True:
            rows = await self.store.due_deadlines(iso(now), TICK_PAGE, after=page,
                                                  shards=self.shards)
            for row in rows:
                if self.jobs.submit(("deadline", row.id), partial(self._fire_job, row, now),
                                    label=f"deadline {row.id} ({row.kind}) of table "
                                          f"{row.table_id}", order=row.due):
                    handed += 1
            if len(rows) < TICK_PAGE:
                break
            page = (rows[-1].due, rows[-1].id)
        if handed or self.jobs.queued:
            log.info("slow play: %d jobs handed out; %d queued, %d running", handed,
                     self.jobs.queued, self.jobs.running)
        return handed

    def queue_depth(self) -> int:
        """Jobs handed out and not yet ended (queued or running)."""
        return self.jobs.queued + self.jobs.running

    async def _fire_job(self, row: DeadlineRow, now: datetime) -> None:
        try:
            await self.fire(row, now)
        except (AlreadyFired, StaleVersion):
            # Another process handled it (or the table moved on meanwhile): the effect
            # happened at most once; a row still due fires on the next tick.
            log.info("deadline %s of table %s: handled elsewhere", row.id, row.table_id)

    async def fire(self, row: DeadlineRow, now: datetime) -> None:
        """Fire one due row: its effect and its 'fired' mark commit together."""
        follow: list[Any] = []
        async with self.tables.lock(row.table_id):
            table = await self.tables.load(row.table_id)
            live = table.row.status == "running"
            seat = row.seat
            if not live or (seat is not None and (
                    seat not in table.to_act() or table.seats[seat].automatic)):
                # Its turn is gone (a row left by an older version): nothing to do.
                await self.store.apply_schedule(table.id, Schedule(fire=(row.id,)))
                return
            held = (await self._held(table, row, now)
                    if seat is not None and row.kind in ("remind", "timeout", "answer")
                    else None)
            if held is not None:
                follow.append(held)
            elif row.kind == "remind":
                follow.append(await self._remind(table, row, now))
            elif row.kind == "timeout":
                follow.append(await self._timeout(table, row, now))
            elif row.kind == "answer":
                assert seat is not None
                follow.append(await self._hand(table, seat, (row.id,)))
            elif row.kind == "idle":
                later = _idle_after_holiday(table, row, now)
                if later is not None:
                    # The table waits on a player on holiday: the close waits too (the
                    # resume sets it from ``was``, the close before the holiday).
                    was = row.data.get("was", row.due)
                    await self.store.apply_schedule(table.id, Schedule(
                        fire=(row.id,), add=(NewDeadline(None, "idle", iso(later),
                                                         {"was": was}),)))
                    return
                await self.tables.close_idle(table, row.id)
                follow.append(("announce", table.id))
        await self._announce(follow)
        if any(item[0] in ("played", "handed") for item in follow):
            await self.run_bots(row.table_id)

    async def _held(self, table: Table, row: DeadlineRow, now: datetime) -> tuple | None:
        """A seat's row while its player is (or was) on holiday: a resume row starts the
        clock again; another row of a held seat does nothing; one of a player away whose
        clock still runs (planned before the holiday) holds it now. None: not a holiday's."""
        seat = row.seat
        assert seat is not None
        settings = settings_of(table)
        clock = clock_of(table.seats[seat], settings)
        resume = is_resume(row)
        if not resume and not clock.held:
            until = vacation.away_until(await self.store.user_settings(table.user_of(seat)),
                                        now)
            if until is None:
                return None
            await self.store.apply_schedule(
                table.id, vacation.hold_plan(table, seat, now, until, fire=(row.id,)))
            return ("",)
        if not resume or not clock.held:
            # Left from before the hold (or after its end): the resume row re-plans.
            await self.store.apply_schedule(table.id, Schedule(fire=(row.id,)))
            return ("",)
        prefs = await self.store.user_settings(table.user_of(seat))
        until = vacation.away_until(prefs, now)
        if until is not None:
            # Away again (a new holiday began before this row fired): held to its end.
            await self.store.apply_schedule(
                table.id, vacation.hold_plan(table, seat, now, until, fire=(row.id,)))
            return ("",)
        # Back: the turn keeps the time it had left; the player is told at once.
        end = min(datetime.fromisoformat(row.due), now)
        stopped = clock.held_since
        if clock.turn_start is not None and stopped is not None:
            stopped = max(stopped, clock.turn_start)
        clock = clocks.resume(clock, settings, end)
        add: list[NewDeadline] = []
        cancel: list[tuple[int | None, str]] = [(seat, "remind")]
        for idle in await self.store.deadlines(table.id):
            if idle.kind == "idle" and stopped is not None:
                # The idle close moves on by the time the table waited on the holiday.
                was = datetime.fromisoformat(idle.data.get("was", idle.due))
                add.append(NewDeadline(None, "idle", iso(was + max(timedelta(0),
                                                                    end - stopped))))
                cancel.append((None, "idle"))
        if clock.deadline is not None:
            add.append(NewDeadline(seat, "timeout", iso(clock.deadline)))
        reminder = first_reminder(clock, settings, now,
                                  quiet_window(prefs.quiet_hours, prefs.time_zone), seat)
        if reminder is not None:
            add.append(reminder)
        deadline = None if clock.deadline is None else iso(clock.deadline)
        notice = NewNotice("remind", seat, {"deadline": deadline},
                           dm=bool(prefs.dm_reminders))
        await self.store.apply_schedule(table.id, Schedule(
            fire=(row.id,), cancel=tuple(cancel), add=tuple(add),
            clocks={seat: clock.to_json()}, notices=(notice,)))
        return ("announce", table.id)

    async def _remind(self, table: Table, row: DeadlineRow, now: datetime) -> tuple:
        seat = row.seat
        assert seat is not None
        settings = settings_of(table)
        clock = clock_of(table.seats[seat], settings)
        prefs = await self.store.user_settings(table.user_of(seat))
        quiet = quiet_window(prefs.quiet_hours, prefs.time_zone)
        if quiet is not None and quiet.contains(now):
            # Quiet hours (perhaps chosen after the row was written): hold it back.
            held = clocks.hold_for_quiet(now, quiet, clock.deadline)
            add = () if held is None else (NewDeadline(seat, "remind", iso(held)),)
            await self.store.apply_schedule(table.id, Schedule(fire=(row.id,), add=add))
            return ("",)
        nxt = first_reminder(clock, settings, now, quiet, seat)
        deadline = None if clock.deadline is None else iso(clock.deadline)
        notice = NewNotice("remind", seat, {"deadline": deadline}, dm=bool(prefs.dm_reminders))
        await self.store.apply_schedule(
            table.id, Schedule(fire=(row.id,), add=() if nxt is None else (nxt,),
                               notices=(notice,)))
        return ("announce", table.id)

    async def _timeout(self, table: Table, row: DeadlineRow, now: datetime) -> tuple:
        seat = row.seat
        assert seat is not None
        move = table.game.timeout_move(table.state, seat)
        if move is not None:
            # The spec's default, played until the seat no longer has to act (Living Forest
            # ``draw`` then ``stop``), each move logged with a ``timeout`` event. The
            # first one marks the row fired in its own transaction.
            played = []
            fire: tuple[int, ...] = (row.id,)
            for _ in range(DEFAULT_MOVES_LIMIT):
                outcome = await self.tables.play_for(table, seat, move, fire=fire,
                                                     tag="timeout")
                played.append(outcome)
                fire = ()
                table = outcome.table
                if seat not in table.to_act():
                    break
                move = table.game.timeout_move(table.state, seat)
                if move is None:
                    break
            return ("played", *played)
        others = [s.seat for s in table.seats if s.seat != seat and not s.automatic]
        if not others:
            # Nobody left to answer (a player alone with automatic players): the game waits
            # for them; the idle close ends it if they never come back.
            await self.store.apply_schedule(table.id, Schedule(fire=(row.id,)))
            return ("",)
        settings = settings_of(table)
        clock = clock_of(table.seats[seat], settings)
        actions = offered_actions(table, seat, clock, settings)
        answer = NewDeadline(seat, "answer", iso(now + ANSWER_WINDOW), {"offer": row.id})
        notice = NewNotice("offer", seat, {"actions": list(actions)}, offer=row.id)
        await self.store.apply_schedule(table.id, Schedule(fire=(row.id,), add=(answer,),
                                                           notices=(notice,)))
        return ("announce", table.id)

    async def _hand(self, table: Table, seat: int, fire: tuple[int, ...],
                    extra: Schedule | None = None) -> tuple:
        plan = Schedule(fire=fire, auto={seat: True},
                        cancel=((seat, "remind"), (seat, "timeout")),
                        notices=(NewNotice("handed", seat),))
        await self.store.apply_schedule(table.id, plan.merged(extra or Schedule()))
        return ("handed", table.id)

    async def _announce(self, follow: list[Any]) -> None:
        if self.notifier is None:
            return
        for item in follow:
            kind = item[0]
            try:
                if kind == "played":
                    for outcome in item[1:]:
                        await self.notifier.played(outcome)
                elif kind in ("announce", "handed"):
                    # Whatever was queued is delivered by the outbox (now, or by its sweep).
                    await self.notifier.announce(item[1])
            except Exception:
                log.exception("slow-play notice %s failed", kind)

    # -- answers to a timeout ------------------------------------------------------------

    async def pending_offer(self, table_id: int, offer: int) -> DeadlineRow:
        """The open answer row of timeout ``offer``; ``TIMEOUT_ANSWERED`` if it is gone."""
        for row in await self.store.deadlines(table_id):
            if row.kind == "answer" and row.data.get("offer") == offer:
                return row
        raise GroveError("TIMEOUT_ANSWERED")

    async def answer(self, table_id: int, offer: int, user_id: int, action: str) -> str:
        """Another active player answers a timeout: ``more`` / ``hand`` / ``claim``.

        Returns the action taken; refusals are ``GroveError``s with catalog codes.
        """
        if action not in ACTIONS:
            raise GroveError("NOT_ALLOWED")
        follow: list[Any] = []
        async with self.tables.lock(table_id):
            table = await self.tables.running(table_id)
            row = await self.pending_offer(table_id, offer)
            seat = row.seat
            assert seat is not None
            mine = table.seat_of(user_id)
            if mine is None:
                raise NotSeated()
            if mine == seat or table.seats[mine].automatic:
                raise NotAllowed("NOT_ALLOWED")
            now = self.now()
            settings = settings_of(table)
            clock = clock_of(table.seats[seat], settings)
            if action not in offered_actions(table, seat, clock, settings):
                raise NotAllowed("EXTRA_TIME_USED" if action == "more" else "NOT_ALLOWED")
            human = Schedule(cancel=((None, "idle"),),
                             add=(NewDeadline(None, "idle", iso(now + IDLE_CLOSE)),),
                             human_at=iso(now))
            if action == "more":
                clock = clocks.give_more_time(clock, settings, now)
                add: list[NewDeadline] = []
                if clock.deadline is not None:
                    add.append(NewDeadline(seat, "timeout", iso(clock.deadline)))
                prefs = await self.store.user_settings(table.user_of(seat))
                reminder = first_reminder(clock, settings, now,
                                          quiet_window(prefs.quiet_hours, prefs.time_zone),
                                          seat)
                if reminder is not None:
                    add.append(reminder)
                await self.store.apply_schedule(table_id, Schedule(
                    fire=(row.id,), cancel=((seat, "remind"),), add=tuple(add),
                    clocks={seat: clock.to_json()}).merged(human))
            elif action == "hand":
                follow.append(await self._hand(table, seat, (row.id,), human))
            else:
                outcome = await self.tables.claim_timeout(table, mine, seat, row.id)
                follow.append(("played", outcome))
        # The offer's buttons go (the outbox sees it answered), with any post or notice.
        follow.append(("announce", table_id))
        # Posting (and any automatic moves) happens in the pool: the click that answered is
        # acknowledged within Discord's three seconds, and a burst of answers cannot start
        # more work at once than the pool allows.
        self.jobs.submit(("answer", table_id, next(self._answers)),
                         partial(self._after_answer, follow, table_id, action == "hand"),
                         label=f"answer on table {table_id}", current=True)
        return action

    async def _after_answer(self, follow: list[Any], table_id: int, bots: bool) -> None:
        await self._announce(follow)
        if bots:
            self.kick(table_id)

    # -- /game return --------------------------------------------------------------------

    async def give_back(self, table_id: int, user_id: int) -> Table:
        """``/game return``: the automatic player gives the user's seat back."""
        async with self.tables.lock(table_id):
            table = await self.tables.running(table_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if not table.seats[seat].auto:
                raise GroveError("NOT_HANDED_OVER")
            now = self.now()
            plan = Schedule(auto={seat: False}, cancel=((None, "idle"),),
                            add=(NewDeadline(None, "idle", iso(now + IDLE_CLOSE)),),
                            human_at=iso(now))
            if seat in table.to_act():
                # Its turn is running: the clock starts afresh for the human.
                settings = settings_of(table)
                back = [s if s.seat != seat else _human(s) for s in table.seats]
                turn = plan_turns(settings, back, frozenset(), frozenset({seat}), False, now,
                                  {seat: await self._quiet(user_id)})
                plan = plan.merged(turn)
            await self.store.apply_schedule(table_id, plan)
            return await self.tables.load(table_id)

    async def _quiet(self, user_id: int) -> DailyWindow | None:
        prefs = await self.store.user_settings(user_id)
        return quiet_window(prefs.quiet_hours, prefs.time_zone)

    # -- automatic seats -----------------------------------------------------------------

    def kick(self, table_id: int) -> None:
        """Let automatic seats act on this table in the background, as a job of the pool
        (never blocks). If the table's automatic seats are being played already, that job
        looks once more when it ends: the move that kicked may have come after its last read."""
        if not self.jobs.submit(("bots", table_id), partial(self._bots_job, table_id),
                                label=f"automatic seats of table {table_id}", current=True):
            self._again.add(table_id)

    async def _bots_job(self, table_id: int) -> None:
        while True:
            self._again.discard(table_id)
            await self.run_bots(table_id)
            if table_id not in self._again:
                return

    async def drain(self) -> None:
        """Wait for every background job: the tick's, automatic moves, answers' posts (tests,
        benches)."""
        while self.jobs.queued or self.jobs.running:
            await self.jobs.drain()

    async def close(self) -> None:
        """Shutdown: drop the jobs not yet started (their rows stay due, and a restart's
        first tick hands them out again) and wait for the running ones."""
        await self.jobs.close()

    async def run_bots(self, table_id: int) -> list[MoveOutcome]:
        """Play every automatic seat that must act, one move at a time through the ordinary
        save path, posting each; stops when a human must act or the game ends."""
        played: list[MoveOutcome] = []
        self._running[table_id] = self._running.get(table_id, 0) + 1
        try:
            await self._bots(table_id, played)
        finally:
            self._running[table_id] -= 1
            if not self._running[table_id]:
                del self._running[table_id]
        return played

    async def _bots(self, table_id: int, played: list[MoveOutcome]) -> None:
        for _ in range(BOT_CHAIN_LIMIT):
            try:
                outcome = await self.tables.auto_step(table_id)
            except GroveError as exc:
                log.info("table %s: automatic seat stopped (%s)", table_id, exc.code)
                break
            if outcome is None:
                break
            played.append(outcome)
            if self.notifier is not None:
                try:
                    await self.notifier.played(outcome)
                except Exception:
                    log.exception("table %s: posting an automatic move failed", table_id)

    # -- /game clock ---------------------------------------------------------------------

    def clock_view(self, table: Table,
                   away: Mapping[int, datetime] | None = None) -> list[SeatClockView]:
        """Every seat's clock at ``now``: deadline, move time and reserve left; ``away``: the
        seats whose players are on holiday (``vacation.away_seats``), besides the held
        ones the clocks show."""
        settings = settings_of(table)
        now = self.now()
        acting = table.to_act()
        held = vacation.held_seats(table)
        out = []
        for seat in table.seats:
            clock = clock_of(seat, settings)
            left = clocks.time_left(clock, settings, now)
            until = (away or {}).get(seat.seat, held.get(seat.seat))
            out.append(SeatClockView(
                seat.seat, seat.name, seat.seat in acting, seat.automatic,
                clock.deadline if seat.seat in acting else None,
                None if left is None else left[0], None if left is None else left[1], until))
        return out


#: the scheduler job that fires deadlines, and the seconds between two of its ticks
DEADLINES = "deadlines"
TICK_EVERY = 30.0


def _idle_after_holiday(table: Table, row: DeadlineRow, now: datetime) -> datetime | None:
    """When a table's idle close falls while it waits on a held seat (its player on
    holiday): after the latest such holiday, by the idle time left when the seat was held.
    None: no held seat, the close is due."""
    settings = settings_of(table)
    held = [clock_of(table.seats[s], settings) for s in vacation.held_seats(table)]
    if not held:
        return None
    due = datetime.fromisoformat(row.due)
    since = min(c.held_since for c in held if c.held_since is not None)
    back = max(max(c.held_until for c in held if c.held_until is not None), now)
    return back + max(timedelta(0), due - since)


def _human(seat: SeatRow) -> SeatRow:
    return replace(seat, auto=False)
