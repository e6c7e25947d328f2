"""Audit snapshots stored as deltas, and their reading back (SQLite).

Every change logs the record as it stood after it (``history``, ``as_of``). A row whose
``base_seq`` is NULL holds that snapshot in full; otherwise it holds a delta
(``store.json_delta``) against the snapshot of row ``base_seq``: the same record's previous
snapshot for an update, or for a new record the last snapshot of the record it was made
like (ROAM: a new Primary takes over the group of the one it supersedes). A change then
costs the audit log what it changed, not the size of the record: on a chain of L values
of one attribute, the L-th value used to write ~L full snapshots.

Readers get full snapshots: a delta is applied to its base, recursively down to a full
one. Snapshots never change once written (an erasure rewrites rows and clears the cache),
so resolved ones are cached per store.
"""

from __future__ import annotations

import copy
import json
import sqlite3
from collections import OrderedDict
from typing import Any

from memstrata.store import json_delta
from memstrata.types import Record

CACHE_ROWS = 4096


class SnapshotReader:
    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn
        self._cache: OrderedDict[int, dict[str, Any]] = OrderedDict()

    def clear(self) -> None:
        self._cache.clear()

    def last_of(self, tenant: str, record_id: str) -> tuple[int, dict[str, Any]] | None:
        """(seq, snapshot) of the record's latest snapshot, as a base for the next one (ids are
        unique per tenant: another tenant's record of the same id is another record)."""
        row = self._conn.execute("SELECT seq FROM audit WHERE record_id = ? AND tenant = ? AND snapshot IS NOT NULL "
                                 "ORDER BY seq DESC LIMIT 1", (record_id, tenant)).fetchone()
        return (row[0], self._resolve(row[0])) if row else None

    def snapshot(self, seq: int, stored: str | None, base_seq: int | None) -> dict[str, Any] | None:
        """The full snapshot of a row already fetched (its ``snapshot`` and ``base_seq`` columns);
        a copy the caller may change."""
        if stored is None:
            return None
        if base_seq is None:
            return json.loads(stored)
        return copy.deepcopy(self._resolve(seq, (stored, base_seq)))

    def _resolve(self, seq: int, row: tuple[str, int | None] | None = None) -> dict[str, Any]:
        # Walk down to a full snapshot (or a cached one), then apply the deltas back up.
        chain: list[tuple[int, str, int | None]] = []
        current: int | None = seq
        while current is not None and current not in self._cache:
            if row is None or current != seq:
                found = self._conn.execute("SELECT snapshot, base_seq FROM audit WHERE seq = ?", (current,)).fetchone()
                if found is None or found[0] is None:
                    raise LookupError(f"audit row {current} has no snapshot to resolve against")
                stored, base = found
            else:
                stored, base = row
            chain.append((current, stored, base))
            current = base
        value = self._cache[current] if current is not None else None
        if current is not None:
            self._cache.move_to_end(current)
        for at, stored, base in reversed(chain):
            value = json.loads(stored) if base is None else json_delta.apply(value, json.loads(stored))
            self._remember(at, value)
        assert value is not None
        return value

    def _remember(self, seq: int, value: dict[str, Any]) -> None:
        self._cache[seq] = value
        if len(self._cache) > CACHE_ROWS:
            self._cache.popitem(last=False)


def encode(snapshot: dict[str, Any], base: tuple[int, dict[str, Any]] | None) -> tuple[str, int | None]:
    """(stored text, base_seq): a delta when it is shorter than the snapshot itself."""
    full = json.dumps(snapshot, ensure_ascii=False)
    if base is None:
        return full, None
    delta = json.dumps(json_delta.diff(base[1], snapshot), ensure_ascii=False)
    return (delta, base[0]) if len(delta) < len(full) else (full, None)


# The reads of the audit log both stores run (qmark SQL; see postgres.connection).
HISTORY_SQL = ("SELECT seq, record_id, action, actor, time, recorded_at, snapshot, details, base_seq FROM audit "
               "WHERE record_id = ? AND tenant = ? AND user_id = ? AND agent_id = ? AND run_id = ? ORDER BY seq")


def replay_sql(where: str) -> str:
    return (f"SELECT seq, record_id, snapshot, base_seq FROM audit WHERE {where} AND snapshot IS NOT NULL "
            f"AND time <= ? ORDER BY time, seq")


def replay(rows: list[tuple], snapshots: SnapshotReader, as_of: str, roles: tuple[str, ...] | None,
           limit: int | None) -> list[Record]:
    """The records as they stood at ``as_of``, from the rows of ``replay_sql``.

    The audit log holds the record as it stood after each change, stamped with the
    conversation time of the event that caused it. A record's state at as_of is its last
    snapshot stamped at or before as_of that shows a version said by then: with backfilled
    data an older observation can change a newer record (ROAM files it as that record's
    history), and that snapshot must not bring the newer record in. Roles and views are the
    store's as written; a policy whose roles depend on which records exist (ROAM) repairs
    them (``Manager.as_of``)."""
    latest: dict[str, dict[str, Any]] = {}
    for seq, record_id, stored, base_seq in rows:
        snapshot = snapshots.snapshot(seq, stored, base_seq)
        if snapshot is not None and snapshot["time"] <= as_of:
            latest[record_id] = snapshot
    records = [Record.from_dict(s) for s in latest.values()]
    records = [r for r in records if (r.role in roles if roles else r.role != "deleted")]
    records.sort(key=lambda r: r.time)
    return records[:limit] if limit is not None else records
