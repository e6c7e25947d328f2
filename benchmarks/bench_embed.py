"""Embedder benchmark: the offline all-MiniLM-L6-v2 (int8 ONNX), batched and single-sentence.

Throughput depends on sentence length, so it is measured on two sets: LoCoMo's extracted
observations (real memory facts; read from ../shared/data when present) and synthetic
sentences; the mean token count of each set is reported with it.

    python benchmarks/bench_embed.py [--n 2000] [--locomo PATH]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import machine, peak_rss_mb, percentiles_ms, write_result  # noqa: E402

from memstrata.models.embed.minilm_onnx import VARIANTS, MiniLMOnnxEmbedder  # noqa: E402


def sentences(n: int, tag: str) -> list[str]:
    people = ["Caroline", "Melanie", "Sam", "Ada", "Jon", "Priya"]
    things = ["a beagle named Pixel", "the Porto half marathon", "a pottery class", "a job at a clinic",
              "vegetarian recipes", "a trip to Sweden", "a new flat near the beach"]
    return [f"{people[i % 6]} talked about {things[i % 7]} on day {i} ({tag}), and felt {['happy', 'tired', 'proud'][i % 3]}."
            for i in range(n)]


DEFAULT_LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"


def locomo_observations(path: Path) -> list[str]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [item[0] for conv in data for session in conv["observation"].values()
            for items in session.values() for item in items]


def throughput(emb: MiniLMOnnxEmbedder, texts: list[str]) -> dict:
    emb._cache.clear()
    tokens = sum(sum(e.attention_mask) for e in emb._tokenizer.encode_batch(texts)) / len(texts)
    t = time.perf_counter()
    emb.embed(texts)
    return {"sentences": len(texts), "mean_tokens": round(tokens, 1),
            "sentences_per_s": round(len(texts) / (time.perf_counter() - t))}


def measure(variant: str, n: int, locomo: Path) -> dict:
    emb = MiniLMOnnxEmbedder(variant=variant)
    emb.embed(sentences(64, "warmup"))
    sets = {"synthetic": throughput(emb, sentences(n, "batched"))}
    if locomo.exists():
        sets["locomo_observations"] = throughput(emb, locomo_observations(locomo)[:n])
    singles = []
    for s in sentences(200, "single"):
        t = time.perf_counter()
        emb.embed_one(s)
        singles.append(time.perf_counter() - t)
    cached = sentences(n, "batched")
    emb.embed(cached)
    t = time.perf_counter()
    emb.embed(cached)
    return {"model": emb.name, "file": emb.model_path.name, "batched": sets, "single": percentiles_ms(singles),
            "cached_sentences_per_s": round(n / (time.perf_counter() - t))}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--locomo", type=Path, default=DEFAULT_LOCOMO)
    args = ap.parse_args()
    variants = {v: measure(v, args.n, args.locomo) for v in VARIANTS}
    result = {"benchmark": "embed", "machine": machine(), "variants": variants, "peak_rss_mb": peak_rss_mb()}
    path = write_result("embed", result)
    print("| variant | set | mean tokens | batched sent/s | single p50/p95 ms |\n|---|---|---|---|---|")
    for v, r in variants.items():
        for name, b in r["batched"].items():
            print(f"| {v} | {name} | {b['mean_tokens']} | {b['sentences_per_s']:,} | "
                  f"{r['single']['p50_ms']} / {r['single']['p95_ms']} |")
    print(f"peak RSS {result['peak_rss_mb']} MB (both models loaded)")
    print(f"written to {path}")


if __name__ == "__main__":
    main()
