"""The Uni-Mem agent's tool contract, with scripted replies (what a real model rarely does on
demand: writing before searching, bundling finish, malformed calls, foreign ids, floods of
deletions). Every rejection of the contract has a test here; a real SQLite file, the real
embedder."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.errors import BackendError, InvalidInputError
from memstrata.manage.unimem.agent import GATE
from memstrata.models.llm.base import LLMResponse
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.models.llm.tools import ToolCall

TIME = "2023-05-08T14:00:00"
TURNS = [{"id": "D1:1", "name": "Sam", "content": "I moved to Porto last month and I work at the harbour museum now."},
         {"id": "D1:2", "name": "Jo", "content": "Congrats! Do you like it?"}]


def call(name: str, **arguments) -> str:
    return f'<tool_call>\n{json.dumps({"name": name, "arguments": arguments})}\n</tool_call>'


def results(llm: ScriptedLLM, request: int) -> list[dict]:
    """What the tool calls of one reply got back: the tool messages after that reply."""
    following = llm.requests[request + 1]
    at = len(llm.requests[request]) + 1
    return [json.loads(m["content"]) for m in following[at:] if m["role"] == "tool"]


@pytest.fixture
def open_memory(tmp_path, embedder):
    opened = []

    def _open(replies, **options):
        llm = ScriptedLLM(replies)
        m = Memory.open(tmp_path / "u.db", policy="unimem", embedder=embedder, llm=llm, policy_options=options)
        opened.append(m)
        return m, llm

    yield _open
    for m in opened:
        m.close()


def test_search_then_create_then_finish_stores_the_text_verbatim_with_lineage_sources_and_audit(open_memory):
    text = "Sam moved to Porto in April 2023 and works at the harbour museum."
    m, llm = open_memory([call("memory_search", query="Sam Porto"), call("create_memory", content=text),
                          call("finish_event")])
    result = m.add(TURNS, user_id="sam", time=TIME)
    assert [(d.event, d.step) for d in result] == [("added", "create_memory")]
    assert results(llm, 0) == [{"results": []}]  # an empty result opens the gate
    (created,) = results(llm, 1)
    assert created["memory"] == text and created["event"] == "ADD"
    record = m.get(created["id"], user_id="sam")
    assert record.text == text and record.kind == "fact" and record.time.startswith("2023-05-08")
    assert record.attrs["unimem"]["chunks"] == ["D1:1..D1:2"]
    assert record.sources == ["D1:1"]  # the turn its text states, not the small talk
    (entry,) = m.history(record.id, user_id="sam")
    assert entry.details["tool"] == "create_memory" and entry.details["step"] == 2
    assert entry.details["event"].startswith("con-")
    # The construction input carries the session's date and the speakers' names.
    user = llm.requests[0][1]["content"]
    assert "8 May 2023" in user and "Speakers: Sam, Jo" in user and "<conversation>" in user


def test_a_write_before_any_answered_search_is_rejected_and_so_is_one_in_the_same_reply(open_memory):
    m, llm = open_memory([call("create_memory", content="Sam lives in Porto."),
                          call("memory_search", query="Sam") + call("create_memory", content="Sam lives in Porto."),
                          call("create_memory", content="Sam lives in Porto."), call("finish_event")])
    m.add(TURNS, user_id="sam", time=TIME)
    assert results(llm, 0) == [{"error": GATE}]
    assert results(llm, 1)[1] == {"error": GATE}  # the search of the same reply was not yet observed
    assert results(llm, 2)[0]["event"] == "ADD"
    event = m.manager.events[-1]
    assert (event.gate_rejections, event.writes, event.closed) == (2, 1, "finished")


def test_finish_bundled_with_another_call_is_rejected_and_the_event_goes_on(open_memory):
    m, llm = open_memory([call("memory_search", query="Sam") + call("finish_event"), call("finish_event")])
    m.add(TURNS, user_id="sam", time=TIME)
    bundled = results(llm, 0)
    assert "results" in bundled[0] and "must be the only call" in bundled[1]["error"]
    assert len(llm.requests) == 2 and m.manager.events[-1].closed == "finished"


def test_malformed_calls_are_answered_with_an_error_and_counted(open_memory):
    m, llm = open_memory(["<tool_call>\n{not json}\n</tool_call>",
                          '<tool_call>{"name": "memory_search", "arguments": {"query": "x"}, "extra": 1}</tool_call>',
                          '<tool_call>{"arguments": {}}</tool_call>', "I will just think about it.",
                          call("memory_search", query=7), call("finish_event"), '<tool_call>{"name": "finish_ev'])
    m.add(TURNS, user_id="sam", time=TIME)
    assert "not JSON" in results(llm, 0)[0]["error"]
    assert "keys other than name and arguments" in results(llm, 1)[0]["error"]
    assert 'no "name"' in results(llm, 2)[0]["error"]
    reminder = llm.requests[4][-1]["content"]
    assert reminder.startswith("Your reply called no tool") and "inside <tool_call></tool_call> tags" in reminder
    assert "invalid arguments: query" in results(llm, 4)[0]["error"]  # a number is not a query
    event = m.manager.events[-1]
    assert (event.invalid_calls, event.replies_without_call, event.rejected_calls) == (3, 1, 4)
    assert event.closed == "finished" and len(llm.requests) == 6  # the unclosed block was never needed


def test_an_unclosed_call_is_one_invalid_call():
    from memstrata.models.llm import tool_text

    prose, calls = tool_text.parse('Searching. <tool_call>{"name": "memory_search", "arguments": {"query": "a"}}'
                                   '</tool_call><tool_call>{"name": "finish')
    assert prose == "Searching." and [c.name for c in calls] == ["memory_search", ""]
    assert calls[1].error and "never closed" in calls[1].error


def test_unknown_deleted_and_foreign_ids_get_the_same_error(open_memory):
    m, llm = open_memory([call("memory_search", query="x"), call("create_memory", content="Ana has a dog."),
                          call("finish_event")])
    m.add(TURNS, user_id="ana", time=TIME)
    foreign = results(llm, 1)[0]["id"]  # another user's memory
    mine = m.add(observations=[{"text": "Sam likes tea.", "time": TIME}], user_id="sam", infer=False).decisions[0].id
    start = len(llm.requests)
    llm._replies += [call("memory_search", query="Sam"), call("delete_memory", memory_id=foreign),
                     call("update_memory", memory_id="no-such-id", content="x"), call("delete_memory", memory_id=mine),
                     call("delete_memory", memory_id=mine), call("finish_event")]
    m.add(TURNS, user_id="sam", time=TIME)
    assert results(llm, start + 1) == [{"error": f"no memory with id {foreign!r}"}]
    assert results(llm, start + 2) == [{"error": "no memory with id 'no-such-id'"}]
    assert results(llm, start + 3) == [{"id": mine, "event": "DELETE"}]
    assert results(llm, start + 4) == [{"error": f"no memory with id {mine!r}"}]  # deleted just before
    assert m.get(foreign, user_id="ana").role == "primary"


def test_deletions_per_event_are_capped(open_memory):
    m, llm = open_memory([])
    ids = [d.id for d in m.add(observations=[{"text": f"Sam note {i}.", "time": TIME} for i in range(4)],
                               user_id="sam", infer=False)]
    m.manager.limits = type(m.manager.limits)(max_deletes=2)
    llm._replies += [call("memory_search", query="Sam"), "".join(call("delete_memory", memory_id=i) for i in ids),
                     call("finish_event")]
    m.add(TURNS, user_id="sam", time=TIME)
    outcomes = results(llm, 1)
    assert [o.get("event") for o in outcomes[:2]] == ["DELETE", "DELETE"]
    assert all("at most 2 deletions" in o["error"] for o in outcomes[2:])
    assert sum(m.get(i, user_id="sam").role == "primary" for i in ids) == 2


def test_creations_and_updates_per_event_are_capped_by_the_policy_option(open_memory):
    # A chunk that talks the agent into a flood of writes stores at most max_writes of them.
    flood = "".join(call("create_memory", content=f"Sam fact number {i}.") for i in range(6))
    m, llm = open_memory([call("memory_search", query="Sam"), flood, call("finish_event")], max_writes=4)
    m.add(TURNS, user_id="sam", time=TIME)
    outcomes = results(llm, 1)
    assert [o.get("event") for o in outcomes[:4]] == ["ADD"] * 4
    assert all("at most 4 creations and updates" in o["error"] for o in outcomes[4:])
    assert len(m.get_all(user_id="sam")) == 4


def test_a_write_cap_out_of_range_is_refused_naming_it(tmp_path, embedder):
    with pytest.raises(InvalidInputError, match="max_writes"):
        Memory.open(tmp_path / "w.db", policy="unimem", embedder=embedder, llm=ScriptedLLM([]),
                    policy_options={"max_writes": 0})


def test_content_over_the_limit_or_not_a_string_is_rejected(open_memory):
    m, llm = open_memory([call("memory_search", query="x"), call("create_memory", content="x" * 20_000)
                          + call("create_memory", content=["a list"]) + call("create_memory", content=""),
                          call("finish_event")])
    m.add(TURNS, user_id="sam", time=TIME)
    too_long, not_text, empty = results(llm, 1)
    assert "20000 characters" in too_long["error"] and "content" in not_text["error"] and "content" in empty["error"]
    assert not m.get_all(user_id="sam")


def test_retrieval_offers_only_search_and_finish_and_closes_after_k_searches(open_memory):
    m, llm = open_memory([])
    facts = ["Sam moved to Porto in April 2023.", "Sam adopted a cat named Miso in June 2023.",
             "Sam started pottery classes in 2022."]
    m.add(observations=[{"text": t, "time": f"2023-0{i + 4}-01T10:00:00"} for i, t in enumerate(facts)],
          user_id="sam", infer=False)
    llm._replies += [call("create_memory", content="Sam is great."), call("memory_search", query="Sam cat"),
                     call("memory_search", query="Sam Porto"), call("memory_search", query="Sam pottery"),
                     call("memory_search", query="never asked")]
    found = m.search("What pets and hobbies does Sam have?", user_id="sam", limit=10, time="2023-07-01T09:00:00")
    assert "not available in this event" in results(llm, 0)[0]["error"]
    assert llm.tools_offered[-1] == ["memory_search", "finish_event"]
    event = m.manager.events[-1]
    assert event.closed == "search limit" and event.searches == 3 and len(llm.requests) == 4
    assert "Asked on: Saturday, 1 July 2023" in llm.requests[0][1]["content"]
    # Every result found, once each, in the order found; scores by rank.
    assert found[0].text.startswith("Sam adopted a cat") and sorted(r.text for r in found) == sorted(facts)
    assert [round(r.score, 3) for r in found] == [1.0, 0.5, 0.333]
    assert m.last_search_trace["searches"] == 3


def test_a_context_shows_what_survives_the_budget_in_time_order(open_memory):
    m, llm = open_memory([])
    m.add(observations=[{"text": "Sam adopted a cat named Miso.", "time": "2023-06-01T10:00:00"},
                        {"text": "Sam moved to Porto.", "time": "2023-04-01T10:00:00"}], user_id="sam", infer=False)
    llm._replies += [call("memory_search", query="Sam cat"), call("finish_event")]
    ctx = m.context("Where does Sam live and what pet?", user_id="sam", budget_tokens=200)
    lines = ctx.text.splitlines()[1:]
    assert lines[0].startswith("1. [2023-04-01] Sam moved to Porto") and lines[1].startswith("2. [2023-06-01]")


def test_an_event_that_never_finishes_is_closed_at_the_step_limit(open_memory):
    m, llm = open_memory([call("memory_search", query=f"q{i}") for i in range(3)], max_steps=3)
    m.add(TURNS, user_id="sam", time=TIME)
    assert m.manager.events[-1].closed == "step limit" and len(llm.requests) == 3


def test_native_tool_calls_several_per_reply_run_in_order(open_memory):
    search = ToolCall("c1", "memory_search", {"query": "Sam"})
    create = ToolCall("c2", "create_memory", {"content": "Sam works at the harbour museum."})
    m, llm = open_memory([LLMResponse("", tool_calls=[search]), LLMResponse("", tool_calls=[create]),
                          LLMResponse("done", tool_calls=[ToolCall("c3", "finish_event", {})])])
    result = m.add(TURNS, user_id="sam", time=TIME)
    assert [d.event for d in result] == ["added"]
    history = llm.requests[2]
    assert history[2]["tool_calls"][0]["function"]["name"] == "memory_search" and history[3]["role"] == "tool"
    assert history[3]["tool_call_id"] == "c1"


def test_without_an_llm_the_policy_is_refused_with_how_to_configure_one(tmp_path, embedder):
    with pytest.raises(InvalidInputError, match="needs an LLM.*MEMSTRATA_LLM_PROVIDER"):
        Memory.open(tmp_path / "n.db", policy="unimem", embedder=embedder)


def test_a_backend_failure_keeps_the_chunks_before_and_the_rest_pending(open_memory):
    turns = [*TURNS, {"id": "D1:3", "name": "Sam", "content": "My sister Ines visits in June."}]
    m, _ = open_memory([call("memory_search", query="Sam"), call("create_memory", content="Sam lives in Porto."),
                        call("finish_event"), BackendError("connection refused")], chunk_turns=2)
    result = m.add(turns, user_id="sam", time=TIME)
    assert result.extraction == "failed" and "connection refused" in (result.error or "")
    records = m.get_all(user_id="sam")
    assert [r.text for r in records if r.role == "primary"] == ["Sam lives in Porto."]
    assert [r.sources for r in records if r.role == "pending"] == [["D1:3"]]


def test_trajectories_log_every_call_and_every_event(open_memory, tmp_path):
    from memstrata.manage.unimem.trajectory import read_trajectories

    path = tmp_path / "traj.jsonl"
    m, _ = open_memory([call("memory_search", query="Sam"), call("finish_event")], trajectories=str(path))
    m.add(TURNS, user_id="sam", time=TIME)
    lines = read_trajectories(path)
    assert [x["type"] for x in lines] == ["call", "call", "event"]
    first = lines[0]
    assert first["tool_calls"][0]["name"] == "memory_search" and first["results"] == [{"results": []}]
    assert first["messages"][0]["role"] == "system" and first["raw"].startswith("<tool_call>")
    assert lines[2]["closed"] == "finished" and lines[2]["steps"] == 2


def test_stable_ids_make_two_runs_of_one_conversation_ask_the_same_prompts(tmp_path, embedder):
    replies = [call("memory_search", query="Sam"), call("create_memory", content="Sam lives in Porto."),
               call("finish_event")]
    prompts = []
    for run in ("a", "b"):
        llm = ScriptedLLM(list(replies))
        with Memory.open(tmp_path / f"{run}.db", policy="unimem", embedder=embedder, llm=llm,
                         policy_options={"stable_ids": True}) as m:
            m.add(TURNS, user_id="sam", time=TIME)
        prompts.append(llm.requests[-1])
    assert prompts[0] == prompts[1]  # the create's id, shown to the model, is the same in both runs
    # The same conversation said again in one store gets a fresh id, never a collision.
    llm = ScriptedLLM(replies * 2)
    with Memory.open(tmp_path / "c.db", policy="unimem", embedder=embedder, llm=llm,
                     policy_options={"stable_ids": True}) as m:
        ids = [m.add(TURNS, user_id="sam", time=TIME).decisions[0].id for _ in range(2)]
    assert ids[0] != ids[1]


class Overflowing(ScriptedLLM):
    """Answers from its script, then fails the way llama.cpp does when a request outgrows n_ctx."""

    def __init__(self, replies, overflow_at: int):
        super().__init__(replies)
        self.overflow_at, self.calls = overflow_at, 0

    def _chat_tools(self, messages, tools, *, temperature, max_tokens):
        self.calls += 1
        if self.calls == self.overflow_at:
            raise ValueError("Requested tokens (8242) exceed context window of 8192")
        return super()._chat_tools(messages, tools, temperature=temperature, max_tokens=max_tokens)


def test_a_retrieval_event_that_outgrows_the_context_closes_with_what_it_found(tmp_path, embedder):
    llm = Overflowing([], overflow_at=2)
    with Memory.open(tmp_path / "c.db", policy="unimem", embedder=embedder, llm=llm) as m:
        m.add(observations=[{"text": "Sam moved to Porto in April 2023.", "time": TIME}], user_id="sam", infer=False)
        llm._replies += [call("memory_search", query="Sam Porto")]
        found = m.search("Where does Sam live?", user_id="sam")
        event = m.manager.events[-1]
        assert event.closed == "context limit" and event.steps == 1 and event.searches == 1
        assert [r.text for r in found] == ["Sam moved to Porto in April 2023."]


def test_a_construction_event_whose_first_prompt_does_not_fit_keeps_the_turns_pending(tmp_path, embedder):
    llm = Overflowing([], overflow_at=1)
    with Memory.open(tmp_path / "c.db", policy="unimem", embedder=embedder, llm=llm) as m:
        result = m.add(TURNS, user_id="sam", time=TIME)
        assert result.extraction == "failed" and "exceed context window" in result.error
        assert sorted(r.text for r in m.get_all(user_id="sam")) == sorted(f"{t['name']}: {t['content']}" for t in TURNS)
        assert {d.role for d in result} == {"pending"}


def test_searches_past_k_in_one_reply_are_refused_not_answered(open_memory):
    m, llm = open_memory([])
    m.add(observations=[{"text": t, "time": TIME} for t in ("Sam moved to Porto.", "Sam adopted a cat.")],
          user_id="sam", infer=False)
    m.manager.retrieval = type(m.manager.retrieval)(max_steps=4, max_searches=1, max_tokens=64)
    llm._replies += [call("memory_search", query="Sam cat") + call("memory_search", query="Sam Porto")]
    found = m.search("What about Sam?", user_id="sam")
    event = m.manager.events[-1]
    # k = 1: the first search is answered, the second refused; the event closes after that reply.
    assert event.closed == "search limit" and event.searches == 1 and event.rejected_calls == 1
    assert len(llm.requests) == 1
    assert found[0].text == "Sam adopted a cat."
