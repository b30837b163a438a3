"""Seeded randomness: every draw comes from (master seed, purpose, counter).

Never use the module-level ``random``: a table's whole future must follow from its secret
seed and its move log, so replays are exact.
"""

from __future__ import annotations

import hashlib
import random


def derive_seed(seed: int, purpose: str, counter: int = 0) -> int:
    """A 64-bit sub-seed for one purpose, e.g. ``("deal", 0)`` or ``("game", 2)``."""
    digest = hashlib.sha256(f"{seed}:{purpose}:{counter}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def rng_for(seed: int, purpose: str, counter: int = 0) -> random.Random:
    """A private ``random.Random`` for one purpose of one table."""
    return random.Random(derive_seed(seed, purpose, counter))
