"""The core data model shared by every layer: scopes, records, edges, audit entries,
observations, and what the API hands back (decisions, search results, contexts)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from memstrata.errors import InvalidInputError, ScopeError
from memstrata.validate import MAX_SCOPE_ID_CHARS, brief, check_identifier

Kind = Literal["fact", "event", "state", "note", "group", "chain"]
Role = Literal["primary", "evidence", "pending", "deleted"]
# "group": an EverMemOS group memory, the merge of the facts filed as its Evidence.
# "chain": the head of an EMIR2 topic chain, which links the events of one topic in time order.
KINDS: tuple[str, ...] = ("fact", "event", "state", "note", "group", "chain")
ROLES: tuple[str, ...] = ("primary", "evidence", "pending", "deleted")
# Roles a retriever may return. Pending records are raw turns whose extraction failed: they
# stay searchable so that nothing a user said disappears from recall.
RETRIEVABLE_ROLES: tuple[str, ...] = ("primary", "pending")
DEFAULT_TENANT = "default"


@dataclass(frozen=True)
class Scope:
    """Who a memory belongs to. ``user_id`` is required; ``agent_id``/``run_id`` narrow it.
    ``tenant`` is the outermost part: every table keys its rows by it, and no read or write
    names a row of another tenant. Library calls use ``DEFAULT_TENANT``; the server takes the
    tenant from the caller's key. It is the last field so that ``Scope("alice")`` and
    ``Scope("alice", "bot")`` keep their meaning.

    On writes the scope is stored exactly. On reads an unset ``agent_id``/``run_id`` matches
    any value, so ``Scope("alice")`` reads all of alice's memories across agents and runs.

    Each id is a non-empty string of at most ``MAX_SCOPE_ID_CHARS`` (256) characters with no
    control character and no lone surrogate; anything else raises ``ScopeError``.
    """

    user_id: str
    agent_id: str | None = None
    run_id: str | None = None
    tenant: str = "default"

    def __post_init__(self) -> None:
        for name in ("tenant", "user_id", "agent_id", "run_id"):
            value = getattr(self, name)
            if value is None and name != "user_id":
                continue
            if not isinstance(value, str) or not value.strip():
                raise ScopeError(f"{name} must be a non-empty string, got {brief(value)}", field=name)
            try:
                check_identifier(value, name, MAX_SCOPE_ID_CHARS)
            except InvalidInputError as exc:
                raise ScopeError(str(exc), field=name) from None

    @classmethod
    def of(cls, user_id: str | None, agent_id: str | None = None, run_id: str | None = None,
           tenant: str = "default") -> "Scope":
        if user_id is None:
            raise ScopeError("a scope is required: pass user_id=... (agent_id and run_id are optional)")
        return cls(user_id, agent_id, run_id, tenant)

    def to_dict(self) -> dict[str, str | None]:
        """The tenant is named only when it is not the default, so the records, exports and
        audit snapshots of a single-tenant store read as they did before tenants existed."""
        out: dict[str, str | None] = {"user_id": self.user_id, "agent_id": self.agent_id, "run_id": self.run_id}
        if self.tenant != DEFAULT_TENANT:
            out["tenant"] = self.tenant
        return out


@dataclass
class Record:
    """One memory. ``text`` is the immutable source text of this version; ``view`` is what a
    reader sees at answer time (equal to ``text`` unless a manager fused it)."""

    id: str
    scope: Scope
    kind: Kind
    text: str
    view: str
    role: Role
    time: str
    recorded_at: str
    valid_at: str | None = None
    version: int = 1
    sources: list[str] = field(default_factory=list)
    attrs: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # The type checker sees Kind/Role; this catches what it cannot (rows, files, JSON).
        if self.kind not in KINDS:
            raise InvalidInputError(f"record {self.id}: kind {self.kind!r} is not one of {', '.join(KINDS)}", field="kind")
        if self.role not in ROLES:
            raise InvalidInputError(f"record {self.id}: role {self.role!r} is not one of {', '.join(ROLES)}", field="role")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["scope"] = self.scope.to_dict()
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Record":
        d = dict(d)
        d["scope"] = Scope(**d["scope"])
        return cls(**d)


@dataclass
class Edge:
    src: str
    dst: str
    type: str
    attrs: dict[str, Any] = field(default_factory=dict)
    created_at: str = ""


@dataclass
class AuditEntry:
    """One change. ``snapshot`` is the record as it stood after the change, which is what
    ``history`` shows and what ``get_all(as_of=T)`` replays."""

    seq: int
    record_id: str | None
    action: str
    actor: str
    time: str
    recorded_at: str
    snapshot: dict[str, Any] | None
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Observation:
    """An atomic fact or event entering a manager (ROAM eq. 2: text, time, source context)."""

    text: str
    time: str
    sources: list[str] = field(default_factory=list)
    kind: str = "fact"
    valid_at: str | None = None
    attrs: dict[str, Any] = field(default_factory=dict)


@dataclass
class Decision:
    """What a manager did, returned by ``Memory.add``: one per observation for flat policies;
    a graph policy (EMIR2) reports one per node and edge it created or changed, with ``kind``
    (the node's kind, or "edge": then ``id`` is the source, ``related_ids`` the target and
    ``relation`` the edge type) and ``step`` (the construction step that made it)."""

    id: str
    event: Literal["added", "merged", "superseded", "unchanged", "pending", "updated", "deleted", "unlinked",
                   "reinforced", "linked"]
    text: str
    role: str
    relation: str | None = None
    related_ids: list[str] = field(default_factory=list)
    backend: str | None = None
    reason: str | None = None
    kind: str | None = None
    step: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class SearchResult:
    id: str
    text: str
    view: str
    score: float
    sources: list[str]
    time: str
    role: str
    kind: str = "fact"
    valid_at: str | None = None
    scope: Scope | None = None
    date: str | None = None  # the user's calendar date of ``time`` (see ``timeutil.utc_offset_of``)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["scope"] = self.scope.to_dict() if self.scope else None
        return d


@dataclass
class ContextUnit:
    """One memory in a context. ``text`` is its content as the context shows it (line
    breaks as visible marks); ``truncated``: it is not the whole view, but a part of it that
    fit (``Context.packing`` "whole": its leading whole statements; "truncate": a prefix cut
    to the tokens left). ``tokens`` counts that content only."""

    id: str
    text: str
    tokens: int
    score: float
    sources: list[str]
    time: str
    truncated: bool = False
    date: str | None = None  # the user's calendar date of ``time``, as the context shows it

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Context:
    """A packed context: ``text`` is what to hand an answer model (a header, then one
    numbered, dated line per unit; see ``memstrata.retrieve.packing``); ``units`` say where
    each piece came from. ``tokens`` is the count of ``text`` with ``tokenizer`` and never
    exceeds ``budget``; ``format_tokens`` is its part that belongs to no unit (header,
    numbers, dates, line breaks), so ``tokens == format_tokens + sum(u.tokens for u in units)``.
    ``packing`` names how units were chosen: "whole" statements or ROAM's "truncate"."""

    query: str
    units: list[ContextUnit]
    tokens: int
    budget: int
    tokenizer: str
    text: str
    format_tokens: int
    packing: str = "whole"

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "text": self.text,
            "tokens": self.tokens,
            "format_tokens": self.format_tokens,
            "budget": self.budget,
            "tokenizer": self.tokenizer,
            "packing": self.packing,
            "units": [u.to_dict() for u in self.units],
        }


@dataclass(frozen=True)
class ErasureResult:
    """What an erasure did: ``records`` erased, and whether their text is physically gone
    from the store (``complete``). When it is not, ``reason`` says why (typically another
    connection reading the database) and the store finishes it later: at its next write or
    open, or when ``Memory.finish_erasure()`` (or the same erasure) is called again.
    ``int(result)`` is the number of records."""

    records: int
    complete: bool
    reason: str | None = None

    def __int__(self) -> int:
        return self.records

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
