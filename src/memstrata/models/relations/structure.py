"""What a fact's surface says about its structure, for the checks a relation label must pass
before ROAM acts on it (``checks.py``).

ROAM's own rule is that CON, OSN, NSO and EQV need the same aligned entity and attribute, and
that a state and an explicitly dated past state are independent unless the text states a
change. A classifier can miss both (it reads two sentences about one person as one topic), so
these functions pull out the few things that can be read off the text without a model:

- ``subject``: who or what the fact is about, as a key, when the sentence starts in a way
  that says so unambiguously ("Caroline ...", "Sam's locker 3 ...", "My sister ...", "The
  user ...", "Priya mentioned that she ..."); ``None`` when it cannot tell (a pronoun, a
  bare noun phrase), so a check that needs it stays silent rather than guess;
- ``numbers``: the quantities it states (digits, number words, ordinals), which a
  restatement keeps;
- ``dated``: an explicit date, time or price ("in March 2022", "last week", "$40");
- ``past_state``: a state placed in the past ("used to", "back in 2021", "previously");
- ``change_cue``: words that state a change ("moved", "no longer", "switched", "now");
- ``multi_valued``: a predicate of a multi-valued attribute (likes, speaks, visited, plays).

The word lists are closed classes of English (pronouns, kinship and role nouns, change
verbs), not vocabulary fitted to a data set.
"""

from __future__ import annotations

import functools
import re
import unicodedata

SELF = "@self"  # the user / "I": one person whatever the wording

_WORD = re.compile(r"[^\W\d_][\w'’.-]*|\d+(?:[.,]\d+)*(?:st|nd|rd|th)?")
_APOS = re.compile(r"[’`´]")

_NUMBER_WORDS = {w: i for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"])}
_NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
                      "ninety": 90, "hundred": 100, "a dozen": 12, "dozen": 12, "twice": 2, "once": 1})
_ORDINALS = {w: i + 1 for i, w in enumerate(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"])}

# Nouns that, after a possessive, name another entity (a person, an animal, a numbered
# thing) rather than an attribute: "Caroline's sister" is not Caroline.
_RELATION_NOUNS = {
    "mom": "mother", "mum": "mother", "mother": "mother", "mama": "mother", "dad": "father", "father": "father",
    "papa": "father", "parents": "parents", "sister": "sister", "sisters": "sister", "brother": "brother",
    "brothers": "brother", "sibling": "sibling", "siblings": "sibling", "son": "son", "sons": "son",
    "daughter": "daughter", "daughters": "daughter", "kid": "child", "kids": "child", "child": "child",
    "children": "child", "baby": "child", "wife": "spouse", "husband": "spouse", "spouse": "spouse",
    "partner": "partner", "boyfriend": "partner", "girlfriend": "partner", "fiance": "partner",
    "fiancé": "partner", "fiancee": "partner", "fiancée": "partner", "grandmother": "grandmother",
    "grandma": "grandmother", "gran": "grandmother", "granny": "grandmother", "nana": "grandmother",
    "grandfather": "grandfather", "grandpa": "grandfather", "granddad": "grandfather", "grandparents": "grandparents",
    "grandson": "grandchild", "granddaughter": "grandchild", "grandchildren": "grandchild",
    "aunt": "aunt", "uncle": "uncle", "cousin": "cousin", "cousins": "cousin", "niece": "niece", "nephew": "nephew",
    "friend": "friend", "friends": "friend", "roommate": "roommate", "flatmate": "roommate", "neighbor": "neighbour",
    "neighbour": "neighbour", "neighbors": "neighbour", "neighbours": "neighbour", "boss": "boss", "manager": "boss",
    "colleague": "colleague", "coworker": "colleague", "co-worker": "colleague", "colleagues": "colleague",
    "teacher": "teacher", "coach": "coach", "doctor": "doctor", "therapist": "therapist", "landlord": "landlord",
    "team": "team", "band": "band", "company": "company", "startup": "company", "business": "company",
    "dog": "dog", "cat": "cat", "puppy": "dog", "kitten": "cat", "pet": "pet", "pets": "pet", "horse": "horse",
    "in-laws": "in-laws", "stepmother": "stepmother", "stepfather": "stepfather", "stepson": "stepson",
    "stepdaughter": "stepdaughter", "mother-in-law": "mother-in-law", "father-in-law": "father-in-law",
    "sister-in-law": "sister-in-law", "brother-in-law": "brother-in-law", "ex": "ex", "ex-wife": "ex",
    "ex-husband": "ex", "student": "student", "students": "student", "client": "client", "clients": "client",
}
_SELF_WORDS = {"i", "me", "myself"}
# "The client's sister", "the patient": the person a case file is about, like "the user".
_SELF_NOUNS = {"user", "client", "patient", "customer"}
_COMMON_VERBS = {"is", "was", "has", "had", "can", "could", "will", "would", "should", "may", "might", "must", "does",
                 "did", "do", "got", "went", "took", "made", "bought", "sold", "left", "met", "said", "told", "gave",
                 "began", "became", "came", "saw", "ran", "won", "lost", "found", "kept", "felt", "thought", "knew",
                 "drove", "wrote", "spent", "paid", "built", "broke", "grew", "flew", "swam", "sang", "taught", "brought",
                 "caught", "fell", "held", "hurt", "quit", "put", "set", "let", "cut", "read", "just", "also", "still",
                 "now", "never", "always", "often", "usually", "recently", "finally", "really", "and", "lives", "works",
                 "are", "were", "isn't", "wasn't", "hasn't", "doesn't", "didn't", "won't", "can't"}
_NOT_VERBS_ENDING_IN_S = {"this", "his", "hers", "its", "us", "as", "yes", "plus", "thus", "always", "sometimes",
                          "perhaps", "less", "unless", "across", "towards", "besides", "days", "weeks", "months",
                          "years", "times", "lessons", "classes", "friends", "parents", "kids", "plans", "news"}
# Capitalised openers of subjectless notes that name an attribute, not a person ("Age 34.").
_ATTRIBUTE_OPENERS = {"age", "job", "work", "home", "address", "phone", "email", "mobile", "number", "car", "weekend",
                      "birthday", "allergy", "allergies", "diet", "hobby", "hobbies", "favourite", "favorite",
                      "status", "plan", "plans", "school", "health", "flat", "house", "apartment", "new", "old",
                      "still", "now", "first", "last", "next", "cat", "dog", "pet", "pets", "salary", "rent", "gym",
                      "doctor", "dentist", "appointment", "meeting", "trip", "holiday", "vacation", "wedding",
                      "engaged", "married", "single", "divorced", "based", "lives", "works", "moved", "started",
                      "finished", "signed", "booked", "bought", "sold", "got", "has", "had", "is", "was", "keeps",
                      "wants", "loves", "likes", "hates", "thinks", "feels", "says", "said", "told", "mentioned",
                      "hurt", "quit", "left", "drives", "owns", "uses", "takes", "plays", "speaks", "reads",
                      "watches", "goes", "visits", "visited", "hopes", "prefers", "enjoys", "learning"}
_SELF_POSSESSIVE = {"my", "our"}
_THIRD_PRONOUNS = {"he", "she", "they", "him", "her", "them", "his", "hers", "their", "it", "its", "we", "you",
                   "your", "this", "that", "these", "those", "there", "here"}
_DETERMINERS = {"the", "a", "an", "some", "every", "each", "all", "both", "no", "any", "one"}
_TITLES = {"dr", "dr.", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "prof", "prof.", "aunt", "uncle", "grandma",
           "grandpa", "auntie", "sir", "lady", "miss"}
_NOT_NAMES = {"yesterday", "today", "tomorrow", "recently", "currently", "now", "lately", "also", "still",
              "after", "before", "since", "during", "when", "while", "on", "in", "at", "last", "next", "this",
              "every", "according", "note", "reminder", "update", "correction", "apparently", "actually",
              "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
              "february", "march", "april", "may", "june", "july", "august", "september", "october",
              "november", "december", "so", "and", "but", "then", "meanwhile", "earlier", "later", "back",
              "user", "assistant", "someone", "everyone", "nobody", "if", "as", "for", "because", "although"}
_REPORT_VERBS = (r"(?:has |had |just |also |then |once )?(?:mentioned|mentions|said|says|noted|notes|shared|shares|"
                 r"told|tells|reported|reports|explained|explains|revealed|reveals|stated|states|added|adds|"
                 r"thinks|thought|believes|believed|feels|felt|confirmed|confirms|admitted|admits|wrote|writes|"
                 r"posted|posts|announced|announces|recalled|recalls|remembered|remembers|hopes|hoped|"
                 r"wants|wanted|plans|planned|is planning|was planning|is hoping)")
_REPORT = re.compile(rf"^(?P<who>.{{1,40}}?)\s+{_REPORT_VERBS}(?:\s+(?:me|us|them|him|her|\w+))?"
                     r"(?:\s+that\b|\s*[,:]|\s+(?=(?:he|she|they|i|his|her|their|my)\b))\s*(?P<rest>.+)$", re.I)
_LEADING_ADVERBIAL = re.compile(r"^(?:(?:on|in|at|during|since|after|before|by|as of|around|over|last|next|this|"
                                r"yesterday|today|tomorrow|recently|currently|now|lately|earlier|later|these days|"
                                r"update|note|reminder|correction|fyi|actually|apparently|also|meanwhile|so|and|but)"
                                r"\b[^,:]{0,40}[,:]\s*)+", re.I)
_LEADING_YEAR = re.compile(r"^(?:in|since|by|until|during|around)\s+(?:early |late |mid-?)?(?:19|20)\d\d\s+(?=[A-Z])", re.I)
_TERSE_NOTE = re.compile(r"^(?P<who>[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2})\s*[:\-–—]\s+(?P<rest>.+)$")

_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
_DATED = re.compile(rf"\b(?:(?:19|20)\d\d\b|\d{{4}}-\d\d(?:-\d\d)?|(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b|"
                    rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\b|(?:in|since|until|by|during|last|next|"
                    rf"this|early|late|mid)[- ](?:{_MONTHS})\b|yesterday|tomorrow|tonight|last (?:week|month|"
                    rf"year|night|weekend|summer|winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|"
                    rf"friday|saturday|sunday)|(?:a|one|two|three|four|five|six|\d+|few|couple of) (?:days?|weeks?|"
                    rf"months?|years?) ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|"
                    rf"\d{{1,2}}(?::\d\d)?\s*(?:am|pm)\b)", re.I)
_PRICED = re.compile(r"[$€£¥₹]\s?\d|\d\s?(?:dollars?|euros?|pounds?|bucks|usd|eur|gbp|yen|rupees?)\b", re.I)
_PAST_STATE = re.compile(r"\b(?:used to|back in|back when|previously|formerly|once upon|as a (?:kid|child|teen|"
                         r"teenager|student)|when (?:he|she|they|i|we) (?:was|were) (?:young|little|a kid|a child|in)|"
                         r"(?:\w+ )?years? ago|in (?:19|20)\d\d|until (?:19|20)\d\d|(?:19|20)\d\d\s*(?:-|–|to)\s*"
                         r"(?:19|20)\d\d|in (?:his|her|their|my) (?:youth|twenties|thirties|teens)|"
                         r"(?:had|was|were) (?:once|previously|originally))\b", re.I)
_CHANGE_CUE = re.compile(r"\b(?:moved|moving|relocated|relocating|switched|switching|changed|changing|now|no longer|"
                         r"anymore|any more|stopped|quit|quitting|left|leaving|started|starting|became|become|becomes|"
                         r"instead|replaced|replacing|new|newly|got a|upgraded|downgraded|promoted|transferred|"
                         r"divorced|separated|broke up|engaged|married|remarried|correction|actually|turns out|"
                         r"turned out|rescheduled|postponed|cancell?ed|called off|pushed back|brought forward|"
                         r"updated|renamed|retired|resigned|fired|laid off|hired|joined|gave up|sold|traded|"
                         r"from .{1,40} to |not .{1,30} but|these days|currently|at the moment|is back|went back|"
                         r"returned|switch|change|move to|moves to|moved to|since then)\b", re.I)
_MULTI_VALUED = re.compile(r"\b(?:likes?|liked|loves?|loved|enjoys?|enjoyed|adores?|is into|are into|is a fan of|"
                           r"fan of|is interested in|interested in|speaks?|spoke|visited|visits|has been to|have been "
                           r"to|traveled to|travelled to|plays?|played|collects?|reads?|watches|listens? to|"
                           r"is friends with|friends with|is allergic to|allergic to|is learning|learns|learned|"
                           r"learnt|took up|takes up|hobby|hobbies|volunteers?|volunteered|owns? a|has a pet|"
                           r"grows?|knows how to|can (?:speak|play|cook|swim|drive)|practices|practises|"
                           r"is passionate about|passionate about|cooks?|bakes?|paints?|draws?|writes?)\b", re.I)
_SINGLE_MARKER = re.compile(r"\b(?:favou?rite|best|most|main|primary|only|usual|current|number one)\b", re.I)


def normalize(text: str) -> str:
    """Case, accents' width forms, apostrophes, punctuation and spacing folded away."""
    text = unicodedata.normalize("NFKC", _APOS.sub("'", text)).casefold()
    return " ".join(re.sub(r"[^\w\s']", " ", text).split())


def numbers(text: str) -> tuple[int | float, ...]:
    """The quantities a text states, sorted: digits (ordinals and decimals too) and number words."""
    found: list[int | float] = []
    lowered = _APOS.sub("'", text).lower()
    for m in re.finditer(r"\d+(?:[.,]\d+)*", lowered):
        raw = m.group().replace(",", "")
        try:
            found.append(float(raw) if "." in raw else int(raw))
        except ValueError:
            continue
    for word in re.findall(r"[a-z]+(?:-[a-z]+)?", lowered):
        for part in word.split("-"):
            if part in _NUMBER_WORDS:
                found.append(_NUMBER_WORDS[part])
            elif part in _ORDINALS:
                found.append(_ORDINALS[part])
    return tuple(sorted(found))


_NEGATION = re.compile(r"\b(?:not|never|no|none|nobody|nothing|nowhere|neither|nor|without|cannot)\b|n't\b", re.I)


def negated(text: str) -> bool:
    return bool(_NEGATION.search(_APOS.sub("'", text)))


_ONGOING = re.compile(r"\b(?:since|as of|from|starting|effective)\s+(?:early |late |mid-?|the )?[^,.;]{0,25}", re.I)


_CONTINUITY = re.compile(r"\b(?:still|remains?|remained|continues? to|continued to|keeps? (?:on|up)|as before|"
                         r"as usual|unchanged|again)\b", re.I)


def continuity(text: str) -> bool:
    """The text says a value did not change ("still a pharmacist at ...")."""
    return bool(_CONTINUITY.search(text))


def dated(text: str) -> bool:
    """An explicit date, time or price, other than the start of an ongoing state ("since 2019")."""
    text = _ONGOING.sub(" ", text)
    return bool(_DATED.search(text) or _PRICED.search(text))


def past_state(text: str) -> bool:
    return bool(_PAST_STATE.search(text))


def change_cue(text: str) -> bool:
    return bool(_CHANGE_CUE.search(text))


def multi_valued(text: str) -> bool:
    return bool(_MULTI_VALUED.search(text)) and not _SINGLE_MARKER.search(text)


@functools.lru_cache(maxsize=65_536)  # each candidate text is read by several checks, for many newcomers
def subject(text: str) -> str | None:
    """A key for who or what the fact is about, or None when the opening does not say."""
    text = _APOS.sub("'", text).strip().strip("\"'“”-•* ")
    text = _LEADING_YEAR.sub("", _LEADING_ADVERBIAL.sub("", text))
    reporter = None
    terse = _TERSE_NOTE.match(text)
    if terse:
        who = terse.group("who").split()
        first = who[0].lower()
        if first in _NOT_NAMES or first in _ATTRIBUTE_OPENERS or first in _RELATION_NOUNS:
            return None  # "Boyfriend: Julien Mercier.": a field of the person the notes are about
        reporter, text = _head_key(who, named=True), terse.group("rest")
    report = _REPORT.match(text)
    if report:
        who = _head_key(report.group("who").split())
        if who is not None:
            reporter, text = who, report.group("rest")
    text = _LEADING_ADVERBIAL.sub("", text)
    tokens = _WORD.findall(text)
    if not tokens:
        return reporter
    first = tokens[0].lower()
    if first in ("he", "she", "they") or (first in ("his", "her", "their") and reporter):
        if reporter is None:
            return None
        if first in ("his", "her", "their"):
            return _possessed(reporter, tokens[1:])
        return reporter
    key = _head_key(tokens)
    if key is None and reporter is not None and first not in _THIRD_PRONOUNS and first not in _DETERMINERS:
        # a terse note's body ("Lena: vegetarian since 2021.") is about the note's subject
        return reporter if terse else None
    return key


def _head_key(tokens: list[str], named: bool = False) -> str | None:
    if not tokens:
        return None
    first = tokens[0].lower().rstrip(".,:;")
    if first in _SELF_WORDS:
        return SELF
    if first in _SELF_POSSESSIVE:
        return _possessed(SELF, tokens[1:])
    if first == "the" and len(tokens) > 1 and tokens[1].lower() in ("user", "user's"):
        return _after_name(SELF, tokens[1:])
    if first in ("user", "user's"):
        return _after_name(SELF, tokens)
    if first == "the" and len(tokens) > 1 and tokens[1].lower().removesuffix("'s") in _SELF_NOUNS:
        return _after_name(SELF, tokens[1:])
    name: list[str] = []
    i = 0
    while i < len(tokens) and len(name) < 4:
        tok = tokens[i]
        bare = tok[:-2] if tok.lower().endswith("'s") else tok
        lower = bare.lower().rstrip(".")
        if not bare[:1].isupper() or lower in _NOT_NAMES or lower in _THIRD_PRONOUNS or lower in _DETERMINERS:
            break
        if lower in _TITLES and i + 1 < len(tokens):
            i += 1
            continue
        name.append(lower)
        i += 1
        if tok.lower().endswith("'s"):
            break
    if not name or (len(name) == 1 and i == 1 and not named and not _reads_as_name(tokens)):
        return None
    return _after_name("name:" + " ".join(name), tokens[i - 1:] if tokens[i - 1].lower().endswith("'s") else tokens[i:])


def _reads_as_name(tokens: list[str]) -> bool:
    """A lone capitalised first word is a name only when what follows reads like a subject's
    continuation: a possessive, or a verb ("Tiago turned 7", "Inês lives in Lisbon"). Notes
    often drop their subject and start with a capitalised verb or noun ("Taking cello
    lessons", "Sold the Clio", "Age 34"), which must not count as a person."""
    word = tokens[0].lower()
    if word.endswith("'s"):
        return True
    if word.endswith(("ing", "ed")) or word in _RELATION_NOUNS or word in _ATTRIBUTE_OPENERS or len(tokens) < 2:
        return False
    nxt = tokens[1].lower().rstrip(".,:;")
    if nxt in _NOT_VERBS_ENDING_IN_S:
        return False
    return nxt in _COMMON_VERBS or nxt.endswith(("s", "ed")) or nxt.endswith("n't")


def _after_name(key: str, rest: list[str]) -> str:
    """The possessive chain after a subject ("Sam's locker 3", "the user's sister")."""
    if rest and rest[0].lower().endswith("'s"):
        return _possessed(key, rest[1:])
    if len(rest) >= 2 and rest[0].lower() == "and" and rest[1][:1].isupper():
        return key + "+" + rest[1].lower().removesuffix("'s")
    return key


def _possessed(owner: str, rest: list[str]) -> str:
    """``owner``'s relation noun (plus the name or number after it) as a new entity, else the owner
    itself: "my favourite colour" is about me, "my sister" and "locker 3" are not."""
    words = [t.lower() for t in rest[:4]]
    for j, word in enumerate(words[:3]):
        noun = _RELATION_NOUNS.get(word.rstrip(".,"))
        if noun is not None:
            # the name after it, also as an apposition ("the client's sister, Kari Lunde, ...")
            names = []
            for tail in rest[j + 1:j + 4]:
                if not (tail[:1].isupper() or tail[:1].isdigit()) or tail.lower() in _NOT_NAMES:
                    break
                names.append(tail.lower().removesuffix("'s"))
            return f"{owner}/{noun}" + (f"#{' '.join(names)}" if names else "")
        if j + 1 < len(rest) and re.fullmatch(r"#?\d+[a-z]?|[a-z]?\d+", rest[j + 1].lower()):
            return f"{owner}/{word}#{rest[j + 1].lower().lstrip('#')}"
        if word in _DETERMINERS or word in ("new", "old", "younger", "older", "little", "big", "best", "eldest",
                                             "youngest", "oldest", "late", "former", "current", "two", "three"):
            continue
        break
    return owner


def same_subject(a: str | None, b: str | None, text_a: str = "", text_b: str = "") -> bool | None:
    """True / False when both subjects are known, None when either is not or when the texts may
    just be worded around different anchors. Names match when one is the other with more words
    ("Jon" / "Jon Smith"); the user and a named person are not compared; a person and their
    relative are not called different ("Olivia's father died" / "Olivia lost her dad"), two
    different relatives or numbered things are ("locker 3" / "locker 5", "sister" / "brother");
    two names are different people unless each text also names the other's subject ("Tariq is
    Aisha's husband" / "Aisha's husband is called Tariq" are about both; "Maria spreads kindness"
    / "John encourages Maria to spread kindness" are not)."""
    if a is None or b is None:
        return None
    if a == b:
        return True
    head_a, _, rest_a = a.partition("/")
    head_b, _, rest_b = b.partition("/")
    ident_a, ident_b = rest_a.partition("#")[2], rest_b.partition("#")[2]
    if (ident_a and head_b == f"name:{ident_a}" and not rest_b) or (ident_b and head_a == f"name:{ident_b}" and not rest_a):
        return True  # "Inês's son Tiago ..." / "Tiago ...": the relative, named
    if SELF in (head_a, head_b) and head_a != head_b:
        return None  # "I" and "Caroline" may be one person: an unrewritten first-person fact
    if head_a == head_b:
        if not rest_a or not rest_b:
            # a person and a relative: the same fact only when the person's text names the
            # relative too ("Olivia's father died" / "Olivia lost her dad"); "the client's mother
            # lives in Alesund" / "the client's home is in Bergen" are about two people
            noun = (rest_a or rest_b).partition("#")[0]
            other = text_b if rest_a else text_a
            words = {_RELATION_NOUNS.get(w.removesuffix("'s")) for w in normalize(other).split()}
            return None if noun in words or not other else False
        kind_a, _, id_a = rest_a.partition("#")
        kind_b, _, id_b = rest_b.partition("#")
        if kind_a != kind_b:
            return False
        return not (id_a and id_b and id_a != id_b)
    if head_a.startswith("name:") and head_b.startswith("name:"):
        wa, wb = head_a[5:].split("+")[0].split(), head_b[5:].split("+")[0].split()
        short, long_ = sorted((wa, wb), key=len)
        if long_[:len(short)] == short or long_[-len(short):] == short:
            return None if ("+" in head_a) != ("+" in head_b) else _same_rest(rest_a, rest_b)
        lowered_a, lowered_b = ([w.removesuffix("'s") for w in normalize(x).split()] for x in (text_a, text_b))
        if any(w in lowered_b for w in wa) and any(w in lowered_a for w in wb):
            return None  # each names the other: one fact worded around two anchors
        return False
    return None


def _same_rest(rest_a: str, rest_b: str) -> bool | None:
    if rest_a == rest_b:
        return True
    if not rest_a or not rest_b:
        return None
    return False if rest_a.partition("#")[0] != rest_b.partition("#")[0] else None
