"""The server under abuse: ``python benchmarks/bench_server.py --abuse [--duration 40]``
(JSON in ``benchmarks/results/server-abuse.json``).

The store and the load are ``bench_server.py``'s (10k memories in one scope plus 100 small ones,
SQLite; 20 open-loop clients at 40 requests/s from a process of their own). The server runs with
short read timeouts (``--header-timeout-s 3 --body-timeout-s 3 --body-deadline-s 8``) and the
default failed-auth limits. While the load runs:

- waves of slow sockets (stalled heads, heads trickled a byte at a time, stalled bodies, bodies
  trickled within the gap): each must be cut within its limit + 1 s (the head's timeout for the
  heads, the gap for a stalled body, the whole-body deadline for a trickled one);
- a burst of wrong keys from one address (``X-Forwarded-For``, which the server trusts from
  127.0.0.1): 429 must come after the burst, and a valid key from another address still passes.

The same load runs first without the abuse, as the control (the machine may be shared). Gates:
search p95 <= 30 ms and no errors in the load under abuse; then, the server idle, a 64 MB
``/v1/import`` (synthetic records, vectors included) must add <= 32 MB to the server's RSS; and,
the server stopped, the in-process reject medians of ``auth.caller_of_header`` for a wrong key
with a known prefix and with an unknown one (many interleaved repetitions) within 2 us.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import secrets
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import bench_server as bs  # noqa: E402

HEADER_S, BODY_GAP_S, BODY_DEADLINE_S = 3.0, 3.0, 8.0
WAVE = {"stalled_head": 100, "trickled_head": 20, "stalled_body": 40, "trickled_body": 20}
WAVES_AT_S = (3.0, 14.0, 25.0)
AUTH_BURST_AT_S, WRONG_KEYS, AUTH_FAIL_BURST = 6.0, 60, 20
IMPORT_BYTES = 64 << 20
REJECT_REPS, REJECT_ROUNDS = 20000, 5


# ----- slow sockets ---------------------------------------------------------------------------
async def _slow_socket(port: int, key: str, kind: str) -> dict[str, Any]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    body = json.dumps({"query": "x" * 400, "user_id": bs.BIG}).encode()
    head = (f"POST /v1/memories/search HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {key}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n").encode()
    limit = {"stalled_head": HEADER_S, "trickled_head": HEADER_S, "stalled_body": BODY_GAP_S,
             "trickled_body": BODY_DEADLINE_S}[kind]
    started = time.perf_counter()
    closed = asyncio.ensure_future(reader.read())  # b"" or the 408, then EOF
    closed_at: list[float] = []  # when the server closed it, not when this loop next looks
    closed.add_done_callback(lambda _: closed_at.append(time.perf_counter()))
    try:
        if kind == "stalled_head":
            writer.write(head[:40])
        elif kind == "trickled_head":
            for byte in head[:-4]:  # a byte every 0.25 s: never the whole head
                writer.write(bytes([byte]))
                await asyncio.sleep(0.25)
                if closed.done():
                    break
        else:
            writer.write(head)
            await writer.drain()
            started = time.perf_counter()  # the body's clock starts with the head in
            if kind == "trickled_body":
                for byte in body[:-1]:  # a byte a second, within the gap: 400 s of body
                    writer.write(bytes([byte]))
                    await asyncio.sleep(1.0)
                    if closed.done():
                        break
            else:
                writer.write(body[:10])
        answer = await asyncio.wait_for(closed, limit + 30)
        took = closed_at[0] - started
    except (TimeoutError, ConnectionError) as exc:  # a reset is a cut too
        answer, took = type(exc).__name__.encode(), (closed_at or [time.perf_counter()])[0] - started
    finally:
        writer.close()
    return {"kind": kind, "limit_s": limit, "cut_after_s": round(took, 3),
            "answer": answer[:12].decode("latin-1")}


def slow_sockets(port: int, key: str, t0: float, results: list[dict[str, Any]]) -> None:
    async def waves() -> None:
        tasks = []
        for at in WAVES_AT_S:
            await asyncio.sleep(max(0.0, t0 + at - time.perf_counter()))
            tasks += [asyncio.ensure_future(_slow_socket(port, key, kind))
                      for kind, n in WAVE.items() for _ in range(n)]
        results.extend(await asyncio.gather(*tasks))

    asyncio.run(waves())


def summarize_sockets(results: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind in WAVE:
        rows = [r for r in results if r["kind"] == kind]
        over = [r["cut_after_s"] - r["limit_s"] for r in rows]
        out[kind] = {"n": len(rows), "limit_s": rows[0]["limit_s"] if rows else None,
                     "max_over_limit_s": round(max(over), 3) if over else None,
                     "median_cut_s": round(statistics.median(r["cut_after_s"] for r in rows), 3) if rows else None,
                     "answers": sorted({r["answer"][:12] for r in rows})}
    out["all_cut_within_limit_plus_1s"] = all(r["cut_after_s"] <= r["limit_s"] + 1.0 for r in results)
    return out


# ----- failed authentication ------------------------------------------------------------------
def auth_burst(url: str, key: str, t0: float, out: dict[str, Any]) -> None:
    import httpx

    time.sleep(max(0.0, t0 + AUTH_BURST_AT_S - time.perf_counter()))
    statuses = []
    with httpx.Client(base_url=url, timeout=30, headers={"X-Forwarded-For": "10.9.9.9"}) as client:
        for _ in range(WRONG_KEYS):
            wrong = f"msk_{secrets.token_hex(6)}_{secrets.token_urlsafe(32)}"
            r = client.get("/v1/memories", params={"user_id": bs.BIG, "limit": 1},
                           headers={"Authorization": f"Bearer {wrong}"})
            statuses.append(r.status_code)
            if r.status_code == 429:
                out.setdefault("retry_after", r.headers.get("retry-after"))
        other = client.get("/v1/memories", params={"user_id": bs.BIG, "limit": 1},
                           headers={"Authorization": f"Bearer {key}", "X-Forwarded-For": "10.9.9.10"})
    out.update({"wrong_keys": WRONG_KEYS, "status_counts": {str(s): statuses.count(s) for s in sorted(set(statuses))},
                "first_429_at": statuses.index(429) + 1 if 429 in statuses else None,
                "valid_key_from_another_address": other.status_code})


# ----- the import's memory --------------------------------------------------------------------
def import_body(url: str, key: str, target_bytes: int) -> bytes:
    """A JSONL export of synthetic records (random unit vectors), just under ``target_bytes``,
    framed and checksummed as an export is (store.transfer.frame_export)."""
    import httpx

    from memstrata.store.transfer import frame_export

    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=60) as client:
        lines = [json.loads(x) for x in client.post("/v1/export", json={"user_id": "small0"}).text.splitlines()]
    header, template = lines[0], next(x for x in lines if x.get("type") == "record")
    rng = np.random.default_rng(5)
    per_line = len(json.dumps(template)) + 20
    n = (target_bytes - 4096) // per_line

    def body():
        for i in range(n):
            vec = rng.standard_normal(header["dim"]).astype(np.float32)
            vec /= np.linalg.norm(vec)
            encoded = base64.b64encode(vec.tobytes()).decode("ascii")
            record = dict(template["record"], id=f"bulk{i:06d}", text=f"Bulk imported fact number {i}.")
            line = {"type": "record", "record": record, "text_vec": encoded}
            if template.get("view_vec") is not None:
                line["view_vec"] = encoded
            yield line

    framed = frame_export(body(), embedder=header["embedder"], dim=header["dim"], policy=header["policy"],
                          scope=None)
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in framed).encode("utf-8")


def import_rss(url: str, key: str, pid: int) -> dict[str, Any]:
    import httpx
    import psutil

    payload = import_body(url, key, IMPORT_BYTES)
    process = psutil.Process(pid)
    before = process.memory_info().rss
    peak, done = [before], threading.Event()

    def watch() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], process.memory_info().rss)
            time.sleep(0.02)

    watcher = threading.Thread(target=watch)
    watcher.start()
    t = time.perf_counter()
    try:
        r = httpx.post(url + "/v1/import", params={"user_id": "bulk", "rescope": "true"}, content=payload,
                       headers={"Authorization": f"Bearer {key}", "Content-Type": "application/x-ndjson"},
                       timeout=900)
    finally:
        done.set()
        watcher.join()
    return {"body_mb": round(len(payload) / 2**20, 1), "status": r.status_code, "answer": r.text[:300],
            "seconds": round(time.perf_counter() - t, 1), "rss_before_mb": round(before / 2**20, 1),
            "rss_peak_mb": round(peak[0] / 2**20, 1), "rss_added_mb": round((peak[0] - before) / 2**20, 1)}


# ----- the reject path's time -----------------------------------------------------------------
def reject_medians(db: str) -> dict[str, Any]:
    from memstrata.errors import MemstrataError
    from memstrata.server.auth import caller_of_header
    from memstrata.store.factory import open_store, store_config_for

    store = open_store(store_config_for(db), dim=384)
    try:
        known_prefix = store.list_keys(bs.TENANT)[0].prefix

        def one(header: str) -> int:
            t = time.perf_counter_ns()
            with contextlib.suppress(MemstrataError):  # every one is a reject
                caller_of_header(store, header)
            return time.perf_counter_ns() - t

        rounds = []
        for _ in range(REJECT_ROUNDS):
            known, unknown = [], []
            for _ in range(REJECT_REPS):  # interleaved, fresh keys each time
                known.append(one(f"Bearer msk_{known_prefix}_{secrets.token_urlsafe(32)}"))
                unknown.append(one(f"Bearer msk_{secrets.token_hex(6)}_{secrets.token_urlsafe(32)}"))
            rounds.append((statistics.median(known) / 1000, statistics.median(unknown) / 1000))
    finally:
        store.close()
    known_us = statistics.median(r[0] for r in rounds)
    unknown_us = statistics.median(r[1] for r in rounds)
    return {"repetitions": REJECT_REPS, "rounds": REJECT_ROUNDS, "known_prefix_median_us": round(known_us, 2),
            "unknown_prefix_median_us": round(unknown_us, 2), "difference_us": round(known_us - unknown_us, 2),
            "per_round_us": [[round(a, 2), round(b, 2)] for a, b in rounds]}


def _server_cpu_s(pid: int) -> float:
    import psutil

    times = psutil.Process(pid).cpu_times()
    return times.user + times.system


# ----- the run --------------------------------------------------------------------------------
def main(duration_s: float = 40.0) -> None:
    import socket

    from common import machine

    load_before = os.getloadavg()  # other work on the machine shows in the latencies
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        db = str(work / "abuse.db")
        t = time.perf_counter()
        key = bs.preload(db, 10_000, 100)
        preload_s = time.perf_counter() - t
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        extra = ("--header-timeout-s", str(HEADER_S), "--body-timeout-s", str(BODY_GAP_S),
                 "--body-deadline-s", str(BODY_DEADLINE_S), "--auth-fail-burst", str(AUTH_FAIL_BURST))
        proc = bs.start_server(db, port, work / "abuse.log", extra)
        url = f"http://127.0.0.1:{port}"
        sockets: list[dict[str, Any]] = []
        auth: dict[str, Any] = {}
        try:
            # The same load first without the abuse: on a shared machine, the control to compare with.
            cpu = _server_cpu_s(proc.pid)
            control = bs.summarize(bs.load_in_process(url, key, 40.0, duration_s, 100, seed=7)["records"], 40.0,
                                   duration_s)
            control["server_cpu_s"], cpu = round(_server_cpu_s(proc.pid) - cpu, 2), _server_cpu_s(proc.pid)
            t0 = time.perf_counter() + 0.5  # the load starts about then
            threads = [threading.Thread(target=slow_sockets, args=(port, key, t0, sockets)),
                       threading.Thread(target=auth_burst, args=(url, key, t0, auth))]
            for th in threads:
                th.start()
            load = bs.load_in_process(url, key, 40.0, duration_s, 100, seed=1)
            for th in threads:
                th.join()
            at_40 = bs.summarize(load["records"], 40.0, duration_s)
            at_40["server_cpu_s"] = round(_server_cpu_s(proc.pid) - cpu, 2)  # the load's and the abuse's
            imported = import_rss(url, key, proc.pid)
        finally:
            proc.terminate()
            proc.wait(30)
        rejects = reject_medians(db)
        log_tail = (work / "abuse.log").read_text()[-1500:]
    socks = summarize_sockets(sockets)
    gates = {
        "load_no_errors": at_40["all"]["errors"] == 0,
        "search_p95_within_30ms": at_40["search"].get("p95_ms", 1e9) <= 30.0,
        "slow_sockets_cut_within_limit_plus_1s": socks["all_cut_within_limit_plus_1s"],
        "failed_auth_429_after_the_burst": auth.get("first_429_at") == AUTH_FAIL_BURST + 1,
        "valid_key_elsewhere_unaffected": auth.get("valid_key_from_another_address") == 200,
        "reject_medians_within_2us": abs(rejects["difference_us"]) <= 2.0,
        "import_64mb_adds_at_most_32mb_rss": imported["status"] == 200 and imported["rss_added_mb"] <= 32.0,
    }
    out = {"command": "python benchmarks/bench_server.py --abuse" + (f" --duration {duration_s:g}"
                                                                      if duration_s != 40.0 else ""),
           "store": "sqlite", "records_big_scope": 10_000, "small_scopes": 100, "preload_s": round(preload_s, 1),
           "server_flags": list(extra), "load_at_40_rps": at_40,
           "control_load_at_40_rps_without_abuse": control, "slow_sockets": {"waves_at_s": WAVES_AT_S,
                                                                                  "per_wave": WAVE, **socks},
           "failed_auth": auth, "import": imported, "reject_path": rejects, "gates": gates,
           "all_gates_pass": all(gates.values()), "cpu_count": os.cpu_count(), "machine": machine(),
           "load_average_before": load_before, "load_average_after": os.getloadavg(),
           "server_log_tail": log_tail if not all(gates.values()) else None}
    print(json.dumps(out, indent=1), flush=True)
    bs.RESULTS.mkdir(exist_ok=True)
    (bs.RESULTS / "server-abuse.json").write_text(json.dumps(out, indent=1) + "\n")
