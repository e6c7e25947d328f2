"""How much a query word can say, before any scope is looked at: a prior from English usage.

A scope's own statistics cannot tell a common word from a rare one while the scope is small:
in a user's first ten memories "work" occurs once and so looks as rare as "sculpture", and a
memory that shares only "work" with "How does Mira get to work?" outranks the one that says
she cycles in. Word frequencies of general English settle it. The shipped MiniLM tokenizer's
vocabulary holds them: its whole words are numbered by frequency in the text it was built from
("the" 1996, "of" 1997, ... "work" 2147, "sister" 2905, "sculpture" 6743, "vegetarian" 23566).
A word's weight rises with the logarithm of that rank (Zipf: its information grows with the
log of its rarity), from ``FLOOR`` for the most common words to 1 at ``RARE_RANK`` and beyond;
a word the vocabulary splits into pieces is rarer than any whole word and weighs 1.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

VOCAB_PATH = Path(__file__).resolve().parents[1] / "models" / "embed" / "data" / "tokenizer.json"
COMMONEST_RANK = 1996  # "the": the vocabulary's first whole word
RARE_RANK = 20_000  # from here on a word weighs in full
FLOOR = 0.1  # the weight of the commonest words: they still count, a little


@cache
def _ranks() -> dict[str, int]:
    try:
        vocab = json.loads(VOCAB_PATH.read_text(encoding="utf-8"))["model"]["vocab"]
    except (OSError, ValueError, KeyError):  # no vocabulary: every word weighs in full
        return {}
    return {w: r for w, r in vocab.items() if r >= COMMONEST_RANK and w.isalpha()}


def weight(word: str) -> float:
    """The prior weight of a case-folded, accent-free word, in [FLOOR, 1]."""
    rank = _ranks().get(word)
    if rank is None:
        return 1.0
    share = math.log(rank / COMMONEST_RANK) / math.log(RARE_RANK / COMMONEST_RANK)
    return min(1.0, max(FLOOR, share))
