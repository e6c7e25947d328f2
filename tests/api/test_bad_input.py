"""Bad input gets a clear error naming what was wrong, and nothing stored is lost."""

from __future__ import annotations

import pytest

from memstrata import EmbedderConfig, LLMConfig, Memory, MemoryConfig
from memstrata.errors import InvalidInputError, MemstrataError, ScopeError, UnknownNameError


@pytest.fixture
def seeded(memory):
    memory.add(observations=["Sam lives in Lisbon."], user_id="sam")
    return memory


def assert_unchanged(memory):
    assert [r.text for r in memory.get_all(user_id="sam")] == ["Sam lives in Lisbon."]


@pytest.mark.parametrize("text", ["", "   \n\t"])
def test_empty_text(seeded, text):
    with pytest.raises(InvalidInputError, match="empty"):
        seeded.add(text, user_id="sam")
    with pytest.raises(InvalidInputError, match=r"observations\[1\]: text is empty"):
        seeded.add(observations=["fine", text], user_id="sam")
    assert_unchanged(seeded)


def test_text_over_the_limit_names_the_limit(seeded):
    with pytest.raises(InvalidInputError, match="the limit is 16,000"):
        seeded.add("x" * 16_001, user_id="sam")
    assert_unchanged(seeded)


def test_unparseable_time(seeded):
    with pytest.raises(InvalidInputError, match="time: cannot parse 'last tuesday'"):
        seeded.add("hello", user_id="sam", time="last tuesday")
    with pytest.raises(InvalidInputError, match=r"observations\[0\].valid_at"):
        seeded.add(observations=[{"text": "x", "valid_at": "soonish"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="as_of"):
        seeded.get_all(user_id="sam", as_of="whenever")
    assert_unchanged(seeded)


def test_missing_scope(seeded):
    with pytest.raises(ScopeError, match="user_id"):
        seeded.add("hello")
    with pytest.raises(ScopeError, match="user_id"):
        seeded.search("hello")
    with pytest.raises(ScopeError, match="user_id"):
        seeded.delete_all()
    assert_unchanged(seeded)


def test_malformed_observations(seeded):
    with pytest.raises(InvalidInputError, match=r"observations\[0\].kind"):
        seeded.add(observations=[{"text": "x", "kind": "rumour"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="unknown fields"):
        seeded.add(observations=[{"txt": "x"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="non-empty list"):
        seeded.add(observations=[], user_id="sam")
    with pytest.raises(MemstrataError, match="either messages"):
        seeded.add("a", observations=["b"], user_id="sam")
    with pytest.raises(InvalidInputError, match=r"messages\[1\]"):
        seeded.add([{"role": "user", "content": "ok"}, {"role": "user"}], user_id="sam")
    assert_unchanged(seeded)


def test_unknown_policy_and_backend_list_valid_names(db_path, embedder):
    with pytest.raises(UnknownNameError, match="unknown policy 'roamm'; choose one of: append"):
        Memory.open(db_path, policy="roamm", embedder=embedder)
    with pytest.raises(UnknownNameError, match="choose one of: llama_cpp, openai, replay"):
        Memory(MemoryConfig(path=str(db_path), llm=LLMConfig(provider="gpt")), embedder=embedder)
    with pytest.raises(UnknownNameError, match="choose one of: minilm, openai, sentence-transformers"):
        Memory(MemoryConfig(path=str(db_path), embedder=EmbedderConfig(provider="word2vec")))
    with pytest.raises(UnknownNameError, match="tokenizer"):
        Memory.open(db_path, embedder=embedder, tokenizer="cl99k")
    with pytest.raises(InvalidInputError, match="search mode"):
        Memory.open(db_path, embedder=embedder).search("x", user_id="u", mode="fuzzy")


def test_unknown_configuration_key(db_path, embedder):
    with pytest.raises(InvalidInputError, match="invalid configuration: max_txt_chars"):
        Memory.open(db_path, embedder=embedder, max_txt_chars=5)


def test_bad_budget(seeded):
    with pytest.raises(MemstrataError, match="budget_tokens"):
        seeded.context("x", user_id="sam", budget_tokens=0)


def test_a_time_far_in_the_future_is_refused_unless_allowed(memory):
    with pytest.raises(InvalidInputError, match="86400 s past the current time"):
        memory.add(observations=[{"text": "Sam lives in 2999.", "time": "2999-01-01"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="allow_future"):
        memory.add("I will live on Mars.", user_id="sam", time="2999-01-01")
    assert memory.get_all(user_id="sam") == []
    memory.add(observations=[{"text": "Sam plans a trip in 2999.", "time": "2999-01-01"}], user_id="sam",
               allow_future=True)
    assert len(memory.get_all(user_id="sam")) == 1
