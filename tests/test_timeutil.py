from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from memstrata.errors import InvalidInputError
from memstrata.timeutil import normalize_time, parse_time


@pytest.mark.parametrize("value, expected", [
    ("2023-05-08", "2023-05-08T00:00:00"),
    ("2023-05-08T13:56:00", "2023-05-08T13:56:00"),
    ("2023-05-08T13:56:00Z", "2023-05-08T13:56:00"),
    ("2023-05-08T15:56:00+02:00", "2023-05-08T13:56:00"),
    ("1:56 pm on 8 May, 2023", "2023-05-08T13:56:00"),
    ("12:05 am on 1 January, 2024", "2024-01-01T00:05:00"),
    (date(2023, 5, 8), "2023-05-08T00:00:00"),
    (datetime(2023, 5, 8, 13, 56, tzinfo=timezone(timedelta(hours=-5))), "2023-05-08T18:56:00"),
    (0, "1970-01-01T00:00:00"),
])
def test_normalize_accepts_common_forms(value, expected):
    assert normalize_time(value) == expected


@pytest.mark.parametrize("value", ["yesterday", "", "2023-13-45", "8 Mayo 2023", [2023]])
def test_unparseable_times_name_the_field(value):
    with pytest.raises(InvalidInputError, match="valid_at"):
        parse_time(value, "valid_at")


def test_stored_times_sort_as_text():
    times = [normalize_time(t) for t in ["2023-05-08T13:56:00.5", "2023-05-08T13:56:00", "2023-05-08T13:56:01"]]
    assert sorted(times) == [times[1], times[0], times[2]]


def test_default_is_now():
    assert normalize_time(None)[:4] == str(datetime.now(UTC).year)
    assert normalize_time(None, default_now=False) is None
