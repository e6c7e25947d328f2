"""Person rewriting: "I" and "you" replaced by the speakers' names, verbs agreed.

"I just adopted a dog" said by Caroline -> "Caroline just adopted a dog"; "my" -> "Caroline's";
"I'm" / "I am" -> "Caroline is", "I've" -> "Caroline has", "I love" -> "Caroline loves"; "you"
-> the other speaker, the same way. Quoted speech is left exactly as said (its "I" is the
quoted person's). Sentences that speak for a group ("we", "us", "our") are not rewritten
here: the extractor keeps them as said with the speaker named in front, because who "we"
are (the two speakers? the speaker's family?) is not something a rule can tell.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memstrata.extract.rules.lexicon import (
    ADVERBS,
    AGREE,
    AMBIGUOUS_TENSE,
    MODALS,
    OBJECT_FOLLOWERS,
    OBJECT_LEADERS,
    PARTICIPLES,
    WE_WORDS,
    is_past,
)

# Words of any alphabet: "Steingrímsfjarðarheiði" is one word, never "...heið" + "i" ("I").
_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|['’][^\W\d_]+|\s+|.", re.S)
# Quoted spans: "..." and “...”, and '...' when the marks stand outside words.
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<![\w'’])['‘](?=\w)[^'’\n]*?(?<=[\w.!?,])['’](?![\w'’])")
_NOT_A_VERB = {"and", "or", "but", "nor", "too", "myself", "yourself", "alone", "both", "all", "either", "neither",
               "as", "if", "the", "a", "an", "to", "of", "in", "on", "at", "for", "with", "who", "that", "which",
               "here", "there", "included", "guys", "two", "self", "since", "because", "when", "while", "until",
               "after", "before", "though", "although", "so", "than", "like", "about", "from", "by", "into", "over",
               "again", "once", "whenever", "wherever", "unless", "whether", "then", "now", "today", "tomorrow",
               "yesterday", "tonight", "soon", "later", "back", "up", "out", "down", "off", "around", "through"}
_DETERMINERS = {"my", "your", "his", "her", "their", "our", "the", "a", "an", "this", "that", "these", "those"}
_NOUN_PRONOUNS = {"he", "she", "they", "him", "her", "them", "me", "i", "you"}
_FIRST = {"i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll", "im", "ive"}
_SECOND = {"you", "your", "yours", "yourself", "yourselves", "you're", "you've", "you'd", "you'll", "youre", "u"}


# Contractions of "I" and "you", by the verb they stand for ("'d": had or would, by what follows).
_FIRST_CONTRACTIONS = {"i'm": "is", "im": "is", "i've": "has", "ive": "has", "i'll": "will", "i'd": "'d"}
# "we" and its forms ("let's" is a proposal, not a fact about a group: left as said).
_GROUP_FORMS = {"we", "us", "our", "ours", "ourselves", "we're", "we've", "we'll", "we'd"}
_GROUP_CONTRACTIONS = {"we're": "are", "we've": "have", "we'll": "will", "we'd": "'d"}
_SECOND_CONTRACTIONS = {"you're": "is", "youre": "is", "you've": "has", "you'll": "will", "you'd": "'d"}


@dataclass(frozen=True)
class Person:
    """How a speaker is written: "Caroline", or "the user" for a turn without a name."""

    name: str

    @property
    def is_role(self) -> bool:
        return self.name.startswith("the ")

    def subject(self, capital: bool) -> str:
        return self.name[0].upper() + self.name[1:] if capital else self.name

    def possessive(self, capital: bool) -> str:
        return self.subject(capital) + "'s"


@dataclass(frozen=True)
class Group:
    """Who "we" is: the speaker and the people the chat named with them ("Tomasz and
    Tomasz's brother-in-law"), or, when it named nobody, the speaker and others; "our" is then
    the speaker's ("our new flat" -> "Sam's new flat")."""

    speaker: Person
    companions: str | None = None

    def subject(self, capital: bool) -> str:
        if self.companions:
            return f"{self.speaker.subject(capital)} and {self.companions}"
        return f"{self.speaker.subject(capital)} and others"

    def possessive(self, capital: bool) -> str:
        if self.companions:
            return f"{self.subject(capital)}'s"
        return self.speaker.possessive(capital)


def person_of(speaker: str | None) -> Person:
    """A role ("user", "assistant", "system") reads as "the user"; a name stays a name."""
    if not speaker:
        return Person("the speaker")
    if speaker.lower() in ("user", "assistant", "system", "human", "ai", "bot", "speaker"):
        return Person(f"the {speaker.lower()}")
    return Person(speaker)


def quoted_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _QUOTED.finditer(text)]


def _words_outside_quotes(text: str) -> list[str]:
    spans = quoted_spans(text)
    return [m.group(0).lower().replace("’", "'") for m in re.finditer(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text)
            if not any(a <= m.start() < b for a, b in spans)]


@dataclass(frozen=True)
class PersonFlags:
    first: bool  # "I", "me", "my" outside quotes
    second: bool  # "you", "your"
    group: bool  # "we", "us", "our", "let's"


def person_flags(text: str) -> PersonFlags:
    words = set(_words_outside_quotes(text))
    return PersonFlags(bool(words & _FIRST), bool(words & _SECOND), bool(words & WE_WORDS))


def third_person(verb: str) -> str:
    """'love' -> 'loves', 'go' -> 'goes', 'try' -> 'tries', 'have' -> 'has'."""
    low = verb.lower()
    special = {"have": "has", "do": "does", "go": "goes", "be": "is", "am": "is", "are": "is"}
    if low in special:
        out = special[low]
    elif low.endswith(("s", "sh", "ch", "x", "z", "o")):
        out = low + "es"
    elif len(low) > 1 and low.endswith("y") and low[-2] not in "aeiou":
        out = low[:-1] + "ies"
    else:
        out = low + "s"
    return out[0].upper() + out[1:] if verb[:1].isupper() else out


def _agreed(word: str) -> str | None:
    """The third-person form of a subject's first verb, or None to leave it."""
    low = word.lower().replace("’", "'")
    if low in AGREE:
        return AGREE[low]
    if low in MODALS or is_past(low) or low in AMBIGUOUS_TENSE or low in _NOT_A_VERB:
        return None
    if not low.isalpha() or "'" in low:
        return None
    return third_person(word)


class _Rewriter:
    """One pass over a sentence's tokens."""

    def __init__(self, text: str, speaker: Person, listener: Person | None, group: Group | None = None):
        self.tokens = [m.group(0) for m in _TOKEN.finditer(text)]
        starts, pos = [], 0
        for t in self.tokens:
            starts.append(pos)
            pos += len(t)
        spans = quoted_spans(text)
        self.frozen = [any(a <= s < b for a, b in spans) for s in starts]
        self.speaker, self.listener, self.group = speaker, listener, group
        self.group_named = False
        self.out: list[str] = []

    def _word_at(self, i: int, step: int) -> tuple[int, str]:
        """Index and lower-cased text of the nearest word token from ``i`` in direction ``step``
        (-1/+1) across spaces only; (-1, "") at punctuation or the end."""
        j = i + step
        while 0 <= j < len(self.tokens) and self.tokens[j].isspace():
            j += step
        if 0 <= j < len(self.tokens) and self.tokens[j][:1].isalpha() or 0 <= j < len(self.tokens) and \
                self.tokens[j][:1] in "'’" and len(self.tokens[j]) > 1:
            return j, self.tokens[j].lower().replace("’", "'")
        return -1, ""

    def _capital(self) -> bool:
        """Whether the next word starts the sentence (nothing but spaces and quotes before it)."""
        return all(t.isspace() or t in "\"“'‘(" for t in self.out)

    def _agree_after(self, i: int) -> None:
        """Agree the first verb after the subject at token ``i`` (adverbs skipped)."""
        j, word = self._word_at(i, +1)
        while j >= 0 and (word in ADVERBS or (word.endswith("ly") and len(word) > 4)):
            j, word = self._word_at(j, +1)
        if j < 0 or self.frozen[j]:
            return
        if word == "am":
            self.tokens[j] = "is" if self.tokens[j].islower() else "Is"
            return
        agreed = _agreed(self.tokens[j])
        if agreed is not None:
            self.tokens[j] = agreed

    def _name(self, person: Person, possessive: bool) -> str:
        capital = self._capital()
        return person.possessive(capital) if possessive else person.subject(capital)

    def run(self) -> str:
        for i, tok in enumerate(self.tokens):
            low = tok.lower().replace("’", "'")
            if self.frozen[i] or not tok[:1].isalpha():
                self.out.append(tok)
                continue
            if low in _FIRST:
                self.out.append(self._first(i, low))
            elif low in _SECOND and self.listener is not None and low != "u":
                self.out.append(self._second(i, low))
            elif low in _GROUP_FORMS and self.group is not None:
                self.out.append(self._we(i, low))
            else:
                self.out.append(tok)
        return "".join(self.out)

    def _in_compound(self, i: int) -> bool:
        """'my husband and I love' / 'Sam and you have' / 'you and I': a plural subject, the
        verb stays as it is; but 'you are kind and you have' is two clauses."""
        j, prev = self._word_at(i, -1)
        if self._word_at(i, +1)[1] in ("and", "or"):
            return True
        if prev not in ("and", "or", "nor"):
            return False
        k, before = self._word_at(j, -1)
        if k < 0:
            return False
        if self.tokens[k][:1].isupper() or before in _NOUN_PRONOUNS:
            return True  # "Sam and I", "him and me"
        return self._word_at(k, -1)[1] in _DETERMINERS  # "my husband and I"

    def _first(self, i: int, low: str) -> str:
        p = self.speaker
        if low in ("my", "mine"):
            return self._name(p, possessive=True)
        if low == "myself":
            return "themself"
        if low in _FIRST_CONTRACTIONS:
            return self._contraction(p, i, _FIRST_CONTRACTIONS[low])
        if low == "i" and not self._in_compound(i):
            self._agree_after(i)
        return self._name(p, False)

    def _contraction(self, p: Person, i: int, verb: str) -> str:
        """The named person and the verb a contraction stands for; "'d" is "had" before a
        participle ("I'd gone"), else "would"."""
        if verb == "'d":
            verb = "had" if self._word_at(i, +1)[1] in PARTICIPLES else "would"
        return f"{self._name(p, False)} {verb}"

    def _we(self, i: int, low: str) -> str:
        """"we" as the people it stands for; the verb stays plural, as "we" had it."""
        assert self.group is not None
        capital = self._capital()
        named = self.group_named
        self.group_named = True  # named once; after that "they" reads better than the names again
        name = ("They" if capital else "they") if named else self.group.subject(capital)
        if low == "us":
            return "them" if named else name
        if low in ("our", "ours"):
            return ("their" if low == "our" else "theirs") if named else self.group.possessive(capital)
        if low == "ourselves":
            return "themselves"
        if low in _GROUP_CONTRACTIONS:
            verb = _GROUP_CONTRACTIONS[low]
            if verb == "'d":
                verb = "had" if self._word_at(i, +1)[1] in PARTICIPLES else "would"
            return f"{name} {verb}"
        return name

    def _second(self, i: int, low: str) -> str:
        p = self.listener
        assert p is not None
        if low in ("your", "yours"):
            return self._name(p, possessive=True)
        if low in ("yourself", "yourselves"):
            return "themself" if low == "yourself" else "themselves"
        if low in _SECOND_CONTRACTIONS:
            return self._contraction(p, i, _SECOND_CONTRACTIONS[low])
        prev = self._word_at(i, -1)[1]
        j, nxt = self._word_at(i, +1)
        leader = prev in OBJECT_LEADERS or (prev.endswith("s") and prev[:-1] in OBJECT_LEADERS)
        subject = not leader and j >= 0 and nxt not in OBJECT_FOLLOWERS
        if subject and not self._in_compound(i):
            self._agree_after(i)
        return self._name(p, False)


def rewrite_persons(text: str, speaker: Person, listener: Person | None, group: Group | None = None) -> str:
    """``text`` with first person written as ``speaker``, second person as ``listener`` (left
    as "you" when there is no listener) and first person plural as ``group`` (left as said
    when None), verbs agreed, quotes untouched."""
    return _Rewriter(text, speaker, listener, group).run()


def insert_subject(text: str, speaker: Person, verb_form: str | None) -> str:
    """A sentence whose "I" was left out ("Twisted my knee", "Love it") with the speaker put
    back in front: ``verb_form`` replaces the first word when it must agree ("Loves it")."""
    first, _, rest = text.partition(" ")
    verb = verb_form if verb_form is not None else first[0].lower() + first[1:]
    return f"{speaker.subject(True)} {verb} {rest}".rstrip()
