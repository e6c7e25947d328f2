"""Structured output: validation, retry with the error, then a clear exception (scripted replies)."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from memstrata.errors import StructuredOutputError
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.models.llm.structured import parse_json_object, structured


class Answer(BaseModel):
    label: str
    score: float


MESSAGES = [{"role": "user", "content": "classify"}]


def test_valid_reply_is_parsed_and_usage_counted():
    llm = ScriptedLLM(['{"label": "EQV", "score": 0.9}'])
    assert structured(llm, MESSAGES, Answer) == Answer(label="EQV", score=0.9)
    assert llm.usage.calls == 1 and llm.usage.completion_tokens > 0


def test_fenced_or_chatty_json_is_accepted():
    assert parse_json_object('```json\n{"a": 1}\n```') == {"a": 1}
    assert parse_json_object('Sure! Here it is: {"a": 1} Hope that helps') == {"a": 1}


def test_invalid_reply_is_retried_with_the_error():
    llm = ScriptedLLM(['{"label": "EQV"}', '{"label": "EQV", "score": 1}'])
    assert structured(llm, MESSAGES, Answer).score == 1.0
    retry_prompt = llm.requests[1][-1]["content"]
    assert "score: Field required" in retry_prompt
    assert llm.requests[1][-2] == {"role": "assistant", "content": '{"label": "EQV"}'}


def test_persistent_garbage_raises_with_the_last_error():
    llm = ScriptedLLM(["no json here"] * 3)
    with pytest.raises(StructuredOutputError, match="3 times; last error: not JSON"):
        structured(llm, MESSAGES, Answer)
    assert llm.usage.calls == 3
