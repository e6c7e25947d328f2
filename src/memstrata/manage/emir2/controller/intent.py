"""Step 1: the question's intent, what kind of question it is and what an answer needs. Every
later step is shown it, so the assessment can hold a temporal question to its dates and the
rerank can tell a direct-fact question (exact match) from an inference one (indirect evidence)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from memstrata.manage.emir2.controller.common import clean_list, system_message, user_message
from memstrata.models.llm.base import Message

QUESTION_TYPES = ("single-fact", "temporal", "multi-hop", "aggregation", "comparison", "inference")
QuestionType = Literal["single-fact", "temporal", "multi-hop", "aggregation", "comparison", "inference"]

TASK = (
    "You classify a question asked of a long-term conversational memory, before any memory is searched.\n"
    "question_type, one of:\n"
    "- single-fact: one stated fact answers it (a name, a place, a preference, an attribute).\n"
    "- temporal: it asks when something happened, how long ago, in what order, or depends on a date.\n"
    "- multi-hop: the answer needs two or more facts chained together (one fact leads to the next).\n"
    "- aggregation: it gathers several events or items across time (all, how many, which ones).\n"
    "- comparison: it sets two or more people, things or moments against each other.\n"
    "- inference: the answer is not stated and must be concluded from indicators, habits or traits.\n"
    "information_required: one to six short phrases, each a piece of information an answer rests on "
    "(for example 'the city the person moved to', 'the date of the trip'). Name information, not answers."
)


class Intent(BaseModel):
    question_type: QuestionType
    information_required: list[str] = Field(min_length=1, max_length=6)

    @field_validator("information_required")
    @classmethod
    def _not_blank(cls, values: list[str]) -> list[str]:
        values = clean_list(values)
        if not values:
            raise ValueError("name at least one piece of required information")
        return values


def intent_messages(question: str) -> list[Message]:
    return [system_message(TASK), user_message({"question": question})]
