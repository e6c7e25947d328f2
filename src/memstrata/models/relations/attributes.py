"""What two statements about one subject say about its attributes: their content words (stemmed,
with closed classes of the common single-valued attributes) and the ages they state. Used by
the checks that CON needs a shared attribute and that an age and a later age are CON."""

from __future__ import annotations

import functools
import re

import snowballstemmer

from memstrata.models.relations.structure import _APOS, _LEADING_ADVERBIAL, _SELF_NOUNS, SELF, normalize

_stemmer = snowballstemmer.stemmer("english")

_STOP = frozenset("""a an the and or but of to in on at for with from by as into onto
about over under after before since until than then so such this that these those it its is
are was were be been being am do does did has have had having will would shall should
can could may might must not no nor just also still now very really quite too more most
less least some any all each every both either neither other another own same he she they him
her them his hers their theirs we us our you your i me my mine who whom whose
which what when where why how there here up down out off again once today yesterday tomorrow""".split())  # noqa: SIM905
# Closed classes of the most common single-valued attributes: two statements in one class are
# about the same attribute even with no word in common ("lives in" / "moved to", "is engaged").
_ATTRIBUTE_CLASSES = {
    "residence": "live lives lived living reside resides resided home house flat apartment address based moved "
                 "move moving relocated relocate settled stays staying neighbourhood neighborhood city town",
    "employment": "work works worked working job employed employer employ employs company firm career hired "
                  "joined position role office colleague boss promoted profession occupation",
    "partner": "partner boyfriend girlfriend fiance fiancé fiancee fiancée husband wife spouse married marry "
               "engaged engagement dating relationship single divorced separated widowed",
    "age": "age aged turned turns birthday",
    "contact": "phone number mobile email address",
    "name": "name named called",
    "school": "school university college studies studying student class grade course degree",
    "vehicle": "car drives drive vehicle bike motorbike scooter van truck",
    "diet": "vegetarian vegan eats eat diet meat pescatarian",
}
_CLASS_OF = {w: c for c, words in _ATTRIBUTE_CLASSES.items() for w in words.split()}
_AGE = re.compile(r"(?:(?P<who>[^\W\d_][\w'’-]*)\s+)?(?:is|turned|turns|aged|age|is now|will be|was)\s+(?P<n>\d{1,3})"
                  r"(?=\s*(?:$|[.,;:!)]|years?\b|yrs?\b|today|now|this|on|in|last|next|and|but|since|soon))"
                  r"|(?:(?P<who2>[^\W\d_][\w'’-]*)\s+)?(?:is\s+)?(?P<n2>\d{1,3})[- ]years?[- ](?:old|of age)", re.I)


def content_words(text: str, exclude: frozenset[str] | set[str] = frozenset()) -> set[str]:
    """Stemmed content words (stop words and ``exclude`` dropped), with their attribute classes."""
    out = set()
    for word, stem, cls in _words(text):
        if word in exclude:
            continue
        out.add(stem)
        if cls:
            out.add(cls)
    return out


@functools.lru_cache(maxsize=65_536)  # the checks read each text many times, once per pair it is in
def _words(text: str) -> tuple[tuple[str, str, str | None], ...]:
    """Each content word of ``text`` with its stem and attribute class."""
    return tuple((w, _stemmer.stemWord(w), "class:" + _CLASS_OF[w] if w in _CLASS_OF else None)
                 for w in re.findall(r"[^\W\d_]+", normalize(text)) if w not in _STOP and len(w) >= 2)


def subject_words(key: str | None) -> set[str]:
    """The words naming a subject, left out when comparing what two facts say about it."""
    if key is None:
        return set()
    words = set(re.findall(r"[^\W\d_]+", key.replace("name:", " ").replace(SELF, " ")))
    return words | (_SELF_NOUNS if SELF in key else set())


def ages(text: str) -> list[tuple[str, int]]:
    """(holder, years) for each age stated: "Tiago turned 7" -> ("tiago", 7); "Age 34." -> ("", 34)."""
    found = []
    text = _LEADING_ADVERBIAL.sub("", _APOS.sub("'", text).strip())
    for m in _AGE.finditer(text):
        who = (m.group("who") or m.group("who2") or "").lower().removesuffix("'s")
        n = int(m.group("n") or m.group("n2"))
        if who in _STOP or who in ("age", "aged", "about", "around", "nearly", "almost", "roughly", "over"):
            who = ""
        if not who and m.start() > 0:
            continue  # an unnamed holder only when the note is an age statement ("Age 34.", "Turned 35.")
        if 0 < n <= 120:
            found.append((who, n))
    return found
