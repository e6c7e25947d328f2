"""Named entities of an observation, and which surface forms name the same entity.

An observation is a short third-person sentence ("Caroline went to an LGBTQ support group
last week (the week before 8 May 2023)."). Its entities are read from capitalisation alone:
a run of capitalised words mid-sentence is a name ("Golden Gate Bridge", "Bank of America"),
a quoted Title Case phrase is a title ("Becoming Nicole"). The first word of a sentence is
capitalised whatever it is, so it counts only with evidence: it is a name already known, it
is followed by a verb ("Caroline went"), a possessive, a colon (the rules extractor's
"Melanie: ..." attribution), or it is capitalised elsewhere mid-sentence. No model, no
dictionary beyond the word lists below: fast and deterministic, and wrong in the ways
capitalisation is (a name written in lower case is missed).
"""

from __future__ import annotations

import re
from bisect import bisect_left, insort
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from memstrata.extract.rules.lexicon import (
    ADVERBS,
    AMBIGUOUS_TENSE,
    APPRAISAL,
    FUNCTION,
    QUESTION_OPENERS,
    is_past,
    words_of,
)

WEEKDAYS = words_of("monday tuesday wednesday thursday friday saturday sunday")
MONTHS = words_of("january february march april may june july august september october november december "
                  "jan feb mar apr jun jul aug sep sept oct nov dec")
# Words that open a sentence and are not names: function words, pronouns, conjunctions,
# prepositions, time words and small talk (the rules extractor's lists and a few more).
_SENTENCE_STARTERS = words_of("""after before during while since until when whenever where wherever because although
though unless whether if once as at by for from in into of on onto over through throughout under upon with within
without about above across against along among around behind below beneath beside besides between beyond despite
except inside near outside past per toward towards via yesterday today tomorrow tonight last next this that these
those every each either neither both another other such first second third finally lastly later earlier afterwards
afterward meanwhile recently lately currently now then soon still anyway anyhow however moreover furthermore
besides instead otherwise perhaps maybe hopefully unfortunately fortunately luckily sadly honestly basically
apparently obviously clearly actually anyway yes no not none nobody nothing everyone everybody someone somebody
anyone anybody everything something anything here there i me my we our you your he him his she her it its they
them their who what which why how a an the and or but nor so yet also plus note update ps fyi btw sure thanks
thank morning evening afternoon night weekend week month year season spring summer fall autumn winter happy merry
dear hi hey hello good great wow oh ok okay one two three four five six seven eight nine ten many much more most
few several some any all half whole just even only""")
INITIAL_STOP = (_SENTENCE_STARTERS | FUNCTION | ADVERBS | APPRAISAL | QUESTION_OPENERS | WEEKDAYS | MONTHS)
# Common nouns that often open a sentence followed by a verb ("Family is everything", "Art
# helped her heal"): a verb after them is no evidence of a name.
_COMMON_STARTERS = words_of("""family life art music nature love friendship friends kids children parents people work
school college home health faith hope peace time money food travel traveling reading writing dancing yoga pottery
therapy counseling sports exercise running hiking camping fishing gardening photography cooking baking books movies
games pets dogs cats animals birthday anniversary holidays vacation kindness support community society
education research science history mom dad mum mother
father sister brother grandma grandpa grandmother grandfather aunt uncle cousin husband wife son daughter baby
everything nothing""")
# Suffixes of abstract nouns ("Happiness is a choice", "Education matters"): not names.
_ABSTRACT_SUFFIXES = ("ness", "tion", "sion", "ment", "ity", "ism", "ship", "ance", "ence")
# What may follow a sentence's first word and show it is the subject, so a name: an
# auxiliary, a modal, a speech verb, a common third-person verb, an adverb before a verb.
_VERB_AFTER_NAME = words_of("""is was has had have are were will would can could did does didn't doesn't isn't
wasn't hasn't won't can't couldn't wouldn't should shall may might must 's said says told tells asked asks went goes
loves likes wants needs thinks lives works plays paints runs reads writes feels seems looks enjoys hopes plans owns
takes makes gets keeps knows believes just also recently really finally always never still often usually already
once""")
# A plural verb after a word in -s: that word was a plural noun, not a verb.
_PLURAL_VERBS = words_of("are were have do don't aren't weren't haven't")
# Subject pronouns after a modal: "May I", "Will you" ask; they are not a name plus a verb.
_SUBJECT_PRONOUNS = words_of("i you we he she they it")
# The word before a month name that makes it a date ("in May", "since March", "early June").
_DATE_LEAD = words_of("""in on of since until till by during through throughout last next this every each early late
mid from to before after around between past whole end beginning start middle and or""")
# Capitalised tokens that are never entities: the pronoun I, shouting and chat acronyms.
_NEVER = words_of("i i'm i've i'd i'll ok tv lol omg btw fyi asap diy am pm id ps xoxo imo imho tbh idk")
# Lower-case words that may join two capitalised ones inside a name ("Bank of America",
# "Tour de France", "Ludwig van Beethoven"). "the" only after another connector ("Lord of the Rings").
_CONNECTORS = words_of("of the de du da del della der den van von la le")
# Minor words a quoted Title Case title may keep in lower case ("Eat, Pray and Love").
_TITLE_MINOR = words_of("a an the of and or nor but in on at to for with by from as is vs via de la le du")
_HONORIFIC = r"(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|Jr|Sr)\."
_TOKEN = re.compile(rf"{_HONORIFIC}|[A-Z]\.(?=\s*[A-Z])|&|[0-9A-Za-zÀ-ÖØ-öø-ÿ][\w'\-]*")
# A title in double quotes, or in single quotes that are not apostrophes ('Little Women').
_QUOTED = re.compile(r'"([^"\n]{1,120})"|(?<![\w\'])\'([^\'\n]{1,120}?)\'(?![\w])')
_BREAKS = frozenset('.!?:;"\n')
_YEAR_OR_DAY = re.compile(r"\d{1,4}(?:st|nd|rd|th)?,?")
_WS = re.compile(r"\s+")


@dataclass(frozen=True)
class _Token:
    text: str  # the token as written, possessive stripped
    low: str
    start: int
    end: int  # end of ``text`` in the sentence (before any possessive)
    initial: bool  # first word of a sentence, a clause after a colon, or a quotation
    cap: bool
    possessive: bool


def _flat_quotes(text: str) -> str:
    """Curly quotes as straight ones; one character for one, so offsets hold."""
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')


def normalize_entity(name: str) -> str:
    """A canonical key for a surface form: "The Eiffel Tower's" -> "eiffel tower"."""
    key = _flat_quotes(name).strip().strip("\"'()[]{}.,;:!?").strip()
    if key.endswith("'s") or key.endswith("'S"):
        key = key[:-2]
    elif key.endswith("s'"):
        key = key[:-1]
    key = _WS.sub(" ", key).strip().casefold()
    if key.startswith("the "):
        key = key[4:].lstrip()
    return key


def _is_title(content: str) -> bool:
    """A quoted phrase that reads as a title: short, Title Case, not a sentence said."""
    body = content.strip().rstrip(".,;:").strip()
    if not body or body[-1] in "?!" or not (body[0].isupper() or body[0].isdigit()):
        return False
    words = [w.strip(".,;:'()") for w in body.split()]
    words = [w for w in words if w]
    if not 1 <= len(words) <= 10:
        return False
    if all(w.lower() in INITIAL_STOP for w in words):  # "Thanks", "Thank You": small talk
        return False
    return all(w[0].isupper() or w[0].isdigit() or w.lower() in _TITLE_MINOR for w in words[1:])


def _tokens(text: str, skip: list[tuple[int, int]]) -> list[_Token]:
    out: list[_Token] = []
    prev_end = 0
    spans = iter(sorted(skip))
    span = next(spans, None)
    for m in _TOKEN.finditer(text):
        while span is not None and span[1] <= m.start():
            prev_end = max(prev_end, span[1])  # a title counts as a word before the next
            span = next(spans, None)
        if span is not None and span[0] <= m.start() < span[1]:
            continue
        raw = m.group(0)
        possessive = False
        if len(raw) > 2 and raw[-2:].lower() == "'s":
            raw, possessive = raw[:-2], True
        elif len(raw) > 2 and raw.endswith("s'"):
            raw, possessive = raw[:-1], True
        raw = raw.rstrip("'-")
        gap = text[prev_end:m.start()]
        initial = not out and prev_end == 0 or any(c in _BREAKS for c in gap)
        # After an abbreviation's dot ("Main St. She ..."), a function word opens a sentence.
        initial = initial or bool(out and out[-1].text.endswith(".") and raw.lower() in INITIAL_STOP)
        out.append(_Token(raw, raw.lower(), m.start(), m.start() + len(raw), initial,
                          raw[:1].isupper(), possessive))
        prev_end = m.end()
    return out


def _joined(a: _Token, b: _Token, text: str) -> bool:
    """``b`` follows ``a`` after plain spaces on one line (no punctuation between)."""
    return not a.possessive and text[a.end:b.start].strip(" ") == "" and (a.end < b.start or a.text.endswith("."))


def _is_date_month(toks: list[_Token], i: int) -> bool:
    """A month name used as a date: "in May", "May 2023", "8 May", "May and June"."""
    if toks[i].low not in MONTHS:
        return False
    before = toks[i - 1].low if i > 0 else ""
    after = toks[i + 1].text if i + 1 < len(toks) else ""
    return (before in _DATE_LEAD or before in MONTHS or before[:1].isdigit()
            or bool(_YEAR_OR_DAY.fullmatch(after)))


def _never(toks: list[_Token], i: int) -> bool:
    t = toks[i]
    if t.low in _NEVER or t.low in WEEKDAYS or _is_date_month(toks, i):
        return True
    # Shouting ("SO happy", "LOVE it"): an all-capitals common word.
    return len(t.text) > 1 and t.text.isupper() and (t.low in INITIAL_STOP or t.low in _COMMON_STARTERS)


def _runs(toks: list[_Token], text: str) -> list[list[_Token]]:
    """Maximal runs of capitalised tokens, joined by spaces or by name connectors."""
    never = [_never(toks, i) for i in range(len(toks))]
    good = [t.cap and not never[i] for i, t in enumerate(toks)]
    runs: list[list[_Token]] = []
    i, n = 0, len(toks)
    while i < n:
        if not good[i]:
            i += 1
            continue
        run, j = [toks[i]], i
        while j + 1 < n and not toks[j].possessive:
            k = j + 1
            if good[k] and not toks[k].initial and _joined(toks[j], toks[k], text):
                run.append(toks[k])
                j = k
                continue
            conn: list[_Token] = []
            while (k < n and len(conn) < 3 and toks[k].low in _CONNECTORS and not toks[k].cap
                   and (conn or toks[k].low != "the") and _joined(toks[k - 1], toks[k], text)):
                conn.append(toks[k])
                k += 1
            if conn and k < n and good[k] and _joined(toks[k - 1], toks[k], text):
                run += [*conn, toks[k]]
                j = k
                continue
            break
        runs.append(run)
        i = j + 1
    return runs


def _is_common_noun(low: str) -> bool:
    return low in _COMMON_STARTERS or low.endswith(_ABSTRACT_SUFFIXES)


def _first_word_is_name(run: list[_Token], toks: list[_Token], index: dict[int, int],
                        known: frozenset[str], elsewhere: frozenset[str], text: str) -> bool:
    """Evidence that a sentence's capitalised first word (alone in its run) is a name."""
    t = run[0]
    i = index[t.start]
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if t.low in known:
        # "May I ask", "Will you come": a modal asking, even when "May" is somebody's name.
        return not (nxt is not None and nxt.low in _SUBJECT_PRONOUNS and t.low in QUESTION_OPENERS)
    if t.low in INITIAL_STOP:
        return False
    if t.low in elsewhere:
        return True
    if _is_common_noun(t.low) or (t.low.endswith("ing") and len(t.low) > 5):
        return False
    if t.possessive or text[t.end:t.end + 1] == ":":
        return True
    if nxt is None:
        return False
    if not _joined(t, nxt, text):
        gap = text[t.end:nxt.start].strip()
        return gap == "," and nxt.cap and nxt.low not in INITIAL_STOP and not _never(toks, i + 1)
    after = toks[i + 2] if i + 2 < len(toks) else None
    if nxt.low in _VERB_AFTER_NAME or nxt.low in AMBIGUOUS_TENSE or is_past(nxt.low):
        return True
    # A present tense in -s ("Caroline moves in May"), unless a verb follows it, which
    # makes it a plural noun ("Board games are fun").
    if (not nxt.cap and len(nxt.low) > 3 and nxt.low.endswith("s") and not nxt.low.endswith("ss")
            and not (after is not None and after.low in _PLURAL_VERBS)):
        return True
    # "Caroline and Melanie went", "Caroline, Melanie and John": a first word listed with a name.
    return nxt.low == "and" and after is not None and after.cap and _joined(nxt, after, text)


def extract_entities(text: str, known: Collection[str] = ()) -> list[str]:
    """The named entities of ``text`` in order of appearance, deduplicated by
    ``normalize_entity`` (the first surface form is kept), each as written.

    ``known``: names already seen (speakers, earlier entities); they count wherever they
    appear capitalised, sentence-initial included."""
    flat = _flat_quotes(text)
    known_keys = frozenset(normalize_entity(k) for k in known)
    titles = []
    for m in _QUOTED.finditer(flat):
        group = 1 if m.group(1) is not None else 2
        content = m.group(group)
        if _is_title(content):
            at = m.start(group) + len(content) - len(content.lstrip())
            titles.append((m.start(), m.end(), at, content.strip().rstrip(".,;:").strip()))
    toks = _tokens(flat, [(a, b) for a, b, _, _ in titles])
    index = {t.start: i for i, t in enumerate(toks)}
    runs = _runs(toks, flat)
    elsewhere = frozenset(t.low for run in runs for t in run if not t.initial)
    found: list[tuple[int, str]] = [(at, text[at:at + len(s)]) for _, _, at, s in titles]
    for run in runs:
        if run[0].initial:
            # Leading words that are not names: "The Eiffel Tower", "After Caroline".
            stripped = 0
            while stripped < len(run) and run[stripped].low in INITIAL_STOP and run[stripped].low not in known_keys:
                stripped += 1
            while stripped < len(run) and run[stripped].low in _CONNECTORS:
                stripped += 1
            run = run[stripped:]
            if not run:
                continue
            if len(run) == 1:
                if stripped == 0 and not _first_word_is_name(run, toks, index, known_keys, elsewhere, flat):
                    continue
                # "Happy Birthday", "After Yoga": a common noun left after the opening words.
                if stripped and _is_common_noun(run[0].low) and run[0].low not in known_keys:
                    continue
        found.append((run[0].start, text[run[0].start:run[-1].end]))
    found.sort(key=lambda f: f[0])
    return _dedup(s for _, s in found)


def _dedup(surfaces: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for s in surfaces:
        key = normalize_entity(s)
        if key and key not in seen:
            seen.add(key)
            out.append(s)
    return out


class EntityAliases:
    """Surface forms registered across windows, each mapped to the canonical key of the
    entity it names.

    Two rules merge forms, both only when unambiguous:
    - a first name joins the one full name that starts with it ("Caroline" -> "Caroline
      Smith"); with two such full names ("Caroline Smith", "Caroline Jones") it joins none;
    - a short form of at least 3 letters joins the one entity whose name (or first name)
      it is a prefix of, at least 2 letters shorter ("Mel" -> "Melanie"); "Ann" stays apart
      from "Anna", which is another name more often than a nickname.
    The canonical key of an entity is its fullest key (a full name, else the name its short
    forms abbreviate), so it depends on the set of forms registered, never on the order
    they came in; the display name is the first surface registered under that key. A later
    add can make an earlier merge ambiguous, and so undo it.

    Why the merges can be read locally: full names never merge with each other, and a short
    form points at exactly one entity that is longer than it, so each entity is a tree
    whose root is its fullest key; a form's canonical key is found by following its pointer
    up, with no global pass after each add."""

    _MIN_SHORT = 3
    _MIN_CUT = 2

    def __init__(self) -> None:
        self._surfaces: dict[str, list[str]] = {}  # normalised key -> surfaces in add order
        self._firsts: list[tuple[str, str]] = []  # (first word, key), sorted: prefix look-ups
        self._full_by_first: dict[str, list[str]] = {}  # first word -> keys of several words
        self._cache: dict[str, str] = {}  # key -> canonical key, cleared when a key is new

    def add(self, surface: str) -> str:
        """Register ``surface``; its canonical key."""
        key = normalize_entity(surface)
        if not key:
            return key
        forms = self._surfaces.get(key)
        if forms is None:
            self._surfaces[key] = forms = []
            first = key.split()[0]
            insort(self._firsts, (first, key))
            if " " in key:
                self._full_by_first.setdefault(first, []).append(key)
            self._cache.clear()
        if surface not in forms:
            forms.append(surface)
        return self.canonical(surface)

    def canonical(self, surface: str) -> str:
        """The canonical key of ``surface`` (its own key when it joins no registered
        entity; an unregistered surface is read as if it were, without registering it)."""
        key = normalize_entity(surface)
        if key not in self._cache:
            self._cache[key] = self._canonical_key(key)
        return self._cache[key]

    def aliases(self, key: str) -> list[str]:
        """Every registered surface of the entity ``key`` (a canonical key or any surface of
        it), in the order they were first added."""
        target = self.canonical(key)
        return [s for k, forms in self._surfaces.items() if self.canonical(k) == target for s in forms]

    def display(self, key: str) -> str:
        """The name to show for the entity ``key``: the first surface registered under its
        canonical key, else its first alias, else ``key``."""
        target = self.canonical(key)
        forms = self._surfaces.get(target) or self.aliases(target)
        return forms[0] if forms else key

    def keys(self) -> list[str]:
        """The canonical keys, in the order their entities were first registered."""
        return list(dict.fromkeys(self.canonical(k) for k in self._surfaces))

    # -- the two rules ----------------------------------------------------------------

    def _first_name_entity(self, key: str) -> str:
        """Rule 1: a one-word key stands for its one full name, or for itself."""
        fulls = self._full_by_first.get(key, ())
        return fulls[0] if len(fulls) == 1 else key

    def _canonical_key(self, key: str) -> str:
        if not key or " " in key:
            return key  # a full name is the root of its entity
        if key in self._full_by_first:  # a first name: its full name, or itself when ambiguous
            return self._first_name_entity(key)
        target = self._short_form_target(key)
        return key if target is None else self.canonical(target)

    def _short_form_target(self, key: str) -> str | None:
        """Rule 2: the one entity (by its rule-1 key) whose name or first name ``key``
        abbreviates, or None."""
        if len(key) < self._MIN_SHORT:
            return None
        target: str | None = None
        i = bisect_left(self._firsts, (key, ""))
        while i < len(self._firsts) and self._firsts[i][0].startswith(key):
            first, other = self._firsts[i]
            i += 1
            if len(first) - len(key) < self._MIN_CUT:
                continue
            entity = other if " " in other else self._first_name_entity(other)
            if target is not None and entity != target:
                return None  # two entities: ambiguous, kept apart
            target = entity
        return target
