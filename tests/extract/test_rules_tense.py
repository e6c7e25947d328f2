import pytest

from tests.extract.rules_helpers import texts


@pytest.mark.parametrize("said, written", [
    ("I'm going to visit Paris.", "Caroline is going to visit Paris."),
    ("I will start pottery classes.", "Caroline will start pottery classes."),
    ("I plan to adopt a cat.", "Caroline plans to adopt a cat."),
    ("I don't eat meat.", "Caroline doesn't eat meat."),
    ("I haven't been to Japan.", "Caroline hasn't been to Japan."),
    ("I didn't go to the party.", "Caroline didn't go to the party."),
    ("I'm not a fan of horror movies.", "Caroline is not a fan of horror movies."),
    ("I never liked running.", "Caroline never liked running."),
    ("I used to live in Sweden.", "Caroline used to live in Sweden."),
])
def test_plans_negation_and_tense_are_kept_as_said(said, written):
    assert texts(said) == [written]
