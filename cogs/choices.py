"""What the cogs read from the registry when they are set up: the games offered as command
choices and the catalogs of games kept outside ``i18n/``.

Read when a cog is built (not when its module is imported), so a game registered later (a
test's fixture) appears in ``/game new``, ``/game rules`` and ``/leaderboard`` without any
cog naming it.
"""

from __future__ import annotations

from discord import app_commands

import i18n
from cogs import texts
from rules import registry


def game_choices() -> list[app_commands.Choice[str]]:
    """Every registered game as a slash-command choice."""
    return [app_commands.Choice(name=g.INFO.name, value=g.INFO.id) for g in registry.all_games()]


def load_game_catalogs() -> None:
    """Load the extra catalog folder of every registered game that names one."""
    added = False
    for game_id in registry.game_ids():
        folder = registry.entry(game_id).catalogs
        if folder is not None:
            added = i18n.add_folder(folder) or added
    if added:
        texts.forget_vocabulary()  # names of things now include the new game's


def offer_games(command: app_commands.Command, parameter: str = "game") -> None:
    """Make ``parameter`` of ``command`` offer every registered game as its choices (set
    when the cog is built, after the module was imported)."""
    found = command.get_parameter(parameter)
    if found is None:
        raise ValueError(f"/{command.qualified_name} has no option {parameter!r}")
    # The parameter's choices are what Discord is sent at sync (and shown in the client).
    # (rebuilt as the parameter's own type: a list of str choices is not a list of str | int |
    # float ones to a type checker, though it is to Discord)
    offered: list[app_commands.Choice[str | int | float]] = [
        app_commands.Choice(name=c.name, value=c.value) for c in game_choices()]
    command._params[parameter].choices = offered  # noqa: SLF001 - no public setter
