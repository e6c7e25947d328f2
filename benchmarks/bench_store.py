"""Store benchmark: ingest rate and search/context latency at 10k and 100k records in one scope.

Vectors are random unit vectors from a hashing embedder, so the store and retrieval path
are measured alone (the real embedder has its own benchmark, bench_embed.py). Each size runs
in its own process so peak RSS is per size.

    python benchmarks/bench_store.py [--sizes 10000 100000] [--queries 200]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from common import machine, peak_rss_mb, percentiles_ms, write_result  # noqa: E402

from memstrata import Memory  # noqa: E402
from memstrata.models.embed.base import Embedder  # noqa: E402

BATCH = 1000


class HashEmbedder(Embedder):
    """Deterministic random unit vectors keyed by text: no model cost. Uniformly random in 384
    dimensions, they are the worst case for an approximate index (``fact_corpus``); exact
    search, which this benchmark measures on SQLite, does not care."""

    name = "hash-random"
    dim = 384

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        seeds = [int.from_bytes(hashlib.blake2b(t.encode(), digest_size=8).digest(), "little") for t in texts]
        return np.stack([np.random.default_rng(s).standard_normal(self.dim, dtype=np.float32) for s in seeds])


def synthetic_texts(n: int, seed: int = 0) -> list[str]:
    rng = np.random.default_rng(seed)
    vocab = [f"w{i}" for i in range(5000)]
    words = rng.choice(vocab, size=(n, 6))
    return [f"user fact {i}: likes {a} and {b}, visited {c} with {d}, owns {e} {f}" for i, (a, b, c, d, e, f)
            in enumerate(words)]


def run_size(n: int, queries: int) -> dict:
    workdir = Path(tempfile.mkdtemp(prefix="memstrata-bench-"))
    path = workdir / "bench.db"
    embedder = HashEmbedder()
    texts = synthetic_texts(n)
    embedder.embed(texts)  # warm the cache: ingest below times the store, not vector generation
    with Memory.open(path, embedder=embedder) as m:
        start = time.perf_counter()
        for i in range(0, n, BATCH):
            m.add(observations=[{"text": t, "time": "2024-01-01"} for t in texts[i:i + BATCH]], user_id="bench")
        ingest_s = time.perf_counter() - start
        qtexts = synthetic_texts(queries, seed=1)
        embedder.embed(qtexts)
        out = {"n": n, "ingest_records_per_s": round(n / ingest_s), "ingest_seconds": round(ingest_s, 2)}
        m.search(qtexts[0], user_id="bench", mode="dense")  # first search builds the in-memory matrix
        for mode in ("dense", "hybrid"):
            samples = []
            for q in qtexts:
                t = time.perf_counter()
                m.search(q, user_id="bench", limit=10, mode=mode)
                samples.append(time.perf_counter() - t)
            out[f"search_{mode}"] = percentiles_ms(samples)
        samples = []
        for q in qtexts:
            t = time.perf_counter()
            m.context(q, user_id="bench", budget_tokens=256)
            samples.append(time.perf_counter() - t)
        out["context_hybrid_256"] = percentiles_ms(samples)
    out["db_mb"] = round(sum(p.stat().st_size for p in workdir.iterdir()) / 2**20, 1)
    out["peak_rss_mb"] = peak_rss_mb()
    for p in workdir.iterdir():
        p.unlink()
    workdir.rmdir()
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_size(args.one, args.queries)))
        return
    results = []
    for n in args.sizes:
        proc = subprocess.run([sys.executable, __file__, "--one", str(n), "--queries", str(args.queries)],
                              capture_output=True, text=True, check=True, env=os.environ)
        results.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    path = write_result("store", {"benchmark": "store", "machine": machine(), "batch": BATCH, "results": results})
    print("| records | ingest rec/s | dense p50/p95 ms | hybrid p50/p95 ms | context p50/p95 ms | DB MB | peak RSS MB |")
    print("|---|---|---|---|---|---|---|")
    for r in results:
        d, h, c = r["search_dense"], r["search_hybrid"], r["context_hybrid_256"]
        print(f"| {r['n']:,} | {r['ingest_records_per_s']:,} | {d['p50_ms']} / {d['p95_ms']} | {h['p50_ms']} / "
              f"{h['p95_ms']} | {c['p50_ms']} / {c['p95_ms']} | {r['db_mb']} | {r['peak_rss_mb']} |")
    print(f"written to {path}")


if __name__ == "__main__":
    main()
