"""In-memory vector indexes over one scope's records.

The default is exact search: a float32 matrix of unit vectors and one matrix-vector
product per query (about 7 ms for 100k x 384 on two cores). ``VectorIndex`` is the seam for
an approximate index (e.g. HNSW via ``usearch``) for very large scopes: a store only calls
``upsert``, ``remove`` and ``search``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection

import numpy as np


class VectorIndex(ABC):
    @abstractmethod
    def upsert(self, key: str, vector: np.ndarray) -> None: ...

    @abstractmethod
    def remove(self, key: str) -> None: ...

    @abstractmethod
    def search(self, query: np.ndarray, k: int, only: Collection[str] | None = None) -> list[tuple[str, float]]:
        """The ``k`` keys (of ``only``, when given) with the highest cosine similarity to
        ``query``, best first."""

    @abstractmethod
    def __len__(self) -> int: ...


class ExactIndex(VectorIndex):
    """Brute-force cosine search. Rows are appended in place (capacity doubles) and removed
    by tombstoning, so a manager that demotes records does not force a rebuild."""

    def __init__(self, dim: int, keys: list[str] | None = None, matrix: np.ndarray | None = None):
        self.dim = dim
        n = len(keys or [])
        cap = max(16, n)
        self._matrix = np.zeros((cap, dim), dtype=np.float32)
        self._alive = np.zeros(cap, dtype=bool)
        self._keys: list[str | None] = []
        self._pos: dict[str, int] = {}
        if n:
            self._matrix[:n] = matrix
            self._alive[:n] = True
            self._keys = list(keys or [])
            self._pos = {k: i for i, k in enumerate(keys or [])}

    def __len__(self) -> int:
        return len(self._pos)

    def upsert(self, key: str, vector: np.ndarray) -> None:
        row = self._pos.get(key)
        if row is None:
            row = len(self._keys)
            if row == self._matrix.shape[0]:
                self._grow()
            self._keys.append(key)
            self._pos[key] = row
        self._matrix[row] = vector
        self._alive[row] = True

    def remove(self, key: str) -> None:
        row = self._pos.pop(key, None)
        if row is not None:
            self._alive[row] = False
            self._keys[row] = None

    def search(self, query: np.ndarray, k: int, only: Collection[str] | None = None) -> list[tuple[str, float]]:
        n = len(self._keys)
        if n == 0 or k <= 0:
            return []
        if only is not None:  # a filtered search returns just the rows it may return
            pos = self._pos
            rows = np.fromiter((pos[key] for key in only if key in pos), dtype=np.int64)
            if rows.size == 0:
                return []
            if rows.size * 4 < n:  # a small subset: score only its rows
                rows.sort()
                scores = self._matrix[rows] @ query.astype(np.float32, copy=False)
            else:  # a large one: one product over the whole matrix is cheaper than gathering rows
                scores = (self._matrix[:n] @ query.astype(np.float32, copy=False))[rows]
            k = min(k, rows.size)
            top = np.argpartition(-scores, k - 1)[:k] if k < rows.size else np.arange(rows.size)
            top = top[np.lexsort((rows[top], -scores[top]))]
            return [(self._keys[rows[i]], float(scores[i])) for i in top]  # type: ignore[misc]
        scores = self._matrix[:n] @ query.astype(np.float32, copy=False)
        scores[~self._alive[:n]] = -np.inf
        k = min(k, len(self._pos))
        if k == 0:
            return []
        top = np.argpartition(-scores, k - 1)[:k] if k < n else np.arange(n)
        top = top[np.argsort(-scores[top], kind="stable")]
        return [(self._keys[i], float(scores[i])) for i in top if self._alive[i]][:k]  # type: ignore[misc]

    def _grow(self) -> None:
        cap = self._matrix.shape[0] * 2
        matrix = np.zeros((cap, self.dim), dtype=np.float32)
        matrix[: self._matrix.shape[0]] = self._matrix
        alive = np.zeros(cap, dtype=bool)
        alive[: self._alive.shape[0]] = self._alive
        self._matrix, self._alive = matrix, alive
