"""Answers and judges the questions of ``emir2_llm.py``'s run: QA F1 / EM / J per R_max, next to
append over the rules-extracted observations of the same sessions, with the same answer model.

Reads ``retrieve_r{R}.jsonl`` of the run folder for every R_max that was run, answers each
question from its packed context (``--budget``, 256 by default: the harness's QA budget) with
the local answer model, judges the answer with the harness's judge, and writes
``qa_summary.json``. Every model call is cached in ``qa_calls.jsonl`` (a rerun costs nothing);
a context seen before for the same question is answered once.

The judge's agreement is reported twice: with the harness's 50 hand labels (read from the
harness QA run that measured it, same judge model and prompt) and, where present, with
``hand_labels.jsonl`` of the run folder (question_id, context_sha, label: the answers of this
run labelled by hand; indicative on 20 questions).

    python benchmarks/emir2_llm_qa.py benchmarks/results/eval/locomo_sessions.jsonl --run benchmarks/results/emir2_llm_conv30
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import defaultdict
from pathlib import Path
from statistics import mean

from memstrata import Memory
from memstrata.eval.episodes import Question
from memstrata.eval.qa_prompts import JUDGE_VERSION, answer_messages
from memstrata.eval.qa_runner import context_sha, judge, judge_check
from memstrata.eval.qa_scoring import score_answer
from memstrata.models.llm.llama_cpp import LlamaCppLLM
from memstrata.models.llm.replay import CachedLLM

HARNESS_JUDGE_CHECK = Path("benchmarks/results/eval/locomo_qa_append_256")


def append_rows(episodes: str, rows: list[dict], conversation: str, sessions: int, budget: int) -> list[dict]:
    """The same questions over append with rules extraction of the same sessions (offline)."""
    with open(episodes, encoding="utf-8") as f:
        episode = next(e for e in map(json.loads, f) if e["id"] == conversation)
    out = []
    with tempfile.TemporaryDirectory() as tmp, Memory.open(Path(tmp) / "a.db", policy="append",
                                                           extraction="rules") as m:
        for s in sorted(episode["sessions"], key=lambda s: s["time"]):
            if not s["turns"] or int(s["turns"][0]["id"].split(":")[0].lstrip("D")) > sessions:
                continue
            turns = [{"id": t["id"], "name": t["speaker"], "content": t["text"]} for t in s["turns"] if t["text"].strip()]
            m.add(turns, user_id=episode["scope"], time=s["time"])
        for r in rows:
            ctx = m.context(r["question"], user_id=episode["scope"], budget_tokens=budget)
            out.append({**r, "rounds_max": None, "trace": {}, "calls": 0, "prompt_tokens": 0, "completion_tokens": 0,
                        "contexts": {str(budget): {"text": ctx.text, "sources": [u.sources for u in ctx.units]}}})
    return out


def answer_all(rows: list[dict], budget: int, llm: CachedLLM, done: dict[tuple[str, str], dict]) -> list[dict]:
    scored = []
    for r in rows:
        ctx = r["contexts"][str(budget)]
        key = (r["question_id"], context_sha(ctx["text"]))
        if key not in done:
            q = Question(id=r["question_id"], question=r["question"], answer=r["answer"], category=r["category"])
            reply = llm.chat(answer_messages(q.question, ctx["text"], q.time), max_tokens=64).content.strip()
            prediction = reply.splitlines()[0] if reply else ""
            done[key] = {"prediction": prediction, "judge": judge(llm, q, prediction).label,
                         **score_answer(prediction, q.answer, q.category)}
        gold = set(r["gold"])
        shown = {s for unit in ctx["sources"] for s in unit}
        scored.append({"question_id": r["question_id"], "category": r["category"], "context_sha": key[1],
                       "gold_recall": len(gold & shown) / len(gold), **done[key],
                       "rounds": r["trace"].get("rounds"), "calls": r["calls"],
                       "tokens": r["prompt_tokens"] + r["completion_tokens"],
                       "controller_failed": bool(r["trace"].get("controller_failed"))})
    return scored


def summarize(scored: list[dict], hand: dict[tuple[str, str], str]) -> dict:
    labelled = [s for s in scored if (s["question_id"], s["context_sha"]) in hand]
    by_cat: dict[str, list[dict]] = defaultdict(list)
    for s in scored:
        by_cat[s["category"]].append(s)

    def figures(xs: list[dict]) -> dict:
        return {"n": len(xs), "J": round(100 * mean(x["judge"] == "CORRECT" for x in xs), 1),
                "F1": round(100 * mean(x["f1"] for x in xs), 1), "EM": round(100 * mean(x["em"] for x in xs), 1),
                "gold_recall": round(100 * mean(x["gold_recall"] for x in xs), 1)}

    return {**figures(scored), "by_category": {c: figures(xs) for c, xs in sorted(by_cat.items())},
            "mean_rounds": round(mean(x["rounds"] or 1 for x in scored), 2) if scored[0]["rounds"] is not None else None,
            "mean_calls": round(mean(x["calls"] for x in scored), 2),
            "mean_tokens": round(mean(x["tokens"] for x in scored)),
            "controller_failed": sum(x["controller_failed"] for x in scored),
            "judge_vs_run_hand_labels": {"n": len(labelled), "agreement_pct": round(100 * mean(
                hand[(s["question_id"], s["context_sha"])] == s["judge"] for s in labelled), 1) if labelled else None},
            "rows": scored}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("episodes")
    ap.add_argument("--run", required=True)
    ap.add_argument("--conversation", default="conv-30")
    ap.add_argument("--sessions", type=int, default=10)
    ap.add_argument("--budget", type=int, default=256)
    ap.add_argument("--model", default="qwen2.5-coder-1.5b", help="answer model and judge")
    a = ap.parse_args()
    run = Path(a.run)
    llm = CachedLLM(LlamaCppLLM(a.model), run / "qa_calls.jsonl")
    runs = {int(p.stem.split("_r")[1]): [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines()]
            for p in sorted(run.glob("retrieve_r*.jsonl"))}
    if not runs:
        raise SystemExit(f"no retrieve_r*.jsonl in {run}: run benchmarks/emir2_llm.py first")
    any_rows = next(iter(runs.values()))
    systems = {"append (rules observations)": append_rows(a.episodes, any_rows, a.conversation, a.sessions, a.budget)}
    systems.update({f"emir2 R_max {r}" if r > 1 else "emir2-single-round": rows for r, rows in sorted(runs.items())})
    hand_file = run / "hand_labels.jsonl"
    hand = {(h["question_id"], h["context_sha"]): h["label"]
            for h in map(json.loads, hand_file.read_text(encoding="utf-8").splitlines())} if hand_file.exists() else {}
    done: dict[tuple[str, str], dict] = {}
    summary = {name: summarize(answer_all(rows, a.budget, llm, done), hand) for name, rows in systems.items()}
    check = judge_check(llm, HARNESS_JUDGE_CHECK)
    result = {"conversation": a.conversation, "sessions": a.sessions, "budget": a.budget, "answer_model": llm.name,
              "judge_model": llm.name, "judge_prompt": JUDGE_VERSION,
              "judge_vs_harness_hand_labels": {"items": check["items"], "agreement_pct": check["agreement_pct"]},
              "answered": len(done), "systems": summary}
    (run / "qa_summary.json").write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name, s in summary.items():
        print(f"{name:30} J {s['J']:5.1f}  F1 {s['F1']:5.1f}  EM {s['EM']:5.1f}  gold recall {s['gold_recall']:5.1f}  "
              f"rounds {s['mean_rounds']}  calls {s['mean_calls']}  tokens {s['mean_tokens']}")


if __name__ == "__main__":
    main()
