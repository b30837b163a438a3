"""The end of a game in words: the result post, the short result, the thread's new name.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cogs.texts import event_params, mentions, names, shown
from i18n import has, t
from rules.protocol import Result
from tables import Table


def _reason(table: Table, result: Result, locale: Any) -> str:
    """The end reason as a short phrase (``<game>.reason.<code>``, else the end sentence)."""
    game_id = table.row.game
    seat_names = names(table)
    out_seats = result.details.get("resigned") or (
        result.ranking[-1] if "resign" in result.reason and result.ranking else [])
    params = dict(event_params(game_id, result.details, seat_names, locale))
    params["names"] = ", ".join(seat_names[s] for s in out_seats if 0 <= s < len(seat_names))
    for key in (f"{game_id}.reason.{result.reason}", f"{game_id}.end.{result.reason}"):
        if has(key, locale):
            return t(key, locale, **params)
    return result.reason


def result_post(table: Table, result: Result, locale: Any,
                ping: Iterable[int] | None = None) -> str:
    """The one sentence that ends a game: the players in ``ping`` (default: all) mentioned,
    the ranking with scores, the end reason (an agreed or tied result is said to be a draw).
    """
    ping = range(len(table.seats)) if ping is None else ping
    ranks = []
    place = 1
    for group in result.ranking:
        for seat in group:
            ranks.append(t("common.result.rank", locale, rank=place,
                           name=shown(table.names[seat]), score=result.scores.get(seat, 0)))
        place += len(group)
    if not ranks:
        # A lost solo game ranks nobody (no "1." for a loss): its score, unranked.
        ranks = [t("common.result.score_line", locale, name=shown(name),
                   score=result.scores.get(seat, 0)) for seat, name in enumerate(table.names)]
    draw = len(result.ranking) == 1 and len(table.seats) > 1
    return t("common.result.post_draw" if draw else "common.result.post_win", locale,
             mentions=mentions(table, ping),
             game_name=table.game.INFO.name, table=table.id, reason=_reason(table, result, locale),
             ranking=", ".join(ranks))


def result_short(table: Table, locale: Any, *, plain: bool = False) -> str:
    """The result in a few words (the lobby message, the thread's name): the winners.

    ``plain``: names as they are, for a thread's name, which Discord shows without markdown
    (an escaped ``\\*`` would show its backslash) and which can ping nobody."""
    result = table.result()
    if result is not None and len(table.seats) == 1:
        # A solo game is won or lost (a loss ranks nobody, yet it is a result).
        return t("common.result.short_won" if result.ranking else "common.result.short_lost",
                 locale)
    if result is None or not result.ranking:
        return t("common.result.none", locale)
    if len(result.ranking) == 1 and len(table.seats) > 1:
        return t("common.result.short_draw", locale)
    return t("common.result.short_win", locale, count=len(result.winners),
             names=", ".join((table.names if plain else names(table))[s]
                             for s in result.winners))


def thread_name(table: Table, locale: Any) -> str:
    """A finished table's thread name: game, table and result (Discord: at most 100)."""
    base = t("common.thread.name", locale, game_name=table.game.INFO.name, table=table.id)
    if table.row.status != "over":
        return base[:100]
    return t("common.thread.name_over", locale, name=base,
             result=result_short(table, locale, plain=True))[:100]


def notice_text(table: Table, post: Any, locale: Any) -> str:
    """The short post that asks someone to answer an event now (a draw offer)."""
    by = names(table)[post.by] if post.by is not None else ""
    code = post.events[0].code if post.events else ""
    return t(f"common.notice.{code}", locale, mentions=mentions(table, post.ping), name=by)


def result_lines(table: Table, result: Result, locale: Any) -> list[str]:
    """Winner(s), end reason and every seat's score."""
    seat_names = names(table)
    game_id = table.row.game
    lines = []
    reason_key = f"{game_id}.end.{result.reason}"
    if has(reason_key, locale):
        lines.append(t(reason_key, locale, **event_params(game_id, result.details, seat_names,
                                                           locale)))
    # A draw (everyone shares first place) is not a "shared victory": the reason says it.
    draw = len(result.ranking) == 1 and len(seat_names) > 1
    winners = [] if draw else [seat_names[s] for s in result.winners]
    if len(winners) == 1:
        lines.append(t("common.result.winner", locale, names=winners[0]))
    elif winners:
        lines.append(t("common.result.winners", locale, names=", ".join(winners)))
    for seat, score in sorted(result.scores.items(), key=lambda kv: -kv[1]):
        lines.append(t("common.result.score_line", locale, name=seat_names[seat], score=score))
    # A game's per-seat breakdown (``details["counts"]: {"0": {...}}``) under
    # ``<game>.end.<detail>.item``, one line per seat, when its catalog has that key.
    for detail, per_seat in result.details.items():
        item = f"{game_id}.end.{detail}.item"
        if isinstance(per_seat, dict) and has(item, locale):
            for seat_key, values in per_seat.items():
                if str(seat_key).isdigit() and isinstance(values, dict):
                    lines.append(t(item, locale, **event_params(
                        game_id, {"seat": int(seat_key), **values}, seat_names, locale)))
    return lines
