"""The QA runner: retrieve a context per question, answer it with an answer LLM, and score the
answer three ways: LLM judge J (qa_prompts), token F1 and exact match (qa_scoring).

On a CPU the models are slow, so it runs a fixed, seeded subset of the questions
(``limit``), says so in the summary, and caches every finished question in
``answers.jsonl``: a rerun resumes where it stopped. LLM calls run in worker threads under
a concurrency limit (useful with a remote endpoint; a local llama.cpp model serialises).

Policies that differ in a few contexts need not pay for the same answer twice: every row
keeps a hash of its context, and ``reuse`` names earlier runs (same answer model, judge and
judge prompt) whose row for the same question and the same context is copied instead of
asked again (greedy decoding: same prompt, same answer). Copied rows say where they came from.

A small local judge is not trusted blindly: before judging, the runner has it grade a set
of answers labelled by hand (``judge_check``) and reports its agreement next to every J.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memstrata.errors import InvalidInputError, MemstrataError
from memstrata.eval.episodes import Episode, Question, read_episodes
from memstrata.eval.qa_prompts import JUDGE_VERSION, Verdict, answer_messages, judge_messages, judge_type
from memstrata.eval.qa_scoring import score_answer
from memstrata.eval.retrieval_runner import DEFAULT_EXCLUDED, iter_contexts
from memstrata.eval.systems import create_system, describe, with_trajectories
from memstrata.manage.registry import POLICIES, check_options, options_for
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.packing import DEFAULT_PACKING, check_packing

HAND_LABELS = Path(__file__).parent / "data" / "judge_hand_labels.jsonl"


def pick_subset(episodes: list[Episode], limit: int | None, seed: int, exclude: tuple[str, ...]) -> set[str]:
    eligible = sorted(q.id for e in episodes for q in e.questions if q.category not in exclude)
    if limit is None or limit >= len(eligible):
        return set(eligible)
    return set(random.Random(seed).sample(eligible, limit))


def judge(llm: LLM, q: Question, response: str) -> Verdict:
    kind = judge_type(q.category, bool(getattr(q, "abstention", False)))
    return structured(llm, judge_messages(q.question, q.answer, response, kind), Verdict, max_tokens=160)


def judge_check(llm: LLM, out: Path, labels: Path = HAND_LABELS) -> dict[str, Any]:
    """Agreement of the judge with hand labels (cached per judge model in ``out``)."""
    cache = out / f"judge_check.{_slug(llm.name)}.{JUDGE_VERSION}.json"
    if cache.exists():
        return json.loads(cache.read_text())
    items = [json.loads(x) for x in labels.read_text(encoding="utf-8").splitlines() if x.strip()]
    agree, rows = 0, []
    for item in items:
        q = Question(id=item["id"], question=item["question"], answer=item["reference"], category=item["category"],
                     abstention=item.get("abstention", False))
        try:
            label = judge(llm, q, item["response"]).label
        except MemstrataError:
            label = "ERROR"
        agree += int(label == item["label"])
        rows.append({"id": item["id"], "hand": item["label"], "judge": label})
    result = {"judge": llm.name, "judge_prompt": JUDGE_VERSION, "labels_file": labels.name, "items": len(items),
              "agreement_pct": round(100 * agree / len(items), 1), "rows": rows}
    out.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps(result, indent=2) + "\n")
    return result


async def _answer_and_judge(q: Question, context: str, answer_llm: LLM, judge_llm: LLM,
                            limit: asyncio.Semaphore) -> dict[str, Any]:
    async with limit:
        resp = await asyncio.to_thread(answer_llm.chat, answer_messages(q.question, context, q.time), max_tokens=64)
        prediction = resp.content.strip().splitlines()[0] if resp.content.strip() else ""
        try:
            verdict = await asyncio.to_thread(judge, judge_llm, q, prediction)
            label, reasoning = verdict.label, f"reference: {verdict.reference_fact}; response: {verdict.response_fact}"
        except MemstrataError as exc:
            label, reasoning = "ERROR", str(exc)
    scores = score_answer(prediction, q.answer, q.category, bool(getattr(q, "abstention", False)))
    return {"question_id": q.id, "category": q.category, "question": q.question, "reference": q.answer,
            "prediction": prediction, "judge": label, "judge_reasoning": reasoning, **scores}


def run_qa(episodes_file: str | Path, policy: str, *, mode: str, budget: int, out: str | Path, embedder: Embedder,
           tokens: TokenCounter, answer_llm: LLM, judge_llm: LLM, limit: int | None = 200, seed: int = 0,
           concurrency: int = 2, exclude: tuple[str, ...] = DEFAULT_EXCLUDED, judge_labels: Path = HAND_LABELS,
           rejudge: bool = False, progress: Callable[[str], None] = lambda s: None,
           reuse: list[Path] | tuple[Path, ...] = (), policy_options: dict[str, Any] | None = None,
           packing: str = DEFAULT_PACKING, extraction: str = "auto", memory_llm: LLM | None = None) -> dict[str, Any]:
    """``policy_options``, ``packing`` and ``extraction`` as in ``memstrata eval retrieval``
    (``KEY`` or ``POLICY:KEY``; "whole" or ROAM's "truncate"; "auto", "llm", "rules", "none").
    ``memory_llm``: the model the policy itself uses (extraction, relations, unimem's agent),
    apart from the answer model and the judge; None: the policy runs offline."""
    if budget <= 0 or concurrency <= 0:
        raise InvalidInputError("budget and concurrency must be positive")
    check_options([policy], policy_options or {})
    check_packing(packing)
    out = Path(out)
    _check_same_packing(out, packing)
    out.mkdir(parents=True, exist_ok=True)
    episodes = read_episodes(episodes_file)
    subset = pick_subset(episodes, limit, seed, exclude)
    cache = out / "answers.jsonl"
    done = {}
    if cache.exists():
        for line in cache.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
                done[row["question_id"]] = row
            except json.JSONDecodeError:
                break  # a line cut short by a kill: that question is redone
    check = judge_check(judge_llm, out, judge_labels)
    if rejudge and done:
        done = _rejudge(episodes, done, judge_llm, cache, progress)
    progress(f"judge {judge_llm.name}: {check['agreement_pct']}% agreement with {check['items']} hand labels")
    reusable = _reusable(reuse, answer_llm.name, judge_llm.name)
    system = create_system(policy, embedder, tokens, mode, memory_llm,
                           with_trajectories(policy, options_for(policy, policy_options or {}), out)
                           if policy in POLICIES else None, packing, extraction)
    backfilled = 0
    for episode in episodes:
        wanted = {q.id for q in episode.questions} & subset
        todo = wanted - set(done)
        unhashed = {qid for qid in wanted & set(done) if "context_sha" not in done[qid]}
        if not todo and not unhashed:
            continue
        pairs = [(q, ctxs[budget].text)
                 for q, ctxs in iter_contexts(system, episode, mode, [budget], only=todo | unhashed)]
        for q, ctx in pairs:  # rows cached before contexts were hashed (same run, same contexts)
            if q.id in unhashed:
                done[q.id]["context_sha"] = context_sha(ctx)
                backfilled += 1
        rows, fresh = [], []
        for q, ctx in pairs:
            if q.id not in todo:
                continue
            hit = reusable.get((q.id, context_sha(ctx)))
            if hit is not None and hit["question"] == q.question:  # same id in another episode file: no
                rows.append(hit)
            else:
                fresh.append((q, ctx))
        answered = asyncio.run(_gather(fresh, answer_llm, judge_llm, concurrency))
        rows += [{**row, "context_sha": context_sha(ctx)} for row, (_q, ctx) in zip(answered, fresh)]
        with open(cache, "a", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
                done[row["question_id"]] = row
        progress(f"{episode.id}: {len(fresh)} answered, {len(rows) - len(fresh)} reused ({len(done)}/{len(subset)})")
    if backfilled:
        cache.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in done.values()), encoding="utf-8")
    rows = [done[q] for q in sorted(subset) if q in done]
    summary = {"config": {**describe(system), "policy": policy, "mode": mode, "budget": budget, "tokenizer": tokens.name,
                          "embedder": embedder.name, "answer_model": answer_llm.name, "judge_model": judge_llm.name,
                          "subset": {"questions": len(subset), "seed": seed, "limit": limit,
                                     "excluded_categories": list(exclude)}, "episodes_file": str(episodes_file)},
               "judge_prompt": JUDGE_VERSION, "judge_agreement_pct": check["agreement_pct"], "results": _aggregate(rows),
               "reused_answers": sum(1 for r in rows if r.get("reused_from")),
               "cost": ({"answer_and_judge": answer_llm.usage.to_dict()} if judge_llm is answer_llm else
                        {"answer": answer_llm.usage.to_dict(), "judge": judge_llm.usage.to_dict()})}
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    (out / "report.md").write_text(_report(summary), encoding="utf-8")
    return summary


def _check_same_packing(out: Path, packing: str) -> None:
    """Cached answers are reused by question: they must come from contexts packed the same
    way (runs from before packing was a choice truncated, ROAM's packing)."""
    summary = out / "summary.json"
    if not summary.exists():
        return
    stored = json.loads(summary.read_text(encoding="utf-8"))["config"].get("packing", "truncate")
    if stored != packing:
        raise InvalidInputError(f"{out} holds answers to contexts packed by {stored!r}, not {packing!r}; "
                                f"use another --out or pass --packing {stored}")


def context_sha(context: str) -> str:
    return hashlib.sha256(context.encode("utf-8")).hexdigest()[:16]


def _reusable(runs: list[Path] | tuple[Path, ...], answer_model: str, judge_model: str) -> dict[tuple[str, str], dict]:
    """Rows of earlier runs keyed by (question, context hash); only runs made with the same
    answer model, judge model and judge prompt can lend answers."""
    out: dict[tuple[str, str], dict] = {}
    for run in map(Path, runs):
        summary, answers = run / "summary.json", run / "answers.jsonl"
        if not summary.exists() or not answers.exists():
            raise InvalidInputError(f"--reuse-answers {run}: no summary.json and answers.jsonl there")
        s = json.loads(summary.read_text(encoding="utf-8"))
        theirs = (s["config"]["answer_model"], s["config"]["judge_model"], s.get("judge_prompt"))
        if theirs != (answer_model, judge_model, JUDGE_VERSION):
            raise InvalidInputError(f"--reuse-answers {run}: made with answer/judge/prompt {theirs}, not "
                                    f"{(answer_model, judge_model, JUDGE_VERSION)}")
        for line in answers.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if "context_sha" in row:
                origin = row.get("reused_from") or f"{run.name} ({s['config']['policy']})"
                out.setdefault((row["question_id"], row["context_sha"]), {**row, "reused_from": origin})
    return out


def _rejudge(episodes: list[Episode], done: dict[str, dict[str, Any]], judge_llm: LLM, cache: Path,
             progress: Callable[[str], None]) -> dict[str, dict[str, Any]]:
    """Judge the cached predictions again (after a judge or prompt change); answers are kept."""
    questions = {q.id: q for e in episodes for q in e.questions}
    for n, (qid, row) in enumerate(done.items(), start=1):
        try:
            v = judge(judge_llm, questions[qid], row["prediction"])
            row.update(judge=v.label, judge_reasoning=f"reference: {v.reference_fact}; response: {v.response_fact}")
        except MemstrataError as exc:
            row.update(judge="ERROR", judge_reasoning=str(exc))
        if n % 20 == 0:
            progress(f"rejudged {n}/{len(done)}")
    cache.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in done.values()), encoding="utf-8")
    return done


async def _gather(pairs, answer_llm, judge_llm, concurrency):
    limit = asyncio.Semaphore(concurrency)
    return await asyncio.gather(*[_answer_and_judge(q, ctx, answer_llm, judge_llm, limit) for q, ctx in pairs])


def _aggregate(rows: list[dict[str, Any]]) -> dict[str, Any]:
    def mean(rs):
        judged = [r for r in rs if r["judge"] != "ERROR"]
        return {"J": round(100 * sum(r["judge"] == "CORRECT" for r in judged) / len(judged), 1) if judged else None,
                "F1": round(100 * sum(r["f1"] for r in rs) / len(rs), 1) if rs else None,
                "EM": round(100 * sum(r["em"] for r in rs) / len(rs), 1) if rs else None,
                "questions": len(rs), "judge_errors": len(rs) - len(judged)}

    by_cat: dict[str, list] = defaultdict(list)
    for r in rows:
        by_cat[r["category"]].append(r)
    return {"overall": mean(rows), "by_category": {c: mean(rs) for c, rs in sorted(by_cat.items())}}


def _report(s: dict[str, Any]) -> str:
    c, sub = s["config"], s["config"]["subset"]
    lines = [f"# QA: {c['episodes_file']}", "",
             f"policy {c['policy']} ({c['mode']}), budget {c['budget']} {c['tokenizer']} tokens, "
             f"{c.get('packing', 'truncate')} packing; answer model "
             f"{c['answer_model']}; judge {c['judge_model']} (agreement with hand labels: {s['judge_agreement_pct']}%). "
             f"Seeded subset of {sub['questions']} questions (seed {sub['seed']}), excluding "
             f"{', '.join(sub['excluded_categories']) or 'nothing'}. Answers reused from runs with the same "
             f"context: {s.get('reused_answers', 0)}.", "",
             "| category | J | F1 | EM | questions |", "|---|---|---|---|---|"]
    for name, r in [("overall", s["results"]["overall"]), *s["results"]["by_category"].items()]:
        lines.append(f"| {name} | {r['J']} | {r['F1']} | {r['EM']} | {r['questions']} |")
    return "\n".join(lines) + "\n"


def _slug(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in ".-" else "_" for ch in name)[:80]
