"""Where the no-match line goes (``retrieve.ranking.NO_MATCH_BELOW``), measured on the written
training scopes (``corpus/name_queries/train``), never on the dev or test cases.

Two distributions through the public API (owner-neutral vectors, the shipped query adapter,
hybrid search, ``min_score=0``):
- *about*: the score of the memory that answers each question, in its own scope;
- *unrelated*: the best score a question about one user (naming them) gets in another user's
  scope, where nothing is about it.
Reported: percentiles of both, and for each candidate line the share of answers it would drop
and the share of unrelated searches it would still answer. JSON in
``benchmarks/results/no_match_calibration.json``.

    python benchmarks/calibrate_no_match.py
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import numpy as np

from memstrata import Memory

ROOT = Path(__file__).resolve().parents[1]
LINES = (0.0, 0.02, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3)


def main() -> int:
    scopes = [json.loads(x) for p in sorted((ROOT / "corpus/name_queries/train").glob("*.jsonl"))
              for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]
    about, unrelated = [], []
    with tempfile.TemporaryDirectory() as tmp:
        m = Memory.open(Path(tmp) / "cal.db")
        for s in scopes:
            m.set_names(user_id=s["id"], name=s["user_name"])
            m.add(observations=[{"text": t, "time": "2024-05-01"} for t in s["memories"]], user_id=s["id"])
        for i, s in enumerate(scopes):
            other = scopes[(i + 1) % len(scopes)]
            for q in s["questions"]:
                answer = s["memories"][q["answer"]]
                results = m.search(q["q"], user_id=s["id"], limit=20, min_score=0.0)
                about.append(next((r.score for r in results if r.view == answer), 0.0))
                if s["user_name"] in q["q"] and s["user_name"] != other["user_name"]:
                    elsewhere = m.search(q["q"], user_id=other["id"], limit=1, min_score=0.0)
                    unrelated.append(elsewhere[0].score if elsewhere else 0.0)
        m.close()
    about_a, unrelated_a = np.array(about), np.array(unrelated)
    report = {
        "scopes": len(scopes), "questions": len(about), "unrelated_searches": len(unrelated),
        "about_percentiles": {p: round(float(np.percentile(about_a, p)), 3) for p in (5, 10, 25, 50)},
        "unrelated_percentiles": {p: round(float(np.percentile(unrelated_a, p)), 3) for p in (50, 90, 95, 99)},
        "lines": [{"line": t, "answers_dropped": round(float(np.mean(about_a < t)), 3),
                   "unrelated_still_answered": round(float(np.mean(unrelated_a >= t)), 3)} for t in LINES],
    }
    out = ROOT / "benchmarks" / "results" / "no_match_calibration.json"
    out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
