"""The offline heuristic relation backend: what it labels, and that it stays IND when unsure."""

import pytest

from memstrata.models.relations.base import Atom, highest_priority
from memstrata.models.relations.heuristic import HeuristicRelationClassifier


@pytest.fixture(scope="module")
def heuristic(embedder):
    return HeuristicRelationClassifier(embedder)


@pytest.mark.parametrize("new,old,label", [
    ("Ava lives in Utrecht.", "Ava lives in Leeds.", "CON"),
    ("Maya moved to Lisbon in March 2024.", "Maya lives in Berlin.", "CON"),  # same attribute, other cue
    ("Sam runs 10 km every morning.", "Sam runs 5 km every morning.", "CON"),
    ("Melanie has three kids.", "Melanie has two kids.", "CON"),
    ("Maya lives in Lisbon, Portugal.", "Maya lives in Portugal.", "OSN"),
    ("Sam's dog is named Pixel.", "Sam has a dog.", "OSN"),
    ("Maya lives in Portugal.", "Maya lives in Lisbon, Portugal.", "NSO"),
    ("Maya relocated to Lisbon in March 2024.", "Maya moved to Lisbon in March 2024.", "EQV"),
    ("Sam is vegetarian.", "Sam is vegetarian.", "EQV"),
    ("Sam likes coffee.", "Sam likes tea.", "IND"),  # many-valued: both can hold
    ("Sam's favourite band is Muse.", "Sam's favourite food is sushi.", "IND"),
    ("Ava lives in Leeds.", "Tom lives in Leeds.", "IND"),  # another person
    ("Caroline read an article that touched on adoption.", "Caroline researched adoption agencies.", "IND"),
])
def test_labels(heuristic, new, old, label):
    [judgement] = heuristic.classify(Atom(new), [Atom(old)])
    assert (judgement.label, judgement.backend) == (label, "heuristic-lexical")


def test_batch_keeps_candidate_order(heuristic):
    labels = [j.label for j in heuristic.classify(Atom("Ava lives in Utrecht."),
                                                  [Atom("Ava enjoys hiking."), Atom("Ava lives in Leeds.")])]
    assert labels == ["IND", "CON"]
    assert heuristic.classify(Atom("x"), []) == []


def test_priority_order_and_ablation_filter():
    assert highest_priority(["IND", "NSO", "EQV", "OSN"]) == "OSN"
    assert highest_priority(["EQV", "CON"]) == "CON"
    assert highest_priority(["EQV", "NSO"], allowed=("CON",)) == "IND"
    assert highest_priority([]) == "IND"


@pytest.mark.parametrize("new,old,label", [
    ("Grace works at a hotel.", "Grace works at a hospital.", "CON"),  # lowercase filler, same frame
    ("Hugo works as a junior analyst.", "Hugo works as a teaching assistant.", "CON"),
    ("Ben drives a Kia Ceed.", "Ben drives a Mazda 3.", "IND"),  # no single-valued cue: stays IND
])
def test_short_fillers_of_a_single_valued_attribute(heuristic, new, old, label):
    assert heuristic.classify(Atom(new), [Atom(old)])[0].label == label
