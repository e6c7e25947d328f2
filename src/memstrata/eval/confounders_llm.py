"""LLM generator of confounders for the interference builder (prompts and schemas).

Type I: statements about the question's subject and topic that answer nothing. Type II: the
gold statement rewritten with earlier, different values of the same attribute. The builder's
filter still drops any confounder containing the answer, and stamps type II before the gold.
"""

from __future__ import annotations

import json

from pydantic import BaseModel, Field

from memstrata.eval.episodes import Episode, EpisodeObservation, Question
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured


class Statements(BaseModel):
    statements: list[str] = Field(description="short standalone memory statements")


TYPE_I_SYSTEM = """You write distractor memories for testing a memory system.
Given a question about a person and a few things known about them, write new short
statements in the same style that are clearly about the same person and topic, so that a
search for the question would find them, but that do NOT answer the question: no dates,
places, names, numbers or facts that could serve as an answer, right or wrong.
Reply with JSON only: {"statements": ["...", "..."]}."""

TYPE_II_SYSTEM = """You write outdated memories for testing a memory system.
Given a statement with its current value, write the same statement with different, earlier
values of the same attribute: each must be a realistic alternative that is clearly not the
current value. Keep everything else of the sentence the same.
Reply with JSON only: {"statements": ["...", "..."]}."""


class LLMGenerator:
    def __init__(self, llm: LLM):
        self.llm = llm
        self.name = f"llm:{llm.name}"

    def type_i(self, episode: Episode, question: Question, k: int) -> list[str]:
        known = [o.text for o in episode.observations[:6]]
        user = json.dumps({"question": question.question, "known_statements": known, "how_many": k}, ensure_ascii=False)
        result = structured(self.llm, [{"role": "system", "content": TYPE_I_SYSTEM}, {"role": "user", "content": user}],
                            Statements, max_tokens=600)
        return [s.strip() for s in result.statements if s.strip()][:k]

    def type_ii(self, episode: Episode, question: Question, gold: list[EpisodeObservation], k: int) -> list[str]:
        if not gold:
            return []
        user = json.dumps({"statement": gold[0].text, "current_value": str(question.answer), "how_many": k},
                          ensure_ascii=False)
        result = structured(self.llm, [{"role": "system", "content": TYPE_II_SYSTEM}, {"role": "user", "content": user}],
                            Statements, max_tokens=600)
        return [s.strip() for s in result.statements if s.strip()][:k]
