"""Shared helpers for the Living Forest tests."""

from __future__ import annotations

import pytest

import rules.living_forest as lf
from rules.errors import GroveError


def play(state, seat, text):
    """Apply a typed move; returns (state, events)."""
    return lf.apply(state, seat, lf.parse_move(text))


def refusal(state, seat, text, kind=GroveError):
    """The refusal of a typed move (asserting its class)."""
    with pytest.raises(kind) as info:
        lf.apply(state, seat, lf.parse_move(text))
    return info.value


def code(state, seat, text):
    """The reason code refusing a typed move."""
    return refusal(state, seat, text).code


def codes(events):
    """The event codes, in order."""
    return [e.code for e in events]


def totals(state, seat):
    """E(x) of a seat as a dict."""
    e, _, _ = lf.stats(state, seat)
    return dict(zip(("sun", "water", "plant", "wind", "flower"), e, strict=True))
