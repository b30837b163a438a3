"""Build Wispwood states from the spec's worked-example notation (§9), for tests.

A forest is either a grid as printed in the spec (a header of column letters, then one line
per row: the row number and one letter per column; ``.`` empty)::

        D E F G
     4  T P T H
     5  T T W T

or a token list ``"E6 T, F6 C, G6 T, H6 H"``. Letters: ``C`` the cat (``c``: hidden),
``T`` tree, ``P H W S`` wisps.

``position(forest0, forest1, ..., round=1, pond="PH.....S", cards=[...], ...)``: the pond is
eight letters for spaces 1-8 (``.`` empty, ``*`` the solo phantom) or a dict space -> letter;
the default slots are the spec's example pond (D2, I3, L3, O4, I4, T4, S4, L4). Tree backs,
the cats' tiles and the supply are filled with the tiles not used elsewhere so the 160-tile
count holds, unless ``supply`` (a count) and ``discard`` (letters) say otherwise.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

from .engine import apply, is_over, to_act
from .geometry import NAME_TO_CELL, WISPS
from .policy import auto_move
from .state import TILES, Forest, Solo, State

EXAMPLE_SLOTS = ["D2", "I3", "L3", "O4", "I4", "T4", "S4", "L4"]
EXAMPLE_CARDS = ["TREE-2", "PUMP-1", "HEART-2", "WITCH-2", "SPARK-1"]


def parse_forest(text: str) -> dict[str, str]:
    """Cell name -> letter (``C``/``c``, ``T``, ``P``, ``H``, ``W``, ``S``) of a forest text."""
    lines = [ln for ln in text.strip("\n").splitlines() if ln.strip()]
    if lines and re.fullmatch(r"\s*([A-K]\s*)+", lines[0]):
        columns = lines[0].split()
        out = {}
        for line in lines[1:]:
            row, *letters = line.split()
            if len(letters) != len(columns):
                raise ValueError(f"row {row} has {len(letters)} cells, expected {len(columns)}")
            for col, letter in zip(columns, letters, strict=True):
                if letter != ".":
                    out[f"{col}{row}"] = letter
        return out
    out = {}
    for token in re.split(r"\s*,\s*", text.strip()):
        if token:
            where, letter = token.split()
            out[where.upper()] = letter
    return out


def position(*forests: str, **facts: Any) -> State:
    """A state from forest texts plus keyword facts (see the module docstring).

    Facts: ``round`` (1), ``pond`` (8 letters or dict), ``cards``, ``slots``, ``turn`` (0),
    ``start`` (0), ``phase`` ("turn"), ``actions`` ([]), ``supply`` (count), ``discard``
    (letters), ``triggered``, ``chosen``, ``round_scores``, ``solo`` (dict with ``values``,
    ``space`` 1-8, ``tokens``, ``collection``), ``seed``.
    """
    seats = len(forests)
    pond_fact = facts.get("pond", "........")
    pond: list[str | None] = [None] * 8
    phantom = None
    if isinstance(pond_fact, dict):
        for space, letter in pond_fact.items():
            pond[int(space) - 1] = letter
    else:
        for i, letter in enumerate(pond_fact):
            if letter == "*":
                phantom = i
            elif letter != ".":
                pond[i] = letter
    discard = list(facts.get("discard", ""))
    built = []
    for text in forests:
        cells: dict[int, str] = {}
        cat = None
        ready = True
        for where, letter in parse_forest(text).items():
            c = NAME_TO_CELL[where]
            if letter in ("C", "c"):
                cat, ready = c, letter == "C"
            elif letter in ("T",) + WISPS:
                cells[c] = letter
            else:
                raise ValueError(f"unknown letter {letter!r} at {where}")
        if cat is None:
            raise ValueError("a forest needs its cat")
        built.append(Forest(cells, cat, ready))
    solo_fact = facts.get("solo")
    collection = dict.fromkeys(WISPS, 0)
    if solo_fact:
        collection.update(solo_fact.get("collection", {}))
    # Tiles not visible anywhere become tree backs, cats' tiles and the supply, in order.
    used: Counter[str] = Counter(w for w in pond if w)
    used.update(discard)
    used.update(collection)
    for f in built:
        used.update(k for k in f.cells.values() if k != "T")
    pool = [w for w in WISPS for _ in range(max(0, TILES[w] - used[w]))]
    for f in built:
        for c in [*sorted(c for c, k in f.cells.items() if k == "T"), f.cat]:
            f.backs[c] = pool.pop() if pool else "P"
    supply = pool
    if "supply" in facts:
        supply = (pool * 2 + list(WISPS) * 40)[: int(facts["supply"])]
    state = State(
        seats=seats, seed=int(facts.get("seed", 0)), cards=list(facts.get("cards", EXAMPLE_CARDS)),
        slots=list(facts.get("slots", EXAMPLE_SLOTS)), pond=pond, supply=supply,
        discard=discard, forests=built, start=int(facts.get("start", 0)),
        turn=int(facts.get("turn", 0)), round=int(facts.get("round", 1)),
        phase=facts.get("phase", "turn"), actions=list(facts.get("actions", [])),
        triggered=bool(facts.get("triggered", False)),
        chosen=list(facts.get("chosen", [False] * seats)), seat_moves=[0] * seats,
        round_scores=[list(r) for r in facts.get("round_scores", [[] for _ in range(seats)])],
        turn_no=int(facts.get("turn_no", 1)),
    )
    if solo_fact or phantom is not None:
        solo_fact = solo_fact or {}
        state.solo = Solo(
            level=solo_fact.get("level", "normal"),
            values=dict(solo_fact.get("values", {"P": 5, "H": 8, "W": 6, "S": 3})),
            space=int(solo_fact.get("space", (phantom or 0) + 1)) - 1,
            collection=collection, tokens=list(solo_fact.get("tokens", [1, 2, 3, 4])))
    return state


def play_auto(state: State, steps: int) -> State:
    """``state`` after up to ``steps`` moves of the §7.4 automatic policy (for tests); in the
    cat phase the lowest seat still to choose moves first."""
    for _ in range(steps):
        if is_over(state):
            break
        seat = min(to_act(state))
        state, _ = apply(state, seat, auto_move(state, seat))
    return state


def shuffle_hidden(state: State, seed: int) -> State:
    """A copy of ``state`` whose hidden facts are dealt again: the tiles whose wisp nobody sees
    (the supply and the backs of trees and cats' tiles) swap wisps among themselves, the
    supply order changes, and so does the order of the solo firefly stack. The public view and
    every tile count stay the same."""
    rng = random.Random(seed)
    other = state.copy()
    hidden = list(other.supply)
    places = [(f, c) for f in other.forests for c in sorted(f.backs)]
    hidden += [f.backs[c] for f, c in places]
    rng.shuffle(hidden)
    for f, c in places:
        f.backs[c] = hidden.pop()
    other.supply = hidden
    if other.solo is not None:
        rng.shuffle(other.solo.tokens)
    return other
