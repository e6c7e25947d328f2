"""Deterministic resolution of relative date expressions against the session date.

Small models are unreliable at date arithmetic ("yesterday" said on 2024-07-01 came back as
2024-07-01). We resolve the common expressions here: ``resolve_relative_dates`` gives the LLM
extractor the results as hints next to each turn (so the model only has to copy a date), and
``find_relative_dates`` gives the rules extractor each expression's span, the period it names
and how precise that is (``DateMention``), so it can write the date next to the words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from memstrata.extract.named_dates import named_dates

_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_N = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_AGO = re.compile(rf"\b{_N}\s+(day|week|month|year)s?\s+ago\b", re.I)
_IN = re.compile(rf"\bin\s+{_N}\s+(day|week|month|year)s?(?!\s+ago)\b", re.I)
_FEW_AGO = re.compile(r"\ba\s+(few|couple(?:\s+of)?)\s+(day|week|month|year)s\s+ago\b", re.I)
_RELATIVE_DAY = re.compile(r"\b(the day before yesterday|the day after tomorrow|yesterday|today|tonight|tomorrow|"
                           r"last night|this morning|this afternoon|this evening|earlier today|tmrw|tmrrw|tmr|tmw|"
                           r"2moro|2morrow|tomoz|tonite|2nite|yday|yest|tdy|yestrday|yesterdy|yesteday|tomorow|tommorow|tommorrow|"
                           r"tmoro|2day)\b", re.I)
_RELATIVE_SPAN = re.compile(r"\b(last|this coming|this|next|past|coming)\s+(week|weekend|month|year|monday|tuesday|"
                            r"wednesday|thursday|friday|saturday|sunday|spring|summer|fall|autumn|winter)\b", re.I)
_DAY_OFFSETS = {"the day before yesterday": -2, "the day after tomorrow": 2, "yesterday": -1, "last night": -1,
                "today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
                "earlier today": 0, "tomorrow": 1, "tmrw": 1, "tmrrw": 1, "tmr": 1, "tmw": 1, "2moro": 1,
                "2morrow": 1, "tomoz": 1, "tonite": 0, "2nite": 0, "yday": -1, "yest": -1, "tdy": 0, "yestrday": -1,
                "yesterdy": -1, "yesteday": -1, "tomorow": 1, "tommorow": 1, "tommorrow": 1, "tmoro": 1, "2day": 0}
_FORTNIGHT = re.compile(r"\b(?:in a fortnight|in two weeks' time|the week after next)\b", re.I)
# Meteorological seasons (northern hemisphere): the month each starts in.
_SEASON_START = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}


@dataclass(frozen=True)
class DateMention:
    """A relative date expression ``text[start:end]`` and what it names.

    ``precision``: "day" (``day`` is that day), "week" / "weekend" (``day`` is the session
    date for a week before/after/of it, or the Saturday of the weekend), "month" (``day`` is
    its first day), "season" (``day`` is its first day), "year" (``day`` is 1 January).
    ``relation``: "on" (exactly that period), "around" (an approximate count: "two weeks
    ago"), "before"/"after"/"of" (weeks: the week before, after or of ``day``), "days_before"
    ("a few days ago": some days before ``day``)."""

    start: int
    end: int
    phrase: str
    day: date
    precision: str
    relation: str = "on"

    @property
    def certain_day(self) -> date | None:
        """The day it names, when it names exactly one."""
        return self.day if self.precision == "day" and self.relation == "on" else None


def _month_shift(d: date, months: int) -> date:
    index = d.year * 12 + d.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def _season(word: str, name: str, d: date) -> date:
    """First day of the season ``word`` ("last", "this", "next", "past") names, said on ``d``."""
    start_month = _SEASON_START[name]
    current = date(d.year if d.month >= start_month else d.year - 1, start_month, 1)  # began last
    in_it = d < _month_shift(current, 3)
    upcoming = date(d.year, start_month, 1) if date(d.year, start_month, 1) > d else date(d.year + 1, start_month, 1)
    if word in ("last", "past"):
        return date(current.year - 1, start_month, 1) if in_it else current
    if word == "next":
        return date(current.year + 1, start_month, 1) if in_it else upcoming
    # "this summer": the one we are in, else the one earlier this year, else the coming one.
    return current if in_it or current.year == d.year else upcoming


def _span(word: str, unit: str, d: date, m: re.Match) -> DateMention:
    at = (m.start(), m.end(), m.group(0))
    word = {"this coming": "this", "coming": "this"}.get(word, word)
    step = {"last": -1, "past": -1, "this": 0, "next": 1}[word]
    if unit == "week":
        return DateMention(*at, d, "week", {-1: "before", 0: "of", 1: "after"}[step])
    if unit == "weekend":
        saturday = d + timedelta(days=(5 - d.weekday()) % 7)  # the coming (or current) Saturday
        if word in ("last", "past"):
            saturday -= timedelta(weeks=1)
        elif word == "next" and saturday - d < timedelta(days=2):
            saturday += timedelta(weeks=1)
        return DateMention(*at, saturday, "weekend")
    if unit == "month":
        return DateMention(*at, _month_shift(d, step), "month")
    if unit == "year":
        return DateMention(*at, date(d.year + step, 1, 1), "year")
    if unit in _SEASON_START:
        return DateMention(*at, _season(word, unit, d), "season")
    target = _WEEKDAYS.index(unit)
    if word in ("last", "past"):
        return DateMention(*at, d - timedelta(days=(d.weekday() - target) % 7 or 7), "day")
    delta = (target - d.weekday()) % 7
    if word == "next":
        delta = delta or 7
    return DateMention(*at, d + timedelta(days=delta), "day")


def _count(m: re.Match, d: date, sign: int) -> DateMention:
    raw, unit = m.group(1).lower(), m.group(2).lower()
    n = sign * (int(raw) if raw.isdigit() else _NUMBERS[raw])
    at = (m.start(), m.end(), m.group(0))
    if unit == "day":
        return DateMention(*at, d + timedelta(days=n), "day")
    if unit == "week":
        return DateMention(*at, d + timedelta(weeks=n), "day", "around")
    if unit == "month":
        return DateMention(*at, _month_shift(d, n), "month", "around" if abs(n) > 1 else "on")
    return DateMention(*at, date(d.year + n, 1, 1), "year", "around" if abs(n) > 1 else "on")


def find_relative_dates(text: str, session: date) -> list[DateMention]:
    """Every relative date expression in ``text``, in order, none overlapping another."""
    found: list[DateMention] = []
    for m in _RELATIVE_DAY.finditer(text):
        found.append(DateMention(m.start(), m.end(), m.group(0),
                                 session + timedelta(days=_DAY_OFFSETS[m.group(1).lower()]), "day"))
    for m in _RELATIVE_SPAN.finditer(text):
        found.append(_span(m.group(1).lower(), m.group(2).lower(), session, m))
    for m in _FEW_AGO.finditer(text):
        unit = m.group(2).lower()
        if unit == "day":
            found.append(DateMention(m.start(), m.end(), m.group(0), session, "day", "days_before"))
        elif unit == "week":
            found.append(DateMention(m.start(), m.end(), m.group(0), session - timedelta(weeks=2), "day", "around"))
        elif unit == "month":
            found.append(DateMention(m.start(), m.end(), m.group(0), _month_shift(session, -2), "month", "around"))
        else:
            found.append(DateMention(m.start(), m.end(), m.group(0), date(session.year - 2, 1, 1), "year", "around"))
    found += [_count(m, session, -1) for m in _AGO.finditer(text)]
    found += [_count(m, session, +1) for m in _IN.finditer(text)]
    for m in _FORTNIGHT.finditer(text):
        found.append(DateMention(m.start(), m.end(), m.group(0), session + timedelta(weeks=2), "day", "around"))
    found += [DateMention(start, end, phrase, day, precision)
              for start, end, phrase, day, precision in named_dates(text, session)]
    found.sort(key=lambda x: (x.start, -x.end))
    kept: list[DateMention] = []
    for mention in found:
        if not kept or mention.start >= kept[-1].end:
            kept.append(mention)
    return kept


def _hint(mention: DateMention, session: date) -> str:
    """The ISO-style value the LLM prompt shows for an expression."""
    if mention.precision == "week":
        return f"the week of {(session + timedelta(weeks={'before': -1, 'of': 0, 'after': 1}[mention.relation])):%Y-%m-%d}"
    if mention.precision == "weekend":
        return f"the weekend of {mention.day:%Y-%m-%d}"
    if mention.precision == "season":
        return f"{mention.phrase.split()[-1].lower()} {mention.day.year}"
    if mention.precision == "month":
        return f"{mention.day:%B %Y}"
    if mention.precision == "year":
        return str(mention.day.year)
    return f"{mention.day:%Y-%m-%d}"


def resolve_relative_dates(text: str, session: date) -> dict[str, str]:
    """Each relative date expression in ``text`` mapped to an absolute date or period."""
    return {m.phrase: _hint(m, session) for m in find_relative_dates(text, session)}
