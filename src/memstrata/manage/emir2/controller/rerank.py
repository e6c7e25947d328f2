"""Step 6, once: the final rerank. Every kept candidate gets a score in [0, 1] for how well it
supports answering the question; a reply that skips a candidate, scores one twice or scores a
ref that was not supplied fails validation."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, ValidationInfo, model_validator

from memstrata.manage.emir2.controller.common import (
    CandidateView,
    candidates_payload,
    context_of,
    once_each,
    system_message,
    user_message,
)
from memstrata.models.llm.base import Message

TASK = (
    "You score the memories a retrieval over a long-term conversational memory kept, for how well each "
    "supports answering the question. You get the question, its intent and the candidates.\n"
    "Score every candidate on its own, from 0.0 (no help) to 1.0 (answers it). Score direct answer "
    "evidence high. When the question needs inference, comparison, aggregation or explanation, also "
    "score high the indirect evidence it needs (indicators, constraints, habits, evidence against); "
    "otherwise do not. For a question about a stated fact, score high only a memory that matches the "
    "exact facet, subject, relation, occurrence, ordinal and time asked; a related attribute, a "
    "neighbouring event or a memory that only shares a name is lower. A memory that is merely on the "
    "topic, or repeats a stronger one, is not rewarded.\n"
    "Return scores: one {\"ref\", \"score\"} object for every candidate."
)


class RefScore(BaseModel):
    ref: str
    score: float = Field(ge=0.0, le=1.0)


class Rerank(BaseModel):
    scores: list[RefScore]

    @model_validator(mode="after")
    def _every_candidate_once(self, info: ValidationInfo) -> "Rerank":
        refs = context_of(info, "refs")
        if refs is not None and (wrong := once_each([s.ref for s in self.scores], refs)):
            raise ValueError(f"score every supplied ref exactly once ({wrong})")
        return self

    def by_ref(self) -> dict[str, float]:
        return {s.ref: s.score for s in self.scores}


def rerank_schema(refs: list[str]) -> dict[str, Any]:
    """The reply's schema for these candidates: refs among those supplied, one item per
    candidate at most. A backend that decodes under the schema cannot then loop past the last
    candidate (Qwen2.5-Coder-0.5B scored "R1" to "R84" for 32 candidates, all 0.9, until the
    token limit cut the JSON short); ``Rerank`` still checks that each ref is scored once."""
    schema = Rerank.model_json_schema()
    item = schema["$defs"]["RefScore"]
    item["properties"]["ref"] = {"type": "string", "enum": list(refs)}
    schema["properties"]["scores"].update(minItems=len(refs), maxItems=len(refs))
    return schema


def rerank_messages(question: str, intent: dict[str, Any], views: list[CandidateView]) -> list[Message]:
    return [system_message(TASK),
            user_message({"question": question, "intent": intent, "candidates": candidates_payload(views)})]
