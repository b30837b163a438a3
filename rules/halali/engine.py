"""Setup, validation (§4.8), legal moves, turn effects and the end of the game (§5)."""

from __future__ import annotations

from typing import Any

from rules.errors import BadNotation, GameOver, GroveError, IllegalMove, NotSeated, NotYourTurn
from rules.protocol import Event, Result, rank_by_score
from rules.rng import derive_seed, rng_for

from .geometry import (
    CAPTURES,
    CELLS,
    CENTRE,
    END_TURNS,
    FOREST,
    GUN_ONLY,
    HUNTER,
    IS_EXIT,
    IS_FOREST,
    KIND_COLOUR,
    KIND_COUNT,
    KIND_POINTS,
    KIND_RANGE,
    KINDS,
    MOVED_BY,
    NEUTRAL_MOVERS,
    ORIENTATIONS,
    QUIET_LIMIT,
    RAYS,
    SIDES,
    SQUARE_INDEX,
    SQUARE_NAMES,
    line,
)
from .moves import (
    CAPTURE,
    FLIPS,
    PLAIN,
    DrawAccept,
    DrawDecline,
    DrawOffer,
    Flip,
    HalaliMove,
    Resign,
    TileMove,
)
from .state import EMPTY, UP, State, tile_code, to_json

GAME = "halali"
DRAW_REASONS = frozenset({"quiet_draw", "draw_agreed"})

#: MOVER[kind][side]: None if that side may not move the kind, else
#: (range, exits allowed, capture mask, gun-only).
MOVER = tuple(
    tuple(
        (KIND_RANGE[k], KIND_COLOUR[k] == side, CAPTURES[k], GUN_ONLY[k])
        if MOVED_BY[k][side] and KIND_RANGE[k] > 0 else None
        for side in range(2)
    )
    for k in range(len(KINDS))
)


def _illegal(code: str, **params: Any) -> IllegalMove:
    return IllegalMove(code, game=GAME, **params)


# ----------------------------------------------------------------------------- setup

def _deal(s: State) -> None:
    """Fresh shuffled layout for the current game, from the game's derived seed (§3.3-3.4)."""
    rng = rng_for(derive_seed(s.seed, "game", s.game_no), "deal", 0)
    kinds = [k for k in range(len(KINDS)) for _ in range(KIND_COUNT[k])]
    rng.shuffle(kinds)
    squares = [q for q in FOREST if q != CENTRE]
    s.board = [EMPTY] * CELLS
    for q, k in zip(squares, kinds, strict=True):
        s.board[q] = tile_code(k, rng.randrange(len(ORIENTATIONS)), False, q)
    s.face_down = len(squares)
    s.to_move = 0
    s.turn = 1
    s.phase = "main"
    s.end_left = [0, 0]
    s.quiet = 0
    s.last_own = [None, None]
    s.lock = None
    s.scores = [0, 0]
    s.captured = [[0] * len(KINDS), [0] * len(KINDS)]
    s.exited = [[0] * len(KINDS), [0] * len(KINDS)]
    s.draw_offer = None
    s.last = None
    s.end_reason = None
    s.ended_side = None


def new_game(seats: int, options: dict[str, str], seed: int) -> State:
    """A new single game or match; ``side`` is seat 0's side (in game 1 of a match)."""
    if seats != 2:
        raise GroveError("BAD_SEATS", game=GAME, seats=seats)
    fmt = options.get("format", "single")
    side = options.get("side", "random")
    if fmt not in ("single", "match"):
        raise GroveError("BAD_OPTION", game=GAME, option="format", value=fmt)
    if side not in ("blue", "brown", "random"):
        raise GroveError("BAD_OPTION", game=GAME, option="side", value=side)
    s = State()
    s.seed = seed
    s.match = fmt == "match"
    if side == "random":
        seat0_blue = rng_for(seed, "side", 0).randrange(2) == 0
    else:
        seat0_blue = side == "blue"
    s.first_blue_seat = 0 if seat0_blue else 1
    s.blue_seat = s.first_blue_seat
    s.game_no = 1
    _deal(s)
    return s


def to_act(state: State) -> frozenset[int]:
    """The seat whose turn it is; empty once over."""
    if state.phase == "over":
        return frozenset()
    return frozenset({state.seat_of(state.to_move)})


def is_over(state: State) -> bool:
    """Whether the single game, or the whole match, has ended."""
    return state.phase == "over"


def turn_number(state: State) -> int:
    """A counter that rises with every board turn, across both games of a match.

    It rises by one with every board turn (a flip or a move, the last one of a game
    included), never with a draw offer, answer or resignation. In a match it keeps rising
    into game 2: game 2's turns count on from game 1's last turn, plus one for the deal
    itself, so the deal of game 2 always starts a new turn post even when game 1 ended by
    agreement.
    """
    if state.match and state.game_no == 2 and state.game1 is not None:
        final = state.game1.get("final") or {}
        return int(final.get("turn_number", 1)) + state.turn
    return state.turn


# ----------------------------------------------------------------------------- validation

def _reachable_exits(s: State, a: int, kind: int) -> list[int]:
    out = []
    for ray in RAYS[a]:
        if ray and IS_EXIT[ray[-1]] and len(ray) <= KIND_RANGE[kind]:
            if all(s.board[q] < 0 for q in ray[:-1]):
                out.append(ray[-1])
    return out


def _resolve_tile_move(s: State, side: int, mv: TileMove) -> TileMove:
    board = s.board
    origin, target = mv.origin, mv.target
    a = SQUARE_INDEX[origin]
    c = board[a] if IS_FOREST[a] else EMPTY
    if c < 0:
        raise _illegal("NO_TILE", origin=origin)
    if not c & UP:
        raise _illegal("FACE_DOWN_TILE", origin=origin)
    kind = c & 7
    if not any(MOVED_BY[kind]) or KIND_RANGE[kind] == 0:
        raise _illegal("IMMOVABLE", origin=origin, kind=KINDS[kind])
    if not MOVED_BY[kind][side]:
        raise _illegal("NOT_YOUR_TILE", origin=origin, kind=KINDS[kind])
    if s.lock is not None and s.lock == (a, side):
        raise _illegal("NEUTRAL_LOCKED", origin=origin, kind=KINDS[kind])
    b = -1 if target == "x" else SQUARE_INDEX[target]
    if b < 0 or IS_EXIT[b]:
        if s.phase != "end":
            raise _illegal("EXIT_NOT_IN_END_PHASE", origin=origin)
        if KIND_COLOUR[kind] != side:
            raise _illegal("EXIT_NOT_OWN_COLOUR", origin=origin, kind=KINDS[kind])
        if b < 0:
            exits = _reachable_exits(s, a, kind)
            if not exits:
                raise _illegal("NO_EXIT_REACHABLE", origin=origin)
            if len(exits) > 1:
                raise _illegal("AMBIGUOUS_EXIT", origin=origin,
                               exits=", ".join(SQUARE_NAMES[e] for e in exits))
            return PLAIN[a * CELLS + exits[0]]  # type: ignore[return-value]
    if not IS_FOREST[b] and not IS_EXIT[b]:
        raise _illegal("OFF_BOARD", origin=origin, target=target)
    ln = line(a, b)
    if ln is None:
        raise _illegal("NOT_STRAIGHT_LINE", origin=origin, target=target)
    d, dist = ln
    if dist > KIND_RANGE[kind]:
        raise _illegal("TOO_FAR", origin=origin, target=target, kind=KINDS[kind],
                       max_distance=KIND_RANGE[kind])
    for q in RAYS[a][d][: dist - 1]:
        if board[q] >= 0:
            raise _illegal("PATH_BLOCKED", origin=origin, target=target, square=SQUARE_NAMES[q])
    ban = s.last_own[side]
    if ban is not None and ban[0] == c >> 6 and ban[2] == a and ban[1] == b:
        raise _illegal("BACK_AND_FORTH", origin=origin, target=target)
    if IS_EXIT[b]:
        return PLAIN[a * CELLS + b]  # type: ignore[return-value]
    t = board[b]
    if t >= 0 and not t & UP:
        raise _illegal("OCCUPIED_FACE_DOWN", origin=origin, target=target)
    if t < 0:
        if mv.capture:
            raise _illegal("NOTHING_TO_CAPTURE", origin=origin, target=target)
        return PLAIN[a * CELLS + b]  # type: ignore[return-value]
    if not CAPTURES[kind] >> (t & 7) & 1:
        raise _illegal("CANNOT_CAPTURE", origin=origin, target=target, kind=KINDS[kind],
                       target_kind=KINDS[t & 7])
    if GUN_ONLY[kind] and d != (c >> 3) & 3:
        raise _illegal("NOT_GUN_DIRECTION", origin=origin, target=target,
                       gun=ORIENTATIONS[(c >> 3) & 3])
    return CAPTURE[a * CELLS + b]  # type: ignore[return-value]


def resolve(state: State, seat: int, move: HalaliMove) -> HalaliMove:
    """Run the checks of §4.8 in order; return the resolved canonical move or raise."""
    if state.phase == "over":
        raise GameOver()
    if seat not in (0, 1):
        raise NotSeated()
    side = state.side_of(seat)
    if not move.offturn and side != state.to_move:
        raise NotYourTurn()
    if isinstance(move, Flip):
        a = SQUARE_INDEX.get(move.square, -1)
        if a < 0:
            raise BadNotation("BAD_NOTATION", game=GAME, text=str(move))
        if not IS_FOREST[a] or state.board[a] < 0 or state.board[a] & UP:
            raise _illegal("NOT_FACE_DOWN", square=move.square)
        return FLIPS[a]  # type: ignore[return-value]
    if isinstance(move, TileMove):
        if move.origin not in SQUARE_INDEX or (
                move.target != "x" and move.target not in SQUARE_INDEX) or (
                move.capture and (move.target == "x" or IS_EXIT[SQUARE_INDEX[move.target]])):
            raise BadNotation("BAD_NOTATION", game=GAME, text=str(move))
        return _resolve_tile_move(state, side, move)
    if isinstance(move, DrawOffer):
        if state.draw_offer == side:
            raise _illegal("DRAW_ALREADY_OFFERED", side=SIDES[side])
        if state.draw_offer is not None:
            return DrawAccept()  # a cross-offer accepts (R20)
        return move
    if isinstance(move, DrawAccept | DrawDecline):
        if state.draw_offer == side:
            # the offerer answering their own offer: tell them it is pending, not absent
            raise _illegal("OWN_DRAW_OFFER_PENDING", side=SIDES[side])
        if state.draw_offer is None:
            raise _illegal("NO_DRAW_OFFER", side=SIDES[side])
        return move
    if isinstance(move, Resign):
        return move
    raise BadNotation("BAD_NOTATION", game=GAME, text=str(move))


# ----------------------------------------------------------------------------- legal moves

def legal_moves(state: State, seat: int) -> list[HalaliMove]:
    """Every resolved board move of the seat to move (flips, moves, AxB, explicit exits)."""
    if state.phase == "over" or seat not in (0, 1) or state.side_of(seat) != state.to_move:
        return []
    return _moves(state, state.to_move)


def _moves(s: State, side: int, first: bool = False) -> list[HalaliMove]:
    """The moves of ``side``; with ``first``, stop after the first tile that has any (the
    end-of-game check asks only whether a move exists, once per turn of a search)."""
    board = s.board
    out: list[HalaliMove] = []
    lock = s.lock
    locked = lock[0] if lock is not None and lock[1] == side else -1
    ban = s.last_own[side]
    endp = s.phase == "end"
    for a in FOREST:
        c = board[a]
        if c < 0:
            continue
        if not c & UP:
            out.append(FLIPS[a])  # type: ignore[arg-type]
            continue
        info = MOVER[c & 7][side]
        if info is None or a == locked:
            continue
        rng, own, caps, gun_only = info
        gun = (c >> 3) & 3 if gun_only else -1
        banned = ban[1] if ban is not None and ban[2] == a and ban[0] == c >> 6 else -1
        base = a * CELLS
        for d, ray in enumerate(RAYS[a]):
            for q in ray[:rng]:
                t = board[q]
                if t >= 0:
                    if (t & UP and caps >> (t & 7) & 1 and (gun < 0 or gun == d)
                            and q != banned):
                        out.append(CAPTURE[base + q])  # type: ignore[arg-type]
                    break
                if IS_EXIT[q]:
                    if endp and own:
                        out.append(PLAIN[base + q])  # type: ignore[arg-type]
                    break
                if q != banned:
                    out.append(PLAIN[base + q])  # type: ignore[arg-type]
        if first and out:
            return out
    return out


def _has_move(s: State, side: int) -> bool:
    return bool(_moves(s, side, True))


# ----------------------------------------------------------------------------- apply

def _seat_scores(s: State) -> list[int]:
    return [s.scores[s.side_of(0)], s.scores[s.side_of(1)]]


def _game_winner(s: State) -> int | None:
    """Winning side of the current (finished) game, None for a draw."""
    if s.end_reason == "resigned":
        return 1 - s.ended_side  # type: ignore[operator]
    if s.end_reason in DRAW_REASONS or s.scores[0] == s.scores[1]:
        return None
    return 0 if s.scores[0] > s.scores[1] else 1


def _finish(s: State, reason: str, side: int | None, events: list[Event]) -> None:
    s.phase = "over"
    s.end_reason = reason
    s.ended_side = side
    s.draw_offer = None
    winner = _game_winner(s)
    revealed = []
    for q in FOREST:
        c = s.board[q]
        if c >= 0 and not c & UP:
            revealed.append([SQUARE_NAMES[q], KINDS[c & 7],
                             ORIENTATIONS[(c >> 3) & 3] if c & 7 == HUNTER else None])
    events.append(Event("game_over", {
        "reason": reason,
        "turn": s.turn - 1,
        "side": None if side is None else SIDES[side],
        "game_no": s.game_no,
        "blue_score": s.scores[0],
        "brown_score": s.scores[1],
        "winner": None if winner is None else SIDES[winner],
        "revealed": revealed,
    }))
    if not s.match:
        return
    if s.game_no == 1 and reason != "resigned":
        # Game 2 replaces the board at once; keep game 1's final position so its last
        # picture (unflipped tiles revealed, R16) can still be shown.
        final = to_json(s)
        s.game1 = {"scores": _seat_scores(s), "reason": reason, "blue_seat": s.blue_seat,
                   "ended_side": None if side is None else SIDES[side],
                   "winner": None if winner is None else SIDES[winner], "final": final}
        s.game_no = 2
        s.blue_seat = 1 - s.blue_seat
        _deal(s)
        events.append(Event("game2_dealt", {"game_no": 2, "blue_seat": s.blue_seat,
                                            "brown_seat": 1 - s.blue_seat}))
        return
    totals = match_totals(s)
    if reason == "resigned":
        winner_seat: int | None = s.seat_of(1 - side)  # type: ignore[operator]
    else:
        winner_seat = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
    events.append(Event("match_over", {"score0": totals[0], "score1": totals[1],
                                       "winner_seat": winner_seat, "reason": reason}))


def match_totals(s: State) -> list[int]:
    """Per-seat points: game 1 (if over) plus the current game."""
    cur = _seat_scores(s)
    if s.game1 is not None and s.game_no == 2:
        return [cur[0] + s.game1["scores"][0], cur[1] + s.game1["scores"][1]]
    return cur


def _after_turn(s: State, events: list[Event]) -> None:
    """Early-end checks of §5.2, in order."""
    if s.quiet >= QUIET_LIMIT:
        _finish(s, "quiet_draw", None, events)
        return
    if s.face_down:
        return
    if s.phase == "main":
        s.phase = "end"
        s.end_left = [END_TURNS, END_TURNS]
        events.append(Event("end_phase", {"turns": END_TURNS, "first": SIDES[s.to_move],
                                          "turn": s.turn}))
    own = [0, 0, 0]
    for q in FOREST:
        c = s.board[q]
        if c >= 0:
            own[KIND_COLOUR[c & 7]] += 1
    if not own[0] or not own[1]:
        # if both sides are bare (rare), name the side to move
        empty = s.to_move if not own[s.to_move] else 1 - s.to_move
        _finish(s, "no_tiles", empty, events)
    elif s.end_left[0] <= 0 and s.end_left[1] <= 0:
        _finish(s, "end_phase_complete", None, events)
    elif not _has_move(s, s.to_move):
        _finish(s, "cannot_move", s.to_move, events)


def _play(s: State, side: int, mv: Flip | TileMove, events: list[Event]) -> None:
    board = s.board
    turn = s.turn
    sname = SIDES[side]
    note = str(mv)
    if isinstance(mv, Flip):
        a = SQUARE_INDEX[mv.square]
        c = board[a] | UP
        board[a] = c
        kind = c & 7
        s.face_down -= 1
        s.quiet = 0
        s.last_own[side] = None
        # A hunter's flip names its gun, so the log tells where it can shoot.
        events.append(Event("flip_hunter" if kind == HUNTER else "flip", {
            "turn": turn, "side": sname, "notation": note, "square": mv.square,
            "kind": KINDS[kind], "gun": ORIENTATIONS[(c >> 3) & 3] if kind == HUNTER else None}))
        s.last = (side, note, a, None)
        b = a
    else:
        a = SQUARE_INDEX[mv.origin]
        b = SQUARE_INDEX[mv.target]
        c = board[a]
        kind = c & 7
        board[a] = EMPTY
        base = {"turn": turn, "side": sname, "notation": note, "origin": mv.origin,
                "target": mv.target, "kind": KINDS[kind]}
        if IS_EXIT[b]:
            pts = KIND_POINTS[kind]
            s.exited[side][kind] += 1
            s.scores[side] += pts
            s.quiet = 0
            s.last_own[side] = None
            events.append(Event("exit", {**base, "points": pts, "score": s.scores[side]}))
        else:
            t = board[b]
            board[b] = c
            if t >= 0:
                victim = t & 7
                pts = KIND_POINTS[victim]
                s.captured[side][victim] += 1
                s.scores[side] += pts
                s.quiet = 0
                events.append(Event("capture", {**base, "captured": KINDS[victim],
                                                "points": pts, "score": s.scores[side]}))
            else:
                s.quiet += 1
                events.append(Event("move", base))
            s.last_own[side] = (c >> 6, a, b) if KIND_COLOUR[kind] == side else None
        s.last = (side, note, a, b)
    if kind in NEUTRAL_MOVERS and not IS_EXIT[b]:
        s.lock = (b, 1 - side)
        events.append(Event("lock", {"square": SQUARE_NAMES[b], "kind": KINDS[kind],
                                     "barred": SIDES[1 - side], "turn": turn, "side": sname}))
    else:
        s.lock = None
    if s.phase == "end":
        s.end_left[side] -= 1
    if s.draw_offer is not None and s.draw_offer != side:
        events.append(Event("draw_lapsed", {"side": SIDES[s.draw_offer], "by": sname}))
        s.draw_offer = None
    s.turn = turn + 1
    s.to_move = 1 - side
    _after_turn(s, events)


def apply(state: State, seat: int, move: HalaliMove) -> tuple[State, list[Event]]:
    """Resolve ``move`` and return the new state and its public events (input untouched)."""
    mv = resolve(state, seat, move)
    s = state.copy()
    side = s.side_of(seat)
    events: list[Event] = []
    if isinstance(mv, Flip | TileMove):
        _play(s, side, mv, events)
    elif isinstance(mv, Resign):
        events.append(Event("resigned", {"side": SIDES[side], "turn": s.turn}))
        _finish(s, "resigned", side, events)
    elif isinstance(mv, DrawOffer):
        s.draw_offer = side
        events.append(Event("draw_offered", {"side": SIDES[side], "turn": s.turn}))
    elif isinstance(mv, DrawAccept):
        events.append(Event("draw_accepted", {"side": SIDES[side], "turn": s.turn}))
        _finish(s, "draw_agreed", None, events)
    elif isinstance(mv, DrawDecline):
        events.append(Event("draw_declined", {"side": SIDES[side],
                                              "offerer": SIDES[1 - side], "turn": s.turn}))
        s.draw_offer = None
    return s, events


# ----------------------------------------------------------------------------- result

def result(state: State) -> Result:
    """Final scores (match: per-person totals), ranking and end reason."""
    if state.phase != "over":
        raise GroveError("NOT_OVER", game=GAME)
    s = state
    cur = _seat_scores(s)
    resigned = s.end_reason == "resigned"
    loser = s.seat_of(s.ended_side) if resigned else None  # type: ignore[arg-type]
    sides = [SIDES[s.side_of(0)], SIDES[s.side_of(1)]]
    if not s.match:
        scores = {0: cur[0], 1: cur[1]}
        details: dict[str, Any] = {"format": "single", "sides": sides, "game_scores": cur,
                                   "ended_side": None if s.ended_side is None
                                   else SIDES[s.ended_side]}
        if resigned:
            ranking = [[1 - loser], [loser]]  # type: ignore[operator]
        elif s.end_reason in DRAW_REASONS:
            ranking = [[0, 1]]
        else:
            ranking = rank_by_score(scores)
    else:
        totals = match_totals(s)
        scores = {0: totals[0], 1: totals[1]}
        games = []
        if s.game1 is not None and s.game_no == 2:
            g1 = s.game1
            games.append({"game_no": 1, "scores": g1["scores"], "reason": g1["reason"],
                          "sides": ["blue" if g1["blue_seat"] == i else "brown"
                                    for i in range(2)]})
        games.append({"game_no": s.game_no, "scores": cur, "reason": s.end_reason,
                      "sides": sides})
        details = {"format": "match", "games": games, "totals": totals,
                   "game1_reason": games[0]["reason"], "games_played": len(games)}
        ranking = [[1 - loser], [loser]] if resigned else rank_by_score(scores)  # type: ignore
    return Result(scores=scores, ranking=ranking, reason=s.end_reason or "", details=details)
