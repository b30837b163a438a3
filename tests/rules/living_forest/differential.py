"""Differential play: ``rules.living_forest`` against the reference of ``reference.py``.

``to_ref`` is the adapter from the package's state to the reference's plain dict; ``norm``
drops what the spec leaves free (the order of equal Fire tiles, bookkeeping that has no rule
meaning in a phase). ``play_game`` plays one seeded random game with the package and, at every
step, compares ``to_act``, the outcome of a sample of candidate moves (legal ones and random or
mutated notations) and the next state. Disagreements are collected, not raised, so a campaign
can count them.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

import rules.living_forest as lf
from rules.errors import BadNotation, GroveError

from . import reference as ref


def to_ref(state: Any) -> ref.RefState:
    """The reference form of a package state (reads only its documented JSON fields)."""
    d = lf.to_json(state)
    players = []
    for p in d["players"]:
        players.append({
            "deck": list(p["deck"]), "discard": list(p["discard"]), "help": list(p["help"]),
            "discardable": p["discardable"], "stopped": p["stopped"], "actions": p["actions"],
            "forest": dict(p["forest"]), "fires": list(p["fires"]),
            "tiles": [tuple(t) for t in p["tiles"]], "fragments": p["fragments"],
            "elem_held": p["elem_held"], "elem_used": list(p["elem_used"]), "rock": p["rock"],
            "resigned": p["resigned"], "known_top": p["known_top"],
        })
    pending = []
    for x in d["pending"]:
        if x["type"] == "steal":
            pending.append(("steal", x["victim"]))
        elif x["type"] == "rock":
            pending.append(("rock", x["rock"]))
        else:
            pending.append(("bonus", x["action"], x["extra"], x["source"]))
    return {
        "seats": d["seats"], "kodama": d["kodama"], "first": d["first"], "round": d["round"],
        "phase": d["phase"], "sacred": d["sacred"], "players": players,
        "market": list(d["market"]), "stacks": [list(x) for x in d["stacks"]],
        "attracted": list(d["attracted"]), "centre": list(d["centre"]),
        "trees": dict(d["trees"]), "varans": d["varans"], "frag_supply": d["frag_supply"],
        "elem_supply": d["elem_supply"],
        "kstacks": {k: list(v) for k, v in d["kstacks"].items()},
        "kremoved": {k: list(v) for k, v in d["kremoved"].items()},
        "onibi": d["onibi"], "targets": dict(d["targets"]), "order": list(d["order"]),
        "turn_idx": d["turn_idx"], "basic_used": d["basic_used"], "used": dict(d["used"]),
        "bonus_used": list(d["bonus_used"]), "pending": pending,
        "winners": list(d["winners"]), "resigned_order": list(d["resigned"]),
        "turn_no": d["turn_no"],
    }


def norm(s: ref.RefState) -> dict[str, Any]:
    """A comparable form: equal Fire tiles are interchangeable; per-phase bookkeeping only
    where the phase uses it."""
    out = dict(s)
    out["centre"] = sorted(s["centre"])
    out["players"] = []
    for p in s["players"]:
        q = dict(p)
        q["fires"] = sorted(p["fires"])
        if p["resigned"]:
            q.pop("stopped")  # a resigned seat takes no part in the phase either way
        if s["phase"] != "action":
            q.pop("actions")
        if s["phase"] != "animal":
            q.pop("discardable")
        out["players"].append(q)
    out.pop("order")
    out.pop("turn_idx")
    if s["phase"] != "action":
        for k in ("basic_used", "used", "bonus_used", "pending"):
            out.pop(k)
    else:
        # who acts now and who is still to come (resigned seats never act)
        out["turns_left"] = [x for x in s["order"][s["turn_idx"]:]
                             if not s["players"][x]["resigned"]]
        out["used"] = {k: v for k, v in s["used"].items() if v}
    out["bonus_used"] = sorted(out.get("bonus_used", []))
    return out


def diff_keys(a: Any, b: Any, path: str = "") -> list[str]:
    """Paths where two nested values differ (for readable reports)."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b), key=str):
            out += diff_keys(a.get(k, "<missing>"), b.get(k, "<missing>"), f"{path}.{k}")
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and a and \
            isinstance(a[0], dict):
        out = []
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            out += diff_keys(x, y, f"{path}[{i}]")
        return out
    return [] if a == b else [f"{path}: pkg={a!r} ref={b!r}"]


def pkg_outcome(state: Any, seat: int, text: str) -> tuple[str, str]:
    """The package's answer to a typed move: ("ok", canonical) or ("err", code)."""
    try:
        move = lf.parse_move(text)
    except BadNotation:
        return ("err", "BAD_NOTATION")
    try:
        return ("ok", str(lf.resolve(state, seat, move)))
    except GroveError as exc:
        return ("err", exc.code)


_TREES = list(ref.TREES)
#: share of positions where every short move text is tried (slow, thorough)
SWEEP_SHARE = 0.02
#: share of steps where a random seat resigns instead
RESIGN_SHARE = 0.002


def random_notation(rng: random.Random, state: Any) -> str:
    """A random, mostly well-formed move text (some notation errors on purpose)."""
    kind = rng.choice(["att", "att", "ext", "ext", "plant", "plant", "move", "steal", "call",
                       "elem", "plus", "simple", "noise"])
    slots = ref.SLOTS
    if kind == "att":
        filled = [x for x, c in zip(slots, lf.to_json(state)["market"], strict=True) if c]
        pool = filled if filled and rng.random() < 0.8 else slots
        return "att " + " ".join(rng.choice(pool) for _ in range(rng.randint(1, 3)))
    if kind == "ext":
        return "ext " + " ".join(rng.choice("2344") for _ in range(rng.randint(1, 3)))
    if kind == "plant":
        return f"plant {rng.choice(_TREES)}@{rng.choice('ABC')}{rng.randint(0, 5)}"
    if kind == "move":
        return f"move {rng.randint(1, 7)}"
    if kind == "steal":
        return f"steal {rng.randint(1, 4)} {rng.choice(['fire', 'flower', 'tree'])}"
    if kind == "call":
        return f"call {rng.choice('FTW')}"
    if kind == "elem":
        return f"elem {rng.choice(ref.ELEMENTS)}"
    if kind == "plus":
        return "+" + random_notation(rng, state).lstrip("+")
    if kind == "simple":
        return rng.choice(["draw", "discard", "stop", "frag", "pass", "skip"])
    return rng.choice(["draw 1", "att", "ext 5", "plant 12@A1", "plant 3A@D1", "move 0",
                       "steal 5 fire", "call X", "elem fire", "+frag", "+steal 2 fire",
                       "undo", "ATT  1A", "Plant 3a @ b2", "+ ext 2", "EXT 2 4", "pass now"])


def mutate(rng: random.Random, text: str) -> str:
    """A small change of a legal move's text (an item added, dropped, altered, cased)."""
    words = text.split()
    r = rng.random()
    if r < 0.25 and len(words) > 1:
        words.append(rng.choice(words[1:]))
    elif r < 0.45 and len(words) > 2:
        words.pop(rng.randrange(1, len(words)))
    elif r < 0.7 and len(words) > 1:
        w = words[-1]
        if w.isdigit():
            words[-1] = str(int(w) + rng.choice([-1, 1, 2]))
        elif len(w) == 2 and w[0] in "123":
            words[-1] = w[0] + rng.choice("abcd")
        elif "@" in w:
            t, sp = w.split("@")
            words[-1] = f"{t}@{sp[0]}{rng.randint(0, 5)}"
    elif r < 0.85:
        return "+" + text if not text.startswith("+") else text[1:]
    else:
        return text.upper()
    return " ".join(words)


@dataclass
class Stats:
    """Counts of one campaign."""

    positions: int = 0
    candidates: int = 0
    games: int = 0
    finished: int = 0
    problems: list[str] = field(default_factory=list)
    seen: Counter = field(default_factory=Counter)
    last_state: Any = None
    fail: Any = None

    def add(self, other: Stats) -> None:
        """Merge another campaign's counts."""
        self.positions += other.positions
        self.candidates += other.candidates
        self.games += other.games
        self.finished += other.finished
        self.problems += other.problems
        self.seen.update(other.seen)


def sweep() -> list[str]:
    """Every short move text of the grammar (plus a few out-of-range ones)."""
    texts = ["draw", "discard", "stop", "frag", "pass", "skip"]
    for tree in _TREES:
        texts += [f"plant {tree}@{r}{c}" for r in "ABC" for c in range(6)]
    texts += [f"move {n}" for n in range(1, 13)]
    vals = ["2", "3", "4"]
    texts += [f"ext {a}" for a in vals] + [f"ext {a} {b}" for a in vals for b in vals]
    texts += [f"ext {a} {b} {c}" for a in vals for b in vals for c in vals]
    texts += [f"att {a}" for a in ref.SLOTS] + [f"att {a} {b}" for a in ref.SLOTS
                                                for b in ref.SLOTS]
    texts += [f"steal {n} {k}" for n in range(1, 5) for k in ("fire", "flower", "tree")]
    texts += [f"call {x}" for x in "FTW"] + [f"elem {x}" for x in ref.ELEMENTS]
    texts += ["+" + x for x in texts if x.startswith(("att", "ext", "plant", "move", "call"))]
    return texts


_SWEEP = sweep()


def _candidates(rng: random.Random, state: Any, seat: int, legal: list[Any]) -> list[str]:
    if rng.random() < SWEEP_SHARE:
        return _SWEEP
    texts = [str(m) for m in rng.sample(legal, min(len(legal), 6))]
    texts += [mutate(rng, str(rng.choice(legal))) for _ in range(3)] if legal else []
    texts += [random_notation(rng, state) for _ in range(5)]
    return texts


_RARE = set(ref.BONUS) | set(ref.REPEAT)


def _wanted(r: ref.RefState, text: str) -> bool:
    """Moves that reach rare rules: Kodama bonus and repeat animals, Tree 11, K8, calls."""
    words = text.lstrip("+").split()
    if words[0] == "att":
        return any(r["market"][ref.SLOTS.index(x)] in _RARE for x in words[1:])
    if words[0] == "plant":
        return words[1].split("@")[0] in ("11", "K8") or words[1].endswith("0")
    return words[0] in ("call", "elem") or text.startswith("+")


def _choose(rng: random.Random, legal: list[Any], phase: str, n_sol: int,
            r: ref.RefState | None = None) -> Any:
    if r is not None and phase == "action":
        wanted = [m for m in legal if _wanted(r, str(m))]
        if wanted and rng.random() < 0.6:
            return rng.choice(wanted)
    if phase == "animal":
        names = {str(m): m for m in legal}
        if "draw" in names and (n_sol <= 1 or rng.random() < 0.3):
            return names["draw"]
        if "discard" in names and rng.random() < 0.7:
            return names["discard"]
        return rng.choice(legal)
    keen = [m for m in legal if str(m) not in ("pass", "skip")]
    if keen and rng.random() < 0.93:
        return rng.choice(keen)
    return rng.choice(legal)


def play_game(seed: int, seats: int, kodama: bool, max_steps: int = 2000) -> Stats:
    """One seeded random game, compared step by step; returns the counts and problems."""
    st = Stats(games=1)
    rng = random.Random(f"diff:{seed}:{seats}:{kodama}")
    state = lf.new_game(seats, {"kodama": "true" if kodama else "false"}, seed)
    tag = f"seed={seed} seats={seats} kodama={kodama}"
    st.problems += [f"{tag} setup: {p}" for p in check_setup(to_ref(state))]
    play_from(st, rng, state, tag, max_steps)
    return st


def play_from(st: Stats, rng: random.Random, state: Any, tag: str, max_steps: int,
              sweep_first: bool = False) -> None:
    """Random steps from ``state``, compared with the reference at each one (``sweep_first``:
    try every short move text at the first step)."""
    for step in range(max_steps):
        if lf.is_over(state):
            st.finished = 1
            break
        r = to_ref(state)
        game = ref.Game(r)
        if set(lf.to_act(state)) != game.to_act():
            st.problems.append(f"{tag} step {step}: to_act pkg={sorted(lf.to_act(state))} "
                               f"ref={sorted(game.to_act())}")
            break
        if rng.random() < RESIGN_SHARE:
            if not _resign_step(st, tag, step, rng, state):
                break
            state = st.last_state
            continue
        seat = rng.choice(sorted(lf.to_act(state)))
        legal = list(islice(lf.legal_moves(state, seat), 80))
        legal += [m for m in islice(lf.iter_moves(state, seat, max_att=1), 80)]
        st.problems += [f"{tag} step {step} seat {seat}: {x}"
                        for x in check_policies(state, seat, r)]
        texts = _SWEEP if sweep_first and step == 0 else _candidates(rng, state, seat, legal)
        accepted = set()
        for text in texts:
            st.candidates += 1
            a, b = pkg_outcome(state, seat, text), game.resolve(seat, text)
            if a != b:
                st.problems.append(f"{tag} step {step} seat {seat} {text!r}: pkg={a} ref={b}")
            elif b[0] == "ok":
                accepted.add(b[1])
        if texts is _SWEEP:
            # legal_moves lists exactly the legal moves (Attract cut to single cards here)
            listed = {str(m) for m in lf.iter_moves(state, seat, max_att=1)}
            single = {x for x in accepted if not (x.lstrip("+").startswith("att ")
                                                  and len(x.split()) > 2)}
            for x in listed:
                if x not in accepted and game.resolve(seat, x)[0] != "ok":
                    st.problems.append(f"{tag} step {step} seat {seat}: {x!r} listed, illegal")
            for x in single - listed:
                if not x.startswith("move ") or int(x.split()[1]) <= 12:
                    st.problems.append(f"{tag} step {step} seat {seat}: {x!r} legal, unlisted")
            st.seen["legal_moves swept"] += 1
        if not legal:
            st.problems.append(f"{tag} step {step}: seat {seat} to act has no legal move")
            break
        p = r["players"][seat]
        move = _choose(rng, legal, r["phase"], ref.net_solitary(p["help"]), r)
        new, _ = lf.apply(state, seat, move)
        after = lf.to_json(new)["players"][seat]

        def oracle(cards: list[str], after: dict = after) -> list[str]:
            return [after["help"][-1]] + list(after["deck"])

        try:
            got = ref.Game(r, shuffle=oracle).apply(seat, str(move))
        except (ref.Refused, AssertionError) as exc:
            st.problems.append(f"{tag} step {step} seat {seat} {move}: reference refused "
                               f"{exc!r}")
            break
        st.positions += 1
        _tally(st.seen, r, got, str(move))
        diffs = diff_keys(norm(to_ref(new)), norm(got))
        if diffs:
            st.problems.append(f"{tag} step {step} seat {seat} {move}: " + "; ".join(diffs[:6]))
            st.fail = (state, seat, str(move))
            break
        _check_result(st, tag, new, got)
        state = new


def _steal_default(r: ref.RefState, victim: int) -> str:
    kinds = {k for k, _ in r["players"][victim]["tiles"]}
    first = next(k for k in ("fire", "flower", "tree") if k in kinds)
    return f"steal {ref.position(r, victim)} {first}"


def check_policies(state: Any, seat: int, r: ref.RefState) -> list[str]:
    """R-22's timeout moves and §7.5's automatic policy, as far as the spec fixes them."""
    bad = []
    game = ref.Game(r)
    p = r["players"][seat]
    timeout, auto = str(lf.timeout_move(state, seat)), str(lf.auto_move(state, seat))
    if game.resolve(seat, timeout)[0] != "ok" or game.resolve(seat, auto)[0] != "ok":
        bad.append(f"policy move illegal: timeout {timeout!r}, auto {auto!r}")
    if r["phase"] == "animal":
        want_t = "stop" if p["help"] else "draw"
        n = ref.net_solitary(p["help"])
        want_a = "draw" if n <= 1 and (p["deck"] or p["discard"]) else "stop"
    elif r["pending"] and r["pending"][0][0] == "steal":
        want_t = want_a = _steal_default(r, r["pending"][0][1])
    elif r["pending"]:
        want_t = "skip"
        kind, extra = r["pending"][0][1], r["pending"][0][2]
        want_a = kind if ref.possible(r, seat, kind, extra) else "skip"
    else:
        want_t = "pass"
        want_a = "pass"
        if r["basic_used"] < p["actions"]:
            for kind in ("plant", "ext", "att", "frag"):
                if r["used"].get(kind, 0) < ref.allowed_times(r, seat, kind) and \
                        ref.possible(r, seat, kind):
                    want_a = kind
                    break
    if timeout != want_t:
        bad.append(f"timeout move {timeout!r}, spec {want_t!r}")
    if auto.split()[0] != want_a.split()[0] or (want_a.startswith("steal") and auto != want_a):
        bad.append(f"auto move {auto!r}, spec {want_a!r}")
    return bad


def _check_result(st: Stats, tag: str, new: Any, got: ref.RefState) -> None:
    """At the end: the same winners and the same ranking (§5.3, R-27)."""
    if not lf.is_over(new):
        return
    res = lf.result(new)
    want = ref.ranking(got)
    if [sorted(g) for g in res.ranking] != want:
        st.problems.append(f"{tag} result ranking pkg={res.ranking} ref={want}")
    st.seen["results compared"] += 1


def _alive(state: Any) -> list[int]:
    return [i for i, p in enumerate(lf.to_json(state)["players"]) if not p["resigned"]]


def _resign_step(st: Stats, tag: str, step: int, rng: random.Random, state: Any) -> bool:
    """A random seat resigns (off-turn); compare; keeps the new state in ``st.last_state``."""
    r = to_ref(state)
    gone = [i for i, p in enumerate(r["players"]) if p["resigned"]]
    for seat in gone:
        try:
            lf.resolve(state, seat, lf.Resign())
            code = "ok"
        except GroveError as exc:
            code = exc.code
        if code != "ALREADY_RESIGNED":
            st.problems.append(f"{tag} step {step}: resigned seat {seat} resigns again: {code}")
    seat = rng.choice(_alive(state))
    new, _ = lf.apply(state, seat, lf.Resign())
    got = ref.Game(r).resign(seat)
    st.positions += 1
    st.seen["move resign"] += 1
    diffs = diff_keys(norm(to_ref(new)), norm(got))
    if diffs:
        st.problems.append(f"{tag} step {step} seat {seat} resign: " + "; ".join(diffs[:6]))
        return False
    _check_result(st, tag, new, got)
    st.last_state = new
    return True


def _tally(seen: Counter, before: ref.RefState, after: ref.RefState, move: str) -> None:
    """Which rules a step exercised (to show the campaign reaches them)."""
    seen["move " + move.split()[0]] += 1
    if before["phase"] == "action" and before["pending"]:
        seen["answer " + before["pending"][0][0]] += 1
    for x in after.get("pending", []) if after["phase"] == "action" else []:
        seen["pending " + x[0] + (" " + x[3] if x[0] == "bonus" else "")] += 1
    if after["round"] > before["round"]:
        seen["round end"] += 1
        if after["varans"] < before["varans"]:
            seen["varans dealt"] += 1
        if after["varans"] == 0:
            seen["varan supply empty"] += 1
    if after["phase"] == "over":
        seen["game won"] += 1
        if len(after["winners"]) > 1:
            seen["shared win"] += 1
    for a, b in zip(before["players"], after["players"], strict=True):
        if len(b["tiles"]) > len(a["tiles"]):
            seen["tile stolen"] += 1
        if not a["deck"] and b["discard"] == [] and a["discard"] and before["phase"] == "animal":
            seen["reshuffle"] += 1
        if b["elem_held"] > a["elem_held"]:
            seen["elem tile gained"] += 1
    if before.get("onibi") != after.get("onibi") and len(after["centre"]) > len(
            before["centre"]) and before["phase"] == after["phase"] == "action":
        seen["onibi fire"] += 1
    if after["targets"] != before["targets"]:
        seen["target raised"] += 1
    if after["frag_supply"] == 0:
        seen["frag supply empty"] += 1


def check_setup(s: ref.RefState) -> list[str]:
    """Facts of §3.1 / §10.1 that every new game must show."""
    bad = []
    n, k = s["seats"], s["kodama"]
    if s["sacred"] != s["first"] or s["round"] != 1 or s["phase"] != "animal":
        bad.append("first player, round or phase")
    spirits = set()
    for seat, p in enumerate(s["players"]):
        spirit = p["tiles"][0][1]
        spirits.add(spirit)
        if sorted(p["tiles"]) != sorted((x, spirit) for x in ("fire", "flower", "tree")):
            bad.append(f"seat {seat} victory tiles")
        if sorted(p["deck"]) != sorted(ref.starting_deck(k, spirit)) or p["help"] \
                or p["discard"] or p["fragments"] or p["forest"] or p["fires"]:
            bad.append(f"seat {seat} material")
        if p["rock"] != ref.START_ROCKS[n][ref.position(s, seat) - 1]:
            bad.append(f"seat {seat} start rock")
    if len(spirits) != n:
        bad.append("spirits")
    if any(c is None for c in s["market"]):
        bad.append("market not full")
    for lv in (1, 2, 3):
        cards = [c for c in s["market"][4 * (lv - 1):4 * lv]] + s["stacks"][lv - 1]
        want = [c for c, v in ref.ANIMALS.items() if v[0] == lv]
        if k:
            want += [c for c, v in ref.KODAMA_ANIMALS.items() if v[0] == lv]
        if sorted(cards) != sorted(want):
            bad.append(f"level {lv} cards")
    copies = dict(ref.TREE_COPIES[n])
    if k:
        copies.update(dict.fromkeys(ref.K_TREES, 2))
    if s["trees"] != copies:
        bad.append("tree copies")
    if s["centre"] != [2] or s["varans"] != 23 or s["frag_supply"] != 20:
        bad.append("centre or supplies")
    if k:
        if s["elem_supply"] != 12 or s["targets"] != {"tree": 13, "fire": 13, "flower": 13}:
            bad.append("kodama supplies or targets")
        last = (s["first"] + n - 1) % n
        if s["onibi"] != (s["players"][last]["rock"] - 1) % 12:
            bad.append("onibi start")
        for letter in "FTW":
            kept, gone = s["kstacks"][letter], s["kremoved"][letter]
            if len(kept) != ref.STACK_SIZE[n] or sorted(kept + gone) != sorted(
                    c for c in ref.KODAMA_CARDS if c[:-1] == f"kodama_{letter.lower()}"):
                bad.append(f"kodama stack {letter}")
    elif s["targets"] != {"tree": 12, "fire": 12, "flower": 12} or s["onibi"] is not None:
        bad.append("targets")
    return bad


def random_position(rng: random.Random) -> Any:
    """A random action-phase position built with the package's fixtures (rich help lines,
    forests, figures, fires, tiles, Element tiles) that random play rarely reaches."""
    from rules.living_forest.fixtures import position

    seats = rng.choice([2, 3, 4])
    kodama = rng.random() < 0.6
    animals = [c for c, v in {**ref.ANIMALS, **(ref.KODAMA_ANIMALS if kodama else {})}.items()]
    rng.shuffle(animals)
    spirits = ref.SPIRITS[:seats]
    help_, forest, fragments, elem_held, elem_used = {}, {}, {}, {}, {}
    copies = dict(ref.TREE_COPIES[seats])
    if kodama:
        copies.update(dict.fromkeys(ref.K_TREES, 2))
    turn, sacred = rng.randint(1, seats), rng.randint(1, seats)
    special = [c for c in animals if c in _RARE or c in ("horned_owl", "dog", "tapir")]
    for pos in range(1, seats + 1):
        own = list(ref.STARTING) + [ref.VARAN] * rng.randint(0, 2)
        if kodama:
            own.append(f"kodama_{spirits[pos - 1]}")
        cards = rng.sample(own, rng.randint(1, 6)) + [animals.pop() for _ in
                                                      range(rng.randint(0, 3))]
        if pos == turn and special and rng.random() < 0.7:
            for c in rng.sample(special, min(len(special), rng.randint(1, 3))):
                if c in animals:
                    animals.remove(c)
                    cards.append(c)
        help_[pos] = " ".join(cards)
        have, items = {"B3"}, []
        spaces = ref.BASE_SPACES + (ref.EXT_SPACES if kodama else [])
        for _ in range(rng.randint(0, 9)):
            free = [s for s in spaces if s not in have
                    and any(n in have for n in ref.neighbours(s))]
            trees = [x for x, n in copies.items() if n > 0]
            if not free or not trees:
                break
            sp, tr = rng.choice(free), rng.choice(trees)
            copies[tr] -= 1
            have.add(sp)
            items.append(f"{tr}@{sp}")
        forest[pos] = " ".join(items)
        fragments[pos] = rng.randint(0, 3)
        if kodama:
            elem_held[pos] = rng.randint(0, 2)
            elem_used[pos] = " ".join(rng.choice(ref.ELEMENTS) for _ in range(rng.randint(0, 2)))
    rocks = rng.sample(range(12), seats + 1)
    facts: dict[str, Any] = {
        "help": help_, "forest": forest, "fragments": fragments,
        "rocks": {pos: f"R{rocks[pos - 1]}" for pos in range(1, seats + 1)},
        "centre": " ".join(rng.choice("2234") for _ in range(rng.randint(0, 7))),
        "fires": {pos: " ".join(rng.choice("234") for _ in range(rng.randint(0, 11)))
                  for pos in range(1, seats + 1)},
        "varans": rng.randint(0, 23 - 2 * seats),
    }
    if rng.random() < 0.5:
        thief, victim = rng.sample(range(1, seats + 1), 2)
        extra = rng.sample(["fire", "flower", "tree"], rng.randint(1, 3))
        facts["tiles"] = {thief: " ".join(["fire", "flower", "tree"] + [
            f"{k}:{spirits[victim - 1]}" for k in extra])}
    if kodama:
        facts["elem_held"], facts["elem_used"] = elem_held, elem_used
        facts["onibi"] = f"R{rocks[-1]}"
    if rng.random() < 0.3:
        facts["market"] = {s: None for s in rng.sample(ref.SLOTS, rng.randint(1, 8))}
    if rng.random() < 0.2:
        facts["fragments"] = {1: 20 - sum(v for k, v in fragments.items() if k != 1)}
    state = position(players=seats, kodama=kodama, turn=turn, sacred=sacred,
                     seed=rng.randrange(10**6), **facts)
    lf.check(state)
    return state


def play_positions(seed: int, count: int, steps: int = 40) -> Stats:
    """``count`` random positions, each followed by ``steps`` random compared steps."""
    st = Stats()
    rng = random.Random(f"positions:{seed}")
    built = 0
    while built < count:
        try:
            state = random_position(rng)
        except (ValueError, GroveError, AssertionError, KeyError):
            st.seen["fixture refused"] += 1
            continue
        built += 1
        st.games += 1
        play_from(st, rng, state, f"position seed={seed} #{built}", steps, sweep_first=True)
    return st
