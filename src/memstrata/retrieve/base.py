"""The retriever protocol: how a policy turns a query into ranked memories.

A policy owns its read side as well as its write side (DESIGN.md): ``Memory.search`` and
``Memory.context`` validate the call, then hand a ``SearchRequest`` to the policy's
``Retriever``. What a retriever does is declared in a ``SearchConfig`` (its signals, how they
are fused, how many candidates each contributes, whether and how the graph is expanded, how
many rounds), so two retrievers that differ only in a recipe are one class with two configs,
and every result set can say which recipe produced it (``describe``).

Append, mem0-style and ROAM use ``RankedRetriever`` (one round of dense + BM25 fused as
``retrieve.ranking`` describes); EMIR2 brings a multi-round retriever over its graph.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.models.embed.base import Embedder
from memstrata.store.base import Store
from memstrata.types import Scope, SearchResult

# What a candidate can be found by: the query's vector, its words (BM25), the entities it names
# (BM25 over the entity names alone), the dates it names (records whose event time overlaps).
SIGNALS: tuple[str, ...] = ("dense", "bm25", "entity", "time")
FUSIONS: tuple[str, ...] = ("or",)  # ``ranking.fuse``: the stronger signal sets the floor
# ``Memory.search(mode=...)``: the signals each public search mode keeps.
MODE_SIGNALS: dict[str, tuple[str, ...]] = {"hybrid": ("dense", "bm25"), "dense": ("dense",), "bm25": ("bm25",)}


@dataclass(frozen=True)
class Expansion:
    """Graph expansion: from at most ``max_anchors`` candidates per round, along ``edge_types``."""

    edge_types: tuple[str, ...]
    max_anchors: int = 5


@dataclass(frozen=True)
class SearchConfig:
    signals: tuple[str, ...] = ("dense", "bm25")
    fusion: str = "or"
    candidates: int = 30  # per signal, at least (``ranking.MIN_POOL``)
    kinds: tuple[str, ...] | None = None  # record kinds that compete; None: every kind
    expansion: Expansion | None = None
    rounds: int = 1  # R_max: rounds of retrieval at most
    final: int | None = None  # units a search returns at most (None: the caller's limit)

    def __post_init__(self) -> None:
        unknown = [s for s in self.signals if s not in SIGNALS]
        if unknown or not self.signals:
            raise InvalidInputError(f"search signals {unknown or '[]'} are not among {', '.join(SIGNALS)}")
        if self.fusion not in FUSIONS:
            raise InvalidInputError(f"search fusion {self.fusion!r} is not one of {', '.join(FUSIONS)}")
        if self.rounds < 1 or self.candidates < 1:
            raise InvalidInputError("search rounds and candidates must be at least 1")

    def for_mode(self, mode: str) -> "SearchConfig":
        """This recipe with the text signals a public search mode asks for (``dense`` keeps
        no lexical signal, ``bm25`` no dense one); graph signals stay."""
        if mode not in MODE_SIGNALS:
            raise InvalidInputError(f"unknown search mode {mode!r}; valid modes: {', '.join(MODE_SIGNALS)}")
        keep = MODE_SIGNALS[mode]
        signals = tuple(s for s in self.signals if s in keep or s not in ("dense", "bm25"))
        return replace(self, signals=signals or keep)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class SearchRequest:
    """One validated search: the scope and roles it may read, ``only`` (ids a filter left,
    None: no filter) and how many results the caller wants."""

    scope: Scope
    query: str
    limit: int
    roles: tuple[str, ...]
    mode: str = "hybrid"
    only: Collection[str] | None = None
    trace: dict[str, Any] = field(default_factory=dict)  # what the retriever did (rounds, probes)
    asked_at: str | None = None  # when the question is asked, if the caller said (unimem's agent reads it)


class Retriever(ABC):
    name: str
    config: SearchConfig
    # How a context shows its units: "rank" (best first) or "time" (oldest first, as
    # unimem's answerer reads them). Packing always keeps the best-ranked units.
    context_order: str = "rank"

    @abstractmethod
    def search(self, store: Store, embedder: Embedder, request: SearchRequest) -> list[SearchResult]:
        """At most ``request.limit`` results, best first, each with a score in [0, 1] and
        the sources it rests on."""

    def describe(self) -> dict[str, Any]:
        return {"retriever": self.name, "search": self.config.to_dict()}
