"""Semantic state evolution (EMIR2 A.2.2): a chain's state is a snapshot of facts, and each new
claim is reduced against it into operations.

Operations: ``reinforce`` (new evidence for a known fact), ``add`` (a new fact), ``replace`` (a
known fact's value changes; the old fact stays, marked replaced, with the events that justified
it), ``retract`` (a known fact stops holding; never an empty value). One status covers a whole
reduction: ``apply`` commits it; ``uncertain`` leaves the canonical state untouched and keeps the
proposed operations as pending. The rules a reduction must obey (checked in ``validate``, so an
LLM's answer and the offline one pass the same gate):

- an initial state (no facts yet) accepts ``add`` only;
- ``add`` names no fact key and states a value; every other operation names a known, current
  fact key;
- every operation cites at least one supplied event ref and only supplied ones;
- operations are never empty.

Time decides currency: a replace whose claim is older than the fact it targets (backfilled, or
said late) files the older value as that fact's history and leaves the fact current.

The summary is rewritten whenever an add, replace or retract is applied, not on reinforce alone.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

OPERATIONS = ("reinforce", "add", "replace", "retract")
STATUSES = ("apply", "uncertain")


@dataclass
class Operation:
    op: str
    fact_key: str | None = None
    text: str | None = None  # the value an add or replace states
    evidence: list[str] = field(default_factory=list)  # event refs
    refinement: bool = False  # a replace that makes a value more specific (OSN): the general one stays as history


@dataclass
class Reduction:
    status: str
    operations: list[Operation]
    reason: str = ""
    summary: str | None = None  # an LLM's rewritten summary; offline the summary is rebuilt from the facts


@dataclass
class Fact:
    key: str
    text: str
    status: str = "current"  # current | replaced | retracted | pending
    evidence: list[str] = field(default_factory=list)  # event ids, in the order they supported it
    sources: list[str] = field(default_factory=list)  # turn ids behind those events
    since: str = ""
    until: str | None = None
    replaced_by: str | None = None
    refinement: bool = False  # it replaced a more general value
    retracted_by: str | None = None  # the event that said it stopped holding

    def to_dict(self) -> dict[str, Any]:
        # Not ``asdict``: its deep copy is most of a state update's cost; the lists are copied here.
        d = dict(self.__dict__)
        d["evidence"], d["sources"] = list(self.evidence), list(self.sources)
        return d


@dataclass
class Snapshot:
    facts: list[Fact] = field(default_factory=list)
    next_key: int = 1
    pending: list[dict[str, Any]] = field(default_factory=list)  # uncertain reductions, kept for review

    @classmethod
    def from_attrs(cls, attrs: dict[str, Any]) -> "Snapshot":
        return cls(facts=[Fact(**f) for f in attrs.get("facts", [])], next_key=attrs.get("next_key", 1),
                   pending=list(attrs.get("pending", [])))

    def to_attrs(self) -> dict[str, Any]:
        return {"facts": [f.to_dict() for f in self.facts], "next_key": self.next_key, "pending": self.pending}

    def current(self) -> list[Fact]:
        return [f for f in self.facts if f.status == "current"]

    def get(self, key: str) -> Fact | None:
        return next((f for f in self.facts if f.key == key), None)


def validate(reduction: Reduction, snapshot: Snapshot, event_refs: set[str]) -> list[str]:
    """What is wrong with ``reduction`` against ``snapshot`` (empty: nothing)."""
    errors = []
    if reduction.status not in STATUSES:
        errors.append(f"status {reduction.status!r} is not one of {', '.join(STATUSES)}")
    if not reduction.operations:
        errors.append("operations is empty; give at least one operation")
    known = {f.key for f in snapshot.current()}
    for i, op in enumerate(reduction.operations):
        where = f"operations[{i}]"
        if op.op not in OPERATIONS:
            errors.append(f"{where}: operation {op.op!r} is not one of {', '.join(OPERATIONS)}")
            continue
        if not snapshot.facts and op.op != "add":
            errors.append(f"{where}: the state has no facts yet, so only add is possible, not {op.op}")
        if op.op == "add":
            if op.fact_key is not None:
                errors.append(f"{where}: add takes no fact_key")
            if not (op.text or "").strip():
                errors.append(f"{where}: add needs the fact's value")
        elif op.fact_key not in known:
            errors.append(f"{where}: fact_key {op.fact_key!r} is not a current fact ({', '.join(sorted(known)) or 'none'})")
        if op.op == "replace" and not (op.text or "").strip():
            errors.append(f"{where}: replace needs the new value")
        if not op.evidence:
            errors.append(f"{where}: cite at least one event ref")
        unknown = [e for e in op.evidence if e not in event_refs]
        if unknown:
            errors.append(f"{where}: event refs {unknown} were not supplied")
    return errors


def apply(snapshot: Snapshot, reduction: Reduction, *, time: str, sources: list[str]) -> list[str]:
    """Apply a valid reduction in place; returns the keys of the facts it created or changed.
    An uncertain reduction changes no fact: it is kept in ``pending``."""
    if reduction.status == "uncertain":
        snapshot.pending.append({"time": time, "reason": reduction.reason,
                                 "operations": [asdict(op) for op in reduction.operations]})
        return []
    changed: list[str] = []
    for op in reduction.operations:
        if op.op == "add":
            changed.append(_new_fact(snapshot, op, time, sources).key)
            continue
        fact = snapshot.get(op.fact_key or "")
        assert fact is not None  # validate() checked the key
        if op.op == "reinforce":
            fact.evidence = _merge(fact.evidence, op.evidence)
            fact.sources = _merge(fact.sources, sources)
        elif op.op == "retract":
            fact.status, fact.until = "retracted", time
            fact.retracted_by = op.evidence[0]
        elif time < fact.since:
            # Said later about an earlier time (backfilled): time decides which value is current,
            # so the older value joins the current fact's history instead of replacing it.
            old = _new_fact(snapshot, op, time, sources)
            old.status, old.until, old.replaced_by = "replaced", fact.since, fact.key
            changed.append(old.key)
        else:  # replace: the old fact stays, as history, with the events that justified it
            new = _new_fact(snapshot, op, time, sources)
            new.refinement = op.refinement
            fact.status, fact.until, fact.replaced_by = "replaced", time, new.key
            changed.append(new.key)
        changed.append(fact.key)
    return changed


def rewrites_summary(reduction: Reduction) -> bool:
    return reduction.status == "apply" and any(op.op != "reinforce" for op in reduction.operations)


def summary(snapshot: Snapshot) -> str:
    """The state's canonical text: its current facts, then what they replaced or what stopped
    holding, so a reader sees the current value first and the earlier one as history."""
    lines = []
    for fact in snapshot.current():
        lines.append(with_history(fact, snapshot))
    for fact in snapshot.facts:
        if fact.status == "retracted":
            lines.append(f"No longer: {fact.text}")
    return " ".join(lines)


def with_history(fact: Fact, snapshot: Snapshot) -> str:
    """A current fact, then the values it replaced. Texts stay verbatim (never trimmed), so an
    erasure that scrubs a text finds it in every summary that quoted it."""
    earlier = [f.text for f in snapshot.facts if f.replaced_by == fact.key]
    return f"{fact.text} (earlier: {'; '.join(earlier)})" if earlier else fact.text


def _new_fact(snapshot: Snapshot, op: Operation, time: str, sources: list[str]) -> Fact:
    fact = Fact(key=f"f{snapshot.next_key}", text=(op.text or "").strip(), evidence=list(op.evidence),
                sources=list(sources), since=time)
    snapshot.next_key += 1
    snapshot.facts.append(fact)
    return fact


def _merge(a: list[str], b: list[str]) -> list[str]:
    return list(dict.fromkeys([*a, *b]))


def check_attrs(attrs: Any) -> str | None:
    """What is wrong with a state's stored snapshot (an imported file is not trusted to hold one
    the code can read), or None. Types are checked as written by ``to_attrs``; a fact that names
    an unknown key it replaced, or a duplicate key, is refused too."""
    try:
        model = _SnapshotModel.model_validate(attrs)
    except ValidationError as exc:
        first = exc.errors()[0]
        return f"{'.'.join(map(str, first['loc'])) or 'snapshot'}: {first['msg']}"
    keys = [f.key for f in model.facts]
    if len(set(keys)) != len(keys):
        return "facts: fact keys must be distinct"
    dangling = [f.replaced_by for f in model.facts if f.replaced_by is not None and f.replaced_by not in keys]
    return f"facts: replaced_by {dangling[0]!r} names no fact" if dangling else None


class _FactModel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    key: str
    text: str
    status: Literal["current", "replaced", "retracted", "pending"] = "current"
    evidence: list[str] = Field(default_factory=list)
    sources: list[str] = Field(default_factory=list)
    since: str = ""
    until: str | None = None
    replaced_by: str | None = None
    refinement: bool = False
    retracted_by: str | None = None


class _SnapshotModel(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)  # the chain id and other attributes sit beside
    facts: list[_FactModel] = Field(default_factory=list)
    next_key: int = 1
    pending: list[dict[str, Any]] = Field(default_factory=list)
