"""Write docs/records/<game>.txt: one real record per game, from a seeded game played by the
automatic player through the table service on a throwaway database.

Run from the repository root: ``python docs/make_examples.py``. The records differ only in
their dates and version when the rules have not changed (tests/tables/test_records.py reads
each one back).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from storage import Store  # noqa: E402
from tables import Tables  # noqa: E402
from tables.records import export_record  # noqa: E402

#: (game, seats, options, seed): short but whole games, every game once
EXAMPLES = (
    ("halali", 2, {}, 7),
    ("fairy_lights", 3, {}, 7),
    ("living_forest", 2, {}, 7),
    ("temps_des_forets", 1, {}, 7),
    ("wispwood", 2, {}, 7),
)
NAMES = ("Ann", "Bob", "Cy", "Dee")


async def example(tables: Tables, game: str, seats: int, options: dict[str, str],
                  seed: int) -> str:
    """A finished game's record: humans Ann, Bob... played by the automatic player."""
    out = await tables.create(game_id=game, guild_id=1, channel_id=1, user_id=101,
                              name=NAMES[0], options=options, seed=seed)
    table_id = out.table.id
    if not out.started:
        for n in range(1, seats):
            await tables.join(table_id, 101 + n, NAMES[n])
        await tables.start(table_id, 101)
    table = await tables.load(table_id)
    while table.row.status == "running":
        seat = min(table.to_act())
        async with tables.lock(table_id):
            table = (await tables.play_for(table, seat,
                                           table.game.auto_move(table.state, seat))).table
    return (await export_record(tables, table_id))[1]


async def main() -> None:
    """Play each example and write its record."""
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "examples.db"))
        try:
            tables = Tables(store)
            for game, seats, options, seed in EXAMPLES:
                text = await example(tables, game, seats, options, seed)
                path = ROOT / "docs" / "records" / f"{game}.txt"
                path.write_text(text, encoding="utf-8")
                print(f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines")
        finally:
            await store.close()


if __name__ == "__main__":
    asyncio.run(main())
