"""The question encoder: a copy of the store's MiniLM fine-tuned so that a question lands near
the memory that answers it (``memstrata.train.query_encoder``), run with ONNX Runtime.

A sentence encoder trained for symmetric similarity puts "Where does Dara work?" near other
questions and near sentences that share its words, and far from "Teaches sculpture two days a
week at an art school.". Only questions go through this model; memories keep the vectors of the
store's embedder, so no store is re-embedded, and without the file questions are embedded as
memories are. The file is tied to the embedder it was trained against (``meta["embedder"]``):
with any other embedder it is not used.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from pathlib import Path

import numpy as np

from memstrata.errors import ModelNotAvailableError

MODEL_PATH = Path(__file__).parent / "data" / "question-encoder-int8.onnx"
META_PATH = MODEL_PATH.with_suffix(".json")
CACHE_SIZE = 10_000


class QuestionEncoder:
    def __init__(self, path: Path = MODEL_PATH, meta_path: Path = META_PATH):
        import onnxruntime as ort

        self.meta = json.loads(meta_path.read_text(encoding="utf-8"))
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != self.meta.get("sha256"):
            raise ModelNotAvailableError(f"the question encoder {path.name} does not match its sha256; reinstall memstrata")
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        self._session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    @classmethod
    def for_embedder(cls, embedder_name: str) -> "QuestionEncoder | None":
        """The shipped encoder when it was trained against ``embedder_name``, else None."""
        if not MODEL_PATH.exists() or not META_PATH.exists():
            return None
        if json.loads(META_PATH.read_text(encoding="utf-8")).get("embedder") != embedder_name:
            return None
        return cls()

    def encode(self, ids: list[int], key: str) -> np.ndarray:
        """The unit vector of one tokenized question (``key``: its text, for the cache)."""
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                return hit
        input_ids = np.array([ids], dtype=np.int64)
        feeds = {"input_ids": input_ids, "attention_mask": np.ones_like(input_ids),
                 "token_type_ids": np.zeros_like(input_ids)}
        vec = self._session.run(None, feeds)[0][0].astype(np.float32)
        vec /= max(float(np.linalg.norm(vec)), 1e-12)
        with self._lock:
            self._cache[key] = vec
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return vec
