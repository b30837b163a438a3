"""What anybody may see of a Fairy Lights table (spec §6): every view is the public view.

The deck order is never part of a view: the remaining composition is derived from the
cards that have been revealed (the full composition minus every face-up card, RULING 12).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.protocol import Result

from .cards import CARD_TYPES, COLOURS, COMPOSITION, bulbs, colour, stars
from .engine import must_take, result, score_of
from .state import State


@dataclass(frozen=True)
class ColourGroup:
    """The cards of one colour in a pile, with their totals."""

    colour: str                 # R|Y|G|B|P
    cards: tuple[str, ...]      # notations, e.g. ("G1/1", "G2/1")
    bulbs: int
    stars: int


@dataclass(frozen=True)
class PlayerView:
    """One seat's public area."""

    seat: int
    collection: tuple[ColourGroup, ...]   # colours in canonical order, only non-empty ones
    collection_stars: int
    scored_count: int
    scored_stars: int
    score: int                            # scored stars minus collection stars
    is_turn: bool
    is_start: bool
    resigned: bool


@dataclass(frozen=True)
class FairyLightsView:
    """The public picture of a game of Fairy Lights."""

    seats: int
    shop: tuple[str, ...]                 # left to right
    last_card: str | None                 # the rightmost shop card
    bust_index: int | None                # shop index of the busting card, right after a bust
    deck_size: int
    discard_count: int
    discard: tuple[ColourGroup, ...]      # grouped by colour, canonical order
    remaining: tuple[tuple[str, int], ...]  # (card type, copies left in the deck), F9 order
    players: tuple[PlayerView, ...]
    to_act: int | None                    # seat whose turn it is; None when over
    start_player: int
    drawn: int                            # non-bust draws made so far this turn
    must_take: bool                       # drawing is not possible now (full shop / empty deck)
    undo_seat: int | None                 # seat that may still undo its take
    resigned: tuple[int, ...]
    turn_no: int
    over: bool
    result: Result | None


def _groups(cards: list[str]) -> tuple[ColourGroup, ...]:
    by_colour: dict[str, list[str]] = {}
    for card in cards:
        by_colour.setdefault(colour(card), []).append(card)
    return tuple(
        ColourGroup(
            c,
            tuple(by_colour[c]),
            sum(bulbs(x) for x in by_colour[c]),
            sum(stars(x) for x in by_colour[c]),
        )
        for c in COLOURS
        if c in by_colour
    )


def remaining_composition(state: State) -> tuple[tuple[str, int], ...]:
    """Copies of each card type still in the deck, from the revealed cards only."""
    revealed: Counter[str] = Counter(state.shop)
    revealed.update(state.discard)
    for pile in state.collections + state.scored:
        revealed.update(pile)
    return tuple((t, COMPOSITION[t] - revealed[t]) for t in CARD_TYPES)


def view(state: State, seat: int | None = None) -> FairyLightsView:
    """The public view (``seat`` does not matter: nothing is private to one player)."""
    players = tuple(
        PlayerView(
            seat=s,
            collection=_groups(state.collections[s]),
            collection_stars=sum(stars(c) for c in state.collections[s]),
            scored_count=len(state.scored[s]),
            scored_stars=sum(stars(c) for c in state.scored[s]),
            score=score_of(state, s),
            is_turn=not state.over and s == state.turn,
            is_start=s == state.start,
            resigned=s in state.resigned,
        )
        for s in range(state.seats)
    )
    return FairyLightsView(
        seats=state.seats,
        shop=tuple(state.shop),
        last_card=state.shop[-1] if state.shop else None,
        bust_index=state.bust_index,
        deck_size=len(state.deck),
        discard_count=len(state.discard),
        discard=_groups(state.discard),
        remaining=remaining_composition(state),
        players=players,
        to_act=None if state.over else state.turn,
        start_player=state.start,
        drawn=state.drawn,
        must_take=not state.over and must_take(state),
        undo_seat=state.undo["seat"] if state.undo else None,
        resigned=tuple(state.resigned),
        turn_no=state.turn_no,
        over=state.over,
        result=result(state) if state.over else None,
    )
