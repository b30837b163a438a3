"""Shared helpers for the Halali! rules tests."""

from __future__ import annotations

import pytest

from rules import halali
from rules.errors import GroveError

BLUE, BROWN = 0, 1  # seats, with the fixture default seat0="blue"


def play(state, seat, text):
    """Apply notation for a seat; return (new_state, events)."""
    return halali.apply(state, seat, halali.parse_move(text))


def refusal(state, seat, text, exc=GroveError):
    """The refusal raised by resolve for this notation (fails if it is accepted)."""
    with pytest.raises(exc) as info:
        halali.resolve(state, seat, halali.parse_move(text))
    return info.value


def code(state, seat, text):
    """Reason code of the refusal."""
    return refusal(state, seat, text).code


def tile(view, square):
    """The TileView on a square, or None."""
    return next((t for t in view.tiles if t.square == square), None)
