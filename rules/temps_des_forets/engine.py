"""Le Temps des Forêts rules: set-up (§3), Dawn (§4.2), Day (§4.3), Night (§4.4), Dusk
(§4.5), the checks in the order of §4.6, sequences (R16, R17), undo (R13, R18), the end and
the score (§5)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from rules import errors
from rules.protocol import Event, Resign, Result
from rules.rng import rng_for

from .cards import (
    CYCLES,
    OBJECT_NAMES,
    OBJECTS,
    PATTERN_ORDER,
    PATTERNS,
    SWAP_ACTION,
    TREE_OBJECT,
    TREES,
    fits_shape,
    hour_of,
    kindred,
    maiden_hour,
    neighbours,
    opposite,
    score,
)
from .moves import GAME, End, Move, Pattern, Sequence, Step, Swap, Undo, join_steps, parse_step
from .state import State

#: Supplies the forbidden object of a new cycle: ``draw(state) -> object code``.
DrawSource = Callable[[State], str]


def seeded_draw(state: State) -> str:
    """The Dawn draw of ``state.cycle``: uniform over the four objects, from the secret seed
    through ``rng_for(seed, "dawn", cycle)``, so a replay draws the same and nothing else can
    predict it (§4.2, §6)."""
    return rng_for(state.seed, "dawn", state.cycle).choice(OBJECTS)


# --------------------------------------------------------------------------- set-up


def parse_bool(value: str | bool | None) -> bool:
    """An option value ``true``/``false`` (default false)."""
    if isinstance(value, bool):
        return value
    if value in (None, "", "false"):
        return False
    if value == "true":
        return True
    raise errors.LobbyError("BAD_OPTION", game=GAME, option="auto_end")


def new_game(seats: int, options: dict[str, str] | None, seed: int,
             draw: DrawSource = seeded_draw) -> State:
    """Deal the ring with ``rng_for(seed, "deal", 0)`` and draw the first Dawn (§3)."""
    if seats != 1:
        raise errors.LobbyError("SEAT_COUNT", game=GAME, min=1, max=1)
    options = dict(options or {})
    unknown = set(options) - {"auto_end", "daily"}
    if unknown:
        raise errors.LobbyError("BAD_OPTION", game=GAME, option=sorted(unknown)[0])
    auto_end = parse_bool(options.get("auto_end"))
    # `daily` only changes where the table layer takes the seed from; the rules accept it.
    parse_bool(options.get("daily"))
    deal = list(TREES)
    rng_for(seed, "deal", 0).shuffle(deal)
    state = State(seed=seed, deal=list(deal), ring=list(deal),
                  trees={t: "i" for t in TREES}, auto_end=auto_end)
    state.draws.append(draw(state))
    _auto_end(state, [], draw)
    return state


def to_act(state: State) -> frozenset[int]:
    """The one seat, until the game is over."""
    return frozenset() if state.over else frozenset({0})


def is_over(state: State) -> bool:
    """Whether the game has ended."""
    return state.over


def turn_number(state: State) -> int:
    """The cycle: a new public post starts with each Dawn (§7.1)."""
    return state.cycle


def touchable(state: State, code: str) -> bool:
    """A tree whose object is not this cycle's forbidden object (§4.1)."""
    return TREE_OBJECT[code] != state.forbidden


def untouchable_trees(state: State) -> list[str]:
    """``CODE@hour`` of this cycle's untouchable trees, clockwise from 12."""
    return [f"{code}@{hour_of(i)}" for i, code in enumerate(state.ring)
            if not touchable(state, code)]


# --------------------------------------------------------------------------- checks


def _illegal(code: str, **params: object) -> errors.IllegalMove:
    return errors.IllegalMove(code, game=GAME, **params)


def _untouchable(state: State, h: int, k: int) -> None:
    for hour in (h, k):
        tree = state.tree_at(hour)
        if not touchable(state, tree):
            raise _illegal("UNTOUCHABLE", hour=hour, tree=tree, object=TREE_OBJECT[tree])


def check_step(state: State, step: Step) -> None:
    """Raise the first failing reason of §4.6 for one step on a running game."""
    if isinstance(step, End):
        return
    if isinstance(step, Undo):
        if not state.done:
            raise _illegal("NOTHING_TO_UNDO")
        return
    if isinstance(step, Swap):
        if state.phase != "day":
            raise _illegal("NOT_DAY")
        if step.obj == state.forbidden:
            raise _illegal("OBJECT_DRAWN", object=step.obj)
        if step.obj in state.used_objects:
            raise _illegal("OBJECT_ALREADY_USED", object=step.obj)
        if step.h == step.k:
            raise _illegal("SAME_HOUR", hour=step.h)
        _untouchable(state, step.h, step.k)
        action = SWAP_ACTION[step.obj]
        if action == "neighbours" and not neighbours(step.h, step.k):
            raise _illegal("NOT_NEIGHBOURS", h=step.h, k=step.k)
        if action == "opposite" and not opposite(step.h, step.k):
            raise _illegal("NOT_OPPOSITE", h=step.h, k=step.k)
        if action == "kindred" and not kindred(state.tree_at(step.h), state.tree_at(step.k)):
            raise _illegal("NOT_KINDRED", a=state.tree_at(step.h), b=state.tree_at(step.k))
        return
    if isinstance(step, Pattern):
        shape, needs, _becomes = PATTERNS[step.pattern]
        if state.phase != "night":
            raise _illegal("NOT_NIGHT")
        if step.pattern in state.used_patterns:
            raise _illegal("PATTERN_ALREADY_USED", pattern=step.pattern)
        if step.h == step.k:
            raise _illegal("SAME_HOUR", hour=step.h)
        if not fits_shape(shape, step.h, step.k):
            code = "NOT_NEIGHBOURS" if shape == "neighbours" else "NOT_OPPOSITE"
            raise _illegal(code, h=step.h, k=step.k)
        _untouchable(state, step.h, step.k)
        a, b = state.tree_at(step.h), state.tree_at(step.k)
        if not kindred(a, b):
            raise _illegal("NOT_KINDRED", a=a, b=b)
        for tree in (a, b):
            if state.trees[tree] != needs:
                code = "NEEDS_TRUNK_IN" if needs == "i" else "NEEDS_TRUNK_OUT"
                raise _illegal(code, tree=tree, state=state.trees[tree])
        if needs == "o":
            for tree in (a, b):
                if tree in state.rotated:
                    raise _illegal("ROTATED_TONIGHT", tree=tree)
        return
    raise errors.BadNotation("BAD_NOTATION", game=GAME, notation=str(step)[:40])


def _past_dawn(state: State, steps: tuple[Step, ...]) -> bool:
    """Whether a step follows an ``end`` that ends a Night (R16)."""
    phase = state.phase
    for index, step in enumerate(steps):
        if isinstance(step, End):
            if phase == "night":
                return index < len(steps) - 1
            phase = "night"
    return False


def resolve(state: State, seat: int, move: Move) -> Move:
    """The §4.6 checks in order; returns the canonical move to apply and log.

    For a sequence that is the steps it will apply (steps after a winning step are left
    out, R17), or the single step when only one is applied."""
    if state.over:
        raise errors.GameOver()
    if seat != 0:
        raise errors.NotSeated()
    if isinstance(move, Resign):
        return move
    if isinstance(move, Sequence):
        if _past_dawn(state, move.steps):
            raise _illegal("SEQUENCE_PAST_DAWN")
        sim = state
        applied: list[Step] = []
        for index, step in enumerate(move.steps):
            try:
                check_step(sim, step)
            except errors.GroveError as exc:
                raise type(exc)(exc.code, game=exc.game, **exc.params, step=index + 1,
                                notation=move.typed_step(index)) from None
            applied.append(step)
            if index == len(move.steps) - 1:
                break  # the last step needs no simulation (and may end a Night)
            sim = sim.copy()
            _apply_step(sim, step, [], _no_draw)
            if sim.over:
                break
        return join_steps(applied)
    check_step(state, move)  # type: ignore[arg-type]
    return move


def _no_draw(state: State) -> str:
    # Resolving a sequence never crosses a Dawn (R16), so it never draws.
    raise AssertionError("a resolved sequence never reaches a Dawn")


# --------------------------------------------------------------------------- legal moves


# Every swap and pattern there can be, built once: moves are frozen values, so a listing hands
# out shared ones instead of building a dozen dataclasses on every node of a search.
_SWAPS = {(obj, h, k): Swap(obj, h, k)
          for obj in OBJECTS for h in range(1, 13) for k in range(h + 1, 13)}
_PATTERNS = {(code, h, k): Pattern(code, h, k)
             for code in PATTERN_ORDER for h in range(1, 13) for k in range(1, 13) if h != k}
# The pairs h < k each swap action's shape allows, in the order the listing tries them.
_SHAPE_PAIRS = {
    action: [(h, k) for h in range(1, 13) for k in range(h + 1, 13)
             if (action != "neighbours" or neighbours(h, k))
             and (action != "opposite" or opposite(h, k))]
    for action in set(SWAP_ACTION.values())
}


def legal_swaps(state: State) -> list[Swap]:
    """Every legal swap now, by object (L, M, K, H) then clockwise from the maiden."""
    if state.over or state.phase != "day":
        return []
    # Trees, touchability and clockwise steps from the maiden are read once per listing, not
    # once per pair (search lists on every node). Pairs sort by their two steps, lower first.
    forbidden = state.forbidden
    maiden = maiden_hour(state.cycle)
    tree = [state.tree_at(h) for h in range(13)]
    touch = [h > 0 and TREE_OBJECT[tree[h]] != forbidden for h in range(13)]
    steps = [(h - maiden) % 12 for h in range(13)]
    out: list[Swap] = []
    for obj in OBJECTS:
        if obj == forbidden or obj in state.used_objects:
            continue
        action = SWAP_ACTION[obj]
        found = []
        for h, k in _SHAPE_PAIRS[action]:
            if not (touch[h] and touch[k]):
                continue
            if action == "kindred" and not kindred(tree[h], tree[k]):
                continue
            a, b = steps[h], steps[k]
            found.append((a, b, h, k) if a < b else (b, a, h, k))
        found.sort()
        out.extend(_SWAPS[obj, h, k] for _, _, h, k in found)
    return out


def legal_patterns(state: State) -> list[Pattern]:
    """Every legal pattern now, in data-file order (I, II, III), then clockwise from the
    maiden by the pair's first card (§7.5)."""
    if state.over or state.phase != "night":
        return []
    maiden = maiden_hour(state.cycle)
    steps = [(h - maiden) % 12 for h in range(13)]
    out: list[Pattern] = []
    for code in PATTERN_ORDER:
        found = []
        for h, k in _pattern_pairs(state, code):
            x, y = steps[h], steps[k]
            found.append((x, y, h, k) if x < y else (y, x, h, k))
        found.sort()
        out.extend(_PATTERNS[code, h, k] for _, _, h, k in found)
    return out


def pattern_codes(state: State) -> set[str]:
    """The patterns (``I``, ``II``, ``III``) with at least one legal pair now: what
    ``legal_patterns`` lists, without listing every pair."""
    if state.over or state.phase != "night":
        return set()
    return {code for code in PATTERN_ORDER
            if next(_pattern_pairs(state, code), None) is not None}


def _pattern_pairs(state: State, code: str) -> Iterator[tuple[int, int]]:
    """The (hour, hour) pairs where pattern ``code`` is legal now (night assumed), by the
    first hour; none once the pattern was used."""
    if code in state.used_patterns:
        return
    forbidden = state.forbidden
    shape, needs, _ = PATTERNS[code]
    ring, trees, rotated = state.ring, state.trees, state.rotated
    for h in range(1, 13):
        k = h + 1 if shape == "neighbours" else h + 6
        if k > 12:
            if shape == "opposite":
                continue
            k -= 12
        a, b = ring[h % 12], ring[k % 12]  # state.tree_at, inlined
        if TREE_OBJECT[a] == forbidden or TREE_OBJECT[b] == forbidden or not kindred(a, b):
            continue
        if trees[a] != needs or trees[b] != needs:
            continue
        if needs == "o" and (a in rotated or b in rotated):
            continue
        yield h, k


def legal_moves(state: State, seat: int) -> Iterator[Step]:
    """``end``, ``undo`` when something can be taken back, then the legal swaps (Day) or
    patterns (Night). Single steps only; ``resign`` is always possible and not listed."""
    if state.over or seat != 0:
        return
    yield End()
    if state.done:
        yield Undo()
    yield from legal_swaps(state)
    yield from legal_patterns(state)


# --------------------------------------------------------------------------- apply


def _finish(state: State, reason: str, how: str, events: list[Event]) -> None:
    state.over = True
    state.end_reason = reason
    state.end_how = how
    dormant = state.dormant()
    if reason == "won":
        state.won_cycle = state.cycle
    events.append(Event("game_end", {"reason": reason, "how": how, "cycle": state.cycle,
                                     "dormant": dormant,
                                     "score": score(state.won_cycle, dormant)}))


def _dawn(state: State, events: list[Event]) -> None:
    events.append(Event("dawn", {"cycle": state.cycle, "maiden": maiden_hour(state.cycle),
                                 "object": state.forbidden,
                                 "object_name": OBJECT_NAMES[state.forbidden],
                                 "trees": untouchable_trees(state)}))


def _end_phase(state: State, events: list[Event], draw: DrawSource, auto: bool) -> None:
    state.done = []
    if state.phase == "day":
        state.phase = "night"
        events.append(Event("end_day", {"cycle": state.cycle, "auto": auto}))
        return
    events.append(Event("end_night", {"cycle": state.cycle, "auto": auto}))
    if state.cycle >= CYCLES:
        _finish(state, "lost", "cycles_over", events)
        return
    state.cycle += 1
    state.phase = "day"
    state.used_objects = []
    state.used_patterns = []
    state.rotated = []
    events.append(Event("dusk", {"cycle": state.cycle - 1, "maiden": maiden_hour(state.cycle)}))
    # The draw is stored in the state before anything shows it (§6).
    state.draws.append(draw(state))
    _dawn(state, events)


def _swap_hours(state: State, h: int, k: int) -> None:
    i, j = h % 12, k % 12
    state.ring[i], state.ring[j] = state.ring[j], state.ring[i]


def _undo(state: State, events: list[Event]) -> None:
    step = parse_step(state.done.pop())
    if isinstance(step, Swap):
        _swap_hours(state, step.h, step.k)
        state.used_objects.remove(step.obj)
    else:
        assert isinstance(step, Pattern)
        _shape, needs, _ = PATTERNS[step.pattern]
        for hour in (step.h, step.k):
            tree = state.tree_at(hour)
            state.trees[tree] = needs
            if tree in state.rotated:
                state.rotated.remove(tree)
        state.used_patterns.remove(step.pattern)
    events.append(Event("undo", {"cycle": state.cycle, "phase": state.phase,
                                 "move": str(step)}))


def _apply_step(state: State, step: Step, events: list[Event], draw: DrawSource) -> None:
    """Play one checked step on ``state`` in place."""
    if isinstance(step, End):
        _end_phase(state, events, draw, auto=False)
    elif isinstance(step, Undo):
        _undo(state, events)
    elif isinstance(step, Swap):
        a, b = state.tree_at(step.h), state.tree_at(step.k)
        _swap_hours(state, step.h, step.k)
        state.used_objects.append(step.obj)
        state.done.append(str(step))
        events.append(Event("swap", {"cycle": state.cycle, "move": str(step),
                                     "object": step.obj, "hours": [step.h, step.k],
                                     "trees": [a, b]}))
    else:
        assert isinstance(step, Pattern)
        _shape, _needs, becomes = PATTERNS[step.pattern]
        a, b = state.tree_at(step.h), state.tree_at(step.k)
        for tree in (a, b):
            state.trees[tree] = becomes
            if becomes == "o":
                state.rotated.append(tree)
        state.used_patterns.append(step.pattern)
        state.done.append(str(step))
        events.append(Event("pattern", {"cycle": state.cycle, "move": str(step),
                                        "pattern": step.pattern, "hours": [step.h, step.k],
                                        "trees": [a, b], "becomes": becomes}))
        if state.dormant() == 12:
            _finish(state, "won", "all_dormant", events)  # R10: at once


def _auto_end(state: State, events: list[Event], draw: DrawSource) -> None:
    """§7.4: with ``auto_end`` on, end every phase that has no legal swap or pattern."""
    while state.auto_end and not state.over:
        has_action = legal_swaps(state) if state.phase == "day" else legal_patterns(state)
        if has_action:
            return
        _end_phase(state, events, draw, auto=True)


def play(state: State, move: Move, draw: DrawSource) -> tuple[State, list[Event]]:
    """Apply a resolved move on a copy with the given source of Dawn draws."""
    events: list[Event] = []
    new = state.copy()
    if isinstance(move, Resign):
        events.append(Event("resign", {"cycle": new.cycle}))
        _finish(new, "lost", "resigned", events)
        return new, events
    steps = move.steps if isinstance(move, Sequence) else (move,)
    for step in steps:
        _apply_step(new, step, events, draw)
        if new.over:
            break
    _auto_end(new, events, draw)
    return new, events


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Resolve ``move`` and play it on a copy; returns the new state and public events."""
    return play(state, resolve(state, seat, move), seeded_draw)


# --------------------------------------------------------------------------- result


def result(state: State) -> Result:
    """Reason ``won``/``lost`` (``running`` before the end), the §5.3 score, and ranking
    ``[[0]]`` on a win, ``[]`` otherwise, so a loss shows no winner."""
    dormant = state.dormant()
    value = score(state.won_cycle, dormant)
    return Result(
        scores={0: value},
        ranking=[[0]] if state.end_reason == "won" else [],
        reason=state.end_reason or "running",
        details={"how": state.end_how, "cycle": state.cycle, "dormant": dormant,
                 "won_cycle": state.won_cycle},
    )
