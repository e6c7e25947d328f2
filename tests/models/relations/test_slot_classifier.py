"""The shipped slot relation model as ROAM's ``model`` backend: loaded and calibrated, the
same-slot decision exposed on its own, every candidate scored in both readings, and the pairs it
abstains on sent to the fallback (the LLM) within the per-add budget."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from memstrata.models.relations.select import model_classifier
from memstrata.models.relations.slot_classifier import SlotRelationClassifier
from memstrata.models.relations.slot_model import MODEL_PATH, slot_model_available

# A CON the first model proposes in one slot is never supported: it abstains (the slot threshold is
# the lowest allowed).
NEVER = {"CON_support": 1.01, "single": 0.0, "same_slot": 0.6, "value_slot": 1.01}


class Asked(RelationClassifier):
    """The fallback's protocol, recording what it is asked (stands in for the LLM backend)."""

    name = "asked"

    def __init__(self):
        self.calls: list[int] = []

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        self.calls.append(len(olds))
        return [Judgement("CON", self.name) for _ in olds]


def test_the_slot_model_ships_calibrated_and_is_the_default_model():
    assert slot_model_available()
    meta = json.loads(MODEL_PATH.with_suffix(".json").read_text())
    assert meta["heads"] == ["IND", "EQV", "OSN", "NSO", "CON", "same_slot", "single"]
    assert meta["calibration"]["script"] == "benchmarks/calibrate_slot_relations.py"
    assert {"same_slot", "single", "value_slot", "CON_support"} <= set(meta["thresholds"])
    clf = model_classifier()
    assert isinstance(clf, SlotRelationClassifier) and clf.proposer is not None
    assert clf.name == "relations-slot-minilm-int8+relations-minilm-int8+checks"


def test_same_slot_is_a_decision_of_its_own():
    clf = SlotRelationClassifier()
    same, p = clf.same_slot(Atom("Ines lives in Porto.", "2023-01-01"), Atom("Ines moved to Berlin.", "2023-05-01"))
    other, q = clf.same_slot(Atom("Ines lives in Porto.", "2023-01-01"), Atom("Ines's sister is a chemistry teacher.",
                                                                              "2023-05-01"))
    assert same and not other and p > q


def test_abstentions_go_to_the_fallback_within_the_budget():
    asked = Asked()
    clf = model_classifier(fallback=asked, llm_budget=1)
    clf.thresholds.update(NEVER)
    new, olds = Atom("Lena moved to Linz.", "2024-03-01"), [Atom("Lena lives in Graz.", "2024-01-02")]
    first = clf.classify(new, olds)
    assert asked.calls == [1] and first[0].label == "CON" and "asked asked" in first[0].note
    second = clf.classify(new, olds)  # same add: the budget is spent, the model's IND stands
    assert asked.calls == [1] and second[0].label == "IND" and "budget" in second[0].note
    clf.reset_budget()  # a new add
    clf.classify(new, olds)
    assert asked.calls == [1, 1]


def test_roam_acts_on_the_slot_model(db_path, embedder):
    m = Memory.open(db_path, embedder=embedder, policy="roam")
    m.add(observations=[{"text": "Ines lives in Porto.", "time": "2023-01-01"}], user_id="u")
    d = m.add(observations=[{"text": "Ines moved to Berlin.", "time": "2023-05-01"}], user_id="u").decisions[0]
    assert (d.relation, d.backend) == ("CON", "relations-slot-minilm-int8+relations-minilm-int8+checks")
    details = m.history(d.id, user_id="u")[0].details
    assert {"same_slot", "single", "CON"} <= set(details["candidates"][0]["scores"])


def test_a_slot_threshold_below_what_the_backward_skip_allows_is_refused():
    from memstrata.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="same_slot threshold"):
        SlotRelationClassifier(thresholds={"same_slot": 0.5})


@pytest.mark.parametrize("budget", [-1, 1001, "3"])
def test_the_llm_budget_option_is_checked(db_path, embedder, budget):
    from memstrata.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="llm_relation_budget"):
        Memory.open(db_path, embedder=embedder, policy="roam", policy_options={"llm_relation_budget": budget})
