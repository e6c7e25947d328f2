"""What a sentence is, before anything is written for it: small talk to drop, a question (to
drop, to turn into the statement it carries, or to quote), a request, or a statement.

Small talk is recognised by what is left once function words, the speakers' names,
interjections and appraisals ("great", "awesome") are set aside: nothing. So "Hey Mel!",
"Thanks!", "That's awesome!", "Wow, cool" and "How are you?" go, while "That's awesome news
about your promotion!" stays (it says there was a promotion).

Questions. A question asks rather than tells, so by default it is dropped; two kinds carry a
fact the rules can keep safely:
- a statement before the question in the same sentence ("I'm planning a trip to Kyoto, any
  tips?"): the statement is kept, the question part dropped;
- a request, or a question that says something about the asker ("Can you suggest a gift for
  my sister who loves hiking?") or about the world ("What is the best season in Kyoto?"):
  kept verbatim in quotes, attributed ("the user asked the assistant: "...""). A question
  about the world needs three content words ("How is the new clinic?" is small talk).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memstrata.extract.rules.lexicon import (
    APPRAISAL,
    FAREWELLS,
    FUNCTION,
    GREETINGS,
    IMPERATIVES,
    QUESTION_OPENERS,
    THANKS,
)
from memstrata.extract.rules.persons import person_flags

_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)*")
_VOCATIVES = {"buddy", "dude", "man", "girl", "pal", "mate", "bro", "sis", "guys", "friend", "dear", "hun", "babe",
              "folks", "everyone", "y'all", "fam", "champ"}
# A question part after a comma or dash: "..., any tips?", "... - what do you think?".
_QUESTION_TAIL = re.compile(r"(?:,|;|\s[-–—])\s+(?=(?:and\s+|so\s+|but\s+)?(?:" + "|".join(sorted(QUESTION_OPENERS))
                            + r"|you|thoughts|ideas|tips|suggestions|recommendations|right|huh|eh)\b)", re.I)
_REQUEST = re.compile(r"^(?:(?:so|and|also|well|ok|okay|hey),?\s+)?(?:can|could|would|will)\s+you\b|"
                      r"^(?:do|does)\s+(?:you|anyone)\s+know\b|"
                      r"^any\s+(?:tips|ideas|suggestions|recommendations|advice)\b", re.I)


_INTERJECTIONS = ("yeah", "yes", "yep", "yup", "oh", "ooh", "wow", "whoa", "well", "so", "haha", "hahaha", "lol", "hey",
                  "aw", "aww", "awww", "ah", "ahh", "ok", "okay", "sure", "totally", "right", "hmm", "um", "uh", "omg",
                  "oh wow", "oh no", "hey there", "hi", "hello", "honestly", "anyway", "anyways", "plus", "btw",
                  "yay", "ugh", "nah", "no", "true", "exactly", "absolutely", "definitely", "cool", "nice", "great",
                  "awesome", "man", "dude", "gosh", "jeez", "phew", "woah", "haha yeah", "yeah yeah", "ha", "oof", "yikes",
                  "whew", "hmmm", "ooh", "aha", "alright", "all right", "yess", "yesss", "heh", "hehe", "lmao")
_LEADING = re.compile(r"^(?:(?:" + "|".join(re.escape(w) for w in sorted(_INTERJECTIONS, key=len, reverse=True))
                      + r")\b\s*[,!.…]+\s*)+", re.I)


def trim_address(sentence: str, names: set[str]) -> str:
    """Without leading interjections ("Yeah, ", "Wow! ") and the listener's name used as a
    vocative at either end ("Jon, ..." / "..., Jon!"); the sentence itself is untouched."""
    text = sentence
    for _ in range(3):
        before = text
        m = _LEADING.match(text)
        if m and m.end() < len(text):
            text = text[m.end():]
        greeted = re.match(r"^(?:hey|hi|hello|thanks|thank you|congrats|bye)\s+([A-Z][a-z]+)\s*[,!.]+\s+", text, re.I)
        if greeted and _is_name(greeted.group(1).lower(), names | {greeted.group(1).lower()}):
            text = text[greeted.end():]
        first = re.match(r"^([A-Z][a-z]+)\s*[,!]\s+", text)
        if first and _is_name(first.group(1).lower(), names):
            text = text[first.end():]
        if text == before:
            break
    last = re.search(r",\s*([A-Z][a-z]+)\s*([.!?]*)\s*$", text)
    if last and _is_name(last.group(1).lower(), names):
        text = text[: last.start()] + last.group(2)
    text = text.strip()
    return text[0].upper() + text[1:] if text and text[0].islower() and text != sentence else text or sentence


# A reply's frame around what the other speaker just said: "It's great to hear that your
# upgrade worked", "Congrats on the new job!", "I'm sorry to hear about your knee", "Great
# question!", "I hope this helps", "Good luck with ...!", "With these tips, you'll ...". The fact
# in it is the other speaker's, already in their turn, or there is none.
_ACKNOWLEDGEMENT = re.compile(
    r"^(?:(?:it'?s|it is|that'?s|that is|how)\s+(?:so\s+|really\s+|very\s+|just\s+)?"
    r"(?:great|good|wonderful|awesome|fantastic|exciting|nice|amazing|lovely|cool|fascinating|sad|tough|hard|"
    r"heartbreaking|impressive|inspiring|interesting|understandable|completely understandable)\s+"
    r"(?:to hear|to see|to know|that|you)\b"
    r"|(?:it\s+)?sounds\s+like\s+(?:you|your)\b"
    r"|(?:i'?m|i am)\s+(?:so\s+|really\s+|very\s+|truly\s+)?(?:glad|happy|thrilled|delighted|sorry|excited|"
    r"pleased)\s+(?:to hear|to see|to know|you|that you|for you)\b"
    r"|(?:i'?d|i would)\s+be\s+(?:happy|glad|delighted)\s+to\s+help\b"
    r"|(?:i\s+)?hope\s+(?:this|that|these|it)\s+helps?\b"
    r"|(?:congratulations|congrats|kudos)\b"
    r"|(?:what\s+a|such\s+a)\s+(?:great|wonderful|fantastic|lovely|nice|amazing|cool|thoughtful|fun|exciting|"
    r"sweet|beautiful|brilliant)\b"
    r"|(?:great|excellent|good|fantastic|interesting)\s+(?:question|choice|idea|point|plan)s?\b"
    r"|(?:you'?re|you are)\s+(?:very\s+|so\s+|most\s+)?welcome\b"
    r"|(?:feel free to|let me know|keep me posted|keep me updated|don'?t hesitate to|good luck|best of luck|have fun|enjoy your|"
    r"with these tips|by following these|i hope you (?:enjoy|find|have)|happy (?:to help|exploring))\b"
    r"|(?:no worries|no problem|not a problem|my pleasure|anytime|of course|same here|me too|you bet|fair enough|"
    r"sounds good|sounds like a plan|will do|good idea|great idea)\b[\s,!.]*$"
    r"|(?:excellent|great|good|nice|awesome|fantastic|wonderful|perfect|amazing|cool|lovely|impressive)\s+\w+\s*!+$"
    r"|happy\s+(?:belated\s+)?(?:birthday|anniversary|holidays|new year|gifting|cooking|baking|reading|travels?)\b)",
    re.I)


@dataclass(frozen=True)
class Verdict:
    """``action``: "drop" (``reason`` says which rule), "statement" (``text`` is the part to
    keep as a statement), "quote" (keep the sentence verbatim, attributed: ``reason`` is
    "question" or "request"), or "keep" (a statement as it is)."""

    action: str
    reason: str = ""
    text: str = ""


def words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def _is_name(word: str, names: set[str]) -> bool:
    return word in names or any(len(word) >= 3 and n.startswith(word) for n in names)


def content_words(text: str, names: set[str]) -> list[str]:
    """Words that can carry a fact: not function words, appraisals, vocatives or the speakers' names."""
    return [w for w in words(text) if w not in FUNCTION and w not in APPRAISAL and w not in _VOCATIVES
            and not _is_name(w, names)]


def _starts_with(low: str, phrases: tuple[str, ...]) -> bool:
    return any(low == p or low.startswith(p + " ") or low.startswith(p + ",") or low.startswith(p + "!")
               or low.startswith(p + ".") for p in phrases)


def _small_talk_reason(text: str) -> str:
    low = " ".join(words(text))
    if _starts_with(low, THANKS):
        return "thanks"
    if _starts_with(low, GREETINGS):
        return "greeting"
    if any(f in low for f in FAREWELLS):
        return "farewell"
    if text.rstrip().endswith("?"):
        return "bare_question"
    return "small_talk"


def _only_formula(text: str) -> bool:
    """A greeting, thanks or farewell with at most a name after it ("Hey Mel!", "Talk to you soon!")."""
    low = " ".join(words(text))
    for phrase in (*GREETINGS, *THANKS, *FAREWELLS):
        if low == phrase or (low.startswith(phrase + " ") and len(low.split()) - len(phrase.split()) == 1
                             and re.search(r"\b[A-Z][a-z]+\W*$", text)):
            return True
    return False


def is_imperative(text: str) -> bool:
    first = words(text)[:1]
    return bool(first) and first[0] in IMPERATIVES and not text.rstrip().endswith("?")


def judge(text: str, names: set[str]) -> Verdict:
    """What to do with one sentence; ``names`` are the speakers' names, lower-cased."""
    content = content_words(text, names)
    if not content or _only_formula(text):
        return Verdict("drop", _small_talk_reason(text))
    if _ACKNOWLEDGEMENT.match(text):
        return Verdict("drop", "acknowledgement")
    low = " ".join(words(text))
    flags = person_flags(text)
    if _starts_with(low, THANKS) and not flags.first:
        return Verdict("drop", "thanks")
    if not text.rstrip().endswith("?"):
        return Verdict("quote", "request") if is_imperative(text) else Verdict("keep")
    return _question(text, names)


_TAG = re.compile(r",\s*(?:huh|right|eh|no|isn't it|aren't they|don't you think|you know|wouldn't you say|"
                  r"isn't that so|am i right|ya know)\s*\?+\s*$", re.I)


def _question(text: str, names: set[str]) -> Verdict:
    tag = _TAG.search(text)
    if tag and content_words(text[: tag.start()], names):
        return Verdict("statement", "tag_question", text[: tag.start()].rstrip() + ".")
    tails = list(_QUESTION_TAIL.finditer(text))
    for m in tails:
        head = text[: m.start()].strip()
        if person_flags(head).first and content_words(head, names) and not head.rstrip().endswith("?") \
                and words(head)[:1] and words(head)[0] not in QUESTION_OPENERS:
            return Verdict("statement", "question_with_statement", head.rstrip(",;:-–— ") + ".")
    flags = person_flags(text)
    if _REQUEST.search(text.strip()) and len(content_words(text, names)) >= 2:
        return Verdict("quote", "request")
    if flags.first and len(content_words(text, names)) >= 2:
        return Verdict("quote", "question")
    if not flags.second and not flags.group and len(content_words(text, names)) >= 3:
        return Verdict("quote", "question")  # about the world: "What is the best season in Kyoto?"
    return Verdict("drop", "bare_question")
