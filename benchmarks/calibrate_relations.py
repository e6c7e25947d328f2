"""Choose the relation model's abstention threshold and write it into the model's JSON.

    python benchmarks/calibrate_relations.py [--model PATH.onnx] [--max-fp 2.0] [--write]

In real streams most candidate pairs are IND, and a false EQV/NSO silently demotes a
distinct fact, so a non-IND label is kept only when its probability reaches the threshold
(else IND, or the LLM when one is configured). The threshold is tuned on half of the
hand-labelled natural pairs (odd ids) as the smallest value that flags at most ``max-fp``%
of their IND pairs; the other half (even ids) reports the result, and the dev split shows
what the threshold costs on balanced data. Writes benchmarks/results/relations_calibration.json.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from memstrata.models.relations.cross_encoder import MODEL_PATH, CrossEncoderRelationClassifier
from memstrata.models.relations.pairs import read_pairs
from memstrata.models.relations.scoring import classification_report

ROOT = Path(__file__).resolve().parents[1]
GRID = (0.0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98, 0.99, 0.995)


def labels_at(probs: np.ndarray, names: list[str], tau: float) -> list[str]:
    out = []
    for row in probs:
        lab = names[int(row.argmax())]
        out.append(lab if lab == "IND" or row.max() >= tau else "IND")
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
    ap.add_argument("--max-fp", type=float, default=2.0, help="% of natural IND pairs a threshold may flag")
    ap.add_argument("--write", action="store_true", help="store the chosen threshold in the model's JSON")
    a = ap.parse_args()
    model = CrossEncoderRelationClassifier(a.model, thresholds={k: 0.0 for k in ("EQV", "OSN", "NSO", "CON")})
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
    chosen = next((r for r in rows if r["natural_tune"]["ind_flagged_pct"] <= a.max_fp), rows[-1])
    print(f"chosen threshold {chosen['threshold']}")
    result = {"model": Path(a.model).name, "max_fp_pct": a.max_fp, "chosen": chosen, "grid": rows}
    (ROOT / "benchmarks/results/relations_calibration.json").write_text(json.dumps(result, indent=2) + "\n")
    if a.write:
        meta_path = Path(a.model).with_suffix(".json")
        meta = json.loads(meta_path.read_text())
        meta["thresholds"] = {k: chosen["threshold"] for k in ("EQV", "OSN", "NSO", "CON")}
        meta["calibration"] = {"max_fp_pct": a.max_fp, "tuned_on": "natural pairs with odd ids",
                               "script": "benchmarks/calibrate_relations.py"}
        meta_path.write_text(json.dumps(meta, indent=2) + "\n")
        print(f"thresholds written to {meta_path}")


if __name__ == "__main__":
    main()
