"""Connections to PostgreSQL: the store's target named without its password, psycopg's
errors as memstrata's, and the one adapter that lets the SQL the stores share run here.

The write path (``sqlite_transaction``), audit deltas (``sqlite_audit``), erasure's scrubbing
(``sqlite_erasure``) and the transfer reads and writes (``sqlite_transfer``) are written in
portable SQL with qmark parameters against a DB-API-like connection. ``PGConnection`` gives
them that connection over psycopg: ``?`` becomes ``%s``, SQLite's ``INSERT OR IGNORE``
becomes ``ON CONFLICT DO NOTHING``, and ``lastrowid`` is the session's ``lastval()``. One
implementation of those rules then serves both stores, so they cannot drift apart; what
differs (vectors, search, locks, erasure's last step) is each store's own.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from memstrata.errors import (
    ConflictError,
    ForeignStoreError,
    InvalidInputError,
    MemstrataError,
    StoreUnavailableError,
)


def target_of(dsn: str) -> str:
    """``postgresql://user@host:port/db`` for messages and ``Store.path``: never the password."""
    from psycopg.conninfo import conninfo_to_dict

    try:
        info = conninfo_to_dict(dsn)
    except Exception:  # noqa: BLE001 - a malformed DSN is reported by connect(), named by scheme only
        return "postgresql://(unparseable connection string)"
    user = f"{info['user']}@" if info.get("user") else ""
    host = str(info.get("host") or "localhost")
    port = f":{info['port']}" if info.get("port") else ""
    return f"postgresql://{user}{host}{port}/{info.get('dbname') or info.get('user') or ''}"


def translate(exc: BaseException, target: str) -> MemstrataError | None:
    """The memstrata error for a psycopg (or pool) exception on the store at ``target``."""
    import psycopg
    from psycopg_pool import PoolTimeout

    if isinstance(exc, UnicodeEncodeError):
        return InvalidInputError(f"a value holds a lone surrogate, which is not valid Unicode: {exc.reason}")
    if isinstance(exc, PoolTimeout):
        return StoreUnavailableError(f"the store {target}: no database connection became free in time ({exc})")
    if not isinstance(exc, psycopg.Error):
        return None
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if isinstance(exc, psycopg.errors.IntegrityError):
        return ConflictError(f"{target}: the write conflicts with what is stored ({message}); nothing was written")
    if isinstance(exc, psycopg.errors.DataError) and "\\x00" in message.replace("0x00", "\\x00"):
        return InvalidInputError(f"a value holds a NUL character, which PostgreSQL text cannot store ({message})")
    lost = ("terminat", "server closed the connection", "connection is lost", "consuming input failed")
    if isinstance(exc, (psycopg.errors.AdminShutdown, psycopg.errors.ConnectionException)) or (
            isinstance(exc, psycopg.OperationalError) and any(m in message.lower() for m in lost)):
        return StoreUnavailableError(f"the connection to {target} was lost ({message}); a write in progress was "
                                     f"rolled back whole by the server")
    if isinstance(exc, psycopg.errors.InsufficientPrivilege):
        return StoreUnavailableError(f"the store {target}: permission denied ({message})")
    if isinstance(exc, psycopg.OperationalError):
        return StoreUnavailableError(f"cannot use PostgreSQL at {target}: {message}")
    if isinstance(exc, psycopg.errors.UndefinedTable):
        return ForeignStoreError(f"{target} is missing a memstrata table ({message})")
    return StoreUnavailableError(f"the store {target} failed: {message}")


_QMARK = re.compile(r"\?")
SCAN_ROWS = 500  # rows per fetch of PGConnection.scan
_SCANS = itertools.count()
_OR_IGNORE = re.compile(r"^\s*INSERT OR IGNORE INTO", re.I)


@lru_cache(maxsize=1024)
def to_postgres(sql: str) -> str:
    """Portable qmark SQL in psycopg's dialect (the shared modules hold no literal ``?`` or ``%``)."""
    out = _QMARK.sub("%s", sql)
    if _OR_IGNORE.match(out):
        out = _OR_IGNORE.sub("INSERT INTO", out) + " ON CONFLICT DO NOTHING"
    return out


class PGCursor:
    def __init__(self, cursor: Any, conn: Any):
        self._cursor, self._conn = cursor, conn

    def fetchone(self) -> tuple | None:
        return self._cursor.fetchone() if self._cursor.description else None

    def fetchall(self) -> list[tuple]:
        return self._cursor.fetchall() if self._cursor.description else []

    def __iter__(self):
        return iter(self.fetchall())

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount

    @property
    def lastrowid(self) -> int:
        # The value the last INSERT drew from a sequence in this session (records.rowid).
        return int(self._conn.execute("SELECT lastval()").fetchone()[0])


class PGConnection:
    """A psycopg connection seen through the sqlite3 calls the shared SQL modules make.

    Writes whose results nobody reads (a new record with its vectors, an audit row) are
    ``defer``-red and sent together, one ``executemany`` (psycopg pipelines it: one round trip)
    per statement, before any other statement runs on the connection and before COMMIT
    (``flush``). Within a statement they keep their order; across statements they need none
    (no deferred write reads another's result)."""

    def __init__(self, raw: Any):
        self.raw = raw
        self._deferred: dict[str, list[Any]] = {}  # psycopg SQL -> parameter rows, in first-use order

    def defer(self, sql: str, params: Any) -> None:
        self._deferred.setdefault(sql, []).append(params)

    def flush(self) -> None:
        deferred, self._deferred = self._deferred, {}
        for sql, rows in deferred.items():
            self.raw.cursor().executemany(sql, rows)

    def discard(self) -> None:
        """Drop the deferred writes unsent (their block is being rolled back)."""
        self._deferred = {}

    def run(self, sql: str, params: Any = None) -> Any:
        """psycopg-style SQL (``%s``), after the deferred writes."""
        self.flush()
        return self.raw.execute(sql, params)

    def execute(self, sql: str, params: Any = ()) -> PGCursor:
        self.flush()
        cursor = self.raw.cursor()
        cursor.execute(to_postgres(sql), list(params) if params else None)
        return PGCursor(cursor, self.raw)

    def scan(self, sql: str, params: Any = ()) -> Iterator[tuple]:
        """The rows of a long read as they are fetched, ``SCAN_ROWS`` at a time (a server-side
        cursor; inside a transaction): an export reads a scope of any size holding one batch."""
        self.flush()
        with self.raw.cursor(name=f"memstrata_scan_{next(_SCANS)}") as cursor:
            cursor.itersize = SCAN_ROWS
            cursor.execute(to_postgres(sql), list(params) if params else None)
            yield from cursor

    def executemany(self, sql: str, rows: Any) -> PGCursor:
        self.flush()
        cursor = self.raw.cursor()
        rows = [list(r) for r in rows]
        if rows:
            cursor.executemany(to_postgres(sql), rows)
        return PGCursor(cursor, self.raw) if rows else _Empty()


class _Empty(PGCursor):
    def __init__(self) -> None:
        pass

    def fetchone(self) -> None:
        return None

    def fetchall(self) -> list[tuple]:
        return []

    @property
    def rowcount(self) -> int:
        return 0
