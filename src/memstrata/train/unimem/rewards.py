"""Task rewards: how well a set of memories lets a frozen answerer answer one question.

The same function scores both stages: a retrieval rollout's evidence (what its event handed
over) and, for construction, the evidence index of the query (``lineage.evidence_index``). The
evidence is shown as the harness's answerer reads it: one line per memory with its date, time
ordered, cut to ``budget_tokens``.

- ``evidence-contains`` (offline, no model; for tests and CPU runs): 1 when the reference
  answer, normalised as LoCoMo's scorer does, appears in the evidence text, else 0. A question
  may list ``wrong_answers`` (an episode-format extension: a superseded value, an ended fact):
  evidence holding one contradicts itself and scores 0; a question with no answer but wrong
  answers scores 1 when none appears. It rewards keeping and finding the fact, not answering it.
- ``answer-f1`` (offline scoring): a frozen answer model answers from the evidence; the reward
  is the token F1 of its reply against the reference.
- ``judge``: the same answer, labelled CORRECT (1) or WRONG (0) by the harness's judge (the
  Mem0-style protocol the eval harness uses), with the judge model given (default: the answerer).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memstrata.eval.episodes import Question
from memstrata.eval.metrics import normalize_answer
from memstrata.eval.qa_prompts import answer_messages
from memstrata.eval.qa_scoring import token_f1
from memstrata.models.llm.base import LLM
from memstrata.models.tokens import TokenCounter


@dataclass
class Evidence:
    text: str
    time: str


def render(evidence: Sequence[Evidence], budget_tokens: int, tokens: TokenCounter) -> str:
    lines, used = [], 0
    for e in sorted(evidence, key=lambda e: e.time):
        line = f"[{e.time[:10]}] {e.text}"
        cost = tokens.count(line) + 1
        if used + cost > budget_tokens:
            break
        lines.append(line)
        used += cost
    return "\n".join(f"{i + 1}. {line}" for i, line in enumerate(lines))


class Reward:
    name = "reward"

    def __init__(self, budget_tokens: int = 256, tokens: TokenCounter | None = None):
        self.budget_tokens, self.tokens = budget_tokens, tokens or TokenCounter()

    def score(self, question: Question, evidence: Sequence[Evidence]) -> float:
        return self._score(question, render(evidence, self.budget_tokens, self.tokens))

    def _score(self, question: Question, context: str) -> float:
        raise NotImplementedError


class EvidenceContains(Reward):
    name = "evidence-contains"

    def _score(self, question: Question, context: str) -> float:
        text = f" {normalize_answer(context)} "
        wrong = [normalize_answer(str(w)) for w in (question.model_extra or {}).get("wrong_answers") or []]
        if any(w and f" {w} " in text for w in wrong):
            return 0.0
        reference = normalize_answer(str(question.answer if question.answer is not None else ""))
        if not reference:
            return float(bool(wrong))  # nothing should be held: right when no wrong answer shows
        return float(f" {reference} " in text)


class AnswerF1(Reward):
    name = "answer-f1"

    def __init__(self, answerer: LLM, **kw: Any):
        super().__init__(**kw)
        self.answerer = answerer

    def answer(self, question: Question, context: str) -> str:
        return self.answerer.chat(answer_messages(question.question, context, question.time), max_tokens=48).content

    def _score(self, question: Question, context: str) -> float:
        return token_f1(self.answer(question, context), str(question.answer or ""))


class Judged(AnswerF1):
    name = "judge"

    def __init__(self, answerer: LLM, judge: LLM | None = None, **kw: Any):
        super().__init__(answerer, **kw)
        self.judge = judge or answerer

    def _score(self, question: Question, context: str) -> float:
        from memstrata.eval.qa_runner import judge

        return float(judge(self.judge, question, self.answer(question, context)).label == "CORRECT")


def make_reward(kind: str, *, answerer: LLM | None = None, judge: LLM | None = None,
                budget_tokens: int = 256) -> Reward:
    if kind == "evidence-contains":
        return EvidenceContains(budget_tokens)
    if answerer is None:
        raise ValueError(f"reward {kind!r} needs an answer model")
    if kind == "answer-f1":
        return AnswerF1(answerer, budget_tokens=budget_tokens)
    return Judged(answerer, judge, budget_tokens=budget_tokens)
