"""The embedded store on a real SQLite file."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from memstrata.errors import InvalidInputError, MemstrataError, NotFoundError
from memstrata.store.schema import SCHEMA_VERSION
from memstrata.store.sqlite_store import SQLiteStore
from memstrata.types import Edge, Record, Scope
from tests.conftest import unit_vectors

DIM = 8


def make_record(i: int, scope: Scope, time: str = "2024-01-01T00:00:00", role: str = "primary",
                text: str | None = None) -> Record:
    text = text or f"memory number {i}"
    return Record(id=f"r{i}", scope=scope, kind="fact", text=text, view=text, role=role, time=time,
                  recorded_at="2024-06-01T00:00:00", sources=[f"D{i}"])


@pytest.fixture
def store(tmp_path):
    s = SQLiteStore(tmp_path / "s.db", dim=DIM)
    yield s
    s.close()


def fill(store, scope, n, start=0, vecs=None):
    vecs = unit_vectors(n, DIM, seed=start) if vecs is None else vecs
    with store.transaction() as tx:
        for i in range(n):
            tx.insert(make_record(start + i, scope, time=f"2024-01-{1 + (start + i) % 28:02d}T00:00:00"), vecs[i],
                      actor="test")
    return vecs


def test_insert_get_and_scope_enforcement(store):
    alice, bob = Scope("alice"), Scope("bob")
    fill(store, alice, 3)
    assert store.get(alice, "r1").text == "memory number 1"
    with pytest.raises(NotFoundError, match="r1"):
        store.get(bob, "r1")
    assert store.get_many(bob, ["r0", "r1"]) == []
    assert store.list_records(bob) == []
    assert store.dense_search(bob, unit_vectors(1, DIM)[0], 5, roles=("primary",)) == []
    assert store.bm25_search(bob, "memory", 5, roles=("primary",)) == []
    with pytest.raises(NotFoundError):
        store.history(bob, "r1")


def test_agent_and_run_narrow_reads(store):
    fill(store, Scope("u", agent_id="a1"), 2)
    fill(store, Scope("u", agent_id="a2", run_id="x"), 2, start=10)
    assert len(store.list_records(Scope("u"))) == 4
    assert [r.id for r in store.list_records(Scope("u", agent_id="a1"))] == ["r0", "r1"]
    assert [r.id for r in store.list_records(Scope("u", run_id="x"))] == ["r10", "r11"]


def test_dense_search_finds_the_nearest_and_follows_role_changes(store):
    scope = Scope("u")
    vecs = fill(store, scope, 50)
    top = store.dense_search(scope, vecs[7], 3, roles=("primary",))
    assert top[0][0] == "r7" and top[0][1] == pytest.approx(1.0, abs=1e-5)
    record = store.get(scope, "r7")
    record.role = "evidence"
    with store.transaction() as tx:
        tx.update(record, actor="test", action="demote", time=record.time)
    assert "r7" not in [k for k, _ in store.dense_search(scope, vecs[7], 3, roles=("primary",))]
    # Re-promotion puts it back without a rebuild.
    record.role = "primary"
    with store.transaction() as tx:
        tx.update(record, actor="test", action="promote", time=record.time)
    assert store.dense_search(scope, vecs[7], 1, roles=("primary",))[0][0] == "r7"


def test_new_view_is_searchable_by_text_and_vector(store):
    scope = Scope("u")
    vecs = fill(store, scope, 5)
    record = store.get(scope, "r2")
    record.view = "fused view about zebras"
    new_vec = unit_vectors(1, DIM, seed=99)[0]
    with store.transaction() as tx:
        tx.update(record, actor="test", action="fuse", time=record.time, view_vec=new_vec)
    assert store.bm25_search(scope, "zebras", 5, roles=("primary",))[0][0] == "r2"
    assert store.dense_search(scope, new_vec, 1, roles=("primary",))[0][0] == "r2"
    # The atomic text keeps its own vector for management-time retrieval.
    assert store.dense_search(scope, vecs[2], 1, roles=("primary",), field="text")[0][0] == "r2"


def test_changed_view_without_vector_is_refused(store):
    scope = Scope("u")
    fill(store, scope, 1)
    record = store.get(scope, "r0")
    record.view = "something else"
    with pytest.raises(InvalidInputError, match="vector"):
        with store.transaction() as tx:
            tx.update(record, actor="test", action="fuse", time=record.time)
    assert store.get(scope, "r0").view == "memory number 0"  # rolled back


def test_failed_transaction_writes_nothing(store):
    scope = Scope("u")
    with pytest.raises(RuntimeError):
        with store.transaction() as tx:
            tx.insert(make_record(1, scope), unit_vectors(1, DIM)[0], actor="test")
            raise RuntimeError("crash mid-write")
    assert store.list_records(scope) == []
    assert store.dense_search(scope, unit_vectors(1, DIM)[0], 5, roles=("primary",)) == []


def test_wrong_vector_dimension_is_refused(store):
    with pytest.raises(InvalidInputError, match="8-d"):
        with store.transaction() as tx:
            tx.insert(make_record(1, Scope("u")), np.ones(5, dtype=np.float32), actor="test")


def test_history_starts_with_creation_and_as_of_replays(store):
    scope = Scope("u")
    with store.transaction() as tx:
        tx.insert(make_record(1, scope, time="2024-01-01T00:00:00", text="Sam lives in Lisbon"),
                  unit_vectors(1, DIM)[0], actor="test")
    record = store.get(scope, "r1")
    record.text = record.view = "Sam lives in Porto"
    record.version = 2
    record.time = "2024-06-01T00:00:00"
    with store.transaction() as tx:
        tx.update(record, actor="user", action="update", time=record.time, text_vec=unit_vectors(1, DIM, 5)[0])
    history = store.history(scope, "r1")
    assert [h.action for h in history] == ["create", "update"]
    assert history[0].snapshot["text"] == "Sam lives in Lisbon"
    assert [r.view for r in store.list_records(scope, as_of="2024-03-01T00:00:00")] == ["Sam lives in Lisbon"]
    assert [r.view for r in store.list_records(scope, as_of="2024-07-01T00:00:00")] == ["Sam lives in Porto"]
    assert store.list_records(scope, as_of="2023-12-31T00:00:00") == []


def test_edges_and_turns_are_scoped(store):
    scope = Scope("u")
    fill(store, scope, 2)
    with store.transaction() as tx:
        tx.add_edge(scope, Edge("r0", "r1", "EQV", {"backend": "test"}))
        tx.add_turns(scope, [{"id": "D1:1", "speaker": "Sam", "text": "hello", "time": "2024-01-01T00:00:00"}])
    assert [e.type for e in store.edges(scope, "r1")] == ["EQV"]
    assert store.edges(Scope("other"), "r1") == []
    assert store.turns(scope, ["D1:1", "missing"])[0]["text"] == "hello"
    assert store.turns(Scope("other"), ["D1:1"]) == []


def test_edges_are_marked_undone_not_deleted_once_and_only_in_their_scope(store):
    scope, other = Scope("u"), Scope("v")
    fill(store, scope, 2)
    with store.transaction() as tx:
        tx.add_edge(scope, Edge("r0", "r1", "CON", {"backend": "test"}))
        tx.add_edge(scope, Edge("r0", "r1", "EQV", {"backend": "test"}))
        tx.add_edge(other, Edge("r0", "r1", "CON", {"backend": "test"}))
    mark = {"action": "unlink", "by": "user", "time": "2024-02-01T00:00:00"}
    with pytest.raises(RuntimeError), store.transaction() as tx:  # rolled back: nothing marked
        tx.mark_edges_undone(scope, "r0", "r1", "CON", mark)
        raise RuntimeError("abort")
    assert all("undone" not in e.attrs for e in store.edges(scope, "r1"))
    with store.transaction() as tx:
        assert tx.mark_edges_undone(scope, "r0", "r1", "CON", mark) == 1
        assert tx.mark_edges_undone(scope, "r0", "r1", "CON", {**mark, "time": "later"}) == 0  # already undone
        assert tx.mark_edges_undone(scope, "r1", "r0", "CON", mark) == 0  # direction matters
    edges = {e.type: e.attrs for e in store.edges(scope, "r1")}
    assert edges == {"CON": {"backend": "test", "undone": mark}, "EQV": {"backend": "test"}}
    assert [e.attrs for e in store.edges(other, "r1")] == [{"backend": "test"}]


def test_purge_erases_text_from_the_file(tmp_path):
    path = tmp_path / "p.db"
    store = SQLiteStore(path, dim=DIM)
    secret, kept = "zanzibar-secret-phrase", "ordinary-kept-phrase"
    with store.transaction() as tx:
        tx.insert(make_record(1, Scope("alice"), text=f"alice says {secret}"), unit_vectors(1, DIM)[0], actor="t")
        tx.insert(make_record(2, Scope("bob"), text=f"bob says {kept}"), unit_vectors(1, DIM, 1)[0], actor="t")
        tx.add_turns(Scope("alice"), [{"id": "t1", "speaker": "alice", "text": secret, "time": "2024-01-01"}])
    assert store.purge(Scope("alice"), actor="user").records == 1
    assert store.list_records(Scope("alice")) == []
    assert store.bm25_search(Scope("alice"), secret, 5, roles=("primary",)) == []
    assert [r.id for r in store.list_records(Scope("bob"))] == ["r2"]
    store.close()
    raw = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("p.db"))
    assert secret.encode() not in raw
    assert kept.encode() in raw
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT COUNT(*) FROM audit WHERE user_id = 'alice'").fetchone()[0] == 0
    assert conn.execute("SELECT action, snapshot FROM audit WHERE user_id LIKE 'hmac:%'").fetchall() == [("purge", None)]


def test_schema_version_is_recorded_and_newer_files_are_refused(tmp_path):
    path = tmp_path / "v.db"
    SQLiteStore(path, dim=DIM).close()
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    conn.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    conn.commit()
    conn.close()
    with pytest.raises(MemstrataError, match="newer"):
        SQLiteStore(path, dim=DIM)


def test_not_a_database_gets_a_clear_error(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(MemstrataError, match="junk.db"):
        SQLiteStore(path, dim=DIM)


def test_writes_by_another_connection_invalidate_the_cache(tmp_path):
    path = tmp_path / "shared.db"
    a, b = SQLiteStore(path, dim=DIM), SQLiteStore(path, dim=DIM)
    scope = Scope("u")
    fill(a, scope, 3)
    vec = unit_vectors(1, DIM, seed=42)[0]
    assert len(b.dense_search(scope, vec, 10, roles=("primary",))) == 3  # b caches 3 rows
    with a.transaction() as tx:
        tx.insert(make_record(9, scope), vec, actor="test")
    assert b.dense_search(scope, vec, 1, roles=("primary",))[0][0] == "r9"
    a.close()
    b.close()


def test_update_cannot_cross_scopes(store):
    fill(store, Scope("alice"), 1)
    forged = store.get(Scope("alice"), "r0")
    forged.scope = Scope("mallory")
    forged.role = "deleted"
    with pytest.raises(NotFoundError, match="mallory"):
        with store.transaction() as tx:
            tx.update(forged, actor="test", action="delete", time=forged.time)
    assert store.get(Scope("alice"), "r0").role == "primary"


def test_index_factory_is_the_seam_for_other_indexes(tmp_path):
    from memstrata.store.sqlite_store import exact_index

    built = []

    def counting_factory(dim, keys, matrix):
        built.append(len(keys))
        return exact_index(dim, keys, matrix)

    store = SQLiteStore(tmp_path / "f.db", dim=DIM, index_factory=counting_factory)
    vecs = fill(store, Scope("u"), 4)
    assert store.dense_search(Scope("u"), vecs[1], 1, roles=("primary",))[0][0] == "r1"
    assert built == [4]
    store.close()


def test_a_term_searched_before_it_was_written_is_found_once_written(tmp_path):
    from memstrata.store.sqlite_store import SQLiteStore
    from memstrata.types import Record, Scope
    from tests.conftest import unit_vectors

    store = SQLiteStore(tmp_path / "df.db", dim=384)
    scope = Scope("u")
    vecs = unit_vectors(4)

    def put(i: int, text: str) -> None:
        with store.transaction() as tx:
            tx.insert(Record(id=f"r{i}", scope=scope, kind="fact", text=text, view=text, role="primary",
                             time="2024-01-01T00:00:00", recorded_at="2024-01-01T00:00:00"), vecs[i], actor="t")

    put(0, "Sam took up chess.")
    put(1, "Sam took up rowing.")
    assert store.bm25_search(scope, "Leeds", 5, roles=("primary",)) == []
    put(2, "Sam lives in Leeds.")
    assert [rid for rid, _ in store.bm25_search(scope, "Leeds", 5, roles=("primary",))] == ["r2"]
    assert [rid for rid, _ in store.bm25_search(scope, "Leeds", 5, roles=("primary",), field="text")] == ["r2"]


def test_a_version_1_file_is_upgraded_and_its_atoms_indexed(tmp_path):
    import sqlite3

    from memstrata.store.schema import MIGRATIONS, split_statements
    from memstrata.store.sqlite_store import SQLiteStore
    from memstrata.types import Scope

    path = tmp_path / "v1.db"
    conn = sqlite3.connect(path)
    for statement in split_statements(MIGRATIONS[0]):
        conn.execute(statement)
    conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    conn.execute("INSERT INTO schema_version VALUES (1)")
    conn.execute("INSERT INTO records (id, user_id, kind, text, view, role, time, recorded_at) "
                 "VALUES ('r1', 'u', 'fact', 'Sam lives in Leeds.', 'Sam lives in Leeds (fused).', 'primary', "
                 "'2024-01-01T00:00:00', '2024-01-01T00:00:00')")
    conn.execute("INSERT INTO records_fts (rowid, view) VALUES (1, 'Sam lives in Leeds (fused).')")
    for i, text in enumerate(["Sam took up chess.", "Sam took up rowing."], start=2):
        conn.execute("INSERT INTO records (id, user_id, kind, text, view, role, time, recorded_at) "
                     f"VALUES ('r{i}', 'u', 'fact', ?, ?, 'primary', '2024-01-01T00:00:00', '2024-01-01T00:00:00')",
                     (text, text))
        conn.execute("INSERT INTO records_fts (rowid, view) VALUES (?, ?)", (i, text))
    conn.commit()
    conn.close()
    store = SQLiteStore(path, dim=384)
    assert store._conn.execute("SELECT version FROM schema_version").fetchone()[0] == len(MIGRATIONS)
    hits = store.bm25_search(Scope("u"), "Leeds", 5, roles=("primary",), field="text")
    assert [rid for rid, _ in hits] == ["r1"]
