"""``/stats [user]`` (a player's record per game in this server) and ``/leaderboard
game:<choice>`` (the server's best at one game). Both answer ephemerally; the figures come
from tables.stats over the results recorded when each game ended."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs import choices, daily, flow, lang, texts
from cogs.translator import describe
from i18n import t
from rules import registry
from tables.stats import Stats

#: how many players a leaderboard shows per figure
LEADERBOARD_SIZE = 10


def stats_text(name: str, games: list, locale: str) -> str:
    """A player's lines: one per game, with the rating figure where the game has one."""
    if not games:
        return t("common.stats.none", locale, name=name)
    lines = [f"**{t('common.stats.header', locale, name=name)}**"]
    for row in games:
        info = registry.get(row.game).INFO
        line = row.line
        lines.append(t("common.stats.line", locale, game_name=info.name, games=line.games,
                       wins=line.wins, draws=line.draws, losses=line.losses))
        if row.rating is not None:
            lines.append(t("common.stats.rating", locale, rating=round(row.rating)))
        if row.average_place is not None:
            lines.append(t("common.stats.average_place", locale,
                           place=round(row.average_place, 1)))
        if line.best is not None:
            lines.append(t("common.stats.best", locale, score=line.best))
    return "\n".join(lines)


def leaderboard_text(game: str, standings: list, locale: str) -> str:
    """A game's leaderboard: each figure the game has, best first."""
    info = registry.get(game).INFO
    if not standings:
        return t("common.leaderboard.none", locale, game_name=info.name)
    lines = [f"**{t('common.leaderboard.header', locale, game_name=info.name)}**"]
    for row in standings:
        entry, name = row.entry, texts.shown(row.name)
        if row.kind == "elo":
            lines.append(t("common.leaderboard.elo", locale, place=row.place, name=name,
                           rating=round(entry.rating), games=entry.games))
        elif row.kind == "placing":
            lines.append(t("common.leaderboard.placing", locale, place=row.place, name=name,
                           rate=round(entry.win_rate * 100),
                           average=round(entry.average_rank, 1), games=entry.games))
        else:
            lines.append(t("common.leaderboard.solo", locale, place=row.place, name=name,
                           score=entry.best, games=entry.games))
    return "\n".join(lines)[: texts.MESSAGE_LIMIT]


class StatsCog(commands.Cog):
    """Records and leaderboards of finished games."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        # The registry is read now, not at import: a game registered later is offered too.
        choices.offer_games(self.leaderboard)

    @app_commands.command(name="stats", description=describe("stats"))
    @app_commands.describe(user=describe("stats", "user"))
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction,
                    user: discord.User | None = None) -> None:
        """A player's record per game in this server (default: yours)."""
        async def act() -> None:
            who = user or interaction.user
            stats = Stats(flow.service(interaction).store)
            games = await stats.player(interaction.guild_id, who.id)
            locale = await lang.reply_locale(interaction)
            text = stats_text(texts.shown(flow.display_name(who)), games, locale)
            await flow.send_ephemeral(interaction, text,
                                      allowed_mentions=discord.AllowedMentions.none())
        await flow.guarded(interaction, act, "stats")

    @app_commands.command(name="leaderboard", description=describe("leaderboard"))
    @app_commands.describe(game=describe("leaderboard", "game"))
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        """The server's best at one game."""
        async def act() -> None:
            registry.get(game)  # an unknown game id is refused with its own sentence
            stats = Stats(flow.service(interaction).store)
            standings = await stats.leaderboard(interaction.guild_id, game, LEADERBOARD_SIZE)
            locale = await lang.reply_locale(interaction)
            text = leaderboard_text(game, standings, locale)
            # a game with a daily deal adds the day's results when anyone played it today
            tables = flow.service(interaction)
            board = await daily.daily_board(tables.store, interaction.guild_id or 0, game,
                                            daily.daily_day(tables.now()), locale)
            if board:
                text = "\n".join([text, "", *board])[:2000]
            await flow.send_ephemeral(interaction, text,
                                      allowed_mentions=discord.AllowedMentions.none())
        await flow.guarded(interaction, act, "leaderboard")


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(StatsCog(bot))
