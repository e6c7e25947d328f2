"""Which observations a rewritten memory still represents (ROAM appendix F.2).

A policy that rewrites text cannot claim every observation it ever folded in: after "likes
tea" is overwritten by "likes coffee", the tea observation is gone from what a reader sees.
So a record is credited with the sources of an observation it absorbed only when its
current text is that observation's text or close to it (difflib ratio >= 0.65, the
threshold F.2 uses). Everything absorbed stays listed in ``attrs`` and the audit log.
"""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any

SIMILARITY = 0.65


def represents(text: str, observation: str, threshold: float = SIMILARITY) -> bool:
    if text == observation:
        return True
    a, b = text.lower(), observation.lower()
    return SequenceMatcher(None, a, b, autojunk=False).ratio() >= threshold


def attributed_sources(text: str, absorbed: list[dict[str, Any]]) -> list[str]:
    """Sources (in first-seen order) of the absorbed observations ``text`` still represents."""
    out: dict[str, None] = {}
    for item in absorbed:
        if represents(text, item["text"]):
            out.update(dict.fromkeys(item["sources"]))
    return list(out)
