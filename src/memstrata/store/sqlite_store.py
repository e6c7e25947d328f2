"""The embedded store: one SQLite file in WAL mode.

Why these choices:
- One ``BEGIN IMMEDIATE`` transaction per write unit, with a busy timeout and a retry
  loop, so two processes writing the same file queue up instead of failing with
  "database is locked", and a killed process leaves only whole transactions behind.
- ``secure_delete`` so that a purge overwrites erased text instead of leaving it in free pages.
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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from memstrata.errors import NotFoundError
from memstrata.store.base import Store, VectorField
from memstrata.store.schema import check_store_file, migrate
from memstrata.store.sqlite_access import check_path, guard_sqlite_errors, sqlite_errors
from memstrata.store.sqlite_rows import (
    RECORD_COLUMNS,
    audit_from_row,
    edge_from_row,
    record_from_row,
    scope_filter,
    scope_matches,
)
from memstrata.store.sqlite_transaction import IndexOp, SQLiteTransaction
from memstrata.store.sqlite_transfer import export_lines, import_lines
from memstrata.store.vector_index import ExactIndex, VectorIndex
from memstrata.timeutil import format_time, now_utc
from memstrata.types import AuditEntry, Edge, Record, Scope

BUSY_TIMEOUT_S = 30.0
BEGIN_RETRY_S = 120.0
MIN_BM25_SCORE = 1e-4
COMMON_TERM_ROWS = 5000
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
                 create_dirs: bool = False):
        """Open (or create) the store at ``path``. A missing folder is an error unless
        ``create_dirs``; a file of another application, a read-only file or folder, and a
        file that stays locked raise the memstrata error of their kind, naming the file."""
        self.path = str(path)
        self.dim = dim
        self._index_factory = index_factory
        target = self.path if self.path == ":memory:" else check_path(self.path, create_dirs=create_dirs)
        self._lock = threading.RLock()
        self._indexes: dict[IndexKey, VectorIndex] = {}
        self._df_cache: dict[str, int] = {}
        self._df_rows: int | None = None
        self._writes_since_df = 0
        with sqlite_errors(self.path):
            self._conn = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S, isolation_level=None,
                                         check_same_thread=False)
            try:
                self._retry_locked(lambda: check_store_file(self._conn, self.path))  # before any write
                self._retry_locked(lambda: self._conn.execute("PRAGMA journal_mode=WAL"))
                for pragma in ("synchronous=NORMAL", "foreign_keys=ON", "secure_delete=ON",
                               f"busy_timeout={int(BUSY_TIMEOUT_S * 1000)}"):
                    self._conn.execute(f"PRAGMA {pragma}")
                with self._lock:
                    self._retry_locked(lambda: migrate(self._conn))
                    self._data_version = self._read_data_version()
            except BaseException:
                self._conn.close()
                raise

    # ----- writes -------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[SQLiteTransaction]:
        with self._lock:
            self._check_external_writes()
            self._retry_locked(lambda: self._conn.execute("BEGIN IMMEDIATE"))
            tx = SQLiteTransaction(self._conn, self.dim)
            try:
                yield tx
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._apply_index_ops(tx.index_ops)

    def purge(self, scope: Scope, *, actor: str) -> int:
        where, params = scope_filter(scope)
        with self.transaction() as tx:
            n = self._conn.execute(f"SELECT COUNT(*) FROM records WHERE {where}", params).fetchone()[0]
            sub = f"SELECT rowid FROM records WHERE {where}"
            self._conn.execute(f"DELETE FROM records_fts WHERE rowid IN ({sub})", params)
            self._conn.execute(f"DELETE FROM atoms_fts WHERE rowid IN ({sub})", params)
            self._conn.execute(f"DELETE FROM vectors WHERE record_rowid IN ({sub})", params)
            for table in ("records", "edges", "turns", "audit"):
                self._conn.execute(f"DELETE FROM {table} WHERE {where}", params)
            tx.log(scope, action="purge", actor=actor, time=format_time(now_utc()),
                   details={"records_erased": n})
        with self._lock:
            self._indexes.clear()
            self._df_rows = None
            # Merge FTS segments so erased terms leave the index, and fold the WAL back so
            # the erased pages do not linger in it.
            for fts in ("records_fts", "atoms_fts"):
                self._retry_locked(lambda fts=fts: self._conn.execute(f"INSERT INTO {fts}({fts}) VALUES('optimize')"))
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return n

    def import_lines(self, lines: list[dict[str, Any]]) -> dict[str, int]:
        with self.transaction() as tx:
            counts = import_lines(self._conn, tx, lines)
        return counts

    def set_meta(self, key: str, value: str) -> None:
        with self._lock:
            self._retry_locked(lambda: self._conn.execute(
                "INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value)))

    # ----- reads --------------------------------------------------------------------------
    def get(self, scope: Scope, record_id: str) -> Record:
        found = self.get_many(scope, [record_id])
        if not found:
            raise NotFoundError(f"no memory with id {record_id!r} in scope {scope.to_dict()}")
        return found[0]

    def get_many(self, scope: Scope, ids: list[str]) -> list[Record]:
        if not ids:
            return []
        # Look up by the unique id index and check the scope on each row: with the scope in
        # the WHERE clause SQLite may pick the scope index and scan the whole scope.
        marks = ",".join("?" * len(ids))
        rows = self._read(f"SELECT {RECORD_COLUMNS} FROM records WHERE id IN ({marks})", list(ids))
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

    def _replay(self, scope: Scope, roles: tuple[str, ...] | None, as_of: str,
                limit: int | None) -> list[Record]:
        # The audit log holds the record as it stood after each change, stamped with the
        # conversation time of the event that caused it; the last snapshot at or before
        # as_of is the record's state then.
        where, params = scope_filter(scope)
        rows = self._read(
            f"SELECT record_id, snapshot FROM audit WHERE {where} AND snapshot IS NOT NULL "
            f"AND time <= ? ORDER BY time, seq", [*params, as_of])
        latest: dict[str, str] = {}
        for record_id, snapshot in rows:
            latest[record_id] = snapshot
        records = [Record.from_dict(json.loads(s)) for s in latest.values()]
        records = [r for r in records if (r.role in roles if roles else r.role != "deleted")]
        records.sort(key=lambda r: r.time)
        return records[:limit] if limit is not None else records

    def history(self, scope: Scope, record_id: str) -> list[AuditEntry]:
        self.get(scope, record_id)  # raises NotFoundError outside the scope
        rows = self._read(
            "SELECT seq, record_id, action, actor, time, recorded_at, snapshot, details FROM audit "
            "WHERE record_id = ? ORDER BY seq", [record_id])
        return [audit_from_row(r) for r in rows]

    def edges(self, scope: Scope, record_id: str) -> list[Edge]:
        where, params = scope_filter(scope)
        rows = self._read(f"SELECT src, dst, type, attrs, created_at FROM edges WHERE (src = ? OR dst = ?) "
                          f"AND {where} ORDER BY id", [record_id, record_id, *params])
        return [edge_from_row(r) for r in rows]

    def turns(self, scope: Scope, ids: list[str]) -> list[dict[str, Any]]:
        if not ids:
            return []
        where, params = scope_filter(scope)
        rows = self._read(f"SELECT id, speaker, text, time FROM turns WHERE id IN ({','.join('?' * len(ids))}) "
                          f"AND {where}", [*ids, *params])
        by_id = {r[0]: {"id": r[0], "speaker": r[1], "text": r[2], "time": r[3]} for r in rows}
        return [by_id[i] for i in ids if i in by_id]

    def dense_search(self, scope: Scope, query: np.ndarray, k: int, *, roles: tuple[str, ...],
                     field: VectorField = "view") -> list[tuple[str, float]]:
        with self._lock:
            self._check_external_writes()
            key = (scope, field, tuple(sorted(roles)))
            index = self._indexes.get(key)
            if index is None:
                index = self._indexes[key] = self._build_index(scope, field, key[2])
            return index.search(query, k)

    def bm25_search(self, scope: Scope, query: str, k: int, *, roles: tuple[str, ...],
                    field: VectorField = "view") -> list[tuple[str, float]]:
        terms = self._selective_terms(query)
        if not terms:
            return []
        match = " OR ".join(f'"{t}"' for t in terms)
        where, params = scope_filter(scope, "r")
        fts = "atoms_fts" if field == "text" else "records_fts"
        rows = self._read(
            f"SELECT r.id, bm25({fts}) AS s FROM {fts} JOIN records r ON r.rowid = {fts}.rowid "
            f"WHERE {fts} MATCH ? AND {where} AND r.role IN ({','.join('?' * len(roles))}) "
            f"ORDER BY s LIMIT ?", [match, *params, *roles, k])
        # FTS5 gives a term found in every row an idf of ~1e-6: such a match says nothing
        # about relevance, and letting it rank would add noise to hybrid fusion.
        return [(rid, -float(score)) for rid, score in rows if -float(score) > MIN_BM25_SCORE]

    def _selective_terms(self, query: str) -> list[str]:
        """The query's terms that occur in the index, minus very common ones. Scoring a term
        costs time in proportion to the rows holding it, while its idf (and so its weight in
        BM25) is near zero; the rarest term is always kept so a query still matches."""
        terms = list(dict.fromkeys(re.findall(r"\w+", query.lower())))
        if not terms:
            return []
        df = self._document_frequencies(terms)
        present = sorted((t for t in terms if df[t] > 0), key=lambda t: df[t])
        return present[:1] + [t for t in present[1:] if df[t] <= COMMON_TERM_ROWS]

    def _document_frequencies(self, terms: list[str]) -> dict[str, int]:
        # fts5vocab counts a term's rows by walking its postings, which is slow for common
        # terms; the counts only decide which terms are too common to score, so a cached
        # approximation is enough. The cache is dropped once writes since it was filled
        # exceed a tenth of the rows, or when another process writes.
        with self._lock:
            if self._df_rows is None or self._writes_since_df > max(1000, self._df_rows // 10) \
                    or len(self._df_cache) > 200_000:
                self._df_cache.clear()
                self._df_rows = self._conn.execute("SELECT COUNT(*) FROM records").fetchone()[0]
                self._writes_since_df = 0
            counts = {}
            for term in terms:
                if term not in self._df_cache:
                    row = self._conn.execute("SELECT doc FROM records_fts_vocab WHERE term = ?", (term,)).fetchone()
                    if not row:
                        counts[term] = 0  # not cached: the term may be written next
                        continue
                    self._df_cache[term] = row[0]
                counts[term] = self._df_cache[term]
            return counts

    def export_lines(self, scope: Scope | None) -> Iterator[dict[str, Any]]:
        with self._lock:
            yield from export_lines(self._conn, scope, self.dim)

    def get_meta(self, key: str) -> str | None:
        rows = self._read("SELECT value FROM meta WHERE key = ?", [key])
        return rows[0][0] if rows else None

    def close(self) -> None:
        with self._lock:
            self._conn.close()

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

    def _read_data_version(self) -> int:
        return self._conn.execute("PRAGMA data_version").fetchone()[0]

    def _check_external_writes(self) -> None:
        version = self._read_data_version()
        if version != self._data_version:
            self._indexes.clear()
            self._df_rows = None
            self._data_version = version

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

    def _apply_index_ops(self, ops: list[IndexOp]) -> None:
        self._writes_since_df += len(ops)
        for (scope, field, roles), index in self._indexes.items():
            for op in ops:
                if not scope_matches(scope, op.scope):
                    continue
                vec = op.text_vec if field == "text" else (op.view_vec if op.view_vec is not None else op.text_vec)
                if op.role in roles and vec is not None:
                    index.upsert(op.record_id, vec)
                else:
                    index.remove(op.record_id)

