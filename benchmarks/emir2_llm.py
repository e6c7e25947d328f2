"""EMIR2's LLM path on a CPU-sized LoCoMo subset: construction of conv-30 sessions 1-10 with the
local Qwen model, then retrieval of a seeded, category-stratified subset of its questions with
the LLM controller (R_max 8, every round in the trace).

Every model call is cached by a hash of its messages in the run folder (``calls.jsonl``, see
``CachedLLM``), so a stopped run resumes where it was, across sessions; commit the folder as it
grows. Sessions mode with LLM extraction; questions whose gold sources all lie in the sessions.

    python benchmarks/emir2_llm.py benchmarks/results/eval/locomo_sessions.jsonl --out benchmarks/results/emir2_llm_conv30
        [--model qwen2.5-coder-1.5b] [--sessions 10] [--questions 20] [--construct-only] [--rounds 8]

Construction rows go to ``progress.jsonl`` (only when a session cost new model calls);
retrieval rows to ``retrieve_r{R}.jsonl``, with the packed contexts at 256 and 512 tokens.
R_max 2/4/6 are the R_max 8 trajectories cut short: the prompts do not depend on R_max, so a
run with ``--rounds 4`` replays the first rounds from the cache and asks only the final
rerank anew (its pool differs). ``--rounds 1`` is ``emir2-single-round``. Answers and the
judge: ``benchmarks/emir2_llm_qa.py``.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from memstrata import Memory
from memstrata.models.llm.llama_cpp import LlamaCppLLM
from memstrata.models.llm.replay import CachedLLM
from memstrata.retrieve.packing import pack_context

BUDGETS = (256, 512)


def session_of(turn_id: str) -> int:
    return int(turn_id.split(":")[0].lstrip("D"))


def pick_questions(questions: list[dict], max_session: int, n: int, seed: int = 0) -> list[dict]:
    """``n`` questions answerable from the first sessions, stratified by category (round robin
    over categories in a seeded order), adversarial left out as in the harness."""
    usable = [q for q in questions if q["gold_sources"] and q["category"] != "adversarial"
              and all(session_of(s) <= max_session for s in q["gold_sources"])]
    by_cat: dict[str, list[dict]] = defaultdict(list)
    for q in usable:
        by_cat[q["category"]].append(q)
    rng = random.Random(seed)
    for qs in by_cat.values():
        rng.shuffle(qs)
    out: list[dict] = []
    cats = sorted(by_cat)
    while len(out) < n and any(by_cat.values()):
        for c in cats:
            if by_cat[c] and len(out) < n:
                out.append(by_cat[c].pop())
    return out


def _packed(question: str, results: list, budget: int, tokens) -> dict:
    ctx = pack_context(question, results, budget, tokens)
    return {"text": ctx.text, "sources": [u.sources for u in ctx.units]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("episodes")
    ap.add_argument("--out", required=True)
    ap.add_argument("--conversation", default="conv-30")
    ap.add_argument("--model", default="qwen2.5-coder-1.5b", help="the construction model")
    # The controller apart from construction: the 1.5B model would take the run past ~3 hours on
    # 2 cores (about 15 min per session to build, 5-10 calls of 1-2 min per question), so the
    # 0.5B model asks the retrieval questions by default.
    ap.add_argument("--controller-model", default="qwen2.5-coder-0.5b")
    ap.add_argument("--sessions", type=int, default=10)
    ap.add_argument("--questions", type=int, default=20)
    # Windows of at most 8 turns: with 16, the 1.5B model's extraction of a LoCoMo window ran past
    # 2,048 output tokens (cut off, invalid) after 9.5 minutes, then answered with no events.
    ap.add_argument("--window-turns", type=int, default=8)
    ap.add_argument("--construct-only", action="store_true")
    ap.add_argument("--rounds", type=int, default=8, help="R_max of the controller (1: emir2-single-round)")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    with open(a.episodes, encoding="utf-8") as f:
        episode = next(e for e in map(json.loads, f) if e["id"] == a.conversation)
    sessions = [s for s in sorted(episode["sessions"], key=lambda s: s["time"])
                if s["turns"] and session_of(s["turns"][0]["id"]) <= a.sessions]
    llm = CachedLLM(LlamaCppLLM(a.model), out / "calls.jsonl")
    controller = llm if a.controller_model == a.model else CachedLLM(LlamaCppLLM(a.controller_model),
                                                                     out / "controller_calls.jsonl")
    with open(out / "progress.jsonl", "a", encoding="utf-8") as log, tempfile.TemporaryDirectory() as tmp, \
            Memory.open(Path(tmp) / "graph.db", policy="emir2", llm=llm, retrieval_llm=controller,
                        policy_options={"controller": "llm", "window_turns": a.window_turns,
                                        "rounds": a.rounds}) as m:
        for s in sessions:
            start, calls, hits = time.perf_counter(), llm.usage.calls, llm.hits
            turns = [{"id": t["id"], "name": t["speaker"], "content": t["text"]} for t in s["turns"] if t["text"].strip()]
            result = m.add(turns, user_id=episode["scope"], time=s["time"])
            row = {"step": "construct", "session": s["turns"][0]["id"].split(":")[0], "turns": len(turns),
                   "decisions": len(result), "pending": sum(d.event == "pending" for d in result),
                   "calls": llm.usage.calls - calls, "cached": llm.hits - hits,
                   "seconds": round(time.perf_counter() - start, 1)}
            if row["cached"] < row["calls"]:  # a replayed session is logged once, when it was built
                log.write(json.dumps(row) + "\n")
                log.flush()
            print(row, flush=True)
        if a.construct_only:
            return
        retrieve(m, episode, controller, a, out / f"retrieve_r{a.rounds}.jsonl")


def retrieve(m: Memory, episode: dict, controller, a: argparse.Namespace, path: Path) -> None:
    with open(path, "w", encoding="utf-8") as retrieved:
        for q in pick_questions(episode["questions"], a.sessions, a.questions):
            start, before, hits = time.perf_counter(), controller.usage.copy(), getattr(controller, "hits", 0)
            results = m.search(q["question"], user_id=episode["scope"], limit=16)
            used = controller.usage.minus(before)
            row = {"step": "retrieve", "rounds_max": a.rounds, "question_id": q["id"], "category": q["category"],
                   "question": q["question"], "answer": q.get("answer"), "time": q.get("time"),
                   "gold": q["gold_sources"],
                   "units": [{"id": r.id, "kind": r.kind, "sources": r.sources, "text": r.text} for r in results],
                   "contexts": {str(b): _packed(q["question"], results, b, m.tokens) for b in BUDGETS},
                   "trace": m.last_search_trace, "calls": used.calls,
                   "cached": getattr(controller, "hits", 0) - hits, "prompt_tokens": used.prompt_tokens,
                   "completion_tokens": used.completion_tokens, "seconds": round(time.perf_counter() - start, 1)}
            retrieved.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
            retrieved.flush()
            print(q["id"], row["calls"], row["seconds"], flush=True)


if __name__ == "__main__":
    main()
