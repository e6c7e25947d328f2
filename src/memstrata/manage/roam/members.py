"""How ROAM keeps a Primary's Evidence in the record itself (``attrs["roam"]``).

A surviving Primary lists its members (id, relation they joined by, time) and keeps its
own sources apart from the accumulated ones; an Evidence record points at its Primary.
With this, a view can be rebuilt from atoms alone (after a delete, for instance) and a
Primary's sources are always its own plus its members', never stale.
"""

from __future__ import annotations

from typing import Any

from memstrata.manage.roam.fusion import Member
from memstrata.types import Record


def roam_attrs(record: Record) -> dict[str, Any]:
    state = record.attrs.setdefault("roam", {})
    state.setdefault("own_sources", list(record.sources))
    return state


def members_of(record: Record) -> list[Member]:
    return [Member(**m) for m in roam_attrs(record).get("members", [])]


def set_members(record: Record, members: list[Member]) -> None:
    state = roam_attrs(record)
    seen: dict[str, Member] = {}
    for m in members:
        if m.id != record.id:
            seen.setdefault(m.id, m)
    state["members"] = [m.__dict__ for m in sorted(seen.values(), key=lambda m: (m.time, m.id))]
    state.pop("primary", None)
    state.pop("relation", None)


def make_evidence(record: Record, primary_id: str, relation: str) -> None:
    state = roam_attrs(record)
    state.pop("members", None)
    state["primary"], state["relation"] = primary_id, relation
    record.role = "evidence"
    record.view = record.text  # an Evidence record never carries a fused view of others
    record.sources = list(state["own_sources"])


def accumulated_sources(primary: Record, member_records: list[Record]) -> list[str]:
    out = list(roam_attrs(primary)["own_sources"])
    for r in sorted(member_records, key=lambda r: (r.time, r.id)):
        out.extend(roam_attrs(r)["own_sources"])
    return list(dict.fromkeys(out))
