import pytest

from tests.extract.rules_helpers import run

LIST = "Here are some ideas:\n1. Visit the Ghibli Museum\n2. Walk in Shinjuku Gyoen\n3. Eat at Tsukiji"
TABLE = "| day | plan |\n|---|---|\n| Mon | hike |\n| Tue | rest |"
CODE = "```python\ndef add(a, b):\n    return a + b\n```"


@pytest.mark.parametrize("text, reason", [
    (LIST, "list"),
    (TABLE, "table"),
    (CODE, "code"),
    ("https://example.com/a https://example.org/b", "url"),
    ("Je suis allé au marché hier avec ma soeur et nous avons acheté des pommes.", "language"),
    ("私は昨日犬を飼いました。とても可愛いです。", "language"),
])
def test_text_the_rules_cannot_parse_is_kept_verbatim_and_flagged(text, reason):
    report = run(text, speaker="assistant", other="user")
    [obs] = report.observations
    assert obs.attrs["unparsed"] is True and obs.attrs["unparsed_reason"] == reason
    assert obs.text == f"The assistant: {text}" and obs.kind == "note"
    assert report.flagged == {reason: 1}


def test_prose_around_a_list_is_still_read_as_sentences():
    report = run("I booked the trip.\n\n" + LIST, speaker="user", other="assistant")
    assert [o.attrs.get("unparsed", False) for o in report.observations] == [False, True]
    assert report.observations[0].text == "The user booked the trip."


def test_a_list_of_questions_is_read_question_by_question():
    report = run("To help, tell me more:\n1. How old is your laptop?\n2. What battery life do you get now?",
                 speaker="assistant", other="user")
    assert report.observations == [] and report.dropped["bare_question"] == 2


def test_a_heading_is_a_label_not_a_statement():
    report = run("**Why a ritual?**\n\nA ritual can help you grieve.\n\n**Ideas:**\n- Light a candle\n- Plant a tree",
                 speaker="assistant", other="user")
    assert [o.text for o in report.observations] == [
        "The assistant said: A ritual can help the user grieve.",
        "The assistant: **Ideas:**\n- Light a candle\n- Plant a tree"]
    assert report.dropped["heading"] == 1
