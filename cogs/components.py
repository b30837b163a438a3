"""Buttons and select menus that keep working after a restart.

Each is a ``discord.ui.DynamicItem``: its custom id carries the table id (and for moves the
table version), so the bot rebuilds the item from the id alone. A click on an old board or an
old draw offer carries an old version and is refused politely by tables/.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from cogs import flow, lang, present
from i18n import t
from rules.errors import GroveError, NotAllowed

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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> LobbyButton:
        """Rebuild the button from its custom id (after a restart too)."""
        return cls(int(match["table"]), match["action"], item.label or "", item.style)

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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> MoveButton:
        """Rebuild the button from its custom id (after a restart too)."""
        return cls(int(match["table"]), int(match["version"]), match["move"],
                   label=item.label or "", style=item.style,
                   confirmed=match["confirm"] == "1")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the move (asking for a Confirm click first where the game wants one)."""
        await flow.guarded(interaction, lambda: self._act(interaction), "move button",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction) -> None:
        await flow.play(interaction, self.move, table_id=self.table_id, version=self.version,
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> MoveSelect:
        """Rebuild the menu from its custom id (after a restart too)."""
        return cls(int(match["table"]), int(match["version"]), item.placeholder or "",
                   [o.value for o in item.options], int(match["n"] or 0))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the chosen move."""
        move = _chosen(self.item)
        await flow.guarded(interaction, lambda: self._act(interaction, move), "move select",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction, move: str) -> None:
        await flow.play(interaction, move, table_id=self.table_id, version=self.version,
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> SeatSelect:
        """Rebuild the menu from its custom id (after a restart too)."""
        return cls(int(match["table"]), int(match["seat"]), int(match["seat_version"]),
                   item.placeholder or "", [o.value for o in item.options], int(match["n"]))

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
        await flow.play(interaction, move, table_id=self.table_id,
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> AbandonButton:
        """Rebuild the button from its custom id (after a restart too)."""
        version = int(match["version"]) if match["version"] else None
        return cls(int(match["table"]), version, match["action"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Record the wish to abandon; close the table when it is enough."""
        await flow.guarded(interaction, lambda: self._act(interaction), f"abandon {self.action}",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction) -> None:
        await flow.abandon(interaction, self.table_id, self.version,
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> ModalButton:
        """Rebuild the button from its custom id (after a restart too)."""
        return cls(int(match["table"]), int(match["version"]), match["label"],
                   label=item.label or "", style=item.style)

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
        await flow.guarded(interaction, lambda: flow.play(
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> RematchButton:
        """Rebuild the button from its custom id (after a restart too)."""
        return cls(int(match["table"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Count the press; the last one needed starts the new table."""
        await flow.guarded(interaction, lambda: flow.rematch(interaction, self.table_id),
                           "rematch", self.table_id)


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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> PanelButton:
        """Rebuild the button from its custom id (after a restart too)."""
        return cls(int(match["table"]), int(match["seat_version"]), match["move"],
                   label=item.label or "", style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the move; an old panel is refused politely with a fresh one."""
        await flow.guarded(interaction, lambda: flow.play_private(
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> OpenPanelButton:
        """Rebuild the button from its custom id (after a restart too)."""
        return cls(int(match["table"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Answer the clicker, ephemerally, with their own fresh panel."""
        await flow.guarded(interaction, lambda: flow.open_panel(interaction, self.table_id),
                           "open panel", self.table_id)


# Below the items: cogs.slowplay uses flow, as the items above do.
from cogs.slowplay import TimeoutButton  # noqa: E402

DYNAMIC_ITEMS: tuple[Any, ...] = (LobbyButton, MoveButton, MoveSelect, AbandonButton,
                                  TimeoutButton, PanelButton, OpenPanelButton,
                                  ModalButton, SeatSelect, RematchButton)


def all_dynamic_items() -> tuple[Any, ...]:
    """The shared dynamic items plus every game's own (``cogs/<game>_builder.py``...)."""
    extra: list[Any] = []
    for game_id in present.GAME_EXTRAS:
        extra.extend(present.game_extras(game_id).DYNAMIC_ITEMS)
    return (*DYNAMIC_ITEMS, *extra)
