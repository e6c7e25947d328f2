"""Answer scores that need no model: token F1 (LoCoMo's official metric) and exact match.

LoCoMo's scorer has per-category rules, followed here: multi-hop references list several
items separated by commas, so each reference item is matched to its best prediction item
and the F1s averaged; adversarial questions score 1 when the response says the thing was
not mentioned. Normalisation is SQuAD's (see metrics.normalize_answer).
"""

from __future__ import annotations

import re
from collections import Counter

from memstrata.eval.metrics import normalize_answer

_NOT_MENTIONED = re.compile(r"not (been )?mentioned|no information|not (in|available)|does not say|unknown|"
                            r"cannot be determined|isn't mentioned|wasn't mentioned|not specified", re.I)


def token_f1(prediction: str, reference: str) -> float:
    p, r = normalize_answer(prediction).split(), normalize_answer(reference).split()
    if not p or not r:
        return float(p == r)
    common = sum((Counter(p) & Counter(r)).values())
    if common == 0:
        return 0.0
    precision, recall = common / len(p), common / len(r)
    return 2 * precision * recall / (precision + recall)


def exact_match(prediction: str, reference: str) -> float:
    return float(normalize_answer(prediction) == normalize_answer(reference))


def says_not_mentioned(prediction: str) -> bool:
    return bool(_NOT_MENTIONED.search(prediction))


def score_answer(prediction: str, reference: object, category: str, abstention: bool = False) -> dict[str, float]:
    if category == "adversarial" or abstention:
        ok = float(says_not_mentioned(prediction))
        return {"f1": ok, "em": ok}
    ref = str(reference if reference is not None else "")
    if category == "multi-hop" and "," in ref:
        preds = [x for x in prediction.split(",") if x.strip()] or [prediction]
        parts = [x for x in ref.split(",") if x.strip()]
        f1 = sum(max(token_f1(p, part) for p in preds) for part in parts) / len(parts)
    else:
        f1 = token_f1(prediction, ref)
    return {"f1": f1, "em": exact_match(prediction, ref)}
