"""A compact text picture of a Living Forest view (``view_text``) and the §7.2 history lines
of events (``log_lines``), for golden transcripts, logs and debugging."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

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


#: events that are a seat's move (the start of a history line), as notation from their params
_MOVES = ("draw", "discard", "stop", "frag", "attract", "extinguish", "plant", "move", "call",
          "elem", "pass", "skip", "steal", "resign")
_BUDGETED = {"frag": "frag", "attract": "att", "extinguish": "ext", "plant": "plant",
             "move": "move", "call": "call"}


def _seat(seat: int, positions: Mapping[int, int] | None) -> str:
    """A protocol seat as the log writes it: ``p<position>`` (§3.1), or ``s<seat>`` when the
    caller knows no positions (events carry protocol seats only)."""
    return f"p{positions[seat]}" if positions is not None else f"s{seat}"


def _notation(e: Event, positions: Mapping[int, int] | None) -> str | None:
    """The §7.2 notation of the move that made event ``e``, or None when ``e`` is not a move
    (an automatic stop or steal, a consequence)."""
    p = e.params
    if e.code not in _MOVES or p.get("auto"):
        return None
    if e.code in _BUDGETED:
        head = ("+" if p.get("how") == "card" else "") + _BUDGETED[e.code]
        if e.code == "attract":
            return " ".join([head, *p["slots"]])
        if e.code == "extinguish":
            return " ".join([head, *map(str, p["values"])])
        if e.code == "plant":
            return f"{head} {p['tree']}@{p['space']}"
        if e.code == "move":
            return f"{head} {p['steps']}"
        if e.code == "call":
            return f"{head} {p['stack']}"
        return head
    if e.code == "steal":
        return f"steal {_seat(p['victim'], positions)[1:]} {p['kind']}"
    if e.code == "elem":
        return f"elem {p['element']}"
    return e.code


def _note(e: Event, positions: Mapping[int, int] | None) -> str | None:
    """The bracketed public note an event adds to its move's line, if any."""
    p = e.params
    if e.code == "move":
        jumped = ", ".join(_seat(x, positions) for x in p["jumped"])
        return (f"jumped {jumped}; " if jumped else "") + f"landed R{p['to']}"
    if e.code in ("attract", "extinguish", "plant", "frag", "call") and p["how"] != "basic":
        return str(p["how"])
    if e.code == "steal" and p["auto"]:
        return f"took {p['kind']} from {_seat(p['victim'], positions)}"
    if e.code == "line":
        return f"line {p['line']}"
    if e.code == "fragments":
        return f"+{p['count']} fragment"
    if e.code == "bonus_lapsed":
        return f"bonus {p['action']} lapsed"
    if e.code == "onibi":
        return f"onibi R{p['to']}" + (f" +{p['fires']} fire" if p["fires"] else "")
    if e.code == "target_raised":
        return f"{p['condition']} target {p['target']}"
    if e.code == "draw":
        return f"revealed {p['card']}"
    return None


def log_lines(events: Iterable[Event], round_no: int | None = None,
              positions: Mapping[int, int] | None = None) -> list[str]:
    """The §7.2 history lines of some events: one line per move, ``r4 p2 move 3 [jumped p3;
    landed R2]``, its notation rebuilt from the move's event and followed by the public
    notes of the events after it (a draw's ``[revealed bear]`` is on the drawing seat's
    private event, published with the phase).

    The protocol calls it with events only. Events carry protocol seats and no round, so
    the ``r<round> p<position>`` prefix needs the context the caller knows: ``round_no``
    (else the round of the move's own event, when it carries one) and ``positions`` (seat
    -> position, ``State.position``); without ``positions`` seats print as ``s<seat>`` and
    the prefix is left out.
    """
    lines: list[tuple[list[str], list[str]]] = []
    for e in events:
        move = _notation(e, positions)
        if move is not None:
            head = [move]
            round_here = round_no if round_no is not None else e.params.get("round")
            if positions is not None and "seat" in e.params:
                head.insert(0, f"p{positions[e.params['seat']]}")
                if round_here is not None:
                    head.insert(0, f"r{round_here}")
            lines.append((head, []))
        note = _note(e, positions)
        if note is not None and lines:
            lines[-1][1].append(note)
    return [" ".join(head) + (f" [{'; '.join(notes)}]" if notes else "")
            for head, notes in lines]
