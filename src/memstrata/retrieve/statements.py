"""Where a fused read view may be shortened to its leading whole statements.

A view fused from several records (ROAM's ``<current atom> (earlier: ...) (also said on
...)``, or an LLM's few sentences) puts the current statement first and the history after
it, so when the whole view does not fit a budget its leading statements still say
something true and complete. A statement ends:

- at a sentence end: ``.``, ``!`` or ``?`` (closing quotes or brackets may follow) before
  whitespace, unless the word it ends is a common abbreviation or an initial ("Dr.",
  "e.g.", "J.");
- before a parenthesised aside opens, and after one closes (the fused format's history
  clauses are asides);
- before a line break mark.

Never inside an aside (a cut never leaves a parenthesis open) and never inside a word:
every prefix offered ends where the text goes on with whitespace.
"""

from __future__ import annotations

import re

# Words that end with a period without ending a sentence (lower-cased, without the period).
_ABBREVIATIONS = frozenset({"mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "mt", "vs", "etc", "e.g", "i.e",
                            "inc", "ltd", "co", "no", "approx", "dept", "fig", "jan", "feb", "mar", "apr", "jun",
                            "jul", "aug", "sep", "sept", "oct", "nov", "dec"})
_CLOSERS = "\"')]}»”’"
_WORD_BEFORE = re.compile(r"(\S+)$")


def leading_statements(text: str, break_mark: str) -> list[str]:
    """The proper prefixes of ``text`` (a view as a context shows it, line breaks as
    ``break_mark``) that end at a statement end, longest first, each with its trailing
    whitespace dropped. Empty when ``text`` is a single statement."""
    ends = _statement_ends(text, break_mark)
    prefixes = []
    for end in sorted(ends, reverse=True):
        prefix = text[:end].rstrip()
        if any(c.isalnum() for c in prefix) and prefix not in prefixes:
            prefixes.append(prefix)
    return prefixes


def _statement_ends(text: str, break_mark: str) -> set[int]:
    """Offsets where a statement ends and whitespace follows (a cut there splits no word)."""
    ends: set[int] = set()
    depth = 0
    mark = break_mark.strip()
    for i, c in enumerate(text):
        if c == "(":
            if depth == 0 and i > 0 and text[i - 1].isspace():
                ends.add(i - 1)  # before the aside opens
            depth += 1
        elif c == ")":
            depth = max(0, depth - 1)
            if depth == 0 and _followed_by_space(text, i + 1):
                ends.add(i + 1)  # after it closes
        elif depth == 0 and c in ".!?" and _sentence_end(text, i):
            end = i + 1
            while end < len(text) and text[end] in _CLOSERS:
                end += 1
            if _followed_by_space(text, end):
                ends.add(end)
        elif depth == 0 and mark and text.startswith(mark, i) and i > 0 and text[i - 1].isspace():
            ends.add(i - 1)  # before a line break mark
    return {e for e in ends if 0 < e < len(text)}


def _followed_by_space(text: str, at: int) -> bool:
    return at < len(text) and text[at].isspace()


def _sentence_end(text: str, at: int) -> bool:
    if text[at] != ".":
        return True
    word = _WORD_BEFORE.search(text[:at])
    if word is None:
        return False
    w = word.group(1).lstrip("(\"'").lower()
    return not (w in _ABBREVIATIONS or (len(w) == 1 and w.isalpha()))
