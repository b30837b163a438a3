"""The daily digest on the injectable clock: once a day at the player's hour in their zone,
listing exactly the tables waiting for them; turn posts name them without a mention (the
end-of-game mention stays); closed DMs bring the pings back and tell them once; a restart
sends no second digest that day."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from storage import Store
from tables import Tables
from tables.digest import CLOSED, EMPTY, FAILED, SENT, SKIPPED, DailyDigest, Digest, due_day
from tables.outbox import Outbox, PostFailed
from tables.scheduler import Scheduler
from tests.databases import database
from tests.tables.helpers import ANN, BOB, CY, Clock, D, H, damage, raw

from .fake_poster import FakePoster

#: 2026-03-02 is a Monday; Europe/Amsterdam is UTC+1 then (no summer time until 29 March)
ZONE = "Europe/Amsterdam"
#: 08:00 in Amsterdam
EIGHT = datetime(2026, 3, 2, 7, 0, tzinfo=UTC)
MIN = timedelta(minutes=1)


class DigestDiscord(FakePoster):
    """The fake Discord, with direct-message digests and what each post names."""

    def __init__(self) -> None:
        super().__init__()
        self.digests: list[Digest] = []
        self.digest_tries: list[int] = []
        self.refuse: set[int] = set()  # users whose digest fails for a passing reason
        self.named: dict[int, list[int]] = {}  # message id -> seats named, not mentioned

    async def dm_digest(self, digest: Digest) -> bool:
        self.digest_tries.append(digest.user_id)
        if digest.user_id in self.refuse:
            raise PostFailed("fake 503")
        if digest.user_id in self.dm_closed:
            return False
        self.digests.append(digest)
        return True

    async def send(self, channel_id, post):
        message_id = await super().send(channel_id, post)
        self.named[message_id] = sorted(post.named)
        return message_id

    def digests_of(self, user_id: int) -> list[Digest]:
        return [d for d in self.digests if d.user_id == user_id]


@pytest.fixture(autouse=True)
def fake_games(fake_race):
    """Every test here may play the fast test game."""


@pytest.fixture
def clock():
    clock = Clock()
    clock.at = EIGHT - 2 * H
    return clock


@pytest.fixture
async def store(tmp_path):
    store = await Store.open(database(tmp_path))
    yield store
    await store.close()


class World:
    """A table service, an outbox and a digest on one fake Discord and one clock."""

    def __init__(self, store, clock, poster: DigestDiscord) -> None:
        self.store = store
        self.clock = clock
        self.poster = poster
        self.tables = Tables(store, now=clock)
        self.outbox = Outbox(self.tables, poster, Scheduler(clock))
        self.digest = self.restart()

    def restart(self) -> DailyDigest:
        """A new digest service on the same database (as after a restart)."""
        self.digest = DailyDigest(self.store, self.poster,
                                  told=lambda table_id: self.outbox.notices.deliver(table_id))
        return self.digest

    async def tick_at(self, moment: datetime) -> int:
        self.clock.at = moment
        handed = await self.digest.tick(moment)
        await self.digest.drain()
        return handed

    async def game(self, players, game="fake_race", channel=10):
        out = await self.tables.create(game_id=game, guild_id=5, channel_id=channel,
                                       user_id=players[0], name=f"u{players[0]}", options={})
        for user in players[1:]:
            await self.tables.join(out.table.id, user, f"u{user}")
        if out.table.row.status == "lobby":  # a solo game starts at once
            await self.tables.start(out.table.id, players[0])
        await self.outbox.announce(out.table.id)
        return await self.tables.load(out.table.id)

    async def step(self, table):
        """The player to act steps; the move is announced."""
        (seat,) = table.to_act()
        out = await self.tables.move(table.id, table.user_of(seat), "step")
        await self.outbox.announce(table.id)
        return out.table


@pytest.fixture
def poster():
    return DigestDiscord()


@pytest.fixture
def w(store, clock, poster):
    return World(store, clock, poster)


# -- when a digest is due -------------------------------------------------------------------


@pytest.mark.parametrize("now, hour, zone, day", [
    (EIGHT, 8, ZONE, "2026-03-02"),                       # 08:00 in Amsterdam
    (EIGHT - H, 8, ZONE, None),                           # 07:00 there: not yet
    (EIGHT, 7, "UTC", "2026-03-02"),                      # 07:00 UTC
    (EIGHT, 8, "UTC", None),
    (EIGHT + 2 * H + 59 * MIN, 8, ZONE, "2026-03-02"),     # 10:59: still within the grace
    (EIGHT + 3 * H, 8, ZONE, None),                       # 11:00: that day has none
    # 00:30 the next day: within the grace of the evening before's 23:00, not of 21:00
    (datetime(2026, 3, 2, 23, 30, tzinfo=UTC), 23, ZONE, "2026-03-02"),
    (datetime(2026, 3, 2, 23, 30, tzinfo=UTC), 21, ZONE, None),
    (EIGHT, 8, None, None),                               # no zone: UTC
    (EIGHT, 8, "No/Such_Zone", None),                     # a vanished zone: UTC
    # 29 March 2026: Amsterdam skips 02:00-03:00; a digest at 2 comes at 03:00 (01:00 UTC)
    (datetime(2026, 3, 29, 1, 0, tzinfo=UTC), 2, ZONE, "2026-03-29"),
])
def test_due_day_is_the_players_own_date_at_their_hour(now, hour, zone, day):
    assert due_day(now, hour, zone) == day


# -- the digest ------------------------------------------------------------------------------


async def test_one_digest_a_day_at_the_hour_listing_exactly_the_tables_waiting(w, poster):
    mine = await w.game((ANN, BOB))                 # Ann to act
    theirs = await w.step(await w.game((ANN, CY)))  # Cy to act: not Ann's turn
    other = await w.game((BOB, ANN))                # Bob to act
    also_mine = await w.step(await w.game((CY, ANN)))  # Ann to act
    solo = await w.game((ANN,), game="temps_des_forets")  # a solo game never pinged
    over = await w.game((ANN, BOB))
    for _ in range(5):
        over = await w.step(over)
    assert over.row.status == "over"
    await w.store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)

    assert await w.tick_at(EIGHT - 5 * MIN) == 0  # 07:55 in Amsterdam
    assert poster.digests == []
    assert await w.tick_at(EIGHT + 5 * MIN) == 1
    [digest] = poster.digests
    assert digest.user_id == ANN and digest.day == "2026-03-02"
    assert {r.table_id for r in digest.rows} == {mine.id, also_mine.id}
    assert not {theirs.id, other.id, solo.id, over.id} & {r.table_id for r in digest.rows}
    row = next(r for r in digest.rows if r.table_id == mine.id)
    assert (row.guild_id, row.channel_id, row.thread_id, row.seat) == (
        5, 10, mine.row.thread_id, 0)
    # later ticks of the day send nothing more; the next day's hour sends the next one
    for later in (EIGHT + 10 * MIN, EIGHT + H, EIGHT + 12 * H):
        assert await w.tick_at(later) == 0
    assert len(poster.digests) == 1
    assert await w.tick_at(EIGHT + D) == 1
    assert [d.day for d in poster.digests] == ["2026-03-02", "2026-03-03"]
    assert await w.store.digest_day(ANN) == ("2026-03-03", SENT)


async def test_the_digest_shows_when_a_table_last_changed_in_public_only(w, poster, tmp_path):
    table = await w.game((ANN, BOB))
    await w.store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)
    public = (await w.store.digest_tables(ANN))[0].since
    # a private action elsewhere at the table moves updated_at, never public_at
    damage(database(tmp_path), table.id, updated_at="2026-03-02T06:59:00.000Z")
    await w.tick_at(EIGHT)
    [digest] = poster.digests
    assert [r.since for r in digest.rows] == [public]
    assert public != "2026-03-02T06:59:00.000Z"


async def test_a_player_on_holiday_gets_no_digest(w, poster):
    await w.game((ANN, BOB))  # Ann to act
    await w.store.update_user_settings(
        ANN, digest_hour=8, time_zone=ZONE,
        vacation_since=(EIGHT - D).isoformat(), vacation_until=(EIGHT + D).isoformat())
    await w.tick_at(EIGHT)
    assert poster.digest_tries == []
    # back from the holiday: the next day's digest comes as usual
    await w.tick_at(EIGHT + D + H)
    assert [d.day for d in poster.digests] == ["2026-03-03"]


async def test_nothing_waiting_sends_nothing_and_the_day_is_done(w, poster):
    table = await w.step(await w.game((ANN, BOB)))  # Bob to act
    await w.store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)
    await w.tick_at(EIGHT)
    assert poster.digest_tries == []
    assert await w.store.digest_day(ANN) == ("2026-03-02", EMPTY)
    await w.step(table)  # Ann's turn again, the same day: no digest before tomorrow
    assert await w.tick_at(EIGHT + H) == 0
    assert await w.tick_at(EIGHT + D) == 1 and len(poster.digests) == 1


async def test_turn_posts_name_a_digest_taker_without_pinging_them(w, poster):
    await w.store.update_user_settings(BOB, digest_hour=8, time_zone=ZONE)
    table = await w.game((ANN, BOB, CY))
    [start] = poster.posts_of(table.id)
    assert start.ping == [0] and poster.named[start.id] == []  # Ann to act: pinged
    table = await w.step(table)  # Bob to act: named, not mentioned
    post = poster.posts_of(table.id)[-1]
    assert (post.kind, post.ping, poster.named[post.id]) == ("turn", [], [1])
    table = await w.step(table)  # Cy to act: pinged as before
    post = poster.posts_of(table.id)[-1]
    assert (post.ping, poster.named[post.id]) == ([2], [])
    # the end of the game mentions every player, the digest taker too
    while table.row.status == "running":
        table = await w.step(table)
    result = poster.posts_of(table.id)[-1]
    assert result.kind == "result" and result.ping == [0, 1, 2]


async def test_turning_the_digest_off_brings_the_pings_back(w, poster):
    await w.store.update_user_settings(BOB, digest_hour=8)
    table = await w.step(await w.game((ANN, BOB)))
    assert poster.posts_of(table.id)[-1].ping == []
    await w.store.update_user_settings(BOB, digest_hour=None)
    table = await w.step(await w.step(table))
    assert poster.posts_of(table.id)[-1].ping == [1]


async def test_closed_dms_turn_the_pings_back_on_and_tell_the_player_once(w, poster, store):
    first = await w.game((BOB, ANN), channel=11)
    await w.step(first)  # Ann to act, the longest waiting
    w.clock.at += H
    second = await w.game((ANN, BOB))  # Ann to act
    await store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)
    poster.dm_closed.add(ANN)

    await w.tick_at(EIGHT)
    assert poster.digest_tries == [ANN] and poster.digests == []
    settings = await store.user_settings(ANN)
    assert settings.digest_state == CLOSED and not settings.digest_active
    # told once, in the thread of the game that waited longest, by a reminder that pings
    [told] = poster.notices
    assert (told.table, told.kind, told.seat, told.data.get("digest")) == (
        first.id, "remind", 1, "closed")
    assert told.channel == (await w.tables.load(first.id)).row.thread_id
    # the pings are back: Ann's next turn post mentions her
    second = await w.step(await w.step(second))
    assert poster.posts_of(second.id)[-1].ping == [0]
    # no digest is tried again, nor is she told again, on later days
    for day in (1, 2):
        await w.tick_at(EIGHT + day * D)
    assert poster.digest_tries == [ANN] and len(poster.notices) == 1
    assert len(await store.notices(first.id)) == 1
    # choosing the digest again (DMs opened) tries again
    poster.dm_closed.clear()
    await store.update_user_settings(ANN, digest_hour=8, digest_state=None)
    await w.tick_at(EIGHT + 3 * D)
    assert [d.day for d in poster.digests] == ["2026-03-05"]


async def test_a_restart_sends_no_second_digest_that_day(w, poster):
    await w.game((ANN, BOB))
    await w.store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)
    await w.tick_at(EIGHT)
    w.restart()
    assert await w.tick_at(EIGHT + 10 * MIN) == 0
    assert await w.digest.deliver(ANN, "2026-03-02") == SKIPPED
    assert len(poster.digests) == 1


async def test_a_crash_between_the_claim_and_the_send_loses_that_days_digest(w, poster,
                                                                             tmp_path):
    await w.game((ANN, BOB))
    await w.store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)
    # the day was claimed, then the process died before Discord took the message
    assert await w.store.claim_digest(ANN, "2026-03-02")
    w.restart()
    assert await w.tick_at(EIGHT) == 0
    assert poster.digest_tries == []  # at most once: never a second message that day
    assert raw(database(tmp_path), "SELECT state FROM digests") == [("sending",)]
    assert await w.tick_at(EIGHT + D) == 1 and len(poster.digests) == 1


async def test_a_refused_send_is_tried_again_the_same_day(w, poster):
    await w.game((ANN, BOB))
    await w.store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)
    poster.refuse.add(ANN)
    await w.tick_at(EIGHT)
    assert poster.digest_tries == [ANN] and await w.store.digest_day(ANN) is None
    assert await w.digest.deliver(ANN, "2026-03-02") == FAILED
    poster.refuse.clear()
    await w.tick_at(EIGHT + 5 * MIN)
    assert [d.day for d in poster.digests] == ["2026-03-02"]
    assert await w.store.digest_day(ANN) == ("2026-03-02", SENT)


async def test_two_ticks_at_once_send_one_digest(w, poster):
    await w.game((ANN, BOB))
    await w.store.update_user_settings(ANN, digest_hour=8, time_zone=ZONE)
    other = DailyDigest(w.store, poster)
    w.clock.at = EIGHT
    await w.digest.tick(EIGHT)
    await other.tick(EIGHT)
    await w.digest.drain()
    await other.drain()
    assert len(poster.digests) == 1
