"""One atomic unit of writes on the PostgreSQL store: the shared SQL write path
(``SQLiteTransaction``, run through ``PGConnection``) with the vectors in pgvector columns."""

from __future__ import annotations

from typing import Any

import numpy as np

from memstrata.store.postgres.connection import PGConnection, to_postgres
from memstrata.store.sqlite_audit import SnapshotReader
from memstrata.store.sqlite_rows import RECORD_COLUMNS, RECORD_FIELDS, blob_to_vec, record_values
from memstrata.store.sqlite_transaction import IndexOp, SQLiteTransaction
from memstrata.types import Record, Scope

# Vectors of a large scope moved into the HNSW index per commit (index_large_scopes).
INDEX_BATCH = 1000
# One user of one tenant: the unit of scope versions and of the large-scope index.
UserKey = tuple[str, str]


def _vec(value: Any) -> np.ndarray | None:
    return blob_to_vec(value)


class PGTransaction(SQLiteTransaction):
    """``touched``: the (tenant, user) pairs whose records this transaction changed (their
    ``scope_versions`` are bumped before COMMIT, so other processes drop their cached lexical
    statistics)."""

    def __init__(self, conn: PGConnection, dim: int, snapshots: SnapshotReader | None = None, *,
                 exact_below: int = 2_000, defer_index: bool = False):
        super().__init__(conn, dim, snapshots)  # type: ignore[arg-type]  # the shared SQL, through the adapter
        self._pg = conn
        self._exact_below = exact_below
        self._large: dict[UserKey, bool] = {}
        self.touched: set[UserKey] = set()
        self.reindexed = False  # waiting vectors of a large scope went into the HNSW index
        self.defer_index = defer_index

    def touch(self, scope: Scope) -> None:
        self.touched.add((scope.tenant, scope.user_id))

    def is_large(self, user: UserKey) -> bool:
        """Whether the user's scope has reached ``exact_below`` records (its vectors then go
        into the HNSW index); asked once per transaction and user."""
        if user not in self._large:
            row = self._pg.run("SELECT count(*) FROM (SELECT 1 FROM records WHERE tenant = %s AND user_id = %s "
                               "LIMIT %s) s", (*user, self._exact_below)).fetchone()
            self._large[user] = int(row[0]) >= self._exact_below
        return self._large[user]

    def insert(self, record: Record, text_vec: np.ndarray, view_vec: np.ndarray | None = None, *,
               actor: str, action: str = "create", details: dict[str, Any] | None = None,
               like: str | None = None) -> None:
        # As SQLiteTransaction.insert, with the record and its vectors in one statement whose
        # result nobody reads (the rowid never comes back to the client), so a batch of them
        # goes in one round trip (PGConnection.defer).
        self._check_vec(text_vec, "text vector")
        self._check_vec(view_vec, "view vector")
        search = view_vec if view_vec is not None else text_vec
        self._pg.defer(
            f"WITH r AS (INSERT INTO records ({RECORD_COLUMNS}) VALUES ({', '.join(['%s'] * RECORD_FIELDS)}) "
            "RETURNING rowid) INSERT INTO vectors (record_rowid, tenant, user_id, text_vec, view_vec, search_vec, "
            "indexed) SELECT rowid, %s, %s, %s, %s, %s, %s FROM r",
            (*record_values(record), record.scope.tenant, record.scope.user_id, _vec(text_vec), _vec(view_vec),
             _vec(search), self.is_large((record.scope.tenant, record.scope.user_id))))
        base = self._base_of(like, record.scope) if like else None
        self._audit(record.scope, record.id, action, actor, record.time, record.to_dict(), details, base=base)
        self.index_ops.append(IndexOp(record.id, record.scope, record.role, text_vec, view_vec,
                                      record.text, record.view))

    def _append(self, sql: str, params: tuple[Any, ...]) -> None:
        self._pg.defer(to_postgres(sql), params)

    def insert_vectors(self, rowid: int, text_vec: np.ndarray | None, view_vec: np.ndarray | None) -> None:
        search = view_vec if view_vec is not None else text_vec
        self._pg.run(
            "INSERT INTO vectors (record_rowid, tenant, user_id, text_vec, view_vec, search_vec) "
            "SELECT %s, tenant, user_id, %s, %s, %s FROM records WHERE rowid = %s",
            (rowid, _vec(text_vec), _vec(view_vec), _vec(search), rowid))

    def index_large_scopes(self) -> None:
        """At COMMIT: a large scope's vectors not yet in the HNSW index go in, oldest first, as
        many as this transaction wrote to the scope and at least ``INDEX_BATCH``. A scope
        crossing ``exact_below`` has that many earlier vectors waiting; inserting them all in
        the crossing commit would stall that one small write for seconds (HNSW insertion runs
        at a few hundred rows a second here), so later commits of the scope take a share; a
        large import pays for its own rows, as any write does. Until then search scans the
        waiting ones exactly (PostgresStore.dense_search): results are never missing any.
        ``defer_index`` (a bulk load: the index is built afterwards) skips this."""
        if self.defer_index:
            return
        written: dict[UserKey, int] = {}
        for op in self.index_ops:
            user = (op.scope.tenant, op.scope.user_id)
            written[user] = written.get(user, 0) + 1
        for user in sorted(set(written) | self.touched):
            self._large.pop(user, None)  # counted afresh: this transaction may have crossed it
            if self.is_large(user):
                moved = self._pg.run(
                    "UPDATE vectors SET indexed = true WHERE tenant = %s AND user_id = %s AND record_rowid IN (SELECT "
                    "record_rowid FROM vectors WHERE tenant = %s AND user_id = %s AND NOT indexed ORDER BY record_rowid "
                    "LIMIT %s)", (*user, *user, max(INDEX_BATCH, written.get(user, 0)))).rowcount
                self.reindexed = self.reindexed or moved > 0

    def set_vectors(self, rowid: int, text_vec: np.ndarray | None, view_vec: np.ndarray | None) -> None:
        search = view_vec if view_vec is not None else text_vec
        self._pg.run("UPDATE vectors SET text_vec = %s, view_vec = %s, search_vec = %s WHERE record_rowid = %s",
                               (_vec(text_vec), _vec(view_vec), _vec(search), rowid))

    def set_view_vector(self, rowid: int, view_vec: np.ndarray) -> None:
        self._pg.run("UPDATE vectors SET view_vec = %s, search_vec = %s WHERE record_rowid = %s",
                               (_vec(view_vec), _vec(view_vec), rowid))

    def read_vectors(self, rowid: int) -> tuple[np.ndarray | None, np.ndarray | None]:
        row = self._pg.run("SELECT text_vec, view_vec FROM vectors WHERE record_rowid = %s", (rowid,)).fetchone()
        return _vec(row[0]), _vec(row[1])
