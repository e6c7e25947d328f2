"""Erasure reports what happened: incomplete while a reader holds the file, finished later.

The checks read the raw bytes of the database file and its WAL, where erased text would
linger if rows were only deleted."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memstrata.store.sqlite_erasure import ERASED_TEXT, HMAC_KEY, PENDING_KEY
from memstrata.store.sqlite_store import SQLiteStore
from memstrata.types import Record, Scope
from tests.conftest import unit_vectors

DIM = 8
SECRET = "zanzibar-secret-phrase"
USER = "alice.private@example.com"


def raw_bytes(path: Path) -> bytes:
    return b"".join(p.read_bytes() for p in path.parent.iterdir() if p.name.startswith(path.name))


def seeded(path: Path, **kwargs) -> SQLiteStore:
    store = SQLiteStore(path, dim=DIM, **kwargs)
    text = f"alice says {SECRET}"
    with store.transaction() as tx:
        tx.insert(Record(id="a1", scope=Scope(USER), kind="fact", text=text, view=text, role="primary",
                         time="2024-01-01T00:00:00", recorded_at="2024-01-01T00:00:00", sources=["t1"]),
                  unit_vectors(1, DIM)[0], actor="test")
        tx.add_turns(Scope(USER), [{"id": "t1", "speaker": "alice", "text": SECRET, "time": "2024-01-01"}])
        tx.insert(Record(id="b1", scope=Scope("bob"), kind="fact", text="bob keeps this", view="bob keeps this",
                         role="primary", time="2024-01-01T00:00:00", recorded_at="2024-01-01T00:00:00"),
                  unit_vectors(1, DIM, 1)[0], actor="test")
    return store


@pytest.fixture
def reader(tmp_path):
    """Another connection holding a read transaction on the file."""
    conns: list[sqlite3.Connection] = []

    def hold(path: Path) -> sqlite3.Connection:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN")
        conn.execute("SELECT COUNT(*) FROM records").fetchone()
        conns.append(conn)
        return conn

    yield hold
    for conn in conns:
        conn.close()


def test_a_purge_held_up_by_a_reader_says_so_and_a_retry_finishes_it(tmp_path, reader):
    path = tmp_path / "e.db"
    store = seeded(path, busy_timeout_s=0.2)
    held = reader(path)
    result = store.purge(Scope(USER), actor="user")
    assert (result.records, result.complete) == (1, False)
    assert "another connection" in result.reason and "WAL checkpoint busy" in result.reason
    assert SECRET.encode() in raw_bytes(path)  # what "incomplete" means: the text is still there
    assert store.get_meta(PENDING_KEY) is not None
    assert store.list_records(Scope(USER)) == []  # the rows are gone at once
    assert not store.finish_erasure().complete  # still held
    held.rollback()
    done = store.finish_erasure()
    assert (done.records, done.complete, done.reason) == (0, True, None)
    assert SECRET.encode() not in raw_bytes(path) and b"bob keeps this" in raw_bytes(path)
    assert store.get_meta(PENDING_KEY) is None
    assert (path.parent / (path.name + "-wal")).stat().st_size == 0
    store.close()


def test_calling_delete_all_again_finishes_it_too(tmp_path, reader):
    path = tmp_path / "e.db"
    store = seeded(path, busy_timeout_s=0.2)
    held = reader(path)
    assert not store.purge(Scope(USER), actor="user").complete
    held.rollback()
    again = store.purge(Scope(USER), actor="user")
    assert (again.records, again.complete) == (0, True) and SECRET.encode() not in raw_bytes(path)
    store.close()


def test_the_next_write_finishes_a_pending_erasure(tmp_path, reader):
    path = tmp_path / "e.db"
    store = seeded(path, busy_timeout_s=0.2)
    held = reader(path)
    assert not store.purge(Scope(USER), actor="user").complete
    held.rollback()
    with store.transaction() as tx:
        tx.log(Scope("bob"), action="note", actor="test", time="2024-01-02T00:00:00")
    assert store.get_meta(PENDING_KEY) is None and SECRET.encode() not in raw_bytes(path)
    store.close()


def test_the_next_open_finishes_a_pending_erasure(tmp_path, reader):
    path = tmp_path / "e.db"
    store = seeded(path, busy_timeout_s=0.2)
    held = reader(path)
    assert not store.purge(Scope(USER), actor="user").complete
    store.close()  # closing would fold the WAL back if nothing held it: the reader still does
    assert SECRET.encode() in raw_bytes(path)
    held.rollback()
    reopened = SQLiteStore(path, dim=DIM)
    assert reopened.get_meta(PENDING_KEY) is None and SECRET.encode() not in raw_bytes(path)
    reopened.close()


def test_writes_are_not_stalled_by_a_pending_erasure(tmp_path, reader):
    import time

    path = tmp_path / "e.db"
    store = seeded(path, busy_timeout_s=2.0)
    held = reader(path)
    assert not store.purge(Scope(USER), actor="user").complete
    start = time.perf_counter()
    with store.transaction() as tx:
        tx.log(Scope("bob"), action="note", actor="test", time="2024-01-02T00:00:00")
    assert time.perf_counter() - start < 1.0  # the automatic retry does not wait for the reader
    assert store.get_meta(PENDING_KEY) is not None
    held.rollback()
    store.close()


def test_the_purge_row_keeps_a_keyed_hash_of_the_user_id(tmp_path):
    path = tmp_path / "e.db"
    store = seeded(path)
    assert store.purge(Scope(USER), actor="user").complete
    assert store.purge(Scope(USER), actor="user").complete
    store.close()
    assert USER.encode() not in raw_bytes(path) and SECRET.encode() not in raw_bytes(path)
    conn = sqlite3.connect(path)
    hashes = [r[0] for r in conn.execute("SELECT user_id FROM audit WHERE action = 'purge'")]
    key = conn.execute("SELECT value FROM meta WHERE key = ?", (HMAC_KEY,)).fetchone()[0]
    conn.close()
    assert len(hashes) == 2 and hashes[0] == hashes[1] and hashes[0].startswith("hmac:") and len(key) == 64
    other = tmp_path / "other.db"
    second = seeded(other)
    second.purge(Scope(USER), actor="user")
    second.close()
    conn = sqlite3.connect(other)
    assert conn.execute("SELECT user_id FROM audit WHERE action = 'purge'").fetchone()[0] != hashes[0]
    conn.close()


def test_erasing_one_record_leaves_a_tombstone_and_one_audit_entry(tmp_path):
    path = tmp_path / "e.db"
    store = seeded(path)
    result = store.erase(Scope(USER), "a1", actor="user")
    assert (result.records, result.complete) == (1, True)
    tomb = store.get(Scope(USER), "a1")
    assert (tomb.text, tomb.view, tomb.role, tomb.sources, tomb.attrs) == (ERASED_TEXT, ERASED_TEXT, "deleted", [],
                                                                          {"erased": True})
    assert [(h.action, h.snapshot) for h in store.history(Scope(USER), "a1")] == [("erase", None)]
    assert store.turns(Scope(USER), ["t1"]) == []  # only this memory cited the turn
    assert store.bm25_search(Scope(USER), SECRET, 5, roles=("primary", "deleted")) == []
    assert store.dense_search(Scope(USER), unit_vectors(1, DIM)[0], 5, roles=("primary",)) == []
    store.close()
    assert SECRET.encode() not in raw_bytes(path)
