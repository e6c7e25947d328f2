"""The data paths of the REST server (issue 28, item 9), measured against the real server
process on a SQLite file:

- list pages: p50/p95 of ``GET /v1/memories?limit=1`` and ``limit=100`` (first page, and a page
  reached by cursor) on a scope of 1k and one of 10k memories: a page should cost its size,
  not the scope's (the gate: p95 at 10k within 2x of 1k);
- import memory: a ~64 MB export (records with real-size vectors) POSTed to ``/v1/import``; the
  server's peak RSS during it (VmHWM) over its RSS before (the gate: at most 32 MB added).

Records are written straight into the store with random unit vectors (no embedding: what
is measured is the data path). ``python benchmarks/bench_data_paths.py [--import-mb 62]``;
results go to benchmarks/results/data_paths.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "benchmarks")]

TENANT = "bench"


def fill(memory, user: str, n: int, seed: int = 0) -> None:
    """``n`` records in ``user``'s scope of the bench tenant, written in batches."""
    from memstrata.timeutil import format_time, now_utc
    from memstrata.types import Record

    rng = np.random.default_rng(seed)
    scope = memory.for_tenant(TENANT).scope(user)
    dim = memory.store.dim
    for start in range(0, n, 1000):
        count = min(1000, n - start)
        vecs = rng.standard_normal((count, dim)).astype(np.float32)
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        with memory.store.transaction() as tx:
            for i in range(count):
                k = start + i
                text = f"{user} memory {k}: a sentence of ordinary length about something said that day."
                record = Record(id=str(uuid.uuid4()), scope=scope, kind="fact", text=text, view=text, role="primary",
                                time=f"2024-{1 + k % 12:02d}-{1 + k % 28:02d}T{k % 24:02d}:00:00",
                                recorded_at=format_time(now_utc()))
                tx.insert(record, vecs[i], actor="bench")


def rss_kb(pid: int) -> dict[str, int]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(("VmRSS:", "VmHWM:")):
            out[line.split(":")[0]] = int(line.split()[1])
    return out


def timed(client, n: int, **params) -> dict[str, float]:
    ms = []
    for _ in range(n):
        t = time.perf_counter()
        r = client.get("/v1/memories", params=params)
        ms.append((time.perf_counter() - t) * 1000)
        assert r.status_code == 200, r.text
    return {"p50_ms": round(float(np.percentile(ms, 50)), 2), "p95_ms": round(float(np.percentile(ms, 95)), 2)}


def main() -> None:
    import socket

    import httpx
    from bench_server import start_server

    from memstrata import Memory

    parser = argparse.ArgumentParser()
    parser.add_argument("--import-mb", type=float, default=62.0)  # under the 64 MiB upload limit
    parser.add_argument("--requests", type=int, default=200)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-data-paths-"))
    db = str(work / "memory.db")
    with Memory.open(db) as m:
        fill(m, "small", 1_000, seed=1)
        fill(m, "large", 10_000, seed=2)
        key = m.store.create_key(TENANT)[0]
        # The import's file: an export of a scope large enough to weigh --import-mb.
        fill(m, "source", 2_000, seed=3)
        per_record = sum(len(json.dumps(line)) + 1 for line in m.for_tenant(TENANT).export(user_id="source")) / 2_000
        fill(m, "source", max(0, int(args.import_mb * 2**20 / per_record) - 2_000), seed=4)
        body = work / "import.jsonl"
        with open(body, "w") as f:
            for line in m.for_tenant(TENANT).export_stream(user_id="source"):
                f.write(json.dumps(line) + "\n")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = start_server(db, port, work / "server.log")
    results: dict = {"import_mb": round(body.stat().st_size / 2**20, 1)}
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", headers={"Authorization": f"Bearer {key}"},
                          timeout=600) as c:
            for user, n in (("small", 1_000), ("large", 10_000)):
                second = c.get("/v1/memories", params={"user_id": user, "limit": 100}).json()["next_cursor"]
                results[f"list_{n}"] = {
                    "limit_1": timed(c, args.requests, user_id=user, limit=1),
                    "limit_100": timed(c, args.requests, user_id=user, limit=100),
                    "limit_100_by_cursor": timed(c, args.requests, user_id=user, limit=100, cursor=second),
                }
            results["list_p95_ratio_10k_over_1k"] = {
                k: round(results["list_10000"][k]["p95_ms"] / results["list_1000"][k]["p95_ms"], 2)
                for k in results["list_1000"]}
            warm = c.post("/v1/import", params={"user_id": "warm", "rescope": "true"},
                          content=c.post("/v1/export", json={"user_id": "small"}).content)
            assert warm.status_code == 200, warm.text
            before = rss_kb(proc.pid)
            t = time.perf_counter()
            with open(body, "rb") as f:
                r = c.post("/v1/import", params={"user_id": "target", "rescope": "true"}, content=f)
            seconds = time.perf_counter() - t
            assert r.status_code == 200, r.text
            after = rss_kb(proc.pid)
            results["import"] = {"records": r.json()["imported"]["record"], "seconds": round(seconds, 1),
                                 "rss_before_mb": round(before["VmRSS"] / 1024, 1),
                                 "peak_rss_mb": round(after["VmHWM"] / 1024, 1),
                                 "added_mb": round((after["VmHWM"] - max(before["VmRSS"], 0)) / 1024, 1),
                                 "peak_before_mb": round(before["VmHWM"] / 1024, 1)}
    finally:
        proc.terminate()
        proc.wait(30)
    out = ROOT / "benchmarks" / "results" / "data_paths.json"
    out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
