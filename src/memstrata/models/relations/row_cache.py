"""Model outputs kept per judged pair, shared by every classifier of a process.

A memory server opens many scopes and replayed streams meet the same candidate pairs again, so
each relation model keeps its output rows keyed by its file's sha256 and the pair's dated
texts; the least recently used row goes first past the size limit. Safe across threads.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable

import numpy as np


class RowCache:
    def __init__(self, size: int):
        self.size = size
        self._rows: OrderedDict[Hashable, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def fill(self, keys: list[Hashable], out: np.ndarray) -> list[int]:
        """Copy the cached rows of ``keys`` into ``out``; the indices of the keys not cached."""
        missing = []
        with self._lock:
            for i, key in enumerate(keys):
                row = self._rows.get(key)
                if row is None:
                    missing.append(i)
                else:
                    out[i] = row
                    self._rows.move_to_end(key)
        return missing

    def store(self, keys: list[Hashable], out: np.ndarray, indices: list[int]) -> None:
        with self._lock:
            for i in indices:
                self._rows[keys[i]] = out[i].copy()
            while len(self._rows) > self.size:
                self._rows.popitem(last=False)
