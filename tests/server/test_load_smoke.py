"""The load benchmark's CI version (``benchmarks/bench_server.py --smoke``'s run): 5 s of open-loop
load at 40 requests/s (90% search, 10% add with wait=true) from a process of its own, on a real
SQLite store of 1,000 memories in one scope plus 10 small ones. No request may fail and every
acknowledged add must be in the store afterwards. Latency is reported, not asserted: speed
targets belong to the benchmark (benchmarks/results/server-load.json)."""

from __future__ import annotations

import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def test_five_seconds_of_load_lose_no_request_and_no_acknowledged_write(tmp_path):
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import bench_server
    finally:
        sys.path.remove(str(BENCHMARKS))
    run = bench_server.bench(str(tmp_path / "load.db"), tmp_path, big=1000, small_scopes=10, duration_s=5.0,
                             ladder=[], ladder_s=0, label="sqlite")
    at_40 = run["at_40_rps"]
    assert at_40["all"]["n"] >= 190 and at_40["all"]["errors"] == 0, at_40
    assert run["acknowledged_adds"] > 0 and run["acknowledged_adds_missing"] == 0
