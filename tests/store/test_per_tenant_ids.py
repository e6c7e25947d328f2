"""Record ids unique per tenant (issue 28, item 2): SQLite schema v9 and PostgreSQL v7 swap the
store-wide unique id for one per tenant. An upgraded store keeps every record, rowid and
vector; then two tenants may hold the same id, one tenant still may not hold it twice."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from memstrata.errors import MemstrataError
from memstrata.store.sqlite_store import SQLiteStore
from memstrata.types import Scope
from tests.store.contract import put, record

STORES = Path(__file__).parent.parent / "fixtures" / "stores"


def _rows(path: Path) -> tuple[list[tuple], list[tuple]]:
    conn = sqlite3.connect(path)
    try:
        return (conn.execute("SELECT rowid, id, tenant, user_id, text, view, role, time FROM records "
                             "ORDER BY rowid").fetchall(),
                conn.execute("SELECT record_rowid, text_vec, view_vec FROM vectors ORDER BY record_rowid").fetchall())
    finally:
        conn.close()


@pytest.mark.parametrize("name", ["v8.db", "v8-append.db"])
def test_a_v8_sqlite_store_keeps_its_records_and_takes_an_id_in_another_tenant(tmp_path, name):
    path = tmp_path / name
    shutil.copy(STORES / name, path)
    before = _rows(path)
    assert before[0] and len(before[1]) == len(before[0])
    store = SQLiteStore(path, dim=384)
    try:
        assert _rows(path) == before
        taken = before[0][0][1]  # an id of the default tenant
        put(store, record(taken, Scope("ava", tenant="acme")))
        assert store.get(Scope("ava", tenant="acme"), taken).text == f"memory {taken}"
        assert store.get(Scope(before[0][0][3]), taken).text == before[0][0][4]
        with pytest.raises(MemstrataError):
            put(store, record(taken, Scope("bob", tenant="acme")))  # twice in one tenant: refused
        newest = sqlite3.connect(path).execute("SELECT max(rowid) FROM records").fetchone()[0]
        assert newest > max(r[0] for r in before[0])  # AUTOINCREMENT goes on past the old rowids
    finally:
        store.close()
    conn = sqlite3.connect(path)
    (sql,) = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'records'").fetchone()
    fks = conn.execute("PRAGMA foreign_key_list(vectors)").fetchall()
    conn.close()
    assert "UNIQUE (tenant, id)" in sql and [fk[2] for fk in fks] == ["records"]


@pytest.mark.parametrize("partitions", [0, 4])
def test_a_v6_postgresql_store_keeps_its_records_and_takes_an_id_in_another_tenant(pg_dsn, pg_schema, monkeypatch,
                                                                                  partitions):
    psycopg = pytest.importorskip("psycopg")
    from memstrata.store.postgres import schema
    from memstrata.store.postgres.store import PostgresStore

    with monkeypatch.context() as m:  # the release before: version 6
        m.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:5])
        m.setattr(schema, "SCHEMA_VERSION", 6)
        old = PostgresStore(pg_dsn, dim=8, schema=pg_schema, partitions=partitions)
        put(old, *[record(f"r{i}", Scope("alice")) for i in range(5)])
        old.close()
    store = PostgresStore(pg_dsn, dim=8, schema=pg_schema)
    try:
        assert [r.id for r in store.list_records(Scope("alice"))] == [f"r{i}" for i in range(5)]
        put(store, record("r1", Scope("alice", tenant="acme"), text="acme's own r1"))
        assert store.get(Scope("alice", tenant="acme"), "r1").text == "acme's own r1"
        assert store.get(Scope("alice"), "r1").text == "memory r1"
        with pytest.raises(MemstrataError):
            put(store, record("r1", Scope("alice", tenant="acme")))
        with psycopg.connect(pg_dsn, autocommit=True) as conn:
            assert conn.execute(f'SELECT version FROM "{pg_schema}".schema_version').fetchone()[0] == 7
            keys = [r[0] for r in conn.execute(
                "SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace "
                "JOIN pg_class t ON t.oid = c.conrelid WHERE n.nspname = %s AND t.relname = 'records' "
                "AND c.contype = 'u'", (pg_schema,)).fetchall()]
        assert keys == ["UNIQUE (user_id, tenant, id)" if partitions else "UNIQUE (tenant, id)"]
    finally:
        store.close()
