"""Optional protocol hooks of Living Forest: turn controls, status and post lines,
autocomplete (``suggest``), the timeout defaults of R-22 (``timeout_move``), the opening
events and when a logged event becomes visible (``event_visible``). The automatic policy of
§7.5 is ``policy.auto_move``."""

from __future__ import annotations

from typing import Any

from rules import errors
from rules.protocol import Control, Event

from .data import CARDS, SLOT_INDEX, SLOTS
from .engine import (
    budget,
    forms,
    iter_moves,
    resolve,
    tiles_of,
    to_act,
    type_allowed,
)
from .moves import KINDS_ORDER, Action, Move, ext_move, parse_move
from .state import State
from .view import LivingForestView


def turn_controls(state: State, seat: int) -> list[Control]:
    """Action turn: one button per legal ``steal``, **Skip bonus**, **Take a Fragment** and
    **End turn**, and a select menu per action type that has legal forms (``select_att``,
    ``select_ext``, ``select_plant``, ``select_move``, ``select_call``, ``select_other`` for
    ``+`` bonuses and Element tiles; a pending bonus gets ``select_<action>``).

    The animal phase has no controls on the public post: each seat's Draw / Discard / Stop
    buttons are in its private panel (``private_panel``), opened by the cog's button.
    """
    if state.phase != "action" or seat not in to_act(state):
        return []
    controls: list[Control] = []
    pend = state.pending[0] if state.pending else None
    if pend is not None and pend["type"] == "steal":
        victim = state.players[pend["victim"]]
        pos = state.position(pend["victim"])
        for kind in KINDS_ORDER:
            if tiles_of(victim, kind):
                controls.append(Control("button", (f"steal {pos} {kind}",), f"steal_{kind}",
                                        {"position": pos, "kind": kind}, style="primary"))
    elif pend is not None:
        controls.append(Control("button", ("skip",), "skip_bonus",
                                {"action": pend["action"], "source": pend["source"]}))
        _select(controls, "select_" + pend["action"],
                forms(state, seat, pend["action"], int(pend.get("extra", 0)), max_att=1),
                extend=pend["action"] == "att")
    else:
        basic_left = state.basic_used < state.players[seat].actions
        if basic_left and state.frag_supply > 0:
            try:
                resolve(state, seat, Action("frag"))
                controls.append(Control("button", ("frag",), "frag", style="primary"))
            except errors.GroveError:
                pass
        controls.append(Control("button", ("pass",), "pass", style="danger"))
        for kind in SELECT_KINDS:
            if basic_left and (kind != "call" or state.kodama) \
                    and type_allowed(state, seat, kind):
                found = forms(state, seat, kind, max_att=1)
                _select(controls, "select_" + kind,
                        _round_robin(found) if kind == "plant" else found,
                        extend=kind == "att")
        # The level-3 ``+`` bonuses and Element tiles, in legal_moves order.
        _select(controls, "select_other",
                (m for m in iter_moves(state, seat, max_att=1)
                 if isinstance(m, Action) and (m.plus or m.kind == "elem")))
    return controls


#: basic actions offered as select menus on the action turn's post (``frag`` is a button).
SELECT_KINDS = ("att", "ext", "plant", "move", "call")


def _round_robin(moves: Any) -> list[Action]:
    """Plant forms taken one tree type at a time (best first), so that the 25 entries of a
    select menu offer every affordable tree, each on several spaces."""
    by_tree: dict[str, list[Action]] = {}
    for move in moves:
        by_tree.setdefault(move.tree, []).append(move)
    out: list[Action] = []
    groups = list(by_tree.values())
    for i in range(max((len(g) for g in groups), default=0)):
        out.extend(g[i] for g in groups if i < len(g))
    return out


def _group(notation: str) -> str:
    """A move's first step in a choice longer than one menu: its tree for a planting
    (``plant 5A`` of ``plant 5A@B2``), else its first item (``ext 4`` of ``ext 4 2``)."""
    return notation.split("@", 1)[0] if "@" in notation else " ".join(notation.split()[:2])


def _select(controls: list[Control], label: str, moves: Any, extend: bool = False) -> None:
    """A select menu of every legal move of one kind, grouped for a two-step choice when
    they do not fit in one menu. Attract lists are given by their first card (``extend``):
    the longer lists are chosen item by item (every ordered list can run to millions)."""
    found: list[str] = []
    for move in moves:
        text = str(move)
        if text not in found:
            found.append(text)
    if found:
        controls.append(Control("select", tuple(found), label,
                                groups=tuple(_group(m) for m in found), extend=extend))


def status_lines(public: LivingForestView) -> list[tuple[str, dict[str, Any]]]:
    """``/game status``: round and phase, then per player counts vs targets (§7.3).

    During the animal phase each player is only "drawing" or "done" (R-20).
    """
    targets = dict(public.targets)
    lines: list[tuple[str, dict[str, Any]]] = [
        ("status.round", {"round": public.round, "phase": public.phase,
                          "sacred": public.sacred, "fire_power": public.fire_power,
                          "fires": len(public.centre)}),
    ]
    for p in public.players:
        if p.resigned:
            lines.append(("status.resigned", {"seat": p.seat, "position": p.position}))
            continue
        params = {"seat": p.seat, "position": p.position, "trees": p.counts[0],
                  "fires": p.counts[1], "flowers": p.counts[2],
                  "tree_target": targets["tree"], "fire_target": targets["fire"],
                  "flower_target": targets["flower"]}
        if public.phase == "animal":
            lines.append((f"status.{p.status}", {"seat": p.seat, "position": p.position}))
        lines.append(("status.player", params))
    if public.turn is not None:
        t = public.turn
        lines.append(("status.turn", {"seat": t.seat, "left": max(0, t.actions - t.basic_used),
                                      "actions": t.actions}))
        if t.pending:
            d = dict(t.pending[0])
            lines.append((f"status.pending_{d['type']}", d))
    return lines


def post_lines(public: LivingForestView) -> list[tuple[str, dict[str, Any]]]:
    """Lines at the end of each public post (§7.1 step 1): during the animal phase, each
    player as "drawing…" or "done" (R-20: nothing else, no count of moves)."""
    if public.phase != "animal":
        return []
    return [(f"status.{p.status}", {"seat": p.seat, "position": p.position})
            for p in public.players if p.status in ("drawing", "done")]


def suggest(state: State, seat: int, typed: str) -> list[str]:
    """Autocomplete (§7.3): a typed ``att`` / ``ext`` list (if legal) and that list extended
    by one affordable item; otherwise legal moves matching the text, exact > prefix >
    substring. Never enumerates every Attract list; at most 25 entries."""
    if seat not in to_act(state):
        return []
    text = " ".join(typed.lower().split())
    words = text.lstrip("+").strip().split(" ")
    if words and words[0] in ("att", "ext"):
        return _extend_list(state, seat, text)[:25]
    pool: list[str] = []
    seen: set[str] = set()
    # Attract lists are cut to one card here (they are extended by typing ``att``), so the
    # pool stays small and every other kind of move is reached.
    for m in iter_moves(state, seat, max_att=1):
        s = str(m)
        if s not in seen:
            seen.add(s)
            pool.append(s)
    exact = [s for s in pool if s == text]
    prefix = [s for s in pool if s != text and s.startswith(text)]
    inner = [s for s in pool if text and text in s and not s.startswith(text)]
    return (exact + prefix + inner)[:25]


def _legal(state: State, seat: int, move: Move) -> bool:
    try:
        resolve(state, seat, move)
    except errors.GroveError:
        return False
    return True


def _extend_list(state: State, seat: int, text: str) -> list[str]:
    plus = text.startswith("+")
    words = text.lstrip("+").strip().split(" ")
    kind, items = words[0], [w for w in words[1:] if w]
    try:
        base = parse_move(text) if items else None
    except errors.BadNotation:
        # An unfinished last item (``att 2``): complete from the items before it.
        items = items[:-1]
        base = parse_move(("+" if plus else "") + " ".join([kind, *items])) if items else None
    out: list[str] = []
    if base is not None and _legal(state, seat, base):
        out.append(str(base))
    if kind == "att":
        chosen = list(base.args) if base is not None else []
        if len(set(chosen)) != len(chosen):
            return out
        spent = sum(CARDS[c].cost for c in (state.market[SLOT_INDEX[sl]] for sl in chosen)
                    if c is not None)
        left = budget(state, seat, "att", _extra(state, "att")) - spent
        for slot in SLOTS:
            card = state.market[SLOT_INDEX[slot]]
            if slot in chosen or card is None or CARDS[card].cost > left:
                continue
            move = Action("att", (*chosen, slot), plus)
            if _legal(state, seat, move):
                out.append(str(move))
    else:
        chosen_v = list(base.values) if base is not None else []
        left = budget(state, seat, "ext", _extra(state, "ext")) - sum(chosen_v)
        remaining = list(state.centre)
        for v in chosen_v:
            if v in remaining:
                remaining.remove(v)
        for v in sorted(set(remaining), reverse=True):
            if v <= left:
                move = ext_move([*chosen_v, v], plus)
                if _legal(state, seat, move) and str(move) not in out:
                    out.append(str(move))
    return out


def _extra(state: State, action: str) -> int:
    pend = state.pending[0] if state.pending else None
    if pend is not None and pend.get("action") == action:
        return int(pend.get("extra", 0))
    return 0


def timeout_move(state: State, seat: int) -> Move:
    """R-22: the default move when the seat's deadline runs out (call until it is no longer
    in ``to_act``). Animal phase: ``stop``, or ``draw`` while the help line is empty; action
    turn: the first kind the jumped player holds (fire, flower, tree), ``skip`` a pending
    bonus, else ``pass``. The table logs each with the event ``timeout``."""
    p = state.players[seat]
    if state.phase == "animal":
        return Action("stop") if p.help else Action("draw")
    pend = state.pending[0] if state.pending else None
    if pend is not None and pend["type"] == "steal":
        victim = state.players[pend["victim"]]
        kind = next(k for k in KINDS_ORDER if tiles_of(victim, k))
        return Action("steal", (str(state.position(pend["victim"])), kind))
    if pend is not None:
        return Action("skip")
    return Action("pass")


def opening_events(state: State) -> list[Event]:
    """Posted with the first picture: round 1's animal phase begins (``round_start``)."""
    return [Event("round_start", {"round": state.round, "turn_no": state.turn_no})]


def animal_phase_over(state: State, round_no: int) -> bool:
    """Whether the animal phase of round ``round_no`` has ended (its events are public)."""
    return state.round > round_no or state.phase != "animal"


def event_visible(state: State, event: Event | dict[str, Any], seat: int | None) -> bool:
    """Whether ``seat`` may see a logged event now (§6: animal-phase events become public
    when the phase of their round ends; decided when read, not when made)."""
    data = event.to_json() if isinstance(event, Event) else event
    visible = data.get("visible_to")
    if visible is None or (seat is not None and seat in visible):
        return True
    params = data.get("params", {})
    return bool(params.get("animal")) and animal_phase_over(state, int(params["round"]))
