"""Step 2: the decomposition gate. Subproblems cost a planning call and widen every assessment,
so the gate is conservative: one fact, or one fact plus common knowledge, is not decomposed, and
a doubtful case is not either."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from memstrata.manage.emir2.controller.common import system_message, user_message
from memstrata.models.llm.base import Message

TASK = (
    "You decide whether a question asked of a long-term conversational memory should be split into "
    "subproblems, each searched on its own.\n"
    "Say yes when an answer must combine two or more distinct facts that one search would not find "
    "together: a comparison between people, things or events; a question that names its hops; a "
    "gathering of many events across time; a duration between two moments that must each be found; a "
    "conclusion that rests on several kinds of evidence (habits, preferences, skills, constraints, "
    "alternative explanations).\n"
    "Say no for a single stated fact, and for a conclusion that needs one fact plus general knowledge. "
    "Length, a hypothetical framing or several names are not reasons to split by themselves.\n"
    "If you are unsure, say no.\n"
    "Return needs_decomposition (true or false)."
)


class DecompositionDecision(BaseModel):
    needs_decomposition: bool


def decompose_messages(question: str, intent: dict[str, Any]) -> list[Message]:
    return [system_message(TASK), user_message({"question": question, "intent": intent})]
