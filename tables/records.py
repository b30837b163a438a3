"""Game records: a whole game as text, written out (``/game export``) and read back
(``/game import``, ``python bot.py import``). The format is documented in docs/records.md.

A record is a header of tags, as a PGN's, then one line per logged action::

    [Format "grove-record 1"]
    [Game "halali"]
    ...
    [Moves "2"]

    1. 0 flip c4
    2. 1 flip d5 {timeout}

A move line is ``<n>. <seat> <notation>`` in the spec's canonical notation; ``{timeout}``
marks a move the table played for a seat whose clock ran out, and ``!claim-timeout`` is the
table action that ends a two-player game for the claimer (the state does not change).

What a record shows is decided here, conservatively:

* A finished (or abandoned) game's record carries every logged action and the seed, so the
  hidden deals replay exactly (DESIGN.md: the seed is never shown while the game runs).
* A running game's record carries no seed and no result, and only the actions everybody may
  know of now: an action with any event still private (a Living Forest animal-phase draw,
  before the phase ends) is left out, and so is everything after it, so not even the count of
  private actions shows. It cannot be imported: it is a score sheet, not a replay.
* A daily deal's record is withheld, finished or not, until its UTC day has ended: the other
  players of the server may still be playing that deal.

Reading back is pure and strict: every damaged record (an unknown or malformed tag, a move
that does not parse, is illegal or is made by a seat that may not act, a log cut short, a
result the moves do not reach) raises ``RecordError`` naming the line.
"""

from __future__ import annotations

import asyncio
import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from rules import registry
from rules.errors import GroveError
from rules.levels import DEFAULT_LEVEL, LEVELS
from rules.protocol import AnyGame, Event, Result
from storage import ImportedMove, ImportedSeat, MoveRow
from tables.planning import CLAIM

#: the first tag of every record, and the version of its format
FORMAT = "grove-record 1"
#: a move the table played for a seat whose clock ran out carries this note
TIMEOUT_NOTE = "timeout"
#: how many characters a record may have (a Living Forest game is about 15 000)
MAX_RECORD_CHARS = 2_000_000
#: the order tags are written in (seats and options are written where their group stands)
_TAG_ORDER = ("Format", "Game", "GameName", "Table", "Started", "Ended", "Status", "Result",
              "Scores", "Reason", "Seed", "Grove", "Seats", "BotLevel", "Moves")
_REQUIRED = ("Format", "Game", "Status", "Result", "Seats", "Moves")
_TAG_LINE = re.compile(r'^\[([A-Za-z][A-Za-z0-9]*)(?:\.([A-Za-z0-9_]+))?\s+"((?:[^"\\]|\\.)*)"\]$')
_MOVE_LINE = re.compile(r"^(\d+)\.\s+(\d+)\s+(.+?)(?:\s+\{([a-z-]+)\})?$")
_GROUPED = ("Option", "Seat", "User", "Kind")
_KINDS = ("human", "bot")


class RecordError(GroveError):
    """A record that cannot be read back; ``line`` (1-based) names where."""

    default_code = "RECORD_BAD_LINE"


def grove_version() -> str:
    """Grove's version, as the installed package or the source tree's pyproject.toml says."""
    try:
        return metadata.version("grove")
    except metadata.PackageNotFoundError:
        path = Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            return str(tomllib.loads(path.read_text())["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "unknown"


@dataclass(frozen=True)
class RecordSeat:
    """A seat as recorded: the player's name, user id and kind (``human`` or ``bot``)."""

    name: str
    user_id: int
    kind: str = "human"


@dataclass(frozen=True)
class RecordMove:
    """One logged action: its number, seat, notation, note (``timeout`` or '') and, once
    read back, the line it stood on."""

    n: int
    seat: int
    notation: str
    note: str = ""
    line: int = 0


@dataclass(frozen=True)
class Record:
    """A game record, as written or as read back (``lines``: each tag's line)."""

    game: str
    options: dict[str, str]
    seats: tuple[RecordSeat, ...]
    status: str
    moves: tuple[RecordMove, ...]
    #: ``{"ranking", "scores", "reason"}`` of a finished game, else None
    result: dict[str, Any] | None = None
    seed: int | None = None
    table_id: int | None = None
    started: str = ""
    ended: str = ""
    version: str = ""
    lines: dict[str, int] = field(default_factory=dict)
    #: the record's last line (a record cut short is named there)
    last_line: int = 0
    #: the level the automatic seats played (``rules.levels``; '' with no automatic seat)
    bot_level: str = ""


# -- writing ------------------------------------------------------------------------------


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def ranking_text(ranking: Sequence[Sequence[int]]) -> str:
    """A ranking as a record writes it: ``0 > 1 = 2`` (tied seats joined by ``=``; ``-`` when
    nobody is ranked, a lost solo game)."""
    return " > ".join(" = ".join(str(s) for s in group) for group in ranking) or "-"


def scores_text(scores: dict[Any, Any]) -> str:
    """Scores as ``seat=score`` pairs in seat order (empty when the result has none)."""
    pairs = sorted((int(k), int(v)) for k, v in scores.items())
    return " ".join(f"{k}={v}" for k, v in pairs)


def format_record(record: Record) -> str:
    """The record's text: tags, a blank line, one line per action, a final newline."""
    tags: list[tuple[str, str]] = [("Format", FORMAT), ("Game", record.game)]
    try:
        tags.append(("GameName", registry.get(record.game).INFO.name))
    except GroveError:
        pass
    if record.table_id is not None:
        tags.append(("Table", str(record.table_id)))
    if record.started:
        tags.append(("Started", record.started))
    if record.ended:
        tags.append(("Ended", record.ended))
    tags.append(("Status", record.status))
    if record.result is None or record.status != "over":
        tags.append(("Result", "*"))
        if record.status == "abandoned":
            tags.append(("Reason", "abandoned"))
    else:
        tags += [("Result", ranking_text(record.result.get("ranking", []))),
                 ("Scores", scores_text(record.result.get("scores", {}))),
                 ("Reason", str(record.result.get("reason", "")))]
    if record.seed is not None:
        tags.append(("Seed", str(record.seed)))
    tags.append(("Grove", record.version or grove_version()))
    tags += [(f"Option.{k}", v) for k, v in sorted(record.options.items())]
    tags.append(("Seats", str(len(record.seats))))
    for n, seat in enumerate(record.seats):
        tags += [(f"Seat.{n}", seat.name), (f"User.{n}", str(seat.user_id)),
                 (f"Kind.{n}", seat.kind)]
    if record.bot_level:
        tags.append(("BotLevel", record.bot_level))
    tags.append(("Moves", str(len(record.moves))))
    lines = [f"[{name} {_quote(value)}]" for name, value in tags]
    lines.append("")
    for move in record.moves:
        note = f" {{{move.note}}}" if move.note else ""
        lines.append(f"{move.n}. {move.seat} {move.notation}{note}")
    return "\n".join(lines) + "\n"


def _note_of(row: MoveRow) -> str:
    """``timeout`` when the table played this move for a seat out of time (its tag event)."""
    if row.notation.startswith("!"):
        return ""
    events = row.events or []
    tagged = any(isinstance(e, dict) and e.get("code") == "timeout"
                 and (e.get("params") or {}).get("seat") == row.seat for e in events)
    return TIMEOUT_NOTE if tagged else ""


def public_rows(game: AnyGame, state: Any, moves: Sequence[MoveRow]) -> list[MoveRow]:
    """The logged actions of a running game everybody may know of now: those before the
    first action with an event that is private now (none after it, so no count shows)."""
    out: list[MoveRow] = []
    for row in moves:
        if any(not game.event_visible(state, e, None) for e in row.events or []):
            break
        out.append(row)
    return out


def record_of(game: AnyGame, *, status: str, options: dict[str, str],
              seats: Sequence[RecordSeat], moves: Sequence[MoveRow], state: Any,
              result: dict[str, Any] | None, seed: int, table_id: int | None = None,
              started: str = "", ended: str = "", bot_level: str | None = None) -> Record:
    """The record of a table: every action and the seed once it is finished (or abandoned);
    while it runs, only the public actions, with no seed and no result. ``bot_level``: the
    table's chosen level (None: Normal), written where a seat is an automatic player."""
    finished = status in ("over", "abandoned")
    rows = list(moves) if finished else public_rows(game, state, moves)
    kept = None
    if status == "over" and result is not None:
        kept = {k: result.get(k) for k in ("ranking", "scores", "reason")}
    elif status == "abandoned":
        kept = {"ranking": [], "scores": {}, "reason": "abandoned"}
    return Record(
        game=game.id, options=dict(options), seats=tuple(seats), status=status,
        moves=tuple(RecordMove(n, r.seat, r.notation, _note_of(r))
                    for n, r in enumerate(rows, start=1)),
        result=kept, seed=seed if finished else None, table_id=table_id,
        started=started, ended=ended if finished else "", version=grove_version(),
        bot_level=(bot_level or DEFAULT_LEVEL) if any(s.kind == "bot" for s in seats) else "")


# -- reading ------------------------------------------------------------------------------


def _unquote(text: str) -> str:
    out: list[str] = []
    chars = iter(text)
    for ch in chars:
        if ch == "\\":
            nxt = next(chars, "")
            out.append("\n" if nxt == "n" else nxt)
        else:
            out.append(ch)
    return "".join(out)


def _int(value: str, line: int, tag: str, low: int = 0, high: int | None = None) -> int:
    text = value.strip()
    if not re.fullmatch(r"-?\d{1,20}", text):
        raise RecordError("RECORD_BAD_TAG", line=line, tag=tag, value=value[:40])
    number = int(text)
    if number < low or (high is not None and number > high):
        raise RecordError("RECORD_BAD_TAG", line=line, tag=tag, value=value[:40])
    return number


def _ranking(value: str, line: int) -> list[list[int]]:
    if value.strip() == "-":
        return []
    try:
        return [[int(s) for s in group.split("=")] for group in value.split(">")]
    except ValueError:
        raise RecordError("RECORD_BAD_TAG", line=line, tag="Result", value=value[:40]) \
            from None


def _scores(value: str, line: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for pair in value.split():
        seat, _, score = pair.partition("=")
        if not re.fullmatch(r"\d+", seat) or not re.fullmatch(r"-?\d+", score):
            raise RecordError("RECORD_BAD_TAG", line=line, tag="Scores", value=value[:40])
        out[seat] = int(score)
    return out


def parse_record(text: str) -> Record:
    """Read a record's text (tags and move lines, no game logic yet); ``RecordError``
    names the first line it cannot accept."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError("RECORD_TOO_LARGE", line=1, most=MAX_RECORD_CHARS)
    tags: dict[str, str] = {}
    grouped: dict[str, dict[str, tuple[str, int]]] = {g: {} for g in _GROUPED}
    where: dict[str, int] = {}
    moves: list[RecordMove] = []
    last = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith(";"):
            continue
        last = number
        if line.startswith("["):
            if moves:
                raise RecordError("RECORD_TAG_AFTER_MOVES", line=number)
            match = _TAG_LINE.match(line)
            if match is None:
                raise RecordError("RECORD_BAD_LINE", line=number)
            name, key, value = match[1], match[2], _unquote(match[3])
            full = f"{name}.{key}" if key else name
            if (name in _GROUPED) != (key is not None) or (
                    name not in _GROUPED and name not in _TAG_ORDER):
                raise RecordError("RECORD_UNKNOWN_TAG", line=number, tag=full)
            if full in where:
                raise RecordError("RECORD_DOUBLE_TAG", line=number, tag=full)
            where[full] = number
            if key is not None:
                grouped[name][key] = (value, number)
            else:
                tags[name] = value
            continue
        match = _MOVE_LINE.match(line)
        if match is None:
            raise RecordError("RECORD_BAD_LINE", line=number)
        n = int(match[1])
        if n != len(moves) + 1:
            raise RecordError("RECORD_MOVE_NUMBER", line=number, n=n, expected=len(moves) + 1)
        if match[4] not in (None, TIMEOUT_NOTE):
            raise RecordError("RECORD_BAD_LINE", line=number)
        moves.append(RecordMove(n, int(match[2]), match[3], match[4] or "", number))
    if not where:
        raise RecordError("RECORD_EMPTY", line=max(last, 1))
    for name in _REQUIRED:
        if name not in tags:
            raise RecordError("RECORD_MISSING_TAG", line=max(last, 1), tag=name)
    if tags["Format"] != FORMAT:
        raise RecordError("RECORD_BAD_TAG", line=where["Format"], tag="Format",
                          value=tags["Format"][:40])
    game_id = tags["Game"]
    if game_id not in registry.game_ids():
        raise RecordError("RECORD_UNKNOWN_GAME", line=where["Game"], game_id=game_id[:40])
    info = registry.get(game_id).INFO
    options: dict[str, str] = {}
    for key, (value, at) in grouped["Option"].items():
        spec = info.option(key)
        if spec is None:
            raise RecordError("RECORD_UNKNOWN_TAG", line=at, tag=f"Option.{key}")
        if value == spec.default:
            options[key] = value  # a default (an empty text option) stands as stored
            continue
        try:
            options[key] = spec.check(value)
        except GroveError:
            raise RecordError("RECORD_BAD_TAG", line=at, tag=f"Option.{key}",
                              value=value[:40]) from None
    count = _int(tags["Seats"], where["Seats"], "Seats", info.min_seats, info.max_seats)
    seats: list[RecordSeat] = []
    for seat in range(count):
        parts = []
        for group in ("Seat", "User", "Kind"):
            if str(seat) not in grouped[group]:
                raise RecordError("RECORD_MISSING_TAG", line=where["Seats"],
                                  tag=f"{group}.{seat}")
            parts.append(grouped[group][str(seat)])
        (name, name_line), (user, user_line), (kind, kind_line) = parts
        if not name.strip() or len(name) > 100:
            raise RecordError("RECORD_BAD_TAG", line=name_line, tag=f"Seat.{seat}",
                              value=name[:40])
        user_id = _int(user, user_line, f"User.{seat}", -(2 ** 63), 2 ** 63 - 1)
        if kind not in _KINDS or (kind == "bot") != (user_id < 0):
            raise RecordError("RECORD_BAD_TAG", line=kind_line, tag=f"Kind.{seat}",
                              value=kind[:40])
        if any(s.user_id == user_id for s in seats):
            raise RecordError("RECORD_DOUBLE_PLAYER", line=user_line, tag=f"User.{seat}")
        seats.append(RecordSeat(name, user_id, kind))
    for group in ("Seat", "User", "Kind"):
        extra = [k for k in grouped[group] if not (k.isdigit() and int(k) < count)]
        if extra:
            key = extra[0]
            raise RecordError("RECORD_UNKNOWN_TAG", line=grouped[group][key][1],
                              tag=f"{group}.{key}")
    status = tags["Status"]
    if status not in ("over", "abandoned", "running"):
        raise RecordError("RECORD_BAD_TAG", line=where["Status"], tag="Status",
                          value=status[:40])
    result = None
    if status == "over":
        for name in ("Scores", "Reason"):
            if name not in tags:
                raise RecordError("RECORD_MISSING_TAG", line=where["Result"], tag=name)
        result = {"ranking": _ranking(tags["Result"], where["Result"]),
                  "scores": _scores(tags["Scores"], where["Scores"]),
                  "reason": tags["Reason"]}
    elif tags["Result"] != "*":
        raise RecordError("RECORD_BAD_TAG", line=where["Result"], tag="Result",
                          value=tags["Result"][:40])
    seed = None
    if "Seed" in tags:
        seed = _int(tags["Seed"], where["Seed"], "Seed", 0, 2 ** 64 - 1)
    expected = _int(tags["Moves"], where["Moves"], "Moves")
    if expected != len(moves):
        raise RecordError("RECORD_TRUNCATED" if len(moves) < expected else "RECORD_MOVE_COUNT",
                          line=max(last, 1), count=len(moves), expected=expected)
    table_id = _int(tags["Table"], where["Table"], "Table") if "Table" in tags else None
    bot_level = tags.get("BotLevel", "")
    if "BotLevel" in tags and (bot_level not in LEVELS
                               or not any(s.kind == "bot" for s in seats)):
        raise RecordError("RECORD_BAD_TAG", line=where["BotLevel"], tag="BotLevel",
                          value=bot_level[:40])
    return Record(game=game_id, options=options, seats=tuple(seats), status=status,
                  moves=tuple(moves), result=result, seed=seed, table_id=table_id,
                  started=tags.get("Started", ""), ended=tags.get("Ended", ""),
                  version=tags.get("Grove", ""), lines=where, last_line=max(last, 1),
                  bot_level=bot_level)


@dataclass(frozen=True)
class Replayed:
    """A record played through its game: the final state, its result and the move log."""

    game: AnyGame
    state: Any
    result: dict[str, Any] | None
    moves: tuple[ImportedMove, ...]


def _same_result(a: dict[str, Any], b: dict[str, Any]) -> bool:
    def norm(r: dict[str, Any]) -> tuple[Any, ...]:
        return ([sorted(int(s) for s in g) for g in r.get("ranking", [])],
                {str(k): int(v) for k, v in (r.get("scores") or {}).items()},
                str(r.get("reason", "")))
    return norm(a) == norm(b)


def _timeout_event(seat: int, events: list[Event]) -> Event:
    """The tag a timed-out move carries, as ``Tables.play_for(tag="timeout")`` adds it: as
    private as the move's own first event, and public when the game makes those so."""
    first = events[0].visible_to if events else None
    when = {k: v for k, v in (events[0].params if events else {}).items()
            if k in ("round", "animal")} if first is not None else {}
    return Event(TIMEOUT_NOTE, {"seat": seat, **when}, first)


def replay_record(record: Record) -> Replayed:
    """Play a finished record's actions from its seed; ``RecordError`` names the first line
    whose action cannot be played, or the tag the final position contradicts."""
    status_line = record.lines.get("Status", 1)
    if record.status == "running":
        raise RecordError("RECORD_RUNNING", line=status_line)
    if record.seed is None:
        raise RecordError("RECORD_NO_SEED", line=status_line)
    game = registry.get(record.game)
    try:
        state = game.new_game(len(record.seats), dict(record.options), record.seed)
    except Exception:  # noqa: BLE001 - options a game cannot deal with: the record's fault
        raise RecordError("RECORD_BAD_TAG", line=record.lines.get("Seats", 1), tag="Seats",
                          value=str(len(record.seats))) from None
    claimed: dict[str, Any] | None = None
    logged: list[ImportedMove] = []
    for move in record.moves:
        where: dict[str, Any] = {"line": move.line, "move": move.notation[:60]}
        if claimed is not None or game.is_over(state):
            raise RecordError("RECORD_AFTER_END", **where)
        if not 0 <= move.seat < len(record.seats):
            raise RecordError("RECORD_WRONG_SEAT", seat=move.seat, **where)
        user = record.seats[move.seat].user_id
        if move.notation.startswith("!"):
            if move.notation != CLAIM or len(record.seats) != 2 or move.note:
                raise RecordError("RECORD_BAD_MOVE", reason="BAD_NOTATION", **where)
            claimed = Result({}, [[move.seat], [1 - move.seat]], "timeout").to_json()
            event = Event("timeout_claimed", {"seat": move.seat, "loser_seat": 1 - move.seat})
            logged.append(ImportedMove(move.seat, user, CLAIM, [event.to_json()]))
            continue
        try:
            parsed = game.parse_move(move.notation)
            if not getattr(parsed, "offturn", False) and move.seat not in game.to_act(state):
                raise RecordError("RECORD_WRONG_SEAT", seat=move.seat, **where)
            resolved = game.resolve(state, move.seat, parsed)
            state, events = game.apply(state, move.seat, resolved)
        except RecordError:
            raise
        except GroveError as exc:
            raise RecordError("RECORD_BAD_MOVE", reason=exc.code, **where) from None
        except Exception:  # noqa: BLE001 - a rules fault on a damaged record: still its line
            raise RecordError("RECORD_BAD_MOVE", reason="ERROR", **where) from None
        if move.note == TIMEOUT_NOTE:
            events = [*events, _timeout_event(move.seat, events)]
        logged.append(ImportedMove(move.seat, user, str(resolved),
                                   [e.to_json() for e in events]))
    over = claimed is not None or game.is_over(state)
    result_line = record.lines.get("Result", record.last_line)
    if record.status == "abandoned":
        if over:
            raise RecordError("RECORD_RESULT_DIFFERS", line=status_line)
        return Replayed(game, state, {"reason": "abandoned"}, tuple(logged))
    if not over:
        raise RecordError("RECORD_NOT_OVER", line=record.last_line)
    result = claimed if claimed is not None else game.result(state).to_json()
    if record.result is None or not _same_result(result, record.result):
        raise RecordError("RECORD_RESULT_DIFFERS", line=result_line)
    return Replayed(game, state, result, tuple(logged))


# -- the service ---------------------------------------------------------------------------


def record_day(now: datetime) -> str:
    """The UTC day (ISO date) that names a daily deal at ``now``."""
    return now.astimezone(UTC).date().isoformat()


def file_name(game_id: str, table_id: int) -> str:
    """The attachment's name of a table's record."""
    return f"grove-{game_id}-table{table_id}.txt"


async def export_record(tables: Any, table_id: int) -> tuple[str, str]:
    """(file name, text) of a table's record, as ``Tables`` holds it now. Refuses a lobby
    (``NOT_STARTED``) and a daily deal whose day has not ended (``RECORD_DAILY_WAIT``)."""
    table, moves = await tables.history(table_id)
    if table.state is None:
        raise GroveError("NOT_STARTED")
    day = await tables.store.daily_day_of(table_id)
    if day is not None and day >= record_day(tables.now()):
        raise GroveError("RECORD_DAILY_WAIT", day=day)
    row = table.row
    record = record_of(
        table.game, status=row.status, options=row.options,
        seats=[RecordSeat(s.name, s.user_id, s.kind) for s in table.seats], moves=moves,
        state=table.state, result=row.result, seed=row.seed, table_id=row.id,
        started=row.created_at, ended=row.updated_at,
        bot_level=table.play.bot_level if table.play is not None else None)
    return file_name(row.game, row.id), format_record(record)


async def import_record(tables: Any, text: str, *, guild_id: int | None,
                        channel_id: int) -> int:
    """Read a record back into a finished table of ``guild_id`` playing in ``channel_id``
    (a thread's id shows it there); return its id. ``RecordError`` names a damaged line."""
    record = parse_record(text)
    # Replaying a long game is CPU work: off the event loop.
    replayed = await asyncio.to_thread(replay_record, record)
    return int(await tables.store.import_table(
        game=record.game, guild_id=guild_id, channel_id=channel_id,
        status="abandoned" if record.status == "abandoned" else "over",
        options=dict(record.options), seed=record.seed or 0,
        seats=[ImportedSeat(n, s.user_id, s.name, s.kind) for n, s in enumerate(record.seats)],
        moves=list(replayed.moves), state=replayed.game.to_json(replayed.state),
        result=replayed.result, created_at=_stamp(record.started),
        ended_at=_stamp(record.ended), bot_level=record.bot_level or None))


def _stamp(text: str) -> str | None:
    """A recorded date kept as the database writes them (ISO UTC), or None if unreadable."""
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
