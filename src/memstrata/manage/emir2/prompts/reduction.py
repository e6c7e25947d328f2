"""Step 5: semantic reduction. Incoming claims are reconciled with a chain's current facts
into one status and a list of operations (``states`` defines and checks them; this module
is the prompt, its schema and the conversion)."""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, Field

from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.prompts.common import DATA_RULE, data_block
from memstrata.models.llm.base import Message


class ReducedOperation(BaseModel):
    operation: Literal["reinforce", "add", "replace", "retract"]
    fact_key: str | None = None
    subject: str | None = None
    dimension: str | None = None
    aspect: str | None = None
    value: str | None = None
    evidence_event_refs: list[str] = Field(default_factory=list)


class ReductionReply(BaseModel):
    status: Literal["apply", "uncertain"]
    operations: list[ReducedOperation]
    full_summary: str = ""
    reason: str = ""


SYSTEM = f"""You keep the current facts of one topic of a person's memory up to date.
You get the topic's facts (each with a key), the new event(s) and the candidate claims they
carry. Decide what the claims do to the facts, with one status for the whole answer:
- status "apply" when the evidence clearly supports your operations, "uncertain" when it is
  conflicting or too thin; with "uncertain" still give the operation you would apply.
- operations (never empty): "reinforce" a fact the claim restates or supports; "add" a new
  fact (fact_key null; give subject, dimension, aspect and value); "replace" a fact whose value
  changed (its fact_key, plus the new subject/dimension/aspect/value); "retract" a fact that
  stopped holding (its fact_key). When the topic has no facts yet, only "add" is possible.
- fact_key: only keys listed in the facts. evidence_event_refs: only refs of the events given.
- A different attribute, or one that can hold several values at once (hobbies, places visited),
  is an add, not a replace. A dated past state next to a current one is not a conflict unless a
  change is stated.
- full_summary: when you add, replace or retract, the topic's complete current summary in plain
  sentences without keys or refs; for reinforce only, or uncertain, repeat the current summary.
{DATA_RULE}
Reply with JSON only, matching the schema."""


# A worked example as a previous exchange (small local models follow a demonstrated answer).
EXAMPLE = {"topic": "Topic: Lena works at the library.", "current_summary": "Lena works at the library.",
           "facts": [{"key": "f1", "fact": "Lena, work (workplace): the library", "since": "2024-03-04"}],
           "events": [{"ref": "E1", "event": "Lena started a job at the city museum.", "time": "2024-09-02"}],
           "candidate_claims": [{"subject": "Lena", "dimension": "work", "aspect": "workplace",
                                 "value": "the city museum", "evidence_turn_ids": ["S4:2"]}]}
EXAMPLE_REPLY = {"status": "apply", "operations": [
    {"operation": "replace", "fact_key": "f1", "subject": "Lena", "dimension": "work", "aspect": "workplace",
     "value": "the city museum", "evidence_event_refs": ["E1"]}],
    "full_summary": "Lena works at the city museum; she used to work at the library.",
    "reason": "the workplace changed"}


def _user(payload: dict) -> str:
    return data_block(payload) + "\nReconcile the claims with the facts."


def build_messages(topic: str, snapshot: st.Snapshot, summary: str, events: list[dict],
                   claims: list[dict]) -> list[Message]:
    payload = {"topic": topic, "current_summary": summary,
               "facts": [{"key": f.key, "fact": f.text, "since": f.since} for f in snapshot.current()],
               "events": events, "candidate_claims": claims}
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": _user(EXAMPLE)},
            {"role": "assistant", "content": json.dumps(EXAMPLE_REPLY)}, {"role": "user", "content": _user(payload)}]


def fact_text(op: ReducedOperation) -> str:
    """A fact's text from its parts: "Caroline, career (goal): counselor"."""
    what = op.dimension or ""
    if op.aspect and op.aspect != op.dimension:
        what = f"{what} ({op.aspect})" if what else op.aspect
    head = ", ".join(p for p in (op.subject, what) if p)
    return f"{head}: {op.value}" if head and op.value else (op.value or head)


def to_reduction(reply: ReductionReply, refs: dict[str, str]) -> st.Reduction:
    """The reply in ``states`` terms; ``refs`` maps the prompt's event refs to event ids (an
    unknown ref is kept as given, so ``states.validate`` names it)."""
    ops = [st.Operation(op.operation, fact_key=op.fact_key, text=fact_text(op) or None,
                        evidence=[refs.get(r, r) for r in op.evidence_event_refs]) for op in reply.operations]
    return st.Reduction(reply.status, ops, reason=reply.reason, summary=reply.full_summary or None)
