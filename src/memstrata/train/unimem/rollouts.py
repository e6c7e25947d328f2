"""Rollouts: the ``unimem`` agent itself, run through ``Memory`` on a real SQLite file, with every
model reply kept as a training action (prompt tokens, reply tokens, the sampling policy's
logprobs). There is no second agent here: the policy model is the agent's LLM.

- ``construct`` runs one episode's construction stream from an empty bank (one event per
  chunk, in order) and returns the bank with its lineage.
- ``retrieve`` runs one retrieval event for a question on a built bank. Retrieval events cannot
  write (their tools are search and finish), so N of them share one bank, frozen; the bank's
  fingerprint is logged before and checked after a group.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memstrata.api.memory import Memory
from memstrata.eval.episodes import Episode, Question
from memstrata.manage.unimem.agent import CONSTRUCTION, RETRIEVAL
from memstrata.memory_tools import CONSTRUCTION_TOOLS, RETRIEVAL_TOOLS, SPECS
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM, LLMResponse, Message
from memstrata.models.llm.tools import ToolSpec, assistant_message
from memstrata.train.unimem.lineage import RecordLineage, read_lineage
from memstrata.train.unimem.rewards import Evidence
from memstrata.types import Scope


def tools_of(kind: str) -> list[ToolSpec]:
    return [SPECS[n] for n in (CONSTRUCTION_TOOLS if kind == CONSTRUCTION else RETRIEVAL_TOOLS)]


@dataclass
class Action:
    """One model reply of one event."""

    kind: str
    messages: list[Message]  # what the model was sent
    reply: Message  # what it wrote, as a history entry
    prompt_ids: list[int] | None = None
    token_ids: list[int] | None = None
    logprobs: list[float] | None = None
    valid: bool = True  # every call of the reply was readable and accepted


@dataclass
class EventRollout:
    id: str
    kind: str
    slot: str  # construction: the chunk id; retrieval: the question id
    closed: str
    actions: list[Action] = field(default_factory=list)
    rejected_calls: int = 0


class ActionRecorder:
    """The agent loop's trajectory-log hooks, keeping every reply as an ``Action``; lines go to
    ``tee`` (a ``TrajectoryLog``) too when given."""

    def __init__(self, tee: Any = None):
        self.tee = tee
        self.by_event: dict[str, list[Action]] = {}

    def call(self, event: Any, step: int, messages: list[Message], resp: LLMResponse,
             results: list[dict[str, Any]]) -> None:
        valid = bool(resp.tool_calls) and all(c.error is None for c in resp.tool_calls) \
            and not any("error" in r for r in results)
        self.by_event.setdefault(event.id, []).append(Action(
            event.kind, messages, assistant_message(resp.content, resp.tool_calls), resp.prompt_ids, resp.token_ids,
            resp.logprobs, valid))
        if self.tee is not None:
            self.tee.call(event, step, messages, resp, results)

    def event(self, event: Any) -> None:
        if self.tee is not None:
            self.tee.event(event)


@dataclass
class Bank:
    """A built memory: the open ``Memory``, the chunk order, the lineage, the construction events."""

    memory: Memory
    scope: str
    order: list[str]
    events: list[EventRollout]
    folder: Path

    def lineage(self) -> list[RecordLineage]:
        return read_lineage(self.memory.store, Scope.of(self.scope))

    def fingerprint(self) -> str:
        """A hash of every record's id, role, version and text: equal before and after a
        retrieval group, or the bank was not frozen."""
        h = hashlib.sha256()
        for r in sorted(self.memory.store.list_records(Scope.of(self.scope)), key=lambda r: r.id):
            h.update(f"{r.id}\x00{r.role}\x00{r.version}\x00{r.text}\x01".encode())
        return h.hexdigest()[:16]

    def close(self) -> None:
        self.memory.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def evidence_chunks(bank: Bank, question: Question, episode: Episode) -> set[str]:
    """The chunks (construction events, ``first..last`` turn ids) holding the question's gold turns."""
    ids = [t.id for s in episode.sessions for t in s.turns]
    position = {tid: i for i, tid in enumerate(ids)}
    chunk_of: dict[str, str] = {}
    for slot in bank.order:
        first, _, last = slot.partition("..")
        if first in position and last in position:
            for tid in ids[position[first]: position[last] + 1]:
                chunk_of[tid] = slot
    return {chunk_of[s] for s in question.gold_sources if s in chunk_of}


def construct(episode: Episode, policy: LLM, embedder: Embedder, options: dict[str, Any],
              recorder: ActionRecorder, workdir: str | Path | None = None) -> Bank:
    folder = Path(tempfile.mkdtemp(prefix="unimem-bank-", dir=workdir))
    memory = Memory.open(folder / "bank.db", policy="unimem", embedder=embedder, llm=policy,
                         policy_options={**options, "stable_ids": True})
    manager: Any = memory.manager
    manager.log = recorder
    scope = episode.scope_id
    for session in episode.sessions:
        turns = [{"id": t.id, "name": t.speaker or "user", "content": t.text} for t in session.turns if t.text.strip()]
        if turns:
            memory.add(turns, user_id=scope, time=session.time)
    events = [_rollout(e, recorder, e.chunk or e.id) for e in manager.events if e.kind == CONSTRUCTION]
    return Bank(memory, scope, [e.slot for e in events], events, folder)


def retrieve(bank: Bank, question: Question, recorder: ActionRecorder, limit: int = 50) -> tuple[EventRollout,
                                                                                                 list[Evidence]]:
    bank.memory.manager.log = recorder  # type: ignore[attr-defined]
    found = bank.memory.search(question.question, user_id=bank.scope, limit=limit, time=question.time)
    event = bank.memory.manager.events[-1]  # type: ignore[attr-defined]
    assert event.kind == RETRIEVAL
    return _rollout(event, recorder, question.id), [Evidence(r.view or r.text, r.time) for r in found]


def _rollout(event: Any, recorder: ActionRecorder, slot: str) -> EventRollout:
    return EventRollout(event.id, event.kind, slot, event.closed, recorder.by_event.get(event.id, []),
                        event.rejected_calls)
