"""Every event of every game reads in the table's language, in all four catalogs.

Each game is played at its largest seat count by its automatic players and by random legal
moves (with the shared off-turn moves tried along the way: resign, undo, draw offers), and
every event that occurs is collected with its parameters, the opening events and the
table's own events (timeouts) included. Each is then put through the cogs' parameter
naming (``cogs.texts.event_params``) and formatted by each locale's own Fluent bundle, with
no English fallback, and every value the sentence inserts must be

- a number,
- a player's name (or a list of them),
- a name from that locale's catalog (or a list of them, or a slot code before one),
- or a code that holds no word (a square, a card, a slot: ``g7``, ``R1/1``, ``2a``), or
  the game's canonical move notation, which must then stand in parentheses after the
  localized sentence (``(take G+B)``).

So no English word from the rules (a log line, a reason code) reaches a Dutch post.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from fluent.syntax import ast, visitor

import i18n
from cogs import texts
from rules import registry
from rules.errors import GroveError
from rules.protocol import Event
from tables import offered_moves

#: player names that are no word of any catalog, so a name is never mistaken for a word
NAMES = ("Ann", "Bjørn", "Chloé", "Dário", "Eun-ji", "Fenna")
#: off-turn moves every game may know (a game without them refuses them)
OFFTURN = ("undo", "draw offer", "draw accept", "draw decline")
#: games per way of playing: automatic players, random legal moves
SEEDS = range(3)
#: a bound no game comes near; a stuck game fails instead of hanging
MAX_ACTIONS = 4000
#: stands in for the value under test when locating it in a formatted sentence
MARK = "\u2063MARK\u2063"
#: a token that is a word (letters only, three or more): notation codes hold digits or
#: are one or two letters
WORD = re.compile(r"[^\W\d_]{3,}")
TOKEN = re.compile(r"[\s,;+=/()\[\]_-]+")


def _table_events(game_id: str, seats: int) -> list[Event]:
    """The events the table adds to a game's log (tables/service.py): a default move
    played after a timeout, a win claimed on time."""
    events = [Event("timeout", {"seat": seats - 1})]
    if seats > 1:
        events.append(Event("timeout_claimed", {"seat": 0, "loser_seat": 1}))
    return events


#: (game id) -> the public ``status_lines`` and ``post_lines`` seen while playing: catalog
#: key and parameters, one of each shape
LINES: dict[str, dict[str, tuple[str, dict[str, Any]]]] = {}


def _note_lines(game_id: str, state: Any) -> None:
    """Keep the public status and post lines of ``state`` (one of each key and values)."""
    game = registry.get(game_id)
    public = game.view(state, None)
    seen = LINES.setdefault(game_id, {})
    for key, params in [*game.status_lines(public), *game.post_lines(public)]:
        seen.setdefault(repr((key, sorted(params.items(), key=str))),
                        (f"{game_id}.{key}", params))


def _play(game_id: str, seed: int, auto: bool) -> Iterator[tuple[Event, dict[str, int]]]:
    """One game at the largest seat count: each event with the side seats of its time."""
    game = registry.get(game_id)
    seats = game.INFO.max_seats
    rng = random.Random(seed)
    state = game.new_game(seats, game.INFO.defaults(), seed)
    yield from ((e, game.side_seats(state)) for e in game.opening_events(state))
    for _ in range(MAX_ACTIONS):
        if game.is_over(state):
            return
        if not auto and rng.random() < 0.05:
            # the shared off-turn moves, by any seat, where the game allows them now
            extra = [*OFFTURN, "resign"] if rng.random() < 0.05 else list(OFFTURN)
            for text in extra:
                try:
                    state, events = game.apply(state, rng.randrange(seats),
                                               game.parse_move(text))
                except GroveError:
                    continue
                yield from ((e, game.side_seats(state)) for e in events)
                if game.is_over(state):
                    return
        _note_lines(game_id, state)
        seat = min(game.to_act(state))
        if auto:
            move = game.auto_move(state, seat)
        else:
            move = game.parse_move(rng.choice(offered_moves(game, state, seat, limit=300)))
        state, events = game.apply(state, seat, move)
        yield from ((e, game.side_seats(state)) for e in events)
    raise AssertionError(f"{game_id} seed {seed} did not end")


@cache
def occurring(game_id: str) -> tuple[tuple[Event, dict[str, int]], ...]:
    """Every event of the sample games (one of each code and parameter shape, and every
    parameter value once, so the list stays short)."""
    seen: set[str] = set()
    kept = []
    for seed in SEEDS:
        for auto in (True, False):
            for event, sides in _play(game_id, seed, auto):
                shape = repr((event.code, sorted(event.params.items(), key=str),
                              sorted(sides.items())))
                if shape not in seen:
                    seen.add(shape)
                    kept.append((event, sides))
    seats = registry.get(game_id).INFO.max_seats
    kept.extend((e, {}) for e in _table_events(game_id, seats))
    return tuple(kept)


class _Inserted(visitor.Visitor):
    """The variables a message inserts into its text (not those that only select a plural
    variant)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_Placeable(self, node: ast.Placeable) -> None:  # noqa: N802
        if isinstance(node.expression, ast.VariableReference):
            self.names.add(node.expression.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        for variant in node.variants:
            self.visit(variant)


def inserted(locale: str, key: str) -> set[str]:
    """The variables that ``key`` inserts in ``locale``."""
    found = _Inserted()
    found.visit(i18n.load(locale).messages[key])
    return found.names


@cache
def catalog_names(locale: str) -> frozenset[str]:
    """Every message of ``locale`` that takes no parameter, formatted: the names of things."""
    cat = i18n.load(locale)
    out = set()
    for key, fluent_id in cat.ids.items():
        message = cat.bundle.get_message(fluent_id)
        if not cat.variables[key] and message.value is not None:
            out.add(str(cat.bundle.format_pattern(message.value, {})[0]))
    return frozenset(out)


def fluent_args(params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as the bundle takes them: numbers stay numbers, the rest text."""
    return {k: v if isinstance(v, int | float) and not isinstance(v, bool) else str(v)
            for k, v in params.items()}


def own_format(locale: str, key: str, params: dict[str, Any]) -> str:
    """``key`` formatted by ``locale``'s own bundle, which must have it (no fallback) and
    every message it refers to, and be given every variable it uses."""
    cat = i18n.load(locale)
    assert key in cat.ids and cat.bundle.has_message(cat.ids[key]), \
        f"{locale} lacks {key}: the post would fall back to English"
    missing = cat.variables[key] - params.keys()
    assert not missing, f"{locale} {key} is given no {sorted(missing)}"
    text, errors = cat.bundle.format_pattern(cat.bundle.get_message(cat.ids[key]).value,
                                            fluent_args(params))
    assert errors == [], (locale, key, errors)
    return str(text)


def is_notation(game_id: str, value: str) -> bool:
    """Whether ``value`` is the game's canonical notation of a move."""
    try:
        return str(registry.get(game_id).parse_move(value)) == value
    except GroveError:
        return False


def problem(game_id: str, locale: str, key: str, name: str, params: dict[str, Any],
            players: tuple[str, ...]) -> str | None:
    """What is wrong with the value that ``key`` inserts for ``name``, or None."""
    value = params[name]
    if isinstance(value, int | float) and not isinstance(value, bool):
        return None
    text = str(value)
    words = catalog_names(locale)
    # a name may hold a comma itself; else a list of names
    parts = [text] if text in words else text.split(", ")
    if all(p in players or p in words or p == "-"
           or (" " in p and p.split(" ", 1)[1] in words and not WORD.search(p.split(" ")[0]))
           for p in parts):
        return None
    if not any(WORD.fullmatch(token) for token in TOKEN.split(text)):
        return None  # a code without words: a square, a card, a slot, numbers
    if not is_notation(game_id, text):
        return f"raw text {text!r}"
    marked = own_format(locale, key, {**params, name: MARK})
    if not re.search(r"\([^()]*" + MARK + r"[^()]*\)", marked):
        return f"notation {text!r} outside parentheses"
    return None


def lines_of(game_id: str, event: Event) -> list[tuple[str, dict[str, Any]]]:
    """The catalog keys an event's post line uses (as ``cogs.texts.event_lines`` picks
    them, from the English catalog) with their raw parameters: the event's own line and
    one ``.item`` line per seat where the catalog has them."""
    key = f"{game_id}.event.{event.code}"
    if not i18n.defines(key, "en") and event.code in texts.TABLE_EVENTS:
        key = f"common.event.{event.code}"
    if not i18n.defines(key, "en"):
        return []
    out = [(key, event.params)]
    if i18n.defines(f"{key}.item", "en"):
        out.extend((f"{key}.item", sub) for sub in texts._per_seat(event.params))
    return out


@pytest.mark.slow  # full automatic games
@pytest.mark.parametrize("locale", i18n.LOCALES)
@pytest.mark.parametrize("game_id", registry.BUILT_IN)
def test_every_event_line_is_in_the_tables_language(game_id, locale):
    players = NAMES[:registry.get(game_id).INFO.max_seats]
    found = occurring(game_id)
    codes = {event.code for event, _ in found}
    assert len(codes) > 5, f"{game_id}: too few events to prove anything: {codes}"
    faults: dict[tuple[str, str], str] = {}
    said = 0
    for event, sides in found:
        side_players = {side: players[seat] for side, seat in sides.items()}
        for key, raw in lines_of(game_id, event):
            params = texts.event_params(game_id, raw, players, locale, side_players)
            own_format(locale, key, params)
            said += 1
            for name in inserted(locale, key):
                fault = problem(game_id, locale, key, name, params, players)
                if fault is not None:
                    faults.setdefault((key, name), fault)
    assert said, f"{game_id}: no event has a line"
    assert faults == {}


@pytest.mark.slow  # full automatic games
@pytest.mark.parametrize("locale", i18n.LOCALES)
@pytest.mark.parametrize("game_id", registry.BUILT_IN)
def test_every_status_and_post_line_is_in_the_tables_language(game_id, locale):
    players = NAMES[:registry.get(game_id).INFO.max_seats]
    occurring(game_id)  # plays the games, which note their lines
    lines = list(LINES.get(game_id, {}).values())
    assert lines, f"{game_id} showed no status line"
    faults: dict[tuple[str, str], str] = {}
    for key, raw in lines:
        params = texts.event_params(game_id, raw, players, locale)
        own_format(locale, key, params)
        for name in inserted(locale, key):
            fault = problem(game_id, locale, key, name, params, players)
            if fault is not None:
                faults.setdefault((key, name), fault)
    assert faults == {}


def test_the_checker_catches_english_words_and_bare_notation():
    players = NAMES[:2]
    # a reason code inserted as it is, and a move written outside parentheses
    params = {"player": "Ann", "reason_name": "shop_full", "move": "take G+B"}
    assert problem("fairy_lights", "nl", "fairy_lights.event.must_take", "reason_name",
                   params, players) == "raw text 'shop_full'"
    assert problem("fairy_lights", "nl", "fairy_lights.event.take", "move", params,
                   players) is None
    assert problem("fairy_lights", "nl", "fairy_lights.event.undo", "move", params,
                   players) is None
    assert problem("fairy_lights", "de", "fairy_lights.event.resign", "player",
                   {"player": "take G -> kept G"}, players) == "raw text 'take G -> kept G'"
    # canonical notation, but the Dutch sentence of a timeout does not put it in parentheses
    assert problem("fairy_lights", "nl", "common.event.timeout", "player",
                   {"player": "take G+B"}, players) == "notation 'take G+B' outside parentheses"
    # codes and names pass
    assert problem("halali", "fr", "halali.event.lock", "square", {"square": "g7"},
                   players) is None
    assert problem("halali", "fr", "halali.event.lock", "kind_name",
                   {"kind_name": i18n.t("halali.kind.fox", "fr")}, players) is None
