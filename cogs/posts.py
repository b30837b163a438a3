"""The controls and embeds of public posts: a turn's buttons and menus, the lobby message
and its buttons, the Rematch button of a result post.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import discord

from cogs.components import (
    SELECT_LIMIT,
    ExtendSelect,
    GroupSelect,
    LobbyButton,
    ModalButton,
    MoveButton,
    MoveSelect,
    OpenPanelButton,
    RematchButton,
    SeatSelect,
    after_buttons,
    first_steps,
)
from cogs.extras import extras_for
from cogs.results import result_short
from cogs.texts import event_params, names, open_panel_label, option_name, shown
from i18n import t
from rules.protocol import Control
from tables import Table, own_moves, private_panel
from tables.outbox import lobby_marker

log = logging.getLogger(__name__)

#: the shared undo move: its button always comes last on a post
UNDO = ("undo",)
#: Discord shows at most five rows of components under a message; a select fills a row,
#: buttons share one five to a row.
ROWS = 5


def controls(table: Table, locale: Any) -> discord.ui.View | None:
    """Buttons / select menus for the current turn, from the game's ``turn_controls`` hook."""
    if table.row.status != "running":
        return None
    # Buttons are public; each seat may own some (the mover's choices, an undo, a draw
    # answer), and every click is checked again for the seat that makes it.
    items: list[Control] = []
    owners: list[int] = []
    seen: set[tuple[str, ...]] = set()
    for seat in range(len(table.seats)):
        for control in table.game.turn_controls(table.state, seat):
            key = (control.kind, control.label, *control.moves)
            if key not in seen:
                seen.add(key)
                items.append(control)
                owners.append(seat)
    # A simultaneous private phase: one button opens each acting seat's own panel. It
    # carries the table id only (a version would reveal how many private moves were made).
    panels = any(private_panel(table, seat) is not None for seat in table.to_act())
    if not items and not panels:
        return None
    # In a simultaneous phase each acting seat's menu carries that seat's own move count, so
    # another seat's choice does not make it stale (the game's ``seat_version`` hook).
    acting = table.to_act()
    per_seat = len(acting) > 1 and table.game.seat_version is not None
    view = discord.ui.View(timeout=None)
    if panels:
        view.add_item(OpenPanelButton(table.id, open_panel_label(table, locale)))
    game_id = table.row.game
    extra = list(extras_for(game_id).extra_items(table, items, locale))
    items, owners, merged = _fit_rows(items, owners, acting if per_seat else frozenset(),
                                      int(panels) + len(extra))
    selects = 0
    # The same action in the same place on every post: Undo (whoever's it is) comes last,
    # after the game's own items, so it never moves with the seat order.
    tail: list[discord.ui.Item[Any]] = []
    for control, owner in zip(items, owners, strict=True):
        label = t("common.control.more_moves", locale) if control is merged else t(
            f"{game_id}.control.{control.label}", locale,
            **event_params(game_id, control.params, names(table), locale))
        if control.kind == "select" and per_seat and owner in acting \
                and len(control.moves) <= MoveSelect.LIMIT:
            view.add_item(SeatSelect(table.id, owner, own_moves(table, owner) or 0, label,
                                     control.moves, n=selects))
            selects += 1
        elif control.kind == "select" and control.extend \
                and len(control.moves) <= MoveSelect.LIMIT:
            # List moves: the first item here, the longer lists privately, item by item.
            view.add_item(ExtendSelect(table.id, table.row.version, label, control.moves,
                                       n=selects))
            selects += 1
        elif _grouped(control):
            # Too many for one menu: the first step here, the rest privately on choosing.
            view.add_item(GroupSelect(table.id, table.row.version, label,
                                      first_steps(control), n=selects))
            selects += 1
        elif control.kind == "select":
            # More than 25 moves become several menus (each numbered: one custom id each),
            # never a cut list.
            for start in range(0, len(control.moves), MoveSelect.LIMIT):
                view.add_item(MoveSelect(table.id, table.row.version, label,
                                         control.moves[start:start + MoveSelect.LIMIT],
                                         n=selects))
                selects += 1
        elif control.kind == "modal":
            view.add_item(ModalButton(table.id, table.row.version, control.label, label=label,
                                      style=control.style))
        else:
            button = MoveButton(table.id, table.row.version, control.moves[0], label=label,
                                style=control.style)
            if control.moves == UNDO:
                tail.append(button)
            else:
                view.add_item(button)
    for item in [*extra, *tail]:
        view.add_item(item)
    return view


def _grouped(control: Control) -> bool:
    """Whether a select is shown as a two-step choice (too long for one menu, and its
    groups fit in one)."""
    return (control.kind == "select" and len(control.moves) > SELECT_LIMIT
            and bool(control.groups) and len(first_steps(control)) <= SELECT_LIMIT)


def _rows(items: list[Control], acting: frozenset[int], owners: list[int],
          loose_buttons: int) -> int:
    """How many component rows these controls take (selects of more than 25 moves split)."""
    buttons = loose_buttons + sum(c.kind in ("button", "modal") for c in items)
    selects = sum(1 if owner in acting or _grouped(c)
                  else math.ceil(len(c.moves) / MoveSelect.LIMIT)
                  for c, owner in zip(items, owners, strict=True) if c.kind == "select")
    return math.ceil(buttons / 5) + selects


def _fit_rows(items: list[Control], owners: list[int], acting: frozenset[int],
              loose_buttons: int) -> tuple[list[Control], list[int], Control | None]:
    """The controls, with the plain select menus merged into one list of moves (split in
    menus of 25) when one menu each would take more rows than a message has; the merged
    control (labelled "more moves") or None. Every move stays reachable by clicks while
    the merged moves fit in the rows left; past that the last menus are left out (the moves
    are still typed with /move) and a warning is logged."""
    if _rows(items, acting, owners, loose_buttons) <= ROWS:
        return items, owners, None
    plain = [i for i, (c, o) in enumerate(zip(items, owners, strict=True))
             if c.kind == "select" and o not in acting and not _grouped(c)]
    if len(plain) < 2:
        return items, owners, None
    moves = tuple(m for i in plain for m in items[i].moves)
    others = [(c, o) for i, (c, o) in enumerate(zip(items, owners, strict=True))
              if i not in plain]
    rest = [c for c, _ in others]
    # the rows left for the merged list, once everything else has its place
    free = ROWS - _rows(rest, acting, [o for _, o in others], loose_buttons)
    shown_moves = moves[:max(0, free) * MoveSelect.LIMIT]
    if len(shown_moves) < len(moves):
        log.warning("%d moves left off the menus (too many rows); /move still plays them",
                    len(moves) - len(shown_moves))
    if not shown_moves:
        return rest, [o for _, o in others], None
    merged = Control("select", shown_moves, "more_moves")
    # where the first menu stood: everything before it is among the others
    others.insert(plain[0], (merged, owners[plain[0]]))
    return [c for c, _ in others], [o for _, o in others], merged


def lobby_embed(table: Table, locale: Any) -> discord.Embed:
    """The lobby message: game, creator, options and seated players."""
    info = table.game.INFO
    creator = shown(next((s.name for s in table.seats if s.user_id == table.row.creator_id),
                         "?"))
    if table.row.status == "lobby":
        if info.min_seats == info.max_seats:
            body = t("common.lobby.body_exact", locale, creator=creator, game_name=info.name,
                     count=info.max_seats)
        else:
            body = t("common.lobby.body", locale, creator=creator, game_name=info.name,
                     min=info.min_seats, max=info.max_seats)
    elif table.row.status == "over":
        body = t("common.lobby.over", locale, result=result_short(table, locale),
                 where=f"<#{table.row.thread_id or table.row.channel_id}>")
    elif (table.row.result or {}).get("reason") == "expired":
        body = t("common.lobby.expired", locale)
    else:
        body = t("common.lobby.closed" if table.row.status == "abandoned"
                 else "common.lobby.underway", locale)
    embed = discord.Embed(title=t("common.lobby.title", locale, game_name=info.name),
                          description=body, colour=discord.Colour.green())
    if table.row.options:
        opts = ", ".join(
            t("common.lobby.option", locale,
              option=option_name(f"commands.option.{k}.name", k, locale),
              value=option_name(f"commands.choice.{v}", v, locale))
            for k, v in table.row.options.items() if v != "")
        embed.add_field(name="\u200b", value=t("common.lobby.options", locale, options=opts),
                        inline=False)
    embed.add_field(name="\u200b", value=t(
        "common.lobby.seats", locale, count=len(table.seats), max=info.max_seats,
        names=", ".join(names(table))), inline=False)
    embed.set_footer(text=f"#{table.id}")
    return embed


def lobby_controls(table: Table, locale: Any) -> discord.ui.View | None:
    """Join / Leave / Start buttons while the lobby is open."""
    if table.row.status != "lobby":
        return None
    view = discord.ui.View(timeout=None)
    for action, style in (("join", discord.ButtonStyle.primary),
                          ("leave", discord.ButtonStyle.secondary),
                          ("start", discord.ButtonStyle.success)):
        view.add_item(LobbyButton(table.id, action, t(f"common.button.{action}", locale), style))
    return view


def lobby_message(table: Table, locale: Any) -> dict[str, Any]:
    """The lobby message as sent: its embed, its buttons while open, the hidden marker that
    finds it again after a crash (its only text) and no mention, whatever a name holds."""
    message: dict[str, Any] = {"content": lobby_marker(table),
                               "embed": lobby_embed(table, locale),
                               "allowed_mentions": discord.AllowedMentions.none()}
    view = lobby_controls(table, locale)
    if view is not None:
        message["view"] = view
    return message


def rematch_controls(table: Table, locale: Any) -> discord.ui.View | None:
    """The Rematch button on a result post (until the rematch window closes)."""
    if table.row.status != "over":
        return None
    view = discord.ui.View(timeout=None)
    # A daily deal is never played again: its button starts an ordinary game, a fresh deal.
    daily = extras_for(table.row.game).wants_daily(table.row.options)
    view.add_item(RematchButton(table.id, t(
        "common.button.new_deal" if daily else "common.button.rematch", locale)))
    for item in after_buttons(table.id, locale):
        view.add_item(item)
    return view


def after_window(table: Table, locale: Any) -> discord.ui.View:
    """What a result post keeps once its rematch window closed: Replay and Game record."""
    view = discord.ui.View(timeout=None)
    for item in after_buttons(table.id, locale):
        view.add_item(item)
    return view


def rematch_link(table: Table, new: Table, locale: Any) -> discord.ui.View:
    """What a result post keeps once its rematch (or new deal) started: a link to it
    instead of the button, which would only repeat that link."""
    daily = extras_for(table.row.game).wants_daily(table.row.options)
    where = new.row.thread_id or new.row.channel_id
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(
        label=t("common.button.new_deal" if daily else "common.button.rematch", locale),
        style=discord.ButtonStyle.link,
        url=f"https://discord.com/channels/{new.row.guild_id or '@me'}/{where}"))
    for item in after_buttons(table.id, locale):
        view.add_item(item)
    return view
