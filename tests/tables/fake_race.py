"""A tiny game for slow-play tests: seats take turns to ``step``; three steps win.

``fake_race_default`` adds ``timeout_move``, the default a spec could define.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import BadNotation, IllegalMove
from rules.protocol import Event, Game, GameInfo, Resign, Result, rank_by_score

INFO = GameInfo(id="fake_race", name="Race", min_seats=2, max_seats=3)
GOAL = 3


@dataclass(frozen=True)
class Step:
    word: str
    offturn = False

    def __str__(self) -> str:
        return self.word


def new_game(seats: int, options: dict, seed: int) -> dict:
    return {"v": 1, "pos": [0] * seats, "turn": 0, "resigned": None}


def is_over(state: dict) -> bool:
    return max(state["pos"]) >= GOAL or state["resigned"] is not None


def to_act(state: dict) -> frozenset[int]:
    return frozenset() if is_over(state) else frozenset({state["turn"] % len(state["pos"])})


def turn_number(state: dict) -> int:
    return state["turn"]


def parse_move(text: str):
    text = text.strip().lower()
    if text == "resign":
        return Resign()
    if text in ("step", "pass"):
        return Step(text)
    raise BadNotation()


def resolve(state: dict, seat: int, move):
    if not isinstance(move, Resign) and seat not in to_act(state):
        raise IllegalMove()
    return move


def legal_moves(state: dict, seat: int):
    return [Step("step"), Step("pass")] if seat in to_act(state) else []


def apply(state: dict, seat: int, move):
    new = {"v": 1, "pos": list(state["pos"]), "turn": state["turn"],
           "resigned": state["resigned"]}
    if isinstance(move, Resign):
        new["resigned"] = seat
        return new, [Event("resigned", {"seat": seat})]
    if move.word == "step":
        new["pos"][seat] += 1
    new["turn"] += 1
    return new, [Event(move.word, {"seat": seat})]


def view(state: dict, seat: int | None) -> dict:
    return state


def result(state: dict) -> Result:
    scores = dict(enumerate(state["pos"]))
    return Result(scores, rank_by_score(scores), "goal")


def to_json(state: dict) -> dict:
    return state


def from_json(data: dict) -> dict:
    return data


def check(state: dict) -> None:
    return None


def auto_move(state: dict, seat: int):
    return Step("step")


GAME: Game[dict] = Game(
    info=INFO, new_game=new_game, to_act=to_act, parse_move=parse_move, resolve=resolve,
    legal_moves=legal_moves, apply=apply, view=view, is_over=is_over, result=result,
    to_json=to_json, from_json=from_json, check=check, auto_move=auto_move,
    turn_number=turn_number)
