"""The command surface: ``/game new|join|leave|start|board|status|history|resign|abandon|
mine|rules|draw|undo`` and ``/move`` with autocomplete.

Thin by design: each callback turns an interaction into one call on tables/ and the result
into a reply (through cogs.flow and cogs.present). The options of ``/game new`` are built from
the registry, so a new game's options appear without editing this file.
"""

from __future__ import annotations

import inspect
import io
import logging

import discord
from discord import app_commands
from discord.ext import commands

from cogs import flow, lang, present
from cogs.components import DYNAMIC_ITEMS
from cogs.translator import describe
from i18n import has, t
from rules import registry
from rules.errors import GroveError, NoTable

log = logging.getLogger(__name__)


def _d(path: str, option: str | None = None) -> str:
    """A command's (or its option's) English description from the catalog."""
    return describe(path, option)


def game_choices() -> list[app_commands.Choice[str]]:
    """Every registered game as a slash-command choice."""
    return [app_commands.Choice(name=g.INFO.name, value=g.INFO.id) for g in registry.all_games()]


def option_specs() -> dict[str, tuple[str, list[str]]]:
    """Every game option by name: its description and the union of its choices."""
    specs: dict[str, tuple[str, list[str]]] = {}
    for game in registry.all_games():
        for opt in game.INFO.options:
            desc, choices = specs.get(opt.name, (opt.description, []))
            specs[opt.name] = (desc, choices + [c for c in opt.choices if c not in choices])
    return specs


def build_new_command(cog: GameCog) -> app_commands.Command:
    """``/game new`` with one named option per game option found in the registry."""
    specs = option_specs()

    async def new(interaction: discord.Interaction, game: str, **options: str | None) -> None:
        await cog.new_table(interaction, game, options)

    params = [
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                          annotation=discord.Interaction),
        inspect.Parameter("game", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str),
    ]
    for name in specs:
        params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY,
                                        annotation=str | None, default=None))
    new.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    new.__annotations__ = {p.name: p.annotation for p in params}
    choices: dict[str, list[app_commands.Choice[str]]] = {"game": game_choices()}
    descriptions = {"game": _d("game new", "game")}
    for name, (desc, values) in specs.items():
        choices[name] = [app_commands.Choice(name=v, value=v) for v in values][:25]
        # the catalog's description wins; a new game's option works before it is translated
        descriptions[name] = describe("game new", name, default=desc)
    new = app_commands.choices(**choices)(new)
    new = app_commands.describe(**descriptions)(new)
    return app_commands.Command(name="new", description=_d("game new"), callback=new)


class GameCog(commands.Cog):
    """Every Grove command."""

    game = app_commands.Group(name="game", description=_d("game"), guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.new_command = build_new_command(self)
        self.game.add_command(self.new_command)

    # -- lobby ---------------------------------------------------------------------------

    async def new_table(self, interaction: discord.Interaction, game: str,
                        options: dict[str, str | None]) -> None:
        """Open a lobby (``/game new``); a solo game starts at once."""
        ack = flow.Acknowledge(interaction, ephemeral=False)

        async def act() -> None:
            tables = flow.service(interaction)
            outcome = await flow.in_time(tables.create(
                game_id=game, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                user_id=interaction.user.id, name=flow.display_name(interaction.user),
                options=options), ack)
            locale = await lang.post_locale(interaction)
            table = outcome.table
            # The lobby message is this command's own answer (public); the thread and the
            # first post of a solo game come through the outbox.
            message: dict = {"embed": present.lobby_embed(table, locale)}
            view = present.lobby_controls(table, locale)
            if view is not None:
                message["view"] = view
            if interaction.response.is_done():
                sent = await interaction.followup.send(wait=True, **message)
            else:
                await interaction.response.send_message(**message)
                sent = await interaction.original_response()
            await tables.set_lobby_message(table.id, sent.id)
            if outcome.started:
                table = await tables.load(table.id)
                await flow.announce(interaction, table, events=(), acted_before=frozenset())
        await flow.guarded(interaction, act, "game new")

    async def _lobby_action(self, interaction: discord.Interaction, action: str,
                            table_id: int | None) -> None:
        async def act() -> None:
            tables = flow.service(interaction)
            lobby = await tables.lobby_in(interaction.channel_id or 0, table_id)
            await flow.lobby_action(interaction, action, lobby.id)
        await flow.guarded(interaction, act, f"game {action}", table_id)

    async def lobby_autocomplete(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        """Open lobbies in this channel, newest first."""
        try:
            rows = await flow.service(interaction).store.open_lobbies(interaction.channel_id or 0)
        except Exception:
            log.exception("lobby autocomplete failed")
            return []
        out = []
        for row in rows[:25]:
            label = f"#{row.id} {registry.get(row.game).INFO.name}"
            if current.lower() in label.lower():
                out.append(app_commands.Choice(name=label, value=str(row.id)))
        return out

    @game.command(name="join", description=_d("game join"))
    @app_commands.describe(table=_d("game join", "table"))
    async def join(self, interaction: discord.Interaction, table: str | None = None) -> None:
        """Take a seat in a lobby."""
        await self._lobby_action(interaction, "join", _table_id(table))

    @game.command(name="leave", description=_d("game leave"))
    @app_commands.describe(table=_d("game join", "table"))
    async def leave(self, interaction: discord.Interaction, table: str | None = None) -> None:
        """Give up a seat in a lobby."""
        await self._lobby_action(interaction, "leave", _table_id(table))

    @game.command(name="start", description=_d("game start"))
    @app_commands.describe(table=_d("game join", "table"))
    async def start(self, interaction: discord.Interaction, table: str | None = None) -> None:
        """Start a lobby's game (creator only)."""
        await self._lobby_action(interaction, "start", _table_id(table))

    join.autocomplete("table")(lobby_autocomplete)
    leave.autocomplete("table")(lobby_autocomplete)
    start.autocomplete("table")(lobby_autocomplete)

    # -- play ----------------------------------------------------------------------------

    @app_commands.command(name="move", description=_d("move"))
    @app_commands.describe(notation=_d("move", "notation"))
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, notation: str) -> None:
        """Play a move in this thread's table."""
        await flow.guarded(interaction, lambda: flow.play(interaction, notation), "move")

    @move.autocomplete("notation")
    async def move_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        """Up to 25 legal moves of the user's seat; nothing for anyone else."""
        try:
            table = await flow.table_here(interaction)
            found = await flow.service(interaction).suggestions(
                table.id, interaction.user.id, current)
        except GroveError:
            return []
        except Exception:
            log.exception("move autocomplete failed")
            return []
        return [app_commands.Choice(name=m, value=m) for m in found]

    async def _offturn(self, interaction: discord.Interaction, text: str,
                       missing: str) -> None:
        await flow.guarded(interaction, lambda: flow.play(interaction, text, missing=missing),
                           text)

    @game.command(name="resign", description=_d("game resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        """Resign this thread's game."""
        # every game knows `resign`
        await flow.guarded(interaction, lambda: flow.play(interaction, "resign"), "resign")

    @game.command(name="draw", description=_d("game draw"))
    @app_commands.describe(action=_d("game draw", "action"))
    @app_commands.choices(action=[app_commands.Choice(name=a, value=a)
                                  for a in ("offer", "accept", "decline")])
    async def draw(self, interaction: discord.Interaction, action: str) -> None:
        """Offer, accept or decline a draw."""
        await self._offturn(interaction, f"draw {action}", "NO_DRAW_OFFERS")

    @game.command(name="undo", description=_d("game undo"))
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back your last move where the game allows it."""
        await self._offturn(interaction, "undo", "NO_UNDO")

    @game.command(name="abandon", description=_d("game abandon"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        """Close this thread's table without a result."""
        async def act() -> None:
            try:
                table_id = await flow.table_id_here(interaction)
            except NoTable:
                table_id = (await flow.service(interaction).lobby_in(
                    interaction.channel_id or 0)).id
            perms = getattr(interaction, "permissions", None)
            can_manage = bool(perms and perms.manage_threads)
            ack = flow.Acknowledge(interaction)
            closed = await flow.in_time(flow.service(interaction).abandon(
                table_id, interaction.user.id, can_manage,
                flow.display_name(interaction.user), before_write=ack), ack)
            await ack()
            await flow.announce(interaction, closed, events=())
            await flow.finish(interaction, t("common.status.abandoned",
                                             await flow.reply_locale(interaction)))
        await flow.guarded(interaction, act, "game abandon")

    # -- looking -------------------------------------------------------------------------

    @game.command(name="board", description=_d("game board"))
    async def board(self, interaction: discord.Interaction) -> None:
        """Your view of the game, privately."""
        async def act() -> None:
            table = await flow.table_here(interaction)
            if table.state is None:
                raise GroveError("NOT_STARTED")
            await interaction.response.defer(ephemeral=True, thinking=True)
            seat = table.seat_of(interaction.user.id)
            file = await present.picture(table, seat)
            moves = await flow.service(interaction).store.moves(table.id)
            locale = await lang.reply_locale(interaction)
            text = present.status_text(table, len(moves), locale)
            if file is None:
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.followup.send(text, file=file, ephemeral=True)
        await flow.guarded(interaction, act, "game board")

    @game.command(name="status", description=_d("game status"))
    async def status(self, interaction: discord.Interaction) -> None:
        """Whose turn, scores, phase; the result after the end."""
        async def act() -> None:
            try:
                table = await flow.table_here(interaction)
            except NoTable:
                table = await flow.service(interaction).lobby_in(interaction.channel_id or 0)
            moves = await flow.service(interaction).store.moves(table.id)
            locale = await lang.reply_locale(interaction)
            await flow.send_ephemeral(interaction, present.status_text(table, len(moves), locale))
        await flow.guarded(interaction, act, "game status")

    @game.command(name="history", description=_d("game history"))
    async def history(self, interaction: discord.Interaction) -> None:
        """The public move log; long logs come as a text file."""
        async def act() -> None:
            table = await flow.table_here(interaction)
            table, moves = await flow.service(interaction).history(table.id)
            locale = await lang.reply_locale(interaction)
            text = present.history_text(table, moves, locale)
            if len(text) <= present.MESSAGE_LIMIT:
                await flow.send_ephemeral(interaction, text)
                return
            file = discord.File(io.BytesIO(text.encode()), filename=f"table-{table.id}.txt")
            await flow.send_ephemeral(
                interaction, t("common.history.attached", locale, table=table.id,
                               count=len(moves)), file=file)
        await flow.guarded(interaction, act, "game history")

    @game.command(name="mine", description=_d("game mine"))
    async def mine(self, interaction: discord.Interaction) -> None:
        """Tables waiting for your move."""
        async def act() -> None:
            waiting = await flow.service(interaction).mine(interaction.user.id)
            locale = await lang.reply_locale(interaction)
            if not waiting:
                await flow.send_ephemeral(interaction, t("common.mine.none", locale))
                return
            lines = [t("common.mine.header", locale)]
            for row, _seat in waiting[:20]:
                where = f"<#{row.thread_id or row.channel_id}>"
                lines.append(t("common.mine.line", locale, table=row.id, where=where,
                               game_name=registry.get(row.game).INFO.name))
            await flow.send_ephemeral(interaction, "\n".join(lines))
        await flow.guarded(interaction, act, "game mine")

    @game.command(name="rules", description=_d("game rules"))
    @app_commands.describe(game=_d("game rules", "game"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        """How a game is played and its notation."""
        async def act() -> None:
            info = registry.get(game).INFO
            locale = await lang.reply_locale(interaction)
            header = t("common.rules.header", locale, game_name=info.name,
                       min=info.min_seats, max=info.max_seats)
            lines = [f"**{header}**"]
            if has(f"{game}.help", locale):
                lines.append(t(f"{game}.help", locale))
            elif info.summary:
                lines.append(info.summary)
            await flow.send_ephemeral(interaction, "\n".join(lines)[: present.MESSAGE_LIMIT])
        await flow.guarded(interaction, act, "game rules")


def _table_id(text: str | None) -> int | None:
    """The table id picked with autocomplete (``'12'`` or ``'#12 ...'``)."""
    if not text:
        return None
    digits = text.lstrip("#").split()[0] if text.strip() else ""
    if not digits.isdigit():
        raise NoTable()
    return int(digits)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: the cog and the persistent buttons."""
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(GameCog(bot))
