"""QA scoring, and the QA runner replaying answer and judge calls recorded from Qwen2.5-Coder-1.5B."""

from __future__ import annotations

import json

import pytest

from memstrata.errors import InvalidInputError
from memstrata.eval.qa_runner import HAND_LABELS, run_qa
from memstrata.eval.qa_scoring import exact_match, score_answer, token_f1
from memstrata.models.llm.replay import ReplayLLM, ScriptedLLM
from memstrata.models.tokens import TokenCounter
from tests.conftest import FIXTURES
from tests.fixtures.qa_cases import QA_RECORDING, qa_suite


def test_token_f1_and_exact_match():
    assert token_f1("The 7 May 2023", "7 May, 2023") == 1.0
    assert token_f1("in May 2023", "7 May 2023") == pytest.approx(2 * (2 / 3) * (2 / 3) / (4 / 3))
    assert token_f1("Porto", "Lisbon") == 0.0
    assert exact_match("Pixel.", "pixel") == 1.0


def test_locomo_category_rules():
    assert score_answer("Not mentioned in the memories.", None, "adversarial") == {"f1": 1.0, "em": 1.0}
    assert score_answer("self-care is important", None, "adversarial")["f1"] == 0.0
    assert score_answer("Lisbon, Porto", "Porto, Lisbon", "multi-hop")["f1"] == 1.0
    assert score_answer("Porto", "Lisbon, Porto", "multi-hop")["f1"] == 0.5


def test_hand_labels_are_balanced_and_complete():
    rows = [json.loads(x) for x in HAND_LABELS.read_text().splitlines()]
    assert len(rows) == 50 and len({r["id"] for r in rows}) == 50
    assert {r["label"] for r in rows} == {"CORRECT", "WRONG"}
    assert 20 <= sum(r["label"] == "CORRECT" for r in rows) <= 30


def test_qa_runner_replayed_from_the_local_model(tmp_path, embedder):
    episodes, labels = qa_suite(tmp_path)
    llm = ReplayLLM(FIXTURES / "llm" / QA_RECORDING)
    summary = run_qa(episodes, "append", mode="observations", budget=64, out=tmp_path / "qa", embedder=embedder,
                     tokens=TokenCounter(), answer_llm=llm, judge_llm=llm, limit=None, concurrency=1,
                     judge_labels=labels)
    overall = summary["results"]["overall"]
    assert overall["questions"] == 3 and overall["judge_errors"] == 0
    rows = {r["question_id"]: r for r in map(json.loads, (tmp_path / "qa" / "answers.jsonl").read_text().splitlines())}
    # Each score agrees with the recorded answer: an exact "Utrecht" is CORRECT with F1 1.
    assert rows["ku-ava-1-q"]["prediction"] == "Utrecht" and rows["ku-ava-1-q"]["judge"] == "CORRECT"
    assert rows["ku-ava-1-q"]["f1"] == 1.0
    assert rows["ku-ava-2-q"]["prediction"] == "Not mentioned in the memories." and rows["ku-ava-2-q"]["judge"] == "WRONG"
    assert overall["J"] == pytest.approx(100 * 2 / 3, abs=0.1)
    assert summary["judge_agreement_pct"] == 100.0 and "agreement with hand labels: 100.0%" in (
        tmp_path / "qa" / "report.md").read_text()
    assert summary["config"]["subset"]["questions"] == 3 and summary["cost"]["answer_and_judge"]["calls"] == 10


def test_qa_runner_resumes_and_survives_judge_failures(tmp_path, embedder):
    episodes, labels = qa_suite(tmp_path)
    labels.write_text(labels.read_text().splitlines()[0] + "\n")  # one hand label
    judge_ok = '{"reference_fact": "x", "response_fact": "x", "label": "CORRECT"}'
    answer = ScriptedLLM(["Utrecht", "a bank", "Renault Zoe"], name="answers")
    judge = ScriptedLLM([judge_ok, judge_ok, "garbage", "garbage", "garbage", judge_ok], name="judge")
    kwargs = dict(mode="observations", budget=256, out=tmp_path / "qa", embedder=embedder, tokens=TokenCounter(),
                  limit=None, concurrency=1, judge_labels=labels)
    summary = run_qa(episodes, "append", answer_llm=answer, judge_llm=judge, **kwargs)
    assert summary["results"]["overall"]["judge_errors"] == 1 and summary["results"]["overall"]["J"] == 100.0
    assert summary["cost"]["answer"]["calls"] == 3
    # A rerun finds every question cached and calls no model.
    again = run_qa(episodes, "append", answer_llm=ScriptedLLM([]), judge_llm=ScriptedLLM([]), **kwargs)
    assert again["results"] == summary["results"] and again["config"]["packing"] == "whole"
    # Cached answers were given to whole-packed contexts: they are not reused for truncated ones.
    with pytest.raises(InvalidInputError, match="packed by 'whole', not 'truncate'"):
        run_qa(episodes, "append", answer_llm=ScriptedLLM([]), judge_llm=ScriptedLLM([]), packing="truncate", **kwargs)


def test_rejudge_keeps_answers_and_replaces_labels(tmp_path, embedder):
    episodes, labels = qa_suite(tmp_path)
    labels.write_text(labels.read_text().splitlines()[0] + "\n")
    verdict = '{{"reference_fact": "r", "response_fact": "p", "label": "{}"}}'
    kwargs = dict(mode="observations", budget=256, out=tmp_path / "qa", embedder=embedder, tokens=TokenCounter(),
                  limit=None, concurrency=1, judge_labels=labels)
    first = run_qa(episodes, "append", answer_llm=ScriptedLLM(["Utrecht", "a bank", "Renault Zoe"], name="a"),
                   judge_llm=ScriptedLLM([verdict.format("CORRECT")] * 4, name="j1"), **kwargs)
    assert first["results"]["overall"]["J"] == 100.0
    second = run_qa(episodes, "append", answer_llm=ScriptedLLM([], name="a"),
                    judge_llm=ScriptedLLM([verdict.format("CORRECT")] + [verdict.format("WRONG")] * 3, name="j2"),
                    rejudge=True, **kwargs)
    assert second["results"]["overall"]["J"] == 0.0 and second["results"]["overall"]["F1"] == first["results"]["overall"]["F1"]
    rows = [json.loads(x) for x in (tmp_path / "qa" / "answers.jsonl").read_text().splitlines()]
    assert [r["prediction"] for r in rows] == ["Utrecht", "a bank", "Renault Zoe"] and {r["judge"] for r in rows} == {"WRONG"}


def test_answers_are_reused_for_identical_contexts_only(tmp_path, embedder):
    from memstrata.errors import InvalidInputError

    episodes, labels = qa_suite(tmp_path)
    labels.write_text(labels.read_text().splitlines()[0] + "\n")
    verdict = '{"reference_fact": "r", "response_fact": "p", "label": "CORRECT"}'
    kwargs = dict(mode="observations", budget=256, embedder=embedder, tokens=TokenCounter(), limit=None,
                  concurrency=1, judge_labels=labels)
    first = run_qa(episodes, "append", out=tmp_path / "a", answer_llm=ScriptedLLM(["Utrecht", "a bank", "Renault Zoe"],
                   name="m"), judge_llm=ScriptedLLM([verdict] * 4, name="j"), **kwargs)
    rows = [json.loads(x) for x in (tmp_path / "a" / "answers.jsonl").read_text().splitlines()]
    assert all(len(r["context_sha"]) == 16 for r in rows)
    # Rows cached before hashing existed get their hash on the next run, without model calls.
    (tmp_path / "a" / "answers.jsonl").write_text("".join(
        json.dumps({k: v for k, v in r.items() if k != "context_sha"}) + "\n" for r in rows))
    run_qa(episodes, "append", out=tmp_path / "a", answer_llm=ScriptedLLM([], name="m"),
           judge_llm=ScriptedLLM([], name="j"), **kwargs)
    assert [json.loads(x)["context_sha"] for x in (tmp_path / "a" / "answers.jsonl").read_text().splitlines()] == \
        [r["context_sha"] for r in rows]
    # The same contexts (same policy here) are all reused: no model is asked.
    again = run_qa(episodes, "append", out=tmp_path / "b", answer_llm=ScriptedLLM([], name="m"),
                   judge_llm=ScriptedLLM([verdict], name="j"), reuse=[tmp_path / "a"], **kwargs)
    assert again["reused_answers"] == 3 and again["results"] == first["results"]
    # A contexts' owner made with another model cannot lend its answers.
    with pytest.raises(InvalidInputError, match="made with answer/judge/prompt"):
        run_qa(episodes, "append", out=tmp_path / "c", answer_llm=ScriptedLLM([], name="other"),
               judge_llm=ScriptedLLM([verdict], name="j"), reuse=[tmp_path / "a"], **kwargs)


def test_policy_options_reach_the_policy_and_a_typo_is_refused_before_anything_is_written(tmp_path, embedder):
    from memstrata.errors import InvalidInputError

    episodes, labels = qa_suite(tmp_path)
    labels.write_text(labels.read_text().splitlines()[0] + "\n")  # one hand label
    judge_ok = '{"reference_fact": "x", "response_fact": "x", "label": "CORRECT"}'
    kwargs = dict(mode="observations", budget=256, embedder=embedder, tokens=TokenCounter(), limit=None,
                  concurrency=1, judge_labels=labels)
    with pytest.raises(InvalidInputError, match="relation_backnd"):
        run_qa(episodes, "roam", out=tmp_path / "bad", answer_llm=ScriptedLLM([]), judge_llm=ScriptedLLM([]),
               policy_options={"relation_backnd": "heuristic"}, **kwargs)
    assert not (tmp_path / "bad").exists()
    summary = run_qa(episodes, "roam", out=tmp_path / "qa", answer_llm=ScriptedLLM(["Utrecht", "a bank", "Renault Zoe"]),
                     judge_llm=ScriptedLLM([judge_ok] * 4, name="judge"),
                     policy_options={"relation_backend": "heuristic"}, **kwargs)
    assert summary["config"]["relation_backend"] == "heuristic-lexical+checks"
    assert summary["config"]["policy_options"] == {"relation_backend": "heuristic"}
