"""In-process llama.cpp on a GGUF file (extra ``local``: pip install 'memstrata[local]').

With a schema, output is constrained by llama.cpp's JSON-schema grammar, so even a 0.5B
model returns parseable JSON; ``structured`` still validates it.

Tools: when the GGUF's own chat template renders tools (Qwen2.5's does), the history and the
tools go through that template, so the model sees calls and results laid out as it was tuned;
its ``<tool_call>`` blocks are then parsed strictly (``tool_text.parse``). A model whose
template knows no tools gets our text format (``LLM._chat_tools``).

As with a schema, a tool reply is constrained by a grammar (``tool_grammar``, on by default):
one or more ``<tool_call>`` blocks, each a JSON object naming an offered tool with arguments
that match its schema. Without it Qwen2.5-Coder-1.5B wrote imagined ``<tool_response>`` blocks
(our layout) or its calls as fenced JSON (its own template), never a call. The grammar decides
the form of a reply, not its content: which tool, which arguments and when to finish stay the
model's, and the agent's rules (the write gate, finish alone) are enforced after it.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from memstrata.errors import ModelNotAvailableError
from memstrata.models.llm import tool_text
from memstrata.models.llm.base import LLM, LLMResponse, Message
from memstrata.models.llm.tools import ToolSpec, template_message


class LlamaCppLLM(LLM):
    def __init__(self, model_path: str, n_ctx: int = 8192, threads: int | None = None, seed: int = 0,
                 tool_grammar: bool = True):
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
        self.tool_grammar = tool_grammar
        self._grammars: dict[tuple[str, ...], Any] = {}

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
        kwargs: dict[str, Any] = {"temperature": temperature, "max_tokens": max_tokens}
        if self.tool_grammar and tools:
            kwargs["grammar"] = self._grammar(tools)
        if self.template_takes_tools:
            kwargs.update(messages=[template_message(m) for m in messages], tools=[t.to_openai() for t in tools])
        else:
            kwargs["messages"] = tool_text.render(messages, tools)
        out: Any = self._llama.create_chat_completion(**kwargs)
        usage = out.get("usage") or {}
        raw = out["choices"][0]["message"].get("content") or ""
        prose, calls = tool_text.parse(raw)
        return LLMResponse(prose, prompt_tokens=int(usage.get("prompt_tokens", 0)),
                           completion_tokens=int(usage.get("completion_tokens", 0)), tool_calls=calls, raw=raw)


    def _grammar(self, tools: list[ToolSpec]) -> Any:
        key = tuple(t.name for t in tools)
        if key not in self._grammars:
            self._grammars[key] = tool_call_grammar(tools)
        return self._grammars[key]


def tool_call_grammar(tools: list[ToolSpec]) -> Any:
    """A GBNF grammar for a reply of one or more ``<tool_call>`` blocks, each a JSON object
    ``{"name": <an offered tool>, "arguments": <its arguments' schema>}``."""
    from llama_cpp.llama_grammar import LlamaGrammar, json_schema_to_gbnf

    schema = {"oneOf": [{"type": "object", "properties": {"name": {"const": t.name}, "arguments": t.parameters()},
                         "required": ["name", "arguments"], "additionalProperties": False} for t in tools]}
    body = re.sub(r"^root ::=", "tool-object ::=", json_schema_to_gbnf(json.dumps(schema)), flags=re.M)
    head = ('root ::= tool-block ("\\n" tool-block)*\n'
            'tool-block ::= "<tool_call>\\n" tool-object "\\n"? "</tool_call>"\n')
    return LlamaGrammar.from_string(head + body, verbose=False)
