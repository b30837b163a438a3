"""Wispwood rules: set-up (§3), the turn (§4), round end and scoring (§5), solo (§5.6),
undo (§7.5) and resignation. The automatic policy (§7.4) is ``policy.auto_move``."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import chain, combinations, compress
from typing import Any

from rules import errors
from rules.protocol import Event, Resign, Result
from rules.rng import rng_for

from .geometry import (
    CAT_START,
    CELLS,
    COL_OF,
    COLUMNS,
    DATA,
    DIAG,
    N4,
    N8,
    PLACEMENTS_OF,
    RING2,
    ROW_OF,
    ROWS,
    SHAPE_SIZE,
    SIZE,
    STRIDE,
    TAKE_CELL,
    TAKE_PLACEMENT,
    WISPS,
    bits,
    box,
    grow4,
    is_shape,
    legal_placement_bits,
    name,
    pick,
    picker,
    take_numbers,
)
from .invariants import from_json
from .moves import GAME, CatMove, CatRefill, Move, Refill, Take, Trees, Undo
from .scoring import CARDS, CATEGORIES, SCORERS, Grid, full_grid_bonus, grid_size
from .state import Before, Forest, Solo, State

LEVELS = tuple(DATA["solo"]["phantom_value_sets"])
OBJECTIVE_MODES = ("random", "easy", "custom")
_PIECES = [tuple(p) for p in DATA["pond_edge_pieces"]]
_DIAG1 = [N8[i] & ~N4[i] for i in range(STRIDE * SIZE)]


def _illegal(code: str, **params: Any) -> errors.IllegalMove:
    return errors.IllegalMove(code, game=GAME, **params)


# --------------------------------------------------------------------------- options


def check_options(options: dict[str, str | None]) -> dict[str, str]:
    """§7.2: the options checked together; returns them with defaults filled in.

    Raises ``LobbyError`` ``CARDS_NEED_CUSTOM``, ``CUSTOM_NEEDS_CARDS`` or ``BAD_CARD_LIST``
    (and ``BAD_OPTION`` for a value outside an option's choices)."""
    chosen = {"objectives": "random", "cards": "", "level": DATA["solo"]["default_level"]}
    for key, value in options.items():
        if value is None:
            continue
        if key not in chosen:
            raise errors.LobbyError("OPTION_NOT_FOR_GAME", game=GAME, option=key)
        chosen[key] = str(value).strip()
    if chosen["objectives"] not in OBJECTIVE_MODES:
        raise errors.LobbyError("BAD_OPTION", game=GAME, option="objectives",
                                value=chosen["objectives"], choices=", ".join(OBJECTIVE_MODES))
    if chosen["level"] not in LEVELS:
        raise errors.LobbyError("BAD_OPTION", game=GAME, option="level",
                                value=chosen["level"], choices=", ".join(LEVELS))
    if chosen["cards"] and chosen["objectives"] != "custom":
        raise errors.LobbyError("CARDS_NEED_CUSTOM", game=GAME)
    if chosen["objectives"] == "custom":
        if not chosen["cards"]:
            raise errors.LobbyError("CUSTOM_NEEDS_CARDS", game=GAME)
        chosen["cards"] = ",".join(_card_list(chosen["cards"]))
    return chosen


def _card_list(text: str) -> list[str]:
    """Five known card ids, one per category, in category order; else ``BAD_CARD_LIST``."""
    ids = [t.strip().upper() for t in text.replace(" ", ",").split(",") if t.strip()]
    by_category = {CARDS[i]["category"]: i for i in ids if i in CARDS}
    if len(ids) != len(CATEGORIES) or len(by_category) != len(CATEGORIES) or not all(
            i in CARDS for i in ids):
        raise errors.LobbyError("BAD_CARD_LIST", game=GAME)
    return [by_category[c] for c in CATEGORIES]


# --------------------------------------------------------------------------- set-up


def new_game(seats: int, options: dict[str, str] | None, seed: int) -> State:
    """A fresh game (§3); with one seat the solo mode (§5.6), whose first phantom turn is
    made here (its events: ``opening_events``)."""
    lo, hi = DATA["players"]["min"], DATA["players"]["max"]
    if not lo <= seats <= hi:
        raise errors.LobbyError("SEAT_COUNT", game=GAME, min=lo, max=hi)
    opts = check_options(dict(options or {}))
    if opts["objectives"] == "custom":
        cards = _card_list(opts["cards"])
    else:
        rng = rng_for(seed, "objectives", 0)
        cards = []
        for category in CATEGORIES:
            pool = [c["id"] for c in DATA["objectives"] if c["category"] == category
                    and (opts["objectives"] == "random" or c["paws"] == 1)]
            cards.append(rng.choice(pool))
    pieces = list(_PIECES)
    rng_for(seed, "pond", 0).shuffle(pieces)
    slots = [shape for piece in pieces for shape in piece]
    supply = [w for w in WISPS for _ in range(DATA["tiles"][w])]
    rng_for(seed, "supply", 0).shuffle(supply)
    state = State(
        seats=seats, seed=seed, cards=cards, slots=slots, pond=[None] * 8, supply=supply,
        discard=[], forests=[], start=0, turn=0, chosen=[False] * seats,
        seat_moves=[0] * seats, round_scores=[[] for _ in range(seats)], options=opts,
        shuffles=1, turn_no=0,
    )
    for space in range(8):
        state.pond[space] = _draw(state)
    for _ in range(seats):
        state.forests.append(Forest({}, CAT_START, True, {CAT_START: _draw(state)}))
    events: list[Event] = []
    if seats == 1:
        level = opts["level"]
        values = list(DATA["solo"]["phantom_value_sets"][level])
        rng = rng_for(seed, "phantom", 0)
        rng.shuffle(values)
        space = rng.randrange(8)
        state.discard.append(state.pond[space])  # type: ignore[arg-type]
        state.pond[space] = None
        state.solo = Solo(level, dict(zip(WISPS, values, strict=True)), space,
                          {w: 0 for w in WISPS}, [])
    else:
        state.start = rng_for(seed, "start", 0).randrange(seats)
    _start_round(state, events)
    state.opening = [e.to_json() for e in events]
    state.reveals = 0
    return state


# --------------------------------------------------------------------------- small helpers


def to_act(state: State) -> frozenset[int]:
    """The seat whose turn it is; in the cat phase every seat that has not chosen (§7.1)."""
    if state.phase == "turn":
        return frozenset({state.turn})
    if state.phase == "cat":
        return frozenset(s for s in range(state.seats) if not state.chosen[s])
    return frozenset()


def is_over(state: State) -> bool:
    """Whether the game has ended."""
    return state.over


def turn_number(state: State) -> int:
    """Rises whenever a turn passes (a new public post starts then), never goes down."""
    return state.turn_no


def seat_version(state: State, seat: int) -> int:
    """The seat's own move count (custom ids of its controls in the simultaneous cat phase)."""
    return state.seat_moves[seat] if 0 <= seat < state.seats else 0


def grid_n(state: State) -> int:
    """N of the current round."""
    return grid_size(state.round)


def grid_of(forest: Forest) -> Grid:
    """The scoring masks of a forest (the cat cell is in none of them, RULING 1)."""
    masks = {"T": 0, "P": 0, "H": 0, "W": 0, "S": 0}
    for c, k in forest.cells.items():
        masks[k] |= 1 << c
    return Grid(masks["T"], masks["P"], masks["H"], masks["W"], masks["S"])


def is_full(forest: Forest, n: int) -> bool:
    """Whether the forest holds n * n occupied cells."""
    return len(forest.cells) + 1 == n * n


def score_forest(cards: list[str], forest: Forest, round_no: int) -> dict[str, int]:
    """Points per card plus ``bonus`` for one forest at the end of a round (§5.2)."""
    grid = grid_of(forest)
    points = {card: SCORERS[card](grid) for card in cards}
    points["bonus"] = full_grid_bonus(round_no) if is_full(forest, grid_size(round_no)) else 0
    return points


def totals(state: State) -> dict[int, int]:
    """Every seat's total of the rounds scored so far."""
    return {s: sum(state.round_scores[s]) for s in range(state.seats)}


def tiles_left(state: State) -> int:
    """Tiles a take or tree turn may still draw: supply plus pond discard pile (4.7)."""
    return len(state.supply) + len(state.discard)


def _draw(state: State) -> str:
    """The top supply tile; an empty supply is rebuilt from the shuffled discard pile."""
    if not state.supply:
        pile = list(state.discard)
        state.discard.clear()
        rng_for(state.seed, "supply", state.shuffles).shuffle(pile)
        state.shuffles += 1
        state.reveals += 1
        state.supply = pile
        sink = getattr(state, "_events", None)
        if sink is not None:
            sink.append(Event("supply_rebuilt", {"supply": len(pile)}))
    return state.supply.pop()


def _refill_order(state: State) -> list[int]:
    """RULING 16: spaces 1..8, or in solo the 7 others clockwise after the phantom."""
    if state.solo is None:
        return list(range(8))
    return [(state.solo.space + k) % 8 for k in range(1, 8)]


def _pond_text(state: State) -> str:
    phantom = state.solo.space if state.solo else None
    return "".join("*" if i == phantom else (w or ".") for i, w in enumerate(state.pond))


def _refill(state: State, seat: int | None, kind: str, events: list[Event]) -> None:
    """§4.2: the pond's wisps go to the discard pile, then each space gets a supply tile."""
    moved = [w for w in state.pond if w]
    state.discard.extend(moved)
    state.pond = [None] * 8
    for space in _refill_order(state):
        if not state.supply and not state.discard:
            break
        state.pond[space] = _draw(state)
    state.reveals += 1
    params = {"seat": seat, "discarded": len(moved), "pond": _pond_text(state)}
    if kind == "free":
        events.append(Event("refill", params))
    elif kind == "cat":
        events.append(Event("cat_refill", params))
    elif kind == "auto":
        events.append(Event("auto_refill", params))
    else:
        events.append(Event("phantom_refill", params))


def allowed_shapes(state: State, space: int) -> tuple[str, str]:
    """The two shapes next to a wisp space (0-based): slots k-1 and k (§4.2)."""
    return state.slots[(space - 1) % 8], state.slots[space]


def witch_mask(card: str, forest: Forest) -> int:
    """The cells where a new witch may go under the witch card in play (§4.6)."""
    cat = forest.cat
    if card == "WITCH-1":
        return DIAG[cat]
    if card == "WITCH-2":
        return (ROW_OF[cat] | COL_OF[cat]) & ~(1 << cat)
    if card == "WITCH-3":
        return N8[cat]
    if card == "WITCH-5":
        return RING2[cat]
    # WITCH-4 (RULING 10): diagonal steps from the cat through witches placed earlier.
    witches = 0
    for c, k in forest.cells.items():
        if k == "W":
            witches |= 1 << c
    reach, frontier = 1 << cat, 1 << cat
    while frontier:
        grown = 0
        for c in bits(frontier):
            grown |= _DIAG1[c]
        frontier = grown & witches & ~reach
        reach |= frontier
    out = 0
    for c in bits(reach):
        out |= _DIAG1[c]
    return out


def _witch_card(state: State) -> str:
    return state.cards[CATEGORIES.index("witch")]


def _fits(mask: int, n: int) -> bool:
    c0, c1, r0, r1 = box(mask)
    return c1 - c0 < n and r1 - r0 < n


def _connected(named: int, occupied: int) -> bool:
    """Whether every named cell reaches the forest through orthogonal steps over named cells."""
    reach = named & grow4(occupied)
    while True:
        more = named & grow4(reach)
        if more == reach:
            return reach == named
        reach = more


# --------------------------------------------------------------------------- checks


def resolve(state: State, seat: int, move: Move) -> Move:
    """Run the §4.9 checks in order; return the canonical move or raise the first error."""
    if state.over:
        raise errors.GameOver()
    if not 0 <= seat < state.seats:
        raise errors.NotSeated()
    if isinstance(move, Resign):
        if seat in state.resigned:
            raise _illegal("ALREADY_RESIGNED")
        return move
    if isinstance(move, Undo):
        return _check_undo(state, seat, move)
    if seat not in to_act(state):
        raise errors.NotYourTurn(seat=state.turn if state.phase == "turn" else None)
    in_turn = state.phase == "turn"
    if isinstance(move, CatMove):
        if in_turn:
            raise _illegal("WRONG_PHASE", move=str(move))
        forest = state.forests[seat]
        if move.cell is not None and forest.cells.get(move.cell) != "T":
            raise _illegal("CAT_TARGET_NOT_TREE", cell=name(move.cell))
        return move
    if not in_turn:
        raise _illegal("WRONG_PHASE", move=str(move).split()[0])
    if isinstance(move, Refill):
        if state.actions:
            raise _illegal("REFILL_NOT_FIRST")
        types = {w for w in state.pond if w}
        if not types:
            raise _illegal("NOTHING_TO_REFILL")
        if len(types) > 1:
            raise _illegal("REFILL_MIXED_POND")
        return move
    if isinstance(move, CatRefill):
        if not state.forests[seat].ready:
            raise _illegal("CAT_HIDDEN")
        return move
    if isinstance(move, Take):
        _check_take(state, seat, move)
        return move
    if isinstance(move, Trees):
        _check_trees(state, seat, move)
        return move
    raise errors.BadNotation("UNKNOWN_KEYWORD", game=GAME, word=str(move)[:20])


_ON_CANVAS = frozenset(CELLS)


def _well_formed(move: Take | Trees) -> None:
    """What the parser guarantees, checked again for moves built in code."""
    if isinstance(move, Take):
        if not 1 <= move.space <= 8:
            raise errors.BadNotation("BAD_SPACE", game=GAME, space=str(move.space))
        if move.shape not in SHAPE_SIZE:
            raise errors.BadNotation("BAD_SHAPE", game=GAME, shape=str(move.shape)[:8])
        if len(move.cells) != SHAPE_SIZE[move.shape]:
            raise errors.BadNotation("CELL_COUNT", game=GAME, shape=move.shape,
                                     count=len(move.cells))
    elif not 1 <= len(move.cells) <= 3:
        raise errors.BadNotation("TREE_COUNT", game=GAME, count=len(move.cells))
    if not set(move.cells) <= _ON_CANVAS or len(set(move.cells)) != len(move.cells):
        raise errors.BadNotation("BAD_CELL", game=GAME, cell="?")


def _check_take(state: State, seat: int, move: Take) -> None:
    _well_formed(move)
    forest = state.forests[seat]
    space = move.space - 1
    wisp = state.pond[space]
    if wisp is None or (state.solo is not None and state.solo.space == space):
        raise _illegal("SPACE_EMPTY", space=move.space)
    allowed = allowed_shapes(state, space)
    if move.cat and not forest.ready:
        raise _illegal("CAT_HIDDEN")
    if move.cat and move.shape in allowed:
        raise _illegal("CAT_NOT_NEEDED", shape=move.shape, space=move.space)
    if not move.cat and move.shape not in allowed:
        raise _illegal("SHAPE_NOT_ALLOWED", shape=move.shape, space=move.space,
                       first=allowed[0], second=allowed[1], ready=forest.ready)
    mask = 0
    for c in move.cells:
        mask |= 1 << c
    if not is_shape(mask, move.shape):
        raise _illegal("NOT_SHAPE", shape=move.shape)
    if move.wisp not in move.cells:
        raise _illegal("WISP_NOT_IN_SHAPE", cell=name(move.wisp))
    occupied = forest.occupied
    if mask & occupied:
        raise _illegal("CELL_OCCUPIED", cell=name(bits(mask & occupied)[0]))
    if not mask & grow4(occupied):
        raise _illegal("NO_CONTACT")
    n = grid_n(state)
    if not _fits(mask | occupied, n):
        c0, c1, r0, r1 = box(mask | occupied)
        raise _illegal("TOO_BIG", width=c1 - c0 + 1, height=r1 - r0 + 1, n=n)
    if wisp == "W":
        card = _witch_card(state)
        if not witch_mask(card, forest) >> move.wisp & 1:
            raise _illegal("WITCH_RULE", card=card, witch=card.replace("-", "_"))
    if tiles_left(state) < SHAPE_SIZE[move.shape] - 1:
        raise _illegal("NO_TILES")


def _check_trees(state: State, seat: int, move: Trees) -> None:
    _well_formed(move)
    if "cat-refill" in state.actions and _any_take(state, seat):
        raise _illegal("MUST_TAKE")
    forest = state.forests[seat]
    occupied = forest.occupied
    mask = 0
    for c in move.cells:
        mask |= 1 << c
    if mask & occupied:
        raise _illegal("CELL_OCCUPIED", cell=name(bits(mask & occupied)[0]))
    if not _connected(mask, occupied):
        raise _illegal("NO_CONTACT")
    n = grid_n(state)
    if not _fits(mask | occupied, n):
        c0, c1, r0, r1 = box(mask | occupied)
        raise _illegal("TOO_BIG", width=c1 - c0 + 1, height=r1 - r0 + 1, n=n)
    if tiles_left(state) < len(move.cells):
        raise _illegal("NO_TILES")


def _check_undo(state: State, seat: int, move: Undo) -> Move:
    undo = state.undo
    if undo is None or undo["seat"] != seat:
        raise _illegal("NOTHING_TO_UNDO")
    if undo["before"] is None:
        raise _illegal("UNDO_REVEALED")
    return move


def may_undo(state: State, seat: int) -> bool:
    """Whether ``undo`` by ``seat`` would pass its checks now."""
    return (not state.over and state.undo is not None and state.undo["seat"] == seat
            and state.undo["before"] is not None)


# --------------------------------------------------------------------------- legal moves


def _pairs(state: State, seat: int) -> list[tuple[int, str, bool]]:
    """(space, shape, cat flag) pairs in §7.2 order: allowed shapes by space, then cat ones."""
    forest = state.forests[seat]
    spaces = [k for k in range(8) if state.pond[k] is not None]
    plain = [(k, s, False) for k in spaces for s in allowed_shapes(state, k)]
    if not forest.ready:
        return plain
    cat = [(k, s, True) for k in spaces for s in state.slots if s not in allowed_shapes(state, k)]
    return plain + cat


class _Placer:
    """The legal placements of one forest, found once for every shape as one set of
    placement numbers (``geometry.legal_placement_bits``, updated from the forest before its
    last placement when that one is known) and shared by every space."""

    # Only the set (an int) outlives a listing: take numbers and getters kept per forest
    # made the collector walk them again and again, which cost more than remaking them.

    def __init__(self, state: State, seat: int) -> None:
        self.forest = forest = state.forests[seat]
        self.occupied = forest.occupied
        self.n = grid_n(state)
        self.tiles = tiles_left(state)
        placed = 0
        for c in forest.last:
            placed |= 1 << c
        self.bits = legal_placement_bits(self.occupied, self.n, placed)
        self.numbers: dict[str, list[int]] = {}
        self._witch: int | None = None
        self._flags: bytes | None = None
        self._witch_numbers: dict[str, list[int]] = {}
        self.getters: dict[tuple[str, bool], Callable[[Sequence[Take]], Sequence[Take]]] = {}
        #: the getters by shape, without and with the witch filter
        self.by_witch: tuple[dict[str, Callable[[Sequence[Take]], Sequence[Take]]], ...] = (
            {}, {})
        self.card = _witch_card(state)

    def takes_of(self, shape: str) -> list[int]:
        """The take numbers (``geometry.TAKE_CELL``) of ``shape``'s legal placements, in
        listing order; none when the supply cannot pay its trees."""
        got = self.numbers.get(shape)
        if got is None:
            got = [] if self.tiles < SHAPE_SIZE[shape] - 1 else take_numbers(self.bits, shape)
            self.numbers[shape] = got
        return got

    def witch_takes_of(self, shape: str) -> list[int]:
        """``takes_of`` keeping the takes whose wisp cell may hold a witch now."""
        got = self._witch_numbers.get(shape)
        if got is None:
            numbers = self.takes_of(shape)
            allowed = self._flags
            if allowed is None:
                allowed = self._flags = _cell_flags(self.witch)
            got = list(compress(numbers, pick(allowed, pick(TAKE_CELL[shape], numbers))))
            self._witch_numbers[shape] = got
        return got

    def of(self, shape: str) -> list[tuple[int, tuple[int, ...]]]:
        """Legal placements of ``shape`` as (mask, cells in reading order); none when the
        supply cannot pay its trees."""
        return list(pick(TAKE_PLACEMENT[shape], self.takes_of(shape)[::SHAPE_SIZE[shape]]))

    @property
    def witch(self) -> int:
        """Where a witch may go now."""
        if self._witch is None:
            self._witch = witch_mask(self.card, self.forest)
        return self._witch

    def getter(self, shape: str, witch: bool) -> Callable[[Sequence[Take]], Sequence[Take]]:
        """Picks the legal takes of ``shape`` (with a witch or not) from a take table."""
        # One getter per shape (and witch filter) serves every space and flag.
        key = (shape, witch)
        getter = self.getters.get(key)
        if getter is None:
            numbers = self.witch_takes_of(shape) if witch else self.takes_of(shape)
            getter = self.getters[key] = self.by_witch[witch][shape] = picker(numbers)
        return getter

    def pair(self, space: int, wisp: str, shape: str, cat: bool) -> Sequence[Take]:
        """Every legal take of one (space, shape, flag) pair (``space`` 0-based), in order."""
        return self.getter(shape, wisp == "W")(_take_table(space + 1, shape, cat))

    def takes(self, space: int, wisp: str, shape: str, cat: bool) -> Iterator[Take]:
        """Every legal take of one (space, shape, flag) pair, lazily."""
        yield from self.pair(space, wisp, shape, cat)


def _cell_flags(mask: int) -> bytes:
    """One byte per cell index: 1 where ``mask`` has the cell."""
    return format(mask, f"0{STRIDE * SIZE}b")[::-1].encode().translate(_DIGIT_VALUE)


_DIGIT_VALUE = bytes.maketrans(b"01", b"\x00\x01")

# Take values are frozen, so the takes of every placement of a shape from one space (cat flag
# or not) are built once, on first use, and shared by every later listing: a listing then
# picks them by number instead of building about 1,000 values. At most 8 spaces x 8 shapes x
# 2 flags tables, of 200 to 2,900 takes each.
_TAKE_TABLES: dict[tuple[int, str, bool], list[Take]] = {}


def _take_table(space: int, shape: str, cat: bool) -> list[Take]:
    """Every take of ``shape`` from ``space`` (1-8) with the flag, by take number."""
    table = _TAKE_TABLES.get((space, shape, cat))
    if table is None:
        table = _TAKE_TABLES[space, shape, cat] = [
            Take.of_sorted(space, shape, cells, c, cat)
            for _m, cells in PLACEMENTS_OF[shape] for c in cells]
    return table


def _pair_takes(placer: _Placer, space: int, wisp: str, shape: str, cat: bool
                ) -> Sequence[Take]:
    """Every legal take of one (space, shape, flag) pair (``space`` 0-based), in order."""
    return placer.pair(space, wisp, shape, cat)


def round_robin(lists: Sequence[Sequence[Take]]) -> list[Take]:
    """The first item of every list, then the second of every list, and so on (lists that
    run out drop out), as ``zip_longest`` would give them; built with slice assignments."""
    lists = [lst for lst in lists if lst]
    out: list[Any] = [None] * sum(map(len, lists))
    pos = lo = 0
    # Between two consecutive distinct lengths the same lists are still running, so each of
    # those rounds is a strided slice of the output.
    for hi in sorted({len(lst) for lst in lists}):
        active = [lst for lst in lists if len(lst) >= hi]
        width = len(active)
        end = pos + width * (hi - lo)
        for j, lst in enumerate(active):
            out[pos + j:end:width] = lst[lo:hi]
        pos, lo = end, hi
    return out


def legal_takes(state: State, seat: int, cat: bool = True) -> Iterator[Take]:
    """The legal takes, round-robin over the (space, shape) pairs (§7.2)."""
    yield from _take_list(state, seat, cat)


#: per pond layout (a game's slots): for each space, its two allowed shapes with their
#: plain take tables, then the other shapes with their cat-flag tables
_PLANS: dict[tuple[str, ...], list[tuple[tuple[str, list[Take]], ...]]] = {}


def _plan(slots: list[str]) -> list[tuple[tuple[str, list[Take]], ...]]:
    key = tuple(slots)
    got = _PLANS.get(key)
    if got is None:
        if len(_PLANS) >= 256:
            _PLANS.clear()
        got = _PLANS[key] = [
            ((slots[k - 1], _take_table(k + 1, slots[k - 1], False)),
             (slots[k], _take_table(k + 1, slots[k], False)),
             *((shape, _take_table(k + 1, shape, True)) for shape in slots
               if shape != slots[k - 1] and shape != slots[k]))
            for k in range(8)]
    return got


def _take_list(state: State, seat: int, cat: bool = True) -> list[Take]:
    if state.phase != "turn" or seat != state.turn:
        return []
    placer = _Placer(state, seat)
    plan = _plan(state.slots)
    plain: list[Sequence[Take]] = []
    flagged: list[Sequence[Take]] = []
    with_cat = cat and placer.forest.ready
    by_witch = placer.by_witch
    getter = placer.getter
    # The pairs of §7.2 (allowed shapes by space, then the cat flag's), made inline: a
    # listing has up to 64 of them, and a call per pair cost more than its takes.
    for k, wisp in enumerate(state.pond):
        if wisp is None:
            continue
        witch = wisp == "W"
        getters = by_witch[witch]
        pairs = plan[k]
        for shape, table in pairs[:2]:
            plain.append((getters.get(shape) or getter(shape, witch))(table))
        if with_cat:
            for shape, table in pairs[2:]:
                flagged.append((getters.get(shape) or getter(shape, witch))(table))
    return round_robin(plain + flagged)


def _any_take(state: State, seat: int) -> bool:
    """Whether ``legal_takes`` would list anything (the cat-flag ones included), decided
    from the pairs' take numbers without building a take."""
    if state.phase != "turn" or seat != state.turn:
        return False
    placer = _Placer(state, seat)
    for space, shape, _cat in _pairs(state, seat):
        if placer.witch_takes_of(shape) if state.pond[space] == "W" else placer.takes_of(shape):
            return True
    return False


def _frame(occupied: int, n: int) -> int:
    """The reachable frame (§2.2) of a forest as a mask, clipped to the canvas."""
    return _frame_of(*box(occupied), n)


def _frame_of(c0: int, c1: int, r0: int, r1: int, n: int) -> int:
    """The reachable frame of a forest whose bounding box is c0..c1 x r0..r1."""
    return (_COL_SPAN[max(0, c1 - n + 1)][min(SIZE - 1, c0 + n - 1)]
            & _ROW_SPAN[max(0, r1 - n + 1)][min(SIZE - 1, r0 + n - 1)])


#: _COL_SPAN[a][b]: the cells in columns a..b (empty when b < a); _ROW_SPAN likewise
_COL_SPAN = [[sum(COLUMNS[a:b + 1]) for b in range(SIZE)] for a in range(SIZE)]
_ROW_SPAN = [[sum(ROWS[a:b + 1]) for b in range(SIZE)] for a in range(SIZE)]


def trees_allowed(state: State, seat: int) -> bool:
    """Whether a tree turn is possible now (any one exists and ``MUST_TAKE`` does not bar
    it). Every tree turn starts with a single cell that is a tree turn itself, so a free cell
    next to the forest inside the reachable frame decides it."""
    if state.phase != "turn" or seat != state.turn or tiles_left(state) < 1:
        return False
    occupied = state.forests[seat].occupied
    if not grow4(occupied) & ~occupied & _frame(occupied, grid_n(state)):
        return False
    return not ("cat-refill" in state.actions and _any_take(state, seat))


# A tree turn's cell set is kept as a small number, its key: cell c, or a * _S + b, or
# (a * _S + b) * _S + c for cells a < b < c. Keys of one size compare as their cells in
# reading order do, so a plain sort of ints gives the canonical order, and a small int is
# cheap to hash and to look up (the values are shared: a listing picks about 450 of them).
_S = STRIDE * SIZE
_S2 = _S * _S


class _TreesTable(dict):  # type: ignore[type-arg]
    """Tree turn values by key, built on first use and shared (they are frozen)."""

    def __missing__(self, key: int) -> Trees:
        if key < _S:
            cells: tuple[int, ...] = (key,)
        elif key < _S2:
            cells = (key // _S, key % _S)
        else:
            cells = (key // _S2, key // _S % _S, key % _S)
        got = self[key] = Trees.of_sorted(cells)
        return got


_TREES = _TreesTable()
_TREES_LIMIT = 100_000


# The tree turns of a forest depend only on its occupied cells and the grid size, and those
# of 1 to k cells are a prefix of the whole list: a search lists the same forest again after
# the other seats' moves, whatever the tiles left.
_TREE_TURNS: dict[tuple[int, int], tuple[tuple[Trees, ...], int, int]] = {}
_TREE_TURNS_LIMIT = 1_000


def tree_turns(state: State, seat: int) -> list[Trees]:
    """Every tree turn of 1-3 cells the forest admits, in canonical order (the phase, the
    turn and ``MUST_TAKE`` are checked by the caller)."""
    return list(_tree_turn_tuple(state, seat))


def _tree_turn_tuple(state: State, seat: int) -> tuple[Trees, ...]:
    occupied = state.forests[seat].occupied
    n = grid_n(state)
    limit = min(3, tiles_left(state))
    key = (occupied, n)
    got = _TREE_TURNS.get(key)
    if got is None:
        if len(_TREE_TURNS) >= _TREE_TURNS_LIMIT:
            _TREE_TURNS.clear()
        got = _TREE_TURNS[key] = _tree_turn_prefixes(occupied, n)
    every, ones, twos = got
    if limit >= 3:
        return every
    return every[:twos] if limit == 2 else every[:ones] if limit == 1 else ()


def _tree_turn_prefixes(occupied: int, n: int) -> tuple[tuple[Trees, ...], int, int]:
    """Every tree turn of the forest in canonical order, with where those of 2 and of 3
    cells begin."""
    if len(_TREES) >= _TREES_LIMIT:
        _TREES.clear()
    get = _TREES.__getitem__
    ones, twos, threes = tree_turn_keys(occupied, n, 3)
    ones.sort()
    twos.sort()
    threes.sort()
    every = tuple(chain(map(get, ones), map(get, twos), map(get, threes)))
    return every, len(ones), len(ones) + len(twos)


#: _ABOVE[c]: the cells after c in reading order
_ABOVE = [~((2 << c) - 1) for c in range(STRIDE * SIZE)]


def _partners(c0: int, c1: int, r0: int, r1: int, n: int) -> list[int]:
    """For a forest with bounding box c0..c1 x r0..r1, per cell x of its frame, the frame
    cells y that may join x: the forest, x and y fit an n x n window together. Extents on a
    line are decided by pairs (the widest pair is the extent), so a set of cells fits the
    window exactly when every two of them are partners."""
    got = _PARTNERS.get((c0, c1, r0, r1, n))
    if got is not None:
        return got
    if len(_PARTNERS) >= 512:
        _PARTNERS.clear()
    out = [0] * (STRIDE * SIZE)
    for x in bits(_frame_of(c0, c1, r0, r1, n)):
        cx, rx = x % STRIDE, x // STRIDE
        out[x] = (_COL_SPAN[max(0, max(c1, cx) - n + 1)][min(SIZE - 1, min(c0, cx) + n - 1)]
                  & _ROW_SPAN[max(0, max(r1, rx) - n + 1)][min(SIZE - 1, min(r0, rx) + n - 1)])
    _PARTNERS[c0, c1, r0, r1, n] = out
    return out


_PARTNERS: dict[tuple[int, int, int, int, int], list[int]] = {}


def _triple_key(lo: int, hi: int, third: int) -> int:
    """The key (see ``_S``) of the cells ``lo`` < ``hi`` and ``third``, in order."""
    if third > hi:
        return (lo * _S + hi) * _S + third
    if third > lo:
        return (lo * _S + third) * _S + hi
    return (third * _S + lo) * _S + hi


def tree_turn_keys(occupied: int, n: int, limit: int) -> tuple[list[int], list[int], list[int]]:
    """The cell sets of every tree turn of 1 to ``limit`` cells, each once, as keys (see
    ``_S``), by size (1, 2, 3), unordered.

    A set is a tree turn when its cells are free, keep the forest inside an n x n window, and
    each of its groups touches the forest (RULING 7: trees may attach to each other). With at
    most 3 cells that gives the cases below by how many cells touch the forest themselves
    (the frontier F), each set made exactly once, so nothing is deduplicated."""
    if limit < 1:
        return [], [], []
    c0, c1, r0, r1 = box(occupied)
    free = _frame_of(c0, c1, r0, r1, n) & ~occupied    # every cell here fits on its own
    front = grow4(occupied) & free
    inner = free & ~front
    fs = bits(front)
    if limit < 2:
        return fs, [], []
    S = _S
    full = limit > 2
    two: list[int] = []
    three: list[int] = []
    if (min(SIZE - 1, c0 + n - 1) - max(0, c1 - n + 1) < n
            and min(SIZE - 1, r0 + n - 1) - max(0, r1 - n + 1) < n):
        # The frame itself fits the window, so every set of its cells does: the frontier
        # pairs and triples are combinations, made in C and already in order.
        two = [a * S + b for a, b in combinations(fs, 2)]
        if full:
            three = [(a * S + b) * S + c for a, b, c in combinations(fs, 3)]
        partners = None
    else:
        partners = _partners(c0, c1, r0, r1, n)
    above = _ABOVE
    # The loops below walk the bits of masks inline (lowest bit first): most masks are
    # empty or hold one or two cells, and a call per mask cost more than its cells.
    if partners is not None:
        # two frontier cells a < b that are partners, and a third frontier cell after b
        for a in fs:
            pa = partners[a]
            ka = a * S
            bs = front & pa & above[a]
            while bs:
                low = bs & -bs
                bs ^= low
                b = low.bit_length() - 1
                two.append(ka + b)
                if full:
                    kab = (ka + b) * S
                    cs = front & pa & partners[b] & above[b]
                    while cs:
                        one = cs & -cs
                        cs ^= one
                        three.append(kab + one.bit_length() - 1)
    if full:
        # an inner cell x, a frontier neighbour f of it and any other frontier cell g (when
        # g is a neighbour of x too, only the f < g way)
        xs = inner & grow4(front)
        while xs:
            one = xs & -xs
            xs ^= one
            x = one.bit_length() - 1
            px = free if partners is None else partners[x]
            nx = N4[x] & front & px
            fs_x = nx
            while fs_x:
                low = fs_x & -fs_x
                fs_x ^= low
                f = low.bit_length() - 1
                gs = front & px & ~(nx & ~above[f])
                if partners is not None:
                    gs &= partners[f]
                lo, hi = (x, f) if x < f else (f, x)
                while gs:
                    bit = gs & -gs
                    gs ^= bit
                    three.append(_triple_key(lo, hi, bit.bit_length() - 1))
    for a in fs:
        # a frontier cell and an inner neighbour x (and a third inner cell y: next to a
        # after x, or next to x but not to a)
        pa = free if partners is None else partners[a]
        na = N4[a] & inner
        xs = na & pa
        while xs:
            one = xs & -xs
            xs ^= one
            x = one.bit_length() - 1
            lo, hi = (a, x) if a < x else (x, a)
            two.append(lo * S + hi)
            if full:
                px = pa if partners is None else pa & partners[x]
                ys = ((na & above[x]) | (N4[x] & inner & ~na)) & px
                while ys:
                    low = ys & -ys
                    ys ^= low
                    three.append(_triple_key(lo, hi, low.bit_length() - 1))
    return fs, two, three


def _key_mask(key: int) -> int:
    """The plain mask of a tree turn's key."""
    if key < _S:
        return 1 << key
    if key < _S2:
        return 1 << key // _S | 1 << key % _S
    return 1 << key // _S2 | 1 << key // _S % _S | 1 << key % _S


def tree_turn_masks(occupied: int, n: int, limit: int) -> list[int]:
    """The cell sets (plain masks) of every tree turn of 1 to ``limit`` cells, each once,
    unordered (``tree_turn_keys`` as masks)."""
    return [_key_mask(key) for size in tree_turn_keys(occupied, n, limit) for key in size]


def pond_steps(state: State, seat: int) -> list[Move]:
    """The moves ``legal_moves`` lists first in a turn of ``seat`` (the phase and the turn
    are checked by the caller): ``refill`` and ``cat-refill`` where allowed."""
    out: list[Move] = []
    types = {w for w in state.pond if w}
    if not state.actions and len(types) == 1:
        out.append(Refill())
    if state.forests[seat].ready:
        out.append(CatRefill())
    return out


def legal_moves(state: State, seat: int) -> Iterator[Move]:
    """§7.2 order: ``refill``, ``cat-refill``, takes round-robin, tree turns; in the cat
    phase ``cat stay`` and ``cat <tree>``. ``undo`` and ``resign`` are not listed."""
    # Built as one list (about 1,300 moves in a turn): a generator's yield per move cost
    # more than the rest of the listing once the takes and tree turns were cached.
    if state.over or seat not in to_act(state):
        return iter(())
    forest = state.forests[seat]
    out: list[Move] = []
    if state.phase == "cat":
        out.append(CatMove(None))
        out += [CatMove(c) for c in sorted(c for c, k in forest.cells.items() if k == "T")]
        return iter(out)
    out += pond_steps(state, seat)
    takes = _take_list(state, seat)
    out += takes
    if "cat-refill" in state.actions and takes:
        return iter(out)
    if tiles_left(state) >= 1:
        out += _tree_turn_tuple(state, seat)
    return iter(out)


# --------------------------------------------------------------------------- turn flow


def _round_order(state: State) -> list[int]:
    """This round's order of seats, from the start player."""
    return [(state.start + k) % state.seats for k in range(state.seats)]


def _begin_turn(state: State, seat: int, events: list[Event]) -> None:
    """The turn passes to ``seat``: compulsory refill, forced pass (§4.1, §4.8)."""
    state.turn = seat
    state.actions = []
    state.turn_no += 1
    events.append(Event("turn_start", {"seat": seat, "turn_no": state.turn_no,
                                       "round": state.round}))
    if not any(state.pond):
        _refill(state, None, "auto", events)
    forest = state.forests[seat]
    if tiles_left(state) == 0 or is_full(forest, grid_n(state)):
        # RULING 29: neither a take nor a tree turn is possible; the bot passes at once.
        state.passes += 1
        events.append(Event("pass", {"seat": seat}))
        _end_turn(state, seat, events, passed=True)


def _end_turn(state: State, seat: int, events: list[Event], passed: bool = False) -> None:
    """After a take, tree turn or pass by ``seat``: trigger check, next turn or round end."""
    n = grid_n(state)
    if not passed:
        state.passes = 0
        if is_full(state.forests[seat], n) and not state.triggered:
            state.triggered = True
            events.append(Event("round_end_triggered", {"seat": seat, "round": state.round}))
    if state.solo is not None:
        _end_solo_turn(state, seat, events, passed)
        return
    # The seat that just ended its turn counts in the order even if it has just resigned.
    order = [s for s in _round_order(state) if s not in state.resigned or s == seat]
    active = [s for s in order if s not in state.resigned]
    if not active:
        return
    if (state.triggered and seat == order[-1]) or state.passes >= len(active):
        _end_round(state, events)
        return
    nxt = min(active, key=lambda s: (s - seat - 1) % state.seats)
    _begin_turn(state, nxt, events)


def _end_solo_turn(state: State, seat: int, events: list[Event], passed: bool) -> None:
    solo = state.solo
    assert solo is not None
    if state.triggered or solo.final_turn or passed or not solo.tokens:
        _end_round(state, events)
        return
    _phantom_turn(state, events)
    _begin_turn(state, seat, events)


def _phantom_turn(state: State, events: list[Event]) -> None:
    """§5.6: reveal a token v, walk clockwise collecting v wisps, take the best one."""
    solo = state.solo
    assert solo is not None
    value = solo.tokens.pop()
    met = _phantom_walk(state, value)
    if len(met) < value:
        _refill(state, None, "phantom", events)
        met = _phantom_walk(state, value)
    if not met:
        events.append(Event("phantom_none", {"value": value, "tokens": len(solo.tokens)}))
    else:
        best = max(met, key=lambda k: (solo.values[state.pond[k]], -met.index(k)))  # type: ignore[index]
        wisp = state.pond[best]
        assert wisp is not None
        origin = solo.space
        solo.space = best
        state.pond[best] = None
        solo.collection[wisp] += 1
        events.append(Event("phantom", {
            "value": value, "from": origin + 1, "to": best + 1, "type": wisp,
            "tokens": len(solo.tokens), "line": f"phantom {value} -> {best + 1} {wisp}"}))
    state.reveals += 1
    if not solo.tokens:
        solo.final_turn = True


def _phantom_walk(state: State, value: int) -> list[int]:
    solo = state.solo
    assert solo is not None
    met = []
    for k in range(1, 8):
        space = (solo.space + k) % 8
        if state.pond[space] is not None:
            met.append(space)
            if len(met) == value:
                break
    return met


def _start_round(state: State, events: list[Event]) -> None:
    """A round begins: solo tokens and the phantom's first turn, then the first turn."""
    state.phase = "turn"
    state.triggered = False
    state.passes = 0
    events.append(Event("round_start", {"round": state.round, "n": grid_n(state),
                                        "start_seat": state.start}))
    if state.solo is not None:
        solo = state.solo
        tokens = list(DATA["solo"]["firefly_tokens"])
        rng_for(state.seed, "fireflies", state.round).shuffle(tokens)
        solo.tokens = tokens[:DATA["solo"]["tokens_per_round"][state.round - 1]]
        solo.final_turn = False
        _phantom_turn(state, events)
    _begin_turn(state, state.start, events)


def _end_round(state: State, events: list[Event]) -> None:
    """§5.2 scoring of every forest; then the cat phase or the end of the game."""
    state.reveals += 1
    scores = {}
    for seat, forest in enumerate(state.forests):
        points = score_forest(state.cards, forest, state.round)
        score = sum(points.values())
        state.round_scores[seat].append(score)
        scores[str(seat)] = score
        events.append(Event("round_score", {
            "round": state.round, "seat": seat, "cards": points, "score": score,
            "total": sum(state.round_scores[seat])}))
    if state.solo is not None:
        solo = state.solo
        phantom = sum(solo.collection[w] * solo.values[w] for w in WISPS)
        solo.scores.append(phantom)
        events.append(Event("phantom_score", {"round": state.round, "score": phantom,
                                              "total": sum(solo.scores)}))
    events.append(Event("round_end", {"round": state.round, "scores": scores}))
    if state.round == 3:
        _finish(state, "complete", events)
        return
    state.phase = "cat"
    state.chosen = [s in state.resigned for s in range(state.seats)]
    state.turn_no += 1
    events.append(Event("cat_phase", {"round": state.round, "turn_no": state.turn_no}))


def _next_round(state: State, events: list[Event]) -> None:
    """§5.4 steps 2-4: clear trees, re-centre, pass the start player, begin the round."""
    cleared = 0
    for forest in state.forests:
        for c in [c for c, k in forest.cells.items() if k == "T"]:
            state.supply.append(forest.backs.pop(c))
            del forest.cells[c]
            cleared += 1
        _recentre(forest)
    rng_for(state.seed, "supply", state.shuffles).shuffle(state.supply)
    state.shuffles += 1
    state.round += 1
    order = [s for s in range(state.seats) if s not in state.resigned]
    state.start = min(order, key=lambda s: (s - state.start - 1) % state.seats)
    events.append(Event("trees_cleared", {"trees": cleared, "supply": len(state.supply)}))
    _start_round(state, events)


def _recentre(forest: Forest) -> None:
    """RULING 20: move the bounding box to left floor((11-w)/2), top floor((11-h)/2)."""
    c0, c1, r0, r1 = box(forest.occupied)
    dc = (SIZE - (c1 - c0 + 1)) // 2 - c0
    dr = (SIZE - (r1 - r0 + 1)) // 2 - r0
    shift = dr * STRIDE + dc
    forest.cells = {c + shift: k for c, k in forest.cells.items()}
    forest.backs = {c + shift: k for c, k in forest.backs.items()}
    forest.cat += shift
    forest.last = ()


def _finish(state: State, reason: str, events: list[Event]) -> None:
    state.phase = "over"
    state.end_reason = reason
    state.undo = None
    res = result(state)
    events.append(Event("game_end", {
        "reason": reason, "scores": {str(k): v for k, v in res.scores.items()},
        "winners": res.winners, "phantom": res.details.get("phantom")}))


# --------------------------------------------------------------------------- apply


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Resolve ``move`` and play it on a copy; returns the new state and its public events."""
    move = resolve(state, seat, move)
    events: list[Event] = []
    if isinstance(move, Undo):
        return _apply_undo(state, seat, events), events
    new = state.copy()
    new._events = events  # type: ignore[attr-defined]  # rebuilt-supply events land here
    new.seat_moves[seat] += 1
    undo_before = None
    if isinstance(move, Take | Trees):
        undo_before = Before(state)
    new.undo = None
    reveals = new.reveals
    if isinstance(move, Refill):
        new.actions.append("refill")
        _refill(new, seat, "free", events)
    elif isinstance(move, CatRefill):
        new.actions.append("cat-refill")
        new.forests[seat].ready = False
        _refill(new, seat, "cat", events)
    elif isinstance(move, Take):
        _apply_take(new, seat, move, events)
    elif isinstance(move, Trees):
        _apply_trees(new, seat, move, events)
    elif isinstance(move, CatMove):
        _apply_cat_move(new, seat, move, events)
    elif isinstance(move, Resign):
        _apply_resign(new, seat, events)
    if undo_before is not None and not new.over:
        revealed = new.reveals != reveals
        new.undo = {"seat": seat, "move": str(move),
                    "before": None if revealed else undo_before}
    del new._events  # type: ignore[attr-defined]
    return new, events


def _apply_take(state: State, seat: int, move: Take, events: list[Event]) -> None:
    forest = state.forests[seat]
    wisp = state.pond[move.space - 1]
    assert wisp is not None
    state.pond[move.space - 1] = None
    for c in move.cells:
        if c != move.wisp:
            forest.backs[c] = _draw(state)
            forest.cells[c] = "T"
    forest.cells[move.wisp] = wisp
    if move.cat:
        forest.ready = False
    forest.last = move.cells
    events.append(Event("take", {
        "seat": seat, "move": str(move), "space": move.space, "shape": move.shape,
        "type": wisp, "cells": [name(c) for c in move.cells], "wisp": name(move.wisp),
        "cat": move.cat}))
    _end_turn(state, seat, events)


def _apply_trees(state: State, seat: int, move: Trees, events: list[Event]) -> None:
    forest = state.forests[seat]
    for c in move.cells:
        forest.backs[c] = _draw(state)
        forest.cells[c] = "T"
    forest.ready = True  # RULING 6
    forest.last = move.cells
    events.append(Event("trees", {"seat": seat, "move": str(move),
                                  "cells": [name(c) for c in move.cells]}))
    _end_turn(state, seat, events)


def _apply_cat_move(state: State, seat: int, move: CatMove, events: list[Event]) -> None:
    forest = state.forests[seat]
    if move.cell is not None:
        # The old cat cell becomes a tree; each tile keeps its hidden back where it lies.
        del forest.cells[move.cell]
        forest.cells[forest.cat] = "T"
        forest.cat = move.cell
    state.chosen[seat] = True
    if move.cell is None:
        events.append(Event("cat_stay", {"seat": seat, "move": str(move)}))
    else:
        events.append(Event("cat_move", {"seat": seat, "move": str(move),
                                         "cell": name(move.cell)}))
    if all(state.chosen):
        _next_round(state, events)


def _apply_resign(state: State, seat: int, events: list[Event]) -> None:
    """See the package docstring: solo loses; otherwise the seat is skipped from now on."""
    state.resigned.append(seat)
    events.append(Event("resign", {"seat": seat}))
    active = [s for s in range(state.seats) if s not in state.resigned]
    if state.seats == 1 or len(active) < 2:
        _finish(state, "resign", events)
        return
    if state.phase == "cat":
        state.chosen[seat] = True
        if all(state.chosen):
            _next_round(state, events)
    elif state.turn == seat:
        _end_turn(state, seat, events, passed=False)


def _apply_undo(state: State, seat: int, events: list[Event]) -> State:
    assert state.undo is not None
    before = state.undo["before"]
    # Through JSON, as a saved game would be restored (tile backs in reading order).
    restored = from_json(before.json() if isinstance(before, Before) else before)
    restored.turn_no = state.turn_no + 1
    restored.seat_moves = list(state.seat_moves)
    restored.seat_moves[seat] += 1
    events.append(Event("undo", {"seat": seat, "move": state.undo["move"],
                                 "turn_no": restored.turn_no}))
    return restored


# --------------------------------------------------------------------------- result


def rank(state: State) -> list[list[int]]:
    """§5.5 ranking: total, then round-3 score; resigned seats last (latest first)."""
    active = [s for s in range(state.seats) if s not in state.resigned]

    def key(s: int) -> tuple[int, int]:
        rounds = state.round_scores[s]
        return sum(rounds), rounds[2] if len(rounds) >= 3 else 0

    ranking: list[list[int]] = []
    for s in sorted(active, key=lambda s: (-key(s)[0], -key(s)[1], s)):
        if ranking and key(ranking[-1][0]) == key(s):
            ranking[-1].append(s)
        else:
            ranking.append([s])
    return ranking + [[s] for s in reversed(state.resigned)]


def result(state: State) -> Result:
    """Final (or current) scores and ranking; solo is ``won`` / ``lost`` (§5.6)."""
    scores = totals(state)
    if state.solo is not None:
        phantom = sum(state.solo.scores)
        won = state.over and state.end_reason == "complete" and scores[0] > phantom
        reason = ("won" if won else "lost") if state.over else "running"
        return Result(scores=scores, ranking=[[0]] if won else [], reason=reason,
                      details={"phantom": phantom, "rounds": [list(r) for r in
                                                              state.round_scores]})
    return Result(scores=scores, ranking=rank(state),
                  reason=state.end_reason or "running",
                  details={"rounds": [list(r) for r in state.round_scores],
                           "resigned": list(state.resigned)})
