"""The user's names: extraction writes them, search treats them as "the user", erasure removes
them, and an older store keeps embedding texts as they are."""

import pytest

from memstrata import Memory
from memstrata.api.names import VECTOR_TEXT_KEY
from memstrata.errors import InvalidInputError


def test_extraction_writes_the_users_name_instead_of_the_user(memory):
    memory.set_names(user_id="sam", name="Sam", speakers={"assistant": "Ava"})
    memory.add([{"role": "user", "content": "I moved to Porto last week."},
                {"role": "assistant", "content": "I booked you a table in Porto for Friday."}],
               user_id="sam", time="2024-06-15")
    texts = [r.text for r in memory.get_all(user_id="sam")]
    assert any(t.startswith("Sam moved to Porto") for t in texts), texts
    assert not any("the user" in t.lower() for t in texts)
    assert memory.get_names(user_id="sam").speakers == {"assistant": "Ava"}


def test_a_named_turn_keeps_its_own_name(memory):
    memory.set_names(user_id="sam", name="Sam")
    memory.add([{"role": "user", "name": "Priya", "content": "I adopted a cat."}], user_id="sam", time="2024-06-15")
    assert [r.text for r in memory.get_all(user_id="sam")][0].startswith("Priya")


def test_a_fact_that_answers_ranks_above_facts_that_only_share_the_name(memory):
    memory.set_names(user_id="dara", name="Dara")
    memory.add(observations=["Dara is 29.", "Dara's brother is called Finn.", "Dara loves hiking in the Alps.",
                             "Works as a paramedic in the city hospital."], user_id="dara")
    first = memory.search("What is Dara's job?", user_id="dara", limit=4)[0]
    assert first.text == "Works as a paramedic in the city hospital."


def test_names_are_per_user_and_tenant_and_leave_with_the_user(memory):
    memory.set_names(user_id="sam", name="Sam")
    other = memory.for_tenant("acme")
    assert other.get_names(user_id="sam").name is None
    memory.add(observations=["Sam is vegetarian."], user_id="sam")
    memory.delete_all(user_id="sam")
    assert memory.get_names(user_id="sam").name is None


def test_erasing_a_tenant_erases_its_users_names(memory):
    acme = memory.for_tenant("acme")
    acme.set_names(user_id="ava", name="Ava")
    acme.add(observations=["Ava plays chess."], user_id="ava")
    acme.erase_tenant()
    assert acme.get_names(user_id="ava").name is None


def test_setting_no_names_removes_them(memory):
    memory.set_names(user_id="sam", name="Sam")
    memory.set_names(user_id="sam")
    assert memory.get_names(user_id="sam").to_dict() == {"name": None, "aliases": [], "speakers": {}}


def test_bad_names_are_refused_by_field(memory):
    with pytest.raises(InvalidInputError) as err:
        memory.set_names(user_id="sam", name="line\nbreak")
    assert err.value.field == "name"
    with pytest.raises(InvalidInputError):
        memory.set_names(user_id="", name="Sam")


@pytest.mark.sqlite_only
def test_a_store_made_before_owner_neutral_vectors_keeps_plain_ones(db_path, embedder):
    with Memory.open(db_path, embedder=embedder) as m:
        assert m.owner_neutral_vectors
        m.store.delete_meta(VECTOR_TEXT_KEY)  # as a store of an earlier release reads
    with Memory.open(db_path, embedder=embedder) as m:
        assert not m.owner_neutral_vectors
        m.set_names(user_id="sam", name="Sam")
        m.add(observations=["Sam is vegetarian."], user_id="sam")
        assert m.search("vegetarian", user_id="sam")[0].text == "Sam is vegetarian."
