"""Dense search on the PostgreSQL store: exact for small scopes and atomic texts, HNSW for the
answer-time vectors of a scope past ``exact_below`` records (``schema``: only those are in the
partial HNSW index), with the vectors still waiting to go into it scanned exactly."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

import numpy as np

from memstrata.store.postgres.connection import PGConnection
from memstrata.store.sqlite_rows import scope_filter
from memstrata.types import Scope


def search(conn: PGConnection, scope: Scope, q: np.ndarray, k: int, *, roles: tuple[str, ...], field: str,
           only: Collection[str] | None, exact_below: int) -> list[tuple[str, float]]:
    column = "v.text_vec" if field == "text" else "v.search_vec"
    where, scope_params = scope_filter(scope, "r")
    params: list[Any] = [*scope_params, list(roles)]
    where += " AND r.role = ANY(?)"
    if only is not None:
        where, params = where + " AND r.id = ANY(?)", [*params, list(only)]
    if field == "text" or only is not None or smaller_than(conn, scope, roles, exact_below):
        return exact(conn, column, where, params, q, k)
    # A large scope: HNSW over its indexed rows, plus an exact scan of those still waiting to
    # go in (a scope that just crossed exact_below; PGTransaction.index_large_scopes), found
    # through their own partial index.
    rows = conn.execute(
        f"SELECT r.id, r.rowid, -({column} <#> ?) FROM vectors v JOIN records r ON r.rowid = v.record_rowid "
        f"WHERE v.indexed AND v.tenant = ? AND v.user_id = ? AND {where} ORDER BY {column} <#> ? LIMIT ?",
        [q, scope.tenant, scope.user_id, *params, q, int(k)]).fetchall()
    rows += exact(conn, column, where + " AND v.tenant = ? AND v.user_id = ? AND NOT v.indexed",
                  [*params, scope.tenant, scope.user_id], q, k, with_rowid=True)
    rows.sort(key=lambda r: (-r[2], r[1]))  # relaxed order: the scan may return near-ties out of order
    return [(rid, float(score)) for rid, _rowid, score in rows[:k]]


def exact(conn: PGConnection, column: str, where: str, params: list[Any], q: np.ndarray, k: int, *,
          with_rowid: bool = False) -> list[Any]:
    # The distance of every row of the scope, then the best k: a materialized CTE, so the
    # planner cannot answer through the HNSW index (which would drop the scope's rows that
    # are not among the table's nearest).
    rows = conn.execute(
        f"WITH c AS MATERIALIZED (SELECT r.id, r.rowid, {column} <#> ? AS d FROM records r JOIN vectors v "
        f"ON v.record_rowid = r.rowid WHERE {where}) SELECT id, rowid, -d FROM c ORDER BY d, rowid LIMIT ?",
        [q, *params, int(k)]).fetchall()
    return rows if with_rowid else [(rid, float(score)) for rid, _rowid, score in rows]


def smaller_than(conn: PGConnection, scope: Scope, roles: tuple[str, ...], n: int) -> bool:
    where, params = scope_filter(scope)
    found = conn.execute(f"SELECT count(*) FROM (SELECT 1 FROM records WHERE {where} AND role = ANY(?) LIMIT ?) s",
                         [*params, list(roles), n]).fetchone()
    return found is not None and int(found[0]) < n
