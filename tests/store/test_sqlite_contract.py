"""The SQLite store passes the store contract, on a real file; then what is SQLite's own:
one statement per graph read (chunked past the bound-parameter limit) and the indexes it uses."""

from __future__ import annotations

import sqlite3

import pytest

from memstrata.store.sqlite_store import SQLiteStore
from memstrata.types import Edge, Scope
from tests.store.contract import StoreContract


@pytest.fixture
def store(tmp_path):
    s = SQLiteStore(tmp_path / "contract.db", dim=8)
    yield s
    s.close()


class TestSQLiteStoreContract(StoreContract):
    pass


def edge_reads(store: SQLiteStore, call) -> tuple[object, list[str]]:
    """What ``call()`` returns and the statements it ran against the edges table."""
    seen: list[str] = []
    store._conn.set_trace_callback(seen.append)
    try:
        result = call()
    finally:
        store._conn.set_trace_callback(None)
    return result, [s for s in seen if "FROM edges" in s]


def chain_of(store: SQLiteStore, scope: Scope, n: int) -> None:
    with store.transaction() as tx:
        for i in range(n):
            tx.add_edge(scope, Edge(f"n{i}", f"n{i + 1}", "NEXT", {}, "2024-01-01T00:00:00"))


def test_neighbors_is_one_statement_per_call(store):
    chain_of(store, Scope("u"), 50)
    edges, statements = edge_reads(store, lambda: store.neighbors(Scope("u"), [f"n{i}" for i in range(51)],
                                                                   ["NEXT", "OTHER"]))
    assert len(edges) == 50 and len(statements) == 1
    assert "json_" not in statements[0].lower()


def test_past_the_parameter_limit_ids_are_chunked_one_statement_each_and_edges_come_once(store):
    chain_of(store, Scope("u"), 100)
    chain_of(store, Scope("v"), 100)
    store._conn.setlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER, 28)  # 11 ids a statement (and 3 parameters each half)
    ids = [f"n{i}" for i in reversed(range(101))]  # every edge spans two chunks' ids
    edges, statements = edge_reads(store, lambda: store.neighbors(Scope("u"), ids, ["NEXT"]))
    assert [(e.src, e.dst) for e in edges] == [(f"n{i}", f"n{i + 1}") for i in range(100)]
    assert len(statements) == 10


def test_neighbors_searches_the_per_user_indexes(store):
    chain_of(store, Scope("u"), 20)
    _, statements = edge_reads(store, lambda: store.neighbors(Scope("u", agent_id="a"), ["n1", "n2"], ["NEXT"]))
    plan = " ".join(row[3] for row in store._conn.execute(f"EXPLAIN QUERY PLAN {statements[0]}"))
    assert "edges_user_src" in plan and "edges_user_dst" in plan and "SCAN edges" not in plan
