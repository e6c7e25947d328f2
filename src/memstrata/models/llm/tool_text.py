"""The text tool-call format, for models without native tool calls (Uni-Mem appendix B).

The model sees the tools as JSON lines in its system message and writes each call as

    <tool_call>
    {"name": "memory_search", "arguments": {"query": "Sam's job"}}
    </tool_call>

Several blocks in one reply are several calls, in order. The history goes back to it in the
same form: an assistant reply's calls as blocks, the results as ``<tool_response>`` blocks in
one user message per reply (the layout Qwen2.5 was tuned on).

Parsing is strict, so a model that drifts from the format is told, not guessed at: a block must
hold one JSON object with a string ``name`` and, when present, an object ``arguments`` (absent
means no arguments) and no other key; an opened block never closed (a reply cut off) is one
invalid call. Invalid blocks come back as calls with ``error`` set.
"""

from __future__ import annotations

import json
import re
from typing import Any

from memstrata.models.llm.tools import ToolCall, ToolSpec, read_arguments

OPEN, CLOSE = "<tool_call>", "</tool_call>"
_BLOCK = re.compile(r"<tool_call>(.*?)</tool_call>", re.S)


def tools_block(tools: list[ToolSpec]) -> str:
    # The layout Qwen2.5 was tuned on (signatures in <tools>, calls in <tool_call> tags); a first
    # wording that only showed the call format had the 1.5B model copy the <tools> list instead.
    specs = "\n".join(json.dumps(t.to_openai()["function"], ensure_ascii=False) for t in tools)
    example = json.dumps({"name": tools[0].name, "arguments": {}}) if tools else '{"name": "...", "arguments": {}}'
    return ("# Tools\nYou can call the functions whose signatures are listed, one JSON object per line, inside "
            "<tools></tools>:\n<tools>\n" + specs + "\n</tools>\n\n"
            "To call a function, write a JSON object with its name and its arguments inside <tool_call></tool_call> "
            f"tags, one block per call, for example:\n{OPEN}\n{example}\n{CLOSE}\n"
            "Never write a <tools> list yourself. Each result comes back inside <tool_response></tool_response> tags.")


def render(messages: list[dict[str, Any]], tools: list[ToolSpec]) -> list[dict[str, Any]]:
    """The history as plain chat messages: the tools appended to the system message (or a
    system message of their own), calls and results as text blocks."""
    out: list[dict[str, Any]] = []
    block = tools_block(tools)
    if messages and messages[0]["role"] == "system":
        out.append({"role": "system", "content": f"{messages[0]['content']}\n\n{block}"})
        rest = messages[1:]
    else:
        out.append({"role": "system", "content": block})
        rest = messages
    for m in rest:
        if m["role"] == "assistant":
            calls = [_call_text(c) for c in m.get("tool_calls") or []]
            out.append({"role": "assistant", "content": "\n".join(p for p in [m.get("content") or "", *calls] if p)})
        elif m["role"] == "tool":
            response = f"<tool_response>\n{m['content']}\n</tool_response>"
            if out and out[-1]["role"] == "user" and out[-1].get("_responses"):
                out[-1]["content"] += "\n" + response
            else:
                out.append({"role": "user", "content": response, "_responses": True})
        else:
            out.append({"role": m["role"], "content": m["content"]})
    return [{k: v for k, v in m.items() if k != "_responses"} for m in out]


def _call_text(call: dict[str, Any]) -> str:
    fn = call.get("function") or {}
    args, error = read_arguments(fn.get("arguments", "{}"))
    body = json.dumps({"name": fn.get("name", ""), "arguments": args}, ensure_ascii=False) if error is None \
        else str(fn.get("arguments"))  # an unreadable call is shown as the model wrote it
    return f"{OPEN}\n{body}\n{CLOSE}"


def parse(text: str, id_prefix: str = "call") -> tuple[str, list[ToolCall]]:
    """The reply's prose (outside the blocks) and its calls in order."""
    calls: list[ToolCall] = []
    for i, match in enumerate(_BLOCK.finditer(text)):
        calls.append(_read_block(match.group(1), f"{id_prefix}_{i}"))
    prose = _BLOCK.sub("", text)
    if OPEN in prose:  # opened, never closed: the reply was cut off inside a call
        head, _, tail = prose.partition(OPEN)
        calls.append(ToolCall(f"{id_prefix}_{len(calls)}", "", raw=OPEN + tail,
                              error=f"a {OPEN} block was opened and never closed with {CLOSE}"))
        prose = head
    return prose.strip(), calls


def _read_block(body: str, call_id: str) -> ToolCall:
    raw = body.strip()
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as exc:
        return ToolCall(call_id, "", raw=raw, error=f"the call is not JSON ({exc.msg} at character {exc.pos})")
    if not isinstance(value, dict):
        return ToolCall(call_id, "", raw=raw, error='the call must be a JSON object {"name": ..., "arguments": {...}}')
    extra = sorted(set(value) - {"name", "arguments"})
    name = value.get("name")
    if not isinstance(name, str) or not name:
        return ToolCall(call_id, "", raw=raw, error='the call has no "name" string')
    if extra:
        return ToolCall(call_id, name, raw=raw, error=f"the call has keys other than name and arguments: {extra}")
    args = value.get("arguments", {})
    if not isinstance(args, dict):  # in a block the arguments are an object, never JSON text
        return ToolCall(call_id, name, raw=raw, error="the arguments must be a JSON object")
    return ToolCall(call_id, name, args, raw=raw)
