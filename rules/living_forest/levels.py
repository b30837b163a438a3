"""The Easy and Strong levels of Living Forest's automatic player (issue 20); Normal is the
§7.5 policy (``policy.auto_move``).

Hidden facts (spec §6): every draw pile's order (its owner's too) but the cards put on top in
public (``known_top``); the order of the market stacks; the Kodama stacks under their top
card and the cards removed at setup; during the animal phase, the other players' draws,
Fragment discards and live piles (R-4, R-20); and the seed, which drives later reshuffles.
``determinize`` redraws all of them for one seat; Strong searches only such a state, so it
never reads a real hidden fact.

- Strong, animal phase: draws on while ``N`` <= 1; at ``N`` = 2 only while the chance that
  the next card is solitary (from its own pile's public composition) is small, larger with a
  Fragment in hand; a Fragment removes a drawn Fire Varan (it goes back to the supply, §4.2)
  or the card that made ``N`` reach 3.
- Strong, action turn: a beam search over the turn's moves (basic actions, the bonus actions
  and steals they trigger, ``pass``), on a determinized state, scoring where each line of
  play ends with ``evaluate``: progress towards the victory counts of §5.2 (the leading one
  weighs most), a finished game, the deck's share of solitary symbols, Fragments, and the
  fires that threaten Varans at the end of the round (§4.5), against the best opponent's
  same score.
- Easy: draws as Normal does (§7.5) and, in its turn, the first form of a basic action whose
  type is picked by a coin seeded from the public position (plant, extinguish, attract or
  take a Fragment), without any look at the result.

Measured (``bench/strength.py --game living_forest --games 200 --effort 1.0``, base game):
Strong beats Normal in 89% of two-player games and wins 97% of three-player games among two
Normal seats; Normal beats Easy in 97% (three players: 96%); Easy beats a random player in
99%. Strong thinks well under 0.1 s a move at effort 1.0 (p95), so the bench runs at 1.0.
"""

from __future__ import annotations

import random
from collections import Counter

from rules.levels import by_level, public_seed

from .data import CARDS, VARAN, WATER
from .engine import (
    apply,
    can_draw,
    counts,
    forms,
    iter_moves,
    net_solitary,
    stats,
    type_allowed,
)
from .moves import Action, Move
from .policy import auto_move
from .state import Player, State
from .view import view

#: Strong's beam width at effort 1.0 (lines of play kept at each step of its turn)
BEAM = 6
#: moves of one turn searched at most (two basic actions and the bonuses they trigger)
MAX_STEPS = 7


# --------------------------------------------------------------------------- determinize


def _shuffled(cards: list[str], rng: random.Random) -> list[str]:
    """``cards`` in a fresh order that depends only on their multiset and ``rng``."""
    out = sorted(cards)
    rng.shuffle(out)
    return out


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A state ``seat`` cannot tell from ``state``, its hidden facts drawn from ``rng``.

    Every draw pile below its public top cards, every market stack and every Kodama stack
    under its top card (with the cards removed at setup) is reshuffled; the seed is redrawn.
    During the animal phase each other player is set back to the phase's public snapshot
    (its draw pile refilled with every card it drew, Fragments and Varans returned) and, if
    it has stopped, draws afresh from the new order until ``N`` reaches 2 (the draws it made
    are unknown). Piles are sorted before each shuffle, so the result depends only on what
    the seat may know (public card counts and lists, its own live facts) and ``rng``.
    """
    s = state.copy()
    s.seed = rng.getrandbits(63)
    if s.phase == "animal" and s.snap is not None:
        _reset_others(s, seat, rng)
    for p in s.players:
        top = p.deck[:p.known_top]
        p.deck = top + _shuffled(p.deck[p.known_top:], rng)
    s.stacks = [_shuffled(stack, rng) for stack in s.stacks]
    for letter, stack in s.kstacks.items():
        if not stack:
            s.kremoved[letter] = _shuffled(s.kremoved[letter], rng)
            continue
        rest = _shuffled(stack[1:] + s.kremoved[letter], rng)
        s.kstacks[letter] = [stack[0]] + rest[:len(stack) - 1]
        s.kremoved[letter] = rest[len(stack) - 1:]
    return s


def _reset_others(s: State, seat: int, rng: random.Random) -> None:
    """The animal phase: every other player back at the phase's start, then redrawn."""
    snap = s.snap
    assert snap is not None
    for other, p in enumerate(s.players):
        if other == seat or p.resigned:
            continue
        start_discard = list(snap["discard"][other])
        start_top = list(snap["known_top"][other])
        owned = Counter(p.deck + p.help + p.discard)
        # Only Varans leave a player's piles in this phase (a Fragment sends one back).
        returned = snap["draw"][other] + len(start_discard) - sum(owned.values())
        owned[VARAN] += returned
        s.varans -= returned
        owned -= Counter(start_discard) + Counter(start_top)
        s.frag_supply -= snap["fragments"][other] - p.fragments
        p.fragments = snap["fragments"][other]
        p.deck = start_top + _shuffled(list(owned.elements()), rng)
        p.known_top = len(start_top)
        p.discard = start_discard
        p.help = []
        p.discardable = False
        if p.stopped:
            _redraw(p, rng)


def _redraw(p: Player, rng: random.Random) -> None:
    """A stopped player's draws, made up: draw while ``N`` <= 1 and a card is left."""
    while can_draw(p) and (not p.help or net_solitary(p.help) <= 1):
        if not p.deck:
            p.deck, p.discard = _shuffled(p.discard, rng), []
            p.known_top = 0
        p.help.append(p.deck.pop(0))
        p.known_top = max(0, p.known_top - 1)
        p.discardable = True


# --------------------------------------------------------------------------- levels




def easy_move(state: State, seat: int) -> Move:
    """Easy: draw while ``N`` <= 1, then stop; a pending decision as Normal; otherwise a
    seeded pick among the basic action types that have a form, its first form; else pass."""
    p = state.players[seat]
    if state.phase == "animal":
        if p.help and (net_solitary(p.help) >= 2 or not can_draw(p)):
            return Action("stop")
        return Action("draw")
    pend = state.pending[0] if state.pending else None
    if pend is not None:
        return auto_move(state, seat)
    if state.basic_used < p.actions:
        kinds = [k for k in ("plant", "ext", "att", "frag")
                 if type_allowed(state, seat, k) and next(forms(state, seat, k), None)]
        if kinds:
            rng = random.Random(public_seed(view(state, seat), f"living_forest:easy:{seat}"))
            kind = rng.choice(kinds)
            return next(forms(state, seat, kind))
    return Action("pass")


def strong_move(state: State, seat: int, effort: float = 1.0) -> Move:
    """Strong: see the module docstring. ``effort`` scales the beam of the turn search."""
    rng = random.Random(public_seed(view(state, seat), f"living_forest:strong:{seat}"))
    det = determinize(state, seat, rng)
    if det.phase == "animal":
        return _animal(det, seat)
    return _turn_search(det, seat, max(1, round(BEAM * effort)))


def _animal(s: State, seat: int) -> Move:
    p = s.players[seat]
    n = net_solitary(p.help)
    if p.help and p.discardable and p.fragments > 0 and (p.help[-1] == VARAN or n >= 3):
        return Action("discard")
    if not can_draw(p):
        return Action("stop")
    if n <= 1 or not p.help:
        return Action("draw")
    risk = _solitary_chance(p)
    if risk <= (0.45 if p.fragments > 0 else 0.2):
        return Action("draw")
    return Action("stop")


def _solitary_chance(p: Player) -> float:
    """The chance that the next draw is solitary, from the pile's public composition."""
    if p.known_top:
        return 1.0 if CARDS[p.deck[0]].symbol == "solitary" else 0.0
    pile = p.deck or p.discard
    if not pile:
        return 1.0
    return sum(1 for c in pile if CARDS[c].symbol == "solitary") / len(pile)


def _candidates(s: State, seat: int) -> list[Move]:
    """The moves worth searching: every legal move, Attract cut to two cards in one order
    (the order only decides which card is drawn first)."""
    out: list[Move] = []
    seen: set[tuple[str, ...]] = set()
    for m in iter_moves(s, seat, max_att=2):
        if isinstance(m, Action) and m.kind == "att":
            key = (str(m.plus),) + tuple(sorted(m.args))
            if key in seen:
                continue
            seen.add(key)
        out.append(m)
    return out


def _turn_search(s: State, seat: int, beam: int) -> Move:
    """The first move of the best line of play found for the rest of the seat's turn."""
    best_value, best_move = float("-inf"), None
    frontier: list[tuple[State, Move | None]] = [(s, None)]
    for _step in range(MAX_STEPS):
        children: list[tuple[float, State, Move]] = []
        for node, first in frontier:
            for move in _candidates(node, seat):
                nxt, _ = apply(node, seat, move)
                value = evaluate(nxt, seat)
                head = first if first is not None else move
                if nxt.phase != "action" or nxt.turn != seat:
                    if value > best_value:
                        best_value, best_move = value, head
                else:
                    children.append((value, nxt, head))
        if not children:
            break
        children.sort(key=lambda c: -c[0])  # stable: the first of equal lines stays first
        frontier = [(st, head) for _, st, head in children[:beam]]
    else:
        for node, first in frontier:
            value = evaluate(node, seat)
            if value > best_value and first is not None:
                best_value, best_move = value, first
    return best_move if best_move is not None else auto_move(s, seat)


# --------------------------------------------------------------------------- evaluation

#: the weights of ``evaluate``: the best opponent's standing, the leading victory count,
#: and the deck's share of uncancelled solitary symbols (Fire Varans included)
OPPONENT_WEIGHT = 0.7
LEAD_WEIGHT = 1.5
SOLITARY = 20.0


def evaluate(s: State, seat: int) -> float:
    """How good ``s`` is for ``seat``: its standing less most of the best opponent's; a
    finished game is a win or a loss."""
    if s.phase == "over":
        if seat in s.winners:
            return 1000.0 / len(s.winners)
        return -1000.0
    others = [standing(s, x) for x in s.active() if x != seat]
    return standing(s, seat) - OPPONENT_WEIGHT * max(others, default=0.0)


def standing(s: State, seat: int) -> float:
    """One player's standing: victory progress (§5.2, the leading count weighing most), a
    deck with few solitary symbols (fewer busts, §4.2), Fragments, and the Varans that the
    fires still in the centre threaten at the end of the round (§4.5).

    Measured (bench/strength.py, Strong among Normal seats): valuing the deck's elements per
    card lost games, while the solitary share decides many: a deck that busts less plays
    two actions a round."""
    p = s.players[seat]
    c = counts(s, seat, [])  # help-line flowers leave at the end of the round
    prog = [c[k] / s.targets[k] * 12 for k in ("tree", "fire", "flower")]
    value = sum(prog) + LEAD_WEIGHT * max(prog)
    cards = p.deck + p.discard + p.help
    if cards:
        solitary = 0
        for card in cards:
            symbol = CARDS[card].symbol
            solitary += 1 if symbol == "solitary" else -1 if symbol == "gregarious" else 0
        value -= SOLITARY * max(0, solitary) / len(cards)
    value += 0.3 * min(p.fragments, 3)
    if s.phase == "action" and s.centre:
        e_now, _, _ = stats(s, seat)
        if e_now[WATER] < sum(s.centre):
            value -= 0.4 * len(s.centre)
    return value


__all__ = ["determinize", "easy_move", "evaluate", "level_move", "standing", "strong_move"]


#: the ``level_move`` hook: Easy, Normal (``auto_move``) and Strong behind one function
level_move = by_level(easy_move, auto_move, strong_move)
