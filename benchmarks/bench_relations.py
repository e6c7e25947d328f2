"""The relation classifier: quality on the dev split and on natural candidate pairs, speed.

    python benchmarks/bench_relations.py [--llm-limit 100]

- dev split (775 hand-written pairs, balanced): macro-F1, per-class F1 and the confusion
  matrix of the shipped cross-encoder and of heuristic-lexical; with ``--llm-limit N`` also
  the LLM backend with the local Qwen2.5-Coder GGUF models on a stratified N-pair sample
  (the same pairs for every backend in that table);
- natural pairs (400 LoCoMo candidate pairs ROAM's retrieval produced, labelled by hand,
  nearly all IND): how many non-IND labels each backend emits and how many are right;
- speed on these cores: pairs/s batched (all dev pairs, batches of 64) and single-pair
  latency p50/p95 (one pair per call, as ROAM with one candidate).
Writes benchmarks/results/relations.json.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

from memstrata.models.relations.base import LABELS
from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier
from memstrata.models.relations.pairs import read_pairs
from memstrata.models.relations.scoring import classification_report

ROOT = Path(__file__).resolve().parents[1]
DEV = ROOT / "corpus/relations/dev/pairs.jsonl"
NATURAL = ROOT / "corpus/relations/natural/labelled.jsonl"


def labels_of(classifier, pairs) -> list[str]:
    return [classifier.classify(p.new, [p.old])[0].label for p in pairs]


def natural_summary(gold: list[str], predicted: list[str]) -> dict:
    flagged = [(g, p) for g, p in zip(gold, predicted) if p != "IND"]
    return {"pairs": len(gold), "gold_non_ind": sum(g != "IND" for g in gold), "predicted_non_ind": len(flagged),
            "correct_non_ind": sum(g == p for g, p in flagged),
            "precision_non_ind": round(100 * sum(g == p for g, p in flagged) / len(flagged), 1) if flagged else None,
            "by_label": {lab: {"predicted": sum(p == lab for _, p in flagged),
                               "correct": sum(g == p == lab for g, p in flagged)} for lab in LABELS if lab != "IND"}}


def speed(model: CrossEncoderRelationClassifier, pairs) -> dict:
    model.probabilities([(p.old, p.new) for p in pairs[:64]])  # warm up
    start = time.perf_counter()
    model.probabilities([(p.old, p.new) for p in pairs])
    batched = len(pairs) / (time.perf_counter() - start)
    single = []
    for p in pairs[:300]:
        t = time.perf_counter()
        model.classify(p.new, [p.old])
        single.append((time.perf_counter() - t) * 1000)
    q = statistics.quantiles(single, n=20)
    return {"pairs_per_s_batched": round(batched, 1), "single_pair_ms_p50": round(statistics.median(single), 2),
            "single_pair_ms_p95": round(q[18], 2)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--llm-limit", type=int, default=0, help="dev pairs for the LLM backends (0: skip them)")
    ap.add_argument("--model", default=None, help="a trained model (.onnx with its .json); default: the shipped one")
    ap.add_argument("--out", default=str(ROOT / "benchmarks/results/relations.json"))
    args = ap.parse_args()
    from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
    from memstrata.models.relations.heuristic import HeuristicRelationClassifier

    dev, natural = read_pairs(DEV, require_labels=True), read_pairs(NATURAL, require_labels=True)
    model = CrossEncoderRelationClassifier(args.model, cache=False)  # speed: every pair runs the model
    backends = {model.name: model, "heuristic-lexical": HeuristicRelationClassifier(MiniLMOnnxEmbedder())}
    result: dict = {"model": model.meta["name"], "model_sha256": model.meta["sha256"], "dev": {}, "natural": {}}
    for name, clf in backends.items():
        pred = labels_of(clf, dev)
        result["dev"][name] = {k: v for k, v in classification_report([p.label for p in dev], pred).items()}
        result["natural"][name] = natural_summary([p.label for p in natural], labels_of(clf, natural))
        print(f"{name}: dev macro-F1 {result['dev'][name]['macro_f1']}; natural non-IND "
              f"{result['natural'][name]['correct_non_ind']}/{result['natural'][name]['predicted_non_ind']} right")
    result["speed"] = speed(model, dev)
    print("speed:", result["speed"])
    if args.llm_limit:
        result["dev_sample_with_llm"] = llm_side_by_side(dev, backends, args.llm_limit)
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(f"-> {args.out}")


def llm_side_by_side(dev, backends, limit: int) -> dict:
    """Every backend on the same stratified sample of dev pairs, with the local GGUF models."""
    from memstrata.models.llm.llama_cpp import LlamaCppLLM
    from memstrata.models.relations.llm import LLMRelationClassifier

    rng = random.Random(0)
    per_label = limit // len(LABELS)
    sample = [p for lab in LABELS for p in rng.sample([x for x in dev if x.label == lab], per_label)]
    gold = [p.label for p in sample]
    out = {"pairs": len(sample), "seed": 0}
    for name, clf in backends.items():
        out[name] = classification_report(gold, labels_of(clf, sample))
    for model_name in ("qwen2.5-coder-0.5b", "qwen2.5-coder-1.5b"):
        llm = LlamaCppLLM(model_name)
        start = time.perf_counter()
        out[f"llm:{model_name}"] = {**classification_report(gold, labels_of(LLMRelationClassifier(llm), sample)),
                                    "seconds_per_pair": round((time.perf_counter() - start) / len(sample), 2)}
        print(f"llm:{model_name}: macro-F1 {out[f'llm:{model_name}']['macro_f1']}")
    return out


if __name__ == "__main__":
    main()
