"""The server store: PostgreSQL with pgvector, behind the same ``Store`` interface.

Why these choices:
- The SQL the stores share (write path, audit deltas, erasure's scrubbing, transfer) runs
  here through ``PGConnection``, so both stores apply one set of rules; this module holds
  what is PostgreSQL's own: a connection pool, vectors in pgvector, advisory scope locks,
  lexical statistics cached per process and checked against ``scope_versions``, and
  erasure's last step (VACUUM).
- Dense search is exact below ``exact_below`` records of the scope's roles (a scan of that
  scope's rows, found by its index: a small scope in a large table still gets its exact top
  k) and HNSW above it, with ``hnsw.ef_search`` and pgvector's iterative scan so filters on
  scope and role cannot starve the result. Only large scopes' vectors are in the HNSW index
  (``schema``: a partial index), so small scopes' writes skip HNSW insertion; atomic-text
  search (``field="text"``, management time) is exact.
- Lexical search is the SQLite store's BM25 (``store.lexical_index``: same tokenizer, stemmer
  and per-scope statistics), so both stores rank alike. Its index is built from the scope's
  rows on first use and kept while the scope's version is unchanged.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from memstrata.errors import InvalidInputError, StoreUnavailableError
from memstrata.store.base import Store, VectorField
from memstrata.store.error_guard import guard_store_errors, translated_errors
from memstrata.store.lexical_index import LexicalIndex
from memstrata.store.paging import read_page
from memstrata.store.postgres import dense
from memstrata.store.postgres.connection import PGConnection, target_of, translate
from memstrata.store.postgres.schema import HNSW_INDEX, prepare
from memstrata.store.postgres.scope_lock import PGScopeLocks
from memstrata.store.postgres.transaction import PGTransaction
from memstrata.store.postgres.vacuum import settle_erasure
from memstrata.store.scope_lock import lock_name
from memstrata.store.sqlite_audit import HISTORY_SQL, SnapshotReader, replay, replay_sql
from memstrata.store.sqlite_erasure import PENDING_KEY, erase_record, purge_scope
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
from memstrata.store.sqlite_transaction import IndexOp
from memstrata.store.sqlite_transfer import SQLiteImportTarget, export_body
from memstrata.store.transfer import ParsedExport
from memstrata.store.transfer_apply import ImportResult, apply_import
from memstrata.types import AuditEntry, Edge, ErasureResult, Record, Scope


def _scope_filter(scope: Scope, alias: str = "") -> tuple[str, list[Any]]:
    where, params = scope_filter(scope, alias)
    return where, list(params)  # widened: the queries append arrays and numbers to it


_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
LexKey = tuple[Scope, str, tuple[str, ...]]


@guard_store_errors(translate)
class PostgresStore(Store):
    """``dsn``: a libpq connection string or URL. ``schema``: the PostgreSQL schema holding
    the tables (several stores can share one database). ``full_erasure``: erasures finish
    with VACUUM FULL, which rewrites the tables (and locks them while it runs). ``partitions``:
    a new store's tables are hash-partitioned by ``user_id`` into that many (0: plain tables);
    an existing store keeps the layout it was created with."""

    def __init__(self, dsn: str, dim: int, *, schema: str = "public", pool_size: int = 8,
                 connect_timeout_s: float = 10.0, exact_below: int = 2_000, ef_search: int = 100,
                 full_erasure: bool = False, partitions: int = 0):
        self.path = target_of(dsn)  # what errors name: never the password
        self.dim, self.schema = dim, schema
        self.exact_below, self.ef_search, self.full_erasure = exact_below, ef_search, full_erasure
        if not _SCHEMA_NAME.fullmatch(schema):
            raise InvalidInputError(f"schema: {schema!r} is not a plain lower-case PostgreSQL name", field="schema")
        try:
            import psycopg
            from psycopg_pool import ConnectionPool
        except ImportError as exc:
            raise InvalidInputError("the PostgreSQL store needs: pip install 'memstrata[postgres]'") from exc
        timeout = max(1, int(connect_timeout_s))
        with translated_errors(translate, self.path):
            with psycopg.connect(dsn, autocommit=True, connect_timeout=timeout) as conn:
                prepare(conn, schema, dim, self.path, partitions)
            self._pool = ConnectionPool(dsn, min_size=1, max_size=pool_size, open=True, timeout=30.0,
                                        kwargs={"autocommit": True, "connect_timeout": timeout},
                                        configure=self._configure)
        self._locks = PGScopeLocks(self._pool)
        self._local = threading.local()  # .conn: this thread's open transaction, if any
        self._defer_index = False  # inside bulk_load
        self._cache_lock = threading.Lock()
        self._lexical: dict[LexKey, tuple[int, LexicalIndex]] = {}
        self._early: dict[LexKey, dict[int, list[IndexOp]]] = {}  # commits applied out of order, waiting
        if self.get_meta(PENDING_KEY) is not None:
            self._settle_erasure(0)  # an erasure whose last step was cut off

    def _configure(self, conn: Any) -> None:
        from pgvector.psycopg import register_vector

        register_vector(conn)
        conn.execute(f'SET search_path TO "{self.schema}", public')
        # Per session, not per search: two round trips fewer on every large-scope search. The
        # iterative scan goes on past ef_search when filters drop rows, or when k exceeds it.
        conn.execute(f"SET hnsw.ef_search = {int(self.ef_search)}")
        conn.execute("SET hnsw.iterative_scan = relaxed_order")

    @contextmanager
    def _conn(self) -> Iterator[PGConnection]:
        # Inside this thread's open transaction, reads go through its connection and see its
        # writes, as on SQLite's single connection (a manager reads what it just inserted).
        open_tx = getattr(self._local, "conn", None)
        if open_tx is not None:
            yield open_tx
            return
        with self._pool.connection() as raw:
            yield PGConnection(raw)

    def _read(self, sql: str, params: list[Any]) -> list[tuple]:
        with self._conn() as conn:
            return conn.execute(sql, params).fetchall()

    # ----- writes -------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[PGTransaction]:
        joined = getattr(self._local, "atomic", None)
        if joined is not None:  # inside this thread's atomic(): its transaction commits all
            conn = self._local.conn
            done, touched = len(joined.index_ops), set(joined.touched)
            conn.run("SAVEPOINT joined")  # after the writes deferred so far
            try:
                yield joined
                conn.flush()
            except BaseException:
                conn.discard()  # the failed block's deferred writes never reach the server
                conn.run("ROLLBACK TO SAVEPOINT joined")
                del joined.index_ops[done:]
                joined.touched.intersection_update(touched)
                raise
            conn.run("RELEASE SAVEPOINT joined")
            return
        if getattr(self._local, "conn", None) is not None:
            # As SQLite refuses a BEGIN inside a transaction: one write unit at a time per thread.
            raise StoreUnavailableError(f"the store {self.path}: a transaction is already open in this thread")
        with self._pool.connection() as raw:
            conn = PGConnection(raw)
            self._local.conn = conn
            try:
                with raw.transaction():
                    tx = PGTransaction(conn, self.dim, SnapshotReader(conn), exact_below=self.exact_below,  # type: ignore[arg-type]
                                       defer_index=self._defer_index)
                    self._local.tx = tx
                    yield tx
                    tx.index_large_scopes()
                    users = sorted({(op.scope.tenant, op.scope.user_id) for op in tx.index_ops} | tx.touched)
                    conn.flush()  # the deferred writes, before COMMIT
                    versions = {(t, u): v for t, u, v in conn.run(
                        "INSERT INTO scope_versions AS s (tenant, user_id, version) SELECT t, u, 1 FROM "
                        "unnest(%s::text[], %s::text[]) AS x(t, u) ON CONFLICT (tenant, user_id) DO UPDATE SET "
                        "version = s.version + 1 RETURNING tenant, user_id, version",
                        ([t for t, _ in users], [u for _, u in users])).fetchall()} if users else {}
            finally:
                self._local.conn = self._local.tx = None
            if tx.reindexed:
                # A scope just grew past exact_below (or a large import arrived): the planner's
                # statistics still describe the table as it was, and with them it answers that
                # scope's searches by a 20-30 ms nested-loop scan instead of the HNSW index
                # (measured before autovacuum's next analyze). Rare: about twice per scope.
                import psycopg

                # Best effort, after COMMIT: the write is stored whatever happens here.
                with contextlib.suppress(psycopg.Error):
                    raw.execute("ANALYZE vectors")
                    raw.execute("ANALYZE records")
        self._apply_index_ops(tx.index_ops, versions)

    @contextmanager
    def bulk_load(self) -> Iterator[None]:
        """The HNSW index dropped while rows arrive and built once at the end: a bulk CREATE
        INDEX takes 100k vectors in 20 to 30 s here, row-by-row insertion a few hundred a
        second (benchmarks/bench_hnsw.py). Meanwhile large scopes are searched by a scan, so
        this is for a store nobody else is using yet; the index is rebuilt whatever happens."""
        with self._pool.connection() as raw:
            raw.execute("DROP INDEX IF EXISTS vectors_search_hnsw")
        self._defer_index = True
        try:
            yield
        finally:
            self._defer_index = False
            with self._pool.connection() as raw:
                raw.execute("UPDATE vectors v SET indexed = true FROM (SELECT tenant, user_id FROM records GROUP BY "
                            "tenant, user_id HAVING count(*) >= %s) big WHERE NOT v.indexed AND v.tenant = big.tenant "
                            "AND v.user_id = big.user_id", (self.exact_below,))
                raw.execute("SET maintenance_work_mem = '512MB'")  # the graph built in memory, not on disk
                raw.execute(HNSW_INDEX)
                raw.execute("RESET maintenance_work_mem")
                raw.execute("ANALYZE vectors")
                raw.execute("ANALYZE records")

    @contextmanager
    def atomic(self) -> Iterator[PGTransaction]:
        if getattr(self._local, "atomic", None) is not None:
            raise StoreUnavailableError(f"the store {self.path}: an atomic unit is already open in this thread")
        with self.transaction() as tx:
            self._local.atomic = tx
            try:
                yield tx
            finally:
                self._local.atomic = None

    def scope_lock(self, scope: Scope):
        return self._locks.hold(lock_name(scope.tenant, scope.user_id))

    def purge(self, scope: Scope, *, actor: str) -> ErasureResult:
        with self.scope_lock(scope), self.transaction() as tx:
            tx.touch(scope)
            n = purge_scope(tx._pg, tx, scope, actor=actor)  # type: ignore[arg-type]
        return self._settle_erasure(n)

    def erase(self, scope: Scope, record_id: str, *, actor: str) -> ErasureResult:
        with self.scope_lock(scope), self.transaction() as tx:
            tx.touch(scope)
            erase_record(tx._pg, tx, scope, record_id, actor=actor, dim=self.dim)  # type: ignore[arg-type]
        return self._settle_erasure(1)

    def finish_erasure(self) -> ErasureResult:
        return self._settle_erasure(0)

    def _settle_erasure(self, records: int) -> ErasureResult:
        with self._pool.connection() as raw:  # VACUUM runs outside any transaction
            return settle_erasure(PGConnection(raw), self.schema, records, full=self.full_erasure)

    def import_lines(self, export: ParsedExport, *, policy: str) -> ImportResult:
        with self.transaction() as tx:
            return apply_import(SQLiteImportTarget(tx._pg, tx, export.scope.tenant), export, policy=policy)  # type: ignore[arg-type]

    def set_meta(self, key: str, value: str) -> None:
        self._write("INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    [key, value])

    def delete_meta(self, key: str) -> None:
        self._write("DELETE FROM meta WHERE key = ?", [key])

    def _write(self, sql: str, params: list[Any]) -> None:
        with self._conn() as conn:
            conn.execute(sql, params)

    # ----- reads --------------------------------------------------------------------------
    def get_many(self, scope: Scope, ids: list[str]) -> list[Record]:
        if not ids:
            return []
        where, params = _scope_filter(scope)
        rows = self._read(f"SELECT {RECORD_COLUMNS} FROM records WHERE id = ANY(?) AND {where}", [list(ids), *params])
        by_id = {r.id: r for r in map(record_from_row, rows)}
        return [by_id[i] for i in ids if i in by_id]

    def list_records(self, scope: Scope, *, roles: tuple[str, ...] | None = None,
                     as_of: str | None = None, limit: int | None = None) -> list[Record]:
        if as_of is not None:
            return self._replay(scope, roles, as_of, limit)
        where, params = _scope_filter(scope)
        if roles:
            where, params = where + " AND role = ANY(?)", [*params, list(roles)]
        sql = f"SELECT {RECORD_COLUMNS} FROM records WHERE {where} ORDER BY time, rowid"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [record_from_row(r) for r in self._read(sql, params)]

    def page_records(self, scope: Scope, *, roles: tuple[str, ...], after: tuple[str, str] | None,
                     limit: int) -> list[Record]:
        return read_page(self._read, scope, "= ANY(?)", [list(roles)], after, limit)

    def count_records(self, scope: Scope, *, roles: tuple[str, ...]) -> int:
        where, params = _scope_filter(scope)
        return self._read(f"SELECT count(*) FROM records WHERE {where} AND role = ANY(?)", [*params, list(roles)])[0][0]

    def _replay(self, scope: Scope, roles: tuple[str, ...] | None, as_of: str, limit: int | None) -> list[Record]:
        where, params = _scope_filter(scope)
        with self._conn() as conn:
            rows = conn.execute(replay_sql(where), [*params, as_of]).fetchall()
            return replay(rows, SnapshotReader(conn), as_of, roles, limit)  # type: ignore[arg-type]

    def history(self, scope: Scope, record_id: str) -> list[AuditEntry]:
        record = self.get(scope, record_id)
        with self._conn() as conn:
            snapshots = SnapshotReader(conn)  # type: ignore[arg-type]
            rows = conn.execute(HISTORY_SQL, [record_id, *scope_values(record.scope)]).fetchall()
            return [audit_from_row(r, snapshots.snapshot(r[0], r[6], r[8])) for r in rows]

    def edges(self, scope: Scope, record_id: str) -> list[Edge]:
        where, params = _scope_filter(scope)
        rows = self._read(f"SELECT src, dst, type, attrs, created_at FROM edges WHERE (src = ? OR dst = ?) AND {where} "
                          f"ORDER BY id", [record_id, record_id, *params])
        return [edge_from_row(r) for r in rows]

    def neighbors(self, scope: Scope, ids: Collection[str], edge_types: Collection[str] | None = None, *,
                  include_undone: bool = False) -> list[Edge]:
        wanted = list(dict.fromkeys(ids))
        types = None if edge_types is None else list(dict.fromkeys(edge_types))
        if not wanted or types == []:
            return []
        where, params = _scope_filter(scope)
        if types is not None:
            where, params = where + " AND type = ANY(?)", [*params, types]
        # Two index searches, (user_id, src) and (user_id, dst), as on SQLite.
        select = f"SELECT id, src, dst, type, attrs, created_at FROM edges WHERE {where}"
        rows = self._read(f"{select} AND src = ANY(?) UNION {select} AND dst = ANY(?) ORDER BY id",
                          [*params, wanted, *params, wanted])
        edges = [edge_from_row(r[1:]) for r in rows]
        return edges if include_undone else [e for e in edges if "undone" not in e.attrs]

    def turns(self, scope: Scope, ids: list[str]) -> list[dict[str, Any]]:
        if not ids:
            return []
        where, params = _scope_filter(scope)
        rows = self._read(f"SELECT id, speaker, text, time FROM turns WHERE id = ANY(?) AND {where}", [list(ids), *params])
        by_id = {r[0]: {"id": r[0], "speaker": r[1], "text": r[2], "time": r[3]} for r in rows}
        return [by_id[i] for i in ids if i in by_id]

    def dense_search(self, scope: Scope, query: np.ndarray, k: int, *, roles: tuple[str, ...],
                     field: VectorField = "view", only: Collection[str] | None = None) -> list[tuple[str, float]]:
        if k <= 0 or not roles or (only is not None and not only):
            return []
        with self._conn() as conn:
            return dense.search(conn, scope, np.asarray(query, dtype=np.float32), k, roles=roles, field=field,
                                only=only, exact_below=self.exact_below)

    def bm25_search(self, scope: Scope, query: str, k: int, *, roles: tuple[str, ...],
                    field: VectorField = "view", only: Collection[str] | None = None) -> list[tuple[str, float]]:
        key = (scope, field, tuple(sorted(roles)))
        with self._conn() as conn:
            # The version first, then the rows: a write landing in between makes the cached
            # index look older than it is (rebuilt once more), never newer.
            version = self._version(conn, scope)
            with self._cache_lock:
                cached = self._lexical.get(key)
            # This thread's open transaction has written the scope: its index holds rows no
            # other reader may see yet (and that a rollback takes back), so it is not cached.
            private = self._wrote_in_open_tx(scope)
            if private or cached is None or cached[0] != version:
                column = "text" if field == "text" else "view"
                where, params = _scope_filter(scope)
                rows = conn.execute(f"SELECT id, {column} FROM records WHERE {where} AND role = ANY(?) ORDER BY rowid",
                                    [*params, list(key[2])]).fetchall()
                cached = (version, LexicalIndex(rows))
                if private:
                    return cached[1].search(query, k, only)
                with self._cache_lock:
                    self._lexical[key] = cached
                    early = self._early.get(key, {})
                    for stale in [v for v in early if v <= version]:  # the rows read include them
                        del early[stale]
        with self._cache_lock:
            return cached[1].search(query, k, only)

    def _wrote_in_open_tx(self, scope: Scope) -> bool:
        tx = getattr(self._local, "tx", None)
        if tx is None:
            return False
        user = (scope.tenant, scope.user_id)
        return user in tx.touched or any((op.scope.tenant, op.scope.user_id) == user for op in tx.index_ops)

    def _version(self, conn: PGConnection, scope: Scope) -> int:
        row = conn.execute("SELECT version FROM scope_versions WHERE tenant = ? AND user_id = ?",
                           [scope.tenant, scope.user_id]).fetchone()
        return int(row[0]) if row else 0

    def filtered_ids(self, scope: Scope, *, roles: tuple[str, ...], kinds: tuple[str, ...] | None = None,
                     time_from: str | None = None, time_to: str | None = None,
                     metadata: dict[str, Any] | None = None) -> list[str]:
        where, params = _scope_filter(scope)
        where, params = where + " AND role = ANY(?)", [*params, list(roles)]
        if kinds:
            where, params = where + " AND kind = ANY(?)", [*params, list(kinds)]
        if time_from is not None:
            where, params = where + " AND time >= ?", [*params, time_from]
        if time_to is not None:
            where, params = where + " AND time <= ?", [*params, time_to]
        in_python: dict[str, Any] = {}
        for key, want in (metadata or {}).items():
            # Strings and numbers compare in SQL as JSON values (1 = 1.0, "1" != 1); booleans
            # (equal to 1 and 0 in Python, as on SQLite), lists, dicts and null in Python.
            if isinstance(want, (str, int, float)) and not isinstance(want, bool):
                where += " AND (attrs::jsonb -> 'metadata' -> ?) = ?::jsonb"
                params += [key, json.dumps(want)]
            else:
                in_python[key] = want
        rows = self._read(f"SELECT id, attrs FROM records WHERE {where} ORDER BY rowid", params)
        return [rid for rid, attrs in rows
                if not in_python or all(json.loads(attrs).get("metadata", {}).get(k) == v for k, v in in_python.items())]

    def export_lines(self, scope: Scope | None) -> Iterator[dict[str, Any]]:
        with self._pool.connection() as raw, raw.transaction():
            raw.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")  # one consistent snapshot
            yield from export_body(PGConnection(raw), scope)  # type: ignore[arg-type]

    def tenant_users(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._read(TENANT_USERS_SQL, [])]

    def get_meta(self, key: str) -> str | None:
        rows = self._read(META_SQL, [key])
        return rows[0][0] if rows else None

    def close(self) -> None:
        self._pool.close()

    def drop_schema(self) -> None:
        """Remove this store from the server: its schema and everything in it (the eval
        harness's per-episode stores). The store is closed afterwards."""
        with self._pool.connection() as conn:
            conn.execute(f'DROP SCHEMA "{self.schema}" CASCADE')
        self.close()

    # ----- internals ----------------------------------------------------------------------
    def _apply_index_ops(self, ops: list[IndexOp], versions: dict[tuple[str, str], int]) -> None:
        """This process's own committed writes, applied to its cached lexical indexes in version
        order. Two threads' commits to one scope may arrive here in either order: one that comes
        early waits (``_early``) for the one before it, instead of dropping a large scope's
        index (a rebuild of 10k rows stalls that scope's searches for a few hundred ms). A gap
        another process made is never filled: the next search sees the stored version and
        rebuilds, as before."""
        with self._cache_lock:
            for key, (version, lexical) in list(self._lexical.items()):
                scope, field, roles = key
                new = versions.get((scope.tenant, scope.user_id))
                if new is None or new <= version:  # not this scope, or already read by a rebuild
                    continue
                mine = [op for op in ops if scope_matches(scope, op.scope)]
                if any((op.text if field == "text" else op.view) is None for op in mine):
                    del self._lexical[key]
                    self._early.pop(key, None)
                    continue
                early = self._early.setdefault(key, {})
                early[new] = mine
                while version + 1 in early:
                    version += 1
                    for op in early.pop(version):
                        if op.role in roles:
                            lexical.upsert(op.record_id, op.text if field == "text" else op.view)  # type: ignore[arg-type]
                        else:
                            lexical.remove(op.record_id)
                self._lexical[key] = (version, lexical)
                if len(early) > 32:  # waiting on a version that is not coming: rebuild instead
                    del self._lexical[key]
                    self._early.pop(key, None)
