"""``heuristic-lexical``: an offline relation backend made of plain lexical rules.

It is a stand-in until the trained classifier ships, and it is named so that no result
mistakes it for a model. It only leaves IND when the evidence is strong, because a false
EQV/NSO silently demotes a distinct fact:
- the two atoms must be about the same subject (their first name or pronoun);
- EQV: the same content words, or near-identical meaning (cosine) with at most a couple
  of differing words and no differing name or number;
- OSN / NSO: one atom's content words strictly contain the other's (a narrower place, an
  added detail or date);
- CON: both atoms use a cue of the same single-valued attribute (lives in / moved to,
  works at / job, age, status, favourite...) with different values (a name or number, or
  a short phrase of at most three words on each side); or they differ only in numbers.
Everything else is IND. Cosine comes from the injected embedder (cached by text).
"""

from __future__ import annotations

import re

import numpy as np

from memstrata.models.embed.base import Embedder
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier

STOPWORDS = frozenset("""
a an the and or but of to in on at for from with by as is are was were be been being am has have had
do does did that this these those it its their there here very really also just so too then than
about into over after before during while since until up out off again once some any all each
own same such only not no nor can could will would should may might must shall who whom which
what when where why how
""".split())
PRONOUNS = {"i": "user", "me": "user", "my": "user", "user": "user", "he": "he", "she": "she", "they": "they",
            "we": "we", "you": "you"}
# Cues of attributes that hold one value at a time, grouped by attribute: a second value
# for the same attribute replaces the first ("moved to Lisbon" vs "lives in Berlin").
_CUE_GROUPS = {
    "residence": "live lives living lived moved move moving relocated relocate based resides reside",
    "employment": "work works working worked job employer employed position title occupation profession role",
    "age": "age aged old",
    "status": "married single engaged divorced widowed dating girlfriend boyfriend wife husband partner fiance",
    "favourite": "favorite favourite",
    "contact": "address phone email",
    "pay": "salary earns paid",
    "commute": "commute commutes",
    "body": "weighs weight height tall",
    "birth": "birthday born",
    "name": "name named called",
    "study": "major studies studying degree",
    "boss": "boss manager",
    "rent": "rent",
}
SINGLE_VALUED = {w: group for group, words in _CUE_GROUPS.items() for w in words.split()}
NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve twenty thirty forty "
                         "fifty hundred thousand once twice thrice first second third fourth fifth".split())
MAX_FILLER = 3  # words that may differ on each side of "<subject> <cue> <value>" for a CON
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\-]*")


def _norm(word: str) -> str:
    w = word.lower().removesuffix("'s").removesuffix("’s")
    if len(w) > 4 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


class HeuristicRelationClassifier(RelationClassifier):
    name = "heuristic-lexical"

    def __init__(self, embedder: Embedder, eqv_cosine: float = 0.9):
        self.embedder = embedder
        self.eqv_cosine = eqv_cosine

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        if not olds:
            return []
        vecs = self.embedder.embed([new.text, *[o.text for o in olds]])
        return [Judgement(self._label(new.text, old.text, float(np.dot(vecs[0], vecs[i + 1]))), self.name)
                for i, old in enumerate(olds)]

    def _label(self, new: str, old: str, cosine: float) -> str:
        wn, wo = _words(new), _words(old)
        if not wn or not wo or _subject(wn) != _subject(wo):
            return "IND"
        n, o = _content(wn), _content(wo)
        if n == o:
            return "EQV"
        only_new, only_old = n - o, o - n
        values_differ = _has_value(only_new, wn) or _has_value(only_old, wo)
        if only_new and only_old and all(_is_number(w) for w in only_new | only_old):
            return "CON"  # the same statement with other numbers: a changed count or amount
        # Fillers: what differs beyond the cue words ("relocated" vs "moved" is a paraphrase).
        filler_new = {w for w in only_new if w not in SINGLE_VALUED}
        filler_old = {w for w in only_old if w not in SINGLE_VALUED}
        shared_cues = _cues(n) & _cues(o)
        if filler_new and filler_old and shared_cues and _same_attribute(wn, wo) and (
                (_has_value(filler_new, wn) and _has_value(filler_old, wo))
                or (len(filler_new) <= MAX_FILLER and len(filler_old) <= MAX_FILLER)):
            return "CON"  # one single-valued attribute, two fillers: a named value or a short phrase
        if o < n:
            return "OSN"
        if n < o:
            return "NSO"
        if cosine >= self.eqv_cosine and not values_differ and len(only_new) <= 2 and len(only_old) <= 2:
            return "EQV"
        return "IND"


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


def _subject(words: list[str]) -> str:
    first = words[0]
    return PRONOUNS.get(first.lower(), _norm(first))


def _content(words: list[str]) -> set[str]:
    return {_norm(w) for w in words if w.lower() not in STOPWORDS}


def _cues(content: set[str]) -> set[str]:
    return {SINGLE_VALUED[w] for w in content if w in SINGLE_VALUED}


def _same_attribute(new: list[str], old: list[str]) -> bool:
    """False when a cue is directly followed by different content words ("favourite band"
    vs "favourite food"): the cue then names a family of attributes, not one."""
    def head(words: list[str]) -> str | None:
        for i, w in enumerate(words[:-1]):
            if _norm(w) in SINGLE_VALUED and words[i + 1].lower() not in STOPWORDS:
                return _norm(words[i + 1])
        return None

    a, b = head(new), head(old)
    return a is None or b is None or a == b


def _is_number(word: str) -> bool:
    return any(c.isdigit() for c in word) or word in NUMBER_WORDS


def _has_value(diff: set[str], words: list[str]) -> bool:
    """Whether the differing words include a value: a number, or a capitalised word that is
    not just the first word of the sentence (a name, place or brand)."""
    capitalised = {_norm(w) for w in words[1:] if w[:1].isupper()}
    return any(_is_number(w) or w in capitalised for w in diff)
