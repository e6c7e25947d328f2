"""The deterministic demonstration teacher of the SFT cold start (``sft_settings.teacher: "gold"``).

It plays the agent through the real event loop (so the gate, the caps and the tool results are
the ones the student will meet) and writes what a perfect manager of the episode would: in a
construction event, a search, then the episode's gold observations of that chunk as memories,
then finish; in a retrieval event, a search with the question, then finish.

An observation may say which earlier observation it supersedes (``"replaces": "<observation
id>"``, an extension of the episode format the toy tasks use): the teacher then updates the
memory that holds the superseded text, found through its own search, instead of creating a new
one; an observation with ``"deletes": "<observation id>"`` deletes that memory. Everything is
read from the event's own input (the turn lines and the question), never from hidden state.
"""

from __future__ import annotations

import json
import re
from typing import Any

from memstrata.eval.episodes import Episode
from memstrata.manage.unimem.prompts import turn_line
from memstrata.memory_tools import CREATE, DELETE, FINISH, SEARCH, UPDATE
from memstrata.models.llm.base import LLM, LLMResponse, Message
from memstrata.models.llm.tools import ToolCall, ToolSpec

_CONVERSATION = re.compile(r"<conversation>\n(.*?)\n</conversation>", re.S)
_QUESTION = re.compile(r"<question>\n(.*?)\n</question>", re.S)


class GoldTeacher(LLM):
    name = "gold-teacher"

    def __init__(self, episodes: list[Episode]):
        super().__init__()
        self.by_line: dict[str, list[Any]] = {}  # a turn's line as the agent sees it -> its observations
        self.text_of: dict[str, str] = {}  # observation id -> text
        for ep in episodes:
            by_source: dict[str, list[Any]] = {}
            for obs in ep.observations:
                for source in obs.provenance()[:1]:  # an observation is written once, at its first source
                    by_source.setdefault(source, []).append(obs)
                if obs.id:
                    self.text_of[obs.id] = obs.text
            for session in ep.sessions:
                for turn in session.turns:
                    line = turn_line(turn.speaker or "user", turn.text)
                    self.by_line.setdefault(line, []).extend(by_source.get(turn.id, []))

    def _chat(self, messages: list[Message], *, schema: dict[str, Any] | None, temperature: float,
              max_tokens: int) -> LLMResponse:
        raise NotImplementedError("the teacher only plays the agent")

    def _chat_tools(self, messages: list[Message], tools: list[ToolSpec], *, temperature: float,
                    max_tokens: int) -> LLMResponse:
        user = str(messages[1]["content"])
        replies = sum(m["role"] == "assistant" for m in messages)
        question = _QUESTION.search(user)
        if question is not None:
            calls = [ToolCall("t0", SEARCH, {"query": question.group(1)})] if replies == 0 else []
        else:
            calls = self._construction(user, replies, messages)
        return LLMResponse("", tool_calls=calls or [ToolCall(f"t{replies}", FINISH, {})])

    def _construction(self, user: str, replies: int, messages: list[Message]) -> list[ToolCall]:
        match = _CONVERSATION.search(user)
        lines = match.group(1).splitlines() if match else []
        gold = [obs for line in lines for obs in self.by_line.get(line, [])]
        if replies == 0:
            return [ToolCall("t0", SEARCH, {"query": " ".join(o.text for o in gold)[:300] or lines[0][:300]})] \
                if gold else []
        if replies > 1:
            return []  # written: finish
        found = self._found(messages)
        calls = []
        for i, obs in enumerate(gold):
            extra = getattr(obs, "model_extra", None) or {}
            target = extra.get("replaces") or extra.get("deletes")
            held = found.get(self.text_of.get(str(target), "")) if target else None
            if held and extra.get("deletes"):
                calls.append(ToolCall(f"w{i}", DELETE, {"memory_id": held}))
            elif held:
                calls.append(ToolCall(f"w{i}", UPDATE, {"memory_id": held, "content": obs.text}))
            else:
                calls.append(ToolCall(f"w{i}", CREATE, {"content": obs.text}))
        return calls

    @staticmethod
    def _found(messages: list[Message]) -> dict[str, str]:
        """Text -> id of every memory the event's searches returned so far."""
        out: dict[str, str] = {}
        for m in messages:
            if m["role"] == "tool":
                try:
                    result = json.loads(m["content"])
                except (TypeError, json.JSONDecodeError):
                    continue
                for hit in result.get("results", []) if isinstance(result, dict) else []:
                    out.setdefault(hit.get("memory", ""), hit.get("id", ""))
        return out
