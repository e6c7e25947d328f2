"""The relation decision on every labelled set, with and without dates, as ROAM makes it.

    python benchmarks/bench_relation_sets.py [--model PATH.onnx] [--fresh] [--out relation_sets]

Sets: dev (775 hand-written pairs, the first model's early stopping), the independent set (559
pairs by writers who saw only the label definitions; never used to build anything), the fresh
set (410 pairs written while the slot model trained, by a writer who never saw the corpus; read
only after the model was frozen), natural (400 LoCoMo candidate pairs, nearly all IND: false
actions). Each set is scored dated (the dates a memory system stores with each fact) and
undated (the dates dropped), by the deciders of the model given (default: the shipped one):

- the slot model: ``argmax`` (the relation head's top label, both readings averaged) and
  ``roam`` (the decision one slot at a time with its calibrated thresholds: what ROAM acts on);
- the first relation model: ``argmax``, ``model`` (its thresholds) and ``roam`` (thresholds and
  the structural checks of checks.py).

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

from memstrata.models.relations.base import Atom, Judgement  # noqa: E402
from memstrata.models.relations.checks import CheckedRelationClassifier  # noqa: E402
from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier  # noqa: E402
from memstrata.models.relations.pairs import read_pairs  # noqa: E402
from memstrata.models.relations.scoring import classification_report  # noqa: E402
from memstrata.models.relations.select import model_classifier  # noqa: E402
from memstrata.models.relations.slot_classifier import SlotRelationClassifier  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SETS = {"dev": "corpus/relations/dev/pairs.jsonl", "independent": "corpus/relations/independent/pairs.jsonl",
        "natural": "corpus/relations/natural/labelled.jsonl"}
FRESH = {"fresh": "corpus/relations/fresh/pairs.jsonl"}  # --fresh: a test set, for a frozen model only
RELATIONS = ("IND", "EQV", "OSN", "NSO", "CON")


class _Argmax:
    """The slot model's relation head alone: its top label (both readings averaged where the
    forward one sees a slot or a relation), no slot, value or threshold."""

    def __init__(self, clf: SlotRelationClassifier):
        self.clf = clf

    def judge_pairs(self, pairs: list) -> list:
        return [Judgement(max(RELATIONS, key=s.relation.__getitem__), "argmax") for s in self.clf.model.scores(pairs)]


def deciders(model: str | None) -> dict:
    clf = model_classifier(model)
    if isinstance(clf, SlotRelationClassifier):
        clf.model.cache = False
        return {"argmax": _Argmax(clf), "roam": clf}
    thresholded = CrossEncoderRelationClassifier(model, cache=False)
    argmax = CrossEncoderRelationClassifier(model, thresholds={k: 0.0 for k in ("EQV", "OSN", "NSO", "CON")},
                                            cache=False)
    return {"argmax": argmax, "model": thresholded, "roam": CheckedRelationClassifier(thresholded)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default=None)
    ap.add_argument("--out", default="relation_sets")
    ap.add_argument("--fresh", action="store_true", help="also the fresh pair set (read only for a frozen model)")
    args = ap.parse_args()
    found = deciders(args.model)
    roam = found["roam"]
    backend = roam.model if isinstance(roam, SlotRelationClassifier) else roam.backend
    result: dict = {"model": backend.meta.get("name"), "sha256": backend.meta.get("sha256"),
                    "thresholds": roam.thresholds if isinstance(roam, SlotRelationClassifier) else backend.thresholds,
                    "machine": machine(), "sets": {}}
    lines = ["| set | dates | decider | macro-F1 | IND | EQV | OSN | NSO | CON | CON precision | non-IND on gold IND |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, path in {**SETS, **(FRESH if args.fresh else {})}.items():
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
