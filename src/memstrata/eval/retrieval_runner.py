"""The retrieval runner: each episode on a fresh memory, each question asked at its own time,
contexts packed under every budget, diagnostics per question, summaries per policy.

Streaming order: observations (or sessions) are ingested in time order up to a question's
time before it is asked, so a question never sees what was said after it; questions
without a time are asked once everything is ingested.

Output (one folder per policy; with one policy the folder is DIR itself):
- ``details.jsonl``: one line per question and budget (units with sources and content
  tokens, the context's total and format tokens, metrics), then one ``episode`` line with
  its cost. Written when an episode finishes, so an interrupted run resumes without redoing
  finished episodes.
- ``summary.json``: config (the packing among it: "whole" or ROAM's "truncate"), results per
  budget (overall and by category), cost.
- ``report.md`` (and ``recall_vs_budget.png`` when matplotlib is installed).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.eval.episodes import Episode, Question, read_episodes
from memstrata.eval.metrics import aggregate, dated_content, question_diagnostics
from memstrata.eval.systems import RetrievalSystem, create_system, describe, with_trajectories
from memstrata.manage.registry import POLICIES, check_options, options_for
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.packing import DEFAULT_PACKING, check_packing
from memstrata.types import Context

DEFAULT_EXCLUDED = ("adversarial",)


def episode_items(episode: Episode, mode: str) -> list:
    items = episode.observations if mode == "observations" else episode.sessions
    if not items:
        raise InvalidInputError(f"episode {episode.id} has no {mode}; choose the other --mode")
    return sorted(items, key=lambda x: x.time)  # stable: arrival order breaks ties


def iter_contexts(system: RetrievalSystem, episode: Episode, mode: str, budgets: list[int],
                  only: set[str] | None = None) -> Iterator[tuple[Question, dict[int, Context]]]:
    """Each question of the episode (or those in ``only``) with its contexts, asked at its
    own time on a memory that has ingested everything said up to then."""
    items = episode_items(episode, mode)
    questions = sorted(episode.questions, key=lambda q: (q.time is None, q.time or ""))
    system.start(episode)
    system.ingest_seconds, done = 0.0, 0
    try:
        for q in questions:
            if only is not None and q.id not in only:
                continue
            upto = len(items) if q.time is None else next((i for i, x in enumerate(items) if x.time > q.time), len(items))
            if upto > done:
                start = time.perf_counter()
                system.ingest(items[done:upto])
                system.ingest_seconds += time.perf_counter() - start
                done = upto
            yield q, system.contexts(q.question, budgets, q.time)
    finally:
        system.finish()


def run_episode(system: RetrievalSystem, episode: Episode, mode: str, budgets: list[int]) -> tuple[list[dict], dict]:
    rows = []
    for q, contexts in iter_contexts(system, episode, mode, budgets):
        for budget, ctx in contexts.items():
            # A unit's tokens are its content's; the header, numbers and dates are the
            # context's format_tokens, attributed to no unit (ROAM F.2).
            units = [{"id": u.id, "sources": u.sources, "tokens": u.tokens, "text": u.text, "time": u.time,
                      "truncated": u.truncated} for u in ctx.units]
            rows.append({"type": "question", "episode": episode.id, "question_id": q.id, "category": q.category,
                         "budget": budget, "gold_sources": q.gold_sources, "answer": q.answer,
                         "metrics": question_diagnostics(units, q.gold_sources, q.confounder_sources,
                                                         q.answer, dated_content(units)),
                         "context_tokens": ctx.tokens, "format_tokens": ctx.format_tokens, "units": units})
    u, mu = system.usage, system.management_usage
    cost = {"type": "episode", "episode": episode.id, "ingest_seconds": round(system.ingest_seconds, 3),
            "llm_calls": u.calls, "prompt_tokens": u.prompt_tokens, "completion_tokens": u.completion_tokens,
            "management_llm_calls": mu.calls, "management_prompt_tokens": mu.prompt_tokens,
            "management_completion_tokens": mu.completion_tokens, "management_prompt_chars": mu.prompt_chars,
            "management_shared_prefix_chars": mu.shared_prefix_chars}
    return rows, cost


def load_progress(details: Path) -> tuple[list[dict], list[dict]]:
    """Rows and episode lines of finished episodes; drops the rows of an unfinished one (and
    a line cut short by a kill)."""
    if not details.exists():
        return [], []
    lines = []
    for text in details.read_text(encoding="utf-8").splitlines():
        try:
            lines.append(json.loads(text))
        except json.JSONDecodeError:
            break
    finished = {x["episode"] for x in lines if x.get("type") == "episode"}
    rows = [x for x in lines if x.get("type") == "question" and x["episode"] in finished]
    episodes = [x for x in lines if x.get("type") == "episode"]
    with open(details, "w", encoding="utf-8") as f:  # rewrite without the unfinished tail
        for x in [*rows, *episodes]:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    return rows, episodes


def run_policy(name: str, episodes: list[Episode], *, mode: str, budgets: list[int], out: Path,
               embedder: Embedder, tokens: TokenCounter, llm: LLM | None, episodes_file: str,
               exclude: tuple[str, ...], progress: Callable[[str], None],
               policy_options: dict[str, Any] | None = None, packing: str = DEFAULT_PACKING,
               extraction: str = "auto", store: str | None = None) -> dict[str, Any]:
    system = create_system(name, embedder, tokens, mode, llm, policy_options, packing, extraction)
    if store is not None:
        system.store_url = store
    config = {**describe(system), **({"store": "postgresql"} if store else {}),
              "mode": mode, "budgets": budgets, "tokenizer": tokens.name,
              "embedder": embedder.name, "episodes_file": episodes_file, "exclude_categories": list(exclude)}
    out.mkdir(parents=True, exist_ok=True)
    config_path = out / "config.json"
    if config_path.exists() and _with_packing(json.loads(config_path.read_text())) != config:
        raise InvalidInputError(f"{out} holds a run with another configuration; use another --out or delete it")
    config_path.write_text(json.dumps(config, indent=2) + "\n")
    details = out / "details.jsonl"
    rows, episode_lines = load_progress(details)
    finished = {x["episode"] for x in episode_lines}
    if finished:
        progress(f"{name}: resuming, {len(finished)} of {len(episodes)} episodes already done")
    for i, episode in enumerate(episodes, start=1):
        if episode.id in finished:
            continue
        ep_rows, cost = run_episode(system, episode, mode, budgets)
        with open(details, "a", encoding="utf-8") as f:
            for x in [*ep_rows, cost]:
                f.write(json.dumps(x, ensure_ascii=False) + "\n")
            f.flush()
            os.fsync(f.fileno())
        rows += ep_rows
        episode_lines.append(cost)
        progress(f"{name}: episode {i}/{len(episodes)} {episode.id} ({cost['ingest_seconds']:.1f}s ingest)")
    summary = summarize(config, rows, episode_lines, budgets, exclude, len(episodes))
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary


def _with_packing(config: dict[str, Any]) -> dict[str, Any]:
    """A run's config; runs from before packing was a choice all truncated (ROAM's packing)."""
    return {**config, "packing": config.get("packing", "truncate")}


def summarize(config: dict, rows: list[dict], episode_lines: list[dict], budgets: list[int],
              exclude: tuple[str, ...], n_episodes: int) -> dict[str, Any]:
    per_budget = {str(b): aggregate([r for r in rows if r["budget"] == b], exclude) for b in budgets}
    first = [r for r in rows if r["budget"] == budgets[0]]
    config = {**config, "episodes": n_episodes, "questions": len(first),
              "questions_without_gold": sum(1 for r in first if not r["gold_sources"])}
    return {"config": config, "results": per_budget, "cost": cost_summary(episode_lines)}


COST_KEYS = ("llm_calls", "prompt_tokens", "completion_tokens", "management_llm_calls", "management_prompt_tokens",
             "management_completion_tokens")


def cost_summary(episode_lines: list[dict]) -> dict[str, Any]:
    """Totals, and per-episode means of the management cost (ROAM Table 10); episode lines
    written before management was counted apart lack those keys and count as zero."""
    cost: dict[str, Any] = {k: sum(e.get(k, 0) for e in episode_lines) for k in COST_KEYS}
    cost["ingest_seconds"] = round(sum(e["ingest_seconds"] for e in episode_lines), 2)
    n = len(episode_lines) or 1
    chars = sum(e.get("management_prompt_chars", 0) for e in episode_lines)
    shared = sum(e.get("management_shared_prefix_chars", 0) for e in episode_lines)
    cost["per_episode"] = {"management_llm_calls": round(cost["management_llm_calls"] / n, 1),
                           "management_prompt_tokens": round(cost["management_prompt_tokens"] / n, 1),
                           "management_completion_tokens": round(cost["management_completion_tokens"] / n, 1),
                           "shared_prefix_pct": round(100 * shared / chars, 1) if chars else None}
    return cost


def run_retrieval(episodes_file: str | Path, policies: list[str], *, mode: str, budgets: list[int], out: str | Path,
                  embedder: Embedder, tokens: TokenCounter, llm: LLM | None = None,
                  exclude: tuple[str, ...] = DEFAULT_EXCLUDED,
                  progress: Callable[[str], None] = lambda s: None,
                  policy_options: dict[str, Any] | None = None,
                  packing: str = DEFAULT_PACKING, extraction: str = "auto",
                  store: str | None = None) -> dict[str, dict[str, Any]]:
    """``store``: a ``postgresql://`` URL to run every episode on that server (a schema each,
    dropped afterwards) instead of a temporary SQLite file. ``policy_options``: ``KEY`` goes to
    every memory policy that accepts it (e.g. ``k``),
    ``POLICY:KEY`` to that policy only. ``packing``: "whole" (the library's default) or
    "truncate" (ROAM's, for figures compared with the paper). ``extraction`` (sessions mode,
    memory policies): "auto", "llm", "rules" or "none"; each summary's config names the one that ran."""
    check_packing(packing)
    if not policies:
        raise InvalidInputError("give at least one --policy")
    check_options(policies, policy_options or {})
    if not budgets or any(b <= 0 for b in budgets):
        raise InvalidInputError(f"budgets must be positive token counts, got {budgets}")
    budgets = sorted(set(budgets))
    episodes = read_episodes(episodes_file)
    out = Path(out)
    summaries = {}
    for name in dict.fromkeys(policies):
        folder = out if len(policies) == 1 else out / name
        start = time.perf_counter()
        summaries[name] = run_policy(name, episodes, mode=mode, budgets=budgets, out=folder, embedder=embedder,
                                     tokens=tokens, llm=llm, episodes_file=str(episodes_file), exclude=exclude,
                                     progress=progress, packing=packing, extraction=extraction, store=store,
                                     policy_options=with_trajectories(name, options_for(name, policy_options or {}),
                                                                      folder) if name in POLICIES else None)
        summaries[name]["wall_seconds"] = round(time.perf_counter() - start, 1)
    from memstrata.eval.report import write_report

    write_report(out, summaries)
    return summaries
