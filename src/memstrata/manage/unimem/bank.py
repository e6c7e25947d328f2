"""The agent's memory bank: what its tools do to the store (``memory_tools.MemoryBackend``).

The agent writes verbatim, as the paper's manager does over Mem0's store with Mem0's own
extraction bypassed:
- ``create`` stores the model's text as a new fact; its lineage (``attrs.unimem.chunks``) is the
  chunk it came from;
- ``update`` makes a new version under the same id (the old text stays in the history),
  appends the current chunk to the lineage and takes the chunk's time (the memory now says
  what was said then);
- ``delete`` tombstones: the record leaves search, context and the training's evidence index;
  its history stays.
The lineage is hidden from the agent (results show id, text and time only); training reads it.
For diagnostics each record's ``sources`` are the turns its text states (``matching``).

Every change is one transaction, audited with the tool, the event and the step that made it,
and reported as a ``Decision``. Ids outside the scope, deleted or unknown raise ``LookupError``
alike (``memory_tools`` answers all three with one error).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any, Final

from memstrata.errors import NotFoundError
from memstrata.manage.base import ManagerContext
from memstrata.manage.unimem.matching import stated_turns
from memstrata.retrieve.base import SearchRequest
from memstrata.retrieve.ranked import RankedRetriever
from memstrata.timeutil import format_time, now_utc
from memstrata.types import Decision, Record

KIND: Final = "fact"


@dataclass
class Chunk:
    """One construction event's dialogue: its turns (``{"id", "speaker", "text"}``, as stored) and time."""

    id: str
    time: str
    turns: list[dict[str, Any]]

    @property
    def speakers(self) -> list[str]:
        return list(dict.fromkeys(str(t.get("speaker") or "") for t in self.turns if t.get("speaker")))


@dataclass
class Bank:
    ctx: ManagerContext
    policy: str
    event: str  # the event's id, named in the audit
    chunk: Chunk | None = None  # None in a retrieval event (no writes)
    step: int = 0  # the agent loop's current step, named in the audit
    # What a search may return: the agent's memories, and turns kept pending when a backend
    # failed (searchable, never lost; not writable: their ids give "no memory").
    roles: tuple[str, ...] = ("primary", "pending")
    # Ids go back to the model in tool results, so random ids make two runs of one conversation
    # ask different prompts: a cache or a recording then misses after the first create. With
    # ``stable_ids`` an id is a UUID5 of what made it (scope, chunk, step, call, text), unless
    # that id is taken.
    stable_ids: bool = False
    decisions: list[Decision] = field(default_factory=list)
    _made: int = 0

    # ----- reads ------------------------------------------------------------------------
    def search(self, query: str, limit: int) -> list[dict[str, str]]:
        return [{"id": r.id, "memory": r.view, "time": r.time} for r in self.search_records(query, limit)]

    def search_records(self, query: str, limit: int) -> list:
        request = SearchRequest(scope=self.ctx.scope, query=query, limit=limit, roles=self.roles)
        return RankedRetriever().search(self.ctx.store, self.ctx.embedder, request)

    # ----- writes -----------------------------------------------------------------------
    def create(self, content: str) -> str:
        chunk = self._chunk()
        record = Record(id=self._new_id(chunk, content), scope=self.ctx.scope, kind=KIND, text=content, view=content,
                        role="primary", time=chunk.time, recorded_at=format_time(now_utc()),
                        sources=stated_turns(content, chunk.turns, chunk.speakers),
                        attrs={"unimem": {"chunks": [chunk.id]}})
        vec = self.ctx.embedder.embed_one(content)
        with self.ctx.store.transaction() as tx:
            tx.insert(record, vec, actor=self.ctx.actor, details=self._details("create_memory"))
        self._decide(record, "added", "create_memory")
        return record.id

    def update(self, memory_id: str, content: str) -> None:
        chunk, record = self._chunk(), self._live(memory_id)
        meta = record.attrs.setdefault("unimem", {})
        meta["chunks"] = list(dict.fromkeys([*meta.get("chunks", []), chunk.id]))
        # Sources: the earlier turns the new text still states, and this chunk's.
        earlier = self.ctx.store.turns(self.ctx.scope, record.sources) if record.sources else []
        kept = stated_turns(content, earlier, chunk.speakers)
        record.sources = list(dict.fromkeys([*kept, *stated_turns(content, chunk.turns, chunk.speakers)]))
        record.text = record.view = content
        record.version += 1
        record.time = chunk.time
        vec = self.ctx.embedder.embed_one(content)
        with self.ctx.store.transaction() as tx:
            tx.update(record, actor=self.ctx.actor, action="update", time=chunk.time, text_vec=vec, view_vec=vec,
                      details=self._details("update_memory"))
        self._decide(record, "updated", "update_memory")

    def delete(self, memory_id: str) -> None:
        chunk, record = self._chunk(), self._live(memory_id)
        record.role = "deleted"
        with self.ctx.store.transaction() as tx:
            tx.update(record, actor=self.ctx.actor, action="delete", time=chunk.time,
                      details=self._details("delete_memory"))
        self._decide(record, "deleted", "delete_memory")

    # ----- helpers ----------------------------------------------------------------------
    def _new_id(self, chunk: Chunk, content: str) -> str:
        if not self.stable_ids:
            return str(uuid.uuid4())
        self._made += 1
        scope = self.ctx.scope
        # Another tenant's tenant-free id would collide with (and so reveal) this one; the
        # default tenant's ids stay as they were.
        parts: tuple[object, ...] = (scope.user_id, scope.agent_id, scope.run_id, chunk.id, self.step, self._made,
                                     content)
        if scope.tenant != "default":
            parts = (scope.tenant, *parts)
        rid = str(uuid.uuid5(uuid.NAMESPACE_URL, "|".join(map(str, parts))))
        try:
            self.ctx.store.get(scope, rid)
        except NotFoundError:
            return rid
        return str(uuid.uuid4())  # the same conversation said again: a fresh id

    def _chunk(self) -> Chunk:
        if self.chunk is None:  # the tools of a retrieval event offer no write
            raise RuntimeError("a retrieval event cannot write")
        return self.chunk

    def _live(self, memory_id: str) -> Record:
        try:
            record = self.ctx.store.get(self.ctx.scope, memory_id)
        except NotFoundError:
            raise LookupError(memory_id) from None
        if record.role != "primary":
            raise LookupError(memory_id)
        return record

    def _details(self, tool: str) -> dict[str, Any]:
        return {"policy": self.policy, "tool": tool, "event": self.event, "step": self.step,
                "chunk": self.chunk.id if self.chunk else None}

    def _decide(self, record: Record, event: str, tool: str) -> None:
        self.decisions.append(Decision(id=record.id, event=event, text=record.view, role=record.role,  # type: ignore[arg-type]
                                       kind=record.kind, step=tool, reason=f"event {self.event}, step {self.step}"))
