"""A game registered after the cogs' modules were imported (a test's own game) is offered by
the commands built afterwards, and its catalogs kept outside ``i18n/`` are loaded."""

from __future__ import annotations

import dataclasses
from unittest.mock import MagicMock

import pytest

import i18n
from cogs import texts
from cogs.games import GameCog
from cogs.stats import StatsCog
from rules import halali, registry

#: Halali! under another id: enough of a game for the command surface
GAME = dataclasses.replace(halali.GAME, info=dataclasses.replace(
    halali.INFO, id="late_game", name="Late Game"))


@pytest.fixture
def late_game(tmp_path):
    folder = tmp_path / "en"
    folder.mkdir()
    (folder / "late_game.ftl").write_text("late_game-help = Play it late.\n"
                                          "late_game-side-blue = Sky\n", encoding="utf-8")
    registry.register(registry.Entry("late_game", __name__, render="render.halali",
                                     catalogs=str(tmp_path)))
    yield
    registry.unregister("late_game")
    i18n._FOLDERS.remove(tmp_path.resolve())
    i18n.load.cache_clear()
    texts.forget_vocabulary()


def test_a_game_registered_later_is_offered_with_its_catalog(late_game) -> None:
    cog = GameCog(MagicMock())
    offered = [c.value for c in cog.game.get_command("rules").get_parameter("game").choices]
    assert offered[-1] == "late_game" and "halali" in offered
    assert "late_game" in [c.value for c in cog.new_command.get_parameter("game").choices]
    stats = StatsCog(MagicMock())
    assert "late_game" in [c.value for c in stats.leaderboard.get_parameter("game").choices]
    assert i18n.t("late_game.help", "en") == "Play it late."
    # its names of things are found too (an event's ``side: "blue"`` reads "Sky")
    assert texts.event_params("late_game", {"side": "blue"}, [], "en")["side_name"] == "Sky"
