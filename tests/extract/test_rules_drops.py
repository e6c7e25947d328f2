import pytest

from tests.extract.rules_helpers import run, texts


@pytest.mark.parametrize("said, reason", [
    ("Hey Mel!", "greeting"),
    ("How are you?", "bare_question"),
    ("Thanks!", "thanks"),
    ("That's awesome!", "small_talk"),
    ("Wow, cool", "small_talk"),
    ("Talk to you soon!", "farewell"),
    ("What kinda jobs are you thinking of?", "bare_question"),
    ("It's great to hear that your surgery went well!", "acknowledgement"),
])
def test_small_talk_and_bare_questions_are_dropped_with_their_reason(said, reason):
    report = run(said, other=None)
    assert report.observations == [] and report.dropped == {reason: 1}


def test_a_question_after_a_statement_keeps_the_statement():
    assert texts("I'm planning a trip to Kyoto next month, any tips?") == [
        "Caroline is planning a trip to Kyoto next month (June 2023)."]


def test_a_question_that_tells_something_is_quoted_verbatim_and_attributed():
    report = run("Can you suggest a gift for my sister who loves hiking?", speaker="user", other="assistant")
    [obs] = report.observations
    assert obs.text == 'The user asked the assistant: "Can you suggest a gift for my sister who loves hiking?"'
    assert obs.kind == "note" and obs.attrs["rule"] == "request"


def test_a_fact_in_a_turn_survives_the_small_talk_around_it():
    assert texts("Hey Mel! Good to see you! I went to a pottery class. What about you?") == [
        "Caroline went to a pottery class."]
