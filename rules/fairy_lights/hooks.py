"""Optional protocol hooks of Fairy Lights: the buttons and their Confirm guard (§7.2), the
opening event, the seats still playing and what ``/game status`` says."""

from __future__ import annotations

from typing import Any

from rules.protocol import Control, Event

from .engine import legal_moves, take_outcome
from .moves import GAME, Draw, Move, Take, Undo
from .state import State
from .view import FairyLightsView


def status_lines(public: FairyLightsView) -> list[tuple[str, dict[str, Any]]]:
    """Shop, deck and every player's score and scored pile."""
    lines: list[tuple[str, dict[str, Any]]] = [
        ("status.table", {"shop": " ".join(public.shop) or "-", "deck": public.deck_size,
                          "discard": public.discard_count}),
    ]
    for player in public.players:
        key = "status.player_resigned" if player.resigned else "status.player"
        lines.append((key, {"seat": player.seat, "score": player.score,
                            "scored": player.scored_count, "stars": player.scored_stars,
                            "held": player.collection_stars}))
    return lines


def confirm_needed(state: State, seat: int, move: Move) -> str | None:
    """Catalog key of a Confirm prompt when a button take would discard cards, else None."""
    if not isinstance(move, Take) or state.over or seat >= state.seats:
        return None
    try:
        outcome = take_outcome(state, seat, move.colours)
    except (IndexError, ValueError):
        return None
    if any(kind == "discarded" for _c, kind, _cards in outcome):
        return f"{GAME}.confirm.discard"
    return None


def turn_controls(state: State, seat: int) -> list[Control]:
    """Buttons for ``seat`` now: Draw, Take per colour (shop 1-4), a pair select (5 cards),
    and Undo for a player whose take may still be taken back."""
    controls: list[Control] = []
    moves = list(legal_moves(state, seat))
    takes = [m for m in moves if isinstance(m, Take)]
    if any(isinstance(m, Draw) for m in moves):
        controls.append(Control("button", ("draw",), "draw", style="primary"))
    if takes and len(takes[0].colours) == 2:
        controls.append(Control("select", tuple(str(t) for t in takes), "take_pair"))
    else:
        for take in takes:
            risky = confirm_needed(state, seat, take) is not None
            controls.append(
                Control(
                    "button",
                    (str(take),),
                    f"take_{take.colours[0]}",
                    {"colour": take.colours[0]},
                    style="danger" if risky else "success",
                )
            )
    if any(isinstance(m, Undo) for m in moves):
        # The button sits on the public post that pings the next player: it names whose
        # take it undoes, so nobody mistakes it for one of their own choices.
        controls.append(Control("button", ("undo",), "undo", {"seat": seat}))
    return controls


def opening_events(state: State) -> list[Event]:
    """The ``turn_start`` of the first turn (``new_game`` itself returns no events)."""
    return [Event("turn_start", {"seat": state.turn, "turn_no": state.turn_no})]


def active_seats(state: State) -> frozenset[int]:
    """The seats still playing: a resigned seat is skipped, so it has no say in abandoning
    the table either."""
    return frozenset(s for s in range(state.seats) if s not in state.resigned)
