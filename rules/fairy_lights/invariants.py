"""The invariants of a Fairy Lights state: ``check(state)`` raises ``CorruptState``.

``from_json`` lives here, so that ``state`` imports nothing of this module: it reads a saved
row with ``state.decode`` and calls ``check`` last, so a row that is valid JSON but not a
reachable game (an unknown card ``Z9/9``, a card twice, the turn at seat 7) is refused before
a move can be saved on top of it. Every invariant holds at every point of a real game and
for the spec's example positions (the fixtures keep the full 60-card composition). Details
never name a card of the deck: its order is the one hidden fact.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.errors import CorruptState

from .cards import COMPOSITION, MAX_SEATS, MIN_SEATS, SHOP_MAX, parse_card
from .moves import Take, parse_move
from .state import State, decode

GAME = "fairy_lights"
_SEED_LIMIT = 1 << 64
END_REASONS = frozenset({"deck_out", "resign"})


def _bad(detail: str) -> CorruptState:
    return CorruptState(detail, GAME)


def _is_int(value: Any, low: int, high: int) -> bool:
    """An int (not a bool) with ``low <= value < high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def from_json(data: dict[str, Any]) -> State:
    """Inverse of ``to_json``, refusing a state that is not a real game's.

    Raises ``CorruptState`` (a ``ValueError`` with code ``CORRUPT_TABLE``) on an unknown
    format, an unreadable field (``state.decode``) or a broken invariant (``check``).
    """
    state = decode(data)
    try:
        check(state)
    except CorruptState:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
        # A field of the wrong type (a list where a seat is) that only the checks read.
        raise CorruptState(f"unreadable state ({type(exc).__name__})", "fairy_lights") from None
    return state


def check(s: State) -> None:
    """Raise ``CorruptState`` unless ``s`` could be a position of a real game."""
    _check_seats(s)
    _check_cards(s)
    _check_turn(s)
    _check_end(s)
    if s.undo is not None:
        _check_undo(s, s.undo)


def _check_seats(s: State) -> None:
    if not _is_int(s.seats, MIN_SEATS, MAX_SEATS + 1):
        raise _bad(f"{s.seats!r} seats")
    if not _is_int(s.seed, 0, _SEED_LIMIT):
        raise _bad("seed out of range")
    if not _is_int(s.start, 0, s.seats) or not _is_int(s.turn, 0, s.seats):
        raise _bad(f"start seat {s.start!r} or turn seat {s.turn!r} is not a seat")
    if len(s.collections) != s.seats or len(s.scored) != s.seats:
        raise _bad("collections or scored piles do not match the seats")
    if len(set(s.resigned)) != len(s.resigned) or not all(
            _is_int(seat, 0, s.seats) for seat in s.resigned):
        raise _bad("resigned seats repeated or unknown")


def _check_cards(s: State) -> None:
    """Every card known, the 60-card composition exactly, collections and scores possible."""
    piles = [("deck", s.deck), ("shop", s.shop), ("discard", s.discard)]
    piles += [(f"collection {i}", c) for i, c in enumerate(s.collections)]
    piles += [(f"scored pile {i}", c) for i, c in enumerate(s.scored)]
    seen: Counter[str] = Counter()
    for name, pile in piles:
        for card in pile:
            if not isinstance(card, str) or card not in COMPOSITION:
                # The deck's order is hidden; an impossible card name in it is not.
                raise _bad(f"unknown card {str(card)[:8]!r} in the {name}")
        seen.update(pile)
    if seen != Counter(COMPOSITION):
        extra = sorted((seen - Counter(COMPOSITION)).elements())
        raise _bad(f"cards doubled or missing (extra: {' '.join(extra) or 'none'})")
    if len(s.shop) > SHOP_MAX:
        raise _bad(f"{len(s.shop)} cards in the shop")
    for seat in range(s.seats):
        for colour, total in _bulbs_by_colour(s.collections[seat]).items():
            if total not in (1, 2):  # a take keeps a colour only below one set (§4.2)
                raise _bad(f"seat {seat} keeps {total} {colour} bulbs")
        for colour, total in _bulbs_by_colour(s.scored[seat]).items():
            if total % 3:
                raise _bad(f"seat {seat} scored {total} {colour} bulbs, not whole sets")


def _bulbs_by_colour(cards: list[str]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for card in cards:
        colour, bulbs, _ = parse_card(card)
        totals[colour] = totals.get(colour, 0) + bulbs
    return totals


def _check_turn(s: State) -> None:
    if not _is_int(s.turn_no, 1, 10**6):
        raise _bad(f"turn number {s.turn_no!r}")
    if not _is_int(s.drawn, 0, SHOP_MAX + 1) or s.drawn > len(s.shop):
        raise _bad(f"{s.drawn!r} cards drawn this turn with {len(s.shop)} in the shop")
    if s.bust_index is not None and (
            not _is_int(s.bust_index, 0, SHOP_MAX) or s.bust_index != len(s.shop) - 1
            or s.drawn):
        raise _bad("the busting card is not the last of the shop")
    if not s.over and s.turn in s.resigned:
        raise _bad(f"the turn is at seat {s.turn}, which resigned")


def _check_end(s: State) -> None:
    if not isinstance(s.over, bool) or s.over != (s.end_reason is not None):
        raise _bad("end reason disagrees with the end of the game")
    if s.end_reason is not None and s.end_reason not in END_REASONS:
        raise _bad(f"unknown end reason {s.end_reason!r}")
    if s.end_reason == "deck_out" and s.deck:
        raise _bad("ended for an empty deck with cards in the deck")
    left = s.seats - len(s.resigned)
    if (s.end_reason == "resign") != (left < 2):
        raise _bad(f"{left} seats still play and the end reason is {s.end_reason!r}")
    if not s.over and not s.deck and not s.shop:
        raise _bad("no card left to draw or take, yet the game goes on")


def _check_undo(s: State, undo: Any) -> None:
    """The snapshot a take can return to: a valid state, before the taker's take."""
    if s.over or not isinstance(undo, dict) or not _is_int(undo.get("seat"), 0, s.seats):
        raise _bad("undo record after the end, or for an unknown seat")
    try:
        move = parse_move(str(undo.get("move")))
    except Exception:  # noqa: BLE001 - any failure to read it means the record is corrupt
        raise _bad("undo record names no move") from None
    if not isinstance(move, Take):
        raise _bad("undo record names a move that is not a take")
    before = from_json(undo.get("before"))
    if before.undo is not None or before.turn != undo["seat"] or before.seats != s.seats \
            or before.seed != s.seed:
        raise _bad("undo snapshot is not this table just before the take")
