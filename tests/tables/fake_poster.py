"""A fake Discord behind the outbox's ``Poster`` protocol, for tests (not a test module).

What "Discord" holds (threads, posts with their markers, lobby edits) can be kept in a
JSON-lines file, so it outlives a process killed with SIGKILL: a line written is a request
Discord accepted. ``fail`` and ``die`` make a step fail (``PostFailed``) or kill the process
at that step, with the given probability, e.g. between Discord's accept and the outbox's
record of it.
"""

from __future__ import annotations

import json
import os
import random
import signal
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tables import Table
from tables.board import BoardView
from tables.notices import Notice
from tables.outbox import (
    Post,
    PostFailed,
    PostGone,
    is_lobby_message,
    lobby_marker,
    read_markers,
)

STEPS = ("thread", "thread-made", "lobby", "send", "sent", "edit", "edited", "history",
         "notice", "notice-sent", "dm", "clear", "board", "board-sent", "board-edit",
         "board-delete")


@dataclass
class Sent:
    """One created post as the fake Discord keeps it."""

    channel: int
    id: int
    content: str
    table: int
    kind: str
    since: int
    version: int
    ping: list[int] = field(default_factory=list)


@dataclass
class SentNotice:
    """One slow-play notice as the fake Discord keeps it (``channel`` None: a DM)."""

    channel: int | None
    id: int
    content: str
    table: int
    kind: str
    seat: int | None
    offer: int | None
    controls: bool
    data: dict[str, Any] = field(default_factory=dict)


class FakePoster:
    """An in-memory (optionally file-backed) Discord for the outbox."""

    def __init__(self, path: str | Path | None = None, *, seed: int = 0,
                 fail: dict[str, float] | None = None, die: dict[str, float] | None = None,
                 threads_allowed: bool = True) -> None:
        self.path = Path(path) if path is not None else None
        self.rng = random.Random(seed)
        self.fail = fail or {}
        self.die = die or {}
        self.threads_allowed = threads_allowed
        self.threads: dict[int, tuple[int, str]] = {}  # thread id -> (table id, name)
        self.sent: list[Sent] = []
        self.lobby_edits: list[tuple[int, int]] = []  # (table id, version)
        self.edits: list[int] = []  # message ids of post edits, in order
        self.gone: set[int] = set()  # channels and threads deleted
        self.calls: list[str] = []
        self.notices: list[SentNotice] = []  # notices Discord accepted (DMs included)
        #: players' messages by channel (their ids): they push the bot's posts out of view
        self.chat: dict[int, list[int]] = {}
        self.dm_attempts: list[tuple[int, int]] = []  # (user id, notice id) of every DM tried
        self.dm_closed: set[int] = set()  # users whose DMs are closed (50007)
        self.cleared: list[int] = []  # message ids whose controls were taken off
        self.retired: list[int] = []  # superseded turn posts (pictures gone if compact)
        self.ended_tables: list[int] = []
        self.closed_tables: list[int] = []
        #: what each board post shows now (message id -> view), its edits and deletions
        self.board_views: dict[int, BoardView] = {}
        self.board_edits: list[int] = []
        self.deleted: list[int] = []
        self._next = 1_000_000
        if self.path is not None and self.path.exists():
            self._replay()

    # -- persistence ---------------------------------------------------------------------

    def _replay(self) -> None:
        assert self.path is not None
        for line in self.path.read_text().splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # a line cut by the kill: Discord never accepted it
            self._apply(entry)

    def _apply(self, entry: dict[str, Any]) -> None:
        op = entry["op"]
        if op == "thread":
            self.threads[entry["id"]] = (entry["table"], entry["name"])
        elif op == "post":
            self.sent.append(Sent(**entry["post"]))
        elif op == "edit":
            edited = Sent(**entry["post"])
            self.sent = [edited if s.id == edited.id else s for s in self.sent]
            self.edits.append(edited.id)
        elif op == "notice":
            self.notices.append(SentNotice(**entry["notice"]))
        elif op == "clear":
            self.cleared.append(entry["id"])
            self.notices = [SentNotice(**{**n.__dict__, "controls": False})
                            if n.id == entry["id"] else n for n in self.notices]
        elif op == "delete":
            self.sent = [p for p in self.sent if p.id != entry["id"]]
            self.deleted.append(entry["id"])
        elif op == "lobby":
            self.lobby_edits.append((entry["table"], entry["version"]))
        self._next = max(self._next, entry.get("id", 0) + 1,
                         entry.get("post", {}).get("id", 0) + 1,
                         entry.get("notice", {}).get("id", 0) + 1)

    def _accept(self, entry: dict[str, Any]) -> None:
        """Discord accepted a request: keep it (in the file first, as Discord would)."""
        if self.path is not None:
            with self.path.open("a") as f:
                f.write(json.dumps(entry) + "\n")
        self._apply(entry)

    def _new_id(self) -> int:
        self._next += 1
        return self._next

    # -- fault injection -----------------------------------------------------------------

    def _step(self, name: str) -> None:
        self.calls.append(name)
        if self.rng.random() < self.die.get(name, 0.0):
            os.kill(os.getpid(), signal.SIGKILL)
        if self.rng.random() < self.fail.get(name, 0.0):
            raise PostFailed(f"fake failure at {name}")

    def _where(self, channel_id: int) -> None:
        if channel_id in self.gone:
            raise PostGone(f"channel {channel_id}: 10003")

    # -- the Poster protocol -------------------------------------------------------------

    async def open_thread(self, table: Table) -> int | None:
        """Find the table's thread by name, else create it."""
        self._where(table.row.channel_id)
        self._step("thread")
        if not self.threads_allowed:
            return None
        name = f"{table.row.game} #{table.id}"
        for tid, (_, n) in self.threads.items():
            if n == name and tid not in self.gone:
                return tid
        thread_id = self._new_id()
        self._accept({"op": "thread", "id": thread_id, "table": table.id, "name": name})
        self._step("thread-made")
        return thread_id

    async def recent(self, channel_id: int, after: int | None = None) -> list[tuple[int, str]]:
        """The bot's posts among the newest 30 messages of a channel (players' chat takes
        room there too), or all of them after message ``after``, as they read now."""
        self._where(channel_id)
        self._step("history")
        texts = [(s.id, s.content) for s in self.sent if s.channel == channel_id]
        texts += [(n.id, n.content) for n in self.notices if n.channel == channel_id]
        if after is not None:
            return sorted(t for t in texts if t[0] > after)
        window = sorted([*((i, None) for i in self.chat.get(channel_id, ())), *texts])[-30:]
        return [(i, text) for i, text in window if text is not None]

    def chatter(self, channel_id: int, count: int) -> None:
        """Players write ``count`` messages in a channel (not the bot's)."""
        self.chat.setdefault(channel_id, []).extend(self._new_id() for _ in range(count))

    async def send(self, channel_id: int, post: Post) -> int:
        """Create a post whose text is just its marker."""
        self._where(channel_id)
        self._step("send")
        message_id = self._new_id()
        sent = Sent(channel_id, message_id, post.marker, post.table.id, post.kind, post.since,
                    post.version, sorted(post.ping))
        self._accept({"op": "post", "post": sent.__dict__})
        self._step("sent")
        return message_id

    async def edit(self, channel_id: int, message_id: int, post: Post) -> bool:
        """Replace a post with a newer one (same message); False if it is not there."""
        self._where(channel_id)
        self._step("edit")
        if not any(s.id == message_id and s.channel == channel_id for s in self.sent):
            return False
        sent = Sent(channel_id, message_id, post.marker, post.table.id, post.kind, post.since,
                    post.version, sorted(post.ping))
        self._accept({"op": "edit", "post": sent.__dict__})
        self._step("edited")
        return True

    async def lobby_message(self, table: Table) -> int:
        """The table's lobby message, found by its marker in its channel, else posted."""
        self._where(table.row.channel_id)
        self._step("history")
        found = [s.id for s in self.sent if s.channel == table.row.channel_id
                 and is_lobby_message(s.content, table)]
        if found:
            return found[0]
        return self.post_lobby(table)

    def post_lobby(self, table: Table) -> int:
        """Discord takes a lobby message (the creator's reply, or the outbox's)."""
        self._step("send")
        message_id = self._new_id()
        sent = Sent(table.row.channel_id, message_id, lobby_marker(table), table.id, "lobby",
                    0, 0)
        self._accept({"op": "post", "post": sent.__dict__})
        self._step("sent")
        return message_id

    async def retire(self, table: Table, channel_id: int, message_id: int) -> None:
        """A superseded post loses its buttons and (compact thread) its pictures."""
        await self.clear_controls(channel_id, message_id)
        self.retired.append(message_id)

    async def show_lobby(self, table: Table) -> None:
        """Edit the lobby message (idempotent)."""
        self._where(table.row.channel_id)
        self._step("lobby")
        self._accept({"op": "lobby", "table": table.id, "version": table.row.version})

    async def send_notice(self, channel_id: int, notice: Notice) -> int:
        """Post a notice whose text is just its marker (an offer with its buttons)."""
        self._where(channel_id)
        self._step("notice")
        message_id = self._new_id()
        self._accept({"op": "notice", "notice": SentNotice(
            channel_id, message_id, notice.marker, notice.table.id, notice.kind, notice.seat,
            notice.offer, notice.kind == "offer", dict(notice.data)).__dict__})
        self._step("notice-sent")
        return message_id

    async def dm_notice(self, user_id: int, notice: Notice) -> bool:
        """A direct message: False for a user whose DMs are closed."""
        self.dm_attempts.append((user_id, notice.id))
        self._step("dm")
        if user_id in self.dm_closed:
            return False
        self._accept({"op": "notice", "notice": SentNotice(
            None, self._new_id(), notice.marker, notice.table.id, notice.kind, notice.seat,
            notice.offer, False, dict(notice.data)).__dict__})
        return True

    async def clear_controls(self, channel_id: int, message_id: int) -> None:
        """Take the buttons off a message."""
        self._where(channel_id)
        self._step("clear")
        self._accept({"op": "clear", "id": message_id})
    async def ended(self, table: Table) -> None:
        """The thread's name gets the result."""
        self.ended_tables.append(table.id)

    async def close(self, table: Table, keep_controls: bool = False) -> None:
        """The thread is archived."""
        self.closed_tables.append(table.id)

    # -- live boards (tables/board.py) ----------------------------------------------------

    async def send_board(self, channel_id: int, view: BoardView) -> int:
        """Create a board post whose text is just its marker (its view is kept beside)."""
        self._where(channel_id)
        self._step("board")
        message_id = self._new_id()
        self.board_views[message_id] = view
        self._accept({"op": "post", "post": Sent(channel_id, message_id, view.marker, 0,
                                                  "board", 0, 0).__dict__})
        self._step("board-sent")
        return message_id

    async def edit_board(self, channel_id: int, message_id: int, view: BoardView) -> bool:
        """Replace a board post's view; False if it is not there."""
        self._where(channel_id)
        self._step("board-edit")
        if not any(s.id == message_id and s.channel == channel_id for s in self.sent):
            return False
        self.board_views[message_id] = view
        self.board_edits.append(message_id)
        return True

    async def delete_board(self, channel_id: int, message_id: int) -> None:
        """Delete a message (a missing one is fine)."""
        self._where(channel_id)
        self._step("board-delete")
        if any(s.id == message_id for s in self.sent):
            self._accept({"op": "delete", "id": message_id})
        self.board_views.pop(message_id, None)

    async def buried(self, channel_id: int, message_id: int, depth: int) -> bool:
        """Whether ``depth`` messages (the bot's or players') came after the message."""
        self._where(channel_id)
        later = [i for i in self.chat.get(channel_id, ()) if i > message_id]
        later += [s.id for s in self.sent if s.channel == channel_id and s.id > message_id]
        return len(later) >= depth

    def boards_in(self, channel_id: int) -> list[Sent]:
        """The board posts a channel holds now, oldest first."""
        return [s for s in self.sent if s.channel == channel_id and s.kind == "board"]

    # -- reading back --------------------------------------------------------------------

    def posts_of(self, table_id: int) -> list[Sent]:
        """Created posts of one table, in order."""
        return [s for s in self.sent if s.table == table_id]

    def notices_of(self, table_id: int, kind: str | None = None) -> list[SentNotice]:
        """Delivered notices of one table (of one kind), in order."""
        return [n for n in self.notices if n.table == table_id and kind in (None, n.kind)]

    def threads_of(self, table_id: int) -> list[int]:
        """Threads created for one table."""
        return [tid for tid, (t, _) in self.threads.items() if t == table_id]


def check_announced_once(poster: FakePoster, table: Table, move_count: int) -> None:
    """Every version of a started table was posted exactly once, in order, up to its own:
    consecutive posts (as they read now, edits included) cover consecutive version ranges,
    with no gap and no overlap."""
    posts = [p for p in poster.posts_of(table.id) if p.kind != "notice"]
    start_version = table.row.version - move_count
    assert posts, f"table {table.id}: never announced"
    assert posts[0].kind == "start"
    assert posts[0].since < start_version <= posts[0].version
    for before, after in zip(posts, posts[1:], strict=False):
        assert after.since == before.version, (
            f"table {table.id}: post for v{after.since + 1}-{after.version} "
            f"after one up to v{before.version}")
        assert after.kind == "turn" or (after.kind == "result" and after is posts[-1])
    assert posts[-1].version == table.row.version
    assert read_markers(posts[-1].content, table.id, table.row.seed) == [
        (table.row.version, posts[-1].since)]


class Died(BaseException):
    """Stands for the process dying at a step (the outbox, or the board, is
    thrown away)."""


class DyingPoster(FakePoster):
    """Raises ``Died`` once at the named step: what Discord accepted until then stays."""

    def __init__(self, at: str, **kw) -> None:
        super().__init__(**kw)
        self.at = at

    def _step(self, name: str) -> None:
        super()._step(name)
        if name == self.at:
            self.at = ""
            raise Died(name)
