"""Dense, lexical and hybrid ranking over one scope, with scores in [0, 1].

Every mode returns a relevance score in [0, 1] that depends only on the query and the
record (never normalised over the results of one query), so scores are comparable across
queries and a caller can threshold them (``NO_MATCH_BELOW``):

- dense: the cosine similarity of the query and record vectors mapped linearly from
  [``DENSE_FLOOR``, ``DENSE_CEIL``] onto [0, 1] (below the floor, 0; above the ceiling, 1).
- bm25: stemmed BM25 with this scope's statistics, saturated as bm25 / (bm25 + 4)
  (``store.lexical_index``).
- hybrid: both signals of every candidate either signal found, fused by
  ``fuse(dense, lexical) = 1 - (1 - hi) * (1 - AGREEMENT * lo)`` with ``hi``/``lo`` the
  stronger and weaker signal: the stronger signal sets the floor and agreement adds to it
  (with ``AGREEMENT = 1`` this is a probabilistic OR).

Why not reciprocal rank fusion (used before): RRF sees ranks only, so a record that is first
by one signal by a wide margin but absent from the other list scores below every record
both lists hold at middling ranks, and falls out of small contexts (seen: a dense rank-1
answer whose words differ from the question's dropped out of the hybrid top 30). With the
fusion above a record's score is never below its stronger signal, so a clear single-signal
winner stays on top unless another record is as strong on some signal.

The constants were tuned on the first five LoCoMo conversations only (conv-26, -30, -41, -42,
-43: gold-observation recall@10 of their 760 questions over a small grid, on which recall was
flat within a point; dense alone 66.3, lexical alone 64.9, this fusion 69.9) and then held for every reported figure, which covers
all ten conversations and LongMemEval.
"""

from __future__ import annotations

from collections.abc import Collection

import numpy as np

from memstrata.errors import InvalidInputError
from memstrata.models.embed.base import Embedder
from memstrata.models.embed.owner_neutral import OwnerNeutralEmbedder
from memstrata.store.base import Store, VectorField
from memstrata.types import Scope

SEARCH_MODES = ("hybrid", "dense", "bm25")
# Statement against statement (management: ROAM's and Mem0's candidates, EMIR2's construction).
DENSE_FLOOR, DENSE_CEIL = 0.3, 0.9
# A question embedded by the question encoder against owner-neutral memories: cosines run
# lower than between two statements that both name the user, so the mapping starts lower. On
# the written training scopes (corpus/name_queries/train) the answer's cosine has a 5th
# percentile of 0.19 and the best unrelated memory of another user a median of 0.22; with 0.3
# a quarter of the answers scored 0 (benchmarks/calibrate_no_match.py).
QUESTION_FLOOR = 0.1
AGREEMENT = 1.0  # 1: the weaker signal counts in full (a probabilistic OR of the two)
# A statement about nothing in the scope scores below this: on LoCoMo conv-26..30 the median
# cosine of a question and an observation it is not about is 0.32 (relevance 0.03), the
# 95th percentile 0.58 (0.46); gold observations have a median of 0.65 (0.58).
NO_MATCH_BELOW = 0.3
# A search result below this is not about the question and is not returned unless asked for
# (``Memory.search(min_score=...)``). On the written training scopes (which the question encoder
# learned from, so answers score a little higher there than elsewhere) it drops 1.4% of answers,
# and a search about another user's life returns nothing in 37% of scopes (0.3 would drop 19%;
# benchmarks/calibrate_no_match.py -> benchmarks/results/no_match_calibration.json).
NO_ANSWER_BELOW = 0.1
MIN_POOL = 30  # candidates each signal contributes to hybrid fusion, at least


def dense_relevance(cosine: float, floor: float = DENSE_FLOOR) -> float:
    return float(np.clip((cosine - floor) / (DENSE_CEIL - floor), 0.0, 1.0))


def fuse(dense: float, lexical: float) -> float:
    hi, lo = max(dense, lexical), min(dense, lexical)
    return 1.0 - (1.0 - hi) * (1.0 - AGREEMENT * lo)


def rank(store: Store, embedder: Embedder, scope: Scope, query: str, k: int, *,
         roles: tuple[str, ...], mode: str = "hybrid", field: VectorField = "view",
         only: Collection[str] | None = None, question: bool = True) -> list[tuple[str, float]]:
    """Records of ``roles`` (and of ``only``, when given) ranked for ``query`` by their read
    views (answer time) or by their atomic texts (``field="text"``: management time).
    ``question``: the query is something asked (the question encoder, ``QUESTION_FLOOR``),
    not a statement compared with statements (a manager's candidates)."""
    if mode not in SEARCH_MODES:
        raise InvalidInputError(f"unknown search mode {mode!r}; valid modes: {', '.join(SEARCH_MODES)}")
    if k <= 0:
        return []
    # The owner's name matches every record of their scope: the lexical signal ranks without it
    # (``memstrata.owner``; the dense one gets neutral vectors from the embedder itself).
    words = embedder.neutral(query) if isinstance(embedder, OwnerNeutralEmbedder) else query
    if mode == "bm25":
        return store.bm25_search(scope, words, k, roles=roles, field=field, only=only)
    query_vec, floor = (embedder.embed_query(query), QUESTION_FLOOR) if question else (embedder.embed_one(query),
                                                                                         DENSE_FLOOR)
    if mode == "dense":
        hits = store.dense_search(scope, query_vec, k, roles=roles, field=field, only=only)
        return [(rid, dense_relevance(cos, floor)) for rid, cos in hits]
    pool = max(k * 3, MIN_POOL)
    dense = dict(store.dense_search(scope, query_vec, pool, roles=roles, field=field, only=only))
    lexical = dict(store.bm25_search(scope, words, pool, roles=roles, field=field, only=only))
    # Score each candidate on both signals, also where it was outside the other's pool.
    found_by_lexical_only = [rid for rid in lexical if rid not in dense]
    if found_by_lexical_only:
        dense.update(store.dense_search(scope, query_vec, len(found_by_lexical_only), roles=roles, field=field,
                                        only=found_by_lexical_only))
    found_by_dense_only = [rid for rid in dense if rid not in lexical]
    if found_by_dense_only:
        lexical.update(store.bm25_search(scope, words, len(found_by_dense_only), roles=roles, field=field,
                                         only=found_by_dense_only))
    order = {rid: i for i, rid in enumerate(dict.fromkeys([*dense, *lexical]))}
    fused = [(rid, fuse(dense_relevance(dense.get(rid, 0.0), floor), lexical.get(rid, 0.0))) for rid in order]
    fused.sort(key=lambda item: (-item[1], order[item[0]]))  # ties: dense order first, reproducibly
    return fused[:k]
