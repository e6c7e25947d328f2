"""The memory tools a model calls: ``memory_search``, ``create_memory``, ``update_memory``,
``delete_memory`` and ``finish_event`` (Uni-Mem appendix B), in one place for every caller.

This module owns what a call may say and what it gets back: the tool specs (from the argument
models below), argument validation, the per-event caps, and the JSON results. What a write
*means* belongs to the caller, through a ``MemoryBackend`` bound to one scope: the Uni-Mem agent
writes the model's text verbatim (``manage.unimem.bank``); the MCP server will add through
``Memory.add``, managed by the store's policy. A call never raises on bad input: it gets
``{"error": ...}`` back and the event goes on.

Results, exactly:
- ``memory_search`` -> ``{"results": [{"id", "memory", "time"}, ...]}`` (``limit`` capped by the
  event's configuration);
- ``create_memory`` -> ``{"id", "memory", "event": "ADD"}``;
- ``update_memory`` -> ``{"id", "memory", "event": "UPDATE"}``;
- ``delete_memory`` -> ``{"id", "event": "DELETE"}``;
- ``finish_event`` -> ``{"event": "FINISH"}`` (the caller closes the event);
- a rejected call -> ``{"error": "..."}``.

An id that does not exist, was deleted, or belongs to another scope gets the same error
(``no memory with id ...``): a caller learns nothing about ids it cannot use.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from memstrata.models.llm.tools import ToolSpec

SEARCH, CREATE, UPDATE, DELETE, FINISH = "memory_search", "create_memory", "update_memory", "delete_memory", \
    "finish_event"
WRITES = (CREATE, UPDATE, DELETE)
CONSTRUCTION_TOOLS = (SEARCH, CREATE, UPDATE, DELETE, FINISH)
RETRIEVAL_TOOLS = (SEARCH, FINISH)


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class MemorySearchArgs(_Args):
    query: str = Field(min_length=1, description="what to look for, in words (names, topics, dates)")
    limit: int | None = Field(None, ge=1, description="how many results you want (the event caps it)")


class CreateMemoryArgs(_Args):
    content: str = Field(min_length=1, description="the memory, self-contained, stored verbatim")


class UpdateMemoryArgs(_Args):
    memory_id: str = Field(min_length=1, description="the id of a memory a search returned")
    content: str = Field(min_length=1, description="the corrected memory, replacing the old text")


class DeleteMemoryArgs(_Args):
    memory_id: str = Field(min_length=1, description="the id of a memory a search returned")


class FinishEventArgs(_Args):
    summary: str | None = Field(None, description="a short note on what this event did")


SPECS: dict[str, ToolSpec] = {
    SEARCH: ToolSpec(SEARCH, "Search the memory store by meaning. Returns matching memories with their ids, text "
                             "and time; may return none. Changes nothing.", MemorySearchArgs),
    CREATE: ToolSpec(CREATE, "Store a new memory: one self-contained fact, event, preference or plan.",
                     CreateMemoryArgs),
    UPDATE: ToolSpec(UPDATE, "Replace the text of a stored memory that the current messages explicitly correct "
                             "or supersede.", UpdateMemoryArgs),
    DELETE: ToolSpec(DELETE, "Remove a stored memory that is wrong and needs no replacement.", DeleteMemoryArgs),
    FINISH: ToolSpec(FINISH, "Close the current event. Must be the only call in its reply.", FinishEventArgs),
}


class MemoryBackend(Protocol):
    """What the tools act on, bound to one scope by its maker. ``update``/``delete`` raise
    ``LookupError`` for an id they cannot use (absent, deleted, another scope's)."""

    def search(self, query: str, limit: int) -> list[dict[str, str]]:  # [{"id", "memory", "time"}]
        ...

    def create(self, content: str) -> str:  # the new id
        ...

    def update(self, memory_id: str, content: str) -> None: ...

    def delete(self, memory_id: str) -> None: ...


@dataclass(frozen=True)
class ToolLimits:
    search_limit: int = 10  # results per memory_search at most (and its default)
    max_deletes: int = 5  # delete_memory calls that may succeed per event
    # create_memory and update_memory calls that may succeed per event: a chunk that talks the
    # agent into hundreds of writes (or a model stuck repeating itself) cannot flood the bank.
    max_writes: int = 50
    max_content_chars: int = 16_000  # one memory's text at most (MemoryConfig.max_text_chars' default)


class MemoryTools:
    """The tools of one event: ``allowed`` names which it offers (a retrieval event offers
    search and finish only); caps count within the event."""

    def __init__(self, backend: MemoryBackend, allowed: tuple[str, ...], limits: ToolLimits = ToolLimits()):
        unknown = [a for a in allowed if a not in SPECS]
        if unknown:
            raise ValueError(f"unknown memory tools {unknown}; the tools are {', '.join(SPECS)}")
        self.backend, self.allowed, self.limits = backend, allowed, limits
        self.deletes = self.writes = 0

    def specs(self) -> list[ToolSpec]:
        return [SPECS[name] for name in self.allowed]

    def validate(self, name: str, arguments: dict[str, Any]) -> BaseModel | str:
        """The call's arguments as their model, or the error to answer it with."""
        if name not in self.allowed:
            offered = ", ".join(self.allowed)
            return f"tool {name!r} is not available in this event; available: {offered}" if name in SPECS \
                else f"unknown tool {name!r}; available: {offered}"
        try:
            args = SPECS[name].arguments.model_validate(arguments)
        except ValidationError as exc:
            return "invalid arguments: " + "; ".join(f"{'.'.join(map(str, e['loc'])) or 'arguments'}: {e['msg']}"
                                                    for e in exc.errors()[:3])
        content = getattr(args, "content", None)
        if isinstance(content, str) and len(content) > self.limits.max_content_chars:
            return f"content is {len(content)} characters; a memory holds at most {self.limits.max_content_chars}"
        return args

    def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        args = self.validate(name, arguments)
        if isinstance(args, str):
            return {"error": args}
        try:
            return self._run(name, args)
        except LookupError:
            return {"error": f"no memory with id {getattr(args, 'memory_id', '')!r}"}

    def _run(self, name: str, args: Any) -> dict[str, Any]:
        if name == SEARCH:
            limit = min(args.limit or self.limits.search_limit, self.limits.search_limit)
            return {"results": self.backend.search(args.query, limit)}
        if name in (CREATE, UPDATE) and self.writes >= self.limits.max_writes:
            return {"error": f"at most {self.limits.max_writes} creations and updates per event; this one was not made"}
        if name == CREATE:
            new_id = self.backend.create(args.content)
            self.writes += 1
            return {"id": new_id, "memory": args.content, "event": "ADD"}
        if name == UPDATE:
            self.backend.update(args.memory_id, args.content)
            self.writes += 1
            return {"id": args.memory_id, "memory": args.content, "event": "UPDATE"}
        if name == DELETE:
            if self.deletes >= self.limits.max_deletes:
                return {"error": f"at most {self.limits.max_deletes} deletions per event; this one was not made"}
            self.backend.delete(args.memory_id)
            self.deletes += 1
            return {"id": args.memory_id, "event": "DELETE"}
        return {"event": "FINISH"}


# ----- service tools: the memory library's API as tools (MCP server, framework adapters) -----
# The same shape as the agent's tools above (a name, a description for the calling model, an
# argument model), over the whole Memory API; ``api.service_tools`` runs them, bound to one
# scope by the caller (the MCP server: the key's tenant and user, never an argument).
ADD, SEARCH_MEMORY, GET_CONTEXT, GET, LIST, UPDATE_MEMORY, DELETE_MEMORY, HISTORY = (
    "add_memory", "search_memory", "get_context", "get_memory", "list_memories", "update_memory", "delete_memory",
    "memory_history")


class AddMemoryArgs(_Args):
    content: str = Field(min_length=1, description="what the user said or what should be remembered, in words")
    time: str | None = Field(None, description="when it was said or happened (ISO 8601); default now")
    metadata: dict[str, Any] | None = Field(None, description="labels to filter by later, e.g. {\"topic\": \"work\"}")


FILTERS_HELP = ("narrow to memories matching all of: kind (\"fact\", \"event\", ... or a list), time_from / "
                "time_to (ISO 8601, inclusive), or a metadata key given when it was added, e.g. {\"topic\": \"work\"}")


class SearchMemoryArgs(_Args):
    query: str = Field(min_length=1, description="what to look for, in words (names, topics, dates)")
    limit: int = Field(10, ge=1, le=50, description="how many memories at most")
    filters: dict[str, Any] | None = Field(None, description=FILTERS_HELP)


class GetContextArgs(_Args):
    query: str = Field(min_length=1, description="the question the memories should help answer")
    budget_tokens: int = Field(512, ge=16, le=8000, description="the most tokens the context may take")
    filters: dict[str, Any] | None = Field(None, description=FILTERS_HELP)


class MemoryIdArgs(_Args):
    memory_id: str = Field(min_length=1, description="the id of a memory a search or list returned")


class ListMemoriesArgs(_Args):
    as_of: str | None = Field(None, description="show memory as it stood at this time (ISO 8601)")
    limit: int = Field(50, ge=1, le=500, description="how many memories at most, oldest first")


class UpdateMemoryTextArgs(_Args):
    memory_id: str = Field(min_length=1, description="the id of a memory a search or list returned")
    content: str = Field(min_length=1, description="the corrected text, replacing the old one (kept in its history)")


SERVICE_SPECS: dict[str, ToolSpec] = {
    ADD: ToolSpec(ADD, "Remember something the user said or that happened. The memory manager files it: new facts "
                       "are stored, updates supersede what they correct, repeats are merged. Returns what it decided.",
                  AddMemoryArgs),
    SEARCH_MEMORY: ToolSpec(SEARCH_MEMORY, "Find stored memories relevant to a query, best first, each with its id, "
                                           "text and time. Changes nothing.", SearchMemoryArgs),
    GET_CONTEXT: ToolSpec(GET_CONTEXT, "Get the memories that answer a question as one text block that fits a token "
                                       "budget, ready to put in a prompt. Changes nothing.", GetContextArgs),
    GET: ToolSpec(GET, "Read one memory by id: its current text, time and state.", MemoryIdArgs),
    LIST: ToolSpec(LIST, "List the user's current memories in time order, or as they stood at a past time.",
                   ListMemoriesArgs),
    UPDATE_MEMORY: ToolSpec(UPDATE_MEMORY, "Correct the text of one memory the user says is wrong. The old text stays "
                                           "in its history.", UpdateMemoryTextArgs),
    DELETE_MEMORY: ToolSpec(DELETE_MEMORY, "Delete one memory the user asks to forget or that is wrong and needs no "
                                           "replacement.", MemoryIdArgs),
    HISTORY: ToolSpec(HISTORY, "Show how one memory changed over time: each version, what changed it and when.",
                      MemoryIdArgs),
}
