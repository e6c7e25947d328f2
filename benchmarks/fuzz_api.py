"""Thorough fuzz of the public API: the CI fuzz test's state machine under the ``thorough``
Hypothesis profile (5,000 examples by default, random seed), with a JSON summary of what ran
and which memstrata errors the hostile input produced.

    python benchmarks/fuzz_api.py [--examples 5000] [--steps 30] [--chunk 500]

The examples run in chunks of independent Hypothesis runs: one run keeps a tree of every
choice it made (about 1 MB per example here), so 5,000 examples in one run would need GBs.

A failure (an exception that is not a MemstrataError, a lost write, a failed integrity
check) is printed with the shrunk sequence of calls that reproduces it (and a blob for
``@reproduce_failure``), recorded in the summary, and exits 1. Writes benchmarks/results/fuzz_api.json.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("MEMSTRATA_HYPOTHESIS_PROFILE", "thorough")

from common import machine, peak_rss_mb, write_result  # noqa: E402
from hypothesis import settings  # noqa: E402
from hypothesis.stateful import run_state_machine_as_test  # noqa: E402
from tests.api.fuzz_api_machine import STATS, MemoryAPIMachine  # noqa: E402
from tests.hypothesis_profiles import load_profile  # noqa: E402

from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--examples", type=int, default=None, help="default: the profile's (thorough: 5000)")
    ap.add_argument("--steps", type=int, default=30, help="API calls per example (default: %(default)s)")
    ap.add_argument("--chunk", type=int, default=500, help="examples per Hypothesis run (default: %(default)s)")
    args = ap.parse_args()
    profile = load_profile()
    total = args.examples if args.examples is not None else settings().max_examples
    MemoryAPIMachine.embedder = MiniLMOnnxEmbedder()
    started = time.monotonic()
    failure = None
    try:
        for start in range(0, total, args.chunk):
            config = settings(stateful_step_count=args.steps, database=None, max_examples=min(args.chunk, total - start))
            run_state_machine_as_test(MemoryAPIMachine, settings=config)
    except Exception as exc:  # report the shrunk failure in the summary, then exit 1
        failure = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        traceback.print_exc()
    elapsed = time.monotonic() - started
    calls = {k[5:]: v for k, v in sorted(STATS.items()) if k.startswith("call:")}
    completed = {k[3:]: v for k, v in sorted(STATS.items()) if k.startswith("ok:")}
    errors = {k[6:]: v for k, v in sorted(STATS.items()) if k.startswith("error:")}
    summary = {
        "command": "python benchmarks/fuzz_api.py " + " ".join(sys.argv[1:]),
        "profile": profile, "max_examples": total, "chunk": args.chunk, "steps_per_example": args.steps,
        "examples_run": STATS["examples"], "api_calls": sum(calls.values()),
        "calls": calls, "completed": completed, "memstrata_errors": errors,
        "failure": failure, "passed": failure is None,
        "seconds": round(elapsed, 1), "peak_rss_mb": peak_rss_mb(), "machine": machine(),
    }
    path = write_result("fuzz_api", summary)
    print(f"{summary['examples_run']} examples, {summary['api_calls']} API calls in {elapsed:.0f}s: "
          f"{'passed' if failure is None else 'FAILED: ' + failure} -> {path}")
    return 0 if failure is None else 1


if __name__ == "__main__":
    sys.exit(main())
