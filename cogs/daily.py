"""The solo flows any game may declare: ``/game hint`` (the rules' ``Game.hint`` hook) and
the server's daily deal (a seed per server and UTC day, played in a private thread until the
day ends), which a game asks for through its extras' ``daily_option``.

Kept apart from cogs/games.py so the shared command surface stays thin: games.py only
routes ``/game hint`` and a daily ``/game new`` here. No game is named here.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
from datetime import UTC, datetime
from typing import Any

import discord

from cogs import flow, lang, pictures, texts
from cogs.extras import extras_for
from i18n import has, t
from rules import registry
from rules.errors import GameOver, GroveError, NotSeated
from tables import Tables
from tables.shards import Shards

log = logging.getLogger(__name__)


def hint_text(game_id: str, move: object, chance: float, locale: str) -> str:
    """The ephemeral answer of ``/game hint``: the suggested command and its chance."""
    return t(f"{game_id}.hint.line", locale, move=str(move), chance=round(chance * 100))


async def hint(interaction: discord.Interaction) -> None:
    """``/game hint``: the game's suggestion for this thread's table, to its player only.

    The solver runs in a worker thread (``asyncio.to_thread``) so the event loop keeps
    serving everyone else; it reads the public view only, so it reveals nothing hidden."""
    table = await flow.table_here(interaction)
    game = table.game
    locale = await flow.reply_locale(interaction)
    hook = game.hint
    if hook is None:
        raise GroveError("NO_HINTS", game_name=game.INFO.name)
    if table.row.status != "running":
        raise GameOver(status=table.row.status)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        key = f"{table.row.game}.hint.owner_only"
        if not has(key, locale):
            raise NotSeated()
        await flow.send_ephemeral(interaction, t(key, locale))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    move, chance = await asyncio.to_thread(hook, table.state, seat)
    await flow.send_ephemeral(interaction, hint_text(table.row.game, move, chance, locale))



# -- the daily deal ----------------------------------------------------------------------

#: the scheduler job that posts the results of days that have ended
DAILY_JOB = "daily_results"
#: seconds between its runs
DAILY_EVERY = 600.0


def daily_day(now: datetime) -> str:
    """The UTC date that names a daily deal (ISO)."""
    return now.astimezone(UTC).date().isoformat()


def daily_seed(secret: str, game_id: str, day: str) -> int:
    """The seed of a server's daily deal: HMAC-SHA256 of the game and the UTC day under the
    server's secret, so every player of the server gets the same deal that day and nobody
    can compute another server's (or tomorrow's) deal without the secret."""
    digest = hmac.new(bytes.fromhex(secret), f"{game_id}:{day}".encode(), hashlib.sha256)
    return int.from_bytes(digest.digest()[:8], "big")


async def new_daily(interaction: discord.Interaction, game_id: str, options: dict[str, Any],
                    settings: dict[str, Any] | None = None) -> None:
    """``/game new`` with the game's daily option: today's deal of this server, at once, in
    a private thread of its owner (only they are invited), so no one sees the deal before
    playing it. One per player per day; the result is posted in the channel once the day has
    ended."""
    tables = flow.service(interaction)
    game = registry.get(game_id)
    tables.check_options(game_id, options)  # a game without the option refuses it here
    option = extras_for(game_id).daily_option
    if game.INFO.max_seats != 1 or option is None:
        # a deal shared by a whole server only makes sense for a solo game
        raise GroveError("BAD_OPTION", value="true", option=option or "", choices="false")
    guild_id = interaction.guild_id
    if guild_id is None:
        raise GroveError("NO_TABLE_IN_CHANNEL")
    day = daily_day(tables.now())
    earlier = await tables.store.daily_game(guild_id, day, interaction.user.id, game_id)
    if earlier is not None:
        raise GroveError("DAILY_ALREADY", game_name=game.INFO.name, table=earlier)
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise GroveError("NO_TABLE_IN_CHANNEL")
    await interaction.response.defer(ephemeral=True, thinking=True)
    locale = await lang.post_locale(interaction)
    # The private thread first: a daily table never waits without one (and the poster never
    # opens a public thread for it), so nobody else can see the deal.
    name = t(f"{game_id}.daily.board.title", locale, date=day)[:100]
    thread = await channel.create_thread(name=name, type=discord.ChannelType.private_thread,
                                         invitable=False, auto_archive_duration=1440)
    await thread.add_user(interaction.user)
    seed = daily_seed(await tables.store.daily_secret(guild_id), game_id, day)
    outcome = await tables.create(
        game_id=game_id, guild_id=guild_id, channel_id=interaction.channel_id or 0,
        user_id=interaction.user.id, name=flow.display_name(interaction.user),
        options=options, clock=(settings or {}).get("clock"), seed=seed,
        username=interaction.user.name)
    table = outcome.table
    await tables.set_thread(table.id, thread.id)
    await tables.store.add_daily_game(guild_id, day, interaction.user.id, game_id, table.id,
                                      channel.id)
    await flow.announce(interaction, await tables.load(table.id), events=(),
                        acted_before=frozenset())
    reply = await flow.reply_locale(interaction)
    await flow.send_ephemeral(interaction, t(f"{game_id}.daily.private", reply) + "\n"
                              + t("common.lobby.started", reply, where=f"<#{thread.id}>",
                                  game_name=game.INFO.name, table=table.id))


async def daily_board(store: Any, guild_id: int, game_id: str, day: str,
                      locale: str) -> list[str]:
    """The day's small leaderboard: finished daily games of the server, best score first
    (scores only: nothing of the deal). Empty when the game has no daily deal or nobody
    played it that day."""
    if extras_for(game_id).daily_option is None:
        return []
    rows = await store.daily_games(guild_id, day, game_id)
    if not rows:
        return []
    scored = []
    for row in rows:
        table = await Tables(store).load(row["table_id"])
        result = table.result() if table.row.status == "over" else None
        if result is not None:
            scored.append((-result.scores[0], row["table_id"], table.names[0]))
    lines = [f"**{t(f'{game_id}.daily.board.title', locale, date=day)}**"]
    if not scored:
        lines.append(t(f"{game_id}.daily.board.none", locale))
    for rank, (score, _tid, name) in enumerate(sorted(scored), start=1):
        lines.append(t(f"{game_id}.daily.board.line", locale, rank=rank,
                       name=texts.shown(name), score=-score))
    return lines


async def post_daily_results(client: Any, now: datetime, shards: Shards | None = None) -> int:
    """Scheduler job: for each daily game of a day that has ended, once it is over, post its
    result and final picture in its channel (pinging nobody). A game abandoned is skipped
    for good; one still running waits. ``shards``: the servers of those shards only.
    Returns how many were posted."""
    tables: Tables = client.tables
    store = tables.store
    posted = 0
    for row in await store.unposted_daily_games(daily_day(now), shards=shards):
        table = await tables.load(row["table_id"])
        if table.row.status == "running":
            continue
        result = table.result()
        if table.row.status != "over" or result is None:
            await store.mark_daily_posted(table.id)
            continue
        guild = client.get_guild(row["guild_id"])
        locale = await lang.server_locale(store, row["guild_id"],
                                          getattr(guild, "preferred_locale", None))
        params = {**extras_for(table.row.game).daily_result_params(result),
                  "name": texts.shown(table.names[0]), "date": row["day"],
                  "reason": result.reason, "score": result.scores[0]}
        text = t(f"{table.row.game}.daily.result", locale,
                 **texts.event_params(table.row.game, params, (), locale))
        channel = client.get_channel(row["channel_id"])
        if channel is None:
            try:
                channel = await client.fetch_channel(row["channel_id"])
            except discord.NotFound:
                await store.mark_daily_posted(table.id)  # the channel is gone for good
                continue
        message: dict[str, Any] = {"content": text,
                                   "allowed_mentions": discord.AllowedMentions.none()}
        picture = await pictures.picture(table, locale=locale)
        if picture is not None:
            message["file"] = picture
        await channel.send(**message)
        await store.mark_daily_posted(table.id)
        posted += 1
    return posted
