"""The offline embedder: the real all-MiniLM-L6-v2 ONNX model from the installed package."""

from __future__ import annotations

import numpy as np
import pytest

from memstrata.errors import ModelNotAvailableError, UnknownNameError
from memstrata.models.embed import minilm_onnx
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder, locate_minilm


def test_vectors_are_unit_length_and_semantic(embedder):
    v = embedder.embed(["Caroline moved from Sweden.", "Caroline relocated from Sweden.",
                        "The quarterly tax report is due."])
    assert v.shape == (3, 384) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert v[0] @ v[1] > 0.9 > 0.3 > v[0] @ v[2]


def test_a_vector_does_not_depend_on_its_batch_and_the_cache_returns_it(embedder):
    texts = [f"memory {i} about topic {i % 7}" for i in range(70)] + ["memory 3 about topic 3"]
    batched = embedder.embed(texts)
    fresh = MiniLMOnnxEmbedder(threads=1)
    single = np.stack([fresh.embed_one(t) for t in texts[:3]])
    assert np.allclose(batched[:3], single, atol=1e-6)
    assert np.array_equal(batched[3], batched[-1])


def test_both_variants_agree_and_are_told_apart(embedder):
    texts = ["Caroline attended an LGBTQ support group on 7 May 2023.", "Melanie painted a lake sunrise last year.",
             "Sam is vegetarian.", "The support group made Caroline feel accepted."]
    accurate = MiniLMOnnxEmbedder(variant="int8-weights")
    cos = (embedder.embed(texts) * accurate.embed(texts)).sum(axis=1)
    assert cos.min() > 0.98
    assert embedder.name == "all-MiniLM-L6-v2:int8-dynamic" and accurate.name == "all-MiniLM-L6-v2:int8-weights"
    with pytest.raises(UnknownNameError, match="int8-dynamic, int8-weights"):
        MiniLMOnnxEmbedder(variant="fp64")


def test_long_text_is_truncated_not_rejected(embedder):
    assert embedder.embed(["word " * 2000]).shape == (1, 384)


def test_a_tampered_tokenizer_is_refused(tmp_path, monkeypatch):
    fake = tmp_path / "tokenizer.json"
    fake.write_text("{}")
    monkeypatch.setattr(minilm_onnx, "TOKENIZER_PATH", fake)
    for variant in minilm_onnx.VARIANTS:
        with pytest.raises(ModelNotAvailableError, match="sha256"):
            locate_minilm(variant=variant)


def test_missing_explicit_path(tmp_path):
    with pytest.raises(ModelNotAvailableError, match="no ONNX model"):
        locate_minilm(tmp_path)
