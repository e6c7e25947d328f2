"""ROAM's role update (Table 1), as a pure function of the relation, the matched Primaries
and the incoming record.

- IND: the incoming record is a new Primary (handled by the caller: nothing is matched).
- EQV: the earliest matched Primary survives; the incoming record and every other matched
  Primary become its Evidence.
- NSO: the earliest matched Primary survives; the incoming record becomes Evidence (other
  matched Primaries stay as they are).
- OSN: the incoming record becomes Primary; every matched Primary becomes Evidence.
- CON: the same, except that time decides which value is current, not arrival order: if
  the incoming record is older than the newest matched Primary (late or backfilled data),
  that Primary stays current and the incoming record joins its history as Evidence.
"""

from __future__ import annotations

from memstrata.types import Record


def _earliest(records: list[Record]) -> Record:
    return min(records, key=lambda r: (r.time, r.recorded_at, r.id))


def role_update(relation: str, matched: list[Record], incoming: Record) -> tuple[Record, list[Record]]:
    """(survivor, records that become its Evidence). ``matched`` is H_t, non-empty."""
    if not matched:
        raise ValueError("role_update needs at least one matched Primary")
    if relation in ("EQV", "NSO"):
        survivor = _earliest(matched)
        others = [r for r in matched if r.id != survivor.id] if relation == "EQV" else []
        return survivor, [incoming, *others]
    if relation == "OSN":
        return incoming, list(matched)
    if relation == "CON":
        newest = max(matched, key=lambda r: (r.time, r.recorded_at, r.id))
        if newest.time > incoming.time:
            return newest, [incoming, *[r for r in matched if r.id != newest.id]]
        return incoming, list(matched)
    raise ValueError(f"no role update for relation {relation!r}")
