"""User updates and deletes under ROAM.

- ``update(id, text)``: the user's text is a new observation that supersedes the memory (a
  CON decided by the user, not a classifier): it becomes the current Primary and the old
  record joins its history as Evidence. Nothing is rewritten in place.
- ``delete(id)`` of a Primary: the record is tombstoned, its most recent Evidence is
  promoted in its place, and the view is rebuilt from the remaining atoms (deterministic
  fusion), so no deleted text survives in any view. Deleting an Evidence record removes
  it from its Primary's members and rebuilds that view the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memstrata.errors import InvalidInputError
from memstrata.manage.base import Manager, ManagerContext, new_record
from memstrata.manage.roam.fusion import Member, fuse_deterministic
from memstrata.manage.roam.members import accumulated_sources, members_of, roam_attrs, set_members
from memstrata.types import Decision, Observation, Record

if TYPE_CHECKING:
    from memstrata.manage.roam.manager import RoamManager


def user_update(mgr: RoamManager, ctx: ManagerContext, record: Record, text: str, time: str,
                said: str | None = None) -> Decision:
    if record.role == "deleted":
        raise InvalidInputError(f"memory {record.id} was deleted; add the text as a new memory instead")
    target = primary_of(ctx, record)
    # The correction is said when the memory it corrects was (CON keeps it current on a tie),
    # unless the user gives it a time of its own.
    incoming = new_record(ctx, Observation(text=text, time=said if said is not None else target.time, kind=target.kind,
                                           attrs={"supersedes": target.id}))
    roam_attrs(incoming)
    details = {"policy": mgr.name, "relation": "CON", "backend": "user",
               "candidates": [{"id": target.id, "label": "CON"}]}
    mgr.apply(ctx, "CON", [target], incoming, details)
    return Decision(id=incoming.id, event="updated", text=text, role=incoming.role, relation="CON",
                    related_ids=[target.id], backend="user")


def user_delete(mgr: RoamManager, ctx: ManagerContext, record: Record, time: str) -> Decision:
    if record.role == "evidence":
        return _delete_evidence(mgr, ctx, record, time)
    if record.role == "primary":
        return _delete_primary(mgr, ctx, record, time)
    return Manager.delete(mgr, ctx, record, time)  # pending or already deleted: a plain tombstone


def primary_of(ctx: ManagerContext, record: Record) -> Record:
    """The current Primary of an Evidence record: its pointer chain's end (members.py)."""
    seen = {record.id}
    while record.role == "evidence":
        pointer = roam_attrs(record).get("primary")
        if not pointer or pointer in seen:
            break
        seen.add(pointer)
        record = ctx.store.get(ctx.scope, pointer)
    return record


def rebuild_view(mgr: RoamManager, survivor: Record, member_records: list[Record]) -> None:
    """The survivor's view and sources from its listed members found in ``member_records``
    (deterministic fusion: an LLM view cannot be rebuilt from atoms)."""
    by_id = {r.id: r for r in member_records}
    members = [Member(r.id, r.text, r.time, m.relation) for m in members_of(survivor) if (r := by_id.get(m.id))]
    survivor.view = survivor.text if mgr.fusion == "none" else \
        fuse_deterministic(survivor.text, survivor.time, members, mgr.tokens, mgr.view_cap_tokens)
    survivor.sources = list(roam_attrs(survivor)["own_sources"]) if mgr.fusion == "none" else \
        accumulated_sources(survivor, member_records)


def _tombstone(record: Record) -> None:
    record.role = "deleted"
    record.view = record.text
    record.sources = list(roam_attrs(record)["own_sources"])
    roam_attrs(record).pop("members", None)


def _delete_primary(mgr: RoamManager, ctx: ManagerContext, record: Record, time: str) -> Decision:
    members = members_of(record)
    member_records = [r for r in ctx.store.get_many(ctx.scope, [m.id for m in members]) if r.role == "evidence"]
    _tombstone(record)
    heir = max(member_records, key=lambda r: (r.time, r.recorded_at, r.id)) if member_records else None
    others = [r for r in member_records if heir is not None and r.id != heir.id]
    if heir is not None:
        set_members(heir, [m for m in members if m.id != heir.id and any(o.id == m.id for o in others)])
        heir.role = "primary"
        for r in others:
            roam_attrs(r)["primary"] = heir.id
        rebuild_view(mgr, heir, others)
    texts = list(dict.fromkeys([record.text, *([heir.view] if heir else [])]))
    vec = dict(zip(texts, ctx.embedder.embed(texts)))
    details = {"policy": mgr.name, "promoted": heir.id if heir else None}
    with ctx.store.transaction() as tx:
        tx.update(record, actor=ctx.actor, action="delete", time=time, view_vec=vec[record.text], details=details)
        if heir is not None:
            tx.update(heir, actor=ctx.actor, action="promote", time=time, view_vec=vec[heir.view],
                      details={"policy": mgr.name, "replaces": record.id})
            for r in others:
                tx.update(r, actor=ctx.actor, action="reassign", time=time,
                          details={"policy": mgr.name, "primary": heir.id})
    return Decision(id=record.id, event="deleted", text=record.text, role="deleted",
                    related_ids=[heir.id] if heir else [],
                    reason=f"{heir.id} promoted in its place" if heir else None)


def leave_group(mgr: RoamManager, ctx: ManagerContext, record: Record) -> tuple[Record, list[Record]]:
    """Take Evidence ``record`` out of its group, in memory (the caller writes): its current
    Primary lists the other members and its view is rebuilt from them. Records filed under
    ``record`` (members.py: a superseded Primary's members point at it) stay in the group
    and now point at the Primary. Returns the Primary and those re-pointed records."""
    primary = primary_of(ctx, record)
    remaining = [m for m in members_of(primary) if m.id != record.id]
    set_members(primary, remaining)
    member_records = [r for r in ctx.store.get_many(ctx.scope, [m.id for m in remaining]) if r.role == "evidence"]
    children = [r for r in member_records if roam_attrs(r).get("primary") == record.id]
    for r in children:
        roam_attrs(r)["primary"] = primary.id
    rebuild_view(mgr, primary, member_records)
    return primary, children


def _delete_evidence(mgr: RoamManager, ctx: ManagerContext, record: Record, time: str) -> Decision:
    primary, children = leave_group(mgr, ctx, record)
    _tombstone(record)
    vec = ctx.embedder.embed_one(primary.view)
    with ctx.store.transaction() as tx:
        tx.update(record, actor=ctx.actor, action="delete", time=time, details={"policy": mgr.name})
        tx.update(primary, actor=ctx.actor, action="fuse", time=time, view_vec=vec,
                  details={"policy": mgr.name, "removed": record.id, "fusion": "deterministic"})
        for r in children:
            tx.update(r, actor=ctx.actor, action="reassign", time=time,
                      details={"policy": mgr.name, "primary": primary.id})
    return Decision(id=record.id, event="deleted", text=record.text, role="deleted", related_ids=[primary.id])
