"""The sentences of Discord posts and replies, from the catalog: names, event lines, errors.

Everything a player reads is looked up in the catalog here and in the modules beside it
(cogs/results.py, cogs/status.py); the command callbacks stay thin. Event parameters hold
codes and seats; this module adds their catalog names and the players' names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any

import discord

from i18n import DEFAULT_LOCALE, has, keys, normalise_locale, t
from rules import registry
from rules.errors import GroveError
from rules.protocol import Event
from tables import Table, seat_level

#: Discord limits a message to 2000 characters; longer logs go out as a file.
MESSAGE_LIMIT = 1900


@lru_cache(maxsize=4096)
def shown(name: str) -> str:
    """A display name as repeated in text: markdown and mentions escaped, so ``**x**`` or
    ``@everyone`` reads as typed and pings nobody (kept: a post repeats the same few names
    dozens of times, each escape two regular expressions)."""
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


#: integer parameters (or lists of them) that name seats in every game, besides ``seat``
#: and ``*_seat``; a game adds its own through ``Game.seat_params``.
SEAT_PARAMS = frozenset({"winners", "seats"})


def _seat_params(game_id: str) -> frozenset[str]:
    """The parameters that name seats in ``game_id``'s events (a catalog namespace that is
    no game, e.g. ``common``, has the shared ones only)."""
    if game_id not in registry.game_ids():
        return SEAT_PARAMS
    return SEAT_PARAMS | registry.get(game_id).seat_params


def _is_seat_key(key: str, seat_params: frozenset[str]) -> bool:
    return key == "seat" or key.endswith("_seat") or key in seat_params


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
    ``false``); a seat (``seat``, ``*_seat``, ``SEAT_PARAMS``, the game's ``seat_params``)
    gets the player name (``seat`` -> ``player``, ``blue_seat`` -> ``blue_player``, ``victim`` ->
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
    seat_params = _seat_params(game_id)

    def player(value: Any) -> str:
        index = int(value) if isinstance(value, int | str) and str(value).isdigit() else -1
        return names[index] if 0 <= index < len(names) else str(value)

    for key, value in params.items():
        if isinstance(value, list | tuple):
            out[f"{key}_count"] = len(value)
            if _is_seat_key(key, seat_params):
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
        if _is_seat_key(key, seat_params) and isinstance(value, int) \
                and not isinstance(value, bool) and 0 <= value < len(names):
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
    # A player whose daily digest replaces their turn pings is announced by name instead.
    called = post.ping | getattr(post, "named", frozenset())
    for index, event in enumerate(events):
        if event.code == TURN_EVENT and event.params.get("seat") in called:
            announce = index
    lines: list[str] = []
    sides = {k: shown(v) for k, v in sides_of(table).items()}
    for index, event in enumerate(events):
        named = seat_names
        if index == announce and event.params["seat"] in post.ping:
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
          side=option_name(f"{game_id}.side.{side}", side, locale))
        for side, name in sides.items())


def level_name(level: str, locale: Any) -> str:
    """A level of the automatic player as players read it (``common.bot_level.<level>``)."""
    return t(f"common.bot_level.{level}", locale)


def automatic_line(table: Table, locale: Any, handed: bool = True) -> str | None:
    """Which seats the automatic player plays and at what level ("Bot 2 (Strong)"), or
    None if it plays none; ``handed``: seats handed over after a timeout too (else only
    the seats created as automatic players, as at the start)."""
    seats = [s for s in range(len(table.seats))
             if (table.seats[s].automatic if handed else table.is_bot(s))]
    if not seats:
        return None
    listed = ", ".join(t("common.automatic.seat", locale, name=shown(table.names[s]),
                         level=level_name(seat_level(table, s), locale))
                       for s in seats)
    return t("common.automatic.seats", locale, count=len(seats), names=listed)


def mentions(table: Table, seats: Iterable[int]) -> str:
    """Discord mentions of the users at ``seats`` (an automatic player by its name)."""
    return " ".join(table.names[s] if table.is_bot(s) else f"<@{table.user_of(s)}>"
                    for s in sorted(seats))


def callouts(table: Table, seats: Iterable[int], pinged: Iterable[int]) -> str:
    """Whose turn it is, in seat order: a mention for the seats in ``pinged``, the escaped
    name for the others (players whose daily digest replaces their turn pings)."""
    pinged = frozenset(pinged)
    seats = sorted(seats)
    if all(s in pinged for s in seats):
        return mentions(table, seats)
    return ", ".join(mentions(table, [s]) if s in pinged else shown(table.names[s])
                     for s in seats)


def post_lines(table: Table, locale: Any) -> list[str]:
    """The game's ``post_lines`` hook (e.g. who is still drawing), as sentences."""
    if table.state is None or table.row.status != "running":
        return []
    return [t(f"{table.row.game}.{key}", locale,
              **event_params(table.row.game, params, names(table), locale))
            for key, params in table.game.post_lines(table.view(None))]


def opening_turn_lines(table: Table, post: Any,
                       locale: Any) -> tuple[list[str], frozenset[int]]:
    """The game's ``opening_events`` as the start post's lines, naming the seat it pings by
    mention in the turn line, and the seats so mentioned."""
    if table.state is None:
        return [], frozenset()
    return turn_lines(table, post, locale, events=list(table.game.opening_events(table.state)))


def is_private(events: Sequence[Event]) -> bool:
    """Whether an action's events are all private (a draw in a simultaneous private phase):
    such a move is answered only to its player, and no public post is made or touched."""
    return bool(events) and all(e.visible_to is not None for e in events)


def open_panel_label(table: Table, locale: Any) -> str:
    """The label of the public "open my panel" button: the game's own, else the shared one."""
    own = f"{table.row.game}.control.open_panel"
    return t(own if has(own, locale) else "common.panel.open", locale)


def move_text(notation: str, locale: Any) -> str:
    """A played move as a reply names it: a move every game shares (``resign``, ``undo``,
    ``draw offer``...) in the locale's words (``common.move.<code>``), any other in its
    notation, which is the same in every language."""
    key = "common.move." + notation.replace(" ", "_")
    # only plain words can name a shared move; notation with digits or signs never does
    if notation.replace(" ", "").isalpha() and has(key, locale):
        return t(key, locale)
    return notation


def option_name(key: str, code: str, locale: Any) -> str:
    """The catalog's name for an option or choice code, or the code itself."""
    return t(key, locale) if has(key, locale) else code


def forget_vocabulary() -> None:
    """Forget the cached names of things (a game's catalogs were added)."""
    _vocabulary.cache_clear()
