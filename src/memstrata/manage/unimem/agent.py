"""The Uni-Mem event loop: one event (a chunk to remember, or a query) handled by the model
through the memory tools, reply by reply, until it finishes or hits a limit.

The rules the loop enforces, whatever the model writes:
- several calls in one reply run in order; ``finish_event`` must be alone in its reply, else it
  is rejected (the other calls still run) and the event goes on;
- the write gate: ``create_memory``, ``update_memory`` and ``delete_memory`` are rejected unless a
  ``memory_search`` was answered in an *earlier* reply of this event (an empty result counts; a
  search in the same reply does not);
- a call that cannot be read (``ToolCall.error``) is answered with the error and counted;
- a reply with no call at all is answered with a reminder and counted;
- limits: ``max_steps`` replies per event; in a retrieval event ``max_searches`` (the paper's k)
  answered searches, after which the event closes as if finished (searches past the k-th in
  the same reply are refused, not answered); an event whose history
  outgrows the model's context window (the backend says so: ``ContextLimitError``) after its
  first reply closes there, keeping what it did and found. An event that hits a limit is
  closed and says so (``closed``).

A retrieval event keeps every result its searches returned, deduplicated, in the order found:
that order is what the answerer's budget keeps.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from memstrata.errors import ContextLimitError
from memstrata.memory_tools import FINISH, SEARCH, WRITES, MemoryTools
from memstrata.models.llm.base import LLM, Message
from memstrata.models.llm.tools import ToolCall, assistant_message, tool_message

CONSTRUCTION, RETRIEVAL = "construction", "retrieval"
NO_CALL = ("Your reply called no tool. Call memory_search, create_memory, update_memory or delete_memory, "
           "or finish_event alone when this event needs nothing more.")
# Added when the reply was text (the text tool format): small models often write a call as a
# bare JSON object or a code block (Qwen2.5-Coder-1.5B did), which is not a call.
FORMAT_HINT = (' A call is a JSON object {"name": ..., "arguments": {...}} inside <tool_call></tool_call> tags; '
               "a bare JSON object or a code block is not a call.")
GATE = ("write rejected: call memory_search first and read its results; a search in the same reply does not "
        "count")


@dataclass(frozen=True)
class EventConfig:
    max_steps: int = 12  # model replies per event
    max_searches: int = 3  # retrieval events: answered memory_search calls (k)
    max_tokens: int = 768  # per reply


@dataclass
class EventResult:
    id: str
    kind: str
    chunk: str | None = None  # a construction event's chunk id (training names events by it)
    closed: str = ""  # "finished", "step limit", "search limit", "context limit"
    steps: int = 0
    searches: int = 0
    writes: int = 0
    invalid_calls: int = 0
    gate_rejections: int = 0
    rejected_calls: int = 0  # any call answered with an error (invalid and gated included)
    replies_without_call: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0
    found: list[dict[str, str]] = field(default_factory=list)  # retrieval: results in the order found
    messages: list[Message] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "messages"}


class EventLoop:
    def __init__(self, llm: LLM, config: EventConfig, log: Any = None):
        self.llm, self.config, self.log = llm, config, log

    def run(self, kind: str, system: str, user: str, tools: MemoryTools, bank: Any) -> EventResult:
        chunk = getattr(bank, "chunk", None)
        result = EventResult(id=f"{kind[:3]}-{uuid.uuid4().hex[:12]}", kind=kind, chunk=chunk.id if chunk else None)
        bank.event = result.id
        messages: list[Message] = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        searched = False  # a search answered in an earlier reply: the gate is open
        seen: set[str] = set()
        start = time.perf_counter()
        for step in range(1, self.config.max_steps + 1):
            bank.step = result.steps = step
            try:
                resp = self.llm.chat_tools(messages, tools.specs(), max_tokens=self.config.max_tokens)
            except ContextLimitError:
                if step == 1:
                    raise  # nothing done yet: the caller's failure path (pending turns) applies
                result.closed, result.steps = "context limit", step - 1
                break
            result.prompt_tokens += resp.prompt_tokens
            result.completion_tokens += resp.completion_tokens
            answered, finished, searched_now = [], False, False
            for call in resp.tool_calls:
                outcome = self._one(kind, call, resp.tool_calls, searched, tools, result)
                answered.append(outcome)
                if call.error is None and call.name == SEARCH and "results" in outcome:
                    searched_now = True
                    result.searches += 1
                    for hit in outcome["results"]:
                        if hit["id"] not in seen:
                            seen.add(hit["id"])
                            result.found.append(hit)
                finished = finished or outcome.get("event") == "FINISH"
            sent = list(messages)
            messages.append(assistant_message(resp.content, resp.tool_calls))
            messages += [tool_message(c.id, r) for c, r in zip(resp.tool_calls, answered)]
            if not resp.tool_calls:
                result.replies_without_call += 1
                hint = FORMAT_HINT if resp.raw is not None else ""
                messages.append({"role": "user", "content": NO_CALL + hint})
            if self.log is not None:
                self.log.call(result, step, sent, resp, answered)
            searched = searched or searched_now
            if finished:
                result.closed = "finished"
                break
            if kind == RETRIEVAL and result.searches >= self.config.max_searches:
                result.closed = "search limit"
                break
        else:
            result.closed = "step limit"
        result.seconds = round(time.perf_counter() - start, 3)
        result.messages = messages
        if self.log is not None:
            self.log.event(result)
        return result

    def _one(self, kind: str, call: ToolCall, calls: list[ToolCall], searched: bool, tools: MemoryTools,
             result: EventResult) -> dict[str, Any]:
        if call.error is not None:
            result.invalid_calls += 1
            outcome: dict[str, Any] = {"error": f"invalid tool call: {call.error}"}
        elif kind == RETRIEVAL and call.name == SEARCH and result.searches >= self.config.max_searches:
            # k answered searches close the event, also when the k-th came early in a reply of several.
            outcome = {"error": f"search limit reached: at most {self.config.max_searches} searches in this event"}
        elif call.name == FINISH and len(calls) > 1:
            outcome = {"error": "finish_event must be the only call in its reply; the event is still open"}
        elif call.name in WRITES and call.name in tools.allowed and not searched:
            result.gate_rejections += 1
            outcome = {"error": GATE}
        else:
            outcome = tools.call(call.name, call.arguments)
            if call.name in WRITES and "error" not in outcome:
                result.writes += 1
        if "error" in outcome:
            result.rejected_calls += 1
        return outcome
