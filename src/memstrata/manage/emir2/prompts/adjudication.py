"""Step 7: cross-window event relations. Candidate pairs (events of different windows that a
signal links: one chain, near-identical wording, a shared entity) are judged by the model,
which may accept the proposed type, choose another, or reject; conservative by design."""

from __future__ import annotations

from pydantic import BaseModel, Field

from memstrata.manage.emir2.graph import EventRelation
from memstrata.manage.emir2.prompts.common import DATA_RULE, data_block
from memstrata.models.llm.base import Message


class Verdict(BaseModel):
    source_ref: str
    target_ref: str
    edge_type: EventRelation | None = None
    confidence: float = Field(0.0, ge=0.0, le=1.0)
    explanation: str = ""


class Adjudication(BaseModel):
    verdicts: list[Verdict]


SYSTEM = f"""You check proposed links between events of a person's memory that were told at
different times. For each candidate pair decide whether the events really relate and in which
direction, using only their descriptions and evidence. The proposed type and the signal that
suggested the pair are hints, not facts: keep the type, pick another, or reject with null.
Types: CAUSES (source caused target), CONTRIBUTES_TO (source partly caused target),
CONTEXT_FOR (source is background needed to understand target), ENABLES (source made target
possible), PART_OF (source is part of target), FOLLOW_UP_OF (source follows up target),
SAME_EVENT (both describe one occurrence). When the direction is not clearly supported, reject.
Explanations: at most 20 words.
{DATA_RULE}
Reply with JSON only, one verdict per candidate pair."""


def build_messages(events: list[dict], candidates: list[dict]) -> list[Message]:
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": data_block({"events": events, "candidates": candidates})
             + "\nJudge every candidate pair."}]


def check(x: Adjudication, candidates: list[dict]) -> list[str]:
    asked = {(c["source_ref"], c["target_ref"]) for c in candidates}
    answered = {(v.source_ref, v.target_ref) for v in x.verdicts}
    errors = [f"verdict for {s} -> {t} was not asked" for s, t in sorted(answered - asked)]
    errors += [f"no verdict for {s} -> {t}" for s, t in sorted(asked - answered)]
    return errors
