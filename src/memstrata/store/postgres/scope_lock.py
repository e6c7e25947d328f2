"""The write lock of one user on the PostgreSQL store, across threads, store objects,
processes and machines (see ``Store.scope_lock``).

A session-level advisory lock, ``pg_advisory_lock(class, slot(user_id))``, taken on a pooled
connection of its own, held while the caller decides and writes (through other connections),
and released with ``pg_advisory_unlock`` before that connection goes back to the pool; a
connection that cannot release it is closed, which releases it. A process or machine that
dies loses its connection, and the server releases the lock with it: a killed writer never
leaves a stale lock.

Why not a transaction-scoped lock (``pg_advisory_xact_lock``): it needs a transaction open for
as long as the lock is held, which spans a manager's LLM calls, and an open transaction holds
back VACUUM's horizon for the whole database (measured: an erasure's VACUUM FULL under it
left the erased text in the table files). Threads of one store object take a
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
            key = (LOCK_CLASS, lock_slot(user_id))
            conn = self._pool.getconn()
            try:
                conn.execute("SELECT pg_advisory_lock(%s, %s)", key)
            except BaseException:
                self._pool.putconn(conn)
                raise
            depth[user_id] = 1
            try:
                yield
            finally:
                depth[user_id] = 0
                try:
                    conn.execute("SELECT pg_advisory_unlock(%s, %s)", key)
                except Exception:  # noqa: BLE001 - a broken connection: closing it releases the lock
                    conn.close()
                self._pool.putconn(conn)
