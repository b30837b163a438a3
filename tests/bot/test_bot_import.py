"""``python bot.py import FILE --guild ID --channel ID``: a record read back into a finished
table of that server, or one line naming the damaged line and nothing written."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot import main
from storage import Store
from tables import Tables

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "records" / "halali.txt"


def test_import_a_record_from_the_command_line(tmp_path, monkeypatch, capsys):
    db = tmp_path / "g.db"
    monkeypatch.setenv("GROVE_DB", str(db))
    damaged = tmp_path / "bad.txt"
    lines = EXAMPLE.read_text().splitlines()
    first_move = lines.index("") + 2
    lines[first_move - 1] = "1. 1 flip z9"
    damaged.write_text("\n".join(lines) + "\n")
    assert main(["import", str(damaged), "--guild", "5", "--channel", "77"]) == 1
    err = capsys.readouterr().err
    assert f"Line {first_move}:" in err and "flip z9" in err
    assert main(["import", str(EXAMPLE), "--guild", "5", "--channel", "77"]) == 0
    assert "imported as table 1" in capsys.readouterr().out

    async def check() -> None:
        store = await Store.open(str(db))
        try:
            table = await Tables(store).in_thread(77)
            assert table.row.guild_id == 5 and table.row.status == "over"
            assert [s.name for s in table.seats] == ["Ann", "Bob"]
            assert await store.results(5) == [] and await store.is_imported(table.id)
        finally:
            await store.close()
    asyncio.run(check())
