"""Retrieval quality of the two MiniLM variants on LoCoMo: gold-source recall@10 of each
question against its conversation's extracted observations (categories 1-4), and how much
the two top-10 lists overlap. Needs ../shared/data/locomo/locomo10.json (CC BY-NC 4.0).

    python benchmarks/bench_embed_recall.py [--conversations 10]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from bench_embed import DEFAULT_LOCOMO  # noqa: E402
from common import machine, write_result  # noqa: E402

from memstrata.models.embed.minilm_onnx import VARIANTS, MiniLMOnnxEmbedder  # noqa: E402


def dia_ids(value: object) -> list[str]:
    """LoCoMo evidence fields hold one id, several ("D8:6; D9:17") or a list of them."""
    if isinstance(value, list):
        return [i for v in value for i in dia_ids(v)]
    return [p.strip() for p in re.split(r"[;,\s]+", str(value)) if re.fullmatch(r"D\d+:\d+", p.strip())]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--conversations", type=int, default=10)
    ap.add_argument("--locomo", type=Path, default=DEFAULT_LOCOMO)
    args = ap.parse_args()
    data = json.loads(args.locomo.read_text(encoding="utf-8"))[: args.conversations]
    embedders = {v: MiniLMOnnxEmbedder(variant=v) for v in VARIANTS}
    recall: dict[str, list[float]] = {v: [] for v in VARIANTS}
    overlap: list[float] = []
    for conv in data:
        obs = [(item[0], set(dia_ids(item[1]))) for session in conv["observation"].values()
               for items in session.values() for item in items]
        questions = [q for q in conv["qa"] if q.get("category") in (1, 2, 3, 4) and dia_ids(q.get("evidence", []))]
        tops = {}
        for v, emb in embedders.items():
            scores = emb.embed([q["question"] for q in questions]) @ emb.embed([o[0] for o in obs]).T
            tops[v] = np.argsort(-scores, axis=1)[:, :10]
            for q, top in zip(questions, tops[v]):
                gold = set(dia_ids(q["evidence"]))
                covered = set().union(*(obs[i][1] for i in top))
                recall[v].append(len(gold & covered) / len(gold))
        a, b = tops.values()
        overlap += [len(set(x) & set(y)) / 10 for x, y in zip(a, b)]
    result = {"benchmark": "embed_recall", "machine": machine(), "questions": len(overlap),
              "gold_recall_at_10": {v: round(float(np.mean(r)) * 100, 2) for v, r in recall.items()},
              "top10_overlap": round(float(np.mean(overlap)) * 100, 2)}
    path = write_result("embed_recall", result)
    print(json.dumps(result, indent=2))
    print(f"written to {path}")


if __name__ == "__main__":
    main()
