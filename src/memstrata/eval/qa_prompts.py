"""Prompts of the QA runner: the answer model and the CORRECT/WRONG judge.

The judge follows the protocol the Mem0 LoCoMo evaluation uses (generous on paraphrase,
length and date format, strict on the fact itself) with LongMemEval's per-type rules:
knowledge-update answers must give the latest value, abstention questions must abstain,
preference questions are judged against a rubric rather than one right answer.
"""

from __future__ import annotations

import hashlib
import json
from typing import Literal

from pydantic import BaseModel

from memstrata.models.llm.base import Message

ANSWER_SYSTEM = """You answer questions about a person's past conversations, using only the memories given.
Each memory is one numbered line with the date it was recorded. Reply with the answer only: a few words or
one short sentence. Give dates as calendar dates. If the memories do not contain the answer,
reply exactly: Not mentioned in the memories."""


def answer_messages(question: str, context: str, asked_on: str | None) -> list[Message]:
    when = f" (asked on {asked_on[:10]})" if asked_on else ""
    user = f"<memories>\n{context or '(none)'}\n</memories>\nQuestion{when}: {question}\nAnswer:"
    return [{"role": "system", "content": ANSWER_SYSTEM}, {"role": "user", "content": user}]


class Verdict(BaseModel):
    # Writing both facts down before the label makes a small judge compare them instead of
    # matching surface words: with Qwen2.5-Coder-1.5B agreement with the hand labels rose
    # from 72% (reasoning + label) to 84%.
    reference_fact: str
    response_fact: str
    label: Literal["CORRECT", "WRONG"]


JUDGE_SYSTEM = """You grade answers to questions about a person's conversation history.
First write the key fact of the REFERENCE answer, then the fact the RESPONSE states, then
compare them and label the response.
- CORRECT: the response states the same fact as the reference. Wording, length and date
  format may differ ("May 7th" = "7 May 2023"; "4" = "four").
- WRONG: the response states a different fact (another name, place, number or date), leaves
  out part of the reference, or hedges between options ("X or Y", "three or four").
By question type:
- knowledge-update: the reference is the latest value; a response giving an older value as
  current is WRONG, one that names the latest value as current is CORRECT.
- abstention: CORRECT only if the response says the information is not available; any
  concrete answer is WRONG.
- preference: the reference is a rubric; CORRECT if the response follows it.
Reply with JSON only: {"reference_fact": "...", "response_fact": "...", "label": "CORRECT" or "WRONG"}."""
JUDGE_VERSION = hashlib.sha256(JUDGE_SYSTEM.encode()).hexdigest()[:8]


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
