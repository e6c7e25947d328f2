"""Uni-Mem's read side: a retrieval event, in which the agent searches until it has what the
question needs (at most k searches), then hands over everything it found.

The units are the event's search results, deduplicated, in the order they were found: that
order decides what survives a token budget. ``score`` is rank-based, ``1 / (1 + rank)`` (the
first found 1.0, the second 0.5, ...): the agent ranks by finding, not by a similarity a
reader could compare across queries. A context shows the surviving units in time order with
their dates (``context_order = "time"``), as the paper's answerer reads them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memstrata.manage.base import ManagerContext
from memstrata.manage.unimem import prompts
from memstrata.manage.unimem.agent import RETRIEVAL
from memstrata.manage.unimem.bank import Bank
from memstrata.memory_tools import RETRIEVAL_TOOLS, MemoryTools
from memstrata.models.embed.base import Embedder
from memstrata.retrieve.base import Retriever, SearchConfig, SearchRequest
from memstrata.retrieve.ranked import result_of
from memstrata.store.base import Store
from memstrata.types import SearchResult

if TYPE_CHECKING:
    from memstrata.manage.unimem.manager import UnimemManager


class UnimemRetriever(Retriever):
    name = "unimem-agent"
    context_order = "time"

    def __init__(self, manager: UnimemManager):
        self.manager = manager
        # What the agent's searches are: one round each of dense + BM25; k of them at most.
        self.config = SearchConfig(signals=("dense", "bm25"), rounds=manager.retrieval.max_searches,
                                   candidates=manager.limits.search_limit)

    def search(self, store: Store, embedder: Embedder, request: SearchRequest) -> list[SearchResult]:
        ctx = ManagerContext(store, embedder, request.scope, actor="agent")
        bank = Bank(ctx, self.manager.name, event="", roles=request.roles)
        tools = MemoryTools(bank, RETRIEVAL_TOOLS, self.manager.limits)
        event = self.manager.loop(self.manager.retrieval).run(
            RETRIEVAL, prompts.SYSTEM, prompts.retrieval_input(request.query, request.asked_at), tools, bank)
        self.manager.events.append(event)
        allowed = None if request.only is None else set(request.only)
        ids = [h["id"] for h in event.found if allowed is None or h["id"] in allowed]
        records = {r.id: r for r in store.get_many(request.scope, ids) if r.role in request.roles}
        kept = [records[i] for i in ids if i in records][: request.limit]
        request.trace.update({k: v for k, v in event.summary().items() if k != "found"},
                             found=[h["id"] for h in event.found])
        return [result_of(r, 1.0 / (1 + rank)) for rank, r in enumerate(kept)]
