"""Dense, BM25 and hybrid ranking over one scope.

Hybrid fuses the dense and BM25 rankings with reciprocal rank fusion (RRF): it needs no
score calibration between the two, and it lets an exact name or number that the embedding
blurs still pull its record up. Scores are therefore RRF scores in hybrid mode, cosine
similarities in dense mode and BM25 scores in bm25 mode.
"""

from __future__ import annotations

from memstrata.errors import InvalidInputError
from memstrata.models.embed.base import Embedder
from memstrata.store.base import Store, VectorField
from memstrata.types import Scope

SEARCH_MODES = ("hybrid", "dense", "bm25")
RRF_K = 60


def rank(store: Store, embedder: Embedder, scope: Scope, query: str, k: int, *,
         roles: tuple[str, ...], mode: str = "hybrid", field: VectorField = "view") -> list[tuple[str, float]]:
    """Records of ``roles`` ranked for ``query`` by their read views (answer time) or by
    their atomic texts (``field="text"``: management time)."""
    if mode not in SEARCH_MODES:
        raise InvalidInputError(f"unknown search mode {mode!r}; valid modes: {', '.join(SEARCH_MODES)}")
    if mode == "bm25":
        return store.bm25_search(scope, query, k, roles=roles, field=field)
    dense = store.dense_search(scope, embedder.embed_one(query), k if mode == "dense" else max(k * 3, 30),
                               roles=roles, field=field)
    if mode == "dense":
        return dense
    lexical = store.bm25_search(scope, query, max(k * 3, 30), roles=roles, field=field)
    return reciprocal_rank_fusion([dense, lexical])[:k]


def reciprocal_rank_fusion(rankings: list[list[tuple[str, float]]], k: int = RRF_K) -> list[tuple[str, float]]:
    """Fused scores, best first. Ties (common: one item first in one list, another first in
    the other) go to the item seen earliest, the earlier list first, so results are
    reproducible whatever the record ids are."""
    fused: dict[str, float] = {}
    first_seen: dict[str, tuple[int, int]] = {}
    for list_no, ranking in enumerate(rankings):
        for position, (key, _score) in enumerate(ranking):
            fused[key] = fused.get(key, 0.0) + 1.0 / (k + position + 1)
            first_seen[key] = min(first_seen.get(key, (position, list_no)), (position, list_no))
    return sorted(fused.items(), key=lambda kv: (-kv[1], first_seen[kv[0]]))
