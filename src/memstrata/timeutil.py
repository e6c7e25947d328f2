"""Parsing and formatting of the three clocks (``time``, ``valid_at``, ``recorded_at``).

Times are stored as ISO 8601 strings of naive UTC datetimes so that SQLite compares them
correctly as text: an aware input is converted to UTC, a naive one is taken as UTC.
"""

from __future__ import annotations

import math
import re
from datetime import UTC, date, datetime, timedelta
from typing import Literal, overload

from memstrata.errors import InvalidInputError
from memstrata.validate import brief

# Epoch seconds are accepted from 1970 up to the last second datetime can hold. Earlier
# dates are given as ISO strings: a negative number is far more often a bug (an offset, a
# difference of two times) than a date before 1970.
MAX_EPOCH_SECONDS = 253_402_300_799  # 9999-12-31T23:59:59Z

# LoCoMo-style session stamps, e.g. "1:56 pm on 8 May, 2023".
_CLOCK_ON_DATE = re.compile(
    r"^\s*(\d{1,2}):(\d{2})\s*([ap]m)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})\s*$", re.I
)


def now_utc() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def parse_time(value: object, field: str = "time") -> datetime:
    """Turn a caller-supplied time into a naive UTC datetime, or raise naming the field."""
    if isinstance(value, datetime):
        dt = value
    elif isinstance(value, date):
        dt = datetime(value.year, value.month, value.day)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        dt = _from_epoch(value, field)
    elif isinstance(value, str):
        dt = _parse_text(value.strip(), field)
    else:
        raise InvalidInputError(f"{field}: expected an ISO 8601 string, datetime or epoch seconds, got {type(value).__name__}")
    if dt.tzinfo is not None:
        try:
            dt = dt.astimezone(UTC).replace(tzinfo=None)
        except (OverflowError, ValueError):  # e.g. 0001-01-01T00:00+05:00 is before year 1 in UTC
            raise InvalidInputError(f"{field}: {value!s:.60} falls outside years 1..9999 in UTC", field=field) from None
    return dt


def _from_epoch(value: int | float, field: str) -> datetime:
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidInputError(f"{field}: {value!r} is not a time; give epoch seconds as a finite number",
                                field=field)
    if value < 0:
        raise InvalidInputError(f"{field}: epoch seconds must not be negative, got {brief(value)}; "
                                f"give dates before 1970 as ISO 8601 (e.g. '1969-07-20')", field=field)
    if value > MAX_EPOCH_SECONDS:
        raise InvalidInputError(f"{field}: {brief(value)} is past the year 9999 (at most {MAX_EPOCH_SECONDS:,} "
                                f"epoch seconds; milliseconds are not accepted)", field=field)
    return datetime.fromtimestamp(float(value), UTC)


def _parse_text(text: str, field: str) -> datetime:
    if not text:
        raise InvalidInputError(f"{field}: empty time string")
    iso = text[:-1] + "+00:00" if text.endswith("Z") else text
    try:
        return datetime.fromisoformat(iso)
    except ValueError:
        pass
    m = _CLOCK_ON_DATE.match(text)
    if m:
        hour, minute, ampm, day, month, year = m.groups()
        try:
            base = datetime.strptime(f"{day} {month[:3]} {year}", "%d %b %Y")
        except ValueError:
            base = None
        if base is not None and int(minute) < 60:
            h = int(hour) % 12 + (12 if ampm.lower() == "pm" else 0)
            return base.replace(hour=h, minute=int(minute))
    raise InvalidInputError(
        f"{field}: cannot parse {brief(text, 60)}; use ISO 8601 such as '2023-05-08' or '2023-05-08T13:56:00'"
    )


def format_time(dt: datetime) -> str:
    """The stored form: ISO 8601 without zone, seconds always present."""
    return dt.isoformat(timespec="microseconds" if dt.microsecond else "seconds")


@overload
def normalize_time(value: object | None, field: str = ..., default_now: Literal[True] = ...) -> str: ...
@overload
def normalize_time(value: object | None, field: str = ..., *, default_now: bool) -> str | None: ...


def normalize_time(value: object | None, field: str = "time", default_now: bool = True) -> str | None:
    """The stored form of a caller's time; None gives now (or None with ``default_now=False``)."""
    if value is None:
        return format_time(now_utc()) if default_now else None
    return format_time(parse_time(value, field))


def utc_offset_of(value: object) -> str | None:
    """The UTC offset a caller's time was given with ("+09:00"), or None for naive, UTC or
    epoch times. Stored times are UTC; the offset keeps the user's own calendar date (an
    early-morning time in Tokyo is the previous day in UTC)."""
    if isinstance(value, str):
        text = value.strip()
        try:
            value = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith("Z") else text)
        except ValueError:
            return None
    if not isinstance(value, datetime) or value.tzinfo is None:
        return None
    offset = value.utcoffset()
    if not offset:
        return None
    minutes = int(offset.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    return f"{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


def local_date(time: str, offset: str | None) -> str:
    """The calendar date of stored UTC ``time`` at ``offset`` (as ``utc_offset_of`` gives it)."""
    if not offset:
        return time[:10]
    try:
        sign = -1 if offset[0] == "-" else 1
        hours, minutes = offset[1:].split(":")
        shift = timedelta(hours=int(hours), minutes=int(minutes)) * sign
        return (datetime.fromisoformat(time) + shift).date().isoformat()
    except (ValueError, IndexError, OverflowError):
        return time[:10]
