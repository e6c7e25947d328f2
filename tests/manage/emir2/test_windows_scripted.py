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
              "evidence_turn_ids": ["D1:1"], "event_refs": ["E1"]}] if claims else []
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
    replies = [_extraction(["D1:2"], claims=False), _extraction(["D1:1"]), _reduction()]
    m, llm = _open(tmp_path, embedder, replies)
    with m:
        result = m.add(TURNS, user_id="sam", time=TIME)
        retry = llm.requests[1][-1]["content"]
        assert "D1:1" in retry and "no event or claim cites" in retry
        kinds = {(d.kind, d.event, d.step) for d in result}
        assert {("event", "added", "extract"), ("state", "added", "state"), ("chain", "added", "chain")} <= kinds
        state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
        assert state.view == "Sam lives in Paris."  # the model's summary
        assert state.attrs["emir2"]["facts"][0]["text"] == "Sam, home (city): Paris"
        event = next(r for r in m.get_all(user_id="sam") if r.kind == "event")
        assert event.sources == ["D1:1"] and event.attrs["emir2"]["mentions"] == ["Paris"]
        assert any(e.type == EVIDENCE for e in m.store.neighbors(Scope("sam"), [event.id]))


def test_a_reduction_that_breaks_the_rules_twice_stays_pending_and_leaves_the_state_untouched(tmp_path, embedder):
    # "replace" on an empty state is refused by states.validate, twice: the claim stays pending.
    bad = _reduction(op="replace", key="f9")
    m, _ = _open(tmp_path, embedder, [_extraction(["D1:1"]), bad, bad])
    with m:
        m.add(TURNS, user_id="sam", time=TIME)
        states = [r for r in m.get_all(user_id="sam") if r.kind == "state"]
        assert len(states) == 1
        meta = states[0].attrs["emir2"]
        assert meta["facts"] == [] and meta["pending"] and meta["pending"][0]["operations"][0]["op"] == "replace"


def test_a_misquoted_mention_is_an_error_named_in_the_retry(tmp_path, embedder):
    wrong = json.loads(_extraction(["D1:1"]))
    wrong["events"][0]["exact_mentions"] = ["Pariss"]
    m, llm = _open(tmp_path, embedder, [json.dumps(wrong), _extraction(["D1:1"], claims=False)])
    with m:
        m.add(TURNS, user_id="sam", time=TIME)
        assert "'Pariss' is not copied verbatim" in llm.requests[1][-1]["content"]


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
