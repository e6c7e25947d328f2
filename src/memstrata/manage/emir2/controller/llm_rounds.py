"""EMIR2's multi-round retrieval with an LLM controller (paper 4.2, appendix B).

The order of a question:

1. intent (``intent``), then the offline rounds' initial multi-signal retrieval (round 1);
2. the decomposition gate (``decompose``); when it says yes, subproblem planning
   (``subproblems``) from the first candidates, and each subproblem is searched (still round 1):
   its query, its must-terms and entities by BM25, and its time range;
3. each later round r (2..R_max): the assessment of the root and the active subproblems
   (``assess``); when the root and every required subproblem are sufficient, retrieval stops.
   Otherwise the insufficient targets' follow-up probes are searched (a probe equal to one issued
   before, ignoring case and spacing, never is again) and the graph is expanded from the anchors
   the anchor step picks (``anchors``, at most 5; shown the pool as the probes left it, and
   asked only when some shown candidate has a graph action that reaches a unit not yet found)
   along the edges the assessment's actions name for them (all edges when it names none for an
   anchor); the assessment's action refs fill the anchor slots left. A round that finds nothing
   new and had no new probe to issue ends the loop: the next assessment would see the same
   evidence and history;
4. the final rerank (``rerank``) of the kept candidates: its score orders them, ties broken by
   the offline score.

What the model sees each round (the kept pool, ``pool``): the candidates the assessments cited,
then the rest by the stronger of their relevance to the question and the score of the probe or
anchor that found them, at most ``config.candidates``. Relevance alone (the offline order) would
hide from the model the very units a targeted probe found for a gap, since they are often not
about the question's own words.

A step whose reply is still invalid after one retry (``structured(retries=1)``) ends the
question: the evidence found so far ranked offline (``OfflineRounds.top``), with
``trace.controller_failed`` and the failing step. Other backend errors (the server is down, a
replay has no recording) are raised: they mean the setup is wrong, not that the model erred.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np
from pydantic import BaseModel

from memstrata.errors import StructuredOutputError
from memstrata.manage.emir2.controller.anchors import MAX_ANCHORS, AnchorChoice, anchor_messages
from memstrata.manage.emir2.controller.assess import ROOT, Assessment, assess_messages, overall_sufficient
from memstrata.manage.emir2.controller.common import CandidateView, clean_list, normalize_query
from memstrata.manage.emir2.controller.decompose import DecompositionDecision, decompose_messages
from memstrata.manage.emir2.controller.intent import Intent, intent_messages
from memstrata.manage.emir2.controller.rerank import Rerank, rerank_messages, rerank_schema
from memstrata.manage.emir2.controller.subproblems import Subproblem, SubproblemPlan, subproblem_messages
from memstrata.manage.emir2.graph import IN_CHAIN, STATE_OF, emir2_attrs
from memstrata.manage.emir2.rounds import AS_QUESTION, Candidate, OfflineRounds, RoundsTrace
from memstrata.manage.emir2.slim import slim_state
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM, Message
from memstrata.models.llm.structured import structured
from memstrata.retrieve.base import SearchConfig
from memstrata.retrieve.ranking import rank
from memstrata.store.base import Store
from memstrata.types import Record, Scope

T = TypeVar("T", bound=BaseModel)
CHAIN_STATE = "CHAIN_STATE"  # the action along IN_CHAIN then STATE_OF: an event's topic state
MAX_ENTITIES_SHOWN = 8


class StepFailed(Exception):
    def __init__(self, step: str, error: str):
        super().__init__(f"{step}: {error}")
        self.step, self.error = step, error


@dataclass
class ControllerTrace(RoundsTrace):
    controller: str = "llm"
    intent: dict[str, Any] | None = None
    decomposed: bool = False
    subproblems: list[dict[str, Any]] = field(default_factory=list)
    assessments: list[dict[str, Any]] = field(default_factory=list)  # one summary per assessed round
    skipped_probes: list[str] = field(default_factory=list)  # proposed again after being issued
    found: list[int] = field(default_factory=list)  # candidates after each retrieval round
    calls: int = 0  # LLM calls, retries included
    calls_by_step: dict[str, int] = field(default_factory=dict)
    reranked: bool = False
    controller_failed: bool = False
    failure: dict[str, str] | None = None  # {"step", "error"} when controller_failed


class LlmRounds(OfflineRounds):
    def __init__(self, store: Store, embedder: Embedder, scope: Scope, query: str, units: Collection[str],
                 roles: tuple[str, ...], config: SearchConfig, llm: LLM):
        super().__init__(store, embedder, scope, query, units, roles, config)
        self.llm = llm
        self.trace: ControllerTrace = ControllerTrace(controller=f"llm:{llm.name}")
        self.intent: dict[str, Any] = {}
        self.subproblems: list[Subproblem] = []
        self._refs: dict[str, str] = {}  # candidate id -> short ref, stable for the question
        self._ref_ids: dict[str, str] = {}  # and back
        self._pinned: dict[str, None] = {}  # ids the assessments cited, in order (kept in the pool)
        self._issued: set[str] = {normalize_query(query)}
        self._initial_done = False
        self._query_vec: np.ndarray | None = None  # the question, embedded once for slimming states

    # ----- the loop -----------------------------------------------------------------------
    def run(self) -> list[Candidate]:
        try:
            return self._control()
        except StepFailed as exc:
            self.trace.controller_failed = True
            self.trace.failure = {"step": exc.step, "error": exc.error}
            self.trace.stopped = f"controller failed at {exc.step}"
            if not self._initial_done:  # the intent failed: the question still gets round 1
                self._initial()
            return self.top()

    def _control(self) -> list[Candidate]:
        intent = self._ask("intent", intent_messages(self.query), Intent)
        self.intent = self.trace.intent = intent.model_dump()
        self._initial()
        gate = self._ask("decompose", decompose_messages(self.query, self.intent), DecompositionDecision)
        self.trace.decomposed = gate.needs_decomposition
        if gate.needs_decomposition:
            views = self._views(self.pool(), with_actions=False)
            plan = self._ask("subproblems", subproblem_messages(self.query, self.intent, views), SubproblemPlan,
                             context={"root": self.query})
            self.subproblems = plan.subproblems
            self.trace.subproblems = [s.model_dump() for s in plan.subproblems]
            self._search_subproblems()
        self.trace.found.append(len(self.candidates))
        self._rounds()
        return self._rerank()

    def _rounds(self) -> None:
        rounds = self.config.rounds
        self.trace.stopped = f"R_max ({rounds})" if rounds > 1 else "single round"
        resolved: set[str] = set()  # subproblems judged sufficient: no longer assessed
        for r in range(2, rounds + 1):
            views = self._views(self.pool(), with_actions=True)
            ids = {v.ref: self._ref_ids[v.ref] for v in views}
            targets = self._targets(resolved)
            actions = {a for v in views for a in v.actions}
            history = {"probes_issued": list(self.trace.probes), "probes_that_found_nothing": list(self.trace.failed_probes),
                       "rounds_done": r - 1}
            assessment = self._ask("assess", assess_messages(self.query, self.intent, targets, views, history),
                                   Assessment, context={"targets": [t["id"] for t in targets], "refs": set(ids),
                                                        "actions": actions})
            required = [t["id"] for t in targets if t["id"] != ROOT and t["required"]]
            sufficient = overall_sufficient(assessment, required, resolved)
            for a in assessment.assessments:
                self._pinned.update(dict.fromkeys(ids[ref] for ref in a.supporting_result_refs))
                if a.target != ROOT and a.sufficient:
                    resolved.add(a.target)
            self.trace.assessments.append(_summary(r - 1, sufficient, assessment, ids))
            if sufficient:
                self.trace.stopped = "sufficient"
                return
            open_targets = [a for a in assessment.assessments if not a.sufficient]
            new: dict[str, Candidate] = {}
            issued_now = self._follow_up(open_targets, r, new)
            self.score_new(new)
            # The anchor step sees the pool as the probes left it: a unit a probe just found
            # may be the bridge to expand from.
            views = self._views(self.pool(), with_actions=True) if new else views
            if self.config.expansion is not None and any(v.actions for v in views):
                missing = clean_list([f for a in open_targets for f in a.missing_facets])
                choice = self._ask("anchors", anchor_messages(self.query, self.intent, r, missing,
                                                              list(self.trace.failed_probes), views),
                                   AnchorChoice, context={"refs": {v.ref for v in views}})
                self._expand_from(choice.source_refs, [x for a in open_targets for x in a.action_ids], r, new)
                self.score_new(new)
            if not new and not issued_now:  # a round that searched nothing is not counted
                self.trace.stopped = "no new evidence and no new probe"
                return
            self.trace.rounds = r
            self.trace.found.append(len(self.candidates))

    def _follow_up(self, open_targets: list, r: int, new: dict[str, Candidate]) -> int:
        """Search each open target's probe unless it was issued before; how many were issued."""
        issued = 0
        for a in open_targets:
            probe = a.followup_probe
            if not probe:
                continue
            key = normalize_query(probe)
            if key in self._issued:
                self.trace.skipped_probes.append(probe)
                continue
            self._issued.add(key)
            self.trace.probes.append(probe)
            issued += 1
            if not self.probe_search(probe, 1.0, r, new):
                self.trace.failed_probes.append(probe)
        return issued

    def _expand_from(self, anchor_refs: list[str], action_ids: list[str], r: int, new: dict[str, Candidate]) -> None:
        """Expand the chosen anchors, then the refs the assessment's actions name, at most 5 in all;
        each along the edges its actions name, or along every edge when none names it."""
        assert self.config.expansion is not None
        limit = min(MAX_ANCHORS, self.config.expansion.max_anchors)
        named: dict[str, set[str]] = defaultdict(set)
        for action in action_ids:
            ref, _, name = action.partition(":")
            named[ref].add(name)
        sources = list(dict.fromkeys([*anchor_refs, *named]))[:limit]
        if not sources:
            return
        self.trace.anchors.append([self._ref_ids[ref] for ref in sources])
        by_types: dict[tuple[str, ...], dict[str, float]] = defaultdict(dict)
        for ref in sources:
            types = tuple(sorted({IN_CHAIN if n == CHAIN_STATE else n for n in named[ref]})) or self.expansion_edges()
            cand = self.candidates[self._ref_ids[ref]]
            by_types[types][cand.id] = _pool_key(cand)
        for types, score in by_types.items():
            self.expand(score, types, r, new)

    def _rerank(self) -> list[Candidate]:
        pool = self.pool()
        if not pool:
            return []
        views = self._views(pool, with_actions=False)
        refs = [v.ref for v in views]
        reply = self._ask("rerank", rerank_messages(self.query, self.intent, views), Rerank,
                          context={"refs": refs}, schema=rerank_schema(refs))
        scores = reply.by_ref()
        for cand, view in zip(pool, views):
            cand.controller_score = scores[view.ref]
        self.trace.reranked = True
        return sorted(pool, key=lambda c: (-(c.controller_score or 0.0), -c.score, c.round))

    # ----- what the model sees ------------------------------------------------------------
    def pool(self) -> list[Candidate]:
        """The kept candidates: those the assessments cited, then the rest by ``_pool_key``."""
        pinned = [self.candidates[i] for i in self._pinned if i in self.candidates]
        rest = sorted((c for c in self.candidates.values() if c.id not in self._pinned),
                      key=lambda c: (-_pool_key(c), -c.score, c.round))
        return (pinned + rest)[: self.config.candidates]

    def _targets(self, resolved: set[str]) -> list[dict[str, Any]]:
        targets: list[dict[str, Any]] = [{"id": ROOT, "question": self.query, "required": True}]
        for i, sub in enumerate(self.subproblems, start=1):
            sid = f"S{i}"
            if sid in resolved:
                continue
            target: dict[str, Any] = {"id": sid, "question": sub.query, "required": sub.required}
            if sub.info_types:
                target["info_types"] = sub.info_types
            if sub.time_constraint:
                target["time_constraint"] = sub.time_constraint.model_dump()
            targets.append(target)
        return targets

    def _views(self, pool: list[Candidate], *, with_actions: bool) -> list[CandidateView]:
        records = {r.id: r for r in self.store.get_many(self.scope, [c.id for c in pool])}
        actions = self._actions([c.id for c in pool]) if with_actions else {}
        views = []
        for cand in pool:
            record = records.get(cand.id)
            if record is None:
                continue
            ref = self._refs.setdefault(cand.id, f"R{len(self._refs) + 1}")
            self._ref_ids[ref] = cand.id
            meta = emir2_attrs(record.attrs)
            when = meta.get("event_time") or {}
            span = when.get("start")
            if span and when.get("end") and when["end"] != span:
                span = f"{span}..{when['end']}"
            views.append(CandidateView(
                ref=ref, kind=record.kind, text=self._text(record), date=record.time[:10] or None, event_time=span,
                entities=tuple(meta.get("mentions", [])[:MAX_ENTITIES_SHOWN]), found_by=cand.via,
                actions={f"{ref}:{name}": n for name, n in actions.get(cand.id, {}).items()}))
        return views

    def _text(self, record: Record) -> str:
        if record.kind != "state":
            return record.view
        if self._query_vec is None:
            self._query_vec = self.embedder.embed_one(self.query)
        slimmed = slim_state(record, self.query, self._query_vec, self.embedder)
        return slimmed[0] if slimmed else record.view

    def _actions(self, ids: list[str]) -> dict[str, dict[str, int]]:
        """For each candidate, the graph actions that reach units not yet found, with how many."""
        types = self.expansion_edges()
        if not types or not ids:
            return {}
        own = set(ids)
        reach: dict[tuple[str, str], set[str]] = defaultdict(set)
        heads: dict[str, set[str]] = defaultdict(set)
        for e in self.store.neighbors(self.scope, ids, types):
            for anchor, other in ((e.src, e.dst), (e.dst, e.src)):
                if anchor not in own:
                    continue
                if e.type == IN_CHAIN:
                    heads[other].add(anchor)
                else:
                    reach[(anchor, e.type)].add(other)
        assert self.config.expansion is not None
        if heads and STATE_OF in self.config.expansion.edge_types:
            for e in self.store.neighbors(self.scope, list(heads), (STATE_OF,)):
                for anchor in heads.get(e.dst, ()):
                    reach[(anchor, CHAIN_STATE)].add(e.src)
        out: dict[str, dict[str, int]] = defaultdict(dict)
        for (anchor, name), others in sorted(reach.items()):
            unseen = sum(1 for o in others if o in self.units and o not in self.candidates)
            if unseen:
                out[anchor][name] = unseen
        return out

    # ----- retrieval steps ----------------------------------------------------------------
    def _initial(self) -> None:
        self.initial()
        self._initial_done = True

    def _search_subproblems(self) -> None:
        """Each subproblem's query, its must-terms and entities (BM25), its time range (the
        units it spans, ranked by the query): candidates of round 1."""
        new: dict[str, Candidate] = {}
        n = max(1, self.config.candidates // 4)
        for sub in self.subproblems:
            self._issued.add(normalize_query(sub.query))
            via = f"sub:{sub.query}"
            self.probe_search(sub.query, 1.0, 1, new, via="sub")
            terms = clean_list([*sub.must_terms, *sub.entities])
            if terms and "bm25" in self.config.signals:
                hits = self.store.bm25_search(self.scope, " ".join(terms), n, roles=self.roles, only=self.units)
                self.found(hits, 1, via, new, link=1.0)
            span = sub.time_constraint
            if span is not None and "time" in self.config.signals:
                # "~" sorts after every digit and "T": an end of "2024-05" covers all of May.
                inside = self.overlapping(span.start or "0000", (span.end or "9999") + "~")
                if inside:
                    hits = rank(self.store, self.embedder, self.scope, sub.query, n, roles=self.roles, only=inside,
                                question=AS_QUESTION)
                    self.found(hits, 1, via, new, link=1.0)
        self.score_new(new)

    def _ask(self, step: str, messages: list[Message], model: type[T], context: dict[str, Any] | None = None,
             schema: dict[str, Any] | None = None) -> T:
        before = self.llm.usage.calls
        try:
            return structured(self.llm, messages, model, retries=1, context=context, schema=schema)
        except StructuredOutputError as exc:
            raise StepFailed(step, str(exc)) from exc
        finally:
            spent = self.llm.usage.calls - before
            self.trace.calls += spent
            self.trace.calls_by_step[step] = self.trace.calls_by_step.get(step, 0) + spent


def _pool_key(cand: Candidate) -> float:
    """How strongly a candidate is in play: relevant to the question, or found strongly by a
    probe, a subproblem or an anchor."""
    return max(cand.relevance, cand.link)


def _summary(after_round: int, sufficient: bool, assessment: Assessment, ids: dict[str, str]) -> dict[str, Any]:
    return {"after_round": after_round, "sufficient": sufficient,
            "targets": [{"target": a.target, "sufficient": a.sufficient, "missing_facets": a.missing_facets,
                         "supporting": [ids[r] for r in a.supporting_result_refs],
                         "followup_probe": a.followup_probe, "action_ids": a.action_ids}
                        for a in assessment.assessments]}
