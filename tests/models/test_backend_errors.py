"""A failing model backend raises BackendError, and nothing half-written is left (issue 12,
item 7)."""

from __future__ import annotations

import numpy as np
import pytest

from memstrata import Memory
from memstrata.errors import BackendError, MemstrataError
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.replay import ScriptedLLM


class BrokenEmbedder(Embedder):
    name, dim = "broken", 4

    def __init__(self, fault: str):
        super().__init__()
        self.fault = fault

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        if self.fault == "raise" and any("boom" in t for t in texts):
            raise RuntimeError("CUDA error: device lost")
        vecs = np.ones((len(texts), self.dim), dtype=np.float32)
        if self.fault == "nan" and any("boom" in t for t in texts):
            vecs[0, 0] = np.nan
        if self.fault == "shape" and any("boom" in t for t in texts):
            return vecs[:, :2]
        return vecs


@pytest.mark.parametrize(("fault", "message"), [
    ("raise", "embedder broken failed: RuntimeError: CUDA error: device lost"),
    ("nan", "embedder broken returned a vector that is not finite"),
    ("shape", r"embedder broken returned vectors of shape \(\d, 2\); expected \(\d, 4\)"),
])
def test_an_embedder_failure_is_a_backend_error_and_writes_nothing(db_path, fault, message):
    with Memory.open(db_path, embedder=BrokenEmbedder(fault)) as m:
        m.add(observations=["a fine fact"], user_id="u")
        with pytest.raises(BackendError, match=message):
            m.add(observations=["another fact", "boom"], user_id="u")
        with pytest.raises(BackendError, match=message):
            m.search("boom", user_id="u")
        assert [r.text for r in m.get_all(user_id="u")] == ["a fine fact"]


def test_an_llm_that_fails_is_a_backend_error_and_the_turns_are_kept(db_path, embedder):
    llm = ScriptedLLM([ConnectionResetError("connection reset by peer")])
    with pytest.raises(BackendError, match="LLM scripted failed: ConnectionResetError: connection reset by peer"):
        ScriptedLLM([ConnectionResetError("connection reset by peer")]).chat([{"role": "user", "content": "hi"}])
    with Memory.open(db_path, embedder=embedder, llm=llm) as m:
        result = m.add("I moved to Ghent last week.", user_id="u")
    assert result.extraction == "failed" and "ConnectionResetError" in (result.error or "")
    assert [d.event for d in result.decisions] == ["pending"]  # what was said is kept


def test_backend_errors_are_memstrata_errors():
    from memstrata.errors import ModelNotAvailableError, ReplayMissError, StructuredOutputError

    for kind in (StructuredOutputError, ModelNotAvailableError, ReplayMissError):
        assert issubclass(kind, BackendError) and issubclass(kind, MemstrataError)
