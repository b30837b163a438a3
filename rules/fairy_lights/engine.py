"""Fairy Lights rules: turn flow (§4.1), checks (§4.3), end and scoring (§5), undo (§7.2),
resignation and the turn counter."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from rules import errors
from rules.protocol import Event, Result, rank_by_score
from rules.rng import rng_for

from .cards import COLOURS, DECK, MAX_SEATS, MIN_SEATS, SHOP_MAX, bulbs, colour, stars
from .invariants import from_json
from .moves import GAME, Draw, Move, Resign, Take, Undo
from .state import State, to_json

# --------------------------------------------------------------------------- set-up


def new_game(seats: int, options: dict[str, str] | None, seed: int) -> State:
    """A fresh game: deck shuffled with ``rng_for(seed, "deck", 0)``, random start player."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise errors.LobbyError("SEAT_COUNT", game=GAME, min=MIN_SEATS, max=MAX_SEATS)
    if options:
        raise errors.LobbyError("NO_OPTIONS", game=GAME)
    deck = list(DECK)
    rng_for(seed, "deck", 0).shuffle(deck)
    start = rng_for(seed, "start", 0).randrange(seats)
    return State(
        seats=seats,
        seed=seed,
        start=start,
        turn=start,
        deck=deck,
        collections=[[] for _ in range(seats)],
        scored=[[] for _ in range(seats)],
    )


def to_act(state: State) -> frozenset[int]:
    """The seat whose turn it is; it keeps acting across draws until a take or a bust."""
    return frozenset() if state.over else frozenset({state.turn})


def is_over(state: State) -> bool:
    """Whether the game has ended."""
    return state.over


# --------------------------------------------------------------------------- helpers


def shop_colours(shop: list[str]) -> list[str]:
    """The distinct colours in a shop, in canonical order."""
    present = {colour(c) for c in shop}
    return [c for c in COLOURS if c in present]


def take_outcome(
    state: State, seat: int, colours: tuple[str, ...]
) -> list[tuple[str, str, list[str]]]:
    """What a take would do, per named colour: ``(colour, outcome, cards)``.

    ``outcome`` is ``scored`` / ``kept`` / ``discarded``; ``cards`` are the seat's earlier
    cards of that colour followed by the shop's, in shop order (as in the §7.1 log line).
    """
    result = []
    for col in colours:
        cards = [c for c in state.collections[seat] if colour(c) == col]
        cards += [c for c in state.shop if colour(c) == col]
        total = sum(bulbs(c) for c in cards)
        if total % 3 == 0:
            outcome = "scored"
        elif total <= 2:
            outcome = "kept"
        else:
            outcome = "discarded"
        result.append((col, outcome, cards))
    return result


def score_parts(state: State, seat: int) -> tuple[int, int]:
    """§5.2's two parts: stars in the scored pile (added) and stars still in the collection
    (taken away)."""
    return (sum(stars(c) for c in state.scored[seat]),
            sum(stars(c) for c in state.collections[seat]))


def score_of(state: State, seat: int) -> int:
    """Current score: stars in the scored pile minus stars still in the collection (§5.2)."""
    scored, held = score_parts(state, seat)
    return scored - held


def _next_seat(state: State, seat: int) -> int:
    for step in range(1, state.seats + 1):
        candidate = (seat + step) % state.seats
        if candidate not in state.resigned:
            return candidate
    return seat


def must_take(state: State) -> bool:
    """Whether the seat to act can only take (full shop, or the deck ran out this turn)."""
    return len(state.shop) >= SHOP_MAX or (not state.deck and bool(state.shop))


# --------------------------------------------------------------------------- checks


def _illegal(code: str, **params: object) -> errors.IllegalMove:
    return errors.IllegalMove(code, game=GAME, **params)


def resolve(state: State, seat: int, move: Move) -> Move:
    """Run the §4.3 checks in order and return the canonical move, or raise the first error."""
    # Table-level refusals carry no game, so their text comes from the common catalog.
    if state.over:
        raise errors.GameOver()
    if not 0 <= seat < state.seats:
        raise errors.NotSeated()
    if not getattr(move, "offturn", False) and seat != state.turn:
        raise errors.NotYourTurn(seat=state.turn)
    if isinstance(move, Draw):
        if len(state.shop) >= SHOP_MAX:
            raise _illegal("SHOP_FULL")
        if not state.deck:
            raise _illegal("DECK_EMPTY")
        return move
    if isinstance(move, Take):
        if not state.shop:
            raise _illegal("SHOP_EMPTY")
        present = shop_colours(state.shop)
        full = len(state.shop) >= SHOP_MAX
        if full and len(present) >= 2 and len(move.colours) == 1:
            raise _illegal("TWO_COLOURS_NEEDED")
        if len(move.colours) == 2 and (not full or len(present) == 1):
            raise _illegal("ONE_COLOUR_ONLY")
        for col in move.colours:
            if col not in present:
                raise _illegal("COLOUR_NOT_IN_SHOP", colour=col)
        return move
    if isinstance(move, Resign):
        if seat in state.resigned:
            raise _illegal("ALREADY_RESIGNED")
        return move
    if isinstance(move, Undo):
        if state.undo is None:
            raise _illegal("NOTHING_TO_UNDO")
        if state.undo["seat"] != seat:
            raise _illegal("NOT_YOUR_TAKE", seat=state.undo["seat"])
        return move
    raise errors.BadNotation("UNKNOWN_KEYWORD", game=GAME, word=str(move)[:20])


def legal_takes(state: State) -> list[Take]:
    """Every legal take for the seat to act, in canonical order (empty shop: none)."""
    present = shop_colours(state.shop)
    if not present:
        return []
    if len(state.shop) >= SHOP_MAX and len(present) >= 2:
        return [Take(pair) for pair in combinations(present, 2)]
    return [Take((c,)) for c in present]


def legal_moves(state: State, seat: int) -> Iterator[Move]:
    """``draw`` (if legal), every legal take in canonical order, then ``undo`` if this seat
    may take back its take. ``resign`` is always possible and is not listed."""
    if not state.over:
        if seat == state.turn and seat not in state.resigned:
            if len(state.shop) < SHOP_MAX and state.deck:
                yield Draw()
            yield from legal_takes(state)
        if state.undo is not None and state.undo["seat"] == seat:
            yield Undo()


# --------------------------------------------------------------------------- apply


def _end_turn(state: State, events: list[Event]) -> None:
    """The active turn is over: end the game if the last card is out (§5.1), else pass on."""
    state.drawn = 0
    if not state.deck:
        _finish(state, "deck_out", events)
        return
    state.turn = _next_seat(state, state.turn)
    state.turn_no += 1
    events.append(Event("turn_start", {"seat": state.turn, "turn_no": state.turn_no}))


def _finish(state: State, reason: str, events: list[Event]) -> None:
    state.over = True
    state.end_reason = reason
    state.undo = None
    res = result(state)
    events.append(
        Event(
            "game_end",
            {
                "reason": reason,
                "scores": {str(k): v for k, v in res.scores.items()},
                "winners": res.winners,
            },
        )
    )


def _apply_draw(state: State, seat: int, events: list[Event]) -> None:
    card = state.deck.pop(0)
    before = state.shop[-1] if state.shop else None
    state.shop.append(card)
    state.bust_index = None
    if before is not None and colour(before) == colour(card):
        state.bust_index = len(state.shop) - 1
        events.append(
            Event("bust", {"seat": seat, "card": card, "colour": colour(card), "last": before,
                           "deck": len(state.deck)})
        )
        _end_turn(state, events)
        return
    state.drawn += 1
    events.append(Event("draw", {"seat": seat, "card": card, "colour": colour(card),
                                 "deck": len(state.deck)}))
    if len(state.shop) >= SHOP_MAX:
        reason = "shop_full" if len(shop_colours(state.shop)) >= 2 else "shop_one_colour"
        events.append(Event("must_take", {"seat": seat, "reason": reason}))
    elif not state.deck:
        events.append(Event("must_take", {"seat": seat, "reason": "deck_empty"}))


def _apply_take(state: State, seat: int, move: Take, events: list[Event]) -> None:
    before = to_json(state)
    before["undo"] = None
    outcome = take_outcome(state, seat, move.colours)
    named = set(move.colours)
    state.shop = [c for c in state.shop if colour(c) not in named]
    state.bust_index = None
    for col, result_kind, cards in outcome:
        state.collections[seat] = [c for c in state.collections[seat] if colour(c) != col]
        if result_kind == "scored":
            state.scored[seat].extend(cards)
        elif result_kind == "kept":
            state.collections[seat].extend(cards)
        else:
            state.discard.extend(cards)
    events.append(
        Event(
            "take",
            {
                "seat": seat,
                "move": str(move),
                "colours": "+".join(move.colours),
            },
        )
    )
    for col, result_kind, cards in outcome:
        events.append(
            Event(
                result_kind,
                {
                    "seat": seat,
                    "colour": col,
                    "cards": " ".join(cards),
                    "bulbs": sum(bulbs(c) for c in cards),
                    "stars": sum(stars(c) for c in cards),
                },
            )
        )
    _end_turn(state, events)
    if not state.over:
        # §7.2: a take reveals nothing, so it may be taken back until someone else acts.
        state.undo = {"seat": seat, "move": str(move), "before": before}


def _apply_resign(state: State, seat: int, events: list[Event]) -> None:
    state.resigned.append(seat)
    events.append(Event("resign", {"seat": seat}))
    if state.seats - len(state.resigned) < 2:
        _finish(state, "resign", events)
    elif seat == state.turn:
        _end_turn(state, events)


def _apply_undo(state: State, seat: int, events: list[Event]) -> State:
    assert state.undo is not None
    move = state.undo["move"]
    restored = from_json(state.undo["before"])
    events.append(Event("undo", {"seat": seat, "move": move}))
    return restored


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Resolve ``move`` and play it on a copy; returns the new state and public events."""
    move = resolve(state, seat, move)
    events: list[Event] = []
    if isinstance(move, Undo):
        return _apply_undo(state, seat, events), events
    new = state.copy()
    new.undo = None  # any other action ends the chance to undo (§7.2)
    if isinstance(move, Draw):
        _apply_draw(new, seat, events)
    elif isinstance(move, Take):
        _apply_take(new, seat, move, events)
    elif isinstance(move, Resign):
        _apply_resign(new, seat, events)
    return new, events


# --------------------------------------------------------------------------- result


def result(state: State) -> Result:
    """Scores (scored minus collection stars) and ranking; resigned seats rank last.

    Before the end this is the current standing."""
    scores = {s: score_of(state, s) for s in range(state.seats)}
    active = {s: v for s, v in scores.items() if s not in state.resigned}
    ranking = rank_by_score(active)
    # Later resignations rank above earlier ones.
    ranking += [[s] for s in reversed(state.resigned)]
    return Result(
        scores=scores,
        ranking=ranking,
        reason=state.end_reason or "running",
        details={"resigned": list(state.resigned)},
    )


def turn_number(state: State) -> int:
    """A counter that rises when a turn passes: a take or a bust ends a turn, a draw does not.

    It is ``turn_no`` (turns begun), plus one once the deck ran out, so the turn that ended the
    game counts as passed too (as in Halali!). A resignation that ends the game passes no
    turn. An undo returns to the state before the take, so the counter falls back by one:
    the turn of the player who undid goes on.
    """
    return state.turn_no + (1 if state.over and state.end_reason == "deck_out" else 0)
