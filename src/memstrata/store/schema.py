"""SQLite schema and its migrations.

``schema_version`` holds one row; opening a file applies every migration above it in
order, each in its own transaction, so an old file upgrades in place and a newer file is
refused rather than misread.
"""

from __future__ import annotations

import sqlite3

from memstrata.errors import MemstrataError

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
]

SCHEMA_VERSION = len(MIGRATIONS)


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
            raise MemstrataError(
                f"this database has schema version {found}, newer than this memstrata "
                f"understands ({SCHEMA_VERSION}); upgrade memstrata to open it"
            )
        for version in range(found, SCHEMA_VERSION):
            for statement in _statements(MIGRATIONS[version]):
                conn.execute(statement)
            conn.execute("UPDATE schema_version SET version = ?", (version + 1,))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return found


def _statements(script: str) -> list[str]:
    # executescript() would commit implicitly; split so the migration stays one transaction.
    return [s.strip() for s in script.split(";") if s.strip()]
