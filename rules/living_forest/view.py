"""What a seat (or a spectator) may see of a Living Forest table (spec §6, R-4, R-20).

During the animal phase nobody's help line is in the public part of a view, and every
player's draw-pile size, discard pile, known top cards and Fragments, and the Varan and
Fragment supplies, are shown as they stood when the phase began (``State.snap``). A seat's own
live facts of the phase are in ``me`` of its own view only (and in ``private_panel``). After
the phase every help line is public. Draw-pile order is never shown, except the cards put on
top in public by Attract or Call (``known_top``, top first). Market and Kodama stacks show
counts (and the Kodama stacks their top card) only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.protocol import Control, Result

from .data import CARDS, SLOTS, STACK_GUARDS, STACK_LETTERS, TREES
from .engine import (
    can_discard,
    can_draw,
    counts,
    level3_usable,
    lines_done,
    net_solitary,
    result,
    stats,
    tiles_of,
    to_act,
)
from .state import State


@dataclass(frozen=True)
class PlayerView:
    """One seat's public area."""

    seat: int
    position: int
    spirit: str
    status: str                          # drawing | done | acting | waiting | resigned
    rock: int | None
    sacred: bool
    help_line: tuple[str, ...] | None    # None while the animal phase hides it
    net_solitary: int | None
    actions: int | None                  # basic actions this round (action phase)
    totals: tuple[int, ...]              # E(x) from the public help line (§4.1)
    kodama_count: int
    visible_flowers: int                 # V of §5.2 (may be negative)
    counts: tuple[int, int, int]         # Trees, Fires, Flowers (§5.2)
    tree_types: int                      # different planted types (without the start tree)
    forest: tuple[tuple[str, str], ...]  # (space, tree id), by space
    lines: tuple[str, ...]               # completed line bonuses
    fires: tuple[int, ...]               # Fire tiles collected
    tiles: tuple[tuple[str, str], ...]   # victory tiles held: (kind, spirit of origin)
    fragments: int
    elem_held: int
    elem_used: tuple[str, ...]
    draw_pile: int
    known_top: tuple[str, ...]           # public top cards of the draw pile, top first
    discard: tuple[str, ...]             # bottom first
    resigned: bool


@dataclass(frozen=True)
class PrivateView:
    """A seat's own live facts during the animal phase (its own view only)."""

    help_line: tuple[str, ...]
    net_solitary: int
    totals: tuple[int, ...]
    kodama_count: int
    draw_pile: int
    known_top: tuple[str, ...]
    discard: tuple[str, ...]
    fragments: int
    done: bool
    can_draw: bool
    can_discard: bool
    can_stop: bool


@dataclass(frozen=True)
class TurnView:
    """The action turn in progress."""

    seat: int
    actions: int
    basic_used: int
    used: tuple[tuple[str, int], ...]
    bonus_used: tuple[str, ...]
    bonus_cards: tuple[str, ...]          # level-3 bonus types still usable (K-15)
    pending: tuple[tuple[tuple[str, Any], ...], ...]  # decisions, current first


@dataclass(frozen=True)
class KodamaStackView:
    """One Kodama stack: only its top card is visible."""

    letter: str
    top: str | None
    size: int
    guards: str
    target: int


@dataclass(frozen=True)
class LivingForestView:
    """Everything one seat (or a spectator) may see."""

    viewer: int | None
    seats: int
    kodama: bool
    round: int
    phase: str
    turn_no: int
    first: int
    sacred: int
    to_act: tuple[int, ...]
    market: tuple[str | None, ...]        # slots 1a..3d
    stack_sizes: tuple[int, int, int]
    centre: tuple[int, ...]
    fire_power: int
    trees: tuple[tuple[str, int], ...]    # (tree id, copies left)
    varans: int
    frag_supply: int
    elem_supply: int
    onibi: int | None
    kodama_stacks: tuple[KodamaStackView, ...]
    targets: tuple[tuple[str, int], ...]
    players: tuple[PlayerView, ...]
    turn: TurnView | None
    me: PrivateView | None
    end_reason: str | None
    result: Result | None


def _player(state: State, seat: int) -> PlayerView:
    p = state.players[seat]
    animal = state.phase == "animal"
    snap = state.snap if animal else None
    public_help: list[str] = [] if animal or p.resigned else p.help
    e, k, v = stats(state, seat, public_help)
    c = counts(state, seat, public_help)
    if p.resigned:
        status = "resigned"
    elif animal:
        status = "done" if p.stopped else "drawing"
    elif state.phase == "action":
        status = "acting" if state.turn == seat else "waiting"
    else:
        status = "over"
    if snap is not None:
        draw_pile, discard = snap["draw"][seat], tuple(snap["discard"][seat])
        fragments, known = snap["fragments"][seat], tuple(snap["known_top"][seat])
    else:
        draw_pile, discard = len(p.deck), tuple(p.discard)
        fragments, known = p.fragments, tuple(p.deck[:p.known_top])
    return PlayerView(
        seat=seat, position=state.position(seat), spirit=p.spirit, status=status, rock=p.rock,
        sacred=seat == state.sacred,
        help_line=None if animal else tuple(public_help),
        net_solitary=None if animal else net_solitary(public_help),
        actions=p.actions if state.phase == "action" and not p.resigned else None,
        totals=tuple(e), kodama_count=k, visible_flowers=v,
        counts=(c["tree"], c["fire"], c["flower"]),
        tree_types=len(set(p.forest.values())),
        forest=tuple(sorted(p.forest.items())),
        lines=tuple(ln.id for ln in lines_done(state, seat)),
        fires=tuple(p.fires), tiles=tuple(p.tiles), fragments=fragments,
        elem_held=p.elem_held, elem_used=tuple(p.elem_used),
        draw_pile=draw_pile, known_top=known, discard=discard, resigned=p.resigned,
    )


def private_view(state: State, seat: int) -> PrivateView:
    """The seat's own live animal-phase facts."""
    p = state.players[seat]
    e, k, _ = stats(state, seat)
    return PrivateView(
        help_line=tuple(p.help), net_solitary=net_solitary(p.help), totals=tuple(e),
        kodama_count=k, draw_pile=len(p.deck), known_top=tuple(p.deck[:p.known_top]),
        discard=tuple(p.discard), fragments=p.fragments, done=p.stopped,
        can_draw=not p.stopped and can_draw(p),
        can_discard=not p.stopped and can_discard(p),
        can_stop=not p.stopped and bool(p.help),
    )


def _pending_public(state: State, d: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    out = dict(d)
    if "victim" in out:
        out["position"] = state.position(out["victim"])
    return tuple(sorted(out.items()))


def view(state: State, seat: int | None = None) -> LivingForestView:
    """The view of ``seat`` (None: a spectator); see the module docstring for what is hidden."""
    animal = state.phase == "animal"
    snap = state.snap if animal else None
    turn = None
    if state.phase == "action" and state.turn is not None:
        t = state.turn
        turn = TurnView(
            seat=t, actions=state.players[t].actions, basic_used=state.basic_used,
            used=tuple(sorted(state.used.items())), bonus_used=tuple(state.bonus_used),
            bonus_cards=tuple(level3_usable(state, t)) if not state.pending else (),
            pending=tuple(_pending_public(state, d) for d in state.pending),
        )
    me = None
    if animal and seat is not None and 0 <= seat < state.seats \
            and not state.players[seat].resigned:
        me = private_view(state, seat)
    return LivingForestView(
        viewer=seat, seats=state.seats, kodama=state.kodama, round=state.round,
        phase=state.phase, turn_no=state.turn_no, first=state.first, sacred=state.sacred,
        to_act=tuple(sorted(to_act(state))), market=tuple(state.market),
        stack_sizes=(len(state.stacks[0]), len(state.stacks[1]), len(state.stacks[2])),
        centre=tuple(state.centre), fire_power=sum(state.centre),
        trees=tuple(sorted(state.trees.items(), key=lambda kv: (TREES[kv[0]].module,
                                                              TREES[kv[0]].cost, kv[0]))),
        varans=snap["varans"] if snap else state.varans,
        frag_supply=snap["frag_supply"] if snap else state.frag_supply,
        elem_supply=state.elem_supply, onibi=state.onibi,
        kodama_stacks=tuple(
            KodamaStackView(letter, (state.kstacks[letter] or [None])[0],
                            len(state.kstacks[letter]), STACK_GUARDS[letter],
                            state.targets[STACK_GUARDS[letter]])
            for letter in STACK_LETTERS if letter in state.kstacks),
        targets=tuple(sorted(state.targets.items())),
        players=tuple(_player(state, s) for s in range(state.seats)),
        turn=turn, me=me, end_reason=state.end_reason,
        result=result(state) if state.over else None,
    )


def card_info(card: str) -> dict[str, Any]:
    """Public data of a card type (name id, level, cost, symbol, elements, kodama, icons)."""
    c = CARDS[card]
    return {"id": c.id, "kind": c.kind, "level": c.level, "cost": c.cost, "symbol": c.symbol,
            "elements": c.elements, "kodama": c.kodama, "repeat": c.repeat, "bonus": c.bonus}


@dataclass(frozen=True)
class Panel:
    """A seat's private animal-phase panel (§7.1): facts, catalog lines and its buttons."""

    seat: int
    version: int                          # seat_version: the panel buttons carry it
    round: int
    private: PrivateView
    varans: int                           # supplies as the phase began
    frag_supply: int
    lines: tuple[tuple[str, dict[str, Any]], ...]   # catalog keys under living_forest.
    controls: tuple[Control, ...]


def private_panel(state: State, seat: int) -> Panel | None:
    """The seat's private panel during the animal phase; None at any other time."""
    if state.phase != "animal" or not 0 <= seat < state.seats or state.players[seat].resigned:
        return None
    pv = private_view(state, seat)
    snap = state.snap or {}
    lines: list[tuple[str, dict[str, Any]]] = [
        ("panel.help_line", {"cards": list(pv.help_line),
                             "count": len(pv.help_line)}),
        ("panel.solitary", {"n": pv.net_solitary}),
        ("panel.totals", {"sun": pv.totals[0], "water": pv.totals[1], "plant": pv.totals[2],
                          "wind": pv.totals[3], "flower": pv.totals[4]}),
        ("panel.piles", {"draw": pv.draw_pile, "discard": len(pv.discard),
                         "fragments": pv.fragments}),
    ]
    if state.kodama:
        lines.append(("panel.kodama", {"k": pv.kodama_count}))
    if pv.net_solitary >= 3:
        lines.append(("panel.must_stop", {}))
    if pv.done:
        lines.append(("panel.done", {"actions": 2 if pv.net_solitary < 3 else 1}))
    controls = []
    if pv.can_draw:
        controls.append(Control("button", ("draw",), "draw", style="primary"))
    if pv.can_discard:
        controls.append(Control("button", ("discard",), "discard", style="danger"))
    if pv.can_stop:
        controls.append(Control("button", ("stop",), "stop", style="success"))
    return Panel(seat=seat, version=state.players[seat].moves, round=state.round, private=pv,
                 varans=snap.get("varans", state.varans),
                 frag_supply=snap.get("frag_supply", state.frag_supply),
                 lines=tuple(lines), controls=tuple(controls))


__all__ = ["LivingForestView", "PlayerView", "PrivateView", "TurnView", "KodamaStackView",
           "Panel", "view", "private_view", "private_panel", "card_info", "SLOTS", "tiles_of"]
