"""EMIR2's rounds and costs offline, on episodes (sessions mode, rules extraction): per policy,
mean rounds per question, the share of final units first found after round 1, probes issued
and failed, construction observations/s and retrieval latency (mean, p95).

    python benchmarks/emir2_rounds.py EPISODES.jsonl --policy emir2 --out benchmarks/results/emir2_rounds.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from memstrata.eval.episodes import read_episodes
from memstrata.eval.retrieval_runner import episode_items
from memstrata.eval.systems import create_system
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
from memstrata.models.tokens import get_token_counter


def measure(episodes_file: str, policy: str, budget: int, limit: int | None) -> dict:
    embedder, tokens = MiniLMOnnxEmbedder(), get_token_counter()
    system = create_system(policy, embedder, tokens, "sessions", None, None, "whole", "rules")
    rounds, late, units, probes, failed, latency, observations, ingest = [], 0, 0, 0, 0, [], 0, 0.0
    for episode in read_episodes(episodes_file)[:limit]:
        system.start(episode)
        try:
            start = time.perf_counter()
            system.ingest(episode_items(episode, "sessions"))
            ingest += time.perf_counter() - start
            memory = system._memory
            assert memory is not None
            observations += sum(1 for r in memory.get_all(user_id=episode.scope_id) if r.kind in ("event", "fact", "note"))
            for q in episode.questions:
                start = time.perf_counter()
                system.contexts(q.question, [budget])
                latency.append(1000 * (time.perf_counter() - start))
                trace = memory.last_search_trace
                rounds.append(trace.get("rounds", 1))
                late += len(trace.get("after_round_1", []))
                probes += len(trace.get("probes", []))
                failed += len(trace.get("failed_probes", []))
        finally:
            system.finish()
        units_per_q = 16  # EMIR2's final units, the denominator of the share
        units += units_per_q * len(episode.questions)
    latency.sort()
    return {"policy": policy, "questions": len(rounds), "mean_rounds": round(statistics.mean(rounds), 2),
            "final_units_found_after_round_1_pct": round(100 * late / units, 2) if units else None,
            "probes_per_question": round(probes / len(rounds), 2), "failed_probes_per_question": round(failed / len(rounds), 2),
            "construction_observations_per_s": round(observations / ingest, 1) if ingest else None,
            "retrieval_ms_mean": round(statistics.mean(latency), 1),
            "retrieval_ms_p95": round(latency[int(0.95 * (len(latency) - 1))], 1)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("episodes")
    ap.add_argument("--policy", action="append", default=None)
    ap.add_argument("--budget", type=int, default=256)
    ap.add_argument("--limit", type=int, default=None, help="first N episodes only")
    ap.add_argument("--out", default="benchmarks/results/emir2_rounds.json")
    args = ap.parse_args()
    results = [measure(args.episodes, p, args.budget, args.limit) for p in args.policy or ["emir2"]]
    Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
