"""A lock per user id of one store file, across threads, ``Memory`` objects and processes.

Managers read candidates, decide, then write. SQLite's own lock covers one transaction only,
so two writers on one scope would otherwise both decide on the state before either wrote
(issue seen: 4 processes left a third of the Evidence records pointing at non-Primaries).
The store therefore serializes read-decide-write per user id; different users proceed in
parallel.

Mechanism: one byte of a sidecar file (``<db>.lock``) per user id (hashed into 2**31
slots, so two users rarely share one), locked with Linux open-file-description locks
(``F_OFD_SETLK``). Unlike classic POSIX record locks they are owned by the open file, not
the process, so two ``SQLiteStore`` objects in one process exclude each other, and closing
an unrelated descriptor of the same file does not drop them. The kernel releases them when
a process dies, so a killed writer never leaves a stale lock. Where OFD locks do not exist
(macOS, BSD) the whole file is locked with ``flock`` (same ownership rules, one lock for
every user of the file). Threads of one store object take a re-entrant thread lock first.
The lock is taken only by writers; readers never wait for it.
"""

from __future__ import annotations

import errno
import hashlib
import os
import struct
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from memstrata.errors import MemstrataError

try:  # POSIX only
    import fcntl
except ImportError:  # pragma: no cover - Windows: thread locks only
    fcntl = None  # type: ignore[assignment]

LOCK_WAIT_S = 120.0  # as long as SQLite's own retry loop (sqlite_store.BEGIN_RETRY_S)
_SLOTS = 2**31
_OFD_SETLK = getattr(fcntl, "F_OFD_SETLK", None) if fcntl else None


def lock_name(tenant: str, user_id: str) -> str:
    """What a scope lock is held on: one user of one tenant (the unit separator cannot occur
    in an id, so two (tenant, user) pairs never share a name)."""
    return f"{tenant}\x1f{user_id}"


def lock_slot(user_id: str) -> int:
    return int.from_bytes(hashlib.sha256(user_id.encode("utf-8", "surrogatepass")).digest()[:8], "big") % _SLOTS


def _flock_struct(lock_type: int, start: int) -> bytes:
    # struct flock {short l_type; short l_whence; off_t l_start; off_t l_len; pid_t l_pid;}
    # in native layout; l_pid must be 0 for OFD locks. Padded to the C struct's size.
    packed = struct.pack("@hhqqi", lock_type, os.SEEK_SET, start, 1, 0)
    return packed + b"\0" * (32 - len(packed))


class ScopeLocks:
    """``hold(user_id)``: a context manager holding that user's lock; re-entrant per thread."""

    def __init__(self, db_path: str):
        self._path = None if db_path == ":memory:" else str(Path(db_path).expanduser()) + ".lock"
        self._fd: int | None = None
        self._guard = threading.Lock()
        self._threads: dict[int, threading.RLock] = {}
        self._depth: dict[int, int] = {}

    @contextmanager
    def hold(self, user_id: str) -> Iterator[None]:
        slot = lock_slot(user_id) if _OFD_SETLK is not None else 0
        with self._guard:
            thread_lock = self._threads.setdefault(slot, threading.RLock())
        with thread_lock:
            depth = self._depth.get(slot, 0)
            if depth == 0:
                self._acquire(slot)
            self._depth[slot] = depth + 1
            try:
                yield
            finally:
                self._depth[slot] -= 1
                if self._depth[slot] == 0:
                    self._release(slot)

    def close(self) -> None:
        with self._guard:
            if self._fd is not None:
                os.close(self._fd)  # drops every lock this object holds
                self._fd = None

    # ----- the file lock ------------------------------------------------------------------
    def _file(self) -> int | None:
        if self._path is None or fcntl is None:
            return None
        with self._guard:
            if self._fd is None:
                try:
                    self._fd = os.open(self._path, os.O_RDWR | os.O_CREAT, 0o644)
                except OSError as exc:
                    raise MemstrataError(f"cannot lock {self._path} for writing: {exc.strerror}") from None
            return self._fd

    def _acquire(self, slot: int) -> None:
        fd = self._file()
        if fd is None:
            return
        deadline = time.monotonic() + LOCK_WAIT_S
        delay = 0.0005
        while True:
            try:
                if _OFD_SETLK is not None:
                    fcntl.fcntl(fd, _OFD_SETLK, _flock_struct(fcntl.F_WRLCK, slot))
                else:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except OSError as exc:
                if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                    raise MemstrataError(f"cannot lock {self._path}: {exc.strerror}") from None
            if time.monotonic() > deadline:
                raise MemstrataError(f"{self._path}: another writer held this scope's lock for over "
                                     f"{LOCK_WAIT_S:.0f} s; try again later")
            # Polling rather than a blocking wait keeps the deadline; the short first sleeps
            # keep the hand-over between writers fast.
            time.sleep(delay)
            delay = min(delay * 2, 0.02)

    def _release(self, slot: int) -> None:
        fd = self._fd
        if fd is None:
            return
        if _OFD_SETLK is not None:
            fcntl.fcntl(fd, _OFD_SETLK, _flock_struct(fcntl.F_UNLCK, slot))
        else:
            fcntl.flock(fd, fcntl.LOCK_UN)
