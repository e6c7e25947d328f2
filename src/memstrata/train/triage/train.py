"""Train the triage model on labelled chats, pick its thresholds, ship it.

    python -m memstrata.train.triage.train --writers corpus/chats/train/w1 ... \
        --out src/memstrata/extract/triage/data/triage-minilm.npz --report benchmarks/results/extraction/triage_train.json

Each ``--writers`` entry names a writer by its path stem: ``<stem>.jsonl`` holds the chats,
``<stem>_labels.jsonl`` the labels. Folds are whole writers: each writer's sentences are scored
by a model fitted without that writer, so the out-of-fold figures predict a new user's chats
(another register, other people), and the regularisation and the thresholds are chosen on
those out-of-fold scores, never on a fit's own rows. The shipped weights are then fitted on
every writer.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from memstrata.extract.triage.features import FEATURES, feature_matrix
from memstrata.extract.triage.model import LABELS, shipped_encoder
from memstrata.train.triage.data import Rows, load_rows

# A false drop loses a fact; a false keep stores a filler line (a line of context, and a
# memory a user would not have kept). The drop threshold minimises FACT_COST * facts dropped +
# filler kept over the out-of-fold scores. A join only needs to be right most of the time:
# joining an answer that stood alone still stores the fact (with its question in front).
FACT_COST = {"user": 2.0, "assistant": 1.0}  # the assistant's lines are advice at best
JOIN_PRECISION = 0.80
STRUCTURE_L2 = 0.01


def fit(x: np.ndarray, y: np.ndarray, l2: float) -> tuple[np.ndarray, np.ndarray]:
    """Multinomial logistic regression (L-BFGS, to convergence) on standardised features,
    returned as weights and bias over the raw features (the standardisation folded in).
    Rarer classes weigh a little more (square root of the inverse frequency).

    The vector blocks are held back ``l2``; the few structural features only lightly
    (``STRUCTURE_L2``): 1,152 vector weights can learn a topic ("dogs", from the assistant's
    questions about pets) where a dozen structural ones can only learn form ("a declarative
    sentence opening with I")."""
    import torch

    mean, std = x.mean(axis=0), x.std(axis=0) + 1e-6
    z, target = torch.tensor((x - mean) / std), torch.tensor(y)
    k = len(LABELS)
    counts = np.bincount(y, minlength=k)
    weight = torch.tensor(((len(y) / (k * np.maximum(counts, 1))) ** 0.5).astype(np.float32))
    structural = len(FEATURES)
    penalty = torch.tensor(np.r_[np.full(x.shape[1] - structural, l2), np.full(structural, STRUCTURE_L2)]
                           .astype(np.float32))[:, None]
    w = torch.zeros(x.shape[1], k, requires_grad=True)
    b = torch.zeros(k, requires_grad=True)
    opt = torch.optim.LBFGS([w, b], max_iter=500, line_search_fn="strong_wolfe", tolerance_grad=1e-6)

    def closure():
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(z @ w + b, target, weight=weight) + (penalty * w * w).sum() / 2
        loss.backward()
        return loss

    torch.manual_seed(0)
    opt.step(closure)
    wn, bn = w.detach().numpy(), b.detach().numpy()
    return wn / std[:, None], bn - (mean / std) @ wn


def probabilities(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    logits = x @ w + b
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=1, keepdims=True)


def decide(p: np.ndarray, has_question: np.ndarray, drop_at: np.ndarray | float, join_at: float) -> np.ndarray:
    """The shipped decision rule (model.TriageModel.decide), vectorised; ``drop_at`` per row
    (by its role) or one for all."""
    out = np.zeros(len(p), dtype=int)
    join = has_question & (p[:, 2] >= join_at) & (p[:, 2] >= p[:, 1])
    out[(p[:, 1] >= drop_at) & ~join] = 1
    out[join] = 2
    return out


def scores(pred: np.ndarray, gold: np.ndarray) -> dict:
    out: dict = {"n": int(len(gold)), "accuracy": round(float((pred == gold).mean()), 4) if len(gold) else None}
    for k, name in enumerate(LABELS):
        tp = int(((pred == k) & (gold == k)).sum())
        predicted, actual = int((pred == k).sum()), int((gold == k).sum())
        out[name] = {"gold": actual, "predicted": predicted,
                     "precision": round(tp / predicted, 4) if predicted else None,
                     "recall": round(tp / actual, 4) if actual else None}
    # What the gate cares about: facts lost (gold keep/join dropped) and filler kept.
    out["facts_dropped"] = int(((pred == 1) & (gold != 1)).sum())
    out["filler_kept"] = int(((pred != 1) & (gold == 1)).sum())
    return out


def threshold(p_class: np.ndarray, is_class: np.ndarray, precision: float, min_rows: int = 20) -> float:
    """The lowest probability whose set of rows at or above it keeps the class's precision at
    ``precision`` or more (over at least ``min_rows`` rows, so one confident mistake at the top
    does not decide); 1.01 (never act) when no such set exists. Never below 1/3: a class
    must at least be a plausible argmax."""
    order = np.argsort(-p_class)
    running = np.cumsum(is_class[order]) / np.arange(1, len(order) + 1)
    ok = np.where((running >= precision) & (np.arange(1, len(order) + 1) >= min_rows))[0]
    if not len(ok):
        return 1.01
    return float(max(p_class[order][ok[-1]], 1 / 3))


def drop_threshold(p: np.ndarray, y: np.ndarray, has_question: np.ndarray, join_at: float, fact_cost: float) -> float:
    """The drop threshold (in steps of 0.05) with the least cost: ``fact_cost`` per fact
    dropped plus one per filler sentence kept."""
    def cost(t: float) -> float:
        s = scores(decide(p, has_question, t, join_at), y)
        return fact_cost * s["facts_dropped"] + s["filler_kept"]

    return min((round(t, 2) for t in np.arange(0.35, 0.96, 0.05)), key=cost)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writers", nargs="+", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--report", type=Path, required=True)
    parser.add_argument("--l2", type=float, nargs="+", default=[0.1, 0.3, 1.0])
    args = parser.parse_args(argv)
    pairs = [(s.with_suffix(".jsonl"), s.with_name(s.name + "_labels.jsonl")) for s in args.writers]
    rows = load_rows(pairs)
    x, y = feature_matrix(rows.contexts, shipped_encoder()), np.array(rows.labels)
    has_question, groups = _has_question(rows), np.array(rows.groups)
    report: dict = {"features": list(FEATURES), "writers": sorted(set(rows.groups)), "rows": len(y), "stale": rows.stale,
                    "labels": {n: int((y == k).sum()) for k, n in enumerate(LABELS)}, "folds": {}}
    # Out-of-fold probabilities: each writer's rows scored by a model fitted without that writer.
    best, best_loss, oof = None, float("inf"), None
    for l2 in args.l2:
        p = np.zeros((len(y), len(LABELS)), dtype=np.float32)
        for g in sorted(set(rows.groups)):
            w, b = fit(x[groups != g], y[groups != g], l2)
            p[groups == g] = probabilities(x[groups == g], w, b)
        loss = float(-np.log(np.maximum(p[np.arange(len(y)), y], 1e-9)).mean())
        report["folds"][str(l2)] = {"log_loss": round(loss, 4), **scores(p.argmax(axis=1), y)}
        if loss < best_loss:
            best, best_loss, oof = l2, loss, p
    assert best is not None and oof is not None
    join_at = threshold(np.where(has_question, oof[:, 2], 0.0), y == 2, JOIN_PRECISION)
    roles = np.array([c.role for c in rows.contexts])
    drop_at = {role: drop_threshold(oof[roles == role], y[roles == role], has_question[roles == role], join_at, cost)
               for role, cost in FACT_COST.items()}
    pred = decide(oof, has_question, np.array([drop_at[r] for r in roles]), join_at)
    report.update(l2=best, drop_at=drop_at, join_at=join_at, out_of_fold=scores(pred, y),
                  out_of_fold_by_writer={g: scores(pred[groups == g], y[groups == g]) for g in sorted(set(rows.groups))},
                  out_of_fold_by_role={r: scores(pred[roles == r], y[roles == r]) for r in FACT_COST})
    w, b = fit(x, y, best)
    meta = {"features": list(FEATURES), "labels": list(LABELS), "drop_at": drop_at, "join_at": join_at, "l2": best,
            "writers": report["writers"]}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(args.out, weights=w.astype(np.float32), bias=b.astype(np.float32), meta=json.dumps(meta))
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(json.dumps(report, indent=1) + "\n")
    print(json.dumps({k: report[k] for k in ("l2", "drop_at", "join_at", "out_of_fold")}, indent=1))


def _has_question(rows: Rows) -> np.ndarray:
    return np.array([c.question is not None for c in rows.contexts], dtype=bool)


if __name__ == "__main__":
    main()
