"""Optional protocol hooks of Halali!: turn controls and status lines, from public facts."""

from __future__ import annotations

from typing import Any

from rules.protocol import Control, Event

from .invariants import from_json
from .state import State
from .view import HalaliView, view


def turn_controls(state: State, seat: int) -> list[Control]:
    """Accept / Decline buttons for the seat that an open draw offer is made to."""
    offer = state.draw_offer
    if offer is None or state.phase == "over" or state.side_of(seat) == offer:
        return []
    return [Control("button", ("draw accept",), "accept_draw", style="success"),
            Control("button", ("draw decline",), "decline_draw", style="secondary")]


def side_seats(state: State) -> dict[str, int]:
    """Which seat plays each side now (public: the start post and events name the player)."""
    return {"blue": state.blue_seat, "brown": 1 - state.blue_seat}


def rematch_options(state: State, options: dict[str, str]) -> dict[str, str]:
    """A rematch swaps the sides: its creator (the old seat 1) takes in game 1 the side
    they did not have in this game's game 1 (``side`` is the creator's side)."""
    had = "blue" if state.first_blue_seat == 1 else "brown"
    return {**options, "side": "brown" if had == "blue" else "blue"}


def finished_game_view(state: Any, events: list[Event]) -> HalaliView | None:
    """Game 1's final position, when this action ended it and dealt game 2 of a match."""
    if not any(e.code == "game2_dealt" for e in events) or state.game1 is None:
        return None
    return view(from_json(state.game1["final"]), None)


def status_lines(public: HalaliView) -> list[tuple[str, dict[str, Any]]]:
    """What ``/game status`` says beyond whose turn it is: scores, phase, tally, match."""
    lines: list[tuple[str, dict[str, Any]]] = [
        ("status.scores", {"blue_score": public.scores.get("blue", 0),
                           "brown_score": public.scores.get("brown", 0),
                           "blue_seat": public.seat_of("blue"),
                           "brown_seat": public.seat_of("brown")}),
    ]
    if public.phase == "main":
        lines.append(("status.main", {"turn": public.turn_number,
                                      "face_down": public.face_down_count}))
    elif public.phase == "end":
        lines.append(("status.end", {"turn": public.turn_number,
                                     "blue_left": public.end_turns_left.get("blue", 0),
                                     "brown_left": public.end_turns_left.get("brown", 0)}))
    if public.quiet_turns >= 40 and public.phase != "over":
        lines.append(("status.quiet", {"quiet": public.quiet_turns}))
    if public.draw_offer_by is not None:
        lines.append(("status.draw_offer", {"side": public.draw_offer_by}))
    if public.match is not None:
        lines.append(("status.match", {"game_no": public.match.game_no,
                                       "total0": public.match.totals[0],
                                       "total1": public.match.totals[1]}))
    return lines
