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
