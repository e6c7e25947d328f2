"""Named entities of observations and the aliases that join their surface forms."""

from __future__ import annotations

import itertools
import time

import pytest

from memstrata.manage.emir2.text.entities import EntityAliases, extract_entities, normalize_entity


@pytest.mark.parametrize(("text", "expected"), [
    ("Caroline went to an LGBTQ support group last week (the week before 8 May 2023).", ["Caroline", "LGBTQ"]),
    ("Melanie is painting a sunset.", ["Melanie"]),
    ("Melanie: Caroline would be a great counselor!", ["Melanie", "Caroline"]),
    ("Caroline said she loves Paris.", ["Caroline", "Paris"]),
    ("Caroline has two kids.", ["Caroline"]),
    ("Caroline adopted a dog last week. His name is Rex.", ["Caroline", "Rex"]),
    ("Dr. Smith told Caroline about NASA.", ["Dr. Smith", "Caroline", "NASA"]),
    ("Caroline and Melanie went hiking.", ["Caroline", "Melanie"]),
])
def test_people_places_and_organisations_in_order(text, expected):
    assert extract_entities(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("The Eiffel Tower is in Paris.", ["Eiffel Tower", "Paris"]),
    ("She went to the Golden Gate Bridge.", ["Golden Gate Bridge"]),
    ("After Caroline left, Melanie stayed.", ["Caroline", "Melanie"]),
    ("I love Paris.", ["Paris"]),
    ("Yesterday Caroline ran.", ["Caroline"]),
    ("On Monday Caroline was happy.", ["Caroline"]),
    ("Last Saturday Melanie painted.", ["Melanie"]),
    ("In May 2023 Caroline moved to Boston.", ["Caroline", "Boston"]),
    ("They are so happy.", []),
    ("Thanks so much!", []),
    ("Happy Birthday, Caroline!", ["Caroline"]),
    ("After Yoga, Caroline slept.", ["Caroline"]),
    ("The Beatles played.", ["Beatles"]),
    ("Wow, that is amazing.", []),
])
def test_sentence_initial_function_words_are_not_entities(text, expected):
    assert extract_entities(text) == expected


@pytest.mark.parametrize("text", [
    "Painting is relaxing.",
    "Family is everything.",
    "Happiness is a choice.",
    "Art helped her heal.",
    "Yoga was fun.",
])
def test_a_common_noun_before_a_verb_is_not_a_name(text):
    assert extract_entities(text) == []


def test_a_capitalised_first_word_needs_evidence():
    # No verb after it, not known, not seen elsewhere: a sentence-initial capital is no name.
    assert extract_entities("Sunsets by the lake.") == []
    # A verb after it, a possessive, or a colon make it the subject, so a name.
    assert extract_entities("Jolene went home.") == ["Jolene"]
    assert extract_entities("Jolene paints lakes.") == ["Jolene"]
    assert extract_entities("Board games are fun.") == []  # "games are": a plural noun, not a verb
    assert extract_entities("Jolene's dog barked.") == ["Jolene"]
    assert extract_entities("Jolene: we should go.") == ["Jolene"]
    # Capitalised mid-sentence elsewhere in the text: a name wherever it stands.
    assert extract_entities("Sunny days. I met Sunny there.") == ["Sunny"]


def test_known_names_count_sentence_initially():
    assert extract_entities("Rex in the snow.") == []  # no verb after it: no evidence
    assert extract_entities("Rex in the snow.", known=["Rex"]) == ["Rex"]
    assert extract_entities("Hope painted a lake.") == []  # "Hope" opens sentences as a verb
    assert extract_entities("Hope painted a lake.", known=["Hope"]) == ["Hope"]
    assert extract_entities("rex barks.", known=["Rex"]) == []  # lower case is not the name


@pytest.mark.parametrize(("text", "expected"), [
    ("Caroline's dog Rex loves the Tour de France.", ["Caroline", "Rex", "Tour de France"]),
    ("Melanie's kids love Caroline's cooking.", ["Melanie", "Caroline"]),
    ("The Smiths' house is near Melanie's.", ["Smiths", "Melanie"]),
    ("Caroline\u2019s dog ran.", ["Caroline"]),
])
def test_possessives_are_stripped_from_the_surface(text, expected):
    assert extract_entities(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ('Caroline read "Becoming Nicole" by Amy Ellis Nutt.', ["Caroline", "Becoming Nicole", "Amy Ellis Nutt"]),
    ('Melanie loves "Charlotte\'s Web".', ["Melanie", "Charlotte's Web"]),
    ("Melanie loves \u201cThe Lord of the Rings\u201d.", ["Melanie", "The Lord of the Rings"]),
    ('Caroline painted "Sunset Over the Lake," her best work.', ["Caroline", "Sunset Over the Lake"]),
    ("Melanie watched Lord of the Rings again.", ["Melanie", "Lord of the Rings"]),
    ("Caroline read 'Little Women' twice.", ["Caroline", "Little Women"]),
    ("Tim has been reading J.K. Rowling books.", ["Tim", "J.K. Rowling"]),
])
def test_titles_of_works(text, expected):
    assert extract_entities(text) == expected


def test_an_abbreviation_dot_can_end_a_sentence():
    assert extract_entities("Caroline lives on Main St. She loves it.") == ["Caroline", "Main St."]
    assert extract_entities("Caroline lives in St. Louis.") == ["Caroline", "St. Louis"]


def test_apostrophes_are_not_single_quotes():
    assert extract_entities("Caroline's and Melanie's kids went to Jones' house.") == ["Caroline", "Melanie", "Jones"]


def test_quoted_speech_is_not_a_title_but_its_names_are_read():
    assert extract_entities('Caroline said: "Thanks for coming."') == ["Caroline"]
    assert extract_entities('Caroline asked: "Have you been to Rome?"') == ["Caroline", "Rome"]
    assert extract_entities('Melanie wrote "I love it" on the card.') == ["Melanie"]


@pytest.mark.parametrize(("text", "expected"), [
    ("May I join you?", []),
    ("May 2023 was busy for Caroline.", ["Caroline"]),
    ("Caroline met May at the Bank of America.", ["Caroline", "May", "Bank of America"]),
    ("Caroline moves in May.", ["Caroline"]),
    ("Caroline moved on 8 May 2023.", ["Caroline"]),
    ("Caroline moved May 8, 2023.", ["Caroline"]),
    ("Between March and June Caroline painted.", ["Caroline"]),
    ("Caroline paints every Sunday.", ["Caroline"]),
])
def test_months_and_weekdays(text, expected):
    assert extract_entities(text) == expected


def test_may_as_a_verb_is_not_a_name_even_when_known():
    assert extract_entities("May I ask something?", known=["May"]) == []
    assert extract_entities("May went to the shop.", known=["May"]) == ["May"]


def test_shouting_and_chat_acronyms_are_not_entities():
    assert extract_entities("Caroline was SO happy, LOL.") == ["Caroline"]
    assert extract_entities("Melanie watched TV with Caroline.") == ["Melanie", "Caroline"]


def test_deduplicated_by_key_first_surface_kept():
    assert extract_entities("Caroline met Melanie. Later Caroline called MELANIE.") == ["Caroline", "Melanie"]


def test_runs_split_at_punctuation_and_conjunctions():
    assert extract_entities("Caroline, Melanie and John went to Paris, France.") == [
        "Caroline", "Melanie", "John", "Paris", "France"]


def test_empty_and_lowercase_text():
    assert extract_entities("") == []
    assert extract_entities("she went to the park with her kids.") == []


@pytest.mark.parametrize(("surface", "key"), [
    ("Caroline", "caroline"),
    ("Caroline's", "caroline"),
    ("Caroline\u2019s", "caroline"),
    ("The Eiffel Tower", "eiffel tower"),
    ("the  Golden   Gate\tBridge", "golden gate bridge"),
    ("James'", "james"),
    ('"Becoming Nicole"', "becoming nicole"),
    ("Charlotte's Web", "charlotte's web"),
    ("Theodore", "theodore"),  # "the" is dropped as a word, not as letters
    ("  ", ""),
])
def test_normalize_entity(surface, key):
    assert normalize_entity(surface) == key


class TestEntityAliases:
    def test_a_first_name_joins_its_one_full_name(self):
        aliases = EntityAliases()
        assert aliases.add("Caroline") == "caroline"
        assert aliases.add("Caroline Smith") == "caroline smith"
        assert aliases.canonical("Caroline") == "caroline smith"
        assert aliases.aliases("caroline smith") == ["Caroline", "Caroline Smith"]
        assert aliases.aliases("Caroline") == ["Caroline", "Caroline Smith"]

    def test_two_full_names_with_one_first_name_keep_it_apart(self):
        aliases = EntityAliases()
        for s in ("Caroline", "Caroline Smith", "Caroline Jones"):
            aliases.add(s)
        assert aliases.canonical("Caroline") == "caroline"
        assert aliases.canonical("Caroline Smith") == "caroline smith"
        assert aliases.canonical("Caroline Jones") == "caroline jones"
        assert aliases.aliases("caroline") == ["Caroline"]

    def test_a_short_form_joins_the_one_name_it_abbreviates(self):
        aliases = EntityAliases()
        aliases.add("Melanie")
        assert aliases.add("Mel") == "melanie"
        assert aliases.aliases("melanie") == ["Melanie", "Mel"]

    def test_a_short_form_of_two_names_stays_apart(self):
        aliases = EntityAliases()
        for s in ("Melanie", "Melissa", "Mel"):
            aliases.add(s)
        assert aliases.canonical("Mel") == "mel"
        assert aliases.canonical("Melanie") == "melanie"
        assert aliases.canonical("Melissa") == "melissa"

    def test_short_forms_need_three_letters_and_a_real_cut(self):
        aliases = EntityAliases()
        for s in ("Melanie", "Me", "Anna", "Ann"):
            aliases.add(s)
        assert aliases.canonical("Me") == "me"  # two letters: too short to be read as a name
        assert aliases.canonical("Ann") == "ann"  # one letter off: another name, not a nickname

    def test_a_short_form_reaches_a_full_name_through_its_first_name(self):
        aliases = EntityAliases()
        for s in ("Caroline Smith", "Caroline", "Caro"):
            aliases.add(s)
        assert {aliases.canonical(s) for s in ("Caroline Smith", "Caroline", "Caro")} == {"caroline smith"}

    def test_case_and_possessive_forms_share_a_key(self):
        aliases = EntityAliases()
        assert aliases.add("Caroline's") == aliases.add("CAROLINE") == aliases.add("Caroline") == "caroline"
        assert aliases.aliases("caroline") == ["Caroline's", "CAROLINE", "Caroline"]

    def test_a_later_full_name_can_make_an_earlier_merge_ambiguous(self):
        aliases = EntityAliases()
        aliases.add("Caroline")
        aliases.add("Caroline Smith")
        assert aliases.canonical("Caroline") == "caroline smith"
        aliases.add("Caroline Jones")
        assert aliases.canonical("Caroline") == "caroline"

    def test_unregistered_surfaces_resolve_without_being_added(self):
        aliases = EntityAliases()
        aliases.add("Melanie")
        assert aliases.canonical("Mel") == "melanie"
        assert aliases.canonical("Paris") == "paris"
        assert aliases.aliases("melanie") == ["Melanie"]
        assert aliases.keys() == ["melanie"]

    def test_merges_do_not_depend_on_the_order_of_adds(self):
        forms = ["Caroline", "Caroline Smith", "Caro", "Melanie", "Mel", "Melanie's", "John", "Jonathan Park"]
        results = set()
        for order in itertools.permutations(forms):
            aliases = EntityAliases()
            for s in order:
                aliases.add(s)
            results.add(frozenset((s, aliases.canonical(s)) for s in forms))
        assert len(results) == 1
        (mapping,) = results
        assert dict(mapping) == {"Caroline": "caroline smith", "Caroline Smith": "caroline smith",
                                 "Caro": "caroline smith", "Melanie": "melanie", "Mel": "melanie",
                                 "Melanie's": "melanie", "John": "john", "Jonathan Park": "jonathan park"}

    def test_display_is_the_first_surface_of_the_canonical_key(self):
        aliases = EntityAliases()
        aliases.add("Mel")
        aliases.add("melanie")
        aliases.add("Melanie")
        assert aliases.display("Mel") == "melanie"
        other = EntityAliases()
        other.add("Melanie")
        other.add("Mel")
        assert other.display("mel") == "Melanie"

    def test_empty_surface(self):
        aliases = EntityAliases()
        assert aliases.add("  ") == ""
        assert aliases.keys() == []


def test_extraction_is_fast():
    text = ("Melanie: Caroline went to an LGBTQ support group last week (the week before 8 May 2023) with "
            "Dr. Smith, and read \"Becoming Nicole\" at the Golden Gate Park.")
    extract_entities(text, known=["Caroline", "Melanie"])
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        extract_entities(text, known=["Caroline", "Melanie"])
    per_call = (time.perf_counter() - t0) / n
    assert per_call < 1e-3, per_call
