"""Thorough fuzz of the public API: the CI fuzz test's state machine under the ``thorough``
Hypothesis profile (5,000 examples by default, random seed), with a JSON summary of what ran
and which memstrata errors the hostile input produced.

    python benchmarks/fuzz_api.py [--examples 5000] [--steps 30] [--chunk 500] [--http-examples 2000]

Then the server's hostile requests (``tests/server/hostile_requests.py``: JSON nested 1,200 deep
and more, integers of thousands of digits, hostile cursors and import lines) against a real
``memstrata serve`` on a SQLite file, every case over one reused connection: a 5xx, or a
connection cut under the client, is a failure.

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


def fuzz_http(examples: int) -> dict:
    """The hostile requests against a real server; their statuses, and what failed."""
    import collections
    import tempfile

    import httpx
    from hypothesis import HealthCheck, given
    from tests.server.conftest import Server, free_port, make_keys
    from tests.server.hostile_requests import hostile_requests, one_connection_client, send

    statuses: collections.Counter = collections.Counter()
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "memory.db")
        server = Server(db, free_port(), Path(tmp) / "server.log", make_keys(db)).start()
        try:
            with one_connection_client(server.url, server.keys["ava"]) as client:

                @settings(max_examples=examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
                @given(request=hostile_requests())
                def run(request) -> None:
                    try:
                        response = send(client, request)
                    except httpx.TransportError as exc:
                        statuses[type(exc).__name__] += 1
                        failures.append(f"{request.what}: {type(exc).__name__}")
                        return
                    statuses[str(response.status_code)] += 1
                    if response.status_code >= 500:
                        failures.append(f"{request.what}: {response.status_code} {response.text[:200]}")

                run()
                healthy = client.get("/healthz").status_code == 200
        finally:
            server.stop()
    return {"examples": sum(statuses.values()), "statuses": dict(sorted(statuses.items())),
            "failures": failures[:50], "failure_count": len(failures), "connection_usable_after": healthy,
            "passed": not failures and healthy}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--examples", type=int, default=None, help="default: the profile's (thorough: 5000)")
    ap.add_argument("--steps", type=int, default=30, help="API calls per example (default: %(default)s)")
    ap.add_argument("--chunk", type=int, default=500, help="examples per Hypothesis run (default: %(default)s)")
    ap.add_argument("--http-examples", type=int, default=2000,
                    help="hostile requests against a real server (0: none; default: %(default)s)")
    ap.add_argument("--name", default="fuzz_api", help="the result's name under benchmarks/results/")
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
    http = fuzz_http(args.http_examples) if args.http_examples > 0 else None
    if http is not None and not http["passed"] and failure is None:
        failure = f"hostile HTTP requests: {http['failure_count']} failed, e.g. {http['failures'][:3]}"
    elapsed = time.monotonic() - started
    calls = {k[5:]: v for k, v in sorted(STATS.items()) if k.startswith("call:")}
    completed = {k[3:]: v for k, v in sorted(STATS.items()) if k.startswith("ok:")}
    errors = {k[6:]: v for k, v in sorted(STATS.items()) if k.startswith("error:")}
    summary = {
        "command": "python benchmarks/fuzz_api.py " + " ".join(sys.argv[1:]),
        "profile": profile, "max_examples": total, "chunk": args.chunk, "steps_per_example": args.steps,
        "examples_run": STATS["examples"], "api_calls": sum(calls.values()),
        "calls": calls, "completed": completed, "memstrata_errors": errors,
        "http_hostile": http, "failure": failure, "passed": failure is None,
        "seconds": round(elapsed, 1), "peak_rss_mb": peak_rss_mb(), "machine": machine(),
    }
    path = write_result(args.name, summary)
    print(f"{summary['examples_run']} examples, {summary['api_calls']} API calls in {elapsed:.0f}s: "
          f"{'passed' if failure is None else 'FAILED: ' + failure} -> {path}")
    return 0 if failure is None else 1


if __name__ == "__main__":
    sys.exit(main())
