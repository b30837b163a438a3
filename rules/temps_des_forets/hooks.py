"""Optional protocol hooks of Le Temps des Forêts: the automatic policy, hints, autocomplete,
the cycle post's controls and ``/game status`` lines."""

from __future__ import annotations

from typing import Any

from rules import errors
from rules.protocol import Control

from .engine import _apply_step, _past_dawn, check_step, legal_moves, resolve
from .moves import End, Move, Pattern, Step, Swap, Undo, join_steps, parse_move
from .solver import DEFAULT, FAST, Budget, plan_steps, position_from_view, solve
from .state import State
from .view import TempsView, view

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


def turn_controls(state: State, seat: int) -> list[Control]:
    """By Day a select of legal swaps and **End day**; at Night a select of legal patterns
    and **End night**; **Undo** when something can be taken back. The select lists the
    swaps or patterns that make a pair for tonight first (at most 25)."""
    if state.over or seat != 0:
        return []
    moves = list(legal_moves(state, seat))
    actions = [m for m in moves if isinstance(m, Swap | Pattern)]
    controls: list[Control] = []
    if actions:
        actions.sort(key=lambda m: -_usefulness(state, m))
        label = "swap" if state.phase == "day" else "pattern"
        controls.append(Control("select", tuple(str(m) for m in actions[:SUGGESTIONS]), label))
    controls.append(Control("button", ("end",), f"end_{state.phase}", style="primary"))
    if any(isinstance(m, Undo) for m in moves):
        controls.append(Control("button", ("undo",), "undo"))
    return controls


def _usefulness(state: State, move: Swap | Pattern) -> int:
    """Patterns: turning over first; swaps: how many night patterns they make possible."""
    if isinstance(move, Pattern):
        return {"I": 1, "II": 2, "III": 2}[move.pattern]
    from .engine import legal_patterns

    night = state.copy()
    _apply_step(night, move, [], _no_dawn)
    night.phase = "night"
    return len({p.pattern for p in legal_patterns(night)})


def status_lines(public: TempsView) -> list[tuple[str, dict[str, Any]]]:
    """Cycle, phase, forbidden object, objects and patterns used, dormant count; after the
    end, the result, the score and how it ended."""
    lines: list[tuple[str, dict[str, Any]]] = [
        ("status.cycle", {"cycle": public.cycle, "cycles": public.cycles,
                          "phase": public.phase, "maiden": public.maiden,
                          "forbidden": public.forbidden, "dormant": public.dormant}),
        ("status.used", {"objects": ", ".join(public.used_objects) or "-",
                         "patterns": ", ".join(public.used_patterns) or "-"}),
    ]
    if public.result is not None:
        lines.append((f"status.{public.result.reason}",
                      {"how": public.result.details["how"],
                       "cycle": public.result.details["cycle"],
                       "score": public.result.scores[0],
                       "dormant": public.result.details["dormant"]}))
    elif not public.has_action:
        lines.append((f"status.no_action_{public.phase}", {}))
    return lines


def resolve_text(state: State, text: str) -> Move:
    """Parse and resolve a command for the one seat (convenience for tests and tools)."""
    return resolve(state, 0, parse_move(text))


__all__ = ["auto_move", "hint", "suggest", "turn_controls", "status_lines", "resolve_text"]
