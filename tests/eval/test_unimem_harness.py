"""``memstrata eval retrieval --policy unimem`` end to end with a scripted agent: the harness
builds each episode's memory through construction events, asks each question through a
retrieval event, scores the found memories by their matched turns, and logs trajectories next
to the run. The scripted model follows the protocol by rule (search, store each turn as a
memory, finish; search the question, finish), so the test checks the harness, not a model."""

from __future__ import annotations

import json
import re

from memstrata.eval.retrieval_runner import run_retrieval
from memstrata.manage.unimem.trajectory import read_trajectories
from memstrata.models.llm.base import LLM, LLMResponse
from memstrata.models.llm.tools import ToolCall
from memstrata.models.tokens import TokenCounter
from tests.eval.test_retrieval_runner import EPISODES


class RuleAgent(LLM):
    name = "rule-agent"

    def _chat(self, messages, *, schema, temperature, max_tokens):
        raise AssertionError("the agent only calls tools")

    def _chat_tools(self, messages, tools, *, temperature, max_tokens):
        user = messages[1]["content"]
        done = [m for m in messages if m["role"] == "tool"]
        n = len(done)
        if "<question>" in user:
            question = re.search(r"<question>\n(.*)\n</question>", user).group(1)
            call = ToolCall(f"c{n}", "finish_event") if done else ToolCall(f"c{n}", "memory_search", {"query": question})
            return LLMResponse("", tool_calls=[call], prompt_tokens=10, completion_tokens=5)
        if not done:
            return LLMResponse("", tool_calls=[ToolCall("c0", "memory_search", {"query": "anything"})])
        if n == 1:  # store each turn as written, with the speaker's name
            lines = re.search(r"<conversation>\n(.*)\n</conversation>", user, re.S).group(1).splitlines()
            return LLMResponse("", tool_calls=[ToolCall(f"w{i}", "create_memory", {"content": line})
                                               for i, line in enumerate(lines)])
        return LLMResponse("", tool_calls=[ToolCall("f", "finish_event")])


def test_eval_retrieval_runs_unimem_and_logs_its_trajectories(tmp_path, embedder):
    suite = tmp_path / "suite.jsonl"
    suite.write_text("\n".join(json.dumps(e) for e in EPISODES) + "\n")
    out = tmp_path / "run"
    summaries = run_retrieval(suite, ["unimem"], mode="sessions", budgets=[512], out=out, embedder=embedder,
                              tokens=TokenCounter(), llm=RuleAgent())
    result = summaries["unimem"]["results"]["512"]["overall"]
    # Each turn stored verbatim states itself: found whenever it was said before the question
    # (q-early is asked before Sam's move: 0 of 1; q-late and q-bo: 1 of 1).
    assert result["gold_recall"] == 66.67
    assert summaries["unimem"]["config"]["agent"] == "llm:rule-agent"
    lines = read_trajectories(out / "trajectories.jsonl")
    events = [x for x in lines if x["type"] == "event"]
    kinds = [e["kind"] for e in events]
    assert kinds.count("construction") == 3 and kinds.count("retrieval") >= 3
    assert all(e["closed"] == "finished" for e in events) and sum(e["writes"] for e in events) == 4


def test_each_retrieval_event_is_told_when_its_question_is_asked(tmp_path, embedder):
    suite = tmp_path / "suite.jsonl"
    suite.write_text("\n".join(json.dumps(e) for e in EPISODES) + "\n")
    llm = RuleAgent()
    asked: list[str] = []
    original = llm._chat_tools

    def spy(messages, tools, **kw):
        if "<question>" in messages[1]["content"] and not any(m["role"] == "tool" for m in messages):
            asked.append(messages[1]["content"])
        return original(messages, tools, **kw)

    llm._chat_tools = spy
    run_retrieval(suite, ["unimem"], mode="sessions", budgets=[512], out=tmp_path / "run", embedder=embedder,
                  tokens=TokenCounter(), llm=llm)
    timed = [q for e in EPISODES for q in e["questions"] if q.get("time")]
    assert timed and len(asked) == sum(len(e["questions"]) for e in EPISODES)
    assert sum("Asked on:" in a for a in asked) == len(timed)
