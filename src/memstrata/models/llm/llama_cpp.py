"""In-process llama.cpp on a GGUF file (extra ``local``: pip install 'memstrata[local]').

With a schema, output is constrained by llama.cpp's JSON-schema grammar, so even a 0.5B
model returns parseable JSON; ``structured`` still validates it.

Tools: when the GGUF's own chat template renders tools (Qwen2.5's does), the history and the
tools go through that template, so the model sees calls and results laid out as it was tuned;
its ``<tool_call>`` blocks are then parsed strictly (``tool_text.parse``). A model whose
template knows no tools gets our text format (``LLM._chat_tools``). A first recording with our
own layout had Qwen2.5-Coder-1.5B write imagined ``<tool_response>`` blocks instead of calls.
"""

from __future__ import annotations

import os
from typing import Any

from memstrata.errors import ModelNotAvailableError
from memstrata.models.llm import tool_text
from memstrata.models.llm.base import LLM, LLMResponse, Message
from memstrata.models.llm.tools import ToolSpec, read_arguments


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
        self.template_takes_tools = "tools" in str(self._llama.metadata.get("tokenizer.chat_template", ""))

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

    def _chat_tools(self, messages: list[Message], tools: list[ToolSpec], *, temperature: float,
                    max_tokens: int) -> LLMResponse:
        if not self.template_takes_tools:
            return super()._chat_tools(messages, tools, temperature=temperature, max_tokens=max_tokens)
        out: Any = self._llama.create_chat_completion(messages=[_template_message(m) for m in messages],  # type: ignore[misc]
                                                      tools=[t.to_openai() for t in tools],  # type: ignore[misc]
                                                      temperature=temperature, max_tokens=max_tokens)
        usage = out.get("usage") or {}
        raw = out["choices"][0]["message"].get("content") or ""
        prose, calls = tool_text.parse(raw)
        return LLMResponse(prose, prompt_tokens=int(usage.get("prompt_tokens", 0)),
                           completion_tokens=int(usage.get("completion_tokens", 0)), tool_calls=calls, raw=raw)


def _template_message(message: Message) -> Message:
    """A history entry as chat templates expect it: a call's arguments as an object (the OpenAI
    format carries JSON text, which a template would quote again); content never None."""
    out = {**message, "content": message.get("content") or ""}
    if message.get("tool_calls"):
        calls = []
        for call in message["tool_calls"]:
            fn = call.get("function") or {}
            args, error = read_arguments(fn.get("arguments", "{}"))
            calls.append({**call, "function": {**fn, "arguments": args if error is None else fn.get("arguments")}})
        out["tool_calls"] = calls
    return out
