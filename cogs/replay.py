"""``/game replay``: the table's game as one animated GIF, one frame per public turn.

The positions come from tables/replay.py (public views only), the pictures and the GIF from
render/replay.py, both drawn in the shared process pool (tables/pool.py) so the bot keeps
answering everyone else meanwhile. A long replay shows its progress on the deferred reply.
The replay is a public post in the thread, or a private answer where the thread is archived
or locked (the bot would reopen it by posting). A daily deal's replay waits until its day
has ended for everyone. No game is named here.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from cogs import daily, flow, lang, status, texts
from i18n import normalise_locale, t
from render import common
from render import replay as frames
from rules import registry
from rules.errors import GroveError
from tables import Table, pool
from tables.replay import Step, steps

log = logging.getLogger(__name__)

#: Discord's upload limit without server boosts, when the interaction does not say
DEFAULT_LIMIT = 10 * 1024 * 1024
#: room kept under the limit for the request around the file
LIMIT_MARGIN = 64 * 1024
#: frames a pool worker draws per task (the progress moves on after each)
CHUNK = 8
#: seconds between two progress edits of the deferred reply (Discord rate-limits edits)
PROGRESS_EVERY = 3.0
#: frame timing, in hundredths of a second: first and last frames stay longer, and a long
#: game plays faster so the whole replay lasts about a minute
FIRST_DELAY = 150
LAST_DELAY = 400
DELAY = 80
MIN_DELAY = 25
PLAY_TIME = 6000
#: caption: at most this many characters of moves (the newest kept)
LINE_CHARS = 160

Progress = Callable[[str], Awaitable[None]]


def upload_limit(interaction: discord.Interaction) -> int:
    """The largest file Discord takes here: what the interaction reports (its channel's
    limit, boosts included), else the server's, else 10 MiB."""
    for value in (getattr(interaction, "filesize_limit", None),
                  getattr(getattr(interaction, "guild", None), "filesize_limit", None)):
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return DEFAULT_LIMIT


def delays(count: int) -> list[int]:
    """How long each of ``count`` frames shows (hundredths of a second)."""
    each = max(MIN_DELAY, min(DELAY, PLAY_TIME // max(1, count)))
    out = [each] * count
    if count:
        out[0] = max(each, FIRST_DELAY)
        out[-1] = LAST_DELAY
    return out


def shapes(count: int) -> list[frames.Shape]:
    """The shapes tried in turn until the GIF fits: full size, smaller, then fewer frames
    (every 2nd, 4th, ...) until only the first and the last are left."""
    out = [frames.Shape(1.0, 1), frames.Shape(0.75, 1)]
    stride = 2
    while True:
        out.append(frames.Shape(0.75 if stride == 2 else 0.5, stride))
        if stride >= count:
            return out
        stride *= 2


def captions(table: Table, plan: Sequence[Step], shown: Sequence[Any],
             locale: str) -> list[frames.Caption]:
    """Each frame's caption: the turn counter and the public moves since the frame
    before (a move still private to its player is left out)."""
    public = {row.n for row in shown}
    drawn = common.picture_names(table.names, table.usernames, len(table.seats), locale)
    last = max((s.turn for s in plan if s.turn is not None), default=0)
    out = []
    for number, step in enumerate(plan):
        if step.turn is not None:
            title = t("replay.frame.turn", locale, turn=step.turn, last=last)
        else:
            over = table.row.status == "over"
            title = t("replay.frame.end" if over else "replay.frame.now", locale)
        said = [t("replay.frame.move", locale, name=drawn[row.seat],
                  move=texts.move_text(row.notation, locale))
                for row in step.moves if row.n in public and 0 <= row.seat < len(drawn)]
        line = " · ".join(said)
        while len(said) > 1 and len(line) > LINE_CHARS:
            said.pop(0)  # the newest moves matter most: the oldest go first
            line = common.ELLIPSIS + " " + " · ".join(said)
        if not said and number == 0:
            line = t("replay.frame.start", locale)
        out.append(frames.Caption(title, line))
    return out


async def draw(table: Table, plan: Sequence[Step], locale: str,
               progress: Progress | None = None) -> list[bytes]:
    """The public picture of every step, drawn in the pool a chunk at a time;
    ``progress`` hears how far it got (at most every ``PROGRESS_EVERY`` seconds)."""
    module = registry.entry(table.row.game).render
    names, usernames = list(table.names), list(table.usernames or ())
    chunks = [plan[i:i + CHUNK] for i in range(0, len(plan), CHUNK)]
    done, said_at = 0, time.monotonic()

    async def one(chunk: Sequence[Step]) -> list[bytes]:
        nonlocal done, said_at
        pictures = await pool.run(frames.draw_pictures, module, [s.view for s in chunk],
                                  names, locale, usernames or None)
        done += len(chunk)
        now = time.monotonic()
        if progress is not None and done < len(plan) and now - said_at >= PROGRESS_EVERY:
            said_at = now
            await progress(t("replay.progress", locale, done=done, total=len(plan)))
        return pictures

    drawn = await asyncio.gather(*(one(chunk) for chunk in chunks))
    return [picture for chunk in drawn for picture in chunk]


async def build(table: Table, plan: Sequence[Step], shown: Sequence[Any], locale: str,
                limit: int, progress: Progress | None = None) -> tuple[bytes, frames.Shape]:
    """The replay's GIF and the shape that fitted ``limit`` bytes: full size if it fits,
    else smaller, then fewer frames (never a failure: the first and the last frame at half
    size fit any limit Discord has)."""
    started = time.monotonic()
    pictures = await draw(table, plan, locale, progress)
    notes = captions(table, plan, shown, locale)
    timing = delays(len(plan))
    budget = max(1, limit - LIMIT_MARGIN)
    data, shape = b"", frames.Shape()
    for shape in shapes(len(plan)):
        if progress is not None and time.monotonic() - started >= PROGRESS_EVERY:
            await progress(t("replay.assembling", locale,
                             count=len(frames.kept(len(plan), shape.stride))))
        data = await pool.run(frames.assemble, pictures, notes, timing, shape)
        if len(data) <= budget:
            break
        log.info("table %s: replay of %d bytes over %d, shrinking", table.id, len(data),
                 budget)
    return data, shape


def private_here(interaction: discord.Interaction) -> bool:
    """Whether a post here would reopen a closed thread: archived or locked."""
    channel = interaction.channel
    return isinstance(channel, discord.Thread) and (
        getattr(channel, "archived", False) is True or getattr(channel, "locked", False) is True)


async def withheld_until(interaction: discord.Interaction, table: Table) -> str | None:
    """The day whose end a daily deal's replay waits for, or None when it may be shown."""
    day = await flow.service(interaction).store.daily_day_of(table.id)
    if day is None or day < daily.daily_day(flow.service(interaction).now()):
        return None
    return day


async def replay_command(interaction: discord.Interaction, table_id: int | None = None) -> None:
    """``/game replay`` (or the Replay button of a result post, for ``table_id``): check,
    defer (public, or private in a closed thread), replay the log in a thread, draw in the
    pool with progress, then post the GIF on the reply."""
    tables = flow.service(interaction)
    table = await (flow.table_here(interaction) if table_id is None else tables.load(table_id))
    if table.state is None:
        raise GroveError("NOT_STARTED")
    day = await withheld_until(interaction, table)
    if day is not None:
        raise GroveError("REPLAY_DAILY_RUNNING", day=day)
    private = private_here(interaction)
    await interaction.response.defer(ephemeral=private, thinking=True)
    locale = normalise_locale(await (flow.reply_locale(interaction) if private
                                     else lang.post_locale(interaction)))
    table, moves = await tables.history(table.id)
    plan = await asyncio.to_thread(steps, table.game, len(table.seats), table.row.options,
                                   table.row.seed, moves)
    shown = status.public_moves(table, moves)

    async def progress(text: str) -> None:
        try:
            await interaction.edit_original_response(content=text)
        except discord.HTTPException:
            log.info("table %s: a replay progress edit failed", table.id)

    data, shape = await build(table, plan, shown, locale, upload_limit(interaction), progress)
    count = len(frames.kept(len(plan), shape.stride))
    lines = [t("replay.posted", locale, game_name=table.game.INFO.name, table=table.id,
               count=count)]
    if shape.stride > 1:
        lines.append(t("replay.thinned", locale, stride=shape.stride))
    if table.row.status == "running":
        lines.append(t("replay.running", locale))
    file = discord.File(io.BytesIO(data), filename=f"{table.row.game}-{table.id}-replay.gif")
    await interaction.edit_original_response(
        content="\n".join(lines), attachments=[file],
        allowed_mentions=discord.AllowedMentions.none())
