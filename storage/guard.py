"""Guards around the database file: a watch on the file itself, and one bot process per file.

SQLite keeps writing through its open file descriptors, so a database file deleted or
replaced while the bot runs swallows every later move into an unlinked inode: nobody sees
them again after a restart. ``FileWatch`` compares the device and inode now at the path (and
at its ``-wal`` file) with those the store opened, before every statement and on a short
timer; once they differ the store refuses everything with ``DatabaseGone`` (which
``tables/`` answers with code ``DB_GONE``) until the bot is restarted. ``lock_database``
takes an advisory lock on the database file itself (so a second bot is refused whatever name
it reaches the file by: a hard link, a bind mount) and one on ``<db>.lock``, which keeps the
holder's pid for the message.
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime

import aiosqlite

# Defined in ``errors``; still importable from here, where they used to live.
from .errors import DatabaseGone, DatabaseInUse

__all__ = ["DatabaseGone", "DatabaseInUse", "FileWatch", "ProcessLock", "lock_database",
           "lock_path", "rescue_copy", "rescue_path"]

log = logging.getLogger(__name__)

#: seconds between two looks at the file when nothing else touches the database.
WATCH_INTERVAL = 2.0
#: seconds between two reminders in the log while the file stays gone.
REMIND_INTERVAL = 600.0


def _identity(path: str) -> tuple[int, int] | None:
    """(device, inode) of the file at ``path``, or None if there is none."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return st.st_dev, st.st_ino


class FileWatch:
    """Notices when the database file (or its ``-wal`` file) is no longer the one opened.

    Create it right after opening the connection: the identities it records are those of
    the files SQLite holds open. SQLite only deletes the ``-wal`` file when the last
    connection closes, and ours stays open, so a missing ``-wal`` means someone removed it.
    """

    def __init__(self, path: str) -> None:
        self.path = os.path.abspath(path)
        self.wal = self.path + "-wal"
        self._db = _identity(self.path)
        self._wal = _identity(self.wal)
        #: what happened to the file, once noticed (it stays noticed until a restart).
        self.gone: str | None = None if self._db is not None else "is missing"
        self._stopped = False

    def stop(self) -> None:
        """The store closed its connection (SQLite then removes the ``-wal`` file itself):
        stop looking, so a clean shutdown is never reported as a lost file."""
        self._stopped = True

    def check(self) -> None:
        """Raise ``DatabaseGone`` if the file at the path is no longer the open database."""
        if self._stopped:
            return
        if self.gone is None:
            self.gone = self._look()
            if self.gone is not None:
                log.error("DATABASE FILE %s %s while the bot runs: every action is refused "
                          "until the bot is restarted with its database in place (see README, "
                          "Backups)", self.path, self.gone)
        if self.gone is not None:
            raise DatabaseGone(self.path, self.gone)

    def _look(self) -> str | None:
        try:
            now = _identity(self.path)
            wal = _identity(self.wal)
        except OSError as exc:
            return f"cannot be checked ({exc.strerror})"
        if now is None:
            return "was deleted"
        if now != self._db:
            return "was replaced by another file"
        if self._wal is None:
            self._wal = wal  # created after we opened: SQLite makes it at the first write
            return None
        if wal is None:
            return "lost its -wal file (deleted)"
        if wal != self._wal:
            return "got another -wal file"
        return None

    async def run(self, interval: float = WATCH_INTERVAL, remind: float = REMIND_INTERVAL,
                  on_gone: Callable[[], None] | None = None) -> None:
        """Look every ``interval`` seconds, so a deletion is logged even when nobody plays;
        while the file stays gone, repeat the error every ``remind`` seconds. ``on_gone`` is
        called at each look that finds the file gone."""
        loop = asyncio.get_running_loop()
        last_said: float | None = None
        while not self._stopped:
            await asyncio.sleep(interval)
            try:
                self.check()
            except DatabaseGone as exc:
                if on_gone is not None:
                    on_gone()
                now = loop.time()
                if last_said is not None and now - last_said >= remind:
                    log.error("%s: still refusing every action; restart the bot", exc)
                    last_said = now
                elif last_said is None:
                    last_said = now  # check() has just logged it


def rescue_path(db_path: str, now: datetime | None = None) -> str:
    """Where the rescue copy of a lost database goes: beside it, dated."""
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    return f"{db_path}.rescued-{stamp}"


async def rescue_copy(conn: aiosqlite.Connection, path: str) -> None:
    """Copy everything ``conn`` still sees (the unlinked file, its ``-wal`` included) to a
    new file at ``path``, with SQLite's backup API. The caller holds the store's lock."""
    # The copy is written from aiosqlite's worker thread.
    target = sqlite3.connect(path, check_same_thread=False)
    try:
        await conn.backup(target, pages=-1)
        target.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
    finally:
        target.close()


class ProcessLock:
    """An advisory lock held for the life of the process (the kernel drops it if we die)."""

    def __init__(self, fd: int, path: str, file_fd: int = -1) -> None:
        self.fd = fd
        self.path = path
        #: the lock on the database file itself (by identity, not by name)
        self.file_fd = file_fd

    def release(self) -> None:
        """Let another process use the database (after the store is closed: closing a
        descriptor of the database file drops SQLite's own locks on it in this process)."""
        for fd in (self.fd, self.file_fd):
            if fd >= 0:
                fcntl.flock(fd, fcntl.LOCK_UN)
                os.close(fd)
        self.fd = self.file_fd = -1


def lock_path(db_path: str) -> str:
    """The lock file of a database: ``<db>.lock`` beside the real file."""
    return os.path.realpath(db_path) + ".lock"


def _in_use(db_path: str, path: str, holder: str) -> DatabaseInUse:
    pid = f" (pid {holder})" if holder.isascii() and holder.isdigit() else ""
    return DatabaseInUse(
        f"another Grove process{pid} is already running on {os.path.realpath(db_path)} "
        f"(lock {path}): stop it first, or set GROVE_DB to another file.")


def lock_database(db_path: str) -> ProcessLock:
    """Take the database's process lock or raise ``DatabaseInUse`` with one line saying why.

    ``flock`` on the database file itself, then on ``<db>.lock``: never blocks, released
    when the process ends however it ends (even ``kill -9``). The first goes by the file's
    identity (a hard link or another path to the same file meets it); the second keeps the
    holder's pid for the message. SQLite locks with ``fcntl`` byte ranges, which ``flock``
    does not touch.
    """
    path = lock_path(db_path)
    real = os.path.realpath(db_path)
    try:
        # Created empty if missing: SQLite takes an empty file for a new database.
        file_fd = os.open(real, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise DatabaseInUse(f"cannot open the database {real}: {exc.strerror}") from None
    try:
        fcntl.flock(file_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(file_fd)
        try:
            with open(path, encoding="ascii", errors="replace") as held:
                holder = held.read(32).strip()
        except OSError:
            holder = ""  # reached under another name: its pid file is beside that name
        raise _in_use(db_path, path, holder) from None
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        os.close(file_fd)
        raise DatabaseInUse(f"cannot create the lock file {path}: {exc.strerror}") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.read(fd, 32).decode("ascii", "replace").strip()
        os.close(fd)
        os.close(file_fd)
        raise _in_use(db_path, path, holder) from None
    os.ftruncate(fd, 0)
    os.write(fd, f"{os.getpid()}\n".encode())
    return ProcessLock(fd, path, file_fd)
