"""The time an observation states: dates in the text, the rules extractor's hints, valid_at."""

from __future__ import annotations

import time
from datetime import date

import pytest

from memstrata.extract.rules.dates import annotate
from memstrata.manage.emir2.text.event_time import EventTime, event_time

NOTHING = EventTime(None, None, None, None, None)


@pytest.mark.parametrize(("text", "start", "end", "precision", "raw"), [
    ("Caroline moved to Boston on 8 May 2023.", "2023-05-08", "2023-05-08", "day", "8 May 2023"),
    ("Caroline moved on 8 May, 2023.", "2023-05-08", "2023-05-08", "day", "8 May, 2023"),
    ("Caroline moved on the 8th of May 2023.", "2023-05-08", "2023-05-08", "day", "the 8th of May 2023"),
    ("Caroline moved on May 8, 2023.", "2023-05-08", "2023-05-08", "day", "May 8, 2023"),
    ("Caroline moved on Sept. 3rd 2022.", "2022-09-03", "2022-09-03", "day", "Sept. 3rd 2022"),
    ("Caroline moved on 2023-05-08.", "2023-05-08", "2023-05-08", "day", "2023-05-08"),
    ("Logged 2023-05-08T13:56:00 by Caroline.", "2023-05-08", "2023-05-08", "day", "2023-05-08T13:56:00"),
    ("Caroline moved in May 2023.", "2023-05-01", "2023-05-31", "month", "May 2023"),
    ("Caroline moved in february 2024.", "2024-02-01", "2024-02-29", "month", "february 2024"),
    ("Caroline moved in 2021.", "2021-01-01", "2021-12-31", "year", "in 2021"),
    ("Caroline has painted since 2019.", "2019-01-01", "2019-12-31", "year", "since 2019"),
    ("Caroline moved in early 2020.", "2020-01-01", "2020-12-31", "year", "early 2020"),
    ("Melanie went camping in the summer of 2022.", "2022-06-01", "2022-08-31", "season", "summer of 2022"),
    ("Melanie skied in winter 2022.", "2022-12-01", "2023-02-28", "season", "winter 2022"),
])
def test_a_date_stated_in_the_text(text, start, end, precision, raw):
    assert event_time(text) == EventTime(start, end, precision, raw, "text")


@pytest.mark.parametrize(("text", "start", "end", "precision", "raw"), [
    ("Caroline went to an LGBTQ support group last week (the week before 8 May 2023).",
     "2023-05-01", "2023-05-07", "week", "last week (the week before 8 May 2023)"),
    ("Caroline will visit next week (the week after 8 May 2023).",
     "2023-05-09", "2023-05-15", "week", "next week (the week after 8 May 2023)"),
    ("Caroline is busy this week (the week of 10 May 2023).",  # a Wednesday: its Monday to Sunday
     "2023-05-08", "2023-05-14", "week", "this week (the week of 10 May 2023)"),
    ("Caroline went to a support group yesterday (7 May 2023).", "2023-05-07", "2023-05-07", "day",
     "yesterday (7 May 2023)"),
    ("Caroline ran a race last Saturday (6 May 2023).", "2023-05-06", "2023-05-06", "day",
     "last Saturday (6 May 2023)"),
    ("Melanie went camping last weekend (the weekend of 6 May 2023).", "2023-05-06", "2023-05-07", "week",
     "last weekend (the weekend of 6 May 2023)"),
    ("Caroline is going to visit Paris next month (June 2023).", "2023-06-01", "2023-06-30", "month",
     "next month (June 2023)"),
    ("Caroline painted that last year (2022).", "2022-01-01", "2022-12-31", "year", "last year (2022)"),
    ("Melanie went camping last summer (summer 2022).", "2022-06-01", "2022-08-31", "season",
     "last summer (summer 2022)"),
    ("Melanie skied last winter (winter 2022-2023).", "2022-12-01", "2023-02-28", "season",
     "last winter (winter 2022-2023)"),
    # A count of weeks is approximate: the week centred on the day the extractor wrote.
    ("Caroline started a new job two weeks ago (around 24 April 2023).", "2023-04-21", "2023-04-27", "week",
     "two weeks ago (around 24 April 2023)"),
    ("Caroline moved three months ago (around February 2023).", "2023-02-01", "2023-02-28", "month",
     "three months ago (around February 2023)"),
])
def test_a_relative_date_the_rules_extractor_resolved(text, start, end, precision, raw):
    assert event_time(text) == EventTime(start, end, precision, raw, "rule")


@pytest.mark.parametrize("phrase", ["yesterday", "last week", "next month", "last Saturday", "two weeks ago",
                                    "this weekend", "last summer", "last winter", "three days ago", "last year",
                                    "in two weeks"])
def test_reads_what_the_rules_extractor_writes(phrase):
    session = date(2023, 5, 8)
    dated = annotate(f"Caroline went hiking {phrase}.", session)
    got = event_time(dated.text, dated.valid_at)
    assert got.source == "rule" and got.start is not None and got.start <= got.end
    assert got.raw is not None and got.raw.startswith(phrase)
    if dated.valid_at:  # one certain day: the hint and valid_at agree
        assert got.start == got.end == dated.valid_at[:10]


@pytest.mark.parametrize(("text", "raw"), [
    ("Caroline attended an LGBTQ support group recently.", "recently"),
    ("Caroline has been busy lately.", "lately"),
    ("Caroline started a new job a few weeks ago (around 24 April 2023).", "a few weeks ago"),
    ("Caroline met her a few days ago (a few days before 7 May 2023).", "a few days ago"),
    ("Caroline met her a couple of days ago (a few days before 7 May 2023).", "a couple of days ago"),
    ("Caroline moved a while ago.", "a while ago"),
    ("Caroline wants to travel some time.", "some time"),
    ("Caroline moved several years ago.", "several years ago"),
    ("Caroline moved to Boston years ago.", "years ago"),
    ("Caroline saw him the other day.", "the other day"),
    ("Caroline visited several times.", "several"),
])
def test_a_vague_time_is_never_resolved(text, raw):
    assert event_time(text) == EventTime(None, None, None, raw, None)


def test_a_vague_time_gives_way_to_a_stated_date_and_to_valid_at():
    assert event_time("Caroline recently moved, in May 2023.").start == "2023-05-01"
    got = event_time("Caroline recently moved.", "2023-05-07T00:00:00")
    assert got == EventTime("2023-05-07", "2023-05-07", "day", None, "rule")


def test_valid_at_when_the_text_has_no_date():
    assert event_time("Melanie is painting a sunset.", "2023-05-07T00:00:00") == EventTime(
        "2023-05-07", "2023-05-07", "day", None, "rule")
    assert event_time("Melanie is painting a sunset.", "2023-05-07").start == "2023-05-07"
    assert event_time("Melanie is painting a sunset.", "not a date") == NOTHING
    assert event_time("Melanie is painting a sunset.", "") == NOTHING


def test_a_date_in_the_text_beats_valid_at():
    got = event_time("Melanie painted it in May 2022.", "2023-05-07T00:00:00")
    assert (got.start, got.end, got.source) == ("2022-05-01", "2022-05-31", "text")


def test_the_first_date_of_the_text_wins():
    got = event_time("Caroline moved in 2020 and went back last week (the week before 8 May 2023).")
    assert (got.start, got.source) == ("2020-01-01", "text")
    got = event_time("Caroline went back yesterday (7 May 2023), after moving away in 2020.")
    assert (got.start, got.source) == ("2023-05-07", "rule")


def test_an_impossible_day_still_names_its_month():
    got = event_time("Caroline was born on 31 February 2023.")
    assert (got.start, got.end, got.precision) == ("2023-02-01", "2023-02-28", "month")


def test_hint_dates_are_not_read_as_dates_in_the_text():
    got = event_time("Caroline ran yesterday (7 May 2023).")
    assert got.source == "rule"


@pytest.mark.parametrize("text", [
    "Melanie is painting a sunset.",
    "May I join you?",  # "May" as a verb
    "Caroline may 3 times a week go running.",  # a month name with a number, no year
    "Caroline met May at the park.",
    "Caroline has 2021 followers.",  # a bare number is not a year
    "Caroline lives at 2023 Main Street.",
    "Caroline saw Barbie (Paris 2024).",  # a parenthesis that is not a hint
    "Caroline scored 30-05-12.",
    "Caroline moved on May 8.",  # no year: not ours to guess
    "Caroline moves in June.",
    "",
])
def test_no_time(text):
    assert event_time(text) == NOTHING


def test_event_time_is_fast():
    text = ("Melanie: Caroline went to an LGBTQ support group last week (the week before 8 May 2023) and "
            "recently moved to Boston with Dr. Smith.")
    event_time(text, "2023-05-07T00:00:00")
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        event_time(text, "2023-05-07T00:00:00")
    assert (time.perf_counter() - t0) / n < 1e-3
