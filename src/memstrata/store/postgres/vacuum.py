"""Erasure's last step on PostgreSQL: VACUUM (or VACUUM FULL) of the tables an erasure touched.

The rows are gone at COMMIT; VACUUM makes their space reusable and drops their index entries,
but dead tuples keep their bytes in the table files, and WAL segments keep them until recycled.
VACUUM FULL (``full_erasure``) rewrites the tables without them (locking each while it runs);
the WAL is the server's. Until this step has run, ``meta`` holds the erasure's pending marker,
so ``finish_erasure()`` or the next open goes again.
"""

from __future__ import annotations

import time

from memstrata.store.postgres.connection import PGConnection
from memstrata.store.sqlite_erasure import PENDING_KEY
from memstrata.types import ErasureResult

ERASED_TABLES = ("records", "vectors", "edges", "turns", "audit", "jobs", "meta")


def settle_erasure(conn: PGConnection, schema: str, records: int, *, full: bool) -> ErasureResult:
    """Vacuum the erased tables if an erasure is pending; ``conn`` is in autocommit mode."""
    import psycopg

    marker = conn.execute("SELECT value FROM meta WHERE key = ?", [PENDING_KEY]).fetchone()
    if marker is None:
        return ErasureResult(records, complete=True)
    holder = oldest_snapshot_holder(conn) if full else None
    # VACUUM FULL only when nothing can keep the rows (and it would wait for that
    # transaction's table locks, stalling every query queued behind it); never waiting
    # long for a lock either.
    command = "VACUUM FULL" if full and holder is None else "VACUUM"
    conn.raw.execute("SET lock_timeout = '5s'")
    try:
        for table in ERASED_TABLES:
            conn.raw.execute(f'{command} "{schema}"."{table}"')
    except psycopg.errors.LockNotAvailable:
        holder = "another session held a lock on the store's tables past 5 s; call finish_erasure() later"
    finally:
        conn.raw.execute("RESET lock_timeout")
    if holder is not None:  # the marker stays: finish_erasure() (or the next open) goes again
        return ErasureResult(records, complete=False, reason=holder)
    conn.execute("DELETE FROM meta WHERE key = ? AND value = ?", [PENDING_KEY, marker[0]])
    if full:
        return ErasureResult(records, complete=True)  # the WAL is the server's (see the docstring)
    return ErasureResult(records, complete=False,
                         reason="rows deleted and VACUUMed: dead tuples and WAL segments may keep the text until "
                                "VACUUM FULL (open the store with full_erasure) and WAL recycling")


def oldest_snapshot_holder(conn: PGConnection, wait_s: float = 5.0) -> str | None:
    """Why VACUUM FULL may keep the erased rows, or None. It keeps every row version some
    open transaction of the database may still see (another client, autovacuum's ANALYZE),
    so it runs once none is open, waiting up to ``wait_s``; a role that may not see other
    sessions (neither superuser nor pg_read_all_stats) cannot tell."""
    privileged = conn.execute("SELECT rolsuper OR pg_has_role(current_user, 'pg_read_all_stats', 'USAGE') "
                              "FROM pg_roles WHERE rolname = current_user").fetchone()
    if not (privileged and privileged[0]):
        return ("this database role cannot see other sessions (it needs pg_read_all_stats), so it cannot tell "
                "whether an open transaction kept the erased rows through VACUUM FULL")
    deadline = time.monotonic() + wait_s
    while True:
        pids = [r[0] for r in conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() "
            "AND (backend_xmin IS NOT NULL OR backend_xid IS NOT NULL)").fetchall()]
        if not pids:
            return None
        if time.monotonic() > deadline:
            return (f"open transactions (server pids {', '.join(map(str, pids[:5]))}) may still see the erased "
                    f"rows, so VACUUM FULL kept them; call finish_erasure() once they end")
        time.sleep(0.05)
