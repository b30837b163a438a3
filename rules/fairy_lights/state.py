"""The Fairy Lights game state and its JSON form.

The state is the server's full knowledge, including the hidden deck order; nothing in here
may reach a player except through ``view``. Cards are notation strings (see ``cards``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from rules.errors import CorruptState

FORMAT = 1


@dataclass
class State:
    """Everything about one game of Fairy Lights."""

    seats: int
    seed: int
    start: int                      # start player (random, RULING 15)
    turn: int                       # seat whose turn it is (meaningless once over)
    deck: list[str]                 # face down, top card first: HIDDEN order
    shop: list[str] = field(default_factory=list)        # left to right
    discard: list[str] = field(default_factory=list)     # in the order discarded
    collections: list[list[str]] = field(default_factory=list)  # per seat, acquisition order
    scored: list[list[str]] = field(default_factory=list)       # per seat, acquisition order
    drawn: int = 0                  # non-bust draws made in the current turn
    bust_index: int | None = None   # shop index of the busting card while it is the news
    resigned: list[int] = field(default_factory=list)  # in order of resignation
    over: bool = False
    end_reason: str | None = None   # "deck_out" | "resign"
    turn_no: int = 1                # turns begun so far (1 = the first turn)
    undo: dict[str, Any] | None = None  # {"seat", "move", "before": state json} for §7.2 undo

    def copy(self) -> State:
        """A deep copy (apply works on one, so a failed move changes nothing)."""
        # Hand-written because deepcopy dominated the cost of a move. The undo snapshot is
        # never mutated in place (only replaced), so sharing it is safe.
        return State(
            seats=self.seats,
            seed=self.seed,
            start=self.start,
            turn=self.turn,
            deck=list(self.deck),
            shop=list(self.shop),
            discard=list(self.discard),
            collections=[list(c) for c in self.collections],
            scored=[list(c) for c in self.scored],
            drawn=self.drawn,
            bust_index=self.bust_index,
            resigned=list(self.resigned),
            over=self.over,
            end_reason=self.end_reason,
            turn_no=self.turn_no,
            undo=self.undo,
        )


def to_json(state: State) -> dict[str, Any]:
    """Plain JSON form with ``"format": 1``."""
    return {
        "format": FORMAT,
        "seats": state.seats,
        "seed": state.seed,
        "start": state.start,
        "turn": state.turn,
        "deck": list(state.deck),
        "shop": list(state.shop),
        "discard": list(state.discard),
        "collections": [list(c) for c in state.collections],
        "scored": [list(c) for c in state.scored],
        "drawn": state.drawn,
        "bust_index": state.bust_index,
        "resigned": list(state.resigned),
        "over": state.over,
        "end_reason": state.end_reason,
        "turn_no": state.turn_no,
        "undo": copy.deepcopy(state.undo),
    }


def from_json(data: dict[str, Any]) -> State:
    """Inverse of ``to_json``.

    Raises ``CorruptState`` (a ``ValueError`` with code ``CORRUPT_TABLE``) on an unknown
    format, an unreadable field or a broken invariant (``invariants.check``).
    """
    from .invariants import check  # it imports this module for the undo snapshot

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise CorruptState(f"unsupported state format {found!r}", "fairy_lights")
    try:
        state = State(
            seats=data["seats"],
            seed=data["seed"],
            start=data["start"],
            turn=data["turn"],
            deck=_cards(data["deck"]),
            shop=_cards(data["shop"]),
            discard=_cards(data["discard"]),
            collections=[_cards(c) for c in data["collections"]],
            scored=[_cards(c) for c in data["scored"]],
            drawn=data["drawn"],
            bust_index=data["bust_index"],
            resigned=list(data["resigned"]),
            over=data["over"],
            end_reason=data["end_reason"],
            turn_no=data["turn_no"],
            undo=copy.deepcopy(data["undo"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise CorruptState(f"unreadable state ({type(exc).__name__})", "fairy_lights") from None
    try:
        check(state)
    except CorruptState:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
        # A field of the wrong type (a list where a seat is) that only the checks read.
        raise CorruptState(f"unreadable state ({type(exc).__name__})", "fairy_lights") from None
    return state


def _cards(pile: Any) -> list[str]:
    """A pile as a list; its cards are checked by ``invariants.check``."""
    if not isinstance(pile, list):
        raise TypeError("a pile is not a list")
    return list(pile)
