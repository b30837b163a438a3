"""Nim, the example game that proves a game is one registry row.

It lives in tests/ only: its rules, its picture (``picture.py``) and its catalog
(``i18n/en/nim.ftl``) are registered by a fixture (``ENTRY``), and the cog tests play it end
to end without any shared file naming it.

Rules: one pile of stones (option ``pile``, 5-30, default 12); players take turns to take
1, 2 or 3 stones (``take 2``); whoever takes the last stone wins. ``resign`` (off turn): the
resigning seat is ranked last and play goes on while two seats remain; with two players the
opponent wins at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from rules.errors import BadNotation, CorruptState, IllegalMove
from rules.protocol import Control, Event, Game, GameInfo, OptionSpec, Resign, Result
from rules.registry import Entry

INFO = GameInfo(
    id="nim", name="Nim", min_seats=2, max_seats=3,
    options=(OptionSpec("pile", "Nim: stones in the pile", default="12", kind="integer",
                        minimum=5, maximum=30),),
    summary="Take one to three stones; whoever takes the last one wins.",
)

#: the folder of this game's catalogs (``<locale>/nim.ftl``)
CATALOGS = Path(__file__).resolve().parent / "i18n"


@dataclass(frozen=True)
class Take:
    """``take N``: take N (1-3) stones from the pile."""

    count: int
    offturn = False

    def __str__(self) -> str:
        return f"take {self.count}"


@dataclass(frozen=True)
class State:
    """The pile, whose turn it is, who resigned (in order), the turn counter, the winner."""

    seats: int
    pile: int
    turn: int
    turn_no: int = 1
    resigned: tuple[int, ...] = ()
    winner: int | None = None


def new_game(seats: int, options: dict[str, str], seed: int) -> State:
    """A full pile; seat 0 starts (Nim has no hidden information, nor chance)."""
    return State(seats=seats, pile=int(options.get("pile", "12")), turn=0)


def is_over(state: State) -> bool:
    """Over once a seat took the last stone or fewer than two seats remain."""
    return state.winner is not None


def to_act(state: State) -> frozenset[int]:
    """The seat whose turn it is."""
    return frozenset() if is_over(state) else frozenset({state.turn})


def parse_move(text: str) -> Take | Resign:
    """``take 1`` .. ``take 3`` (``t2`` and a bare digit too), or ``resign``."""
    words = text.lower().replace("take", " ").replace("t", " ").split()
    if text.strip().lower() == "resign":
        return Resign()
    if len(words) == 1 and words[0] in ("1", "2", "3"):
        return Take(int(words[0]))
    raise BadNotation("NIM_NOTATION", game="nim")


def resolve(state: State, seat: int, move: Any) -> Any:
    """A take must fit in the pile; a resigned seat cannot resign again."""
    if isinstance(move, Resign):
        if seat in state.resigned:
            raise IllegalMove("ALREADY_RESIGNED", game="nim")
        return move
    if move.count > state.pile:
        raise IllegalMove("TOO_MANY", game="nim", count=move.count, pile=state.pile)
    return move


def legal_moves(state: State, seat: int) -> Iterable[Take]:
    """Every take that fits, smallest first."""
    if seat not in to_act(state):
        return []
    return [Take(n) for n in (1, 2, 3) if n <= state.pile]


def _next(state: State, seat: int) -> int:
    for step in range(1, state.seats + 1):
        other = (seat + step) % state.seats
        if other not in state.resigned:
            return other
    return seat


def apply(state: State, seat: int, move: Any) -> tuple[State, list[Event]]:
    """Take stones (the last one wins) or resign."""
    move = resolve(state, seat, move)
    if isinstance(move, Resign):
        gone = (*state.resigned, seat)
        left = [s for s in range(state.seats) if s not in gone]
        new = replace(state, resigned=gone)
        events = [Event("resign", {"seat": seat})]
        if len(left) == 1:
            new = replace(new, winner=left[0], turn_no=state.turn_no + 1)
            events.append(Event("game_end", {"reason": "resign", "winner_seat": left[0]}))
        elif state.turn == seat:
            new = replace(new, turn=_next(new, seat), turn_no=state.turn_no + 1)
        return new, events
    pile = state.pile - move.count
    events = [Event("take", {"seat": seat, "count": move.count, "pile": pile})]
    if pile == 0:
        events.append(Event("game_end", {"reason": "last_stone", "winner_seat": seat}))
        return replace(state, pile=0, winner=seat, turn_no=state.turn_no + 1), events
    new = replace(state, pile=pile, turn=_next(state, seat), turn_no=state.turn_no + 1)
    events.append(Event("turn_start", {"seat": new.turn, "pile": pile}))
    return new, events


def view(state: State, seat: int | None) -> State:
    """Everything is public."""
    return state


def result(state: State) -> Result:
    """The winner first, then the seats still in, then the resigned (latest first)."""
    order = [state.winner] if state.winner is not None else []
    order += [s for s in range(state.seats) if s not in order and s not in state.resigned]
    order += [s for s in reversed(state.resigned) if s not in order]
    scores = {s: int(s == state.winner) for s in range(state.seats)}
    reason = "running" if state.winner is None else (
        "resign" if state.resigned else "last_stone")
    return Result(scores, [[s] for s in order], reason)


def to_json(state: State) -> dict[str, Any]:
    """Plain JSON with a format version."""
    return {"v": 1, "seats": state.seats, "pile": state.pile, "turn": state.turn,
            "turn_no": state.turn_no, "resigned": list(state.resigned), "winner": state.winner}


def from_json(data: dict[str, Any]) -> State:
    """Back from ``to_json``; anything else is ``CorruptState``."""
    try:
        if data["v"] != 1:
            raise ValueError
        state = State(int(data["seats"]), int(data["pile"]), int(data["turn"]),
                      int(data["turn_no"]), tuple(int(s) for s in data["resigned"]),
                      None if data["winner"] is None else int(data["winner"]))
    except (KeyError, TypeError, ValueError, OverflowError):
        raise CorruptState(detail="nim: unreadable field") from None
    check(state)
    return state


def check(state: State) -> None:
    """Seats in range, a pile that is not negative, a turn that belongs to a seat still in."""
    if not 2 <= state.seats <= 3 or state.pile < 0 or not 0 <= state.turn < state.seats \
            or state.turn in state.resigned:
        raise CorruptState(detail="nim: impossible state")


def auto_move(state: State, seat: int) -> Take:
    """The winning strategy: leave a multiple of four, else take one."""
    return Take(state.pile % 4 or 1)


def turn_number(state: State) -> int:
    """Rises with every turn and with the end."""
    return state.turn_no


def opening_events(state: State) -> list[Event]:
    """The first turn's announcement."""
    return [Event("turn_start", {"seat": state.turn, "pile": state.pile})]


def turn_controls(state: State, seat: int) -> list[Control]:
    """One button per take that fits, for the seat to act."""
    return [Control("button", (str(m),), f"take_{m.count}", style="primary")
            for m in legal_moves(state, seat)]


def status_lines(public: State) -> list[tuple[str, dict[str, Any]]]:
    """The pile, for ``/game status``."""
    return [("status.pile", {"pile": public.pile})]


GAME: Game[State] = Game(
    info=INFO, new_game=new_game, to_act=to_act, parse_move=parse_move, resolve=resolve,
    legal_moves=legal_moves, apply=apply, view=view, is_over=is_over, result=result,
    to_json=to_json, from_json=from_json, check=check, auto_move=auto_move,
    turn_number=turn_number, opening_events=opening_events, turn_controls=turn_controls,
    status_lines=status_lines,
)

#: the registry row a fixture adds
ENTRY = Entry("nim", "tests.example_game", render="tests.example_game.picture")
