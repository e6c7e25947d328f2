"""A LangGraph ``BaseStore`` over a memstrata ``Memory`` (extra ``langgraph``).

    from langgraph.graph import StateGraph
    from memstrata import Memory
    from memstrata.adapters.langgraph import MemstrataStore

    store = MemstrataStore(Memory.open("memory.db"))
    graph = builder.compile(store=store)     # nodes get it as their `store` argument
    store.put(("memories", "sam"), "diet", {"content": "Sam is vegetarian."})
    store.search(("memories", "sam"), query="what does Sam eat?")

How LangGraph's model maps onto memstrata's:
- a namespace is a scope: its last part is the user, the parts before it (joined by ``/``) the
  agent; ``("sam",)`` is user sam, ``("memories", "sam")`` user sam of agent ``memories``;
- an item is one memory: its text is ``value["content"]`` (or ``"text"``, or the whole value as
  JSON), added through ``Memory.add`` so the store's policy manages it; the key and the value
  are kept in the memory's metadata, so ``get`` finds it by key and ``search(filter=...)``
  filters on the value's fields;
- ``put`` on a key that holds a memory updates that memory (its history keeps the old text), and
  ``put(..., None)`` / ``delete`` deletes it (a tombstone, as ``Memory.delete``);
- ``search`` with a query ranks by memstrata's hybrid search (``score``); without one it lists
  in time order. Items show the memory's current view (a ROAM Primary shows what it fused).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

from memstrata.api.memory import Memory
from memstrata.errors import InvalidInputError
from memstrata.types import RETRIEVABLE_ROLES, Record

KEY, VALUE = "langgraph_key", "langgraph_value"


class MemstrataStore(BaseStore):
    def __init__(self, memory: Memory):
        self.memory = memory

    # ----- the one method LangGraph calls (the convenience methods all go through it) -------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        return [self._one(op) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        import asyncio

        return await asyncio.to_thread(self.batch, list(ops))

    def _one(self, op: Op) -> Result:
        if isinstance(op, GetOp):
            record = self._by_key(op.namespace, op.key)
            return None if record is None else _item(op.namespace, record)
        if isinstance(op, PutOp):
            self._put(op.namespace, op.key, op.value)
            return None
        if isinstance(op, SearchOp):
            return self._search(op)
        if isinstance(op, ListNamespacesOp):
            return self._namespaces(op)
        raise InvalidInputError(f"unknown store operation {type(op).__name__}")

    # ----- operations -----------------------------------------------------------------------
    def _put(self, namespace: tuple[str, ...], key: str, value: dict[str, Any] | None) -> None:
        scope = _scope(namespace)
        existing = self._by_key(namespace, key)
        if value is None:
            if existing is not None:
                self.memory.delete(existing.id, **scope)
            return
        text = _text_of(value)
        if existing is not None:
            stored = json.loads(existing.attrs.get("metadata", {}).get(VALUE, "null"))
            if stored is not None and _fields(stored) == _fields(value):
                if existing.text != text:  # the text alone changed: an update, kept in its history
                    self.memory.update(existing.id, text, **scope)
                return
            self.memory.delete(existing.id, **scope)  # other fields changed: the item is stored anew
        metadata = {KEY: key, VALUE: json.dumps(value, ensure_ascii=False, sort_keys=True),
                    **{k: v for k, v in value.items() if isinstance(v, (str, int, float, bool)) and k != KEY}}
        self.memory.add(observations=[text], metadata=metadata, **scope)

    def _by_key(self, namespace: tuple[str, ...], key: str) -> Record | None:
        scope = _scope(namespace)
        ids = self.memory.store.filtered_ids(self.memory.scope(**scope), roles=RETRIEVABLE_ROLES, metadata={KEY: key})
        found = self.memory.store.get_many(self.memory.scope(**scope), ids[-1:])
        return found[0] if found else None

    def _search(self, op: SearchOp) -> list[SearchItem]:
        scope = _scope(op.namespace_prefix)
        filters = dict(op.filter or {})
        if op.query:
            hits = self.memory.search(op.query, limit=op.offset + op.limit, filters=filters or None, **scope)
            records = {r.id: r for r in self.memory.store.get_many(self.memory.scope(**scope), [h.id for h in hits])}
            out = [_item(op.namespace_prefix, records[h.id], score=h.score) for h in hits if h.id in records]
        else:
            listed = [r for r in self.memory.get_all(**scope) if _matches(r, filters)]
            out = [_item(op.namespace_prefix, r) for r in listed]
        return out[op.offset:op.offset + op.limit]  # type: ignore[return-value]

    def _namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        found: set[tuple[str, ...]] = set()
        tenant = self.memory.tenant
        for t, user in self.memory.store.tenant_users():
            if t != tenant or user.startswith("hmac:"):
                continue
            agents = {r.scope.agent_id for r in self.memory.get_all(user_id=user)}
            for agent in agents:
                found.add((*(agent.split("/") if agent else ()), user))
        spaces = sorted(found)
        for condition in op.match_conditions or ():
            spaces = [s for s in spaces if _matches_path(s, condition.path, condition.match_type)]
        if op.max_depth is not None:
            spaces = sorted({s[:op.max_depth] for s in spaces})
        return spaces[op.offset:op.offset + op.limit]


def _matches_path(space: tuple[str, ...], path: tuple[str, ...], match_type: str) -> bool:
    n = len(path)
    if len(space) < n:
        return False
    part = space[:n] if match_type == "prefix" else space[len(space) - n:]
    return all(p in ("*", q) for p, q in zip(path, part))


def _scope(namespace: tuple[str, ...]) -> dict[str, Any]:
    if not namespace:
        raise InvalidInputError("namespace: at least one part, the user (e.g. ('memories', user_id))",
                                field="namespace")
    return {"user_id": namespace[-1], "agent_id": "/".join(namespace[:-1]) or None, "run_id": None}


TEXT_FIELDS = ("content", "text", "memory")


def _fields(value: dict[str, Any]) -> dict[str, Any]:
    """The value without its text: what an update of the text alone leaves as it was."""
    return {k: v for k, v in value.items() if k not in TEXT_FIELDS}


def _text_of(value: dict[str, Any]) -> str:
    for field in TEXT_FIELDS:
        if isinstance(value.get(field), str) and value[field].strip():
            return value[field]
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _matches(record: Record, filters: dict[str, Any]) -> bool:
    meta = record.attrs.get("metadata", {})
    return all(meta.get(k) == v for k, v in filters.items())


def _item(namespace: tuple[str, ...], record: Record, score: float | None = None) -> SearchItem:
    meta = record.attrs.get("metadata", {})
    value = json.loads(meta[VALUE]) if VALUE in meta else {"content": record.view}
    if any(isinstance(value.get(f), str) for f in TEXT_FIELDS):
        field = next(f for f in TEXT_FIELDS if isinstance(value.get(f), str))
        value[field] = record.view  # what the memory says now (a fused view, an update)
    created = _when(record.time)
    return SearchItem(namespace=tuple(namespace), key=meta.get(KEY, record.id), value=value, created_at=created,
                      updated_at=_when(record.recorded_at), score=score)


def _when(stamp: str) -> datetime:
    moment = datetime.fromisoformat(stamp)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


__all__ = ["MemstrataStore", "Item"]
