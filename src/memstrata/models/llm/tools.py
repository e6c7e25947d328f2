"""Tool calling in the LLM protocol: tool specs from pydantic models, tool calls in replies, tool
calls and results in the message history.

The history is kept in the OpenAI chat format, which every endpoint speaks: an assistant
message may carry ``tool_calls`` (``[{"id", "type": "function", "function": {"name",
"arguments": JSON text}}]``), and each result is a ``{"role": "tool", "tool_call_id", "content"}``
message. A backend with native tools sends that history as it is; any other model sees it
through the text format (``tool_text``), which this module renders and parses.

A reply's calls come back as ``ToolCall``s in order. A call the model wrote but that cannot be
read (not JSON, no name, arguments not an object) is still a ``ToolCall``, with ``error`` set:
the caller counts it and answers it with the error, so the model can correct itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel


@dataclass(frozen=True)
class ToolSpec:
    """A tool the model may call: its arguments are the fields of ``arguments`` (a pydantic
    model), which also validates them."""

    name: str
    description: str
    arguments: type[BaseModel]

    def parameters(self) -> dict[str, Any]:
        schema = self.arguments.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        return schema

    def to_openai(self) -> dict[str, Any]:
        return {"type": "function", "function": {"name": self.name, "description": self.description,
                                                 "parameters": self.parameters()}}


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
    raw: str = ""  # the call as the model wrote it (the arguments' JSON text, or the whole block)
    error: str | None = None  # set when the call could not be read; ``name`` may then be ""

    def to_openai(self) -> dict[str, Any]:
        return {"id": self.id, "type": "function",
                "function": {"name": self.name, "arguments": json.dumps(self.arguments, ensure_ascii=False)
                             if self.error is None else self.raw}}

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "arguments": self.arguments, "raw": self.raw, "error": self.error}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ToolCall:
        return cls(id=d["id"], name=d.get("name", ""), arguments=d.get("arguments") or {}, raw=d.get("raw", ""),
                   error=d.get("error"))


def assistant_message(content: str, calls: list[ToolCall]) -> dict[str, Any]:
    """The history entry for a reply (its calls in the OpenAI format)."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [c.to_openai() for c in calls]
    return message


def tool_message(call_id: str, result: dict[str, Any]) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": json.dumps(result, ensure_ascii=False)}


def parse_openai_calls(raw_calls: list[dict[str, Any]] | None) -> list[ToolCall]:
    """``message.tool_calls`` of a chat completion, each read strictly."""
    calls = []
    for i, raw in enumerate(raw_calls or []):
        fn = raw.get("function") or {}
        call_id = str(raw.get("id") or f"call_{i}")
        name, text = fn.get("name"), fn.get("arguments")
        if not isinstance(name, str) or not name:
            calls.append(ToolCall(call_id, "", raw=json.dumps(raw), error="the call names no tool"))
            continue
        args, error = read_arguments(text if text is not None else "{}")
        calls.append(ToolCall(call_id, name, args or {}, raw=str(text), error=error))
    return calls


def read_arguments(value: object) -> tuple[dict[str, Any] | None, str | None]:
    """A call's arguments as a JSON object (given as JSON text or already parsed)."""
    if isinstance(value, str):
        try:
            value = json.loads(value) if value.strip() else {}
        except json.JSONDecodeError as exc:
            return None, f"the arguments are not JSON ({exc.msg} at character {exc.pos})"
    if not isinstance(value, dict):
        return None, "the arguments must be a JSON object"
    return value, None


def template_message(message: dict[str, Any]) -> dict[str, Any]:
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
