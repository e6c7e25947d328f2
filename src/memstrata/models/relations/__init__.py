"""Relation classifiers: decide IND/EQV/OSN/NSO/CON between a new atom and stored ones."""

from memstrata.models.relations.base import LABELS, PRIORITY, Atom, Judgement, RelationClassifier, highest_priority

__all__ = ["LABELS", "PRIORITY", "Atom", "RelationClassifier", "Judgement", "highest_priority"]
