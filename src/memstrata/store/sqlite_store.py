"""The embedded store: one SQLite file in WAL mode.

Why these choices:
- One ``BEGIN IMMEDIATE`` transaction per write unit, with a busy timeout and a retry
  loop, so two processes writing the same file queue up instead of failing with
  "database is locked", and a killed process leaves only whole transactions behind.
- ``secure_delete`` so that a purge overwrites erased text instead of leaving it in free pages;
  an erasure is only reported complete once its text has left the file and the WAL
  (``sqlite_erasure``), and is finished later when a reader prevents that.
- Vectors live in the file as float32 blobs; searches run on an in-memory matrix cached per
  (scope, field, roles) and updated in place by this process's own writes. Writes by other
  processes are detected through ``PRAGMA data_version`` and drop the cache.
"""

from __future__ import annotations

import json
import re
import sqlite3
import threading
import time as _time
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from memstrata.errors import StoreUnavailableError
from memstrata.store.base import Store, VectorField
from memstrata.store.lexical_index import LexicalIndex
from memstrata.store.paging import read_page
from memstrata.store.schema import check_store_file, migrate
from memstrata.store.scope_lock import ScopeLocks, lock_name
from memstrata.store.sqlite_access import check_path, guard_sqlite_errors, sqlite_errors
from memstrata.store.sqlite_audit import HISTORY_SQL, SnapshotReader, replay, replay_sql
from memstrata.store.sqlite_erasure import erase_record, finish, is_pending, purge_scope
from memstrata.store.sqlite_rows import (
    META_SQL,
    RECORD_COLUMNS,
    TENANT_USERS_SQL,
    audit_from_row,
    edge_from_row,
    record_from_row,
    scope_filter,
    scope_matches,
    scope_values,
)
from memstrata.store.sqlite_transaction import IndexOp, SQLiteTransaction
from memstrata.store.sqlite_transfer import SQLiteImportTarget, export_body
from memstrata.store.transfer import ParsedExport
from memstrata.store.transfer_apply import ImportResult, apply_import
from memstrata.store.vector_index import ExactIndex, VectorIndex
from memstrata.types import AuditEntry, Edge, ErasureResult, Record, Scope

BUSY_TIMEOUT_S = 30.0
BEGIN_RETRY_S = 120.0
_LOCKED = re.compile(r"locked|busy", re.I)
IndexKey = tuple[Scope, str, tuple[str, ...]]


IndexFactory = Callable[[int, list[str], "np.ndarray | None"], VectorIndex]


def exact_index(dim: int, keys: list[str], matrix: np.ndarray | None) -> VectorIndex:
    return ExactIndex(dim, keys, matrix) if keys else ExactIndex(dim)


@guard_sqlite_errors
class SQLiteStore(Store):
    """``index_factory`` builds the in-memory index of one (scope, field, roles) from its
    keys and vectors; the default is exact search. It is the seam for an approximate index
    (HNSW) on very large scopes."""

    def __init__(self, path: str | Path, dim: int, index_factory: IndexFactory = exact_index, *,
                 busy_timeout_s: float = BUSY_TIMEOUT_S, create_dirs: bool = False):
        """Open (or create) the store at ``path``. A missing folder is an error unless
        ``create_dirs``; a file of another application, a read-only file or folder, and a
        file that stays locked raise the memstrata error of their kind, naming the file."""
        self.path = str(path)
        self.dim = dim
        self._index_factory = index_factory
        self._busy_ms = int(busy_timeout_s * 1000)
        target = self.path if self.path == ":memory:" else check_path(self.path, create_dirs=create_dirs)
        self._lock = threading.RLock()
        self._scope_locks = ScopeLocks(self.path)
        self._indexes: dict[IndexKey, VectorIndex] = {}
        self._atomic_tx: SQLiteTransaction | None = None
        self._lexical: dict[IndexKey, LexicalIndex] = {}
        with sqlite_errors(self.path):
            self._conn = sqlite3.connect(target, timeout=busy_timeout_s, isolation_level=None,
                                         check_same_thread=False)
            try:
                self._retry_locked(lambda: check_store_file(self._conn, self.path))  # before any write
                self._retry_locked(lambda: self._conn.execute("PRAGMA journal_mode=WAL"))
                for pragma in ("synchronous=NORMAL", "foreign_keys=ON", "secure_delete=ON",
                               f"busy_timeout={self._busy_ms}"):
                    self._conn.execute(f"PRAGMA {pragma}")
                with self._lock:
                    self._retry_locked(lambda: migrate(self._conn))
                    self._data_version = self._read_data_version()
                    self._erasure_pending = is_pending(self._conn)
            except BaseException:
                self._conn.close()
                raise
        self._snapshots = SnapshotReader(self._conn)
        if self._erasure_pending:
            self._finish_erasure(wait=False)  # an earlier erasure a reader held up

    # ----- writes -------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[SQLiteTransaction]:
        with self._lock:
            joined = self._atomic_tx  # set only while this thread holds self._lock in atomic()
            if joined is not None:
                # A savepoint: a joined transaction that fails takes back its own writes only,
                # as it would outside the unit, even when its caller goes on.
                done = len(joined.index_ops)
                self._conn.execute("SAVEPOINT joined")
                try:
                    yield joined
                except BaseException:
                    self._conn.execute("ROLLBACK TO joined")
                    self._conn.execute("RELEASE joined")
                    del joined.index_ops[done:]
                    self._snapshots.clear()
                    raise
                self._conn.execute("RELEASE joined")
                # Later reads of the unit see these writes; a rollback drops the caches again.
                self._apply_index_ops(joined.index_ops[done:])
                return
            self._check_external_writes()
            self._retry_locked(lambda: self._conn.execute("BEGIN IMMEDIATE"))
            tx = SQLiteTransaction(self._conn, self.dim, self._snapshots)
            try:
                yield tx
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._apply_index_ops(tx.index_ops)
            if self._erasure_pending:
                self._finish_erasure(wait=False)

    @contextmanager
    def atomic(self) -> Iterator[SQLiteTransaction]:
        with self._lock:
            if self._atomic_tx is not None:
                raise StoreUnavailableError(f"the store {self.path}: an atomic unit is already open in this thread")
            try:
                with self.transaction() as tx:
                    self._atomic_tx = tx
                    try:
                        yield tx
                    finally:
                        self._atomic_tx = None
            except BaseException:
                self._drop_caches()  # they may hold writes of the unit that was rolled back
                raise

    def scope_lock(self, scope: Scope):
        return self._scope_locks.hold(lock_name(scope.tenant, scope.user_id))

    def purge(self, scope: Scope, *, actor: str) -> ErasureResult:
        with self.scope_lock(scope), self.transaction() as tx:
            n = purge_scope(self._conn, tx, scope, actor=actor)
        self._drop_caches()
        return self._settle_erasure(n)

    def erase(self, scope: Scope, record_id: str, *, actor: str) -> ErasureResult:
        with self.scope_lock(scope), self.transaction() as tx:
            erase_record(self._conn, tx, scope, record_id, actor=actor, dim=self.dim)
        self._drop_caches()
        return self._settle_erasure(1)

    def _drop_caches(self) -> None:
        # An erasure rewrote texts and audit rows: what this process holds in memory goes.
        with self._lock:
            self._indexes.clear()
            self._lexical.clear()
            self._snapshots.clear()

    def finish_erasure(self) -> ErasureResult:
        return self._settle_erasure(0)

    def import_lines(self, export: ParsedExport, *, policy: str) -> ImportResult:
        with self.transaction() as tx:
            return apply_import(SQLiteImportTarget(self._conn, tx, export.scope.tenant), export, policy=policy)

    def set_meta(self, key: str, value: str) -> None:
        self._write("INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    [key, value])

    def delete_meta(self, key: str) -> None:
        self._write("DELETE FROM meta WHERE key = ?", [key])

    def _write(self, sql: str, params: list[Any]) -> None:
        with self._lock:
            self._retry_locked(lambda: self._conn.execute(sql, params))

    # ----- reads --------------------------------------------------------------------------
    def get_many(self, scope: Scope, ids: list[str]) -> list[Record]:
        if not ids:
            return []
        # Look up by the unique (tenant, id) index and check the rest of the scope on each row:
        # with the user in the WHERE clause SQLite may pick the scope index and scan the scope.
        marks = ",".join("?" * len(ids))
        rows = self._read(f"SELECT {RECORD_COLUMNS} FROM records WHERE tenant = ? AND id IN ({marks})",
                          [scope.tenant, *ids])
        by_id = {r.id: r for r in map(record_from_row, rows) if scope_matches(scope, r.scope)}
        return [by_id[i] for i in ids if i in by_id]

    def list_records(self, scope: Scope, *, roles: tuple[str, ...] | None = None,
                     as_of: str | None = None, limit: int | None = None) -> list[Record]:
        if as_of is not None:
            return self._replay(scope, roles, as_of, limit)
        where, params = scope_filter(scope)
        if roles:
            where += f" AND role IN ({','.join('?' * len(roles))})"
            params += list(roles)
        sql = f"SELECT {RECORD_COLUMNS} FROM records WHERE {where} ORDER BY time, rowid"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [record_from_row(r) for r in self._read(sql, params)]

    def page_records(self, scope: Scope, *, roles: tuple[str, ...], after: tuple[str, str] | None,
                     limit: int) -> list[Record]:
        return read_page(self._read, scope, f"IN ({','.join('?' * len(roles))})", list(roles), after, limit)

    def count_records(self, scope: Scope, *, roles: tuple[str, ...]) -> int:
        where, params = scope_filter(scope)
        marks = ",".join("?" * len(roles))
        return self._read(f"SELECT count(*) FROM records WHERE {where} AND role IN ({marks})", [*params, *roles])[0][0]

    def _replay(self, scope: Scope, roles: tuple[str, ...] | None, as_of: str,
                limit: int | None) -> list[Record]:
        where, params = scope_filter(scope)
        with self._lock:
            rows = self._retry_locked(lambda: self._conn.execute(replay_sql(where), [*params, as_of]).fetchall())
            return replay(rows, self._snapshots, as_of, roles, limit)

    def history(self, scope: Scope, record_id: str) -> list[AuditEntry]:
        record = self.get(scope, record_id)  # raises NotFoundError outside the scope
        # Only entries logged in the record's own scope: no row of another scope can pose
        # as a change of this record.
        with self._lock:
            rows = self._retry_locked(lambda: self._conn.execute(
                HISTORY_SQL, [record_id, *scope_values(record.scope)]).fetchall())
            return [audit_from_row(r, self._snapshots.snapshot(r[0], r[6], r[8])) for r in rows]

    def edges(self, scope: Scope, record_id: str) -> list[Edge]:
        where, params = scope_filter(scope)
        rows = self._read(f"SELECT src, dst, type, attrs, created_at FROM edges WHERE (src = ? OR dst = ?) "
                          f"AND {where} ORDER BY id", [record_id, record_id, *params])
        return [edge_from_row(r) for r in rows]

    def neighbors(self, scope: Scope, ids: Collection[str], edge_types: Collection[str] | None = None, *,
                  include_undone: bool = False) -> list[Edge]:
        wanted = list(dict.fromkeys(ids))
        types = [] if edge_types is None else list(dict.fromkeys(edge_types))
        if not wanted or (edge_types is not None and not types):
            return []
        where, scope_params = scope_filter(scope)
        if types:
            where += f" AND type IN ({','.join('?' * len(types))})"
        # A UNION of the two directions, not ``src IN (...) OR dst IN (...)``: without
        # statistics SQLite plans the OR as a scan of the user's edges, while each half
        # here searches its own (user_id, src|dst) index.
        with self._lock:
            limit = self._conn.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER)
        chunk = max(1, (limit - 2 * (len(scope_params) + len(types))) // 2)
        found: dict[int, Edge] = {}
        for start in range(0, len(wanted), chunk):
            part = wanted[start:start + chunk]
            marks = ",".join("?" * len(part))
            select = f"SELECT id, src, dst, type, attrs, created_at FROM edges WHERE {where}"
            rows = self._read(f"{select} AND src IN ({marks}) UNION {select} AND dst IN ({marks}) ORDER BY id",
                              [*scope_params, *types, *part, *scope_params, *types, *part])
            for row in rows:  # an edge between ids of two chunks comes back from both
                found.setdefault(row[0], edge_from_row(row[1:]))
        edges = [found[i] for i in sorted(found)]
        return edges if include_undone else [e for e in edges if "undone" not in e.attrs]

    def turns(self, scope: Scope, ids: list[str]) -> list[dict[str, Any]]:
        if not ids:
            return []
        where, params = scope_filter(scope)
        rows = self._read(f"SELECT id, speaker, text, time FROM turns WHERE id IN ({','.join('?' * len(ids))}) "
                          f"AND {where}", [*ids, *params])
        by_id = {r[0]: {"id": r[0], "speaker": r[1], "text": r[2], "time": r[3]} for r in rows}
        return [by_id[i] for i in ids if i in by_id]

    def dense_search(self, scope: Scope, query: np.ndarray, k: int, *, roles: tuple[str, ...],
                     field: VectorField = "view", only: Collection[str] | None = None) -> list[tuple[str, float]]:
        with self._lock:
            self._check_external_writes()
            key = (scope, field, tuple(sorted(roles)))
            index = self._indexes.get(key)
            if index is None:
                index = self._indexes[key] = self._build_index(scope, field, key[2])
            return index.search(query, k, only)

    def bm25_search(self, scope: Scope, query: str, k: int, *, roles: tuple[str, ...],
                    field: VectorField = "view", only: Collection[str] | None = None) -> list[tuple[str, float]]:
        with self._lock:
            self._check_external_writes()
            key = (scope, field, tuple(sorted(roles)))
            index = self._lexical.get(key)
            if index is None:
                index = self._lexical[key] = self._build_lexical(scope, field, key[2])
            return index.search(query, k, only)

    def filtered_ids(self, scope: Scope, *, roles: tuple[str, ...], kinds: tuple[str, ...] | None = None,
                     time_from: str | None = None, time_to: str | None = None,
                     metadata: dict[str, Any] | None = None) -> list[str]:
        where, scope_params = scope_filter(scope)
        where += f" AND role IN ({','.join('?' * len(roles))})"
        params: list[Any] = [*scope_params, *roles]
        if kinds:
            where += f" AND kind IN ({','.join('?' * len(kinds))})"
            params += list(kinds)
        if time_from is not None:
            where, params = where + " AND time >= ?", [*params, time_from]
        if time_to is not None:
            where, params = where + " AND time <= ?", [*params, time_to]
        in_python: dict[str, Any] = {}
        for key, want in (metadata or {}).items():
            # Scalars compare in SQL; a key JSON paths cannot name safely, or a list/dict/null
            # value, is compared in Python on the rows SQL already narrowed.
            if isinstance(want, (str, int, float)) and re.fullmatch(r"[A-Za-z0-9_\- ]+", key):
                where += f""" AND json_extract(attrs, '$.metadata."{key}"') = ?"""
                params.append(int(want) if isinstance(want, bool) else want)  # JSON true is 1, as in Python
            else:
                in_python[key] = want
        if not in_python:
            return [r[0] for r in self._read(f"SELECT id FROM records WHERE {where} ORDER BY rowid", params)]
        rows = self._read(f"SELECT id, attrs FROM records WHERE {where} ORDER BY rowid", params)
        out = []
        for rid, attrs in rows:
            meta = json.loads(attrs).get("metadata", {})
            if all(meta.get(k) == v for k, v in in_python.items()):
                out.append(rid)
        return out

    def export_lines(self, scope: Scope | None) -> Iterator[dict[str, Any]]:
        if self.path == ":memory:":  # no second connection can see it: read it all under the lock
            with self._lock:
                lines = list(export_body(self._conn, scope))
            yield from lines
            return
        # A connection of its own, in one read transaction: a consistent snapshot (WAL) read
        # row by row as the caller consumes it (a streamed response), while this store's
        # connection and lock stay free for everyone else. The caller may resume it from
        # another thread each time.
        with sqlite_errors(self.path):
            conn = sqlite3.connect(self.path, timeout=self._busy_ms / 1000, isolation_level=None,
                                   check_same_thread=False)
        try:
            conn.execute("BEGIN")
            yield from export_body(conn, scope)
        finally:
            conn.close()

    def tenant_users(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._read(TENANT_USERS_SQL, [])]

    def get_meta(self, key: str) -> str | None:
        rows = self._read(META_SQL, [key])
        return rows[0][0] if rows else None

    def close(self) -> None:
        with self._lock:
            self._conn.close()
        self._scope_locks.close()

    # ----- internals ----------------------------------------------------------------------
    def _read(self, sql: str, params: list[Any]) -> list[tuple]:
        with self._lock:
            return self._retry_locked(lambda: self._conn.execute(sql, params).fetchall())

    def _retry_locked(self, fn):
        # The busy timeout covers most contention; this loop covers the cases SQLite
        # reports as busy immediately (e.g. while another process checkpoints the WAL).
        deadline = _time.monotonic() + BEGIN_RETRY_S
        delay = 0.01
        while True:
            try:
                return fn()
            except sqlite3.OperationalError as exc:
                if not _LOCKED.search(str(exc)) or _time.monotonic() > deadline:
                    raise
                _time.sleep(delay)
                delay = min(delay * 2, 0.5)

    def _settle_erasure(self, records: int) -> ErasureResult:
        with self._lock:
            pending = is_pending(self._conn)
        reason = self._finish_erasure(wait=True) if pending else None
        return ErasureResult(records, complete=reason is None, reason=reason)

    def _finish_erasure(self, *, wait: bool) -> str | None:
        # Retries after ordinary writes must not stall them behind a long reader: they try
        # once without waiting; an explicit call waits up to the busy timeout.
        with self._lock:
            if not wait:
                self._conn.execute("PRAGMA busy_timeout=0")
            try:
                reason = finish(self._conn)
            except sqlite3.OperationalError as exc:  # e.g. locked by a writer: the marker stays
                reason = f"the erasure could not be finished ({exc})"
            finally:
                if not wait:
                    self._conn.execute(f"PRAGMA busy_timeout={self._busy_ms}")
            self._erasure_pending = reason is not None
            return reason

    def _read_data_version(self) -> int:
        return self._conn.execute("PRAGMA data_version").fetchone()[0]

    def _check_external_writes(self) -> None:
        version = self._read_data_version()
        if version != self._data_version:
            self._indexes.clear()
            self._lexical.clear()
            self._snapshots.clear()  # another process may have erased (rewritten) audit rows
            self._data_version = version
            self._erasure_pending = is_pending(self._conn)  # another process's erasure to finish

    def _build_index(self, scope: Scope, field: VectorField, roles: tuple[str, ...]) -> VectorIndex:
        where, params = scope_filter(scope, "r")
        column = "v.text_vec" if field == "text" else "COALESCE(v.view_vec, v.text_vec)"
        rows = self._conn.execute(
            f"SELECT r.id, {column} FROM records r JOIN vectors v ON v.record_rowid = r.rowid "
            f"WHERE {where} AND r.role IN ({','.join('?' * len(roles))}) ORDER BY r.rowid",
            [*params, *roles]).fetchall()
        if not rows:
            return self._index_factory(self.dim, [], None)
        matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), self.dim)
        return self._index_factory(self.dim, [r[0] for r in rows], matrix)

    def _build_lexical(self, scope: Scope, field: VectorField, roles: tuple[str, ...]) -> LexicalIndex:
        where, params = scope_filter(scope)
        column = "text" if field == "text" else "view"
        rows = self._conn.execute(
            f"SELECT id, {column} FROM records WHERE {where} AND role IN ({','.join('?' * len(roles))}) "
            f"ORDER BY rowid", [*params, *roles]).fetchall()
        return LexicalIndex(rows)

    def _apply_index_ops(self, ops: list[IndexOp]) -> None:
        for (scope, field, roles), lexical in list(self._lexical.items()):
            for op in ops:
                if not scope_matches(scope, op.scope):
                    continue
                text = op.text if field == "text" else op.view
                if text is None:  # written without its text (import): rebuild on next query
                    del self._lexical[(scope, field, roles)]
                    break
                if op.role in roles:
                    lexical.upsert(op.record_id, text)
                else:
                    lexical.remove(op.record_id)
        for (scope, field, roles), index in list(self._indexes.items()):
            for op in ops:
                if not scope_matches(scope, op.scope):
                    continue
                vec = op.text_vec if field == "text" else (op.view_vec if op.view_vec is not None else op.text_vec)
                if op.role in roles and vec is None:  # written without its vectors (import): rebuild on next query
                    del self._indexes[(scope, field, roles)]
                    break
                if op.role in roles and vec is not None:
                    index.upsert(op.record_id, vec)
                else:
                    index.remove(op.record_id)

