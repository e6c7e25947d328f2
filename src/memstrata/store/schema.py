"""SQLite schema and its migrations.

``schema_version`` holds one row; opening a file applies every migration above it in
order, each in its own transaction, so an old file upgrades in place and a newer file is
refused rather than misread.

A store is marked as memstrata's in the SQLite header (``PRAGMA application_id``), so a
database of another application is recognised and refused before anything is written to
it (``check_store_file``), instead of being converted in place.
"""

from __future__ import annotations

import sqlite3

from memstrata.errors import ForeignStoreError
from memstrata.store.api_keys import KEYS_DDL
from memstrata.store.jobs import JOBS_DDL, SQLITE_SEQ

# "mems" in ASCII: the SQLite header field reserved for telling file formats apart.
APPLICATION_ID = 0x6D656D73
# Stores written before the application id was set are recognised by these tables.
LEGACY_TABLES = frozenset({"schema_version", "meta", "records", "audit"})

# Each entry upgrades the schema from version i to i + 1.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE records (
        rowid INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL, agent_id TEXT NOT NULL DEFAULT '', run_id TEXT NOT NULL DEFAULT '',
        kind TEXT NOT NULL, text TEXT NOT NULL, view TEXT NOT NULL, role TEXT NOT NULL,
        time TEXT NOT NULL, valid_at TEXT, recorded_at TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        sources TEXT NOT NULL DEFAULT '[]', attrs TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX records_scope_role ON records(user_id, role, agent_id, run_id);
    CREATE INDEX records_scope_time ON records(user_id, time);
    CREATE TABLE vectors (
        record_rowid INTEGER PRIMARY KEY REFERENCES records(rowid) ON DELETE CASCADE,
        text_vec BLOB NOT NULL, view_vec BLOB
    );
    CREATE VIRTUAL TABLE records_fts USING fts5(view, tokenize = 'unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE records_fts_vocab USING fts5vocab(records_fts, 'row');
    CREATE TABLE edges (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL, agent_id TEXT NOT NULL DEFAULT '', run_id TEXT NOT NULL DEFAULT '',
        src TEXT NOT NULL, dst TEXT NOT NULL, type TEXT NOT NULL,
        attrs TEXT NOT NULL DEFAULT '{}', created_at TEXT NOT NULL
    );
    CREATE INDEX edges_src ON edges(src);
    CREATE INDEX edges_dst ON edges(dst);
    CREATE TABLE audit (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL, agent_id TEXT NOT NULL DEFAULT '', run_id TEXT NOT NULL DEFAULT '',
        record_id TEXT, action TEXT NOT NULL, actor TEXT NOT NULL,
        time TEXT NOT NULL, recorded_at TEXT NOT NULL,
        snapshot TEXT, details TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX audit_record ON audit(record_id, seq);
    CREATE INDEX audit_scope_time ON audit(user_id, time, seq);
    CREATE TABLE turns (
        user_id TEXT NOT NULL, agent_id TEXT NOT NULL DEFAULT '', run_id TEXT NOT NULL DEFAULT '',
        id TEXT NOT NULL, speaker TEXT, text TEXT NOT NULL, time TEXT NOT NULL,
        PRIMARY KEY (user_id, agent_id, run_id, id)
    );
    """,
    # v2: BM25 over atomic texts. ROAM finds management-time candidates by their immutable
    # text (a conflict can be lexically close and semantically far), answer-time units by view.
    """
    CREATE VIRTUAL TABLE atoms_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
    INSERT INTO atoms_fts (rowid, text) SELECT rowid, text FROM records;
    """,
    # v3: audit snapshots may be deltas against an earlier row's snapshot (store.sqlite_audit),
    # so a change costs the log what it changed. Existing rows stay full snapshots.
    """
    ALTER TABLE audit ADD COLUMN base_seq INTEGER;
    """,
    # v4: lexical ranking moved to a per-scope in-memory index (store.lexical_index): FTS5's
    # statistics span every scope of the file, so one user's data moved another's ranking.
    """
    DROP TABLE records_fts_vocab;
    DROP TABLE records_fts;
    DROP TABLE atoms_fts;
    """,
    # v5: graph reads (``Store.neighbors``) fetch a scope's edges touching many ids at once.
    # Every edge query names the user, so the indexes lead with it; they replace the
    # id-only ones, which matched other users' edges of the same ids too.
    """
    CREATE INDEX edges_user_src ON edges(user_id, src);
    CREATE INDEX edges_user_dst ON edges(user_id, dst);
    DROP INDEX edges_src;
    DROP INDEX edges_dst;
    """,
    KEYS_DDL,  # version 6: the server's API keys (store.api_keys)
    # v7: the tenant, the outermost part of every scope (types.Scope). Rows written before
    # belong to the default tenant. Every scope index leads with it, and the turns key gains
    # it (SQLite cannot change a primary key in place: the table is copied).
    """
    ALTER TABLE records ADD COLUMN tenant TEXT NOT NULL DEFAULT 'default';
    ALTER TABLE edges ADD COLUMN tenant TEXT NOT NULL DEFAULT 'default';
    ALTER TABLE audit ADD COLUMN tenant TEXT NOT NULL DEFAULT 'default';
    DROP INDEX records_scope_role;
    DROP INDEX records_scope_time;
    CREATE INDEX records_scope_role ON records(tenant, user_id, role, agent_id, run_id);
    CREATE INDEX records_scope_time ON records(tenant, user_id, time);
    DROP INDEX edges_user_src;
    DROP INDEX edges_user_dst;
    CREATE INDEX edges_user_src ON edges(tenant, user_id, src);
    CREATE INDEX edges_user_dst ON edges(tenant, user_id, dst);
    DROP INDEX audit_scope_time;
    CREATE INDEX audit_scope_time ON audit(tenant, user_id, time, seq);
    CREATE TABLE turns_v7 (
        tenant TEXT NOT NULL DEFAULT 'default',
        user_id TEXT NOT NULL, agent_id TEXT NOT NULL DEFAULT '', run_id TEXT NOT NULL DEFAULT '',
        id TEXT NOT NULL, speaker TEXT, text TEXT NOT NULL, time TEXT NOT NULL,
        PRIMARY KEY (tenant, user_id, agent_id, run_id, id)
    );
    INSERT INTO turns_v7 (user_id, agent_id, run_id, id, speaker, text, time)
        SELECT user_id, agent_id, run_id, id, speaker, text, time FROM turns;
    DROP TABLE turns;
    ALTER TABLE turns_v7 RENAME TO turns;
    """,
    JOBS_DDL.format(seq=SQLITE_SEQ),  # v8: queued adds (store.jobs)
    # v9: record ids unique per tenant, not across the store: an import's outcome must not
    # depend on (or tell) which ids another tenant holds. SQLite cannot drop a column's UNIQUE,
    # so records is copied (rowids kept) and vectors with it, which points at records' rowid
    # (dropping records first would cascade into it).
    """
    CREATE TABLE records_v9 (
        rowid INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL,
        user_id TEXT NOT NULL, agent_id TEXT NOT NULL DEFAULT '', run_id TEXT NOT NULL DEFAULT '',
        kind TEXT NOT NULL, text TEXT NOT NULL, view TEXT NOT NULL, role TEXT NOT NULL,
        time TEXT NOT NULL, valid_at TEXT, recorded_at TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        sources TEXT NOT NULL DEFAULT '[]', attrs TEXT NOT NULL DEFAULT '{}',
        tenant TEXT NOT NULL DEFAULT 'default',
        UNIQUE (tenant, id)
    );
    INSERT INTO records_v9 (rowid, id, user_id, agent_id, run_id, kind, text, view, role, time, valid_at,
                            recorded_at, version, sources, attrs, tenant)
        SELECT rowid, id, user_id, agent_id, run_id, kind, text, view, role, time, valid_at,
               recorded_at, version, sources, attrs, tenant FROM records ORDER BY rowid;
    CREATE TABLE vectors_v9 (
        record_rowid INTEGER PRIMARY KEY REFERENCES records_v9(rowid) ON DELETE CASCADE,
        text_vec BLOB NOT NULL, view_vec BLOB
    );
    INSERT INTO vectors_v9 (record_rowid, text_vec, view_vec) SELECT record_rowid, text_vec, view_vec FROM vectors;
    DROP TABLE vectors;
    DROP TABLE records;
    ALTER TABLE records_v9 RENAME TO records;
    ALTER TABLE vectors_v9 RENAME TO vectors;
    CREATE INDEX records_scope_role ON records(tenant, user_id, role, agent_id, run_id);
    CREATE INDEX records_scope_time ON records(tenant, user_id, time);
    """,
]

SCHEMA_VERSION = len(MIGRATIONS)


def check_store_file(conn: sqlite3.Connection, path: str) -> None:
    """Raise ForeignStoreError unless the open file is empty (a new store) or a memstrata
    store. Only reads: a refused file is left exactly as it was."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    if app_id == APPLICATION_ID:
        return
    if app_id != 0:
        raise ForeignStoreError(f"{path} is the database of another application (SQLite application_id "
                                f"{app_id:#010x}); memstrata left it unchanged: give the path of a new file")
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
    if tables and not tables >= LEGACY_TABLES:
        shown = ", ".join(sorted(tables)[:5]) + (", ..." if len(tables) > 5 else "")
        raise ForeignStoreError(f"{path} is a SQLite database of another application (tables: {shown}), not a "
                                f"memstrata store; memstrata left it unchanged: give the path of a new file")


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the open database up to ``SCHEMA_VERSION``; return the version found."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        row = conn.execute("SELECT version FROM schema_version").fetchone()
        if row is None:
            conn.execute("INSERT INTO schema_version VALUES (0)")
            found = 0
        else:
            found = int(row[0])
        if found > SCHEMA_VERSION:
            raise ForeignStoreError(
                f"this database has schema version {found}, newer than this memstrata "
                f"understands ({SCHEMA_VERSION}); upgrade memstrata to open it"
            )
        for version in range(found, SCHEMA_VERSION):
            for statement in split_statements(MIGRATIONS[version]):
                conn.execute(statement)
            conn.execute("UPDATE schema_version SET version = ?", (version + 1,))
        if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return found


def split_statements(script: str) -> list[str]:
    """A migration script's statements, ``--`` comments dropped (the scripts hold no ``;`` or
    ``--`` inside a literal). executescript() would commit implicitly; split so a migration
    stays one transaction."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
