from __future__ import annotations

import pytest

from memstrata.errors import ReplayMissError
from memstrata.models.llm.replay import RecordingLLM, ReplayLLM, ScriptedLLM

A = [{"role": "user", "content": "first"}]
B = [{"role": "user", "content": "second"}]


def test_record_then_replay_in_order(tmp_path):
    path = tmp_path / "rec.jsonl"
    rec = RecordingLLM(ScriptedLLM(["one", "two", "three"], name="model-x"), path)
    assert [rec.chat(m).content for m in (A, B, A)] == ["one", "two", "three"]
    replay = ReplayLLM(path)
    assert replay.name == "replay:model-x"
    assert [replay.chat(m).content for m in (A, A, B, A)] == ["one", "three", "two", "three"]
    assert replay.usage.calls == 4


def test_schema_is_part_of_the_key(tmp_path):
    path = tmp_path / "rec.jsonl"
    RecordingLLM(ScriptedLLM(["x"]), path).chat(A, schema={"type": "object"})
    with pytest.raises(ReplayMissError, match="no recorded response"):
        ReplayLLM(path).chat(A)


def test_a_cached_llm_asks_the_backend_once_per_request_and_resumes_from_its_file(tmp_path):
    from memstrata.models.llm.replay import CachedLLM

    path = tmp_path / "cache.jsonl"
    inner = ScriptedLLM(["first", "second"])
    llm = CachedLLM(inner, path)
    ask = [{"role": "user", "content": "q"}]
    assert llm.chat(ask).content == "first" and llm.chat(ask).content == "second"  # identical asks, in order
    again = CachedLLM(ScriptedLLM([]), path)  # a new run: both answers come from the file
    assert again.chat(ask).content == "first" and again.chat(ask).content == "second" and again.hits == 2
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"key": "cut sho')  # a line cut by a kill is asked again, not an error
    assert CachedLLM(ScriptedLLM([]), path).chat(ask).content == "first"
