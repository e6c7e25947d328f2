"""``Memory``: the one facade over extraction, management, retrieval and the store.

Shaped like Mem0's API so agent developers feel at home, with three additions that make a
memory auditable: every result carries its sources, ``history`` shows every change, and
``context`` packs a token-budgeted context with provenance for the answer model.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, Literal, overload

from pydantic import ValidationError

from memstrata.api import adding, names, store_settings, transfer_io
from memstrata.api.adding import AddResult
from memstrata.api.config import MemoryConfig, create_embedder, create_llm
from memstrata.api.exported import ExportedFile
from memstrata.api.inputs import (
    check_filters,
    check_not_future,
    check_text,
    search_filters,
)
from memstrata.api.listing import Page, list_page
from memstrata.errors import (
    InvalidInputError,
)
from memstrata.extract.select import create_extractor, resolve_extraction
from memstrata.manage.base import Manager, ManagerContext
from memstrata.manage.pending import keep_pending
from memstrata.manage.registry import create_manager
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM, Usage
from memstrata.models.tokens import get_token_counter
from memstrata.owner import OwnerNames
from memstrata.retrieve.base import MODE_SIGNALS, SearchRequest
from memstrata.retrieve.packing import check_packing, pack_context
from memstrata.retrieve.ranking import NO_ANSWER_BELOW
from memstrata.store.base import Store
from memstrata.store.factory import open_store, store_config_for
from memstrata.store.transfer import Lines, frame_export
from memstrata.store.transfer_apply import ImportResult
from memstrata.timeutil import normalize_time
from memstrata.typecheck import check_public_methods
from memstrata.types import (
    DEFAULT_TENANT,
    RETRIEVABLE_ROLES,
    ROLES,
    AuditEntry,
    Context,
    Decision,
    ErasureResult,
    Record,
    Scope,
    SearchResult,
)
from memstrata.validate import check_int, check_score

# More results than this per search is a mistake (a context holds tens of units).
MAX_SEARCH_LIMIT = 10_000
# What a listing shows unless asked for deleted records too; the most records of one page.
LISTED_ROLES = ("primary", "evidence", "pending")
MAX_PAGE = 1000


@check_public_methods  # every public method checks its arguments against its annotations
class Memory:
    def __init__(self, config: MemoryConfig | None = None, *, store: Store | None = None,
                 embedder: Embedder | None = None, llm: LLM | None = None, manager: Manager | None = None,
                 retrieval_llm: LLM | None = None):
        """A store keeps the policy it was created with: ``config.policy`` None uses it (or
        ``DEFAULT_POLICY`` for a new store); naming another raises PolicyMismatchError."""
        self.config = config or MemoryConfig()
        self.embedder = embedder or create_embedder(self.config.embedder)
        self.llm = llm if llm is not None else (create_llm(self.config.llm) if self.config.llm else None)
        self.retrieval_llm = retrieval_llm if retrieval_llm is not None else (
            create_llm(self.config.retrieval_llm) if self.config.retrieval_llm else None)
        resolve_extraction(self.config.extraction, self.llm)  # before the store opens: no file on error
        self.tokens = get_token_counter(self.config.tokenizer)
        if manager is None and self.config.policy is not None:
            # Before the store is opened: an unknown policy or option creates no file.
            manager = create_manager(self.config.policy, **self.config.policy_options)
        self.management_usage = Usage()  # the part of ``usage`` spent by the manager
        self.last_search_trace: dict[str, Any] = {}
        self.store = store or open_store(self.config.store or store_config_for(
            self.config.path, create_dirs=self.config.create_dirs, busy_timeout_s=self.config.busy_timeout_s),
            dim=self.embedder.dim)
        try:
            policy, record = store_settings.store_policy(self.store, manager.name if manager is not None else None,
                                                         self.config.path)
            self.manager = manager or create_manager(policy, **self.config.policy_options)
            self.manager.configure(llm=self.llm, embedder=self.embedder, tokens=self.tokens)
            if self.retrieval_llm is not None:
                self.manager.configure_retrieval(llm=self.retrieval_llm)
            self.retriever = self.manager.retriever()
            store_settings.check_embedder(self)
            self.owner_neutral_vectors = names.records_owner_neutral(self)
            if record:
                self.store.set_meta("policy", policy)
        except BaseException:
            if store is None:
                self.store.close()
            raise
        self.extractor = create_extractor(self.config.extraction, self.llm, self.config.extraction_window,
                                          self.config.assistant_facts)
        self.tenant = DEFAULT_TENANT

    def for_tenant(self, tenant: str) -> "Memory":
        """This memory bound to ``tenant``: the same store, models and policy, and every call
        through it reads and writes that tenant only (the server binds each request to its
        key's tenant this way). Closing either closes the shared store."""
        Scope("_", tenant=tenant)  # the tenant checked as every scope id is
        bound = copy.copy(self)
        bound.tenant, bound.last_search_trace = tenant, {}
        return bound

    def erase_tenant(self) -> ErasureResult:
        """Erase everything of this memory's tenant: every user's memories (as ``delete_all``
        does for one) and the tenant's API keys. The default tenant is refused: its erasure
        is ``delete_all`` per user, or a new store file."""
        if self.tenant == DEFAULT_TENANT:
            raise InvalidInputError("erase_tenant: this memory is bound to the default tenant; bind it to the tenant "
                                    "to erase with for_tenant(...)", field="tenant")
        users = self.store.user_ids(self.tenant)
        result = self.store.purge_tenant(self.tenant, actor="user")
        names.forget_owner_names(self, self.tenant, users)
        return result

    @classmethod
    def open(cls, path: str | Path = "memstrata.db", *, policy: str | None = None, llm: LLM | None = None,
             embedder: Embedder | None = None, retrieval_llm: LLM | None = None, **config: Any) -> "Memory":
        """Open the store at ``path``, creating it if needed. ``policy`` None means the
        store's recorded policy, or ``DEFAULT_POLICY`` ("append") for a new store."""
        try:
            cfg = MemoryConfig(path=str(path), policy=policy, **config)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise InvalidInputError(f"invalid configuration: {'.'.join(map(str, first['loc']))}: {first['msg']}") from None
        return cls(cfg, embedder=embedder, llm=llm, retrieval_llm=retrieval_llm)

    # ----- who the user is -----------------------------------------------------------------
    def set_names(self, *, user_id: str, name: str | None = None, aliases: list[str] | None = None,
                  speakers: dict[str, str] | None = None) -> OwnerNames:
        """Say what the user is called (``name``, other ``aliases``) and, by role, the other
        speakers (``{"assistant": "Ava"}``). Extraction then writes the name where it would
        write "the user", and search treats the name, "the user" and the user's first-person
        words as the same person: they never make a memory rank higher (``memstrata.owner``).
        Replaces what was set; no names at all removes them. Memories stored earlier keep the
        vectors they were given (set the names before adding, or re-add)."""
        scope = self._scope(user_id)
        owner = OwnerNames.checked(name, aliases or [], speakers)
        names.set_owner_names(self, scope, owner)
        return owner

    def get_names(self, *, user_id: str) -> OwnerNames:
        """The names set for the user (empty when none were)."""
        return names.owner_names(self, self._scope(user_id))

    # ----- writes -------------------------------------------------------------------------
    def add(self, messages: str | list[Any] | None = None, *, observations: list[Any] | None = None,
            user_id: str | None = None, agent_id: str | None = None, run_id: str | None = None,
            time: Any = None, metadata: dict[str, Any] | None = None, infer: bool = True,
            allow_future: bool = False) -> AddResult:
        """Store conversation ``messages`` or pre-extracted ``observations``. Messages are
        extracted into facts when ``infer`` is true, by the extractor ``config.extraction``
        names (the LLM when one is configured, else the offline rules), else kept verbatim
        (and a policy whose model rewrites what it stores, unimem, then stores them as given).
        Times more than ``config.future_tolerance_s`` past now are refused unless
        ``allow_future``."""
        prepared = adding.prepare(self, messages, observations, self._scope(user_id, agent_id, run_id), time=time,
                                  metadata=metadata, infer=infer, allow_future=allow_future)
        return adding.finish(self, prepared)

    def update(self, memory_id: str, text: str, *, user_id: str | None = None, agent_id: str | None = None,
               run_id: str | None = None, time: Any = None) -> Decision:
        """Rewrite a memory's text. It keeps the time it was said (a fact said in March stays
        said in March) unless ``time`` gives a new one; the change itself is logged at
        ``time``, or now."""
        scope = self._scope(user_id, agent_id, run_id)
        text = check_text(text, "update", self.config.max_text_chars)
        said = normalize_time(time, "time", default_now=False)
        when = said if said is not None else normalize_time(None)
        check_not_future([when], self.config.future_tolerance_s, allow_future=False)
        with self.store.scope_lock(scope):  # the record is read inside the lock: never a stale copy
            record = self.store.get(scope, memory_id)
            _refuse_erased(record)
            return self.manager.update(self._ctx(record.scope, actor="user"), record, text, when, said=said)

    @overload
    def delete(self, memory_id: str, *, user_id: str | None = ..., agent_id: str | None = ...,
               run_id: str | None = ..., time: Any = ..., erase: Literal[False] = ...) -> Decision: ...

    @overload
    def delete(self, memory_id: str, *, user_id: str | None = ..., agent_id: str | None = ...,
               run_id: str | None = ..., time: Any = ..., erase: Literal[True]) -> ErasureResult: ...

    def delete(self, memory_id: str, *, user_id: str | None = None, agent_id: str | None = None,
               run_id: str | None = None, time: Any = None, erase: bool = False) -> Decision | ErasureResult:
        """Delete a memory: a tombstone that leaves retrieval while its history stays. With
        ``erase=True`` its text is then removed everywhere (record, views of other memories
        that quoted it, vectors, lexical index, turns only it cites, audit history, which
        keeps only that an erasure happened), and what happened is returned as an
        ``ErasureResult``. Irreversible."""
        scope = self._scope(user_id, agent_id, run_id)
        when = normalize_time(time)
        with self.store.scope_lock(scope):
            record = self.store.get(scope, memory_id)
            if not erase:
                _refuse_erased(record)
            if not _is_erased(record) and not (erase and record.role == "deleted"):
                # The policy's delete first: it rebuilds the views that quoted the memory.
                decision = self.manager.delete(self._ctx(record.scope, actor="user"), record, when)
                if not erase:
                    return decision
            return self.store.erase(record.scope, memory_id, actor="user")

    def unlink(self, memory_id: str, *, user_id: str | None = None, agent_id: str | None = None,
               run_id: str | None = None, time: Any = None) -> Decision:
        """Undo the relation decision that filed an Evidence memory under another (ROAM): it
        is a Primary again, the group it left has its view rebuilt without it, and the
        relation is marked undone, all in the history (``manage/roam/unlink.py``)."""
        scope = self._scope(user_id, agent_id, run_id)
        when = normalize_time(time)
        check_not_future([when], self.config.future_tolerance_s, allow_future=False)
        with self.store.scope_lock(scope):
            record = self.store.get(scope, memory_id)
            return self.manager.unlink(self._ctx(record.scope, actor="user"), record, when)

    def delete_all(self, *, user_id: str | None = None, agent_id: str | None = None,
                   run_id: str | None = None) -> ErasureResult:
        """Erase the scope: records, views, vectors, turns and audit entries. Irreversible.
        The result says how many records were erased and whether their text has left the
        file (``complete``); calling it again retries what a reader held up."""
        scope = self._scope(user_id, agent_id, run_id)
        result = self.store.purge(scope, actor="user")
        if agent_id is None and run_id is None:  # the whole user: their names go too
            names.forget_owner_names(self, scope.tenant, [scope.user_id])
        return result

    def finish_erasure(self) -> ErasureResult:
        """Finish an erasure that another connection held up (``complete=False`` earlier).
        The store also retries on its own at the next open and after each write."""
        return self.store.finish_erasure()

    # ----- reads --------------------------------------------------------------------------
    def search(self, query: str, *, user_id: str | None = None, agent_id: str | None = None,
               run_id: str | None = None, limit: int = 10, filters: dict[str, Any] | None = None,
               mode: str = "hybrid", include_evidence: bool = False, time: Any = None,
               min_score: float | None = None) -> list[SearchResult]:
        """Ranked memories, each with a relevance ``score`` in [0, 1] comparable across
        queries. A result below ``min_score`` is left out (None: ``retrieve.ranking.
        NO_ANSWER_BELOW``, below which a memory is not about the question; 0: every result,
        as the evaluation harness asks). Only Primary (and pending) records compete unless ``include_evidence``: then
        Evidence records (superseded or merged atoms) do too. ``filters`` narrow the records
        before ranking, so ``limit`` results come back whenever that many match. Records
        with identical text come back once (the best-ranked). ``time``: when the question is
        asked, for a policy whose retrieval reads it (unimem); not given by default."""
        scope = self._scope(user_id, agent_id, run_id)
        query = check_text(query, "query", self.config.max_text_chars)
        limit = check_int(limit, "limit", minimum=0, maximum=MAX_SEARCH_LIMIT)
        filters = check_filters(filters)
        if limit <= 0:
            return []
        roles = (*RETRIEVABLE_ROLES, "evidence") if include_evidence else RETRIEVABLE_ROLES
        only = self.store.filtered_ids(scope, roles=roles, **search_filters(filters)) if filters else None
        if only is not None and not only:
            return []
        if mode not in MODE_SIGNALS:
            raise InvalidInputError(f"unknown search mode {mode!r}; valid modes: {', '.join(MODE_SIGNALS)}")
        # The policy's read side: a flat ranking, or EMIR2's rounds over its graph.
        request = SearchRequest(scope=scope, query=query, limit=limit, roles=roles, mode=mode, only=only,
                                asked_at=normalize_time(time, "time", default_now=False))
        results = self.retriever.search(self.store, names.scoped_embedder(self, scope), request)
        self.last_search_trace = request.trace  # what the retriever did (EMIR2: rounds, probes), for diagnostics
        # Below the no-match line a result is not about the query: it would only pad the list.
        line = NO_ANSWER_BELOW if min_score is None else check_score(min_score, "min_score")
        return [r for r in results if r.score >= line]

    def context(self, query: str, *, user_id: str | None = None, agent_id: str | None = None,
                run_id: str | None = None, budget_tokens: int = 256, limit: int = 50,
                filters: dict[str, Any] | None = None, mode: str = "hybrid", packing: str | None = None,
                time: Any = None, min_score: float | None = None) -> Context:
        """The ``limit`` best memories packed into ``budget_tokens`` by ``packing`` (None: the
        config's, "whole" by default; "truncate": ROAM's hard truncation; see ``retrieve.packing``)."""
        check_int(budget_tokens, "budget_tokens", minimum=1)
        packing = check_packing(self.config.packing if packing is None else packing)
        results = self.search(query, user_id=user_id, agent_id=agent_id, run_id=run_id, limit=limit,
                              filters=filters, mode=mode, time=time, min_score=min_score)
        return self.pack(query, results, budget_tokens, packing)

    def pack(self, query: str, results: list[SearchResult], budget_tokens: int, packing: str) -> Context:
        """``results`` packed as this store's policy shows a context (best first, or in time order)."""
        return pack_context(query, results, budget_tokens, self.tokens, packing=packing,
                            chronological=self.retriever.context_order == "time")

    def get(self, memory_id: str, *, user_id: str | None = None, agent_id: str | None = None,
            run_id: str | None = None) -> Record:
        return self.store.get(self._scope(user_id, agent_id, run_id), memory_id)

    def get_all(self, *, user_id: str | None = None, agent_id: str | None = None, run_id: str | None = None,
                as_of: Any = None, roles: tuple[str, ...] | None = None, limit: int | None = None) -> list[Record]:
        """Memories of the scope in time order (all but deleted ones unless ``roles`` says);
        with ``as_of``, the state once everything said up to that time had been observed."""
        scope = self._scope(user_id, agent_id, run_id)
        as_of_s = normalize_time(as_of, "as_of", default_now=False)
        if roles is not None and (unknown := [r for r in roles if r not in ROLES]):
            raise InvalidInputError(f"roles: {unknown!r:.80} are not roles; choose among {', '.join(ROLES)}", field="roles")
        if limit is not None:
            check_int(limit, "limit", minimum=0, maximum=2**62)
        if as_of_s is None:
            return self.store.list_records(scope, roles=roles or LISTED_ROLES, limit=limit)
        records = self.state_as_of(scope, as_of_s, roles)
        return records[:limit] if limit is not None else records

    def list_page(self, *, user_id: str | None = None, agent_id: str | None = None, run_id: str | None = None,
                  as_of: Any = None, include_deleted: bool = False, limit: int = 100,
                  cursor: str | None = None) -> Page:
        """One page of ``get_all``'s list: at most ``limit`` records after ``cursor`` (the
        ``next_cursor`` of the page before; None for the first), with the next page's cursor
        (None after the last) and the scope's ``total``. A page costs its size, not the
        scope's, except with ``as_of`` (see ``api.listing``)."""
        scope = self._scope(user_id, agent_id, run_id)
        as_of_s = normalize_time(as_of, "as_of", default_now=False)
        check_int(limit, "limit", minimum=1, maximum=MAX_PAGE)
        roles = (*LISTED_ROLES, "deleted") if include_deleted else LISTED_ROLES
        return list_page(self, scope, roles=roles, as_of=as_of_s, limit=limit, cursor=cursor)

    def state_as_of(self, scope: Scope, as_of: str, roles: tuple[str, ...] | None = None) -> list[Record]:
        """As of T: the state built from the observations said by T alone (the policy gives
        each record the role it would have had then), in time order; ``roles`` None: all
        but deleted ones."""
        if not self.manager.as_of_reads_today:  # the replay alone: roles as the store wrote them
            return self.store.list_records(scope, as_of=as_of, roles=roles)
        records = self.manager.as_of(self.store.list_records(scope, as_of=as_of),
                                     self.store.list_records(scope), as_of)
        return [r for r in records if (r.role in roles if roles else r.role != "deleted")]

    def history(self, memory_id: str, *, user_id: str | None = None, agent_id: str | None = None,
                run_id: str | None = None) -> list[AuditEntry]:
        return self.store.history(self._scope(user_id, agent_id, run_id), memory_id)

    def provenance(self, memory_id: str, *, user_id: str | None = None, agent_id: str | None = None,
                   run_id: str | None = None) -> dict[str, Any]:
        """Where a memory came from: the record, the raw turns behind it, and its edges."""
        scope = self._scope(user_id, agent_id, run_id)
        record = self.store.get(scope, memory_id)
        return {"record": record.to_dict(), "turns": self.store.turns(scope, record.sources),
                "edges": [e.__dict__ for e in self.store.edges(scope, memory_id)]}

    # ----- transfer -----------------------------------------------------------------------
    def export(self, path: str | Path | None = None, *, user_id: str | None = None,
               agent_id: str | None = None, run_id: str | None = None) -> Sequence[dict[str, Any]]:
        """Every record, vector, edge, turn and audit entry (of one scope, or all) as JSONL
        lines, between a header (format, embedder, policy) and a trailer (counts, checksum).
        Without ``path``: the lines, as a list. With ``path``: written there as they are read
        from the store (a ``.partial`` file renamed when complete), and returned as an
        ``ExportedFile``, which reads them back from the file when used."""
        lines = self.export_stream(user_id=user_id, agent_id=agent_id, run_id=run_id)
        return list(lines) if path is None else transfer_io.write_export(lines, path)

    def export_stream(self, *, user_id: str | None = None, agent_id: str | None = None,
                      run_id: str | None = None) -> Iterator[dict[str, Any]]:
        """``export``'s lines one at a time, read from the store as they are consumed (the
        trailer's counts and checksum computed on the way): an export of any size in the
        memory of one line. The scope is checked when this is called, not at the first line."""
        scope = self._scope(user_id, agent_id, run_id) if user_id is not None else self._whole_store()
        return frame_export(self.store.export_lines(scope), embedder=self._embedder_signature(),
                            dim=self.store.dim, policy=self.manager.name, scope=scope)

    def import_(self, source: Lines | ExportedFile, *, user_id: str | None = None, agent_id: str | None = None,
                run_id: str | None = None, rescope: bool = False) -> ImportResult:
        """Import an export (a JSONL path or the lines ``export`` returned) into one scope.

        Every line must belong to the scope; with ``rescope=True`` the file's memories get
        new ids in it instead, every reference between them rewritten. Lines the store
        already holds are counted as already present and left alone. All or nothing: a bad
        line, a dangling reference or an id the store uses for another memory aborts the
        whole import, naming the line."""
        return transfer_io.import_into(self, source, self._scope(user_id, agent_id, run_id), rescope)

    @property
    def usage(self) -> Usage:
        """Everything the LLM was asked through this memory (extraction and management)."""
        return self.llm.usage if self.llm else Usage()

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> "Memory":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----- internals ----------------------------------------------------------------------
    def scope(self, user_id: str | None, agent_id: str | None = None, run_id: str | None = None) -> Scope:
        """The scope these ids name in this memory's tenant (``ScopeError`` for bad ids)."""
        return Scope.of(user_id, agent_id, run_id, tenant=self.tenant)

    _scope = scope

    def _whole_store(self) -> Scope | None:
        """The scope of an export of every user: None (the whole store, across tenants), which
        only the store's owner (the default tenant, the library's own) may take."""
        if self.tenant != DEFAULT_TENANT:
            raise InvalidInputError(f"export: name a user_id; tenant {self.tenant!r} cannot export the whole store",
                                    field="user_id")
        return None

    def _ctx(self, scope: Scope, actor: str | None = None) -> ManagerContext:
        return ManagerContext(self.store, names.scoped_embedder(self, scope), scope,
                              actor or f"policy:{self.manager.name}")

    def _manage(self, scope: Scope, observations: list, verbatim: bool = False) -> list[Decision]:
        manage = self.manager.manage_verbatim if verbatim else self.manager.manage
        if self.llm is None:
            return manage(self._ctx(scope), observations)
        # What management (relations, operations, fusion, merges) cost, apart from extraction.
        # Exact when one thread adds at a time; concurrent adds may attribute each other's calls.
        before = self.llm.usage.copy()
        try:
            return manage(self._ctx(scope), observations)
        finally:
            self.management_usage.add(self.llm.usage.minus(before))

    def _manage_turns(self, scope: Scope, turns: list[dict[str, Any]], when: str, offset: str | None) -> list[Decision] | None:
        if offset:
            for t in turns:
                t.setdefault("utc_offset", offset)
        assert self.llm is not None  # an "llm" extractor exists only with an LLM
        before = self.llm.usage.copy()
        try:
            return self.manager.manage_turns(self._ctx(scope), turns, when)
        finally:
            self.management_usage.add(self.llm.usage.minus(before))

    def _keep_pending(self, scope: Scope, turns: list[dict[str, Any]], error: str) -> list[Decision]:
        return keep_pending(self._ctx(scope, actor="extractor"), turns, details={"extraction_error": error},
                            reason=f"extraction failed: {error}")

    def _embedder_signature(self) -> str:
        return store_settings.embedder_signature(self.embedder)


def _is_erased(record: Record) -> bool:
    return record.role == "deleted" and record.attrs.get("erased") is True


def _refuse_erased(record: Record) -> None:
    if _is_erased(record):
        raise InvalidInputError(f"memory {record.id} was erased; add the text as a new memory instead")
