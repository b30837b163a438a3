"""The live board's words: a channel's running games as one message, and the last call.

tables/board.py decides when the board is posted, edited or replaced; this module only
writes it, in the server's language. Names are escaped (markdown, mentions) and the message
allows no mention at all: the board never pings anyone, whatever a name holds.
"""

from __future__ import annotations

from typing import Any

import discord

from cogs import texts
from i18n import t
from rules import registry
from tables.board import BoardView, everyone
from tables.outbox import Post


def board_text(view: BoardView, locale: Any) -> str:
    """The board's text (without its marker): a title, then one line per running table,
    oldest first, as many as fit one message, then how many more there are."""
    head = f"**{t('common.live.title', locale)}**"
    if not view.lines:
        return "\n".join((head, t("common.live.empty", locale)))
    lines = [head]
    size = len(head)
    for n, line in enumerate(view.lines):
        where = f"<#{line.thread_id or view.channel_id}>"
        since = f"<t:{texts.unix_time(line.since)}:R>"
        name = registry.get(line.game).INFO.name
        if everyone(line):
            text = t("common.live.line_everyone", locale, game_name=name, table=line.table_id,
                     where=where, since=since)
        else:
            text = t("common.live.line", locale, game_name=name, table=line.table_id,
                     where=where, since=since,
                     names=", ".join(texts.shown(a) for a in line.acting),
                     count=len(line.acting))
        rest = len(view.lines) - n - 1
        more = t("common.live.more", locale, count=rest + 1)
        # Room is kept for the "and N more" line whenever lines are left out.
        if size + 1 + len(text) + (1 + len(more) if rest else 0) > texts.MESSAGE_LIMIT:
            lines.append(more)
            break
        lines.append(f"- {text}")
        size += 3 + len(text)
    return "\n".join(lines)


def board_message(view: BoardView, locale: Any) -> dict[str, Any]:
    """The board post: its text with the hidden marker, and no mention allowed."""
    return {"content": board_text(view, locale) + view.marker,
            "allowed_mentions": discord.AllowedMentions.none()}


def last_call_message(post: Post, locale: Any) -> dict[str, Any]:
    """"Everyone else is done": a short post that pings exactly the last seat to act."""
    table = post.table
    (seat,) = sorted(post.ping)
    text = t("common.live.last_call", locale, mention=texts.mentions(table, [seat]),
             game_name=table.game.INFO.name, table=table.id)
    return {"content": text[: texts.MESSAGE_LIMIT],
            "allowed_mentions": discord.AllowedMentions(
                everyone=False, roles=False, replied_user=False,
                users=[discord.Object(table.user_of(seat))])}
