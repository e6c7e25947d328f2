"""Conversions between SQLite rows and the core types, and the scope filter every query uses."""

from __future__ import annotations

import base64
import json
import sqlite3
from typing import Any

import numpy as np

from memstrata.types import AuditEntry, Edge, Record, Scope

# Queries both stores run as they are (qmark SQL; PostgreSQL through postgres.connection).
# Every (tenant, user) that holds anything, in order.
TENANT_USERS_SQL = ("SELECT tenant, user_id FROM records UNION SELECT tenant, user_id FROM edges UNION "
                    "SELECT tenant, user_id FROM turns UNION SELECT tenant, user_id FROM audit ORDER BY 1, 2")
META_SQL = "SELECT value FROM meta WHERE key = ?"

RECORD_COLUMNS = (
    "id, tenant, user_id, agent_id, run_id, kind, text, view, role, time, valid_at, recorded_at, "
    "version, sources, attrs"
)
RECORD_FIELDS = len(RECORD_COLUMNS.split(","))


# The scope's columns in every table, in the order ``scope_values`` gives them.
SCOPE_COLUMNS = "tenant, user_id, agent_id, run_id"
# The same columns compared with placeholders: the scope of one stored row exactly.
SCOPE_EQUALS = "tenant = ? AND user_id = ? AND agent_id = ? AND run_id = ?"


def scope_values(scope: Scope) -> tuple[str, str, str, str]:
    """The stored form of a scope: unset agent/run are '' so they can be part of keys."""
    return scope.tenant, scope.user_id, scope.agent_id or "", scope.run_id or ""


def scope_filter(scope: Scope, alias: str = "") -> tuple[str, list[str]]:
    """SQL that matches the scope for reads: unset agent/run match any value; the tenant
    and the user always match exactly."""
    p = f"{alias}." if alias else ""
    sql, params = f"{p}tenant = ? AND {p}user_id = ?", [scope.tenant, scope.user_id]
    if scope.agent_id is not None:
        sql += f" AND {p}agent_id = ?"
        params.append(scope.agent_id)
    if scope.run_id is not None:
        sql += f" AND {p}run_id = ?"
        params.append(scope.run_id)
    return sql, params


def scope_from_row(tenant: str, user_id: str, agent_id: str, run_id: str) -> Scope:
    return Scope(user_id, agent_id or None, run_id or None, tenant)


def scope_matches(filter_scope: Scope, scope: Scope) -> bool:
    return (
        filter_scope.tenant == scope.tenant
        and filter_scope.user_id == scope.user_id
        and filter_scope.agent_id in (None, scope.agent_id)
        and filter_scope.run_id in (None, scope.run_id)
    )


def record_from_row(row: sqlite3.Row | tuple) -> Record:
    (rid, tenant, user_id, agent_id, run_id, kind, text, view, role, time, valid_at, recorded_at,
     version, sources, attrs) = row
    return Record(
        id=rid, scope=scope_from_row(tenant, user_id, agent_id, run_id), kind=kind, text=text, view=view,
        role=role, time=time, valid_at=valid_at, recorded_at=recorded_at, version=version,
        sources=json.loads(sources), attrs=json.loads(attrs),
    )


def record_values(record: Record) -> tuple[Any, ...]:
    return (
        record.id, *scope_values(record.scope), record.kind, record.text, record.view, record.role,
        record.time, record.valid_at, record.recorded_at, record.version,
        json.dumps(record.sources, ensure_ascii=False), json.dumps(record.attrs, ensure_ascii=False),
    )


def audit_from_row(row: tuple, snapshot: dict[str, Any] | None) -> AuditEntry:
    """``row``: seq, record_id, action, actor, time, recorded_at, (stored snapshot), details, ...;
    ``snapshot``: the full snapshot, resolved by ``sqlite_audit.SnapshotReader``."""
    seq, record_id, action, actor, time, recorded_at, _stored, details = row[:8]
    return AuditEntry(
        seq=seq, record_id=record_id, action=action, actor=actor, time=time, recorded_at=recorded_at,
        snapshot=snapshot, details=json.loads(details),
    )


def edge_from_row(row: tuple) -> Edge:
    src, dst, etype, attrs, created_at = row
    return Edge(src=src, dst=dst, type=etype, attrs=json.loads(attrs), created_at=created_at)


def vec_to_blob(vec: np.ndarray | None) -> bytes | None:
    return None if vec is None else np.asarray(vec, dtype=np.float32).tobytes()


# A vector column reads back as float32 bytes (SQLite) or as pgvector's value (an array, or
# a ``Vector`` with ``to_numpy``): both work here.
def blob_to_vec(blob: Any) -> np.ndarray | None:
    if blob is None:
        return None
    if isinstance(blob, (bytes, bytearray, memoryview)):
        return np.frombuffer(blob, dtype=np.float32)
    return np.asarray(blob.to_numpy() if hasattr(blob, "to_numpy") else blob, dtype=np.float32)


def blob_to_b64(blob: Any) -> str | None:
    if blob is not None and not isinstance(blob, (bytes, bytearray, memoryview)):
        blob = np.ascontiguousarray(blob_to_vec(blob), dtype="<f4").tobytes()
    return None if blob is None else base64.b64encode(blob).decode("ascii")


def b64_to_blob(text: str | None) -> bytes | None:
    return None if text is None else base64.b64decode(text)
