"""Build Living Forest states from the worked-example notation of spec §9 (for tests).

Players are named by position (``p1`` = position 1 = seat 0: fixtures put the first player in
seat 0, and Spirits in data order). Example (E3)::

    position(help={1: "beetle tanuki weasel lynx baboon"},
             market={"1a": "chimpanzee", "1b": "beaver", "2a": "marmot"})

Keyword facts (all optional): ``players``, ``kodama``, ``phase`` (``action`` / ``animal``),
``turn`` (position whose action turn it is), ``sacred`` (position), ``help``, ``deck`` (top
cards, top first), ``discard``, ``forest`` (``"5A@B2 3B@A2"``), ``fires`` (collected values),
``tiles`` (``"fire flower tree:summer"``; a tile without a Spirit is the holder's own; tiles
named here are taken away from the other players), ``fragments``, ``elem_held``,
``elem_used``, ``actions`` (per position; default from the help line), ``rocks``
(``"R10"``), ``centre`` (``"4 3 2"``), ``market`` (slot -> card or None), ``kstacks``
(letter -> cards top first; the stack's other kept cards go to the bottom of the last
player's draw pile, as if called earlier), ``onibi`` (``"R7"``), ``varans`` (supply; the
rest go to the bottom of the last player's draw pile), ``attracted`` (a1, a2, a3),
``stopped`` (positions, animal phase), ``round``, ``seed``.

Cards are moved, not created: each named card is taken from where it lies (the player's own
piles, the market stacks, a market slot, the Kodama stacks or removed cards, the Varan
supply), so every fixture keeps the card invariants of ``check``.
"""

from __future__ import annotations

from typing import Any

from .data import (
    ELEMENT_TILES,
    FRAGMENTS,
    SLOT_INDEX,
    SLOTS,
    SPIRITS,
    STACK_GUARDS,
    STACK_LETTERS,
    START_ROCKS,
    STARTING_KODAMA,
    TARGET_EMPTIED,
    VARAN,
    VARAN_COUNT,
    VICTORY_KINDS,
)
from .engine import _start_animal_phase, _turn_order, net_solitary, new_game
from .state import State


def _take(s: State, seat: int, card: str) -> None:
    """Remove one copy of ``card`` from wherever it is free to be taken."""
    p = s.players[seat]
    for pile in (p.deck, p.discard):
        if card in pile:
            idx = len(pile) - 1 - pile[::-1].index(card)
            pile.pop(idx)
            p.known_top = min(p.known_top, len(p.deck))
            return
    if card == VARAN:
        if s.varans <= 0:
            raise ValueError("no Varan left in the supply")
        s.varans -= 1
        return
    for stack in s.stacks:
        if card in stack:
            stack.remove(card)
            return
    for i, c in enumerate(s.market):
        if c == card:
            s.market[i] = None
            return
    for pile in list(s.kstacks.values()) + list(s.kremoved.values()):
        if card in pile:
            pile.remove(card)
            return
    raise ValueError(f"card {card!r} is not available for the fixture")


def _words(text: str | None) -> list[str]:
    return (text or "").replace(",", " ").split()


def position(players: int = 2, kodama: bool = False, phase: str = "action", turn: int = 1,
             sacred: int = 1, seed: int = 0, **facts: Any) -> State:
    """A state from example notation plus keyword facts (see the module docstring)."""
    s = new_game(players, {"kodama": "true" if kodama else "false"}, seed)
    s.first = 0
    s.sacred = sacred - 1
    s.round = int(facts.get("round", 1))
    for seat, p in enumerate(s.players):
        p.spirit = SPIRITS[seat]
        p.tiles = [(k, p.spirit) for k in VICTORY_KINDS]
        p.rock = START_ROCKS[players][seat + 1]
        if kodama:
            # the Spirit changed: swap the starting Kodama card for the new Spirit's
            p.deck = [c for c in p.deck if not c.startswith("kodama_")]
            p.deck.append(STARTING_KODAMA[p.spirit])
    if kodama:
        s.onibi = (s.players[-1].rock - 1) % 12  # type: ignore[operator]
    for slot, card in (facts.get("market") or {}).items():
        i = SLOT_INDEX[slot]
        old = s.market[i]
        s.market[i] = None
        if old is not None:
            s.stacks[int(slot[0]) - 1].append(old)
        if card is not None:
            _take(s, 0, card)
            s.market[i] = card
    for letter, cards in (facts.get("kstacks") or {}).items():
        named = _words(cards)
        current = [c for c in s.kstacks[letter] if c not in named]
        removed = list(s.kremoved[letter])
        for card in named:
            if card in removed:
                # swap with a kept card, so as many cards stay removed as at set-up
                removed.remove(card)
                removed.append(current.pop())
        s.kremoved[letter] = removed
        # the kept cards not named were called earlier: they lie in the last player's pile
        s.players[-1].deck.extend(current)
        s.kstacks[letter] = named
        if not named:
            s.targets[STACK_GUARDS[letter]] = TARGET_EMPTIED
    for pos, cards in (facts.get("help") or {}).items():
        for card in _words(cards):
            _take(s, pos - 1, card)
            s.players[pos - 1].help.append(card)
    for pos, cards in (facts.get("deck") or {}).items():
        top = _words(cards)
        for card in top:
            _take(s, pos - 1, card)
        s.players[pos - 1].deck[0:0] = top
    for pos, cards in (facts.get("discard") or {}).items():
        for card in _words(cards):
            _take(s, pos - 1, card)
            s.players[pos - 1].discard.append(card)
    for pos, text in (facts.get("forest") or {}).items():
        for item in _words(text):
            tree, space = item.split("@")
            s.trees[tree] -= 1
            s.players[pos - 1].forest[space] = tree
    for pos, text in (facts.get("fires") or {}).items():
        s.players[pos - 1].fires = [int(v) for v in _words(text)]
    named: set[tuple[str, str]] = set()
    for pos, text in (facts.get("tiles") or {}).items():
        p = s.players[pos - 1]
        tiles = []
        for word in _words(text):
            kind, _, spirit = word.partition(":")
            tiles.append((kind, spirit or p.spirit))
        p.tiles = tiles
        named.update(tiles)
    for pos, p in enumerate(s.players, start=1):
        if pos not in (facts.get("tiles") or {}):
            p.tiles = [t for t in p.tiles if t not in named]
    for pos, n in (facts.get("fragments") or {}).items():
        s.players[pos - 1].fragments = n
    s.frag_supply = FRAGMENTS - sum(p.fragments for p in s.players)
    for pos, n in (facts.get("elem_held") or {}).items():
        s.players[pos - 1].elem_held = n
    for pos, opts in (facts.get("elem_used") or {}).items():
        s.players[pos - 1].elem_used = _words(opts)
    if kodama:
        s.elem_supply = ELEMENT_TILES - sum(p.elem_held + len(p.elem_used) for p in s.players)
    for pos, rock in (facts.get("rocks") or {}).items():
        s.players[pos - 1].rock = int(rock.lstrip("R"))
    if facts.get("onibi") is not None:
        s.onibi = int(facts["onibi"].lstrip("R"))
    if facts.get("centre") is not None:
        s.centre = [int(v) for v in _words(facts["centre"])]
    if facts.get("varans") is not None:
        extra = s.varans - int(facts["varans"])
        s.players[-1].deck.extend([VARAN] * extra)
        s.varans = int(facts["varans"])
        assert s.varans + sum(p.deck.count(VARAN) + p.discard.count(VARAN) + p.help.count(VARAN)
                              for p in s.players) == VARAN_COUNT
    if facts.get("attracted") is not None:
        s.attracted = list(facts["attracted"])
    s.phase = phase
    s.snap = None
    if phase == "animal":
        _start_animal_phase(s, [], first=True)
        for pos in facts.get("stopped", ()):
            s.players[pos - 1].stopped = True
        for p in s.players:
            p.discardable = bool(p.help)
    else:
        actions = facts.get("actions") or {}
        for pos, p in enumerate(s.players, start=1):
            p.stopped = True
            p.actions = actions.get(pos, 2 if net_solitary(p.help) < 3 else 1)
        s.order = _turn_order(s)
        s.turn_idx = s.order.index(turn - 1)
    return s


__all__ = ["position", "SLOTS", "STACK_LETTERS"]


def shuffle_hidden(state: State, seed: int) -> State:
    """A copy of ``state`` that differs only in hidden facts (for hidden-information tests):
    each draw pile below its public top cards, the market stacks, the Kodama stacks under their
    top card and the removed Kodama cards, all in another order."""
    import random

    other = state.copy()
    rng = random.Random(seed)
    for p in other.players:
        below = p.deck[p.known_top:]
        rng.shuffle(below)
        p.deck[p.known_top:] = below
    for stack in other.stacks:
        rng.shuffle(stack)
    for letter, stack in list(other.kstacks.items()):
        under = stack[1:]
        rng.shuffle(under)
        other.kstacks[letter] = stack[:1] + under
        removed = list(other.kremoved[letter])
        rng.shuffle(removed)
        other.kremoved[letter] = removed
    return other
