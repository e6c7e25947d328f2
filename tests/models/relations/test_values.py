"""Values two facts of one slot state (models/relations/values.py): read with their kind, dates
left out, compared only within a kind both texts have."""

from __future__ import annotations

import pytest

from memstrata.models.relations.values import compare, quantities


@pytest.mark.parametrize("old,new,expected", [
    ("Kofi bowls a 142 average.", "Kofi's average is 151 now.", "differ"),
    ("rent: 1,380 EUR", "rent is now €1,450", "differ"),
    ("Rent is €1,450 a month.", "Pays 1450 euros in rent.", "same"),
    ("has two daughters", "has three daughters", "differ"),
    ("bp 128/82 at the pharmacy", "BP 135/90", "differ"),
    ("weighs 82.5 kg", "down to 80 kg", "differ"),
    ("weighs 82,5 kg", "weighs 82.5 kilos", "same"),
    ("Conor is 12.", "Conor turned 13 on 3 May 2024.", "differ"),
])
def test_values_of_one_kind_are_compared(old, new, expected):
    assert compare(old, new) == expected


def test_dates_and_years_are_not_values():
    assert quantities("Moved to Leeds on 3 March 2021.") == {}
    assert quantities("Back in 2019 she lived in Lyon.") == {}
    assert compare("Exam booked for 17 June.", "Exam moved to 8 July.") is None


def test_numbers_of_different_kinds_are_not_compared():
    # the bike's price and its mileage share no kind of value
    assert compare("Paid €900 for the bike.", "The bike has done 1,200 km.") is None
    assert quantities("ran 10 km in 52:10") == {"distance": {"10.0 km"}, "clock": {"52:10"}}
    assert compare("Weighs 80 kg.", "Weighs 80 lbs.") == "differ"  # one number, two units


def test_thousands_and_decimals():
    assert quantities("balance £12,400") == {"money": {12400.0}}
    assert quantities("72.5 kg") == {"weight": {"72.5 kg"}}
    assert quantities("$1,380.50") == quantities("$1380.50") == {"money": {1380.5}}
    assert quantities("salary 85k") == {"count": {85000.0}}


@pytest.mark.parametrize("old,new", [
    ("Kofi is the one who bowls 151.", "Kofi bowls 151."),       # "one" as a pronoun is no count
    ("Has 2 cats.", "Has 2 cats, 1 of them old."),               # a detail added, no value changed
    ("Mia has 3 kids, aged 4, 7 and 9.", "Mia has 3 kids."),
    ("Moved here 5 years ago.", "Moved here 6 years ago."),      # relative time places, it is no value
])
def test_overlapping_or_placing_numbers_are_no_change(old, new):
    assert compare(old, new) != "differ"


def test_clock_times_and_amounts_keep_their_kind():
    assert compare("Wakes at 7.30am.", "Wakes at 7:30 am.") == "same"
    assert compare("Wakes at 7:30am.", "Wakes at 7:30pm.") == "differ"
    assert quantities("paid $12.50") == {"money": {12.5}}
    assert compare("Rent is $1950.", "Rent is now $2000.") == "differ"  # an amount, not a year
    assert compare("I am twenty-one.", "I am 21.") == "same"
