"""Game records: export, import back to the same game, and clear errors for damaged records.

Games are played through the table service (so the move log is the real one), partly by the
automatic player and partly by seeded random legal moves, at several seat counts and options.
"""

from __future__ import annotations

import random
import re
from datetime import timedelta

import pytest

from rules.errors import GroveError
from storage import ImportedMove, ImportedSeat
from tables import Tables, offered_moves
from tables.records import (
    FORMAT,
    RecordError,
    export_record,
    import_record,
    parse_record,
    record_day,
    replay_record,
)
from tables.stats import Stats
from tests.tables.helpers import Clock

ANN, BOB, CY, DEE, EVE, FAY = 11, 12, 13, 14, 15, 16
HUMANS = (ANN, BOB, CY, DEE, EVE, FAY)


async def play(tables: Tables, game: str, seats: int, options: dict[str, str], seed: int, *,
               bots: int = 0, stop_after: int | None = None, resign_at: int | None = None,
               timeout_at: int | None = None, bot_level: str | None = None) -> int:
    """A table of ``game`` played to its end (or ``stop_after`` actions): automatic moves
    mixed with seeded random legal ones; ``resign_at``: that action is a resignation;
    ``timeout_at``: that action is played as the table plays a timed-out seat's."""
    rnd = random.Random(seed)
    humans = seats - bots
    out = await tables.create(game_id=game, guild_id=5, channel_id=10, user_id=ANN,
                              name="Ann \"the\" first", options=options, seed=seed,
                              bots=bots, bot_names=["Robo"] * bots, username="ann",
                              bot_level=bot_level)
    table_id = out.table.id
    if not out.started:
        for user in HUMANS[1:humans]:
            await tables.join(table_id, user, f"P{user}")
        await tables.start(table_id, ANN)
    table = await tables.load(table_id)
    n = 0
    while table.row.status == "running" and (stop_after is None or n < stop_after):
        seat = rnd.choice(sorted(table.to_act()))
        if n == resign_at:
            move = table.game.parse_move("resign")
        elif rnd.random() < 0.3:
            legal = offered_moves(table.game, table.state, seat, limit=60)
            move = table.game.parse_move(rnd.choice(legal))
        else:
            move = table.game.auto_move(table.state, seat)
        async with tables.lock(table_id):
            tag = "timeout" if n == timeout_at else None
            table = (await tables.play_for(table, seat, move, tag=tag)).table
        n += 1
    return table_id


async def same_game(tables: Tables, old: int, new: int) -> None:
    a, b = await tables.load(old), await tables.load(new)
    assert b.row.status == a.row.status
    assert b.game.to_json(b.state) == a.game.to_json(a.state)
    assert b.row.result == a.row.result
    assert b.row.options == a.row.options and b.row.seed == a.row.seed
    assert [(s.user_id, s.name, s.kind) for s in b.seats] == \
        [(s.user_id, s.name, s.kind) for s in a.seats]
    assert not any(s.to_act for s in b.seats)
    _, old_moves = await tables.history(old)
    _, new_moves = await tables.history(new)
    assert [(m.seat, m.user_id, m.notation, m.events) for m in new_moves] == \
        [(m.seat, m.user_id, m.notation, m.events) for m in old_moves]
    assert await tables.store.is_imported(new) and not await tables.store.is_imported(old)
    # nothing waits to be posted for it, and the replay of its log is its state
    assert not b.row.unannounced
    replayed = await tables.replay(new)
    assert b.game.to_json(replayed) == b.game.to_json(b.state)


VARIANTS = [
    ("halali", 2, {}, 0),
    ("halali", 2, {"side": "blue"}, 0),
    ("halali", 2, {"format": "match"}, 0),
    ("fairy_lights", 2, {}, 0),
    ("fairy_lights", 4, {}, 1),
    ("fairy_lights", 6, {}, 2),
    ("temps_des_forets", 1, {}, 0),
    ("temps_des_forets", 1, {"auto_end": "true"}, 0),
    ("wispwood", 1, {}, 0),
    ("wispwood", 2, {"level": "hard"}, 0),
    ("wispwood", 4, {"objectives": "easy"}, 1),
    ("living_forest", 2, {}, 0),
    ("living_forest", 3, {"kodama": "true"}, 1),
    ("living_forest", 4, {}, 2),
]


@pytest.mark.slow
@pytest.mark.parametrize("game,seats,options,bots", VARIANTS,
                         ids=[f"{g}-{s}-{'-'.join(o.values()) or 'default'}"
                              for g, s, o, _ in VARIANTS])
@pytest.mark.parametrize("seed", [7, 2024])
async def test_export_then_import_gives_the_same_game(tables, game, seats, options, bots, seed):
    table_id = await play(tables, game, seats, options, seed, bots=bots)
    name, text = await export_record(tables, table_id)
    assert name.endswith(".txt") and game in name
    record = parse_record(text)
    assert record.seed is not None and record.status == "over"
    new = await import_record(tables, text, guild_id=5, channel_id=99)
    await same_game(tables, table_id, new)
    # and the imported table writes the same record again (but for its table number)
    _, again = await export_record(tables, new)
    assert again.replace(f'[Table "{new}"]', f'[Table "{table_id}"]') == text


async def test_a_quick_game_of_each_kind_round_trips(tables):
    # the quick loop's share of the property test: one short game of every game
    for game, seats, options, bots in (("halali", 2, {}, 0), ("fairy_lights", 3, {}, 0),
                                       ("temps_des_forets", 1, {}, 0), ("wispwood", 2, {}, 0),
                                       ("living_forest", 2, {}, 1)):
        table_id = await play(tables, game, seats, options, 99, bots=bots)
        _, text = await export_record(tables, table_id)
        await same_game(tables, table_id, await import_record(tables, text, guild_id=5,
                                                              channel_id=99))


async def test_the_bot_level_is_recorded_and_read_back(tables):
    table_id = await play(tables, "fairy_lights", 2, {}, 5, bots=1, bot_level="strong")
    _, text = await export_record(tables, table_id)
    assert '[BotLevel "strong"]' in text.splitlines()
    assert parse_record(text).bot_level == "strong"
    new = await import_record(tables, text, guild_id=5, channel_id=99)
    _, again = await export_record(tables, new)
    assert again.replace(f'[Table "{new}"]', f'[Table "{table_id}"]') == text
    # a table that chose no level played Normal, and says so; people alone: no tag
    _, normal = await export_record(tables, await play(tables, "fairy_lights", 2, {}, 6,
                                                       bots=1))
    assert '[BotLevel "normal"]' in normal.splitlines()
    _, people = await export_record(tables, await play(tables, "fairy_lights", 2, {}, 7))
    assert "BotLevel" not in people
    # an unknown level, or a level with no automatic seat, is named at its line
    for damaged in (text.replace('[BotLevel "strong"]', '[BotLevel "grandmaster"]'),
                    people.replace('[Moves ', '[BotLevel "easy"]\n[Moves ')):
        number = line_of(damaged, r"^\[BotLevel ")
        err = refused(damaged)
        assert err.code == "RECORD_BAD_TAG" and err.params["line"] == number


async def test_resignation_timeout_tag_and_claimed_timeout_round_trip(tables):
    resigned = await play(tables, "fairy_lights", 3, {}, 5, resign_at=4, timeout_at=2)
    _, text = await export_record(tables, resigned)
    assert re.search(r"^\d+\. \d resign$", text, re.M)
    assert re.search(r"^3\. \d .+ \{timeout\}$", text, re.M)
    await same_game(tables, resigned, await import_record(tables, text, guild_id=5,
                                                          channel_id=99))
    running = await play(tables, "halali", 2, {}, 5, stop_after=6)
    table = await tables.load(running)
    pending = await tables.store.deadlines(running)
    async with tables.lock(running):
        await tables.claim_timeout(table, 1, 0, fire=pending[0].id)
    _, text = await export_record(tables, running)
    assert text.rstrip().endswith("7. 1 !claim-timeout")
    assert '[Reason "timeout"]' in text and '[Result "1 > 0"]' in text
    await same_game(tables, running, await import_record(tables, text, guild_id=5,
                                                         channel_id=99))


async def test_an_abandoned_game_round_trips_as_abandoned(tables):
    table_id = await play(tables, "wispwood", 2, {}, 3, stop_after=5)
    await tables.abandon(table_id, ANN, can_manage=True, name="Ann")
    _, text = await export_record(tables, table_id)
    assert '[Status "abandoned"]' in text and "[Seed " in text
    new = await import_record(tables, text, guild_id=5, channel_id=99)
    a, b = await tables.load(table_id), await tables.load(new)
    assert b.row.status == "abandoned"
    assert b.game.to_json(b.state) == a.game.to_json(a.state)


async def test_imported_tables_stay_out_of_stats_ratings_and_mine(tables):
    table_id = await play(tables, "halali", 2, {}, 11)
    stats = Stats(tables.store)
    before = (await stats.player(5, ANN), await stats.leaderboard(5, "halali"),
              await tables.store.results(5), await tables.store.results(77))
    _, text = await export_record(tables, table_id)
    new = await import_record(tables, text, guild_id=77, channel_id=99)
    assert (await stats.player(5, ANN), await stats.leaderboard(5, "halali"),
            await tables.store.results(5), await tables.store.results(77)) == before
    assert await stats.player(77, ANN) == await stats.player(78, ANN)
    assert await stats.leaderboard(77, "halali") == []
    assert new not in {r.table_id for r in await tables.mine(ANN)}
    # but /game board turn:<n> shows its earlier positions, as the original's
    table, state, first, last = await tables.position_at_turn(new, 3)
    _, original, first0, last0 = await tables.position_at_turn(table_id, 3)
    assert (first, last) == (first0, last0)
    assert table.game.to_json(state) == table.game.to_json(original)


async def test_a_running_game_exports_public_actions_only_and_cannot_be_imported(tables):
    # Living Forest's first animal phase: each seat's draws stay private until all stopped
    table_id = await play(tables, "living_forest", 2, {}, 987_654_321_987, stop_after=3)
    table, moves = await tables.history(table_id)
    assert any(e.get("visible_to") is not None for m in moves for e in m.events)
    _, text = await export_record(tables, table_id)
    record = parse_record(text)
    assert record.status == "running" and record.seed is None and record.result is None
    assert "[Seed " not in text and str(table.row.seed) not in text
    assert record.moves == ()  # every action so far is a private draw
    with pytest.raises(RecordError) as err:
        replay_record(record)
    assert err.value.code == "RECORD_RUNNING"
    assert err.value.params["line"] == text.splitlines().index('[Status "running"]') + 1
    # once the phase has ended for both, its actions are public
    later = await play_on(tables, table_id, 40)
    _, text = await export_record(tables, later)
    visible = parse_record(text).moves
    assert visible and all(m.notation == str(mv.notation) for m, mv in
                           zip(visible, (await tables.history(later))[1], strict=False))


async def play_on(tables: Tables, table_id: int, count: int) -> int:
    table = await tables.load(table_id)
    for _ in range(count):
        if table.row.status != "running":
            break
        seat = min(table.to_act())
        async with tables.lock(table_id):
            table = (await tables.play_for(table, seat,
                                           table.game.auto_move(table.state, seat))).table
    return table_id


async def test_a_daily_deal_is_withheld_until_its_day_has_ended(store):
    clock = Clock()
    tables = Tables(store, now=clock)
    table_id = await play(tables, "temps_des_forets", 1, {}, 8)
    day = record_day(clock())
    await store.add_daily_game(5, day, ANN, "temps_des_forets", table_id, 10)
    with pytest.raises(GroveError) as err:
        await export_record(tables, table_id)
    assert err.value.code == "RECORD_DAILY_WAIT" and err.value.params["day"] == day
    clock.at = clock.at.replace(hour=23, minute=59)
    with pytest.raises(GroveError):
        await export_record(tables, table_id)
    clock.at += timedelta(days=1)
    _, text = await export_record(tables, table_id)
    assert "[Seed " in text


async def test_import_is_one_unit(store):
    seats = [ImportedSeat(0, ANN, "Ann"), ImportedSeat(1, ANN, "Ann again")]
    before = await store.results(5)
    with pytest.raises(Exception):  # noqa: B017, PT011 - the database refuses a doubled player
        await store.import_table(
            game="halali", guild_id=5, channel_id=1, status="over", options={}, seed=1,
            seats=seats, moves=[ImportedMove(0, ANN, "flip d4", [])], state={}, result=None)
    assert await store.get_table(1) is None and await store.results(5) == before


# -- damaged records -----------------------------------------------------------------------


@pytest.fixture
async def record_text(tables):
    table_id = await play(tables, "halali", 2, {}, 21)
    _, text = await export_record(tables, table_id)
    return text


def line_of(text: str, pattern: str) -> int:
    """The 1-based number of the first line matching ``pattern``."""
    return next(n for n, line in enumerate(text.splitlines(), start=1)
                if re.search(pattern, line))


def replaced(text: str, number: int, new: str) -> str:
    lines = text.splitlines()
    lines[number - 1] = new
    return "\n".join(lines) + "\n"


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as err:
        replay_record(parse_record(text))
    return err.value


async def test_the_record_format(record_text):
    lines = record_text.splitlines()
    assert lines[0] == f'[Format "{FORMAT}"]' and '[Game "halali"]' in lines
    assert '[Seat.0 "Ann \\"the\\" first"]' in lines and f'[User.1 "{BOB}"]' in lines
    assert parse_record(record_text).seats[0].name == 'Ann "the" first'
    moves = [line for line in lines if re.match(r"^\d+\. ", line)]
    assert moves and lines.index(moves[0]) == lines.index("") + 1
    assert f'[Moves "{len(moves)}"]' in lines


@pytest.mark.parametrize("pattern,new,code", [
    (r'^\[Seats ', '[Seats "two"]', "RECORD_BAD_TAG"),
    (r'^\[Kind\.1 ', '[Kind.1 "robot"]', "RECORD_BAD_TAG"),
    (r'^\[Option\.side ', '[Option.side "green"]', "RECORD_BAD_TAG"),
    (r'^\[Reason ', '[Colour "blue"]', "RECORD_UNKNOWN_TAG"),
    (r'^\[Game ', '[Game "chess"]', "RECORD_UNKNOWN_GAME"),
    (r'^\[Format ', '[Format "pgn"]', "RECORD_BAD_TAG"),
    (r'^\[Grove ', '[Grove "0.1.0"', "RECORD_BAD_LINE"),
    (r'^\[Seed ', '[Table "3"]', "RECORD_DOUBLE_TAG"),
    (r'^3\. ', "3. 0 fly c4", "RECORD_BAD_MOVE"),
    (r'^3\. ', "4. 0 flip c4", "RECORD_MOVE_NUMBER"),
    (r'^3\. ', "3. 0", "RECORD_BAD_LINE"),
])
async def test_a_damaged_header_or_line_is_named(record_text, pattern, new, code):
    number = line_of(record_text, pattern)
    err = refused(replaced(record_text, number, new))
    assert err.code == code and err.params["line"] == number


async def test_an_illegal_move_or_a_wrong_seat_is_named(record_text):
    number = line_of(record_text, r"^5\. ")
    n, seat, notation = record_text.splitlines()[number - 1].split(" ", 2)
    err = refused(replaced(record_text, number, f"{n} {1 - int(seat)} {notation}"))
    assert err.code == "RECORD_WRONG_SEAT" and err.params["line"] == number
    err = refused(replaced(record_text, number, f"{n} {seat} d4-d9"))
    assert err.code == "RECORD_BAD_MOVE" and err.params["line"] == number
    assert err.params["reason"] not in ("", "ERROR")
    err = refused(replaced(record_text, number, f"{n} 7 {notation}"))
    assert err.code == "RECORD_WRONG_SEAT"


async def test_a_truncated_record_is_named_at_its_end(record_text):
    lines = record_text.splitlines()
    cut = "\n".join(lines[:-5]) + "\n"
    err = refused(cut)
    assert err.code == "RECORD_TRUNCATED" and err.params["line"] == len(lines) - 5
    # cut inside the header: the first tag missing is named
    err = refused("\n".join(lines[:4]))
    assert err.code == "RECORD_MISSING_TAG" and err.params["line"] == 4
    # the count mended by hand, the game still stops short of its end
    fixed = cut.replace(f'[Moves "{len(lines) - lines.index("") - 1}"]',
                        f'[Moves "{len(lines) - lines.index("") - 6}"]')
    err = refused(fixed)
    assert err.code == "RECORD_NOT_OVER" and err.params["line"] == len(lines) - 5


async def test_a_result_the_moves_do_not_reach_is_named(record_text):
    number = line_of(record_text, r"^\[Result ")
    result = parse_record(record_text).result
    assert result is not None
    swapped = " > ".join(str(g[0]) for g in reversed(result["ranking"]))
    err = refused(replaced(record_text, number, f'[Result "{swapped}"]'))
    assert err.code == "RECORD_RESULT_DIFFERS" and err.params["line"] == number
    number = line_of(record_text, r"^\[Seed ")
    err = refused(replaced(record_text, number, '[Seed "1"]'))
    assert err.code in ("RECORD_BAD_MOVE", "RECORD_NOT_OVER", "RECORD_RESULT_DIFFERS")


async def test_nothing_is_written_for_a_damaged_record(tables, record_text):
    count = len(await tables.store.tables_of(ANN, ("over",)))
    with pytest.raises(RecordError):
        await import_record(tables, record_text.replace("[Moves ", "[Movez "), guild_id=5,
                            channel_id=1)
    assert len(await tables.store.tables_of(ANN, ("over",))) == count


@pytest.mark.parametrize("game", ["halali", "fairy_lights", "living_forest",
                                  "temps_des_forets", "wispwood"])
def test_the_documented_examples_read_back(game):
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "records" / f"{game}.txt").read_text()
    record = parse_record(text)
    assert record.game == game and record.status == "over" and record.seed is not None
    replayed = replay_record(record)
    assert replayed.game.is_over(replayed.state)
    docs = (Path(__file__).resolve().parents[2] / "docs" / "records.md").read_text()
    assert f"records/{game}.txt" in docs
