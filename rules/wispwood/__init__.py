"""Wispwood (spec: shared/rules/wispwood.md, version 1): the rules protocol.

Polyomino tile-laying for 1-4 players over three rounds (4x4, 5x5, 6x6); one player plays
the solo mode against the phantom cat (§5.6). Everything is public except the supply order,
the wisps on the backs of tree tiles, and the solo firefly stack order (§6), so every view is
the public view and ``legal_moves`` needs only the supply's count.

Modules: ``engine`` (set-up, checks, flow, scoring of a round), ``moves`` (move values,
``parse_move``), ``state`` (``State``, ``to_json``, the pure ``decode``), ``invariants``
(``check``, and ``from_json`` = ``decode`` then ``check``), ``view``, ``policy``
(``auto_move``, the Normal level), ``levels`` (Easy, Strong and ``determinize``),
``hooks``, ``textview`` (``view_text``, ``log_lines``), ``fixtures``, and the game's own
``geometry`` (cells, shapes, placements) and ``scoring`` (objective cards).

Moves (``parse_move``): ``refill``, ``cat-refill``, ``take <space> <shape> <cells>
wisp=<cell> [cat]`` (also the anchor form ``<shape>@<anchor>:<orientation>``), ``trees
<cells>``, ``cat <cell>`` / ``cat stay``, and the off-turn ``undo`` and ``resign``.

Events (``wispwood.event.<code>``; every parameter is public):

- ``round_start`` {round, n, start_seat}; ``turn_start`` {seat, turn_no, round};
- ``refill`` (free), ``cat_refill``, ``auto_refill``, ``phantom_refill`` {seat (None for the
  bot's own), discarded, pond (8 letters, ``.`` empty, ``*`` phantom)};
- ``supply_rebuilt`` {supply}; ``pass`` {seat}; ``round_end_triggered`` {seat, round};
- ``take`` {seat, move, space, shape, type, cells, wisp, cat}; ``trees`` {seat, move, cells};
- ``phantom`` {value, from, to, type, tokens, line} (``line`` is the §7.1 history line
  ``phantom 3 -> 6 W``); ``phantom_none`` {value, tokens};
- ``round_score`` {round, seat, cards (card id -> points, plus ``bonus``), score, total};
  ``phantom_score`` {round, score, total}; ``round_end`` {round, scores};
- ``cat_phase`` {round, turn_no}; ``cat_move`` {seat, move, cell}; ``cat_stay`` {seat, move};
  ``trees_cleared`` {trees, supply};
- ``undo`` {seat, move, turn_no}; ``resign`` {seat}; ``game_end`` {reason, scores, winners,
  phantom}.

End reasons: ``complete``, ``resign``; solo results are ``won`` / ``lost``. Refusals carry
public parameters only; ``WITCH_RULE`` has ``card`` (``WITCH-2``) and ``witch`` (``WITCH_2``,
the catalog's vocabulary key ``wispwood.witch.WITCH_2``).

Decisions where the spec is silent:

- Randomness: objectives ``("objectives", 0)``, pond pieces ``("pond", 0)``, the initial
  supply ``("supply", 0)``, start player ``("start", 0)``, solo values and phantom space
  ``("phantom", 0)``, firefly stacks ``("fireflies", round)``; every later supply shuffle
  (rebuild from the discard pile, trees shuffled back between rounds) uses ``("supply", k)``
  with a counter kept in the state. The supply's top is the end of its list.
- Trees cleared between rounds are added to the supply and the whole supply is shuffled.
- ``resign``: in solo the game ends at once and is lost. With 2+ players the seat is skipped
  from then on (its turns, its cat choice); it still gets its forest scored but is ranked below
  every seat still playing (later resignations above earlier ones). When fewer than two seats
  remain the game ends (reason ``resign``) with the usual ranking. If the resigning seat was
  to act, its turn ends as after a tree turn (round-end checks included). ``ALREADY_RESIGNED``
  for a second resignation.
- ``undo`` (§7.5) keeps a snapshot of the state before a take or tree turn; it is refused as
  ``UNDO_REVEALED`` when the move or the bot in the same update refilled, rebuilt the supply,
  played the phantom or ended a round (a counter of such reveals decides). An undo restores the
  snapshot exactly, except ``turn_no`` (raised) and the per-seat move counts (raised).
- A forced pass (RULING 29) happens when supply and discard pile are both empty, or (never
  in play) when the seat's grid is already full.
- Solo: the phantom collects nothing if the pond and supply are both empty (``phantom_none``).
- ``legal_moves`` in the cat phase lists ``cat stay`` then every tree in reading order.
- ``result`` before the end gives the current standing with reason ``running``.
- The table option ``cards`` is free text; ``INFO`` lists it with no choices, and
  ``check_options`` checks it with the others (§7.2). ``new_game`` refuses
  ``objectives:custom`` without cards (``CUSTOM_NEEDS_CARDS``), as ``check_options`` does.
- ``legal_moves`` lists the take pairs as: every (space, allowed shape) by space, then, with
  a ready cat, every (space, other shape) with the cat flag; the round-robin of §7.2 runs
  over that whole list. Within a pair, placements go in reading order of their cells and the
  wisp cell in reading order.
- ``turn_controls`` returns, besides ``button`` and ``select`` controls, ``modal`` controls
  (labels ``place`` and ``trees``) with no fixed move: the one-field notation modals of
  §7.2. ``Refill`` / ``Cat: new wisps`` are buttons, the cat phase is one select of
  ``cat stay`` plus the seat's trees (its params name the ``seat``, so each seat's menu on
  the shared post says whose it is), and ``Undo`` is offered to the seat that may undo.
- The automatic policy (§7.4) scores every plain take exactly (each card memoised on the masks
  it reads) and in the cat phase answers ``cat stay``.
- Turn counter: ``turn_number`` rises at every turn start (the round's first turn included),
  once when the cat phase begins (not with the choices), and with an undo.
- Resigned seats leave the round order; the round-end trigger waits for the last seat still
  playing (the resigning seat counts once more if it was the one to act).
"""

from __future__ import annotations

from rules.protocol import Game, GameInfo, OptionSpec, Resign

from .engine import (
    LEVELS,
    OBJECTIVE_MODES,
    apply,
    check_options,
    grid_of,
    is_over,
    legal_moves,
    legal_takes,
    may_undo,
    new_game,
    resolve,
    result,
    score_forest,
    seat_version,
    to_act,
    tree_turns,
    turn_number,
    witch_mask,
)
from .geometry import ORIENTATIONS, SHAPES, name, normal_form, orient
from .hooks import opening_events, status_lines, suggest, timeout_move, turn_controls
from .invariants import check, from_json
from .levels import determinize, level_move
from .moves import CatMove, CatRefill, Move, Refill, Take, Trees, Undo, cell_list, parse_move
from .policy import auto_move
from .scorecard import score_card
from .state import State, to_json
from .textview import log_lines, view_text
from .view import ForestView, SoloView, WispwoodView, view

INFO = GameInfo(
    id="wispwood",
    name="Wispwood",
    min_seats=1,
    max_seats=4,
    options=(
        OptionSpec("objectives", "Wispwood: objective cards", OBJECTIVE_MODES, "random"),
        OptionSpec("cards", "Wispwood: five card ids for objectives:custom", kind="text"),
        OptionSpec("level", "Wispwood: solo phantom level", LEVELS, "normal",
                   solo_variant=True),
    ),
    hidden_information=True,
    simultaneous=True,
    summary="Grow a forest of wisps and trees around your cat, in three rounds.",
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
    check_options=check_options,
    opening_events=opening_events,
    suggest=suggest,
    seat_version=seat_version,
    timeout_move=timeout_move,
    level_move=level_move,
    determinize=determinize,
)

__all__ = [
    "ORIENTATIONS", "SHAPES", "cell_list", "name", "normal_form", "orient",
    "GAME",
    "INFO", "CatMove", "CatRefill", "ForestView", "Move", "Refill", "Resign", "SoloView",
    "State", "Take", "Trees", "Undo", "WispwoodView", "apply", "auto_move", "check",
    "check_options", "determinize", "from_json", "grid_of", "is_over", "legal_moves",
    "legal_takes", "level_move", "log_lines",
    "may_undo", "new_game", "opening_events", "parse_move", "resolve", "result",
    "score_forest", "seat_version", "status_lines", "suggest", "to_act", "to_json",
    "tree_turns", "turn_controls", "turn_number", "view", "view_text", "witch_mask",
]
