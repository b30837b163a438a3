"""Living Forest with its Kodama module (spec: shared/rules/living-forest.md): the rules
protocol.

Public surface: ``INFO``, ``new_game``, ``to_act``, ``parse_move``, ``resolve``,
``legal_moves``, ``apply``, ``view``, ``is_over``, ``result``, ``to_json``, ``from_json``,
``check`` (``invariants.py``: raises ``CorruptState``; ``from_json`` calls it last); hooks
``turn_number``, ``seat_version``, ``private_panel``, ``turn_controls``, ``status_lines``,
``post_lines`` (each player's "drawing" / "done" at the end of the animal phase's post),
``suggest``, ``timeout_move`` (R-22), ``event_visible``, ``opening_events`` (``hooks.py``),
``auto_move`` (§7.5, ``policy.py``; Normal), ``level_move`` and ``determinize``
(Easy and Strong, ``levels.py``); ``view_text`` and ``log_lines`` (``textview.py``) for
golden transcripts and logs.

Modules: ``engine`` (flow and checks), ``moves`` (move values, ``parse_move``), ``state``
(``State``, ``to_json``, the pure ``decode``), ``invariants`` (``check``, and ``from_json`` =
``decode`` then ``check``), ``view`` (views, ``private_panel``), ``policy`` (``auto_move``),
``hooks``, ``textview``, ``fixtures`` and ``data`` (the components, read once).

Moves: :class:`Action` (every notation of §7.2) and the shared ``Resign``.

Events (catalog ``living_forest.event.<code>``; params are codes and protocol seats):

- animal phase, private to ``seat`` until that round's animal phase ends (params carry
  ``round`` and ``animal: True``; see ``event_visible``): ``reshuffle`` {cards}, ``draw``
  {card, solitary}, ``discard`` {card, solitary}, ``stop`` {auto};
- public: ``done`` {seat, round} (a seat finished drawing, no count), ``reveal`` {round,
  lines: seat -> cards, actions: seat -> A}, ``round_start`` {round, turn_no},
  ``turn_start`` {seat, round, turn_no, actions}, ``kodama_reward`` {seat, kodama, fragment,
  element, extra_action}, ``frag`` / ``attract`` {slots, cards, cost, budget} /
  ``extinguish`` {values, budget} / ``plant`` {tree, space, cost, budget} / ``move`` {steps,
  from, to, jumped} / ``call`` {stack, card, cost} (each with seat and ``how``: basic, bonus
  (a pending corner or rock bonus) or card (a level-3 ``+`` bonus)), ``line`` {seat, line},
  ``fragments`` {seat, count, source}, ``bonus`` {seat, action, extra, source},
  ``bonus_lapsed`` / ``skip`` {seat, action, source}, ``steal`` {seat, victim, kind, spirit,
  auto}, ``onibi`` {from, to, jumped, fires}, ``target_raised`` {stack, condition, target},
  ``elem`` {seat, element, amount}, ``pass`` {seat}, ``turn_end`` {seat, round},
  ``fire_check`` {power, count, hits: seat -> Varans, safe}, ``new_fires`` {values},
  ``market_refill`` {slots: slot -> card}, ``sacred_tree`` {seat}, ``resign`` {seat},
  ``game_end`` {reason (victory | resign), winners, scores}.

Decisions where the spec is silent:

- Options: ``kodama`` with choices ``false`` (default) / ``true``.
- RNG purposes: ``first``, ``spirits``, ``deck`` (per seat), ``market`` (per level),
  ``kodama`` (per stack), ``reshuffle:<seat>`` with the seat's own reshuffle counter, so one
  seat's shuffles never depend on the order of other seats' moves in the simultaneous phase.
- ``seat_version`` counts every move the seat has made in the game (its own moves only).
- Resign (shared ``Resign``, off-turn): R-23 as specified; also Element tiles held or used
  return to the supply. With two players, or when one player is left, the game ends (reason
  ``resign``) and the remaining player wins. A resigned seat cannot resign again
  (``ALREADY_RESIGNED``). During the animal phase a resignation adds the seat's Fragments as
  they stood at the phase start to the frozen supply count (its live count stays private).
- ``move`` accepts at most 6 digits (a longer number is ``BAD_NOTATION``); ``move 0`` is a
  notation error.
- Aliases: ``attract``, ``extinguish``, ``fragment``; commas between items; ``steal p2 ...``.
- Notation errors all carry the code ``BAD_NOTATION`` with the typed ``text`` (40 chars).
- A level-3 ``+`` bonus is listed in ``legal_moves`` after the basic actions; its events
  carry ``how: card``.
- ``private_panel`` exists only during the animal phase (None otherwise); its labels are
  catalog keys under ``living_forest.control.`` and lines under ``living_forest.``.
- ``turn_controls`` offers steal choices, Skip bonus, Take a Fragment and End turn; the
  animal phase has none on the public post.
- ``result`` before the end is the standing by sum (reason ``running``); ``scores`` are the
  sums Trees + Fires + Flowers; ``details`` holds each seat's counts and met conditions.
- ``timeout_move`` returns one move; the table plays it repeatedly while the seat is in
  ``to_act`` and adds the ``timeout`` event itself.
- ``view(state, seat)`` during the animal phase carries the seat's own live facts in ``me``
  (help line, totals, piles, Fragments); ``players`` is the same for every viewer. Cards put on
  a draw pile by Attract or Call are shown as ``known_top`` (top first) until drawn (§6).
- K-16 read literally: a seat holding an unused Element tile with basic actions left is never
  ended automatically (a Move is always possible with more wind), so it ends with ``pass``.
- ``legal_moves`` is lazy: Attract lists by length (costlier cards first), so consumers must
  not ``list()`` it; ``iter_moves(state, seat, max_att=1)`` gives the same moves with Attract
  cut to single cards (``suggest`` uses it). ``REASON_CODES`` lists every refusal code.
- ``turn_number`` follows spec §7.1: it rises when an animal phase begins and when an action
  turn begins, not when one seat of the animal phase stops (``to_act`` then shrinks while the
  phase's post stays the same post).
- ``seat_version`` also counts resignations and action-phase moves (only its own moves).
- A resigned seat keeps its cards, forest and tiles in the state (out of play, for the card
  invariants of ``check``); its figure leaves the Circle.
"""

from __future__ import annotations

from rules.protocol import Game, GameInfo, OptionSpec

from .engine import (
    REASON_CODES,
    apply,
    counts,
    is_over,
    iter_moves,
    legal_moves,
    meets,
    new_game,
    resolve,
    result,
    seat_version,
    stats,
    to_act,
    turn_number,
)
from .hooks import (
    animal_phase_over,
    event_visible,
    opening_events,
    post_lines,
    status_lines,
    suggest,
    timeout_move,
    turn_controls,
)
from .invariants import check, from_json
from .levels import determinize, level_move
from .moves import Action, Move, Resign, parse_move
from .policy import auto_move
from .scorecard import score_card
from .state import State, to_json
from .textview import log_lines, view_text
from .view import LivingForestView, Panel, private_panel, view

INFO = GameInfo(
    id="living_forest",
    name="Living Forest",
    min_seats=2,
    max_seats=4,
    options=(
        OptionSpec("kodama", "Living Forest: play with the Kodama module",
                   ("false", "true"), "false"),
    ),
    hidden_information=True,
    simultaneous=True,
    summary="Deck-building race: draw animals together, then plant, extinguish and attract.",
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
    level_move=level_move,
    determinize=determinize,
    turn_number=turn_number,
    score_card=score_card,
    log_lines=log_lines,
    turn_controls=turn_controls,
    status_lines=status_lines,
    post_lines=post_lines,
    timeout_move=timeout_move,
    opening_events=opening_events,
    event_visible=event_visible,
    suggest=suggest,
    private_panel=private_panel,
    seat_version=seat_version,
    seat_params=frozenset({"victim", "jumped", "safe", "sacred"}),
)

__all__ = [
    "GAME",
    "INFO", "REASON_CODES", "Action", "LivingForestView", "Move", "Panel", "Resign", "State",
    "animal_phase_over", "apply", "auto_move", "check", "counts", "determinize",
    "event_visible", "level_move",
    "from_json", "is_over", "iter_moves", "legal_moves", "log_lines", "meets", "opening_events",
    "new_game", "parse_move", "post_lines",
    "private_panel", "resolve", "result", "seat_version", "stats", "status_lines",
    "suggest", "timeout_move", "to_act", "to_json", "turn_controls", "turn_number",
    "view", "view_text",
]
