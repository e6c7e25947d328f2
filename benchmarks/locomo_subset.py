"""Cut a fixed LoCoMo subset for the LLM-driven policies, which are too slow on a CPU for
all ten conversations: one conversation's first sessions, and the questions whose gold
sources all lie in them (asked after everything is ingested).

    python benchmarks/locomo_subset.py EPISODES.jsonl --conversation conv-30 --max-session 10 --out SUBSET.jsonl
"""

from __future__ import annotations

import argparse
import json


def session_of(source: str) -> int:
    return int(source.split(":")[0].lstrip("D"))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("episodes")
    p.add_argument("--conversation", required=True)
    p.add_argument("--max-session", type=int, required=True)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    with open(a.episodes, encoding="utf-8") as f:
        episode = next(e for e in map(json.loads, f) if e["id"] == a.conversation)
    keep = [o for o in episode["observations"] if session_of(o["source"]) <= a.max_session]
    questions = [dict(q, time=None) for q in episode["questions"]
                 if q["gold_sources"] and all(session_of(s) <= a.max_session for s in q["gold_sources"])]
    subset = {**episode, "id": f"{a.conversation}-s1-{a.max_session}", "observations": keep, "questions": questions,
              "sessions": []}
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(json.dumps(subset, ensure_ascii=False) + "\n")
    print(f"{subset['id']}: {len(keep)} observations, {len(questions)} questions -> {a.out}")


if __name__ == "__main__":
    main()
