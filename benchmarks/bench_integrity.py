"""What the integrity fixes cost and what they bound: cross-process serialization of one
scope, and audit-log growth.

    python benchmarks/bench_integrity.py [--quick]

1. Concurrency: observations/s of ``add`` (one observation per call) for one writer, for 4
   processes on one user (serialized by the scope lock) and for 4 processes on 4 users
   (parallel), with ``append`` and ``roam`` (the shipped relation model).
2. Audit growth on one chain of values of one attribute: audit rows and bytes written by
   the L-th value around L = 10 and L = 200 (roam, the shipped model; the mean over the
   values it filed as CON).
3. Storage per observation at 1k and 10k observations, append and roam: a stream of 500
   single-valued attributes updated in turn, mixed with one-off facts (one in three); audit
   rows, audit bytes and database bytes per observation, overall and for the last 1k.
Writes benchmarks/results/integrity.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

from memstrata import Memory
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "results" / "integrity.json"
NOUNS = ["car", "gym", "employer", "city", "dentist", "bank", "phone", "team", "landlord", "barber", "bike",
         "laptop", "coach", "cafe", "doctor", "school", "flat", "guitar", "club", "manager"]
VALUES = ["Northwind", "Contoso", "Fabrikam", "Tailspin", "Litware", "Adatum", "Proseware", "Woodgrove",
          "Lucerne", "Margie", "Alpine", "Coho", "Wingtip", "Fourth", "Humongous", "Trey", "Blue Yonder",
          "Wide World", "Datum", "Relecloud"]

WRITER = textwrap.dedent("""
    import sys, time
    from memstrata import Memory
    path, user, start, n, policy = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    opts = {"relation_backend": "model"} if policy == "roam" else {}
    with Memory.open(path, policy=policy, policy_options=opts) as m:
        m.add(observations=["warm-up fact about nothing"], user_id=user + "-warm")
        print("ready", flush=True)
        sys.stdin.readline()
        t0 = time.perf_counter()
        for i in range(start, start + n):
            obs = {"text": f"Sam's locker number {i % 37} holds box {i}.", "time": f"2024-01-01T00:00:{i % 60:02d}"}
            m.add(observations=[obs], user_id=user)
        print(time.perf_counter() - t0, flush=True)
""")


def concurrent_run(path: Path, policy: str, users: list[str], per_writer: int) -> float:
    """Wall seconds for len(users) writer processes started together (models loaded first)."""
    Memory.open(path, policy=policy).close()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), u, str(i * per_writer), str(per_writer), policy],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for i, u in enumerate(users)]
    for p in procs:
        assert p.stdout.readline().strip() == "ready"
    t0 = time.perf_counter()
    for p in procs:
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        p.communicate(timeout=3600)
        assert p.returncode == 0
    return time.perf_counter() - t0


def bench_concurrency(tmp: Path, n: int) -> dict:
    out = {}
    for policy in ("append", "roam"):
        one = concurrent_run(tmp / f"{policy}-1.db", policy, ["sam"], n)
        same = concurrent_run(tmp / f"{policy}-same.db", policy, ["sam"] * 4, n // 4)
        apart = concurrent_run(tmp / f"{policy}-apart.db", policy, ["u0", "u1", "u2", "u3"], n // 4)
        out[policy] = {"observations": n, "one_writer_obs_per_s": round(n / one, 1),
                       "four_processes_one_user_obs_per_s": round(n / same, 1),
                       "four_processes_four_users_obs_per_s": round(n / apart, 1)}
        print(policy, out[policy], flush=True)
    return out


def audit_totals(path: Path) -> tuple[int, int]:
    conn = sqlite3.connect(path)
    row = conn.execute("SELECT COUNT(*), COALESCE(SUM(LENGTH(snapshot)), 0) + COALESCE(SUM(LENGTH(details)), 0) "
                       "FROM audit").fetchone()
    conn.close()
    return row


def bench_chain(tmp: Path, embedder) -> dict:
    path = tmp / "chain.db"
    cost, kept_current = {}, True
    with Memory.open(path, policy="roam", embedder=embedder, policy_options={"relation_backend": "model"}) as m:
        for n in range(1, 201):
            before = audit_totals(path)
            d = m.add(observations=[{"text": f"Sam now drives a car with plate number {1000 + n}.",
                                     "time": f"2024-01-01T{n // 3600:02d}:{n // 60 % 60:02d}:{n % 60:02d}"}],
                      user_id="sam").decisions[0]
            after = audit_totals(path)
            cost[n] = {"audit_rows": after[0] - before[0], "audit_bytes": after[1] - before[1], "relation": d.relation}
        primaries = [r for r in m.get_all(user_id="sam") if r.role == "primary"]
        kept_current = len(primaries)
    def window(lo: int, hi: int) -> dict:
        con = [cost[n] for n in range(lo, hi + 1) if cost[n]["relation"] == "CON"]
        return {"con_decisions": len(con), "audit_rows": round(sum(c["audit_rows"] for c in con) / max(len(con), 1), 2),
                "audit_bytes": round(sum(c["audit_bytes"] for c in con) / max(len(con), 1))}

    # Means over the CON decisions around L = 10 and L = 200 (the model files most, not all,
    # of these values as CON; an IND costs less and would flatter either end).
    return {"L5_15": window(5, 15), "L190_200": window(190, 200), "primaries_at_end": kept_current,
            "con_decisions": sum(c["relation"] == "CON" for c in cost.values())}


def stream(n: int) -> list[dict]:
    out = []
    for i in range(n):
        t = f"2024-{1 + i // 40000:02d}-{1 + i // 1440 % 28:02d}T{i // 60 % 24:02d}:{i % 60:02d}:00"
        if i % 3 == 2:
            out.append({"text": f"Sam tried recipe number {i} for dinner with {VALUES[i % 20]} spices.", "time": t})
        else:
            attr = i % 500
            owner = f"Sam's {NOUNS[attr % 20]} number {attr // 20}"
            out.append({"text": f"{owner} is now run by {VALUES[(i // 500) % 20]}.", "time": t})
    return out


def bench_storage(tmp: Path, embedder, sizes: tuple[int, ...]) -> dict:
    out = {}
    for policy in ("append", "roam"):
        path = tmp / f"storage-{policy}.db"
        opts = {"relation_backend": "model"} if policy == "roam" else {}
        items = stream(max(sizes))
        rows = {}
        with Memory.open(path, policy=policy, embedder=embedder, policy_options=opts) as m:
            t0, done = time.perf_counter(), 0
            for size in sizes:
                for i in range(done, size, 100):
                    m.add(observations=items[i:min(i + 100, size)], user_id="sam")
                done = size
                conn = sqlite3.connect(path)
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                conn.close()
                audit_rows, audit_bytes = audit_totals(path)
                rows[size] = {"audit_rows": audit_rows, "audit_bytes": audit_bytes, "db_bytes": os.path.getsize(path),
                              "seconds": round(time.perf_counter() - t0, 1)}
        per = {str(s): {"audit_rows_per_obs": round(r["audit_rows"] / s, 2),
                        "audit_bytes_per_obs": round(r["audit_bytes"] / s),
                        "db_bytes_per_obs": round(r["db_bytes"] / s), "db_mb": round(r["db_bytes"] / 2**20, 1),
                        "ingest_s": r["seconds"]} for s, r in rows.items()}
        if len(sizes) > 1:
            a, b = sizes[-2], sizes[-1]
            per["last_window"] = {"observations": b - a,
                                  "audit_rows_per_obs": round((rows[b]["audit_rows"] - rows[a]["audit_rows"]) / (b - a), 2),
                                  "audit_bytes_per_obs": round((rows[b]["audit_bytes"] - rows[a]["audit_bytes"]) / (b - a))}
        out[policy] = per
        print(policy, per, flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller runs (a smoke test of the benchmark)")
    args = ap.parse_args()
    embedder = MiniLMOnnxEmbedder()
    sizes = (200, 400) if args.quick else (1000, 10000)
    with tempfile.TemporaryDirectory() as tmp:
        result = {"concurrency": bench_concurrency(Path(tmp), 40 if args.quick else 400),
                  "audit_chain": bench_chain(Path(tmp), embedder),
                  "storage": bench_storage(Path(tmp), embedder, sizes)}
    result["machine"] = {"cores": os.cpu_count()}
    if not args.quick:
        OUT.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
