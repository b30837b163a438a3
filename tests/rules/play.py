"""Seeded random play of any registered game through the ``Game`` API only, checking the
protocol's promises at every step (not a test; ``test_every_game.py`` runs it).

Per-game assertions that the ``Game`` API cannot express (a game's own universe of candidate
moves, its scoring rules) register in ``EXTRA_CHECKS`` and are called on the same states.
"""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

import i18n
from rules.errors import BadNotation, GroveError
from rules.protocol import Resign
from tests.rules.helpers import text_view

#: how many legal moves of one seat are listed (games with huge move sets list lazily)
CAP = 3000
#: how many listed moves are resolved again at a checked state
RESOLVE_SAMPLE = 200
#: no game of ours comes near this many actions; a game stuck in a loop would
MAX_ACTIONS = 4000


@dataclass(frozen=True)
class Extra:
    """A game's own checks, called along the generic random games.

    ``state(state, rnd)`` runs at each checked state of a running game (``check_every``);
    ``move(before, seat, move, after, events)`` after each applied move; ``end(state)`` on
    the final state; ``choose(state, seat, rnd)`` may offer a move of the game's own making
    for ``seat`` (one pick in five asks it; None: a generic pick)."""

    state: Callable[[Any, random.Random], None] | None = None
    move: Callable[[Any, int, Any, Any, list[Any]], None] | None = None
    end: Callable[[Any], None] | None = None
    choose: Callable[[Any, int, random.Random], Any | None] | None = None


#: game id -> module (under ``tests.rules``) whose ``EXTRA`` holds that game's own checks
EXTRA_CHECKS: dict[str, str] = {
    "halali": "tests.rules.halali.checks",
    "fairy_lights": "tests.rules.fairy_lights.checks",
    "living_forest": "tests.rules.living_forest.checks",
    "temps_des_forets": "tests.rules.temps_des_forets.checks",
    "wispwood": "tests.rules.wispwood.checks",
}


def extra_for(game_id: str) -> Extra:
    """The game's own checks (none for a game without a row)."""
    if game_id not in EXTRA_CHECKS:
        return Extra()
    extra: Extra = importlib.import_module(EXTRA_CHECKS[game_id]).EXTRA
    return extra


def variants(game: Any) -> list[tuple[int, dict[str, str]]]:
    """(seats, options) to play: every seat count with the default options, and with every
    other choice of one option at a time that ``check_options`` accepts."""
    info = game.info
    choices = [info.defaults()]
    for option in info.options:
        for choice in option.choices:
            if choice == option.default:
                continue
            options = {**info.defaults(), option.name: choice}
            try:
                game.check_options(dict(options))
            except GroveError:
                continue  # a mode that needs a free-text option alongside
            choices.append(options)
    return [(seats, options) for options in choices
            for seats in range(info.min_seats, info.max_seats + 1)]


def undo_move(game: Any) -> Any | None:
    """The game's ``undo`` move, or None if its notation has none."""
    try:
        return game.parse_move("undo")
    except BadNotation:
        return None


def reloaded(game: Any, state: Any) -> Any:
    """Check the JSON round trip of ``state`` (data and text) and return the reloaded state."""
    data = game.to_json(state)
    text = json.dumps(data, sort_keys=True)
    back = game.from_json(json.loads(text))
    assert game.to_json(back) == data
    assert json.dumps(game.to_json(back), sort_keys=True) == text
    return back


def assert_known_refusal(err: GroveError) -> None:
    """A refusal names a catalog entry."""
    assert i18n.has(err.catalog_key), err.catalog_key


@dataclass
class Player:
    """Plays one seeded random game of ``game`` and checks every step."""

    game: Any
    seats: int
    options: dict[str, str]
    seed: int
    rnd: random.Random
    check_every: int = 1
    resign_rate: float = 0.0
    undo_rate: float = 0.15
    auto_rate: float = 0.5
    extra: Extra = field(default_factory=Extra)
    #: notations listed at earlier states: candidates for the resolve/legal agreement
    pool: set[str] = field(default_factory=set)

    def check_state(self, state: Any, agreement: bool) -> None:
        game = self.game
        game.check(state)
        back = reloaded(game, state)
        game.check(back)
        over = game.is_over(state)
        acting = game.to_act(state)
        assert (not acting) == over, (acting, over)
        assert all(0 <= s < self.seats for s in acting)
        if agreement:
            for viewer in [None, *range(self.seats)]:
                view = game.view(state, viewer)
                assert isinstance(text_view(game.id, view), str)
                assert str(self.seed) not in repr(view), "a view shows the seed"
            for seat in range(self.seats):
                self.check_agreement(state, seat, seat in acting)
        if agreement and self.extra.state is not None and not over:
            self.extra.state(state, self.rnd)

    def check_agreement(self, state: Any, seat: int, acting: bool) -> None:
        """``legal_moves`` and ``resolve`` agree (the listed moves, earlier states' moves),
        listed notation reads back, ``suggest`` offers listed moves."""
        game = self.game
        listed = list(islice(game.legal_moves(state, seat), CAP))
        complete = len(listed) < CAP
        texts = [str(m) for m in listed]
        assert len(set(texts)) == len(texts), "legal_moves lists a move twice"
        if not acting:
            assert all(m.offturn for m in listed), (seat, texts[:5])
        sample = listed if len(listed) <= RESOLVE_SAMPLE else self.rnd.sample(
            listed, RESOLVE_SAMPLE)
        for move in sample:
            assert game.resolve(state, seat, move) == move, str(move)
            text = str(move)
            assert str(game.parse_move(text)) == text
            assert game.resolve(state, seat, game.parse_move(text)) == move
        listed_set = set(texts)
        pool = sorted(self.pool)
        for text in self.rnd.sample(pool, min(40, len(pool))):
            try:
                resolved = game.resolve(state, seat, game.parse_move(text))
            except GroveError as err:
                assert_known_refusal(err)
                assert text not in listed_set, (seat, text, err.code)
            else:
                if complete:
                    assert str(resolved) in listed_set, (seat, text, str(resolved))
        self.pool.update(self.rnd.sample(texts, min(30, len(texts))))
        if game.suggest is not None:
            for typed in ("", *{t[:3] for t in texts[:5]}):
                for text in game.suggest(state, seat, typed):
                    move = game.parse_move(text)
                    assert str(game.resolve(state, seat, move)) == text, (typed, text)
                    if complete:
                        assert text in listed_set, (typed, text)

    def choose(self, state: Any, undo: Any | None) -> tuple[int, Any]:
        game = self.game
        rnd = self.rnd
        if self.resign_rate and rnd.random() < self.resign_rate:
            active = game.active_seats(state)
            seats = sorted(active) if active is not None else list(range(self.seats))
            return rnd.choice(seats), Resign()
        if undo is not None and rnd.random() < self.undo_rate:
            able = []
            for seat in range(self.seats):
                try:
                    game.resolve(state, seat, undo)
                except GroveError:
                    continue
                able.append(seat)
            if able:
                return rnd.choice(able), undo
        seat = rnd.choice(sorted(game.to_act(state)))
        if self.extra.choose is not None and rnd.random() < 0.2:
            move = self.extra.choose(state, seat, rnd)
            if move is not None:
                return seat, move
        if rnd.random() < self.auto_rate:
            move = game.auto_move(state, seat)
            assert game.resolve(state, seat, move) == move
            return seat, move
        if game.suggest is not None and rnd.random() < 0.2:
            offered = game.suggest(state, seat, "")
            if offered:
                return seat, game.parse_move(rnd.choice(offered))
        moves = list(islice(game.legal_moves(state, seat), 80))
        assert moves, "a seat that may act always has a legal move"
        return seat, rnd.choice(moves)

    def play(self) -> Any:
        """Play to the end; returns the final state."""
        game = self.game
        state = game.new_game(self.seats, dict(self.options), self.seed)
        for event in game.opening_events(state):
            self.check_event(event)
        undo = undo_move(game)
        log: list[tuple[int, str]] = []
        turn = game.turn_number(state)
        steps = 0
        while not game.is_over(state):
            assert steps < MAX_ACTIONS, "the game does not end"
            self.check_state(state, agreement=steps % self.check_every == 0)
            steps += 1
            seat, move = self.choose(state, undo)
            before = game.to_json(state)
            try:
                resolved = game.resolve(state, seat, move)
                state_after, events = game.apply(state, seat, move)
            except GroveError as err:
                # Only a resignation is tried without asking first (a seat already out).
                assert isinstance(move, Resign), (seat, str(move), err)
                assert game.to_json(state) == before
                continue
            assert game.to_json(state) == before, "apply changed its input"
            for event in events:
                self.check_event(event)
            if self.extra.move is not None:
                self.extra.move(state, seat, move, state_after, events)
            if game.seat_version is not None and not isinstance(move, Resign):
                assert game.seat_version(state_after, seat) == game.seat_version(state, seat) + 1
            new_turn = game.turn_number(state_after)
            if str(move) != "undo":
                assert new_turn >= turn, (str(move), turn, new_turn)
            turn = new_turn
            log.append((seat, str(resolved)))
            state = state_after
        self.check_state(state, agreement=True)
        for seat in range(self.seats):
            assert all(m.offturn for m in game.legal_moves(state, seat))
        result = game.result(state)
        json.dumps(result.to_json())
        ranked = sorted(s for group in result.ranking for s in group)
        assert len(ranked) == len(set(ranked)) and set(ranked) <= set(range(self.seats))
        if self.seats > 1:
            assert ranked == list(range(self.seats))
        assert set(result.scores) == set(range(self.seats))
        assert i18n.has(f"{game.id}.end.{result.reason}"), result.reason
        if self.extra.end is not None:
            self.extra.end(state)
        replay = game.new_game(self.seats, dict(self.options), self.seed)
        for seat, text in log:
            replay, _ = game.apply(replay, seat, game.parse_move(text))
        assert game.to_json(replay) == game.to_json(state), "replay differs"
        return state

    def check_event(self, event: Any) -> None:
        assert str(self.seed) not in json.dumps(event.to_json()), "an event shows the seed"
        assert i18n.has(f"{self.game.id}.event.{event.code}"), event.code
        if event.visible_to is not None:
            assert set(event.visible_to) <= set(range(self.seats))
