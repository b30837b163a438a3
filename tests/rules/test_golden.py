"""One golden-transcript generator for every registered game, through the ``Game`` API only.

A transcript is a seeded game step by step: the opening events, then for each action the
seat and its move, the game's history lines (``log_lines``), its events (with the seats that
may see a private one), and what the spectator and each seat see as the game's compact text
view (``(unchanged)`` when a viewer's text did not change, ``same as spectator`` when a seat
sees what the spectator sees), and the result at the end. Each game's case (seats, options,
seed, how moves are picked) is a row of ``CASES``; its file is
``tests/rules/<game>/golden/<name>.txt``. Every registered game must have a case.

Regenerate after a deliberate change of a transcript with
``GROVE_REGEN_GOLDEN=1 python -m pytest tests/rules/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from rules import registry
from rules.protocol import Game
from tests.rules.helpers import assert_golden, text_view

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Case:
    """One golden game: ``policy`` is ``auto`` (the automatic player), ``random`` (a seeded
    random listed move) or ``mix`` (three in ten random among the first 40 listed, else
    automatic); the lowest seat that may act moves; ``max_actions`` stops a long game early."""

    game_id: str
    name: str
    seats: int
    seed: int
    options: dict[str, str] = field(default_factory=dict)
    policy: str = "auto"
    max_actions: int | None = None

    @property
    def path(self) -> Path:
        return HERE / self.game_id / "golden" / f"{self.name}.txt"


CASES = [
    Case("halali", "match_seed77", 2, 77, {"format": "match", "side": "random"}, "random"),
    Case("fairy_lights", "auto_3p_seed2024", 3, 2024),
    Case("living_forest", "auto_3p_kodama_seed7", 3, 7, {"kodama": "true"}, max_actions=56),
    Case("temps_des_forets", "auto_seed2026", 1, 2026),
    Case("wispwood", "game_2p_seed41", 2, 41, policy="mix"),
    Case("wispwood", "game_1p_seed7", 1, 7, policy="mix"),
]


def _event(event: Any) -> str:
    seen = "" if event.visible_to is None else f" [seats {sorted(event.visible_to)}]"
    return f"  event{seen}: " + json.dumps([event.code, event.params], sort_keys=True)


def _pick(game: Any, state: Any, seat: int, policy: str, rng: random.Random) -> Any:
    if policy == "random":
        return rng.choice(list(game.legal_moves(state, seat)))
    if policy == "mix" and rng.random() < 0.3:
        return rng.choice(list(game.legal_moves(state, seat))[:40])
    return game.auto_move(state, seat)


def transcript(case: Case) -> str:
    """The transcript of ``case`` (see the module docstring)."""
    game = registry.get(case.game_id)
    options = {**game.info.defaults(), **case.options}
    state = game.new_game(case.seats, options, case.seed)
    rng = random.Random(case.seed)
    viewers: list[int | None] = [None, *range(case.seats)]
    last: dict[int | None, str | None] = dict.fromkeys(viewers)
    out = ["start"]
    opening = game.opening_events(state)
    out.extend("  log: " + line for line in game.log_lines(opening))
    out.extend(_event(e) for e in opening)

    def views() -> None:
        public = text_view(case.game_id, game.view(state, None))
        for viewer in viewers:
            text = public if viewer is None else text_view(case.game_id, game.view(state, viewer))
            label = "[spectator]" if viewer is None else f"[seat {viewer}]"
            if text == last[viewer]:
                out.append(f"{label} (unchanged)")
            elif viewer is not None and text == public:
                out.append(f"{label} same as spectator")
            else:
                out.append(f"{label}\n{text}")
            last[viewer] = text

    views()
    actions = 0
    while not game.is_over(state) and (case.max_actions is None or actions < case.max_actions):
        seat = min(game.to_act(state))
        move = _pick(game, state, seat, case.policy, rng)
        state, events = game.apply(state, seat, move)
        actions += 1
        out.append(f"== seat {seat}: {move}")
        out.extend("  log: " + line for line in game.log_lines(events))
        out.extend(_event(e) for e in events)
        views()
    if game.is_over(state):
        out.append("result " + json.dumps(game.result(state).to_json(), sort_keys=True))
    return "\n".join(out) + "\n"


def test_every_game_has_a_golden_transcript_and_a_text_view():
    built_in = set(registry.BUILT_IN)
    assert built_in <= {case.game_id for case in CASES}
    # its own compact text, not the protocol's default ``repr``
    assert all(registry.get(g).text_view is not Game.text_view for g in built_in)


@pytest.mark.parametrize("case", CASES, ids=[f"{c.game_id}-{c.name}" for c in CASES])
def test_golden_transcript(case):
    assert_golden(transcript(case), case.path)
