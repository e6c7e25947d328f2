from datetime import date

import pytest

from memstrata.extract.relative_dates import resolve_relative_dates

SAT = date(2024, 6, 15)  # a Saturday


@pytest.mark.parametrize("text, expected", [
    ("I moved there yesterday", {"yesterday": "2024-06-14"}),
    ("the day before yesterday", {"the day before yesterday": "2024-06-13"}),
    ("see you tomorrow", {"tomorrow": "2024-06-16"}),
    ("we met last week", {"last week": "the week of 2024-06-08"}),
    ("next month I start", {"next month": "July 2024"}),
    ("last year was hard", {"last year": "2023"}),
    ("3 days ago", {"3 days ago": "2024-06-12"}),
    ("two weeks ago", {"two weeks ago": "2024-06-01"}),
    ("a month ago", {"a month ago": "May 2024"}),
    ("last Friday", {"last Friday": "2024-06-14"}),
    ("next Monday", {"next Monday": "2024-06-17"}),
    ("last Saturday", {"last Saturday": "2024-06-08"}),
    ("last weekend", {"last weekend": "the weekend of 2024-06-08"}),
    ("I love pottery", {}),
])
def test_expressions_resolve_against_the_session_date(text, expected):
    assert resolve_relative_dates(text, SAT) == expected


def test_month_arithmetic_crosses_years():
    assert resolve_relative_dates("last month", date(2024, 1, 20)) == {"last month": "December 2023"}
