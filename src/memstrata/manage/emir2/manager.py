"""``emir2``: a state-evolving memory graph with intent-guided multi-round retrieval (EMIR2).

The write side turns each observation into an event of a topic chain and reduces lasting facts
into the chain's semantic state (``construct``); the read side retrieves in rounds over that
graph (``retriever``). Without an LLM both run offline, named as such in ``describe``.

``controller`` says who runs the read side's rounds: "auto" (the LLM when one is configured,
else the offline rules), "offline" (always the rules, e.g. to compare against the controller on
one store) or "llm" (an LLM is required; opening without one is an error).

Ablations are presets of this manager: ``emir2-single-round`` (rounds=1), ``emir2-no-cross``
(no event relation between two chains), ``emir2-no-states`` (no semantic states).
"""

from __future__ import annotations

from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.manage.base import Manager, ManagerContext
from memstrata.manage.emir2 import lifecycle
from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.claims import is_claim
from memstrata.manage.emir2.construct import (
    FACTS_JUDGED,
    Builder,
    Options,
    current_facts,
    current_facts_near,
    reembed_states,
)
from memstrata.manage.emir2.graph import ALL_EDGES, UNIT_KINDS, emir2_attrs
from memstrata.manage.emir2.retriever import Emir2Retriever
from memstrata.manage.emir2.text.entities import EntityAliases
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.relations.base import Atom, RelationClassifier
from memstrata.models.relations.select import (
    RELATION_BACKENDS,
    create_relation_classifier,
    first_relation_model,
    with_checks,
)
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.base import Expansion, Retriever, SearchConfig
from memstrata.types import Decision, Observation, Record, Scope

CONTROLLERS = ("auto", "offline", "llm")


class Emir2Manager(Manager):
    def __init__(self, *, name: str = "emir2", rounds: int = 8, candidates: int = 32, final: int = 16,
                 states: bool = True, cross_edges: bool = True, window_turns: int = 16, relation_backend: str = "auto",
                 relation_model: str | None = None, relation_checks: bool = True,
                 classifier: RelationClassifier | None = None, controller: str = "auto"):
        for key, value, top in (("rounds", rounds, 64), ("candidates", candidates, 1000), ("final", final, 1000),
                                ("window_turns", window_turns, 200)):
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= top:
                raise InvalidInputError(f"{key} must be an integer from 1 to {top}, got {value!r:.40}", field=key)
        if relation_backend not in RELATION_BACKENDS:
            raise InvalidInputError(f"unknown relation backend {relation_backend!r}; choose one of: "
                                    f"{', '.join(RELATION_BACKENDS)}", field="relation_backend")
        if controller not in CONTROLLERS:
            raise InvalidInputError(f"unknown controller {controller!r}; choose one of: {', '.join(CONTROLLERS)}",
                                    field="controller")
        self.controller = controller
        self.name, self.rounds, self.candidates, self.final = name, rounds, candidates, final
        self.window_turns = window_turns
        self.options = Options(states=bool(states), cross_edges=bool(cross_edges))
        self.relation_backend, self.relation_model = relation_backend, relation_model
        self.relation_checks, self.classifier = bool(relation_checks), classifier
        self.llm: LLM | None = None
        self._retrieval_llm: LLM | None = None
        self._aliases: dict[Scope, EntityAliases] = {}

    def configure(self, *, llm: LLM | None, embedder: Embedder, tokens: TokenCounter) -> None:
        if self.controller == "llm" and llm is None:
            raise InvalidInputError("controller 'llm' needs an LLM; configure one or use controller 'auto' or 'offline'",
                                    field="controller")
        self.llm = llm
        if self.classifier is None and self.options.states:
            backend = create_relation_classifier(self.relation_backend, llm=llm, embedder=embedder,
                                                 model_path=self.relation_model or first_relation_model())
            self.classifier = with_checks(backend, self.relation_checks)

    def describe(self) -> dict[str, Any]:
        llm = self.controller_llm()
        construction = f"llm:{self.llm.name}" if self.llm is not None else "offline"
        return {"policy": self.name, "construction": construction,
                "relation_backend": self.classifier.name if self.classifier else None,
                "states": self.options.states, "cross_edges": self.options.cross_edges,
                **self.retriever().describe(), "controller": f"llm:{llm.name}" if llm else "offline"}

    def configure_retrieval(self, *, llm: LLM) -> None:
        """The controller's own model (configurable apart from the construction model)."""
        if self.controller == "offline":
            raise InvalidInputError("retrieval_llm: this emir2 store's controller is 'offline'; use controller "
                                    "'auto' or 'llm' to give it a model", field="retrieval_llm")
        self._retrieval_llm = llm

    def controller_llm(self) -> LLM | None:
        """The LLM that runs the retrieval rounds (``retrieval_llm`` when one is configured, else
        the construction model), None for the offline rules."""
        if self.controller == "offline":
            return None
        return self._retrieval_llm or self.llm

    def retriever(self) -> Retriever:
        edges = tuple(t for t in ALL_EDGES if self.options.states or t not in ("EVIDENCE", "STATE_OF"))
        kinds = UNIT_KINDS if self.options.states else ("event",)
        config = SearchConfig(signals=("dense", "bm25", "entity", "time"), candidates=self.candidates, kinds=kinds,
                              expansion=Expansion(edge_types=edges, max_anchors=5), rounds=self.rounds,
                              final=self.final)
        return Emir2Retriever(config, controller=self.controller_llm())

    # ----- write side ---------------------------------------------------------------------
    def manage(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        """Each observation under the scope lock; the event said just before (in this call)
        is where an explicit cue ("so", "after that") points."""
        decisions: list[Decision] = []
        previous: Record | None = None
        reset_budget = getattr(self.classifier, "reset_budget", None)
        if callable(reset_budget):  # the LLM calls one add may spend on pairs the model abstains on
            reset_budget()
        self._prefetch(ctx, observations)
        dirty: set[str] = set()
        for obs in observations:
            with ctx.store.scope_lock(ctx.scope):
                builder = Builder(ctx, self.classifier, self._aliases_of(ctx), self.options, self.name)
                built = builder.add(obs, previous)
            decisions.extend(built.decisions)
            dirty |= builder.dirty
            previous = built.event
        reembed_states(ctx, dirty, ctx.actor, self.name)
        return decisions

    def manage_turns(self, ctx: ManagerContext, turns: list[dict], time: str) -> list[Decision] | None:
        """With an LLM, EMIR2 extracts for itself, window by window (``windows``); without
        one, None: the library's extractor (the rules) makes observations first."""
        if self.llm is None:
            return None
        from memstrata.manage.emir2.windows import WindowBuilder

        def make_builder(c: ManagerContext, reducer: Any) -> Builder:
            return Builder(c, self.classifier, self._aliases_of(c), self.options, self.name, reducer=reducer)

        return WindowBuilder(self.llm, make_builder, self._aliases_of, self.options, self.window_turns,
                             self.name).add_session(ctx, turns, time)

    def _prefetch(self, ctx: ManagerContext, observations: list[Observation]) -> None:
        """Warm the caches a batch will read, in large batches, before deciding it in order:
        every observation's vector (the embedder caches by text), and the relation model's
        reading of each claim against the facts it will most likely be judged with (the state
        as the batch starts; ROAM's prefetch). Decisions still run one by one on the state the
        previous one left; this changes what they cost, not what they decide (up to the third
        decimal of int8 probabilities, which are scaled per batch)."""
        if len(observations) < 2:
            return
        vectors = ctx.embedder.embed([o.text for o in observations])
        backend = getattr(self.classifier, "backend", self.classifier)
        probabilities = getattr(backend, "probabilities", None)
        if not self.options.states or not callable(probabilities) or not getattr(backend, "cache", False):
            return
        claims = [(o, v) for o, v in zip(observations, vectors) if is_claim(o.text)]
        facts = current_facts(ctx) if claims else []  # the state as the batch starts, read once
        pairs = [(Atom(f.text, f.since), Atom(o.text, o.time))
                 for o, v in claims for _state, f in current_facts_near(ctx, v, FACTS_JUDGED, facts)]
        if pairs:
            probabilities(pairs)

    def _aliases_of(self, ctx: ManagerContext) -> EntityAliases:
        """The scope's entity aliases, read once per process from the events' mentions."""
        aliases = self._aliases.get(ctx.scope)
        if aliases is None:
            aliases = self._aliases[ctx.scope] = EntityAliases()
            for record in ctx.store.list_records(ctx.scope, roles=("primary", "evidence", "pending")):
                for surface in emir2_attrs(record.attrs).get("mentions", []):
                    aliases.add(surface)
        return aliases

    def check_import(self, record: dict[str, Any]) -> str | None:
        """An imported state must hold a snapshot this code can read; an event or state must
        name its chain as a string."""
        meta = (record.get("attrs") or {}).get("emir2")
        if meta is None:
            return None
        if not isinstance(meta, dict) or not isinstance(meta.get("chain", ""), str):
            return f"record {record.get('id')}: attrs.emir2 must be an object whose chain is a string"
        if record.get("kind") == "state":
            reason = st.check_attrs(meta)
            return f"record {record.get('id')}: EMIR2 state snapshot: {reason}" if reason else None
        return None

    # ----- lifecycle ----------------------------------------------------------------------
    def delete(self, ctx: ManagerContext, record: Record, time: str) -> Decision:
        return lifecycle.delete(ctx, record, time, self.name)

    def update(self, ctx: ManagerContext, record: Record, text: str, time: str, *,
               said: str | None = None) -> Decision:
        if said is not None:
            record.time = said  # the event's own time otherwise: the rewrite corrects what was said then
        builder = Builder(ctx, self.classifier, self._aliases_of(ctx), self.options, self.name)
        decision = lifecycle.update(ctx, builder, record, text, time, self.name)
        reembed_states(ctx, builder.dirty, ctx.actor, self.name)
        return decision


