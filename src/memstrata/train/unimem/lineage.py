"""Record lineage, evidence-indexed memory selection and the credit sets of a query (Uni-Mem
section 4.1 and appendix B.3).

Training sees what the agent never does: each record's provenance (the chunks whose events
created or updated it, ``attrs.unimem.chunks``) and its modification log (the audit: which
event created, updated or deleted it). A construction event is named by its chunk's id; the
episode's chunk order is the events' order.

- ``evidence_index(E, B)`` = the current versions of the surviving records whose provenance
  meets the evidence chunks E, updates followed: a record created elsewhere but updated in an
  evidence chunk is in; a deleted one is out.
- ``credit_events(E, B)`` = the events a query's construction score goes to: the evidence
  events themselves and, update-robust, every later event that updated or deleted one of the
  records whose provenance meets E (deleted ones included: their log survives). Selection
  always uses the original E; the added events only receive credit.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

CREATE, UPDATE, DELETE = "create_memory", "update_memory", "delete_memory"


@dataclass(frozen=True)
class Op:
    event: str  # the construction event's chunk id
    tool: str  # CREATE, UPDATE or DELETE


@dataclass
class RecordLineage:
    id: str
    text: str  # the current version
    time: str  # when its current version was said
    alive: bool
    chunks: tuple[str, ...]  # provenance, cumulative, in order
    ops: list[Op] = field(default_factory=list)  # the modification log, in order


def read_lineage(store: Any, scope: Any) -> list[RecordLineage]:
    """Every record the agent made in ``scope`` (deleted ones too), from the store itself."""
    out = []
    for record in store.list_records(scope):
        meta = (record.attrs or {}).get("unimem")
        if not isinstance(meta, dict):
            continue  # not the agent's (a pending turn)
        ops = [Op(str(e.details.get("chunk")), str(e.details["tool"])) for e in store.history(scope, record.id)
               if e.details.get("tool") in (CREATE, UPDATE, DELETE) and e.details.get("chunk")]
        out.append(RecordLineage(record.id, record.view or record.text, record.time, record.role == "primary",
                                 tuple(meta.get("chunks") or ()), ops))
    return out


def evidence_index(evidence: Collection[str], bank: Sequence[RecordLineage]) -> list[RecordLineage]:
    wanted = set(evidence)
    return [r for r in bank if r.alive and wanted.intersection(r.chunks)]


def credit_events(evidence: Collection[str], bank: Sequence[RecordLineage], order: Sequence[str], *,
                  update_robust: bool) -> set[str]:
    """``order``: the episode's chunk ids as its events ran (an event outside it is ignored)."""
    at = {chunk: i for i, chunk in enumerate(order)}
    credited = {c for c in evidence if c in at}
    if not update_robust:
        return credited
    wanted = set(evidence)
    for record in bank:
        touched = [at[c] for c in wanted.intersection(record.chunks) if c in at]
        if not touched:
            continue
        first = min(touched)  # the record's first evidence event: later modifications share the credit
        credited.update(op.event for op in record.ops
                        if op.tool in (UPDATE, DELETE) and op.event in at and at[op.event] > first)
    return credited
