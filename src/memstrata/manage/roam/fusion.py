"""Deterministic fusion (ROAM eq. 9 without a model): the read view of a surviving Primary
rebuilt from its own atom and the atoms of its Evidence members.

Output format, documented for users because it is what an answer model reads:

    <current atom> (earlier: <v1>, <date1>; <v2>, <date2>) (also said on <date3>, <date4>)

- CON members (older values of the same attribute) form the "earlier" chain in time
  order. When an older atom differs from the current one in a few words only, the chain
  shows just those words ("Leeds" for "Ava lives in Leeds."), else the whole atom.
- EQV / NSO members (restatements, or less specific versions) add only the dates on which
  they were said, so genuinely repeated events keep their occurrences and nothing is
  counted twice. OSN members (less specific atoms the survivor entails) add nothing.
- Views are capped: past ``cap_tokens`` the oldest history goes first, then the dates; the
  current atom always stays whole, so the current value is never cut.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from memstrata.models.tokens import TokenCounter

MAX_VALUE_WORDS = 6


@dataclass(frozen=True)
class Member:
    """An Evidence record as fusion sees it: its atom, time and how it joined the survivor."""

    id: str
    text: str
    time: str
    relation: str


def fuse_deterministic(current: str, current_time: str, members: list[Member], counter: TokenCounter,
                       cap_tokens: int = 64) -> str:
    base = current.strip().rstrip(".")
    ordered = sorted(members, key=lambda m: (m.time, m.id))
    history = [f"{changed_words(m.text, current)}, {m.time[:10]}" for m in ordered if m.relation == "CON"]
    day = current_time[:10]
    dates = sorted({m.time[:10] for m in ordered if m.relation in ("EQV", "NSO") and m.time[:10] != day})
    if not history and not dates:
        return current.strip()
    while True:
        view = base
        if history:
            view += f" (earlier: {'; '.join(history)})"
        if dates:
            view += f" (also said on {', '.join(dates)})"
        if counter.count(view) <= cap_tokens or (not history and not dates):
            return view if (history or dates) else current.strip()
        if history:
            history.pop(0)  # the oldest value goes first
        else:
            dates.pop(0)


def changed_words(old: str, current: str) -> str:
    """What ``old`` says differently from ``current``: the differing words when the two
    share most of their wording, else the whole old atom."""
    a, b = old.strip().rstrip(".").split(), current.strip().rstrip(".").split()
    matcher = difflib.SequenceMatcher(a=[w.lower() for w in a], b=[w.lower() for w in b], autojunk=False)
    differing = [w for tag, i1, i2, _j1, _j2 in matcher.get_opcodes() if tag in ("replace", "delete")
                 for w in a[i1:i2]]
    shared = sum(size for _i, _j, size in matcher.get_matching_blocks())
    if differing and len(differing) <= MAX_VALUE_WORDS and shared * 2 >= len(a):
        return " ".join(differing).strip(",;")
    return old.strip().rstrip(".")
