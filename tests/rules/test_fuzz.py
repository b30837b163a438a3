"""One fuzz harness for every registered game: only the project's own errors come out.

(a) ``parse_move`` on hostile text (any text, the game's own notation alphabet, real moves
    damaged: unicode digits such as "²", huge numbers, control characters, very long
    strings) raises ``BadNotation`` with a catalogued code and nothing else; what parses
    reads back unchanged (``str(parse_move(str(m))) == str(m)``), and ``resolve`` / ``apply``
    of it, for every seat of a new game, raise only ``GroveError``.
(b) ``from_json`` on damaged saved states (real states of seeded games through ``to_json``, a
    key deleted, a value's type swapped, huge or negative numbers, deeply nested or truncated
    lists) either returns a state that passes ``check`` (whose views, legal moves and
    suggestions then work) or raises ``CorruptState``.

Hypothesis runs a bounded number of examples per game, so the file takes seconds.
"""

from __future__ import annotations

import copy
import json
import random
import re
from functools import cache
from itertools import islice
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import i18n
from rules import registry
from rules.errors import BadNotation, CorruptState, GroveError
from tests.rules.helpers import auto_play

#: bugs that the fuzz found in games being fixed elsewhere: (game, test kind) -> reason
#: known bugs, each an expected failure until fixed (none left)
KNOWN: dict[tuple[str, str], str] = {}


def games(kind: str) -> list[Any]:
    """Every registered game, a known bug of this kind marked as an expected failure."""
    return [
        pytest.param(game_id, id=game_id, marks=[
            pytest.mark.xfail(strict=False, reason=KNOWN[(game_id, kind)])
        ] if (game_id, kind) in KNOWN else [])
        for game_id in registry.game_ids()
    ]


HOSTILE = ["²", "³", "¹", "٣", "߃", "①", "Ⅻ", "０", "𝟗", "\x00", "\x1b", "\u200b", "\n", "\t",
           "\r", "\ufeff", "\u202e", "-", "+", "@", ":", "=", ",", ";", " ", "x", "é", "ß",
           "9" * 30, "-" + "9" * 25, "1e309", "inf", "nan", "0x10", "1_000", "İ", "ﬁ"]


@cache
def notations(game_id: str) -> tuple[str, ...]:
    """Real notations of a seeded game of ``game_id`` (listed moves along the way)."""
    game = registry.get(game_id)
    seats = min(game.info.max_seats, max(game.info.min_seats, 2))
    state = game.new_game(seats, game.info.defaults(), 31337)
    seen: list[str] = ["resign", "undo"]
    for _ in range(40):
        if game.is_over(state):
            break
        for seat in range(seats):
            seen.extend(str(m) for m in islice(game.legal_moves(state, seat), 20))
        state = auto_play(game, state, 3)
    return tuple(dict.fromkeys(seen))


def _damaged(draw: Any, text: str) -> str:
    """``text`` with a hostile piece put in (in place of a number, often), a character
    removed, or repeated at length."""
    kind = draw(st.integers(0, 5))
    if kind == 5 and re.search(r"\d+", text):
        return re.sub(r"\d+", lambda _: draw(st.sampled_from(HOSTILE)), text, count=1)
    if kind >= 4:
        return text * draw(st.integers(50, 400))
    pos = draw(st.integers(0, len(text)))
    if kind == 3:
        return text[:pos] + text[pos + 1:]
    piece = draw(st.sampled_from(HOSTILE)) if kind < 2 else draw(st.text(max_size=4))
    cut = pos + draw(st.integers(0, 2)) if kind == 1 else pos
    return text[:pos] + piece + text[cut:]


def hostile_text(game_id: str) -> st.SearchStrategy[str]:
    real = notations(game_id)
    alphabet = "".join(sorted({c for t in real for c in t})) + "".join(HOSTILE[:20])
    damaged = st.composite(lambda draw: _damaged(draw, draw(st.sampled_from(real))))()
    return st.one_of(
        st.text(max_size=40),
        st.text(alphabet=alphabet, max_size=30),
        damaged,
        st.builds(lambda a, b: f"{a} {b}", st.sampled_from(real), st.sampled_from(real)),
        st.sampled_from(HOSTILE),
        st.text(min_size=5000, max_size=6000, alphabet=alphabet),
    )


def _parse_only_bad_notation(game: Any, text: str, states: list[Any]) -> None:
    try:
        move = game.parse_move(text)
    except BadNotation as err:
        assert i18n.has(err.catalog_key), err.catalog_key
        assert err.game == game.id
        return
    canonical = str(move)
    assert str(game.parse_move(canonical)) == canonical
    for state in states:
        for seat in range(game.info.min_seats):
            try:
                game.resolve(state, seat, move)
                game.apply(state, seat, move)
            except GroveError as err:
                assert i18n.has(err.catalog_key), err.catalog_key


@pytest.mark.parametrize("game_id", games("notation"))
def test_hostile_notation_gives_bad_notation_only(game_id):
    game = registry.get(game_id)
    seats = game.info.min_seats
    start = game.new_game(seats, game.info.defaults(), 5)
    states = [start, auto_play(game, start, 7)]

    # Every real notation with each number in it replaced by a hostile one, then hypothesis.
    for text in notations(game_id):
        for piece in HOSTILE[:12] + HOSTILE[-9:]:
            _parse_only_bad_notation(game, re.sub(r"\d+", piece, text), [])

    @settings(max_examples=250, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(text=hostile_text(game_id))
    def run(text):
        _parse_only_bad_notation(game, text, states)

    run()


# ------------------------------------------------------------------ damaged saved states


@cache
def saved_states(game_id: str) -> tuple[str, ...]:
    """JSON text of real states of seeded games: the start, along the game, the end."""
    game = registry.get(game_id)
    out = []
    for seats in sorted({game.info.min_seats, game.info.max_seats}):
        state = game.new_game(seats, game.info.defaults(), 4242 + seats)
        for _ in range(6):
            out.append(json.dumps(game.to_json(state)))
            state = auto_play(game, state, 15)
        while not game.is_over(state):
            state = auto_play(game, state, 200)
        out.append(json.dumps(game.to_json(state)))
    return tuple(dict.fromkeys(out))


def _paths(data: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out.extend(_paths(value, (*path, key)))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out.extend(_paths(value, (*path, i)))
    return out


def _nested(depth: int) -> list:
    out: list = []
    for _ in range(depth):
        out = [out]
    return out


def _swapped(value: Any, rnd: random.Random) -> Any:
    """``value`` as another JSON type (an int as text, text as a list, a list as a dict...)."""
    if isinstance(value, bool):
        return rnd.choice([int(value), str(value).lower(), None])
    if isinstance(value, int):
        return rnd.choice([str(value), [value], float(value), {"v": value}, None, value != 0])
    if isinstance(value, str):
        return rnd.choice([[value], {value: value}, len(value), None, True, value * 1000])
    if isinstance(value, list):
        return rnd.choice([{str(i): v for i, v in enumerate(value)}, tuple(value) and value[0],
                           str(value), len(value), None, [value]])
    if isinstance(value, dict):
        return rnd.choice([list(value.values()), list(value), str(value), None, 0])
    return rnd.choice([0, "", [], {}])


VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 200), st.integers(-(10**30), 10**30),
    st.sampled_from([float("inf"), float("-inf"), float("nan"), 0.5, -1, 2**63, -(2**63)]),
    st.text(max_size=4), st.lists(st.integers(-1, 3), max_size=3), st.just({}),
    st.just([[[]]]), st.builds(_nested, st.sampled_from([50, 400])),
)


def _damage(data: Any, path: tuple, how: str, value: Any, rnd: random.Random) -> Any:
    """``data`` with the node at ``path`` damaged ``how``; returns the new whole."""
    if not path:
        return value if how == "value" else _swapped(data, rnd)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    if how == "delete":
        del parent[key]
    elif how == "truncate" and isinstance(parent[key], list):
        parent[key] = parent[key][: rnd.randrange(len(parent[key]) + 1)]
    elif how == "swap":
        parent[key] = _swapped(parent[key], rnd)
    else:
        parent[key] = value
    return data


def _loads_or_corrupt(game: Any, data: Any) -> None:
    try:
        state = game.from_json(data)
    except CorruptState as err:
        assert err.catalog_key == "common.CORRUPT_TABLE"
        return
    # Accepted: then it is a state the rules can work with.
    game.check(state)
    game.to_json(state)
    game.is_over(state)
    game.view(state, None)
    for seat in game.to_act(state):
        game.view(state, seat)
        list(islice(game.legal_moves(state, seat), 50))
        if game.suggest is not None:
            game.suggest(state, seat, "")


@pytest.mark.parametrize("game_id", games("saved"))
def test_damaged_saved_states_load_or_are_corrupt(game_id):
    game = registry.get(game_id)
    saved = saved_states(game_id)
    # Every top-level field of a few states, damaged every fixed way, then hypothesis.
    rnd = random.Random(7)
    fixed = [None, True, -1, 10**30, float("inf"), "x", [1, 2], {}, [[[]]], _nested(400)]
    for text in saved[:: max(1, len(saved) // 3)]:
        data = json.loads(text)
        for path in [p for p in _paths(data) if len(p) == 1]:
            for how, value in [("delete", None), ("swap", None), ("truncate", None),
                               *(("value", v) for v in fixed)]:
                _loads_or_corrupt(game, _damage(copy.deepcopy(data), path, how, value, rnd))

    @settings(max_examples=300, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(index=st.integers(0, len(saved) - 1), where=st.integers(0, 10**6),
           how=st.sampled_from(["delete", "swap", "value", "value", "truncate"]),
           value=VALUES, choice=st.integers(0, 2**32))
    def run(index, where, how, value, choice):
        data = json.loads(saved[index])
        paths = _paths(data)
        if where % 2:  # half the time a top-level field (the seed, a phase, a snapshot)
            paths = [p for p in paths if len(p) == 1]
        path = paths[(where // 2) % len(paths)]
        rnd = random.Random(choice)
        _loads_or_corrupt(game, _damage(copy.deepcopy(data), path, how, value, rnd))

    run()
