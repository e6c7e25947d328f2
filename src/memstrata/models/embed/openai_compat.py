"""Embeddings from any OpenAI-compatible ``/embeddings`` endpoint (OpenAI, vLLM, Ollama...)."""

from __future__ import annotations

import numpy as np

from memstrata.errors import BackendError
from memstrata.models.embed.base import Embedder


class OpenAICompatEmbedder(Embedder):
    def __init__(self, model: str, base_url: str = "https://api.openai.com/v1", api_key: str | None = None,
                 dim: int | None = None, timeout_s: float = 60.0):
        super().__init__()
        import httpx

        self.name = model
        self._client = httpx.Client(base_url=base_url.rstrip("/"), timeout=timeout_s,
                                    headers={"Authorization": f"Bearer {api_key}"} if api_key else {})
        self.dim = dim or len(self._embed_batch(["dimension probe"])[0])

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        resp = self._client.post("/embeddings", json={"model": self.name, "input": texts})
        if resp.status_code != 200:
            raise BackendError(f"embeddings endpoint returned {resp.status_code}: {resp.text[:300]}")
        data = sorted(resp.json()["data"], key=lambda d: d["index"])
        return np.array([d["embedding"] for d in data], dtype=np.float32)
