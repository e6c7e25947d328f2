"""The LLM protocol: chat messages in, text out, with usage accounting.

Backends implement ``_chat``; ``chat`` times the call and adds it to ``usage`` so every
component (extraction, relation inference, evaluation) can report what it cost.

``usage`` also measures how much of each prompt repeats the start of the previous prompt of
the same kind (same system message) (ROAM Table 10's shared-prefix proportion): a server
with a prefix (KV) cache reuses that part instead of recomputing it, even when calls of
different kinds (relations, fusion) alternate. It is counted in characters, which every
backend can do; a prompt's share of tokens is close to its share of characters.
"""

from __future__ import annotations

import os
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass
from typing import Any

from memstrata.errors import BackendError, MemstrataError

Message = dict[str, str]


@dataclass
class Usage:
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    prompt_chars: int = 0
    shared_prefix_chars: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def copy(self) -> "Usage":
        return Usage(**asdict(self))

    def minus(self, earlier: "Usage") -> "Usage":
        """What was spent since ``earlier`` (a copy taken before)."""
        a, b = asdict(self), asdict(earlier)
        return Usage(**{k: a[k] - b[k] for k in a})

    def add(self, other: "Usage") -> None:
        for k, v in asdict(other).items():
            setattr(self, k, getattr(self, k) + v)

    @property
    def shared_prefix_share(self) -> float | None:
        return self.shared_prefix_chars / self.prompt_chars if self.prompt_chars else None


@dataclass
class LLMResponse:
    content: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0


class LLM(ABC):
    name: str = "llm"

    def __init__(self) -> None:
        self.usage = Usage()
        self._usage_lock = threading.Lock()
        self._last_prompt: dict[str, str] = {}  # by system message

    @abstractmethod
    def _chat(self, messages: list[Message], *, schema: dict[str, Any] | None, temperature: float,
              max_tokens: int) -> LLMResponse:
        """One completion. With ``schema``, the backend should constrain output to JSON
        matching it where it can; ``structured`` validates either way."""

    def chat(self, messages: list[Message], *, schema: dict[str, Any] | None = None,
             temperature: float = 0.0, max_tokens: int = 1024) -> LLMResponse:
        start = time.perf_counter()
        try:
            resp = self._chat(messages, schema=schema, temperature=temperature, max_tokens=max_tokens)
        except MemstrataError:
            raise
        except Exception as exc:  # an HTTP client, llama.cpp or a model runtime failed
            raise BackendError(f"LLM {self.name} failed: {type(exc).__name__}: {exc}") from exc
        if not resp.latency_s:
            resp.latency_s = time.perf_counter() - start
        prompt = "\x00".join(f"{m['role']}:{m['content']}" for m in messages)
        with self._usage_lock:
            self.usage.prompt_chars += len(prompt)
            kind = messages[0]["content"] if messages else ""
            self.usage.shared_prefix_chars += len(os.path.commonprefix([self._last_prompt.get(kind, ""), prompt]))
            self._last_prompt[kind] = prompt
            self.usage.calls += 1
            self.usage.prompt_tokens += resp.prompt_tokens
            self.usage.completion_tokens += resp.completion_tokens
            self.usage.latency_s += resp.latency_s
        return resp
