"""Recorded and scripted LLM backends, so tests of LLM-driven steps run offline and exactly.

- ``RecordingLLM`` wraps a real backend and appends each request/response pair to a JSONL file.
- ``ReplayLLM`` plays those responses back, keyed by a hash of the request (messages and
  schema); a request that was never recorded fails loudly instead of returning a guess.
- ``ScriptedLLM`` returns a fixed list of replies in order, for control-flow edge cases
  (invalid JSON, retries, failures) that a real model rarely produces on demand.
- ``CachedLLM`` answers a request it has seen from its file and asks the real backend
  otherwise, appending the answer (flushed and synced): a long benchmark run that is stopped
  resumes where it was, across sessions, without calling the model twice for one request.
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
from memstrata.models.llm.base import LLM, LLMResponse, Message


def request_key(messages: list[Message], schema: dict[str, Any] | None) -> str:
    payload = json.dumps({"messages": messages, "schema": schema}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:24]


class RecordingLLM(LLM):
    def __init__(self, inner: LLM, path: str | Path):
        super().__init__()
        self.inner, self.path = inner, Path(path)
        self.name = inner.name
        self._lock = threading.Lock()

    def _chat(self, messages, *, schema, temperature, max_tokens) -> LLMResponse:
        resp = self.inner.chat(messages, schema=schema, temperature=temperature, max_tokens=max_tokens)
        line = {"key": request_key(messages, schema), "model": self.inner.name, "messages": messages,
                "content": resp.content, "prompt_tokens": resp.prompt_tokens,
                "completion_tokens": resp.completion_tokens, "latency_s": round(resp.latency_s, 3)}
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                f.write(json.dumps(line, ensure_ascii=False) + "\n")
        return resp


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
        key = request_key(messages, schema)
        with self._lock:
            recs = self._responses.get(key)
            if not recs:
                raise ReplayMissError(
                    f"{self.path.name} has no recorded response for request {key} "
                    f"(the prompt or schema changed?); re-record it with the local model")
            # Identical requests replay their recordings in order; the last one repeats.
            rec = recs[min(self._cursor[key], len(recs) - 1)]
            self._cursor[key] += 1
        return LLMResponse(rec["content"], rec.get("prompt_tokens", 0), rec.get("completion_tokens", 0),
                           rec.get("latency_s", 0.0) or 1e-9)


class ScriptedLLM(LLM):
    def __init__(self, replies: list[str | Exception], name: str = "scripted"):
        super().__init__()
        self.name = name
        self._replies = list(replies)
        self.requests: list[list[Message]] = []

    def _chat(self, messages, *, schema, temperature, max_tokens) -> LLMResponse:
        self.requests.append(messages)
        if not self._replies:
            raise BackendError("scripted LLM ran out of replies")
        reply = self._replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return LLMResponse(reply, prompt_tokens=sum(len(m["content"]) // 4 for m in messages),
                           completion_tokens=len(reply) // 4, latency_s=1e-6)


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
        key = request_key(messages, schema)
        with self._lock:
            recs, at = self._seen.get(key, []), self._cursor[key]
            self._cursor[key] += 1
            if at < len(recs):  # identical requests are answered in the order they were asked
                self.hits += 1
                rec = recs[at]
                return LLMResponse(rec["content"], rec.get("prompt_tokens", 0), rec.get("completion_tokens", 0),
                                   rec.get("latency_s", 0.0) or 1e-9)
        resp = self.inner.chat(messages, schema=schema, temperature=temperature, max_tokens=max_tokens)
        rec = {"key": key, "model": self.inner.name, "messages": messages, "content": resp.content,
               "prompt_tokens": resp.prompt_tokens, "completion_tokens": resp.completion_tokens,
               "latency_s": round(resp.latency_s, 3)}
        with self._lock:
            self._seen[key].append(rec)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
                f.flush()
                os.fsync(f.fileno())
        return resp
