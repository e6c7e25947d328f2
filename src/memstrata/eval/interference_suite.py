"""Writing an interference suite: pools, the N variants, and the confounder audit
(ROAM Table 8: similarity of confounders and of gold memories to the query)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from memstrata.eval.episodes import Episode, EpisodeObservation, write_episodes
from memstrata.eval.interference import NS, ConfounderGenerator, build_pool, gold_observations, variants
from memstrata.models.embed.base import Embedder


def build_suite(episodes: list[Episode], generator: ConfounderGenerator, out: Path, embedder: Embedder,
                ns: tuple[int, ...] = NS, seed: int = 0) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    pools: dict[str, list[EpisodeObservation]] = {}
    counts: Counter = Counter()
    for ep in episodes:
        for q in ep.questions:
            if not q.gold_sources or not gold_observations(ep, q):
                counts["questions_skipped_without_gold_observations"] += 1
                continue
            pool, stats = build_pool(ep, q, generator, seed=seed, pool_size=max(ns))
            counts.update(stats)
            if len(pool) < max(ns):
                counts["questions_with_short_pool"] += 1
            pools[q.id] = pool
    with open(out / "pools.jsonl", "w", encoding="utf-8") as f:
        for qid, pool in pools.items():
            f.write(json.dumps({"question_id": qid, "confounders": [c.model_dump(exclude_none=True) for c in pool]},
                               ensure_ascii=False) + "\n")
    for n in ns:
        write_episodes(out / f"n{n}.jsonl", variants(episodes, pools, n))
    audit = audit_pools(episodes, pools, embedder)
    summary = {"generator": generator.name, "seed": seed, "ns": list(ns), "questions": len(pools),
               "counts": dict(counts), "audit": audit}
    (out / "suite.json").write_text(json.dumps(summary, indent=2) + "\n")
    (out / "audit.md").write_text(audit_markdown(summary), encoding="utf-8")
    return summary


def audit_pools(episodes: list[Episode], pools: dict[str, list[EpisodeObservation]],
                embedder: Embedder) -> dict[str, dict[str, float | int]]:
    rows: dict[str, dict[str, list[float]]] = {}
    for ep in episodes:
        for q in ep.questions:
            pool = pools.get(q.id)
            if not pool:
                continue
            kind = pool[0].confounder_type
            gold = gold_observations(ep, q)
            qv = embedder.embed_one(q.question)
            g_sim = embedder.embed([g.text for g in gold]) @ qv
            c_sim = embedder.embed([c.text for c in pool]) @ qv
            r = rows.setdefault(kind, {"queries": [], "conf": [], "gold": [], "above_one": [], "above_all": []})
            r["queries"].append(1)
            r["conf"] += c_sim.tolist()
            r["gold"] += g_sim.tolist()
            r["above_one"] += [float(s > g_sim.min()) for s in c_sim]
            r["above_all"] += [float(s > g_sim.max()) for s in c_sim]
    return {f"type_{k}": {"queries": len(r["queries"]), "confounders": len(r["conf"]),
                          "confounder_query_similarity": round(float(np.mean(r["conf"])), 4),
                          "gold_query_similarity": round(float(np.mean(r["gold"])), 4),
                          "above_at_least_one_gold_pct": round(float(np.mean(r["above_one"])) * 100, 2),
                          "above_all_gold_pct": round(float(np.mean(r["above_all"])) * 100, 2)}
            for k, r in sorted(rows.items())}


def audit_markdown(summary: dict[str, Any]) -> str:
    audit = summary["audit"]
    kinds = list(audit)
    labels = [("queries", "Queries"), ("confounders", "Confounders"),
              ("confounder_query_similarity", "Confounder-query similarity"),
              ("gold_query_similarity", "Gold-query similarity"),
              ("above_at_least_one_gold_pct", "Above at least one gold (%)"), ("above_all_gold_pct", "Above all gold (%)")]
    lines = [f"# Confounder audit ({summary['generator']}, seed {summary['seed']})", "",
             "| statistic | " + " | ".join(k.replace("_", " ") for k in kinds) + " |", "|---" * (len(kinds) + 1) + "|"]
    for key, label in labels:
        lines.append(f"| {label} | " + " | ".join(str(audit[k][key]) for k in kinds) + " |")
    lines += ["", "Filter and generator counts: " + ", ".join(f"{k} {v}" for k, v in sorted(summary["counts"].items()))]
    return "\n".join(lines) + "\n"
