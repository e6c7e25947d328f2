from tests.extract.rules_helpers import texts


def test_quoted_speech_keeps_its_own_persons():
    assert texts("My mom said 'you should rest' when I called.") == [
        "Caroline's mom said 'you should rest' when Caroline called."]
    assert texts('My coach told me "I believe in you" yesterday.') == [
        'Caroline\'s coach told Caroline "I believe in you" yesterday (7 May 2023).']
