"""Deciding, against what a store already holds, what a checked export writes.

A store runs ``apply_import`` inside one write transaction with an ``ImportTarget`` (its
reads and writes in the export's line format), so the decision and the writes are atomic
and either the whole file is stored or nothing. The rules, the same for every backend:

- a line the store already holds exactly (same id, scope and content; for a record also
  the same vectors and the same audit history) is "already present" and written again
  never, so importing an unchanged export twice changes nothing;
- a record id the tenant uses for anything else, in this scope with other content or in any
  other scope of the tenant, is refused with one message that says neither which nor where;
  ids are unique per tenant, and nothing another tenant holds changes what an import decides;
- a pointer to a record outside the file must find that record in the target scope;
- the header's policy must be the target's unless the tenant holds no record at all.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from memstrata.errors import ImportConflictError, ImportFormatError, PolicyMismatchError
from memstrata.store.transfer import BODY_TYPES, BodyLine, ParsedExport, canonical, describe_scope, within
from memstrata.types import DEFAULT_TENANT, Scope


class ImportTarget(ABC):
    """What a store offers ``apply_import``; lines are dicts in the export format."""

    @abstractmethod
    def has_records(self) -> bool:
        """Whether the import's tenant holds any record, in any scope."""

    @abstractmethod
    def records(self, ids: list[str]) -> dict[str, dict[str, Any]]:
        """Record lines (with vectors) of the ids the import's tenant holds, in whatever scope."""

    @abstractmethod
    def audit(self, record_ids: list[str]) -> dict[str, list[dict[str, Any]]]:
        """Audit lines of these record ids in the import's tenant, any scope, each list in log order."""

    @abstractmethod
    def scope_log(self, scope: Scope) -> list[dict[str, Any]]:
        """Audit lines without a record id in the scope (read semantics)."""

    @abstractmethod
    def edges(self, scope: Scope) -> list[dict[str, Any]]:
        """Edge lines of the scope (read semantics)."""

    @abstractmethod
    def turns(self, scope: Scope, ids: list[str]) -> list[dict[str, Any]]:
        """Turn lines of the scope (read semantics) with these ids."""

    @abstractmethod
    def write(self, line: dict[str, Any]) -> None:
        """Store one validated line verbatim (no new audit entry)."""


@dataclass
class ImportResult:
    """What an import did: lines written and lines found already stored, per line type.
    ``ids`` maps each old record id to its new one under ``rescope=True``."""

    scope: Scope
    imported: dict[str, int]
    already_present: dict[str, int]
    ids: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"scope": self.scope.to_dict(), "imported": self.imported, "already_present": self.already_present,
                "ids": self.ids}

    def summary(self) -> str:
        def counts(c: dict[str, int]) -> str:
            return ", ".join(f"{c[t]} {t}s" if t != "audit" else f"{c[t]} audit entries" for t in BODY_TYPES)
        present = sum(self.already_present.values())
        return (f"imported {counts(self.imported)} into {describe_scope(self.scope)}"
                + (f"; {present} already present ({counts(self.already_present)})" if present else ""))


def conflict(no: int, record_id: str) -> ImportConflictError:
    # One message whether the id is taken in this scope or in another: an import must not
    # tell its caller that some other scope holds a given id.
    return ImportConflictError(no, f"memory id {record_id!r} is already used in this store by a different memory; "
                                   f"import into another store, or pass rescope=True to give the imported "
                                   f"memories new ids")


def apply_import(target: ImportTarget, parsed: ParsedExport, *, policy: str) -> ImportResult:
    lines = parsed.lines
    exported_policy = parsed.header["policy"]
    if exported_policy != policy and target.has_records():
        raise PolicyMismatchError("import", exported_policy, policy,
                                  f"the export was written by policy {exported_policy!r}; this store is managed by "
                                  f"policy {policy!r}. Open it with policy={exported_policy!r}, or import into a "
                                  f"store that holds no memories yet")
    _check_external_refs(target, parsed)
    present_records = _present_records(target, lines["record"], lines["audit"])
    # Lines are read by their ``key`` (record ids) where that is enough: a file's lines are
    # read again from the file each time their data is asked for (transfer.FileLine).
    logs = {id(line) for line in _new_by_content([line for line in lines["audit"] if line.key is None],
                                                 target.scope_log(parsed.scope))}
    plan: dict[str, list[BodyLine]] = {
        "record": [line for line in lines["record"] if line.key not in present_records],
        # A new record's history is written whole; a present one's was found identical.
        "audit": [line for line in lines["audit"] if id(line) in logs
                  or (line.key is not None and line.key not in present_records)],
    }
    plan["edge"] = _new_by_content(lines["edge"], target.edges(parsed.scope))
    plan["turn"] = _new_turns(target, parsed)
    for kind in BODY_TYPES:
        for line in plan[kind]:
            target.write(line.data)
    imported = {kind: len(plan[kind]) for kind in BODY_TYPES}
    return ImportResult(scope=parsed.scope, imported=imported,
                        already_present={kind: len(lines[kind]) - imported[kind] for kind in BODY_TYPES},
                        ids=dict(parsed.ids))


def _check_external_refs(target: ImportTarget, parsed: ParsedExport) -> None:
    if not parsed.external_refs:
        return
    found = target.records(list(parsed.external_refs))
    for ref, (no, where) in parsed.external_refs.items():
        line = found.get(ref)
        if line is None or not within(parsed.scope, Scope(**line["record"]["scope"])):
            raise ImportFormatError(no, f"{where} points at memory {ref!r}, which is neither in this file nor in "
                                        f"the scope being imported into")


def _present_records(target: ImportTarget, records: list[BodyLine], audits: list[BodyLine]) -> set[str]:
    """Ids of the file's records the store holds exactly, history included; raise on any
    other use of one of the file's ids."""
    ids = [line.key for line in records if line.key is not None]  # every record line has its id
    stored, stored_audit = target.records(ids), target.audit(ids)
    file_audit: dict[str, list[BodyLine]] = {}
    for line in audits:
        if line.key is not None:
            file_audit.setdefault(line.key, []).append(line)
    present = set()
    for line in records:
        rid = line.key
        if rid not in stored:
            if rid in stored_audit:  # history left by a record that is gone: not reusable either
                raise conflict(line.no, rid)
            continue
        if canonical(stored[rid]) != canonical(line.data):
            raise conflict(line.no, rid)
        mine = [canonical(a.data) for a in file_audit.get(rid, [])]
        theirs = [canonical(a) for a in stored_audit.get(rid, [])]
        if mine != theirs:
            same = next((i for i, (x, y) in enumerate(zip(mine, theirs)) if x != y), min(len(mine), len(theirs)))
            where = file_audit[rid][same].no if same < len(mine) else line.no
            raise ImportConflictError(where, f"the history of memory {rid!r} differs from the one this store holds "
                                             f"for it; an import cannot change a stored memory's history")
        present.add(rid)
    return present


def _new_by_content(lines: list[BodyLine], stored: list[dict[str, Any]]) -> list[BodyLine]:
    """The lines the store does not hold yet, counting duplicates (a line twice in the file
    and once in the store is written once)."""
    have = Counter(canonical(s) for s in stored)
    out = []
    for line in lines:
        key = canonical(line.data)
        if have[key] > 0:
            have[key] -= 1
        else:
            out.append(line)
    return out


def _new_turns(target: ImportTarget, parsed: ParsedExport) -> list[BodyLine]:
    lines = parsed.lines["turn"]
    if not lines:
        return []
    stored = {(_key(t["scope"]), t["id"]): t for t in target.turns(parsed.scope, [line.data["id"] for line in lines])}
    out = []
    for line in lines:
        have = stored.get((_key(line.data["scope"]), line.data["id"]))
        if have is None:
            out.append(line)
        elif canonical(have) != canonical(line.data):
            raise ImportConflictError(line.no, f"turn {line.data['id']!r} is already stored in this scope with "
                                               f"other content; turns never change")
    return out


def _key(scope: dict[str, Any]) -> tuple[str, str, str, str]:
    return scope.get("tenant", DEFAULT_TENANT), scope["user_id"], scope["agent_id"] or "", scope["run_id"] or ""
