"""The relation model shipped in the package: present, hash-checked, calibrated, ROAM's
``model`` backend without a path, and right on plain cases of each relation (pairs written for this
test, not taken from the corpus)."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.models.relations.base import LABELS, Atom
from memstrata.models.relations.cross_encoder import META_PATH, CrossEncoderRelationClassifier, shipped_model_available

CASES = [
    ("Noor works as a nurse at a children's hospital.", "Noor is a paediatric nurse at a children's hospital.", "EQV"),
    ("Tariq bought a car.", "Tariq bought a second-hand blue Toyota Corolla from his neighbour.", "OSN"),
    ("Greta adopted a three-legged tabby cat called Mochi from the shelter.", "Greta adopted a cat.", "NSO"),
    ("Ines lives in Porto.", "Ines moved from Porto to Berlin and lives there now.", "CON"),
    ("Ines lives in Porto.", "Ines's sister is a chemistry teacher.", "IND"),
    # one single-valued attribute, two values, no change word: the newer replaces the older
    ("Pavel works at a pharmacy.", "Pavel works at a furniture store.", "CON"),
    ("Wen drives a Subaru Outback.", "Wen drives a Nissan Leaf.", "CON"),
    ("Wen drives a Subaru Outback.", "Wen's father drives a Nissan Leaf.", "IND"),
    ("Jonas loves playing the guitar and practises every evening.",
     "Jonas felt nervous before playing at his cousin's wedding, but the guests loved it.", "IND"),
]


@pytest.fixture(scope="module")
def model():
    assert shipped_model_available(), "the relation model must ship in the package (models/relations/data)"
    return CrossEncoderRelationClassifier()


def test_the_shipped_model_loads_verified_and_calibrated(model):
    meta = json.loads(META_PATH.read_text())
    assert model.labels == list(LABELS) and len(meta["sha256"]) == 64
    assert set(model.thresholds) == {"EQV", "OSN", "NSO", "CON"}
    assert all(0.5 <= t < 1.0 for t in model.thresholds.values())
    assert meta["calibration"]["script"] == "benchmarks/calibrate_relations.py"


@pytest.mark.parametrize("old,new,label", CASES)
def test_plain_cases_of_each_relation(old, new, label):
    argmax = CrossEncoderRelationClassifier(thresholds={k: 0.0 for k in ("EQV", "OSN", "NSO", "CON")})
    judgement = argmax.classify(Atom(new, "2024-05-02"), [Atom(old, "2024-03-01")])[0]
    assert judgement.label == label, judgement.scores


def test_calibrated_labels_are_the_model_s_or_ind(model):
    """The shipped thresholds only ever turn a label into IND (never into another label)."""
    judgements = model.judge_pairs([(Atom(old, "2024-03-01"), Atom(new, "2024-05-02")) for old, new, _ in CASES])
    for (_, _, label), j in zip(CASES, judgements):
        assert j.label in (label, "IND") and (j.label == label or "below its threshold" in j.note)


def test_roam_model_backend_is_the_shipped_model(db_path, embedder):
    m = Memory.open(db_path, embedder=embedder, policy="roam", policy_options={"relation_backend": "model"})
    m.add(observations=[{"text": "Ines lives in Porto.", "time": "2023-01-01"}], user_id="u")
    d = m.add(observations=[{"text": "Ines moved to Berlin and lives there now.", "time": "2024-02-01"}],
              user_id="u").decisions[0]
    # the default decider: the first model (with its checks) proposes, the slot model decides
    assert (d.relation, d.event, d.backend) == ("CON", "superseded", "relations-slot-minilm-int8+relations-minilm-int8+checks")
    assert m.search("Where does Ines live?", user_id="u")[0].view.startswith("Ines moved to Berlin")


def test_roam_auto_is_the_shipped_model_and_asks_a_configured_llm_when_unsure(embedder):
    from memstrata.manage.registry import create_manager
    from memstrata.models.llm.replay import ScriptedLLM
    from memstrata.models.tokens import TokenCounter

    offline = create_manager("roam")
    offline.configure(llm=None, embedder=embedder, tokens=TokenCounter())
    assert offline.describe()["relation_backend"] == "relations-slot-minilm-int8+relations-minilm-int8+checks"
    online = create_manager("roam")
    online.configure(llm=ScriptedLLM([], name="scripted"), embedder=embedder, tokens=TokenCounter())
    assert online.describe()["relation_backend"] == "relations-slot-minilm-int8+relations-minilm-int8+checks+llm:scripted"
