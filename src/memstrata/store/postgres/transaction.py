"""One atomic unit of writes on the PostgreSQL store: the shared SQL write path
(``SQLiteTransaction``, run through ``PGConnection``) with the vectors in pgvector columns."""

from __future__ import annotations

from typing import Any

import numpy as np

from memstrata.store.postgres.connection import PGConnection
from memstrata.store.sqlite_audit import SnapshotReader
from memstrata.store.sqlite_rows import blob_to_vec
from memstrata.store.sqlite_transaction import SQLiteTransaction
from memstrata.types import Scope


def _vec(value: Any) -> np.ndarray | None:
    return blob_to_vec(value)


class PGTransaction(SQLiteTransaction):
    """``touched``: the users whose records this transaction changed (their ``scope_versions``
    are bumped before COMMIT, so other processes drop their cached lexical statistics)."""

    def __init__(self, conn: PGConnection, dim: int, snapshots: SnapshotReader | None = None):
        super().__init__(conn, dim, snapshots)  # type: ignore[arg-type]  # the shared SQL, through the adapter
        self._pg = conn
        self.touched: set[str] = set()

    def touch(self, scope: Scope) -> None:
        self.touched.add(scope.user_id)

    def insert_vectors(self, rowid: int, text_vec: np.ndarray | None, view_vec: np.ndarray | None) -> None:
        search = view_vec if view_vec is not None else text_vec
        self._pg.raw.execute(
            "INSERT INTO vectors (record_rowid, user_id, text_vec, view_vec, search_vec) "
            "SELECT %s, user_id, %s, %s, %s FROM records WHERE rowid = %s",
            (rowid, _vec(text_vec), _vec(view_vec), _vec(search), rowid))

    def set_vectors(self, rowid: int, text_vec: np.ndarray | None, view_vec: np.ndarray | None) -> None:
        search = view_vec if view_vec is not None else text_vec
        self._pg.raw.execute("UPDATE vectors SET text_vec = %s, view_vec = %s, search_vec = %s WHERE record_rowid = %s",
                               (_vec(text_vec), _vec(view_vec), _vec(search), rowid))

    def set_view_vector(self, rowid: int, view_vec: np.ndarray) -> None:
        self._pg.raw.execute("UPDATE vectors SET view_vec = %s, search_vec = %s WHERE record_rowid = %s",
                               (_vec(view_vec), _vec(view_vec), rowid))

    def read_vectors(self, rowid: int) -> tuple[np.ndarray | None, np.ndarray | None]:
        row = self._pg.raw.execute("SELECT text_vec, view_vec FROM vectors WHERE record_rowid = %s", (rowid,)).fetchone()
        return _vec(row[0]), _vec(row[1])
