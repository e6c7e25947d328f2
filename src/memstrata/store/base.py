"""The store interface every backend (SQLite now, PostgreSQL later) implements.

Writes go through a ``StoreTransaction`` so that a manager can change several records, add
edges and log its decision as one atomic unit: either all of it is stored or none of it.
Every method takes the scope and the backend enforces it; callers cannot read or write
outside the scope they name.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any, Literal

import numpy as np

from memstrata.errors import NotFoundError
from memstrata.store.api_keys import (
    BY_PREFIX_SQL,
    DELETE_TENANT_SQL,
    INSERT_SQL,
    LIST_SQL,
    LIST_TENANT_SQL,
    LOOKUP_SQL,
    NO_ROW_DIGEST,
    PUT_ROW_SQL,
    REVOKE_SQL,
    ROWS_SQL,
    ApiKey,
    matches,
    new_key,
    parse_rights,
    prefix_of,
    unknown_prefix,
)
from memstrata.store.jobs import BY_ID_SQL as JOBS_BY_ID_SQL
from memstrata.store.jobs import PENDING_SQL as JOBS_PENDING_SQL
from memstrata.store.jobs import Job
from memstrata.store.transfer import ParsedExport
from memstrata.store.transfer_apply import ImportResult
from memstrata.timeutil import format_time, now_utc
from memstrata.types import DEFAULT_TENANT, AuditEntry, Edge, ErasureResult, Record, Scope

VectorField = Literal["text", "view"]


class StoreTransaction(ABC):
    @abstractmethod
    def insert(self, record: Record, text_vec: np.ndarray, view_vec: np.ndarray | None = None, *,
               actor: str, action: str = "create", details: dict[str, Any] | None = None,
               like: str | None = None) -> None:
        """Store a new record with its vectors and log its creation. ``like``: a record of the
        same scope the new one mostly repeats (ROAM: the Primary it supersedes), a hint that
        lets the audit log store the difference instead of a second copy."""

    @abstractmethod
    def update(self, record: Record, *, actor: str, action: str, time: str,
               text_vec: np.ndarray | None = None, view_vec: np.ndarray | None = None,
               details: dict[str, Any] | None = None) -> None:
        """Overwrite a record's mutable state (role, view, version...) and log the change.

        ``time`` is the conversation time of the event that caused the change; it orders
        the audit log for ``as_of`` reads. ``view_vec`` is required when the view changes."""

    @abstractmethod
    def add_edge(self, scope: Scope, edge: Edge) -> None: ...

    @abstractmethod
    def mark_edges_undone(self, scope: Scope, src: str, dst: str, type: str, undone: dict[str, Any]) -> int:
        """Mark the scope's ``(src, dst, type)`` edges as undone (``attrs["undone"] = undone``:
        who, why, when) instead of deleting them, so the decision they record stays in the
        history. Edges already undone are left as they are; returns how many were marked."""

    @abstractmethod
    def remove_edges(self, scope: Scope, src: str, dst: str | None = None,
                     types: Collection[str] | None = None) -> int:
        """Delete the scope's edges from ``src`` (to ``dst`` only, and of ``types`` only, when
        given), undone or not; returns how many went. For links that must not outlive a
        node (an EMIR2 event's evidence links when the event is deleted). Logs nothing: the
        caller logs the decision that removed them."""

    @abstractmethod
    def add_turns(self, scope: Scope, turns: list[dict[str, Any]]) -> None:
        """Keep raw dialogue turns (``id``, ``speaker``, ``text``, ``time``) for provenance."""

    @abstractmethod
    def add_job(self, job_id: str, scope: Scope, request: dict[str, Any], pending: list[str], created_at: str) -> None:
        """Queue an add (``store.jobs``); it commits with the transaction's other writes."""

    @abstractmethod
    def finish_job(self, job_id: str, *, status: str, result: dict[str, Any] | None, error: str | None,
                   finished_at: str) -> bool:
        """Mark a pending job done or failed and drop its request; False when it was not pending."""

    @abstractmethod
    def job_status(self, job_id: str) -> str | None:
        """The job's status as this transaction sees it (None: no such job)."""

    @abstractmethod
    def log(self, scope: Scope, *, action: str, actor: str, time: str, record_id: str | None = None,
            details: dict[str, Any] | None = None) -> None:
        """Log a decision that changed no record (e.g. an observation judged redundant)."""


class Store(ABC):
    """Records, vectors, edges, turns and the audit log of every scope."""

    dim: int

    @abstractmethod
    def transaction(self) -> AbstractContextManager[StoreTransaction]: ...

    @abstractmethod
    def atomic(self) -> AbstractContextManager[StoreTransaction]:
        """One transaction that every ``transaction()`` opened inside it, in the same thread,
        joins: all of it commits at the end, or none of it. For a unit whose writes come from
        code that opens its own transactions (a queued add run by ``api.jobs``: the manager's
        writes and the job's completion commit together, so a crash in between leaves the job
        to run again, and it runs once). Take the scope lock before it, as every writer does.
        Not re-entrant."""

    @abstractmethod
    def scope_lock(self, scope: Scope) -> AbstractContextManager[None]:
        """Hold the write lock of the scope's user across read-decide-write: while it is held,
        no other thread, store object or process writes through ``scope_lock`` to that user.
        Re-entrant within a thread. Every policy that reads before it writes decides inside it
        (``Manager.manage`` and ``Memory.update``/``delete`` take it), so a decision never
        rests on a state another writer has since changed. SQLite: a byte-range lock of a
        sidecar file; PostgreSQL: an advisory lock."""

    def get(self, scope: Scope, record_id: str) -> Record:
        """The record, or ``NotFoundError`` if it does not exist in this scope."""
        found = self.get_many(scope, [record_id])
        if not found:
            raise NotFoundError(f"no memory with id {record_id!r} in scope {scope.to_dict()}")
        return found[0]

    @abstractmethod
    def get_many(self, scope: Scope, ids: list[str]) -> list[Record]:
        """The records that exist in scope, in the order of ``ids``."""

    @abstractmethod
    def list_records(self, scope: Scope, *, roles: tuple[str, ...] | None = None,
                     as_of: str | None = None, limit: int | None = None) -> list[Record]:
        """Records in time order; with ``as_of``, the state once everything with
        ``time <= as_of`` had been observed (replayed from the audit log)."""

    def page_records(self, scope: Scope, *, roles: tuple[str, ...], after: tuple[str, str] | None,
                     limit: int) -> list[Record]:
        """At most ``limit`` records in ``list_records``' order (time, then insertion) that come
        after ``after``, the (time, id) of the last record of the previous page (None: from
        the start). ``LookupError`` when that id is not in the scope (the record was erased
        since, or the position is forged). Stores override this with a keyset query, so a page
        costs its size, not the scope's; this default reads the whole scope."""
        records = self.list_records(scope, roles=roles)
        start = 0
        if after is not None:
            at = next((i for i, r in enumerate(records) if r.id == after[1]), None)
            if at is None:
                raise LookupError(after[1])
            start = at + 1
        return records[start:start + limit]

    def count_records(self, scope: Scope, *, roles: tuple[str, ...]) -> int:
        """How many records of the scope hold one of ``roles`` (stores count on an index)."""
        return len(self.list_records(scope, roles=roles))

    @abstractmethod
    def history(self, scope: Scope, record_id: str) -> list[AuditEntry]: ...

    @abstractmethod
    def edges(self, scope: Scope, record_id: str) -> list[Edge]: ...

    @abstractmethod
    def neighbors(self, scope: Scope, ids: Collection[str], edge_types: Collection[str] | None = None, *,
                  include_undone: bool = False) -> list[Edge]:
        """Every edge of the scope that touches any of ``ids`` (as ``src`` or ``dst``), each
        once, in insertion order: one batched graph read for a policy that walks a memory
        graph. ``edge_types``: only edges of these types. Edges marked undone
        (``mark_edges_undone``) are left out unless ``include_undone``. Empty ``ids``: ``[]``.
        Scoped as ``edges``: a read scope with unset agent/run matches any."""

    @abstractmethod
    def turns(self, scope: Scope, ids: list[str]) -> list[dict[str, Any]]: ...

    @abstractmethod
    def dense_search(self, scope: Scope, query: np.ndarray, k: int, *, roles: tuple[str, ...],
                     field: VectorField = "view", only: Collection[str] | None = None) -> list[tuple[str, float]]:
        """The ``k`` records of ``roles`` (and of ``only``, when given) with the highest cosine
        similarity of their view (or atomic text) vector to ``query``, best first."""

    @abstractmethod
    def bm25_search(self, scope: Scope, query: str, k: int, *, roles: tuple[str, ...],
                    field: VectorField = "view", only: Collection[str] | None = None) -> list[tuple[str, float]]:
        """Stemmed BM25 over read views (``field="view"``, answer time) or atomic texts
        (``"text"``), with statistics of this scope alone; scores in (0, 1] (see
        ``store.lexical_index``)."""

    @abstractmethod
    def filtered_ids(self, scope: Scope, *, roles: tuple[str, ...], kinds: tuple[str, ...] | None = None,
                     time_from: str | None = None, time_to: str | None = None,
                     metadata: dict[str, Any] | None = None) -> list[str]:
        """Ids of the scope's records that pass every filter (``time`` inclusive, metadata
        values equal to those given at ``add``), so a filtered search ranks only these."""

    @abstractmethod
    def purge(self, scope: Scope, *, actor: str) -> ErasureResult:
        """Erase every record, vector, edge, turn and audit entry of the scope; log only
        that a purge happened, under a keyed hash of the scope's ids. ``complete`` says
        whether the text has physically left the store (see ``finish_erasure``)."""

    @abstractmethod
    def erase(self, scope: Scope, record_id: str, *, actor: str) -> ErasureResult:
        """Erase one memory's text everywhere: its record (kept as a tombstone), vectors,
        lexical index rows, turns only it cites, its audit history (replaced by one
        ``erase`` entry) and every quote of it in other records' history."""

    @abstractmethod
    def finish_erasure(self) -> ErasureResult:
        """Finish an erasure that could not complete (a reader held the database); complete
        when nothing is pending."""

    @abstractmethod
    def export_lines(self, scope: Scope | None) -> Iterator[dict[str, Any]]:
        """The body lines of an export (records with vectors, edges, turns, audit, each in
        write order) in the format of ``store.transfer``, which frames them."""

    @abstractmethod
    def import_lines(self, export: ParsedExport, *, policy: str) -> ImportResult:
        """Store a checked export in one write transaction (all or nothing), deciding what is
        new with ``transfer_apply.apply_import``; ``policy`` is the one managing this store."""

    def purge_tenant(self, tenant: str, *, actor: str) -> ErasureResult:
        """Erase a whole tenant: every user's memories (``purge`` of each, one transaction per
        user, so a failure leaves whole users erased or kept), then the tenant's API keys."""
        erased, complete, reasons = 0, True, []
        for t, user in self.tenant_users():
            if t == tenant:
                result = self.purge(Scope(user, tenant=tenant), actor=actor)
                erased, complete = erased + result.records, complete and result.complete
                if result.reason:
                    reasons.append(result.reason)
        self._write(DELETE_TENANT_SQL, [tenant])
        return ErasureResult(erased, complete=complete, reason=reasons[-1] if reasons else None)

    @contextmanager
    def bulk_load(self) -> Iterator[None]:
        """Around filling a store nobody else is using yet (``memstrata migrate`` into a new
        target): a backend may defer index upkeep to the end. Nothing to defer by default."""
        yield

    @abstractmethod
    def tenant_users(self) -> list[tuple[str, str]]:
        """Every (tenant, user id) with anything stored (records, edges, turns or audit
        entries), sorted: the units a migration moves (each user's memory all or nothing)."""

    def user_ids(self, tenant: str = DEFAULT_TENANT) -> list[str]:
        """The users of one tenant with anything stored, sorted."""
        return [user for t, user in self.tenant_users() if t == tenant]

    def tenants(self) -> list[str]:
        """Every tenant with anything stored, or with a key (a tenant may exist before its
        first memory), sorted."""
        return sorted({t for t, _ in self.tenant_users()} | {k.tenant for k in self.list_keys()})

    @abstractmethod
    def get_meta(self, key: str) -> str | None: ...

    # ----- queued adds (store.jobs) ----------------------------------------------------------
    def get_job(self, tenant: str, job_id: str) -> Job:
        """The job, or ``NotFoundError`` (also for another tenant's job: the same answer)."""
        rows = self._read(JOBS_BY_ID_SQL, [job_id, tenant])
        if not rows:
            raise NotFoundError(f"no job with id {job_id!r}")
        return Job.from_row(rows[0])

    def pending_jobs(self, limit: int = 100) -> list[Job]:
        """Jobs not yet run, oldest first (every tenant's: the store's one queue)."""
        return [Job.from_row(r) for r in self._read(JOBS_PENDING_SQL, [int(limit)])]

    # ----- API keys (store.api_keys: the SQL is shared; the server resolves scopes with them) ---
    def create_key(self, tenant: str, *, user_id: str | None = None,
                   rights: str | tuple[str, ...] = ("read", "write"), label: str = "") -> tuple[str, ApiKey]:
        """A new key (returned once, stored only as a digest) and what it may reach; ``rights``
        as a tuple or a comma-separated string."""
        key, digest, grant = new_key(tenant, user_id, parse_rights(rights), label, format_time(now_utc()))
        self._write(INSERT_SQL, [grant.prefix, digest, grant.tenant, grant.user_id, ",".join(grant.rights),
                                 grant.label, grant.created_at])
        return key, grant

    def lookup_key(self, key: str) -> ApiKey | None:
        """What a presented key may reach; None for a key that is unknown, wrong or revoked."""
        # One lookup and one digest comparison for every presented key, shaped like a key or
        # not, its prefix known or not: the time of a reject is the same (api_keys.matches).
        rows = self._read(LOOKUP_SQL, [NO_ROW_DIGEST, prefix_of(key) or ""])
        return matches(key, rows[0])

    def list_keys(self, tenant: str | None = None) -> list[ApiKey]:
        rows = self._read(LIST_SQL, []) if tenant is None else self._read(LIST_TENANT_SQL, [tenant])
        return [ApiKey.from_row(r) for r in rows]

    def revoke_key(self, prefix: str) -> ApiKey:
        """Revoke the key with ``prefix``; revoking a revoked key changes nothing."""
        self._write(REVOKE_SQL, [format_time(now_utc()), prefix])
        rows = self._read(BY_PREFIX_SQL, [prefix])
        if not rows:
            raise unknown_prefix(prefix)
        return ApiKey.from_row(rows[0])

    def key_rows(self) -> list[tuple]:
        """Every key's row, digest included: what ``memstrata migrate`` moves."""
        return self._read(ROWS_SQL, [])

    def put_key_rows(self, rows: list[tuple]) -> None:
        for row in rows:
            self._write(PUT_ROW_SQL, list(row))

    @abstractmethod
    def _read(self, sql: str, params: list[Any]) -> list[tuple]:
        """Rows of one statement of the SQL both stores share (``?`` placeholders)."""

    @abstractmethod
    def _write(self, sql: str, params: list[Any]) -> None:
        """One statement of the shared SQL, committed on its own."""

    @abstractmethod
    def set_meta(self, key: str, value: str) -> None: ...

    @abstractmethod
    def delete_meta(self, key: str) -> None: ...

    @abstractmethod
    def close(self) -> None: ...
