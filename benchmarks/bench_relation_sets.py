"""The relation decision on every labelled set, with and without dates, as ROAM makes it.

    python benchmarks/bench_relation_sets.py [--model PATH.onnx] [--out relation_sets]

Sets: dev (775 hand-written pairs, early stopping only), the independent set (559 pairs by
writers who saw only the label definitions; never used to build anything), natural (400
LoCoMo candidate pairs, nearly all IND: false actions). Each set is scored dated (the dates a
memory system stores with each fact) and undated (the dates dropped), by three deciders:

- ``argmax``: the model's top label;
- ``model``: with its calibrated thresholds (below one: IND);
- ``roam``: the thresholds and the structural checks (checks.py), which is what ROAM acts on.

Per-class precision/recall/F1, the confusion matrix and pairs/s. Writes
benchmarks/results/<out>.json and <out>.md.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import RESULTS, machine, write_result  # noqa: E402

from memstrata.models.relations.base import Atom  # noqa: E402
from memstrata.models.relations.checks import CheckedRelationClassifier  # noqa: E402
from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier  # noqa: E402
from memstrata.models.relations.pairs import read_pairs  # noqa: E402
from memstrata.models.relations.scoring import classification_report  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SETS = {"dev": "corpus/relations/dev/pairs.jsonl", "independent": "corpus/relations/independent/pairs.jsonl",
        "natural": "corpus/relations/natural/labelled.jsonl"}


def deciders(model: str | None) -> dict:
    thresholded = CrossEncoderRelationClassifier(model, cache=False)
    argmax = CrossEncoderRelationClassifier(model, thresholds={k: 0.0 for k in ("EQV", "OSN", "NSO", "CON")},
                                            cache=False)
    return {"argmax": argmax, "model": thresholded, "roam": CheckedRelationClassifier(thresholded)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default=None)
    ap.add_argument("--out", default="relation_sets")
    args = ap.parse_args()
    found = deciders(args.model)
    result: dict = {"model": found["model"].meta.get("sha256"), "thresholds": found["model"].thresholds,
                    "machine": machine(), "sets": {}}
    lines = ["| set | dates | decider | macro-F1 | IND | EQV | OSN | NSO | CON | CON precision | non-IND on gold IND |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, path in SETS.items():
        pairs = read_pairs(ROOT / path, require_labels=True)
        for dated in (True, False):
            ps = pairs if dated else [replace(p, old=Atom(p.old.text), new=Atom(p.new.text)) for p in pairs]
            gold = [p.label for p in ps]
            for decider, clf in found.items():
                start = time.perf_counter()
                predicted = [j.label for j in clf.judge_pairs([(p.old, p.new) for p in ps])]
                seconds = time.perf_counter() - start
                report = classification_report(gold, predicted)  # type: ignore[arg-type]
                false_actions = sum(1 for g, q in zip(gold, predicted) if g == "IND" and q != "IND")
                key = f"{name}/{'dated' if dated else 'undated'}/{decider}"
                result["sets"][key] = {**report, "false_actions_on_ind": false_actions, "gold_ind": gold.count("IND"),
                                       "pairs_per_s": round(len(ps) / seconds, 1)}
                f1 = {lab: v["f1"] for lab, v in report["per_class"].items()}
                lines.append(f"| {name} | {'yes' if dated else 'no'} | {decider} | {report['macro_f1']} | "
                             + " | ".join(str(f1.get(lab, "-")) for lab in ("IND", "EQV", "OSN", "NSO", "CON"))
                             + f" | {report['per_class']['CON']['precision']} | {false_actions}/{gold.count('IND')} |")
                print(lines[-1], file=sys.stderr)
    write_result(args.out, result)
    (RESULTS / f"{args.out}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(RESULTS / f"{args.out}.json")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
