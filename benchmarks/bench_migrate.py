"""``memstrata migrate`` from SQLite into PostgreSQL: one user of ``--n`` records, into a new
target (filled in bulk: the HNSW index built once at the end) and into a target already holding
another user (row-by-row index insertion). Precomputed MiniLM vectors (``fact_corpus``); a
temporary PostgreSQL 18 + pgvector server.

    python benchmarks/bench_migrate.py [--n 20000]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_postgres import BATCH, corpus, postgres_server  # noqa: E402
from common import machine, write_result  # noqa: E402

from memstrata import Memory, MemoryConfig  # noqa: E402
from memstrata.store.factory import SQLiteStoreConfig  # noqa: E402
from memstrata.store.migration import migrate_store  # noqa: E402
from memstrata.store.postgres.store import PostgresStore  # noqa: E402
from memstrata.types import Record, Scope  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20_000)
    args = ap.parse_args()
    texts, vectors, _, embedder = corpus("minilm", args.n, 1)
    runs = []
    with tempfile.TemporaryDirectory(prefix="memstrata-migrate-") as work, \
            postgres_server(None, Path(work), shared_buffers=None) as dsn:
        config = MemoryConfig(store=SQLiteStoreConfig(path=str(Path(work) / "source.db")))
        with Memory(config, embedder=embedder) as m:
            for i in range(0, args.n, BATCH):
                m.add(observations=[{"text": t, "time": "2024-01-01"} for t in texts[i:i + BATCH]], user_id="bench")
            for label, fresh in (("new target (bulk)", True), ("target already holding a user", False)):
                target = PostgresStore(dsn, dim=embedder.dim, schema=f"target_{int(fresh)}")
                if not fresh:
                    with target.transaction() as tx:
                        tx.insert(Record(id="other-1", scope=Scope("other"), kind="fact", text="x", view="x",
                                         role="primary", time="2024-01-01T00:00:00",
                                         recorded_at="2024-01-01T00:00:00"), vectors[0], actor="bench")
                start = time.perf_counter()
                migrate_store(m.store, target)
                seconds = time.perf_counter() - start
                target.close()
                runs.append({"target": label, "records": args.n, "seconds": round(seconds, 1),
                             "records_per_s": round(args.n / seconds)})
                print(runs[-1], flush=True)
    print("written to", write_result("migrate", {"benchmark": "migrate-sqlite-to-postgresql", "machine": machine(),
                                                 "runs": runs}))


if __name__ == "__main__":
    main()
