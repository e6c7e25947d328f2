"""Trajectory logs: every model call of every event as one JSON line, then the event's summary.

A call line holds what the model was sent (the full history, in the OpenAI format), what it
wrote (the raw text, its prose and its parsed calls, token ids and logprobs where the backend
gives them), what each call got back, tokens and latency; an event line closes the event with
its counts (steps, searches, writes, invalid calls, gate rejections, how it closed). The
training step reads these files; an eval run writes one next to its results.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from memstrata.models.llm.base import LLMResponse, Message


class TrajectoryLog:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()

    def call(self, event: Any, step: int, messages: list[Message], resp: LLMResponse,
             results: list[dict[str, Any]]) -> None:
        self._write({"type": "call", "event": event.id, "kind": event.kind, "step": step, "messages": messages,
                     "raw": resp.raw if resp.raw is not None else resp.content, "content": resp.content,
                     "tool_calls": [c.to_dict() for c in resp.tool_calls], "results": results,
                     "prompt_tokens": resp.prompt_tokens, "completion_tokens": resp.completion_tokens,
                     "latency_s": round(resp.latency_s, 3), "token_ids": resp.token_ids, "logprobs": resp.logprobs,
                     "prompt_ids": resp.prompt_ids})

    def event(self, event: Any) -> None:
        self._write({"type": "event", **event.summary()})

    def _write(self, line: dict[str, Any]) -> None:
        with self._lock, open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(line, ensure_ascii=False, default=str) + "\n")


def read_trajectories(path: str | Path) -> list[dict[str, Any]]:
    """The lines of a log, in order (a line cut short by a kill ends the read)."""
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            break
    return out
