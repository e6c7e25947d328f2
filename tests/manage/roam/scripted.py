"""A relation classifier that answers from a table, for testing ROAM's control flow
(Table 1, eq. 9, lifecycle) independently of any real backend's accuracy."""

from __future__ import annotations

from memstrata.models.relations.base import Atom, Judgement, RelationClassifier


class TableClassifier(RelationClassifier):
    name = "table"

    def __init__(self, table: dict[tuple[str, str], str]):
        self.table = table
        self.calls: list[tuple[str, list[str]]] = []

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        self.calls.append((new.text, [o.text for o in olds]))
        return [Judgement(self.table.get((new.text, o.text), "IND"), self.name) for o in olds]
