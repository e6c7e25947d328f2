"""What the Uni-Mem agent did, from the trajectory logs of eval runs: per kind of event, the mean
steps, model calls, tokens, searches and writes, how events closed, and what the model got
wrong (invalid calls, gate rejections, other rejected calls, replies without a call).

    python benchmarks/unimem_events.py RUN/trajectories.jsonl [...] --out benchmarks/results/unimem_events.json
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from pathlib import Path
from statistics import mean

from memstrata.manage.unimem.trajectory import read_trajectories


def summarize(lines: list[dict]) -> dict:
    events = [x for x in lines if x["type"] == "event"]
    by_kind: dict[str, list[dict]] = defaultdict(list)
    for e in events:
        by_kind[e["kind"]].append(e)
    calls = [x for x in lines if x["type"] == "call"]
    per_call_tools = Counter(c["name"] or "(unreadable)" for x in calls for c in x["tool_calls"])
    out: dict = {"events": len(events), "model_calls": len(calls), "tool_calls": dict(per_call_tools)}
    for kind, es in sorted(by_kind.items()):
        n = len(es)
        out[kind] = {"events": n, "closed": dict(Counter(e["closed"] for e in es)),
                     **{f"mean_{k}": round(mean(e[k] for e in es), 2) for k in (
                         "steps", "searches", "writes", "invalid_calls", "gate_rejections", "rejected_calls",
                         "replies_without_call", "prompt_tokens", "completion_tokens", "seconds")},
                     "events_with_invalid_calls": sum(e["invalid_calls"] > 0 for e in es),
                     "events_with_gate_rejections": sum(e["gate_rejections"] > 0 for e in es)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("logs", nargs="+")
    ap.add_argument("--out")
    a = ap.parse_args()
    result = {p: summarize(read_trajectories(p)) for p in a.logs}
    text = json.dumps(result, indent=1)
    if a.out:
        Path(a.out).parent.mkdir(parents=True, exist_ok=True)
        Path(a.out).write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
