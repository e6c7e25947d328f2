"""Provider factory: names map to backends; the embedder lookup falls back in a documented order."""

from __future__ import annotations

import json

import pytest

from memstrata.api import config
from memstrata.api.config import EmbedderConfig, LLMConfig, create_embedder, create_llm, llm_config_from_env
from memstrata.errors import ModelNotAvailableError
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder, locate_minilm
from memstrata.models.llm.replay import ReplayLLM

pytestmark = pytest.mark.any_store  # providers only: no store is opened


def test_no_llm_unless_configured():
    assert llm_config_from_env({}) is None
    cfg = llm_config_from_env({"MEMSTRATA_LLM_PROVIDER": "openai", "MEMSTRATA_LLM_MODEL": "m",
                               "OPENAI_API_KEY": "sk", "MEMSTRATA_LLM_BASE_URL": "http://127.0.0.1:1/v1"})
    assert (cfg.provider, cfg.model, cfg.api_key) == ("openai", "m", "sk")


def test_replay_provider(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text('{"key": "k", "model": "qwen", "content": "{}"}\n')
    assert isinstance(create_llm(LLMConfig(provider="replay", path=str(path))), ReplayLLM)


def test_a_cache_wraps_the_configured_llm_and_answers_what_it_has_seen(tmp_path):
    from memstrata.models.llm.replay import CachedLLM, request_key

    recording = tmp_path / "r.jsonl"
    messages = [{"role": "user", "content": "hi"}]
    recording.write_text(json.dumps({"key": request_key(messages, None), "model": "qwen", "content": "hello"}) + "\n")
    cache = tmp_path / "cache.jsonl"
    cfg = llm_config_from_env({"MEMSTRATA_LLM_PROVIDER": "replay", "MEMSTRATA_LLM_PATH": str(recording),
                               "MEMSTRATA_LLM_CACHE": str(cache)})
    llm = create_llm(cfg)
    assert isinstance(llm, CachedLLM) and isinstance(llm.inner, ReplayLLM)
    assert llm.chat(messages).content == "hello" and json.loads(cache.read_text())["content"] == "hello"
    again = create_llm(cfg)
    assert again.chat(messages).content == "hello" and again.hits == 1  # from the cache, not the backend


def test_minilm_falls_back_to_a_local_folder(tmp_path, monkeypatch):
    model, tokenizer = locate_minilm()
    (tmp_path / "model.onnx").symlink_to(model)
    (tmp_path / "tokenizer.json").symlink_to(tokenizer)

    class MissingPackage(MiniLMOnnxEmbedder):
        def __init__(self, path=None, variant="int8-dynamic"):
            if path is None:
                raise ModelNotAvailableError("package missing")
            super().__init__(path)

    monkeypatch.setitem(config.EMBEDDER_PROVIDERS, "minilm", f"{__name__}:MissingPackage")
    globals()["MissingPackage"] = MissingPackage
    monkeypatch.setenv("MEMSTRATA_MINILM_PATH", str(tmp_path))
    emb = create_embedder(EmbedderConfig())
    assert emb.model_path == tmp_path / "model.onnx"
    monkeypatch.delenv("MEMSTRATA_MINILM_PATH")

    class OfflineHub:  # sentence-transformers where no hub is reachable and nothing is cached
        def __init__(self, name):
            raise OSError(f"We couldn't connect to the hub to load {name}")

    # Scripted: the real library, once huggingface_hub is imported, ignores a later
    # HF_HUB_OFFLINE and waits on the network for over a minute before failing the same way.
    monkeypatch.setitem(config.EMBEDDER_PROVIDERS, "sentence-transformers", f"{__name__}:OfflineHub")
    globals()["OfflineHub"] = OfflineHub
    with pytest.raises(ModelNotAvailableError, match="package missing.*fallback failed too: We couldn't connect"):
        create_embedder(EmbedderConfig())
