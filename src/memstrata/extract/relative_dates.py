"""Deterministic resolution of relative date expressions against the session date.

Small models are unreliable at date arithmetic ("yesterday" said on 2024-07-01 came back as
2024-07-01). We resolve the common expressions here and give the extractor the results as
hints next to each turn, so the model only has to copy a date, not compute one.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_AGO = re.compile(r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week|month|year)s?\s+ago\b", re.I)
_RELATIVE_DAY = re.compile(r"\b(the day before yesterday|yesterday|today|tonight|tomorrow)\b", re.I)
_RELATIVE_SPAN = re.compile(r"\b(last|this|next)\s+(week|weekend|month|year|monday|tuesday|wednesday|thursday|"
                            r"friday|saturday|sunday)\b", re.I)


def _month_shift(d: date, months: int) -> date:
    index = d.year * 12 + d.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def _span(word: str, unit: str, d: date) -> str:
    step = {"last": -1, "this": 0, "next": 1}[word]
    if unit == "week":
        return f"the week of {(d + timedelta(weeks=step)):%Y-%m-%d}"
    if unit == "weekend":
        saturday = d + timedelta(days=(5 - d.weekday()) % 7)  # the coming (or current) Saturday
        if word == "last":
            saturday -= timedelta(weeks=1)
        elif word == "next" and saturday - d < timedelta(days=2):
            saturday += timedelta(weeks=1)
        return f"the weekend of {saturday:%Y-%m-%d}"
    if unit == "month":
        return f"{_month_shift(d, step):%B %Y}"
    if unit == "year":
        return str(d.year + step)
    target = _WEEKDAYS.index(unit)
    if word == "last":
        delta = (d.weekday() - target) % 7 or 7
        return f"{(d - timedelta(days=delta)):%Y-%m-%d}"
    delta = (target - d.weekday()) % 7
    if word == "next":
        delta = delta or 7
    return f"{(d + timedelta(days=delta)):%Y-%m-%d}"


def resolve_relative_dates(text: str, session: date) -> dict[str, str]:
    """Each relative date expression in ``text`` mapped to an absolute date or period."""
    hints: dict[str, str] = {}
    for m in _RELATIVE_DAY.finditer(text):
        offset = {"the day before yesterday": -2, "yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1}
        hints[m.group(0)] = f"{(session + timedelta(days=offset[m.group(1).lower()])):%Y-%m-%d}"
    for m in _RELATIVE_SPAN.finditer(text):
        hints[m.group(0)] = _span(m.group(1).lower(), m.group(2).lower(), session)
    for m in _AGO.finditer(text):
        raw, unit = m.group(1).lower(), m.group(2).lower()
        n = int(raw) if raw.isdigit() else _NUMBERS[raw]
        if unit in ("day", "week"):
            hints[m.group(0)] = f"{(session - timedelta(days=n * (7 if unit == 'week' else 1))):%Y-%m-%d}"
        elif unit == "month":
            hints[m.group(0)] = f"{_month_shift(session, -n):%B %Y}"
        else:
            hints[m.group(0)] = str(session.year - n)
    return hints
