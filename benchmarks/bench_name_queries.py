"""Search when the answer does not name the user and other memories do (issue 28's gate).

Each case (corpus/name_queries/*.jsonl) is one user's scope: 4-8 memories, a question and the
memory that answers it. ``owner`` cases ask about the user (by name, "the user" or first
person) and the answer does not name them while 3+ distractors do; ``other`` cases ask about
someone else in the user's life, named in the answer. Each case runs through the public API on
a real SQLite file: ``set_names`` (the case's user name; ``--no-names`` leaves it unset),
``add(observations=...)``, ``search``. Reported: the share of cases whose answer ranks first,
per kind and search mode, and the answer's score against the no-match line.

    python benchmarks/bench_name_queries.py corpus/name_queries/test.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from memstrata import Memory
from memstrata.retrieve.ranking import NO_ANSWER_BELOW

MODES = ("hybrid", "dense", "bm25")


def run(cases: list[dict], names: bool) -> dict:
    hits: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    misses: list[dict] = []
    above_line: list[int] = []
    with tempfile.TemporaryDirectory() as tmp:
        memory = Memory.open(Path(tmp) / "names.db")
        for case in cases:
            user = case["id"]
            if names:
                memory.set_names(user_id=user, name=case["user_name"])
            memory.add(observations=[{"text": t, "time": "2024-05-01"} for t in case["memories"]], user_id=user)
            answer = case["memories"][case["answer"]]
            for mode in MODES:
                results = memory.search(case["question"], user_id=user, limit=10, mode=mode, min_score=0.0)
                first = bool(results) and results[0].view == answer
                hits[case["kind"]][mode].append(int(first))
                if mode == "hybrid":
                    score = next((r.score for r in results if r.view == answer), 0.0)
                    above_line.append(int(score >= NO_ANSWER_BELOW))
                    if not first:
                        misses.append({"id": case["id"], "question": case["question"], "answer": answer,
                                       "ranked_first": results[0].view if results else None})
        memory.close()
    by_kind = {kind: {mode: round(100 * sum(v) / len(v), 1) for mode, v in modes.items()} | {"cases": len(modes["hybrid"])}
               for kind, modes in sorted(hits.items())}
    every = [x for modes in hits.values() for x in modes["hybrid"]]
    return {"names_set": names, "cases": len(cases), "answer_first_hybrid": round(100 * sum(every) / len(every), 1),
            "by_kind": by_kind, "answer_above_no_match_line": round(100 * sum(above_line) / len(above_line), 1),
            "misses_hybrid": misses}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", type=Path)
    parser.add_argument("--no-names", action="store_true", help="leave the user's name unset (the baseline)")
    parser.add_argument("--out", type=Path, default=None,
                        help="JSON report (default benchmarks/results/name_queries-<file>.json)")
    args = parser.parse_args(argv)
    cases = [json.loads(line) for line in args.cases.read_text(encoding="utf-8").splitlines() if line.strip()]
    report = {"file": str(args.cases), **run(cases, names=not args.no_names)}
    suffix = "-nonames" if args.no_names else ""
    out = args.out or Path(__file__).parent / "results" / f"name_queries-{args.cases.stem}{suffix}.json"
    out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in report.items() if k != "misses_hybrid"}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
