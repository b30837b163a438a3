"""The automatic player of Living Forest (§7.5): ``auto_move``, for idle seats, seats handed
over after a timeout, automatic seats and end-to-end tests. A stronger policy would sit beside
it here and obey the same rules (deterministic, only what the seat may see)."""

from __future__ import annotations

from .engine import forms, legal_moves, net_solitary, type_allowed
from .hooks import timeout_move
from .moves import Action, Move
from .state import State


def auto_move(state: State, seat: int) -> Move:
    """The §7.5 automatic policy (deterministic; uses only what the seat may see).

    Animal phase: ``draw`` while ``N`` <= 1 and a card is left, else ``stop``. A pending
    steal: the first kind held (fire, flower, tree); a pending bonus: its first legal form,
    else ``skip``; otherwise the first legal plant, ext, att or frag, else ``pass``.
    Never ``move``, ``call``, ``elem`` or a ``+`` move; never resigns.
    """
    p = state.players[seat]
    if state.phase == "animal":
        if net_solitary(p.help) <= 1 and (p.deck or p.discard):
            return Action("draw")
        return Action("stop") if p.help else Action("draw")
    pend = state.pending[0] if state.pending else None
    if pend is not None and pend["type"] == "steal":
        return timeout_move(state, seat)
    if pend is not None:
        for m in legal_moves(state, seat):
            if isinstance(m, Action) and m.kind == pend["action"]:
                return m
        return Action("skip")
    if state.basic_used < p.actions:
        for kind in ("plant", "ext", "att", "frag"):
            move = _first_basic(state, seat, kind)
            if move is not None:
                return move
    return Action("pass")


def _first_basic(state: State, seat: int, kind: str) -> Action | None:
    if not type_allowed(state, seat, kind):
        return None
    return next(forms(state, seat, kind), None)
