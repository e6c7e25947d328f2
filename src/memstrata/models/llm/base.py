"""The LLM protocol: chat messages in, text (or tool calls) out, with usage accounting.

Backends implement ``_chat``; ``chat`` times the call and adds it to ``usage`` so every
component (extraction, relation inference, evaluation) can report what it cost.

``chat_tools`` offers tools (``tools.ToolSpec``) and returns the reply's calls. By default any
backend does it through the text format (``tool_text``: the tools in the system message, calls
as ``<tool_call>`` blocks, parsed strictly); a backend with native tool calls overrides
``_chat_tools``. Where a backend can, a response carries the generated token ids and their
logprobs (the training backend needs them).

``usage`` also measures how much of each prompt repeats the start of the previous prompt of
the same kind (same system message) (ROAM Table 10's shared-prefix proportion): a server
with a prefix (KV) cache reuses that part instead of recomputing it, even when calls of
different kinds (relations, fusion) alternate. It is counted in characters, which every
backend can do; a prompt's share of tokens is close to its share of characters.
"""

from __future__ import annotations

import os
import re
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from memstrata.errors import BackendError, ContextLimitError, MemstrataError

if TYPE_CHECKING:
    from memstrata.models.llm.tools import ToolCall, ToolSpec

# A chat message: {"role", "content"}, plus "tool_calls" on an assistant reply that called
# tools and "tool_call_id" on a tool result (the OpenAI format; see ``tools``).
Message = dict[str, Any]


# How backends say a request outgrew the context window: llama.cpp ("Requested tokens (N) exceed
# context window of M"), OpenAI and vLLM ("maximum context length", "context_length_exceeded").
_CONTEXT_OVERFLOW = re.compile(r"exceed(s|ed)? (the )?context window|maximum context length|context_length_exceeded",
                               re.I)


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
    content: str  # with tools: the reply's text outside its calls
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    tool_calls: list[ToolCall] = field(default_factory=list)
    raw: str | None = None  # the text as generated, calls included (text format), when it differs
    token_ids: list[int] | None = None  # the generated tokens, where the backend gives them
    logprobs: list[float] | None = None  # one per generated token
    prompt_ids: list[int] | None = None  # the prompt's tokens as the model saw them, where the backend gives them


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

    def _chat_tools(self, messages: list[Message], tools: list[ToolSpec], *, temperature: float,
                    max_tokens: int) -> LLMResponse:
        """Tools through the text format; a backend with native tool calls overrides this."""
        from memstrata.models.llm import tool_text

        resp = self._chat(tool_text.render(messages, tools), schema=None, temperature=temperature,
                          max_tokens=max_tokens)
        resp.raw = resp.content
        resp.content, resp.tool_calls = tool_text.parse(resp.content)
        return resp

    def chat(self, messages: list[Message], *, schema: dict[str, Any] | None = None,
             temperature: float = 0.0, max_tokens: int = 1024) -> LLMResponse:
        return self._timed(messages, lambda: self._chat(messages, schema=schema, temperature=temperature,
                                                        max_tokens=max_tokens))

    def chat_tools(self, messages: list[Message], tools: list[ToolSpec], *, temperature: float = 0.0,
                   max_tokens: int = 1024) -> LLMResponse:
        """One reply that may call ``tools``: its calls in ``tool_calls``, in order."""
        return self._timed(messages, lambda: self._chat_tools(messages, tools, temperature=temperature,
                                                              max_tokens=max_tokens))

    def _timed(self, messages: list[Message], call: Any) -> LLMResponse:
        start = time.perf_counter()
        try:
            resp = call()
        except ContextLimitError:
            raise
        except BackendError as exc:  # an endpoint's own error: an overflow is named as such
            if _CONTEXT_OVERFLOW.search(str(exc)):
                raise ContextLimitError(str(exc)) from exc
            raise
        except MemstrataError:
            raise
        except Exception as exc:  # an HTTP client, llama.cpp or a model runtime failed
            cls = ContextLimitError if _CONTEXT_OVERFLOW.search(str(exc)) else BackendError
            raise cls(f"LLM {self.name} failed: {type(exc).__name__}: {exc}") from exc
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
