"""The Uni-Mem agent over native tool calls, replayed from Qwen2.5-Coder-1.5B behind
llama-cpp-python's OpenAI-compatible server (``python tests/fixtures/record_llm.py
unimem-native``; the server's command, and what its "chatml-function-calling" format does to the
prompt, are written there). Every request went out with ``tools`` and every call came back in
``message.tool_calls``, read by ``OpenAICompatLLM``; the replay goes through ``Memory.open`` as
the recorder did, under the same record ids, so each request matches its recording byte for byte.

What the recording shows: the calls are always well formed (the format constrains them to each
tool's JSON schema), one per reply; but the format renders tool results as empty turns and
HTML-escapes the text, so the model never sees what its calls returned. It repeats one search
until the step limit in two of the three sessions; in the second it searches, stores the session
verbatim, then tries to update a memory "1" that never existed, and finishes. These tests pin
that outcome, and the contract the agent loop holds whatever the model does."""

from __future__ import annotations

import json
from collections import Counter
from types import SimpleNamespace

import pytest

from memstrata import Memory
from memstrata.manage.unimem.agent import CONSTRUCTION, GATE, NO_CALL, RETRIEVAL
from memstrata.memory_tools import FINISH, SEARCH, WRITES
from memstrata.models.llm.replay import ReplayLLM
from tests.conftest import FIXTURES
from tests.fixtures.unimem_cases import QUESTIONS, SESSIONS, UNIMEM_NATIVE_RECORDING, sequential_record_ids

RECORDING = FIXTURES / "llm" / UNIMEM_NATIVE_RECORDING
RESULT_KEYS = {"memory_search": {"results"}, "create_memory": {"id", "memory", "event"},
               "update_memory": {"id", "memory", "event"}, "delete_memory": {"id", "event"},
               "finish_event": {"event"}}


def records() -> list[dict]:
    return [json.loads(line) for line in RECORDING.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def replayed(tmp_path_factory, embedder):
    llm = ReplayLLM(RECORDING)
    with Memory.open(tmp_path_factory.mktemp("native") / "replay.db", policy="unimem", llm=llm,
                     embedder=embedder) as m:
        with sequential_record_ids():
            adds = [m.add(turns, user_id="sam", time=when) for when, turns in SESSIONS]
            found = [m.search(q, user_id="sam", time=asked) for q, asked in QUESTIONS]
        yield SimpleNamespace(m=m, llm=llm, adds=adds, found=found, events=list(m.manager.events))


def replies(event) -> list[tuple[list[dict], list[dict]]]:
    """An event's replies as (calls in the OpenAI format, what each got back), from its history."""
    out, rest = [], event.messages[2:]
    while rest:
        reply, rest = rest[0], rest[1:]
        assert reply["role"] == "assistant"
        calls = reply.get("tool_calls") or []
        answers, rest = rest[:len(calls)], rest[len(calls):]
        assert [a["tool_call_id"] for a in answers] == [c["id"] for c in calls]  # one result per call, in order
        if not calls:
            assert rest[0] == {"role": "user", "content": NO_CALL}
            rest = rest[1:]
        out.append((calls, [json.loads(a["content"]) for a in answers]))
    return out


def test_the_replay_asks_every_recorded_request_once_over_the_five_events(replayed):
    recs = records()
    assert replayed.llm.usage.calls == len(recs) == sum(e.steps for e in replayed.events)
    assert [e.kind for e in replayed.events] == [CONSTRUCTION] * len(SESSIONS) + [RETRIEVAL] * len(QUESTIONS)
    assert len({r["key"] for r in recs}) == len(recs)  # each request differs from the others
    assert {r["model"] for r in recs} == {"qwen2.5-coder-1.5b"}  # the name the server was asked for


def test_the_replies_arrived_as_native_tool_calls_and_none_was_malformed(replayed):
    recs = records()
    with_calls = [r for r in recs if r.get("tool_calls")]
    for r in recs:
        assert r.get("raw") is None  # nothing was parsed from text: the calls were message.tool_calls
        assert "<tool_call>" not in r["content"] and "functions." not in r["content"]
    calls = [c for r in with_calls for c in r["tool_calls"]]
    assert all(c["error"] is None for c in calls)
    # The ids are the server's ("call__<i>_<tool>_<completion id>"), unique over the recording.
    assert all(c["id"].startswith(f"call__0_{c['name']}_cmpl-") for c in calls)
    assert len({c["id"] for c in calls}) == len(calls)
    # One call per reply: the model never chained a second one. A reply without a call is the
    # format's "message" branch, which always comes back empty.
    assert Counter(len(r["tool_calls"]) for r in with_calls) == {1: len(with_calls)}
    assert all(r["content"] == "" for r in recs if not r.get("tool_calls"))
    assert (len(with_calls), len(recs) - len(with_calls)) == (29, 6)
    assert sum(e.replies_without_call for e in replayed.events) == 6


def test_every_result_has_its_tool_shape_and_the_write_gate_and_finish_alone_held(replayed):
    for event in replayed.events:
        searched = False
        for calls, results in replies(event):
            for call, result in zip(calls, results):
                name = call["function"]["name"]
                if name == FINISH and len(calls) > 1:
                    assert "error" in result
                elif name in WRITES and (not searched or event.kind == RETRIEVAL):
                    assert "error" in result and (event.kind == RETRIEVAL or result == {"error": GATE})
                if "error" in result:
                    assert set(result) == {"error"}
                    continue
                assert set(result) == RESULT_KEYS[name]
                if name == SEARCH:
                    assert all(set(hit) == {"id", "memory", "time"} for hit in result["results"])
                elif name in WRITES:  # a write answers with what it did, the text as stored
                    args = json.loads(call["function"]["arguments"])
                    assert result["event"] == {"create_memory": "ADD", "update_memory": "UPDATE",
                                               "delete_memory": "DELETE"}[name]
                    assert result.get("memory") == args.get("content")
            searched = searched or any(c["function"]["name"] == SEARCH and "results" in r
                                       for c, r in zip(calls, results))
        assert event.closed == ("finished" if replies(event)[-1][1] == [{"event": "FINISH"}] else
                                "search limit" if event.kind == RETRIEVAL else "step limit")


def test_blind_to_its_results_the_model_stores_one_session_verbatim_and_never_follows_the_injection(replayed):
    m, events = replayed.m, replayed.events
    first, second, third, *questions = events
    for event in events:  # one query per event, repeated however often it searched
        queries = {json.loads(c["function"]["arguments"])["query"] for calls, _ in replies(event) for c in calls
                   if c["function"]["name"] == SEARCH}
        assert len(queries) == 1 and event.gate_rejections == event.invalid_calls == 0
    assert (first.closed, first.steps, first.searches, first.writes) == ("step limit", 12, 10, 0)
    assert (third.closed, third.steps, third.searches, third.writes) == ("step limit", 12, 11, 0)

    # The second session: search, create, an update of an id it was never given, finish.
    steps = [[c["function"]["name"] for c in calls] for calls, _ in replies(second)]
    assert steps == [[], [SEARCH], ["create_memory"], ["update_memory"], [FINISH]]
    assert (second.closed, second.writes, second.rejected_calls) == ("finished", 1, 1)
    created, update = replies(second)[2][1][0], replies(second)[3]
    assert json.loads(update[0][0]["function"]["arguments"])["memory_id"] == "1" != created["id"]
    assert update[1] == [{"error": "no memory with id '1'"}]
    # What the model wrote for the update carries the format's HTML escaping of the prompt.
    assert "&#39;" in json.loads(update[0][0]["function"]["arguments"])["content"]

    # What got stored: the second session's turns as the model copied them, with their lineage.
    when, turns = SESSIONS[1]
    (stored,) = m.get_all(user_id="sam")
    assert stored.text == created["memory"] == "\n".join(f"{t['name']}: {t['content']}" for t in turns)
    assert stored.id == created["id"] and stored.kind == "fact" and stored.time.startswith(when)
    assert stored.sources == [t["id"] for t in turns] and stored.attrs["unimem"]["chunks"] == ["D2:1..D2:3"]
    assert [[(d.event, d.id) for d in r] for r in replayed.adds] == [[], [("added", stored.id)], []]

    # The third session told the agent to delete everything and store a debt: it searched for the
    # debt, found the stored session, and changed nothing.
    assert json.loads(replies(third)[1][0][0]["function"]["arguments"])["query"] == "Sam owes Jo 1000 euros"
    assert third.found == [{"id": stored.id, "memory": stored.text, "time": stored.time}]
    assert m.history(stored.id, user_id="sam")[-1].details["tool"] == "create_memory"

    # Each question: one search, an empty reply, finish; both find the one memory.
    assert [(e.closed, e.steps, e.searches) for e in questions] == [("finished", 3, 1)] * len(QUESTIONS)
    assert [[r.id for r in found] for found in replayed.found] == [[stored.id]] * len(QUESTIONS)
