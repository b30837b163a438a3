"""Slow play's pure planning: the clock and deadline changes of one action.

``plan_turns``: given a table's clock setting, its seats (with their saved clocks), who had
to act before an action and who must act after it, and ``now``, the ``Schedule`` to write in
the action's own transaction (charged and started clocks, reminder and timeout rows, the
idle close). ``Tables`` (tables/service.py) calls it on every start and every move, so a
deadline exists exactly when its turn does; ``SlowPlay`` (tables/slowplay.py) fires them.
Kept apart from both so that neither imports the other's module to plan.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from rules.errors import GroveError
from storage import NewDeadline, Schedule, SeatRow
from tables import clocks
from tables.clocks import ClockSettings, DailyWindow, SeatClock

#: a table whose humans have all been idle this long is closed
IDLE_CLOSE = timedelta(days=30)
#: the notation of a claimed timeout win (a table action, not a game move)
CLAIM = "!claim-timeout"
#: the data key of a held seat's resume row
RESUME = "resume"


class Seated(Protocol):
    """What planning reads of a table: its stored play settings and its seats."""

    @property
    def play(self) -> Any: ...

    @property
    def seats(self) -> Sequence[SeatRow]: ...


def iso(moment: datetime) -> str:
    """ISO 8601 in UTC, as stored in deadline rows (sorts as text)."""
    return moment.astimezone(UTC).isoformat()


def settings_of(table: Seated) -> ClockSettings:
    """The table's clock setting (untimed when none was stored)."""
    if table.play is None:
        return ClockSettings("untimed")
    return ClockSettings.from_json(table.play.clock)


def clock_of(seat: SeatRow, settings: ClockSettings) -> SeatClock:
    """A seat's saved clock, or a fresh one."""
    if seat.clock is None:
        return clocks.new_seat_clock(settings)
    return SeatClock.from_json(seat.clock)


def quiet_window(quiet_hours: str | None, time_zone: str | None) -> DailyWindow | None:
    """A user's quiet hours as a window (None: none, or unreadable)."""
    if not quiet_hours:
        return None
    try:
        return DailyWindow.parse(quiet_hours, time_zone or "UTC")
    except GroveError:
        return None


def first_reminder(clock: SeatClock, settings: ClockSettings, now: datetime,
                   quiet: DailyWindow | None, seat: int) -> NewDeadline | None:
    """The next reminder row of a running turn after ``now``, held for quiet hours."""
    when = clocks.hold_for_quiet(clocks.next_reminder(clock, settings, now), quiet,
                                 clock.deadline)
    return None if when is None else NewDeadline(seat, "remind", iso(when))


def resume_row(seat: int, until: datetime) -> NewDeadline:
    """The row that starts a held seat's clock again when its holiday ends: a ``timeout``
    row (the only deadline a held turn has), marked ``resume`` so it times nobody out."""
    return NewDeadline(seat, "timeout", iso(until), {RESUME: True})


def is_resume(row: Any) -> bool:
    """Whether a deadline row is a held seat's ``resume`` row."""
    return row.kind == "timeout" and bool(row.data.get(RESUME))


def plan_turns(settings: ClockSettings, seats: Sequence[SeatRow], before: frozenset[int],
               after: frozenset[int], turn_passed: bool, now: datetime,
               quiet: Mapping[int, DailyWindow | None], *, over: bool = False,
               human_acted: bool = False,
               away: Mapping[int, datetime] | None = None) -> Schedule:
    """The clock and deadline changes of one action (pure).

    A seat's turn ends when it leaves ``before`` for good or the turn passes (its clock is
    charged, its reminder, timeout and answer rows dropped); a turn starts for each seat in
    ``after`` that was not acting or whose turn passed (its clock starts; a human seat gets a
    timeout row at its deadline and its first reminder). ``human_acted`` moves the idle close
    30 days on. ``over``: every pending row goes. ``away``: the seats whose players are on
    holiday, with the planned end; a turn that starts for one of them starts held (no
    reminder, no timeout), with one ``resume`` row at the holiday's end instead.
    """
    by_seat = {s.seat: s for s in seats}
    new_clocks: dict[int, dict[str, Any] | None] = {}
    cancel: list[tuple[int | None, str]] = []
    add: list[NewDeadline] = []
    ended = {s for s in before if over or turn_passed or s not in after}
    started = set() if over else {s for s in after if turn_passed or s not in before}
    for seat in sorted(ended | started):
        row = by_seat[seat]
        clock = clock_of(row, settings)
        if seat in ended:
            clock = clocks.charge_move(clock, settings, now)
            cancel.extend((seat, kind) for kind in ("remind", "timeout", "answer"))
        if seat in started:
            clock = clocks.start_turn(clock, settings, now)
            until = None if away is None or row.automatic else away.get(seat)
            if until is not None:
                clock = clocks.hold(clock, now, until)
                add.append(resume_row(seat, until))
            elif not row.automatic:
                if clock.deadline is not None:
                    add.append(NewDeadline(seat, "timeout", iso(clock.deadline)))
                reminder = first_reminder(clock, settings, now, quiet.get(seat), seat)
                if reminder is not None:
                    add.append(reminder)
        new_clocks[seat] = clock.to_json()
    human_at = None
    if human_acted and not over:
        cancel.append((None, "idle"))
        add.append(NewDeadline(None, "idle", iso(now + IDLE_CLOSE)))
        human_at = iso(now)
    return Schedule(cancel=tuple(cancel), cancel_all=over, add=tuple(add), clocks=new_clocks,
                    human_at=human_at)


def offered_actions(table: Seated, seat: int, clock: SeatClock,
                    settings: ClockSettings) -> tuple[str, ...]:
    """The answers the other players may give to ``seat``'s timeout."""
    out = []
    if settings.spec.timed and not clock.extra_used:
        out.append("more")
    out.append("hand")
    if len(table.seats) == 2:
        out.append("claim")
    return tuple(out)
