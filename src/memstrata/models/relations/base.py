"""The relation-classifier protocol (ROAM eq. 4) and the relation priority (eq. 7).

A classifier judges an incoming atom against each candidate atom at once, so backends
that can batch (one LLM call, one cross-encoder batch) do. Every judgement names the
backend that produced it: ROAM writes that name into the audit log and results, so an
offline heuristic is never mistaken for a model.

Labels, for the ordered pair (new, old):
- IND: both can hold and neither entails the other (the default when in doubt);
- EQV: same truth conditions, each entails the other;
- OSN: old subsumed by new, the new atom strictly entails the old and is more specific;
- NSO: new subsumed by old, the reverse direction: the new atom adds nothing;
- CON: same entity and single-valued attribute (time scope aligned) with incompatible values.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field

LABELS: tuple[str, ...] = ("IND", "EQV", "OSN", "NSO", "CON")
# Highest first: state changes are protected first, then new specificity, then redundancy.
PRIORITY: tuple[str, ...] = ("CON", "OSN", "EQV", "NSO", "IND")


@dataclass(frozen=True)
class Atom:
    """An atomic text with the time it was observed (ISO), as a classifier sees it."""

    text: str
    time: str = ""


@dataclass
class Judgement:
    label: str
    backend: str
    scores: dict[str, float] = field(default_factory=dict)
    note: str | None = None  # e.g. why a label fell back to IND


def highest_priority(labels: list[str], allowed: tuple[str, ...] = LABELS) -> str:
    """The top label by ROAM's priority among ``labels``; labels outside ``allowed`` (an
    ablation that ignores some relations) count as IND."""
    present = {lab for lab in labels if lab in allowed}
    return next((lab for lab in PRIORITY if lab in present), "IND")


class RelationClassifier(ABC):
    name: str

    @abstractmethod
    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        """One judgement per item of ``olds``, in order, for the ordered pair (new, old)."""
