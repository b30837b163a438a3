"""Nim with levels that tell themselves apart (the example game's rules): Easy takes one
stone, Strong two, Normal (``auto_move``) leaves a multiple of four. A test registers it
(``ENTRY``) to see which level played, whatever the real games' levels do."""

from __future__ import annotations

from dataclasses import replace

from rules.registry import Entry
from tests.example_game import GAME as NIM
from tests.example_game import INFO, State, Take


def level_move(state: State, seat: int, level: str, effort: float) -> Take:
    """Easy takes one, Strong two (one when one is left)."""
    return Take(1) if level == "easy" else Take(min(2, state.pile))


GAME = replace(NIM, info=replace(INFO, id="nim_levels", name="Nim with levels"),
               level_move=level_move)
ENTRY = Entry("nim_levels", "tests.tables.level_game", render="tests.example_game.picture")
