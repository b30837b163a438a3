"""Living Forest rules: set-up (§3, §10.1), the animal phase (§4.2), action turns (§4.3,
§10), the end of the action phase and of the round (§4.4, §4.5), victory (§5) and
resignation (R-23)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations, permutations
from typing import Any

from rules import errors
from rules.protocol import Event, Resign, Result
from rules.rng import rng_for

from .data import (
    ACTION_ELEMENT,
    ANIMALS,
    BASE_TREES,
    CARDS,
    CENTRE_CAPACITY,
    COL0,
    CORNERS,
    EL_INDEX,
    ELEMENT_OPTIONS,
    ELEMENT_TILES,
    EXTENSION_SPACES,
    FIRE_FROM_LEVEL,
    FLOWER,
    INITIAL_CENTRE,
    KODAMA_ANIMALS,
    KODAMA_TREE_COPIES,
    KODAMA_TREES,
    LINES,
    MAX_SEATS,
    MIN_SEATS,
    NEIGHBOURS,
    ONIBI_STEPS,
    PER_ROW,
    ROCK_BONUS,
    ROCKS,
    SLOT_INDEX,
    SLOTS,
    SPACE_ORDER,
    SPIRITS,
    STACK_CARDS,
    STACK_GUARDS,
    STACK_LETTERS,
    STACK_SIZE,
    START_ROCKS,
    START_SPACE,
    STARTING_DECK,
    STARTING_KODAMA,
    STONE_ROCKS,
    TARGET_BASE,
    TARGET_EMPTIED,
    TARGET_KODAMA,
    TREE_COPIES,
    TREES,
    VARAN,
    WATER,
    Line,
)
from .moves import ANIMAL_KINDS, BASIC, GAME, KINDS_ORDER, Action, Move, ext_move, is_kodama_move
from .state import Player, State

#: Every reason code ``resolve`` can give (spec §4.6, plus ``ALREADY_RESIGNED``); catalog
#: keys ``living_forest.<CODE>``. Notation errors are ``BAD_NOTATION``; set-up refusals are
#: ``SEAT_COUNT``, ``UNKNOWN_OPTION`` and ``BAD_OPTION`` (``LobbyError``).
REASON_CODES = (
    "NO_KODAMA", "WRONG_PHASE", "DECISION_PENDING", "NOTHING_PENDING", "MUST_STOP",
    "NO_CARDS", "NO_FRAGMENT", "NOTHING_TO_DISCARD", "NOTHING_DRAWN", "NO_ACTIONS_LEFT",
    "TYPE_USED", "NO_BONUS_CARD", "BONUS_USED", "SUPPLY_EMPTY", "SLOT_EMPTY", "SLOT_TWICE",
    "OVER_BUDGET", "NO_SUCH_FIRE", "NO_COPY", "NOT_A_SPACE", "OCCUPIED", "NOT_ADJACENT",
    "STACK_EMPTY", "NOT_PENDING_POSITION", "NO_SUCH_TILE", "NO_TILE", "ALREADY_RESIGNED",
)
ROCK_ACTION = {"plant": "plant", "attract": "att", "extinguish": "ext", "fragment": "frag"}
CONDITIONS = ("tree", "fire", "flower")


def _illegal(code: str, **params: Any) -> errors.IllegalMove:
    return errors.IllegalMove(code, game=GAME, **params)


# --------------------------------------------------------------------------- set-up


def kodama_option(options: dict[str, str] | None) -> bool:
    """The ``kodama`` table option as a bool; ``LobbyError`` for an unknown option or value."""
    options = dict(options or {})
    value = str(options.pop("kodama", "false")).lower()
    if options:
        raise errors.LobbyError("UNKNOWN_OPTION", game=GAME, option=sorted(options)[0])
    if value not in ("true", "false"):
        raise errors.LobbyError("BAD_OPTION", game=GAME, option="kodama", value=value)
    return value == "true"


def new_game(seats: int, options: dict[str, str] | None, seed: int) -> State:
    """A fresh game (§3.1, §10.1): first player, Spirits and every shuffle from the seed."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise errors.LobbyError("SEAT_COUNT", game=GAME, min=MIN_SEATS, max=MAX_SEATS)
    kodama = kodama_option(options)
    s = State()
    s.seats, s.seed, s.kodama = seats, seed, kodama
    s.first = rng_for(seed, "first", 0).randrange(seats)
    s.sacred = s.first
    spirits = list(SPIRITS)
    rng_for(seed, "spirits", 0).shuffle(spirits)
    for seat in range(seats):
        p = Player(spirits[seat])
        deck = list(STARTING_DECK)
        if kodama:
            deck.append(STARTING_KODAMA[p.spirit])
        rng_for(seed, "deck", seat).shuffle(deck)
        p.deck = deck
        p.rock = START_ROCKS[seats][s.position(seat)]
        s.players.append(p)
    for level in (1, 2, 3):
        stack = list(ANIMALS[level]) + (list(KODAMA_ANIMALS.get(level, ())) if kodama else [])
        rng_for(seed, "market", level).shuffle(stack)
        for i in range(PER_ROW):
            s.market[(level - 1) * PER_ROW + i] = stack.pop(0)
        s.stacks[level - 1] = stack
    s.trees = dict(TREE_COPIES[seats])
    s.centre = list(INITIAL_CENTRE)
    target = TARGET_KODAMA if kodama else TARGET_BASE
    s.targets = {c: target for c in CONDITIONS}
    if kodama:
        s.trees.update({t: KODAMA_TREE_COPIES for t in KODAMA_TREES})
        s.elem_supply = ELEMENT_TILES
        for i, letter in enumerate(STACK_LETTERS):
            cards = list(STACK_CARDS[letter])
            rng_for(seed, "kodama", i).shuffle(cards)
            keep = STACK_SIZE[seats]
            s.kstacks[letter] = cards[:keep]
            s.kremoved[letter] = cards[keep:]
        last_rock = START_ROCKS[seats][seats]
        s.onibi = (last_rock - 1) % ROCKS
    _start_animal_phase(s, [], first=True)
    return s


def to_act(state: State) -> frozenset[int]:
    """Animal phase: every seat still drawing; action phase: the active player."""
    if state.phase == "animal":
        return frozenset(s for s in state.active() if not state.players[s].stopped)
    if state.phase == "action" and state.turn is not None:
        return frozenset({state.turn})
    return frozenset()


def is_over(state: State) -> bool:
    """Whether the game has ended."""
    return state.over


def turn_number(state: State) -> int:
    """Rises when an animal phase or an action turn begins (a new public post, §7.1)."""
    return state.turn_no


def seat_version(state: State, seat: int) -> int:
    """The seat's own count of moves, carried by its private panel's buttons (R-21)."""
    return state.players[seat].moves


# --------------------------------------------------------------------------- derived facts


def net_solitary(cards: list[str]) -> int:
    """``N``: solitary minus gregarious symbols (Fire Varans are solitary)."""
    n = 0
    for c in cards:
        sym = CARDS[c].symbol
        n += 1 if sym == "solitary" else -1 if sym == "gregarious" else 0
    return n


# Each line's spaces other than the start tree's, as a set: a line is done when the forest
# holds them all (one subset test instead of a loop per space; stats runs on every listing).
_LINE_NEEDS = [(ln, frozenset(sp for sp in ln.spaces if sp != START_SPACE)) for ln in LINES]
_COL0_NEEDS = (COL0, frozenset(sp for sp in COL0.spaces if sp != START_SPACE))


def lines_done(state: State, seat: int) -> list[Line]:
    """The line bonuses this seat's forest has completed (column 0 with Kodama)."""
    spaces = state.players[seat].forest.keys()
    done = [ln for ln, needs in _LINE_NEEDS if needs <= spaces]
    if state.kodama and _COL0_NEEDS[1] <= spaces:
        done.append(COL0)
    return done


def stats(state: State, seat: int, help_line: list[str] | None = None
          ) -> tuple[list[int], int, int]:
    """``(E, K, V)``: element totals (§4.1), kodama count (§10.2) and visible flowers (§5.2).

    ``help_line`` replaces the seat's help line (views use the public one).
    """
    p = state.players[seat]
    cards = p.help if help_line is None else help_line
    # Every source's element vector summed at once, column by column (zip and sum run in C):
    # stats is asked on every listing and every check of a budget.
    vectors = [CARDS[c].elements for c in cards]
    k = sum([CARDS[c].kodama for c in cards])
    for ln in lines_done(state, seat):
        vectors.append(ln.elements)
        k += ln.kodama
    per_kodama = []
    for t in p.forest.values():
        tree = TREES[t]
        vectors.append(tree.elements)
        k += tree.kodama
        if tree.per_kodama is not None:
            per_kodama.append(tree.per_kodama)
    e = list(map(sum, zip(*vectors, strict=True))) if vectors else [0, 0, 0, 0, 0]
    for i in per_kodama:
        e[i] += k
    v = e[FLOWER]
    for opt in p.elem_used:
        e[EL_INDEX[opt]] += ELEMENT_OPTIONS[opt]
    return e, k, v


def tiles_of(p: Player, kind: str) -> int:
    """How many victory tiles of a kind a player holds."""
    return sum(1 for k, _ in p.tiles if k == kind)


def counts(state: State, seat: int, help_line: list[str] | None = None) -> dict[str, int]:
    """The three victory counts of §5.2: ``tree``, ``fire``, ``flower``."""
    p = state.players[seat]
    _, _, v = stats(state, seat, help_line)
    return {
        "tree": len(set(p.forest.values())) + 1 + tiles_of(p, "tree"),
        "fire": len(p.fires) + tiles_of(p, "fire"),
        "flower": max(0, v) + tiles_of(p, "flower"),
    }


def meets(state: State, seat: int) -> list[str]:
    """The conditions a seat meets now, with the targets in force."""
    c = counts(state, seat)
    return [k for k in CONDITIONS if c[k] >= state.targets[k]]


def budget(state: State, seat: int, action: str, extra: int = 0,
           totals: tuple[list[int], int, int] | None = None) -> int:
    """The usable value of an action's element (R-5), plus a corner's temporary extra.

    ``totals`` is ``stats(state, seat)`` when the caller has it already (one listing asks
    for several budgets of one unchanged state).
    """
    e, _, v = stats(state, seat) if totals is None else totals
    if action == "call":
        p = state.players[seat]
        elem_flowers = sum(ELEMENT_OPTIONS[o] for o in p.elem_used if o == "flower")
        return max(0, v) + tiles_of(p, "flower") + elem_flowers
    return max(0, e[ACTION_ELEMENT[action]]) + extra


def can_draw(p: Player) -> bool:
    """``draw`` is legal: ``N < 3`` and a card in the draw or discard pile."""
    return net_solitary(p.help) < 3 and bool(p.deck or p.discard)


def can_discard(p: Player) -> bool:
    """``discard`` is legal: a Fragment, and the latest draw not yet removed (R-2)."""
    return p.fragments > 0 and p.discardable


_REPEAT_TREES = frozenset(t for t, tree in TREES.items() if tree.repeat)


def _has_repeat_tree(p: Player) -> bool:
    return not _REPEAT_TREES.isdisjoint(p.forest.values())


def type_allowed(state: State, seat: int, kind: str) -> bool:
    """The basic action type may be used (again) this turn (Tree 11, repeat cards)."""
    used = state.used.get(kind, 0)
    if not used:
        return True  # a first use is always allowed (at least once per turn)
    p = state.players[seat]
    if _has_repeat_tree(p):
        return True
    allowed = 1 + sum(1 for c in p.help if CARDS[c].repeat == kind)
    return used < allowed


def free_spaces(state: State, seat: int) -> list[str]:
    """Empty spaces adjacent to a tree, in ``SPACE_ORDER``."""
    forest = state.players[seat].forest
    out = []
    for sp in SPACE_ORDER:
        if sp in forest or sp == START_SPACE:
            continue
        if sp in EXTENSION_SPACES and not state.kodama:
            continue
        if any(n == START_SPACE or n in forest for n in NEIGHBOURS[sp]):
            out.append(sp)
    return out


def has_form(state: State, seat: int, action: str, extra: int = 0) -> bool:
    """Whether the action has at least one legal form now (budget included)."""
    if action == "frag":
        return state.frag_supply > 0
    b = budget(state, seat, action, extra)
    if action == "att":
        return any(c is not None and CARDS[c].cost <= b for c in state.market)
    if action == "ext":
        return any(v <= b for v in state.centre)
    if action == "plant":
        return (any(n > 0 and TREES[t].cost <= b for t, n in state.trees.items())
                and bool(free_spaces(state, seat)))
    if action == "move":
        return b >= 1
    return any(st and CARDS[st[0]].cost <= b for st in state.kstacks.values())


def possible_with_more(state: State, seat: int, action: str) -> bool:
    """Whether higher element totals could make the action possible (K-16)."""
    if action == "frag":
        return state.frag_supply > 0
    if action == "att":
        return any(c is not None for c in state.market)
    if action == "ext":
        return bool(state.centre)
    if action == "plant":
        return any(n > 0 for n in state.trees.values()) and bool(free_spaces(state, seat))
    if action == "move":
        return True
    return any(state.kstacks.values())


def _turn_order(state: State) -> list[int]:
    start = state.sacred
    seats = [(start + i) % state.seats for i in range(state.seats)]
    return [s for s in seats if not state.players[s].resigned]


def _next_active(state: State, seat: int) -> int:
    for i in range(1, state.seats + 1):
        cand = (seat + i) % state.seats
        if not state.players[cand].resigned:
            return cand
    return seat


def rock_bonus(state: State, rock: int) -> str:
    """The action keyword a rock grants (``frag`` for a Fragment rock; stones: ``call``)."""
    if state.kodama and rock in STONE_ROCKS:
        return "call"
    return ROCK_ACTION[ROCK_BONUS[rock]]


def level3_usable(state: State, seat: int) -> list[str]:
    """Level-3 bonus types still usable this turn (K-15, K-16)."""
    p = state.players[seat]
    out = []
    for c in p.help:
        kind = CARDS[c].bonus
        if kind is None or kind in state.bonus_used or kind in out:
            continue
        if has_form(state, seat, kind) or (p.elem_held and possible_with_more(state, seat, kind)):
            out.append(kind)
    return out


# --------------------------------------------------------------------------- checks


def _check_action(state: State, seat: int, move: Action, extra: int) -> None:
    kind = move.kind
    if kind == "frag":
        if state.frag_supply <= 0:
            raise _illegal("SUPPLY_EMPTY")
        return
    b = budget(state, seat, kind, extra)
    if kind == "att":
        for slot in move.args:
            if state.market[SLOT_INDEX[slot]] is None:
                raise _illegal("SLOT_EMPTY", slot=slot)
        if len(set(move.args)) != len(move.args):
            raise _illegal("SLOT_TWICE")
        cost = sum(CARDS[state.market[SLOT_INDEX[sl]]].cost for sl in move.args)  # type: ignore[index]
        if cost > b:
            raise _illegal("OVER_BUDGET", cost=cost, budget=b, element="sun")
    elif kind == "ext":
        if Counter(move.values) - Counter(state.centre):
            raise _illegal("NO_SUCH_FIRE")
        if sum(move.values) > b:
            raise _illegal("OVER_BUDGET", cost=sum(move.values), budget=b, element="water")
    elif kind == "plant":
        tree, space = move.tree, move.space
        if state.trees.get(tree, 0) <= 0:
            raise _illegal("NO_COPY", tree=tree)
        if TREES[tree].cost > b:
            raise _illegal("OVER_BUDGET", cost=TREES[tree].cost, budget=b, element="plant")
        if space in EXTENSION_SPACES and not state.kodama:
            raise _illegal("NOT_A_SPACE", space=space)
        forest = state.players[seat].forest
        if space == START_SPACE or space in forest:
            raise _illegal("OCCUPIED", space=space)
        if not any(n == START_SPACE or n in forest for n in NEIGHBOURS[space]):
            raise _illegal("NOT_ADJACENT", space=space)
    elif kind == "move":
        if move.number > b:
            raise _illegal("OVER_BUDGET", cost=move.number, budget=b, element="wind")
    elif kind == "call":
        stack = state.kstacks.get(move.args[0], [])
        if not stack:
            raise _illegal("STACK_EMPTY", stack=move.args[0])
        cost = CARDS[stack[0]].cost
        if cost > b:
            raise _illegal("OVER_BUDGET", cost=cost, budget=b, element="flower")


def resolve(state: State, seat: int, move: Move) -> Move:
    """Run the §4.6 checks in order; return the canonical move or raise the first refusal."""
    if state.over:
        raise errors.GameOver()
    if not isinstance(seat, int) or not 0 <= seat < state.seats:
        raise errors.NotSeated()
    p = state.players[seat]
    if isinstance(move, Resign):
        if p.resigned:
            raise _illegal("ALREADY_RESIGNED")
        return move
    if not isinstance(move, Action):
        raise errors.BadNotation("BAD_NOTATION", game=GAME, text=str(move)[:40])
    if seat not in to_act(state):
        raise errors.NotYourTurn()
    kind = move.kind
    if not state.kodama and is_kodama_move(move):
        raise _illegal("NO_KODAMA")
    if (state.phase == "animal") != (kind in ANIMAL_KINDS):
        raise _illegal("WRONG_PHASE")
    if state.phase == "animal":
        if kind == "draw":
            if net_solitary(p.help) >= 3:
                raise _illegal("MUST_STOP")
            if not (p.deck or p.discard):
                raise _illegal("NO_CARDS")
        elif kind == "discard":
            if p.fragments <= 0:
                raise _illegal("NO_FRAGMENT")
            if not p.discardable:
                raise _illegal("NOTHING_TO_DISCARD")
        elif not p.help:
            raise _illegal("NOTHING_DRAWN")
        return move
    pend = state.pending[0] if state.pending else None
    if pend is not None and kind != "elem":
        if pend["type"] == "steal":
            if kind != "steal":
                raise _illegal("DECISION_PENDING")
        elif not (kind == "skip" or (kind == pend["action"] and not move.plus)):
            raise _illegal("DECISION_PENDING")
    if pend is None and kind in ("steal", "skip"):
        raise _illegal("NOTHING_PENDING")
    if kind in ("pass", "skip"):
        return move
    if kind == "elem":
        if p.elem_held <= 0:
            raise _illegal("NO_TILE")
        return move
    if kind == "steal":
        assert pend is not None
        victim = pend["victim"]
        if move.number != state.position(victim) or move.number > state.seats:
            raise _illegal("NOT_PENDING_POSITION", position=state.position(victim))
        if tiles_of(state.players[victim], move.args[1]) == 0:
            raise _illegal("NO_SUCH_TILE", position=move.number, kind=move.args[1])
        return move
    if pend is not None:
        _check_action(state, seat, move, int(pend.get("extra", 0)))
        return move
    if move.plus:
        if not any(CARDS[c].bonus == kind for c in p.help):
            raise _illegal("NO_BONUS_CARD")
        if kind in state.bonus_used:
            raise _illegal("BONUS_USED")
        _check_action(state, seat, move, 0)
        return move
    if state.basic_used >= p.actions:
        raise _illegal("NO_ACTIONS_LEFT")
    if not type_allowed(state, seat, kind):
        raise _illegal("TYPE_USED", action=kind)
    _check_action(state, seat, move, 0)
    return move


# --------------------------------------------------------------------------- legal moves


def forms(state: State, seat: int, action: str, extra: int = 0, plus: bool = False,
          max_att: int | None = None, totals: tuple[list[int], int, int] | None = None
          ) -> Iterator[Action]:
    """Every legal form of one action within its budget, lazily (Attract lists can be huge).

    ``totals``: ``stats(state, seat)`` if already known (see ``budget``).

    Orders: Attract by list length, then costlier cards first; Extinguish by number of
    tiles, then total; Plant new tree types first, costlier first, spaces in SPACE_ORDER;
    Move by steps; Call by stack letter.
    """
    if action == "frag":
        if state.frag_supply > 0:
            yield Action("frag")
        return
    b = budget(state, seat, action, extra, totals)
    if action == "att":
        cards = sorted(((CARDS[c].cost, i) for i, c in enumerate(state.market)
                        if c is not None and CARDS[c].cost <= b), key=lambda x: (-x[0], x[1]))
        longest = len(cards) if max_att is None else min(max_att, len(cards))
        for r in range(1, longest + 1):
            found = False
            for combo in combinations(cards, r):
                if sum(c for c, _ in combo) > b:
                    continue
                found = True
                for perm in permutations(combo):
                    yield Action("att", tuple(SLOTS[i] for _, i in perm), plus)
            if not found:
                return
    elif action == "ext":
        have = Counter(state.centre)
        choices = []
        for n2 in range(have[2] + 1):
            for n3 in range(have[3] + 1):
                for n4 in range(have[4] + 1):
                    total = 2 * n2 + 3 * n3 + 4 * n4
                    if 0 < total <= b:
                        choices.append((-(n2 + n3 + n4), -total, [4] * n4 + [3] * n3 + [2] * n2))
        for _, _, values in sorted(choices):
            yield ext_move(values, plus)
    elif action == "plant":
        spaces = free_spaces(state, seat)
        if not spaces:
            return
        have = set(state.players[seat].forest.values())
        order = BASE_TREES + (KODAMA_TREES if state.kodama else ())
        trees = sorted((t for t in order if state.trees.get(t, 0) > 0 and TREES[t].cost <= b),
                       key=lambda t: (t in have, -TREES[t].cost, order.index(t)))
        for t in trees:
            for sp in spaces:
                yield Action("plant", (t, sp), plus)
    elif action == "move":
        for n in range(1, b + 1):
            yield Action("move", (str(n),), plus)
    elif action == "call":
        for letter in STACK_LETTERS:
            st = state.kstacks.get(letter)
            if st and CARDS[st[0]].cost <= b:
                yield Action("call", (letter,), plus)


def legal_moves(state: State, seat: int) -> Iterator[Move]:
    """Every legal move of ``seat`` now, lazily; ``resign`` is always allowed and not listed.

    Animal phase: draw, discard, stop. Action phase: a pending steal's choices, or a pending
    bonus's forms then ``skip``; otherwise basic actions (frag, att, ext, plant, move, call),
    ``+`` bonuses, then ``elem`` options and ``pass``.
    """
    return iter_moves(state, seat)


def iter_moves(state: State, seat: int, max_att: int | None = None) -> Iterator[Move]:
    """``legal_moves`` in the same order, with Attract lists cut to ``max_att`` cards."""
    if seat not in to_act(state):
        return
    p = state.players[seat]
    if state.phase == "animal":
        if can_draw(p):
            yield Action("draw")
        if can_discard(p):
            yield Action("discard")
        if p.help:
            yield Action("stop")
        return
    pend = state.pending[0] if state.pending else None
    if pend is not None and pend["type"] == "steal":
        victim = state.players[pend["victim"]]
        for kind in KINDS_ORDER:
            if tiles_of(victim, kind):
                yield Action("steal", (str(state.position(pend["victim"])), kind))
    elif pend is not None:
        yield from forms(state, seat, pend["action"], int(pend.get("extra", 0)),
                         max_att=max_att)
        yield Action("skip")
    else:
        # The state does not change while it is listed: its totals are computed once.
        totals = stats(state, seat)
        if state.basic_used < p.actions:
            for kind in BASIC:
                if kind == "call" and not state.kodama:
                    continue
                if type_allowed(state, seat, kind):
                    yield from forms(state, seat, kind, max_att=max_att, totals=totals)
        if state.kodama:
            done: set[str] = set()
            for c in p.help:
                kind = CARDS[c].bonus  # type: ignore[assignment]
                if kind and kind not in state.bonus_used and kind not in done:
                    done.add(kind)
                    yield from forms(state, seat, kind, plus=True, max_att=max_att,
                                     totals=totals)
    if state.kodama and p.elem_held > 0:
        for opt in ELEMENT_OPTIONS:
            yield Action("elem", (opt,))
    if pend is None:
        yield Action("pass")


# --------------------------------------------------------------------------- apply


def _private(code: str, seat: int, state: State, **params: Any) -> Event:
    """An animal-phase event: only its seat sees it until the phase of its round ends."""
    return Event(code, {"seat": seat, "round": state.round, "animal": True, **params},
                 visible_to=frozenset({seat}))


def _start_animal_phase(s: State, events: list[Event], first: bool = False) -> None:
    s.phase = "animal"
    s.order, s.turn_idx, s.basic_used = [], 0, 0
    s.used, s.bonus_used, s.pending = {}, [], []
    for seat in s.active():
        p = s.players[seat]
        p.stopped, p.discardable, p.actions = False, False, 0
    s.snap = {
        "draw": [len(p.deck) for p in s.players],
        "discard": [list(p.discard) for p in s.players],
        "fragments": [p.fragments for p in s.players],
        "known_top": [list(p.deck[:p.known_top]) for p in s.players],
        "varans": s.varans,
        "frag_supply": s.frag_supply,
    }
    if not first:
        s.turn_no += 1
        events.append(Event("round_start", {"round": s.round, "turn_no": s.turn_no}))


def _stop(s: State, seat: int, events: list[Event], auto: bool) -> None:
    s.players[seat].stopped = True
    events.append(_private("stop", seat, s, auto=auto))
    events.append(Event("done", {"seat": seat, "round": s.round}))
    if all(s.players[x].stopped for x in s.active()):
        _end_animal_phase(s, events)


def _after_animal_move(s: State, seat: int, events: list[Event]) -> None:
    p = s.players[seat]
    if not can_draw(p) and not can_discard(p):
        _stop(s, seat, events, auto=True)


def _draw(s: State, seat: int, events: list[Event]) -> None:
    p = s.players[seat]
    if not p.deck:
        rng_for(s.seed, f"reshuffle:{seat}", p.reshuffles).shuffle(p.discard)
        p.deck, p.discard = p.discard, []
        p.reshuffles += 1
        p.known_top = 0
        events.append(_private("reshuffle", seat, s, cards=len(p.deck)))
    card = p.deck.pop(0)
    p.known_top = max(0, p.known_top - 1)
    p.help.append(card)
    p.discardable = True
    events.append(_private("draw", seat, s, card=card, solitary=net_solitary(p.help)))
    _after_animal_move(s, seat, events)


def _discard(s: State, seat: int, events: list[Event]) -> None:
    p = s.players[seat]
    p.fragments -= 1
    s.frag_supply += 1
    card = p.help.pop()
    if card == VARAN:
        s.varans += 1
    else:
        p.discard.append(card)
    p.discardable = False
    events.append(_private("discard", seat, s, card=card, solitary=net_solitary(p.help)))
    _after_animal_move(s, seat, events)


def _end_animal_phase(s: State, events: list[Event]) -> None:
    lines, actions = {}, {}
    for seat in s.active():
        p = s.players[seat]
        p.actions = 2 if net_solitary(p.help) < 3 else 1
        lines[str(seat)] = list(p.help)
        actions[str(seat)] = p.actions
    events.append(Event("reveal", {"round": s.round, "lines": lines, "actions": actions}))
    s.snap = None
    s.phase = "action"
    s.order = _turn_order(s)
    s.turn_idx = 0
    _begin_turn(s, events)
    _settle(s, events)


def _begin_turn(s: State, events: list[Event]) -> None:
    seat = s.order[s.turn_idx]
    p = s.players[seat]
    s.turn_no += 1
    s.basic_used, s.used, s.bonus_used, s.pending = 0, {}, [], []
    if s.kodama:
        _, k, _ = stats(s, seat)
        if k >= 2:
            frag = s.frag_supply > 0
            if frag:
                s.frag_supply -= 1
                p.fragments += 1
            elem = k >= 3 and s.elem_supply > 0
            if elem:
                s.elem_supply -= 1
                p.elem_held += 1
            if k >= 4:
                p.actions += 1
            events.append(Event("kodama_reward", {"seat": seat, "kodama": k, "fragment": frag,
                                                  "element": elem, "extra_action": k >= 4}))
    events.append(Event("turn_start", {"seat": seat, "round": s.round, "turn_no": s.turn_no,
                                       "actions": p.actions}))


def _turn_over(s: State, seat: int) -> bool:
    p = s.players[seat]
    if level3_usable(s, seat):
        return False
    if s.basic_used >= p.actions:
        return True
    kinds = [k for k in BASIC if (k != "call" or s.kodama) and type_allowed(s, seat, k)]
    if any(has_form(s, seat, k) for k in kinds):
        return False
    return not (p.elem_held > 0 and any(possible_with_more(s, seat, k) for k in kinds))


def _end_turn(s: State, events: list[Event]) -> None:
    events.append(Event("turn_end", {"seat": s.order[s.turn_idx], "round": s.round}))
    s.pending = []
    s.turn_idx += 1
    while s.turn_idx < len(s.order) and s.players[s.order[s.turn_idx]].resigned:
        s.turn_idx += 1
    if s.turn_idx >= len(s.order):
        _end_action_phase(s, events)
    else:
        _begin_turn(s, events)


def _settle(s: State, events: list[Event]) -> None:
    """Resolve automatic decisions, then end the turn (and more) while nothing waits."""
    while s.phase == "action":
        seat = s.order[s.turn_idx]
        p = s.players[seat]
        if s.pending:
            d = s.pending[0]
            if d["type"] == "steal":
                victim = s.players[d["victim"]]
                kinds = [k for k in KINDS_ORDER if tiles_of(victim, k)]
                if victim.resigned or not kinds:
                    s.pending.pop(0)
                    continue
                if len(kinds) == 1:
                    s.pending.pop(0)
                    _steal(s, seat, d["victim"], kinds[0], events, auto=True)
                    continue
                return
            if d["type"] == "rock":
                s.pending.pop(0)
                action = rock_bonus(s, d["rock"])
                if action == "frag":
                    if s.frag_supply > 0:
                        s.frag_supply -= 1
                        p.fragments += 1
                        events.append(Event("fragments", {"seat": seat, "count": 1,
                                                          "source": f"R{d['rock']}"}))
                else:
                    _offer_bonus(s, seat, action, 0, f"R{d['rock']}", events)
                continue
            action, extra = d["action"], int(d.get("extra", 0))
            if has_form(s, seat, action, extra):
                return
            if p.elem_held > 0 and possible_with_more(s, seat, action):
                return
            s.pending.pop(0)
            events.append(Event("bonus_lapsed", {"seat": seat, "action": action,
                                                 "source": d["source"]}))
            continue
        if _turn_over(s, seat):
            _end_turn(s, events)
            continue
        return


def _offer_bonus(s: State, seat: int, action: str, extra: int, source: str,
                 events: list[Event]) -> None:
    s.pending.insert(0, {"type": "bonus", "action": action, "extra": extra, "source": source})
    events.append(Event("bonus", {"seat": seat, "action": action, "extra": extra,
                                  "source": source}))


def _steal(s: State, seat: int, victim: int, kind: str, events: list[Event],
           auto: bool = False) -> None:
    vp = s.players[victim]
    # of several tiles of the kind, the victim's most recently acquired one.
    idx = max(i for i, t in enumerate(vp.tiles) if t[0] == kind)
    tile = vp.tiles.pop(idx)
    s.players[seat].tiles.append(tile)
    events.append(Event("steal", {"seat": seat, "victim": victim, "kind": kind,
                                  "spirit": tile[1], "auto": auto}))


def _walk(s: State, seat: int, n: int) -> tuple[list[int], int]:
    """Advance a figure ``n`` counted steps (§4.3.6); returns jumped seats and arrival rock."""
    p = s.players[seat]
    others = {s.players[x].rock: x for x in s.active() if x != seat}
    pos = p.rock
    assert pos is not None
    jumped: list[int] = []
    steps = 0
    while steps < n:
        pos = (pos + 1) % ROCKS
        if pos in others:
            jumped.append(others[pos])
        elif pos != s.onibi:
            steps += 1
    p.rock = pos
    return jumped, pos


def _onibi_moves(s: State, events: list[Event]) -> None:
    """K-4: Onibi moves clockwise, jumping figures; one Fire 2 per Spirit jumped."""
    assert s.onibi is not None
    figures = {s.players[x].rock: x for x in s.active()}
    pos, steps, jumped, fires = s.onibi, 0, [], 0
    while steps < ONIBI_STEPS[s.seats]:
        pos = (pos + 1) % ROCKS
        if pos in figures:
            jumped.append(figures[pos])
            if len(s.centre) < CENTRE_CAPACITY:
                s.centre.append(2)
                fires += 1
        else:
            steps += 1
    events.append(Event("onibi", {"from": s.onibi, "to": pos, "jumped": jumped, "fires": fires}))
    s.onibi = pos


def _do_action(s: State, seat: int, move: Action, extra: int, how: str,
               events: list[Event]) -> None:
    """Carry out one action (basic, pending bonus or ``+`` bonus) whose checks passed."""
    p = s.players[seat]
    kind = move.kind
    base = {"seat": seat, "how": how}
    if kind == "frag":
        s.frag_supply -= 1
        p.fragments += 1
        events.append(Event("frag", base))
    elif kind == "att":
        b = budget(s, seat, "att", extra)
        cards = []
        for slot in move.args:
            i = SLOT_INDEX[slot]
            card = s.market[i]
            assert card is not None
            s.market[i] = None
            cards.append(card)
            p.deck.insert(0, card)
            p.known_top += 1
            s.attracted[CARDS[card].level - 1] += 1
        events.append(Event("attract", {**base, "slots": list(move.args), "cards": cards,
                                        "cost": sum(CARDS[c].cost for c in cards), "budget": b}))
    elif kind == "ext":
        b = budget(s, seat, "ext", extra)
        for v in move.values:
            s.centre.remove(v)
            p.fires.append(v)
        events.append(Event("extinguish", {**base, "values": list(move.values), "budget": b}))
    elif kind == "plant":
        b = budget(s, seat, "plant", extra)
        before = {ln.id for ln in lines_done(s, seat)}
        s.trees[move.tree] -= 1
        p.forest[move.space] = move.tree
        events.append(Event("plant", {**base, "tree": move.tree, "space": move.space,
                                      "cost": TREES[move.tree].cost, "budget": b}))
        for ln in lines_done(s, seat):
            if ln.id not in before:
                events.append(Event("line", {"seat": seat, "line": ln.id}))
        corner = CORNERS.get(move.space)
        if corner is not None and corner.kind == "bonus_action":
            _offer_bonus(s, seat, corner.action or "", corner.extra, move.space, events)
        elif corner is not None:
            got = min(corner.count, s.frag_supply)
            s.frag_supply -= got
            p.fragments += got
            events.append(Event("fragments", {"seat": seat, "count": got, "source": move.space}))
    elif kind == "move":
        start = p.rock
        jumped, arrival = _walk(s, seat, move.number)
        events.append(Event("move", {**base, "steps": move.number, "from": start, "to": arrival,
                                     "jumped": jumped}))
        decisions: list[dict[str, Any]] = []
        for victim in dict.fromkeys(jumped):  # one tile per jumped player, jump order
            if s.players[victim].tiles:
                decisions.append({"type": "steal", "victim": victim})
        decisions.append({"type": "rock", "rock": arrival})
        s.pending[0:0] = decisions
    elif kind == "call":
        letter = move.args[0]
        card = s.kstacks[letter].pop(0)
        p.deck.insert(0, card)
        p.known_top += 1
        events.append(Event("call", {**base, "stack": letter, "card": card,
                                     "cost": CARDS[card].cost}))
        _onibi_moves(s, events)
        if not s.kstacks[letter]:
            cond = STACK_GUARDS[letter]
            s.targets[cond] = TARGET_EMPTIED
            events.append(Event("target_raised", {"stack": letter, "condition": cond,
                                                  "target": TARGET_EMPTIED}))


def _play_action_phase(s: State, seat: int, move: Action, events: list[Event]) -> None:
    p = s.players[seat]
    kind = move.kind
    pend = s.pending[0] if s.pending else None
    if kind == "elem":
        opt = move.args[0]
        p.elem_held -= 1
        p.elem_used.append(opt)
        events.append(Event("elem", {"seat": seat, "element": opt,
                                     "amount": ELEMENT_OPTIONS[opt]}))
    elif kind == "pass":
        events.append(Event("pass", {"seat": seat}))
        _end_turn(s, events)
    elif kind == "skip":
        assert pend is not None
        s.pending.pop(0)
        events.append(Event("skip", {"seat": seat, "action": pend["action"],
                                     "source": pend["source"]}))
    elif kind == "steal":
        assert pend is not None
        s.pending.pop(0)
        _steal(s, seat, pend["victim"], move.args[1], events)
    elif pend is not None:
        s.pending.pop(0)
        _do_action(s, seat, move, int(pend.get("extra", 0)), "bonus", events)
    elif move.plus:
        s.bonus_used.append(kind)
        _do_action(s, seat, move, 0, "card", events)
    else:
        s.basic_used += 1
        s.used[kind] = s.used.get(kind, 0) + 1
        _do_action(s, seat, move, 0, "basic", events)
    _settle(s, events)


def _end_action_phase(s: State, events: list[Event]) -> None:
    if any(meets(s, seat) for seat in s.active()):
        _finish(s, "victory", events)
    else:
        _end_of_round(s, events)


def _end_of_round(s: State, events: list[Event]) -> None:
    """§4.5: fire check, new fires, market refill, help lines away, Sacred Tree passes."""
    order = _turn_order(s)
    if s.centre:
        power, k = sum(s.centre), len(s.centre)
        hit = [seat for seat in order if stats(s, seat)[0][WATER] < power]
        got = {seat: 0 for seat in hit}
        for _ in range(k):
            for seat in hit:
                if s.varans > 0:
                    s.varans -= 1
                    s.players[seat].discard.append(VARAN)
                    got[seat] += 1
        events.append(Event("fire_check", {"power": power, "count": k,
                                           "hits": {str(x): n for x, n in got.items()},
                                           "safe": [x for x in order if x not in got]}))
    added: list[int] = []
    for level in (1, 2, 3):
        for _ in range(s.attracted[level - 1]):
            if len(s.centre) < CENTRE_CAPACITY:
                s.centre.append(FIRE_FROM_LEVEL[level])
                added.append(FIRE_FROM_LEVEL[level])
    if not s.centre:
        s.centre.append(2)
        added.append(2)
    s.attracted = [0, 0, 0]
    events.append(Event("new_fires", {"values": added}))
    refilled = {}
    for i, slot in enumerate(SLOTS):
        level = int(slot[0])
        if s.market[i] is None and s.stacks[level - 1]:
            s.market[i] = s.stacks[level - 1].pop(0)
            refilled[slot] = s.market[i]
    events.append(Event("market_refill", {"slots": refilled}))
    for seat in s.active():
        p = s.players[seat]
        p.discard.extend(p.help)
        p.help = []
        s.elem_supply += len(p.elem_used)
        p.elem_used = []
    s.sacred = _next_active(s, s.sacred)
    events.append(Event("sacred_tree", {"seat": s.sacred}))
    s.round += 1
    _start_animal_phase(s, events)


def _finish(s: State, reason: str, events: list[Event]) -> None:
    s.phase = "over"
    s.end_reason = reason
    s.pending = []
    res = result(s)
    s.winners = list(res.winners)
    events.append(Event("game_end", {"reason": reason, "winners": s.winners,
                                     "scores": {str(k): v for k, v in res.scores.items()}}))


def _resign(s: State, seat: int, events: list[Event]) -> None:
    """R-23: the seat leaves play; with one player left, that player wins."""
    p = s.players[seat]
    events.append(Event("resign", {"seat": seat}))
    was_turn = s.turn == seat
    if s.phase == "animal" and s.snap is not None:
        # the frozen counts take back what the seat held as the phase began; its live
        # Fragment count stays private.
        fragments = list(s.snap["fragments"])
        s.snap = {**s.snap, "fragments": fragments,
                  "frag_supply": s.snap["frag_supply"] + fragments[seat]}
        fragments[seat] = 0
    p.resigned = True
    s.resigned.append(seat)
    s.frag_supply += p.fragments
    p.fragments = 0
    # Element tiles held or used return to the supply with the Fragments (spec silent).
    s.elem_supply += p.elem_held + len(p.elem_used)
    p.elem_held, p.elem_used = 0, []
    p.rock = None
    if len(s.active()) <= 1:
        _finish(s, "resign", events)
        return
    if s.phase == "animal":
        p.stopped = True
        if all(s.players[x].stopped for x in s.active()):
            _end_animal_phase(s, events)
    elif s.phase == "action":
        s.pending = [d for d in s.pending if not (d["type"] == "steal" and d["victim"] == seat)]
        if was_turn:
            _end_turn(s, events)
        _settle(s, events)


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Resolve ``move`` and play it on a copy; returns the new state and its events."""
    move = resolve(state, seat, move)
    s = state.copy()
    events: list[Event] = []
    s.players[seat].moves += 1
    if isinstance(move, Resign):
        _resign(s, seat, events)
    elif move.kind == "draw":
        _draw(s, seat, events)
    elif move.kind == "discard":
        _discard(s, seat, events)
    elif move.kind == "stop":
        _stop(s, seat, events, auto=False)
    else:
        _play_action_phase(s, seat, move, events)
    return s, events


# --------------------------------------------------------------------------- result


def result(state: State) -> Result:
    """Scores are the sums Trees + Fires + Flowers (§5.3); ranking per §5.3 and R-27.

    Winners: the remaining player after resignations; else, at the end, the players who meet
    a condition with the highest sum (ties share). Others follow by sum, equal sums sharing a
    place; resigned players last, the first to resign in last place. Before the end the
    ranking is the current standing by sum.
    """
    scores, details = {}, {}
    for seat in range(state.seats):
        c = counts(state, seat)
        scores[seat] = c["tree"] + c["fire"] + c["flower"]
        details[str(seat)] = {**c, "meets": meets(state, seat)}
    active = state.active()
    if state.end_reason == "resign":
        winners = active
    elif state.over:
        meeting = [x for x in active if details[str(x)]["meets"]]
        best = max((scores[x] for x in meeting), default=None)
        winners = [x for x in meeting if scores[x] == best]
    else:
        winners = []
    ranking: list[list[int]] = [sorted(winners)] if winners else []
    rest = sorted((x for x in active if x not in winners), key=lambda x: (-scores[x], x))
    for x in rest:
        if ranking and ranking[-1][0] not in winners and scores[ranking[-1][0]] == scores[x]:
            ranking[-1].append(x)
        else:
            ranking.append([x])
    ranking += [[x] for x in reversed(state.resigned)]
    return Result(scores=scores, ranking=ranking, reason=state.end_reason or "running",
                  details={"counts": details, "targets": dict(state.targets),
                           "resigned": list(state.resigned)})
