"""Opening a store file: foreign, read-only, missing folders, and SQLite's errors as
memstrata's (issue 12, item 7)."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
from contextlib import contextmanager
from pathlib import Path

import pytest

from memstrata.errors import (
    ConflictError,
    ForeignStoreError,
    InvalidInputError,
    ReadOnlyStoreError,
    StoreUnavailableError,
)
from memstrata.store import sqlite_store
from memstrata.store.schema import APPLICATION_ID
from memstrata.store.sqlite_store import SQLiteStore
from memstrata.types import Scope
from tests.conftest import unit_vectors
from tests.store.test_sqlite_store import DIM, fill, make_record


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def another_apps_database(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)")
    conn.execute("INSERT INTO users (email) VALUES ('ava@example.com')")
    conn.commit()
    conn.close()
    return path


def test_a_database_of_another_application_is_refused_unchanged(tmp_path):
    path = another_apps_database(tmp_path / "app.db")
    before = digest(path)
    with pytest.raises(ForeignStoreError, match=r"app.db is a SQLite database of another application \(tables: users\)"):
        SQLiteStore(path, dim=DIM)
    assert digest(path) == before  # not a byte written: no tables added, no WAL switch
    assert sorted(os.listdir(tmp_path)) == ["app.db"]


def test_a_database_marked_by_another_application_is_refused_even_when_empty(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.close()
    before = digest(path)
    with pytest.raises(ForeignStoreError, match="application_id 0x000004d2"):
        SQLiteStore(path, dim=DIM)
    assert digest(path) == before


def test_a_file_that_is_not_a_database_is_foreign(tmp_path):
    path = tmp_path / "notes.db"
    path.write_bytes(b"plain text, not SQLite\n" * 100)
    with pytest.raises(ForeignStoreError, match="notes.db is not a memstrata store: file is not a database"):
        SQLiteStore(path, dim=DIM)


def test_a_new_store_is_marked_and_an_unmarked_older_store_is_adopted(tmp_path):
    path = tmp_path / "s.db"
    SQLiteStore(path, dim=DIM).close()
    assert sqlite3.connect(path).execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    # A store written before the mark: recognised by its tables, marked on open, data kept.
    store = SQLiteStore(path, dim=DIM)
    fill(store, Scope("u"), 2)
    store.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 0")
    conn.close()
    store = SQLiteStore(path, dim=DIM)
    assert len(store.list_records(Scope("u"))) == 2
    store.close()
    assert sqlite3.connect(path).execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_a_missing_folder_is_an_error_unless_asked_to_create_it(tmp_path):
    path = tmp_path / "no" / "such" / "folder" / "s.db"
    with pytest.raises(StoreUnavailableError, match=r"the folder .*no/such/folder does not exist \(create it first"):
        SQLiteStore(path, dim=DIM)
    assert not (tmp_path / "no").exists()
    SQLiteStore(path, dim=DIM, create_dirs=True).close()
    assert path.exists()


def test_a_folder_given_as_the_store_path(tmp_path):
    with pytest.raises(InvalidInputError, match="is a folder; give the path of a store file"):
        SQLiteStore(tmp_path, dim=DIM)


@contextmanager
def unwritable(path: Path):
    """Make ``path`` unwritable for this process: a mode without write bits for an ordinary
    user; root ignores modes, so there the immutable attribute (chattr +i)."""
    if os.geteuid() != 0:
        mode = path.stat().st_mode
        path.chmod(mode & ~0o222)
        try:
            yield
        finally:
            path.chmod(mode)
        return
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if done.returncode != 0 or os.access(path, os.W_OK):
        pytest.skip("running as root where chattr +i is not available")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


def test_a_read_only_file_is_named_when_opened_for_writing(tmp_path):
    path = tmp_path / "ro.db"
    SQLiteStore(path, dim=DIM).close()
    before = digest(path)
    with unwritable(path):
        with pytest.raises(ReadOnlyStoreError, match=r"the store .*ro.db is read-only \(the file is not writable\)"):
            SQLiteStore(path, dim=DIM)
    assert digest(path) == before


def test_a_read_only_folder_is_named(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    existing = folder / "s.db"
    SQLiteStore(existing, dim=DIM).close()
    with unwritable(folder):
        with pytest.raises(ReadOnlyStoreError, match="s.db cannot be written: its folder .*locked is not writable"):
            SQLiteStore(existing, dim=DIM)
        with pytest.raises(ReadOnlyStoreError, match="new.db cannot be written: the folder .*locked is not writable"):
            SQLiteStore(folder / "new.db", dim=DIM)


def test_a_full_disk_is_store_unavailable_and_nothing_is_half_written(tmp_path):
    store = SQLiteStore(tmp_path / "full.db", dim=DIM)
    scope = Scope("u")
    fill(store, scope, 1)
    pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
    store._conn.execute(f"PRAGMA max_page_count = {pages}")  # what a full disk looks like to SQLite
    big = make_record(99, scope, text="a long memory " * 2000)
    with pytest.raises(StoreUnavailableError, match=r"full.db cannot grow: database or disk is full"):
        with store.transaction() as tx:
            tx.insert(big, unit_vectors(1, DIM)[0], actor="test")
    assert [r.id for r in store.list_records(scope)] == ["r0"]
    store.close()


def test_a_store_locked_past_the_retries_is_unavailable(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_store, "BUSY_TIMEOUT_S", 0.05)
    monkeypatch.setattr(sqlite_store, "BEGIN_RETRY_S", 0.2)
    path = tmp_path / "busy.db"
    store = SQLiteStore(path, dim=DIM)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process holding the write lock
    try:
        with pytest.raises(StoreUnavailableError, match="busy.db stayed locked by another connection"):
            fill(store, Scope("u"), 1)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    fill(store, Scope("u"), 1)  # once the lock is released, writes go through
    store.close()


def test_a_duplicate_id_is_a_conflict_and_a_closed_store_is_unavailable(tmp_path):
    store = SQLiteStore(tmp_path / "s.db", dim=DIM)
    fill(store, Scope("u"), 1)
    with pytest.raises(ConflictError, match=r"UNIQUE constraint failed: records\.tenant, records\.id"):
        fill(store, Scope("u"), 1)
    store.close()
    with pytest.raises(StoreUnavailableError, match="s.db is closed"):
        store.list_records(Scope("u"))
