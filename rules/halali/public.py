"""The public view of a state (spec §6): the same for every seat and for spectators."""

from __future__ import annotations

from rules.halali.engine import _game_winner, match_totals
from rules.halali.geometry import (
    FOREST,
    HUNTER,
    KIND_COUNT,
    KINDS,
    ORIENTATIONS,
    SIDES,
    SQUARE_NAMES,
)
from rules.halali.state import UP, State
from rules.halali.view import HalaliView, LastTurn, MatchView, TileView


def view(state: State, seat: int | None = None) -> HalaliView:
    """What anybody may see; hidden tiles only by square while the game runs (R16, R17)."""
    s = state
    over = s.phase == "over"
    tiles = []
    revealed = [0] * len(KINDS)
    for q in FOREST:
        c = s.board[q]
        if c < 0:
            continue
        kind = c & 7
        if c & UP:
            revealed[kind] += 1
            gun = ORIENTATIONS[(c >> 3) & 3] if kind == HUNTER else None
            tiles.append(TileView(SQUARE_NAMES[q], True, KINDS[kind], gun))
        elif over:
            gun = ORIENTATIONS[(c >> 3) & 3] if kind == HUNTER else None
            tiles.append(TileView(SQUARE_NAMES[q], False, KINDS[kind], gun, never_flipped=True))
        else:
            tiles.append(TileView(SQUARE_NAMES[q], False))
    for i in range(2):
        for k in range(len(KINDS)):
            revealed[k] += s.captured[i][k] + s.exited[i][k]
    # public formula (component counts minus everything seen), never the hidden tiles
    tally = {KINDS[k]: max(0, KIND_COUNT[k] - revealed[k]) for k in range(len(KINDS))}
    ban = None
    if not over:
        m = s.last_own[s.to_move]
        if m is not None:
            c = s.board[m[2]]
            if c >= 0 and c >> 6 == m[0]:
                ban = (SIDES[s.to_move], SQUARE_NAMES[m[2]], SQUARE_NAMES[m[1]])
    lock = None
    if s.lock is not None and not over:
        lock = (SQUARE_NAMES[s.lock[0]], SIDES[s.lock[1]])
    last = None
    if s.last is not None:
        side, note, origin, target = s.last
        last = LastTurn(SIDES[side], note, SQUARE_NAMES[origin],
                        None if target is None else SQUARE_NAMES[target])
    match = None
    if s.match:
        g1 = tuple(s.game1["scores"]) if s.game1 is not None and s.game_no == 2 else None
        totals = match_totals(s)
        match = MatchView(s.game_no, g1, (totals[0], totals[1]))  # type: ignore[arg-type]
    winner = None
    if over:
        w = _game_winner(s)
        winner = None if w is None else SIDES[w]
    return HalaliView(
        tiles=tuple(tiles),
        sides=(SIDES[s.side_of(0)], SIDES[s.side_of(1)]),
        to_move=None if over else SIDES[s.to_move],
        turn_number=s.turn,
        phase=s.phase,
        end_turns_left={SIDES[i]: s.end_left[i] for i in range(2)},
        quiet_turns=s.quiet,
        scores={SIDES[i]: s.scores[i] for i in range(2)},
        captured={SIDES[i]: {KINDS[k]: n for k, n in enumerate(s.captured[i]) if n}
                  for i in range(2)},
        exited={SIDES[i]: {KINDS[k]: n for k, n in enumerate(s.exited[i]) if n}
                for i in range(2)},
        face_down_count=s.face_down,
        face_down_tally=tally,
        neutral_lock=lock,
        back_and_forth=ban,
        last_turn=last,
        draw_offer_by=None if s.draw_offer is None else SIDES[s.draw_offer],
        match=match,
        end_reason=s.end_reason if over else None,
        winner=winner,
    )
