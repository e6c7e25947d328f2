"""The systems the retrieval runner compares, all with the same embedder, tokenizer and budgets.

- a memory policy by name (``append``, ``roam``, ...): episodes are ingested through
  ``Memory.add`` (observations, or sessions extracted as ``extraction`` says: "auto" = the
  configured LLM, else the offline rules; "llm", "rules", "none" = turns kept as notes) and
  contexts come from ``Memory.search`` + packing;
- ``rag-dense`` / ``rag-bm25`` / ``rag-hybrid``: every raw turn (sessions mode) or every
  observation (observations mode) is a record, ranked by one retriever;
- ``full-context``: the most recent units that fit the budget, in time order.

Every system packs by the run's ``packing`` ("whole" or ROAM's "truncate", see
``retrieve.packing``), which every result names.
"""

from __future__ import annotations

import shutil
import tempfile
import uuid
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

from memstrata.api.memory import Memory
from memstrata.errors import InvalidInputError
from memstrata.eval.episodes import Episode, EpisodeObservation, Session
from memstrata.extract.select import resolve_extraction
from memstrata.manage.registry import POLICIES, accepted_options, create_manager
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM, Usage
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.packing import DEFAULT_PACKING, check_packing, pack_context
from memstrata.store.factory import store_config_for
from memstrata.types import Context, SearchResult

RAG_MODES = {"rag-dense": "dense", "rag-bm25": "bm25", "rag-hybrid": "hybrid"}
BASELINES = ("full-context", *RAG_MODES)


def system_names() -> list[str]:
    return sorted([*POLICIES, *BASELINES])


class RetrievalSystem(ABC):
    def __init__(self, name: str, embedder: Embedder, tokens: TokenCounter, mode: str,
                 packing: str = DEFAULT_PACKING):
        self.name, self.embedder, self.tokens, self.mode = name, embedder, tokens, mode
        self.packing = check_packing(packing)
        self.usage = Usage()
        self.management_usage = Usage()
        self.ingest_seconds = 0.0

    @abstractmethod
    def start(self, episode: Episode) -> None:
        """Begin an episode on an empty memory."""

    @abstractmethod
    def ingest(self, items: list[EpisodeObservation | Session]) -> None: ...

    @abstractmethod
    def contexts(self, question: str, budgets: list[int], asked_at: str | None = None) -> dict[int, Context]:
        """``asked_at``: the question's own time, when the episode gives one (unimem's retrieval
        event reads it; ranking policies ignore it)."""

    def finish(self) -> None:  # noqa: B027 (optional hook: most systems hold nothing)
        """End the episode and free what it held."""


class MemorySystem(RetrievalSystem):
    """A memory policy, or a RAG baseline (``append`` over raw turns with one search mode)."""

    def __init__(self, name: str, embedder: Embedder, tokens: TokenCounter, mode: str, llm: LLM | None,
                 policy_options: dict[str, Any] | None = None, packing: str = DEFAULT_PACKING,
                 extraction: str = "auto"):
        super().__init__(name, embedder, tokens, mode, packing)
        self.search_mode = RAG_MODES.get(name, "hybrid")
        self.policy = "append" if name in RAG_MODES else name
        self.llm = None if name in RAG_MODES else llm  # RAG baselines index raw turns, never extract
        # What sessions become: "llm", "rules" or "none" (raw turns); observations are given.
        self.extraction = "none" if name in RAG_MODES or mode == "observations" else \
            resolve_extraction(extraction, self.llm)
        self.policy_options = dict(policy_options or {})
        self._dir: Path | None = None
        self._memory: Memory | None = None
        self._scope = ""
        self.store_url: str | None = None  # a postgresql:// URL: each episode in a schema of its own there

    def start(self, episode: Episode) -> None:
        self._dir = Path(tempfile.mkdtemp(prefix="memstrata-eval-"))
        store: dict[str, Any] = {}
        if self.store_url is not None:
            cfg = store_config_for(self.store_url)
            store["store"] = cfg.model_copy(update={"schema_name": f"eval_{uuid.uuid4().hex[:16]}"})
        self._memory = Memory.open(self._dir / "episode.db", policy=self.policy, embedder=self.embedder,
                                   llm=self.llm, tokenizer=self.tokens.name, policy_options=self.policy_options,
                                   extraction=self.extraction, **store)
        self._scope = episode.scope_id
        # One LLM serves every episode: an episode's cost is what it spent since it began.
        self._usage_at_start = self.llm.usage.copy() if self.llm is not None else Usage()

    def ingest(self, items: list[EpisodeObservation | Session]) -> None:
        m = self._memory
        if not items or m is None:
            return
        if self.mode == "observations":
            m.add(observations=[{"text": o.text, "time": o.time, "sources": o.provenance(),
                                 **({"speaker": o.speaker} if o.speaker else {})} for o in items],
                  user_id=self._scope)
            return
        for session in items:
            turns = [{"id": t.id, "name": t.speaker, "content": t.text} for t in session.turns if t.text.strip()]
            if turns:
                m.add(turns, user_id=self._scope, time=session.time, infer=self.extraction != "none")

    def contexts(self, question: str, budgets: list[int], asked_at: str | None = None) -> dict[int, Context]:
        assert self._memory is not None
        limit = max(50, max(budgets) // 8)  # enough units to fill the largest budget
        # min_score 0: the papers' budgets are filled from the ranking, weak results included.
        results = self._memory.search(question, user_id=self._scope, limit=limit, mode=self.search_mode,
                                      time=asked_at, min_score=0.0)
        return {b: self._memory.pack(question, results, b, self.packing) for b in budgets}

    def describe_policy(self) -> dict[str, Any]:
        """The manager's own description (relation and fusion backends for ROAM), from a
        manager configured exactly as each episode's will be."""
        manager = create_manager(self.policy, **self.policy_options)
        manager.configure(llm=self.llm, embedder=self.embedder, tokens=self.tokens)
        return {**manager.describe(), "policy_options": self.policy_options}

    def finish(self) -> None:
        if self._memory is not None:
            if self.llm is not None:
                self.usage = self._memory.usage.minus(self._usage_at_start)
                self.management_usage = self._memory.management_usage.copy()
            drop = getattr(self._memory.store, "drop_schema", None) if self.store_url else None
            if drop is not None:
                drop()  # the episode's schema: nothing of it stays on the server
            self._memory.close()
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)
        self._memory = self._dir = None


class FullContextSystem(RetrievalSystem):
    """The most recent units (turns, or observations in observations mode) that fit."""

    def start(self, episode: Episode) -> None:
        self._units: list[SearchResult] = []

    def ingest(self, items: list[EpisodeObservation | Session]) -> None:
        for item in items:
            if isinstance(item, Session):
                for t in item.turns:
                    text = f"{t.speaker}: {t.text}" if t.speaker else t.text
                    self._units.append(_unit(t.id, text, [t.id], item.time))
            else:
                self._units.append(_unit(item.id or "", item.text, item.provenance(), item.time))

    def contexts(self, question: str, budgets: list[int], asked_at: str | None = None) -> dict[int, Context]:
        out = {}
        for budget in budgets:
            # Taken newest first, shown in time order.
            out[budget] = pack_context(question, list(reversed(self._units)), budget, self.tokens, reverse=True,
                                       packing=self.packing)
        return out


def _unit(uid: str, text: str, sources: list[str], time: str) -> SearchResult:
    return SearchResult(id=uid, text=text, view=text, score=0.0, sources=sources, time=time, role="primary")


def with_trajectories(name: str, options: dict[str, Any] | None, out: Path) -> dict[str, Any] | None:
    """A policy that logs its agent's trajectories (unimem) logs them next to the run's
    results unless the caller named a file."""
    if options is None or "trajectories" not in accepted_options(name) or "trajectories" in options:
        return options
    return {**options, "trajectories": str(out / "trajectories.jsonl")}


def create_system(name: str, embedder: Embedder, tokens: TokenCounter, mode: str, llm: LLM | None,
                  policy_options: dict[str, Any] | None = None, packing: str = DEFAULT_PACKING,
                  extraction: str = "auto") -> RetrievalSystem:
    """``extraction`` applies to memory policies in sessions mode; baselines use raw turns."""
    if name not in system_names():
        raise InvalidInputError(f"unknown policy {name!r}; choose one of: {', '.join(system_names())}")
    if name == "full-context":
        return FullContextSystem(name, embedder, tokens, mode, packing)
    return MemorySystem(name, embedder, tokens, mode, llm, policy_options, packing, extraction)


def describe(system: RetrievalSystem) -> dict[str, Any]:
    out = {"policy": system.name, "search_mode": getattr(system, "search_mode", None),
           "extraction": getattr(system, "extraction", "none"),
           "llm": getattr(getattr(system, "llm", None), "name", None),
           "relation_backend": None, "fusion_backend": None, "packing": system.packing}
    if isinstance(system, MemorySystem):
        out.update({k: v for k, v in system.describe_policy().items() if k != "policy"})
    return out
