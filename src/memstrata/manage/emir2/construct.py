"""Offline construction of EMIR2's graph, one observation at a time (no LLM).

Each observation becomes an event node with its entities and event time, joins or starts a
topic chain (``chains``), is linked to the chain's previous and next events, may get an event
relation stated by an explicit cue to the event said just before it (``text.cues``), and, when
it states a lasting fact (``claims``), is reduced into its chain's semantic state
(``reduce_offline`` + ``states``). Everything one observation changes is one transaction, and
each created or changed node and edge is reported as a decision naming its step.
"""

from __future__ import annotations

import uuid
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from memstrata.manage.base import ManagerContext, new_record
from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.chains import ChainChoice, choose_chain, splice_point
from memstrata.manage.emir2.claims import is_claim
from memstrata.manage.emir2.graph import EVIDENCE, IN_CHAIN, NEXT, STATE_OF, chain_of, emir2_attrs
from memstrata.manage.emir2.prompts.extraction import CandidateClaim
from memstrata.manage.emir2.prompts.reduction import ReducedOperation, fact_text
from memstrata.manage.emir2.reduce_llm import LlmReducer
from memstrata.manage.emir2.reduce_offline import reduce_claim
from memstrata.manage.emir2.text.cues import relation_cue
from memstrata.manage.emir2.text.entities import EntityAliases, extract_entities
from memstrata.manage.emir2.text.event_time import event_time
from memstrata.models.relations import structure
from memstrata.models.relations.base import Atom, RelationClassifier, highest_priority
from memstrata.retrieve.ranking import NO_MATCH_BELOW, dense_relevance
from memstrata.store.base import StoreTransaction
from memstrata.timeutil import format_time, now_utc
from memstrata.types import Decision, Edge, Observation, Record

FACTS_JUDGED = 5  # current facts of the chain a claim is judged against, the most similar first
SAME_EVENT_COSINE = 0.95  # a near-verbatim retelling in a later window: the same occurrence


@dataclass
class Options:
    states: bool = True  # False: the emir2-no-states ablation
    cross_edges: bool = True  # False: emir2-no-cross, no event relation between two chains


@dataclass
class Built:
    event: Record
    decisions: list[Decision] = field(default_factory=list)


class Builder:
    def __init__(self, ctx: ManagerContext, classifier: RelationClassifier | None, aliases: EntityAliases,
                 options: Options, policy: str, reducer: LlmReducer | None = None):
        self.ctx, self.classifier, self.aliases, self.options, self.policy = ctx, classifier, aliases, options, policy
        self.reducer = reducer  # the model that reduces an LLM-extracted event's claims (None: offline)
        self.decisions: list[Decision] = []
        self.dirty: set[str] = set()  # states whose summary changed: their vectors are set at the batch's end
        self.claims: list[CandidateClaim] = []  # the event being added's claims (LLM path)
        self._vec: np.ndarray | None = None  # the event being added's vector

    # ----- one observation ----------------------------------------------------------------
    def add(self, obs: Observation, previous: Record | None, *, claims: list[CandidateClaim] | None = None) -> Built:
        """``claims``: an LLM-extracted event's candidate claims (``obs.attrs["emir2"]`` then
        already holds its entities, mentions and time); None: an offline observation, whose
        text decides whether it states a lasting fact."""
        ctx = self.ctx
        event = new_record(ctx, obs)
        event.kind = "event"
        vec = self._vec = ctx.embedder.embed_one(event.text)
        meta = emir2_attrs(event.attrs)
        if "mentions" not in meta:
            speaker = obs.attrs.get("speaker")
            surfaces = extract_entities(event.text, known=[speaker] if isinstance(speaker, str) else [])
            meta.update(entities=[self.aliases.add(s) for s in surfaces], mentions=surfaces,
                        event_time=asdict(event_time(event.text, obs.valid_at)), observed_at=obs.time)
        self.claims = claims or []
        claim = self.options.states and (bool(claims) if claims is not None else is_claim(event.text))
        judged = self._judge_facts(event, vec) if claim else []
        if claim and claims and _strongest(judged) is None:
            # An extracted event's claims say what its facts are ("Sam, home (city): Berlin");
            # judged as such they find the fact they revise where the event's words may not.
            judged = self._judge_claims(event, claims) or judged
        target = _strongest(judged)
        if target is not None:
            # A claim that restates, refines or revises a fact belongs to that fact's topic,
            # however its words differ ("lives in Paris" / "moved to Berlin").
            choice = ChainChoice(chain_of(target[0].attrs))
        else:
            event_ids = ctx.store.filtered_ids(ctx.scope, roles=("primary",), kinds=("event",))
            choice = choose_chain(ctx, event.text, vec, event_ids)
        self.decisions = []
        with ctx.store.transaction() as tx:
            chain = choice.chain or self._new_chain(tx, event, vec)
            meta["chain"] = chain
            tx.insert(event, vec, actor=ctx.actor, details={"policy": self.policy, "step": "extract",
                                                            "chain": chain, "joined_through": choice.similar})
            self._decide(event, "added", "extract")
            self._link(tx, event.id, chain, IN_CHAIN, "chain")
            self._splice(tx, event, chain)
            self._relate(tx, event, previous, chain, choice)
            if claim:
                self._reduce(tx, event, chain, [(f, lab) for st_, f, lab in judged if chain_of(st_.attrs) == chain])
        return Built(event, self.decisions)

    def restate(self, tx: StoreTransaction, event: Record, vec: np.ndarray) -> list[Decision]:
        """A user rewrote ``event`` (already forgotten by every state, see ``lifecycle.update``):
        its new text is reduced into its own chain's state as an offline claim would be. The
        event keeps its chain: a rewrite corrects what was said, it does not move the topic."""
        self.decisions, self.claims, self._vec = [], [], vec
        chain = chain_of(event.attrs)
        if self.options.states and chain and is_claim(event.text):
            judged = self._judge_facts(event, vec)
            self._reduce(tx, event, chain, [(f, lab) for st_, f, lab in judged if chain_of(st_.attrs) == chain])
        return self.decisions

    # ----- chain ------------------------------------------------------------------------
    def _new_chain(self, tx: StoreTransaction, event: Record, vec: np.ndarray) -> str:
        head = Record(id=str(uuid.uuid4()), scope=self.ctx.scope, kind="chain", text=f"Topic: {event.text}",
                      view=f"Topic: {event.text}", role="primary", time=event.time, recorded_at=event.recorded_at,
                      attrs={"emir2": {"first_event": event.id}})
        tx.insert(head, vec, actor=self.ctx.actor, details={"policy": self.policy, "step": "chain"})
        self._decide(head, "added", "chain")
        return head.id

    def _splice(self, tx: StoreTransaction, event: Record, chain: str) -> None:
        splice = splice_point(self.ctx, chain, event.time, event.id)
        if splice.broken:  # said out of order: the edge it lands inside is replaced by two
            tx.remove_edges(self.ctx.scope, splice.broken[0], splice.broken[1], (NEXT,))
        if splice.previous:
            self._link(tx, splice.previous, event.id, NEXT, "chain")
        if splice.following:
            self._link(tx, event.id, splice.following, NEXT, "chain")

    # ----- event relations ----------------------------------------------------------------
    def _relate(self, tx: StoreTransaction, event: Record, previous: Record | None, chain: str,
                choice: ChainChoice) -> None:
        # A relation stated by a cue between two consecutive events of one speaker.
        if previous is not None and previous.attrs.get("speaker") == event.attrs.get("speaker"):
            cue = relation_cue(previous.text, event.text)
            crosses = chain_of(previous.attrs) != chain
            if cue and (self.options.cross_edges or not crosses):
                kind, direction = cue
                src, dst = (previous.id, event.id) if direction == "forward" else (event.id, previous.id)
                self._link(tx, src, dst, kind, "relation", signal="cue", cross=crosses)
        # A later window retelling the same occurrence nearly word for word: SAME_EVENT, kept
        # only when no structural difference (subject, quantities) tells the two apart.
        if choice.similar and choice.cosine >= SAME_EVENT_COSINE:
            other = self.ctx.store.get(self.ctx.scope, choice.similar)
            if (set(other.sources).isdisjoint(event.sources)
                    and structure.numbers(other.text) == structure.numbers(event.text)
                    and structure.same_subject(structure.subject(other.text), structure.subject(event.text),
                                               other.text, event.text) is not False):
                self._link(tx, event.id, other.id, "SAME_EVENT", "relation", signal="near-duplicate", cross=False)

    # ----- semantic state ---------------------------------------------------------------
    def _reduce(self, tx: StoreTransaction, event: Record, chain: str, judged: list[tuple[st.Fact, str]]) -> None:
        ctx = self.ctx
        state_ids = [e.src for e in ctx.store.neighbors(ctx.scope, [chain], (STATE_OF,)) if e.dst == chain]
        # A deleted state is a tombstone: the chain's next claim starts a new one.
        live = [s for s in ctx.store.get_many(ctx.scope, state_ids) if s.role != "deleted"]
        state = live[-1] if live else None
        snapshot = st.Snapshot.from_attrs(emir2_attrs(state.attrs)) if state else st.Snapshot()
        facts = [snapshot.get(f.key) or f for f, _ in judged]
        labels = [lab for _, lab in judged]
        if self.reducer is not None and self.claims:
            topic = ctx.store.get(ctx.scope, chain).text
            reduction = self.reducer.reduce(topic, snapshot, state.text if state else "", event, self.claims)
        else:
            reduction = reduce_claim(event.id, event.text, facts, labels)
        errors = st.validate(reduction, snapshot, {event.id})
        if errors:  # the offline reduction is built valid; an invalid one is a bug, kept pending
            reduction = st.Reduction("uncertain", reduction.operations, reason="; ".join(errors))
        changed = st.apply(snapshot, reduction, time=event.time, sources=event.sources)
        ops = [op.op for op in reduction.operations]
        details = {"policy": self.policy, "step": "state", "status": reduction.status, "operations": ops,
                   "reason": reduction.reason, "facts": changed, "event": event.id,
                   "backend": self.reducer.name if self.reducer and self.claims else
                   self.classifier.name if self.classifier else None,
                   "judged": [{"fact": f.key, "label": lab} for f, lab in zip(facts, labels)]}
        # The model's rewritten summary when it gave one; offline, the facts themselves.
        text = (reduction.summary if reduction.summary and st.rewrites_summary(reduction) else st.summary(snapshot)) \
            or event.text
        sources = list(dict.fromkeys(s for f in snapshot.current() for s in f.sources))
        if state is None:
            state = Record(id=str(uuid.uuid4()), scope=ctx.scope, kind="state", text=text, view=text, role="primary",
                           time=event.time, recorded_at=format_time(now_utc()), sources=sources,
                           attrs={"emir2": {"chain": chain, **snapshot.to_attrs()}})
            # The state's vector: its summary's, set once per batch (``reembed_states``); until then
            # the event's, which states the same fact (the first summary is that fact).
            assert self._vec is not None  # set by add() before it reduces
            tx.insert(state, self._vec, actor=ctx.actor, details=details)
            if text != event.text:
                self.dirty.add(state.id)
            self._decide(state, "added", "state", reason=reduction.reason)
            self._link(tx, state.id, chain, STATE_OF, "state")
        else:
            emir2_attrs(state.attrs).update(snapshot.to_attrs())
            state.sources = sources
            rewrite = st.rewrites_summary(reduction) and text != state.text
            vec = None
            if rewrite:  # a new version: the old summary stays in the history
                state.text = state.view = text
                state.version += 1
                vec = self._vec  # provisional: ``reembed_states`` sets the summary's at the end of the batch
                self.dirty.add(state.id)
            state.time = max(state.time, event.time)
            tx.update(state, actor=ctx.actor, action="update", time=event.time, text_vec=vec, view_vec=vec,
                      details=details)
            event_name = "pending" if reduction.status == "uncertain" else "updated" if rewrite else "reinforced"
            self._decide(state, event_name, "state", reason=reduction.reason)
        if reduction.status == "apply":
            self._link(tx, event.id, state.id, EVIDENCE, "state", operations=ops, facts=changed)

    def _judge_facts(self, event: Record, vec: np.ndarray) -> list[tuple[Record, st.Fact, str]]:
        """The scope's current facts closest to the claim, each with the relation the classifier
        (with its structural checks) gives (claim, fact)."""
        close = current_facts_near(self.ctx, vec, FACTS_JUDGED)
        labels = self._labels(event, [f for _, f in close])
        return [(state, fact, lab) for (state, fact), lab in zip(close, labels)]

    def _judge_claims(self, event: Record, claims: list[CandidateClaim]) -> list[tuple[Record, st.Fact, str]]:
        """The first claim that relates to a current fact, judged as its fact text."""
        for claim in claims:
            text = fact_text(ReducedOperation(operation="add", subject=claim.subject, dimension=claim.dimension,
                                              aspect=claim.aspect, value=claim.value))
            probe = Record(**{**event.__dict__, "text": text})
            judged = self._judge_facts(probe, self.ctx.embedder.embed_one(text))
            if _strongest(judged) is not None:
                return judged
        return []

    def _labels(self, event: Record, facts: list[st.Fact]) -> list[str]:
        if not facts or self.classifier is None:
            return ["IND"] * len(facts)
        judgements = self.classifier.classify(Atom(event.text, event.time), [Atom(f.text, f.since) for f in facts])
        if len(judgements) != len(facts):  # a backend bug must not revise a fact
            return ["IND"] * len(facts)
        return [j.label for j in judgements]

    # ----- bookkeeping --------------------------------------------------------------------
    def _link(self, tx: StoreTransaction, src: str, dst: str, type: str, step: str, **attrs: Any) -> None:
        tx.add_edge(self.ctx.scope, Edge(src, dst, type, {"step": step, **attrs}, format_time(now_utc())))
        self.decisions.append(Decision(id=src, event="linked", text="", role="", relation=type, related_ids=[dst],
                                       kind="edge", step=step))

    def _decide(self, record: Record, event: str, step: str, reason: str | None = None) -> None:
        self.decisions.append(Decision(id=record.id, event=event, text=record.view, role=record.role,  # type: ignore[arg-type]
                                       kind=record.kind, step=step, reason=reason,
                                       backend=self.classifier.name if step == "state" and self.classifier else None))


def _strongest(judged: list[tuple[Record, st.Fact, str]]) -> tuple[Record, st.Fact, str] | None:
    """The judged fact with the highest-priority relation other than IND (ROAM's order)."""
    relation = highest_priority([lab for _, _, lab in judged])
    return None if relation == "IND" else next(j for j in judged if j[2] == relation)


def current_facts(ctx: ManagerContext) -> list[tuple[Record, st.Fact]]:
    """Every current fact of the scope, with its state."""
    states = ctx.store.get_many(ctx.scope, ctx.store.filtered_ids(ctx.scope, roles=("primary",), kinds=("state",)))
    return [(state, f) for state in states for f in st.Snapshot.from_attrs(emir2_attrs(state.attrs)).current()]


def current_facts_near(ctx: ManagerContext, vec: np.ndarray, k: int,
                       facts: list[tuple[Record, st.Fact]] | None = None) -> list[tuple[Record, st.Fact]]:
    """The current facts (``facts``, else the scope's now) closest to ``vec`` by their own text
    (the embedder caches by text, so each fact is embedded once), at most ``k``, none below the
    search's no-match line, each with its state."""
    facts = current_facts(ctx) if facts is None else facts
    if not facts:
        return []
    sims = ctx.embedder.embed([f.text for _, f in facts]) @ vec
    order = np.argsort(-sims, kind="stable")[:k]
    return [facts[i] for i in order if dense_relevance(float(sims[i])) >= NO_MATCH_BELOW]


def reembed_states(ctx: ManagerContext, state_ids: set[str], actor: str, policy: str) -> None:
    """Embed the summaries of the states a batch rewrote, in one batch, and store the vectors
    (a state rewritten many times in one batch is embedded once)."""
    states = [s for s in ctx.store.get_many(ctx.scope, sorted(state_ids)) if s.role != "deleted"]
    if not states:
        return
    vectors = ctx.embedder.embed([s.text for s in states])
    with ctx.store.scope_lock(ctx.scope), ctx.store.transaction() as tx:
        for state, vec in zip(states, vectors):
            current = ctx.store.get(ctx.scope, state.id)  # a writer since may have changed it again
            if current.text == state.text:
                tx.update(current, actor=actor, action="update", time=current.time, text_vec=vec, view_vec=vec,
                          details={"policy": policy, "step": "state", "vectors": "summary"})

