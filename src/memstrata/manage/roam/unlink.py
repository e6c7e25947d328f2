"""Undoing a relation decision: ``Memory.unlink(id)`` under ROAM.

A classifier (or a user's update) filed a record as Evidence of a Primary; the user says it
does not belong there. In one transaction, under the scope lock:

- the record stands alone again: a Primary whose view is its own text and whose sources are
  its own, searchable as any other;
- the group it left keeps the rest: its Primary lists the other members and its view is
  rebuilt from their atoms (deterministic fusion, as after a delete), without the record;
- records that were filed under the unlinked one (it was a Primary once, and its Evidence
  kept pointing at it: members.py) stay in the group, re-pointed at the group's Primary.
  Unlink moves the one record named, as delete removes only it: the group is what the
  Primary's view showed, and the rest of it was not disputed. Unlink each to move several;
- the relation edges that tied the record to the group are marked undone, not deleted;
- the audit log records ``unlink`` (the record: which group it left, by which relation),
  ``fuse`` (the Primary's rebuilt view) and ``reassign`` (each re-pointed record), with
  the caller's actor ("user"), so ``history`` shows it and ``get_all(as_of=T)`` before the
  unlink still shows the old grouping.

Nothing stops a later observation from relating the record to the group again: that is a
new decision, made on what is said next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memstrata.errors import InvalidInputError
from memstrata.manage.base import ManagerContext
from memstrata.manage.roam.lifecycle import leave_group
from memstrata.manage.roam.members import members_of, roam_attrs, set_members
from memstrata.models.relations.base import LABELS
from memstrata.types import Decision, Edge, Record

if TYPE_CHECKING:
    from memstrata.manage.roam.manager import RoamManager

# Edge types that record a relation decision between two atoms (IND files nothing).
RELATION_EDGES = frozenset(LABELS) - {"IND"}


def user_unlink(mgr: RoamManager, ctx: ManagerContext, record: Record, time: str) -> Decision:
    if record.role != "evidence":
        raise InvalidInputError(_not_evidence(record), field="memory_id")
    relation = roam_attrs(record).get("relation")
    primary, children = leave_group(mgr, ctx, record)
    if primary.role != "primary":
        raise InvalidInputError(f"memory {record.id} is filed under no current Primary; there is no group to "
                                f"leave", field="memory_id")
    group = {primary.id, *(m.id for m in members_of(primary))}
    undone = _edges_to_group(ctx, record.id, group)
    shown_before = record.view
    set_members(record, [])  # a Primary again, of a group of one
    record.role = "primary"
    record.view = record.text
    record.sources = list(roam_attrs(record)["own_sources"])
    texts = list(dict.fromkeys([primary.view, record.text]))
    vec = dict(zip(texts, ctx.embedder.embed(texts)))
    mark = {"action": "unlink", "by": ctx.actor, "time": time}
    details = {"policy": mgr.name, "left": primary.id, "relation": relation,
               "reassigned": [r.id for r in children], "edges_undone": len(undone)}
    with ctx.store.transaction() as tx:
        tx.update(record, actor=ctx.actor, action="unlink", time=time, details=details,
                  view_vec=vec[record.text] if shown_before != record.text else None)
        tx.update(primary, actor=ctx.actor, action="fuse", time=time, view_vec=vec[primary.view],
                  details={"policy": mgr.name, "unlinked": record.id, "fusion": "deterministic"})
        for r in children:
            tx.update(r, actor=ctx.actor, action="reassign", time=time,
                      details={"policy": mgr.name, "primary": primary.id})
        for e in undone:
            tx.mark_edges_undone(ctx.scope, e.src, e.dst, e.type, mark)
    return Decision(id=record.id, event="unlinked", text=record.text, role="primary", relation=relation,
                    related_ids=[primary.id], backend="user", reason=f"left the group of {primary.id}")


def _edges_to_group(ctx: ManagerContext, record_id: str, group: set[str]) -> list[Edge]:
    """The relation edges, not yet undone, between the record and a record of the group."""
    out, seen = [], set()
    for e in ctx.store.edges(ctx.scope, record_id):
        other = e.dst if e.src == record_id else e.src
        key = (e.src, e.dst, e.type)
        if e.type in RELATION_EDGES and other in group and "undone" not in e.attrs and key not in seen:
            seen.add(key)
            out.append(e)
    return out


def _not_evidence(record: Record) -> str:
    if record.role == "primary":
        return (f"memory {record.id} is a Primary: it was filed under no other memory, so there is nothing to "
                f"unlink; unlink one of the memories filed under it instead (get_all(roles=('evidence',)) lists them)")
    if record.role == "deleted":
        return f"memory {record.id} was deleted; there is nothing to unlink"
    return f"memory {record.id} is {record.role}, not Evidence of another memory; there is nothing to unlink"
