"""ROAM's relation decision made one slot at a time (the relation backend ``model``).

ROAM's decision order asks first whether two facts are about the same entity and the same
attribute; only then does it matter what the new value does to the old one. The first
relation model answered both at once from the wording and acted on topical pairs (a cause and
a decision, a plan and its next step, two amounts of one thing). Here the questions are
separate, and each has its own evidence.

As shipped (``select.model_classifier``), the first model with its structural checks proposes
a label and ``decide_proposed`` settles whether it is acted on: alone, the slot model's own
relation head acted on too many pairs (docs/roam.md). ``decide`` is the slot model deciding
alone (``proposer=None``). Both follow the same steps:

1. **Same slot?** The model's ``same_slot`` head (``slot_model.py``), learned from the
   writers' slot annotations on the candidates ROAM's retrieval produces. Below its threshold
   the pair is IND, whatever the relation head says. ``same_slot()`` exposes this decision
   alone, for other policies to group evidence by slot.
2. **What does the new value do?** Within a slot: the values first (``values.py``): two
   numbers of one kind that differ replace each other on a single-valued attribute (a score,
   a weight, a balance, a count, an age), whatever the wording, so every update of a number is
   chained; equal wording with another number is never EQV. Otherwise the relation head's top
   label: EQV (same), OSN (more specific), NSO (less specific), CON (replaced or corrected:
   only on an attribute the ``single`` head calls single-valued; multi-valued ones never
   conflict).
3. **Act only when confident.** Each label has a threshold, chosen on calibration streams
   (``benchmarks/calibrate_slot_relations.py``, written into the model's JSON) for a false
   hide costing more than a missed merge. Below it the pair abstains: IND, or, when an LLM is
   configured, the LLM decides it, at most ``llm_budget`` calls per add; the LLM's CON on an
   attribute the model calls multi-valued is still refused.

An exact restatement is EQV without the model. Every judgement keeps the model's scores and
says, in its note, which step decided it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from memstrata.errors import InvalidInputError
from memstrata.models.relations import structure, values
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from memstrata.models.relations.slot_model import BACKWARD_BELOW, SlotRelationModel, SlotScores

# Used only by a model file written before calibration: every decision then needs a majority.
DEFAULT_THRESHOLDS = {"same_slot": 0.6, "single": 0.5, "value_slot": 0.6, "EQV": 0.5, "OSN": 0.5, "NSO": 0.5,
                      "CON": 0.5, "CON_support": 0.0}
DEFAULT_LLM_BUDGET = 4  # LLM calls per add, for the pairs the model abstains on
MIN_SAME_SLOT = (BACKWARD_BELOW + 1.0) / 2  # 0.6: a skipped pair averages below it (slot_model.BACKWARD_BELOW)


@dataclass(frozen=True)
class Decision:
    label: str
    note: str | None = None
    unsure: bool = False  # abstained: a relation was seen but a threshold was not reached


def decide(old: str, new: str, s: SlotScores, t: dict[str, float]) -> Decision:
    """The label for the ordered pair (old, new) from the model's scores and the values. Only a
    pair in one slot can abstain (be sent to the LLM): "another slot" is a decision."""
    if structure.normalize(old) == structure.normalize(new):
        return Decision("EQV", "exact restatement (checked without the model)")
    top = s.top()
    s = with_frame(old, new, s)
    if s.same_slot < t["same_slot"]:
        return Decision("IND", f"different slot (same_slot {s.same_slot:.2f} < {t['same_slot']:.2f})" if top != "IND"
                        else None)
    single = s.single >= t["single"]
    if values.compare(old, new) == "differ" or same_frame(old, new):
        # Different values of one kind: never the same fact, nor one entailing the other.
        if single and s.same_slot >= t["value_slot"]:
            return Decision("CON", f"values differ within one slot (same_slot {s.same_slot:.2f}, single {s.single:.2f})")
        why = (f"values differ on an attribute that may hold several (single {s.single:.2f})" if not single else
               f"values differ, slot not sure enough to chain them (same_slot {s.same_slot:.2f})")
        return Decision("IND", why, unsure=True)
    if top == "IND":
        return Decision("IND")
    if top == "CON" and not single:
        return Decision("IND", f"CON on an attribute that may hold several values (single {s.single:.2f})", unsure=True)
    if s.relation[top] < t[top]:
        return Decision("IND", f"{top} at {s.relation[top]:.2f} is below its threshold {t[top]:.2f}", unsure=True)
    return Decision(top)


_TOKEN = re.compile(r"[\w'’.-]+|[^\w\s]")
MAX_VALUE_TOKENS = 3  # the longest span a value may take ("New York City", "a Nissan Leaf")


def same_frame(old: str, new: str) -> bool:
    """Both texts are one sentence frame whose last words, a value, are swapped ("Ava lives in
    Leeds." / "Ava lives in Ghent."; "Ben drives a Kia Ceed." / "Ben drives a Mazda 3."): the
    same subject and predicate (three words or more) before a final span of at most three
    tokens. Such a pair is about one slot by construction, whatever a model says. Left out: a
    span with a number or a date (the values step reads those), a copula's predicate ("is a
    lawyer" / "is a mother of three") and a multi-valued predicate ("likes", "speaks", "knows
    how to"), which take several values at once."""
    a, b = _TOKEN.findall(old.lower()), _TOKEN.findall(new.lower())
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    span_a, span_b = a[start:len(a) - end], b[start:len(b) - end]
    frame = [w for w in a[:start] if w.isalnum() or "'" in w]
    if not span_a or not span_b or len(span_a) > MAX_VALUE_TOKENS or len(span_b) > MAX_VALUE_TOKENS:
        return False
    if any(w.isalnum() for w in a[len(a) - end:]) or len(frame) < 3:  # the value ends the sentence
        return False
    spans = " ".join(span_a + span_b)
    if values.quantities(spans) or values.strip_dates(spans) != spans or _COPULA & set(frame):
        return False
    return not (structure.multi_valued(old) or structure.multi_valued(new))


_COPULA = {"is", "are", "was", "were", "be", "been", "'s"}


def with_frame(old: str, new: str, s: SlotScores) -> SlotScores:
    """The model's scores, with the slot certain when the two texts share their frame."""
    return replace(s, same_slot=1.0) if s.same_slot < 1.0 and same_frame(old, new) else s


def decide_proposed(old: str, new: str, proposed: Judgement, s: SlotScores | None, t: dict[str, float]) -> Decision:
    """The label for (old, new) when another classifier proposes one (the first relation model
    with its checks) and the slot model decides whether it may be acted on. ``s`` may be None
    for a pair proposed IND whose values do not differ (it is not scored: nothing could change)."""
    label, note = proposed.label, proposed.note
    if label == "EQV" and note and note.startswith("exact restatement"):
        return Decision("EQV", note)
    abstained = bool(note and "below its threshold" in note)
    # One frame with its value swapped is a changed value too, whatever kind of value it is.
    differ = values.compare(old, new) == "differ" or same_frame(old, new)
    if s is None:
        return Decision(label, note, unsure=label == "IND" and abstained)
    s = with_frame(old, new, s)
    single = s.single >= t["single"]
    if label == "IND":
        if differ and single and s.same_slot >= t["value_slot"]:
            return Decision("CON", f"values differ within one slot (same_slot {s.same_slot:.2f}, single {s.single:.2f})")
        return Decision("IND", note, unsure=abstained)
    if s.same_slot < t["same_slot"]:
        return Decision("IND", f"{label} proposed, but another slot (same_slot {s.same_slot:.2f} < {t['same_slot']:.2f})")
    if differ and label in ("EQV", "OSN", "NSO"):  # different values are never the same fact
        if single:
            return Decision("CON", f"{label} proposed, values differ within one slot")
        return Decision("IND", f"{label} proposed, values differ on an attribute that may hold several", unsure=True)
    if label == "CON" and not single:
        return Decision("IND", f"CON proposed on an attribute that may hold several values (single {s.single:.2f})",
                        unsure=True)
    if label == "CON" and not differ and s.relation["CON"] < t["CON_support"]:
        return Decision("IND", f"CON proposed, the slot model does not see a change (CON {s.relation['CON']:.2f} < "
                               f"{t['CON_support']:.2f})", unsure=True)
    return Decision(label, note)


class SlotRelationClassifier(RelationClassifier):
    def __init__(self, model_path: str | Path | None = None, *, fallback: RelationClassifier | None = None,
                 proposer: RelationClassifier | None = None, thresholds: dict[str, float] | None = None,
                 llm_budget: int = DEFAULT_LLM_BUDGET, cache: bool = True):
        self.model = SlotRelationModel(model_path, cache=cache)
        self.thresholds = {**DEFAULT_THRESHOLDS, **self.model.thresholds, **(thresholds or {})}
        if self.thresholds["same_slot"] < MIN_SAME_SLOT:
            raise InvalidInputError(f"the same_slot threshold must be at least {MIN_SAME_SLOT} (pairs the forward "
                                    f"reading puts in two slots are not read backwards), got {self.thresholds['same_slot']}")
        self.fallback, self.llm_budget, self.cache = fallback, llm_budget, cache
        self.proposer = proposer
        self._calls_left = llm_budget
        self.name = self.model.name + (f"+{proposer.name}" if proposer else "") + (f"+{fallback.name}" if fallback else "")

    def reset_budget(self) -> None:
        """A new add begins: the LLM may be asked ``llm_budget`` times again."""
        self._calls_left = self.llm_budget

    def prefetch(self, pairs: list[tuple[Atom, Atom]]) -> None:
        """Score (old, new) pairs in batches into the models' caches (ROAM's batched adds): the
        proposer's on every pair, then the slot model's on the pairs it will read; without a
        proposer, the slot model's on every pair."""
        if self.proposer is None:
            self.model.scores(pairs)
            return
        backend = getattr(self.proposer, "backend", self.proposer)
        probabilities = getattr(backend, "probabilities", None)
        if callable(probabilities) and getattr(backend, "cache", False):
            probabilities(pairs)
        # Then the pairs the slot model will read (proposed, or values that differ), in one
        # batch: one observation at a time they are batches of one or two.
        self.decisions(pairs)

    def same_slot(self, old: Atom, new: Atom) -> tuple[bool, float]:
        """Whether the two facts are about the same entity and attribute, with the model's
        probability (both readings averaged; 1.0 when they share their frame)."""
        (s,) = self.model.scores([(old, new)])
        p = with_frame(old.text, new.text, s).same_slot
        return p >= self.thresholds["same_slot"], p

    def decisions(self, pairs: list[tuple[Atom, Atom]]) -> list[tuple[Decision, SlotScores | None]]:
        """(old, new) pairs decided without the fallback, with the slot model's scores (None for
        a pair the proposer left IND and whose values do not differ: it is not scored)."""
        if self.proposer is None:
            scores = self.model.scores(pairs)
            return [(decide(o.text, n.text, s, self.thresholds), s) for (o, n), s in zip(pairs, scores)]
        proposed = _proposals(self.proposer, pairs)
        todo = [i for i, ((o, n), p) in enumerate(zip(pairs, proposed))
                if p.label != "IND" or values.compare(o.text, n.text) == "differ" or same_frame(o.text, n.text)]
        scored: dict[int, SlotScores] = dict(zip(todo, self.model.scores([pairs[i] for i in todo])))
        return [(decide_proposed(o.text, n.text, p, scored.get(i), self.thresholds), scored.get(i))
                for i, ((o, n), p) in enumerate(zip(pairs, proposed))]

    def judge_pairs(self, pairs: list[tuple[Atom, Atom]]) -> list[Judgement]:
        """(old, new) pairs, decided without the fallback."""
        return [Judgement(d.label, self.name, s.as_dict() if s else {}, note=d.note) for d, s in self.decisions(pairs)]

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        if not olds:
            return []
        decided = self.decisions([(o, new) for o in olds])
        judgements = [Judgement(d.label, self.name, s.as_dict() if s else {}, note=d.note) for d, s in decided]
        unsure = [i for i, (d, _) in enumerate(decided) if d.unsure]
        if unsure and self.fallback is not None and self._calls_left > 0:
            self._calls_left -= 1  # one call judges every unsure candidate of this observation
            asked = self.fallback.classify(new, [olds[i] for i in unsure])
            for i, a in zip(unsure, asked):
                label, note = a.label, f"{judgements[i].note}; asked {a.backend}" + (f" ({a.note})" if a.note else "")
                slot = decided[i][1]
                if label == "CON" and slot is not None and slot.single < self.thresholds["single"]:
                    label, note = "IND", f"{note}; its CON is refused: the attribute may hold several values"
                judgements[i] = Judgement(label, self.name, judgements[i].scores, note=note)
        elif unsure and self.fallback is not None:
            for i in unsure:
                judgements[i].note = f"{judgements[i].note}; the LLM budget of this add ({self.llm_budget}) is spent"
        return judgements


def _proposals(proposer: RelationClassifier, pairs: list[tuple[Atom, Atom]]) -> list[Judgement]:
    judge = getattr(proposer, "judge_pairs", None)
    if callable(judge):
        return judge(pairs)
    return [proposer.classify(new, [old])[0] for old, new in pairs]
