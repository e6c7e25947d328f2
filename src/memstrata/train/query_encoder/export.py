"""Export the trained question tower: ONNX (fp32), then dynamic int8 as the shipped embedder is
built (MatMul weights per channel), both scored on the dev cases through ONNX Runtime; writes
``question-encoder-int8.onnx`` and its JSON (sha256, the embedder it pairs with, scores)."""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path

import numpy as np
import torch

from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
from memstrata.models.embed.query_encoder import MODEL_PATH
from memstrata.models.relations.cross_encoder import load_tokenizer
from memstrata.train.query_encoder.data import Scope
from memstrata.train.query_encoder.tower import QuestionTower, encode


def _onnx_vectors(path: Path, tokenizer, texts: list[str]) -> np.ndarray:
    import onnxruntime as ort

    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    out = []
    for text in texts:  # one at a time, unpadded, as at search time
        ids = np.array([tokenizer.encode(text).ids], dtype=np.int64)
        vec = session.run(None, {"input_ids": ids, "attention_mask": np.ones_like(ids),
                                 "token_type_ids": np.zeros_like(ids)})[0][0]
        out.append(vec / max(float(np.linalg.norm(vec)), 1e-12))
    return np.array(out, dtype=np.float32)


def _top1(vectors: np.ndarray, dev: list[tuple[str, Scope]]) -> dict[str, float]:
    hits: dict[str, list[int]] = {}
    for (kind, scope), q in zip(dev, vectors):
        hits.setdefault(kind, []).append(int(np.argmax(scope.memories @ q) == scope.answers[0]))
    return {k: round(100 * float(np.mean(v)), 1) for k, v in sorted(hits.items())}


def export_tower(tower: QuestionTower, embedder: MiniLMOnnxEmbedder, dev: list[tuple[str, Scope]],
                 out: Path | None, meta: dict) -> dict:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out = out or MODEL_PATH
    tokenizer = load_tokenizer()
    single = load_tokenizer()
    single.no_padding()
    texts = [s.questions[0] for _, s in dev]
    with tempfile.TemporaryDirectory() as tmp:
        fp32, int8 = Path(tmp) / "fp32.onnx", Path(tmp) / "int8.onnx"
        feeds = encode(tokenizer, ["where does the user work"])
        torch.onnx.export(tower, (feeds["input_ids"], feeds["attention_mask"], feeds["token_type_ids"]), str(fp32),
                          input_names=["input_ids", "attention_mask", "token_type_ids"], output_names=["pooled"],
                          dynamic_axes={k: {0: "batch", 1: "tokens"} for k in feeds} | {"pooled": {0: "batch"}},
                          opset_version=17, dynamo=False)
        quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=True,
                         op_types_to_quantize=["MatMul"])
        scores = {v: _top1(_onnx_vectors(p, single, texts), dev) for v, p in (("fp32", fp32), ("int8", int8))} \
            if dev else {}
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(int8.read_bytes())
    info = {"name": "memstrata-question-encoder", "embedder": embedder.name, "variant": "int8-dynamic",
            "sha256": hashlib.sha256(out.read_bytes()).hexdigest(), "dev_top1": scores, **meta}
    out.with_suffix(".json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return info
