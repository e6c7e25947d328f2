"""The time an observation says its event happened, as a span of days.

Three sources, in this order of trust:
- a date stated in the text, absolute ("8 May 2023", "May 8, 2023", "May 2023", "in 2021",
  "2023-05-08", "summer 2022"): source "text";
- a relative date the rules extractor resolved and wrote after the words, in parentheses
  (extract/rules/dates.py: "last week (the week before 8 May 2023)", "yesterday (7 May
  2023)", "two weeks ago (around 24 April 2023)"): source "rule"; the first of these two
  kinds in the text wins;
- else ``valid_at``, which the extractor sets only when one certain day is named: "rule".
A vague expression ("recently", "a few weeks ago", "a while ago") is never turned into a
date, not even through the hint the extractor wrote after it ("a few weeks ago (around 24
April 2023)" is a guess of the extractor's, not a date the speaker gave): the result keeps
the phrase in ``raw`` and no span. A concrete date elsewhere in the text still wins.
A day or month without its year ("on May 8", "in June") is not read: the year is not ours
to guess (``valid_at``, when set, still gives the day).
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta

from memstrata.extract.relative_dates import find_relative_dates

_MONTH_NUMBER = {name: i for i, names in enumerate(
    [(), ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
     ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
     ("november", "nov"), ("december", "dec")]) for name in names}
_MONTH = r"(?P<month>january|february|march|april|may|june|july|august|september|october|november|december|" \
         r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
_MONTH2 = _MONTH.replace("?P<month>", "?P<month2>")
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_SEASON = r"(?P<season>spring|summer|fall|autumn|winter)"
# Meteorological seasons, as the rules extractor counts them: the month each starts in.
_SEASON_START = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}

# Absolute dates as people write them, most precise first (a day before its month).
_ISO_DAY = re.compile(r"\b(?P<year>\d{4})-(?P<m>\d{2})-(?P<day>\d{2})(?:[T ][\d:.]+Z?)?\b")
_DAY_MONTH_YEAR = re.compile(rf"\b(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b", re.I)
_MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b", re.I)
_MONTH_YEAR = re.compile(rf"\b{_MONTH},?\s+(?:of\s+)?{_YEAR}\b", re.I)
_SEASON_YEAR = re.compile(rf"\b{_SEASON}\s+(?:of\s+)?{_YEAR}(?:\s*-\s*(?:19|20)\d\d)?\b", re.I)
# A bare year counts only after a word that makes it a time ("in 2021", "since 2019",
# "early 2020"); "2021 people" or "room 2021" is not one.
_YEAR_AFTER_LEAD = re.compile(rf"\b(?:in|during|of|since|until|till|from|by|around|circa|early|late|mid|year|"
                              rf"back\s+in|throughout)[\s-]+{_YEAR}\b(?!\s*-\s*\d)", re.I)

# The rules extractor's hints: "(D)", "(the week before D)", "(the weekend of D)",
# "(May 2023)", "(2022)", "(summer 2023)", "(winter 2022-2023)", "(around X)",
# "(a few days before D)" -- a hint is a parenthesis that holds exactly one of these.
_HINT_DAY = r"\d{1,2} [A-Z][a-z]+ \d{4}"
_HINT = re.compile(rf"\((?P<body>(?:around |a few days before )?(?:the week (?:before|after|of) {_HINT_DAY}|"
                   rf"the weekend of {_HINT_DAY}|{_HINT_DAY}|[A-Z][a-z]+ \d{{4}}|\d{{4}}|"
                   rf"(?:spring|summer|fall|autumn|winter) \d{{4}}(?:-\d{{4}})?))\)")

# Vague time expressions: a time is meant, no date can be read from it.
_VAGUE = re.compile(r"\b(?:recently|lately|not\s+long\s+ago|(?:a\s+)?long\s+(?:time\s+)?ago|ages\s+ago|"
                    r"a\s+while\s+(?:ago|back)|some\s+time\s+(?:ago|back)|sometime|some\s+time|"
                    r"the\s+other\s+day|once\s+upon\s+a\s+time|"
                    r"(?:a\s+few|a\s+couple(?:\s+of)?|several|some|many|a\s+number\s+of)\s+"
                    r"(?:days|weeks|months|years)(?:\s+(?:ago|back|before|earlier|later))?|"
                    r"(?P<bare>(?:days|weeks|months|years)\s+ago)|"
                    r"several)\b", re.I)
# "weeks ago" is vague alone, not after a count ("two weeks ago" is resolved by the rules).
_COUNT_BEFORE = re.compile(r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                           r"couple|few|dozen)\s+$", re.I)


def _vague_phrases(text: str) -> list[re.Match]:
    return [m for m in _VAGUE.finditer(text)
            if not (m.group("bare") and _COUNT_BEFORE.search(text, max(0, m.start() - 12), m.start()))]


@dataclass(frozen=True)
class EventTime:
    """When an event happened: ``start``..``end`` (ISO dates, both inclusive) to
    ``precision`` ("day", "week", "month", "season", "year"); ``raw`` the words it was read
    from (or the vague phrase, with no span); ``source`` "text" (stated in the text) or
    "rule" (resolved by the rules extractor). All None: no time at all."""

    start: str | None = None
    end: str | None = None
    precision: str | None = None
    raw: str | None = None
    source: str | None = None

    @property
    def resolved(self) -> bool:
        return self.start is not None


def _iso(d: date) -> str:
    return d.isoformat()


def _month_span(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _season_span(name: str, year: int) -> tuple[date, date]:
    first = _SEASON_START[name.lower()]
    start = date(year, first, 1)
    last_month = (first + 1) % 12 + 1  # two months after the first
    end_year = year + 1 if last_month < first else year
    return start, _month_span(end_year, last_month)[1]


def _day_of(text: str) -> date | None:
    """"8 May 2023" as a date (the form the rules extractor writes)."""
    m = _DAY_MONTH_YEAR.fullmatch(text.strip())
    return _safe_date(m) if m else None


def _safe_date(m: re.Match) -> date | None:
    month = int(m.group("m")) if "m" in m.groupdict() else _MONTH_NUMBER[m.group("month").lower().rstrip(".")]
    try:
        return date(int(m.group("year")), month, int(m.group("day")))
    except ValueError:
        return None


def _from_hint(body: str) -> tuple[date, date, str] | None:
    """The span and precision a rules-extractor hint names; None for "a few days before"."""
    if body.startswith("a few days before "):
        return None
    around = body.startswith("around ")
    body = body.removeprefix("around ")
    if body.startswith("the week ") or body.startswith("the weekend of "):
        anchor = _day_of(" ".join(body.split()[-3:]))
        if anchor is None:
            return None
        if body.startswith("the weekend of "):  # the anchor is its Saturday
            return anchor, anchor + timedelta(days=1), "week"
        if body.startswith("the week before "):  # the seven days before the session day
            return anchor - timedelta(days=7), anchor - timedelta(days=1), "week"
        if body.startswith("the week after "):
            return anchor + timedelta(days=1), anchor + timedelta(days=7), "week"
        monday = anchor - timedelta(days=anchor.weekday())  # "the week of D": its calendar week
        return monday, monday + timedelta(days=6), "week"
    day = _day_of(body)
    if day is not None:
        # "around D" comes from a count of weeks ("two weeks ago"): a week either side is
        # too wide, the day itself too narrow; the week centred on it.
        return (day - timedelta(days=3), day + timedelta(days=3), "week") if around else (day, day, "day")
    m = re.fullmatch(rf"{_SEASON} {_YEAR}(?:-\d{{4}})?", body, re.I)
    if m:
        return (*_season_span(m.group("season"), int(m.group("year"))), "season")
    m = _MONTH_YEAR.fullmatch(body)
    if m:
        return (*_month_span(int(m.group("year")), _MONTH_NUMBER[m.group("month").lower().rstrip(".")]), "month")
    if re.fullmatch(r"\d{4}", body):
        year = int(body)
        return date(year, 1, 1), date(year, 12, 31), "year"
    return None


def _absolute(text: str) -> tuple[int, EventTime] | None:
    """The first absolute date written in ``text`` (hints masked out), with its offset."""
    best: tuple[int, EventTime] | None = None

    def offer(at: int, start: date, end: date, precision: str, raw: str) -> None:
        nonlocal best
        if best is None or at < best[0]:
            best = (at, EventTime(_iso(start), _iso(end), precision, raw, "text"))

    taken: list[tuple[int, int]] = []

    def free(m: re.Match) -> bool:
        return not any(a < m.end() and m.start() < b for a, b in taken)

    for pattern in (_ISO_DAY, _DAY_MONTH_YEAR, _MONTH_DAY_YEAR):
        for m in pattern.finditer(text):
            d = _safe_date(m)
            if d is not None and free(m):
                taken.append(m.span())
                offer(m.start(), d, d, "day", m.group(0))
    for m in _SEASON_YEAR.finditer(text):
        if free(m):
            taken.append(m.span())
            offer(m.start(), *_season_span(m.group("season"), int(m.group("year"))), "season", m.group(0))
    for m in _MONTH_YEAR.finditer(text):
        if free(m):
            taken.append(m.span())
            month = _MONTH_NUMBER[m.group("month").lower().rstrip(".")]
            offer(m.start(), *_month_span(int(m.group("year")), month), "month", m.group(0))
    for m in _YEAR_AFTER_LEAD.finditer(text):
        if free(m):
            year = int(m.group("year"))
            offer(m.start(), date(year, 1, 1), date(year, 12, 31), "year", m.group(0))
    return best


def _valid_day(valid_at: str | None) -> date | None:
    if not valid_at:
        return None
    try:
        return date.fromisoformat(valid_at.strip()[:10])
    except ValueError:
        return None


def event_time(text: str, valid_at: str | None = None) -> EventTime:
    """The time ``text`` states for its event (see the module docstring for the order)."""
    vague = _vague_phrases(text)
    masked = list(text)
    first_hint: tuple[int, EventTime] | None = None
    vague_hinted: str | None = None
    for m in _HINT.finditer(text):
        body = m.group("body")
        span = _from_hint(body)
        guess = body.startswith("a few days before ")
        if span is None and not guess:  # "(Paris 2024)": a parenthesis, not a hint
            continue
        masked[m.start():m.end()] = " " * (m.end() - m.start())
        near_vague = next((v for v in vague if v.end() <= m.start() and not text[v.end():m.start()].strip()), None)
        if near_vague is not None or span is None:
            vague_hinted = vague_hinted or (near_vague.group(0) if near_vague else body)
            continue
        if first_hint is None:
            raw = _raw_phrase(text, m)
            first_hint = (m.start(), EventTime(_iso(span[0]), _iso(span[1]), span[2], raw, "rule"))
    stated = _absolute("".join(masked))
    chosen = min((c for c in (stated, first_hint) if c is not None), key=lambda c: c[0], default=None)
    if chosen is not None:
        return chosen[1]
    day = _valid_day(valid_at)
    if day is not None:
        return EventTime(_iso(day), _iso(day), "day", None, "rule")
    if vague_hinted is not None:
        return EventTime(raw=vague_hinted)
    if vague:
        return EventTime(raw=vague[0].group(0))
    return EventTime()


def _raw_phrase(text: str, hint: re.Match) -> str:
    """The words a hint resolves with the hint itself ("last week (the week before ...)"):
    the relative phrase the extractor matched, found by the same expressions it uses."""
    lead_start = max(0, hint.start() - 60)  # longer than any phrase the extractor resolves
    window = text[lead_start:hint.start()]
    mentions = find_relative_dates(window, date(2000, 1, 1))  # any day: only the spans are read
    ends = [m for m in mentions if not window[m.end:].strip()]
    start = lead_start + ends[-1].start if ends else hint.start()
    return text[start:hint.end()]
