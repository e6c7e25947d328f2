"""How ROAM keeps a Primary's Evidence in the record itself (``attrs["roam"]``).

A Primary lists all its members (id, text, relation they joined by, time) and keeps its
own sources apart from the accumulated ones. An Evidence record points (``primary``) at the
record it was filed under: its Primary then. When that Primary is itself superseded it
becomes Evidence pointing at its successor, and its members keep pointing at it, so the
chain of pointers always ends at the current Primary, which lists every record of the chain
(``primary_of`` follows it). Re-pointing every member on each supersession would make the
L-th value of an attribute rewrite L records. With this, a view can be rebuilt from atoms
alone (after a delete, for instance) and a Primary's sources are always its own plus its
members', never stale.
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


def pointer_roots(records: list[Record]) -> dict[str, str]:
    """Each record's current Primary among ``records`` (itself for a Primary), following
    Evidence pointers; a chain that leaves ``records`` or loops ends at its last record."""
    by_id = {r.id: r for r in records}
    roots: dict[str, str] = {}
    for start in records:
        path, current = [], start
        while current.id not in roots and current.role == "evidence":
            path.append(current.id)
            nxt = by_id.get(roam_attrs(current).get("primary"))
            if nxt is None or nxt.id in path:
                break
            current = nxt
        root = roots.get(current.id, current.id)
        for rid in path:
            roots[rid] = root
        roots.setdefault(current.id, root)
    return roots
