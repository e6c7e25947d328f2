"""ROAM ingest on a growing store of varied facts, with the time split by stage.

    python benchmarks/bench_roam_ingest.py [--records 10000] [--measure 1000] [--processes 2]

The facts are the sentences of the relation corpus (corpus/relations: ~19k distinct texts of
people's homes, jobs, families, pets, trips, feelings, in many registers), shuffled with a
fixed seed and dated one minute apart, so a store holds many related and many unrelated facts.
One scope is filled to ``--records`` observations through ``Memory.add(observations=[...])`` in
batches of 100 (the fill rate is reported per 1,000), then the next ``--measure`` observations
are timed with each stage's share: embed (the embedder), candidates (ranking Primaries), model
(the relation model's forward passes), checks (the structural checks), write (transactions,
audit, views) and the rest. Then ``--processes`` processes add ``--measure`` observations each to
that one scope at once (they serialize on the scope lock), and the same to one scope each.
Writes benchmarks/results/roam_ingest.json.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import random
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import machine, peak_rss_mb, write_result  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
BATCH = 100


def corpus_texts(seed: int = 0) -> list[str]:
    texts: dict[str, None] = {}
    for path in sorted((ROOT / "corpus" / "relations").glob("*/*.jsonl")):
        if path.parent.name not in ("train", "train_hand", "dev"):
            continue  # natural (LoCoMo-derived) and the independent test set stay out
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                d = json.loads(line)
                texts.setdefault(d["old"], None)
                texts.setdefault(d["new"], None)
    out = list(texts)
    random.Random(seed).shuffle(out)
    return out


def observations(texts: list[str], start: int) -> list[dict]:
    base = 1_700_000_000
    return [{"text": t, "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(base + 60 * (start + i)))}
            for i, t in enumerate(texts)]


class StageTimer:
    """Wraps the functions that make up each stage and adds up their wall time (outermost call
    only, so a stage that calls another is not counted twice)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self._depth = 0

    def wrap(self, owner, attr: str, stage: str) -> None:
        original = getattr(owner, attr)

        def timed(*args, **kwargs):
            if self._depth:
                return original(*args, **kwargs)
            self._depth += 1
            start = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self.seconds[stage] += time.perf_counter() - start
                self._depth -= 1

        setattr(owner, attr, timed)


def install_timers() -> StageTimer:
    from memstrata.manage.roam import manager
    from memstrata.models.embed.base import Embedder
    from memstrata.models.relations import checks
    from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier
    from memstrata.store.sqlite_store import SQLiteStore

    timer = StageTimer()
    timer.wrap(Embedder, "embed", "embed")
    timer.wrap(manager.RoamManager, "_candidates", "candidates")
    timer.wrap(CrossEncoderRelationClassifier, "probabilities", "model")
    timer.wrap(checks.CheckedRelationClassifier, "_check", "checks")
    timer.wrap(SQLiteStore, "transaction", "write_begin")
    timer.wrap(manager.RoamManager, "_write", "write")
    timer.wrap(manager.RoamManager, "apply", "apply (fusion, members, write)")
    return timer


def add_batches(db: Path, user: str, obs: list[dict]) -> float:
    from memstrata import Memory

    with Memory.open(db, policy="roam") as m:
        start = time.perf_counter()
        for i in range(0, len(obs), BATCH):
            m.add(observations=obs[i:i + BATCH], user_id=user)
        return time.perf_counter() - start


def _worker(args: tuple[str, str, list[dict]]) -> float:
    return add_batches(Path(args[0]), args[1], args[2])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--records", type=int, default=10_000)
    ap.add_argument("--measure", type=int, default=1_000)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--out", default="roam_ingest")
    args = ap.parse_args()
    texts = corpus_texts()
    need = args.records + args.measure * (1 + 2 * args.processes)
    if len(texts) < need:
        raise SystemExit(f"only {len(texts)} distinct corpus texts, {need} needed")
    from memstrata import Memory

    result: dict = {"records": args.records, "measure": args.measure, "batch": BATCH, "machine": machine()}
    tmp = Path(tempfile.mkdtemp(prefix="memstrata-ingest-"))
    try:
        db = tmp / "roam.db"
        fill, pos = [], 0
        with Memory.open(db, policy="roam") as m:
            result["relation_backend"] = m.manager.describe()["relation_backend"]
            while pos < args.records:
                chunk = observations(texts[pos:pos + 1000], pos)
                start = time.perf_counter()
                for i in range(0, len(chunk), BATCH):
                    m.add(observations=chunk[i:i + BATCH], user_id="u")
                fill.append({"at": pos + len(chunk), "obs_per_s": round(len(chunk) / (time.perf_counter() - start), 1)})
                print(f"filled {pos + len(chunk)}: {fill[-1]['obs_per_s']} obs/s", file=sys.stderr)
                pos += len(chunk)
        result["fill"] = fill
        timer = install_timers()
        measured = observations(texts[pos:pos + args.measure], pos)
        seconds = add_batches(db, "u", measured)
        pos += args.measure
        stages = {k: round(v, 2) for k, v in sorted(timer.seconds.items())}
        result["one_process"] = {"obs_per_s": round(args.measure / seconds, 1), "seconds": round(seconds, 2),
                                 "stage_seconds": stages}
        print(f"at {args.records}: {result['one_process']['obs_per_s']} obs/s; {stages}", file=sys.stderr)
        ctx = mp.get_context("spawn")
        for mode in ("one_scope", "own_scopes") if args.processes > 0 else ():  # --processes 0: one process only
            jobs = []
            for p in range(args.processes):
                user = "u" if mode == "one_scope" else f"p{p}"
                target = db if mode == "one_scope" else tmp / "roam.db"
                jobs.append((str(target), user, observations(texts[pos:pos + args.measure], pos)))
                pos += args.measure
            start = time.perf_counter()
            with ctx.Pool(args.processes) as pool:
                pool.map(_worker, jobs)
            wall = time.perf_counter() - start
            result[f"{args.processes}_processes_{mode}"] = {
                "obs_per_s": round(args.processes * args.measure / wall, 1), "seconds": round(wall, 2)}
            print(f"{mode}: {result[f'{args.processes}_processes_{mode}']}", file=sys.stderr)
        result["peak_rss_mb"] = peak_rss_mb()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(write_result(args.out, result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
