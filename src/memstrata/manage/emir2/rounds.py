"""Offline multi-round retrieval over EMIR2's graph (no LLM; EMIR2 4.2 without a controller).

Round 1 is the initial multi-signal retrieval: dense and BM25 on the question, BM25 on the
entity names it mentions, and the events whose stated time overlaps a date it names, fused.
Each later round, in place of the controller's assessment:

- expansion: the best candidates not yet expanded (at most ``max_anchors``) are expanded along
  the chain (previous/next event), to their chain's semantic state, along evidence edges and
  event relations;
- probes: new queries derived from the evidence found so far: an entity or a date of the best
  candidates that the question does not name, with the question's content words. A probe is
  never issued twice, and one that found nothing new is remembered as failed;
- stop: when no new candidate enters the top ``candidates``, or at ``rounds`` (R_max).

The deterministic final rerank scores every candidate by its relevance to the question alone
(``fuse(relevance, LINK_WEIGHT * link)`` with ``LINK_WEIGHT`` 0): without a model there is no
judge of indirect evidence, so the rounds widen the pool and a unit they find counts when it is
more relevant to the question than what round 1 kept. ``link`` (the score of the anchor or probe
source that led to a unit) is kept for the trace. Measured on conv-26 before this choice, a
weight of 0.3 (neighbours of strong anchors lifted past weak direct hits) lost 1.1 / 2.3 points
of gold recall at 256 / 512 tokens against the single round; see the README.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from memstrata.manage.emir2.graph import EVENT_RELATIONS, EVIDENCE, IN_CHAIN, NEXT, STATE_OF, emir2_attrs
from memstrata.manage.emir2.text.entities import extract_entities, normalize_entity
from memstrata.manage.emir2.text.event_time import event_time
from memstrata.models.embed.base import Embedder
from memstrata.retrieve.base import SearchConfig
from memstrata.retrieve.ranking import fuse, rank
from memstrata.store.base import Store
from memstrata.types import Record, Scope

LINK_WEIGHT = 0.0
PROBES_PER_ROUND = 2
EXPANSION_EDGES = (NEXT, EVIDENCE, IN_CHAIN, *EVENT_RELATIONS)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
_QUESTION_WORDS = {"what", "when", "where", "who", "whom", "whose", "which", "why", "how", "did", "does", "do",
                   "is", "are", "was", "were", "has", "have", "had", "the", "a", "an", "of", "to", "in", "on", "for",
                   "and", "or", "with", "at", "by", "from", "about", "would", "could", "should", "can", "will",
                   "likely", "be", "been", "that", "this", "it", "its", "their", "his", "her", "they", "he", "she"}

# EMIR2's rounds rank on the statement scale with the plain embedder, not the question encoder:
# its units (states rendered "entity, attribute: value", event chains) are not the memories the
# encoder was trained on, and the rounds' constants were set on that scale.
AS_QUESTION = False


@dataclass
class Candidate:
    id: str
    relevance: float = 0.0  # to the root question
    link: float = 0.0  # support from the unit or probe that led to it
    round: int = 1
    via: str = "query"  # query | entity | time | probe:<text> | edge:<type> | sub:<text>
    controller_score: float | None = None  # the LLM controller's final rerank score, when one ran

    @property
    def score(self) -> float:
        return fuse(self.relevance, LINK_WEIGHT * self.link)


@dataclass
class RoundsTrace:
    rounds: int = 1
    probes: list[str] = field(default_factory=list)
    failed_probes: list[str] = field(default_factory=list)
    anchors: list[list[str]] = field(default_factory=list)
    stopped: str = "single round"

    def to_dict(self) -> dict[str, Any]:
        return self.__dict__.copy()


class OfflineRounds:
    def __init__(self, store: Store, embedder: Embedder, scope: Scope, query: str, units: Collection[str],
                 roles: tuple[str, ...], config: SearchConfig):
        self.store, self.embedder, self.scope, self.query = store, embedder, scope, query
        self.units, self.roles, self.config = set(units), roles, config
        self.candidates: dict[str, Candidate] = {}
        self.trace = RoundsTrace()

    def run(self) -> list[Candidate]:
        self.initial()
        expanded: set[str] = set()
        issued = {self.query.strip().lower()}
        for r in range(2, self.config.rounds + 1):
            top = self.top()
            anchors = [c for c in top if c.id not in expanded][: self._max_anchors()]
            new: dict[str, Candidate] = {}
            if self.config.expansion is not None and anchors:
                expanded.update(c.id for c in anchors)
                self.trace.anchors.append([c.id for c in anchors])
                self.expand({c.id: c.score for c in anchors}, self.expansion_edges(), r, new)
            for probe, source in self._probes(top, issued):
                issued.add(probe.lower())
                self.trace.probes.append(probe)
                if not self.probe_search(probe, source.score, r, new):
                    self.trace.failed_probes.append(probe)
            self.score_new(new)
            before = {c.id for c in top}
            self.trace.rounds = r
            if {c.id for c in self.top()} <= before:
                self.trace.stopped = "no new candidate entered the top"
                return self.top()
        self.trace.stopped = f"R_max ({self.config.rounds})" if self.config.rounds > 1 else "single round"
        return self.top()

    def top(self) -> list[Candidate]:
        # Ties keep discovery order: reproducible across builds of one store (ids are random).
        ranked = sorted(self.candidates.values(), key=lambda c: (-c.score, c.round))
        return ranked[: self.config.candidates]

    # ----- round 1 ------------------------------------------------------------------------
    def initial(self) -> None:
        """Round 1: the question's dense and BM25 ranking, its entity names, the dates it names."""
        signals = self.config.signals
        mode = "hybrid" if {"dense", "bm25"} <= set(signals) else "dense" if "dense" in signals else "bm25"
        n = self.config.candidates
        for rid, score in rank(self.store, self.embedder, self.scope, self.query, n, roles=self.roles, mode=mode,
                               only=self.units, question=AS_QUESTION):
            self.candidates[rid] = Candidate(rid, relevance=score)
        if "entity" in signals:
            names = extract_entities(self.query)
            if names:
                hits = self.store.bm25_search(self.scope, " ".join(names), n, roles=self.roles, only=self.units)
                self.found(hits, 1, "entity")
        if "time" in signals:
            asked = event_time(self.query)
            if asked.start:
                self.found([(rid, 1.0) for rid in self.overlapping(asked.start, asked.end or asked.start)], 1, "time")
        self.score_new({c.id: c for c in self.candidates.values() if c.via != "query"})

    def found(self, hits: list[tuple[str, float]], r: int, via: str, new: dict[str, Candidate] | None = None,
               link: float = 0.0) -> int:
        added = 0
        for rid, score in hits:
            if rid not in self.units:
                continue
            current = self.candidates.get(rid)
            support = link * score if link else 0.0
            if current is None:
                cand = self.candidates[rid] = Candidate(rid, link=support, round=r, via=via)
                if new is not None:
                    new[rid] = cand
                added += 1
            elif support > current.link:
                current.link = support
        return added

    def overlapping(self, start: str, end: str) -> list[str]:
        out = []
        for record in self.store.get_many(self.scope, sorted(self.units)):
            t = emir2_attrs(record.attrs).get("event_time") or {}
            if t.get("start") and t["start"] <= end and (t.get("end") or t["start"]) >= start:
                out.append(record.id)
        return out[: self.config.candidates]

    # ----- later rounds -------------------------------------------------------------------
    def _max_anchors(self) -> int:
        return self.config.expansion.max_anchors if self.config.expansion else 0

    def expansion_edges(self) -> tuple[str, ...]:
        """The edge types an anchor may be expanded along (``IN_CHAIN`` leads on to the state)."""
        allowed = self.config.expansion.edge_types if self.config.expansion else ()
        return tuple(t for t in EXPANSION_EDGES if t in allowed)

    def expand(self, score: dict[str, float], types: tuple[str, ...], r: int, new: dict[str, Candidate]) -> None:
        """Add the neighbours of the anchors in ``score`` (anchor id -> its score, the link of
        what it leads to) along ``types``."""
        assert self.config.expansion is not None
        edges = self.store.neighbors(self.scope, list(score), types)
        heads: dict[str, float] = {}
        for e in edges:
            anchor, other = (e.src, e.dst) if e.src in score else (e.dst, e.src)
            if e.type == IN_CHAIN:  # to the chain's state, through the head (two hops, one per head)
                heads[other] = max(heads.get(other, 0.0), score[anchor])
                continue
            self.found([(other, 1.0)], r, f"edge:{e.type}", new, link=score[anchor])
        if heads and STATE_OF in self.config.expansion.edge_types:
            for e in self.store.neighbors(self.scope, list(heads), (STATE_OF,)):
                self.found([(e.src, 1.0)], r, "edge:STATE_OF", new, link=heads[e.dst])

    def _probes(self, top: list[Candidate], issued: set[str]) -> list[tuple[str, Candidate]]:
        asked = {normalize_entity(n) for n in extract_entities(self.query)}
        words = [w for w in _WORD.findall(self.query) if w.lower() not in _QUESTION_WORDS
                 and normalize_entity(w) not in asked]
        out: list[tuple[str, Candidate]] = []
        records = {r.id: r for r in self.store.get_many(self.scope, [c.id for c in top[:8]])}
        for cand in top[:8]:
            record = records.get(cand.id)
            for clue in _clues(record) if record else []:
                if normalize_entity(clue) in asked:
                    continue
                probe = " ".join([clue, *words])
                if probe.lower() not in issued and all(probe != p for p, _ in out):
                    out.append((probe, cand))
                if len(out) >= PROBES_PER_ROUND:
                    return out
        return out

    def probe_search(self, probe: str, link: float, r: int, new: dict[str, Candidate], via: str = "probe") -> bool:
        """Search ``probe``; True when it found a unit not yet a candidate."""
        hits = rank(self.store, self.embedder, self.scope, probe, self.config.candidates // 4, roles=self.roles,
                    only=self.units, question=AS_QUESTION)
        return self.found(hits, r, f"{via}:{probe}", new, link=link) > 0

    def score_new(self, new: dict[str, Candidate]) -> None:
        ids = [rid for rid in new if new[rid].relevance == 0.0]
        if not ids:
            return
        for rid, score in rank(self.store, self.embedder, self.scope, self.query, len(ids), roles=self.roles,
                               only=ids, question=AS_QUESTION):
            self.candidates[rid].relevance = score


def _clues(record: Record) -> list[str]:
    """What a unit offers a probe: the entities it names and the date it states."""
    meta = emir2_attrs(record.attrs)
    clues = list(meta.get("mentions", []))
    start = (meta.get("event_time") or {}).get("start")
    if start:
        clues.append(start)
    return clues
