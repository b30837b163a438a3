"""One random-play property harness for every registered game, through the ``Game`` API only.

For each game, each seat count and option variant (``play.variants``), seeded games mixing the
automatic player, random listed moves, ``suggest`` picks, undos and (some games) resignations
are played to the end. At every state: ``check`` passes, the JSON data and text round trip
(and the reloaded state passes ``check``), ``to_act`` is empty iff ``is_over``. At checked
states (``CHECK_EVERY``): every seat's and the spectator's view render as compact text and
do not show the seed; for every seat, listed moves are distinct and resolve to themselves (as
values and through their notation, which reads back unchanged), an off-turn seat lists only
off-turn moves, moves listed at earlier states either resolve to a listed move or are refused
with a catalogued code, and ``suggest`` offers only listed moves that resolve to themselves.
At every move: ``apply`` leaves its input unchanged, events are JSON, catalogued and do not
show the seed, ``turn_number`` never falls except on an undo, a seat's own version rises by
one. At the end: no seat has an on-turn move, the result scores every seat and ranks seats in
range (every seat when several play) with a catalogued reason, and replaying the logged
(resolved) notations from the seed reproduces the final state. Each game adds its own checks
in ``tests/rules/<game>/checks.py`` (``play.EXTRA_CHECKS``).

The quick case per game (``-m "not slow"``) plays one seeded game of the default
options; the
``slow`` sweep plays every variant.
"""

from __future__ import annotations

import random

import pytest

from rules import registry
from tests.rules.play import Player, extra_for, variants

#: seeds per variant in the full sweep; every third seed resigns now and then
SWEEP_SEEDS = {"halali": 6, "fairy_lights": 8, "living_forest": 3, "temps_des_forets": 14,
               "wispwood": 1}
#: how often (in actions) the resolve / legal_moves agreement is checked, per game
#: (about as often as each game's own property test checked before this harness)
CHECK_EVERY = {"halali": 2, "living_forest": 25, "wispwood": 11, "temps_des_forets": 4,
               "fairy_lights": 3}


def _label(seats: int, options: dict[str, str]) -> str:
    return f"{seats}p-" + "-".join(f"{k}={v}" for k, v in sorted(options.items()))


def play(game_id: str, seats: int, options: dict[str, str], seed: int,
         resign_rate: float = 0.0) -> None:
    game = registry.get(game_id)
    # A large seed, so that a seed shown in a view or an event would be noticed.
    rnd = random.Random(seed * 7919 + seats)
    seed = rnd.randrange(10**12, 2**63)
    Player(game, seats, options, seed, rnd,
           check_every=CHECK_EVERY.get(game_id, 1), resign_rate=resign_rate,
           extra=extra_for(game_id)).play()


QUICK = [pytest.param(game_id, id=game_id) for game_id in registry.game_ids()]

SWEEP = [
    pytest.param(game_id, seats, options, id=f"{game_id}-{_label(seats, options)}")
    for game_id in registry.game_ids()
    for seats, options in variants(registry.get(game_id))
]


@pytest.mark.parametrize("game_id", QUICK)
def test_random_games_quick(game_id):
    game = registry.get(game_id)
    seats = min(game.info.max_seats, max(game.info.min_seats, 2))
    play(game_id, seats, game.info.defaults(), seed=2024)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "seats", "options"), SWEEP)
def test_random_games_every_variant(game_id, seats, options):
    for seed in range(SWEEP_SEEDS.get(game_id, 3)):
        play(game_id, seats, options, seed=1000 + seed,
             resign_rate=0.01 if seed % 3 == 2 else 0.0)
