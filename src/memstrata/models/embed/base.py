"""The embedder protocol: texts in, unit-length float32 vectors out, batched and cached."""

from __future__ import annotations

import hashlib
import threading
from abc import ABC, abstractmethod
from collections import OrderedDict

import numpy as np

from memstrata.errors import BackendError, MemstrataError


class Embedder(ABC):
    """Subclasses implement ``_embed_batch``; this class adds batching, normalisation and a
    cache keyed by the hash of each text (repeated texts are common in memory streams)."""

    name: str
    dim: int
    batch_size: int = 64
    cache_size: int = 50_000

    def __init__(self) -> None:
        self._cache: OrderedDict[bytes, np.ndarray] = OrderedDict()
        self._cache_lock = threading.Lock()

    @abstractmethod
    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        """Vectors for ``texts`` (any norm), shape (len(texts), dim)."""

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        keys = [hashlib.blake2b(t.encode("utf-8"), digest_size=16).digest() for t in texts]
        missing: dict[bytes, list[int]] = {}
        with self._cache_lock:
            for i, key in enumerate(keys):
                hit = self._cache.get(key)
                if hit is not None:
                    out[i] = hit
                    self._cache.move_to_end(key)
                else:
                    missing.setdefault(key, []).append(i)
        missing_keys = list(missing)
        todo = [texts[missing[key][0]] for key in missing_keys]
        for start in range(0, len(todo), self.batch_size):
            chunk = todo[start:start + self.batch_size]
            vecs = self._checked_batch(chunk)
            vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
            chunk_keys = missing_keys[start:start + self.batch_size]
            with self._cache_lock:
                for key, vec in zip(chunk_keys, vecs):
                    for row in missing[key]:
                        out[row] = vec
                    self._cache[key] = vec
                while len(self._cache) > self.cache_size:
                    self._cache.popitem(last=False)
        return out

    def embed_one(self, text: str) -> np.ndarray:
        return self.embed([text])[0]

    def embed_query(self, text: str) -> np.ndarray:
        """The vector a question is searched with: its own by default; an embedder with a
        question encoder (``models.embed.query_encoder``) overrides this."""
        return self.embed_one(text)

    def _checked_batch(self, texts: list[str]) -> np.ndarray:
        """The backend's vectors, or BackendError: whatever a model runtime or endpoint raises,
        and vectors of the wrong shape or not finite (they would poison every search)."""
        try:
            vecs = np.array(self._embed_batch(texts), dtype=np.float32)
        except MemstrataError:
            raise
        except Exception as exc:
            raise BackendError(f"embedder {self.name} failed: {type(exc).__name__}: {exc}") from exc
        if vecs.shape != (len(texts), self.dim):
            raise BackendError(f"embedder {self.name} returned vectors of shape {vecs.shape}; "
                               f"expected ({len(texts)}, {self.dim})")
        if not np.isfinite(vecs).all():
            raise BackendError(f"embedder {self.name} returned a vector that is not finite")
        return vecs
