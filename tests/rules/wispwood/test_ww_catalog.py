"""Every Wispwood code, event, control, status line, end reason and card has a sentence.

Wispwood is not in the registry yet, so the registry-wide catalog tests do not reach it; these
checks do the same for it, plus what its events and status lines name through vocabulary.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import i18n
import rules.wispwood as ww
from i18n import has
from rules.wispwood.scoring import CARDS

ROOT = Path(__file__).resolve().parents[3]
GAME_CODE = re.compile(
    r'(?:_illegal|_bad|IllegalMove|BadNotation|GroveError|LobbyError)\(\s*"([A-Z_]+)"')
EVENT = re.compile(r'Event\(\s*"([a-z0-9_]+)"')


def sources() -> str:
    return "\n".join(p.read_text() for p in sorted((ROOT / "rules" / "wispwood").rglob("*.py")))


def test_every_code_and_literal_event_has_a_sentence():
    text = sources()
    codes, events = set(GAME_CODE.findall(text)), set(EVENT.findall(text))
    assert len(codes) > 30 and len(events) > 15
    missing = [c for c in codes if not has(f"wispwood.{c}")]
    missing += [f"event.{e}" for e in events if not has(f"wispwood.event.{e}")]
    assert missing == []


def test_everything_a_played_game_shows_has_a_sentence():
    events, labels, reasons, status = set(), set(), set(), set()
    for seats in (1, 2, 3):
        for seed in range(3):
            rng = random.Random(seed)
            state = ww.new_game(seats, {}, seed)
            events |= {e.code for e in ww.opening_events(state)}
            while not ww.is_over(state):
                seat = min(ww.to_act(state))
                labels |= {c.label for s in range(seats) for c in ww.turn_controls(state, s)}
                status |= {k for k, _ in ww.status_lines(ww.view(state))}
                if seed == 2 and rng.random() < 0.01:
                    move = ww.Resign()
                elif rng.random() < 0.3:
                    move = rng.choice(list(ww.legal_moves(state, seat))[:30])
                else:
                    move = ww.auto_move(state, seat)
                state, evs = ww.apply(state, seat, move)
                events |= {e.code for e in evs}
            reasons.add(ww.result(state).reason)
    assert {"take", "trees", "round_score", "cat_move", "game_end"} <= events
    missing = [f"event.{e}" for e in events if not has(f"wispwood.event.{e}")]
    missing += [f"control.{c}" for c in labels if not has(f"wispwood.control.{c}")]
    missing += [f"end.{r}" for r in reasons if not has(f"wispwood.end.{r}")]
    missing += [s for s in status if not has(f"wispwood.{s}")]
    assert missing == []
    assert has("wispwood.help")


def test_vocabulary_for_codes_in_parameters():
    for wisp in "PHWS":
        assert has(f"wispwood.type.{wisp}")
    for card in CARDS:
        assert has(f"wispwood.card.{card.replace('-', '_')}")
        if card.startswith("WITCH"):
            assert has(f"wispwood.witch.{card.replace('-', '_')}")
    for phase in ("turn", "cat", "over"):
        assert has(f"wispwood.phase.{phase}")
    assert has("wispwood.cat.ready") and has("wispwood.cat.hidden")


def test_sentences_fill_in_every_language():
    for locale in i18n.LOCALES:
        text = i18n.t("wispwood.TOO_BIG", locale, width=5, height=4, n=4)
        assert "5" in text and "4x4" in text
        assert "{" not in i18n.t("wispwood.WITCH_RULE", locale,
                                 witch_name=i18n.t("wispwood.witch.WITCH_2", locale))
