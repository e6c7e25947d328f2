"""A chain's claims reduced by the model (``prompts.reduction``), checked by ``states.validate``.

An answer that breaks a rule (an unknown fact key, an event ref not supplied, a non-add on an
empty state) is sent back once with the errors; a second bad answer, or a model that gives no
valid JSON, leaves the claims pending: the canonical state is untouched and the proposed
operations are kept for review in the state's ``pending`` list.
"""

from __future__ import annotations

from memstrata.errors import StructuredOutputError
from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.prompts import reduction
from memstrata.manage.emir2.prompts.extraction import CandidateClaim
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.types import Record


class LlmReducer:
    def __init__(self, llm: LLM):
        self.llm = llm
        self.name = f"llm:{llm.name}"

    def reduce(self, topic: str, snapshot: st.Snapshot, summary: str, event: Record,
               claims: list[CandidateClaim]) -> st.Reduction:
        if not snapshot.facts:
            # An initial state accepts add only, so there is nothing to decide: each claim is a fact.
            ops = [st.Operation("add", text=reduction.fact_text(reduction.ReducedOperation(
                operation="add", subject=c.subject, dimension=c.dimension, aspect=c.aspect, value=c.value)),
                evidence=[event.id]) for c in claims]
            return st.Reduction("apply", ops, reason="initial state: every claim is added")
        # The event is offered as E1; a model that cites the event's own turn ids instead means
        # the same event (it is the only one offered), so those map to it too.
        refs = {"E1": event.id, **{turn: event.id for turn in event.sources}}
        events = [{"ref": "E1", "event": event.text, "time": event.time}]
        claim_rows = [c.model_dump(exclude={"event_refs"}) for c in claims]
        messages = reduction.build_messages(topic, snapshot, summary, events, claim_rows)
        errors: list[str] = []
        proposed: list[st.Operation] = []
        for _attempt in range(2):
            try:
                reply = structured(self.llm, messages, reduction.ReductionReply, retries=1)
            except StructuredOutputError as exc:
                return st.Reduction("uncertain", proposed, reason=f"no valid reduction: {exc}")
            result = reduction.to_reduction(reply, refs)
            errors = st.validate(result, snapshot, {event.id})
            if not errors:
                return result
            proposed = result.operations or proposed  # keep the last operations actually proposed
            messages = [*messages, {"role": "assistant", "content": reply.model_dump_json()},
                        {"role": "user", "content": "That breaks these rules: " + "; ".join(errors[:6])
                         + "\nReply again with corrected JSON only."}]
        return st.Reduction("uncertain", proposed, reason="invalid after a retry: " + "; ".join(errors[:3]))
