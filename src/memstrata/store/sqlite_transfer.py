"""JSONL export and import of the SQLite store.

The export holds everything needed to rebuild a scope exactly: records with their vectors,
edges, raw turns and the audit log in order. Import writes validated lines verbatim (no new
audit entries) so that export -> import -> export gives the same lines.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from typing import Any

from memstrata.errors import ImportFormatError
from memstrata.store.sqlite_rows import (
    RECORD_COLUMNS,
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
from memstrata.types import Record, Scope

EXPORT_FORMAT = "memstrata-export"
EXPORT_VERSION = 1


def export_lines(conn: sqlite3.Connection, scope: Scope | None, dim: int) -> Iterator[dict[str, Any]]:
    where, params = scope_filter(scope, "r") if scope else ("1=1", [])
    yield {"type": EXPORT_FORMAT, "version": EXPORT_VERSION, "dim": dim}
    cols = ", ".join(f"r.{c.strip()}" for c in RECORD_COLUMNS.split(","))
    for row in conn.execute(f"SELECT {cols}, v.text_vec, v.view_vec FROM records r "
                            f"JOIN vectors v ON v.record_rowid = r.rowid WHERE {where} ORDER BY r.rowid", params):
        yield {"type": "record", "record": record_from_row(row[:-2]).to_dict(),
               "text_vec": blob_to_b64(row[-2]), "view_vec": blob_to_b64(row[-1])}
    plain_where, plain_params = scope_filter(scope) if scope else ("1=1", [])
    for row in conn.execute(f"SELECT user_id, agent_id, run_id, src, dst, type, attrs, created_at FROM edges "
                            f"WHERE {plain_where} ORDER BY id", plain_params):
        yield {"type": "edge", "scope": scope_from_row(*row[:3]).to_dict(), "src": row[3], "dst": row[4],
               "edge_type": row[5], "attrs": json.loads(row[6]), "created_at": row[7]}
    for row in conn.execute(f"SELECT user_id, agent_id, run_id, id, speaker, text, time FROM turns "
                            f"WHERE {plain_where} ORDER BY rowid", plain_params):
        yield {"type": "turn", "scope": scope_from_row(*row[:3]).to_dict(), "id": row[3], "speaker": row[4],
               "text": row[5], "time": row[6]}
    for row in conn.execute(f"SELECT user_id, agent_id, run_id, record_id, action, actor, time, recorded_at, "
                            f"snapshot, details FROM audit WHERE {plain_where} ORDER BY seq", plain_params):
        yield {"type": "audit", "scope": scope_from_row(*row[:3]).to_dict(), "record_id": row[3],
               "action": row[4], "actor": row[5], "time": row[6], "recorded_at": row[7],
               "snapshot": json.loads(row[8]) if row[8] else None, "details": json.loads(row[9])}


def import_lines(conn: sqlite3.Connection, tx: SQLiteTransaction, lines: list[dict[str, Any]]) -> dict[str, int]:
    """Write validated lines (each carries its 1-based ``_line``); raise on a conflict, which
    rolls the whole import back."""
    counts = {"record": 0, "edge": 0, "turn": 0, "audit": 0}
    for line in lines:
        kind, no = line["type"], line["_line"]
        if kind == "record":
            record = Record.from_dict(line["record"])
            if conn.execute("SELECT 1 FROM records WHERE id = ?", (record.id,)).fetchone():
                raise ImportFormatError(no, f"a memory with id {record.id!r} already exists in this store")
            rowid = conn.execute(
                "INSERT INTO records (id, user_id, agent_id, run_id, kind, text, view, role, time, valid_at, "
                "recorded_at, version, sources, attrs) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                record_values(record)).lastrowid
            text_blob, view_blob = b64_to_blob(line["text_vec"]), b64_to_blob(line.get("view_vec"))
            conn.execute("INSERT INTO vectors (record_rowid, text_vec, view_vec) VALUES (?,?,?)",
                         (rowid, text_blob, view_blob))
            conn.execute("INSERT INTO records_fts (rowid, view) VALUES (?, ?)", (rowid, record.view))
            conn.execute("INSERT INTO atoms_fts (rowid, text) VALUES (?, ?)", (rowid, record.text))
            tx.index_ops.append(IndexOp(record.id, record.scope, record.role, blob_to_vec(text_blob),
                                        blob_to_vec(view_blob)))
        elif kind == "edge":
            conn.execute("INSERT INTO edges (user_id, agent_id, run_id, src, dst, type, attrs, created_at) "
                         "VALUES (?,?,?,?,?,?,?,?)",
                         (*scope_values(Scope(**line["scope"])), line["src"], line["dst"], line["edge_type"],
                          json.dumps(line["attrs"], ensure_ascii=False), line["created_at"]))
        elif kind == "turn":
            tx.add_turns(Scope(**line["scope"]), [line])
        elif kind == "audit":
            tx._audit(Scope(**line["scope"]), line["record_id"], line["action"], line["actor"], line["time"],
                      line["snapshot"], line["details"], recorded_at=line["recorded_at"])
        else:
            continue
        counts[kind] += 1
    return counts
