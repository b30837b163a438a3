"""A compact text picture of a Living Forest view, for golden transcripts and debugging."""

from __future__ import annotations

from rules.protocol import Event

from .view import LivingForestView


def _cards(cards: tuple[str | None, ...] | None) -> str:
    if cards is None:
        return "?"
    return " ".join(c or "." for c in cards) or "-"


def view_text(v: LivingForestView) -> str:
    """The view as a few lines of text: table, then one block per player."""
    act = ",".join(f"p{v.players[s].position}" for s in v.to_act) or "-"
    lines = [
        f"r{v.round} {v.phase} turn_no={v.turn_no} sacred=p{v.players[v.sacred].position}"
        f" to_act={act}",
        f"  market {_cards(v.market)} | stacks {'/'.join(map(str, v.stack_sizes))}",
        f"  centre {' '.join(map(str, v.centre)) or '-'} (P={v.fire_power})"
        f" varans={v.varans} frags={v.frag_supply}",
        "  trees " + " ".join(f"{t}x{n}" for t, n in v.trees),
    ]
    if v.kodama:
        stacks = " ".join(f"{k.letter}:{k.top or '-'}({k.size})->{k.guards}{k.target}"
                          for k in v.kodama_stacks)
        lines.append(f"  kodama {stacks} onibi=R{v.onibi} elem={v.elem_supply}")
    if v.turn is not None:
        t = v.turn
        pend = "; ".join(",".join(f"{k}={x}" for k, x in d) for d in t.pending) or "-"
        lines.append(f"  turn p{v.players[t.seat].position} used={t.basic_used}/{t.actions}"
                     f" types={dict(t.used)} bonus={list(t.bonus_used)}"
                     f" cards={list(t.bonus_cards)} pending[{pend}]")
    for p in v.players:
        tiles = ",".join(f"{k[:2]}{sp[:2]}" for k, sp in p.tiles) or "-"
        forest = " ".join(f"{t}@{sp}" for sp, t in p.forest) or "-"
        lines.append(
            f"  p{p.position} s{p.seat} {p.spirit} {p.status} R{p.rock} "
            f"E={list(p.totals)} K={p.kodama_count} counts={list(p.counts)}"
            f" A={p.actions} N={p.net_solitary}")
        lines.append(
            f"    help {_cards(p.help_line)} | forest {forest} lines={list(p.lines)}")
        lines.append(
            f"    fires {list(p.fires)} tiles {tiles} frags={p.fragments}"
            f" elem={p.elem_held}/{list(p.elem_used)} draw={p.draw_pile}"
            f" known={_cards(p.known_top)} discard={_cards(p.discard)}")
    if v.me is not None:
        m = v.me
        lines.append(f"  me help {_cards(m.help_line)} N={m.net_solitary} E={list(m.totals)}"
                     f" draw={m.draw_pile} discard={len(m.discard)} frags={m.fragments}"
                     f" done={int(m.done)}")
    if v.result is not None:
        lines.append(f"  over {v.result.reason} ranking {v.result.ranking}"
                     f" scores {v.result.scores}")
    return "\n".join(line.rstrip() for line in lines)


def log_line(round_no: int, position: int, move: str, events: list[Event],
             positions: dict[int, int]) -> str:
    """One §7.2 log line, ``r4 p2 move 3 [jumped p3; landed R2]``, from public events.

    ``positions`` maps protocol seats to positions; private events are left out.
    """
    notes: list[str] = []
    for e in events:
        if e.visible_to is not None:
            continue
        p = e.params
        if e.code == "move":
            jumped = ", ".join(f"p{positions[x]}" for x in p["jumped"])
            notes.append((f"jumped {jumped}; " if jumped else "") + f"landed R{p['to']}")
        elif e.code in ("attract", "extinguish", "plant", "frag", "call") and p["how"] != "basic":
            notes.append(p["how"])
        elif e.code == "steal" and p["auto"]:
            notes.append(f"took {p['kind']} from p{positions[p['victim']]}")
        elif e.code == "line":
            notes.append(f"line {p['line']}")
        elif e.code == "fragments":
            notes.append(f"+{p['count']} fragment")
        elif e.code == "bonus_lapsed":
            notes.append(f"bonus {p['action']} lapsed")
        elif e.code == "onibi":
            notes.append(f"onibi R{p['to']}" + (f" +{p['fires']} fire" if p["fires"] else ""))
        elif e.code == "target_raised":
            notes.append(f"{p['condition']} target {p['target']}")
    tail = f" [{'; '.join(notes)}]" if notes else ""
    return f"r{round_no} p{position} {move}{tail}"
