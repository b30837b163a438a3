"""Rebuilding a table from its seed and move log (``python bot.py repair TABLE``).

The move log is the proof: every logged move is replayed through ``resolve`` and ``apply``
from ``new_game(seats, options, seed)``. When the log is sound and the rebuilt table differs
from the saved one (a hand-damaged state, a stale turn flag, a lost result), the rebuilt state
is written in one transaction, the version rises, and the report says what changed, one line
per fact. When a logged move does not replay, the report names it and nothing is changed.
Report lines name seats, phases and counts, never a hidden fact (a seed, the deck, a tile
under its back) in full: big or secret fields only say "changed".
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from rules import registry
from rules.errors import GroveError, StaleVersion
from rules.protocol import Result
from storage import Store
from storage.db import dumps
from storage.maintenance import RawTable, raw_table, replace_state
from tables.storage_errors import speaking_rules

#: state fields whose value is never printed (only that it changed).
SECRET_FIELDS = frozenset({"seed"})
#: longest value printed as it is; longer ones only say "changed".
SHORT_VALUE = 40


@dataclass
class RepairReport:
    """What a repair found and did; ``lines`` are the facts to print, one per line."""

    table_id: int
    lines: list[str] = field(default_factory=list)
    #: why the table could not be rebuilt (unsound log, unknown game...); nothing was changed.
    refused: str | None = None
    written: bool = False
    version: int | None = None

    @property
    def ok(self) -> bool:
        """True when the table is sound now (repaired or nothing to repair)."""
        return self.refused is None


@dataclass(frozen=True)
class _Rebuilt:
    state: dict[str, Any]
    status: str
    result: dict[str, Any] | None
    to_act: frozenset[int]


async def repair(store: Store, table_id: int, *, write: bool = True) -> RepairReport:
    """Rebuild table ``table_id`` from its seed and log; write it if it differs (and
    ``write``). A running bot is safe: the write is a version compare-and-swap."""
    report = RepairReport(table_id)
    store = speaking_rules(store)  # a version conflict is the rules' StaleVersion below
    raw = await raw_table(store, table_id)
    if raw is None:
        report.refused = f"there is no table {table_id}"
        return report
    if raw.status == "lobby" or (raw.state is None and not raw.moves):
        report.lines.append(f"nothing to repair: table {table_id} has not started")
        return report
    try:
        rebuilt = _rebuild(raw)
    except _Unsound as exc:
        report.refused = str(exc)
        return report
    report.lines = _differences(raw, rebuilt)
    if not report.lines:
        report.lines = ["nothing to repair"]
        return report
    if not write:
        return report
    try:
        version = await replace_state(
            store, raw.id, expected_version=raw.version, state=rebuilt.state,
            status=rebuilt.status, result=rebuilt.result, to_act=set(rebuilt.to_act))
    except StaleVersion:
        report.refused = (f"table {table_id} changed while it was being rebuilt (a move was "
                          "played): nothing was written, run the repair again")
        return report
    report.written, report.version = True, version
    report.lines.insert(0, f"version: {raw.version} -> {version}")
    return report


class _Unsound(Exception):
    """The table cannot be rebuilt; the message says why, in one line."""


def _rebuild(raw: RawTable) -> _Rebuilt:
    try:
        game = registry.get(raw.game)
    except GroveError:
        raise _Unsound(f"table {raw.id} is a game this bot does not know ({raw.game!r})") from None
    try:
        options = json.loads(raw.options)
        seed = int(raw.seed)
        state = game.new_game(raw.seat_count, dict(options), seed)
    except (ValueError, TypeError, GroveError) as exc:
        raise _Unsound(f"table {raw.id} cannot be dealt again from its seats, options and "
                       f"seed ({type(exc).__name__}): nothing changed") from None
    claimed: dict[str, Any] | None = None
    for move in raw.moves:
        where = f"move {move.n} ({move.notation!r} by seat {move.seat})"
        if move.notation == "!claim-timeout":
            # A table action (tables/slowplay.py): the claimer wins, the state stays.
            claimed = Result({}, [[move.seat], [1 - move.seat]], "timeout").to_json()
            continue
        try:
            resolved = game.resolve(state, move.seat, game.parse_move(move.notation))
            if str(resolved) != move.notation:
                raise _Unsound(f"the move log is unsound at {where}: it replays as "
                               f"{str(resolved)!r}; nothing changed")
            state, _ = game.apply(state, move.seat, resolved)
        except GroveError as exc:
            raise _Unsound(f"the move log is unsound at {where}: it is refused with "
                           f"{exc.code}; nothing changed") from None
        except _Unsound:
            raise
        except Exception as exc:  # noqa: BLE001 - a rules bug: still no partial rebuild
            raise _Unsound(f"the move log is unsound at {where}: replaying it failed "
                           f"({type(exc).__name__}); nothing changed") from None
    data = _normal(game.to_json(state))
    try:
        game.from_json(data)  # the rebuilt state must itself load (and pass its checks)
    except GroveError as exc:
        raise _Unsound(f"the rebuilt table {raw.id} does not load ({exc}); nothing changed") \
            from None
    over = game.is_over(state) or claimed is not None
    status = "abandoned" if raw.status == "abandoned" else ("over" if over else "running")
    result = None
    if over:
        result = _normal(claimed if claimed is not None else game.result(state).to_json())
    to_act = frozenset(game.to_act(state)) if status == "running" else frozenset()
    return _Rebuilt(data, status, result, to_act)


def _normal(value: Any) -> Any:
    """JSON as storage holds it (tuples become lists), for comparison."""
    return json.loads(dumps(value))


def _loads(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return _UNREADABLE


_UNREADABLE = object()


def _differences(raw: RawTable, new: _Rebuilt) -> list[str]:
    """One line per fact that differs between the saved table and the rebuilt one."""
    lines: list[str] = []
    if raw.status != new.status:
        lines.append(f"status: {raw.status} -> {new.status}")
    if raw.to_act != new.to_act:
        lines.append(f"to act: {_seats(raw.to_act)} -> {_seats(new.to_act)}")
    saved = _loads(raw.state)
    if saved is _UNREADABLE or not isinstance(saved, dict):
        lines.append("state: unreadable -> rebuilt from the move log")
    else:
        lines.extend(_field_lines(saved, new.state))
    saved_result = _loads(raw.result)
    if saved_result != new.result:
        lines.append(f"result: {_result_word(saved_result)} -> {_result_word(new.result)}")
    return lines


def _field_lines(saved: dict[str, Any], new: dict[str, Any]) -> list[str]:
    lines = []
    # The rebuilt state's field order (the game's own), then fields it does not have.
    for key in [*new, *(k for k in saved if k not in new)]:
        old_value, new_value = saved.get(key, _MISSING), new.get(key, _MISSING)
        if old_value == new_value:
            continue
        if key in SECRET_FIELDS or not (_short(old_value) and _short(new_value)):
            sizes = ""
            if isinstance(old_value, list) and isinstance(new_value, list) and \
                    len(old_value) != len(new_value):
                sizes = f" ({len(old_value)} -> {len(new_value)} entries)"  # counts are public
            lines.append(f"state {key}: changed{sizes}")
        else:
            lines.append(f"state {key}: {_show(old_value)} -> {_show(new_value)}")
    return lines


_MISSING = object()


def _short(value: Any) -> bool:
    """Printable as it is: a missing field, or a plain value that is short."""
    if value is _MISSING:
        return True
    return (value is None or isinstance(value, bool | int | float | str)) and \
        len(json.dumps(value)) <= SHORT_VALUE


def _show(value: Any) -> str:
    return "(missing)" if value is _MISSING else json.dumps(value)


def _seats(seats: frozenset[int]) -> str:
    return ", ".join(f"seat {s}" for s in sorted(seats)) or "nobody"


def _result_word(result: Any) -> str:
    if result is None:
        return "none"
    if result is _UNREADABLE or not isinstance(result, dict):
        return "unreadable"
    return f"{result.get('reason')} (scores {result.get('scores')})"
