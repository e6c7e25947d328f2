"""Discourse markers around a fact ("so big news, ...", "oh and ...", "... btw"): they say how
the speaker feels about telling it, not what happened, and read badly in a stored memory.

Only the edges of a sentence are touched, and only when a statement of a few words is left.
A marker that is also an ordinary word ("so", "well", "ok") goes only with the punctuation
that shows it is a marker ("Well, ..." but not "Well done"; "So, ..." but not "So far").
"""

from __future__ import annotations

import re

# Always markers at the start, with or without punctuation after them.
_OPENERS_BARE = ("oh and also", "oh and", "oh also", "and also", "also", "btw", "by the way", "plus", "anyway",
                 "anyways", "so anyway", "so yeah", "oh btw", "and btw", "fyi", "fun fact", "quick update",
                 "so big news", "big news", "good news", "bad news", "great news", "news", "update", "oh wait",
                 "speaking of which", "on another note", "side note", "random but", "random question but", "ok so",
                 "and guess what", "so guess what", "guess what", "you know what", "oh my god", "omg",
                 "okay so")
# Markers at the start only when punctuation follows ("Well, ...", "So, ...").
_OPENERS_PUNCT = ("so", "well", "ok", "okay", "ok so", "okay so", "and", "but", "oh", "yeah", "yes", "no", "right",
                  "alright", "um", "umm", "hmm", "lol", "haha", "honestly", "actually", "basically", "anyhow",
                  "also", "ah", "ahh", "wow", "ugh", "aaand", "sooo", "soo", "you know", "i mean", "i know",
                  "like", "see", "look", "listen")
_OPEN = re.compile(
    r"^\s*(?:(?:" + "|".join(re.escape(w) for w in sorted(_OPENERS_BARE, key=len, reverse=True)) + r")\b[\s,:!.\-–—]*"
    r"|(?:" + "|".join(re.escape(w) for w in sorted(_OPENERS_PUNCT, key=len, reverse=True)) + r")\s*[,:!.…\-–—]+\s*)",
    re.I)
_CLOSE = re.compile(r"(?:[\s,]+(?:btw|lol|lmao|haha+|hehe|tbh|though|tho|fyi|anyway|anyways|just saying|you know|"
                    r"i guess|ngl|fr|xx+|x)|\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+|\s*[:;]-?[()DPp])+"
                    r"(?=\s*[.!?…]*\s*$)", re.I)


def strip_discourse(sentence: str) -> str:
    """``sentence`` without the markers at its edges; unchanged when fewer than three words
    would be left (then the marker may be the content: "Also, no." is an answer)."""
    text = sentence
    for _ in range(3):
        m = _OPEN.match(text)
        if not m or len(text[m.end():].split()) < 3:
            break
        text = text[m.end():]
    m = _CLOSE.search(text)
    if m and len(text[: m.start()].split()) >= 3:
        text = text[: m.start()] + text[m.end():]
    text = text.strip()
    if text == sentence.strip():
        return sentence
    return text[:1].upper() + text[1:] if text[:1].islower() else text
