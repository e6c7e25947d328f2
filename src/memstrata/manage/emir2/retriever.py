"""EMIR2's read side: multi-round retrieval over its graph, then units a reader can use.

Offline (no LLM) the rounds are ``rounds.OfflineRounds``; with a ``controller`` LLM they are
``controller.llm_rounds.LlmRounds`` (the model assesses, probes, picks anchors and reranks).
``SearchConfig.rounds == 1`` is the ``emir2-single-round`` ablation. The final units are the
best ``final`` (16) candidates: events as said, an event whose fact was replaced represented
by its state (current value first), a retracted one marked so, and states slimmed to the
question (``slim``); no statement twice. ``request.trace`` says what the rounds did.
"""

from __future__ import annotations

from memstrata.manage.emir2.controller.llm_rounds import LlmRounds
from memstrata.manage.emir2.graph import EVIDENCE, UNIT_KINDS
from memstrata.manage.emir2.rounds import Candidate, OfflineRounds
from memstrata.manage.emir2.slim import outdated_by, slim_state
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.retrieve.base import Retriever, SearchConfig, SearchRequest
from memstrata.retrieve.ranked import result_of
from memstrata.store.base import Store
from memstrata.types import SearchResult


class Emir2Retriever(Retriever):
    name = "emir2-rounds"

    def __init__(self, config: SearchConfig, controller: LLM | None = None):
        self.config, self.controller = config, controller

    def describe(self) -> dict:
        controller = f"llm:{self.controller.name}" if self.controller else "offline"
        return {**super().describe(), "controller": controller}

    def search(self, store: Store, embedder: Embedder, request: SearchRequest) -> list[SearchResult]:
        kinds = tuple(k for k in UNIT_KINDS if k in (self.config.kinds or UNIT_KINDS))
        units = store.filtered_ids(request.scope, roles=request.roles, kinds=kinds)
        if "pending" in request.roles:  # raw turns whose extraction failed stay searchable, whatever their kind
            have = set(units)
            units += [u for u in store.filtered_ids(request.scope, roles=("pending",)) if u not in have]
        if request.only is not None:
            allowed = set(request.only)
            units = [u for u in units if u in allowed]
        if not units:
            return []
        config = self.config.for_mode(request.mode)
        args = (store, embedder, request.scope, request.query, units, request.roles, config)
        loop = LlmRounds(*args, llm=self.controller) if self.controller else OfflineRounds(*args)
        ranked = loop.run()
        n = min(request.limit, config.final or request.limit)
        request.trace.update(loop.trace.to_dict(), after_round_1=[c.id for c in ranked[:n] if c.round > 1])
        return self._units(store, embedder, request, ranked, n)

    def _units(self, store: Store, embedder: Embedder, request: SearchRequest, ranked: list[Candidate],
               n: int) -> list[SearchResult]:
        records = {r.id: r for r in store.get_many(request.scope, [c.id for c in ranked])}
        evidence = store.neighbors(request.scope, [c.id for c in ranked if c.id in records
                                                   and records[c.id].kind == "event"], (EVIDENCE,))
        state_ids = list(dict.fromkeys(e.dst for e in evidence))
        states = {r.id: r for r in store.get_many(request.scope, state_ids)}
        states_of: dict[str, list] = {}
        for e in evidence:
            if e.dst in states:
                states_of.setdefault(e.src, []).append(states[e.dst])
        query_vec = embedder.embed_one(request.query)
        out: list[SearchResult] = []
        shown: set[str] = set()  # statements already in the results: texts of events and of state facts
        for cand in ranked:
            record = records.get(cand.id)
            if record is None:
                continue
            must: list[str] = []
            if record.kind == "event":
                outdated = outdated_by(record, states_of.get(record.id, []))
                if outdated is not None and outdated[1] is not None:
                    # What the event stated was replaced: its state stands in for it, current
                    # value first (conflict-aware reading), unless that value is already shown.
                    record, must = outdated[0], [outdated[1]]
                elif outdated is not None:  # retracted
                    result = result_of(record, _score(cand), text=f"{record.view} (no longer holds)")
                    shown.add(record.text)
                    out.append(result)
                    if len(out) >= n:
                        break
                    continue
            if record.kind == "state":
                slimmed = slim_state(record, request.query, query_vec, embedder, shown, must)
                if slimmed is None or (must and all(t in shown for t in slimmed[2])):
                    continue
                result = result_of(record, _score(cand), text=slimmed[0], sources=slimmed[1])
                shown.update(slimmed[2])
            else:
                if record.text in shown:
                    continue
                result = result_of(record, _score(cand))
                shown.add(record.text)
            out.append(result)
            if len(out) >= n:
                break
        return out


def _score(cand: Candidate) -> float:
    """The controller's rerank score when it ran (the order is by it), else the offline score."""
    return cand.controller_score if cand.controller_score is not None else cand.score
