"""Relative dates in an observation: the words are kept and the date they name is written
after them in parentheses, e.g. "yesterday (7 May 2023)", "last week (the week before 8 May
2023)", "next month (June 2023)", "two weeks ago (around 24 April 2023)".

Why this form: dates are written in words (day, month name, year) because questions are
("What did Caroline do in May 2023?"), so both the lexical and the dense ranking can match a
month or a year by name; an ISO date ("2023-05-07") shares no token with "May". An
approximate count is marked "around", and a week is named relative to the session day rather
than given a precision the speaker did not state. ``valid_at`` is set only when exactly one
certain day is named ("yesterday", "last Saturday", "three days ago").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from memstrata.extract.relative_dates import DateMention, find_relative_dates


@dataclass(frozen=True)
class DatedText:
    text: str
    valid_at: str | None
    mentions: tuple[DateMention, ...]


def _day(d: date) -> str:
    return f"{d.day} {d:%B %Y}"


def describe(m: DateMention) -> str:
    """The date a mention names, in words."""
    if m.precision == "week":
        return f"the week {m.relation} {_day(m.day)}"
    if m.precision == "weekend":
        return f"the weekend of {_day(m.day)}"
    if m.precision == "season":
        name = m.phrase.split()[-1].lower()
        return f"{name} {m.day.year}-{m.day.year + 1}" if name == "winter" else f"{name} {m.day.year}"
    if m.precision == "month":
        value = f"{m.day:%B %Y}"
    elif m.precision == "year":
        value = str(m.day.year)
    else:
        value = _day(m.day)
    if m.relation == "around":
        return f"around {value}"
    if m.relation == "days_before":
        return f"a few days before {value}"
    return value


def annotate(text: str, session: date, skip: list[tuple[int, int]] | None = None) -> DatedText:
    """``text`` with each relative date expression followed by the date it names, outside
    the ``skip`` spans (quoted speech is left exactly as said)."""
    mentions = [m for m in find_relative_dates(text, session)
                if not any(a <= m.start < b for a, b in (skip or []))]
    out, last = [], 0
    for m in mentions:
        out += [text[last:m.end], f" ({describe(m)})"]
        last = m.end
    out.append(text[last:])
    days = {m.certain_day for m in mentions}
    valid = next(iter(days)) if len(days) == 1 and None not in days else None
    return DatedText("".join(out), f"{valid:%Y-%m-%d}T00:00:00" if valid else None, tuple(mentions))


def date_note(text: str, session: date) -> str:
    """For text kept verbatim (a quoted question): its dates as a trailing note, e.g.
    ' (yesterday: 7 May 2023)', or the empty string."""
    mentions = find_relative_dates(text, session)
    if not mentions:
        return ""
    return " (" + "; ".join(f"{m.phrase}: {describe(m)}" for m in mentions) + ")"
