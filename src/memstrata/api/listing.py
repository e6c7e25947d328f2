"""Listing a scope page by page (``Memory.list_page``; the REST ``GET /v1/memories``).

A page is addressed by an opaque cursor: the (time, id) of the last record of the page before,
base64 of a JSON pair. Without ``as_of`` the store reads the page by keyset
(``Store.page_records``): the page costs its size, not the scope's, and a record added or
deleted meanwhile moves no other record across pages. ``total`` is a COUNT on the scope's role
index, so it stays cheap. With ``as_of`` the state at that time is rebuilt first (the audit
replayed up to then; ROAM gives roles back from the whole scope), and the page is cut from it.

A cursor that does not decode to such a pair, or whose record is not in the scope being
listed (erased since, taken from another scope, forged), is refused by name (``cursor``)."""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from memstrata.errors import InvalidInputError
from memstrata.jsonl import loads_strict
from memstrata.types import Record, Scope

if TYPE_CHECKING:
    from memstrata.api.memory import Memory

# A cursor this library hands out is (time, id); ids can be long, but not this long.
MAX_CURSOR_CHARS = 8192
_BAD = "cursor: not a cursor this server handed out for this listing; start again without one"


@dataclass
class Page:
    records: list[Record]
    next_cursor: str | None
    total: int

    def to_dict(self) -> dict[str, Any]:
        return {"results": [r.to_dict() for r in self.records], "next_cursor": self.next_cursor,
                "total": self.total}


def encode_cursor(record: Record) -> str:
    raw = json.dumps([record.time, record.id], ensure_ascii=False).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_cursor(cursor: str) -> tuple[str, str]:
    """(time, id) of a cursor, or InvalidInputError naming ``cursor``. Decoded without trusting
    it: bounded in size before base64, parsed strictly (no deep nesting, no huge numbers)."""
    if len(cursor) > MAX_CURSOR_CHARS:
        raise InvalidInputError(_BAD, field="cursor")
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        value = loads_strict(raw.decode("utf-8"))
    except (ValueError, binascii.Error, UnicodeDecodeError):  # JSONDecodeError is a ValueError
        raise InvalidInputError(_BAD, field="cursor") from None
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) and v for v in value)):
        raise InvalidInputError(_BAD, field="cursor")
    return value[0], value[1]


def list_page(memory: Memory, scope: Scope, *, roles: tuple[str, ...], as_of: str | None, limit: int,
              cursor: str | None) -> Page:
    after = decode_cursor(cursor) if cursor is not None else None
    if as_of is not None:
        return _page_as_of(memory, scope, roles=roles, as_of=as_of, limit=limit, after=after)
    try:
        records = memory.store.page_records(scope, roles=roles, after=after, limit=limit + 1)
    except LookupError:
        raise InvalidInputError(_BAD, field="cursor") from None
    total = memory.store.count_records(scope, roles=roles)
    return _cut(records, limit, total)


def _page_as_of(memory: Memory, scope: Scope, *, roles: tuple[str, ...], as_of: str, limit: int,
                after: tuple[str, str] | None) -> Page:
    records = memory.state_as_of(scope, as_of, roles)
    start = 0
    if after is not None:
        at = next((i for i, r in enumerate(records) if r.id == after[1]), None)
        if at is None:
            raise InvalidInputError(_BAD, field="cursor")
        start = at + 1
    return _cut(records[start:start + limit + 1], limit, len(records))


def _cut(records: list[Record], limit: int, total: int) -> Page:
    """The page of ``limit`` from ``limit + 1`` read: the extra one says whether more follow."""
    page = records[:limit]
    more = len(records) > limit and bool(page)
    return Page(page, encode_cursor(page[-1]) if more else None, total)
