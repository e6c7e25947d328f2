"""Dates named without their year or week: "on Saturday", "in November", "on the 22nd",
"20 October". Which Saturday or which November depends on whether the sentence looks back or
ahead, so these are resolved only when its tense says so, and kept as said when it does not:
"the recital is on Saturday" (ahead: the coming Saturday), "we went on Saturday" (back: the
last one), "Saturday was great, next Saturday too" (both: left alone).

A weekday said on that same weekday is kept as said (today, or a week from today?).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]
_MONTH = r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|" \
         r"jun|jul|aug|sep|sept|oct|nov|dec)"
_SHORT = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10,
          "nov": 11, "dec": 12}
# A weekday not already qualified ("last Friday" is relative_dates' job), not a habit ("on
# Mondays", "every Monday").
_PREPOSITION = r"(?P<prep>on|since|by|until|till|til|b4|before)"
# Short names ("sat", "fri") only after a preposition: alone, "sat", "sun" and "wed" are words.
_DAY_NAME = (r"(?:" + _PREPOSITION + r"\s+(?P<short>mon|tues?|wed|thu|thurs?|fri|sat|sun)|(?:" + _PREPOSITION.replace(
    "prep", "prep2") + r"\s+)?(?P<name>monday|tuesday|wednesday|thursday|friday|saturday|sunday))")
# A weekday not already qualified ("last Friday" is relative_dates' job), not a habit ("on
# Mondays", "every Monday"), not a kind of day ("a Saturday", "that Friday", "the Friday
# before the party": which one, the chat says elsewhere), not followed by its date.
_WEEKDAY = re.compile(r"(?<!last )(?<!next )(?<!this )(?<!past )(?<!every )(?<!coming )(?<!\ba )(?<!\ban )(?<!that )"
                      r"(?<!first )(?<!second )(?<!third )(?<!fourth )(?<!1st )(?<!2nd )(?<!3rd )(?<!4th )"
                      r"(?<!the )(?<!each )(?<!any )(?<!which )(?<!one )(?<!same )\b" + _DAY_NAME +
                      r"\b(?!s\b)(?!['’]s\b)"
                      r"(?!,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b)(?!,?\s+(?:of\s+)?(?:next|last|this)\s+week)"
                      r"(?!\s+(?:before|after)\b)", re.I)
# "the second Monday of March": a weekday counted within a month.
_NTH_WEEKDAY = re.compile(r"\b(first|second|third|fourth|last|1st|2nd|3rd|4th)\s+(monday|tuesday|wednesday|thursday|"
                          r"friday|saturday|sunday)\s+(?:of|in)\s+" + _MONTH + r"\b(?!,?\s+(?:19|20)\d\d)", re.I)
_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}
# "Friday of next week", "Friday next week": a weekday in a week named relative to the session.
_WEEKDAY_OF_WEEK = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(?:of\s+)?"
                              r"(next|last|this)\s+week\b", re.I)
_SHORT_DAYS = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6}
# Feasts on fixed dates: "at Christmas", "on New Year's Eve".
_FEASTS = {"christmas eve": (12, 24), "christmas day": (12, 25), "christmas": (12, 25), "boxing day": (12, 26),
           "new year's eve": (12, 31), "new years eve": (12, 31), "new year's day": (1, 1), "halloween": (10, 31),
           "valentine's day": (2, 14), "valentines day": (2, 14), "bonfire night": (11, 5)}
_FEAST = re.compile(r"\b(?:at|on|for|over|by|until|till|before|after|since)\s+(" + "|".join(
    re.escape(k) for k in sorted(_FEASTS, key=len, reverse=True)) + r")\b", re.I)
_END_OF = re.compile(r"\b(?:by|at|before|until|till|around)\s+the\s+end\s+of\s+(?:the|this)\s+month\b", re.I)
_MONTH_ALONE = re.compile(rf"\b(?:in|since|from|by|until|till|til|through|during|before|after|early|mid|late|of|"
                          rf"end of|beginning of|start of)[\s-]+{_MONTH}\b(?!\.?\s*\d)(?!,?\s+(?:of\s+)?(?:19|20)\d\d)",
                          re.I)
_DAY_MONTH = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b(?!,?\s+(?:19|20)\d\d)", re.I)
_MONTH_DAY = re.compile(rf"\b{_MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?!\s*[:.]\d)(?!,?\s+(?:19|20)\d\d)", re.I)
_ORDINAL = re.compile(r"\b(?:on|(?:mon|tues|wednes|thurs|fri|satur|sun)day,?)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b"
                      r"(?!\s+(?:of\b|" + _MONTH[1:-1] + r"))", re.I)
_FUTURE = re.compile(r"\b(?:will|won't|'ll|going to|gonna|is on|are on|'s on|plan|plans|planning|planned for|"
                     r"can't wait|cannot wait|hope to|hoping|booked for|scheduled|due|until|till|from|starts?|"
                     r"starting|next|upcoming|tomorrow|soon|want to|wanna|need to|have to|got to|gotta|should|"
                     r"would like|'d like|intend|expect|expecting)\b", re.I)
# Past forms that are usually adjectives in chat ("excited", "tired"): not a sign of the past.
_ADJECTIVES = {"excited", "tired", "scared", "interested", "worried", "bored", "stressed", "relieved", "exhausted",
               "married", "engaged", "retired", "used", "supposed", "pleased", "thrilled", "booked", "scheduled",
               "planned", "overwhelmed", "obsessed", "stoked", "pumped", "amazed", "surprised", "confused", "blessed",
               "based", "located", "called", "named", "need", "red", "bed", "shed", "united", "detailed", "related"}


# Verbs that report speech: "he said the party is in May" looks ahead, whatever "said" does.
_REPORTING = {"said", "told", "asked", "mentioned", "heard", "thought", "reckoned", "wrote", "texted", "emailed",
              "messaged", "replied", "explained", "confirmed", "announced", "found", "learned", "learnt"}
# Present tense: an arrangement ("the recital is on Saturday", "Lachlan moves in June").
_PRESENT = re.compile(r"\b(?:is|are|am)\b|['’](?:s|re|m)\s|\b(?:[A-Z][a-z]+|he|she|it)\s+(?!was\b|has\b)[a-z]+[^s]s\b")
_CLAUSE_BREAK = re.compile(r"[,;:]|\s(?:and|but|so|because|then|while|when)\s|\s[-–—]\s")


def _signals(text: str) -> tuple[bool, bool]:
    """(looks back, looks ahead) in ``text``."""
    # Imported here: the rules package imports this module (through relative_dates) on load.
    from memstrata.extract.rules.lexicon import is_past

    words = [w.lower().strip(".,!?;:'\"()") for w in text.split()]
    past = any(is_past(w) and w not in _ADJECTIVES and w not in _REPORTING for w in words) \
        or bool(re.search(r"\b(?:since|ago)\b", text, re.I))
    future = bool(_FUTURE.search(text)) or bool(_PRESENT.search(text))
    return past, future


def _way(past: bool, future: bool) -> str | None:
    if past != future:
        return "past" if past else "future"
    return None


def direction(text: str, at: int | None = None) -> str | None:
    """"past", "future", or None when the sentence does not say which (it says both). The
    clause around position ``at`` decides when it has a tense of its own ("Lachlan got the job,
    he moves in June": the second clause); else the whole sentence; a date named with no tense
    at all is an arrangement ("Saturday then"), so it looks ahead."""
    if at is not None:
        cuts = [0, *(m.end() for m in _CLAUSE_BREAK.finditer(text) if m.end() <= at)]
        ends = [m.start() for m in _CLAUSE_BREAK.finditer(text) if m.start() > at] + [len(text)]
        clause = text[cuts[-1]:ends[0]]
        past, future = _signals(clause)
        if past or future:
            return _way(past, future)
    past, future = _signals(text)
    if not past and not future:
        return "future"
    return _way(past, future)


def _month_number(word: str) -> int:
    low = word.lower().rstrip(".")
    return _SHORT[low] if low in _SHORT else MONTHS.index(low) + 1


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def named_dates(text: str, session: date) -> list[tuple[int, int, str, date, str]]:
    """(start, end, phrase, day, precision) for each named date the sentence's tense resolves;
    precision is "day" or "month"."""
    out: list[tuple[int, int, str, date, str]] = []
    for m in _WEEKDAY_OF_WEEK.finditer(text):
        monday = session - timedelta(days=session.weekday()) + timedelta(weeks={"last": -1, "this": 0, "next": 1}[
            m.group(2).lower()])
        out.append((m.start(), m.end(), m.group(0), monday + timedelta(days=WEEKDAYS.index(m.group(1).lower())), "day"))
    for m in _WEEKDAY.finditer(text):
        preposition = (m.group("prep") or m.group("prep2") or "").lower()
        # "since Saturday" looks back and "by Friday" ahead, whatever the verbs do.
        way = "past" if preposition == "since" else "future" if preposition in ("by", "until", "till", "til", "b4",
                                                                               "before") else \
            direction(text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():], m.start())  # "sat" is no verb here
        if way is None:
            continue
        name = (m.group("name") or m.group("short")).lower()
        target = WEEKDAYS.index(name) if name in WEEKDAYS else _SHORT_DAYS[name]
        delta = (target - session.weekday()) % 7
        if delta == 0:
            continue  # the same weekday: this one or a week away? left as said
        day = session + timedelta(days=delta) if way == "future" else session - timedelta(days=7 - delta)
        out.append((m.start(), m.end(), m.group(0), day, "day"))
    for m in _NTH_WEEKDAY.finditer(text):
        month_start = _month_named(text, m, m.group(3), session)
        if month_start is not None:
            day = _nth_weekday(month_start, WEEKDAYS.index(m.group(2).lower()), _ORDINALS[m.group(1).lower()])
            out.append((m.start(), m.end(), m.group(0), day, "day"))
    for m in _MONTH_ALONE.finditer(text):
        word = m.group(1)
        if word.lower() == "may" and not word[0].isupper():
            continue  # "by may" in lower case is as likely the verb
        month_start = _month_named(text, m, word, session)
        if month_start is None:
            continue
        out.append((m.start(), m.end(), m.group(0), month_start, "month"))
    for m in _END_OF.finditer(text):
        out.append((m.start(), m.end(), m.group(0), date(session.year, session.month, 1), "month"))
    for m in _FEAST.finditer(text):
        month, day_of_month = _FEASTS[m.group(1).lower()]
        way = "past" if m.group(0).lower().startswith("since") else direction(text, m.start())
        if way is None:
            continue
        feast = date(session.year, month, day_of_month)
        if way == "future" and feast < session:
            feast = date(session.year + 1, month, day_of_month)
        elif way == "past" and feast > session:
            feast = date(session.year - 1, month, day_of_month)
        out.append((m.start(), m.end(), m.group(0), feast, "day"))
    for m in [*_DAY_MONTH.finditer(text), *_MONTH_DAY.finditer(text)]:
        way = direction(text, m.start())
        if way is None:
            continue
        first, second = m.group(1), m.group(2)
        number, word = (first, second) if first.isdigit() else (second, first)
        if word.lower() == "may" and not word[0].isupper():
            continue
        month, day_of_month = _month_number(word), int(number)
        this_year = _safe_date(session.year, month, day_of_month)
        if this_year is None:
            continue
        if way == "future" and this_year < session:
            this_year = _safe_date(session.year + 1, month, day_of_month)
        elif way == "past" and this_year > session:
            this_year = _safe_date(session.year - 1, month, day_of_month)
        if this_year is not None:
            out.append((m.start(), m.end(), m.group(0), this_year, "day"))
    for m in _ORDINAL.finditer(text):
        way = direction(text, m.start())
        if way is None:
            continue
        n = int(m.group(1))
        here = _safe_date(session.year, session.month, n)
        if way == "future":
            named = here if here is not None and n >= session.day else _next_month_day(session, n, +1)
        else:
            named = here if here is not None and n <= session.day else _next_month_day(session, n, -1)
        if named is not None and named != session:
            out.append((m.start(), m.end(), m.group(0), named, "day"))
    return out


def _month_named(text: str, m: re.Match, word: str, session: date) -> date | None:
    """The first day of the month ``word`` names, by the tense of its clause: the coming one or
    the last one. When the tense points to the one nine months or more away and the other is at
    most three away ("in March" said in February, with a past verb about signing up), it is not
    clear: None, and the words are kept as said."""
    month = _month_number(word)
    way = "past" if m.group(0).lower().startswith("since") else direction(text, m.start())
    ahead = (month - session.month) % 12
    behind = (session.month - month) % 12
    if way is None or (way == "past" and behind >= 9 and ahead <= 3) or \
            (way == "future" and ahead >= 9 and behind <= 3 and ahead != 0):
        return None
    index = session.year * 12 + session.month - 1 + (ahead if way == "future" else -behind)
    return date(index // 12, index % 12 + 1, 1)


def _nth_weekday(month_start: date, weekday: int, nth: int) -> date:
    """The ``nth`` (1-4, or -1 for the last) ``weekday`` of the month starting ``month_start``."""
    if nth > 0:
        return month_start + timedelta(days=(weekday - month_start.weekday()) % 7 + 7 * (nth - 1))
    following = date(month_start.year + month_start.month // 12, month_start.month % 12 + 1, 1)
    return following - timedelta(days=(following.weekday() - weekday - 1) % 7 + 1)


def _next_month_day(session: date, n: int, step: int) -> date | None:
    index = session.year * 12 + session.month - 1 + step
    return _safe_date(index // 12, index % 12 + 1, n)
