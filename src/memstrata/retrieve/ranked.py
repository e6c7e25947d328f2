"""``RankedRetriever``: one round of dense + BM25 over read views, fused (``retrieve.ranking``).

The retriever of every policy whose memories are flat records (append, mem0-style, ROAM,
EverMemOS): rank, then return each distinct view once, the best-ranked copy.
"""

from __future__ import annotations

from memstrata.models.embed.base import Embedder
from memstrata.retrieve.base import Retriever, SearchConfig, SearchRequest
from memstrata.retrieve.ranking import rank
from memstrata.store.base import Store
from memstrata.timeutil import local_date
from memstrata.types import Record, SearchResult


class RankedRetriever(Retriever):
    name = "ranked"

    def __init__(self, config: SearchConfig | None = None):
        self.config = config or SearchConfig()

    def search(self, store: Store, embedder: Embedder, request: SearchRequest) -> list[SearchResult]:
        signals = self.config.for_mode(request.mode).signals
        mode = "hybrid" if {"dense", "bm25"} <= set(signals) else "dense" if "dense" in signals else "bm25"
        fetch = request.limit
        while True:
            ranked = rank(store, embedder, request.scope, request.query, fetch, roles=request.roles, mode=mode,
                          only=request.only)
            scores = dict(ranked)
            results, seen = [], set()
            for record in store.get_many(request.scope, [rid for rid, _ in ranked]):
                if record.view not in seen:
                    seen.add(record.view)
                    results.append(result_of(record, scores[record.id]))
            if len(results) >= request.limit or len(ranked) < fetch:
                return results[:request.limit]
            fetch *= 2  # duplicates took places: look further down


def result_of(record: Record, score: float, *, text: str | None = None, sources: list[str] | None = None) -> SearchResult:
    """A search result for ``record``; ``text``/``sources`` when a retriever shows less of
    it than its whole view (EMIR2's slimmed states)."""
    view = record.view if text is None else text
    return SearchResult(id=record.id, text=record.text if text is None else text, view=view, score=score,
                        sources=list(record.sources if sources is None else sources), time=record.time,
                        role=record.role, kind=record.kind, valid_at=record.valid_at, scope=record.scope,
                        date=local_date(record.time, record.attrs.get("utc_offset")))
