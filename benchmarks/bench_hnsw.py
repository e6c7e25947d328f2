"""pgvector's HNSW on its own, in bare tables: recall@10 against exact search by ``ef_search``,
and the rate of inserting rows into an existing graph, for the index settings one could pick.

This is the evidence behind the PostgreSQL store's choices (``store/postgres/schema.py``:
``ef_construction`` 128) and behind its missed ingest gate (insertion into the graph bounds a
large scope's writes). Vectors: MiniLM embeddings of memory-like sentences queried by questions
(``fact_corpus``), and uniform random unit vectors, HNSW's worst case. A temporary PostgreSQL 18
+ pgvector server (``shared_buffers`` 1 GB), or ``--dsn``.

    python benchmarks/bench_hnsw.py [--n 100000] [--insert-base 50000]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from bench_postgres import postgres_server  # noqa: E402
from common import machine, write_result  # noqa: E402
from fact_corpus import embedded, fact_texts, query_texts  # noqa: E402

GRAPHS = {  # label: (operator class expression, WITH options)
    "m16-efc64 (pgvector default)": ("v vector_ip_ops", ""),
    "m16-efc128 (memstrata)": ("v vector_ip_ops", "WITH (m = 16, ef_construction = 128)"),
    "m16-efc32": ("v vector_ip_ops", "WITH (ef_construction = 32)"),
    "m8-efc32": ("v vector_ip_ops", "WITH (m = 8, ef_construction = 32)"),
    "halfvec m16-efc64": ("(v::halfvec(384)) halfvec_ip_ops", ""),
    "binary m16-efc128": ("(binary_quantize(v)::bit(384)) bit_hamming_ops", "WITH (m = 16, ef_construction = 128)"),
}


def vectors(kind: str, n: int, queries: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    if kind == "minilm":
        return embedded(fact_texts(n)), embedded(query_texts(queries))
    x, q = rng.standard_normal((n, 384), dtype=np.float32), rng.standard_normal((queries, 384), dtype=np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True), q / np.linalg.norm(q, axis=1, keepdims=True)


def load(conn, x: np.ndarray, upto: int) -> None:
    conn.execute("DROP TABLE IF EXISTS bench_v")
    conn.execute("CREATE TABLE bench_v (id bigint PRIMARY KEY, v vector(384))")
    with conn.cursor().copy("COPY bench_v (id, v) FROM STDIN WITH (FORMAT BINARY)") as copy:
        copy.set_types(["int8", "vector"])
        for i in range(upto):
            copy.write_row((i, x[i]))


def query_sql(label: str) -> str:
    if label.startswith("binary"):  # candidates by hamming distance, re-ranked by the true one
        return ("SELECT id FROM (SELECT id, v FROM bench_v ORDER BY binary_quantize(v)::bit(384) <~> "
                "binary_quantize(%s::vector) LIMIT 200) c ORDER BY v <#> %s LIMIT 10")
    if label.startswith("halfvec"):
        return "SELECT id FROM bench_v ORDER BY v::halfvec(384) <#> %s::halfvec(384) LIMIT 10"
    return "SELECT id FROM bench_v ORDER BY v <#> %s LIMIT 10"


def recall_sweep(conn, label: str, x: np.ndarray, q: np.ndarray) -> list[dict]:
    scores = x @ q.T
    exact = [set(np.argsort(-scores[:, j])[:10].tolist()) for j in range(len(q))]
    sql = query_sql(label)
    out = []
    for ef in (40, 100, 200, 400):
        conn.execute(f"SET hnsw.ef_search = {ef}")
        hits, times = 0, []
        for j, vec in enumerate(q):
            t = time.perf_counter()
            got = {r[0] for r in conn.execute(sql, (vec, vec) if "binary" in label else (vec,)).fetchall()}
            times.append(time.perf_counter() - t)
            hits += len(exact[j] & got)
        ms = np.array(times) * 1000
        out.append({"ef_search": ef, "recall_at_10": round(hits / (10 * len(q)), 4),
                    "p50_ms": round(float(np.percentile(ms, 50)), 2), "p95_ms": round(float(np.percentile(ms, 95)), 2)})
    return out


def insert_rate(conn, x: np.ndarray, base: int, rows: int = 3000) -> float:
    t = time.perf_counter()
    with conn.transaction(), conn.cursor() as cur:
        cur.executemany("INSERT INTO bench_v (id, v) VALUES (%s, %s)", [(base + i, x[base + i]) for i in range(rows)])
    return round(rows / (time.perf_counter() - t))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100_000, help="rows of the recall runs")
    ap.add_argument("--insert-base", type=int, default=50_000, help="rows in the graph before the insert runs")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--dsn")
    args = ap.parse_args()
    import psycopg
    from pgvector.psycopg import register_vector

    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory(prefix="memstrata-hnsw-") as work, postgres_server(args.dsn, Path(work)) as dsn:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            register_vector(conn)
            conn.execute("SET maintenance_work_mem = '1GB'")
            conn.execute("SET hnsw.iterative_scan = relaxed_order")
            result: dict = {"benchmark": "pgvector-hnsw", "machine": machine(), "recall": [], "insert": []}
            for kind in ("minilm", "random"):
                x, q = vectors(kind, args.n, args.queries, rng)
                for label in ("m16-efc64 (pgvector default)", "m16-efc128 (memstrata)"):
                    load(conn, x, args.n)
                    t = time.perf_counter()
                    conn.execute(f"CREATE INDEX ON bench_v USING hnsw ({GRAPHS[label][0]}) {GRAPHS[label][1]}")
                    build = round(time.perf_counter() - t, 1)
                    result["recall"].append({"vectors": kind, "graph": label, "n": args.n, "build_s": build,
                                             "sweep": recall_sweep(conn, label, x, q)})
                    print(result["recall"][-1], flush=True)
            x, _ = vectors("minilm", args.n, args.queries, rng)
            for label, (opclass, options) in GRAPHS.items():
                load(conn, x, args.insert_base)
                conn.execute(f"CREATE INDEX ON bench_v USING hnsw ({opclass}) {options}")
                result["insert"].append({"graph": label, "rows_in_graph": args.insert_base,
                                         "insert_rows_per_s": insert_rate(conn, x, args.insert_base)})
                print(result["insert"][-1], flush=True)
            conn.execute("DROP TABLE bench_v")
    print("written to", write_result("pgvector-hnsw", result))


if __name__ == "__main__":
    main()
