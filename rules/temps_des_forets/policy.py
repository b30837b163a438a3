"""Move-picking for Le Temps des Forêts, all from the public view (R15): the automatic
policy (``auto_move``), ``/game hint`` and ``/move`` autocomplete (``suggest``)."""

from __future__ import annotations

from rules import errors

from .engine import _apply_step, _past_dawn, check_step, legal_moves, resolve
from .moves import End, Move, Pattern, Step, Swap, Undo, join_steps, parse_move
from .solver import DEFAULT, FAST, Budget, plan_steps, position_from_view, solve
from .state import State
from .view import view

#: at most this many suggestions (a Discord autocomplete or select lists 25)
SUGGESTIONS = 25


def _plan(state: State, budget: Budget) -> tuple[list[Step], float]:
    """The solver's steps for the rest of this cycle, from the public view only."""
    pos = position_from_view(view(state, None))
    plan, chance = solve(pos, budget)
    return plan_steps(plan, pos), chance


def auto_move(state: State, seat: int) -> Move:
    """The automatic policy: the fast solver's plan for the rest of the current phase, as
    one command (its swaps or patterns, then ``end``). Deterministic and from the public view
    only; stronger than the minimum of §7.5, which only has to finish games. It never
    undoes, so every call ends a phase (or wins) and every game finishes."""
    move, _chance = hint(state, seat, FAST)
    # A plan that wins before its ``end`` resolves without the steps after the win (R17);
    # the automatic player returns exactly the command that will be applied.
    return resolve(state, seat, move)


def hint(state: State, seat: int, budget: Budget = DEFAULT) -> tuple[Move, float]:
    """``/game hint``: the solver's plan for the rest of the current phase (its swaps or
    patterns, then ``end``) as one legal command, and the estimated chance of winning (0-1).

    It sees only the public view, never the seed (R15)."""
    if state.over:
        raise errors.GameOver()
    steps, chance = _plan(state, budget)
    phase_steps: list[Step] = []
    for step in steps:
        phase_steps.append(step)
        if isinstance(step, End):
            break
    return join_steps(phase_steps), chance


def _ranked(candidates: list[str], typed: str) -> list[str]:
    """Exact > prefix > substring matches of ``typed`` (all when nothing is typed)."""
    needle = typed.strip().lower()
    if not needle:
        return candidates
    exact = [c for c in candidates if c.lower() == needle]
    prefix = [c for c in candidates if c.lower().startswith(needle) and c not in exact]
    rest = [c for c in candidates if needle in c.lower() and c not in exact + prefix]
    return exact + prefix + rest


def suggest(state: State, seat: int, typed: str) -> list[str]:
    """Autocomplete for ``/move``: ``end``, ``undo`` when possible, then the legal steps;
    after ``;`` the last step is completed on the state after the earlier steps (R16)."""
    if state.over or seat != 0:
        return []
    head, sep, last = (typed or "").rpartition(";")
    sim = state
    prefix = ""
    if sep:
        parts = [p.strip() for p in head.split(";") if p.strip()]
        try:
            steps = [parse_move(p) for p in parts]
        except errors.GroveError:
            return []
        if not all(isinstance(s, Swap | Pattern | End | Undo) for s in steps):
            return []
        if steps:
            if _past_dawn(state, (*steps, End())):
                return []
            try:
                for step in steps:
                    check_step(sim, step)
                    sim = sim.copy()
                    _apply_step(sim, step, [], _no_dawn)
            except (errors.GroveError, AssertionError):
                return []
            if sim.over:
                return []
            prefix = "; ".join(str(s) for s in steps) + "; "
    options = [str(m) for m in legal_moves(sim, seat)]
    return [prefix + m for m in _ranked(options, last)][:SUGGESTIONS]


def _no_dawn(_state: State) -> str:
    raise AssertionError("suggestions never cross a Dawn")
