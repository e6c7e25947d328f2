"""An embedder that embeds texts with their owner's mentions taken out (``memstrata.owner``).

``Memory`` hands one to the policy and the retriever of each call, bound to the scope's
owner, so a record's stored vectors and the query vector of a search are both computed from
neutral text: similarity then reflects what a text says, not whether it names the user.
The texts themselves, and everything shown or stored besides vectors, are unchanged.
"""

from __future__ import annotations

import numpy as np

from memstrata.models.embed.base import Embedder
from memstrata.owner import OwnerNames


class OwnerNeutralEmbedder(Embedder):
    def __init__(self, inner: Embedder, owner: OwnerNames):
        # No cache of its own: the inner embedder caches by the neutral text.
        self.inner, self.owner = inner, owner
        self.name, self.dim, self.batch_size = inner.name, inner.dim, inner.batch_size

    def embed(self, texts: list[str]) -> np.ndarray:
        return self.inner.embed([self.owner.neutral(t) for t in texts])

    def embed_query(self, text: str) -> np.ndarray:
        return self.inner.embed_query(self.owner.neutral(text))

    def neutral(self, text: str) -> str:
        """The text the lexical signal should rank with (the owner's mentions match every record)."""
        return self.owner.neutral(text)

    def _embed_batch(self, texts: list[str]) -> np.ndarray:  # never reached: embed is overridden
        return self.inner._embed_batch(texts)
