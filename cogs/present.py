"""Turning table results into what Discord shows: texts from the catalog, pictures, controls.

Everything a player reads is looked up in the catalog here; the command callbacks stay thin.
"""

from __future__ import annotations

import asyncio
import importlib
import io
import logging
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any

import discord

import render
from i18n import DEFAULT_LOCALE, has, keys, normalise_locale, t
from rules.errors import GroveError
from rules.protocol import Control, Event, Result
from tables import Table, own_moves, private_panel

log = logging.getLogger(__name__)

#: Discord limits a message to 2000 characters; longer logs go out as a file.
MESSAGE_LIMIT = 1900


def shown(name: str) -> str:
    """A display name as repeated in text: markdown and mentions escaped, so ``**x**`` or
    ``@everyone`` reads as typed and pings nobody."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def names(table: Table) -> list[str]:
    """The table's player names by seat, escaped for text (pictures use ``table.names``)."""
    return [shown(n) for n in table.names]


def unix_time(stored: str) -> int:
    """A stored ISO UTC time as Unix seconds (for Discord's ``<t:...:R>`` relative times)."""
    return int(datetime.fromisoformat(stored.replace("Z", "+00:00")).timestamp())


def error_text(exc: GroveError, locale: Any) -> str:
    """The one-sentence reply for a refusal, in the user's locale.

    A game's codes in the parameters get their names from the game's vocabulary too
    (``colour: "R"`` -> ``colour_name``), as event parameters do.
    """
    # A game code without its own sentence falls back to its family's generic one.
    key = exc.catalog_key if has(exc.catalog_key, locale) else f"common.{exc.default_code}"
    namespace = key.split(".", 1)[0]
    params = exc.params if namespace == "common" else event_params(namespace, exc.params, (),
                                                                   locale)
    text = t(key, locale, **params)
    # A refusal inside a sequence of steps names the failing step where the game says how.
    if "step" in exc.params and has(f"{namespace}.in_step", locale):
        text = t(f"{namespace}.in_step", locale, step=exc.params["step"],
                 notation=exc.params.get("notation", ""), reason=text)
    return text


#: events the table itself adds to a game's log (tables/slowplay.py), with common sentences
TABLE_EVENTS = frozenset({"timeout", "timeout_claimed"})

#: catalog sections that hold sentences rather than names of things.
_SENTENCE_SECTIONS = frozenset({"event", "end", "reason", "control", "confirm", "status",
                                "help", "panel", "builder", "modal"})


@lru_cache(maxsize=64)
def _vocabulary(game_id: str, locale: str) -> dict[str, str]:
    """Value -> catalog key of its name, from ``<game>.<section>.<value>`` keys.

    Lets an event say ``barred: "blue"`` and the catalog print ``{barred_name}`` as "Blue"
    through the game's ``side.blue`` entry, without naming every parameter twice.
    """
    index: dict[str, str] = {}
    for key in (*keys(DEFAULT_LOCALE), *keys(locale)):
        parts = key.split(".")
        if len(parts) == 3 and parts[0] == game_id and parts[1] not in _SENTENCE_SECTIONS:
            index.setdefault(parts[2], key)
    return index


#: integer parameters (or lists of them) that name seats, besides ``seat`` and ``*_seat``.
SEAT_PARAMS = frozenset({"victim", "winners", "jumped", "safe", "seats", "sacred"})


def _is_seat_key(key: str) -> bool:
    return key == "seat" or key.endswith("_seat") or key in SEAT_PARAMS


def _value_name(game_id: str, key: str, value: Any, vocabulary: dict[str, str],
                locale: Any) -> str | None:
    """The catalog name of one parameter value (``kind: "fire"`` -> "Fire"), or None."""
    flag = isinstance(value, bool)
    if flag:
        value = "true" if value else "false"
    if not isinstance(value, str):
        return None
    direct = f"{game_id}.{key}.{value}"
    # A yes/no without a name of its own reads as the game's ``flag.true`` / ``flag.false``.
    fallback = f"{game_id}.flag.{value}" if flag else None
    name_key = direct if has(direct, locale) else (
        fallback if fallback is not None and has(fallback, locale) else vocabulary.get(value))
    return t(name_key, locale) if name_key is not None else None


def sides_of(table: Table) -> dict[str, str]:
    """Side or colour code -> the player's name, from the game's ``side_seats`` hook."""
    if table.state is None:
        return {}
    return {side: table.names[seat] for side, seat in table.game.side_seats(table.state).items()
            if 0 <= seat < len(table.names)}


def event_params(game_id: str, params: dict[str, Any], names: Sequence[str],
                 locale: Any, sides: dict[str, str] | None = None) -> dict[str, Any]:
    """Event parameters plus catalog names for their values (``side`` -> ``side_name``).

    A value ``v`` of key ``k`` gets ``k_name`` from ``<game>.<k>.<v>`` or else from the
    game's vocabulary (``<game>.side.v``, ``<game>.kind.v``, ...; booleans as ``true`` /
    ``false``); a seat (``seat``, ``*_seat``, ``SEAT_PARAMS``) gets the player name
    (``seat`` -> ``player``, ``blue_seat`` -> ``blue_player``, ``victim`` ->
    ``victim_player``), and ``player0``... name every seat. A list ``k`` gets ``k_count``
    and is written out: seats as ``k_players``, codes as ``k_names`` (and ``k`` the codes),
    numbers as ``k`` ("4 2"); a flat mapping gets ``k_count`` and ``k_names``
    ("1a Hedgehog, 2b Badger"). With ``sides`` (side code -> player name), a side value
    gets its player too (``side: "blue"`` -> ``side_player``). Catalogs never need names
    assembled in code.
    """
    out = dict(params)
    for key, value in params.items():
        if sides and isinstance(value, str) and value in sides:
            out[f"{key}_player"] = sides[value]
    vocabulary = _vocabulary(game_id, normalise_locale(locale))

    def player(value: Any) -> str:
        index = int(value) if isinstance(value, int | str) and str(value).isdigit() else -1
        return names[index] if 0 <= index < len(names) else str(value)

    for key, value in params.items():
        if isinstance(value, list | tuple):
            out[f"{key}_count"] = len(value)
            if _is_seat_key(key):
                out[f"{key}_players"] = ", ".join(player(v) for v in value) or "-"
            elif all(isinstance(v, str) for v in value):
                out[f"{key}_names"] = ", ".join(
                    _value_name(game_id, key, v, vocabulary, locale) or v for v in value) or "-"
                out[key] = " ".join(value) or "-"
            else:
                out[key] = " ".join(str(v) for v in value) or "-"
            continue
        if isinstance(value, dict):
            out[f"{key}_count"] = len(value)
            if all(not isinstance(v, dict | list) for v in value.values()):
                out[f"{key}_names"] = ", ".join(
                    f"{k} {_value_name(game_id, key, v, vocabulary, locale) or v}"
                    for k, v in value.items()) or "-"
            continue
        name = _value_name(game_id, key, value, vocabulary, locale)
        if name is not None:
            out[f"{key}_name"] = name
        # seat numbers become names: seat -> player, blue_seat -> blue_player
        if _is_seat_key(key) and isinstance(value, int) and not isinstance(value, bool) \
                and 0 <= value < len(names):
            out[(key[:-4] if key.endswith("seat") else key + "_") + "player"] = names[value]
    for seat, name in enumerate(names):
        out.setdefault(f"player{seat}", name)
    return out


def _per_seat(params: dict[str, Any]) -> list[dict[str, Any]]:
    """One parameter set per seat from the mappings keyed by seat (``lines: {"0": [...]}``)."""
    seat_maps = {k: v for k, v in params.items() if isinstance(v, dict) and v
                 and all(str(x).isdigit() for x in v)}
    seats = sorted({int(x) for v in seat_maps.values() for x in v})
    return [{"seat": s, **{k: v[str(s)] for k, v in seat_maps.items() if str(s) in v}}
            for s in seats]


def event_lines(game_id: str, events: Iterable[Event | dict], names: Sequence[str],
                locale: Any, seat: int | None = None,
                visible: Callable[[Any], bool] | None = None,
                sides: dict[str, str] | None = None) -> list[str]:
    """One catalog sentence per event that ``seat`` (None: everybody) may see.

    ``visible`` decides instead of the event's own ``visible_to`` (a game whose events
    become public later, e.g. at the end of a simultaneous phase). An event with seat-keyed
    mappings (one help line per seat) adds one ``<game>.event.<code>.item`` line per seat
    when the catalog has that key.
    """
    lines = []
    for event in events:
        if isinstance(event, dict):
            visible_to = event.get("visible_to")
            code, params = event["code"], event.get("params", {})
            shown = visible_to is None or (seat is not None and seat in visible_to)
        else:
            code, params, shown = event.code, event.params, event.visible(seat)
        if visible is not None:
            shown = visible(event)
        key = f"{game_id}.event.{code}"
        if not has(key, locale) and code in TABLE_EVENTS:
            # A table's own event (a timeout), worded by the game where it has its own words.
            key = f"common.event.{code}"
        if shown and has(key, locale):
            lines.append(t(key, locale, **event_params(game_id, params, names, locale,
                                                       sides)))
            item = f"{key}.item"
            if has(item, locale):
                lines.extend(t(item, locale, **event_params(game_id, sub, names, locale))
                             for sub in _per_seat(params))
    return lines


#: an event with this code and a ``seat`` announces whose turn it is: in a post that pings
#: that seat, the player is named by their mention (one line, not two)
TURN_EVENT = "turn_start"
#: events that end a game: the result post says it, so the last moves' post leaves them out
END_EVENTS = frozenset({"game_end", "game_over", "match_over"})


def turn_lines(table: Table, post: Any, locale: Any,
               events: Iterable[Event] | None = None) -> tuple[list[str], frozenset[int]]:
    """The public event lines of a turn's post (or of ``events``: a start post's opening
    events), and the seats already mentioned in them (the newest turn announcement of a seat
    the post pings names them by mention)."""
    seat_names = names(table)
    events = [e for e in (post.events if events is None else events) if e.visible(None)]
    if table.row.status == "over":
        events = [e for e in events if e.code not in END_EVENTS]
    announce = None
    for index, event in enumerate(events):
        if event.code == TURN_EVENT and event.params.get("seat") in post.ping:
            announce = index
    lines: list[str] = []
    sides = {k: shown(v) for k, v in sides_of(table).items()}
    for index, event in enumerate(events):
        named = seat_names
        if index == announce:
            named = list(seat_names)
            named[event.params["seat"]] = mentions(table, [event.params["seat"]])
        lines.extend(event_lines(table.row.game, [event], named, locale, sides=sides))
    mentioned = frozenset() if announce is None else frozenset({events[announce].params["seat"]})
    return lines, mentioned


def players_with_sides(table: Table, locale: Any) -> str:
    """Who plays: each name with its side or colour where the game has sides, in seat
    order otherwise (the start post)."""
    sides = sides_of(table)
    if not sides:
        return ", ".join(names(table))
    game_id = table.row.game
    return ", ".join(
        t("common.player_side", locale, name=shown(name),
          side=_name(f"{game_id}.side.{side}", side, locale))
        for side, name in sides.items())


def _reason(table: Table, result: Result, locale: Any) -> str:
    """The end reason as a short phrase (``<game>.reason.<code>``, else the end sentence)."""
    game_id = table.row.game
    seat_names = names(table)
    out_seats = result.details.get("resigned") or (
        result.ranking[-1] if "resign" in result.reason and result.ranking else [])
    params = dict(event_params(game_id, result.details, seat_names, locale))
    params["names"] = ", ".join(seat_names[s] for s in out_seats if 0 <= s < len(seat_names))
    for key in (f"{game_id}.reason.{result.reason}", f"{game_id}.end.{result.reason}"):
        if has(key, locale):
            return t(key, locale, **params)
    return result.reason


def result_post(table: Table, result: Result, locale: Any,
                ping: Iterable[int] | None = None) -> str:
    """The one sentence that ends a game: the players in ``ping`` (default: all) mentioned,
    the ranking with scores, the end reason (an agreed or tied result is said to be a draw).
    """
    ping = range(len(table.seats)) if ping is None else ping
    ranks = []
    place = 1
    for group in result.ranking:
        for seat in group:
            ranks.append(t("common.result.rank", locale, rank=place,
                           name=shown(table.names[seat]), score=result.scores.get(seat, 0)))
        place += len(group)
    if not ranks:
        # A lost solo game ranks nobody (no "1." for a loss): its score, unranked.
        ranks = [t("common.result.score_line", locale, name=shown(name),
                   score=result.scores.get(seat, 0)) for seat, name in enumerate(table.names)]
    draw = len(result.ranking) == 1 and len(table.seats) > 1
    return t("common.result.post_draw" if draw else "common.result.post_win", locale,
             mentions=mentions(table, ping),
             game_name=table.game.INFO.name, table=table.id, reason=_reason(table, result, locale),
             ranking=", ".join(ranks))


def result_short(table: Table, locale: Any, *, plain: bool = False) -> str:
    """The result in a few words (the lobby message, the thread's name): the winners.

    ``plain``: names as they are, for a thread's name, which Discord shows without markdown
    (an escaped ``\\*`` would show its backslash) and which can ping nobody."""
    result = table.result()
    if result is None or not result.ranking:
        return t("common.result.none", locale)
    if len(result.ranking) == 1 and len(table.seats) > 1:
        return t("common.result.short_draw", locale)
    return t("common.result.short_win", locale, count=len(result.winners),
             names=", ".join((table.names if plain else names(table))[s]
                             for s in result.winners))


def thread_name(table: Table, locale: Any) -> str:
    """A finished table's thread name: game, table and result (Discord: at most 100)."""
    base = t("common.thread.name", locale, game_name=table.game.INFO.name, table=table.id)
    if table.row.status != "over":
        return base[:100]
    return t("common.thread.name_over", locale, name=base,
             result=result_short(table, locale, plain=True))[:100]


def notice_text(table: Table, post: Any, locale: Any) -> str:
    """The short post that asks someone to answer an event now (a draw offer)."""
    by = names(table)[post.by] if post.by is not None else ""
    code = post.events[0].code if post.events else ""
    return t(f"common.notice.{code}", locale, mentions=mentions(table, post.ping), name=by)


def rematch_controls(table: Table, locale: Any) -> discord.ui.View | None:
    """The Rematch button on a result post (until the rematch window closes)."""
    from cogs.components import RematchButton

    if table.row.status != "over":
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(table.id, t("common.button.rematch", locale)))
    return view


def result_lines(table: Table, result: Result, locale: Any) -> list[str]:
    """Winner(s), end reason and every seat's score."""
    seat_names = names(table)
    game_id = table.row.game
    lines = []
    reason_key = f"{game_id}.end.{result.reason}"
    if has(reason_key, locale):
        lines.append(t(reason_key, locale, **event_params(game_id, result.details, seat_names,
                                                           locale)))
    # A draw (everyone shares first place) is not a "shared victory": the reason says it.
    draw = len(result.ranking) == 1 and len(seat_names) > 1
    winners = [] if draw else [seat_names[s] for s in result.winners]
    if len(winners) == 1:
        lines.append(t("common.result.winner", locale, names=winners[0]))
    elif winners:
        lines.append(t("common.result.winners", locale, names=", ".join(winners)))
    for seat, score in sorted(result.scores.items(), key=lambda kv: -kv[1]):
        lines.append(t("common.result.score_line", locale, name=seat_names[seat], score=score))
    # A game's per-seat breakdown (``details["counts"]: {"0": {...}}``) under
    # ``<game>.end.<detail>.item``, one line per seat, when its catalog has that key.
    for detail, per_seat in result.details.items():
        item = f"{game_id}.end.{detail}.item"
        if isinstance(per_seat, dict) and has(item, locale):
            for seat_key, values in per_seat.items():
                if str(seat_key).isdigit() and isinstance(values, dict):
                    lines.append(t(item, locale, **event_params(
                        game_id, {"seat": int(seat_key), **values}, seat_names, locale)))
    return lines


def mentions(table: Table, seats: Iterable[int]) -> str:
    """Discord mentions of the users at ``seats`` (an automatic player by its name)."""
    return " ".join(table.names[s] if table.is_bot(s) else f"<@{table.user_of(s)}>"
                    for s in sorted(seats))


async def picture(table: Table, seat: int | None = None, view: Any = None,
                  name: str = "", *, locale: Any) -> discord.File | None:
    """The table's picture for ``seat`` (None: the public one), drawn off the event loop,
    with its labels in ``locale`` (the language of the post it goes with).

    ``view`` draws another view of the table instead (e.g. a finished game of a match).
    Only names go to the renderer: each seat's display name and, for a name its font cannot
    draw, the username (the one the seat's player chose to show Discord-wide anyway).
    """
    try:
        data = await asyncio.to_thread(render.render, table.row.game,
                                       table.view(seat) if view is None else view, table.names,
                                       normalise_locale(locale), table.usernames)
    except Exception:
        # The move is saved already; a missing picture must not lose it.
        log.exception("table %s v%s: rendering failed", table.id, table.row.version)
        return None
    filename = f"{table.row.game}-{table.id}{name}.png"
    return discord.File(io.BytesIO(data), filename=filename)


def controls(table: Table, locale: Any) -> discord.ui.View | None:
    """Buttons / select menus for the current turn, from the game's ``turn_controls`` hook."""
    from cogs.components import ModalButton, MoveButton, MoveSelect, OpenPanelButton, SeatSelect

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
    selects = 0
    for control, owner in zip(items, owners, strict=True):
        label = t(f"{game_id}.control.{control.label}", locale,
                  **event_params(game_id, control.params, names(table), locale))
        if control.kind == "select" and per_seat and owner in acting \
                and len(control.moves) <= MoveSelect.LIMIT:
            view.add_item(SeatSelect(table.id, owner, own_moves(table, owner) or 0, label,
                                     control.moves, n=selects))
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
            view.add_item(MoveButton(table.id, table.row.version, control.moves[0],
                                     label=label, style=control.style))
    extras = game_extras(game_id)
    if extras is not None:
        for item in extras.extra_items(table, items, locale):
            view.add_item(item)
    return view


def post_lines(table: Table, locale: Any) -> list[str]:
    """The game's ``post_lines`` hook (e.g. who is still drawing), as sentences."""
    if table.state is None or table.row.status != "running":
        return []
    return [t(f"{table.row.game}.{key}", locale,
              **event_params(table.row.game, params, names(table), locale))
            for key, params in table.game.post_lines(table.view(None))]


def opening_turn_lines(table: Table, post: Any,
                       locale: Any) -> tuple[list[str], frozenset[int]]:
    """``opening_lines`` of a start post, naming the seat it pings by mention in the turn
    line, and the seats so mentioned."""
    if table.state is None:
        return [], frozenset()
    return turn_lines(table, post, locale, events=list(table.game.opening_events(table.state)))


def opening_lines(table: Table, locale: Any) -> list[str]:
    """The game's ``opening_events`` (posted with the first picture), as sentences."""
    if table.state is None:
        return []
    return event_lines(table.row.game, table.game.opening_events(table.state), names(table),
                       locale)


def is_private(events: Sequence[Event]) -> bool:
    """Whether an action's events are all private (a draw in a simultaneous private phase):
    such a move is answered only to its player, and no public post is made or touched."""
    return bool(events) and all(e.visible_to is not None for e in events)


def open_panel_label(table: Table, locale: Any) -> str:
    """The label of the public "open my panel" button: the game's own, else the shared one."""
    own = f"{table.row.game}.control.open_panel"
    return t(own if has(own, locale) else "common.panel.open", locale)


def panel_message(table: Table, seat: int | None, locale: Any,
                  events: Sequence[Event] = ()) -> tuple[str, discord.ui.View | None] | None:
    """A seat's private panel as an ephemeral reply (the game's ``private_panel`` hook):
    what the seat's last action revealed to it (``events``), the panel's catalog lines, and
    its buttons, which carry the seat's own move count. None when the seat has no panel."""
    from cogs.components import PanelButton

    panel = private_panel(table, seat)
    if panel is None or seat is None:
        return None
    game_id = table.row.game
    lines = event_lines(game_id, events, names(table), locale, seat=seat)
    title = f"{game_id}.panel.title"
    if has(title, locale):
        lines.append(t(title, locale, round=getattr(panel, "round", 0)))
    for key, params in panel.lines:
        lines.append(t(f"{game_id}.{key}", locale,
                       **event_params(game_id, params, names(table), locale)))
    view = None
    if panel.controls:
        view = discord.ui.View(timeout=None)
        for control in panel.controls:
            label = t(f"{game_id}.control.{control.label}", locale,
                      **event_params(game_id, control.params, names(table), locale))
            view.add_item(PanelButton(table.id, panel.version, control.moves[0], label=label,
                                      style=control.style))
    return "\n".join(lines)[:MESSAGE_LIMIT], view


#: Discord code of its own for one game (a placement builder...), by game id.
GAME_EXTRAS = {"wispwood": "cogs.wispwood_builder",
               "living_forest": "cogs.living_forest_extras"}


def game_extras(game_id: str) -> Any:
    """The game's own Discord module (``extra_items``, ``DYNAMIC_ITEMS``), or None."""
    name = GAME_EXTRAS.get(game_id)
    return importlib.import_module(name) if name is not None else None


def _name(key: str, code: str, locale: Any) -> str:
    """The catalog's name for an option or choice code, or the code itself."""
    return t(key, locale) if has(key, locale) else code


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
              option=_name(f"commands.option.{k}.name", k, locale),
              value=_name(f"commands.choice.{v}", v, locale))
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
    from cogs.components import LobbyButton

    if table.row.status != "lobby":
        return None
    view = discord.ui.View(timeout=None)
    for action, style in (("join", discord.ButtonStyle.primary),
                          ("leave", discord.ButtonStyle.secondary),
                          ("start", discord.ButtonStyle.success)):
        view.add_item(LobbyButton(table.id, action, t(f"common.button.{action}", locale), style))
    return view


def status_text(table: Table, move_count: int, locale: Any) -> str:
    """Whose turn it is, the game's own status lines, and the result after the end."""
    info = table.game.INFO
    lines = [f"**{t('common.status.title', locale, game_name=info.name, table=table.id)}**"]
    status = table.row.status
    if status == "lobby":
        lines.append(t("common.status.lobby", locale))
    elif status == "abandoned":
        lines.append(t("common.status.abandoned", locale))
    elif status == "running":
        acting = ", ".join(names(table)[s] for s in sorted(table.to_act()))
        lines.append(t("common.status.running", locale, names=acting))
    if table.state is not None:
        for key, params in table.game.status_lines(table.view(None)):
            lines.append(t(f"{table.row.game}.{key}", locale,
                           **event_params(table.row.game, params, names(table), locale)))
    result = table.result()
    if result is not None:
        lines.extend(result_lines(table, result, locale))
    lines.append(t("common.status.players", locale, names=", ".join(names(table))))
    lines.append(t("common.status.moves", locale, count=move_count))
    return "\n".join(lines)


def _visibility(table: Table, seat: int | None = None) -> Callable[[Any], bool] | None:
    """The game's own ``event_visible`` rule for a logged event, if it has one."""
    if table.state is None:
        return None
    state, visible = table.state, table.game.event_visible
    return lambda event: bool(visible(state, event, seat))


def _hidden(row: Any, visible: Callable[[Any], bool] | None) -> bool:
    """Whether a logged move has events nobody else may see yet (a private draw)."""
    events = row.events or []
    if visible is not None:
        return any(not visible(e) for e in events)
    return any(isinstance(e, dict) and e.get("visible_to") is not None for e in events)


def public_moves(table: Table, moves: Sequence[Any]) -> list[Any]:
    """The logged moves everybody may know of: a move whose events are still private
    (a draw in a simultaneous private phase) is left out, so not even the count shows."""
    visible = _visibility(table)
    return [row for row in moves if not _hidden(row, visible)
            or event_lines(table.row.game, row.events, table.names, DEFAULT_LOCALE,
                           visible=visible)]


def history_text(table: Table, moves: Sequence[Any], locale: Any) -> str:
    """The public move log: each move's public events in the game's own log wording."""
    moves = public_moves(table, moves)
    if not moves:
        return t("common.history.empty", locale)
    visible = _visibility(table)
    lines = []
    shown_names = names(table)
    for row in moves:
        said = event_lines(table.row.game, row.events, shown_names, locale, visible=visible,
                           sides=sides_of(table))
        if said:
            lines.extend(said)
        elif not _hidden(row, visible):
            lines.append(f"{row.n}. {shown_names[row.seat]}: {row.notation}")
    return "\n".join(lines)
