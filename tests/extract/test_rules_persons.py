import pytest

from memstrata.extract.rules.persons import person_of, rewrite_persons, third_person
from tests.extract.rules_helpers import texts

CAROLINE, MELANIE = person_of("Caroline"), person_of("Melanie")


@pytest.mark.parametrize("said, written", [
    ("I just adopted a dog", "Caroline just adopted a dog"),
    ("my dog is called Rex", "Caroline's dog is called Rex"),
    ("I am a teacher", "Caroline is a teacher"),
    ("I'm a teacher", "Caroline is a teacher"),
    ("I have two kids", "Caroline has two kids"),
    ("I've got two kids", "Caroline has got two kids"),
    ("I love pottery", "Caroline loves pottery"),
    ("I really enjoy hiking", "Caroline really enjoys hiking"),
    ("I was tired", "Caroline was tired"),
    ("I'd been there before", "Caroline had been there before"),
    ("I'd love to go", "Caroline would love to go"),
    ("I need a break", "Caroline needs a break"),
    ("My husband and I love camping", "Caroline's husband and Caroline love camping"),
    ("you should see your doctor", "Melanie should see Melanie's doctor"),
    ("you are amazing and you have guts", "Melanie is amazing and Melanie has guts"),
    ("I told you about it", "Caroline told Melanie about it"),
    ("let you know", "let Melanie know"),
])
def test_first_and_second_person_are_rewritten_with_agreement(said, written):
    assert rewrite_persons(said, CAROLINE, MELANIE) == written


def test_a_turn_without_a_name_keeps_its_role_as_the_subject():
    assert texts("I just adopted a dog.", speaker="user", other="assistant") == ["The user just adopted a dog."]
    assert texts("I can suggest a few parks.", speaker="assistant", other="user") == [
        "The assistant can suggest a few parks."]


def test_a_sentence_whose_i_was_left_out_gets_its_subject_back():
    assert texts("Twisted my knee on the trail.") == ["Caroline twisted Caroline's knee on the trail."]
    assert texts("Love the new studio.") == ["Caroline loves the new studio."]


def test_we_is_the_speaker_and_others_when_the_chat_names_nobody_with_them():
    assert texts("We went camping with the kids. Our tent leaked.") == [
        "Caroline and others went camping with the kids.", "Caroline's tent leaked."]


def test_we_is_the_speaker_and_the_people_they_named_with_themselves():
    assert texts("Me and my brother-in-law are starting a business. We're renting a workshop in Graz.") == [
        "Caroline and Caroline's brother-in-law are starting a business.",
        "Caroline and Caroline's brother-in-law are renting a workshop in Graz."]


def test_here_and_there_are_the_last_place_the_speaker_named():
    assert texts("I'm a nurse in Lisbon, been living here for five years. There is a park nearby.") == [
        "Caroline is a nurse in Lisbon, been living in Lisbon for five years. There is a park nearby."]


def test_a_statement_not_about_the_speaker_is_attributed():
    assert texts("You'd be a great counselor.") == ["Caroline said: Melanie would be a great counselor."]
    assert texts("The recital is on Saturday btw.") == ["Caroline said: The recital is on Saturday (13 May 2023)."]


def test_third_person_forms():
    assert [third_person(v) for v in ("go", "try", "watch", "play", "have", "Love")] == [
        "goes", "tries", "watches", "plays", "has", "Loves"]


def test_a_word_of_another_alphabet_is_one_word():
    assert texts("I drove over Steingrímsfjarðarheiði yesterday.") == [
        "Caroline drove over Steingrímsfjarðarheiði yesterday (7 May 2023)."]


def test_a_place_before_and_i_is_no_companion():
    assert texts("We moved to Graz and I started a new job. We love it.") == [
        "Caroline and others moved to Graz and Caroline started a new job.", "Caroline and others love it."]
