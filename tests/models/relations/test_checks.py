"""The structural checks a relation label passes before ROAM acts on it (checks.py), each
against a backend scripted to give the label the check must catch, and the same pair with a
minimal change the check must let through (so no test passes by vetoing everything)."""

from __future__ import annotations

import pytest

from memstrata.models.relations import structure
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from memstrata.models.relations.checks import CheckedRelationClassifier


class Scripted(RelationClassifier):
    """Says ``label`` for every pair, with the scores given."""

    name = "scripted"

    def __init__(self, label: str, scores: dict[str, float] | None = None):
        self.label, self.scores = label, scores or {label: 0.9}
        self.calls = 0

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        self.calls += len(olds)
        return [Judgement(self.label, self.name, dict(self.scores)) for _ in olds]


def judge(label: str, old: str, new: str, scores: dict[str, float] | None = None) -> Judgement:
    (j,) = CheckedRelationClassifier(Scripted(label, scores)).classify(Atom(new), [Atom(old)])
    return j


def test_an_exact_restatement_is_eqv_without_asking_the_backend():
    backend = Scripted("IND")
    checked = CheckedRelationClassifier(backend)
    (j,) = checked.classify(Atom("Sam lives in Porto."), [Atom("sam lives in  porto")])
    assert j.label == "EQV" and "restatement" in j.note and backend.calls == 0
    (j,) = checked.classify(Atom("Sam lives in Porto."), [Atom("Sam lives in Braga.")])
    assert j.label == "IND" and backend.calls == 1


@pytest.mark.parametrize("old,new", [
    ("Sam's locker 3 holds box 10.", "Sam's locker 5 holds box 12."),
    ("Ana lives in Leeds.", "Marco lives in York."),
    ("My sister works at a bank.", "My brother works at a school."),
])
def test_different_subjects_are_never_related(old, new):
    for label in ("CON", "EQV", "OSN", "NSO"):
        j = judge(label, old, new)
        assert j.label == "IND" and "different subjects" in j.note, (label, j)


@pytest.mark.parametrize("old,new", [
    ("Ana lives in Leeds.", "Ana lives in York."),
    ("Olivia's father passed away when she was ten.", "Olivia lost her dad at age ten."),
    ("Tariq is Aisha's husband.", "Aisha's husband is called Tariq."),
    ("Jon works at a bakery.", "Jon Smith works at a garage."),
])
def test_the_same_subject_worded_differently_passes(old, new):
    assert judge("CON", old, new).label == "CON"


def test_subjectless_notes_are_not_read_as_names():
    for text in ("Taking cello lessons, Saturdays.", "Sold the Clio.", "Age 34.", "Boyfriend: Julien Mercier."):
        assert structure.subject(text) is None, text
    assert structure.subject("Tiago turned 7.") == "name:tiago"
    assert structure.subject("Inês lives in Lisbon.") == "name:inês"
    assert structure.subject("The client's sister, Kari Lunde, has moved.") == f"{structure.SELF}/sister#kari lunde"


def test_eqv_with_different_small_numbers_becomes_con_when_the_backend_leant_that_way():
    assert judge("EQV", "Ikram is 27.", "Ikram is 31.", {"EQV": 0.6, "CON": 0.3, "IND": 0.1}).label == "CON"
    assert judge("EQV", "Ikram ran 5 km.", "Ikram ran 10 km.", {"EQV": 0.6, "IND": 0.3, "CON": 0.1}).label == "IND"
    # the same quantity written another way is not a difference
    assert judge("EQV", "Marta has worked there for a decade.", "Marta has worked there for ten years.").label == "EQV"


def test_an_age_and_a_later_age_are_con_whatever_the_backend_said():
    j = judge("IND", "Inês's son Tiago is 6.", "Tiago turned 7.")
    assert j.label == "CON" and "age" in j.note
    assert judge("EQV", "Age 34.", "Turned 35 today.").label == "CON"
    # different holders, or an age inside another statement, are not
    assert judge("IND", "Magnus is 44 years old.", "His mother is 70 years old.").label == "IND"
    assert judge("IND", "Age 34.", "Cat is a grey tabby, about 5 years old.").label == "IND"


def test_con_needs_an_attribute_in_common():
    j = judge("CON", "Kari is employed as a teacher.", "Kari has moved to Tromso.")
    assert j.label == "IND" and "attribute" in j.note
    assert judge("CON", "Kari lives in Bergen.", "Kari moved to Tromso.").label == "CON"  # one attribute class
    assert judge("CON", "Kari works at a library.", "Kari works at a dental clinic.").label == "CON"


def test_a_dated_past_state_is_not_a_conflict_unless_a_change_is_stated():
    j = judge("CON", "Ravi lives in Bristol.", "Back in 2019 Ravi lived in Leeds.")
    assert j.label == "IND" and "past" in j.note
    assert judge("CON", "Ravi lives in Bristol.", "Ravi moved from Bristol to Leeds in 2024.").label == "CON"
    assert judge("CON", "Ava lives in Leeds since 2019.", "Ava lives in Ghent.").label == "CON"  # "since": ongoing
    assert judge("CON", "The user has never had surgery.", "The user had surgery in 2019.").label == "CON"  # negation


def test_a_multi_valued_attribute_never_contradicts():
    j = judge("CON", "Farhan likes jazz.", "Farhan likes spicy food.")
    assert j.label == "IND" and "multi-valued" in j.note
    assert judge("CON", "Farhan likes spicy food.", "Farhan doesn't like spicy food.").label == "CON"
    assert judge("CON", "Farhan's favourite band is Muse.", "Farhan's favourite band is Blur.").label == "CON"


def test_still_means_unchanged():
    j = judge("CON", "Pharmacist at Pharmacie des Terreaux.", "Still a pharmacist at Pharmacie des Terreaux.")
    assert j.label == "IND"


def test_every_check_can_be_switched_off_and_the_name_says_checks():
    checked = CheckedRelationClassifier(Scripted("CON"), checks=())
    (j,) = checked.classify(Atom("Marco lives in York."), [Atom("Ana lives in Leeds.")])
    assert j.label == "CON" and checked.name == "scripted+checks"
    with pytest.raises(ValueError):
        CheckedRelationClassifier(Scripted("CON"), checks=("no-such-check",))


def test_both_orders_with_the_shipped_model():
    from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier, shipped_model_available

    if not shipped_model_available():
        pytest.skip("no shipped relation model")
    checked = CheckedRelationClassifier(CrossEncoderRelationClassifier(thresholds={}))
    old, new = Atom("Leo has a pet.", "2024-01-02"), Atom("Leo has a beagle called Pixel.", "2024-02-03")
    (forward,) = checked.judge_pairs([(old, new)])
    (backward,) = checked.judge_pairs([(new, old)])
    assert forward.label == "OSN" and backward.label == "NSO"  # one reading, seen from both ends
    assert forward.scores["OSN"] == pytest.approx(backward.scores["NSO"], abs=1e-3)
