"""Load on the server: ``python benchmarks/bench_server.py`` (JSON in ``benchmarks/results/server-load.json``).

One server process (``memstrata serve``, one uvicorn worker) on a store of 10k memories in one
scope plus 100 small scopes (append policy, MiniLM vectors), tenant ``bench``. The load comes
from a separate process, open loop: 20 clients, each sending at a fixed rate whether or not
its earlier requests have answered (latency is measured from when a request was due, so a
server falling behind shows in the figures instead of slowing the load down), 90% searches
(half in the large scope, half in a small one) and 10% adds with ``wait=true``. First the
issue's point (40 requests/s for 60 s), then a ladder of higher rates to find the highest at
which search p95 stays within 50 ms. Afterwards the store is opened directly and every add the
server acknowledged must be there. SQLite and PostgreSQL side by side.

Then a list probe: pages of 100 (``GET /v1/memories``, walking the cursor) in the 10k scope and
in a scope of 1,000 (``mid``), one at a time: a page should cost its size, not the scope's.

``--smoke`` (the CI test's version): 5 s at 40 requests/s on 1,000 memories, no ladder.
``--abuse`` (``server_abuse.py``): the 40 requests/s load while slow sockets, a failed-auth burst
and a 64 MB import hit the server; JSON in ``benchmarks/results/server-abuse.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

TENANT, BIG, MID, CLIENTS, SEARCH_SHARE = "bench", "big", "mid", 20, 0.9
MID_SIZE, LIST_PAGE, LIST_PROBES = 1000, 100, 200
RESULTS = ROOT / "benchmarks" / "results"


def preload(db: str, big: int, small_scopes: int, per_small: int = 10) -> str:
    """The store, filled through the library; returns a read-write key of the bench tenant."""
    from fact_corpus import fact_texts

    from memstrata import Memory

    mid = min(MID_SIZE, big // 10)  # 1,000 beside the 10k scope; 100 in the smoke run
    texts = fact_texts(big + small_scopes * per_small + mid, seed=11)
    with Memory.open(db) as m:
        bench = m.for_tenant(TENANT)
        for start in range(0, big, 500):
            bench.add(observations=texts[start:start + 500], user_id=BIG, time="2024-01-01T00:00:00")
        for i in range(small_scopes):
            part = texts[big + i * per_small: big + (i + 1) * per_small]
            bench.add(observations=part, user_id=f"small{i}", time="2024-01-01T00:00:00")
        rest = texts[big + small_scopes * per_small:]
        for start in range(0, mid, 500):  # the list probe's 1k scope
            bench.add(observations=rest[start:start + 500], user_id=MID, time="2024-01-01T00:00:00")
        return m.store.create_key(TENANT, label="load benchmark")[0]


def list_probe(url: str, key: str, user: str, n: int = LIST_PROBES) -> dict[str, Any]:
    """``n`` pages of LIST_PAGE, one request at a time, walking the cursor (and starting over at
    the end): their latency."""
    import httpx

    ms, errors, cursor = [], 0, None
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=30) as client:
        for _ in range(n):
            params: dict[str, Any] = {"user_id": user, "limit": LIST_PAGE}
            if cursor:
                params["cursor"] = cursor
            t = time.perf_counter()
            r = client.get("/v1/memories", params=params)
            ms.append((time.perf_counter() - t) * 1000)
            if r.status_code != 200:
                errors += 1
                cursor = None
                continue
            cursor = r.json().get("next_cursor")
    arr = np.array(ms)
    return {"user": user, "pages": n, "errors": errors,
            **{f"p{q}_ms": round(float(np.percentile(arr, q)), 2) for q in (50, 95, 99)}}


async def _load(url: str, key: str, rate: float, duration_s: float, small_scopes: int, seed: int) -> dict[str, Any]:
    import httpx
    from fact_corpus import query_texts

    rng = random.Random(seed)
    queries = query_texts(500, seed=seed)
    per_client = rate / CLIENTS
    records: list[dict[str, Any]] = []
    acked: list[tuple[str, str, str]] = []  # (user, id, text) of every acknowledged add
    limits = httpx.Limits(max_connections=200, max_keepalive_connections=100)
    async with httpx.AsyncClient(base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=30,
                                 limits=limits) as client:
        start = time.perf_counter() + 0.5

        async def one(due: float, kind: str, user: str, payload: dict[str, Any]) -> None:
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            try:
                path = "/v1/memories/search" if kind == "search" else "/v1/memories"
                r = await client.post(path, json={**payload, "user_id": user})
                ok = r.status_code == 200
                if ok and kind == "add":
                    acked.append((user, r.json()["results"][0]["id"], payload["observations"][0]))
                status = r.status_code
            except httpx.HTTPError as exc:
                ok, status = False, type(exc).__name__
            records.append({"kind": kind, "ms": (time.perf_counter() - due) * 1000, "ok": ok, "status": status})

        tasks = []
        for c in range(CLIENTS):
            t = start + rng.random() / per_client  # clients out of phase
            n = 0
            while t < start + duration_s:
                user = BIG if rng.random() < 0.5 else f"small{rng.randrange(small_scopes)}"
                if rng.random() < SEARCH_SHARE:
                    tasks.append(one(t, "search", user, {"query": rng.choice(queries), "limit": 10}))
                else:
                    text = f"Load client {c} note {n}: {rng.choice(queries)}"
                    tasks.append(one(t, "add", user, {"observations": [text]}))
                n += 1
                t += 1.0 / per_client
        await asyncio.gather(*tasks)
    return {"records": records, "acked": acked}


def summarize(records: list[dict[str, Any]], rate: float, duration_s: float) -> dict[str, Any]:
    def stats(rows: list[dict[str, Any]]) -> dict[str, Any]:
        ms = np.array([r["ms"] for r in rows if r["ok"]]) if rows else np.array([])
        return {"n": len(rows), "errors": sum(not r["ok"] for r in rows),
                **({f"p{q}_ms": round(float(np.percentile(ms, q)), 2) for q in (50, 95, 99)} if len(ms) else {})}

    errors = [r["status"] for r in records if not r["ok"]]
    return {"rate": rate, "duration_s": duration_s, "throughput_rps": round(sum(r["ok"] for r in records) / duration_s, 1),
            "all": stats(records), "search": stats([r for r in records if r["kind"] == "search"]),
            "add": stats([r for r in records if r["kind"] == "add"]),
            "error_statuses": sorted({str(e) for e in errors})}


def verify(db: str, acked: list[tuple[str, str, str]]) -> int:
    """How many acknowledged adds are missing from the store (opened directly)."""
    from memstrata import Memory

    missing = 0
    with Memory.open(db) as m:
        bench = m.for_tenant(TENANT)
        by_user: dict[str, list[tuple[str, str]]] = {}
        for user, rid, text in acked:
            by_user.setdefault(user, []).append((rid, text))
        for user, items in by_user.items():
            got = {r.id: r.text for r in bench.store.get_many(bench.scope(user, None, None), [i for i, _ in items])}
            missing += sum(got.get(rid) != text for rid, text in items)
    return missing


def start_server(db: str, port: int, log: Path, extra: tuple[str, ...] = ()) -> subprocess.Popen:
    import httpx

    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    proc = subprocess.Popen([sys.executable, "-m", "memstrata", "--db", db, "serve", "--port", str(port),
                             "--rate-limit", "0", "--log-level", "warning", *extra],
                            stdout=open(log, "ab"), stderr=subprocess.STDOUT, env=env)  # noqa: SIM115
    for _ in range(300):
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError(f"the server did not start: {log.read_text()[-2000:]}")


def load_in_process(url: str, key: str, rate: float, duration_s: float, small_scopes: int, seed: int) -> dict:
    """The load from a process of its own (the server and the load must not share a GIL)."""
    code = ("import asyncio, json, sys; sys.path[:0] = sys.argv[1:3]; import bench_server as b; "
            "print(json.dumps(asyncio.run(b._load(sys.argv[3], sys.argv[4], float(sys.argv[5]), float(sys.argv[6]), "
            "int(sys.argv[7]), int(sys.argv[8])))))")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT / "src"), str(ROOT / "benchmarks"), url, key, str(rate),
                          str(duration_s), str(small_scopes), str(seed)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def bench(db: str, work: Path, *, big: int, small_scopes: int, duration_s: float, ladder: list[float],
          ladder_s: float, label: str) -> dict[str, Any]:
    import socket

    t0 = time.perf_counter()
    key = preload(db, big, small_scopes)
    preload_s = time.perf_counter() - t0
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = start_server(db, port, work / f"{label}.log")
    url, acked, steps = f"http://127.0.0.1:{port}", [], []
    try:
        main = load_in_process(url, key, 40.0, duration_s, small_scopes, seed=1)
        acked += main["acked"]
        at_40 = summarize(main["records"], 40.0, duration_s)
        best = 40.0 if at_40["search"].get("p95_ms", 1e9) <= 50 and at_40["all"]["errors"] == 0 else None
        for i, rate in enumerate(ladder):
            step = load_in_process(url, key, rate, ladder_s, small_scopes, seed=2 + i)
            acked += step["acked"]
            summary = summarize(step["records"], rate, ladder_s)
            steps.append(summary)
            if summary["search"].get("p95_ms", 1e9) > 50 or summary["all"]["errors"]:
                break
            best = rate
        lists = {"page": LIST_PAGE, BIG: list_probe(url, key, BIG), MID: list_probe(url, key, MID)}
        lists["p95_ratio_big_to_mid"] = round(lists[BIG]["p95_ms"] / lists[MID]["p95_ms"], 2)
    finally:
        proc.terminate()
        proc.wait(30)
    missing = verify(db, acked)
    return {"store": label, "records_big_scope": big, "small_scopes": small_scopes, "preload_s": round(preload_s, 1),
            "at_40_rps": at_40, "ladder": steps, "list_probe": lists, "highest_rate_search_p95_within_50ms": best,
            "acknowledged_adds": len(acked), "acknowledged_adds_missing": missing}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--smoke", action="store_true", help="5 s at 40 requests/s on 1,000 memories, SQLite only")
    p.add_argument("--stores", nargs="+", default=["sqlite", "postgresql"])
    p.add_argument("--duration", type=float, default=60.0)
    p.add_argument("--ladder", type=float, nargs="*", default=[60, 80, 100, 130, 160, 200])
    p.add_argument("--ladder-seconds", type=float, default=20.0)
    p.add_argument("--name", default="server-load")
    p.add_argument("--abuse", action="store_true", help="the load under abuse (server_abuse.py), SQLite only")
    args = p.parse_args()
    if args.abuse:
        from server_abuse import main as abuse_main

        abuse_main(duration_s=args.duration if args.duration != 60.0 else 40.0)
        return
    big, small, duration, ladder = (1000, 10, 5.0, []) if args.smoke else (10_000, 100, args.duration, args.ladder)
    stores = ["sqlite"] if args.smoke else args.stores
    out: dict[str, Any] = {"clients": CLIENTS, "search_share": SEARCH_SHARE, "cpu_count": os.cpu_count(),
                           "load_average_before": os.getloadavg(), "runs": []}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for kind in stores:
            if kind == "sqlite":
                out["runs"].append(bench(str(work / "load.db"), work, big=big, small_scopes=small, duration_s=duration,
                                         ladder=ladder, ladder_s=args.ladder_seconds, label="sqlite"))
            else:
                from bench_postgres import postgres_server

                with postgres_server(None, work, shared_buffers="1GB") as dsn:
                    db = f"{dsn}{'&' if '?' in dsn else '?'}schema=load"
                    out["runs"].append(bench(db, work, big=big, small_scopes=small, duration_s=duration,
                                             ladder=ladder, ladder_s=args.ladder_seconds, label="postgresql"))
            print(json.dumps(out["runs"][-1], indent=1), flush=True)
    if not args.smoke:
        RESULTS.mkdir(exist_ok=True)
        (RESULTS / f"{args.name}.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
