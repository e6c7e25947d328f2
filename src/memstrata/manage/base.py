"""The manager protocol every policy (append, mem0-style, ROAM, ...) implements.

A manager receives observations in order and turns each into store changes plus a
``Decision``. It gets everything it may touch through ``ManagerContext``: the store, the
embedder, the scope and the actor name for the audit log, so it never reaches outside the
scope it was given.
"""

from __future__ import annotations

import uuid
from abc import ABC
from dataclasses import dataclass
from typing import Any

from memstrata.errors import InvalidInputError, PolicyMismatchError
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.base import Retriever
from memstrata.store.base import Store
from memstrata.timeutil import format_time, now_utc
from memstrata.types import Decision, Observation, Record, Scope


@dataclass
class ManagerContext:
    store: Store
    embedder: Embedder
    scope: Scope
    actor: str


def new_record(ctx: ManagerContext, obs: Observation, role: str = "primary") -> Record:
    return Record(id=str(uuid.uuid4()), scope=ctx.scope, kind=obs.kind, text=obs.text, view=obs.text,
                  role=role, time=obs.time, valid_at=obs.valid_at, recorded_at=format_time(now_utc()),
                  sources=list(obs.sources), attrs=dict(obs.attrs))


class Manager(ABC):
    name: str
    # Whether ``as_of`` reads the scope as it is today (its ``now``): ROAM's does, to give back
    # roles; a policy that keeps the default spares every as-of read loading the whole scope.
    as_of_reads_today = False

    def configure(self, *, llm: LLM | None, embedder: Embedder, tokens: TokenCounter) -> None:  # noqa: B027
        """Called once by ``Memory`` with the models it holds; a policy that needs a model
        (relations, fusion) picks its backends here."""

    def configure_retrieval(self, *, llm: LLM) -> None:
        """A model of its own for the policy's retrieval (``MemoryConfig.retrieval_llm``). Only
        a policy whose retrieval asks a model (EMIR2's controller) uses it; the others refuse,
        so a configured model is never silently ignored."""
        raise InvalidInputError(f"retrieval_llm: policy {self.name!r} retrieves without a model; only emir2 takes one",
                                field="retrieval_llm")

    def check_import(self, record: dict[str, Any]) -> str | None:
        """What is wrong with an imported record for this policy (attributes its code will
        read, such as EMIR2's state snapshots), or None. The transfer format checks what every
        store needs; a policy checks what only it reads, so a forged file cannot plant data it
        would fail on later. Default: nothing more to check."""
        return None

    def describe(self) -> dict[str, Any]:
        """The policy and the backends it uses, for results and reports."""
        return {"policy": self.name}

    def retriever(self) -> Retriever:
        """The policy's read side, which ``Memory.search``/``context`` dispatch to. Default:
        one round of dense + BM25 over read views (``retrieve.ranked``)."""
        from memstrata.retrieve.ranked import RankedRetriever

        return RankedRetriever()

    def manage(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        """Integrate ``observations`` in order; return one decision per observation.

        Each observation is decided and written under the store's scope lock, so its
        decision reads exactly the state the previous one (from any thread or process) left.
        The lock is taken per observation, not per batch, so concurrent writers interleave
        instead of one waiting out another's whole batch. A policy that never reads before
        it writes (append) overrides this and skips the lock."""
        decisions = []
        for obs in observations:
            with ctx.store.scope_lock(ctx.scope):
                decisions.append(self.manage_one(ctx, obs))
        return decisions

    def manage_verbatim(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        """``Memory.add(..., infer=False)``: the caller wants these stored as given. Default: the
        policy manages them as usual (its relations and views are how it stores anything); a
        policy whose model rewrites what it stores (unimem's agent) stores them verbatim."""
        return self.manage(ctx, observations)

    def manage_turns(self, ctx: ManagerContext, turns: list[dict[str, Any]], time: str) -> list[Decision] | None:
        """Dialogue turns, for a policy that extracts for itself (EMIR2 with an LLM: window-level
        extraction into events and claims). None (the default): the library's extractor turns
        them into observations for ``manage``. Called after the raw turns are stored."""
        return None

    def manage_one(self, ctx: ManagerContext, obs: Observation) -> Decision:
        """One observation, called with the scope lock held."""
        raise NotImplementedError(f"policy {self.name} implements neither manage nor manage_one")

    def as_of(self, records: list[Record], now: list[Record], time: str) -> list[Record]:
        """The scope's state built from the observations with ``time`` at or before ``time``:
        ``records`` are those records as the store last wrote them by then (every non-deleted
        record said by then), ``now`` every record of the scope today. Default: ``records``
        as they are. A policy whose roles and views depend on which other records exist
        (ROAM) gives each the role it would have had and rebuilds its views from what existed."""
        return records

    def update(self, ctx: ManagerContext, record: Record, text: str, time: str, *,
               said: str | None = None) -> Decision:
        """A user rewrites a memory at ``time`` (the audit's time). ``said``: a new time it was
        said, or None to keep the record's own (a correction does not move a fact to today).
        Default: a new version of the same record; the old text stays in the audit history.
        Policies with relations (ROAM) override this."""
        record.text = record.view = text
        record.version += 1
        if said is not None:
            record.time = said
        vec = ctx.embedder.embed_one(text)
        with ctx.store.transaction() as tx:
            tx.update(record, actor=ctx.actor, action="update", time=time, text_vec=vec,
                      details={"policy": self.name})
        return Decision(id=record.id, event="updated", text=text, role=record.role)

    def unlink(self, ctx: ManagerContext, record: Record, time: str) -> Decision:
        """A user undoes the relation decision that filed ``record`` under another memory.
        Only policies that file memories under others by a relation (ROAM) can; the others refuse."""
        raise PolicyMismatchError(getattr(ctx.store, "path", "the store"), self.name, "roam",
                                  f"unlink undoes a ROAM relation decision; this store is managed by policy "
                                  f"{self.name!r}, which files no memory under another by a relation. Use a "
                                  f"store created with policy 'roam' (or one of its ablations)")

    def delete(self, ctx: ManagerContext, record: Record, time: str) -> Decision:
        """A user deletes a memory. Default: a tombstone; it leaves retrieval, its history stays."""
        record.role = "deleted"
        with ctx.store.transaction() as tx:
            tx.update(record, actor=ctx.actor, action="delete", time=time, details={"policy": self.name})
        return Decision(id=record.id, event="deleted", text=record.text, role=record.role)
