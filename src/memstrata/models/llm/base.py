"""The LLM protocol: chat messages in, text out, with usage accounting.

Backends implement ``_chat``; ``chat`` times the call and adds it to ``usage`` so every
component (extraction, relation inference, evaluation) can report what it cost.
"""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass
from typing import Any

Message = dict[str, str]


@dataclass
class Usage:
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


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

    @abstractmethod
    def _chat(self, messages: list[Message], *, schema: dict[str, Any] | None, temperature: float,
              max_tokens: int) -> LLMResponse:
        """One completion. With ``schema``, the backend should constrain output to JSON
        matching it where it can; ``structured`` validates either way."""

    def chat(self, messages: list[Message], *, schema: dict[str, Any] | None = None,
             temperature: float = 0.0, max_tokens: int = 1024) -> LLMResponse:
        start = time.perf_counter()
        resp = self._chat(messages, schema=schema, temperature=temperature, max_tokens=max_tokens)
        if not resp.latency_s:
            resp.latency_s = time.perf_counter() - start
        with self._usage_lock:
            self.usage.calls += 1
            self.usage.prompt_tokens += resp.prompt_tokens
            self.usage.completion_tokens += resp.completion_tokens
            self.usage.latency_s += resp.latency_s
        return resp
