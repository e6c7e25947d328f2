"""Which events also carry a claim about a lasting state (EMIR2 A.2.1, offline).

The paper's extractor files "temporary or one-off askable details" as events and "stable
preferences, health, relationships, identity and long-term plans" as candidate claims. Offline
the text decides, by what its predicate is about: a present-tense state (is, has, lives, works,
likes...), a relationship, health, or a long-term plan is a claim; a dated happening, or one the
text places in the past, stays an event only. Every observation is an event either way, so a
claim never loses its episode.
"""

from __future__ import annotations

import re

from memstrata.models.relations import structure

_STATE = re.compile(
    r"\b(?:is|are|am|isn't|aren't|has|have|hasn't|haven't|owns?|lives?|works?|studies|stud(?:y|ies) at|"
    r"likes?|loves?|enjoys?|prefers?|hates?|dislikes?|adores?|is into|is a fan of|favou?rite|"
    r"believes?|values?|identif(?:y|ies) as|speaks?|plays?|"
    r"married|engaged|divorced|dating|single|partner|boyfriend|girlfriend|husband|wife|"
    r"allergic|diagnosed|vegetarian|vegan|diabetic|pregnant|"
    r"plans? to|wants? to|hopes? to|intends? to|dreams? of|aims? to|is going to|goal)\b", re.I)
# A happening, not a state, even with "is"/"has" in it: progressive actions and perfect events.
_HAPPENING = re.compile(r"\b(?:is|are|am) (?!going to|living|working|staying|studying|dating|seeing)\w+ing\b|"
                        r"\bhas (?:just |recently )?(?:been to|gone|visited|finished|started|done|made|taken|seen)\b",
                        re.I)
_PLAN = re.compile(r"\b(?:plans? to|wants? to|hopes? to|intends? to|dreams? of|aims? to|is going to|goal)\b", re.I)


def is_claim(text: str) -> bool:
    if structure.dated(text) or structure.past_state(text):
        return False
    if _PLAN.search(text):
        return True  # a long-term plan, kept as a plan
    return bool(_STATE.search(text)) and not _HAPPENING.search(text)
