"""ROAM management with the offline backends: throughput, how often each relation fires,
and the candidate count k (the sweep behind the default).

    python benchmarks/bench_roam.py [--relations model|heuristic]   (after benchmarks/run_eval_baselines.sh)

For each k: every LoCoMo observation (10 conversations, one store each, time order) is
managed by ``roam``; we count decisions per relation and observations/s (the first k runs
with a cold embedder cache, which is the realistic figure; later ones reuse embeddings).
Then the knowledge-update suite at N=8 (type II confounders) and LoCoMo observations are
scored through the harness at a small budget, packed as ROAM packs (``truncate``), as the
recorded figures were. Writes benchmarks/results/roam.json (the
shipped relation model, ROAM's default) or roam_heuristic.json (heuristic-lexical relations).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from memstrata import Memory
from memstrata.eval.episodes import read_episodes
from memstrata.eval.retrieval_runner import run_retrieval
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
from memstrata.models.tokens import get_token_counter

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "benchmarks" / "results" / "eval"
KS = (1, 3, 5, 10)


def manage_all(episodes, embedder, options: dict) -> dict:
    counts: Counter[str] = Counter()
    n, seconds = 0, 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for ep in episodes:
            with Memory.open(Path(tmp) / f"{ep.id}.db", policy="roam", embedder=embedder,
                             policy_options=options) as m:
                obs = [{"text": o.text, "time": o.time, "sources": o.provenance()}
                       for o in sorted(ep.observations, key=lambda o: o.time)]
                start = time.perf_counter()
                for d in m.add(observations=obs, user_id=ep.scope_id):
                    counts[d.relation or "?"] += 1
                seconds += time.perf_counter() - start
                n += len(obs)
    return {"observations": n, "seconds": round(seconds, 2), "obs_per_s": round(n / seconds, 1),
            "relations": dict(sorted(counts.items()))}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--relations", choices=("model", "heuristic"), default="model")
    relations = ap.parse_args().relations
    locomo = EVAL / "locomo_observations.jsonl"
    ku8 = EVAL / "ku_interference" / "n8.jsonl"
    if not locomo.exists() or not ku8.exists():
        sys.exit("run benchmarks/run_eval_baselines.sh first (it writes the episode files)")
    episodes = read_episodes(locomo)
    embedder, tokens = MiniLMOnnxEmbedder(), get_token_counter()
    results = {}
    for k in KS:
        options = {"k": k, "relation_backend": relations}
        managed = manage_all(episodes, embedder, options)
        with tempfile.TemporaryDirectory() as tmp:
            ku = run_retrieval(ku8, ["roam"], mode="observations", budgets=[64], out=Path(tmp) / "ku",
                               embedder=embedder, tokens=tokens, policy_options=options, packing="truncate")["roam"]
            lo = run_retrieval(locomo, ["roam"], mode="observations", budgets=[128], out=Path(tmp) / "lo",
                               embedder=embedder, tokens=tokens, policy_options=options, packing="truncate")["roam"]
        results[str(k)] = {**managed, "ku_n8_gold_recall_64": ku["results"]["64"]["overall"]["gold_recall"],
                           "locomo_gold_recall_128": lo["results"]["128"]["overall"]["gold_recall"]}
        print(f"k={k}: {json.dumps(results[str(k)])}", flush=True)
    out = ROOT / "benchmarks" / "results" / ("roam.json" if relations == "model" else "roam_heuristic.json")
    backend = "relations-minilm-int8" if relations == "model" else "heuristic-lexical"
    out.write_text(json.dumps({"backend": f"{backend} + deterministic fusion", "embedder": embedder.name,
                               "first_k_cold_cache": KS[0], "by_k": results}, indent=2) + "\n")
    print(f"-> {out}")


if __name__ == "__main__":
    main()
