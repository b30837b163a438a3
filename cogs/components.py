"""Buttons and select menus that keep working after a restart, and the actions they start.

Each is a ``discord.ui.DynamicItem``: its custom id carries the table id (and for moves the
table version), so the bot rebuilds the item from the id alone. A click on an old board or an
old draw offer carries an old version and is refused politely by tables/.

Playing a move lives here too (``play``, for ``/move`` and every click): it may answer with
items of its own (a Confirm button, a seat's private panel), so the items and the actions
that build them are one module, above cogs/flow.py's shared steps.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord

from cogs import flow, lang, texts
from i18n import has, t
from rules.errors import GroveError, NoTable, NotAllowed, NotSeated, StaleVersion
from rules.protocol import Control, Event
from tables import AbandonOutcome, ConfirmNeeded, MoveOutcome, Table, private_panel
from tables.outbox import POSTED

log = logging.getLogger(__name__)

#: Discord allows at most 25 options in a select menu.
SELECT_LIMIT = 25
#: Discord refuses a custom id longer than this (the whole message fails to send).
CUSTOM_ID_LIMIT = 100


def custom_id(text: str) -> str:
    """``text`` as a custom id, or ``ValueError``: an id cut short would act on another move."""
    if len(text) > CUSTOM_ID_LIMIT:
        raise ValueError(f"custom id longer than {CUSTOM_ID_LIMIT} characters: {text[:40]}...")
    return text


LOBBY_ID = r"grove:lobby:(?P<action>join|leave|start):(?P<table>\d+)"
MOVE_ID = r"grove:mv:(?P<table>\d+):(?P<version>\d+):(?P<confirm>[01]):(?P<move>.+)"
# ``n`` numbers the selects of one post: Discord refuses two controls with one custom id.
SELECT_ID = r"grove:sel:(?P<table>\d+):(?P<version>\d+)(?::(?P<n>\d+))?"
ABANDON_ID = r"grove:abandon:(?P<action>confirm|agree):(?P<table>\d+)(?::(?P<version>\d+))?"
PANEL_ID = r"grove:pn:(?P<table>\d+):(?P<seat_version>\d+):(?P<move>.+)"
OPEN_PANEL_ID = r"grove:panel:(?P<table>\d+)"
SEAT_SELECT_ID = (r"grove:ssel:(?P<table>\d+):(?P<seat>\d+):(?P<seat_version>\d+)"
                  r":(?P<n>\d+)")
MODAL_ID = r"grove:modal:(?P<table>\d+):(?P<version>\d+):(?P<label>\w+)"
REMATCH_ID = r"grove:rm:(?P<table>\d+)"
AFTER_ID = r"grove:after:(?P<what>replay|record):(?P<table>\d+)"
GROUP_ID = r"grove:grp:(?P<table>\d+):(?P<version>\d+):(?P<n>\d+)"
EXTEND_ID = r"grove:ext:(?P<table>\d+):(?P<version>\d+):(?P<n>\d+)"


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=LOBBY_ID):
    """Join / Leave / Start on a lobby message."""

    def __init__(self, table_id: int, action: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(
            label=label or action.title(), style=style,
            custom_id=f"grove:lobby:{action}:{table_id}"))
        self.table_id = table_id
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> LobbyButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), match["action"], button.label or "", button.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Run the lobby action and update the lobby message in place."""
        await flow.guarded(interaction, lambda: self._checked(interaction),
                           f"lobby {self.action}", self.table_id)

    async def _checked(self, interaction: discord.Interaction) -> None:
        try:
            await self._act(interaction)
        except GroveError as exc:
            await flow.show_expired(interaction, exc)
            raise

    async def _act(self, interaction: discord.Interaction) -> None:
        # The lobby message is edited by the outbox, like every public post.
        await flow.lobby_action(interaction, self.action, self.table_id)


class MoveButton(discord.ui.DynamicItem[discord.ui.Button], template=MOVE_ID):
    """One move on a button; ``confirmed`` skips the game's misclick guard."""

    def __init__(self, table_id: int, version: int, move: str, *, label: str = "",
                 style: str | discord.ButtonStyle = "secondary", confirmed: bool = False) -> None:
        if isinstance(style, str):
            style = getattr(discord.ButtonStyle, style, discord.ButtonStyle.secondary)
        super().__init__(discord.ui.Button(
            label=(label or move)[:80], style=style,
            custom_id=custom_id(f"grove:mv:{table_id}:{version}:{int(confirmed)}:{move}")))
        self.table_id = table_id
        self.version = version
        self.move = move
        self.confirmed = confirmed

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> MoveButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), int(match["version"]), match["move"],
                   label=button.label or "", style=button.style,
                   confirmed=match["confirm"] == "1")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the move (asking for a Confirm click first where the game wants one)."""
        await flow.guarded(interaction, lambda: self._act(interaction), "move button",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction) -> None:
        await play(interaction, self.move, table_id=self.table_id, version=self.version,
                        clear_source=True, confirm=not self.confirmed)


def _move_menu(placeholder: str, moves: tuple[str, ...] | list[str],
               menu_id: str) -> discord.ui.Select:
    """A one-choice select menu of moves (the shared body of MoveSelect and SeatSelect)."""
    if len(moves) > SELECT_LIMIT:
        # A select shows at most 25 options; never drop a legal move silently.
        raise ValueError(f"a select holds at most {SELECT_LIMIT} moves, got {len(moves)}")
    options = [discord.SelectOption(label=m, value=m) for m in moves]
    return discord.ui.Select(
        placeholder=placeholder[:150] or None, min_values=1, max_values=1,
        options=options or [discord.SelectOption(label="-", value="-")], custom_id=menu_id)


def _chosen(menu: discord.ui.Select) -> str:
    """The move picked in a one-choice menu ("" if none)."""
    values = list(menu.values)
    return values[0] if values else ""


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_ID):
    """A choice among several moves (e.g. the legal colour pairs of a full shop)."""

    #: the most moves one menu holds
    LIMIT = SELECT_LIMIT

    def __init__(self, table_id: int, version: int, placeholder: str = "",
                 moves: tuple[str, ...] | list[str] = (), n: int = 0) -> None:
        super().__init__(_move_menu(placeholder, moves,
                                    custom_id(f"grove:sel:{table_id}:{version}:{n}")))
        self.table_id = table_id
        self.version = version
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> MoveSelect:
        """Rebuild the menu from its custom id (after a restart too)."""
        select = flow.base_item(item, discord.ui.Select)
        return cls(int(match["table"]), int(match["version"]), select.placeholder or "",
                   [o.value for o in select.options], int(match["n"] or 0))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the chosen move."""
        move = _chosen(self.item)
        await flow.guarded(interaction, lambda: self._act(interaction, move), "move select",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction, move: str) -> None:
        await play(interaction, move, table_id=self.table_id, version=self.version,
                        clear_source=True, confirm=True)


class SeatSelect(discord.ui.DynamicItem[discord.ui.Select], template=SEAT_SELECT_ID):
    """One seat's menu on the shared post of a simultaneous phase (Wispwood's cat choice).

    Its custom id carries the seat and that seat's own move count (``seat_version``), not
    the table version: another seat's choice does not make it stale, the seat's own does.
    Only that seat's player may use it.
    """

    def __init__(self, table_id: int, seat: int, seat_version: int, placeholder: str = "",
                 moves: tuple[str, ...] | list[str] = (), n: int = 0) -> None:
        super().__init__(_move_menu(
            placeholder, moves, custom_id(f"grove:ssel:{table_id}:{seat}:{seat_version}:{n}")))
        self.table_id = table_id
        self.seat = seat
        self.seat_version = seat_version
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> SeatSelect:
        """Rebuild the menu from its custom id (after a restart too)."""
        select = flow.base_item(item, discord.ui.Select)
        return cls(int(match["table"]), int(match["seat"]), int(match["seat_version"]),
                   select.placeholder or "", [o.value for o in select.options], int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the chosen move for the menu's own seat."""
        move = _chosen(self.item)
        await flow.guarded(interaction, lambda: self._act(interaction, move), "seat select",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction, move: str) -> None:
        table = await flow.service(interaction).load(self.table_id)
        seat = table.seat_of(interaction.user.id)
        if seat is not None and seat != self.seat:
            raise NotAllowed("NOT_YOUR_MENU")
        # The shared post keeps the other seats' menus: the outbox edits it in place.
        await play(interaction, move, table_id=self.table_id,
                        seat_version=self.seat_version, confirm=True)


class AbandonButton(discord.ui.DynamicItem[discord.ui.Button], template=ABANDON_ID):
    """Confirm (ephemeral, bound to the table version it was asked at) and Agree (on the
    public request to the other players) for ``/game abandon``."""

    def __init__(self, table_id: int, version: int | None, action: str, label: str = "") -> None:
        suffix = f":{version}" if action == "confirm" else ""
        super().__init__(discord.ui.Button(
            label=label or action.title(),
            style=discord.ButtonStyle.danger,
            custom_id=custom_id(f"grove:abandon:{action}:{table_id}{suffix}")))
        self.table_id = table_id
        self.version = version if action == "confirm" else None
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> AbandonButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        version = int(match["version"]) if match["version"] else None
        return cls(int(match["table"]), version, match["action"], button.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Record the wish to abandon; close the table when it is enough."""
        await flow.guarded(interaction, lambda: self._act(interaction), f"abandon {self.action}",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction) -> None:
        await abandon(interaction, self.table_id, self.version,
                           from_request=self.action == "agree")


class ModalButton(discord.ui.DynamicItem[discord.ui.Button], template=MODAL_ID):
    """A button that opens a one-field notation modal for the mover (the ``modal`` control
    kind); what is submitted is checked exactly like ``/move``, against this version."""

    def __init__(self, table_id: int, version: int, label_key: str, *, label: str = "",
                 style: str | discord.ButtonStyle = "secondary") -> None:
        if isinstance(style, str):
            style = getattr(discord.ButtonStyle, style, discord.ButtonStyle.secondary)
        super().__init__(discord.ui.Button(
            label=(label or label_key)[:80], style=style,
            custom_id=f"grove:modal:{table_id}:{version}:{label_key}"))
        self.table_id = table_id
        self.version = version
        self.label_key = label_key

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ModalButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), int(match["version"]), match["label"],
                   label=button.label or "", style=button.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Open the modal, for the mover only (anyone else is refused as with ``/move``)."""
        await flow.guarded(interaction, lambda: self._act(interaction), "modal button",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction) -> None:
        table, _seat = await flow.actor(interaction, self.table_id, self.version)
        locale = await lang.reply_locale(interaction)
        game_id = table.row.game
        await interaction.response.send_modal(NotationModal(
            self.table_id, self.version,
            title=t(f"{game_id}.control.{self.label_key}", locale),
            label=t(f"{game_id}.modal.{self.label_key}", locale),
            placeholder=t(f"{game_id}.modal.{self.label_key}_example", locale)))


class NotationModal(discord.ui.Modal):
    """One text field taking a move's notation; submitting it plays it like ``/move``."""

    def __init__(self, table_id: int, version: int, *, title: str, label: str,
                 placeholder: str) -> None:
        super().__init__(title=title[:45], timeout=900,
                         custom_id=f"grove:notation:{table_id}:{version}")
        self.table_id = table_id
        self.version = version
        self.notation: discord.ui.TextInput = discord.ui.TextInput(
            label=label[:45], placeholder=placeholder[:100], max_length=100,
            custom_id="notation")
        self.add_item(self.notation)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        """Check and play what was typed, against the version the modal was opened at."""
        text = self.notation.value or ""
        await flow.guarded(interaction, lambda: play(
            interaction, text, table_id=self.table_id, version=self.version), "modal submit",
            self.table_id)


class RematchButton(discord.ui.DynamicItem[discord.ui.Button], template=REMATCH_ID):
    """Rematch on a finished game's result post: counts a player's press."""

    def __init__(self, table_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label or "Rematch", style=discord.ButtonStyle.primary,
            custom_id=custom_id(f"grove:rm:{table_id}")))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> RematchButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), button.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Count the press; the last one needed starts the new table."""
        await flow.guarded(interaction, lambda: flow.rematch(interaction, self.table_id),
                           "rematch", self.table_id)


class AfterButton(discord.ui.DynamicItem[discord.ui.Button], template=AFTER_ID):
    """Replay or Game record on a result post: what ``/game replay`` and ``/game export``
    give, without remembering the commands. They stay after the rematch window closes (in an
    archived thread the replay answers privately)."""

    def __init__(self, table_id: int, what: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label or what, style=discord.ButtonStyle.secondary,
            custom_id=custom_id(f"grove:after:{what}:{table_id}")))
        self.table_id = table_id
        self.what = what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> AfterButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), match["what"], button.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Post the replay, or send the record privately."""
        # Imported here: both modules build on this one's flow helpers.
        from cogs import records, replay

        action = (replay.replay_command if self.what == "replay" else records.export)
        await flow.guarded(interaction, lambda: action(interaction, self.table_id),
                           f"after {self.what}", self.table_id)


def after_buttons(table_id: int, locale: Any) -> list[AfterButton]:
    """The Replay and Game record buttons of a finished game's result post."""
    return [AfterButton(table_id, what, t(f"common.button.{what}", locale))
            for what in ("replay", "record")]


async def ask_confirm(interaction: discord.Interaction, table_id: int, version: int,
                      move: str, key: str) -> None:
    """An ephemeral 'are you sure?' (``key``: the game's catalog key) with a Confirm button
    bound to this version."""
    locale = await lang.reply_locale(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(MoveButton(table_id, version, move, label=t("common.button.confirm", locale),
                             style="danger", confirmed=True))
    await flow.send_ephemeral(interaction, t(key, locale, move=move), view=view)


class PanelButton(discord.ui.DynamicItem[discord.ui.Button], template=PANEL_ID):
    """A move on a seat's private (ephemeral) panel in a simultaneous private phase.

    Its custom id carries the seat's own move count (``seat_version``), not the table
    version: other players' moves do not make it stale, the seat's own later moves do.
    """

    def __init__(self, table_id: int, seat_version: int, move: str, *, label: str = "",
                 style: str | discord.ButtonStyle = "secondary") -> None:
        if isinstance(style, str):
            style = getattr(discord.ButtonStyle, style, discord.ButtonStyle.secondary)
        super().__init__(discord.ui.Button(
            label=(label or move)[:80], style=style,
            custom_id=f"grove:pn:{table_id}:{seat_version}:{move}"[:100]))
        self.table_id = table_id
        self.seat_version = seat_version
        self.move = move

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> PanelButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), int(match["seat_version"]), match["move"],
                   label=button.label or "", style=button.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the move; an old panel is refused politely with a fresh one."""
        await flow.guarded(interaction, lambda: play_private(
            interaction, self.table_id, self.move, self.seat_version), "panel button",
            self.table_id)


class OpenPanelButton(discord.ui.DynamicItem[discord.ui.Button], template=OPEN_PANEL_ID):
    """"Open my panel" on a simultaneous private phase's public post (table id only)."""

    def __init__(self, table_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=(label or "Open my panel")[:80], style=discord.ButtonStyle.primary,
            custom_id=f"grove:panel:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> OpenPanelButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), button.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Answer the clicker, ephemerally, with their own fresh panel."""
        await flow.guarded(interaction, lambda: open_panel(interaction, self.table_id),
                           "open panel", self.table_id)


def group_moves(control: Control, group: str) -> tuple[str, ...]:
    """The moves of a grouped select whose first step is ``group``."""
    return tuple(m for m, g in zip(control.moves, control.groups, strict=True) if g == group)


def first_steps(control: Control) -> list[str]:
    """A grouped select's first steps, each once, in the order of its moves."""
    return list(dict.fromkeys(control.groups))


def second_step(table: Table, seat: int, label: str, group: str) -> list[Control]:
    """The seat's current menus for ``group``: one control per menu of at most 25 moves,
    from the grouped selects labelled ``label`` among the seat's controls now."""
    moves = tuple(m for c in table.game.turn_controls(table.state, seat)
                  if c.kind == "select" and c.label == label and c.groups
                  for m in group_moves(c, group))
    return [Control("select", moves[i:i + SELECT_LIMIT], label)
            for i in range(0, len(moves), SELECT_LIMIT)]


class GroupSelect(discord.ui.DynamicItem[discord.ui.Select], template=GROUP_ID):
    """The first step of a choice longer than one menu (Le Temps des Forêts' swaps: the
    first tree): choosing a group answers the mover privately with that group's moves."""

    def __init__(self, table_id: int, version: int, placeholder: str = "",
                 groups: tuple[str, ...] | list[str] = (), n: int = 0) -> None:
        if len(groups) > SELECT_LIMIT:
            raise ValueError(f"a select holds at most {SELECT_LIMIT} groups, got {len(groups)}")
        options = [discord.SelectOption(label=g[:100], value=g[:100]) for g in groups]
        super().__init__(discord.ui.Select(
            placeholder=placeholder[:150] or None, min_values=1, max_values=1,
            options=options or [discord.SelectOption(label="-", value="-")],
            custom_id=custom_id(f"grove:grp:{table_id}:{version}:{n}")))
        self.table_id = table_id
        self.version = version
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> GroupSelect:
        """Rebuild the menu from its custom id (after a restart too)."""
        select = flow.base_item(item, discord.ui.Select)
        return cls(int(match["table"]), int(match["version"]), select.placeholder or "",
                   [o.value for o in select.options], int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the mover, privately, the moves of the chosen group."""
        group = _chosen(self.item)
        await flow.guarded(interaction, lambda: self._act(interaction, group),
                           "group select", self.table_id)

    async def _act(self, interaction: discord.Interaction, group: str) -> None:
        table, seat = await flow.actor(interaction, self.table_id, self.version)
        grouped = [c for c in table.game.turn_controls(table.state, seat)
                   if c.kind == "select" and c.groups and group in c.groups]
        if not grouped:
            raise StaleVersion()  # nothing of that group is legal now: the post moved on
        menus = second_step(table, seat, grouped[0].label, group)
        locale = await lang.reply_locale(interaction)
        view = discord.ui.View(timeout=900)
        placeholder = t("common.control.second_step", locale, first=group)
        for n, menu in enumerate(menus[:5]):
            view.add_item(MoveSelect(table.id, table.row.version, placeholder, menu.moves,
                                     n=n))
        await flow.send_ephemeral(interaction, placeholder, view=view)


def longer_lists(table: Table, seat: int, move: str) -> list[str]:
    """The legal lists one item longer than ``move`` (the game's ``suggest`` hook, as its
    autocomplete offers them), at most one menu's worth."""
    suggest = table.game.suggest
    if suggest is None:
        return []
    return [s for s in suggest(table.state, seat, move + " ")
            if s != move and s.startswith(move + " ")][:SELECT_LIMIT]


class ExtendSelect(discord.ui.DynamicItem[discord.ui.Select], template=EXTEND_ID):
    """A list move chosen item by item (Living Forest's Attract: ``att 1a``, then ``att 1a
    2c``...): choosing one answers the mover privately with a button that plays it and a
    menu of the legal lists one item longer, for as long as the list can go on."""

    def __init__(self, table_id: int, version: int, placeholder: str = "",
                 moves: tuple[str, ...] | list[str] = (), n: int = 0) -> None:
        super().__init__(_move_menu(placeholder, moves,
                                    custom_id(f"grove:ext:{table_id}:{version}:{n}")))
        self.table_id = table_id
        self.version = version
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ExtendSelect:
        """Rebuild the menu from its custom id (after a restart too)."""
        select = flow.base_item(item, discord.ui.Select)
        return cls(int(match["table"]), int(match["version"]), select.placeholder or "",
                   [o.value for o in select.options], int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Offer the chosen list, and the lists one item longer."""
        move = _chosen(self.item)
        await flow.guarded(interaction, lambda: self._act(interaction, move),
                           "extend select", self.table_id)

    async def _act(self, interaction: discord.Interaction, move: str) -> None:
        table, seat = await flow.actor(interaction, self.table_id, self.version)
        game = table.game
        game.resolve(table.state, seat, game.parse_move(move))  # refused with its reason
        locale = await lang.reply_locale(interaction)
        view = discord.ui.View(timeout=900)
        view.add_item(MoveButton(table.id, table.row.version, move, style="primary",
                                 label=t("common.control.play_list", locale, move=move)))
        longer = longer_lists(table, seat, move)
        if longer:
            view.add_item(ExtendSelect(table.id, table.row.version,
                                       t("common.control.longer_list", locale, move=move),
                                       longer))
        await flow.send_ephemeral(interaction, t("common.control.list_so_far", locale,
                                                 move=move), view=view)


DYNAMIC_ITEMS: tuple[Any, ...] = (LobbyButton, MoveButton, MoveSelect, AbandonButton,
                                  PanelButton, OpenPanelButton, ModalButton, SeatSelect,
                                  RematchButton, GroupSelect, ExtendSelect, AfterButton)


# -- the actions that answer with items ------------------------------------------------------


async def play(interaction: discord.Interaction, text: str, *, table_id: int | None = None,
               version: int | None = None, clear_source: bool = False,
               missing: str | None = None, confirm: bool = False,
               seat_version: int | None = None) -> None:
    """Check and play a move: refusals at once, then acknowledge, save, post, one line.

    ``clear_source``: a click, acknowledged by taking the buttons off its message. With
    ``confirm``, a move the game wants confirmed gets an ephemeral Confirm button instead.
    ``seat_version``: a click on a private panel, checked against the seat's own move count.
    What a move revealed only to its player (a drawn card) is answered to that player alone,
    with their fresh panel; a move whose events are all private posts nothing (the outbox
    counts it as announced).
    """
    tables = flow.service(interaction)
    ack = flow.Acknowledge(interaction, clear_source=clear_source)

    async def act() -> MoveOutcome:
        name = flow.display_name(interaction.user)
        if table_id is None:  # typed here: the table is found and loaded by one read
            try:
                return await tables.move_in(interaction.channel_id or 0, interaction.user.id,
                                            text, version, before_write=ack, missing=missing,
                                            confirm=confirm, name=name,
                                            seat_version=seat_version)
            except NoTable:
                flow.no_table_here(interaction)
        return await tables.move(table_id, interaction.user.id, text, version, before_write=ack,
                                 missing=missing, confirm=confirm, name=name,
                                 seat_version=seat_version)

    try:
        outcome = await flow.in_time(act(), ack)
    except ConfirmNeeded as exc:
        assert table_id is not None and version is not None
        await ask_confirm(interaction, table_id, version, exc.move, exc.key)
        return
    status = await flow.announce(interaction, outcome.table, events=outcome.events,
                            acted_before=outcome.acted_before,
                            moves=((outcome.seat, outcome.move),))
    # No private echo of what the public post shows: a line only when it does not (a
    # private move, or a post that failed and waits for the sweep).
    shown = status == POSTED and not texts.is_private(outcome.events)
    if seat_version is not None or any(e.visible_to is not None for e in outcome.events):
        # The panel (or what the move revealed) is the one ephemeral answer of this action.
        note = None if shown or texts.is_private(outcome.events) else await flow.done_text(
            interaction, status, "common.done.move", move=outcome.move)
        await answer_panel(interaction, outcome.table, outcome.seat, outcome.events,
                           in_place=clear_source, note=note)
        return
    if shown:
        if not clear_source:
            # A click was answered by taking its buttons off; a command's "thinking" reply
            # is removed now that the post shows the move.
            await flow.drop_thinking(interaction)
        return
    await flow.finish(interaction, await flow.done_text(interaction, status, "common.done.move",
                                              move=outcome.move))


async def answer_panel(interaction: discord.Interaction, table: Table, seat: int,
                       events: Any = (), *, in_place: bool = False,
                       note: str | None = None) -> None:
    """The seat's fresh private panel, to that player only: in place of the clicked panel
    (``in_place``), else as a new ephemeral message. ``events`` are what the action just
    revealed to the seat; ``note`` a sentence put first (an old panel refused)."""
    locale = await flow.reply_locale(interaction)
    built = panel_message(table, seat, locale, events)
    if built is None:
        lines = texts.event_lines(table.row.game, events, texts.names(table), locale,
                                    seat=seat)
        text, view = "\n".join(lines), None
    else:
        text, view = built
    if note:
        text = f"{note}\n{text}" if text else note
    if not text:
        return
    try:
        if in_place and interaction.response.is_done():
            await interaction.edit_original_response(content=text, view=view)
        elif in_place:
            await interaction.response.edit_message(content=text, view=view)
        else:
            await flow.send_ephemeral(interaction, text, **({"view": view} if view else {}))
    except discord.HTTPException:
        log.info("could not answer with a panel (token expired)")


async def play_private(interaction: discord.Interaction, table_id: int, text: str,
                       seat_version: int) -> None:
    """A click on a private panel: play it against the seat's own move count; a panel
    older than the seat's latest move is refused politely, with a fresh panel."""
    try:
        await play(interaction, text, table_id=table_id, clear_source=True,
                   seat_version=seat_version)
    except StaleVersion as exc:
        if exc.code != "STALE_PANEL":
            raise
        table = await flow.service(interaction).load(table_id)
        seat = table.seat_of(interaction.user.id)
        locale = await flow.reply_locale(interaction)
        await answer_panel(interaction, table, seat if seat is not None else -1,
                           note=texts.error_text(exc, locale))


async def open_panel(interaction: discord.Interaction, table_id: int) -> None:
    """Answer a player, ephemerally, with their private panel of the current phase."""
    table = await flow.service(interaction).running(table_id)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise NotSeated()
    built = panel_message(table, seat, await flow.reply_locale(interaction))
    if built is None:
        raise GroveError("NO_PANEL")
    text, view = built
    await flow.send_ephemeral(interaction, text, **({"view": view} if view else {}))


async def abandon(interaction: discord.Interaction, table_id: int, version: int | None, *,
                  from_request: bool = False) -> None:
    """A Confirm (or Agree) click on abandoning: checks, acknowledge, save; a closed table
    is announced through the outbox (its post pings nobody); otherwise the players whose
    agreement is missing are asked in the table's place (pinging exactly them, with an
    Agree button). Then one short ephemeral line."""
    tables = flow.service(interaction)
    ack = flow.Acknowledge(interaction, clear_source=not from_request)
    name = flow.display_name(interaction.user)
    outcome: AbandonOutcome = await flow.in_time(tables.abandon(
        table_id, interaction.user.id, flow.can_manage_threads(interaction), name,
        before_write=ack, version=version), ack)
    await ack()
    table = outcome.table
    reply = await flow.reply_locale(interaction)
    params = {"game_name": table.game.INFO.name, "table": table.id}
    if outcome.closed:
        await flow.announce(interaction, table, events=())
        await flow.finish(interaction, t("common.abandon.done", reply, **params))
        return
    waiting = [table.seat_of(u) for u in outcome.waiting_for]
    names = [texts.names(table)[s] for s in waiting if s is not None]
    if not from_request:
        # The request is posted once, by the asker; a later agreement is only noted. It
        # changes no table version, so it is a post of its own, not an outbox announcement.
        locale = await lang.post_locale(interaction)
        view = discord.ui.View(timeout=None)
        view.add_item(AbandonButton(table.id, None, "agree",
                                    t("common.button.agree_abandon", locale)))
        channel = interaction.client.get_channel(table.row.thread_id or table.row.channel_id) \
            or interaction.channel
        if not isinstance(channel, discord.abc.Messageable):  # a table plays in a text channel
            raise TypeError(f"table {table.id}: cannot post in channel {channel!r}")
        sent = await channel.send(
            content=t("common.abandon.asked", locale, name=texts.shown(name),
                      mentions=" ".join(f"<@{u}>" for u in outcome.waiting_for),
                      count=len(outcome.waiting_for), **params),
            view=view,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, replied_user=False,
                users=[discord.Object(u) for u in outcome.waiting_for]))
        # Its Agree button lives while the table runs: the outbox retires it at the close.
        await flow.outbox(interaction).keep_request(
            table.id, table.row.thread_id or table.row.channel_id, sent.id)
    await flow.finish(interaction, t("common.abandon.waiting", reply, names=", ".join(names),
                                count=len(names), **params))


def panel_message(table: Table, seat: int | None, locale: Any,
                  events: Sequence[Event] = ()) -> tuple[str, discord.ui.View | None] | None:
    """A seat's private panel as an ephemeral reply (the game's ``private_panel`` hook):
    what the seat's last action revealed to it (``events``), the panel's catalog lines, and
    its buttons, which carry the seat's own move count. None when the seat has no panel."""
    panel = private_panel(table, seat)
    if panel is None or seat is None:
        return None
    game_id = table.row.game
    lines = texts.event_lines(game_id, events, texts.names(table), locale, seat=seat)
    title = f"{game_id}.panel.title"
    if has(title, locale):
        lines.append(t(title, locale, round=getattr(panel, "round", 0)))
    for key, params in panel.lines:
        lines.append(t(f"{game_id}.{key}", locale,
                       **texts.event_params(game_id, params, texts.names(table), locale)))
    view = None
    if panel.controls:
        view = discord.ui.View(timeout=None)
        for control in panel.controls:
            label = t(f"{game_id}.control.{control.label}", locale,
                      **texts.event_params(game_id, control.params, texts.names(table), locale))
            view.add_item(PanelButton(table.id, panel.version, control.moves[0], label=label,
                                      style=control.style))
    return "\n".join(lines)[:texts.MESSAGE_LIMIT], view
