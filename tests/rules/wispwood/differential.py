"""Differential play: random Wispwood games with the package, every step compared with the
independent reference (``reference.py``). Used by ``test_ww_reference.py`` (a few games) and
by ``bench/wispwood_differential.py`` (the long campaign)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import islice

import rules.wispwood as ww
from rules import errors

from . import reference as ref

SHAPE_CODES = list(ref.SHAPES)


class Disagreement(AssertionError):
    """The package and the reference differ."""


def pkg_resolve(state, seat, move) -> str:
    """The package's answer: canonical text or ``!CODE``."""
    try:
        return str(ww.resolve(state, seat, move))
    except (errors.IllegalMove, errors.BadNotation) as exc:
        return "!" + exc.code


def ref_resolve(rs, seat, move) -> str:
    """The reference's answer: canonical text or ``!CODE``."""
    try:
        return ref.legal(rs, seat, ref.parse(str(move)))
    except ref.Refused as exc:
        return "!" + exc.code


def _cells(cells) -> tuple[int, ...]:
    """Reference cells -> package cell indices (through names)."""
    return tuple(ww.parse_move("trees " + ref.cell_name(c)).cells[0] for c in cells)


def _on(c) -> bool:
    return 0 <= c[0] < ref.SIZE and 0 <= c[1] < ref.SIZE


def take_move(space, shape, cells, wisp, cat) -> ww.Take | None:
    """A package Take from reference cells, or None if a cell is off the canvas."""
    if not all(_on(c) for c in cells) or not _on(wisp):
        return None
    return ww.Take(space, shape, _cells(cells), _cells([wisp])[0], cat)


def mutations(rng, legal: list, rs, seat) -> list:
    """Moves near legal ones: shifted, other space / shape / wisp cell / cat flag, a cell
    replaced; trees with a cell added, moved or dropped."""
    out = []
    for m in legal:
        pm = ref.parse(str(m))
        if pm[0] == "take":
            _, space, shape, cells, wisp, cat = pm
            r = rng.random()
            if r < 0.2:
                dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (0, -2)])
                cells2 = frozenset((c + dx, y + dy) for c, y in cells)
                out.append(take_move(space, shape, cells2, (wisp[0] + dx, wisp[1] + dy), cat))
            elif r < 0.35:
                out.append(take_move(rng.randint(1, 8), shape, cells, wisp, cat))
            elif r < 0.5:
                same = [s for s in SHAPE_CODES if len(ref.SHAPES[s]) == len(cells)]
                out.append(take_move(space, rng.choice(same), cells, wisp, rng.random() < 0.5))
            elif r < 0.6:
                out.append(take_move(space, shape, cells, wisp, not cat))
            elif r < 0.75:
                c = rng.choice(sorted(cells))
                n = rng.choice(ref.orth(c))
                cells2 = (cells - {c}) | {n}
                if len(cells2) == len(cells):
                    out.append(take_move(space, shape, cells2, rng.choice(sorted(cells2)), cat))
            elif r < 0.85:
                other = (rng.randrange(11), rng.randrange(11))
                out.append(take_move(space, shape, cells, other, cat))
            else:
                # every orientation of the shape at the same anchor, with each wisp cell
                form = rng.choice(sorted(ref.SHAPE_FORMS[shape], key=sorted))
                ax = min(c for c, _ in cells)
                ay = min(y for _, y in cells)
                cells2 = frozenset((ax + x, ay + y) for x, y in form)
                out.append(take_move(space, shape, cells2, rng.choice(sorted(cells2)), cat))
        elif pm[0] == "trees":
            cells = set(pm[1])
            r = rng.random()
            c = rng.choice(sorted(cells))
            if r < 0.4 and len(cells) < 3:
                cells.add(rng.choice(ref.orth(c)))
            elif r < 0.7:
                cells.discard(c)
                cells.add(rng.choice(ref.orth(c)))
            elif len(cells) > 1:
                cells.discard(c)
            if 1 <= len(cells) <= 3:
                out.append(ww.Trees(_cells(cells)))
    forest = rs["forests"][seat]
    occ = sorted(ref.occupied(forest))
    # tree turns touching the forest at random, and random near-forest takes
    for _ in range(3):
        c = rng.choice(occ)
        cells = {c}
        for _ in range(rng.randint(1, 3)):
            nxt = rng.choice(ref.orth(rng.choice(sorted(cells))))
            cells.add(nxt)
        cells.discard(c)
        if cells and len(cells) <= 3:
            out.append(ww.Trees(_cells(cells)))
    for _ in range(4):
        shape = rng.choice(SHAPE_CODES)
        form = rng.choice(sorted(ref.SHAPE_FORMS[shape], key=sorted))
        c = rng.choice(occ)
        ax, ay = c[0] + rng.randint(-4, 2), c[1] + rng.randint(-4, 2)
        cells = frozenset((ax + x, ay + y) for x, y in form)
        out.append(take_move(rng.randint(1, 8), shape, cells, rng.choice(sorted(cells)),
                             rng.random() < 0.3))
    out += [ww.Refill(), ww.CatRefill(), ww.CatMove(None),
            ww.CatMove(_cells([rng.choice(occ)])[0]),
            ww.CatMove(_cells([(rng.randrange(11), rng.randrange(11))])[0])]
    return [m for m in out if m is not None]


def _match(a, b) -> bool:
    return a == "?" or a == b


def compare_states(pkg, rs, where: str) -> None:
    """Raise ``Disagreement`` unless the package state (JSON) matches the reference state."""
    def fail(what, p, r):
        raise Disagreement(f"{where}: {what}: package {p!r} reference {r!r}")

    for key in ("phase", "round", "start", "round_scores", "resigned"):
        if pkg[key] != rs[key]:
            fail(key, pkg[key], rs[key])
    if rs["phase"] == "turn":
        for key in ("turn", "actions", "triggered"):
            if pkg[key] != rs[key]:
                fail(key, pkg[key], rs[key])
    if rs["phase"] == "cat" and pkg["chosen"] != rs["chosen"]:
        fail("chosen", pkg["chosen"], rs["chosen"])
    if len(pkg["pond"]) != 8 or not all(
            (p is None) == (r is None) and (r is None or _match(r, p))
            for p, r in zip(pkg["pond"], rs["pond"], strict=True)):
        fail("pond", pkg["pond"], rs["pond"])
    if "?" not in rs["discard"] and Counter(pkg["discard"]) != Counter(rs["discard"]):
        fail("discard", pkg["discard"], rs["discard"])
    if len(pkg["discard"]) != len(rs["discard"]):
        fail("discard size", len(pkg["discard"]), len(rs["discard"]))
    if len(pkg["supply"]) != len(rs["supply"]) or not all(
            _match(r, p) for p, r in zip(pkg["supply"], rs["supply"], strict=True)):
        fail("supply", pkg["supply"][-12:], rs["supply"][-12:])
    for seat, (pf, rf) in enumerate(zip(pkg["forests"], rs["forests"], strict=True)):
        cells = {ref.parse_cell(c): k for c, k in pf["cells"].items()}
        if cells != rf["cells"]:
            fail(f"forest {seat} cells", sorted(cells.items()), sorted(rf["cells"].items()))
        if ref.parse_cell(pf["cat"]) != rf["cat"]:
            fail(f"forest {seat} cat", pf["cat"], ref.cell_name(rf["cat"]))
        if pf["ready"] != rf["ready"]:
            fail(f"forest {seat} ready", pf["ready"], rf["ready"])
        backs = {ref.parse_cell(c): k for c, k in pf["backs"].items()}
        if set(backs) != set(rf["backs"]):
            fail(f"forest {seat} back cells", sorted(backs), sorted(rf["backs"]))
        known = Counter(k for k in rf["backs"].values() if k != "?")
        if known - Counter(backs.values()):
            fail(f"forest {seat} backs", sorted(backs.values()), sorted(rf["backs"].values()))
    if (pkg["solo"] is None) != (rs["solo"] is None):
        fail("solo", pkg["solo"], rs["solo"])
    if rs["solo"]:
        ps, rso = pkg["solo"], rs["solo"]
        for key in ("values", "space", "scores", "final_turn"):
            if ps[key] != rso[key]:
                fail(f"solo {key}", ps[key], rso[key])
        if {k: v for k, v in ps["collection"].items() if v} != {
                k: v for k, v in rso["collection"].items() if v}:
            fail("solo collection", ps["collection"], rso["collection"])
        if len(ps["tokens"]) != len(rso["tokens"]) or not all(
                _match(r, p) for p, r in zip(ps["tokens"], rso["tokens"], strict=True)):
            fail("solo tokens", ps["tokens"], rso["tokens"])
        if Counter(ps["tokens"]) - ref.FIREFLIES:
            fail("solo tokens (not fireflies)", ps["tokens"], None)


def _oracle(events):
    """Firefly values the package drew from a freshly shuffled stack (from its events)."""
    values = [e.params for e in events if e.code in ("phantom", "phantom_none")]

    def give():
        if not values:
            raise Disagreement("the reference played a phantom turn the package did not")
        return values[-1]
    return give


def choose(rng, moves: list):
    """A random move to play, biased to takes so grids fill and rounds end."""
    takes = [m for m in moves if isinstance(m, ww.Take)]
    steps = [m for m in moves if isinstance(m, ww.Refill | ww.CatRefill)]
    r = rng.random()
    if steps and r < 0.08:
        # pond steps are few among hundreds of takes: play them on purpose, so the states
        # after them (MUST_TAKE, REFILL_NOT_FIRST) are compared too
        return rng.choice(steps)
    if takes and r < 0.85:
        return rng.choice(takes)
    return rng.choice(moves)


def play(seed: int, sample: int = 6, max_steps: int = 400) -> int:
    """Play one random game (or its first ``max_steps`` steps, then stop without the result
    check); return the number of positions compared."""
    rng = random.Random(seed)
    seats = rng.choice([1, 2, 2, 3, 4])
    options = {"objectives": rng.choice(["random", "random", "easy"])}
    if seats == 1:
        options["level"] = rng.choice(["easy", "normal", "hard", "expert"])
    state = ww.new_game(seats, options, seed)
    if rng.random() < 0.25:
        # a starved supply: most tiles wait in the pond discard pile, so the supply is rebuilt
        # often (RULING 15, W12) and draws cross the rebuild
        keep = rng.randint(0, 6)
        state.discard.extend(state.supply[keep:])
        del state.supply[keep:]
    positions = 0
    steps = 0
    while not ww.is_over(state) and steps < max_steps:
        steps += 1
        data = ww.to_json(state)
        rs = ref.from_package_json(data)
        where = f"seed {seed} step {steps}"
        acting = sorted(ww.to_act(state))
        if acting != sorted(ref.to_act(rs)):
            raise Disagreement(f"{where}: to_act {acting} vs {sorted(ref.to_act(rs))}")
        for seat, f in enumerate(data["forests"]):
            pf = state.forests[seat]
            mine = ref.score_forest(state.cards, rs["forests"][seat], state.round)
            theirs = ww.score_forest(list(state.cards), pf, state.round)
            if mine != theirs:
                raise Disagreement(f"{where}: score of seat {seat} {f['cells']} cat {f['cat']}:"
                                   f" package {theirs} reference {mine}")
        seat = rng.choice(acting)
        moves = list(islice(ww.legal_moves(state, seat), 200))
        if rs["phase"] == "turn" and not any(isinstance(m, ww.Trees) for m in moves):
            # the takes fill the first 200: add one-cell tree turns next to the forest
            # (legal ones by the package, compared like the others below)
            occ = ref.occupied(rs["forests"][seat])
            for c in sorted({n for o in occ for n in ref.orth(o)} - occ):
                tree = ww.Trees(_cells([c]))
                if not pkg_resolve(state, seat, tree).startswith("!"):
                    moves.append(tree)
        listed_take = any(isinstance(m, ww.Take) for m in moves)
        if (not listed_take and rs["phase"] == "turn" and rng.random() < 0.3
                and ref.any_legal_take(rs, seat, True)):
            raise Disagreement(f"{where}: the package lists no take, the reference has one")
        if rs["phase"] == "cat":
            forest = rs["forests"][seat]
            mine = {"cat stay"} | {f"cat {ref.cell_name(c)}" for c, k in forest["cells"].items()
                                   if k == "T"}
            if {str(m) for m in moves} != mine:
                raise Disagreement(f"{where}: cat choices {sorted(map(str, moves))} vs "
                                   f"{sorted(mine)}")
        candidates = rng.sample(moves, min(sample, len(moves)))
        candidates += mutations(rng, rng.sample(moves, min(sample, len(moves))), rs, seat)
        for m in candidates:
            p, r = pkg_resolve(state, seat, m), ref_resolve(rs, seat, m)
            if p != r:
                raise Disagreement(f"{where}: resolve {m} (cat ready "
                                   f"{data['forests'][seat]['ready']}, actions "
                                   f"{data['actions']}): package {p} reference {r}")
        move = choose(rng, moves)
        new, events = ww.apply(state, seat, move)
        after = ref.apply(rs, seat, ref.parse(str(move)), _oracle(events))
        compare_states(ww.to_json(new), after, f"{where} after {move}")
        positions += 1
        state = new
    if not ww.is_over(state) and max_steps < 400:
        return positions
    if not ww.is_over(state):
        raise Disagreement(f"seed {seed}: not over after {steps} steps")
    res = ww.result(state)
    totals, ranking = ref.result(ref.from_package_json(ww.to_json(state)))
    if res.scores != totals or [sorted(g) for g in res.ranking] != ranking:
        raise Disagreement(f"seed {seed}: result {res.scores} {res.ranking} vs {totals} {ranking}")
    return positions
