"""Speed of the offline extractor: turns per second on 2 cores, the triage model included.

    python benchmarks/bench_extraction.py [--chats corpus/chats/train/w*.jsonl] [--repeat 3]

Each session of each chat goes through ``RulesExtractor.extract`` as ``Memory.add`` calls it
(one call per session), with a cold embedding cache (the encoder's cache is cleared before
every pass: a user's new turns are never in it). Writes benchmarks/results/extraction_speed.json
with turns/s, sentences/s and the per-session latency percentiles.
"""

from __future__ import annotations

import argparse
import glob
import json
import time
from pathlib import Path

from common import machine, percentiles_ms, write_result

from memstrata.extract.rules import RulesExtractor


def sessions(paths: list[str]) -> list[tuple[list[dict], str]]:
    out = []
    for path in paths:
        for line in Path(path).read_text().splitlines():
            if not line.strip():
                continue
            chat = json.loads(line)
            for session in chat["sessions"]:
                turns = [{"id": t["id"], "speaker": t.get("name") or t["role"], "text": t["content"],
                          "time": session["time"]} for t in session["turns"]]
                out.append((turns, session["time"]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chats", nargs="+", default=sorted(glob.glob("corpus/chats/train/w*[0-9].jsonl")))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    extractor = RulesExtractor()
    work = sessions(args.chats)
    turns = sum(len(t) for t, _ in work)
    extractor.extract(*work[0])  # load the model and the encoder once, outside the timing
    passes, latencies, sentences = [], [], 0
    for _ in range(args.repeat):
        start = time.perf_counter()
        sentences = 0
        for session_turns, when in work:
            _clear_cache()
            t0 = time.perf_counter()
            sentences += extractor.extract_with_report(session_turns, when).sentences
            latencies.append(time.perf_counter() - t0)
        passes.append(time.perf_counter() - start)
    best = min(passes)
    result = {"machine": machine(), "chats": [Path(p).name for p in args.chats], "sessions": len(work),
              "turns": turns, "sentences": sentences, "passes_s": [round(p, 2) for p in passes],
              "turns_per_s": round(turns / best, 1), "sentences_per_s": round(sentences / best, 1),
              "session_latency": percentiles_ms(latencies), "gate_turns_per_s": 100}
    print(json.dumps({k: v for k, v in result.items() if k != "chats"}, indent=1))
    write_result("extraction_speed", result)


def _clear_cache() -> None:
    """Empty the shared encoder's vector cache: every session's sentences are new to it."""
    from memstrata.extract.triage.model import shipped_encoder

    encoder = shipped_encoder().__self__
    with encoder._cache_lock:
        encoder._cache.clear()


if __name__ == "__main__":
    main()
