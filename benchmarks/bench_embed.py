"""Embedder benchmark: the offline all-MiniLM-L6-v2 (int8 ONNX), batched and single-sentence.

    python benchmarks/bench_embed.py [--n 2000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import machine, peak_rss_mb, percentiles_ms, write_result  # noqa: E402

from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder  # noqa: E402


def sentences(n: int, tag: str) -> list[str]:
    people = ["Caroline", "Melanie", "Sam", "Ada", "Jon", "Priya"]
    things = ["a beagle named Pixel", "the Porto half marathon", "a pottery class", "a job at a clinic",
              "vegetarian recipes", "a trip to Sweden", "a new flat near the beach"]
    return [f"{people[i % 6]} talked about {things[i % 7]} on day {i} ({tag}), and felt {['happy', 'tired', 'proud'][i % 3]}."
            for i in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2000)
    args = ap.parse_args()
    emb = MiniLMOnnxEmbedder()
    emb.embed(sentences(64, "warmup"))
    batch = sentences(args.n, "batched")
    t = time.perf_counter()
    emb.embed(batch)
    batched_s = time.perf_counter() - t
    singles = []
    for s in sentences(200, "single"):
        t = time.perf_counter()
        emb.embed_one(s)
        singles.append(time.perf_counter() - t)
    cached = sentences(args.n, "batched")
    t = time.perf_counter()
    emb.embed(cached)
    cached_s = time.perf_counter() - t
    result = {"benchmark": "embed", "machine": machine(), "model": f"{emb.name} int8 ONNX ({emb.model_path.name})",
              "batched_sentences_per_s": round(args.n / batched_s), "single": percentiles_ms(singles),
              "cached_sentences_per_s": round(args.n / cached_s), "peak_rss_mb": peak_rss_mb()}
    path = write_result("embed", result)
    print(f"| batched sent/s | single p50/p95 ms | cache hits sent/s | peak RSS MB |\n|---|---|---|---|\n"
          f"| {result['batched_sentences_per_s']:,} | {result['single']['p50_ms']} / {result['single']['p95_ms']} | "
          f"{result['cached_sentences_per_s']:,} | {result['peak_rss_mb']} |")
    print(f"written to {path}")


if __name__ == "__main__":
    main()
