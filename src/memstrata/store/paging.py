"""The keyset query of a listing page, shared by both stores: the records after the last one
of the previous page in ``list_records``' order (time, then insertion order: rowid), read
along the scope's (tenant, user_id, time, rowid) index, so a page costs its size and not the
scope's. A page is addressed by the (time, id) of its predecessor; the id's rowid is looked up
in the caller's scope only, so a position taken from another scope finds nothing
(``Store.page_records`` then raises LookupError)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from memstrata.store.sqlite_rows import RECORD_COLUMNS, record_from_row, scope_filter
from memstrata.types import Record, Scope


def anchor_sql(scope: Scope) -> tuple[str, list[Any]]:
    """The rowid of a record id in the scope (qmark SQL; the id is the last parameter)."""
    where, params = scope_filter(scope)
    return f"SELECT rowid FROM records WHERE {where} AND id = ?", list(params)


def page_sql(scope: Scope, role_test: str, role_params: list[Any], after: tuple[str, int] | None,
             limit: int) -> tuple[str, list[Any]]:
    """(SQL, parameters) of one page. ``role_test``: the store's test of ``role`` (``IN (?, ...)``
    or ``= ANY(?)``) with ``role_params``; ``after``: (time, rowid) of the previous record."""
    where, scope_params = scope_filter(scope)
    sql = f"SELECT {RECORD_COLUMNS} FROM records WHERE {where} AND role {role_test}"
    params: list[Any] = [*scope_params, *role_params]
    if after is not None:
        sql += " AND (time, rowid) > (?, ?)"
        params += list(after)
    return f"{sql} ORDER BY time, rowid LIMIT {int(limit)}", params


def read_page(read: Callable[[str, list[Any]], list[tuple]], scope: Scope, role_test: str, role_params: list[Any],
              after: tuple[str, str] | None, limit: int) -> list[Record]:
    """One page through a store's ``_read``: the predecessor's rowid looked up in the scope
    (``LookupError`` when it is not there), then the page after it."""
    key = None
    if after is not None:
        sql, params = anchor_sql(scope)
        found = read(sql, [*params, after[1]])
        if not found:
            raise LookupError(after[1])
        key = (after[0], found[0][0])
    sql, params = page_sql(scope, role_test, role_params, key, limit)
    return [record_from_row(r) for r in read(sql, params)]
