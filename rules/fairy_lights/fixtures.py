"""Build Fairy Lights states from the worked-example notation of spec §9 (for tests).

Example (F2)::

    position(players=3, to_act=1, shop="R1/0 G1/1", deck="G2/1")

Seats are 0-based (P1 is seat 0). ``deck`` lists the top cards, top first. Every card of the
60-card deck not placed anywhere goes below the listed deck cards in data-file order, or with
``rest="discard"`` into the discard pile (so a deck can hold exactly the listed cards, as in
F8, while the remaining composition stays consistent).
"""

from __future__ import annotations

from collections import Counter

from .cards import DECK, split_cards
from .engine import apply, is_over, to_act
from .policy import auto_move
from .state import State


def position(
    players: int = 3,
    to_act: int = 0,
    shop: str = "",
    deck: str = "",
    collections: dict[int, str] | None = None,
    scored: dict[int, str] | None = None,
    discard: str = "",
    start: int | None = None,
    drawn: int = 0,
    bust_index: int | None = None,
    resigned: tuple[int, ...] = (),
    rest: str = "deck",
    seed: int = 0,
) -> State:
    """A state from example notation; raises ValueError if more copies are used than exist."""
    if rest not in ("deck", "discard"):
        raise ValueError("rest must be 'deck' or 'discard'")
    colls = [split_cards((collections or {}).get(s, "")) for s in range(players)]
    scs = [split_cards((scored or {}).get(s, "")) for s in range(players)]
    shop_cards = split_cards(shop)
    deck_cards = split_cards(deck)
    discard_cards = split_cards(discard)
    used: Counter[str] = Counter(shop_cards + deck_cards + discard_cards)
    for pile in colls + scs:
        used.update(pile)
    left = Counter(DECK)
    left.subtract(used)
    over = [card for card, n in left.items() if n < 0]
    if over:
        raise ValueError(f"more copies than the deck holds: {sorted(over)}")
    # Data-file order, so fixtures are deterministic.
    remainder: list[str] = []
    for card in DECK:
        if left[card] > 0:
            remainder.append(card)
            left[card] -= 1
    if rest == "deck":
        deck_cards += remainder
    else:
        discard_cards += remainder
    return State(
        seats=players,
        seed=seed,
        start=to_act if start is None else start,
        turn=to_act,
        deck=deck_cards,
        shop=shop_cards,
        discard=discard_cards,
        collections=colls,
        scored=scs,
        drawn=drawn,
        bust_index=bust_index,
        resigned=list(resigned),
    )


def play_auto(state: State, steps: int) -> State:
    """``state`` after up to ``steps`` moves of the §7.4 automatic policy (for tests)."""
    for _ in range(steps):
        if is_over(state):
            break
        (seat,) = to_act(state)
        state, _ = apply(state, seat, auto_move(state, seat))
    return state


def shuffle_hidden(state: State, seed: int) -> State:
    """A copy of ``state`` with the deck (the only hidden fact) in another order."""
    import random

    other = state.copy()
    random.Random(seed).shuffle(other.deck)
    return other
