import pytest

from tests.extract.rules_helpers import run

# The session is Monday 8 May 2023.


@pytest.mark.parametrize("said, written, valid_at", [
    ("I went to a support group yesterday.", "Caroline went to a support group yesterday (7 May 2023).",
     "2023-05-07T00:00:00"),
    ("I moved two days ago.", "Caroline moved two days ago (6 May 2023).", "2023-05-06T00:00:00"),
    ("I ran a race last Saturday.", "Caroline ran a race last Saturday (6 May 2023).", "2023-05-06T00:00:00"),
    ("I painted a lake last week.", "Caroline painted a lake last week (the week before 8 May 2023).", None),
    ("I'm going to visit Paris next month.", "Caroline is going to visit Paris next month (June 2023).", None),
    ("I started a new job two weeks ago.", "Caroline started a new job two weeks ago (around 24 April 2023).", None),
    ("I painted that last year.", "Caroline painted that last year (2022).", None),
    ("I adopted a dog.", "Caroline adopted a dog.", None),
])
def test_relative_dates_are_resolved_against_the_session_and_the_words_kept(said, written, valid_at):
    [obs] = run(said).observations
    assert (obs.text, obs.valid_at) == (written, valid_at)
    assert obs.kind == "event"


def test_two_different_days_leave_valid_at_unset():
    [obs] = run("I flew out yesterday and came back today.").observations
    assert "(7 May 2023)" in obs.text and "(8 May 2023)" in obs.text and obs.valid_at is None


def test_each_turn_is_dated_by_its_own_time():
    [obs] = run("I went hiking yesterday.", time="2024-01-01T10:00:00").observations
    assert obs.text.endswith("yesterday (31 December 2023).")
