"""A sentence-transformers model by name, for users with the library and a hub connection."""

from __future__ import annotations

import numpy as np

from memstrata.errors import ModelNotAvailableError
from memstrata.models.embed.base import Embedder


class SentenceTransformerEmbedder(Embedder):
    def __init__(self, model: str = "sentence-transformers/all-MiniLM-L6-v2"):
        super().__init__()
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise ModelNotAvailableError("provider 'sentence-transformers' needs: pip install sentence-transformers") from exc
        self._model = SentenceTransformer(model)
        self.name = model.split("/")[-1]
        self.dim = int(self._model.get_sentence_embedding_dimension())

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self._model.encode(texts, batch_size=self.batch_size), dtype=np.float32)
