"""Controlled interference: pools, variants, filter, audit and sweep (offline generator and a
scripted LLM generator)."""

from __future__ import annotations

import json

import pytest

from memstrata.eval.confounders_llm import LLMGenerator
from memstrata.eval.episodes import Episode, read_episodes
from memstrata.eval.interference import OfflineGenerator, build_pool, subject_and_topic, variants
from memstrata.eval.interference_suite import build_suite
from memstrata.eval.sweep import run_sweep
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.models.tokens import TokenCounter

EPISODE = Episode.model_validate({
    "id": "e", "observations": [
        {"text": "Caroline went to the LGBTQ support group on 7 May 2023.", "time": "2023-05-08", "source": "D1:3",
         "speaker": "Caroline"},
        {"text": "Melanie paints sunsets.", "time": "2023-05-20", "source": "D2:1", "speaker": "Melanie"}],
    "questions": [
        {"id": "q1", "question": "When did Caroline go to the LGBTQ support group?", "answer": "7 May 2023",
         "category": "temporal", "gold_sources": ["D1:3"]},
        {"id": "q2", "question": "Where does Melanie live now?", "answer": "Porto", "category": "knowledge-update",
         "gold_sources": ["D9:9"]}]})

KU = Episode.model_validate({
    "id": "ku", "observations": [{"text": "Ava lives in Utrecht.", "time": "2024-02-13", "source": "g"},
                                 {"text": "Ava likes tea.", "time": "2023-01-01", "source": "b"}],
    "questions": [{"id": "kq", "question": "Where does Ava live now?", "answer": "Utrecht",
                   "category": "knowledge-update", "gold_sources": ["g"], "obsolete_values": ["Leeds", "Ghent", "Porto"]}]})


def test_subject_and_topic():
    assert subject_and_topic("When did Caroline go to the LGBTQ support group?", ["Caroline", "Melanie"]) == (
        "Caroline", "go to LGBTQ support group")
    assert subject_and_topic("What is Melanie's favourite paint colour?", ["Melanie"]) == (
        "Melanie", "favourite paint colour")


def test_type_i_pool_is_fixed_similar_and_answers_nothing():
    pool, stats = build_pool(EPISODE, EPISODE.questions[0], OfflineGenerator(seed=3))
    again, _ = build_pool(EPISODE, EPISODE.questions[0], OfflineGenerator(seed=3))
    assert [c.text for c in pool] == [c.text for c in again] and len(pool) == 8
    assert all("Caroline" in c.text and "support group" in c.text for c in pool)
    assert all("7 May" not in c.text for c in pool)
    assert {c.confounder_type for c in pool} == {"I"} and pool[0].source == "cf:q1:1"
    assert stats == {"generated": 8, "dropped_contains_answer": 0, "dropped_duplicate": 0}


def test_type_ii_values_are_obsolete_and_older_than_the_gold():
    pool, _ = build_pool(KU, KU.questions[0], OfflineGenerator())
    assert [c.text for c in pool] == ["Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Porto."]
    assert all(c.time < "2024-02-13" for c in pool) and pool[0].time < pool[1].time < pool[2].time
    assert {c.confounder_type for c in pool} == {"II"}


def test_filter_drops_confounders_containing_the_answer():
    llm = ScriptedLLM([json.dumps({"statements": ["Caroline went on 7 May 2023, she said.",
                                                  "Caroline likes talking about the support group.",
                                                  "Caroline likes talking about the support group."]})])
    pool, stats = build_pool(EPISODE, EPISODE.questions[0], LLMGenerator(llm))
    assert [c.text for c in pool] == ["Caroline likes talking about the support group."]
    assert stats == {"generated": 3, "dropped_contains_answer": 1, "dropped_duplicate": 1}
    request = json.loads(llm.requests[0][-1]["content"])
    assert request["question"] == EPISODE.questions[0].question and request["how_many"] == 8


def test_variants_are_per_question_and_take_the_first_n():
    pools = {"kq": build_pool(KU, KU.questions[0], OfflineGenerator())[0]}
    for n in (0, 2):
        (ep,) = variants([KU], pools, n)
        assert ep.id == "ku/kq" and len(ep.observations) == 2 + n
        assert ep.questions[0].confounder_sources == [f"cf:kq:{i + 1}" for i in range(n)]
        assert [o.time for o in ep.observations] == sorted(o.time for o in ep.observations)


def test_suite_audit_and_sweep(tmp_path, embedder):
    src = tmp_path / "ku.jsonl"
    src.write_text(json.dumps(KU.model_dump(exclude_none=True)) + "\n")
    summary = build_suite(read_episodes(src), OfflineGenerator(), tmp_path / "suite", embedder, ns=(0, 2))
    audit = summary["audit"]["type_II"]
    assert audit["queries"] == 1 and audit["confounders"] == 2
    assert 0 <= audit["above_all_gold_pct"] <= audit["above_at_least_one_gold_pct"] <= 100
    assert "Above all gold (%)" in (tmp_path / "suite" / "audit.md").read_text()
    results = run_sweep(tmp_path / "suite", ["append"], budgets=[512], out=tmp_path / "sweep", embedder=embedder,
                        tokens=TokenCounter(), packing="truncate")
    assert json.loads((tmp_path / "sweep" / "sweep.json").read_text())["packing"] == "truncate"
    assert results[0]["append"]["config"]["packing"] == "truncate"
    assert "truncate packing." in (tmp_path / "sweep" / "sweep.md").read_text()
    assert set(results) == {0, 2}
    n2 = results[2]["append"]["results"]["512"]["overall"]
    assert n2["gold_recall"] == 100.0 and n2["confounder_token_share"] > 0
    assert "| append | 100.0 | 100.0 |" in (tmp_path / "sweep" / "sweep.md").read_text()


def test_builtin_knowledge_update_suite_is_well_formed():
    episodes = read_episodes("builtin:knowledge-update")
    assert len(episodes) == 24
    for ep in episodes:
        (q,) = ep.questions
        assert len(q.obsolete_values) == 8 and q.answer not in q.obsolete_values
        assert any(q.answer in o.text for o in ep.observations if o.source in q.gold_sources)


@pytest.mark.parametrize("bad", [[-1]])
def test_cli_rejects_negative_n(tmp_path, bad, capsys):
    from memstrata.cli.main import main

    code = main(["eval", "interference", "builtin:knowledge-update", "--out", str(tmp_path), "--n", *map(str, bad)])
    assert code == 2 and "--n must be non-negative" in capsys.readouterr().err
