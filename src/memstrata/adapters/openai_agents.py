"""Memory tools for the OpenAI Agents SDK (extra ``openai-agents``): the service tools of
``memory_tools.SERVICE_SPECS`` as ``agents.FunctionTool`` objects, bound to one user.

    from agents import Agent
    from memstrata import Memory
    from memstrata.adapters.openai_agents import memory_tools

    memory = Memory.open("memory.db")
    agent = Agent(name="assistant", instructions="...", tools=memory_tools(memory, user_id="sam"))

The scope is fixed when the tools are made (the application knows its user); a tool's
arguments never carry one, so the model cannot reach another user's memory by asking.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from agents import FunctionTool

from memstrata.api.memory import Memory
from memstrata.api.service_tools import ServiceTools


def memory_tools(memory: Memory, *, user_id: str, agent_id: str | None = None, run_id: str | None = None,
                 read_only: bool = False) -> list[FunctionTool]:
    """One ``FunctionTool`` per service tool (the writing ones left out when ``read_only``)."""
    tools = ServiceTools(memory, user_id, agent_id, run_id, read_only=read_only)
    return [_function_tool(tools, spec.name, spec.description, spec.arguments) for spec in tools.specs()]


def _function_tool(tools: ServiceTools, name: str, description: str, model: Any) -> FunctionTool:
    async def invoke(ctx: Any, arguments: str) -> str:
        try:
            parsed = json.loads(arguments) if arguments.strip() else {}
        except json.JSONDecodeError as exc:
            return json.dumps({"error": f"arguments are not JSON: {exc.msg}"})
        if not isinstance(parsed, dict):
            return json.dumps({"error": "arguments must be a JSON object"})
        # Optional fields the model sends as null mean "not given".
        given = {k: v for k, v in parsed.items() if v is not None or k not in model.model_fields}
        result = await asyncio.to_thread(tools.call, name, given)
        return json.dumps(result, ensure_ascii=False)

    schema = model.model_json_schema()
    schema.setdefault("additionalProperties", False)
    return FunctionTool(name=name, description=description, params_json_schema=schema, on_invoke_tool=invoke,
                        strict_json_schema=False)
