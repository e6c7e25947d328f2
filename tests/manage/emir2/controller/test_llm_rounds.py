"""The LLM controller's control flow on a real SQLite EMIR2 memory, driven by a ScriptedLLM.

Construction stays offline (observations, relation_backend "model"; checked: no LLM call while
adding), so every scripted reply is one the retrieval asks for, in order: intent, decomposition
gate, [subproblems], then per round an assessment and, when some candidate can still be
expanded, the anchor choice, and last the rerank.
"""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.errors import InvalidInputError
from memstrata.manage.emir2.controller import anchors, assess, decompose, intent, rerank, subproblems
from memstrata.manage.emir2.controller.common import system_message
from memstrata.models.llm.replay import ScriptedLLM

TEXTS = ["Sam lives in Paris.", "Sam adopted a cat named Miso.", "Sam works as a nurse at the city hospital.",
         "Miso got sick and Sam took her to the vet.", "Sam likes jazz and plays the saxophone.",
         "Sam moved to Berlin for a new job.", "Lena is Sam's sister and lives in Rome.",
         "Sam visited Lena in Rome in March.", "Sam started learning Italian after the trip.",
         "The vet said Miso needs a special diet."]
QUESTION = "What did the vet say about Sam's cat?"
STEPS = {system_message(mod.TASK)["content"]: name for name, mod in
         (("intent", intent), ("decompose", decompose), ("subproblems", subproblems), ("assess", assess),
          ("anchors", anchors), ("rerank", rerank))}

INTENT = json.dumps({"question_type": "single-fact", "information_required": ["what the vet said about the cat"]})
NO_SPLIT = json.dumps({"needs_decomposition": False})


def open_memory(path, embedder, llm, **options):
    m = Memory.open(path, policy="emir2", embedder=embedder, llm=llm,
                    policy_options={"relation_backend": "model", **options})
    for i, text in enumerate(TEXTS, start=1):
        m.add(observations=[{"text": text, "time": f"2024-{i:02d}-01T10:00:00", "sources": [f"D{i}:1"]}],
              user_id="sam")
    assert llm is None or llm.requests == []  # construction asked the model nothing
    return m


def units(m: Memory) -> int:
    return sum(1 for r in m.get_all(user_id="sam") if r.kind in ("event", "state"))


def steps(llm: ScriptedLLM) -> list[str]:
    return [STEPS[req[0]["content"]] for req in llm.requests]


def payload(request: list[dict]) -> dict:
    user = next(msg for msg in request if msg["role"] == "user")
    return json.loads(user["content"].split("\n", 1)[1])


def assessment(sufficient: bool, refs=(), probe=None, target="root", actions=()) -> dict:
    return {"target": target, "sufficient": sufficient, "missing_facets": [] if sufficient else ["the vet's advice"],
            "supporting_result_refs": list(refs), "followup_probe": probe, "action_ids": list(actions)}


def assess_reply(*targets: dict) -> str:
    return json.dumps({"assessments": list(targets)})


def rerank_reply(scores: dict[str, float]) -> str:
    return json.dumps({"scores": [{"ref": r, "score": s} for r, s in scores.items()]})


def even_scores(n: int) -> str:
    return rerank_reply({f"R{i}": 0.5 for i in range(1, n + 1)})


# With 32 candidates every unit of this small memory is found in round 1, so no graph action
# reaches anything new and no anchor step is asked.
def test_sufficient_evidence_stops_after_the_first_assessment(tmp_path, embedder):
    n = 14
    llm = ScriptedLLM([INTENT, NO_SPLIT, assess_reply(assessment(True, ["R1"])), even_scores(n)])
    with open_memory(tmp_path / "m.db", embedder, llm) as m:
        assert units(m) == n
        results = m.search(QUESTION, user_id="sam", limit=5)
        trace = m.last_search_trace
        all_ids = [r.id for r in m.get_all(user_id="sam")]
    assert steps(llm) == ["intent", "decompose", "assess", "rerank"]
    assert trace["stopped"] == "sufficient" and trace["rounds"] == 1 and trace["calls"] == 4
    assert trace["assessments"][0]["sufficient"] is True and not trace["controller_failed"]
    assert trace["decomposed"] is False and "subproblems" not in trace["calls_by_step"]
    assert results and all(r.score == 0.5 for r in results)
    # Every step after the intent is shown it; candidates are shown by ref, never by id.
    shown = payload(llm.requests[2])
    assert shown["intent"]["question_type"] == "single-fact"
    assert [c["ref"] for c in shown["candidates"]] == [f"R{i}" for i in range(1, n + 1)]
    assert not any(unit_id in llm.requests[2][1]["content"] for unit_id in all_ids)


def test_the_rerank_score_orders_the_result(tmp_path, embedder):
    n = 14
    refs = [f"R{i}" for i in range(1, n + 1)]
    # Cite every candidate so the trace maps each ref to its id (in ref order).
    scores = {ref: round(i / (n + 1), 3) for i, ref in enumerate(refs, start=1)}  # the last ref first
    llm = ScriptedLLM([INTENT, NO_SPLIT, assess_reply(assessment(True, refs)), rerank_reply(scores)])
    with open_memory(tmp_path / "m.db", embedder, llm) as m:
        results = m.search(QUESTION, user_id="sam", limit=6)
        trace = m.last_search_trace
    id_of = dict(zip(refs, trace["assessments"][0]["targets"][0]["supporting"]))
    expected = [id_of[r] for r in reversed(refs)]
    got = [r.id for r in results]
    assert len(got) >= 3 and got == [i for i in expected if i in set(got)]
    assert [r.score for r in results] == sorted((r.score for r in results), reverse=True)
    assert results[0].score == scores[next(r for r in reversed(refs) if id_of[r] == got[0])]


def probe_script(n: int, rounds_left: bool = True) -> list[str]:
    """Round 2 probes a query that finds nothing new (every unit is a candidate already); the next
    assessment proposes it again in other case and spacing."""
    first = assess_reply(assessment(False, ["R2"], probe="Miso vet diet"))
    again = assess_reply(assessment(False, ["R2"], probe="  miso   VET diet "))
    return [INTENT, NO_SPLIT, first, *([again] if rounds_left else []), even_scores(n)]


def test_a_repeated_failed_probe_is_not_issued_again(tmp_path, embedder):
    llm = ScriptedLLM(probe_script(14))
    with open_memory(tmp_path / "m.db", embedder, llm) as m:
        m.search(QUESTION, user_id="sam", limit=5)
        trace = m.last_search_trace
    assert steps(llm) == ["intent", "decompose", "assess", "assess", "rerank"]
    assert trace["probes"] == ["Miso vet diet"] and trace["failed_probes"] == ["Miso vet diet"]
    assert trace["skipped_probes"] == ["miso   VET diet"]
    # Nothing new was found and no new probe was left: the loop ends before R_max.
    assert trace["stopped"] == "no new evidence and no new probe" and trace["rounds"] == 2
    history = payload(llm.requests[3])["history"]
    assert history["probes_issued"] == ["Miso vet diet"] and history["probes_that_found_nothing"] == ["Miso vet diet"]


def test_prompts_do_not_depend_on_r_max_so_a_shorter_budget_is_a_cut_trajectory(tmp_path, embedder):
    long = ScriptedLLM(probe_script(14))
    with open_memory(tmp_path / "m.db", embedder, long, rounds=8) as m:
        m.search(QUESTION, user_id="sam", limit=5)
    short = ScriptedLLM(probe_script(14, rounds_left=False))
    with Memory.open(tmp_path / "m.db", policy="emir2", embedder=embedder, llm=short,
                     policy_options={"relation_backend": "model", "rounds": 2}) as m:  # the same graph
        m.search(QUESTION, user_id="sam", limit=5)
        assert m.last_search_trace["stopped"] == "R_max (2)"
    assert steps(short) == ["intent", "decompose", "assess", "rerank"]
    # The same requests, call for call, with the long run's round-3 assessment cut out.
    assert short.requests == [*long.requests[:3], long.requests[4]]


def test_invalid_output_twice_ends_the_question_with_the_offline_ranking(tmp_path, embedder):
    llm = ScriptedLLM([INTENT, NO_SPLIT, "not json", '{"assessments": "still not"}'])
    with open_memory(tmp_path / "m.db", embedder, llm, candidates=4) as m:
        got = m.search(QUESTION, user_id="sam", limit=5)
        trace = m.last_search_trace
    assert steps(llm) == ["intent", "decompose", "assess", "assess"]  # one retry, with the error
    assert "not valid" in llm.requests[3][-1]["content"]
    assert trace["controller_failed"] is True and trace["failure"]["step"] == "assess"
    assert trace["stopped"] == "controller failed at assess" and trace["calls"] == 4
    # What round 1 found, ranked as the offline rounds rank it (same store, no LLM, one round).
    with Memory.open(tmp_path / "m.db", policy="emir2", embedder=embedder,
                     policy_options={"candidates": 4, "rounds": 1}) as offline:
        assert offline.manager.describe()["controller"] == "offline"
        expected = offline.search(QUESTION, user_id="sam", limit=5)
    assert [(r.id, r.score) for r in got] == [(r.id, r.score) for r in expected] and got


def test_an_anchor_outside_the_supplied_refs_is_rejected_and_the_retry_is_expanded(tmp_path, embedder):
    # With 4 candidates the graph reaches units not yet found, so the anchor step is asked.
    llm = ScriptedLLM([INTENT, NO_SPLIT, assess_reply(assessment(False)),
                       json.dumps({"source_refs": ["R99"]}), json.dumps({"source_refs": ["R4", "R4"]}),
                       "no rerank", "no rerank either"])
    with open_memory(tmp_path / "m.db", embedder, llm, candidates=4, rounds=2) as m:
        results = m.search(QUESTION, user_id="sam", limit=8)
        trace = m.last_search_trace
    assert steps(llm) == ["intent", "decompose", "assess", "anchors", "anchors", "rerank", "rerank"]
    assert "R99" in llm.requests[4][-1]["content"]  # the retry names the rejected ref
    shown = {c["ref"]: c for c in payload(llm.requests[3])["candidates"]}
    assert shown["R4"]["actions"]  # R4 offers graph actions that reach new units
    (anchor_ids,) = trace["anchors"]
    assert len(anchor_ids) == 1 and trace["rounds"] == 2
    assert trace["found"][1] > trace["found"][0]  # the expansion reached units round 1 had not found
    # The rerank failed too: what the rounds found, expansion included, ranked offline.
    assert trace["controller_failed"] and trace["failure"]["step"] == "rerank"
    assert results and all(r.score <= 1.0 for r in results)


def test_a_decomposed_question_plans_distinct_subproblems_and_an_optional_one_does_not_block_the_stop(
        tmp_path, embedder):
    question = "Which city does Sam live in now, and where does Sam's sister live?"
    plan_with_root = {"subproblems": [{"query": question, "required": True},
                                      {"query": "city where Lena, Sam's sister, lives", "required": True}]}
    plan = {"subproblems": [
        {"query": "city Sam lives in now", "must_terms": ["Sam"], "entities": ["Sam"], "required": True},
        {"query": "city where Lena, Sam's sister, lives", "entities": ["Lena"], "required": True,
         "time_constraint": {"start": "2024-01", "end": None}},
        {"query": "Sam's trips abroad", "required": False, "time_constraint": {"start": None, "end": None}}]}
    verdicts = assess_reply(assessment(True, ["R1"]), assessment(True, ["R2"], target="S1"),
                            assessment(True, ["R3"], target="S2"), assessment(False, probe="Sam travel", target="S3"))
    llm = ScriptedLLM([json.dumps({"question_type": "multi-hop", "information_required": ["Sam's city", "Lena's city"]}),
                       json.dumps({"needs_decomposition": True}), json.dumps(plan_with_root), json.dumps(plan),
                       verdicts, even_scores(14)])
    with open_memory(tmp_path / "m.db", embedder, llm) as m:
        m.search(question, user_id="sam", limit=5)
        trace = m.last_search_trace
    assert steps(llm) == ["intent", "decompose", "subproblems", "subproblems", "assess", "rerank"]
    assert "restates the root question" in llm.requests[3][-1]["content"]
    assert trace["decomposed"] and [s["query"] for s in trace["subproblems"]] == [s["query"] for s in plan["subproblems"]]
    assert trace["subproblems"][2]["time_constraint"] is None  # both ends null: no constraint
    targets = payload(llm.requests[4])["targets"]
    assert [t["id"] for t in targets] == ["root", "S1", "S2", "S3"] and targets[3]["required"] is False
    assert payload(llm.requests[3])["first_search"]  # planning saw the first candidates
    # S3 is open, but it is optional: the root and the required subproblems suffice.
    assert trace["stopped"] == "sufficient" and trace["probes"] == []


def test_the_controller_option(tmp_path, embedder):
    with pytest.raises(InvalidInputError, match="controller"):
        Memory.open(tmp_path / "a.db", policy="emir2", embedder=embedder, policy_options={"controller": "gpt"})
    with pytest.raises(InvalidInputError, match="needs an LLM"):
        Memory.open(tmp_path / "b.db", policy="emir2", embedder=embedder, policy_options={"controller": "llm"})
    llm = ScriptedLLM([], name="tiny")
    with Memory.open(tmp_path / "c.db", policy="emir2", embedder=embedder, llm=llm) as m:
        assert m.manager.describe()["controller"] == "llm:tiny"
    with Memory.open(tmp_path / "d.db", policy="emir2", embedder=embedder, llm=llm,
                     policy_options={"relation_backend": "model", "controller": "offline"}) as m:
        assert m.manager.describe()["controller"] == "offline"
        m.add(observations=[{"text": TEXTS[0], "time": "2024-01-01T10:00:00"}], user_id="sam")
        assert m.search("Where does Sam live?", user_id="sam") and llm.requests == []
        assert "controller_failed" not in m.last_search_trace
