"""``/stats [user]`` (a player's record and rating per game in this server, games with
automatic players apart) and ``/leaderboard game:<choice>`` (the server's best people at one
game, by rating; provisional players, fewer than ``ratings.PROVISIONAL_GAMES`` rated games,
are marked). Both answer ephemerally; the figures are the standings the store keeps up to
date when each game ends (tables.stats), a few rows however long the server's history."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs import choices, daily, flow, lang, texts
from cogs.translator import describe
from i18n import t
from rules import registry
from tables import ratings
from tables.stats import BoardLine, GameStats, Stats

#: how many players a leaderboard shows per figure
LEADERBOARD_SIZE = 10


def _rating(value: float) -> float:
    """An ordinal as shown: one decimal (ratings run from about -10 to 50)."""
    return round(value, 1) + 0.0  # + 0.0: never "-0"


def level_name(variant: str, locale: str) -> str:
    """A solo variant as players read it: each level in the catalog's words
    (``common.stats.level.<code>``), an unknown one as its code."""
    return "/".join(texts.option_name(f"common.stats.level.{part}", part, locale)
                    for part in variant.split("/"))


def _solo_line(game_name: str, variant: str, s: ratings.Standing, locale: str) -> str:
    """A player's solo record at one level (or at a game without levels)."""
    figures = {"game_name": game_name, "games": s.solo_games, "wins": s.solo_wins,
               "losses": s.solo_losses, "score": s.solo_best}
    if variant:
        return t("common.stats.solo_level", locale, level=level_name(variant, locale),
                 **figures)
    return t("common.stats.solo", locale, **figures)


def stats_text(name: str, games: list[GameStats], locale: str) -> str:
    """A player's lines: per game, their record and rating among people, their solo
    record (won, lost, best score) per level, and apart, their record and rating in games
    with automatic players."""
    if not games:
        return t("common.stats.none", locale, name=name)
    lines = [f"**{t('common.stats.header', locale, name=name)}**"]
    for row in games:
        game_name, s = registry.get(row.game).INFO.name, row.standing
        if s.games:
            key = "common.stats.line" if row.pool == "people" else "common.stats.bots_line"
            lines.append(t(key, locale, game_name=game_name, games=s.games, wins=s.wins,
                           draws=s.draws, losses=s.losses))
            if s.provisional:
                lines.append(t("common.stats.rating_provisional", locale,
                               rating=_rating(s.ordinal), count=ratings.PROVISIONAL_GAMES))
            else:
                lines.append(t("common.stats.rating", locale, rating=_rating(s.ordinal)))
            lines.append(t("common.stats.average_place", locale,
                           place=round(s.average_place or 0.0, 1)))
            if s.best_score is not None:
                lines.append(t("common.stats.best", locale, score=s.best_score))
        if s.solo_games:
            lines.append(_solo_line(game_name, row.variant, s, locale))
    if any(row.pool == "bots" and row.standing.games for row in games):
        lines.append(t("common.stats.pools", locale))
    return "\n".join(lines)[: texts.MESSAGE_LIMIT]


def leaderboard_text(game: str, standings: list[BoardLine], locale: str) -> str:
    """A game's leaderboard among people: by rating (provisional players marked), then the
    solo best scores where the game has a solo mode, a board of their own per level, then
    the ratings in games against automatic players, each level one player there."""
    info = registry.get(game).INFO
    if not standings:
        return t("common.leaderboard.none", locale, game_name=info.name)
    lines = [f"**{t('common.leaderboard.header', locale, game_name=info.name)}**"]
    level: str | None = None   # the solo board being listed, from its first row on
    bots = False                # the board against automatic players began
    for row in standings:
        if row.kind == "bots" and not bots:
            bots = True
            lines.append(t("common.leaderboard.bots_header", locale))
        if row.kind == "solo" and level != row.variant:
            level = row.variant
            lines.append(t("common.leaderboard.solo_level_header", locale,
                           level=level_name(row.variant, locale)) if row.variant
                         else t("common.leaderboard.solo_header", locale))
        entry, name = row.entry, texts.shown(row.name)
        bot_level = ratings.bot_level_of(row.user_id)
        if bot_level is not None:
            name = t("common.bot_identity", locale, level=texts.level_name(bot_level, locale))
        if row.kind in ("rating", "bots"):
            key = ("common.leaderboard.rating_provisional" if entry.provisional
                   else "common.leaderboard.rating")
            lines.append(t(key, locale, place=row.place, name=name,
                           rating=_rating(entry.ordinal), games=entry.games))
        else:
            lines.append(t("common.leaderboard.solo", locale, place=row.place, name=name,
                           score=entry.solo_best, games=entry.solo_games,
                           wins=entry.solo_wins))
    if any(row.kind in ("rating", "bots") for row in standings):
        lines.append(t("common.leaderboard.rating_note", locale,
                       count=ratings.PROVISIONAL_GAMES))
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
