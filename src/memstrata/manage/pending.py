"""Turns kept as pending records when extraction or a policy's own construction failed: one
place for every caller (``Memory.add``, EMIR2's windows, the Uni-Mem agent), so what was said is
never lost and stays searchable."""

from __future__ import annotations

from typing import Any

from memstrata.extract.notes import turn_as_note
from memstrata.manage.base import ManagerContext, new_record
from memstrata.types import Decision


def keep_pending(ctx: ManagerContext, turns: list[dict[str, Any]], *, details: dict[str, Any], reason: str,
                 step: str | None = None) -> list[Decision]:
    """Each turn as a pending note (``details`` go to the audit), one transaction; one decision each."""
    if not turns:
        return []
    records = [new_record(ctx, turn_as_note(t), role="pending") for t in turns]
    vectors = ctx.embedder.embed([r.text for r in records])
    with ctx.store.scope_lock(ctx.scope), ctx.store.transaction() as tx:
        for record, vec in zip(records, vectors):
            tx.insert(record, vec, actor=ctx.actor, details=details)
    return [Decision(id=r.id, event="pending", text=r.text, role="pending", reason=reason,
                     kind=r.kind if step else None, step=step) for r in records]
