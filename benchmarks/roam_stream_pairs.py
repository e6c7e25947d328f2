"""Every candidate pair ROAM judges on the written streams (corpus/streams/), scored against the
writers' annotations, so the false-action rate has a denominator.

Each note of a stream lists its relations to earlier notes (CON, EQV, OSN, NSO); a pair not
listed is IND. ROAM ingests the notes one by one; the audit row of each new atom holds every
candidate it was compared with and the label acted on. Reported per stream and overall:

- ``should_be_ind``: judged pairs the writers left independent, and how many ROAM acted on as
  non-IND (``false_action_pct``, gate <= 3%);
- per predicted label, how many were right (precision) and how many annotated relations among
  the judged pairs it found (recall);
- per note, the relation ROAM acted on vs the annotated relations to the candidates it saw.

    python benchmarks/roam_stream_pairs.py corpus/streams/report.jsonl --out streams_pairs_report
    python benchmarks/roam_stream_pairs.py corpus/streams/calibration.jsonl --out streams_pairs_calibration
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import machine, write_result  # noqa: E402

from memstrata import Memory  # noqa: E402

LABELS = ("IND", "EQV", "OSN", "NSO", "CON")


def judge_stream(stream: dict, policy_options: dict) -> tuple[list[dict], float]:
    pairs = []
    annotated = {(o["id"], r["to"]): r["label"] for o in stream["observations"] for r in o.get("relations", [])}
    with tempfile.TemporaryDirectory() as tmp:
        m = Memory.open(Path(tmp) / "s.db", policy="roam", policy_options=policy_options)
        start = time.perf_counter()
        for o in stream["observations"]:
            d = m.add(observations=[{"text": o["text"], "time": o["time"], "source": o["id"]}],
                      user_id=stream["id"]).decisions[0]
            details = m.history(d.id, user_id=stream["id"])[0].details
            for cand in details.get("candidates", []):
                other = m.get(cand["id"], user_id=stream["id"])
                note = next(iter(other.attrs.get("own_sources") or other.sources))
                pairs.append({"new": o["id"], "old": note, "predicted": cand["label"],
                              "acted": details.get("relation"), "gold": annotated.get((o["id"], note), "IND"),
                              **({"note": cand["note"]} if cand.get("note") else {})})
        seconds = time.perf_counter() - start
        m.close()
    return pairs, seconds


def summarize(pairs: list[dict]) -> dict:
    ind = [p for p in pairs if p["gold"] == "IND"]
    acted_on = [p for p in ind if p["predicted"] != "IND"]
    out: dict = {"judged_pairs": len(pairs), "should_be_ind": len(ind), "false_actions": len(acted_on),
                 "false_action_pct": round(100 * len(acted_on) / max(1, len(ind)), 2),
                 "annotated_relations_judged": sum(1 for p in pairs if p["gold"] != "IND"), "per_label": {}}
    for lab in LABELS[1:]:
        predicted = [p for p in pairs if p["predicted"] == lab]
        gold = [p for p in pairs if p["gold"] == lab]
        right = sum(1 for p in predicted if p["gold"] == lab)
        out["per_label"][lab] = {"predicted": len(predicted), "right": right,
                                 "precision": round(100 * right / len(predicted), 1) if predicted else None,
                                 "gold_judged": len(gold), "found": sum(1 for p in gold if p["predicted"] == lab)}
    out["confusion"] = {g: dict(Counter(p["predicted"] for p in pairs if p["gold"] == g)) for g in LABELS}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("streams")
    ap.add_argument("--out", required=True, help="result name under benchmarks/results/")
    ap.add_argument("--no-checks", action="store_true", help="the relation model's labels without the checks")
    ap.add_argument("--relation-backend", default="auto")
    ap.add_argument("--relation-model", default=None, help="another trained .onnx (with its .json)")
    args = ap.parse_args()
    options = {"relation_backend": args.relation_backend, "relation_checks": not args.no_checks}
    if args.relation_model:
        options["relation_model"] = args.relation_model
    streams = [json.loads(line) for line in Path(args.streams).read_text(encoding="utf-8").splitlines() if line.strip()]
    result: dict = {"streams": {}, "policy_options": options, "file": Path(args.streams).name, "machine": machine()}
    every = []
    for stream in streams:
        pairs, seconds = judge_stream(stream, options)
        every += pairs
        result["streams"][stream["id"]] = {**summarize(pairs), "notes": len(stream["observations"]),
                                           "seconds": round(seconds, 1),
                                           "wrong": [p for p in pairs if p["predicted"] != p["gold"]]}
    result["overall"] = summarize(every)
    path = write_result(args.out, result)
    o = result["overall"]
    print(f"{path}: {o['judged_pairs']} judged pairs, {o['should_be_ind']} should be IND, "
          f"{o['false_actions']} acted on ({o['false_action_pct']}%); "
          + ", ".join(f"{k} {v['right']}/{v['predicted']}" for k, v in o["per_label"].items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
