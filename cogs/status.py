"""``/game status`` and ``/game history``: whose turn, who is on holiday, the game's status
lines, the public move log (a move still private to its player leaves no trace, not even in
the count).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from cogs.results import result_lines
from cogs.texts import automatic_line, event_lines, event_params, move_text, names, sides_of
from i18n import DEFAULT_LOCALE, t
from tables import Table, Tables, vacation


def day_stamp(moment: datetime) -> str:
    """A date in Discord's timestamp markup: each reader sees it in their own time zone."""
    return f"<t:{int(moment.timestamp())}:D>"


def holiday_lines(table: Table, away: Mapping[int, datetime], locale: Any) -> list[str]:
    """One line per seat whose player is on holiday: until when (their clock is stopped)."""
    shown = names(table)
    return [t("common.vacation.away", locale, name=shown[seat], date=day_stamp(until))
            for seat, until in sorted(away.items())]


async def away_seats(tables: Tables, table: Table) -> dict[int, datetime]:
    """The seats of a running table whose players are on holiday now, with its end."""
    if table.row.status != "running":
        return {}
    return await vacation.away_seats(tables.store, table, tables.now())


def status_text(table: Table, move_count: int, locale: Any,
                away: Mapping[int, datetime] | None = None) -> str:
    """Whose turn it is, the game's own status lines, and the result after the end;
    ``away``: the seats on holiday (``away_seats``), said after whose turn it is."""
    info = table.game.INFO
    lines = [f"**{t('common.status.title', locale, game_name=info.name, table=table.id)}**"]
    status = table.row.status
    if status == "lobby":
        lines.append(t("common.status.lobby", locale))
    elif status == "abandoned":
        lines.append(t("common.status.abandoned", locale))
    elif status == "running":
        acting = ", ".join(names(table)[s] for s in sorted(table.to_act()))
        lines.append(t("common.status.running", locale, names=acting))
        lines.extend(holiday_lines(table, away or {}, locale))
    if table.state is not None:
        for key, params in table.game.status_lines(table.view(None)):
            lines.append(t(f"{table.row.game}.{key}", locale,
                           **event_params(table.row.game, params, names(table), locale)))
    result = table.result()
    if result is not None:
        lines.extend(result_lines(table, result, locale))
    lines.append(t("common.status.players", locale, names=", ".join(names(table))))
    if table.state is not None:
        automatic = automatic_line(table, locale)
        if automatic is not None:
            lines.append(automatic)
    lines.append(t("common.status.moves", locale, count=move_count))
    return "\n".join(lines)


def _visibility(table: Table, seat: int | None = None) -> Callable[[Any], bool] | None:
    """The game's own ``event_visible`` rule for a logged event, if it has one."""
    if table.state is None:
        return None
    state, visible = table.state, table.game.event_visible
    return lambda event: bool(visible(state, event, seat))


def _hidden(row: Any, visible: Callable[[Any], bool] | None) -> bool:
    """Whether a logged move has events nobody else may see yet (a private draw)."""
    events = row.events or []
    if visible is not None:
        return any(not visible(e) for e in events)
    return any(isinstance(e, dict) and e.get("visible_to") is not None for e in events)


def public_moves(table: Table, moves: Sequence[Any]) -> list[Any]:
    """The logged moves everybody may know of: a move whose events are still private
    (a draw in a simultaneous private phase) is left out, so not even the count shows."""
    visible = _visibility(table)
    return [row for row in moves if not _hidden(row, visible)
            or event_lines(table.row.game, row.events, table.names, DEFAULT_LOCALE,
                           visible=visible)]


def history_text(table: Table, moves: Sequence[Any], locale: Any) -> str:
    """The public move log: each move's public events in the game's own log wording."""
    moves = public_moves(table, moves)
    if not moves:
        return t("common.history.empty", locale)
    visible = _visibility(table)
    lines = []
    shown_names = names(table)
    for row in moves:
        said = event_lines(table.row.game, row.events, shown_names, locale, visible=visible,
                           sides=sides_of(table))
        if said:
            lines.extend(said)
        elif not _hidden(row, visible):
            # a move whose events the game does not word: its notation, in a sentence
            lines.append(t("common.history.move", locale, n=row.n, player=shown_names[row.seat],
                           move=move_text(row.notation, locale)))
    return "\n".join(lines)
