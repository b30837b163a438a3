"""Every code the bot can raise or announce has a sentence in the English catalog."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import i18n
from i18n import has, t
from rules import errors, registry
from tables import offered_moves
from tables.storage_errors import DatabaseLost

ROOT = Path(__file__).resolve().parents[2]
GAME_CODE = re.compile(
    r'(?:_illegal|_bad|IllegalMove|BadNotation|GroveError|LobbyError)\(\s*"([A-Z_]+)"')
COMMON_CODE = re.compile(r'(?:GroveError|LobbyError|NotAllowed|NoTable)\(\s*"([A-Z_]+)"')
EVENT = re.compile(r'Event\(\s*"([a-z0-9_]+)"')


def sources(folder: Path) -> str:
    return "\n".join(p.read_text() for p in sorted(folder.rglob("*.py")))


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_code_and_event_has_a_sentence(game_id):
    text = sources(ROOT / "rules" / game_id)
    codes = set(GAME_CODE.findall(text))
    events = set(EVENT.findall(text))
    assert codes and events, "the patterns found nothing: the test would prove nothing"
    missing = [c for c in codes if not has(f"{game_id}.{c}")]
    missing += [f"event.{e}" for e in events if not has(f"{game_id}.event.{e}")]
    assert not missing, f"{game_id} catalog lacks {missing}"


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_control_end_reason_and_help_has_a_sentence(game_id):
    game = registry.get(game_id)
    hook = getattr(game, "turn_controls", None)
    labels, reasons = set(), set()
    for seed in range(6):
        rng = random.Random(seed)
        options = game.INFO.defaults()
        # two seats where the game allows them; a solo game has one
        count = max(game.INFO.min_seats, min(2, game.INFO.max_seats))
        state = game.new_game(count, options, seed)
        while not game.is_over(state):
            seats = range(count)
            if hook is not None:
                labels |= {c.label for s in seats for c in hook(state, s)}
            seat = min(game.to_act(state))
            moves = [game.parse_move(m) for m in offered_moves(game, state, seat, limit=1000)]
            if seed % 3 == 2 and len(moves) > 3 and rng.random() < 0.02:
                state, _ = game.apply(state, seat, game.parse_move("resign"))
                continue
            state, _ = game.apply(state, seat, rng.choice(moves))
        reasons.add(game.result(state).reason)
    missing = [f"control.{c}" for c in labels if not has(f"{game_id}.control.{c}")]
    missing += [f"end.{r}" for r in reasons if not has(f"{game_id}.end.{r}")]
    assert not missing, f"{game_id} catalog lacks {missing}"
    assert reasons
    assert has(f"{game_id}.help"), "/game rules needs a help text"


def test_every_common_code_has_a_sentence():
    codes = set()
    for folder in ("tables", "cogs"):
        codes |= set(COMMON_CODE.findall(sources(ROOT / folder)))
    codes |= {cls.default_code for cls in vars(errors).values()
              if isinstance(cls, type) and issubclass(cls, errors.GroveError)}
    codes.add(DatabaseLost.default_code)  # storage's lost file, answered like the rest
    assert "NOT_YOUR_TURN" in codes and "LOBBY_FULL" in codes
    missing = [c for c in codes if not has(f"common.{c}")]
    assert not missing, missing


def test_lookup_falls_back_to_english_then_to_the_key():
    # Japanese has no catalog: English answers; an unknown key answers with itself
    assert t("common.NOT_YOUR_TURN", "ja") == t("common.NOT_YOUR_TURN", "en-US")
    assert t("common.NOT_YOUR_TURN", "en-US") == "It isn't your turn: you'll be pinged when it is."
    assert t("common.nope.missing") == "common.nope.missing"
    # a missing parameter stays visible instead of raising
    assert "{$needed}" in t("common.NOT_ENOUGH_PLAYERS", seated=1)


def test_dotted_keys_map_to_fluent_ids_and_back():
    assert i18n.message_id("common.lobby.title") == "common-lobby-title"
    assert i18n.message_id("halali.PATH_BLOCKED") == "halali-PATH_BLOCKED"
    assert i18n.dotted_key("fairy_lights", "fairy_lights-control-take_R") == \
        "fairy_lights.control.take_R"
    for key in i18n.keys("en"):
        namespace = key.split(".")[0]
        assert "-" not in key, key
        assert i18n.dotted_key(namespace, i18n.message_id(key)) == key


def test_every_catalog_file_parses():
    for locale in i18n.LOCALES:
        assert i18n.load(locale).junk == [], locale


def test_numbers_pick_plural_forms_and_are_never_grouped():
    assert t("common.LOBBY_FULL", "en", seats=1) == \
        "This table is full (1 seat): start a new one with /game new."
    assert "(6 seats)" in t("common.LOBBY_FULL", "en", seats=6)
    drawn = {deck: t("fairy_lights.event.draw", player="Ann", card="R1/0", colour_name="red",
                     deck=deck) for deck in (0, 1)}
    assert "(R1/0; 1 card left)" in drawn[1]
    assert "(R1/0; 0 cards left)" in drawn[0]
    # a table number is an id: no thousands separator in any language
    for locale in i18n.LOCALES:
        assert "12345" in t("common.status.title", locale, game_name="Halali!", table=12345)


def test_names_are_not_wrapped_in_bidi_isolation_marks():
    text = t("common.abandoned", "en", name="Chloé", game_name="Halali!", table=3)
    assert text == "Chloé closed Halali! #3 without a result."
    assert not {"\u2068", "\u2069"} & set(text)


def test_a_key_missing_in_one_language_falls_back_to_english_and_is_logged_once(
        tmp_path, monkeypatch, caplog):
    (tmp_path / "en").mkdir()
    (tmp_path / "nl").mkdir()
    (tmp_path / "en" / "demo.ftl").write_text(
        "demo-a = A in English\n"
        "demo-b = { $n ->\n    [one] one card\n   *[other] { $n } cards\n}\n",
        encoding="utf-8")
    (tmp_path / "nl" / "demo.ftl").write_text("demo-a = A in het Nederlands\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "_ROOT", tmp_path)
    monkeypatch.setattr(i18n, "_missing", set())
    i18n.load.cache_clear()
    try:
        assert t("demo.a", "nl") == "A in het Nederlands"
        assert t("demo.b", "nl", n=3) == "3 cards"  # English, with English plurals
        assert i18n.defines("demo.a", "nl") and not i18n.defines("demo.b", "nl")
        assert has("demo.b", "nl")
        with caplog.at_level("WARNING", logger="i18n"):
            assert t("demo.c", "nl") == "demo.c"
            assert t("demo.c", "en") == "demo.c"
        assert [r.getMessage() for r in caplog.records] == ["missing catalog key demo.c"]
    finally:
        i18n.load.cache_clear()
