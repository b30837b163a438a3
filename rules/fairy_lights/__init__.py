"""Fairy Lights (spec: shared/rules/fairy-lights.md, version 1): the rules protocol.

Push-your-luck drafting for 2-6 players. The only hidden fact is the order of the deck; every
view is the public view (§6).

Moves (``parse_move``; canonical notation in brackets):
``draw`` [``draw``], ``take R`` / ``take G+B`` [colours in R, Y, G, B, P order], and the moves
outside the turn order (``offturn = True``) ``resign`` and ``undo``.

Events (``fairy_lights.event.<code>``; every parameter is public):

- ``turn_start`` {seat, turn_no}: a new turn begins (ping once per turn from this); the
  first turn's comes from ``opening_events(state)``.
- ``draw`` {seat, card, deck}: a non-bust draw; ``deck`` = cards left.
- ``bust`` {seat, card, last, deck}: the drawn ``card`` matched the colour of ``last``.
- ``must_take`` {seat, reason}: drawing is now impossible; reason ``shop_full`` (take two
  colours), ``shop_one_colour`` or ``deck_empty`` (take one colour).
- ``take`` {seat, move, colours, log}: ``log`` is the §7.1 log line
  (``take G+B -> scored G (G1/1 G2/1); kept B (B1/1)``).
- ``scored`` / ``kept`` / ``discarded`` {seat, colour, cards, bulbs, stars}: one per named
  colour, after ``take``; ``cards`` is space-separated notation.
- ``undo`` {seat, move}; ``resign`` {seat}.
- ``game_end`` {reason, scores, winners}; reasons ``deck_out`` and ``resign``.

``log_lines(events)`` turns draw/bust/take events into the §7.1 notation log.

Decisions where the spec is silent:

- Cards are identified by their notation only (cards with one notation are interchangeable),
  so no id can leak anything; the state keeps the deck top-first.
- The start player is drawn with ``rng_for(seed, "start", 0)``; the deck with
  ``rng_for(seed, "deck", 0)``.
- ``resign``: with two players the other player wins at once (end reason ``resign``). With
  three or more, the resigning seat is skipped from then on and ranked below every remaining
  seat (later resignations above earlier ones); its cards stay where they are and its score is
  still shown. If it was its turn, its turn ends there (the drawn cards stay in the shop) and,
  as after any turn, the game ends if the deck is empty. When fewer than two seats remain the
  game ends (reason ``resign``). A resigned seat cannot resign again (``ALREADY_RESIGNED``).
- ``undo``: only the last take, only by its player, and only until any other action is
  recorded (the next player's draw or take, or anyone's resignation). The state returns
  exactly to just before the take. A take that ended the game cannot be undone (nothing is
  kept to undo, and any move after the end is ``GameOver``). Codes: ``NOTHING_TO_UNDO``,
  ``NOT_YOUR_TAKE``. Undo emits no ``turn_start``: the player who undid keeps acting.
- ``legal_moves`` lists ``draw``, the legal takes, and ``undo`` for the seat that may undo;
  ``resign`` is always allowed (until the end) and is left out, so autocomplete does not
  suggest it.
- ``bust_index`` in the view stays set from a bust until the next draw or take, so the next
  player's picture still shows why the previous turn ended.
- ``turn_number`` is ``turn_no`` (a turn is one player's draws ending with a take or a bust;
  a draw alone never raises it), plus one once the deck ran out, so the last turn counts as
  passed; an undo takes it back down by one.
- ``auto_move`` is the §7.4 policy (Normal); Easy and Strong are in ``levels.py``
  (``level_move``), with ``determinize`` (the deck's order redrawn).
- ``result`` before the end returns the current standing with reason ``running``.
- Control labels are catalog keys relative to ``fairy_lights.control.`` (``draw``,
  ``take_R`` ... ``take_P``, ``take_pair``, ``undo``); ``confirm_needed`` returns the full key
  ``fairy_lights.confirm.discard``.
"""

from __future__ import annotations

from rules.protocol import Game, GameInfo

from .engine import (
    apply,
    is_over,
    legal_moves,
    legal_takes,
    must_take,
    new_game,
    resolve,
    result,
    score_of,
    take_outcome,
    to_act,
    turn_number,
)
from .hooks import active_seats, confirm_needed, opening_events, status_lines, turn_controls
from .invariants import check, from_json
from .levels import determinize, level_move
from .moves import Draw, Move, Resign, Take, Undo, parse_move
from .policy import auto_move, take_value
from .scorecard import score_card
from .state import State, to_json
from .textview import log_lines, view_text
from .view import ColourGroup, FairyLightsView, PlayerView, view

INFO = GameInfo(
    id="fairy_lights",
    name="Fairy Lights",
    min_seats=2,
    max_seats=6,
    options=(),
    hidden_information=True,
    simultaneous=False,
    summary="Push-your-luck card drafting: collect lights in sets of three bulbs.",
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
    confirm_needed=confirm_needed,
    active_seats=active_seats,
    opening_events=opening_events,
)

__all__ = [
    "GAME",
    "INFO",
    "active_seats",
    "status_lines",
    "ColourGroup",
    "Draw",
    "FairyLightsView",
    "Move",
    "PlayerView",
    "Resign",
    "State",
    "Take",
    "Undo",
    "apply",
    "auto_move",
    "check",
    "confirm_needed",
    "determinize",
    "from_json",
    "is_over",
    "legal_moves",
    "legal_takes",
    "level_move",
    "log_lines",
    "must_take",
    "new_game",
    "opening_events",
    "parse_move",
    "resolve",
    "result",
    "score_of",
    "take_outcome",
    "take_value",
    "to_act",
    "to_json",
    "turn_controls",
    "turn_number",
    "view",
    "view_text",
]
