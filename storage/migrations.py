"""Numbered schema migrations, tracked by ``PRAGMA user_version`` (SQLite) or the one row
of ``grove_schema`` (PostgreSQL).

``MIGRATIONS[i]`` is the SQL script that takes the database from version ``i`` to ``i + 1``.
Never edit a script that has shipped: append a new one. Each script runs in one
``BEGIN IMMEDIATE`` transaction together with its ``PRAGMA user_version`` bump, so a crash
leaves the database at the previous version, never half-migrated, and two processes that
open a fresh file at the same time cannot both apply the same step.

One source for both backends: PostgreSQL runs the same scripts, each statement translated
by ``dialect.to_postgres`` (``dialect.postgres_statements``). A migration author writes SQLite and
keeps to what translates:

* ``CREATE TABLE`` / ``CREATE INDEX`` with ``IF NOT EXISTS``; types ``INTEGER`` (becomes
  ``BIGINT``: Discord ids fit), ``TEXT``, ``REAL``, ``BLOB``; an ``id INTEGER PRIMARY KEY
  AUTOINCREMENT`` for ids the database assigns; times as ``TEXT`` with the default
  ``(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`` (the same text on both);
* ``ALTER TABLE t ADD COLUMN c ...`` (guarded on both: a column that exists is skipped);
  booleans as ``INTEGER ... CHECK (c IN (0, 1))``, never SQL ``TRUE``/``FALSE`` values;
* ``INSERT OR IGNORE``, and ``INSERT OR REPLACE`` only into a table with a primary key,
  naming every column; plain ``UPDATE``/``DELETE``/``DROP TABLE IF EXISTS``;
* no SQLite-only functions (``json_*``, ``group_concat``, ``printf``, scalar ``MAX(a, b)``)
  and no ``PRAGMA``: a statement that needs them gets its PostgreSQL text in
  ``POSTGRES_STATEMENTS`` (keyed by a piece of the SQLite statement only it contains).

``tests/storage/test_storage_migrations.py`` runs every script on PostgreSQL when the tests
have a server (``GROVE_TEST_PG``), so a statement that does not translate fails there.
"""

from __future__ import annotations

import re
import sqlite3

import aiosqlite

_V1 = """
CREATE TABLE IF NOT EXISTS tables (
    -- AUTOINCREMENT: an id is never reused, so a button that carries an old table id can
    -- never act on a newer table.
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    game             TEXT    NOT NULL,
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    thread_id        INTEGER,
    lobby_message_id INTEGER,
    creator_id       INTEGER NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'running', 'over', 'abandoned')),
    options          TEXT    NOT NULL DEFAULT '{}',
    -- 64-bit unsigned seed as decimal text: SQLite INTEGER is signed 64-bit.
    seed             TEXT    NOT NULL,
    state            TEXT,
    version          INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    result           TEXT,
    created_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS tables_channel_status ON tables (channel_id, status);
CREATE INDEX IF NOT EXISTS tables_thread ON tables (thread_id);

CREATE TABLE IF NOT EXISTS seats (
    table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    to_act   INTEGER NOT NULL DEFAULT 0 CHECK (to_act IN (0, 1)),
    PRIMARY KEY (table_id, seat),
    UNIQUE (table_id, user_id)
);

-- /game mine and reminders: "where must this user act?" without reading game JSON.
CREATE INDEX IF NOT EXISTS seats_user_to_act ON seats (user_id, to_act);

CREATE TABLE IF NOT EXISTS moves (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    n          INTEGER NOT NULL CHECK (n >= 1),
    seat       INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    notation   TEXT    NOT NULL,
    events     TEXT    NOT NULL DEFAULT '[]',
    version    INTEGER NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (table_id, n)
);

-- The move log is history, replay and proof: append-only, enforced by the database itself.
CREATE TRIGGER IF NOT EXISTS moves_no_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'moves is append-only');
END;

CREATE TRIGGER IF NOT EXISTS moves_no_delete BEFORE DELETE ON moves
BEGIN
    SELECT RAISE(ABORT, 'moves is append-only');
END;

CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""

_V2 = """
-- Settings a user chooses with /settings and a server's admins with /server-settings.
-- One row per user / server, written on the first change. NULL in a setting column means
-- "not chosen: automatic", so a later migration adds a setting (DM reminders, quiet hours,
-- time zone, ...) as one more nullable column and every existing row keeps its meaning.
CREATE TABLE IF NOT EXISTS user_settings (
    user_id    INTEGER PRIMARY KEY,
    -- a catalog locale ('en', 'nl', 'de', 'fr'); NULL: follow the Discord client's language
    language   TEXT,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    -- the language of public posts; NULL: follow the server's preferred locale
    language   TEXT,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
"""

_V3 = """
-- The outbox: what Discord has been told. A table version above announced_version was saved
-- but not yet posted (a crash, a timeout, a failed post); the sweep posts it later, once.
ALTER TABLE tables ADD COLUMN announced_version INTEGER NOT NULL DEFAULT 0;
-- The message that carries the table's current turn (its picture, controls and ping), the
-- game's turn number it shows (while it does not change, the post is edited in place) and the
-- version announced before it was created (it shows every event since).
ALTER TABLE tables ADD COLUMN turn_message_id INTEGER;
ALTER TABLE tables ADD COLUMN turn_number INTEGER;
ALTER TABLE tables ADD COLUMN turn_since INTEGER;
-- Started but its thread not yet created and linked: the outbox does that idempotently, so a
-- start is one save and a crash cannot leave a running table without a place to play.
ALTER TABLE tables ADD COLUMN thread_pending INTEGER NOT NULL DEFAULT 0
    CHECK (thread_pending IN (0, 1));

-- Tables that existed before the outbox were announced the old way: never post them again.
UPDATE tables SET announced_version = version;

CREATE INDEX IF NOT EXISTS tables_unannounced ON tables (id) WHERE version > announced_version;
"""

_V4 = """
-- Abandoning a running game takes every other player's agreement: one row per player who
-- asked or agreed, kept with the table. A row older than 48 hours has lapsed (the service
-- ignores it); asking again refreshes it.
CREATE TABLE IF NOT EXISTS abandon_votes (
    table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    voted_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (table_id, user_id)
);

-- Stats: a finished table's result, written once in the transaction of its last action.
-- The primary key on table_id is what makes a second write impossible. Abandoned tables
-- have no row: they count for nobody.
CREATE TABLE IF NOT EXISTS results (
    table_id    INTEGER PRIMARY KEY REFERENCES tables (id),
    guild_id    INTEGER,
    game        TEXT    NOT NULL,
    reason      TEXT    NOT NULL DEFAULT '',
    -- 1 when a seat was played by the automatic player: such a table changes no rating
    automatic   INTEGER NOT NULL DEFAULT 0 CHECK (automatic IN (0, 1)),
    finished_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS results_guild_game ON results (guild_id, game);

-- One row per seat of a result: who sat there (and under which name), place and score.
CREATE TABLE IF NOT EXISTS result_seats (
    table_id INTEGER NOT NULL REFERENCES results (table_id),
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    -- 1 = first; tied seats share the better place (1, 2, 2, 4)
    place    INTEGER NOT NULL CHECK (place >= 1),
    score    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);

CREATE INDEX IF NOT EXISTS result_seats_user ON result_seats (user_id);
"""

_V5 = """
-- Slow play (issue 9): clocks, deadlines, automatic seats and reminder settings.

-- A table's slow-play settings, written when it is created: the clock (tables/clocks.py
-- ClockSettings JSON), how many automatic players fill empty seats at the start, and when a
-- human last acted (a table whose humans are all idle for 30 days is closed).
CREATE TABLE IF NOT EXISTS table_play (
    table_id      INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    clock         TEXT    NOT NULL DEFAULT '{"kind":"untimed","playing_hours":null}',
    bots          INTEGER NOT NULL DEFAULT 0 CHECK (bots >= 0),
    last_human_at TEXT
);

-- Per seat, from the start of the game: a human or an automatic player ('bot'; its seats
-- row has a negative user_id, never a Discord user), whether a human seat is played by the
-- automatic player for now (handed over after a timeout, until /game return), and its
-- clock (tables/clocks.py SeatClock JSON).
CREATE TABLE IF NOT EXISTS seat_play (
    table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    kind     TEXT    NOT NULL DEFAULT 'human' CHECK (kind IN ('human', 'bot')),
    auto     INTEGER NOT NULL DEFAULT 0 CHECK (auto IN (0, 1)),
    clock    TEXT,
    PRIMARY KEY (table_id, seat)
);

-- Deadlines fired by the scheduler: a reminder, a seat's timeout, the lapse of the other
-- players' answer to a timeout, a table's idle close. Written in the transaction of the
-- action that starts them, marked fired in the transaction of their effect.
CREATE TABLE IF NOT EXISTS deadlines (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat     INTEGER,
    kind     TEXT    NOT NULL CHECK (kind IN ('remind', 'timeout', 'answer', 'idle')),
    -- ISO 8601 UTC, as datetime.isoformat() writes it (sorts as text)
    due      TEXT    NOT NULL,
    fired    INTEGER NOT NULL DEFAULT 0 CHECK (fired IN (0, 1)),
    data     TEXT    NOT NULL DEFAULT '{}'
);

-- Seats the automatic player acts for: the scheduler finds those that must act (after a
-- restart cut their moves short) without reading every seat.
CREATE INDEX IF NOT EXISTS seat_play_automatic ON seat_play (table_id, seat)
    WHERE kind = 'bot' OR auto = 1;

CREATE INDEX IF NOT EXISTS deadlines_due ON deadlines (due) WHERE fired = 0;
CREATE INDEX IF NOT EXISTS deadlines_table ON deadlines (table_id, seat, kind);

-- /settings: reminders by DM (1/0; NULL: off), quiet hours ('22:00-07:00'; NULL: none),
-- time zone (an IANA name; NULL: UTC). Guarded: skipped where the column exists.
ALTER TABLE user_settings ADD COLUMN dm_reminders INTEGER;
ALTER TABLE user_settings ADD COLUMN quiet_hours TEXT;
ALTER TABLE user_settings ADD COLUMN time_zone TEXT;
"""

_USERNAMES = """
-- Each account's username, as last seen when it took a seat: a picture draws it for a seat
-- whose display name its font cannot draw. Kept per user, not per seat: it is the account's.
CREATE TABLE IF NOT EXISTS usernames (
    user_id  INTEGER PRIMARY KEY,
    username TEXT    NOT NULL
);
"""

_NOTICES = """
-- Slow-play notices (reminders, timeout offers, hand-overs) waiting for the outbox: written in
-- the transaction of the deadline that fires them, delivered (and retried) by the outbox.
-- ``dm``: 0 the thread, 1 a direct message still to try, 2 the direct message was tried
-- (never tried again: the thread gets it). ``live``: the delivered message still shows
-- buttons (a timeout offer) that go once ``offer``, its timeout row, is no longer answerable.
CREATE TABLE IF NOT EXISTS notices (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('remind', 'offer', 'handed')),
    seat       INTEGER,
    data       TEXT    NOT NULL DEFAULT '{}',
    dm         INTEGER NOT NULL DEFAULT 0 CHECK (dm IN (0, 1, 2)),
    state      TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dropped')),
    message_id INTEGER,
    live       INTEGER NOT NULL DEFAULT 0 CHECK (live IN (0, 1)),
    offer      INTEGER,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS notices_pending ON notices (table_id) WHERE state = 'pending';
CREATE INDEX IF NOT EXISTS notices_live ON notices (table_id) WHERE live = 1;
"""

_DAILY = """
-- The daily deal: a random secret per server (hex, made with ``secrets`` on first use; never
-- shown or logged), from which each UTC day's seed is derived. Guarded: skipped where the
-- column exists. Not a field of GuildSettings, so no settings read ever carries it.
ALTER TABLE guild_settings ADD COLUMN daily_secret TEXT;

-- Who played which server's daily deal on which UTC day: one game per player per day, the
-- day's small leaderboard, and whether its result was posted in the channel after the day.
CREATE TABLE IF NOT EXISTS daily_games (
    guild_id   INTEGER NOT NULL,
    day        TEXT    NOT NULL,  -- ISO date, UTC
    user_id    INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    channel_id INTEGER NOT NULL,
    posted     INTEGER NOT NULL DEFAULT 0 CHECK (posted IN (0, 1)),
    PRIMARY KEY (guild_id, day, user_id, game)
);

CREATE INDEX IF NOT EXISTS daily_games_unposted ON daily_games (day) WHERE posted = 0;
"""

_STANDINGS = """
-- Each player's figures per server, game and pool ('people': no automatic seat at the
-- table; 'bots': one at least, so those games change no people rating), kept up to date in
-- the transaction of each result: /stats and /leaderboard read these rows, not every result.
-- guild_id 0 stands for no server (the key cannot hold NULL and stay unique).
CREATE TABLE IF NOT EXISTS standings (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    pool        TEXT    NOT NULL CHECK (pool IN ('people', 'bots')),
    name        TEXT    NOT NULL,
    -- tables of two seats or more: outcome, places, best score, rating (mu, sigma)
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    place_total INTEGER NOT NULL DEFAULT 0,
    best_score  INTEGER,
    -- tables of one seat
    solo_games  INTEGER NOT NULL DEFAULT 0,
    solo_best   INTEGER,
    solo_table  INTEGER,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    -- the rating a leaderboard orders by, as the rater computed it (storage only sorts)
    ordinal     REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, pool, user_id)
);

-- /leaderboard: one game's best in one server and pool, read in order, a few rows.
CREATE INDEX IF NOT EXISTS standings_board ON standings (guild_id, game, pool, ordinal);

-- /stats: one player's rows in one server.
CREATE INDEX IF NOT EXISTS standings_player ON standings (guild_id, user_id);

-- Filled by replaying every recorded result, oldest first, through the rating code of the
-- store's user (storage has none): this mark asks the next open with a rater to do it, in
-- one transaction (``Results.replay_standings``). No results, nothing to replay.
INSERT OR REPLACE INTO meta (key, value)
    SELECT 'standings_replay', 'pending' WHERE EXISTS (SELECT 1 FROM results);
"""

_PUBLIC_AT = """
-- When a table last changed in a way everybody may know: ``updated_at`` also moves with
-- each private action (a draw in a simultaneous private phase), so anything shown to other
-- players (``/game mine``'s waiting times and order) reads this instead.
ALTER TABLE tables ADD COLUMN public_at TEXT;
UPDATE tables SET public_at = updated_at;
"""

_THREAD_PICTURES = """
-- How a server's game threads keep pictures: 'every' keeps each turn's picture; NULL (the
-- default) is compact: a superseded post is edited down to its text.
ALTER TABLE guild_settings ADD COLUMN thread_pictures TEXT;
"""

_SOLO_RESULTS = """
-- Solo results done right (issue 18). A seat the result ranks nowhere was stored at the last
-- place, which at a table of one seat is place 1: a lost solo game read as a win. Each seat
-- now says whether it was ranked; the rows written before are mended from the result the
-- table keeps (its ranking). Guarded: skipped where the column exists.
ALTER TABLE result_seats ADD COLUMN ranked INTEGER NOT NULL DEFAULT 1 CHECK (ranked IN (0, 1));
UPDATE result_seats SET ranked = 0
    WHERE table_id IN (SELECT id FROM tables
                       WHERE json_valid(result) AND json_type(result, '$.ranking') = 'array')
      AND NOT EXISTS (SELECT 1 FROM tables t, json_each(t.result, '$.ranking') g,
                                    json_each(g.value) s
                      WHERE t.id = result_seats.table_id AND s.value = result_seats.seat);

-- The table's rules options beside its result: a solo score is compared with solo games at
-- the same level only (which option that is, the rater knows from the game).
ALTER TABLE results ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
UPDATE results SET options = COALESCE((SELECT t.options FROM tables t
                                        WHERE t.id = results.table_id), '{}');

-- The standings get solo wins and losses, and a variant in their key (a solo level: each
-- its own best score). Rebuilt empty and filled by replaying every result, oldest first,
-- through the store's user's rater, as when they were made (``Results.replay_standings``).
DROP TABLE IF EXISTS standings;
CREATE TABLE IF NOT EXISTS standings (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    pool        TEXT    NOT NULL CHECK (pool IN ('people', 'bots')),
    -- '' at tables of two seats or more, and for a game whose solo play has no variants
    variant     TEXT    NOT NULL DEFAULT '',
    name        TEXT    NOT NULL,
    -- tables of two seats or more: outcome, places, best score, rating (mu, sigma)
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    place_total INTEGER NOT NULL DEFAULT 0,
    best_score  INTEGER,
    -- tables of one seat: games, won and lost (no draw alone), best score and its table
    solo_games  INTEGER NOT NULL DEFAULT 0,
    solo_wins   INTEGER NOT NULL DEFAULT 0,
    solo_losses INTEGER NOT NULL DEFAULT 0,
    solo_best   INTEGER,
    solo_table  INTEGER,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    -- the rating a leaderboard orders by, as the rater computed it (storage only sorts)
    ordinal     REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, pool, variant, user_id)
);

CREATE INDEX IF NOT EXISTS standings_board ON standings (guild_id, game, pool, ordinal);
CREATE INDEX IF NOT EXISTS standings_player ON standings (guild_id, user_id);

INSERT OR REPLACE INTO meta (key, value)
    SELECT 'standings_replay', 'pending' WHERE EXISTS (SELECT 1 FROM results);
"""

_VACATION = """
-- /settings vacation: the user's last holiday (ISO UTC: since, and its planned end, or the
-- moment it ended early) and the days of the allowance charged in one calendar year (UTC).
-- Guarded: skipped where the column exists.
ALTER TABLE user_settings ADD COLUMN vacation_since TEXT;
ALTER TABLE user_settings ADD COLUMN vacation_until TEXT;
ALTER TABLE user_settings ADD COLUMN vacation_year INTEGER;
ALTER TABLE user_settings ADD COLUMN vacation_used INTEGER;
"""

_DIGEST = """
-- The daily digest (/settings digest): the hour (0-23, in the player's own time zone) of one
-- direct message a day listing the games waiting for them, instead of their turn pings;
-- NULL: off (the default). Its state: NULL while it works, 'closed' once a direct message
-- found the player's DMs closed (their turn pings are back on until they choose it again).
ALTER TABLE user_settings ADD COLUMN digest_hour INTEGER;
ALTER TABLE user_settings ADD COLUMN digest_state TEXT;

-- The player's own date of the last digest handed out, and how it went: 'sending' is
-- written before the direct message goes (a restart or a second tick never sends that day's
-- again: at most once a day), then 'sent', 'empty' (nothing waited: no message) or 'closed'.
CREATE TABLE IF NOT EXISTS digests (
    user_id INTEGER PRIMARY KEY,
    day     TEXT    NOT NULL,
    state   TEXT    NOT NULL CHECK (state IN ('sending', 'sent', 'empty', 'closed')),
    at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
"""

_IMPORTED = """
-- A table read back from a game record (``/game import``, ``bot.py import``): finished, shown
-- by /game board and replays, but kept out of stats, ratings and /game mine (it has no
-- results row, and the queries of a user's tables skip it).
ALTER TABLE tables ADD COLUMN imported INTEGER NOT NULL DEFAULT 0 CHECK (imported IN (0, 1));
"""

_BOARDS = """
-- The live board of a channel's games (tables/board.py): a row per channel where a server
-- manager turned it on. ``message_id`` is the board post once recorded; ``posting`` is set
-- before a new post is sent and cleared with its record, so after a crash between the two
-- the post is looked for by its marker instead of being made twice.
CREATE TABLE IF NOT EXISTS boards (
    channel_id INTEGER PRIMARY KEY,
    guild_id   INTEGER,
    message_id INTEGER,
    posting    INTEGER NOT NULL DEFAULT 0 CHECK (posting IN (0, 1)),
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- "Everyone else is done": the one mention of the last seat still to act in a simultaneous
-- phase, claimed once per table and turn before it is sent (never twice, even after a
-- restart).
CREATE TABLE IF NOT EXISTS last_calls (
    table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    turn     INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    PRIMARY KEY (table_id, turn)
);
"""

_BOT_LEVELS = """
-- Levels of the automatic player (issue 20): the level a table's automatic seats play
-- (/game new bot_level: 'easy', 'normal', 'strong'); NULL: the table chose none (Normal, and
-- a seat handed to the automatic player after a timeout plays Normal too). Guarded.
ALTER TABLE table_play ADD COLUMN bot_level TEXT;

-- The level of a finished table's automatic seats, beside its result: each level is one
-- rated identity ("Grove (Strong)"). Results written before levels were played at Normal.
ALTER TABLE results ADD COLUMN bot_level TEXT NOT NULL DEFAULT 'normal';

-- Automatic seats were rated by their seat number, across tables; they are now rated as
-- their level: the standings are replayed from every result through the rater.
INSERT OR REPLACE INTO meta (key, value)
    SELECT 'standings_replay', 'pending' WHERE EXISTS (SELECT 1 FROM results WHERE automatic = 1);
"""

#: PostgreSQL's text of the migration statements SQLite's does not translate: a piece only
#: that SQLite statement contains -> the statement PostgreSQL runs instead.
POSTGRES_STATEMENTS: dict[str, str] = {
    # _SOLO_RESULTS: mark the seats a stored ranking leaves out (JSON read per dialect).
    "json_each(t.result, '$.ranking')": """
UPDATE result_seats SET ranked = 0
    WHERE table_id IN (SELECT id FROM tables
                       WHERE result IS NOT NULL
                         AND json_typeof(result::json -> 'ranking') = 'array')
      AND NOT EXISTS (SELECT 1 FROM tables t,
                                    json_array_elements(t.result::json -> 'ranking') g,
                                    json_array_elements(g) s
                      WHERE t.id = result_seats.table_id AND s::text = result_seats.seat::text)
""",
}

#: Migration scripts in order; the database's ``user_version`` counts how many ran.
MIGRATIONS: list[str] = [_V1, _V2, _V3, _V4, _V5, _USERNAMES, _NOTICES, _DAILY, _STANDINGS,
                         _PUBLIC_AT, _THREAD_PICTURES, _SOLO_RESULTS, _VACATION, _DIGEST,
                         _IMPORTED, _BOARDS, _BOT_LEVELS]

#: The schema version this code expects.
LATEST_VERSION = len(MIGRATIONS)


class SchemaTooNew(RuntimeError):
    """The database was written by a newer Grove; refuse rather than corrupt it."""


def split_statements(script: str) -> list[str]:
    """Split a SQL script into complete statements (trigger bodies stay whole).

    ``executescript`` would commit our open transaction first, so a migration is run
    statement by statement inside our own transaction instead.
    """
    statements: list[str] = []
    buffer = ""
    pieces = script.split(";")
    for i, piece in enumerate(pieces):
        # Put back the semicolons split() removed (none after the last piece).
        buffer += piece + (";" if i < len(pieces) - 1 else "")
        if sqlite3.complete_statement(buffer):
            if buffer.strip(" \n\t;"):
                statements.append(buffer.strip())
            buffer = ""
    if buffer.strip(" \n\t;"):
        raise ValueError(f"incomplete SQL statement at end of script: {buffer.strip()!r}")
    return statements


_ADD_COLUMN = re.compile(
    r"\s*ALTER\s+TABLE\s+(\w+)\s+ADD\s+COLUMN\s+(\w+)", re.IGNORECASE)


def added_column(statement: str) -> tuple[str, str] | None:
    """(table, column) when ``statement`` is ``ALTER TABLE t ADD COLUMN c ...``, else None.

    SQLite has no ``ADD COLUMN IF NOT EXISTS``: the runner skips such a statement when the
    column is there already, so every script can run twice.
    """
    code = "\n".join(line for line in statement.splitlines()
                     if not line.strip().startswith("--"))
    match = _ADD_COLUMN.match(code)
    return None if match is None else (match[1], match[2])


async def _has_column(conn: aiosqlite.Connection, table: str, column: str) -> bool:
    # PRAGMA takes no bound parameters; ``table`` matched \w+ in our own script.
    async with conn.execute(f"PRAGMA table_info({table})") as cur:
        return any(row[1] == column for row in await cur.fetchall())


async def run_statement(conn: aiosqlite.Connection, statement: str) -> None:
    """Run one migration statement; a guarded ``ADD COLUMN`` whose column exists is skipped."""
    target = added_column(statement)
    if target is not None and await _has_column(conn, *target):
        return
    await conn.execute(statement)


async def user_version(conn: aiosqlite.Connection) -> int:
    """Return the database's ``PRAGMA user_version``."""
    async with conn.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def migrate(conn: aiosqlite.Connection) -> list[int]:
    """Bring the schema to ``LATEST_VERSION``; return the versions applied (empty if none).

    ``conn`` must be in autocommit mode (``isolation_level=None``).
    """
    applied: list[int] = []
    current = await user_version(conn)
    if current > LATEST_VERSION:
        raise SchemaTooNew(f"database schema {current} is newer than this code ({LATEST_VERSION})")
    while current < LATEST_VERSION:
        target = current + 1
        await conn.execute("BEGIN IMMEDIATE")
        try:
            # Another process may have migrated between our read and our write lock.
            current = await user_version(conn)
            if current >= target:
                await conn.execute("ROLLBACK")
                continue
            for statement in split_statements(MIGRATIONS[current]):
                await run_statement(conn, statement)
            # PRAGMA takes no bound parameters; target is an int we computed.
            await conn.execute(f"PRAGMA user_version = {int(target)}")
            await conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            raise
        applied.append(target)
        current = target
    return applied
