"""Optional protocol hooks of Wispwood: autocomplete, turn controls, status lines, the
opening events."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from rules.protocol import Control, Event

from .engine import (
    _any_take,
    _pairs,
    _Placer,
    legal_moves,
    may_undo,
    pond_steps,
    to_act,
    tree_turns,
    trees_allowed,
)
from .moves import CatMove, Move, Take
from .state import State
from .view import WispwoodView

LIMIT = 25
SCAN = 4000  # candidates looked at per keystroke at most: autocomplete must stay fast


def opening_events(state: State) -> list[Event]:
    """The events of set-up (round start, the solo phantom's first turn, the first turn),
    posted with the first picture."""
    return [Event(e["code"], e["params"],
                  frozenset(e["visible_to"]) if "visible_to" in e else None)
            for e in state.opening]


def timeout_move(state: State, seat: int) -> Move | None:
    """The spec's default when a seat's deadline runs out (§5.4, RULING 32): between
    rounds, a seat that has not chosen keeps its cat where it is (``cat stay``). Nothing
    for an ordinary turn: the spec states no default there, so the others are asked."""
    if state.phase == "cat" and seat in to_act(state):
        return CatMove(None)
    return None


def _normal(text: str) -> str:
    return re.sub(r"\s*,\s*", ",", " ".join(text.lower().split()))


def _narrowed_takes(state: State, seat: int, words: list[str]) -> Iterator[Take]:
    """Takes whose space (and shape) match the typed words, generated only for those."""
    space = int(words[1]) if len(words) > 1 and words[1] in "12345678" and words[1] else None
    shape = words[2].upper() if len(words) > 2 else None
    placer = _Placer(state, seat)
    for k, s, flag in _pairs(state, seat):
        if space is not None and k != space - 1:
            continue
        if shape is not None and s != shape:
            continue
        yield from placer.takes(k, state.pond[k], s, flag)  # type: ignore[arg-type]


def _rank(candidates: Iterable[Move], typed: str) -> list[str]:
    exact: list[str] = []
    prefix: list[str] = []
    inside: list[str] = []
    for scanned, move in enumerate(candidates):
        if scanned >= SCAN or len(exact) + len(prefix) >= LIMIT:
            break
        text = str(move)
        low = text.lower()
        if low == typed:
            exact.append(text)
        elif low.startswith(typed):
            prefix.append(text)
        elif typed in low and len(inside) < LIMIT:
            inside.append(text)
    return (exact + prefix + inside)[:LIMIT]


def suggest(state: State, seat: int, typed: str) -> list[str]:
    """Up to 25 canonical legal moves matching ``typed`` (exact > prefix > substring); with
    nothing typed, the start of ``legal_moves``. A typed ``take <space> <shape>`` narrows the
    generation itself. Uses only the public state (the supply is needed only as a count)."""
    if state.over or seat not in to_act(state):
        return []
    text = _normal(typed or "")
    words = text.split()
    if words and state.phase == "turn":
        if words[0] == "take" and len(words) > 1:
            return _rank(_narrowed_takes(state, seat, words), text)
        if len(words[0]) >= 2 and "trees".startswith(words[0]):
            # Tree turns come after every take in legal_moves: go to them directly.
            return _rank(tree_turns(state, seat) if trees_allowed(state, seat) else [], text)
    return _rank(legal_moves(state, seat), text)


def turn_controls(state: State, seat: int) -> list[Control]:
    """Controls for ``seat`` now. Kinds: ``button`` (one move), ``select`` (one of ``moves``)
    and ``modal`` (``place`` / ``trees``: a one-field notation modal, §7.2, no fixed move)."""
    controls: list[Control] = []
    if state.over:
        return controls
    if seat in to_act(state):
        if state.phase == "cat":
            options = tuple(str(m) for m in legal_moves(state, seat))
            controls.append(Control("select", options, "cat_move", {"seat": seat}))
        else:
            # The listing's first moves, without building the takes and tree turns after
            # them (they are decided below, cheaply).
            for move in pond_steps(state, seat):
                text = str(move)
                if text == "refill":
                    controls.append(Control("button", (text,), "refill"))
                elif text == "cat-refill":
                    controls.append(Control("button", (text,), "cat_refill"))
            if _any_take(state, seat):
                controls.append(Control("modal", (), "place", style="primary"))
            if trees_allowed(state, seat):
                controls.append(Control("modal", (), "trees"))
    if may_undo(state, seat):
        controls.append(Control("button", ("undo",), "undo"))
    return controls


def status_lines(public: WispwoodView) -> list[tuple[str, dict[str, Any]]]:
    """Round, pond stock and every forest's scores for ``/game status``."""
    lines: list[tuple[str, dict[str, Any]]] = [
        ("status.round", {"round": public.round, "n": public.n, "phase": public.phase,
                          "supply": public.supply, "discard": len(public.discard)}),
    ]
    for f in public.forests:
        lines.append(("status.player_resigned" if f.resigned else "status.player", {
            "seat": f.seat, "total": f.total,
            "rounds": " + ".join(str(x) for x in f.round_scores) or "-",
            "filled": f.filled, "size": public.n * public.n,
            "cat": "ready" if f.ready else "hidden"}))
    if public.solo:
        s = public.solo
        lines.append(("status.phantom", {"total": s.total, "tokens": s.tokens_left,
                                         "space": s.space}))
    return lines
