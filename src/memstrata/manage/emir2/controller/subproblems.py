"""Step 3 (only when the gate says so): two to four subproblems, each with its own retrieval
hints. What the model is asked not to do is also checked in code: a subproblem that restates
the question, or one that nearly repeats another, fails validation (and is retried once)."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, Field, ValidationInfo, field_validator, model_validator

from memstrata.manage.emir2.controller.common import (
    CandidateView,
    candidates_payload,
    clean_list,
    context_of,
    normalize_query,
    system_message,
    user_message,
)
from memstrata.models.llm.base import Message

NEAR_DUPLICATE = 0.8  # word-set overlap (Jaccard) at which two queries ask the same thing
_DATE = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")
_WORD = re.compile(r"[a-z0-9]+")
_FUNCTION_WORDS = {"a", "an", "the", "of", "to", "in", "on", "for", "and", "or", "is", "are", "was", "were", "did",
                   "does", "do", "what", "when", "where", "who", "which", "how", "why", "with", "at", "by", "about"}

TASK = (
    "You plan the retrieval of a question asked of a long-term conversational memory. It has been "
    "decided that the question needs subproblems. You get the question, its intent and the memories a "
    "first search found.\n"
    "Write two to four subproblems that differ from each other and together give what the question "
    "needs, keeping its meaning and its whole scope. For a question that asks for a conclusion, let the "
    "subproblems look for different facts, constraints, habits or alternative explanations, not restate "
    "the conclusion. For a question about many events over time, split by kind of event or by period. "
    "Never repeat the question itself, never write two subproblems that ask the same, and add no need "
    "the question does not have. Set required to true only when the question cannot be answered "
    "without that subproblem.\n"
    "For each subproblem return: query (a standalone search query, the subproblem's canonical wording), "
    "must_terms (words a matching memory should contain), should_terms (helpful extra words), entities "
    "(people, places, things it is about), info_types (the kinds of information it looks for), "
    "time_constraint ({\"start\": \"YYYY-MM-DD\", \"end\": \"YYYY-MM-DD\"}, either may be null, or null "
    "when it has no time limit) and required."
)


class TimeConstraint(BaseModel):
    start: str | None = None
    end: str | None = None

    @field_validator("start", "end")
    @classmethod
    def _iso(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        value = value.strip()
        if not _DATE.match(value):
            raise ValueError(f"{value!r} is not a date written YYYY, YYYY-MM or YYYY-MM-DD")
        return value


class Subproblem(BaseModel):
    query: str = Field(min_length=3)
    must_terms: list[str] = Field(default_factory=list)
    should_terms: list[str] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)
    info_types: list[str] = Field(default_factory=list)
    time_constraint: TimeConstraint | None = None
    required: bool = True

    @field_validator("must_terms", "should_terms", "entities", "info_types")
    @classmethod
    def _clean(cls, values: list[str]) -> list[str]:
        return clean_list(values)

    @field_validator("time_constraint")
    @classmethod
    def _empty_is_none(cls, value: TimeConstraint | None) -> TimeConstraint | None:
        return None if value is None or (value.start is None and value.end is None) else value


class SubproblemPlan(BaseModel):
    subproblems: list[Subproblem] = Field(min_length=2, max_length=4)

    @model_validator(mode="after")
    def _distinct(self, info: ValidationInfo) -> "SubproblemPlan":
        root = context_of(info, "root")
        queries = [s.query for s in self.subproblems]
        for i, q in enumerate(queries):
            if root is not None and near_duplicate(q, root):
                raise ValueError(f"subproblem {i + 1} ({q!r}) restates the root question; write a narrower one")
            for j in range(i):
                if near_duplicate(q, queries[j]):
                    raise ValueError(f"subproblems {j + 1} and {i + 1} ask nearly the same; make them distinct")
        return self


def near_duplicate(a: str, b: str) -> bool:
    """The same query after case and spacing, or content words that overlap almost entirely."""
    if normalize_query(a) == normalize_query(b):
        return True
    wa, wb = _content_words(a), _content_words(b)
    if not wa or not wb:
        return False
    return len(wa & wb) / len(wa | wb) >= NEAR_DUPLICATE


def subproblem_messages(question: str, intent: dict[str, Any], views: list[CandidateView]) -> list[Message]:
    return [system_message(TASK),
            user_message({"question": question, "intent": intent, "first_search": candidates_payload(views)})]


def _content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _FUNCTION_WORDS}
