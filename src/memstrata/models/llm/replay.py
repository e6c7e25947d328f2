"""Recorded and scripted LLM backends, so tests of LLM-driven steps run offline and exactly.

- ``RecordingLLM`` wraps a real backend and appends each request/response pair to a JSONL file.
- ``ReplayLLM`` plays those responses back, keyed by a hash of the request (messages and
  schema); a request that was never recorded fails loudly instead of returning a guess.
- ``ScriptedLLM`` returns a fixed list of replies in order, for control-flow edge cases
  (invalid JSON, retries, failures) that a real model rarely produces on demand.
- ``CachedLLM`` answers a request it has seen from its file and asks the real backend
  otherwise, appending the answer (flushed and synced): a long benchmark run that is stopped
  resumes where it was, across sessions, without calling the model twice for one request.

Tool calls (``LLM.chat_tools``) are recorded and replayed the same way: the key then also
covers the offered tools, and the record keeps the parsed calls and the raw text. The wrappers
pass tool requests on to the inner backend's ``chat_tools``, so a backend's own tool format
(native or text) is what gets recorded.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections import defaultdict
from pathlib import Path
from typing import Any

from memstrata.errors import BackendError, ReplayMissError
from memstrata.models.llm import tool_text
from memstrata.models.llm.base import LLM, LLMResponse, Message
from memstrata.models.llm.tools import ToolCall, ToolSpec


def request_key(messages: list[Message], schema: dict[str, Any] | None,
                tools: list[ToolSpec] | None = None) -> str:
    request: dict[str, Any] = {"messages": messages, "schema": schema}
    if tools is not None:  # keys of plain requests stay what they were
        request["tools"] = [t.to_openai() for t in tools]
    payload = json.dumps(request, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:24]


def record_of(key: str, model: str, messages: list[Message], resp: LLMResponse) -> dict[str, Any]:
    rec = {"key": key, "model": model, "messages": messages, "content": resp.content,
           "prompt_tokens": resp.prompt_tokens, "completion_tokens": resp.completion_tokens,
           "latency_s": round(resp.latency_s, 3)}
    if resp.tool_calls or resp.raw is not None:
        rec.update(tool_calls=[c.to_dict() for c in resp.tool_calls], raw=resp.raw)
    return rec


def response_of(rec: dict[str, Any]) -> LLMResponse:
    return LLMResponse(rec["content"], rec.get("prompt_tokens", 0), rec.get("completion_tokens", 0),
                       rec.get("latency_s", 0.0) or 1e-9,
                       tool_calls=[ToolCall.from_dict(c) for c in rec.get("tool_calls") or []], raw=rec.get("raw"))


class RecordingLLM(LLM):
    def __init__(self, inner: LLM, path: str | Path):
        super().__init__()
        self.inner, self.path = inner, Path(path)
        self.name = inner.name
        self._lock = threading.Lock()

    def _chat(self, messages, *, schema, temperature, max_tokens) -> LLMResponse:
        resp = self.inner.chat(messages, schema=schema, temperature=temperature, max_tokens=max_tokens)
        self._write(record_of(request_key(messages, schema), self.inner.name, messages, resp))
        return resp

    def _chat_tools(self, messages, tools, *, temperature, max_tokens) -> LLMResponse:
        resp = self.inner.chat_tools(messages, tools, temperature=temperature, max_tokens=max_tokens)
        self._write(record_of(request_key(messages, None, tools), self.inner.name, messages, resp))
        return resp

    def _write(self, line: dict[str, Any]) -> None:
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                f.write(json.dumps(line, ensure_ascii=False) + "\n")


class ReplayLLM(LLM):
    def __init__(self, path: str | Path):
        super().__init__()
        self.path = Path(path)
        if not self.path.exists():
            raise BackendError(f"no recording at {self.path}")
        self._responses: dict[str, list[dict[str, Any]]] = defaultdict(list)
        models = set()
        for line in self.path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rec = json.loads(line)
                self._responses[rec["key"]].append(rec)
                models.add(rec.get("model", "?"))
        self.name = "replay:" + ",".join(sorted(models))
        self._cursor: dict[str, int] = defaultdict(int)
        self._lock = threading.Lock()

    def _chat(self, messages, *, schema, temperature, max_tokens) -> LLMResponse:
        return self._replay(request_key(messages, schema))

    def _chat_tools(self, messages, tools, *, temperature, max_tokens) -> LLMResponse:
        return self._replay(request_key(messages, None, tools))

    def _replay(self, key: str) -> LLMResponse:
        with self._lock:
            recs = self._responses.get(key)
            if not recs:
                raise ReplayMissError(
                    f"{self.path.name} has no recorded response for request {key} "
                    f"(the prompt or schema changed?); re-record it with the local model")
            # Identical requests replay their recordings in order; the last one repeats.
            rec = recs[min(self._cursor[key], len(recs) - 1)]
            self._cursor[key] += 1
        return response_of(rec)


class ScriptedLLM(LLM):
    def __init__(self, replies: list[str | LLMResponse | Exception], name: str = "scripted"):
        super().__init__()
        self.name = name
        self._replies = list(replies)
        self.requests: list[list[Message]] = []
        self.tools_offered: list[list[str]] = []  # per tool request, the names offered

    def _chat(self, messages, *, schema, temperature, max_tokens) -> LLMResponse:
        self.requests.append(list(messages))
        reply = self._next()
        if isinstance(reply, LLMResponse):
            return reply
        return LLMResponse(reply, prompt_tokens=sum(len(str(m["content"])) // 4 for m in messages),
                           completion_tokens=len(reply) // 4, latency_s=1e-6)

    def _chat_tools(self, messages, tools, *, temperature, max_tokens) -> LLMResponse:
        """A text reply is read as the text format; an ``LLMResponse`` stands for a native one.
        ``requests`` keeps the history as the caller sent it (not rendered)."""
        self.requests.append(list(messages))
        self.tools_offered.append([t.name for t in tools])
        reply = self._next()
        if isinstance(reply, LLMResponse):
            return reply
        content, calls = tool_text.parse(reply)
        return LLMResponse(content, prompt_tokens=sum(len(str(m["content"])) // 4 for m in messages),
                           completion_tokens=len(reply) // 4, latency_s=1e-6, tool_calls=calls, raw=reply)

    def _next(self) -> str | LLMResponse:
        if not self._replies:
            raise BackendError("scripted LLM ran out of replies")
        reply = self._replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply


class CachedLLM(LLM):
    def __init__(self, inner: LLM, path: str | Path):
        super().__init__()
        self.inner, self.path, self.name = inner, Path(path), inner.name
        self._seen: dict[str, list[dict[str, Any]]] = defaultdict(list)
        if self.path.exists():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError:
                    break  # a line cut short by a kill: the rest is asked again
                self._seen[rec["key"]].append(rec)
        self._cursor: dict[str, int] = defaultdict(int)
        self._lock = threading.Lock()
        self.hits = 0

    def _chat(self, messages, *, schema, temperature, max_tokens) -> LLMResponse:
        return self._cached(request_key(messages, schema), messages, lambda: self.inner.chat(
            messages, schema=schema, temperature=temperature, max_tokens=max_tokens))

    def _chat_tools(self, messages, tools, *, temperature, max_tokens) -> LLMResponse:
        return self._cached(request_key(messages, None, tools), messages, lambda: self.inner.chat_tools(
            messages, tools, temperature=temperature, max_tokens=max_tokens))

    def _cached(self, key: str, messages: list[Message], ask: Any) -> LLMResponse:
        with self._lock:
            recs, at = self._seen.get(key, []), self._cursor[key]
            self._cursor[key] += 1
            if at < len(recs):  # identical requests are answered in the order they were asked
                self.hits += 1
                return response_of(recs[at])
        resp = ask()
        rec = record_of(key, self.inner.name, messages, resp)
        with self._lock:
            self._seen[key].append(rec)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
                f.flush()
                os.fsync(f.fileno())
        return resp
