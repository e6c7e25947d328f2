"""Fit the question encoder: a copy of MiniLM, trained so that a question's vector lands near the
stored vector of the memory that answers it, while memories keep the vectors the store already
has (only questions move: no store is re-embedded).

Loss, per question: softmax over its own scope's memories (the hard negatives: the same person,
nearby topics) and ``easy_negatives`` memories of other scopes, at temperature ``tau``; plus
``anchor`` x (1 - cosine to the question's vector before training), which keeps questions in
the space the ranking's constants were set for. Selection: the epoch with the best mean top-1
on ``--dev`` (the development cases, never the test set). Export: ONNX, dynamic int8, checked
on dev through ONNX Runtime (``export``).

    python -m memstrata.train.query_encoder.train --dev corpus/name_queries/dev.jsonl
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import time
from pathlib import Path

import numpy as np
import torch

from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
from memstrata.models.relations.cross_encoder import load_tokenizer
from memstrata.train.query_encoder.data import Scope, as_cases, case_scopes, read_jsonl, split, training_scopes
from memstrata.train.query_encoder.tower import QuestionTower, encode, pretrained_tower, unit

ROOT = Path(__file__).resolve().parents[4]
TRAIN_DIR = ROOT / "corpus" / "name_queries" / "train"


def top1(vectors: np.ndarray, dev: list[tuple[str, Scope]]) -> dict[str, float]:
    hits: dict[str, list[int]] = {}
    for (kind, scope), q in zip(dev, vectors):
        hits.setdefault(kind, []).append(int(np.argmax(scope.memories @ q) == scope.answers[0]))
    return {k: round(100 * float(np.mean(v)), 1) for k, v in sorted(hits.items())}


def tower_vectors(tower: QuestionTower, tokenizer, texts: list[str]) -> np.ndarray:
    tower.eval()
    with torch.no_grad():
        out = [unit(tower(**encode(tokenizer, texts[i:i + 64]))).numpy() for i in range(0, len(texts), 64)]
    return np.concatenate(out) if out else np.zeros((0, 384), dtype=np.float32)


def train(scopes: list[Scope], dev: list[tuple[str, Scope]], embedder: MiniLMOnnxEmbedder, *, epochs: int, lr: float,
          tau: float, anchor: float, easy_negatives: int, batch: int, seed: int, log: dict) -> QuestionTower:
    rng = random.Random(seed)
    tokenizer = load_tokenizer()
    tower = pretrained_tower(seed)
    all_mem = torch.tensor(np.concatenate([s.memories for s in scopes]))
    bounds = np.cumsum([0] + [len(s.memories) for s in scopes])
    items = [(i, j) for i, s in enumerate(scopes) for j in range(len(s.questions))]
    before = {q: torch.tensor(v) for s in scopes for q, v in zip(s.questions, embedder.embed(s.questions))}
    opt = torch.optim.AdamW(tower.parameters(), lr=lr, weight_decay=0.01)
    dev_texts = [s.questions[0] for _, s in dev]
    best = (float(np.mean(list(top1(embedder.embed(dev_texts), dev).values()))) if dev else -1.0, None, -1)
    log["dev_before"] = top1(embedder.embed(dev_texts), dev) if dev else None
    for epoch in range(epochs):
        tower.train()
        rng.shuffle(items)
        started, total = time.monotonic(), 0.0
        for start in range(0, len(items), batch):
            chunk = items[start:start + batch]
            texts = [scopes[i].questions[j] for i, j in chunk]
            q = unit(tower(**encode(tokenizer, texts)))
            loss = torch.zeros(())
            for row, (i, j) in enumerate(chunk):
                easy = [k for k in rng.sample(range(len(all_mem)), easy_negatives) if not bounds[i] <= k < bounds[i + 1]]
                cands = torch.cat([torch.tensor(scopes[i].memories), all_mem[easy]])
                loss = loss + torch.nn.functional.cross_entropy((cands @ q[row] / tau)[None],
                                                                torch.tensor([scopes[i].answers[j]]))
            anchored = 1.0 - (q * torch.stack([before[t] for t in texts])).sum(-1)
            loss = loss / len(chunk) + anchor * anchored.mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(chunk)
        acc = top1(tower_vectors(tower, tokenizer, dev_texts), dev) if dev else {}
        mean = float(np.mean(list(acc.values()))) if acc else float(epoch)
        log["epochs"].append({"epoch": epoch, "loss": round(total / len(items), 4), "dev": acc,
                              "seconds": round(time.monotonic() - started, 1)})
        print(json.dumps(log["epochs"][-1]), flush=True)
        if mean > best[0]:
            best = (mean, copy.deepcopy(tower.state_dict()), epoch)
    if best[1] is not None:
        tower.load_state_dict(best[1])
    log["selected_epoch"] = best[2]
    tower.eval()
    return tower


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fit the question encoder on written question -> memory scopes.")
    parser.add_argument("--train", type=Path, nargs="*", default=None, help="scope files (default: corpus/name_queries/train)")
    parser.add_argument("--dev", type=Path, default=None, help="cases to select the epoch on (never the test set)")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--lr", type=float, default=3e-5)
    parser.add_argument("--tau", type=float, default=0.05)
    parser.add_argument("--anchor", type=float, default=0.5)
    parser.add_argument("--easy-negatives", type=int, default=64)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--holdout-every", type=int, default=10, help="hold out every N-th training scope for "
                                                                      "validation (0: none)")
    parser.add_argument("--out", type=Path, default=None, help="default: the shipped model's path")
    parser.add_argument("--log", type=Path, default=ROOT / "benchmarks" / "results" / "query_encoder.json")
    args = parser.parse_args(argv)
    from memstrata.train.query_encoder.export import export_tower

    torch.set_num_threads(2)
    embedder = MiniLMOnnxEmbedder()
    paths = args.train or sorted(TRAIN_DIR.glob("*.jsonl"))
    train_raw, held_raw = split(paths, args.holdout_every)
    scopes = training_scopes(train_raw, embedder)
    dev = (case_scopes(read_jsonl(args.dev), embedder) if args.dev else []) + case_scopes(as_cases(held_raw), embedder)
    log: dict = {"train_files": [str(p.resolve().relative_to(ROOT)) for p in paths], "scopes": len(scopes),
                 "questions": sum(len(s.questions) for s in scopes), "held_out_scopes": len(held_raw),
                 "params": {k: v for k, v in vars(args).items() if k in ("epochs", "lr", "tau", "anchor",
                                                                        "easy_negatives", "batch", "seed")},
                 "dev_file": str(args.dev) if args.dev else None, "epochs": []}
    tower = train(scopes, dev, embedder, epochs=args.epochs, lr=args.lr, tau=args.tau, anchor=args.anchor,
                  easy_negatives=args.easy_negatives, batch=args.batch, seed=args.seed, log=log)
    log["export"] = export_tower(tower, embedder, dev, args.out, meta={"scopes": log["scopes"],
                                                                       "questions": log["questions"]})
    args.log.write_text(json.dumps(log, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({"dev_before": log["dev_before"], "export": log["export"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
