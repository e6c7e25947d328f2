"""Dates named without their year or week, resolved only when the sentence's tense says which
one (named_dates.py). The session is Monday 12 January 2026."""

from datetime import date

import pytest

from memstrata.extract.rules.dates import annotate

MONDAY = date(2026, 1, 12)


@pytest.mark.parametrize("said, written", [
    ("my recital is on Saturday", "my recital is on Saturday (17 January 2026)"),
    ("we went on Saturday", "we went on Saturday (10 January 2026)"),
    ("I've been sick since Saturday", "I've been sick since Saturday (10 January 2026)"),
    ("back b4 fri", "back b4 fri (16 January 2026)"),
    ("see u on sat", "see u on sat (17 January 2026)"),
    ("deadline is Friday of next week", "deadline is Friday of next week (23 January 2026)"),
    ("the exam is on the 22nd", "the exam is on the 22nd (22 January 2026)"),
    ("the wedding is on 20 October", "the wedding is on 20 October (20 October 2026)"),
    ("in December we had snow", "in December (December 2025) we had snow"),
    ("by the end of the month", "by the end of the month (January 2026)"),
    ("at christmas we go home", "at christmas (25 December 2026) we go home"),
    ("yestrday i went", "yestrday (11 January 2026) i went"),
    ("the race is on the second Monday of March", "the race is on the second Monday of March (9 March 2026)"),
    ("the last Friday of January was cold", "the last Friday of January (30 January 2026) was cold"),
    ("Lachlan got the job, Lachlan moves at the end of June", "Lachlan got the job, Lachlan moves at the end of June "
                                                              "(June 2026)"),
])
def test_a_named_date_is_resolved_by_the_tense_of_its_clause(said, written):
    assert annotate(said, MONDAY).text == written


@pytest.mark.parametrize("said", [
    "£300 for a saturday",  # a kind of day
    "that friday works",  # which one, the chat said before
    "the friday before the party",
    "I work on Mondays",  # a habit
    "we met on Monday",  # the session's own weekday: today, or a week ago?
    "sat was fun",  # "sat" alone is a word
    "The hospital has a firm date: Tuesday 14 March 2023.",  # already dated
    "I signed up for the Bath Half in March",  # March 2025 or 2026? the verb is about signing up
    "by may we hope to finish",
])
def test_what_is_not_clear_is_kept_as_said(said):
    assert annotate(said, MONDAY).text == said
