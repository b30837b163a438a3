"""``repair``: rebuild a table from its seed and move log, say what changed, or refuse."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tables import Tables
from tables.repair import repair
from tests.databases import database, is_url

from .helpers import ANN, BOB, CY, damage, play_random, raw, started, two_tiles_on_one_square

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def db_path(tmp_path):
    return database(tmp_path)  # the file of the shared ``store`` fixture


async def _sound(store, table_id):
    """The table loads (its checks pass) and equals its replay from seed and log."""
    tables = Tables(store)
    table = await tables.load(table_id)
    assert table.game.to_json(table.state) == table.game.to_json(await tables.replay(table_id))
    return table


async def test_halali_broken_board_is_rebuilt_and_reported(store, db_path):
    tables = Tables(store)
    table = await play_random(tables, (await started(tables, "halali")).id, 12, seed=4)
    version = table.row.version

    def break_it(state):
        two_tiles_on_one_square(state)
        state["turn_number"] += 2
        state["phase"] = "end"

    damage(db_path, table.id, break_it)
    report = await repair(store, table.id)
    assert report.ok and report.written and report.version == version + 1
    assert report.lines[0] == f"version: {version} -> {version + 1}"
    assert f"state turn_number: {13 + 2} -> 13" in report.lines
    assert 'state phase: "end" -> "main"' in report.lines
    assert "state tiles: changed" in report.lines  # hidden tiles: never printed
    repaired = await _sound(store, table.id)
    assert repaired.row.version == version + 1
    again = await repair(store, table.id)
    assert again.lines == ["nothing to repair"] and not again.written
    # Play goes on from the repaired table.
    await play_random(Tables(store), table.id, 2, seed=5)


async def test_fairy_lights_unknown_card_and_turn_flags(store, db_path):
    tables = Tables(store)
    table = await play_random(tables, (await started(tables, "fairy_lights", (ANN, BOB, CY))).id,
                              15, seed=2)
    (seat,) = table.to_act()
    other = (seat + 1) % 3

    def break_it(state):
        state["deck"][0] = "Z9/9"
        state["turn"] = 7

    damage(db_path, table.id, break_it)
    raw(db_path,
        "UPDATE seats SET to_act = CASE WHEN seat = ? THEN 1 ELSE 0 END WHERE table_id = ?",
        other, table.id)
    report = await repair(store, table.id)
    assert report.written
    assert f"to act: seat {other} -> seat {seat}" in report.lines
    assert f"state turn: 7 -> {seat}" in report.lines
    assert "state deck: changed" in report.lines
    assert not any("Z9/9" in line or "seed" in line for line in report.lines)
    assert raw(db_path, "SELECT seat FROM seats WHERE table_id = ? AND to_act = 1",
               table.id) == [(seat,)]
    await _sound(store, table.id)


async def test_lost_result_of_a_finished_game_comes_back(store, db_path):
    tables = Tables(store)
    table = await play_random(tables, (await started(tables, "fairy_lights")).id, 2000, seed=9)
    assert table.row.status == "over"
    damage(db_path, table.id, status="running", result=None)
    report = await repair(store, table.id)
    assert "status: running -> over" in report.lines
    assert any(line.startswith("result: none -> deck_out") for line in report.lines)
    row = await store.get_table(table.id)
    assert row.status == "over" and row.result == table.row.result


async def test_unsound_log_is_refused_and_nothing_changes(store, db_path):
    tables = Tables(store)
    table = await play_random(tables, (await started(tables, "halali")).id, 8, seed=1)
    damage(db_path, table.id, two_tiles_on_one_square)
    n = len(await store.moves(table.id))
    # A logged move the rules refuse: a flip of the centre, which is empty from the start.
    raw(db_path, "INSERT INTO moves (table_id, n, seat, user_id, notation, version) "
        "VALUES (?, ?, ?, ?, 'flip e5', ?)", table.id, n + 1, 0, ANN, table.row.version + 1)
    before = raw(db_path, "SELECT state, version, status FROM tables WHERE id = ?", table.id)
    report = await repair(store, table.id)
    assert not report.ok and not report.written
    assert f"move {n + 1} ('flip e5' by seat 0)" in report.refused
    assert "nothing changed" in report.refused
    assert raw(db_path, "SELECT state, version, status FROM tables WHERE id = ?",
               table.id) == before


async def test_dry_run_and_lobby_and_missing_table(store, db_path):
    tables = Tables(store)
    table = await play_random(tables, (await started(tables, "halali")).id, 4)
    damage(db_path, table.id, lambda s: s.update(quiet_turns=7))
    before = raw(db_path, "SELECT state, version FROM tables WHERE id = ?", table.id)
    report = await repair(store, table.id, write=False)
    assert report.lines and not report.written
    assert raw(db_path, "SELECT state, version FROM tables WHERE id = ?", table.id) == before
    lobby = await tables.create(game_id="halali", guild_id=5, channel_id=11, user_id=ANN,
                                name="ann", options={})
    assert "nothing to repair" in (await repair(store, lobby.table.id)).lines[0]
    missing = await repair(store, 999)
    assert missing.refused == "there is no table 999"


def _bot(*args, db_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}  # no token needed
    env["GROVE_DB"] = db_path
    where = None if is_url(db_path) else os.path.dirname(db_path)
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), *args], env=env,
                          cwd=where, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.slow
async def test_command_line_repair(store, db_path):
    tables = Tables(store)
    table = await play_random(tables, (await started(tables, "halali")).id, 6)
    damage(db_path, table.id, lambda s: s["scores"].update(blue=s["scores"]["blue"] + 3))
    proc = _bot("repair", str(table.id), db_path=db_path)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[0] == f"version: {table.row.version} -> {table.row.version + 1}"
    assert any(line.startswith("state scores: changed") for line in lines)
    proc = _bot("repair", str(table.id), db_path=db_path)
    assert (proc.returncode, proc.stdout.strip()) == (0, "nothing to repair")
    proc = _bot("repair", "4242", db_path=db_path)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == ["table 4242: there is no table 4242"]


async def test_a_lost_tile_is_reported_by_count_only(store, db_path):
    tables = Tables(store)
    table = await play_random(tables, (await started(tables, "halali")).id, 3)
    tiles = len(table.game.to_json(table.state)["tiles"])
    lost = {}
    damage(db_path, table.id, lambda s: lost.update(s["tiles"].pop()))
    report = await repair(store, table.id)
    assert f"state tiles: changed ({tiles - 1} -> {tiles} entries)" in report.lines
    assert not any(lost["kind"] in line for line in report.lines)
    await _sound(store, table.id)
