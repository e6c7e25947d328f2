"""The trained relation classifier: a MiniLM cross-encoder with a 5-way head, run with ONNX
Runtime and ``tokenizers`` only (no torch), shipped in the package (``data/``).

The pair is read as ``[CLS] old [SEP] new [SEP]``, each side prefixed with its date when it
has one (``pair_text``, shared with training so both see identical inputs). All candidates
of an incoming atom go through the model in one batch.

Calibrated abstention: a non-IND label whose probability is below its threshold is not
trusted. A false EQV or NSO silently demotes a distinct fact, so an unsure pair goes to the
fallback backend (the LLM, when one is configured) or becomes IND, and the judgement's note
says so. Thresholds ship with the model (``relations-minilm-int8.json``) and can be overridden.
The model file is checked against its pinned sha256 before use.

Loading is shared per process (one ONNX session per model file, checked once; the file's
size and mtime identify it) and judged pairs are cached by their dated texts: memory
servers open many scopes, and replayed streams meet the same candidate pairs again.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any

import numpy as np

from memstrata.errors import ModelNotAvailableError
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from memstrata.models.relations.row_cache import RowCache

DATA = Path(__file__).parent / "data"
MODEL_PATH = DATA / "relations-minilm-int8.onnx"
META_PATH = DATA / "relations-minilm-int8.json"
MAX_TOKENS = 128
PROBABILITY_CACHE_SIZE = 200_000

_loaded: dict[tuple, tuple[dict[str, Any], Any, set[str], Any]] = {}
_probabilities = RowCache(PROBABILITY_CACHE_SIZE)
_lock = threading.Lock()


def pair_text(old: Atom, new: Atom) -> tuple[str, str]:
    """The two segments the model reads (training and inference alike)."""
    return _dated(old), _dated(new)


def _dated(atom: Atom) -> str:
    return f"{atom.time[:10]}: {atom.text}" if atom.time else atom.text


def shipped_model_available() -> bool:
    return MODEL_PATH.exists() and META_PATH.exists()


def load_tokenizer(path: Path | None = None):
    from tokenizers import Tokenizer

    from memstrata.models.embed.minilm_onnx import TOKENIZER_PATH, TOKENIZER_SHA256, _verified

    tok = Tokenizer.from_file(str(path or _verified(TOKENIZER_PATH, TOKENIZER_SHA256, "MiniLM tokenizer")))
    tok.enable_truncation(max_length=MAX_TOKENS)
    tok.enable_padding()
    return tok


def encode_pairs(tokenizer, pairs: list[tuple[str, str]]) -> dict[str, np.ndarray]:
    enc = tokenizer.encode_batch(pairs)
    return {"input_ids": np.array([e.ids for e in enc], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in enc], dtype=np.int64)}


class CrossEncoderRelationClassifier(RelationClassifier):
    def __init__(self, model_path: str | Path | None = None, *, fallback: RelationClassifier | None = None,
                 thresholds: dict[str, float] | None = None, cache: bool = True):
        meta_path = META_PATH if model_path is None else Path(model_path).with_suffix(".json")
        path = MODEL_PATH if model_path is None else Path(model_path)
        self.meta, self._session, self._inputs, self._tokenizer = _load(path, meta_path)
        self.labels: list[str] = self.meta["labels"]
        self.thresholds = {**self.meta.get("thresholds", {}), **(thresholds or {})}
        self.fallback, self.cache = fallback, cache  # cache=False: every pair runs the model (speed benchmarks)
        self.name = self.meta.get("name", "minilm-relations") + (f"+{fallback.name}" if fallback else "")

    def probabilities(self, pairs: list[tuple[Atom, Atom]], batch_size: int = 64) -> np.ndarray:
        """Label probabilities (columns in ``self.labels`` order) of (old, new) pairs."""
        texts = [pair_text(o, n) for o, n in pairs]
        keys = [(self.meta["sha256"], *t) for t in texts]
        out = np.zeros((len(pairs), len(self.labels)), dtype=np.float32)
        todo = _probabilities.fill(keys, out) if self.cache else list(range(len(pairs)))
        for start in range(0, len(todo), batch_size):
            rows = todo[start:start + batch_size]
            feeds = encode_pairs(self._tokenizer, [texts[i] for i in rows])
            (logits,) = self._session.run(None, {k: v for k, v in feeds.items() if k in self._inputs})
            logits = logits - logits.max(axis=1, keepdims=True)
            p = np.exp(logits)
            out[rows] = p / p.sum(axis=1, keepdims=True)
            if self.cache:
                _probabilities.store(keys, out, rows)
        return out

    def judge_pairs(self, pairs: list[tuple[Atom, Atom]]) -> list[Judgement]:
        """(old, new) pairs judged by the model alone, thresholds applied: an unsure non-IND
        label becomes IND with a note saying so (``classify`` then asks the fallback)."""
        judgements = []
        for row in self.probabilities(pairs):
            scores = {lab: round(float(p), 4) for lab, p in zip(self.labels, row)}
            label = self.labels[int(row.argmax())]
            if label != "IND" and scores[label] < self.thresholds.get(label, 0.0):
                judgements.append(Judgement("IND", self.name, scores, note=f"{label} at {scores[label]:.2f} is below "
                                            f"its threshold {self.thresholds[label]:.2f}"))
            else:
                judgements.append(Judgement(label, self.name, scores))
        return judgements

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        if not olds:
            return []
        judgements = self.judge_pairs([(o, new) for o in olds])
        unsure = [i for i, j in enumerate(judgements) if j.note]
        if unsure and self.fallback is not None:
            asked = self.fallback.classify(new, [olds[i] for i in unsure])
            for i, j in zip(unsure, asked):
                judgements[i] = Judgement(j.label, self.name, judgements[i].scores,
                                          note=f"{judgements[i].note}; asked {j.backend}" + (f" ({j.note})" if j.note else ""))
        return judgements



def _load(path: Path, meta_path: Path) -> tuple[dict[str, Any], Any, set[str], Any]:
    """The model's metadata, ONNX session, input names and tokenizer, loaded and
    hash-checked once per process for each version of the two files."""
    import onnxruntime as ort

    if not path.exists() or not meta_path.exists():
        raise ModelNotAvailableError(f"no relation model at {path} (with {meta_path.name}); "
                                     "train one with `memstrata relations train` or reinstall memstrata")
    key = tuple(x for f in (path, meta_path) for x in (str(f.resolve()), f.stat().st_size, f.stat().st_mtime_ns))
    with _lock:
        if key in _loaded:
            return _loaded[key]
    meta: dict[str, Any] = json.loads(meta_path.read_text(encoding="utf-8"))
    actual = hashlib.sha256(path.read_bytes()).hexdigest()
    if actual != meta["sha256"]:
        raise ModelNotAvailableError(f"relation model {path} has sha256 {actual}, expected {meta['sha256']}; "
                                     "reinstall memstrata or retrain")
    options = ort.SessionOptions()
    options.intra_op_num_threads = os.cpu_count() or 1
    options.log_severity_level = 3
    session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    loaded = (meta, session, {i.name for i in session.get_inputs()}, load_tokenizer())
    with _lock:
        _loaded[key] = loaded
    return loaded
