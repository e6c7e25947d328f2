"""Per-scope lexical ranking: stemmed BM25 over one scope's records, held in memory.

Why not the database's own full-text ranking: SQLite's FTS5 (and PostgreSQL's ts_rank)
compute term statistics over the whole table, so another user adding a few hundred
unrelated facts changes a user's idf values and moves their answers (seen: rank 0 -> 16).
Here every statistic (document count, document frequency, mean length) is computed over
the records of one (scope, field, roles) index alone, so no other scope can change a
scope's ranking or scores. Like the vector index, it is built from the stored texts on the
first query and updated in place by this process's writes.

Analysis: Unicode words, case-folded, diacritics removed, English stop words dropped, each
word reduced by the Snowball English stemmer, so "researched" finds "research" and
"lives" finds "living".

Scores: BM25 (k1 = 1.2, b = 0.75, Lucene's always-positive idf) saturated into [0, 1) as
``bm25 / (bm25 + SATURATION)``. The raw value is the evidence: terms that are rare in the
scope weigh much, terms most records hold (the user's own name) almost nothing, so a record
matching only common words stays low however many of them it holds. (Dividing by the
query's idf mass instead made any record holding every query word score 1, even when those
words are in nearly every record, and such ties buried a clear dense winner.) The value
depends only on the query, the record and the scope's statistics, never on the other
results, so scores are comparable across queries.
"""

from __future__ import annotations

import math
import re
import unicodedata
from array import array
from collections import Counter
from collections.abc import Collection, Iterable

import numpy as np
import snowballstemmer

from memstrata.store import word_rarity

K1, B = 1.2, 0.75
SATURATION = 4.0  # the BM25 value scored 0.5: one rare term (idf ~4, a few records in a few hundred)
_WORD = re.compile(r"\w+")
# Function words carry no topic: they would otherwise match nearly every record and, in a
# small scope, look rare enough to weigh something.
STOP_WORDS = frozenset("""
a about above after again against all am an and any are aren as at be because been before being below
between both but by can cannot could couldn d did didn do does doesn doing don down during each few for
from further had hadn has hasn have haven having he her here hers herself him himself his how i if in
into is isn it its itself just ll m me might more most must mustn my myself no nor not now o of off on
once only or other ought our ours ourselves out over own re s same shall shan she should shouldn so some
such t than that the their theirs them themselves then there these they this those through to too under
until up ve very was wasn we were weren what when where which while who whom whose why will with won
would wouldn y yet you your yours yourself yourselves also get got gets
""".split())

_stemmer = snowballstemmer.stemmer("english")
_stems: dict[str, str] = {}


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def analyze(text: str) -> list[str]:
    """The index terms of ``text``, in order (repeats kept: they are term frequencies)."""
    out = []
    for word in _WORD.findall(_fold(text)):
        if word in STOP_WORDS:
            continue
        stem = _stems.get(word)
        if stem is None:
            if len(_stems) > 500_000:  # bound the cache on unbounded vocabularies
                _stems.clear()
            stem = _stems[word] = _stemmer.stemWord(word)
        out.append(stem)
    return out


def query_weights(text: str) -> dict[str, float]:
    """The index terms of a query, each with the prior weight of its word (the highest, when
    words share a stem), in order."""
    out: dict[str, float] = {}
    for word in _WORD.findall(_fold(text)):
        if word not in STOP_WORDS:
            stem = analyze(word)[0]
            out[stem] = max(out.get(stem, 0.0), word_rarity.weight(word))
    return out


class LexicalIndex:
    """BM25 over the documents of one scope. Documents are numbered as they arrive; a
    replaced or removed document is tombstoned and skipped, and the postings are compacted
    once tombstones outnumber live documents."""

    def __init__(self, docs: Iterable[tuple[str, str]] = ()):
        self._keys: list[str | None] = []
        self._pos: dict[str, int] = {}
        self._lengths = array("i")
        self._alive = bytearray()
        self._postings: dict[str, tuple[array, array]] = {}  # term -> (doc numbers, term frequencies)
        self._df: Counter[str] = Counter()
        self._doc_terms: list[tuple[str, ...] | None] = []
        self._total_length = 0
        for key, text in docs:
            self.upsert(key, text)

    def __len__(self) -> int:
        return len(self._pos)

    def upsert(self, key: str, text: str) -> None:
        self.remove(key)
        counts = Counter(analyze(text))
        doc = len(self._keys)
        self._keys.append(key)
        self._pos[key] = doc
        length = sum(counts.values())
        self._lengths.append(length)
        self._alive.append(1)
        self._doc_terms.append(tuple(counts))
        self._total_length += length
        for term, tf in counts.items():
            docs, tfs = self._postings.setdefault(term, (array("i"), array("i")))
            docs.append(doc)
            tfs.append(tf)
            self._df[term] += 1

    def remove(self, key: str) -> None:
        doc = self._pos.pop(key, None)
        if doc is None:
            return
        self._alive[doc] = 0
        self._keys[doc] = None
        self._total_length -= self._lengths[doc]
        for term in self._doc_terms[doc] or ():
            self._df[term] -= 1
            if self._df[term] == 0:
                del self._df[term]
        self._doc_terms[doc] = None
        if len(self._keys) > 64 and len(self._pos) * 2 < len(self._keys):
            self._compact()

    def search(self, query: str, k: int, only: Collection[str] | None = None) -> list[tuple[str, float]]:
        """The ``k`` best documents (of ``only``, when given) with a score in (0, 1), best first."""
        prior = query_weights(query)
        terms = list(prior)
        n = len(self._pos)
        if not terms or n == 0 or k <= 0:
            return []
        mean_length = max(self._total_length / n, 1e-9)
        # The scope's idf times the word's prior weight (store.word_rarity): in a small scope the
        # scope's statistics alone would make every word look rare.
        idf = {t: prior[t] * math.log(1 + (n - self._df.get(t, 0) + 0.5) / (self._df.get(t, 0) + 0.5)) for t in terms}
        scores = np.zeros(len(self._keys), dtype=np.float64)
        lengths = np.frombuffer(self._lengths, dtype=np.int32) if len(self._lengths) else np.zeros(0, np.int32)
        for term in terms:
            if term not in self._postings or term not in self._df:
                continue
            docs_arr, tfs_arr = self._postings[term]
            docs = np.array(docs_arr, dtype=np.int64)
            tf = np.array(tfs_arr, dtype=np.float64)
            norm = K1 * (1 - B + B * lengths[docs] / mean_length)
            np.add.at(scores, docs, idf[term] * tf * (K1 + 1) / (tf + norm))
        alive = np.frombuffer(bytes(self._alive), dtype=np.uint8).astype(bool)
        if only is not None:
            allowed = np.zeros(len(self._keys), dtype=bool)
            rows = [self._pos[key] for key in only if key in self._pos]
            allowed[rows] = True
            alive &= allowed
        scores[~alive] = 0.0
        hits = np.flatnonzero(scores > 0)
        if hits.size == 0:
            return []
        if hits.size > k:
            hits = hits[np.argpartition(-scores[hits], k - 1)[:k]]
        hits = hits[np.lexsort((hits, -scores[hits]))]  # best first; ties by arrival
        return [(self._keys[i], float(scores[i]) / (float(scores[i]) + SATURATION)) for i in hits]  # type: ignore[misc]

    def _compact(self) -> None:
        live = [(self._keys[d], d) for d in range(len(self._keys)) if self._alive[d]]
        old_terms, old_lengths, old_postings = self._doc_terms, self._lengths, self._postings
        renumber = {d: i for i, (_key, d) in enumerate(live)}
        self._keys = [key for key, _d in live]
        self._pos = {key: i for i, key in enumerate(self._keys)}  # type: ignore[misc]
        self._lengths = array("i", (old_lengths[d] for _key, d in live))
        self._alive = bytearray(b"\x01" * len(live))
        self._doc_terms = [old_terms[d] for _key, d in live]
        self._postings = {}
        for term, (docs, tfs) in old_postings.items():
            kept = [(renumber[d], tf) for d, tf in zip(docs, tfs) if d in renumber]
            if kept:
                self._postings[term] = (array("i", (d for d, _ in kept)), array("i", (tf for _, tf in kept)))
