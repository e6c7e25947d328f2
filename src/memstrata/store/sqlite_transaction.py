"""One atomic unit of writes on the SQLite store (see ``StoreTransaction``).

Besides the SQL, a transaction collects the vector-index changes it implies; the store
applies them to its in-memory indexes only after COMMIT succeeds, so a rolled-back write
never shows up in search.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

import numpy as np

from memstrata.errors import InvalidInputError, NotFoundError
from memstrata.store.base import StoreTransaction
from memstrata.store.jobs import FINISH_SQL as JOBS_FINISH_SQL
from memstrata.store.jobs import INSERT_SQL as JOBS_INSERT_SQL
from memstrata.store.jobs import STATUS_SQL as JOBS_STATUS_SQL
from memstrata.store.sqlite_audit import SnapshotReader, encode
from memstrata.store.sqlite_rows import SCOPE_EQUALS, blob_to_vec, record_values, scope_values, vec_to_blob
from memstrata.timeutil import format_time, now_utc
from memstrata.types import Edge, Record, Scope


@dataclass
class IndexOp:
    """One record's new state for the in-memory indexes. ``text``/``view`` None: unknown
    here, so the scope's lexical indexes are rebuilt from the file on their next query."""

    record_id: str
    scope: Scope
    role: str
    text_vec: np.ndarray | None
    view_vec: np.ndarray | None
    text: str | None = None
    view: str | None = None


class SQLiteTransaction(StoreTransaction):
    def __init__(self, conn: sqlite3.Connection, dim: int, snapshots: SnapshotReader | None = None):
        self._conn = conn
        self._dim = dim
        self._snapshots = snapshots or SnapshotReader(conn)
        self.index_ops: list[IndexOp] = []

    def _check_vec(self, vec: np.ndarray | None, what: str) -> None:
        if vec is not None and np.asarray(vec).shape != (self._dim,):
            raise InvalidInputError(f"{what} has shape {np.asarray(vec).shape}; this store holds {self._dim}-d vectors")

    def insert(self, record: Record, text_vec: np.ndarray, view_vec: np.ndarray | None = None, *,
               actor: str, action: str = "create", details: dict[str, Any] | None = None,
               like: str | None = None) -> None:
        self._check_vec(text_vec, "text vector")
        self._check_vec(view_vec, "view vector")
        cur = self._conn.execute(
            "INSERT INTO records (id, tenant, user_id, agent_id, run_id, kind, text, view, role, time, valid_at, "
            "recorded_at, version, sources, attrs) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            record_values(record))
        assert cur.lastrowid is not None
        self.insert_vectors(cur.lastrowid, text_vec, view_vec)
        base = self._base_of(like, record.scope) if like else None
        self._audit(record.scope, record.id, action, actor, record.time, record.to_dict(), details, base=base)
        self.index_ops.append(IndexOp(record.id, record.scope, record.role, text_vec, view_vec,
                                      record.text, record.view))

    def update(self, record: Record, *, actor: str, action: str, time: str,
               text_vec: np.ndarray | None = None, view_vec: np.ndarray | None = None,
               details: dict[str, Any] | None = None) -> None:
        self._check_vec(text_vec, "text vector")
        self._check_vec(view_vec, "view vector")
        row = self._conn.execute("SELECT rowid, view, text, tenant, user_id, agent_id, run_id FROM records "
                                 "WHERE tenant = ? AND id = ?", (record.scope.tenant, record.id)).fetchone()
        if row is None or tuple(row[3:]) != scope_values(record.scope):
            raise NotFoundError(f"no memory with id {record.id!r} in scope {record.scope.to_dict()}")
        rowid, old_view = row[:2]
        values = record_values(record)
        self._conn.execute(
            "UPDATE records SET kind=?, text=?, view=?, role=?, time=?, valid_at=?, recorded_at=?, "
            "version=?, sources=?, attrs=? WHERE rowid = ?", (*values[5:], rowid))
        if record.view != old_view and view_vec is None and text_vec is None:
            raise InvalidInputError(f"record {record.id}: a changed view needs its vector")
        if text_vec is not None:
            # A new text version: its view starts equal to it unless a view vector is given.
            self.set_vectors(rowid, text_vec, view_vec)
        elif view_vec is not None:
            self.set_view_vector(rowid, view_vec)
        stored_text_vec, stored_view_vec = self.read_vectors(rowid)
        self._audit(record.scope, record.id, action, actor, time, record.to_dict(), details,
                    base=self._snapshots.last_of(record.scope.tenant, record.id))
        self.index_ops.append(IndexOp(record.id, record.scope, record.role,
                                      stored_text_vec, stored_view_vec, record.text, record.view))

    def _append(self, sql: str, params: tuple[Any, ...]) -> None:
        """A write whose result nobody reads (an audit row): a backend may batch these."""
        self._conn.execute(sql, params)

    # ----- vectors: the one part of the SQL another backend stores its own way --------------
    def insert_vectors(self, rowid: int, text_vec: np.ndarray | None, view_vec: np.ndarray | None) -> None:
        self._conn.execute("INSERT INTO vectors (record_rowid, text_vec, view_vec) VALUES (?,?,?)",
                           (rowid, vec_to_blob(text_vec), vec_to_blob(view_vec)))

    def set_vectors(self, rowid: int, text_vec: np.ndarray | None, view_vec: np.ndarray | None) -> None:
        self._conn.execute("UPDATE vectors SET text_vec = ?, view_vec = ? WHERE record_rowid = ?",
                           (vec_to_blob(text_vec), vec_to_blob(view_vec), rowid))

    def set_view_vector(self, rowid: int, view_vec: np.ndarray) -> None:
        self._conn.execute("UPDATE vectors SET view_vec = ? WHERE record_rowid = ?", (vec_to_blob(view_vec), rowid))

    def read_vectors(self, rowid: int) -> tuple[np.ndarray | None, np.ndarray | None]:
        row = self._conn.execute("SELECT text_vec, view_vec FROM vectors WHERE record_rowid = ?", (rowid,)).fetchone()
        return blob_to_vec(row[0]), blob_to_vec(row[1])

    def add_edge(self, scope: Scope, edge: Edge) -> None:
        self._conn.execute(
            "INSERT INTO edges (tenant, user_id, agent_id, run_id, src, dst, type, attrs, created_at) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (*scope_values(scope), edge.src, edge.dst, edge.type, json.dumps(edge.attrs, ensure_ascii=False),
             edge.created_at or format_time(now_utc())))

    def mark_edges_undone(self, scope: Scope, src: str, dst: str, type: str, undone: dict[str, Any]) -> int:
        rows = self._conn.execute(
            f"SELECT id, attrs FROM edges WHERE {SCOPE_EQUALS} AND src = ? AND dst = ? AND type = ?",
            (*scope_values(scope), src, dst, type)).fetchall()
        marked = 0
        for edge_id, attrs_json in rows:
            attrs = json.loads(attrs_json)
            if "undone" in attrs:
                continue
            attrs["undone"] = undone
            self._conn.execute("UPDATE edges SET attrs = ? WHERE id = ?", (json.dumps(attrs, ensure_ascii=False), edge_id))
            marked += 1
        return marked

    def remove_edges(self, scope: Scope, src: str, dst: str | None = None,
                     types: Collection[str] | None = None) -> int:
        where, params = f"{SCOPE_EQUALS} AND src = ?", [*scope_values(scope), src]
        if dst is not None:
            where, params = where + " AND dst = ?", [*params, dst]
        if types is not None:
            types = list(types)
            if not types:
                return 0
            where, params = where + f" AND type IN ({','.join('?' * len(types))})", [*params, *types]
        return self._conn.execute(f"DELETE FROM edges WHERE {where}", params).rowcount

    def add_turns(self, scope: Scope, turns: list[dict[str, Any]]) -> None:
        # A turn id seen again in the same scope keeps its first text: turns are immutable.
        self._conn.executemany(
            "INSERT OR IGNORE INTO turns (tenant, user_id, agent_id, run_id, id, speaker, text, time) "
            "VALUES (?,?,?,?,?,?,?,?)",
            [(*scope_values(scope), t["id"], t.get("speaker"), t["text"], t["time"]) for t in turns])

    def add_job(self, job_id: str, scope: Scope, request: dict[str, Any], pending: list[str], created_at: str) -> None:
        self._conn.execute(JOBS_INSERT_SQL, (job_id, *scope_values(scope), json.dumps(request, ensure_ascii=False),
                                             json.dumps(pending), created_at))

    def finish_job(self, job_id: str, *, status: str, result: dict[str, Any] | None, error: str | None,
                   finished_at: str) -> bool:
        """Whether this call finished it (False: it was finished already, by another worker)."""
        cur = self._conn.execute(JOBS_FINISH_SQL, (status, None if result is None else json.dumps(result, ensure_ascii=False),
                                                   error, finished_at, job_id))
        return cur.rowcount == 1

    def job_status(self, job_id: str) -> str | None:
        row = self._conn.execute(JOBS_STATUS_SQL, (job_id,)).fetchone()
        return None if row is None else row[0]

    def log(self, scope: Scope, *, action: str, actor: str, time: str, record_id: str | None = None,
            details: dict[str, Any] | None = None) -> None:
        self._audit(scope, record_id, action, actor, time, None, details)

    def _base_of(self, like: str, scope: Scope) -> tuple[int, dict[str, Any]] | None:
        base = self._snapshots.last_of(scope.tenant, like)
        # Only a record of the same scope may serve as a base: erasing one scope must never
        # break another's history.
        if base is None or base[1].get("scope") != scope.to_dict():
            return None
        return base

    def _audit(self, scope: Scope, record_id: str | None, action: str, actor: str, time: str,
               snapshot: dict[str, Any] | None, details: dict[str, Any] | None,
               recorded_at: str | None = None, base: tuple[int, dict[str, Any]] | None = None) -> None:
        stored, base_seq = encode(snapshot, base) if snapshot is not None else (None, None)
        self._append(
            "INSERT INTO audit (tenant, user_id, agent_id, run_id, record_id, action, actor, time, recorded_at, "
            "snapshot, details, base_seq) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (*scope_values(scope), record_id, action, actor, time, recorded_at or format_time(now_utc()),
             stored, json.dumps(details or {}, ensure_ascii=False), base_seq))
