"""EMIR2 construction with an LLM: control flow with scripted replies (what a real model
rarely produces on demand: invalid JSON, uncited turns, rule-breaking reductions)."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.manage.emir2.graph import EVIDENCE
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.types import Scope

TURNS = [{"id": "D1:1", "name": "Sam", "content": "I live in Paris now, near the canal."},
         {"id": "D1:2", "name": "Jo", "content": "Good luck!"}]
TIME = "2023-05-08T14:00:00"


def _extraction(cited: list[str], claims: bool = True) -> str:
    events = [{"ref": "E1", "title": "Sam's home", "summary": "Sam lives in Paris, near the canal.",
               "status": "ongoing", "exact_mentions": ["Paris"], "evidence_turn_ids": cited, "entities": ["Sam", "Paris"]}]
    claim = [{"subject": "Sam", "dimension": "home", "aspect": "city", "value": "Paris",
              "evidence_turn_ids": cited, "event_refs": ["E1"]}] if claims else []
    return json.dumps({"write": True, "events": events, "candidate_claims": claim, "relations": []})


def _reduction(status: str = "apply", op: str = "add", key: str | None = None) -> str:
    return json.dumps({"status": status, "operations": [{"operation": op, "fact_key": key, "subject": "Sam",
                                                         "dimension": "home", "aspect": "city", "value": "Paris",
                                                         "evidence_event_refs": ["E1"]}],
                       "full_summary": "Sam lives in Paris.", "reason": "new"})


def _open(tmp_path, embedder, replies):
    llm = ScriptedLLM(replies)
    return Memory.open(tmp_path / "w.db", policy="emir2", embedder=embedder, llm=llm,
                       policy_options={"relation_backend": "model", "controller": "offline"}), llm


def test_a_window_whose_extraction_stays_invalid_keeps_its_turns_pending_and_searchable(tmp_path, embedder):
    m, llm = _open(tmp_path, embedder, ["not json", "still not json"])
    with m:
        result = m.add(TURNS, user_id="sam", time=TIME)
        assert [d.event for d in result] == ["pending", "pending"] and result.extraction == "llm"
        assert "window extraction failed" in (result.decisions[0].reason or "")
        assert [r.text for r in m.search("Where does Sam live?", user_id="sam", limit=2)][0].endswith("near the canal.")
        assert len(llm.requests) == 2


def test_an_uncited_turn_is_sent_back_and_the_corrected_reply_builds_event_state_and_evidence(tmp_path, embedder):
    # First reply cites no turn for D1:1's content (evidence on D1:2 only); the retry fixes it.
    replies = [_extraction(["D1:2"], claims=False), _extraction(["D1:1"])]
    m, llm = _open(tmp_path, embedder, replies)
    with m:
        result = m.add(TURNS, user_id="sam", time=TIME)
        retry = llm.requests[1][-1]["content"]
        assert "D1:1" in retry and "no event or claim cites" in retry
        kinds = {(d.kind, d.event, d.step) for d in result}
        assert {("event", "added", "extract"), ("state", "added", "state"), ("chain", "added", "chain")} <= kinds
        state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
        # An initial state takes the claim as its fact, without a reduction call.
        assert state.attrs["emir2"]["facts"][0]["text"] == state.view == "Sam, home (city): Paris"
        assert len(llm.requests) == 2
        event = next(r for r in m.get_all(user_id="sam") if r.kind == "event")
        assert event.sources == ["D1:1"] and event.attrs["emir2"]["mentions"] == ["Paris"]
        assert any(e.type == EVIDENCE for e in m.store.neighbors(Scope("sam"), [event.id]))


def test_a_reduction_that_breaks_the_rules_twice_stays_pending_and_leaves_the_state_untouched(tmp_path, embedder):
    # Session 1: an initial state takes its claim as a fact without asking (add is all it accepts).
    # Session 2: the model "replaces" a fact key that does not exist, twice: the claim stays pending.
    bad = _reduction(op="replace", key="f9")
    later = [{"id": "D2:1", "name": "Sam", "content": "I live in Paris now, near the canal."}]
    reject = json.dumps({"verdicts": [{"source_ref": "N1", "target_ref": "N2", "edge_type": None, "confidence": 0.9,
                                       "explanation": "same home, no new event"}]})
    m, llm = _open(tmp_path, embedder, [_extraction(["D1:1"]), _extraction(["D2:1"]), bad, bad, reject])
    with m:
        m.add(TURNS, user_id="sam", time=TIME)
        assert len(llm.requests) == 1  # no reduction call for the initial state
        m.add(later, user_id="sam", time="2023-06-01T10:00:00")
        states = [r for r in m.get_all(user_id="sam") if r.kind == "state"]
        # extraction, reduction, its retry, then the cross-window pair (the same home retold), rejected
        assert len(states) == 1 and len(llm.requests) == 5
        assert "fact_key 'f9' is not a current fact" in llm.requests[3][-1]["content"]
        assert not [e for e in m.store.neighbors(Scope("sam"), [r.id for r in m.get_all(user_id="sam")])
                    if e.type == "SAME_EVENT"]
        meta = states[0].attrs["emir2"]
        assert [f["text"] for f in meta["facts"]] == ["Sam, home (city): Paris"]
        assert meta["pending"] and meta["pending"][0]["operations"][0]["op"] == "replace"


def test_a_misquoted_mention_and_a_dangling_relation_are_dropped_without_losing_the_event(tmp_path, embedder):
    wrong = json.loads(_extraction(["D1:1"], claims=False))
    wrong["events"][0]["exact_mentions"] = ["Pariss", "Paris"]
    wrong["relations"] = [{"source_ref": "E1", "target_ref": "D1:3", "type": "CAUSES"}]
    m, llm = _open(tmp_path, embedder, [json.dumps(wrong)])
    with m:
        m.add(TURNS, user_id="sam", time=TIME)
        event = next(r for r in m.get_all(user_id="sam") if r.kind == "event")
        assert event.attrs["emir2"]["mentions"] == ["Paris"] and len(llm.requests) == 1


@pytest.mark.parametrize("raw,expected", [("yesterday", ("2023-05-07", "rule")), ("a few weeks ago", (None, None))])
def test_relative_times_are_resolved_by_rule_only_when_certain(tmp_path, embedder, raw, expected):
    reply = json.loads(_extraction(["D1:1"], claims=False))
    reply["events"][0]["raw_time_expression"] = raw
    m, _ = _open(tmp_path, embedder, [json.dumps(reply)])
    with m:
        m.add(TURNS, user_id="sam", time=TIME)
        event = next(r for r in m.get_all(user_id="sam") if r.kind == "event")
        t = event.attrs["emir2"]["event_time"]
        assert (t["start"], t["source"]) == expected and t["raw"] == raw


def test_a_backend_failure_part_way_keeps_what_was_built_and_only_the_unbuilt_turns_pending(tmp_path, embedder):
    from memstrata.errors import BackendError

    turns = [*TURNS, {"id": "D1:3", "name": "Sam", "content": "I also adopted a cat named Miso."}]
    # Windows of two turns (the plan is unusable twice: fixed windows); the first window
    # builds, then the server goes away.
    llm = ScriptedLLM(["no plan", "no plan", _extraction(["D1:1"]), BackendError("connection refused")])
    m = Memory.open(tmp_path / "w.db", policy="emir2", embedder=embedder, llm=llm,
                    policy_options={"relation_backend": "model", "controller": "offline", "window_turns": 2})
    with m:
        result = m.add(turns, user_id="sam", time=TIME)
        assert result.extraction == "failed" and "connection refused" in (result.error or "")
        records = m.get_all(user_id="sam")
        events = [r for r in records if r.kind == "event"]
        pending = [r for r in records if r.role == "pending"]
        # Built once, never again as pending: the first window's event stays (its small talk,
        # D1:2, is a raw turn as in any finished window); the unbuilt window's D1:3 is pending.
        assert [e.sources for e in events] == [["D1:1"]]
        assert [s for r in pending for s in r.sources] == ["D1:3"]
        assert {d.id for d in result if d.event == "pending"} == {r.id for r in pending}
        assert any(d.kind == "event" and d.event == "added" for d in result)
