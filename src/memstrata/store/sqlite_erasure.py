"""Erasure on the SQLite store: a whole scope (purge) or one memory (erase), made physical.

Deleting rows does not take text out of the file: the WAL keeps old page images until a
checkpoint copies every frame back and truncates it, which a connection holding an old
read snapshot prevents. (The lexical index lives in memory, store.lexical_index, and is
dropped with the other caches.) So an erasure has two steps:

1. one transaction removes (or, for one memory, replaces) the rows and writes the marker
   ``pending_erasure`` in ``meta``, so a crash or a busy reader cannot lose the second step;
2. ``finish``: ``PRAGMA wal_checkpoint(TRUNCATE)``, whose result row is checked (busy = 0
   and every WAL frame copied); only then is the marker removed. When it cannot complete,
   the erasure reports so and the store retries: at the next open and after each of its own
   writes without waiting, and when asked (waiting up to the busy timeout).

``secure_delete`` (set by the store) zeroes the space that deleted and rewritten cells leave.

The purge's own audit row is the one trace a purged scope leaves: it holds a keyed hash of
the scope's ids (HMAC-SHA256 with a random per-store key kept in ``meta``, made on first
use) instead of the ids, which are often e-mail addresses. The same user hashes the same
within one store, so repeated purges can be matched up, but not across stores.

Erasing one memory (``erase_record``): its row stays as a tombstone (role ``deleted``, text
and view ``ERASED_TEXT``, no sources or attributes, zero vectors) so ids that point at it
and ``history`` still resolve; its own audit entries are replaced by one ``erase`` entry; a
raw turn goes when no other record of the scope cites it (a turn another memory cites is
that memory's provenance and stays, whatever it says). Every text this memory ever had (all
versions, text and view) is replaced by ``ERASED_TEXT`` in the audit snapshots of records
that referred to it (a ROAM Primary that listed it as a member, an Evidence that pointed at
it, an EverMemOS group that merged it), in every audit entry's details, and in those
records' current attributes; a past view fused while it was a member may quote it in other
words ("earlier: Leeds, 2023-01-01"), so such a view falls back to its record's own text.
The policy's own delete, which runs first, has already rebuilt the current views without it.
A text that another memory of the scope holds as its own atom is that memory's and is left
alone; a paraphrase outside those places (an LLM's note in a decision) cannot be recognised.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
from typing import Any

import numpy as np

from memstrata.errors import NotFoundError
from memstrata.store.sqlite_audit import SnapshotReader, encode
from memstrata.store.sqlite_rows import scope_filter, scope_from_row, scope_matches, scope_values
from memstrata.store.sqlite_transaction import IndexOp, SQLiteTransaction
from memstrata.timeutil import format_time, now_utc
from memstrata.types import Scope

PENDING_KEY = "pending_erasure"
HMAC_KEY = "erasure_hmac_key"
ERASED_TEXT = "[erased]"


# ----- step 1: the rows ----------------------------------------------------------------------
def purge_scope(conn: sqlite3.Connection, tx: SQLiteTransaction, scope: Scope, *, actor: str) -> int:
    """Delete every row of the scope inside ``tx``; log the purge under hashed ids."""
    where, params = scope_filter(scope)
    n = conn.execute(f"SELECT COUNT(*) FROM records WHERE {where}", params).fetchone()[0]
    sub = f"SELECT rowid FROM records WHERE {where}"
    conn.execute(f"DELETE FROM vectors WHERE record_rowid IN ({sub})", params)
    for table in ("records", "edges", "turns", "audit", "jobs"):  # queued adds hold what was said, too
        conn.execute(f"DELETE FROM {table} WHERE {where}", params)
    tx.log(hashed_scope(conn, scope), action="purge", actor=actor, time=format_time(now_utc()),
           details={"records_erased": n, "scope": "HMAC-SHA256 of each id, keyed per store"})
    mark_pending(conn, f"purge of {n} records")
    return n


def erase_record(conn: sqlite3.Connection, tx: SQLiteTransaction, scope: Scope, record_id: str, *,
                 actor: str, dim: int) -> None:
    """Erase one memory's text everywhere inside ``tx`` (see the module docstring)."""
    row = conn.execute("SELECT rowid, tenant, user_id, agent_id, run_id, text, view, sources FROM records "
                       "WHERE tenant = ? AND id = ?", (scope.tenant, record_id)).fetchone()
    if row is None or not scope_matches(scope, scope_from_row(*row[1:5])):
        raise NotFoundError(f"no memory with id {record_id!r} in scope {scope.to_dict()}")
    rowid, own_scope = row[0], scope_from_row(*row[1:5])
    where, params = scope_filter(own_scope)
    # Audit snapshots may be deltas against earlier rows (sqlite_audit): resolve every row of
    # the scope first, then scrub whole snapshots and encode them again against their bases.
    reader = SnapshotReader(conn)
    audit_rows = conn.execute(f"SELECT seq, record_id, snapshot, details, base_seq FROM audit WHERE {where} "
                              f"ORDER BY seq", params).fetchall()
    full = {seq: reader.snapshot(seq, stored, base) for seq, _rid, stored, _d, base in audit_rows}
    texts, sources = {row[5], row[6]}, set(json.loads(row[7]))
    for seq, rid, _stored, _d, _base in audit_rows:
        snap = full[seq]
        if rid == record_id and snap is not None:
            texts.update((snap.get("text") or "", snap.get("view") or ""))
            sources.update(snap.get("sources") or [])
    others = {rid: (text, json.loads(srcs), attrs) for rid, text, srcs, attrs in conn.execute(
        f"SELECT id, text, sources, attrs FROM records WHERE {where} AND id != ?", [*params, record_id])}
    # A text another memory holds as its own atom is that memory's: it stays.
    texts -= {text for text, _s, _a in others.values()} | {"", ERASED_TEXT}
    scrub = sorted(texts, key=len, reverse=True)

    conn.execute("DELETE FROM audit WHERE record_id = ? AND tenant = ?", (record_id, scope.tenant))
    # A queued add that made the memory reports its text among its decisions, and one still
    # pending holds the text in its request: both go (a pending one would store it again).
    conn.execute(f"DELETE FROM jobs WHERE {where} AND (result LIKE ? OR pending LIKE ?)",
                 [*params, f"%{record_id}%", f"%{record_id}%"])
    conn.execute("UPDATE records SET text = ?, view = ?, role = 'deleted', sources = '[]', attrs = ? WHERE rowid = ?",
                 (ERASED_TEXT, ERASED_TEXT, json.dumps({"erased": True}), rowid))
    tx.set_vectors(rowid, np.zeros(dim, dtype=np.float32), None)
    tx.index_ops.append(IndexOp(record_id, own_scope, "deleted", None, None))

    cited = {s for _t, srcs, _a in others.values() for s in srcs}
    gone = sorted(sources - cited)
    turns_erased = conn.executemany(f"DELETE FROM turns WHERE {where} AND id = ?", [[*params, t] for t in gone]).rowcount

    referrers = {rid for rid, (_t, _s, attrs) in others.items() if record_id in attrs}
    referrers |= {rid for seq, rid, _st, _d, _b in audit_rows
                  if rid and rid != record_id and full[seq] is not None and record_id in json.dumps(full[seq])}
    scrubbed = 0
    kept: dict[int, dict[str, Any] | None] = {}  # seq -> the scrubbed snapshot now stored for it
    for seq, rid, stored, details, base in audit_rows:
        if rid == record_id:
            continue  # deleted above
        snap = full[seq]
        new_snap = _scrub_snapshot(snap, record_id, scrub) if snap is not None and rid in referrers else snap
        kept[seq] = new_snap
        base_snap = kept.get(base) if base is not None else None
        base_row = (base, base_snap) if base is not None and base_snap is not None else None
        new_stored, new_base = encode(new_snap, base_row) if new_snap is not None else (None, None)
        new_details = _scrub_json(details, scrub)
        if (new_stored, new_base, new_details) != (stored, base, details):
            conn.execute("UPDATE audit SET snapshot = ?, base_seq = ?, details = ? WHERE seq = ?",
                         (new_stored, new_base, new_details, seq))
            scrubbed += new_snap != snap or new_details != details
    for rid in referrers:
        attrs = others[rid][2] if rid in others else None
        if attrs is not None and (new_attrs := _scrub_json(attrs, scrub)) != attrs:
            conn.execute("UPDATE records SET attrs = ? WHERE tenant = ? AND id = ?", (new_attrs, scope.tenant, rid))
    tx.log(own_scope, action="erase", actor=actor, time=format_time(now_utc()), record_id=record_id,
           details={"erased": True, "turns_erased": max(turns_erased, 0), "audit_entries_scrubbed": scrubbed})
    mark_pending(conn, f"erasure of {record_id}")


def _scrub_snapshot(snapshot: dict[str, Any], record_id: str, scrub: list[str]) -> dict[str, Any]:
    """A referrer's past state without the erased texts. A view fused while the erased
    memory was a member (ROAM's "earlier: Leeds, ..."; a group's merged text) may quote it
    in words of its own, so it falls back to the record's own (scrubbed) text."""
    snap = _scrub(snapshot, scrub)
    if record_id in json.dumps(snap.get("attrs", {})):
        snap["view"] = snap.get("text", ERASED_TEXT)
    return snap


def _scrub_json(text: str, scrub: list[str]) -> str:
    if not any(t in text or json.dumps(t, ensure_ascii=False)[1:-1] in text for t in scrub):
        return text
    return json.dumps(_scrub(json.loads(text), scrub), ensure_ascii=False)


def _scrub(value: Any, scrub: list[str]) -> Any:
    if isinstance(value, str):
        for t in scrub:
            value = value.replace(t, ERASED_TEXT)
        return value
    if isinstance(value, list):
        return [_scrub(v, scrub) for v in value]
    if isinstance(value, dict):
        return {k: _scrub(v, scrub) for k, v in value.items()}
    return value


def hashed_scope(conn: sqlite3.Connection, scope: Scope) -> Scope:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (HMAC_KEY,)).fetchone()
    if row is None:
        key = secrets.token_hex(32)
        conn.execute("INSERT INTO meta(key, value) VALUES(?, ?)", (HMAC_KEY, key))
    else:
        key = row[0]

    def digest(value: str) -> str:
        return "hmac:" + hmac.new(bytes.fromhex(key), value.encode("utf-8"), hashlib.sha256).hexdigest()

    # The tenant stays readable: it names the customer, not a person, and the purge's own
    # log entry has to stay inside that tenant.
    tenant, user, agent, run = scope_values(scope)
    return Scope(digest(user), digest(agent) if agent else None, digest(run) if run else None, tenant)


def mark_pending(conn: sqlite3.Connection, what: str) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (PENDING_KEY, json.dumps({"since": format_time(now_utc()), "what": what})))


# ----- step 2: out of the file -----------------------------------------------------------------
def is_pending(conn: sqlite3.Connection) -> bool:
    return _pending(conn) is not None


def _pending(conn: sqlite3.Connection) -> dict[str, Any] | None:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (PENDING_KEY,)).fetchone()
    return json.loads(row[0]) if row else None


def finish(conn: sqlite3.Connection) -> str | None:
    """Take erased content out of the file; None when done, else why not. Waits on other
    connections only as long as the connection's busy timeout."""
    for _ in range(5):  # another process's erasure may land in between: then go again
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (PENDING_KEY,)).fetchone()
        if row is None:
            return None
        reason = _checkpoint(conn)
        if reason is not None:
            return reason
        # Only the marker this checkpoint covered: an erasure committed since keeps its own.
        if conn.execute("DELETE FROM meta WHERE key = ? AND value = ?", (PENDING_KEY, row[0])).rowcount:
            _checkpoint(conn)  # folds the marker's removal back too; it holds no erased text either way
            return None
    return "other erasures kept arriving while this one finished; call finish_erasure() again"


def _checkpoint(conn: sqlite3.Connection) -> str | None:
    try:
        busy, log, copied = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    except sqlite3.OperationalError as exc:
        return f"the WAL could not be checkpointed ({exc})"
    if busy or log != copied:  # (0, -1, -1) when the file is not in WAL mode: nothing to fold
        return (f"another connection holds the database (WAL checkpoint busy, {max(copied, 0)} of {log} frames "
                f"copied), so erased text is still in the file or its WAL")
    return None
