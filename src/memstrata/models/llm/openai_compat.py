"""Any OpenAI-compatible chat endpoint: OpenAI, vLLM, Ollama, a llama.cpp server...

Structured output asks for ``response_format: json_schema``; servers that reject it get a
second try with plain ``json_object`` (older vLLM / Ollama builds), and ``structured``
validates the result in every case.

Tools go as native ``tools`` and come back as ``message.tool_calls`` (several per reply), read
strictly (``tools.parse_openai_calls``). ``tool_format="text"`` uses the text format instead,
for a server whose model has no function-calling template.
"""

from __future__ import annotations

from typing import Any

from memstrata.errors import BackendError, InvalidInputError
from memstrata.models.llm.base import LLM, LLMResponse, Message
from memstrata.models.llm.tools import ToolSpec, parse_openai_calls


class OpenAICompatLLM(LLM):
    def __init__(self, model: str, base_url: str = "https://api.openai.com/v1", api_key: str | None = None,
                 timeout_s: float = 120.0, max_retries: int = 2, tool_format: str = "native"):
        super().__init__()
        if tool_format not in ("native", "text"):
            raise InvalidInputError(f"tool_format must be 'native' or 'text', got {tool_format!r:.40}",
                                    field="tool_format")
        self.tool_format = tool_format
        import httpx

        self.name = model
        self.base_url = base_url.rstrip("/")
        self._client = httpx.Client(base_url=self.base_url, timeout=timeout_s,
                                    headers={"Authorization": f"Bearer {api_key}"} if api_key else {})
        self._max_retries = max_retries
        self._schema_supported = True

    def _chat(self, messages: list[Message], *, schema: dict[str, Any] | None, temperature: float,
              max_tokens: int) -> LLMResponse:
        body: dict[str, Any] = {"model": self.name, "messages": messages, "temperature": temperature,
                                "max_tokens": max_tokens}
        if schema is not None:
            body["response_format"] = (
                {"type": "json_schema", "json_schema": {"name": "reply", "schema": schema}}
                if self._schema_supported else {"type": "json_object"})
        resp = self._post(body)
        if resp.status_code == 400 and schema is not None and self._schema_supported:
            self._schema_supported = False
            body["response_format"] = {"type": "json_object"}
            resp = self._post(body)
        if resp.status_code != 200:
            raise BackendError(f"LLM endpoint {self.base_url} returned {resp.status_code}: {resp.text[:300]}")
        return _response(resp.json())

    def _chat_tools(self, messages: list[Message], tools: list[ToolSpec], *, temperature: float,
                    max_tokens: int) -> LLMResponse:
        if self.tool_format == "text":
            return super()._chat_tools(messages, tools, temperature=temperature, max_tokens=max_tokens)
        body = {"model": self.name, "messages": messages, "temperature": temperature, "max_tokens": max_tokens,
                "tools": [t.to_openai() for t in tools], "tool_choice": "auto"}
        resp = self._post(body)
        if resp.status_code != 200:
            raise BackendError(f"LLM endpoint {self.base_url} returned {resp.status_code}: {resp.text[:300]}")
        return _response(resp.json())

    def _post(self, body: dict[str, Any]):
        import httpx

        for attempt in range(self._max_retries + 1):
            try:
                resp = self._client.post("/chat/completions", json=body)
            except httpx.TransportError as exc:
                if attempt == self._max_retries:
                    raise BackendError(f"cannot reach LLM endpoint {self.base_url}: {exc}") from exc
                continue
            if resp.status_code not in (429, 500, 502, 503) or attempt == self._max_retries:
                return resp
        return resp


def _response(data: dict[str, Any]) -> LLMResponse:
    try:
        message = data["choices"][0]["message"]
    except (KeyError, IndexError, TypeError):
        raise BackendError(f"LLM endpoint reply has no choices[0].message: {str(data)[:300]}") from None
    usage = data.get("usage") or {}
    return LLMResponse(content=message.get("content") or "", prompt_tokens=int(usage.get("prompt_tokens", 0)),
                       completion_tokens=int(usage.get("completion_tokens", 0)),
                       tool_calls=parse_openai_calls(message.get("tool_calls")))
