"""Structural checks a relation label must pass before ROAM acts on it.

The harm of a wrong label is asymmetric: a false CON, EQV or NSO hides a current or a distinct
fact, a false IND only leaves redundancy. So a label a backend gives is acted on only when the
two texts do not visibly contradict what the label presupposes (ROAM 2.2.1 and its decision
order: same aligned entity and attribute first, "when in doubt, IND"). Every check is a
property of the texts, not a threshold fitted to a data set:

1. exact restatement: the same text up to case, spacing and punctuation is EQV, without asking
   the backend (a backend that calls it IND leaves duplicate Primaries);
2. both orders (backends that give probabilities): the pair is scored as (old, new) and as
   (new, old); CON and EQV are symmetric and OSN is NSO read backwards, so the two readings are
   averaged label by label and a label the two orders disagree on becomes IND;
3. same subject: CON, EQV, OSN and NSO need one entity; two facts whose openings name
   different people or things ("Sam's locker 3" / "Sam's locker 5", "Ana" / "Ana's sister")
   are IND;
4. EQV keeps quantities: two texts stating as many small whole numbers, not the same ones, are
   not equivalent; the pair is CON when the backend rated CON above IND (an age and a later
   age), else IND;
5. CON needs aligned time: a dated or priced event or a state placed in the past ("used to",
   "back in 2021") next to an undated state is IND unless either text states a change or only
   one is negated ("never been to Asia" / "spent May 2019 in Vietnam");
6. CON needs a shared attribute: once the subject's words are set aside, the two texts share a
   content word or one of a few closed attribute classes (residence, work, partner, age, ...);
   "Kari is a teacher" / "Kari moved to Tromso" share neither;
7. an age and a different age of the same holder ("Tiago is 6" / "Tiago turned 7") are CON
   whatever the backend said, when no other check objects (a value and its time-shifted
   successor, which backends call EQV or IND);
8. CON needs a single-valued attribute: two statements of a multi-valued one (likes, speaks,
   visited, plays) are IND unless either states a change ("no longer", "quit") or only one is
   negated ("likes spicy food" / "doesn't like spicy food").

Each judgement that a check changed says which in its note; the backend's scores stay.
"""

from __future__ import annotations

from memstrata.models.relations import attributes, structure
from memstrata.models.relations.base import LABELS, Atom, Judgement, RelationClassifier

ENTAILMENT = ("EQV", "OSN", "NSO")
# What entailment needs of the words: the more general statement's content words (stemmed, with
# their attribute classes) mostly reappear in the more specific one, both ways for EQV. Half
# leaves room for a synonym or two; a "restatement" sharing less is usually another fact of the
# same topic (the summary style of extracted facts: "values family time" / "realizes the
# importance of self-care").
MIN_COVERAGE = 0.5
SWAPPED = {"IND": "IND", "EQV": "EQV", "OSN": "NSO", "NSO": "OSN", "CON": "CON"}


class CheckedRelationClassifier(RelationClassifier):
    """Wraps any backend; ``checks`` names the ones to run (all by default)."""

    ALL = ("restatement", "both_orders", "subject", "quantities", "coverage", "ages", "attribute", "time",
           "multi_valued")

    def __init__(self, backend: RelationClassifier, checks: tuple[str, ...] = ALL):
        unknown = set(checks) - set(self.ALL)
        if unknown:
            raise ValueError(f"unknown relation checks: {sorted(unknown)}")
        self.backend, self.checks = backend, tuple(checks)
        self.name = f"{backend.name}+checks"

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        return self.judge_pairs([(o, new) for o in olds])

    def judge_pairs(self, pairs: list[tuple[Atom, Atom]]) -> list[Judgement]:
        """(old, new) pairs judged by the backend, then checked."""
        out: list[Judgement | None] = [None] * len(pairs)
        todo = []
        for i, (old, new) in enumerate(pairs):
            if "restatement" in self.checks and structure.normalize(old.text) == structure.normalize(new.text):
                out[i] = Judgement("EQV", self.name, note="exact restatement (checked without the backend)")
            elif self._cannot_relate(old.text, new.text):
                out[i] = Judgement("IND", self.name, note="no label can pass the checks (no shared attribute, too "
                                                          "little in common to entail): not sent to the backend")
            else:
                todo.append(i)
        for i, judgement in zip(todo, self._backend_judgements([pairs[i] for i in todo])):
            out[i] = self._check(pairs[i][0], pairs[i][1], judgement)
        return [j for j in out if j is not None]

    def _cannot_relate(self, old: str, new: str) -> bool:
        """Whether every label but IND would be vetoed whatever the backend said, so asking it
        only costs time: CON needs a shared attribute (check 6) and no pair of ages is there
        (check 7), EQV/OSN/NSO need half of the more general text's content words in the other
        (the coverage check) in one direction at least. Exact, not a heuristic: the same
        vetoes run on the backend's labels."""
        if not {"coverage", "attribute", "ages"} <= set(self.checks):
            return False
        if attributes.ages(old) and attributes.ages(new):
            return False
        exclude = attributes.subject_words(structure.subject(old)) | attributes.subject_words(structure.subject(new))
        if attributes.content_words(old, exclude) & attributes.content_words(new, exclude):
            return False
        return _coverage(old, new) < MIN_COVERAGE and _coverage(new, old) < MIN_COVERAGE

    # ----- the backend --------------------------------------------------------------------
    def _backend_judgements(self, pairs: list[tuple[Atom, Atom]]) -> list[Judgement]:
        if not pairs:
            return []
        probabilities = getattr(self.backend, "probabilities", None)
        if "both_orders" in self.checks and callable(probabilities):
            return self._both_orders(pairs)
        judge = getattr(self.backend, "judge_pairs", None)
        if callable(judge):
            return judge(pairs)
        return [self.backend.classify(new, [old])[0] for old, new in pairs]

    def _both_orders(self, pairs: list[tuple[Atom, Atom]]) -> list[Judgement]:
        backend = self.backend
        labels: list[str] = list(getattr(backend, "labels", LABELS))
        thresholds: dict[str, float] = getattr(backend, "thresholds", {})
        forward = backend.probabilities(pairs)  # type: ignore[attr-defined]
        # Only a pair the forward reading relates is read backwards (most candidates are IND,
        # and the backward reading can only confirm a label or turn it into IND).
        ind = labels.index("IND")
        related = [i for i, f in enumerate(forward) if int(f.argmax()) != ind]
        swap = [labels.index(SWAPPED[lab]) for lab in labels]
        inverse = [swap.index(i) for i in range(len(labels))]
        backward = forward[:, inverse]  # a pair not read backwards counts as read the same way
        if related:
            backward[related] = backend.probabilities([(pairs[i][1], pairs[i][0]) for i in related])  # type: ignore[attr-defined]
        judgements: list[Judgement] = []
        for f, b in zip(forward, backward):
            b_read = b[swap]  # the backward reading, relabelled as the forward pair's
            mean = (f + b_read) / 2
            scores = {lab: round(float(p), 4) for lab, p in zip(labels, mean)}
            label = labels[int(mean.argmax())]
            fwd, bwd = labels[int(f.argmax())], labels[int(b_read.argmax())]
            if label != "IND" and (fwd != label or bwd != label):
                judgements.append(Judgement("IND", self.name, scores, note=f"orders disagree ({fwd} forward, "
                                            f"{SWAPPED[bwd]} backward)"))
            elif label != "IND" and scores[label] < thresholds.get(label, 0.0):
                judgements.append(Judgement("IND", self.name, scores, note=f"{label} at {scores[label]:.2f} is below "
                                            f"its threshold {thresholds[label]:.2f}"))
            else:
                judgements.append(Judgement(label, self.name, scores))
        return self._ask_fallback(pairs, judgements)

    def _ask_fallback(self, pairs: list[tuple[Atom, Atom]], judgements: list[Judgement]) -> list[Judgement]:
        """Pairs the model was unsure of go to the backend's fallback (the LLM), when it has one."""
        fallback: RelationClassifier | None = getattr(self.backend, "fallback", None)
        unsure = [i for i, j in enumerate(judgements) if j.note]
        if fallback is None or not unsure:
            return judgements
        for i in unsure:
            old, new = pairs[i]
            (asked,) = fallback.classify(new, [old])
            judgements[i] = Judgement(asked.label, self.name, judgements[i].scores,
                                      note=f"{judgements[i].note}; asked {asked.backend}"
                                      + (f" ({asked.note})" if asked.note else ""))
        return judgements

    # ----- the checks ---------------------------------------------------------------------
    def _check(self, old: Atom, new: Atom, judgement: Judgement) -> Judgement:
        label = judgement.label
        if label != "CON" and "ages" in self.checks:
            aged = _age_change(old.text, new.text)
            if aged is not None and self._veto(old.text, new.text, "CON") is None:
                return Judgement("CON", self.name, judgement.scores, f"{label} -> CON: {aged}")
        if label == "IND":
            return Judgement("IND", self.name, judgement.scores, judgement.note)
        reason = self._veto(old.text, new.text, label)
        if reason is None:
            return Judgement(label, self.name, judgement.scores, judgement.note)
        fallback = "IND"
        if reason.startswith("numbers differ") and judgement.scores.get("CON", 0.0) > judgement.scores.get("IND", 1.0) \
                and self._veto(old.text, new.text, "CON") is None:
            fallback = "CON"
        note = f"{label} -> {fallback}: {reason}" + (f"; {judgement.note}" if judgement.note else "")
        return Judgement(fallback, self.name, judgement.scores, note)

    def _veto(self, old: str, new: str, label: str) -> str | None:
        """Why ``label`` cannot hold between the two texts, or None."""
        if "subject" in self.checks:
            a, b = structure.subject(old), structure.subject(new)
            if structure.same_subject(a, b, old, new) is False:
                return f"different subjects ({_shown(a)} / {_shown(b)})"
        if label == "EQV" and "quantities" in self.checks and _counts_differ(old, new):
            return "numbers differ"
        if label in ENTAILMENT and "coverage" in self.checks:
            reason = _uncovered(old, new, label)
            if reason:
                return reason
        if label != "CON":
            return None
        if "time" in self.checks and structure.continuity(new) and not structure.change_cue(new):
            return "the new text says the value is unchanged"
        if "ages" in self.checks:
            a, b = attributes.ages(old), attributes.ages(new)
            if len(a) == 1 and len(b) == 1 and a[0][0] != b[0][0]:
                return f"ages of two holders ({a[0][0] or 'unnamed'} / {b[0][0] or 'unnamed'})"
        if "attribute" in self.checks:
            exclude = attributes.subject_words(structure.subject(old)) | attributes.subject_words(structure.subject(new))
            both_ages = bool(attributes.ages(old)) and bool(attributes.ages(new))
            if not both_ages and not attributes.content_words(old, exclude) & attributes.content_words(new, exclude):
                return "no shared attribute (no content word or attribute class in common)"
        # A negation on one side only is itself the contradiction ("likes" / "doesn't like").
        changed = structure.change_cue(old) or structure.change_cue(new) or \
            structure.negated(old) != structure.negated(new)
        if "time" in self.checks and not changed:
            old_dated = structure.dated(old) or structure.past_state(old)
            new_dated = structure.dated(new) or structure.past_state(new)
            if old_dated != new_dated:
                return "a dated or past statement next to an undated state, no change stated"
            if structure.past_state(old) != structure.past_state(new):
                return "a past state next to a current one, no change stated"
        if "multi_valued" in self.checks and not changed and structure.multi_valued(old) and structure.multi_valued(new):
            return "values of a multi-valued attribute"
        return None


def _coverage(general: str, specific: str) -> float:
    words = attributes.content_words(general)
    return len(words & attributes.content_words(specific)) / len(words) if words else 1.0


def _uncovered(old: str, new: str, label: str) -> str | None:
    if label == "NSO":
        pairs = [("new", new, old)]
    elif label == "OSN":
        pairs = [("old", old, new)]
    else:
        pairs = [("old", old, new), ("new", new, old)]
    for which, general, specific in pairs:
        share = _coverage(general, specific)
        if share < MIN_COVERAGE:
            return f"only {share:.0%} of the {which} text's content words are in the other ({label} needs most)"
    return None


def _age_change(old: str, new: str) -> str | None:
    """Both texts state one age of the same holder (named alike, or both unnamed), different."""
    a, b = attributes.ages(old), attributes.ages(new)
    if len(a) != 1 or len(b) != 1 or a[0][1] == b[0][1] or a[0][0] != b[0][0]:
        return None
    return f"an age and a later one ({a[0][1]} / {b[0][1]})"


def _counts_differ(old: str, new: str) -> bool:
    """Both texts state the same number of small whole quantities and some differ ("is 27" /
    "is 31"). Other differences in digits are often the same quantity written another way
    ("a decade" / "ten years", "3.5 kg" / "3,500 grams", dates in two formats), so they pass."""
    a, b = structure.numbers(old), structure.numbers(new)
    if not a or len(a) != len(b) or a == b:
        return False
    return all(isinstance(x, int) and x <= 200 for x in (*a, *b))


def _shown(key: str | None) -> str:
    return "?" if key is None else key.replace("name:", "").replace(structure.SELF, "the user")
