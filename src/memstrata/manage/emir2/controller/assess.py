"""Step 4, each round: the evidence assessment, once for the root question and once for each
active subproblem. Whether retrieval may stop is computed here from the per-target verdicts
(the root and every required subproblem sufficient), not read from a field the model fills."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, ValidationInfo, field_validator, model_validator

from memstrata.manage.emir2.controller.common import (
    ACTIONS_LEGEND,
    CandidateView,
    candidates_payload,
    check_refs,
    clean_list,
    context_of,
    once_each,
    system_message,
    user_message,
)
from memstrata.models.llm.base import Message

ROOT = "root"

TASK = (
    "You judge, during a retrieval over a long-term conversational memory, whether the memories found "
    "so far are enough. You get the question, its intent, the targets to assess (the root question and "
    "any subproblems), the candidate memories with the graph actions each offers, and the retrieval "
    "history (probes already searched, and those that found nothing new).\n"
    "Assess every target exactly once. A target is sufficient only when the candidates support its "
    "answer: for a stated fact, a memory that matches its subject, relation, facet, occurrence and "
    "time, not one that is merely on the topic; for a conclusion, several indirect memories may "
    "together suffice (indicators, constraints, habits, evidence against). Cite in "
    "supporting_result_refs only the refs of memories that support that target, alone or together.\n"
    "When a target is not sufficient, name in missing_facets the exact link, attribute, event or "
    "constraint that is missing, and write followup_probe: a short search query aimed at that gap, "
    "built from concrete names, places, events or dates the candidates revealed. Do not paraphrase the "
    "question and do not repeat a probe from the history; after a probe that found nothing, change the "
    "wording, the entity, the evidence dimension or the time granularity. In action_ids pick only "
    "offered graph actions whose memories could fill the gap. When a target is sufficient, set "
    "followup_probe to null and action_ids to [].\n"
    f"{ACTIONS_LEGEND}\n"
    "Return assessments: one object per target with target (its id), sufficient, missing_facets, "
    "supporting_result_refs, followup_probe and action_ids."
)


class TargetAssessment(BaseModel):
    target: str
    sufficient: bool
    missing_facets: list[str] = Field(default_factory=list)
    supporting_result_refs: list[str] = Field(default_factory=list)
    followup_probe: str | None = None
    action_ids: list[str] = Field(default_factory=list)

    @field_validator("missing_facets")
    @classmethod
    def _clean(cls, values: list[str]) -> list[str]:
        return clean_list(values)

    @field_validator("followup_probe")
    @classmethod
    def _blank_is_none(cls, value: str | None) -> str | None:
        return value.strip() if value and value.strip() else None


class Assessment(BaseModel):
    assessments: list[TargetAssessment]

    @model_validator(mode="after")
    def _one_per_target(self, info: ValidationInfo) -> "Assessment":
        targets = context_of(info, "targets")
        if targets is not None and (wrong := once_each([a.target for a in self.assessments], targets)):
            raise ValueError(f"assess each of {targets} exactly once ({wrong})")
        refs, actions = context_of(info, "refs"), context_of(info, "actions")
        for a in self.assessments:
            # "R3:NEXT (2 new)" as shown is the action "R3:NEXT"
            a.action_ids = [x.split(" (")[0].strip() for x in a.action_ids]
            a.supporting_result_refs = check_refs(a.supporting_result_refs, refs, f"{a.target}: supporting refs")
            a.action_ids = check_refs(a.action_ids, actions, f"{a.target}: action ids")
        return self

    def of(self, target: str) -> TargetAssessment:
        return next(a for a in self.assessments if a.target == target)


def overall_sufficient(assessment: Assessment, required: list[str], resolved: set[str]) -> bool:
    """True when the root and every required subproblem are sufficient, now or in an earlier
    round (``resolved``: subproblems already judged sufficient, no longer assessed)."""
    now = {a.target for a in assessment.assessments if a.sufficient}
    return all(t in now or t in resolved for t in [ROOT, *required])


def assess_messages(question: str, intent: dict[str, Any], targets: list[dict[str, Any]],
                    views: list[CandidateView], history: dict[str, Any]) -> list[Message]:
    payload = {"question": question, "intent": intent, "targets": targets,
               "candidates": candidates_payload(views, with_actions=True), "history": history}
    return [system_message(TASK), user_message(payload)]
