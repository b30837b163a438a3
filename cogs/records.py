"""``/game export`` and ``/game import``: a table's game record as a text file, and a record
read back into a finished table of this server (tables/records.py does the work).

Kept apart from cogs/games.py, which only routes the two commands here. Both answer
privately: an export is the asker's file to share; an import is a server manager's act.
"""

from __future__ import annotations

import io
from typing import Any

import discord

from cogs import flow, texts
from i18n import t
from rules.errors import GroveError, NotAllowed
from tables.records import MAX_RECORD_CHARS, RecordError, export_record, import_record

#: the largest attachment read (bytes): a record is text, a long game about 15 kB
MAX_ATTACHMENT_BYTES = MAX_RECORD_CHARS


async def export(interaction: discord.Interaction, table_id: int | None = None) -> None:
    """``/game export`` (or the Record button of a result post, for ``table_id``): this
    thread's table as a record file, privately (a running game's has its public actions
    only; a daily deal's waits until its day has ended)."""
    table = await (flow.table_here(interaction) if table_id is None
                   else flow.service(interaction).load(table_id))
    await interaction.response.defer(ephemeral=True, thinking=True)
    name, text = await export_record(flow.service(interaction), table.id)
    locale = await flow.reply_locale(interaction)
    key = "common.record.exported" if table.row.status in ("over", "abandoned") \
        else "common.record.exported_running"
    file = discord.File(io.BytesIO(text.encode("utf-8")), filename=name)
    await flow.send_ephemeral(interaction, t(key, locale, game_name=table.game.INFO.name,
                                             table=table.id), file=file)


def _safe(exc: RecordError) -> RecordError:
    """The refusal with the record's own text escaped (a file's content is anybody's)."""
    params: dict[str, Any] = {k: texts.shown(v) if isinstance(v, str) else v
                              for k, v in exc.params.items()}
    return RecordError(exc.code, **params)


async def import_(interaction: discord.Interaction, record: discord.Attachment) -> None:
    """``/game import``: a record file read back into a finished table playing in this
    channel or thread (server managers only). Its players are kept as recorded; it counts
    for no stats."""
    permissions = getattr(interaction, "permissions", None)
    if interaction.guild_id is None or not getattr(permissions, "manage_guild", False):
        raise NotAllowed("RECORD_IMPORT_MANAGERS")
    if record.size > MAX_ATTACHMENT_BYTES:
        raise RecordError("RECORD_TOO_LARGE", line=1, most=MAX_RECORD_CHARS)
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        text = (await record.read()).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise GroveError("RECORD_NOT_TEXT") from None
    tables = flow.service(interaction)
    try:
        table_id = await import_record(tables, text, guild_id=interaction.guild_id,
                                       channel_id=interaction.channel_id or 0)
    except RecordError as exc:
        raise _safe(exc) from None
    table = await tables.load(table_id)
    locale = await flow.reply_locale(interaction)
    await flow.send_ephemeral(interaction, t(
        "common.record.imported", locale, game_name=table.game.INFO.name, table=table_id,
        names=", ".join(texts.names(table)), where=f"<#{interaction.channel_id}>"))
