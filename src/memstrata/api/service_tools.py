"""The service tools (``memory_tools.SERVICE_SPECS``) run against a ``Memory``, bound to one
scope by whoever makes them: the MCP server binds the key's tenant and user, an adapter the
user its application names. A tool's arguments never carry a scope, so a calling model cannot
reach another user by asking. Every call answers JSON: the result, or ``{"error": ...}`` for
bad arguments (``arguments.check_arguments``: strict types, an unknown argument refused by
name) and memstrata errors (an id another scope holds reads as unknown)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from memstrata.api.memory import Memory
from memstrata.arguments import check_arguments
from memstrata.errors import MemstrataError
from memstrata.memory_tools import (
    ADD,
    DELETE_MEMORY,
    GET,
    GET_CONTEXT,
    HISTORY,
    LIST,
    SEARCH_MEMORY,
    SERVICE_SPECS,
    UPDATE_MEMORY,
)
from memstrata.models.llm.tools import ToolSpec


class ServiceTools:
    """``memory``: bound to the tenant (``Memory.for_tenant``); ``user_id`` and the optional
    ``agent_id``/``run_id``: the scope every call reads and writes. ``read_only`` leaves out
    the tools that write."""

    WRITES = (ADD, UPDATE_MEMORY, DELETE_MEMORY)

    def __init__(self, memory: Memory, user_id: str, agent_id: str | None = None, run_id: str | None = None, *,
                 read_only: bool = False):
        self.memory = memory
        self.scope: dict[str, Any] = {"user_id": user_id, "agent_id": agent_id, "run_id": run_id}
        self.read_only = read_only

    def specs(self) -> list[ToolSpec]:
        return [s for name, s in SERVICE_SPECS.items() if not (self.read_only and name in self.WRITES)]

    def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        spec = SERVICE_SPECS.get(name)
        if spec is None or (self.read_only and name in self.WRITES):
            return {"error": f"unknown tool {name!r}; available: {', '.join(s.name for s in self.specs())}"}
        try:
            # Strict, unknown arguments refused by name: the refusals REST and the Python API give.
            args = check_arguments(spec.arguments, arguments, name)
            return self._run(name, args)
        except MemstrataError as exc:
            return {"error": str(exc)}

    def _run(self, name: str, args: BaseModel) -> dict[str, Any]:
        m, scope, a = self.memory, self.scope, args.model_dump()
        if name == ADD:
            result = m.add(a["content"], time=a["time"], metadata=a["metadata"], **scope)
            return {"results": [d.to_dict() for d in result.decisions], "error": result.error,
                    "extraction_report": result.extraction_report}
        if name == SEARCH_MEMORY:
            found = m.search(a["query"], limit=a["limit"], filters=a["filters"], **scope)
            return {"results": [_brief(r.to_dict()) for r in found]}
        if name == GET_CONTEXT:
            ctx = m.context(a["query"], budget_tokens=a["budget_tokens"], filters=a["filters"], **scope)
            return {"context": ctx.text, "tokens": ctx.tokens, "memory_ids": [u.id for u in ctx.units]}
        if name == GET:
            return _brief(m.get(a["memory_id"], **scope).to_dict())
        if name == LIST:
            return {"results": [_brief(r.to_dict()) for r in m.get_all(as_of=a["as_of"], limit=a["limit"], **scope)]}
        if name == UPDATE_MEMORY:
            return m.update(a["memory_id"], a["content"], **scope).to_dict()
        if name == DELETE_MEMORY:
            return m.delete(a["memory_id"], **scope).to_dict()
        assert name == HISTORY
        return {"history": [{"action": e.action, "time": e.time, "by": e.actor,
                             "text": (e.snapshot or {}).get("view")} for e in m.history(a["memory_id"], **scope)]}


def _brief(record: dict[str, Any]) -> dict[str, Any]:
    """What a calling model needs of a memory (no vectors, attrs or scope ids)."""
    return {k: record[k] for k in ("id", "view", "text", "time", "role", "kind", "score") if k in record}
