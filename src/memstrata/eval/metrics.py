"""Retrieval diagnostics of EPISODES.md (ROAM appendix F.2), per question and aggregated.

A unit covers every source in its provenance. Only units that contributed tokens to the
context count, whatever the packing: under "truncate" the units before the cut and the cut
one (shown in part, it keeps its whole provenance, as in ROAM F.2); under "whole" the units
that fit whole or as their leading statements (provenance kept likewise), never one that was
skipped for not fitting. Both are exactly ``Context.units``: the packer never returns a unit
with zero tokens, nor one it did not show.

Context tokens are the units' content tokens: the context's header, line numbers and dates
are formatting, attributed to no unit and left out (ROAM F.2); the runner records them
apart as ``format_tokens``. ``answer_in_context`` looks for the answer in the units' dated
content (``dated_content``), not in the header or the line numbers, so an answer "2" is not
found in a context merely because it has a second line.
"""

from __future__ import annotations

import re
import string
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

METRICS = ("gold_recall", "any_coverage", "all_coverage", "confounder_token_share", "context_tokens_mean",
           "units_mean", "answer_in_context")
GOLD_METRICS = ("gold_recall", "any_coverage", "all_coverage")
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = str.maketrans({c: " " for c in string.punctuation})


def normalize_answer(text: str) -> str:
    """Lowercase, drop punctuation and articles, squeeze spaces (the SQuAD/LoCoMo convention)."""
    return " ".join(_ARTICLES.sub(" ", str(text).lower().translate(_PUNCT)).split())


def dated_content(units: list[dict[str, Any]]) -> str:
    """What of a context can hold an answer: each unit's date and content."""
    return "\n".join(f"[{u['time'][:10]}] {u['text']}" for u in units)


def question_diagnostics(units: list[dict[str, Any]], gold: list[str], confounders: list[str],
                         answer: object, context_text: str) -> dict[str, float | None]:
    """Metrics of one question's context; gold metrics are None without gold sources, and
    answer_in_context is None without a reference answer."""
    covered = set().union(*(set(u["sources"]) for u in units)) if units else set()
    total = sum(u["tokens"] for u in units)
    conf = set(confounders)
    conf_tokens = sum(u["tokens"] for u in units if u["sources"] and set(u["sources"]) <= conf) if conf else 0
    out: dict[str, float | None] = {
        "confounder_token_share": conf_tokens / total if total else 0.0,
        "context_tokens_mean": float(total),
        "units_mean": float(len(units)),
    }
    g = set(gold)
    if g:
        hit = len(g & covered)
        out.update(gold_recall=hit / len(g), any_coverage=float(hit > 0), all_coverage=float(g <= covered))
    else:
        out.update(gold_recall=None, any_coverage=None, all_coverage=None)
    ref = normalize_answer(answer) if answer is not None else ""
    out["answer_in_context"] = float(ref in normalize_answer(context_text)) if ref else None
    return out


def aggregate(rows: Iterable[dict[str, Any]], exclude_categories: tuple[str, ...] = ()) -> dict[str, Any]:
    """Macro averages over questions: overall (without ``exclude_categories``) and by category.
    Rates are percentages; token and unit counts are means."""
    rows = list(rows)
    by_cat: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by_cat[r["category"]].append(r)
    overall = [r for r in rows if r["category"] not in exclude_categories]
    return {"overall": _mean(overall), "by_category": {c: _mean(rs) for c, rs in sorted(by_cat.items())}}


def _mean(rows: list[dict[str, Any]]) -> dict[str, float | int | None]:
    out: dict[str, float | int | None] = {}
    for m in METRICS:
        values = [r["metrics"][m] for r in rows if r["metrics"][m] is not None]
        scale = 1 if m in ("context_tokens_mean", "units_mean") else 100
        out[m] = round(sum(values) / len(values) * scale, 2) if values else None
    out["questions"] = len(rows)
    out["questions_with_gold"] = sum(1 for r in rows if r["metrics"]["gold_recall"] is not None)
    return out
