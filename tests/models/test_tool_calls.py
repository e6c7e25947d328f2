"""Tool calling in the LLM protocol: the text format (rendered and parsed strictly), specs from
pydantic models, and recording / replaying tool replies."""

from __future__ import annotations

import json

from memstrata.memory_tools import CONSTRUCTION_TOOLS, SPECS, MemoryTools, ToolLimits
from memstrata.models.llm import tool_text
from memstrata.models.llm.replay import RecordingLLM, ReplayLLM, ScriptedLLM
from memstrata.models.llm.tools import ToolCall, assistant_message, tool_message

TOOLS = [SPECS[n] for n in CONSTRUCTION_TOOLS]


def test_specs_come_from_the_argument_models():
    spec = SPECS["update_memory"].to_openai()["function"]
    assert spec["name"] == "update_memory" and spec["parameters"]["required"] == ["memory_id", "content"]
    assert spec["parameters"]["additionalProperties"] is False
    assert SPECS["memory_search"].parameters()["required"] == ["query"]  # limit is optional


def test_the_history_is_rendered_as_text_blocks_with_results_in_one_user_message():
    calls = [ToolCall("a", "memory_search", {"query": "Sam"}), ToolCall("b", "memory_search", {"query": "Jo"})]
    history = [{"role": "system", "content": "You manage memory."}, {"role": "user", "content": "event"},
               assistant_message("Looking.", calls), tool_message("a", {"results": []}),
               tool_message("b", {"results": [{"id": "x", "memory": "Jo runs.", "time": "t"}]})]
    out = tool_text.render(history, TOOLS)
    assert out[0]["content"].startswith("You manage memory.\n\n# Tools") and '"name": "finish_event"' in out[0]["content"]
    assert out[2] == {"role": "assistant", "content": 'Looking.\n<tool_call>\n{"name": "memory_search", "arguments": '
                                                       '{"query": "Sam"}}\n</tool_call>\n<tool_call>\n{"name": '
                                                       '"memory_search", "arguments": {"query": "Jo"}}\n</tool_call>'}
    assert out[3]["role"] == "user" and out[3]["content"].count("<tool_response>") == 2 and len(out) == 4
    # What is rendered parses back to the same calls.
    prose, parsed = tool_text.parse(out[2]["content"])
    assert prose == "Looking." and [(c.name, c.arguments) for c in parsed] == [(c.name, c.arguments) for c in calls]


def test_parsing_is_strict():
    cases = {'<tool_call>["memory_search"]</tool_call>': "must be a JSON object",
             '<tool_call>{"name": "", "arguments": {}}</tool_call>': 'no "name"',
             '<tool_call>{"name": "memory_search", "arguments": "q"}</tool_call>': "must be a JSON object",
             '<tool_call>{"name": "memory_search", "args": {}}</tool_call>': "keys other than",
             "<tool_call>{'name': 'memory_search'}</tool_call>": "not JSON"}
    for text, error in cases.items():
        (call,) = tool_text.parse(text)[1]
        assert call.error and error in call.error, text
    (ok,) = tool_text.parse('<tool_call>{"name": "finish_event"}</tool_call>')[1]
    assert ok.error is None and ok.arguments == {}  # no arguments: none
    assert tool_text.parse("No call here.") == ("No call here.", [])


def test_tool_replies_are_recorded_and_replayed_exactly(tmp_path):
    path = tmp_path / "rec.jsonl"
    reply = 'ok <tool_call>{"name": "memory_search", "arguments": {"query": "Sam"}}</tool_call>'
    recorder = RecordingLLM(ScriptedLLM([reply]), path)
    history = [{"role": "user", "content": "event"}]
    first = recorder.chat_tools(history, TOOLS)
    replayed = ReplayLLM(path).chat_tools(history, TOOLS)
    assert [c.to_dict() for c in replayed.tool_calls] == [c.to_dict() for c in first.tool_calls]
    assert replayed.raw == reply and replayed.content == "ok"
    # Another set of tools is another request.
    rec = json.loads(path.read_text().splitlines()[0])
    assert rec["tool_calls"][0]["name"] == "memory_search"
    import pytest

    from memstrata.errors import ReplayMissError

    with pytest.raises(ReplayMissError):
        ReplayLLM(path).chat_tools(history, TOOLS[:2])


class _Backend:
    def __init__(self):
        self.calls = []

    def search(self, query, limit):
        self.calls.append(("search", query, limit))
        return []

    def create(self, content):
        return "m1"

    def update(self, memory_id, content):
        raise LookupError(memory_id)

    def delete(self, memory_id):
        raise LookupError(memory_id)


def test_memory_tools_validate_cap_and_answer_in_json():
    backend = _Backend()
    tools = MemoryTools(backend, ("memory_search", "finish_event"), ToolLimits(search_limit=4))
    assert tools.call("memory_search", {"query": "Sam", "limit": 50}) == {"results": []}
    assert backend.calls[-1] == ("search", "Sam", 4)  # the event caps the limit
    assert "not available in this event" in tools.call("create_memory", {"content": "x"})["error"]
    assert "unknown tool 'forget_all'" in tools.call("forget_all", {})["error"]
    assert "limit" in tools.call("memory_search", {"query": "Sam", "limit": "5"})["error"]  # strict types
    assert "extra" in tools.call("memory_search", {"query": "Sam", "extra": 1})["error"].lower()
    full = MemoryTools(backend, CONSTRUCTION_TOOLS)
    assert full.call("update_memory", {"memory_id": "zz", "content": "x"}) == {"error": "no memory with id 'zz'"}
    assert full.call("create_memory", {"content": "Sam runs."}) == {"id": "m1", "memory": "Sam runs.", "event": "ADD"}
    assert full.call("finish_event", {"summary": "done"}) == {"event": "FINISH"}


def test_history_for_a_chat_template_carries_arguments_as_objects():
    from memstrata.models.llm.tools import template_message

    call = {"id": "c1", "type": "function", "function": {"name": "memory_search", "arguments": '{"query": "Sam"}'}}
    bad = {"id": "c2", "type": "function", "function": {"name": "create_memory", "arguments": '{"content": '}}
    out = template_message({"role": "assistant", "content": None, "tool_calls": [call, bad]})
    assert out["content"] == "" and out["tool_calls"][0]["function"]["arguments"] == {"query": "Sam"}
    assert out["tool_calls"][1]["function"]["arguments"] == '{"content": '  # shown as the model wrote it
    assert call["function"]["arguments"] == '{"query": "Sam"}'  # the caller's history is not changed
