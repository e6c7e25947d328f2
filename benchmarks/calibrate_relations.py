"""Choose the relation model's abstention thresholds and write them into the model's JSON.

    python benchmarks/calibrate_relations.py [--model PATH.onnx] [--max-fp 5.0] [--write]

In real streams most candidate pairs are IND, and a false EQV/NSO silently demotes a
distinct fact, so a non-IND label is kept only when its probability reaches its threshold
(else IND, or the LLM when one is configured). One threshold per label (the labels fail
differently: vague restatements pass for EQV, topical pairs for NSO), chosen on a grid on
half of the hand-labelled natural pairs (odd ids): among the settings that flag at most
``max-fp``% of those IND pairs, the one with the best dev macro-F1 (what the thresholds cost
on balanced data). The other half (even ids) reports the result. A uniform threshold is
shown alongside. Writes benchmarks/results/relations_calibration.json.
"""

from __future__ import annotations

import argparse
import itertools
import json
from pathlib import Path

import numpy as np

from memstrata.models.relations.cross_encoder import MODEL_PATH, CrossEncoderRelationClassifier
from memstrata.models.relations.pairs import read_pairs
from memstrata.models.relations.scoring import classification_report

ROOT = Path(__file__).resolve().parents[1]
GRID = (0.0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98, 0.99, 0.995)
LABEL_GRID = (0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995)
NON_IND = ("EQV", "OSN", "NSO", "CON")


def labels_at(probs: np.ndarray, names: list[str], tau: float | dict[str, float]) -> list[str]:
    taus = tau if isinstance(tau, dict) else {lab: tau for lab in NON_IND}
    out = []
    for row in probs:
        lab = names[int(row.argmax())]
        out.append(lab if lab == "IND" or row.max() >= taus[lab] else "IND")
    return out


def flags(gold: list[str], pred: list[str]) -> dict:
    ind = [p for g, p in zip(gold, pred) if g == "IND"]
    flagged = [(g, p) for g, p in zip(gold, pred) if p != "IND"]
    return {"ind_pairs": len(ind), "ind_flagged": sum(p != "IND" for p in ind),
            "ind_flagged_pct": round(100 * sum(p != "IND" for p in ind) / len(ind), 1) if ind else None,
            "non_ind_predicted": len(flagged), "non_ind_correct": sum(g == p for g, p in flagged),
            "gold_non_ind": sum(g != "IND" for g in gold), "gold_non_ind_found": sum(g == p != "IND" for g, p in zip(gold, pred))}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default=str(MODEL_PATH))
    ap.add_argument("--max-fp", type=float, default=5.0, help="%% of natural IND pairs the thresholds may flag")
    ap.add_argument("--write", action="store_true", help="store the chosen threshold in the model's JSON")
    a = ap.parse_args()
    model = CrossEncoderRelationClassifier(a.model, thresholds={k: 0.0 for k in NON_IND})
    natural = read_pairs(ROOT / "corpus/relations/natural/labelled.jsonl", require_labels=True)
    dev = read_pairs(ROOT / "corpus/relations/dev/pairs.jsonl", require_labels=True)
    halves = {"tune": [p for p in natural if int(p.id.split("-")[1]) % 2], "report": [p for p in natural
                                                                                      if not int(p.id.split("-")[1]) % 2]}
    probs = {k: model.probabilities([(p.old, p.new) for p in v]) for k, v in halves.items()}
    dev_probs = model.probabilities([(p.old, p.new) for p in dev])
    rows = []
    for tau in GRID:
        row = {"threshold": tau, "dev_macro_f1": classification_report([p.label for p in dev],
                                                                       labels_at(dev_probs, model.labels, tau))["macro_f1"]}
        for k, v in halves.items():
            row[f"natural_{k}"] = flags([p.label for p in v], labels_at(probs[k], model.labels, tau))
        rows.append(row)
        print(f"tau {tau:.2f}: dev macro-F1 {row['dev_macro_f1']}; natural IND flagged "
              f"{row['natural_tune']['ind_flagged_pct']}% (tune) / {row['natural_report']['ind_flagged_pct']}% (report)")
    dev_gold = [p.label for p in dev]
    best = None
    for values in itertools.product(LABEL_GRID, repeat=len(NON_IND)):
        taus = dict(zip(NON_IND, values))
        tune = flags([p.label for p in halves["tune"]], labels_at(probs["tune"], model.labels, taus))
        if tune["ind_flagged_pct"] > a.max_fp:
            continue
        f1 = classification_report(dev_gold, labels_at(dev_probs, model.labels, taus))["macro_f1"]
        if best is None or (f1, -tune["ind_flagged_pct"]) > (best["dev_macro_f1"], -best["natural_tune"]["ind_flagged_pct"]):
            best = {"thresholds": taus, "dev_macro_f1": f1, "natural_tune": tune}
    if best is None:
        raise SystemExit(f"no thresholds on the grid flag at most {a.max_fp}% of the tuning half's IND pairs")
    both = {"tune": best["natural_tune"],
            "report": flags([p.label for p in halves["report"]], labels_at(probs["report"], model.labels, best["thresholds"]))}
    chosen = {**best, "natural_report": both["report"],
              "dev_report": classification_report(dev_gold, labels_at(dev_probs, model.labels, best["thresholds"]))}
    print(f"chosen thresholds {best['thresholds']}: dev macro-F1 {best['dev_macro_f1']}; natural IND flagged "
          f"{both['tune']['ind_flagged_pct']}% (tune) / {both['report']['ind_flagged_pct']}% (report)")
    result = {"model": Path(a.model).name, "max_fp_pct": a.max_fp, "chosen": chosen, "uniform_grid": rows}
    (ROOT / "benchmarks/results/relations_calibration.json").write_text(json.dumps(result, indent=2) + "\n")
    if a.write:
        meta_path = Path(a.model).with_suffix(".json")
        meta = json.loads(meta_path.read_text())
        meta["thresholds"] = best["thresholds"]
        meta["calibration"] = {"max_fp_pct": a.max_fp, "tuned_on": "natural pairs with odd ids",
                               "script": "benchmarks/calibrate_relations.py",
                               "dev_macro_f1": best["dev_macro_f1"],
                               "natural_ind_flagged_pct": {k: v["ind_flagged_pct"] for k, v in both.items()}}
        meta_path.write_text(json.dumps(meta, indent=2) + "\n")
        print(f"thresholds written to {meta_path}")


if __name__ == "__main__":
    main()
