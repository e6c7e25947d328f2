"""Packing ranked results into a context of at most B tokens.

Units are taken in score order while they fit; the first that does not fit is hard-truncated
to the tokens left, and packing stops there (ROAM's budgeted retrieval). Each unit is one
line, "[date] view", so an answer model sees when each memory was said. A unit's ``tokens``
is the count of its line plus the newline that separates it from the next, so the sum over
units bounds the tokens of the joined text.
"""

from __future__ import annotations

from memstrata.models.tokens import TokenCounter
from memstrata.types import Context, ContextUnit, SearchResult

MIN_TRUNCATED_TOKENS = 4  # a fragment shorter than this carries no usable information


def _prefix(result: SearchResult) -> str:
    return f"[{result.time[:10]}] "


def render_unit(result: SearchResult) -> str:
    return _prefix(result) + result.view


def pack_context(query: str, results: list[SearchResult], budget: int, counter: TokenCounter) -> Context:
    units: list[ContextUnit] = []
    used = 0
    for result in results:
        line = render_unit(result)
        cost = counter.count(line + "\n")
        left = budget - used
        if cost <= left:
            units.append(_unit(result, line, cost, truncated=False))
            used += cost
            continue
        # A cut must keep at least MIN_TRUNCATED_TOKENS of the memory itself beyond its date
        # prefix, plus one token for the separating newline.
        if left - 1 >= counter.count(_prefix(result)) + MIN_TRUNCATED_TOKENS:
            cut = counter.truncate(line, left - 1)
            cost = counter.count(cut + "\n")
            if cut and cost <= left:
                units.append(_unit(result, cut, cost, truncated=True))
                used += cost
        break
    return Context(query=query, units=units, tokens=used, budget=budget, tokenizer=counter.name)


def _unit(result: SearchResult, text: str, tokens: int, truncated: bool) -> ContextUnit:
    return ContextUnit(id=result.id, text=text, tokens=tokens, score=result.score, sources=list(result.sources),
                       time=result.time, truncated=truncated)
