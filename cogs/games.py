"""The command surface: ``/game new|join|leave|start|board|status|history|export|import|
resign|abandon|mine|rules|draw|undo|hint`` and ``/move`` with autocomplete.

Thin by design: each callback turns an interaction into one call on tables/ and the result
into a reply (through cogs.flow, cogs.components and the text modules). The options of
``/game new`` and the games offered are built from the registry when the cog is built, so a
new game appears without editing this file.
"""

from __future__ import annotations

import asyncio
import inspect
import io
import logging
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import (
    choices,
    components,
    daily,
    flow,
    lang,
    pictures,
    posts,
    records,
    slowplay,
    status,
    texts,
)
from cogs.extras import all_dynamic_items as extras_dynamic_items
from cogs.extras import extras_for
from cogs.replay import replay_command
from cogs.translator import describe
from i18n import LOCALES, has, t
from rules import registry
from rules.errors import GameOver, GroveError, NoTable, NotAllowed, NotSeated
from tables import BOT_LEVELS, Table, clocks
from tables.slowplay import SlowPlay
from tables.slowplay import settings_of as slow_settings

log = logging.getLogger(__name__)


def _d(path: str, option: str | None = None) -> str:
    """A command's (or its option's) English description from the catalog."""
    return describe(path, option)


#: Discord shows at most 25 fixed choices for an option.
CHOICE_LIMIT = 25
#: Longest text Discord lets through for free-text options (it refuses longer input itself):
#: a move's notation (autocomplete values are at most 100 long too), playing hours.
NOTATION_LENGTH = 100
HOURS_LENGTH = 20
#: the ``table`` option of /game join|leave|start|kick: an id, or an autocomplete line
TableText = app_commands.Range[str, 1, 100]


@dataclass(frozen=True)
class NewOption:
    """One named option of ``/game new``: the games it belongs to and how Discord asks."""

    name: str
    kind: str  # "choice" | "integer" | "text"
    games: tuple[str, ...]  # the display names of the games that have it
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    @property
    def autocompleted(self) -> bool:
        """Too many choices for Discord's fixed list: suggested as the user types instead
        (never cut)."""
        return self.kind == "choice" and len(self.choices) > CHOICE_LIMIT


def option_specs() -> dict[str, NewOption]:
    """Every game's rules options by name. Games may share an option name only with the
    same kind; choices are pooled (each game still checks its own before anything is made)."""
    specs: dict[str, NewOption] = {}
    for game in registry.all_games():
        info = game.INFO
        for opt in info.options:
            known = specs.get(opt.name)
            if known is None:
                specs[opt.name] = NewOption(
                    opt.name, opt.kind, (info.name,), opt.description, opt.choices,
                    opt.minimum, opt.maximum if opt.kind != "text" else opt.max_length)
                continue
            if known.kind != opt.kind:
                raise ValueError(f"option {opt.name} is a {known.kind} in one game and a "
                                 f"{opt.kind} in {info.name}")
            high = opt.maximum if opt.kind != "text" else opt.max_length
            specs[opt.name] = replace(
                known, games=(*known.games, info.name),
                choices=known.choices + tuple(c for c in opt.choices if c not in known.choices),
                minimum=None if known.minimum is None or opt.minimum is None
                else min(known.minimum, opt.minimum),
                maximum=None if known.maximum is None or high is None
                else max(known.maximum, high))
    return specs


def _annotation(spec: NewOption) -> Any:
    """How Discord asks for an option: a number within its bounds, a short text, or text
    picked from choices."""
    if spec.kind == "integer":
        low = spec.minimum if spec.minimum is not None else -(2 ** 53)
        high = spec.maximum if spec.maximum is not None else 2 ** 53
        return app_commands.Range[int, low, high] | None
    if spec.kind == "text":
        return app_commands.Range[str, 1, spec.maximum or 100] | None
    return str | None


def _choice_autocomplete(name: str) -> Any:
    """Autocomplete for a choice option with more than 25 choices: the choices of the game
    picked in the same command that match what was typed (at most 25 at a time)."""
    async def complete(interaction: discord.Interaction,
                       current: str) -> list[app_commands.Choice[str]]:
        game_id = getattr(interaction.namespace, "game", None)
        games = [registry.get(game_id)] if game_id in registry.game_ids() \
            else registry.all_games()
        values: list[str] = []
        for game in games:
            spec = game.INFO.option(name)
            if spec is not None:
                values.extend(v for v in spec.choices if v not in values)
        typed = current.lower()
        hits = [v for v in values if typed in v.lower()]
        return [app_commands.Choice(name=v, value=v) for v in hits[:CHOICE_LIMIT]]
    return complete


def build_new_command(cog: GameCog) -> app_commands.Command:
    """``/game new`` with one named option per rules option found in the registry."""
    specs = option_specs()

    async def new(interaction: discord.Interaction, game: str, clock: str | None = None,
                  hours: str | None = None, bots: int | None = None,
                  bot_level: str | None = None, **options: Any) -> None:
        # Table settings (every game has them), apart from the game's rules options.
        settings = {"clock": clock, "hours": hours, "bots": bots or 0, "bot_level": bot_level}
        await cog.new_table(interaction, game, options, settings)

    params = [
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                          annotation=discord.Interaction),
        inspect.Parameter("game", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str),
        # Table settings (not rules options): every game has them.
        inspect.Parameter("clock", inspect.Parameter.KEYWORD_ONLY, annotation=str | None,
                          default=None),
        inspect.Parameter("hours", inspect.Parameter.KEYWORD_ONLY,
                          annotation=app_commands.Range[str, 1, HOURS_LENGTH] | None,
                          default=None),
        inspect.Parameter("bots", inspect.Parameter.KEYWORD_ONLY,
                          annotation=app_commands.Range[int, 0, 5] | None, default=None),
        inspect.Parameter("bot_level", inspect.Parameter.KEYWORD_ONLY, annotation=str | None,
                          default=None),
    ]
    for name, spec in specs.items():
        params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY,
                                        annotation=_annotation(spec), default=None))
    # discord.py reads a command's parameters from ``__signature__``, which mypy does not
    # know a function may carry.
    new.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    new.__annotations__ = {p.name: p.annotation for p in params}
    fixed: dict[str, list[app_commands.Choice[str]]] = {
        "game": choices.game_choices(),
        "clock": [app_commands.Choice(name=k, value=k) for k in clocks.KINDS],
        "bot_level": [app_commands.Choice(name=k, value=k) for k in BOT_LEVELS]}
    descriptions = {"game": _d("game new", "game")}
    for name in ("clock", "hours", "bots", "bot_level"):
        descriptions[name] = _d("game new", name)
    completers: dict[str, Any] = {}
    for name, spec in specs.items():
        if spec.autocompleted:
            completers[name] = _choice_autocomplete(name)
        elif spec.kind == "choice":
            fixed[name] = [app_commands.Choice(name=v, value=v) for v in spec.choices]
        # The catalog's description names the game(s) the option is for; a new game's option
        # works before it is translated, with its games named in front.
        named = all(g in spec.description for g in spec.games)
        default = spec.description if named else f"{', '.join(spec.games)}: {spec.description}"
        descriptions[name] = describe("game new", name, default=default)
    new = app_commands.choices(**fixed)(new)
    new = app_commands.describe(**descriptions)(new)
    if completers:
        new = app_commands.autocomplete(**completers)(new)
    return app_commands.Command(name="new", description=_d("game new"), callback=new)


class GameCog(commands.Cog):
    """Every Grove command."""

    game = app_commands.Group(name="game", description=_d("game"), guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        # The registry is read now, not at import: a game registered later is offered too.
        choices.load_game_catalogs()
        self.new_command = build_new_command(self)
        self.game.add_command(self.new_command)
        rules = self.game.get_command("rules")
        assert isinstance(rules, app_commands.Command)
        choices.offer_games(rules)

    async def cog_load(self) -> None:
        """Load every game's renderer (and its palette) now, off the event loop, so the
        first picture after a start is as quick as any other."""
        await asyncio.to_thread(pictures.preload, LOCALES)

    # -- lobby ---------------------------------------------------------------------------

    async def new_table(self, interaction: discord.Interaction, game: str,
                        options: dict[str, Any],
                        settings: dict[str, Any] | None = None) -> None:
        """Open a lobby (``/game new``); a solo game starts at once, and so does a table
        that automatic players fill. ``settings``: clock, playing hours, bots, their level."""
        ack = flow.Acknowledge(interaction, ephemeral=False)
        settings = settings or {}

        async def create() -> Any:
            tables = flow.service(interaction)
            # Playing hours are read in the creator's time zone; bots get the post language.
            prefs = await tables.store.user_settings(interaction.user.id)
            names = flow.bot_names(await lang.post_locale(interaction))
            return await tables.create(
                game_id=game, guild_id=interaction.guild_id,
                channel_id=interaction.channel_id or 0,
                user_id=interaction.user.id, name=flow.display_name(interaction.user),
                options=options, clock=settings.get("clock"), hours=settings.get("hours"),
                time_zone=prefs.time_zone, bots=int(settings.get("bots") or 0),
                bot_names=names, username=interaction.user.name,
                bot_level=settings.get("bot_level"))

        async def act() -> None:
            if isinstance(interaction.channel, discord.Thread):
                # A lobby in a thread would hide the thread's own game from /move.
                raise GroveError("NEW_IN_THREAD")
            if extras_for(game).wants_daily(options):
                # today's deal: a private thread, no public lobby message (cogs/daily.py)
                await daily.new_daily(interaction, game, options, settings)
                return
            tables = flow.service(interaction)
            outcome = await flow.in_time(create(), ack)
            locale = await lang.post_locale(interaction)
            table = outcome.table
            # The lobby message is this command's own answer (public); the thread and the
            # first post of a solo game come through the outbox.
            message = posts.lobby_message(table, locale)
            sent: discord.Message
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
                            table: str | None) -> None:
        async def act() -> None:
            table_id = parse_table_id(table)
            tables = flow.service(interaction)
            try:
                lobby = await tables.lobby_in(interaction.channel_id or 0, table_id)
            except GroveError as exc:
                await flow.show_expired(interaction, exc)
                raise
            # With several lobbies open, the reply says which one was meant.
            others = 0 if table_id is not None else \
                len(await tables.open_lobbies(interaction.channel_id or 0)) - 1
            await flow.lobby_action(interaction, action, lobby.id, others)
        await flow.guarded(interaction, act, f"game {action}")

    async def lobby_autocomplete(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        """Open lobbies in this channel, newest first: table, game, creator and seats."""
        try:
            tables = flow.service(interaction)
            rows = await tables.open_lobbies(interaction.channel_id or 0)
            out = []
            for row in rows:
                seats = await tables.store.seats(row.id)
                info = registry.get(row.game).INFO
                creator = next((s.name for s in seats if s.user_id == row.creator_id), "?")
                label = f"#{row.id} {info.name} · {creator} · {len(seats)}/{info.max_seats}"
                if current.lower().lstrip("#") in label.lower():
                    out.append(app_commands.Choice(name=label[:100], value=str(row.id)))
                if len(out) == 25:
                    break
            return out
        except Exception:
            log.exception("lobby autocomplete failed")
            return []

    @game.command(name="join", description=_d("game join"))
    @app_commands.describe(table=_d("game join", "table"))
    async def join(self, interaction: discord.Interaction, table: TableText | None = None) -> None:
        """Take a seat in a lobby."""
        await self._lobby_action(interaction, "join", table)

    @game.command(name="leave", description=_d("game leave"))
    @app_commands.describe(table=_d("game join", "table"))
    async def leave(self, interaction: discord.Interaction, table: TableText | None = None) -> None:
        """Give up a seat in a lobby."""
        await self._lobby_action(interaction, "leave", table)

    @game.command(name="start", description=_d("game start"))
    @app_commands.describe(table=_d("game join", "table"))
    async def start(self, interaction: discord.Interaction, table: TableText | None = None) -> None:
        """Start a lobby's game (creator only)."""
        await self._lobby_action(interaction, "start", table)

    @game.command(name="kick", description=_d("game kick"))
    @app_commands.describe(player=_d("game kick", "player"), table=_d("game join", "table"))
    async def kick(self, interaction: discord.Interaction, player: discord.User,
                   table: TableText | None = None) -> None:
        """The lobby's creator removes a player from it."""
        async def act() -> None:
            tables = flow.service(interaction)
            lobby = await tables.lobby_in(interaction.channel_id or 0, parse_table_id(table))
            outcome = await tables.kick(lobby.id, interaction.user.id, player.id)
            # the lobby message is edited by the outbox, like every public post
            await flow.announce(interaction, outcome.table, events=(), acted_before=frozenset())
            locale = await flow.reply_locale(interaction)
            name = next((s.name for s in lobby.seats if s.user_id == player.id),
                        flow.display_name(player))
            await flow.finish(interaction, t(
                "common.lobby.kicked", locale, name=texts.shown(name),
                game_name=lobby.game.INFO.name, table=lobby.id))
        await flow.guarded(interaction, act, "game kick")

    join.autocomplete("table")(lobby_autocomplete)
    leave.autocomplete("table")(lobby_autocomplete)
    start.autocomplete("table")(lobby_autocomplete)
    kick.autocomplete("table")(lobby_autocomplete)

    # -- play ----------------------------------------------------------------------------

    @app_commands.command(name="move", description=_d("move"))
    @app_commands.describe(notation=_d("move", "notation"))
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction,
                   notation: app_commands.Range[str, 1, NOTATION_LENGTH]) -> None:
        """Play a move in this thread's table."""
        await flow.guarded(interaction, lambda: components.play(interaction, notation),
                           "move")

    @move.autocomplete("notation")
    async def move_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        """Up to 25 legal moves of the user's seat; to anyone who may not act now, one line
        saying whose turn it is (submitted, it gets the ordinary "not your turn")."""
        try:
            table = await flow.table_here(interaction)
            if table.row.status != "running":
                return []
            acting = table.to_act()
            if table.seat_of(interaction.user.id) not in acting:
                locale = await lang.reply_locale(interaction)
                names = [table.names[s] for s in sorted(acting)]
                line = t("common.turn_of", locale, names=", ".join(names), count=len(names))
                return [app_commands.Choice(name=line[:100], value=WHOSE_TURN_VALUE)]
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
        await flow.guarded(
            interaction, lambda: components.play(interaction, text, missing=missing), text)

    @game.command(name="resign", description=_d("game resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        """Resign this thread's game, after a Confirm click."""
        async def act() -> None:
            table = await flow.table_here(interaction)
            running = await flow.service(interaction).running(table.id)
            if running.seat_of(interaction.user.id) is None:
                raise NotSeated()
            locale = await lang.reply_locale(interaction)
            view = discord.ui.View(timeout=None)
            # every game knows `resign`; the button is bound to this version
            view.add_item(components.MoveButton(table.id, table.row.version, "resign",
                                     label=t("common.button.confirm_resign", locale),
                                     style="danger", confirmed=True))
            await flow.send_ephemeral(interaction, t(
                "common.confirm.resign", locale, game_name=table.game.INFO.name,
                table=table.id), view=view)
        await flow.guarded(interaction, act, "resign")

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

    @game.command(name="hint", description=_d("game hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        """The suggested next action and its chance of winning (games with hints), privately
        and to the table's player only."""
        await flow.guarded(interaction, lambda: daily.hint(interaction), "game hint")

    @game.command(name="abandon", description=_d("game abandon"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        """Close this thread's table (or this channel's lobby) without a result, after a
        Confirm click: a lobby by its creator; a running game when every other player
        agrees, or by a member who can manage threads."""
        async def act() -> None:
            try:
                table_id = await flow.table_id_here(interaction)
            except NoTable:
                table_id = (await flow.service(interaction).lobby_in(
                    interaction.channel_id or 0)).id
            table = await flow.service(interaction).load(table_id)
            if table.row.status in ("over", "abandoned"):
                raise GameOver(status=table.row.status)
            manager = flow.can_manage_threads(interaction)
            locale = await flow.reply_locale(interaction)
            if table.row.status == "lobby":
                key = "common.confirm.call_off"
            elif manager:
                key = "common.confirm.abandon_now"
            else:
                if table.seat_of(interaction.user.id) is None:
                    raise NotAllowed("ONLY_PLAYERS_ABANDON")
                key = "common.confirm.abandon_ask"
            view = discord.ui.View(timeout=None)
            view.add_item(components.AbandonButton(table.id, table.row.version, "confirm",
                                        t("common.button.confirm", locale)))
            await flow.send_ephemeral(interaction, t(
                key, locale, game_name=table.game.INFO.name, table=table.id), view=view)
        await flow.guarded(interaction, act, "game abandon")

    # -- looking -------------------------------------------------------------------------

    @game.command(name="board", description=_d("game board"))
    @app_commands.describe(player=_d("game board", "player"), turn=_d("game board", "turn"))
    async def board(self, interaction: discord.Interaction,
                    player: discord.Member | None = None,
                    turn: app_commands.Range[int, 1, 100_000] | None = None) -> None:
        """Your view of the game, privately; ``player``: that player's part, enlarged;
        ``turn``: the public picture at the start of that turn."""
        async def act() -> None:
            table = await flow.table_here(interaction)
            if table.state is None:
                raise GroveError("NOT_STARTED")
            if turn is not None:
                await self._board_at_turn(interaction, table.id, turn)
                return
            shown = None if player is None else table.seat_of(player.id)
            if player is not None and shown is None:
                raise GroveError("BOARD_NOT_SEATED")
            enlarge = extras_for(table.row.game).player_picture
            await interaction.response.defer(ephemeral=True, thinking=True)
            seat = table.seat_of(interaction.user.id)
            locale = await lang.reply_locale(interaction)
            file: discord.File | None
            if shown is not None and enlarge is not None:
                # The asker's own view (the viewer, last): nothing it may not see reaches
                # the picture.
                file = await enlarge(table, shown, locale, seat)
            else:
                file = await pictures.picture(table, seat, locale=locale)
            moves = await flow.service(interaction).store.moves(table.id)
            text = status.status_text(table, len(status.public_moves(table, moves)), locale)
            # A finished game shows its results card after the board.
            card = await pictures.results_card(table, locale=locale)
            files = [f for f in (file, card) if f is not None]
            if len(files) > 1:
                await interaction.followup.send(text, files=files, ephemeral=True)
            elif files:
                await interaction.followup.send(text, file=files[0], ephemeral=True)
            else:
                await interaction.followup.send(text, ephemeral=True)
            # In a simultaneous private phase, /game board also reopens the player's panel.
            panel = components.panel_message(table, seat, locale)
            if panel is not None:
                body, view = panel
                if view is not None:
                    await interaction.followup.send(body, ephemeral=True, view=view)
                else:
                    await interaction.followup.send(body, ephemeral=True)
        await flow.guarded(interaction, act, "game board")

    async def _board_at_turn(self, interaction: discord.Interaction, table_id: int,
                             turn: int) -> None:
        """The public picture at the start of public turn ``turn`` (the number the posts
        show), privately: a compact thread keeps one live picture, earlier ones come here."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, state, _, last = await flow.service(interaction).position_at_turn(table_id, turn)
        locale = await lang.reply_locale(interaction)
        file = await pictures.picture(table, view=table.game.view(state, None),
                                      name=f"-turn{turn}", locale=locale)
        text = t("common.board.at_turn", locale, turn=turn, last=last,
                 game_name=table.game.INFO.name, table=table.id)
        if file is None:
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.followup.send(text, file=file, ephemeral=True)

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
            count = len(status.public_moves(table, moves))
            away = await status.away_seats(flow.service(interaction), table)
            await flow.send_ephemeral(interaction, status.status_text(table, count, locale,
                                                                      away))
        await flow.guarded(interaction, act, "game status")

    @game.command(name="history", description=_d("game history"))
    async def history(self, interaction: discord.Interaction) -> None:
        """The public move log; long logs come as a text file."""
        async def act() -> None:
            table = await flow.table_here(interaction)
            table, moves = await flow.service(interaction).history(table.id)
            locale = await lang.reply_locale(interaction)
            text = status.history_text(table, moves, locale)
            if len(text) <= texts.MESSAGE_LIMIT:
                await flow.send_ephemeral(interaction, text)
                return
            file = discord.File(io.BytesIO(text.encode()), filename=f"table-{table.id}.txt")
            await flow.send_ephemeral(
                interaction, t("common.history.attached", locale, table=table.id,
                               count=len(status.public_moves(table, moves))), file=file)
        await flow.guarded(interaction, act, "game history")

    @game.command(name="replay", description=_d("game replay"))
    async def replay(self, interaction: discord.Interaction) -> None:
        """This table's game as one animated picture, turn by turn (public positions)."""
        await flow.guarded(interaction, lambda: replay_command(interaction),
                           "game replay")

    @game.command(name="export", description=_d("game export"))
    async def export(self, interaction: discord.Interaction) -> None:
        """This table's game record as a text file, privately (cogs/records.py)."""
        await flow.guarded(interaction, lambda: records.export(interaction), "game export")

    @game.command(name="import", description=_d("game import"))
    @app_commands.describe(record=_d("game import", "record"))
    @app_commands.default_permissions(manage_guild=True)
    async def import_record(self, interaction: discord.Interaction,
                            record: discord.Attachment) -> None:
        """A game record read back into a finished table here (server managers)."""
        await flow.guarded(interaction, lambda: records.import_(interaction, record),
                           "game import")

    @game.command(name="mine", description=_d("game mine"))
    async def mine(self, interaction: discord.Interaction) -> None:
        """Your running tables across servers: those waiting for you first (longest waiting
        first), then those waiting for others."""
        async def act() -> None:
            rows = await flow.service(interaction).mine(interaction.user.id)
            locale = await lang.reply_locale(interaction)
            if not rows:
                await flow.send_ephemeral(interaction, t("common.mine.none", locale))
                return
            await flow.send_ephemeral(interaction, mine_text(rows, locale))
        await flow.guarded(interaction, act, "game mine")

    @game.command(name="clock", description=_d("game clock"))
    async def clock(self, interaction: discord.Interaction) -> None:
        """Every seat's clock at this table, privately."""
        async def act() -> None:
            table = await flow.table_here(interaction)
            slow = flow.slowplay(interaction.client)
            if slow is None:
                raise GroveError("NO_CLOCK")
            locale = await lang.reply_locale(interaction)
            away = await status.away_seats(flow.service(interaction), table)
            await flow.send_ephemeral(interaction, clock_text(slow, table, locale, away))
        await flow.guarded(interaction, act, "game clock")

    @game.command(name="return", description=_d("game return"))
    async def give_back(self, interaction: discord.Interaction) -> None:
        """Take your seat back from the automatic player."""
        async def act() -> None:
            table = await flow.table_here(interaction)
            slow = flow.slowplay(interaction.client)
            if slow is None:
                raise GroveError("NOT_HANDED_OVER")
            await slow.give_back(table.id, interaction.user.id)
            locale = await lang.post_locale(interaction)
            await interaction.response.send_message(
                t("common.returned", locale,
                  name=texts.shown(flow.display_name(interaction.user))),
                allowed_mentions=discord.AllowedMentions.none())
        await flow.guarded(interaction, act, "game return")

    @game.command(name="rules", description=_d("game rules"))
    @app_commands.describe(game=_d("game rules", "game"))
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        """How a game is played and its notation."""
        async def act() -> None:
            info = registry.get(game).INFO
            locale = await lang.reply_locale(interaction)
            if info.min_seats == info.max_seats:
                header = t("common.rules.header_exact", locale, game_name=info.name,
                           count=info.max_seats)
            else:
                header = t("common.rules.header", locale, game_name=info.name,
                           min=info.min_seats, max=info.max_seats)
            lines = [f"**{header}**"]
            if has(f"{game}.help", locale):
                lines.append(t(f"{game}.help", locale))
            elif info.summary:
                lines.append(info.summary)
            await flow.send_ephemeral(interaction, "\n".join(lines)[: texts.MESSAGE_LIMIT])
        await flow.guarded(interaction, act, "game rules")


#: the value of the autocomplete line "it is X's turn": no move, so submitting it gets the
#: ordinary "not your turn" (the turn is checked before the notation).
WHOSE_TURN_VALUE = "-"
#: how many tables /game mine lists per group
MINE_LIMIT = 15


def mine_text(rows: list[Any], locale: str) -> str:
    """``/game mine``: tables waiting for you, then those waiting for others, with how long
    each has waited (a Discord relative time, shown in each reader's language)."""
    yours = [r for r in rows if r.to_act]
    others = [r for r in rows if not r.to_act]
    lines: list[str] = []
    for header, group, key in (("common.mine.header_yours", yours, "common.mine.line_yours"),
                               ("common.mine.header_others", others,
                                "common.mine.line_others")):
        if not group:
            continue
        lines.append(f"**{t(header, locale, count=len(group))}**")
        for row in group[:MINE_LIMIT]:
            names = [texts.shown(n) for n in row.acting]
            lines.append(t(key, locale, game_name=registry.get(row.game).INFO.name,
                           table=row.table_id, where=f"<#{row.thread_id or row.channel_id}>",
                           since=f"<t:{texts.unix_time(row.since)}:R>",
                           names=", ".join(names), count=len(names)))
        if len(group) > MINE_LIMIT:
            lines.append(t("common.mine.more", locale, count=len(group) - MINE_LIMIT))
    return "\n".join(lines)[: texts.MESSAGE_LIMIT]


def parse_table_id(text: str | None) -> int | None:
    """The table id picked with autocomplete (``'12'``, ``'#12'`` or ``'#12 Halali! ...'``);
    other text is refused with one sentence (``BAD_TABLE_ID``)."""
    if text is None or not text.strip():
        return None
    first = text.strip().split()[0].lstrip("#")
    # ASCII digits only: ``str.isdigit`` passes superscripts (``²``) that ``int`` refuses.
    if not (first.isascii() and first.isdigit()) or len(first) > 18:
        raise GroveError("BAD_TABLE_ID", text=texts.shown(text.strip()[:40]))
    return int(first)


def _span(amount: timedelta | None) -> tuple[int, int]:
    """(hours, minutes) of a time span, rounded down."""
    minutes = 0 if amount is None else int(amount.total_seconds() // 60)
    return minutes // 60, minutes % 60


def clock_text(slow: SlowPlay, table: Table, locale: str,
               away: Mapping[int, datetime] | None = None) -> str:
    """``/game clock``: the table's clock kind, then one line per seat (``away``: the seats
    whose players are on holiday)."""
    settings = slow_settings(table)
    lines = [t(f"common.clock.kind.{settings.kind}", locale)]
    if settings.playing_hours is not None:
        hours = settings.playing_hours
        lines.append(t("common.clock.hours", locale, hours=hours.text(), zone=hours.tz))
    for view in slow.clock_view(table, away):
        name = texts.shown(view.name)
        if view.automatic:
            lines.append(t("common.clock.seat.auto", locale, name=name))
        elif view.away_until is not None:
            lines.append(t("common.clock.seat.away", locale, name=name,
                           date=status.day_stamp(view.away_until)))
        elif view.acting and view.deadline is not None:
            move_h, move_m = _span(view.move_left)
            lines.append(t("common.clock.seat.acting", locale, name=name,
                           deadline=slowplay.stamp(view.deadline), hours=move_h,
                           minutes=move_m, reserve=_span(view.reserve_left)[0]))
        elif view.acting:
            lines.append(t("common.clock.seat.untimed", locale, name=name))
        elif view.reserve_left is None:
            lines.append(t("common.clock.seat.idle", locale, name=name))
        else:
            lines.append(t("common.clock.seat.waiting", locale, name=name,
                           reserve=_span(view.reserve_left)[0]))
    return "\n".join(lines)


def all_dynamic_items() -> tuple[Any, ...]:
    """The shared dynamic items, the timeout answers and every game's own (its extras)."""
    return (*components.DYNAMIC_ITEMS, slowplay.TimeoutButton, *extras_dynamic_items())


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: the cog and the persistent buttons."""
    bot.add_dynamic_items(*all_dynamic_items())
    await bot.add_cog(GameCog(bot))
