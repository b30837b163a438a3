"""tables/clocks.py: clock kinds, charging and refills, playing hours (DST, midnight),
reminders and quiet hours. Every figure below is worked out by hand in the comments."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import GroveError
from tables import clocks
from tables.clocks import (
    ClockSettings,
    DailyWindow,
    SeatClock,
    add_running,
    charge_move,
    give_more_time,
    hold_for_quiet,
    new_seat_clock,
    next_reminder,
    reminder_times,
    running_between,
    start_turn,
    time_left,
    timed_out,
)

H = timedelta(hours=1)
D = timedelta(days=1)
AMS = "Europe/Amsterdam"   # CET +1 / CEST +2; 2026: +2 from 29 Mar 01:00 UTC, +1 from 25 Oct
NYC = "America/New_York"   # EST -5 / EDT -4; 2026: EDT from 8 Mar, EST from 1 Nov 06:00 UTC


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


T0 = utc(2026, 1, 5, 12)  # a Monday in winter


def turn(kind: str, start: datetime = T0, hours: str | None = None, tz: str = AMS,
         clock: SeatClock | None = None) -> tuple[SeatClock, ClockSettings]:
    cs = ClockSettings(kind, None if hours is None else DailyWindow.parse(hours, tz))
    return start_turn(clock or new_seat_clock(cs), cs, start), cs


# ----------------------------------------------------------------------------- kinds

def test_kinds_match_the_issue():
    k = clocks.KINDS
    assert (k["relaxed"].move_time, k["relaxed"].reserve, k["relaxed"].refill) == (72 * H, 7 * D, D)
    assert (k["daily"].move_time, k["daily"].reserve) == (24 * H, 3 * D)
    assert (k["brisk"].move_time, k["brisk"].reserve) == (4 * H, D)
    assert not k["untimed"].timed and all(k[n].timed for n in ("relaxed", "daily", "brisk"))


def test_defaults_untimed_solo_relaxed_otherwise():
    assert clocks.default_kind(1) == "untimed"
    assert [clocks.default_kind(n) for n in range(2, 7)] == ["relaxed"] * 5
    assert ClockSettings.from_options(None, "", "Europe/Paris", seats=3) == ClockSettings()
    assert ClockSettings.from_options(None, None, None, seats=1) == ClockSettings("untimed")
    chosen = ClockSettings.from_options("brisk", "08-23", "Europe/Paris", seats=1)
    assert chosen == ClockSettings("brisk", DailyWindow.parse("08-23", "Europe/Paris"))


def test_unknown_kind_and_zone_are_refused_with_codes():
    with pytest.raises(GroveError) as e:
        ClockSettings("blitz")
    assert e.value.code == "BAD_CLOCK"
    with pytest.raises(GroveError) as e:
        DailyWindow.parse("08-23", "Mars/Olympus")
    assert e.value.code == "BAD_TIME_ZONE"


# ----------------------------------------------------------------------------- charging

def test_relaxed_deadline_is_move_time_plus_full_reserve():
    clock, _ = turn("relaxed")
    assert clock.reserve == 7 * D and clock.deadline == T0 + 72 * H + 7 * D
    assert not timed_out(clock, T0 + 10 * D - timedelta(seconds=1))
    assert timed_out(clock, T0 + 10 * D)


def test_a_move_within_the_move_time_costs_no_reserve():
    clock, cs = turn("relaxed")
    after = charge_move(clock, cs, T0 + 71 * H)
    assert after.reserve == 7 * D  # full, and the refill cannot go above the cap
    assert after.turn_start is None and after.deadline is None


def test_move_time_first_then_reserve_then_refill():
    clock, cs = turn("relaxed")
    # 100 h: 72 h of move time, 28 h from the reserve: 7 d - 28 h = 5 d 20 h; + 1 d = 6 d 20 h
    after = charge_move(clock, cs, T0 + 100 * H)
    assert after.reserve == 6 * D + 20 * H
    # the next turn's deadline uses what is left
    nxt = start_turn(after, cs, T0 + 200 * H)
    assert nxt.deadline == T0 + 200 * H + 72 * H + 6 * D + 20 * H


def test_refills_climb_back_to_the_cap_and_stop_there():
    clock, cs = turn("relaxed")
    clock = charge_move(clock, cs, T0 + 72 * H + 3 * D)  # 3 days of reserve: 4 d, +1 = 5 d
    assert clock.reserve == 5 * D
    reserves = []
    t = T0 + 10 * D
    for _ in range(4):  # quick moves: +1 d each, capped at 7 d
        clock = charge_move(start_turn(clock, cs, t), cs, t + H)
        reserves.append(clock.reserve)
        t += 2 * H
    assert reserves == [6 * D, 7 * D, 7 * D, 7 * D]


def test_reserve_never_goes_below_zero():
    clock, cs = turn("brisk")
    # 4 h + 1 d allowed; a move at 40 h (after more time) empties the reserve, then +80 min
    clock = charge_move(clock, cs, T0 + 40 * H)
    assert clock.reserve == timedelta(minutes=80)


def test_daily_and_brisk_refills():
    clock, cs = turn("daily")
    assert clock.deadline == T0 + 24 * H + 3 * D
    clock = charge_move(clock, cs, T0 + 48 * H)  # 24 h from the reserve: 2 d, + 8 h
    assert clock.reserve == 2 * D + 8 * H
    clock, cs = turn("brisk")
    assert clock.deadline == T0 + 28 * H
    clock = charge_move(clock, cs, T0 + 10 * H)  # 6 h from the reserve: 18 h, + 80 min
    assert clock.reserve == 19 * H + timedelta(minutes=20)


def test_untimed_has_no_deadline_and_charges_nothing():
    clock, cs = turn("untimed")
    assert clock.deadline is None and not timed_out(clock, T0 + 1000 * D)
    assert time_left(clock, cs, T0 + D) is None
    assert charge_move(clock, cs, T0 + 90 * D) == new_seat_clock(cs)


def test_give_more_time_once():
    clock, cs = turn("daily")
    late = T0 + 4 * D + H
    assert timed_out(clock, late)
    more = give_more_time(clock, cs, late)
    assert more.deadline == late + 24 * H and not timed_out(more, late + 23 * H)
    with pytest.raises(GroveError) as e:
        give_more_time(more, cs, late + 25 * H)
    assert e.value.code == "EXTRA_TIME_USED"


def test_time_left_counts_move_time_first():
    clock, cs = turn("relaxed")
    assert time_left(clock, cs, T0) == (72 * H, 7 * D)
    assert time_left(clock, cs, T0 + 70 * H) == (2 * H, 7 * D)
    assert time_left(clock, cs, T0 + 80 * H) == (timedelta(0), 7 * D - 8 * H)
    assert time_left(clock, cs, T0 + 11 * D) == (timedelta(0), timedelta(0))
    idle = charge_move(clock, cs, T0 + H)
    assert time_left(idle, cs, T0 + 5 * D) == (72 * H, 7 * D)


def test_json_round_trip():
    clock, cs = turn("brisk", hours="22-06", tz=NYC)
    assert SeatClock.from_json(clock.to_json()) == clock
    assert ClockSettings.from_json(cs.to_json()) == cs
    assert cs.to_json() == {"kind": "brisk", "playing_hours":
                            {"start": "22:00", "end": "06:00", "tz": NYC}}
    assert clock.to_json()["reserve"] == 86400
    idle = new_seat_clock(ClockSettings("relaxed"))
    assert SeatClock.from_json(idle.to_json()) == idle


def test_naive_datetimes_are_refused():
    cs = ClockSettings("daily")
    with pytest.raises(ValueError):
        start_turn(new_seat_clock(cs), cs, datetime(2026, 1, 5, 12))


# ----------------------------------------------------------------------------- windows

def test_parse_forms_and_refusals():
    w = DailyWindow.parse("8-23", AMS)
    assert w.text() == "08:00-23:00" and not w.spans_midnight
    assert DailyWindow.parse("08:30-23:15", AMS).text() == "08:30-23:15"
    assert DailyWindow.parse("22-06", AMS).spans_midnight
    assert DailyWindow.parse("08-24", AMS).text() == "08:00-00:00"  # to midnight
    for bad in ("25-3", "abc", "08-08", "8", "08-23-01", "07:61-09"):
        with pytest.raises(GroveError) as e:
            DailyWindow.parse(bad, AMS)
        assert e.value.code == "BAD_HOURS"


def test_contains_same_day_and_across_midnight():
    day = DailyWindow.parse("08-23", AMS)          # winter: local = UTC + 1
    assert not day.contains(utc(2026, 1, 5, 6, 59))  # 07:59
    assert day.contains(utc(2026, 1, 5, 7))          # 08:00
    assert day.contains(utc(2026, 1, 5, 21, 59))     # 22:59
    assert not day.contains(utc(2026, 1, 5, 22))     # 23:00
    night = DailyWindow.parse("22-06", AMS)
    assert night.contains(utc(2026, 1, 5, 22))       # 23:00
    assert night.contains(utc(2026, 1, 6, 4, 59))    # 05:59
    assert not night.contains(utc(2026, 1, 6, 5))    # 06:00
    assert not night.contains(utc(2026, 1, 6, 11))   # 12:00


def test_playing_hours_walk_across_days():
    # Brisk, 08-23 Amsterdam (winter), turn starts Monday 22:00 local = 21:00 UTC.
    # 4 h + 1 d = 28 h of clock: Mon 1 h, Tue 15 h (16), Wed 12 h from 08:00 -> 20:00 local.
    clock, cs = turn("brisk", start=utc(2026, 1, 5, 21), hours="08-23")
    assert clock.deadline == utc(2026, 1, 7, 19)
    # a move on Tuesday 09:00 local used 1 h + 1 h = 2 h: within the move time
    assert running_between(utc(2026, 1, 5, 21), utc(2026, 1, 6, 8), cs.playing_hours) == 2 * H
    assert charge_move(clock, cs, utc(2026, 1, 6, 8)).reserve == D


def test_a_turn_starting_outside_playing_hours_waits_for_them():
    # 03:00 local: nothing runs until 08:00; Daily 24 h + 3 d = 96 h = 6 windows of 15 h + 6 h
    clock, cs = turn("daily", start=utc(2026, 1, 5, 2), hours="08-23")
    # Mon..Sat 08-23 is 90 h; Sun 08:00 + 6 h = 14:00 local = 13:00 UTC
    assert clock.deadline == utc(2026, 1, 11, 13)
    assert time_left(clock, cs, utc(2026, 1, 5, 6)) == (24 * H, 3 * D)  # 07:00: untouched


def test_playing_hours_spanning_midnight():
    # 22-06 Amsterdam (winter): 8 h a night. Brisk 28 h = 3 nights + 4 h.
    clock, cs = turn("brisk", start=utc(2026, 1, 5, 12), hours="22-06")
    # Mon 22:00 local starts night 1; nights 1-3 end Thu 06:00; night 4: Thu 22:00 + 4 h
    assert clock.deadline == utc(2026, 1, 9, 1)  # Fri 02:00 local
    # started inside a night (Tue 01:00 local): 5 h that night
    assert running_between(utc(2026, 1, 6, 0), utc(2026, 1, 6, 12),
                           cs.playing_hours) == 5 * H


def test_spring_forward_day_is_shorter_inside_the_window():
    w = DailyWindow.parse("01-05", AMS)
    # 29 Mar 2026: 01:00 CET = 00:00 UTC, 05:00 CEST = 03:00 UTC: 3 real hours, not 4
    assert running_between(utc(2026, 3, 29, 0), utc(2026, 3, 29, 12), w) == 3 * H
    # from 28 Mar 00:00 UTC: 4 h that night, then the 3 h of the short night
    assert add_running(utc(2026, 3, 28, 0), 4 * H + 3 * H, w) == utc(2026, 3, 29, 3)
    # the day before: 4 h (00:00-04:00 UTC)
    assert running_between(utc(2026, 3, 28, 0), utc(2026, 3, 28, 12), w) == 4 * H


def test_fall_back_day_is_longer_inside_the_window():
    w = DailyWindow.parse("01-05", AMS)
    # 25 Oct 2026: 01:00 CEST = 24 Oct 23:00 UTC, 05:00 CET = 04:00 UTC: 5 real hours
    assert running_between(utc(2026, 10, 24, 12), utc(2026, 10, 25, 12), w) == 5 * H


def test_window_start_inside_the_skipped_hour_begins_at_the_jump():
    w = DailyWindow.parse("02:30-06", AMS)
    # 02:30 never happens on 29 Mar: the window opens at the jump, 01:00 UTC (03:00 CEST)
    a, b = next(w.intervals(utc(2026, 3, 29, 0)))
    assert (a, b) == (utc(2026, 3, 29, 1), utc(2026, 3, 29, 4))


def test_window_start_inside_the_repeated_hour_uses_its_first_occurrence():
    w = DailyWindow.parse("02:30-06", AMS)
    # 25 Oct: 02:30 CEST = 00:30 UTC; 06:00 CET = 05:00 UTC: 4.5 h
    a, b = next(w.intervals(utc(2026, 10, 24, 12)))
    assert (a, b) == (utc(2026, 10, 25, 0, 30), utc(2026, 10, 25, 5))


def test_night_window_across_new_york_fall_back():
    w = DailyWindow.parse("22-06", NYC)
    # Sat 31 Oct 22:00 EDT = 1 Nov 02:00 UTC; Sun 06:00 EST = 11:00 UTC: 9 real hours
    a, b = next(w.intervals(utc(2026, 10, 31, 20)))
    assert (a, b) == (utc(2026, 11, 1, 2), utc(2026, 11, 1, 11))
    # and a Relaxed deadline across it: 72 h + 7 d = 240 h of 8-hour nights = 30 nights,
    # the first of them 9 h long: 29 nights + 7 h of the 30th
    clock, _ = turn("relaxed", start=utc(2026, 10, 31, 20), hours="22-06", tz=NYC)
    # night 30 starts Sun 29 Nov 22:00 EST = 30 Nov 03:00 UTC; + 7 h = 10:00 UTC
    assert clock.deadline == utc(2026, 11, 30, 10)


@settings(max_examples=60, deadline=None)
@given(
    start=st.datetimes(min_value=datetime(2026, 1, 1), max_value=datetime(2027, 12, 31),
                       timezones=st.just(UTC)),
    minutes=st.integers(0, 20 * 24 * 60),
    a=st.integers(0, 23), b=st.integers(0, 23),
    tz=st.sampled_from([AMS, NYC, "Australia/Lord_Howe", "Asia/Kolkata", "UTC"]),
)
def test_add_running_and_running_between_agree(start, minutes, a, b, tz):
    if a == b:
        b = (b + 1) % 24
    w = DailyWindow(time(a), time(b), tz)
    amount = timedelta(minutes=minutes)
    end = add_running(start, amount, w)
    assert running_between(start, end, w) == amount
    if amount:
        # the clock was running just before the deadline
        assert w.contains(end - timedelta(seconds=1))


# ----------------------------------------------------------------------------- reminders

def test_relaxed_reminders_at_half_move_time_and_one_hour_left():
    clock, cs = turn("relaxed")
    assert next_reminder(clock, cs, T0) == T0 + 36 * H
    assert next_reminder(clock, cs, T0 + 36 * H) == T0 + 10 * D - H
    assert next_reminder(clock, cs, T0 + 10 * D - H) is None
    assert reminder_times(clock, cs, T0 + 30 * D) == [T0 + 36 * H, T0 + 10 * D - H]


def test_untimed_reminders_after_three_days_then_weekly():
    clock, cs = turn("untimed")
    assert reminder_times(clock, cs, T0 + 30 * D) == [T0 + 3 * D, T0 + 10 * D, T0 + 17 * D,
                                                      T0 + 24 * D]
    assert next_reminder(clock, cs, T0 + 3 * D - timedelta(seconds=1)) == T0 + 3 * D


def test_reminders_fall_in_playing_hours():
    # Brisk from Mon 22:00 local, 08-23: half the move time (2 h) is Tue 09:00 local;
    # one hour left (27 h of 28) is Wed 19:00 local
    clock, cs = turn("brisk", start=utc(2026, 1, 5, 21), hours="08-23")
    assert reminder_times(clock, cs, utc(2026, 2, 1)) == [utc(2026, 1, 6, 8), utc(2026, 1, 7, 18)]


def test_more_time_moves_the_last_reminder():
    clock, cs = turn("daily")
    late = T0 + 4 * D + H
    more = give_more_time(clock, cs, late)
    assert next_reminder(more, cs, late) == late + 23 * H


def test_no_reminder_outside_a_turn():
    cs = ClockSettings("daily")
    assert next_reminder(new_seat_clock(cs), cs, T0) is None


def test_quiet_hours_hold_a_reminder_until_they_end():
    quiet = DailyWindow.parse("22-07", NYC)  # January: EST, UTC - 5
    # 23:00 EST = 04:00 UTC: held to 07:00 EST = 12:00 UTC
    assert hold_for_quiet(utc(2026, 1, 6, 4), quiet) == utc(2026, 1, 6, 12)
    # 15:00 UTC = 10:00 EST: sent at once
    assert hold_for_quiet(utc(2026, 1, 6, 15), quiet) == utc(2026, 1, 6, 15)
    # held past the deadline: dropped
    assert hold_for_quiet(utc(2026, 1, 6, 4), quiet, deadline=utc(2026, 1, 6, 9)) is None
    assert hold_for_quiet(None, quiet) is None
    assert hold_for_quiet(utc(2026, 1, 6, 4), None) == utc(2026, 1, 6, 4)


def test_quiet_hours_do_not_stop_the_clock():
    # the Relaxed half-move reminder at T0 + 36 h = Wed 00:00 UTC = Tue 19:00 EST: not quiet;
    # a start 5 h later puts it at 00:00 EST: held to 07:00 EST, the deadline unchanged
    quiet = DailyWindow.parse("22-07", NYC)
    clock, cs = turn("relaxed", start=T0 + 5 * H)
    due = next_reminder(clock, cs, clock.turn_start)
    assert due == utc(2026, 1, 7, 5)
    assert hold_for_quiet(due, quiet, clock.deadline) == utc(2026, 1, 7, 12)
    assert clock.deadline == T0 + 5 * H + 10 * D


def test_two_reminders_held_into_one_morning_are_sent_once():
    # Brisk with 0 reserve left: 4 h; reminders at +2 h and +3 h both in the quiet night
    cs = ClockSettings("brisk")
    clock = start_turn(SeatClock(timedelta(0)), cs, utc(2026, 1, 6, 4))  # 23:00 EST
    quiet = DailyWindow.parse("22-07", NYC)
    first = hold_for_quiet(next_reminder(clock, cs, clock.turn_start), quiet, clock.deadline)
    # held to 07:00 EST = 12:00 UTC: past the 08:00 UTC deadline, so dropped
    assert first is None
    clock = start_turn(SeatClock(D), cs, utc(2026, 1, 6, 4))  # 28 h: deadline 08:00 UTC +1 d
    due = next_reminder(clock, cs, clock.turn_start)
    sent = hold_for_quiet(due, quiet, clock.deadline)
    assert (due, sent) == (utc(2026, 1, 6, 6), utc(2026, 1, 6, 12))
    # after sending at 12:00 the next reminder is the one-hour-left one, not a second ping
    assert next_reminder(clock, cs, sent) == clock.deadline - H


def test_a_held_clock_keeps_its_time_left_across_a_holiday_in_playing_hours():
    settings = clocks.ClockSettings("daily", clocks.DailyWindow.parse("08-20", "UTC"))
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    clock = clocks.start_turn(clocks.new_seat_clock(settings), settings, start)
    away = start + timedelta(hours=5)
    left = clocks.time_left(clock, settings, away)
    held = clocks.hold(clock, away, away + timedelta(days=3))
    assert clocks.SeatClock.from_json(held.to_json()) == held
    # stopped: what was left when it was held, a day later too
    assert clocks.time_left(held, settings, away + timedelta(days=1)) == left
    back = away + timedelta(days=2, hours=1)          # 15:00, two days later: ended early
    resumed = clocks.resume(held, settings, back)
    assert not resumed.held and resumed.deadline is not None
    assert clocks.running_between(back, resumed.deadline, settings.playing_hours) == \
        clocks.running_between(away, clock.deadline, settings.playing_hours)
    # the move charges the five running hours before the holiday and the 40 after, as if
    # there had been no holiday (21 hours past the move time come off the reserve)
    hours = settings.playing_hours
    charged = clocks.charge_move(resumed, settings,
                                 clocks.add_running(back, timedelta(hours=40), hours))
    plain = clocks.charge_move(clock, settings,
                               clocks.add_running(start, timedelta(hours=45), hours))
    assert charged.reserve == plain.reserve == timedelta(days=3, hours=-21 + 8)
    unheld = clocks.charge_move(clock, settings,
                                clocks.add_running(back, timedelta(hours=40), hours))
    assert unheld.reserve < charged.reserve


def test_holding_outside_a_turn_changes_nothing():
    settings = clocks.ClockSettings("relaxed")
    clock = clocks.new_seat_clock(settings)
    now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    assert clocks.hold(clock, now, now + timedelta(days=2)) == clock
    assert "held_since" not in clock.to_json()
