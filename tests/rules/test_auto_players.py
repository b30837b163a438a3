"""Every registered game's automatic player and turn counter, through the registry only.

For each game, each seat count and each option variant (the defaults, then every other choice
of one option at a time, where the game's ``check_options`` accepts it): 50 seeded games
(fewer for a game whose automatic player thinks longer) played by the automatic player in
every seat end, every chosen move resolves to itself and is among the legal moves, and
``turn_number`` never falls and rises whenever a seat that was not acting must act (several
seats may act at once in a simultaneous phase; one of them stopping is not a new turn).
A finished game ranks every seat, except a lost solo game, whose ranking may be empty. A
second test plays along such games and checks that states differing only in hidden
information get the same automatic move.
"""

from __future__ import annotations

import importlib

import pytest

from rules import registry
from rules.errors import GroveError

GAMES_PER_VARIANT = 50
#: Games whose automatic player thinks longer per move get fewer games per variant.
GAMES_FOR = {"wispwood": 10}
#: No game of ours comes near this many actions; a policy stuck in a loop would.
MAX_ACTIONS = 2000


def _variants(game) -> list[dict[str, str]]:
    variants = [game.INFO.defaults()]
    for option in game.INFO.options:
        for choice in option.choices:
            if choice != option.default:
                variants.append({**game.INFO.defaults(), option.name: choice})
    hook = getattr(game, "check_options", None)
    if hook is None:
        return variants
    accepted = []
    for options in variants:
        try:
            hook(dict(options))
        except GroveError:
            continue  # e.g. a mode that needs a free-text option alongside
        accepted.append(options)
    return accepted


CASES = [
    pytest.param(game_id, seats, options, id=f"{game_id}-{seats}p-"
                 + "-".join(f"{k}={v}" for k, v in sorted(options.items())))
    for game_id in registry.game_ids()
    for seats in range(registry.get(game_id).INFO.min_seats,
                       registry.get(game_id).INFO.max_seats + 1)
    for options in _variants(registry.get(game_id))
]


def test_every_game_declares_its_own_automatic_player_and_turn_counter():
    for game_id in registry.game_ids():
        game = registry.get(game_id)
        assert game.info.id == game_id
        for hook in (game.auto_move, game.turn_number):
            assert f"{hook.__module__}.".startswith(f"rules.{game_id}."), (game_id, hook)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "seats", "options"), CASES)
def test_automatic_players_finish_seeded_games(game_id, seats, options):
    game = registry.get(game_id)
    for seed in range(GAMES_FOR.get(game_id, GAMES_PER_VARIANT)):
        state = game.new_game(seats, options, 1000 + seed)
        actions = 0
        while not game.is_over(state):
            acting = game.to_act(state)
            # Several seats may act at once (a simultaneous phase): each plays in turn,
            # the one picked from the seed, so the order varies from game to game.
            seat = sorted(acting)[(seed + actions) % len(acting)]
            move = game.auto_move(state, seat)
            assert not move.offturn, "the automatic player never resigns or offers draws"
            assert game.resolve(state, seat, move) == move
            _assert_legal(game, state, seat, move)
            turn = game.turn_number(state)
            state, _ = game.apply(state, seat, move)
            after = game.turn_number(state)
            assert after >= turn
            # A new turn (and a new public post) starts when a seat that was not acting
            # must act now; a seat of a simultaneous phase that stops is not a new turn.
            if not game.is_over(state) and game.to_act(state) - acting:
                assert after > turn, "a seat that was not acting must act: the counter rises"
            actions += 1
            assert actions < MAX_ACTIONS
        result = game.result(state)
        ranked = sorted(s for group in result.ranking for s in group)
        if seats == 1 and not result.ranking:
            # A solo game ranks its player only on a win: a loss has no winner.
            assert result.winners == [], "an unranked solo game is a lost one"
        else:
            assert ranked == list(range(seats))
        if game.INFO.max_seats == 1:
            assert result.reason in ("won", "lost")


def _assert_legal(game, state, seat, move) -> None:
    """``move`` is a legal single step, or (for a game whose commands may be sequences, and
    whose ``legal_moves`` lists single steps only) a sequence of steps each legal in turn."""
    steps = getattr(move, "steps", None)
    if steps is None:
        assert _listed(game, state, seat, move)
        return
    for step in steps:
        if game.is_over(state):
            break
        assert _listed(game, state, seat, step)
        state, _ = game.apply(state, seat, step)


def _listed(game, state, seat, move) -> bool:
    """Whether ``move`` is among the legal moves, without listing a huge lazy move set:
    through the game's ``suggest`` hook for the move's own notation where it has one."""
    hook = getattr(game, "suggest", None)
    if hook is not None and str(move) in hook(state, seat, str(move)):
        return True
    for i, legal in enumerate(game.legal_moves(state, seat)):
        if legal == move:
            return True
        if i > 200_000:
            return False
    return False


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_automatic_player_ignores_hidden_information(game_id):
    game = registry.get(game_id)
    fixtures = importlib.import_module(f"rules.{game_id}.fixtures")
    seats = game.INFO.max_seats
    checked = differed = 0
    for seed in range(4):
        state = game.new_game(seats, game.INFO.defaults(), 77 + seed)
        step = 0
        while not game.is_over(state):
            seat = min(game.to_act(state))
            if step % 3 == 0:
                other = fixtures.shuffle_hidden(state, step)
                game.check(other)  # still a sound state, only its hidden facts differ
                assert game.view(other, seat) == game.view(state, seat)
                differed += game.to_json(other) != game.to_json(state)
                assert game.auto_move(other, seat) == game.auto_move(state, seat)
                checked += 1
            state, _ = game.apply(state, seat, game.auto_move(state, seat))
            step += 1
    assert checked > 20
    if game.INFO.hidden_information:
        assert differed > 10, "the hidden facts really differed in most checks"
