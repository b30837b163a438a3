"""Halali! rules (spec: shared/rules/halali.md), implementing the shared rules protocol.

Public surface: ``INFO``, ``new_game``, ``to_act``, ``parse_move``, ``resolve``,
``legal_moves``, ``apply``, ``view``, ``is_over``, ``result``, ``to_json``, ``from_json``,
``check`` (the state's invariants, see ``invariants``), ``turn_number`` (the turn counter),
``auto_move`` (the automatic player, ``policy``);
move classes ``Flip``, ``TileMove``, ``Resign``, ``DrawOffer``, ``DrawAccept``,
``DrawDecline``.

Events (all public, ``visible_to=None``; catalog ``halali.event.<code>``):

- ``flip`` turn, side, notation, square, kind, gun (None); ``flip_hunter`` the same for a
  hunter, with its gun direction
- ``move`` turn, side, notation, origin, target, kind
- ``capture`` ... as move, plus captured, points, score (mover's new score)
- ``exit`` ... as move (target is the exit square), plus points, score
- ``lock`` turn, side (creator), square, kind, barred
- ``end_phase`` turn (first end-phase turn), turns (5), first (side to move)
- ``game_over`` reason, turn (last turn played), side (side named by the reason, or None),
  game_no, blue_score, brown_score, winner (side or None), revealed ([square, kind, gun] of
  never-flipped tiles, R16)
- ``game2_dealt`` game_no, blue_seat, brown_seat
- ``match_over`` score0, score1 (per-seat totals), winner_seat (None: drawn), reason
- ``draw_offered`` / ``draw_accepted`` / ``resigned`` side, turn;
  ``draw_declined`` side, offerer, turn; ``draw_lapsed`` side (offerer), by (mover)

End reasons: end_phase_complete, no_tiles, cannot_move, quiet_draw, draw_agreed, resigned.

Decisions where the spec is silent:

- Seat ``s`` plays blue in game 1 iff ``s == first_blue_seat``; ``side=random`` draws it from
  ``rng_for(seed, "side", 0)``. Every game (single or match) is dealt from
  ``derive_seed(seed, "game", n)`` with ``rng_for(game_seed, "deal", 0)``; that one RNG
  shuffles the 48 kinds over the squares in index order and then draws each orientation.
- ``draw offer`` while the opponent's offer is open resolves to ``draw accept`` (R20 says a
  cross-offer accepts), so the log records what happened.  A draw offer is cleared when the
  offerer's opponent makes a board move (event ``draw_lapsed``); the offerer's own moves keep
  it open.  Draw refusals are ``IllegalMove`` with ``DRAW_ALREADY_OFFERED`` / ``NO_DRAW_OFFER``
  (``OWN_DRAW_OFFER_PENDING`` when the offerer answers their own open offer).
- A draw agreed or a quiet-turn draw is a drawn game whatever the scores; in a match the
  points still count toward the totals and game 2 follows.  Only resignation ends a match
  early; its result ranks the opponent first whatever the totals.
- ``no_tiles`` names the bare side; if both sides are bare at once, the side to move.
- The neutral lock and back-and-forth ban are stored by square (lock) and by tile id plus
  squares (ban); the lock lasts one turn, during which its tile cannot move, so that suffices.
- ``face_down_tally`` is the public formula (component counts minus face-up, captured and
  exited tiles, floored at 0).  For fixture positions with fewer than 48 tiles it therefore
  counts tiles that are not on the board; real games are exact.
- Seeds, tile ids and hidden kinds appear only in ``to_json`` (storage), never in views,
  events or errors.  The game-over event lists never-flipped tiles (R16: public once over),
  because in a match the board of game 1 is replaced at once by game 2's deal.
- The move log lives with the table (append-only log), not in the state.
- Event params hold codes (``side``, ``kind``, ``captured``, ``barred``, ``winner``...); the
  catalog uses ``{side_name}``, ``{kind_name}``, ``{captured_name}``, ``{barred_name}``,
  ``{winner_name}``, ``{first_name}``, ``{offerer_name}``, ``{by_name}``: fill each from
  ``halali.side.<code>`` / ``halali.kind.<code>`` before formatting.
"""

from __future__ import annotations

from rules.protocol import Game, GameInfo, OptionSpec

from .engine import (
    apply,
    is_over,
    legal_moves,
    match_totals,
    new_game,
    resolve,
    result,
    to_act,
    turn_number,
)
from .hooks import finished_game_view, rematch_options, side_seats, status_lines, turn_controls
from .invariants import check, from_json
from .levels import determinize, level_move
from .moves import (
    DrawAccept,
    DrawDecline,
    DrawOffer,
    Flip,
    HalaliMove,
    Resign,
    TileMove,
    parse_move,
)
from .policy import auto_move
from .scorecard import score_card
from .state import State, to_json
from .textview import view_text
from .view import view

INFO = GameInfo(
    id="halali",
    name="Halali!",
    min_seats=2,
    max_seats=2,
    options=(
        OptionSpec("format", "One game, or a match of two with roles swapped",
                   ("single", "match"), "single"),
        OptionSpec("side", "Your side (in a match: in game 1)",
                   ("blue", "brown", "random"), "random"),
    ),
    hidden_information=True,
    simultaneous=False,
    summary="Hidden-tile hunting duel: animals against hunters on a 7x7 forest.",
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
    turn_controls=turn_controls,
    status_lines=status_lines,
    finished_game_view=finished_game_view,
    side_seats=side_seats,
    rematch_options=rematch_options,
    level_move=level_move,
    determinize=determinize,
)

__all__ = [
    "GAME",
    "INFO", "State", "HalaliMove", "Flip", "TileMove", "Resign", "DrawOffer", "DrawAccept",
    "DrawDecline", "new_game", "to_act", "parse_move", "resolve", "legal_moves", "apply",
    "view", "is_over", "result", "to_json", "from_json", "check", "match_totals", "turn_controls",
    "status_lines", "finished_game_view", "side_seats", "rematch_options", "auto_move",
    "turn_number", "level_move", "determinize",
]
