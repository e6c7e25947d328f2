"""Choose the slot relation model's thresholds on calibration streams and write them into the
model's JSON.

    python benchmarks/calibrate_slot_relations.py PAIRS.jsonl... [--model PATH.onnx] [--hide-cost 3] [--write]

PAIRS are candidate pairs ROAM's retrieval produced on calibration streams
(``python -m memstrata.train.relations.stream_pairs``), streams that training never saw and
reporting never uses. The decision (``slot_classifier.decide``) has one threshold per step:
``same_slot`` (below it: IND), ``single`` (CON needs a single-valued attribute),
``value_slot`` (how sure of the slot a changed number must be to chain it) and one per label.
They are chosen by coordinate descent on a grid to minimise the cost of the decisions, where a
false action (a non-IND label that is wrong: it hides a current or a distinct fact behind another
Primary) costs ``hide-cost`` and a missed relation (IND where the writers annotated one: a few
redundant tokens) costs 1. Also written: reliability per label (mean predicted probability vs
observed precision, by bins) and the same-slot head's F1, on the calibration pairs.
Result: benchmarks/results/slot_relations_calibration.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import write_result  # noqa: E402

from memstrata.models.relations import values  # noqa: E402
from memstrata.models.relations.base import Atom  # noqa: E402
from memstrata.models.relations.select import model_classifier  # noqa: E402
from memstrata.models.relations.slot_classifier import (  # noqa: E402
    DEFAULT_THRESHOLDS,
    decide,
    decide_proposed,
    same_frame,
    with_frame,
)
from memstrata.models.relations.slot_model import MODEL_PATH  # noqa: E402

GRID = {"same_slot": (0.6, 0.7, 0.8, 0.9, 0.95),  # >= 0.6: see slot_model.BACKWARD_BELOW
        "single": (0.3, 0.5, 0.7, 0.8, 0.9),
        "value_slot": (0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 1.01),  # 1.01: values never chain on their own
        "CON_support": (0.0, 0.1, 0.2, 0.3, 0.5, 0.7),
        "EQV": (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99),
        "OSN": (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99),
        "NSO": (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99),
        "CON": (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)}


def load(paths: list[str]) -> list[dict]:
    return [json.loads(line) for p in paths for line in Path(p).read_text(encoding="utf-8").splitlines() if line.strip()]


def predictions(rows: list[dict], scores: list, t: dict[str, float], proposed: list | None = None) -> list[str]:
    if proposed is None:
        return [decide(r["old"], r["new"], s, t).label for r, s in zip(rows, scores)]
    return [decide_proposed(r["old"], r["new"], p, s if p.label != "IND" or differ else None, t).label
            for r, s, p, differ in zip(rows, scores, proposed, _differ(rows))]


_DIFFER: dict[int, list[bool]] = {}


def _differ(rows: list[dict]) -> list[bool]:
    if id(rows) not in _DIFFER:
        _DIFFER[id(rows)] = [values.compare(r["old"], r["new"]) == "differ" or same_frame(r["old"], r["new"])
                             for r in rows]
    return _DIFFER[id(rows)]


def cost(rows: list[dict], predicted: list[str], hide_cost: float) -> float:
    wrong_action = sum(1 for r, p in zip(rows, predicted) if p != "IND" and p != r["label"])
    missed = sum(1 for r, p in zip(rows, predicted) if r["label"] != "IND" and p == "IND")
    return hide_cost * wrong_action + missed


def summary(rows: list[dict], predicted: list[str]) -> dict:
    ind = [p for r, p in zip(rows, predicted) if r["label"] == "IND"]
    out: dict = {"pairs": len(rows), "should_be_ind": len(ind), "acted_on_ind_pct": round(100 * sum(p != "IND" for p in ind)
                                                                                             / max(1, len(ind)), 2)}
    for lab in ("EQV", "OSN", "NSO", "CON"):
        pred = [r for r, p in zip(rows, predicted) if p == lab]
        gold = [p for r, p in zip(rows, predicted) if r["label"] == lab]
        right = sum(1 for r in pred if r["label"] == lab)
        out[lab] = {"predicted": len(pred), "precision": round(100 * right / len(pred), 1) if pred else None,
                    "gold": len(gold), "recall": round(100 * right / len(gold), 1) if gold else None}
    return out


def reliability(rows: list[dict], scores: list, predicted: list[str]) -> dict:
    bins = ((0.0, 0.6), (0.6, 0.8), (0.8, 0.9), (0.9, 0.95), (0.95, 1.01))
    out: dict = {}
    for lab in ("EQV", "OSN", "NSO", "CON"):
        acted = [(s.relation[lab], r["label"] == lab) for r, s, p in zip(rows, scores, predicted) if p == lab]
        out[lab] = [{"bin": f"{lo:.2f}-{min(hi, 1.0):.2f}", "n": len(sel := [ok for q, ok in acted if lo <= q < hi]),
                     "mean_predicted": round(sum(q for q, _ in acted if lo <= q < hi) / len(sel), 3) if sel else None,
                     "observed_precision": round(sum(sel) / len(sel), 3) if sel else None} for lo, hi in bins]
    return out


def slot_f1(rows: list[dict], scores: list, threshold: float) -> dict:
    known = [(r["same_slot"], with_frame(r["old"], r["new"], s).same_slot >= threshold)
             for r, s in zip(rows, scores) if r.get("same_slot") is not None]
    tp = sum(g and p for g, p in known)
    fp = sum(p and not g for g, p in known)
    fn = sum(g and not p for g, p in known)
    return {"pairs": len(known), "same_slot_gold": tp + fn, "precision": round(100 * tp / max(1, tp + fp), 1),
            "recall": round(100 * tp / max(1, tp + fn), 1), "f1": round(200 * tp / max(1, 2 * tp + fp + fn), 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("pairs", nargs="+")
    ap.add_argument("--model", default=str(MODEL_PATH))  # the slot model (its proposer: the first model)
    ap.add_argument("--hide-cost", type=float, default=3.0)
    ap.add_argument("--write", action="store_true", help="write the thresholds into the model's JSON")
    args = ap.parse_args()
    rows = load(args.pairs)
    clf = model_classifier(args.model)
    pairs = [(Atom(r["old"], r.get("old_time") or ""), Atom(r["new"], r.get("new_time") or "")) for r in rows]
    scores = clf.model.scores(pairs)
    # The proposer (the first model with its checks) labels each pair once; the slot model's
    # thresholds decide what is acted on.
    proposed = clf.proposer.judge_pairs(pairs) if clf.proposer is not None else None
    t = dict(DEFAULT_THRESHOLDS)
    best = cost(rows, predictions(rows, scores, t, proposed), args.hide_cost)
    for _ in range(4):  # coordinate descent until no single threshold improves the cost
        improved = False
        for key, grid in GRID.items():
            for value in grid:
                trial = {**t, key: value}
                c = cost(rows, predictions(rows, scores, trial, proposed), args.hide_cost)
                if c < best:
                    best, t, improved = c, trial, True
        if not improved:
            break
    predicted = predictions(rows, scores, t, proposed)
    result = {"model": Path(args.model).name, "decider": clf.name, "pairs_files": [Path(p).name for p in args.pairs],
              "hide_cost": args.hide_cost, "thresholds": t, "cost": best,
              "proposer_alone": summary(rows, [p.label for p in proposed]) if proposed is not None else None,
              "at_defaults": summary(rows, predictions(rows, scores, DEFAULT_THRESHOLDS, proposed)),
              "calibrated": summary(rows, predicted), "same_slot": slot_f1(rows, scores, t["same_slot"]),
              "reliability": reliability(rows, scores, predicted)}
    path = write_result("slot_relations_calibration", result)
    print(f"{path}: thresholds {t}")
    print(json.dumps(result["calibrated"]), json.dumps(result["same_slot"]))
    if args.write:
        meta_path = Path(args.model).with_suffix(".json")
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        meta["thresholds"] = t
        meta["calibration"] = {"script": "benchmarks/calibrate_slot_relations.py", "pairs_files": result["pairs_files"],
                               "hide_cost": args.hide_cost, "calibrated": result["calibrated"],
                               "same_slot": result["same_slot"]}
        meta_path.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
        print(f"thresholds written into {meta_path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
