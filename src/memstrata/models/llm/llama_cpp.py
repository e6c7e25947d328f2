"""In-process llama.cpp on a GGUF file (extra ``local``: pip install 'memstrata[local]').

With a schema, output is constrained by llama.cpp's JSON-schema grammar, so even a 0.5B
model returns parseable JSON; ``structured`` still validates it.
"""

from __future__ import annotations

import os
from typing import Any

from memstrata.errors import ModelNotAvailableError
from memstrata.models.llm.base import LLM, LLMResponse, Message


class LlamaCppLLM(LLM):
    def __init__(self, model_path: str, n_ctx: int = 8192, threads: int | None = None, seed: int = 0):
        super().__init__()
        try:
            from llama_cpp import Llama
        except ImportError as exc:
            raise ModelNotAvailableError("provider 'llama_cpp' needs: pip install 'memstrata[local]'") from exc
        from memstrata.models.llm.gguf import resolve_gguf

        path = resolve_gguf(model_path)
        self.name = os.path.basename(path)
        self._llama = Llama(model_path=path, n_ctx=n_ctx, n_threads=threads or os.cpu_count(), seed=seed,
                            verbose=False)

    def _chat(self, messages: list[Message], *, schema: dict[str, Any] | None, temperature: float,
              max_tokens: int) -> LLMResponse:
        kwargs: dict[str, Any] = {"messages": messages, "temperature": temperature, "max_tokens": max_tokens}
        if schema is not None:
            kwargs["response_format"] = {"type": "json_object", "schema": schema}
        out: Any = self._llama.create_chat_completion(**kwargs)  # a dict: no stream was asked for
        usage = out.get("usage") or {}
        return LLMResponse(content=out["choices"][0]["message"].get("content") or "",
                           prompt_tokens=int(usage.get("prompt_tokens", 0)),
                           completion_tokens=int(usage.get("completion_tokens", 0)))
