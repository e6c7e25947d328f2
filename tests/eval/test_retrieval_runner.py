"""The retrieval runner end to end on a small suite, with the real embedder and store."""

from __future__ import annotations

import json

import pytest

from memstrata.errors import InvalidInputError
from memstrata.eval import retrieval_runner
from memstrata.eval.retrieval_runner import run_retrieval
from memstrata.models.llm.base import LLM, LLMResponse
from memstrata.models.tokens import TokenCounter

EPISODES = [
    {"id": "e1", "sessions": [
        {"id": "S1", "time": "2024-03-02T10:00:00", "turns": [
            {"id": "D1:1", "speaker": "Sam", "text": "I live in Lisbon and work as a nurse."},
            {"id": "D1:2", "speaker": "Ada", "text": "Nice, I am a teacher in Oslo."}]},
        {"id": "S2", "time": "2024-06-15T10:00:00", "turns": [
            {"id": "D2:1", "speaker": "Sam", "text": "I moved to Porto last week."}]}],
     "observations": [
        {"text": "Sam lives in Lisbon.", "time": "2024-03-02T10:00:00", "source": "D1:1"},
        {"text": "Ada is a teacher in Oslo.", "time": "2024-03-02T10:00:00", "source": "D1:2"},
        {"text": "Sam moved to Porto.", "time": "2024-06-15T10:00:00", "source": "D2:1"}],
     "questions": [
        {"id": "q-early", "question": "Where did Sam move?", "answer": "Porto", "time": "2024-04-01",
         "category": "single-hop", "gold_sources": ["D2:1"]},
        {"id": "q-late", "question": "Where did Sam move?", "answer": "Porto", "category": "single-hop",
         "gold_sources": ["D2:1"], "confounder_sources": ["D1:1"]},
        {"id": "q-adv", "question": "What is Ada's cat called?", "category": "adversarial", "gold_sources": []}]},
    {"id": "e2", "observations": [{"text": "Bo plays chess.", "time": "2024-01-01", "source": "B1"}],
     "sessions": [{"id": "S1", "time": "2024-01-01", "turns": [{"id": "B1", "speaker": "Bo", "text": "I play chess."}]}],
     "questions": [{"id": "q-bo", "question": "What game does Bo play?", "answer": "chess", "category": "single-hop",
                    "gold_sources": ["B1"]}]},
]


@pytest.fixture
def suite(tmp_path):
    path = tmp_path / "suite.jsonl"
    path.write_text("\n".join(json.dumps(e) for e in EPISODES) + "\n")
    return path


def run(suite, out, policies, mode="observations", budgets=(64, 512), embedder=None, **kwargs):
    return run_retrieval(suite, list(policies), mode=mode, budgets=list(budgets), out=out, embedder=embedder,
                         tokens=TokenCounter(), **kwargs)


def details(path):
    return [json.loads(x) for x in path.read_text().splitlines()]


def test_summary_schema_and_streaming_order(suite, tmp_path, embedder):
    out = tmp_path / "run"
    summary = run(suite, out, ["append"], embedder=embedder)["append"]
    on_disk = json.loads((out / "summary.json").read_text())
    assert set(on_disk) == {"config", "results", "cost"}
    assert on_disk["config"]["policy"] == "append" and on_disk["config"]["tokenizer"] == "cl100k_base"
    assert on_disk["config"]["embedder"].startswith("all-MiniLM-L6-v2")
    assert set(on_disk["results"]) == {"64", "512"}
    overall = on_disk["results"]["512"]["overall"]
    for key in ("gold_recall", "any_coverage", "all_coverage", "confounder_token_share", "context_tokens_mean",
                "units_mean", "answer_in_context"):
        assert key in overall
    assert set(on_disk["cost"]) == {"llm_calls", "prompt_tokens", "completion_tokens", "ingest_seconds",
                                    "management_llm_calls", "management_prompt_tokens",
                                    "management_completion_tokens", "per_episode"}
    assert on_disk["cost"]["per_episode"]["shared_prefix_pct"] is None  # append asks no LLM
    rows = {(r["question_id"], r["budget"]): r for r in details(out / "details.jsonl") if r["type"] == "question"}
    # Asked on 2024-04-01, before Sam moved: the move is not in memory yet.
    assert all("D2:1" not in u["sources"] for u in rows[("q-early", 512)]["units"])
    assert rows[("q-late", 512)]["metrics"]["gold_recall"] == 1.0
    assert overall["questions"] == 3  # adversarial left out of overall...
    assert on_disk["results"]["512"]["by_category"]["adversarial"]["questions"] == 1  # ...but reported
    assert summary["config"]["questions_without_gold"] == 1
    assert (out / "report.md").read_text().startswith("# Retrieval diagnostics")


def test_several_policies_side_by_side(suite, tmp_path, embedder):
    out = tmp_path / "cmp"
    summaries = run(suite, out, ["full-context", "rag-dense", "rag-bm25", "rag-hybrid", "append"], mode="sessions",
                    embedder=embedder)
    for name in summaries:
        assert json.loads((out / name / "summary.json").read_text())["config"]["policy"] == name
    report = (out / "report.md").read_text()
    assert all(f"| {name} |" in report for name in summaries)
    tight = summaries["full-context"]["results"]["64"]["overall"]
    assert tight["context_tokens_mean"] <= 64


def test_interrupted_run_resumes_without_redoing_finished_episodes(suite, tmp_path, embedder, monkeypatch):
    out = tmp_path / "resume"
    run(suite, out, ["append"], embedder=embedder)
    lines = (out / "details.jsonl").read_text().splitlines()
    e2_start = next(i for i, x in enumerate(lines) if json.loads(x)["episode"] == "e2")
    # As if killed while writing e2: its rows half there, the last line cut short.
    (out / "details.jsonl").write_text("\n".join(lines[:e2_start + 1]) + '\n{"type": "quest')
    calls = []
    original = retrieval_runner.run_episode
    monkeypatch.setattr(retrieval_runner, "run_episode",
                        lambda system, ep, *a: calls.append(ep.id) or original(system, ep, *a))
    summary = run(suite, out, ["append"], embedder=embedder)["append"]
    assert calls == ["e2"]
    assert summary["config"]["questions"] == 4
    assert len([x for x in details(out / "details.jsonl") if x["type"] == "episode"]) == 2


def test_bad_runs_are_refused(suite, tmp_path, embedder):
    with pytest.raises(InvalidInputError, match="unknown policy 'roam2'"):
        run(suite, tmp_path / "x", ["roam2"], embedder=embedder)
    run(suite, tmp_path / "z", ["append"], budgets=(64,), embedder=embedder)
    with pytest.raises(InvalidInputError, match="another configuration"):
        run(suite, tmp_path / "z", ["append"], budgets=(128,), embedder=embedder)
    with pytest.raises(InvalidInputError, match="positive"):
        run(suite, tmp_path / "w", ["append"], budgets=(0,), embedder=embedder)


LONG_RUN = ("Sam runs along the river every morning with his beagle Pixel, rain or shine, five kilometres "
            "before work, and on Sundays twelve kilometres out to the lighthouse and back.")


def test_every_run_names_its_packing_and_truncate_stays_selectable(tmp_path, embedder):
    suite = tmp_path / "runs.jsonl"
    suite.write_text(json.dumps({"id": "e", "observations": [
        {"text": LONG_RUN, "time": "2024-03-02", "source": "R1"},
        {"text": "Sam lives in Porto.", "time": "2024-03-02", "source": "R2"}], "questions": [
        {"id": "q", "question": "Where does Sam run with his beagle Pixel along the river?", "answer": "Porto",
         "category": "single-hop", "gold_sources": ["R2"]}]}) + "\n")
    whole = run(suite, tmp_path / "whole", ["append", "full-context"], budgets=(40,), embedder=embedder)["append"]
    cut = run(suite, tmp_path / "cut", ["append", "full-context"], budgets=(40,), embedder=embedder, packing="truncate")
    for name in ("append", "full-context"):
        assert json.loads((tmp_path / "whole" / name / "summary.json").read_text())["config"]["packing"] == "whole"
        assert cut[name]["config"]["packing"] == "truncate"
    assert whole["config"]["packing"] == "whole" and "whole packing" in (tmp_path / "whole" / "report.md").read_text()
    (row,) = [r for r in details(tmp_path / "cut" / "append" / "details.jsonl") if r["type"] == "question"]
    # 40 tokens do not hold the long memory, which ranks first: truncate cuts it and stops...
    assert [(u["sources"], u["truncated"]) for u in row["units"]] == [(["R1"], True)]
    assert row["metrics"]["gold_recall"] == 0.0
    (row,) = [r for r in details(tmp_path / "whole" / "append" / "details.jsonl") if r["type"] == "question"]
    # ...whole skips it and packs the short one: only what is in the context counts.
    assert [(u["sources"], u["truncated"]) for u in row["units"]] == [(["R2"], False)]
    assert row["metrics"]["gold_recall"] == 1.0 and row["metrics"]["confounder_token_share"] == 0.0
    assert row["metrics"]["context_tokens_mean"] == row["units"][0]["tokens"]


def test_a_run_from_before_packing_was_a_choice_resumes_as_truncate(suite, tmp_path, embedder):
    out = tmp_path / "old"
    run(suite, out, ["append"], embedder=embedder, packing="truncate")
    config = json.loads((out / "config.json").read_text())
    del config["packing"]
    (out / "config.json").write_text(json.dumps(config))
    assert run(suite, out, ["append"], embedder=embedder, packing="truncate")["append"]["config"]["packing"] == "truncate"
    with pytest.raises(InvalidInputError, match="another configuration"):
        run(suite, out, ["append"], embedder=embedder)


class RuleLLM(LLM):
    """Answers the mem0 prompt by a rule (a move updates the stored home), so the harness
    can be tested on a known decision whatever the retrieval order."""

    name = "rule"

    def _chat(self, messages, *, schema, temperature, max_tokens) -> LLMResponse:
        block = messages[-1]["content"]
        new = json.loads(block.split("NEW: ", 1)[1].split("\n", 1)[0])["text"]
        existing = [json.loads(x) for x in block.split("EXISTING:\n", 1)[1].split("\nNEW: ")[0].splitlines()
                    if x.startswith("{")]
        home = next((m["id"] for m in existing if "Sam lives in" in m["text"]), None)
        if "moved to" in new and home is not None:
            op = {"event": "UPDATE", "id": home, "text": new.replace("moved to", "lives in")}
        else:
            op = {"event": "ADD", "id": None, "text": new}
        return LLMResponse(json.dumps({"operations": [op]}), prompt_tokens=100, completion_tokens=10)


def test_llm_policies_side_by_side_with_per_episode_cost(suite, tmp_path, embedder):
    out = tmp_path / "out"
    summaries = run_retrieval(suite, ["mem0", "evermemos"], mode="observations", budgets=[512], out=out,
                              embedder=embedder, tokens=TokenCounter(), llm=RuleLLM(),
                              policy_options={"evermemos:merge": "concat", "k": 3})
    mem0 = summaries["mem0"]
    assert mem0["config"]["operations_backend"] == "llm:rule" and mem0["config"]["policy_options"] == {"k": 3}
    assert summaries["evermemos"]["config"]["merge_backend"] == "concat"
    episodes = [x for x in details(out / "mem0" / "details.jsonl") if x["type"] == "episode"]
    # One call per observation, counted per episode (the LLM object is shared by both).
    assert [e["management_llm_calls"] for e in episodes] == [3, 1]
    assert mem0["cost"]["per_episode"]["management_llm_calls"] == 2.0
    assert mem0["cost"]["per_episode"]["shared_prefix_pct"] > 50  # system prompt and example repeat
    late = next(x for x in details(out / "mem0" / "details.jsonl") if x.get("question_id") == "q-late")
    texts = " ".join(u["text"] for u in late["units"])
    assert "Sam lives in Porto." in texts and "Lisbon" not in texts  # overwritten
    assert late["metrics"]["gold_recall"] == 1.0  # the rewrite still matches D2:1 (F.2)
    assert summaries["evermemos"]["cost"]["llm_calls"] == 0


@pytest.mark.parametrize("extraction, unit", [("rules", "Sam moved to Porto last week (the week before 15 June 2024)."),
                                              ("none", "Sam: I moved to Porto last week.")])
def test_sessions_runs_name_their_extraction(suite, tmp_path, embedder, extraction, unit):
    out = tmp_path / extraction
    summaries = run_retrieval(suite, ["append", "rag-hybrid"], mode="sessions", budgets=[512], out=out,
                              embedder=embedder, tokens=TokenCounter(), extraction=extraction)
    assert summaries["append"]["config"]["extraction"] == extraction
    assert summaries["rag-hybrid"]["config"]["extraction"] == "none"  # the RAG baselines index raw turns
    rows = [r for r in details(out / "append" / "details.jsonl") if r.get("question_id") == "q-late"]
    assert unit in [u["text"] for u in rows[0]["units"]]
    label = "rules extraction" if extraction == "rules" else "raw turns"
    assert f"append {label}; rag-hybrid raw turns" in (out / "report.md").read_text()


def test_the_harness_on_postgresql_gives_the_sqlite_figures_and_leaves_no_schema(suite, tmp_path, embedder, pg_dsn):
    import psycopg

    options = {"roam:relation_backend": "heuristic", "roam:fusion": "deterministic"}
    on_sqlite = run(suite, tmp_path / "sqlite", ["append", "roam"], embedder=embedder, policy_options=options)
    on_pg = run(suite, tmp_path / "pg", ["append", "roam"], embedder=embedder, policy_options=options, store=pg_dsn)
    for policy in ("append", "roam"):
        assert on_pg[policy]["config"]["store"] == "postgresql" and "store" not in on_sqlite[policy]["config"]
        assert on_pg[policy]["results"] == on_sqlite[policy]["results"]
    sqlite_rows = details(tmp_path / "sqlite" / "roam" / "details.jsonl")
    pg_rows = details(tmp_path / "pg" / "roam" / "details.jsonl")

    def contexts(rows):  # what each question was handed, unit by unit (ids are new UUIDs in each store)
        return [[{k: v for k, v in u.items() if k != "id"} for u in r["units"]] for r in rows if r["type"] == "question"]

    assert contexts(pg_rows) == contexts(sqlite_rows) and contexts(pg_rows)
    with psycopg.connect(pg_dsn) as conn:
        assert not conn.execute("SELECT 1 FROM pg_namespace WHERE nspname LIKE 'eval\\_%'").fetchall()
