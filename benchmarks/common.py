"""Helpers shared by the benchmark commands: percentiles, peak RSS, result files."""

from __future__ import annotations

import json
import platform
import resource
import sys
import time
from pathlib import Path

import numpy as np

RESULTS = Path(__file__).parent / "results"


def percentiles_ms(samples_s: list[float]) -> dict[str, float]:
    a = np.array(samples_s) * 1000
    return {"p50_ms": round(float(np.percentile(a, 50)), 2), "p95_ms": round(float(np.percentile(a, 95)), 2),
            "mean_ms": round(float(a.mean()), 2)}


def peak_rss_mb() -> float:
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(kb / 1024, 1)


def machine() -> dict[str, object]:
    import os

    return {"python": sys.version.split()[0], "cpus": os.cpu_count(), "platform": platform.platform(),
            "date": time.strftime("%Y-%m-%d")}


def write_result(name: str, data: dict) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps(data, indent=2) + "\n")
    return path
