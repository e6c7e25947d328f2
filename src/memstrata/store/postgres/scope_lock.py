"""The write lock of one user on the PostgreSQL store, across threads, store objects,
processes and machines (see ``Store.scope_lock``).

A transaction-scoped advisory lock, ``pg_advisory_xact_lock(class, slot(user_id))``, taken
in a transaction opened for it on a connection of its own, held for as long as the caller
decides and writes (through other connections), and released by ending that transaction.
A process or machine that dies loses its connection, and the server releases the lock with
it: a killed writer never leaves a stale lock. Threads of one store object take a
re-entrant thread lock per user first, so only the outermost hold costs a round trip.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from memstrata.store.scope_lock import lock_slot

LOCK_CLASS = 0x6D656D74  # the advisory-lock class of memstrata's scope locks ("memt")


class PGScopeLocks:
    def __init__(self, pool: Any):
        self._pool = pool
        self._guard = threading.Lock()
        self._threads: dict[str, threading.RLock] = {}
        self._depth = threading.local()

    def _thread_lock(self, user_id: str) -> threading.RLock:
        with self._guard:
            return self._threads.setdefault(user_id, threading.RLock())

    @contextmanager
    def hold(self, user_id: str) -> Iterator[None]:
        lock = self._thread_lock(user_id)
        with lock:
            depth: dict[str, int] = self._depth.__dict__.setdefault("by_user", {})
            if depth.get(user_id):
                depth[user_id] += 1
                try:
                    yield
                finally:
                    depth[user_id] -= 1
                return
            with self._pool.connection() as conn, conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s, %s)", (LOCK_CLASS, lock_slot(user_id)))
                depth[user_id] = 1
                try:
                    yield
                finally:
                    depth[user_id] = 0
