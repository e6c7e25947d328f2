"""The SQL side of export and import for the SQLite store (the format and every check are
in ``transfer``; the decisions in ``transfer_apply``).

Export reads every record with its vectors, edges, raw turns and the audit log in order.
Import writes validated lines verbatim (no new audit entries), in file order, so that
export -> import -> export gives the same lines.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from typing import Any

from memstrata.store.sqlite_audit import SnapshotReader
from memstrata.store.sqlite_rows import (
    RECORD_COLUMNS,
    RECORD_FIELDS,
    b64_to_blob,
    blob_to_b64,
    blob_to_vec,
    record_from_row,
    record_values,
    scope_filter,
    scope_from_row,
    scope_values,
)
from memstrata.store.sqlite_transaction import IndexOp, SQLiteTransaction
from memstrata.store.transfer_apply import ImportTarget
from memstrata.types import Record, Scope

CHUNK = 500  # ids per IN (...) query, well under SQLite's variable limit
_RECORD_SELECT = ", ".join(f"r.{c.strip()}" for c in RECORD_COLUMNS.split(",")) + ", v.text_vec, v.view_vec"
_EDGE_SELECT = "tenant, user_id, agent_id, run_id, src, dst, type, attrs, created_at"
_TURN_SELECT = "tenant, user_id, agent_id, run_id, id, speaker, text, time"
_AUDIT_SELECT = "tenant, user_id, agent_id, run_id, record_id, action, actor, time, recorded_at, snapshot, details"
# Reads add the columns that resolve a delta-encoded snapshot (store.sqlite_audit).
_AUDIT_READ = _AUDIT_SELECT + ", seq, base_seq"


def export_body(conn: sqlite3.Connection, scope: Scope | None) -> Iterator[dict[str, Any]]:
    # Rows as they are fetched: a SQLite cursor steps through them; PostgreSQL's connection
    # offers ``scan`` (a server-side cursor), since its plain cursors fetch every row at once.
    scan = getattr(conn, "scan", conn.execute)
    where, params = scope_filter(scope, "r") if scope else ("1=1", [])
    for row in scan(f"SELECT {_RECORD_SELECT} FROM records r JOIN vectors v ON v.record_rowid = r.rowid "
                    f"WHERE {where} ORDER BY r.rowid", params):
        yield _record_line(row)
    plain_where, plain_params = scope_filter(scope) if scope else ("1=1", [])
    for row in scan(f"SELECT {_EDGE_SELECT} FROM edges WHERE {plain_where} ORDER BY id", plain_params):
        yield _edge_line(row)
    for row in scan(f"SELECT {_TURN_SELECT} FROM turns WHERE {plain_where} ORDER BY rowid", plain_params):
        yield _turn_line(row)
    snapshots = SnapshotReader(conn)
    for row in scan(f"SELECT {_AUDIT_READ} FROM audit WHERE {plain_where} ORDER BY seq", plain_params):
        yield _audit_line(row, snapshots)


def _record_line(row: tuple) -> dict[str, Any]:
    return {"type": "record", "record": record_from_row(row[:-2]).to_dict(),
            "text_vec": blob_to_b64(row[-2]), "view_vec": blob_to_b64(row[-1])}


def _edge_line(row: tuple) -> dict[str, Any]:
    return {"type": "edge", "scope": scope_from_row(*row[:4]).to_dict(), "src": row[4], "dst": row[5],
            "edge_type": row[6], "attrs": json.loads(row[7]), "created_at": row[8]}


def _turn_line(row: tuple) -> dict[str, Any]:
    return {"type": "turn", "scope": scope_from_row(*row[:4]).to_dict(), "id": row[4], "speaker": row[5],
            "text": row[6], "time": row[7]}


def _audit_line(row: tuple, snapshots: SnapshotReader) -> dict[str, Any]:
    """``row``: the columns of ``_AUDIT_READ``; exports always carry full snapshots."""
    return {"type": "audit", "scope": scope_from_row(*row[:4]).to_dict(), "record_id": row[4],
            "action": row[5], "actor": row[6], "time": row[7], "recorded_at": row[8],
            "snapshot": snapshots.snapshot(row[11], row[9], row[12]), "details": json.loads(row[10])}


class SQLiteImportTarget(ImportTarget):
    """Reads and writes of one import into ``tenant``, inside the store's open write
    transaction. Every read stays within the tenant (record ids are unique per tenant): what
    an import decides never depends on what another tenant holds."""

    def __init__(self, conn: sqlite3.Connection, tx: SQLiteTransaction, tenant: str):
        self._conn, self._tx, self._tenant = conn, tx, tenant
        self._snapshots = SnapshotReader(conn)

    def has_records(self) -> bool:
        return self._conn.execute("SELECT 1 FROM records WHERE tenant = ? LIMIT 1", (self._tenant,)).fetchone() \
            is not None

    def _by_ids(self, sql: str, ids: list[str]) -> list[tuple]:
        rows: list[tuple] = []
        for i in range(0, len(ids), CHUNK):
            chunk = ids[i:i + CHUNK]
            rows += self._conn.execute(sql.format(marks=",".join("?" * len(chunk))), [self._tenant, *chunk]).fetchall()
        return rows

    def records(self, ids: list[str]) -> dict[str, dict[str, Any]]:
        rows = self._by_ids(f"SELECT {_RECORD_SELECT} FROM records r JOIN vectors v ON v.record_rowid = r.rowid "
                            "WHERE r.tenant = ? AND r.id IN ({marks})", ids)
        return {line["record"]["id"]: line for line in map(_record_line, rows)}

    def audit(self, record_ids: list[str]) -> dict[str, list[dict[str, Any]]]:
        out: dict[str, list[dict[str, Any]]] = {}
        rows = self._by_ids(f"SELECT {_AUDIT_READ} FROM audit WHERE tenant = ? AND record_id IN ({{marks}})",
                            record_ids)
        for row in sorted(rows, key=lambda r: r[11]):
            out.setdefault(row[4], []).append(_audit_line(row, self._snapshots))
        return out

    def scope_log(self, scope: Scope) -> list[dict[str, Any]]:
        where, params = scope_filter(scope)
        rows = self._conn.execute(f"SELECT {_AUDIT_READ} FROM audit WHERE {where} AND record_id IS NULL "
                                  f"ORDER BY seq", params).fetchall()
        return [_audit_line(r, self._snapshots) for r in rows]

    def edges(self, scope: Scope) -> list[dict[str, Any]]:
        where, params = scope_filter(scope)
        rows = self._conn.execute(f"SELECT {_EDGE_SELECT} FROM edges WHERE {where} ORDER BY id", params).fetchall()
        return [_edge_line(r) for r in rows]

    def turns(self, scope: Scope, ids: list[str]) -> list[dict[str, Any]]:
        where, params = scope_filter(scope)
        rows = []
        unique = list(dict.fromkeys(ids))
        for i in range(0, len(unique), CHUNK):
            chunk = unique[i:i + CHUNK]
            rows += self._conn.execute(f"SELECT {_TURN_SELECT} FROM turns WHERE {where} AND id IN "
                                       f"({','.join('?' * len(chunk))})", [*params, *chunk]).fetchall()
        return [_turn_line(r) for r in rows]

    def write(self, line: dict[str, Any]) -> None:
        kind = line["type"]
        if kind == "record":
            self._write_record(line)
        elif kind == "edge":
            self._conn.execute(f"INSERT INTO edges ({_EDGE_SELECT}) VALUES (?,?,?,?,?,?,?,?,?)",
                               (*scope_values(Scope(**line["scope"])), line["src"], line["dst"], line["edge_type"],
                                json.dumps(line["attrs"], ensure_ascii=False), line["created_at"]))
        elif kind == "turn":
            self._conn.execute(f"INSERT INTO turns ({_TURN_SELECT}) VALUES (?,?,?,?,?,?,?,?)",
                               (*scope_values(Scope(**line["scope"])), line["id"], line["speaker"], line["text"],
                                line["time"]))
        elif kind == "audit":
            self._tx._audit(Scope(**line["scope"]), line["record_id"], line["action"], line["actor"], line["time"],
                            line["snapshot"], line["details"], recorded_at=line["recorded_at"])
        else:
            raise ValueError(f"unknown line type {kind!r}")

    def _write_record(self, line: dict[str, Any]) -> None:
        record = Record.from_dict(line["record"])
        rowid = self._conn.execute(
            f"INSERT INTO records ({RECORD_COLUMNS}) VALUES ({','.join('?' * RECORD_FIELDS)})",
            record_values(record)).lastrowid
        text_vec, view_vec = blob_to_vec(b64_to_blob(line["text_vec"])), blob_to_vec(b64_to_blob(line["view_vec"]))
        assert rowid is not None
        self._tx.insert_vectors(rowid, text_vec, view_vec)
        # Without its vectors and texts: an import of any size must not hold them all until
        # COMMIT; the scope's cached indexes are rebuilt on their next query instead.
        self._tx.index_ops.append(IndexOp(record.id, record.scope, record.role, None, None))
