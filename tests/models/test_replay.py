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
