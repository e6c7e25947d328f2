"""Shared fixtures. The embedder is the real offline all-MiniLM-L6-v2, loaded once."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from memstrata import Memory
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
from tests.hypothesis_profiles import load_profile

load_profile()  # "ci" unless $MEMSTRATA_HYPOTHESIS_PROFILE says otherwise

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).parent.parent


@pytest.fixture(scope="session")
def embedder() -> MiniLMOnnxEmbedder:
    return MiniLMOnnxEmbedder()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "memory.db"


@pytest.fixture
def memory(db_path: Path, embedder):
    with Memory.open(db_path, embedder=embedder) as m:
        yield m


def unit_vectors(n: int, dim: int = 384, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory):
    """A tiny randomly initialised causal LM on SmolLM2's real tokenizer and chat template
    (tests/fixtures/tiny_lm), built once per session into a model folder: the training
    pipeline and the trainable backend run for real in seconds. Needs the train extra."""
    pytest.importorskip("torch")
    pytest.importorskip("peft")
    import gzip
    import shutil

    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    folder = tmp_path_factory.mktemp("tiny-lm")
    src = FIXTURES / "tiny_lm"
    with gzip.open(src / "tokenizer.json.gz", "rb") as f, open(folder / "tokenizer.json", "wb") as out:
        shutil.copyfileobj(f, out)
    for name in ("tokenizer_config.json", "chat_template.jinja"):
        shutil.copy(src / name, folder / name)
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=49152, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=8192,
                         tie_word_embeddings=True, bos_token_id=1, eos_token_id=2, pad_token_id=2,
                         # Embeddings large enough that a LoRA on the blocks can make the logits peak
                         # (at the default 0.02 they stay near uniform whatever the adapter does).
                         initializer_range=0.3)
    LlamaForCausalLM(config).save_pretrained(folder)
    return folder


@pytest.fixture(scope="session")
def pg_dsn(tmp_path_factory):
    """The DSN of a real PostgreSQL server with pgvector (tests/pg_server.py)."""
    from tests.pg_server import start_server

    yield from start_server(tmp_path_factory)


@pytest.fixture
def pg_schema(pg_dsn):
    """A schema of this test's own in the test server, dropped afterwards."""
    from tests.pg_server import fresh_schema

    yield from fresh_schema(pg_dsn)
