"""ROAM's state as of a time T, from the records said by then.

The store hands over every record whose observation time is at or before T, as last
written by then. With data that arrived in time order that is already ROAM's state at T;
with backfilled data (a newer value said first, an older one later) an Evidence record
may point at a Primary said after T, which did not exist then. So roles are repaired:

- an Evidence record whose Primary existed at T stays its Evidence;
- an Evidence record whose Primary did not exist yet ("orphan") is regrouped with the
  records of T that belong to the same group today (today's Primary is the group's key):
  the other orphans and the Primaries of T that were since filed under the same current
  value. The most recent of them is the group's Primary at T, the rest its Evidence (the
  rule of promotion after a delete, and CON's "time decides which value is current"): the
  role each would have had, had they arrived in time order;
- each Primary's members are the Evidence records pointing at it, and its view is rebuilt
  from them (deterministic fusion) unless they are exactly the members its stored view was
  made from.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from memstrata.manage.roam.fusion import Member
from memstrata.manage.roam.lifecycle import rebuild_view
from memstrata.manage.roam.members import (
    members_of,
    pointer_roots,
    roam_attrs,
    set_members,
)
from memstrata.types import Record

if TYPE_CHECKING:
    from memstrata.manage.roam.manager import RoamManager


def _newest(records: list[Record]) -> Record:
    return max(records, key=lambda r: (r.time, r.recorded_at, r.id))


def roam_as_of(mgr: RoamManager, then: list[Record], now: list[Record]) -> list[Record]:
    """``then``: the records said by T as written by then; ``now``: every record of the scope today."""
    records = [copy.deepcopy(r) for r in then]
    by_id = {r.id: r for r in records}
    group_today = pointer_roots(now)
    root_then = pointer_roots(records)
    # Flatten the chains of T: each Evidence points at the Primary its chain reached then.
    for r in records:
        if r.role == "evidence" and by_id[root_then[r.id]].role == "primary":
            roam_attrs(r)["primary"] = root_then[r.id]
    orphan_groups: dict[str, list[Record]] = {}
    for r in records:
        if r.role == "evidence":
            primary = by_id.get(roam_attrs(r).get("primary"))
            if primary is None or primary.role != "primary":
                orphan_groups.setdefault(group_today.get(r.id, r.id), []).append(r)
    for key, orphans in orphan_groups.items():
        rivals = [r for r in records if r.role == "primary" and group_today.get(r.id) == key]
        heir = _newest([*orphans, *rivals])
        heir.role = "primary"
        state = roam_attrs(heir)
        state.pop("primary", None)
        state.pop("relation", None)
        demoted = {r.id for r in [*orphans, *rivals] if r.id != heir.id}
        for r in records:
            if r.id in demoted or (r.role == "evidence" and roam_attrs(r).get("primary") in demoted):
                r.role = "evidence"
                roam_attrs(r)["primary"] = heir.id
                roam_attrs(r).setdefault("relation", "CON")
                roam_attrs(r).pop("members", None)
                r.view, r.sources = r.text, list(roam_attrs(r)["own_sources"])
    pointing: dict[str, list[Record]] = {}
    for r in records:
        if r.role == "evidence":
            pointing.setdefault(roam_attrs(r)["primary"], []).append(r)
    for r in records:
        if r.role == "primary":
            _rebuild(mgr, r, pointing.get(r.id, []))
    return records


def _rebuild(mgr: RoamManager, primary: Record, evidence: list[Record]) -> None:
    stored = {m.id for m in members_of(primary)}
    if stored == {e.id for e in evidence}:
        return  # the stored view was made from exactly these atoms: keep it (it may be an LLM's)
    set_members(primary, [Member(e.id, e.text, e.time, roam_attrs(e).get("relation", "EQV")) for e in evidence])
    rebuild_view(mgr, primary, evidence)
