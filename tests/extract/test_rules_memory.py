"""``Memory.add(messages)`` with the rules extractor: the offline default."""

import pytest

from memstrata import Memory
from memstrata.errors import InvalidInputError
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.types import Scope

TURNS = [{"id": "S1:1", "role": "user", "name": "Caroline", "content": "Hey Mel! I went to a LGBTQ support group "
          "yesterday and it was so powerful."},
         {"id": "S1:2", "role": "user", "name": "Melanie", "content": "Wow, that's cool! I'm swamped with the kids."}]


def test_offline_add_extracts_facts_by_rules(memory):
    result = memory.add(TURNS, user_id="c", time="2023-05-08T13:56:00")
    assert result.extraction == "rules" and result.turns == ["S1:1", "S1:2"]
    assert [d.text for d in result] == [
        "Caroline went to a LGBTQ support group yesterday (7 May 2023) and it was so powerful.",
        "Melanie is swamped with the kids."]
    record = memory.get(result.decisions[0].id, user_id="c")
    assert record.sources == ["S1:1"] and record.kind == "event" and record.valid_at == "2023-05-07T00:00:00"
    assert record.attrs["extraction"] == "rules"
    assert [t["text"] for t in memory.store.turns(Scope("c"), ["S1:1", "S1:2"])] == [t["content"] for t in TURNS]
    assert memory.search("support group", user_id="c", limit=1)[0].id == record.id


def test_infer_false_still_stores_turns_verbatim(memory):
    result = memory.add(TURNS, user_id="c", time="2023-05-08T13:56:00", infer=False)
    assert result.extraction == "none" and [d.text for d in result] == [
        f"{t['name']}: {t['content']}" for t in TURNS]


def test_extraction_none_stores_turns_verbatim(db_path, embedder):
    with Memory.open(db_path, embedder=embedder, extraction="none") as m:
        result = m.add(TURNS, user_id="c", time="2023-05-08T13:56:00")
    assert result.extraction == "none" and len(result) == 2


def test_extraction_rules_with_an_llm_configured_never_calls_it(db_path, embedder):
    llm = ScriptedLLM([])
    with Memory.open(db_path, embedder=embedder, llm=llm, extraction="rules") as m:
        result = m.add(TURNS, user_id="c", time="2023-05-08T13:56:00")
    assert result.extraction == "rules" and len(result) == 2 and llm.requests == []


def test_extraction_llm_without_an_llm_is_refused_before_a_file_is_made(db_path, embedder):
    with pytest.raises(InvalidInputError, match="extraction='llm' needs an LLM"):
        Memory.open(db_path, embedder=embedder, extraction="llm")
    assert not db_path.exists()
    with pytest.raises(InvalidInputError, match="extraction"):
        Memory.open(db_path, embedder=embedder, extraction="magic")
