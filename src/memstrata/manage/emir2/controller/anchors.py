"""Step 5, each round that is not sufficient: which candidates to expand along the graph. An
anchor is chosen for what its neighbourhood may reveal, not for answering the question itself;
a ref the prompt did not supply fails validation."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, ValidationInfo, model_validator

from memstrata.manage.emir2.controller.common import (
    ACTIONS_LEGEND,
    CandidateView,
    candidates_payload,
    check_refs,
    context_of,
    system_message,
    user_message,
)
from memstrata.models.llm.base import Message

MAX_ANCHORS = 5

TASK = (
    "You choose where a retrieval over a long-term conversational memory graph expands next. You get the "
    "question, its intent, the current round, what is still missing, the probes that found nothing, and "
    "the candidate memories with their graph actions.\n"
    f"Pick at most {MAX_ANCHORS} candidates whose neighbours in the graph are most likely to hold the "
    "missing evidence. A good anchor need not answer the question: prefer bridges between topics, "
    "memories that name a needed entity, and events whose causes, consequences, neighbours in time or "
    "topic state could fill the gap; do not just pick the memories that already answer best. Judge "
    "from both the texts and the actions. Pick only refs from the candidates.\n"
    f"{ACTIONS_LEGEND}\n"
    "Return source_refs: the refs of the chosen candidates (an empty list when none would help)."
)


class AnchorChoice(BaseModel):
    source_refs: list[str] = Field(default_factory=list, max_length=MAX_ANCHORS)

    @model_validator(mode="after")
    def _supplied(self, info: ValidationInfo) -> "AnchorChoice":
        self.source_refs = check_refs(self.source_refs, context_of(info, "refs"), "source refs")
        return self


def anchor_messages(question: str, intent: dict[str, Any], round_: int, missing: list[str],
                    failed_probes: list[str], views: list[CandidateView]) -> list[Message]:
    payload = {"question": question, "intent": intent, "round": round_, "missing": missing,
               "failed_probes": failed_probes, "candidates": candidates_payload(views, with_actions=True)}
    return [system_message(TASK), user_message(payload)]
