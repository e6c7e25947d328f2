"""The Uni-Mem agent in process (llama.cpp, the GGUF's own template, tool replies under the
grammar of ``<tool_call>`` blocks), replayed from Qwen2.5-Coder-1.5B (``python
tests/fixtures/record_llm.py unimem``) under the same seeded record ids, so every request
matches its recording.

What the recording shows the small model does: every reply is well formed (the grammar), and
it packs a whole plan into its first reply of an event (search, create, update, finish). The
loop holds the contract whatever it writes: the writes of that first reply are refused by the
gate, the bundled finish is refused, and only a write in a later reply lands. So the first
session stores one memory (in its second reply), the correction in the second session is never
stored (the model finishes instead of writing again), and the third session's injected order to
store a debt is refused by the gate and never retried."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from memstrata import Memory
from memstrata.manage.unimem.agent import GATE
from memstrata.models.llm.replay import ReplayLLM
from tests.conftest import FIXTURES
from tests.fixtures.unimem_cases import QUESTIONS, SESSIONS, UNIMEM_RECORDING, sequential_record_ids

RECORDING = FIXTURES / "llm" / UNIMEM_RECORDING
BUNDLED = {"error": "finish_event must be the only call in its reply; the event is still open"}


@pytest.fixture(scope="module")
def replayed(tmp_path_factory, embedder):
    llm = ReplayLLM(RECORDING)
    with Memory.open(tmp_path_factory.mktemp("inproc") / "replay.db", policy="unimem", llm=llm,
                     embedder=embedder) as m, sequential_record_ids():
        adds = [m.add(turns, user_id="sam", time=when) for when, turns in SESSIONS]
        found = [m.search(q, user_id="sam", time=asked) for q, asked in QUESTIONS]
        yield SimpleNamespace(m=m, llm=llm, adds=adds, found=found, events=list(m.manager.events),
                              stored=m.get_all(user_id="sam"))


def outcomes(event) -> list[list[tuple[str, dict]]]:
    """Per reply: (tool, what it got back)."""
    out, rest = [], event.messages[2:]
    while rest:
        reply, rest = rest[0], rest[1:]
        calls = reply.get("tool_calls") or []
        answers, rest = rest[:len(calls)], rest[len(calls):]
        out.append([(c["function"]["name"], json.loads(a["content"])) for c, a in zip(calls, answers)])
    return out


def test_every_recorded_request_is_asked_once_and_every_reply_is_a_wellformed_call(replayed):
    recs = [json.loads(x) for x in RECORDING.read_text(encoding="utf-8").splitlines() if x.strip()]
    assert replayed.llm.usage.calls == len(recs) == sum(e.steps for e in replayed.events) == 12
    assert all(r["tool_calls"] and all(c["error"] is None for c in r["tool_calls"]) for r in recs)
    assert all(r["raw"].lstrip().startswith("<tool_call>") for r in recs)
    assert all(e.closed == "finished" and e.invalid_calls == e.replies_without_call == 0 for e in replayed.events)


def test_the_gate_refuses_the_writes_of_a_first_reply_and_only_a_later_write_lands(replayed):
    first = outcomes(replayed.events[0])
    assert [name for name, _ in first[0]] == ["memory_search", "create_memory", "update_memory", "finish_event"]
    assert first[0][0][1] == {"results": []}
    assert [r for _, r in first[0][1:]] == [{"error": GATE}, {"error": GATE}, BUNDLED]
    created = first[1][1][1]
    assert created["event"] == "ADD" and first[1][2][1] == {"error": "no memory with id '1'"}  # an id it made up
    assert replayed.events[0].writes == 1 and replayed.events[0].gate_rejections == 2
    (memory,) = replayed.stored
    assert memory.id == created["id"] and memory.text == created["memory"]
    assert memory.text.startswith("Sam moved to Porto") and memory.sources == ["D1:1"]
    assert memory.attrs["unimem"]["chunks"] == ["D1:1..D1:3"]
    (audit,) = replayed.m.history(memory.id, user_id="sam")
    assert (audit.details["tool"], audit.details["step"]) == ("create_memory", 2)
    assert audit.details["event"] == replayed.events[0].id


def test_the_correction_is_never_stored_and_the_injected_debt_is_refused_by_the_gate(replayed):
    second, third = replayed.events[1], replayed.events[2]
    assert second.writes == 0 and second.gate_rejections == 2 and second.steps == 2
    debt = outcomes(third)[0]
    assert debt[1] == ("create_memory", {"error": GATE})
    assert third.writes == 0 and third.steps == 2  # it finished next instead of retrying the write
    assert not [r for r in replayed.stored if "owes" in r.text or "aquarium" in r.text]
    assert [[d.event for d in a] for a in replayed.adds] == [["added"], [], []]


def test_each_question_searches_then_finishes_alone_and_hands_over_what_it_found(replayed):
    for event, found in zip(replayed.events[3:], replayed.found):
        first = outcomes(event)[0]
        assert first[-1] == ("finish_event", BUNDLED) and event.steps == 2 and event.closed == "finished"
        assert [r.id for r in found] == [replayed.stored[0].id]
    assert replayed.events[4].searches == 2  # the two-part question asked two searches in one reply
