"""``roam``: relation-guided management of atomic memories (ROAM, Algorithm 1).

For each observation, in order (so facts that arrive together are compared with each
other): find the k most relevant Primary atoms (hybrid dense + BM25 over atomic texts),
label each pair with the relation classifier, take the highest-priority relation, apply
the Table 1 role update, and rebuild the survivor's read view (eq. 9). Atomic texts never
change; each observation's changes are one transaction with its decision in the audit log
(pair labels, backend, fusion used) and the relations as edges.

Ablations are the same manager with fewer relations (``roam-con``, ``roam-con-eqv``: the
other labels count as IND) or without fusion (``roam-nofusion``: the survivor shows its
own atom and claims only its own sources).
"""

from __future__ import annotations

from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.manage.base import Manager, ManagerContext, new_record
from memstrata.manage.roam import lifecycle, unlink
from memstrata.manage.roam.as_of import roam_as_of
from memstrata.manage.roam.fusion import Member, fuse_deterministic
from memstrata.manage.roam.fusion_llm import fuse_with_llm
from memstrata.manage.roam.members import (
    accumulated_sources,
    make_evidence,
    members_of,
    roam_attrs,
    set_members,
)
from memstrata.manage.roam.roles import role_update
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.relations.base import LABELS, Atom, Judgement, RelationClassifier, highest_priority
from memstrata.models.relations.select import RELATION_BACKENDS, create_relation_classifier, with_checks
from memstrata.models.relations.slot_classifier import DEFAULT_LLM_BUDGET
from memstrata.models.tokens import TokenCounter, get_token_counter
from memstrata.retrieve.ranking import NO_MATCH_BELOW, rank
from memstrata.types import Decision, Edge, Observation, Record

FUSION_BACKENDS = ("auto", "llm", "deterministic", "none")


class RoamManager(Manager):
    def __init__(self, *, name: str = "roam", relations: tuple[str, ...] = LABELS, k: int = 5,
                 relation_backend: str = "auto", fusion: str = "auto", view_cap_tokens: int = 64,
                 classifier: RelationClassifier | None = None, relation_model: str | None = None,
                 relation_checks: bool = True, min_candidate_relevance: float = NO_MATCH_BELOW,
                 llm_relation_budget: int = DEFAULT_LLM_BUDGET):
        if relation_backend not in RELATION_BACKENDS:
            raise InvalidInputError(f"unknown relation backend {relation_backend!r}; choose one of: "
                                    f"{', '.join(RELATION_BACKENDS)}")
        if fusion not in FUSION_BACKENDS:
            raise InvalidInputError(f"unknown fusion backend {fusion!r}; choose one of: {', '.join(FUSION_BACKENDS)}")
        if not isinstance(k, int) or not 1 <= k <= 1000:
            raise InvalidInputError(f"k (candidates per observation) must be a positive integer (at most 1000), got {k!r:.40}")
        if not set(relations) <= set(LABELS):
            raise InvalidInputError(f"relations: {sorted(set(relations) - set(LABELS))} are not among {', '.join(LABELS)}")
        if not isinstance(view_cap_tokens, int) or view_cap_tokens < 1:
            raise InvalidInputError(f"view_cap_tokens must be a positive integer, got {view_cap_tokens!r:.40}")
        self.name, self.relations, self.k = name, tuple(relations), k
        self.relation_backend, self.fusion, self.view_cap_tokens = relation_backend, fusion, view_cap_tokens
        self.classifier, self.relation_model = classifier, relation_model  # relation_model: a trained .onnx
        # The structural checks (models/relations/checks.py) a label passes before it is acted on;
        # False is the ablation that acts on the backend's labels alone.
        self.relation_checks = bool(relation_checks)
        if not isinstance(min_candidate_relevance, int | float) or not 0 <= min_candidate_relevance <= 1:
            raise InvalidInputError(f"min_candidate_relevance must be a number in [0, 1], got {min_candidate_relevance!r:.40}")
        self.min_candidate_relevance = float(min_candidate_relevance)
        if not isinstance(llm_relation_budget, int) or not 0 <= llm_relation_budget <= 1000:
            raise InvalidInputError(f"llm_relation_budget (LLM calls per add for the pairs the relation model abstains "
                                    f"on) must be an integer in [0, 1000], got {llm_relation_budget!r:.40}")
        self.llm_relation_budget = llm_relation_budget
        self.llm: LLM | None = None
        self.tokens: TokenCounter = get_token_counter()

    # ----- configuration ------------------------------------------------------------------
    def configure(self, *, llm: LLM | None, embedder: Embedder, tokens: TokenCounter) -> None:
        self.tokens = tokens
        if llm is None and "llm" in (self.fusion, self.relation_backend):
            raise InvalidInputError(f"policy {self.name}: the llm backend needs an LLM; configure one "
                                        f"or choose relation_backend='model' or 'heuristic' / fusion='deterministic'")
        self.llm = llm
        if self.fusion == "auto":
            self.fusion = "llm" if llm is not None else "deterministic"
        if self.classifier is None:
            self.classifier = with_checks(self._relation_classifier(llm, embedder), self.relation_checks)

    def _relation_classifier(self, llm: LLM | None, embedder: Embedder) -> RelationClassifier:
        return create_relation_classifier(self.relation_backend, llm=llm, embedder=embedder,
                                          model_path=self.relation_model, llm_budget=self.llm_relation_budget)

    def describe(self) -> dict[str, Any]:
        fusion = self.fusion if self.fusion != "llm" else f"llm:{self.llm.name if self.llm else '?'}"
        return {"policy": self.name, "relation_backend": self.classifier.name if self.classifier else None,
                "fusion_backend": fusion, "relations": list(self.relations), "k": self.k,
                "view_cap_tokens": self.view_cap_tokens}

    # ----- Algorithm 1 --------------------------------------------------------------------
    def manage(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        if self.classifier is None:
            self.configure(llm=None, embedder=ctx.embedder, tokens=self.tokens)
        reset_budget = getattr(self.classifier, "reset_budget", None)
        if callable(reset_budget):  # the LLM calls one add may spend on pairs the model abstains on
            reset_budget()
        # One batched embedding pass for the whole batch (the cache then serves every later
        # lookup of these texts), instead of one model call per observation.
        ctx.embedder.embed(list(dict.fromkeys(o.text for o in observations)))
        self._prefetch(ctx, observations)
        return super().manage(ctx, observations)  # one observation at a time, under the scope lock

    def _prefetch(self, ctx: ManagerContext, observations: list[Observation]) -> None:
        """Score every observation of a batch against the candidates the store holds now, in one
        large model batch, before deciding them one by one. Decisions still run in order against
        the state the previous one left; this only fills the model's cache with the pairs they
        will most likely ask for (an earlier decision in the batch changes few candidate lists),
        so most observations find their forward reading there instead of running a small batch
        each. The model's int8 activations are scaled per batch, so a pair's probabilities can
        differ in the third decimal from those of an unbatched call."""
        backend = getattr(self.classifier, "backend", self.classifier)
        prefetch = getattr(backend, "prefetch", None) or getattr(backend, "probabilities", None)
        if len(observations) < 2 or not callable(prefetch) or not getattr(backend, "cache", False):
            return
        pairs = [(Atom(c.text, c.time), Atom(o.text, o.time))
                 for o in observations for c in self._candidates(ctx, o.text)]
        if pairs:
            prefetch(pairs)

    def manage_one(self, ctx: ManagerContext, obs: Observation) -> Decision:
        record = new_record(ctx, obs)
        roam_attrs(record)
        candidates = self._candidates(ctx, record.text)
        judgements = self._classify(record, candidates)
        # Labels outside the policy's relations (ablations) count as IND.
        labels = [j.label if j.label in self.relations else "IND" for j in judgements]
        relation = highest_priority(labels)
        details = {"policy": self.name, "relation": relation, "backend": self.classifier.name,
                   # scores where the backend saw a relation (acted on, or vetoed by a check)
                   "candidates": [{"id": c.id, "label": j.label, **({"note": j.note} if j.note else {}),
                                   **({"scores": j.scores} if j.scores and (j.note or j.label != "IND") else {})}
                                  for c, j in zip(candidates, judgements)]}
        if relation == "IND":
            with ctx.store.transaction() as tx:
                tx.insert(record, ctx.embedder.embed_one(record.text), actor=ctx.actor, details=details)
            return Decision(id=record.id, event="added", text=record.text, role="primary", relation="IND",
                            backend=self.classifier.name)
        matched = [c for c, lab in zip(candidates, labels) if lab == relation]
        survivor = self.apply(ctx, relation, matched, record, details)
        # "superseded": the new record is current and the matches became its Evidence;
        # "merged": the new record joined an existing Primary as Evidence.
        event = "superseded" if survivor.id == record.id else "merged"
        return Decision(id=record.id, event=event, text=record.text, role=record.role,
                        relation=relation, related_ids=[m.id for m in matched if m.id != record.id],
                        backend=self.classifier.name,
                        reason=None if survivor.id == record.id else f"kept as evidence of {survivor.id}")

    def _candidates(self, ctx: ManagerContext, text: str) -> list[Record]:
        """The k most relevant Primaries by their atomic texts, leaving out those below the
        search's no-match line: a fact that would not come back for the new one as a query
        shares neither words nor meaning with it, so it is independent without asking."""
        ranked = rank(ctx.store, ctx.embedder, ctx.scope, text, self.k, roles=("primary",), field="text",
                      question=False)
        return ctx.store.get_many(ctx.scope, [rid for rid, score in ranked if score >= self.min_candidate_relevance])

    def _classify(self, record: Record, candidates: list[Record]) -> list[Judgement]:
        if not candidates:
            return []
        assert self.classifier is not None
        judgements = self.classifier.classify(Atom(record.text, record.time), [Atom(c.text, c.time) for c in candidates])
        if len(judgements) != len(candidates):  # a backend bug must not demote anything
            return [Judgement("IND", self.classifier.name, note="classifier returned a wrong number of labels")
                    for _ in candidates]
        return judgements

    def apply(self, ctx: ManagerContext, relation: str, matched: list[Record], incoming: Record,
              details: dict[str, Any]) -> Record:
        """Table 1 and eq. 9 for one new record, written in one transaction; returns the
        survivor. The lifecycle reuses it for user updates (a forced CON)."""
        views_before = sorted((r.time, r.view) for r in [*matched, incoming])
        survivor, demoted = role_update(relation, matched, incoming)
        members = members_of(survivor)
        for d in demoted:
            members.append(Member(d.id, d.text, d.time, relation))
            members.extend(members_of(d))
        moved = [m for d in demoted for m in members_of(d)]
        # The demoted record whose group the survivor takes over: the new record's audit
        # snapshot is stored as its difference from that one's.
        largest = max(demoted, key=lambda d: len(members_of(d)))
        set_members(survivor, members)
        survivor.role = "primary"
        for d in demoted:
            make_evidence(d, survivor.id, relation)
        # Members of a demoted Primary keep pointing at it: it now points at the survivor,
        # which lists them all (members.py). Re-pointing each would make every new value of
        # a long chain rewrite the whole chain.
        moved_records = ctx.store.get_many(ctx.scope, [m.id for m in moved])
        member_records = {r.id: r for r in [*demoted, *moved_records]}
        earlier = [m.id for m in members_of(survivor) if m.id not in member_records]
        member_records.update({r.id: r for r in ctx.store.get_many(ctx.scope, earlier)})
        view, fusion_note = self._fuse(ctx, survivor, relation, views_before, member_records)
        survivor.view = view
        own = roam_attrs(survivor)["own_sources"]
        survivor.sources = own if self.fusion == "none" else accumulated_sources(survivor, list(member_records.values()))
        details = {**details, "survivor": survivor.id, "evidence": [d.id for d in demoted], "fusion": fusion_note}
        like = largest.id if survivor.id == incoming.id and largest.id != incoming.id else None
        self._write(ctx, incoming, survivor, demoted, matched, relation, details, like)
        return survivor

    def _fuse(self, ctx: ManagerContext, survivor: Record, relation: str, views_before: list[tuple[str, str]],
              member_records: dict[str, Record]) -> tuple[str, str]:
        if self.fusion == "none":
            return survivor.text, "none"
        members = [Member(r.id, r.text, r.time, m.relation) for m in members_of(survivor)
                   if (r := member_records.get(m.id)) is not None]
        if self.fusion == "llm" and self.llm is not None:
            # eq. 9 fuses the views the survivor and the newly demoted records had, in time order.
            view, reason = fuse_with_llm(self.llm, relation, views_before, self.tokens, self.view_cap_tokens)
            if view is not None:
                return view, f"llm:{self.llm.name}"
            return (fuse_deterministic(survivor.text, survivor.time, members, self.tokens, self.view_cap_tokens),
                    f"deterministic (llm fusion failed: {reason})")
        return fuse_deterministic(survivor.text, survivor.time, members, self.tokens, self.view_cap_tokens), \
            "deterministic"

    def _write(self, ctx: ManagerContext, incoming: Record, survivor: Record, demoted: list[Record],
               matched: list[Record], relation: str, details: dict[str, Any], like: str | None) -> None:
        texts = list(dict.fromkeys([incoming.text, survivor.view, *[d.text for d in demoted]]))
        vec = dict(zip(texts, ctx.embedder.embed(texts)))
        time = incoming.time
        with ctx.store.transaction() as tx:
            tx.insert(incoming, vec[incoming.text], vec[incoming.view], actor=ctx.actor, details=details, like=like)
            for d in demoted:
                if d.id != incoming.id:
                    tx.update(d, actor=ctx.actor, action="demote", time=time, view_vec=vec[d.text],
                              details={"policy": self.name, "relation": relation, "primary": survivor.id})
            if survivor.id != incoming.id:
                tx.update(survivor, actor=ctx.actor, action="fuse", time=time, view_vec=vec[survivor.view],
                          details={"policy": self.name, "relation": relation, "fusion": details["fusion"]})
            for m in matched:
                if m.id != incoming.id:
                    tx.add_edge(ctx.scope, Edge(incoming.id, m.id, relation, {"backend": details.get("backend")}))

    # ----- lifecycle ----------------------------------------------------------------------
    as_of_reads_today = True  # roles are given back from the groups records belong to today

    def as_of(self, records: list[Record], now: list[Record], time: str) -> list[Record]:
        return roam_as_of(self, records, now)

    # Memory.update / delete / unlink call these with the scope lock held.
    def update(self, ctx: ManagerContext, record: Record, text: str, time: str, *,
               said: str | None = None) -> Decision:
        return lifecycle.user_update(self, ctx, record, text, time, said)

    def delete(self, ctx: ManagerContext, record: Record, time: str) -> Decision:
        return lifecycle.user_delete(self, ctx, record, time)

    def unlink(self, ctx: ManagerContext, record: Record, time: str) -> Decision:
        return unlink.user_unlink(self, ctx, record, time)

