"""LLM fusion with guards: the model's merged view is kept only if it keeps every number
and date of its inputs and fits the view cap; otherwise deterministic fusion is used and
the audit log says why (ROAM: a failed fusion must not lose information)."""

from __future__ import annotations

import re

from memstrata.errors import MemstrataError
from memstrata.manage.roam.fusion_prompt import FusedView, fusion_messages
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.models.tokens import TokenCounter

_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
_PLACEHOLDER = re.compile(r"<[a-z_ ]+>")  # e.g. "<old>": a small model copying the prompt's pattern


def fuse_with_llm(llm: LLM, relation: str, views: list[tuple[str, str]], counter: TokenCounter,
                  cap_tokens: int) -> tuple[str | None, str | None]:
    """(view, None) on success, or (None, reason) when the caller must fall back."""
    try:
        reply = structured(llm, fusion_messages(relation, views, cap_words=max(8, cap_tokens * 2 // 3)), FusedView,
                           retries=1, max_tokens=cap_tokens * 2)
    except MemstrataError as exc:
        return None, f"fusion output invalid: {exc}"
    view = " ".join(reply.view.split())
    if _PLACEHOLDER.search(view):
        return None, "fused view contains a template placeholder"
    wanted = {n for _t, v in views for n in _NUMBER.findall(v)}
    found = set(_NUMBER.findall(view))
    missing = sorted(wanted - found)
    if missing:
        return None, f"fused view dropped numbers {missing}"
    given = wanted | {n for t, _v in views for n in _NUMBER.findall(t[:10])}
    invented = sorted(found - given)
    if invented:
        return None, f"fused view invented numbers {invented}"
    if counter.count(view) > cap_tokens:
        return None, f"fused view longer than {cap_tokens} tokens"
    return view, None
