"""The invariants of a Living Forest state: ``check(state)`` raises ``CorruptState``.

``from_json`` (defined here: ``state.decode``, which reads every field with its JSON type, then
``check``) calls it last, so a saved row that is valid JSON but not a reachable game (a
card doubled, a Varan too many, a tree on a space that touches nothing, two figures on one
rock, a turn for a resigned seat) is refused before a move can be saved on top of it. Every
invariant holds at every point of a real game and for the fixtures of the spec's examples
(they move cards, they never create them). Details name counts, seats, spaces and card
types in totals only, never a card's place in a hidden pile.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.errors import CorruptState

from .data import (
    ALL_SPACES,
    ANIMALS,
    BASE_SPACES,
    CARDS,
    CENTRE_CAPACITY,
    ELEMENT_OPTIONS,
    ELEMENT_TILES,
    EXTENSION_SPACES,
    FIRE_VALUES,
    FRAGMENTS,
    KODAMA_ANIMALS,
    KODAMA_TREE_COPIES,
    KODAMA_TREES,
    MAX_SEATS,
    MIN_SEATS,
    NEIGHBOURS,
    ROCKS,
    SLOTS,
    SPIRITS,
    STACK_CARDS,
    STACK_LETTERS,
    STACK_SIZE,
    START_SPACE,
    STARTING_DECK,
    STARTING_KODAMA,
    TARGET_BASE,
    TARGET_EMPTIED,
    TARGET_KODAMA,
    TREE_COPIES,
    VARAN,
    VARAN_COUNT,
    VICTORY_KINDS,
)
from .state import State, decode

GAME = "living_forest"
_SEED_LIMIT = 1 << 64
PHASES = ("animal", "action", "over")
END_REASONS = frozenset({"victory", "resign"})
ACTIONS = ("frag", "att", "ext", "plant", "move", "call")


def _bad(detail: str) -> CorruptState:
    return CorruptState(detail, GAME)


def _need(cond: bool, detail: str) -> None:
    if not cond:
        raise _bad(detail)


def _is_int(value: Any, low: int, high: int) -> bool:
    """An int (not a bool) with ``low <= value < high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def from_json(data: Any) -> State:
    """A saved row back as a state: ``decode`` (format and field types), then ``check``.

    Raises ``CorruptState`` (code ``CORRUPT_TABLE``) for an unknown format, an unreadable
    field or a state no real game reaches.
    """
    s = decode(data)
    check(s)
    return s


def check(s: State) -> None:
    """Raise ``CorruptState`` unless ``s`` could be a position of a real game."""
    _check_table(s)
    _check_cards(s)
    _check_supplies(s)
    _check_forests(s)
    _check_circle(s)
    _check_phase(s)


def _check_table(s: State) -> None:
    _need(_is_int(s.seats, MIN_SEATS, MAX_SEATS + 1), f"{s.seats!r} seats")
    _need(_is_int(s.seed, 0, _SEED_LIMIT), "seed out of range")
    _need(isinstance(s.kodama, bool), "kodama flag")
    _need(len(s.players) == s.seats, "players do not match the seats")
    _need(_is_int(s.first, 0, s.seats) and _is_int(s.sacred, 0, s.seats), "first or sacred")
    _need(s.phase in PHASES, f"unknown phase {s.phase!r}")
    _need(_is_int(s.round, 1, 10**6) and _is_int(s.turn_no, 1, 10**7), "round or turn number")
    spirits = [p.spirit for p in s.players]
    _need(len(set(spirits)) == s.seats and set(spirits) <= set(SPIRITS), "spirits")
    for seat, p in enumerate(s.players):
        for name in ("stopped", "discardable", "resigned"):
            _need(isinstance(getattr(p, name), bool), f"seat {seat} {name} flag")
        for name in ("known_top", "actions", "fragments", "elem_held", "moves", "reshuffles"):
            _need(_is_int(getattr(p, name), 0, 10**6), f"seat {seat} {name}")
        _need(p.known_top <= len(p.deck), f"seat {seat} knows more top cards than its pile")
    resigned = [i for i, p in enumerate(s.players) if p.resigned]
    _need(len(set(s.resigned)) == len(s.resigned) and sorted(s.resigned) == resigned,
          "resigned seats")


def _check_cards(s: State) -> None:
    """Every seat's starting cards, every animal and Kodama card once, the Varans 23."""
    seen: Counter[str] = Counter()
    piles: list[list[Any]] = [s.market] + s.stacks
    for p in s.players:
        piles += [p.deck, p.discard, p.help]
    piles += list(s.kstacks.values()) + list(s.kremoved.values())
    for pile in piles:
        _need(isinstance(pile, list), "a pile is not a list")
        for card in pile:
            _need(card is None or (isinstance(card, str) and card in CARDS), "unknown card")
        seen.update(c for c in pile if c is not None)
    _need(len(s.market) == len(SLOTS) and len(s.stacks) == 3, "market shape")
    expected: Counter[str] = Counter()
    for _ in range(s.seats):
        expected.update(STARTING_DECK)
    for level, ids in ANIMALS.items():
        expected.update(ids)
        if s.kodama:
            expected.update(KODAMA_ANIMALS.get(level, ()))
    if s.kodama:
        expected.update(STARTING_KODAMA[p.spirit] for p in s.players)
        for letter in STACK_LETTERS:
            expected.update(STACK_CARDS[letter])
    varans = seen.pop(VARAN, 0)
    if seen != expected:
        extra = sorted((seen - expected).elements())[:4]
        raise _bad(f"cards doubled or missing (extra: {' '.join(extra) or 'none'})")
    _need(_is_int(s.varans, 0, VARAN_COUNT + 1) and varans + s.varans == VARAN_COUNT,
          "Fire Varans do not add up to 23")
    for level in range(3):
        _need(all(CARDS[c].level == level + 1 for c in s.stacks[level]), "stack of a level")
    for i, c in enumerate(s.market):
        _need(c is None or CARDS[c].level == int(SLOTS[i][0]), f"slot {SLOTS[i]} level")
    for letter, cards in s.kstacks.items():
        _need(letter in STACK_CARDS and all(c in STACK_CARDS[letter] for c in cards),
              f"Kodama stack {letter}")


def _check_supplies(s: State) -> None:
    _need(_is_int(s.frag_supply, 0, FRAGMENTS + 1)
          and s.frag_supply + sum(p.fragments for p in s.players) == FRAGMENTS,
          "Fragments do not add up to 20")
    _need(len(s.centre) <= CENTRE_CAPACITY and all(v in FIRE_VALUES for v in s.centre),
          "centre")
    _need(len(s.attracted) == 3 and all(_is_int(n, 0, 13) for n in s.attracted), "attracted")
    for p in s.players:
        _need(all(v in FIRE_VALUES for v in p.fires), "Fire tiles")
        _need(all(o in ELEMENT_OPTIONS for o in p.elem_used), "element options")
        _need(all(isinstance(t, tuple) and len(t) == 2 and t[0] in VICTORY_KINDS
                  and t[1] in SPIRITS for t in p.tiles), "victory tiles")
    tiles: Counter[tuple[str, str]] = Counter()
    for p in s.players:
        tiles.update(p.tiles)
    _need(all(n == 1 for n in tiles.values()), "a victory tile twice")
    _need(all(sp in {p.spirit for p in s.players} for _, sp in tiles), "a tile of no Spirit")
    if s.kodama:
        total = s.elem_supply + sum(p.elem_held + len(p.elem_used) for p in s.players)
        _need(_is_int(s.elem_supply, 0, ELEMENT_TILES + 1) and total == ELEMENT_TILES,
              "Element tiles do not add up")
        _need(set(s.kstacks) == set(STACK_LETTERS) == set(s.kremoved), "Kodama stacks")
        for letter in STACK_LETTERS:
            _need(len(s.kremoved[letter]) == 6 - STACK_SIZE[s.seats], "removed Kodama cards")
        emptied = {c for letter, c in (("F", "flower"), ("T", "tree"), ("W", "fire"))
                   if not s.kstacks[letter]}
        for cond, target in s.targets.items():
            want = TARGET_EMPTIED if cond in emptied else TARGET_KODAMA
            _need(target == want, f"target of {cond}")
    else:
        _need(s.elem_supply == 0 and not s.kstacks and not s.kremoved and s.onibi is None
              and all(p.elem_held == 0 and not p.elem_used for p in s.players),
              "Kodama material without the module")
        _need(all(t == TARGET_BASE for t in s.targets.values()), "targets")
    _need(sorted(s.targets) == ["fire", "flower", "tree"], "target names")


def _check_forests(s: State) -> None:
    copies = dict(TREE_COPIES[s.seats])
    if s.kodama:
        copies.update({t: KODAMA_TREE_COPIES for t in KODAMA_TREES})
    planted: Counter[str] = Counter()
    spaces = set(BASE_SPACES) | (set(EXTENSION_SPACES) if s.kodama else set())
    for seat, p in enumerate(s.players):
        _need(isinstance(p.forest, dict), "forest")
        _need(set(p.forest) <= spaces and all(t in copies for t in p.forest.values()),
              f"seat {seat} forest has an unknown space or tree")
        _need(_connected(p.forest), f"seat {seat} forest has a tree that touches no tree")
        planted.update(p.forest.values())
    _need(set(s.trees) == set(copies), "tree types in the dispenser")
    for t, n in copies.items():
        _need(_is_int(s.trees[t], 0, n + 1) and s.trees[t] + planted[t] == n,
              f"copies of tree {t}")


def _connected(forest: dict[str, str]) -> bool:
    """Every planted space is linked to the start tree through planted spaces."""
    if START_SPACE in forest or not set(forest) <= set(ALL_SPACES):
        return False
    reached, todo = {START_SPACE}, [START_SPACE]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n in forest and n not in reached:
                reached.add(n)
                todo.append(n)
    return set(forest) <= reached


def _check_circle(s: State) -> None:
    rocks = [p.rock for p in s.players if not p.resigned]
    _need(all(_is_int(r, 0, ROCKS) for r in rocks), "figure off the Circle")
    _need(len(set(rocks)) == len(rocks), "two figures on one rock")
    _need(all(p.rock is None for p in s.players if p.resigned), "figure of a resigned seat")
    if s.kodama:
        _need(_is_int(s.onibi, 0, ROCKS) and s.onibi not in rocks, "Onibi's rock")


def _check_phase(s: State) -> None:
    active = [i for i, p in enumerate(s.players) if not p.resigned]
    _need(isinstance(s.used, dict) and all(k in ACTIONS and _is_int(v, 1, 100)
                                           for k, v in s.used.items()), "used action types")
    _need(all(k in ACTIONS for k in s.bonus_used), "used bonus types")
    _need(_is_int(s.basic_used, 0, 100), "basic actions used")
    for d in s.pending:
        _check_decision(s, d)
    if s.phase == "animal":
        _need(isinstance(s.snap, dict) and not s.pending and not s.order, "animal phase")
        _need(any(not s.players[x].stopped for x in active), "everyone stopped, no reveal")
        for key in ("draw", "discard", "fragments", "known_top"):
            _need(isinstance(s.snap.get(key), list) and len(s.snap[key]) == s.seats,
                  f"animal-phase snapshot {key}")
        _need(_is_int(s.snap.get("varans"), 0, VARAN_COUNT + 1)
              and _is_int(s.snap.get("frag_supply"), 0, FRAGMENTS + 1), "snapshot supplies")
    elif s.phase == "action":
        _need(s.snap is None, "snapshot outside the animal phase")
        _need(len(set(s.order)) == len(s.order) and all(_is_int(x, 0, s.seats)
                                                      for x in s.order), "turn order")
        _need(_is_int(s.turn_idx, 0, len(s.order)), "turn index")
        _need(not s.players[s.order[s.turn_idx]].resigned, "turn of a resigned seat")
        _need(s.basic_used <= s.players[s.order[s.turn_idx]].actions, "actions overspent")
    _need((s.phase == "over") == (s.end_reason is not None), "end reason and phase")
    if s.end_reason is not None:
        _need(s.end_reason in END_REASONS, f"unknown end reason {s.end_reason!r}")
        _need(bool(s.winners) and set(s.winners) <= set(active), "winners")
        _need((s.end_reason == "resign") == (len(active) == 1), "resignation end")
    else:
        _need(not s.winners and len(active) >= 2, "winners before the end")


def _check_decision(s: State, d: Any) -> None:
    _need(isinstance(d, dict) and d.get("type") in ("steal", "rock", "bonus"), "decision")
    if d["type"] == "steal":
        _need(_is_int(d.get("victim"), 0, s.seats), "steal victim")
    elif d["type"] == "rock":
        _need(_is_int(d.get("rock"), 0, ROCKS), "arrival rock")
    else:
        _need(d.get("action") in ACTIONS[1:] and _is_int(d.get("extra"), 0, 4)
              and isinstance(d.get("source"), str), "bonus decision")
