"""Le Temps des Forêts (spec: shared/rules/temps-des-forets.md): the rules protocol.

A solo puzzle on a ring of twelve tree cards. The only hidden information is the future
Dawn draws (§6): each comes from ``rng_for(seed, "dawn", cycle)`` and is stored in the state
when its Dawn starts; the deal comes from ``rng_for(seed, "deal", 0)``. Every view is the
public view and holds no seed.

Moves (``parse_move``, canonical notation): swaps ``L 11-12`` / ``M 3-9`` / ``K 2-7`` /
``H 4-10``, patterns ``I 6-7`` / ``II 6-7`` / ``III 3-9``, ``end``, ``undo``, sequences
``K 1-10; M 4-10; end`` and the shared ``resign``.

Events (``temps_des_forets.event.<code>``; all public):

- ``deal`` {ring}: opening event (``ring`` = tree codes for hours 12, 1, ..., 11).
- ``dawn`` {cycle, maiden, object, object_name, trees}: ``trees`` = ``["CH@3", ...]``.
- ``swap`` {cycle, move, object, hours, trees}; ``pattern`` {cycle, move, pattern, hours,
  trees, becomes}; ``undo`` {cycle, phase, move}.
- ``end_day`` / ``end_night`` {cycle, auto}: ``auto`` is true for the automatic end of §7.4.
- ``dusk`` {cycle (the cycle that ended), maiden (her new hour)}, followed by ``dawn``.
- ``resign`` {cycle}; ``game_end`` {reason (won|lost), how (all_dormant|cycles_over|
  resigned), cycle, dormant, score}.

``log_lines(events)`` gives the §7.2 history lines.

Decisions where the spec is silent:

- ``turn_number(state)`` is the cycle: one public post per cycle (§7.1), opened by its Dawn.
- Options: ``auto_end`` (``true``/``false``, default false, §7.4) and ``daily``
  (``true``/``false``): the rules accept ``daily`` and ignore it; the table layer derives
  the seed of a daily deal from its per-server secret and the date.
- ``resolve`` of a sequence returns the steps it will apply (steps after a winning step left
  out, R17); a one-step command resolves to that step. Refusals inside a sequence carry
  ``step`` (from 1) and ``notation`` (as typed).
- ``legal_moves`` order: ``end``, ``undo`` (if possible), then swaps by object (L, M, K, H)
  or patterns (I, II, III), each by clockwise distance from the maiden of the pair's first
  card.
- ``auto_move`` plays the fast solver's plan for the rest of the phase as one command
  (stronger than §7.5's minimum policy; it never undoes, so each call ends a phase or wins,
  and every game finishes). It is the Normal level; Easy (greedy) and Strong (the solver's
  full budget) are in ``levels``.
- ``hint(state, seat)`` returns the solver's plan for the rest of the current phase as one
  command (its swaps or patterns, then ``end``) and the estimated chance of winning (0-1),
  computed from the public view only (R15).
- ``result`` before the end: reason ``running`` with the dormant count as the score.
- Resign is a loss scored as a loss (§5.2); ``details["how"] == "resigned"``.
- Internal: undo keeps the phase's applied steps (``done``) and inverts the latest; a step
  never crosses a phase, so the inverse is exact.
"""

from __future__ import annotations

from rules.protocol import Game, GameInfo, OptionSpec

from .engine import (
    apply,
    is_over,
    legal_moves,
    legal_patterns,
    legal_swaps,
    new_game,
    resolve,
    result,
    to_act,
    turn_number,
    untouchable_trees,
)
from .hooks import opening_events, status_lines, turn_controls
from .invariants import check, from_json
from .levels import determinize, level_move
from .moves import End, Move, Pattern, Resign, Sequence, Swap, Undo, parse_move
from .policy import auto_move, hint, suggest
from .scorecard import score_card
from .state import State, to_json
from .textview import log_lines, view_text
from .view import TempsView, TreeView, view

INFO = GameInfo(
    id="temps_des_forets",
    name="Le Temps des Forêts",
    min_seats=1,
    max_seats=1,
    options=(
        OptionSpec("auto_end", "End a Day or Night by itself when nothing can be done",
                   ("false", "true"), "false"),
        OptionSpec("daily", "Today's deal, the same for everyone in the server",
                   ("false", "true"), "false"),
    ),
    hidden_information=True,
    simultaneous=False,
    summary="Solo puzzle: put twelve enchanted trees to sleep within twelve cycles.",
)


#: the game as the tables and cogs see it (``rules.protocol.Game``)
GAME: Game[State] = Game(
    info=INFO,
    text_view=view_text,
    new_game=new_game,
    to_act=to_act,
    parse_move=parse_move,
    resolve=resolve,
    legal_moves=legal_moves,
    apply=apply,
    view=view,
    is_over=is_over,
    result=result,
    to_json=to_json,
    from_json=from_json,
    check=check,
    auto_move=auto_move,
    turn_number=turn_number,
    score_card=score_card,
    log_lines=log_lines,
    turn_controls=turn_controls,
    status_lines=status_lines,
    opening_events=opening_events,
    suggest=suggest,
    hint=hint,
    level_move=level_move,
    determinize=determinize,
)

__all__ = [
    "GAME",
    "INFO", "State", "TempsView", "TreeView", "Move", "Swap", "Pattern", "End", "Undo",
    "Sequence", "Resign", "new_game", "to_act", "parse_move", "resolve", "legal_moves",
    "legal_swaps", "legal_patterns", "apply", "view", "is_over", "result", "to_json",
    "from_json", "check", "turn_number", "opening_events", "log_lines", "auto_move", "hint",
    "suggest", "turn_controls", "status_lines", "untouchable_trees", "level_move",
    "determinize",
]
