"""The memory tools in the real OpenAI Agents SDK: an ``Agent`` run by ``Runner`` with a model
scripted to call the tools (no network: the SDK's tracing is off), and the tools' schemas."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("agents")

from agents import Agent, Runner, set_tracing_disabled  # noqa: E402
from agents.items import ModelResponse  # noqa: E402
from agents.models.interface import Model  # noqa: E402
from agents.usage import Usage  # noqa: E402
from openai.types.responses import ResponseFunctionToolCall, ResponseOutputMessage, ResponseOutputText  # noqa: E402

from memstrata import Memory  # noqa: E402
from memstrata.adapters.openai_agents import memory_tools  # noqa: E402
from memstrata.memory_tools import SERVICE_SPECS  # noqa: E402


class ScriptedModel(Model):
    """Answers each turn from a script: tool calls first, then a final message quoting the
    last tool output it was given."""

    def __init__(self, calls: list[tuple[str, dict]]):
        self.calls, self.seen = list(calls), []

    async def get_response(self, system_instructions, input, model_settings, tools, output_schema, handoffs,
                           tracing, **kwargs):
        self.seen.append(input)
        if self.calls:
            name, args = self.calls.pop(0)
            call = ResponseFunctionToolCall(type="function_call", call_id=f"c{len(self.seen)}", name=name,
                                            arguments=json.dumps(args), id=f"fc{len(self.seen)}", status="completed")
            return ModelResponse(output=[call], usage=Usage(), response_id=None)
        outputs = [i for i in input if isinstance(i, dict) and i.get("type") == "function_call_output"]
        text = outputs[-1]["output"] if outputs else "nothing"
        message = ResponseOutputMessage(type="message", id="m1", role="assistant", status="completed",
                                        content=[ResponseOutputText(type="output_text", text=str(text), annotations=[])])
        return ModelResponse(output=[message], usage=Usage(), response_id=None)

    def stream_response(self, *args, **kwargs):
        raise NotImplementedError


@pytest.fixture
def memory(tmp_path, embedder):
    set_tracing_disabled(True)
    with Memory.open(tmp_path / "memory.db", embedder=embedder) as m:
        yield m


def test_an_agent_adds_then_recalls_through_the_tools(memory):
    memory.add(observations=["Ola's locker code is 5512."], user_id="ola")  # another user's memory
    model = ScriptedModel([("add_memory", {"content": "Pia is allergic to peanuts.", "time": None}),
                           ("search_memory", {"query": "allergy", "limit": 5})])
    agent = Agent(name="assistant", instructions="Remember things.", model=model,
                  tools=memory_tools(memory, user_id="pia"))
    result = Runner.run_sync(agent, "Please remember that I am allergic to peanuts.")
    found = json.loads(result.final_output)["results"]
    assert [r["text"] for r in found] == ["Pia is allergic to peanuts."]  # pia's only
    assert [r.text for r in memory.get_all(user_id="pia")] == ["Pia is allergic to peanuts."]


def test_tool_schemas_and_read_only_tools(memory):
    tools = {t.name: t for t in memory_tools(memory, user_id="pia")}
    assert set(tools) == set(SERVICE_SPECS)
    assert all("user_id" not in json.dumps(t.params_json_schema) for t in tools.values())
    read_only = {t.name for t in memory_tools(memory, user_id="pia", read_only=True)}
    assert read_only == set(SERVICE_SPECS) - {"add_memory", "update_memory", "delete_memory"}
