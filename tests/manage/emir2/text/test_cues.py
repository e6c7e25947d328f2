"""Explicit cue words relating two consecutive sentences of one speaker."""

from __future__ import annotations

import time

import pytest

from memstrata.manage.emir2.text.cues import RELATION_TYPES, relation_cue

EARLIER = "Caroline went to an LGBTQ support group last week (the week before 8 May 2023)."


@pytest.mark.parametrize(("later", "expected"), [
    # CAUSES forward: the earlier event caused the later one.
    ("That's why Caroline wants to become a counselor.", ("CAUSES", "forward")),
    ("That is why she wants to become a counselor.", ("CAUSES", "forward")),
    ("Which is why she signed up again.", ("CAUSES", "forward")),
    ("Because of that, Caroline felt accepted.", ("CAUSES", "forward")),
    ("Caroline felt accepted because of it.", ("CAUSES", "forward")),
    ("Due to that, she stayed longer.", ("CAUSES", "forward")),
    ("As a result, Caroline felt braver.", ("CAUSES", "forward")),
    ("Caroline felt better as a result.", ("CAUSES", "forward")),
    ("So Caroline decided to go again.", ("CAUSES", "forward")),
    ("So, she decided to go again.", ("CAUSES", "forward")),
    ("And so she went again.", ("CAUSES", "forward")),
    ("Melanie: so we went home.", ("CAUSES", "forward")),
    ("That led to a new friendship.", ("CAUSES", "forward")),
    ("Which led to Caroline joining the board.", ("CAUSES", "forward")),
    ("That made her cry.", ("CAUSES", "forward")),
    ("Therefore she signed up.", ("CAUSES", "forward")),
    ("For that reason, she signed up.", ("CAUSES", "forward")),
    # CAUSES backward: the later sentence explains the earlier.
    ("It was because she needed support.", ("CAUSES", "backward")),
    ("That's because she needed support.", ("CAUSES", "backward")),
    ("It was due to her coming out.", ("CAUSES", "backward")),
    ("The reason was her coming out.", ("CAUSES", "backward")),
    ("Because she needed support.", ("CAUSES", "backward")),
    # CONTRIBUTES_TO.
    ("That helped Caroline accept herself.", ("CONTRIBUTES_TO", "forward")),
    ("It inspired her to paint.", ("CONTRIBUTES_TO", "forward")),
    ("It played a big part in her recovery.", ("CONTRIBUTES_TO", "forward")),
    ("It was partly because she needed support.", ("CONTRIBUTES_TO", "backward")),
    # ENABLES forward.
    ("Thanks to that, she met new friends.", ("ENABLES", "forward")),
    ("She met new friends thanks to it.", ("ENABLES", "forward")),
    ("That let her meet new friends.", ("ENABLES", "forward")),
    ("Which allowed her to meet new friends.", ("ENABLES", "forward")),
    ("That meant she could talk openly.", ("ENABLES", "forward")),
    # PART_OF.
    ("As part of that, she gave a talk.", ("PART_OF", "backward")),
    ("During it, she gave a talk.", ("PART_OF", "backward")),
    ("While there, she gave a talk.", ("PART_OF", "backward")),
    ("While she was there, she gave a talk.", ("PART_OF", "backward")),
    ("It was part of her transition journey.", ("PART_OF", "forward")),
    # CONTEXT_FOR: what the earlier event was for is its background (backward); "For that, ..."
    # makes the earlier event the background of the later one (forward).
    ("It was for her school project.", ("CONTEXT_FOR", "backward")),
    ("That was for a friend's birthday.", ("CONTEXT_FOR", "backward")),
    ("For that, she bought a new notebook.", ("CONTEXT_FOR", "forward")),
    # FOLLOW_UP_OF backward: the later event follows up the earlier.
    ("After that, Caroline went home.", ("FOLLOW_UP_OF", "backward")),
    ("Afterwards she went home.", ("FOLLOW_UP_OF", "backward")),
    ("Later that day, Caroline called Melanie.", ("FOLLOW_UP_OF", "backward")),
    ("Later, she called Melanie.", ("FOLLOW_UP_OF", "backward")),
    ("Then she called Melanie.", ("FOLLOW_UP_OF", "backward")),
    ("And then she called Melanie.", ("FOLLOW_UP_OF", "backward")),
    ("Since then, Caroline has gone every week.", ("FOLLOW_UP_OF", "backward")),
    ("The next day she felt lighter.", ("FOLLOW_UP_OF", "backward")),
    ("Two weeks later she went back.", ("FOLLOW_UP_OF", "backward")),
    ("Caroline later joined the group's board.", ("FOLLOW_UP_OF", "backward")),
    ("Caroline then wrote about it.", ("FOLLOW_UP_OF", "backward")),
    ("After which she went home.", ("FOLLOW_UP_OF", "backward")),
    # FOLLOW_UP_OF forward: the later sentence tells what came before.
    ("Before that, she had never been to one.", ("FOLLOW_UP_OF", "forward")),
    # SAME_EVENT.
    ("In other words, she found her people.", ("SAME_EVENT", "forward")),
    ("It was the same event Melanie went to.", ("SAME_EVENT", "forward")),
])
def test_explicit_cues(later, expected):
    assert relation_cue(EARLIER, later) == expected


@pytest.mark.parametrize("later", [
    # No cue at all.
    "Caroline found the transgender stories inspiring.",
    "Melanie is painting a sunset.",
    # "so" as an intensifier or in an idiom.
    "So much fun!",
    "So glad Caroline went.",
    "So, so happy for her.",
    "It was so-so.",
    "Caroline said so.",
    "Caroline was so moved.",
    # "since" as a date, "because" / "due to" with a cause of their own.
    "Since 2019 Caroline has painted.",
    "Since May she has volunteered.",
    "Caroline stayed home because it rained.",
    "Because she was late, she ran.",
    "Due to the rain, Caroline stayed home.",
    "Because of that dog, Caroline moved.",
    "As a result of her injury, Caroline stopped running.",
    # "then" / "later" in other senses.
    "Then again, who knows.",
    "Caroline was happier then.",
    "Later this year Caroline moves to Boston.",
    "Later today she will call.",
    "Later!",
    "See you later.",
    "Caroline later this year moves.",
    # "after" / "before" with a noun phrase of their own.
    "After that dog bit her, she cried.",
    "After the group, Caroline went home.",
    "Before that trip, she was nervous.",
    # "for" that is no purpose.
    "Thanks for that.",
    "Caroline is grateful for that.",
    "It was for two weeks.",
    "It was for sure the best day.",
    "It was for the first time.",
    "It was for a while.",
    "It was for free.",
    # "thanks" and "part" in other senses.
    "Thanks to Melanie, she went.",
    "The best part of it was the talk.",
    "While there is hope, she keeps going.",
    # "during" with its own noun phrase; "that made" with no person made to do something.
    "During that time, she painted.",
    "That made a difference.",
])
def test_cue_words_in_other_senses_are_not_cues(later):
    assert relation_cue(EARLIER, later) is None


def test_curly_apostrophes_and_leading_quotes():
    assert relation_cue(EARLIER, "That\u2019s why she went back.") == ("CAUSES", "forward")
    assert relation_cue(EARLIER, "\u201cSo she went back.\u201d") == ("CAUSES", "forward")


def test_the_more_specific_cue_wins():
    assert relation_cue(EARLIER, "Then, because of that, she signed up.") == ("CAUSES", "forward")
    assert relation_cue(EARLIER, "So thanks to that, she met friends.") == ("ENABLES", "forward")
    assert relation_cue(EARLIER, "It was partly because of Melanie.") == ("CONTRIBUTES_TO", "backward")


def test_a_cue_in_the_earlier_sentence_does_not_relate_it_to_the_next():
    assert relation_cue("That's why Caroline left early.", "Caroline went to the park.") is None
    assert relation_cue("So Caroline left.", "Melanie painted a lake.") is None


def test_empty_sentences():
    assert relation_cue("", "That's why she went.") is None
    assert relation_cue(EARLIER, "") is None
    assert relation_cue(EARLIER, "   ") is None


def test_types_are_the_documented_ones():
    assert set(RELATION_TYPES) == {"CAUSES", "CONTRIBUTES_TO", "CONTEXT_FOR", "ENABLES", "PART_OF", "FOLLOW_UP_OF",
                                   "SAME_EVENT"}
    from memstrata.manage.emir2.text import cues

    for _pattern, kind, direction in cues._RULES:
        assert kind in RELATION_TYPES and direction in ("forward", "backward")


def test_relation_cue_is_fast():
    later = "Caroline found the transgender stories inspiring and wants to go again next month."
    relation_cue(EARLIER, later)
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        relation_cue(EARLIER, later)
    assert (time.perf_counter() - t0) / n < 1e-3
