"""The LLM relation backend: one constrained call labels every candidate of a new atom.

Invalid output is retried with the validation error (``structured``); if it stays invalid,
or an entry is missing or repeated, those pairs fall back to IND with a note: the new
observation then becomes its own Primary, so nothing is lost, and the audit log says why.
"""

from __future__ import annotations

from memstrata.errors import StructuredOutputError
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from memstrata.models.relations.llm_prompt import RelationReply, relation_messages


class LLMRelationClassifier(RelationClassifier):
    def __init__(self, llm: LLM, retries: int = 2):
        self.llm = llm
        self.retries = retries
        self.name = f"llm:{llm.name}"

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        if not olds:
            return []
        try:
            reply = structured(self.llm, relation_messages(new, olds), RelationReply, retries=self.retries,
                               max_tokens=32 + 24 * len(olds))
        except StructuredOutputError as exc:
            return [Judgement("IND", self.name, note=f"invalid relation output, treated as IND: {exc}")
                    for _ in olds]
        labels: dict[int, str] = {}
        for item in reply.relations:
            if 1 <= item.stored <= len(olds) and item.stored not in labels:
                labels[item.stored] = item.label
        return [Judgement(labels[i], self.name) if i in labels else
                Judgement("IND", self.name, note="no label given for this pair, treated as IND")
                for i in range(1, len(olds) + 1)]
