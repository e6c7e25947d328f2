"""Prompts of the QA runner: the answer model and the CORRECT/WRONG judge.

The judge follows the protocol the Mem0 LoCoMo evaluation uses (generous on paraphrase,
length and date format, strict on the fact itself) with LongMemEval's per-type rules:
knowledge-update answers must give the latest value, abstention questions must abstain,
preference questions are judged against a rubric rather than one right answer.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel

from memstrata.models.llm.base import Message

ANSWER_SYSTEM = """You answer questions about a person's past conversations, using only the memories given.
Each memory starts with the date it was recorded. Reply with the answer only: a few words or
one short sentence. Give dates as calendar dates. If the memories do not contain the answer,
reply exactly: Not mentioned in the memories."""


def answer_messages(question: str, context: str, asked_on: str | None) -> list[Message]:
    when = f" (asked on {asked_on[:10]})" if asked_on else ""
    user = f"<memories>\n{context or '(none)'}\n</memories>\nQuestion{when}: {question}\nAnswer:"
    return [{"role": "system", "content": ANSWER_SYSTEM}, {"role": "user", "content": user}]


class Verdict(BaseModel):
    reasoning: str
    label: Literal["CORRECT", "WRONG"]


JUDGE_SYSTEM = """You grade answers to questions about a person's conversation history.
Compare the RESPONSE with the REFERENCE answer and label it CORRECT or WRONG.
- CORRECT when the response states the same fact as the reference, even if it is worded
  differently, longer, or gives a date in another format (e.g. "May 7th" for "7 May 2023")
  or as an equivalent relative expression.
- WRONG when it states a different fact, misses the key part of the reference, or hedges
  between several options.
Extra rules by question type:
- knowledge-update: the reference is the latest value. A response giving an older value as
  the current one is WRONG; one that mentions the old value but gives the latest as current is CORRECT.
- abstention: the right answer is that the information is not available. CORRECT only if the
  response says so (not mentioned / unknown); any concrete answer is WRONG.
- preference: the reference is a rubric of what a good answer takes into account. CORRECT if
  the response satisfies the rubric.
Reply with JSON only: {"reasoning": "one short sentence", "label": "CORRECT" or "WRONG"}."""


def judge_messages(question: str, reference: object, response: str, question_type: str) -> list[Message]:
    payload = {"question_type": question_type, "question": question, "reference": str(reference),
               "response": response}
    return [{"role": "system", "content": JUDGE_SYSTEM},
            {"role": "user", "content": json.dumps(payload, ensure_ascii=False)}]


def judge_type(category: str, abstention: bool) -> str:
    if abstention or category == "adversarial":
        return "abstention"
    if category == "knowledge-update":
        return "knowledge-update"
    if "preference" in category:
        return "preference"
    return "factual"
