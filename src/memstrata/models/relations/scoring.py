"""Scores of a relation classifier on labelled pairs: per-class precision, recall and F1,
macro-F1, accuracy and the confusion matrix (rows gold, columns predicted)."""

from __future__ import annotations

from typing import Any

from memstrata.models.relations.base import LABELS


def classification_report(gold: list[str], predicted: list[str], labels: tuple[str, ...] = LABELS) -> dict[str, Any]:
    if len(gold) != len(predicted):
        raise ValueError("gold and predicted labels differ in length")
    matrix = {g: {p: 0 for p in labels} for g in labels}
    for g, p in zip(gold, predicted):
        matrix[g][p] += 1
    per_class = {}
    for lab in labels:
        tp = matrix[lab][lab]
        predicted_n = sum(matrix[g][lab] for g in labels)
        gold_n = sum(matrix[lab].values())
        precision = tp / predicted_n if predicted_n else None
        recall = tp / gold_n if gold_n else None
        # A label absent from both gold and predictions is not scored; otherwise a label
        # never hit scores F1 0 (a missed label and a spurious one both count against macro-F1).
        f1 = None if not gold_n and not predicted_n else 2 * tp / (gold_n + predicted_n)
        per_class[lab] = {"precision": _pct(precision), "recall": _pct(recall), "f1": _pct(f1),
                          "gold": gold_n, "predicted": predicted_n}
    f1s = [c["f1"] for c in per_class.values() if c["f1"] is not None]
    return {"pairs": len(gold), "accuracy": _pct(sum(g == p for g, p in zip(gold, predicted)) / len(gold)) if gold else None,
            "macro_f1": round(sum(f1s) / len(f1s), 1) if f1s else None, "per_class": per_class, "confusion": matrix}


def report_text(report: dict[str, Any]) -> str:
    labels = list(report["confusion"])
    lines = [f"{report['pairs']} pairs; accuracy {report['accuracy']}; macro-F1 {report['macro_f1']}", "",
             "label   precision  recall   F1     gold  predicted"]
    for lab, c in report["per_class"].items():
        lines.append(f"{lab:<7} {_s(c['precision']):>9} {_s(c['recall']):>7} {_s(c['f1']):>6} {c['gold']:>6} "
                     f"{c['predicted']:>10}")
    lines += ["", "confusion (rows gold, columns predicted)", "        " + " ".join(f"{x:>5}" for x in labels)]
    for g in labels:
        lines.append(f"{g:<7} " + " ".join(f"{report['confusion'][g][p]:>5}" for p in labels))
    return "\n".join(lines)


def _pct(x: float | None) -> float | None:
    return None if x is None else round(100 * x, 1)


def _s(x: float | None) -> str:
    return "—" if x is None else f"{x:.1f}"
