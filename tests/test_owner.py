"""``memstrata.owner``: the owner's mentions taken out of a text, and checked names."""

import pytest

from memstrata.errors import InvalidInputError
from memstrata.owner import OwnerNames


@pytest.mark.parametrize(("text", "neutral"), [
    ("Where does Sam live?", "Where does live?"),
    ("Sam's sister is called Ana.", "sister is called Ana."),
    ("Sam Okafor works at a bakery.", "works at a bakery."),
    ("The user moved to Porto last week.", "moved to Porto last week."),
    ("I'm a nurse and my sister is too.", "a nurse and sister is too."),
    ("What's MY job?", "What's job?"),
    ("Finn works at Sam's office.", "Finn works at office."),  # another person's name stays
    ("Samuel likes tea.", "Samuel likes tea."),  # a longer word is not the name
    ("Sam", "Sam"),  # nothing would be left: kept as it is
])
def test_neutral_removes_the_owner_and_only_the_owner(text, neutral):
    assert OwnerNames("Sam Okafor").neutral(text) == neutral


def test_names_match_as_written_so_a_name_that_is_a_word_stays_a_word():
    will = OwnerNames("Will")
    assert will.neutral("Will said it will rain.") == "said it will rain."


def test_without_a_name_the_user_and_first_person_still_go():
    assert OwnerNames().neutral("Where do I live? The user's flat is small.") == "Where do live? flat is small."


def test_aliases_and_speakers():
    owner = OwnerNames("Samira", ("Sam",), {"assistant": "Ava"})
    assert owner.neutral("Sam and Samira are the same person.") == "and are the same person."
    assert owner.speaker_name("user") == "Samira" and owner.speaker_name("assistant") == "Ava"
    assert OwnerNames.from_json(owner.to_json()) == owner


@pytest.mark.parametrize(("args", "field"), [
    (("",), "name"), (("a\nb",), "name"), (("x" * 101,), "name"), ((5,), "name"),
    (("Sam", ["ok", ""]), "aliases[1]"), (("Sam", "Sammy"), "aliases"),
    (("Sam", [], {"user": "Sam"}), "speakers.user"), (("Sam", [], {"assistant": ""}), "speakers.assistant"),
    (("(.*)",), "name"), (("Sam\u200b",), "name"), (("the",), "name"), (("The Rock",), "name"),
    (("Sam", ["I"]), "aliases[0]"),
])
def test_checked_names_refuse_what_cannot_be_a_name(args, field):
    with pytest.raises(InvalidInputError) as err:
        OwnerNames.checked(*args)
    assert err.value.field == field
