"""The Easy and Strong levels of Fairy Lights' automatic player (issue 20); Normal is the
§7.4 policy (``policy.auto_move``).

The only hidden fact is the deck's order (§6); its composition is public (RULING 12). So
Strong needs no sampling: it is an expectimax over the deck's public composition
(``remaining_composition``), reading the state only where the view shows the same (shop,
collections, scored piles, discard, deck size), never ``state.deck`` beyond its length.

- Strong: every option (each legal take, and ``draw`` where legal) is valued as the change
  of the seat's position value (scored stars, plus each colour it holds valued by its chance
  of being completed before the deck runs out, §4.1 step 3 and §5.2) minus part of what the
  leftover shop offers the next player. A draw is the expectation over the card types left
  in the deck: a card of the last card's colour busts (§4.1 step 2: nothing gained, the shop
  grows for the next player), any other card leads to the best option again, searched
  ``depth`` draws deep (effort 1.0: 3 draws; small efforts: fewer).
- Easy: the §7.4 decision with a cruder value: only the stars a take scores (S), blind to
  the stars it throws away or leaves in the collection, and a greedier threshold (3 stars,
  or a shop of 4). Measured over 600 seeded games a line: Normal beats it in 58% of
  two-player games and wins 35% of three-player games among two Easy seats (fair share
  33%); it beats a random player in 54%. Normal itself beats a random player in only about
  65% (this deck is kind to random takes), and every Easy tried that beat a random player
  clearly (a seeded coin, Strong's value at depth 1, fewer draws) also beat Normal.

Strong measured (``bench/strength.py --game fairy_lights``): against Normal it wins 94% of
two-player games and 90% of three-player games among two Normal seats at effort 0.3 (two
draws deep, 200 games a line), 95% and 88% at effort 1.0 (100 games a line); it thinks at
most about 0.2 s a move at effort 1.0.

``determinize`` redraws the deck's order (shuffled afresh, its composition unchanged).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from rules.levels import by_level

from .cards import COLOURS, SHOP_MAX, bulbs, colour, stars
from .engine import legal_takes, must_take, take_outcome
from .moves import Draw, Move, Take
from .policy import auto_move
from .state import State
from .view import remaining_composition

#: how much of the next player's best take on the leftover shop counts against a move
OPPONENT_WEIGHT = 0.45
#: the chance of completing a held colour per bulb of it left in the deck (a rough fit)
COMPLETE_RATE = 0.3
#: its ceiling, and the deck size below which the chance shrinks with the cards left
COMPLETE_CAP = 0.8
LATE_DECK = 25
#: draws searched ahead by Strong at effort 1.0
MAX_DEPTH = 3


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` with the deck in a fresh random order (the only hidden fact; every
    seat sees the same). The cards are sorted before the shuffle, so the result depends only
    on the deck's public composition and ``rng``. An undo snapshot (taken just before the
    last take, which drew nothing) holds the same deck and gets the same order."""
    other = state.copy()
    deck = sorted(state.deck)
    rng.shuffle(deck)
    other.deck = deck
    if other.undo is not None:
        before = dict(other.undo["before"])
        before["deck"] = list(deck)
        other.undo = {**other.undo, "before": before}
    return other




# --------------------------------------------------------------------------- Easy


def _scored_stars(state: State, seat: int, take: Take) -> int:
    return sum(sum(stars(c) for c in cards)
               for _col, kind, cards in take_outcome(state, seat, take.colours)
               if kind == "scored")


def easy_move(state: State, seat: int) -> Move:
    """Easy: draw into an empty shop; otherwise the take scoring the most stars (S alone),
    made when it scores at least 3 stars, when a take is compulsory or when the shop holds
    4 cards; else draw. Blind to what it throws away or keeps, it pushes its luck further
    than Normal (measured a little weaker than Normal, see the module docstring)."""
    if not state.shop:
        return Draw()
    takes = legal_takes(state)
    best = max(takes, key=lambda t: _scored_stars(state, seat, t))  # first of equals
    if must_take(state) or _scored_stars(state, seat, best) >= 3 or len(state.shop) >= 4:
        return best
    return Draw()


# --------------------------------------------------------------------------- Strong


def _depth(effort: float) -> int:
    """Draws searched ahead: the whole budget at effort 1.0, fewer at small efforts."""
    if effort >= 0.6:
        return MAX_DEPTH
    return 2 if effort >= 0.15 else 1


@lru_cache(maxsize=65536)
def _hold_value(col: str, held: tuple[int, int], left: int, deck: int) -> float:
    """What holding ``held`` = (bulbs, stars) of colour ``col`` in one's collection is worth:
    the stars count for you if the colour is completed later and against you otherwise
    (§5.2). ``left`` = bulbs of that colour still in the deck; ``deck`` = cards left."""
    b, s = held
    if b == 0:
        return 0.0
    need = 3 - b % 3
    if left < need or deck == 0:
        p = 0.0
    else:
        # More cards of the colour left and more game left: a better chance to finish it
        # (a rough fit, not a model of the other players' takes).
        p = min(COMPLETE_CAP, COMPLETE_RATE * left / need) * min(1.0, deck / LATE_DECK)
    gain = 0.6 * p  # the completing cards' own stars, on average about that much
    return p * (s + gain) - (1 - p) * s


def _holdings(cards: list[str]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for c in cards:
        b, s = out.get(colour(c), (0, 0))
        out[colour(c)] = (b + bulbs(c), s + stars(c))
    return out


class _Search:
    """Strong's expectimax for one decision of one seat (public facts only)."""

    def __init__(self, state: State, seat: int) -> None:
        self.seat = seat
        self.collection = list(state.collections[seat])
        self.held = _holdings(self.collection)
        self.next_seat = self._next(state, seat)
        self.next_held = (_holdings(state.collections[self.next_seat])
                          if self.next_seat is not None else {})
        self.drawn = state.drawn

    @staticmethod
    def _next(state: State, seat: int) -> int | None:
        for step in range(1, state.seats):
            other = (seat + step) % state.seats
            if other not in state.resigned:
                return other
        return None

    # A take's gain: the change of the position value for whoever takes.
    @staticmethod
    def _take_gain(held: dict[str, tuple[int, int]], shop: tuple[str, ...],
                   colours: tuple[str, ...], bulbs_left: Counter[str], deck: int) -> float:
        gain = 0.0
        for col in colours:
            before = held.get(col, (0, 0))
            b, s = before
            for c in shop:
                if colour(c) == col:
                    b += bulbs(c)
                    s += stars(c)
            old = _hold_value(col, before, bulbs_left[col], deck)
            if b % 3 == 0:
                gain += s - old
            elif b <= 2:
                gain += _hold_value(col, (b, s), bulbs_left[col], deck) - old
            else:
                gain -= old
        return gain

    @staticmethod
    def _takes(shop: tuple[str, ...]) -> list[tuple[str, ...]]:
        present = [c for c in COLOURS if any(colour(x) == c for x in shop)]
        if len(shop) >= SHOP_MAX and len(present) >= 2:
            return [(a, b) for i, a in enumerate(present) for b in present[i + 1:]]
        return [(c,) for c in present]

    def _opponent(self, shop: tuple[str, ...], bulbs_left: Counter[str], deck: int) -> float:
        """What the leftover shop offers the next player (at least nothing: it may draw)."""
        if self.next_seat is None or not shop or deck == 0:
            return 0.0
        best = max(self._take_gain(self.next_held, shop, t, bulbs_left, deck)
                   for t in self._takes(shop))
        return OPPONENT_WEIGHT * max(0.0, best)

    def take_value(self, shop: tuple[str, ...], colours: tuple[str, ...],
                   bulbs_left: Counter[str], deck: int) -> float:
        """The seat's gain from a take, less what the leftover offers the next player."""
        gain = self._take_gain(self.held, shop, colours, bulbs_left, deck)
        named = set(colours)
        rest = tuple(c for c in shop if colour(c) not in named)
        return gain - self._opponent(rest, bulbs_left, deck)

    def best(self, shop: tuple[str, ...], comp: Counter[str], deck: int, depth: int,
             may_draw: bool) -> tuple[float, Move]:
        """The best option and its value in a shop (``may_draw``: drawing is allowed)."""
        bulbs_left = _bulbs_left(comp)
        options: list[tuple[float, Move]] = [
            (self.take_value(shop, t, bulbs_left, deck), Take(t)) for t in self._takes(shop)]
        if may_draw and depth > 0 and deck > 0 and len(shop) < SHOP_MAX:
            options.append((self.draw_value(shop, comp, deck, depth), Draw()))
        if not options:
            return 0.0, Draw()
        # The first of equal values: takes in canonical order, then draw.
        value, move = options[0]
        for v, m in options[1:]:
            if v > value + 1e-9:
                value, move = v, m
        return value, move

    def draw_value(self, shop: tuple[str, ...], comp: Counter[str], deck: int,
                   depth: int) -> float:
        """Expected value of drawing once more, over the public composition of the deck."""
        last = colour(shop[-1]) if shop else None
        total = 0.0
        for card, n in comp.items():
            if n <= 0:
                continue
            p = n / deck
            after = comp.copy()
            after[card] -= 1
            grown = shop + (card,)
            if last is not None and colour(card) == last:
                # Bust (§4.1 step 2): nothing for us, a bigger shop for the next player.
                total += p * -self._opponent(grown, _bulbs_left(after), deck - 1)
                continue
            full = len(grown) >= SHOP_MAX or deck - 1 == 0
            value, _ = self.best(grown, after, deck - 1, depth - 1, not full)
            total += p * value
        return total


def _bulbs_left(comp: Counter[str]) -> Counter[str]:
    out: Counter[str] = Counter()
    for card, n in comp.items():
        if n > 0:
            out[colour(card)] += n * bulbs(card)
    return out


def strong_move(state: State, seat: int, effort: float = 1.0) -> Move:
    """Strong: the expectimax of the module docstring, ``_depth(effort)`` draws deep."""
    if not state.shop:
        return Draw()
    comp = Counter({t: n for t, n in remaining_composition(state) if n > 0})
    deck = len(state.deck)  # its size is public; its order is never read
    search = _Search(state, seat)
    may_draw = not must_take(state) and deck > 0
    _, move = search.best(tuple(state.shop), comp, deck, _depth(effort), may_draw)
    return move


#: the ``level_move`` hook: Easy, Normal (``auto_move``) and Strong behind one function
level_move = by_level(easy_move, auto_move, strong_move)
