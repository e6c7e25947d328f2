"""What is the PostgreSQL store's own, on a real server: failures that name the server and
never the password, a write cut off by the server, erasure's result in each mode, exact
results for a small scope inside a large table, and a second process's writes seen."""

from __future__ import annotations

import numpy as np
import psycopg
import pytest

from memstrata.errors import ConflictError, ForeignStoreError, StoreUnavailableError
from memstrata.store.factory import store_config_for
from memstrata.store.postgres.store import PostgresStore
from memstrata.types import Record, Scope
from tests.store.contract import put, record

DIM = 8


@pytest.fixture
def store(pg_dsn, pg_schema):
    s = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema)
    yield s
    s.close()


def unit(rng, n: int, dim: int = DIM) -> np.ndarray:
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_an_unreachable_server_names_host_and_database_and_never_the_password():
    with pytest.raises(StoreUnavailableError) as info:
        PostgresStore("postgresql://bob:s3cret-pw@127.0.0.1:1/memories", dim=DIM, connect_timeout_s=2)
    assert "postgresql://bob@127.0.0.1:1/memories" in str(info.value) and "s3cret" not in str(info.value)


def test_an_unknown_user_is_refused_without_the_password(pg_dsn):
    dsn = pg_dsn.replace("postgresql://postgres:@", "postgresql://nobody:pw-xyz@")
    with pytest.raises(StoreUnavailableError) as info:
        PostgresStore(dsn, dim=DIM)
    assert "nobody" in str(info.value) and "pw-xyz" not in str(info.value)


def test_a_database_without_pgvector_says_how_to_enable_it(pg_dsn):
    with psycopg.connect(pg_dsn, autocommit=True) as admin:
        admin.execute("DROP DATABASE IF EXISTS novector")
        admin.execute("DROP ROLE IF EXISTS plain")
        admin.execute("CREATE ROLE plain LOGIN")
        admin.execute("CREATE DATABASE novector OWNER plain")
    try:
        dsn = pg_dsn.replace("postgresql://postgres:@/postgres", "postgresql://plain@/novector")
        with pytest.raises(StoreUnavailableError, match=r"superuser runs CREATE EXTENSION vector"):
            PostgresStore(dsn, dim=DIM)
    finally:
        with psycopg.connect(pg_dsn, autocommit=True) as admin:
            admin.execute("DROP DATABASE IF EXISTS novector")
            admin.execute("DROP ROLE IF EXISTS plain")


def test_a_schema_of_another_application_and_a_newer_store_are_refused_unchanged(pg_dsn, pg_schema, store):
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute(f'UPDATE "{pg_schema}".schema_version SET version = 99')
        conn.execute("CREATE SCHEMA IF NOT EXISTS other_app")
        conn.execute("CREATE TABLE IF NOT EXISTS other_app.invoices (id int)")
    with pytest.raises(ForeignStoreError, match="newer than this memstrata"):
        PostgresStore(pg_dsn, dim=DIM, schema=pg_schema)
    with pytest.raises(ForeignStoreError, match="another application"):
        PostgresStore(pg_dsn, dim=DIM, schema="other_app")
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        assert conn.execute("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'other_app'"
                            ).fetchone()[0] == 1
        conn.execute("DROP SCHEMA other_app CASCADE")


def test_another_vector_dimension_is_refused(pg_dsn, pg_schema, store):
    with pytest.raises(ConflictError, match="holds 8-d vectors"):
        PostgresStore(pg_dsn, dim=16, schema=pg_schema)


def test_a_write_whose_connection_the_server_kills_leaves_nothing_and_the_store_goes_on(pg_dsn, store):
    alice = Scope("alice")
    with pytest.raises(StoreUnavailableError, match="rolled back"):
        with store.transaction() as tx:
            tx.insert(record("a1", alice), np.ones(DIM, np.float32) / np.sqrt(DIM), actor="test")
            tx.insert(record("a2", alice), np.ones(DIM, np.float32) / np.sqrt(DIM), actor="test")
            with psycopg.connect(pg_dsn, autocommit=True) as killer:
                killer.execute("SELECT pg_terminate_backend(%s)", (tx._conn.raw.info.backend_pid,))
            tx.insert(record("a3", alice), np.ones(DIM, np.float32) / np.sqrt(DIM), actor="test")
    assert store.get_many(alice, ["a1", "a2", "a3"]) == []
    assert store.list_records(alice) == []
    put(store, record("b1", alice))  # the pool replaced the dead connection
    assert [r.id for r in store.list_records(alice)] == ["b1"]


def test_purge_in_the_default_mode_reports_what_may_remain_and_leaves_no_row_or_index_entry(pg_dsn, pg_schema, store):
    alice, bob = Scope("alice@example.com"), Scope("bob")
    put(store, record("a1", alice, text="Alice's PIN is 4471"), record("b1", bob))
    with store.transaction() as tx:
        tx.add_turns(alice, [{"id": "t1", "speaker": "alice", "text": "my PIN is 4471", "time": "2024-01-01T00:00:00"}])
    result = store.purge(alice, actor="test")
    assert (result.records, result.complete) == (1, False) and "VACUUM FULL" in result.reason
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute("SET enable_seqscan = off")  # through the indexes: none may still lead to a row
        for table in ("records", "vectors", "edges", "audit", "turns"):
            n = conn.execute(f'SELECT count(*) FROM "{pg_schema}".{table} WHERE user_id = %s',
                             ("alice@example.com",)).fetchone()[0]
            assert n == 0, table
    assert store.finish_erasure().complete  # nothing pending any more
    assert [r.id for r in store.list_records(bob)] == ["b1"]


def test_full_erasure_rewrites_the_tables(pg_dsn, pg_schema):
    s = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema, full_erasure=True)
    try:
        put(s, record("a1", Scope("alice"), text="Alice's PIN is 4471"))
        assert s.purge(Scope("alice"), actor="test").complete
    finally:
        s.close()


def test_a_small_scope_in_a_large_table_gets_its_exact_top_k_and_a_large_one_goes_through_hnsw(pg_dsn, pg_schema):
    rng = np.random.default_rng(0)
    s = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema, exact_below=1500)
    big, small = Scope("big"), Scope("small")
    vectors = {"big": unit(rng, 3000), "small": unit(rng, 50)}

    def write(name: str, lo: int, hi: int) -> None:
        with s.transaction() as tx:
            for i in range(lo, hi):
                tx.insert(record(f"{name}-{i}", Scope(name)), vectors[name][i], actor="test")

    def indexed() -> dict[str, tuple[int, int]]:
        with psycopg.connect(pg_dsn, autocommit=True) as conn:
            return {u: (int(a), int(b)) for u, a, b in conn.execute(
                f'SELECT user_id, count(*) FILTER (WHERE indexed), count(*) FILTER (WHERE NOT indexed) '
                f'FROM "{pg_schema}".vectors GROUP BY user_id').fetchall()}

    def searches_are_exact(big_rows: int) -> None:
        for _ in range(5):
            q = unit(rng, 1)[0]
            for scope, rows in ((big, vectors["big"][:big_rows]), (small, vectors["small"])):
                exact = [f"{scope.user_id}-{i}" for i in np.argsort(-(rows @ q), kind="stable")[:10]]
                got = [rid for rid, _ in s.dense_search(scope, q, 10, roles=("primary",))]
                if scope is small:
                    assert got == exact
                else:
                    assert len(got) == 10 and len(set(got) & set(exact)) >= 9

    try:
        write("small", 0, 50)
        write("big", 0, 1000)
        assert indexed() == {"big": (0, 1000), "small": (0, 50)}  # small scopes skip the HNSW index
        # The commit that takes "big" past exact_below moves as many waiting vectors into the
        # index as it wrote (at least 1,000), not all of them; search scans the rest exactly.
        write("big", 1000, 2000)
        assert indexed() == {"big": (1000, 1000), "small": (0, 50)}
        with psycopg.connect(pg_dsn, autocommit=True) as conn:  # and refreshed the planner's statistics
            (tuples,) = conn.execute("SELECT c.reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                     "WHERE n.nspname = %s AND c.relname = 'vectors'", (pg_schema,)).fetchone()
        assert tuples >= 2050
        searches_are_exact(2000)
        write("big", 2000, 3000)  # its own rows go straight in, and 1,000 waiting ones with them
        assert indexed() == {"big": (3000, 0), "small": (0, 50)}
        searches_are_exact(3000)
    finally:
        s.close()


def test_a_second_processes_writes_reach_this_ones_lexical_index(pg_dsn, pg_schema, store):
    alice = Scope("alice")
    put(store, record("a1", alice, text="Alice plays the cello"))
    assert [r for r, _ in store.bm25_search(alice, "cello", 5, roles=("primary",))] == ["a1"]
    other = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema)
    try:
        put(other, record("a2", alice, text="Alice sold her cello"))
        with other.transaction() as tx:
            r = other.get(alice, "a1")
            tx.update(Record(**{**r.__dict__, "role": "evidence"}), actor="test", action="demote", time=r.time)
    finally:
        other.close()
    assert [r for r, _ in store.bm25_search(alice, "cello", 5, roles=("primary",))] == ["a2"]


def test_the_schema_comes_from_the_url():
    cfg = store_config_for("postgresql://u@db.example/mem?schema=team_a&sslmode=require")
    assert (cfg.kind, cfg.dsn, cfg.schema_name) == ("postgresql", "postgresql://u@db.example/mem?sslmode=require", "team_a")


def test_the_partitioned_layout_keeps_each_users_rows_in_one_partition_and_is_kept_on_reopen(pg_dsn, pg_schema):
    s = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema, partitions=4)
    try:
        put(s, *(record(f"{u}-{i}", Scope(u)) for u in ("ann", "bob", "cid") for i in range(5)))
        assert s.get_meta("layout") == "hash-partitioned by user_id, 4 partitions"
    finally:
        s.close()
    again = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema)  # no partitions asked: the store keeps its layout
    try:
        assert again.get_meta("layout") == "hash-partitioned by user_id, 4 partitions"
    finally:
        again.close()
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        for table in ("records", "vectors", "audit"):
            rows = conn.execute(f'SELECT user_id, count(DISTINCT tableoid) FROM "{pg_schema}".{table} GROUP BY user_id'
                                ).fetchall()
            assert sorted(rows) == [("ann", 1), ("bob", 1), ("cid", 1)], table
        kinds = dict(conn.execute("SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = "
                                  "c.relnamespace WHERE n.nspname = %s AND c.relname IN ('records', 'vectors')",
                                  (pg_schema,)).fetchall())
        assert kinds == {"records": "p", "vectors": "p"}


def test_full_erasure_under_another_clients_open_transaction_says_so_and_finishes_later(pg_dsn, pg_schema):
    s = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema, full_erasure=True)
    reader = psycopg.connect(pg_dsn)  # not autocommit: its transaction stays open
    try:
        put(s, record("a1", Scope("alice"), text="Alice's PIN is 4471"))
        reader.execute(f'SELECT count(*) FROM "{pg_schema}".records').fetchone()  # holds a snapshot
        result = s.purge(Scope("alice"), actor="test")
        assert not result.complete and "finish_erasure" in result.reason
        reader.rollback()
        assert s.finish_erasure().complete
    finally:
        reader.close()
        s.close()


def test_first_opens_of_a_new_database_at_the_same_moment_all_succeed(pg_dsn):
    import threading

    with psycopg.connect(pg_dsn, autocommit=True) as admin:
        admin.execute("DROP DATABASE IF EXISTS fresh")
        admin.execute("CREATE DATABASE fresh")
    dsn = pg_dsn.replace("/postgres?", "/fresh?")
    errors: list[BaseException] = []

    def open_once():
        try:
            PostgresStore(dsn, dim=DIM, schema="race").close()
        except BaseException as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=open_once) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        assert errors == []
    finally:
        with psycopg.connect(pg_dsn, autocommit=True) as admin:
            admin.execute("DROP DATABASE IF EXISTS fresh")


def test_a_version_1_store_is_upgraded_in_place_keeping_its_records(pg_dsn, pg_schema, monkeypatch):
    from memstrata.store.postgres import schema

    rng = np.random.default_rng(3)
    vectors = unit(rng, 30)
    with monkeypatch.context() as m:  # the previous release: version 1 only
        m.setattr(schema, "MIGRATIONS", [])
        m.setattr(schema, "SCHEMA_VERSION", 1)
        PostgresStore(pg_dsn, dim=DIM, schema=pg_schema, exact_below=10).close()
    # Rows as that release wrote them (no tenant column yet), in its own SQL.
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        for i, v in enumerate(vectors):
            (rowid,) = conn.execute(
                f'INSERT INTO "{pg_schema}".records (id, user_id, kind, text, view, role, time, recorded_at) VALUES '
                "(%s, 'alice', 'fact', %s, %s, 'primary', %s, %s) RETURNING rowid",
                (f"r{i}", f"memory r{i}", f"memory r{i}", "2024-01-01T00:00:00", "2024-06-01T00:00:00")).fetchone()
            literal = "[" + ",".join(map(str, v.tolist())) + "]"
            conn.execute(f'INSERT INTO "{pg_schema}".vectors (record_rowid, user_id, text_vec, search_vec, indexed) '
                         "VALUES (%s, 'alice', %s::vector, %s::vector, true)", (rowid, literal, literal))
    s = PostgresStore(pg_dsn, dim=DIM, schema=pg_schema, exact_below=10)
    try:
        with psycopg.connect(pg_dsn, autocommit=True) as conn:
            assert conn.execute(f'SELECT version FROM "{pg_schema}".schema_version').fetchone()[0] == schema.SCHEMA_VERSION
            (options,) = conn.execute(
                "SELECT c.reloptions FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE n.nspname = %s AND c.relname = 'vectors_search_hnsw'", (pg_schema,)).fetchone()
        assert "ef_construction=128" in options
        assert len(s.list_records(Scope("alice"))) == 30  # the default tenant's now
        assert s.tenant_users() == [("default", "alice")]
        with psycopg.connect(pg_dsn, autocommit=True) as conn:
            (key,) = conn.execute("SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c JOIN pg_namespace n "
                                  "ON n.oid = c.connamespace WHERE n.nspname = %s AND c.conname = 'turns_pkey'",
                                  (pg_schema,)).fetchone()
        assert key == "PRIMARY KEY (tenant, user_id, agent_id, run_id, id)"
        q = vectors[7]  # the rebuilt graph answers: the record's own vector is its nearest
        assert s.dense_search(Scope("alice"), q, 1, roles=("primary",))[0][0] == "r7"
    finally:
        s.close()


def test_own_commits_applied_out_of_order_keep_a_scopes_lexical_cache(store, monkeypatch):
    alice = Scope("alice")
    put(store, record("r0", alice, text="bees in the garden"))
    assert [rid for rid, _ in store.bm25_search(alice, "bees", 5, roles=("primary",))] == ["r0"]
    cached = store._lexical[(alice, "view", ("primary",))][1]
    captured = []
    monkeypatch.setattr(store, "_apply_index_ops", lambda ops, versions: captured.append((ops, versions)))
    put(store, record("r1", alice, text="bees on the roof"))
    put(store, record("r2", alice, text="bees at the school"))
    monkeypatch.undo()
    store._apply_index_ops(*captured[1])  # the later commit arrives first: it waits
    store._apply_index_ops(*captured[0])
    version, lexical = store._lexical[(alice, "view", ("primary",))]
    assert lexical is cached and version == captured[1][1][("default", "alice")]  # kept, not rebuilt
    assert sorted(rid for rid, _ in store.bm25_search(alice, "bees", 5, roles=("primary",))) == ["r0", "r1", "r2"]
    assert store._lexical[(alice, "view", ("primary",))][1] is cached
