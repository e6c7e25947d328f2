"""The ``append`` policy: every observation becomes its own retrievable (Primary) record.

It is the baseline the other policies are measured against (ROAM's "append-all"). A batch
of observations is embedded together and written in one transaction, which is what makes
bulk ingest fast.
"""

from __future__ import annotations

from memstrata.manage.base import Manager, ManagerContext, new_record
from memstrata.types import Decision, Observation


class AppendManager(Manager):
    name = "append"

    def manage(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        records = [new_record(ctx, obs) for obs in observations]
        vectors = ctx.embedder.embed([r.text for r in records])
        with ctx.store.transaction() as tx:
            for record, vec in zip(records, vectors):
                tx.insert(record, vec, actor=ctx.actor, details={"policy": self.name})
        return [Decision(id=r.id, event="added", text=r.text, role=r.role) for r in records]
