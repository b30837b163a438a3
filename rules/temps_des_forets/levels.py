"""Levels of the automatic player of Le Temps des Forêts (issue 20; ``rules.levels``).

The puzzle keeps its solver (``solver.py``); every level plans from the public view only
(R15), never from the seed that fixes the future Dawn draws (§6):

- **Easy**: the greedy baseline (``solver.greedy_plan``): as much progress as possible
  tonight, keeping what is left pairable, no look at the chances of later draws. A sensible
  player that wins most deals, clearly fewer than the solver (``bench/strength.py``).
- **Normal**: ``auto_move``, the solver on its fast budget (``solver.FAST``).
- **Strong**: the solver on its full budget (``solver.DEFAULT``, the one ``/game hint``
  uses): a wider day search and the endgame expectimax over every remaining Dawn draw.
  ``effort`` scales its day-search nodes; it never searches less than Normal.

``determinize`` redraws the only hidden fact, the seed (so every future Dawn draw); the
draws already made are public and stay (§6). No level needs it (the solver reasons over
every draw with its chance 1/4), but the hidden-information tests use it.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules.levels import by_level

from .engine import resolve
from .moves import End, Move, Step, join_steps
from .policy import auto_move
from .solver import DEFAULT, FAST, Budget, greedy_plan, plan_steps, position_from_view, solve
from .state import State
from .view import view


def _phase_command(steps: list[Step]) -> Move:
    """The steps up to and including the first ``end``: the rest of this phase."""
    out: list[Step] = []
    for step in steps:
        out.append(step)
        if isinstance(step, End):
            break
    return join_steps(out)


def strong_budget(effort: float) -> Budget:
    """The Strong solver's budget at ``effort`` (1.0: the full ``DEFAULT``), never below the
    Normal player's day search."""
    scale = max(0.0, effort)
    return replace(DEFAULT, day_nodes=max(FAST.day_nodes, round(DEFAULT.day_nodes * scale)),
                   lookahead_nodes=max(100, round(DEFAULT.lookahead_nodes * min(1.0, scale))))


def easy_move(state: State, seat: int) -> Move:
    """Easy: the greedy plan for the rest of this phase, from the public view only."""
    pos = position_from_view(view(state, None))
    return resolve(state, seat, _phase_command(plan_steps(greedy_plan(pos), pos)))


def strong_move(state: State, seat: int, effort: float = 1.0) -> Move:
    """Strong: the full-budget solver's plan for the rest of this phase (public view only)."""
    pos = position_from_view(view(state, None))
    plan, _chance = solve(pos, strong_budget(effort))
    return resolve(state, seat, _phase_command(plan_steps(plan, pos)))




def determinize(state: State, seat: int, rng: random.Random) -> State:
    """``state`` with another secret seed drawn from ``rng``: the same public position, the
    future Dawn draws redrawn (§6). The player sees everything else."""
    other = state.copy()
    other.seed = rng.getrandbits(63)
    return other


#: the ``level_move`` hook: Easy, Normal (``auto_move``) and Strong behind one function
level_move = by_level(easy_move, auto_move, strong_move)
