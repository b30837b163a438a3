"""Differential play: the package against the independent reference (reference.py).

``run(seed, games)`` plays seeded random games with the package; at each position it
compares, for many candidate commands (the legal steps, random and mutated notations,
sequences, and at some positions every short step text), the package's ``resolve`` answer
(canonical move, or reason code and step number) with the reference's, the legal step
sets, and after each ``apply`` the next state and finally the result and score. It
returns the number of positions compared and the list of disagreements.
"""

from __future__ import annotations

import random
from typing import Any

import rules.temps_des_forets as tdf
from rules.errors import BadNotation, GroveError, IllegalMove

from . import reference as ref

WORD_VARIANTS = ["L", "lantern", "M", "mirror", "K", "key", "H", "horn", "I", "P1", "wake",
                 "II", "P2", "sleep", "III", "P3", "mirror-sleep", "l", "Mirror", "iI",
                 "IIII", "P4", "x", "mirror-", "LANTERN"]
SEPS = ["-", " - ", " ", "  ", "- ", " -", "--", ",", ""]


def to_ref(state: tdf.State) -> ref.Ref:
    """The reference position read from the package's JSON form (the adapter)."""
    d = tdf.to_json(state)
    return ref.Ref(ring=list(d["ring"]), states=dict(d["trees"]), cycle=d["cycle"],
                   phase=d["phase"], forbidden=d["draws"][-1],
                   used_objects=set(d["used_objects"]), used_patterns=set(d["used_patterns"]),
                   rotated=set(d["rotated"]), done=list(d["done"]), auto_end=d["auto_end"],
                   over=d["over"], won=d["end_reason"] == "won", won_cycle=d["won_cycle"])


def key_of(r: ref.Ref) -> dict[str, Any]:
    """What two positions must agree on."""
    return {"ring": r.ring, "states": r.states, "cycle": r.cycle, "phase": r.phase,
            "forbidden": r.forbidden, "used_objects": sorted(r.used_objects),
            "used_patterns": sorted(r.used_patterns), "rotated": sorted(r.rotated),
            "done": r.done, "over": r.over, "won": r.won, "won_cycle": r.won_cycle}


def pkg_answer(state: tdf.State, text: str) -> tuple:
    """("ok", canonical) or ("no", code, step) from the package."""
    try:
        move = tdf.resolve(state, 0, tdf.parse_move(text))
    except GroveError as err:
        # §4.6: BAD_NOTATION is raised as BadNotation, every other code as IllegalMove.
        right = isinstance(err, BadNotation) if err.code == "BAD_NOTATION" else \
            isinstance(err, IllegalMove)
        return ("no", err.code if right else f"{err.code} as {type(err).__name__}",
                err.params.get("step"), err.params.get("notation") if "step" in err.params
                else None)
    return ("ok", str(move))


def ref_answer(r: ref.Ref, text: str) -> tuple:
    """("ok", canonical) or ("no", code, step) from the reference."""
    try:
        return ("ok", r.resolve(text))
    except ref.RefError as err:
        return ("no", err.code, err.step, err.notation)


def random_step(rng: random.Random) -> str:
    """A random step text, often malformed."""
    roll = rng.random()
    if roll < 0.08:
        return rng.choice(["end", "e", "undo", "END", " undo ", "resign", "en d", "ee", ""])
    word = rng.choice(WORD_VARIANTS)
    if rng.random() < 0.3:
        word = word.swapcase()
    h, k = rng.randint(0, 13), rng.randint(0, 13)
    hs = str(h) if rng.random() > 0.03 else "0" + str(h)
    sep = rng.choice(SEPS) if rng.random() < 0.3 else "-"
    gap = rng.choice(["", " ", "  "]) if rng.random() < 0.3 else " "
    tail = rng.choice(["", "", "", " ", "-3", " 4"]) if rng.random() < 0.1 else ""
    return f"{word}{gap}{hs}{sep}{k}{tail}"


def mutate(rng: random.Random, text: str) -> str:
    """A legal step changed a little (hours, case, spacing)."""
    roll = rng.random()
    if roll < 0.3 and "-" in text:
        word, hours = text.split(" ")
        h, k = hours.split("-")
        h = str((int(h) + rng.choice([-1, 1, 5, 6])) % 13)
        return f"{word} {k}-{h}" if rng.random() < 0.5 else f"{word}{h} {k}"
    if roll < 0.5:
        return text.lower()
    if roll < 0.7:
        return "  " + text.replace(" ", "") + " "
    return text


def every_short_text() -> list[str]:
    """Every canonical-word step with hours 0-12, plus the bare words."""
    out = ["end", "e", "undo"]
    for word in ("L", "M", "K", "H", "I", "II", "III"):
        for h in range(13):
            for k in range(13):
                out.append(f"{word} {h}-{k}")
    return out


SHAPED = [f"{w} {h}-{h % 12 + 1}" for w in ("L", "I", "II", "H") for h in range(1, 13)] + \
    [f"{w} {h}-{h + 6}" for w in ("M", "III", "K") for h in range(1, 7)]


def candidates(rng: random.Random, legal: list[str], full: bool) -> list[str]:
    """Texts to compare at one position."""
    texts = list(legal) + SHAPED
    texts += [random_step(rng) for _ in range(12)]
    texts += [mutate(rng, rng.choice(legal)) for _ in range(6)]
    for _ in range(8):
        parts = [rng.choice(legal) if rng.random() < 0.7 else random_step(rng)
                 for _ in range(rng.randint(2, 5))]
        sep = rng.choice([";", "; ", " ; "])
        text = sep.join(parts)
        if rng.random() < 0.1:
            text += ";"
        texts.append(text)
    texts += [";", "  ", "resign; end", "undo; undo"]
    if full:
        return texts + every_short_text()
    return rng.sample(texts, min(len(texts), 40))


def choose_command(rng: random.Random, r: ref.Ref, legal: list[str]) -> str:
    """A legal command to play: mostly progress, sometimes undo or a short sequence."""
    actions = [m for m in legal if m not in ("end", "undo")]
    if r.phase == "night":
        patterns = sorted(actions, key=lambda m: ("II" not in m, m))
        if patterns and rng.random() < 0.9:
            return patterns[0] if rng.random() < 0.6 else rng.choice(patterns)
    elif actions and rng.random() < 0.55:
        first = rng.choice(actions)
        if rng.random() < 0.3:
            probe = r.copy()
            probe.do(ref.parse_step(first), None)
            more = [m for m in probe.legal_steps() if m != "end"]
            if more:
                return f"{first}; {rng.choice(more)}"
        return first
    if "undo" in legal and rng.random() < 0.2:
        return "undo"
    return "end"


def pattern_order(r: ref.Ref, moves: list[str]) -> list[str]:
    """``moves`` in §7.5 order: ``end``, ``undo``, then (by Night) the patterns in data-file
    order, each by the clockwise distance from the maiden of the pair's first card (the one
    reached first going clockwise). Swaps (no order in the spec) keep the package's order."""
    head = [m for m in ("end", "undo") if m in moves]
    rest = [m for m in moves if m not in head]
    if r.phase == "day":
        return head + rest
    maiden = (r.cycle - 1) % 12

    def key(m: str) -> tuple[int, int]:
        word, hours = m.split(" ")
        dist = sorted((int(h) - maiden) % 12 for h in hours.split("-"))
        return (ref.PATTERNS.index(word), dist[0])

    return head + sorted(rest, key=key)


def run(seed: int, games: int, full_every: int = 40) -> tuple[int, list[str], int]:
    """Play ``games`` games; return (positions compared, disagreements, games won)."""
    rng = random.Random(seed)
    problems: list[str] = []
    positions = 0
    wins = 0

    def bad(where: str, what: str) -> None:
        if len(problems) < 200:
            problems.append(f"{where}: {what}")

    for g in range(games):
        game_seed = rng.getrandbits(48)
        options = {"auto_end": "true" if rng.random() < 0.3 else "false"}
        # Half the games follow the package's solver (auto_move) most of the time, so
        # that wins, and wins inside sequences (R17), are compared too.
        solver = rng.random() < 0.4
        state = tdf.new_game(1, options, game_seed)
        if state.phase != "day" or state.cycle != 1 or state.draws[0] not in ref.OBJECTS:
            bad(f"g{g}", "bad opening")
        r = to_ref(state)
        if r.states != dict.fromkeys(ref.TREES, "i") or sorted(r.ring) != sorted(ref.TREES):
            bad(f"g{g}", "bad deal")
        r.auto(None)   # the first Day always has a swap: nothing to draw
        for _ in range(400):
            if tdf.is_over(state):
                break
            positions += 1
            where = f"seed {seed} game {g} C{state.cycle} {state.phase}"
            if key_of(to_ref(state)) != key_of(r):
                bad(where, f"state {key_of(to_ref(state))} != ref {key_of(r)}")
                r = to_ref(state)
            pkg_order = [str(m) for m in tdf.legal_moves(state, 0)]
            if pkg_order != pattern_order(r, pkg_order):
                bad(where, f"legal_moves order {pkg_order}")
            pkg_legal = sorted(pkg_order)
            ref_legal = sorted(r.legal_steps())
            if pkg_legal != ref_legal:
                bad(where, f"legal {set(pkg_legal) ^ set(ref_legal)}")
            texts = candidates(rng, ref_legal, positions % full_every == 0)
            plan = str(tdf.auto_move(state, 0)) if solver else ""
            if plan:
                texts.append(plan)
            for text in texts:
                a, b = pkg_answer(state, text), ref_answer(r, text)
                if a != b:
                    bad(where, f"{text!r}: package {a} reference {b} "
                        f"ring {tdf.to_json(state)}")
            if plan and rng.random() < 0.8:
                command = plan
            else:
                command = choose_command(rng, r, ref_legal)
            if rng.random() < 0.002:
                command = "resign"
            try:
                new, _events = tdf.apply(state, 0, tdf.parse_move(command))
            except GroveError as err:   # already reported as a resolve disagreement
                bad(where, f"package refused the chosen {command!r}: {err!r}")
                command = "end"
                new, _events = tdf.apply(state, 0, tdf.parse_move(command))
            draw = new.draws[-1] if new.cycle > state.cycle else None
            if new.draws[:len(state.draws)] != state.draws or len(new.draws) != new.cycle:
                bad(where, "draws rewritten")
            try:
                r = ref.apply(r, command, draw)
            except AssertionError as err:
                bad(where, f"{command!r}: {err}")
                r = to_ref(new)
            state = new
            if key_of(to_ref(state)) != key_of(r):
                bad(where, f"after {command!r}: package {key_of(to_ref(state))} "
                    f"reference {key_of(r)}")
                r = to_ref(state)
        if not tdf.is_over(state):
            bad(f"g{g}", "game did not finish")
            continue
        res = tdf.result(state)
        wins += r.won
        want_reason = "won" if r.won else "lost"
        if res.reason != want_reason or res.scores.get(0) != r.score():
            bad(f"g{g}", f"result {res.reason} {res.scores} != {want_reason} {r.score()}")
        if res.ranking != ([[0]] if r.won else []):
            bad(f"g{g}", f"ranking {res.ranking}")
    return positions, problems, wins
