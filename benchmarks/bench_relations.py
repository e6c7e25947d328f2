"""The relation classifier: quality on the dev split and on natural candidate pairs, speed.

    python benchmarks/bench_relations.py [--model PATH.onnx]
    python benchmarks/bench_relations.py --llm-only [--llm-limit 100]   # the Qwen side by side

- dev split (775 hand-written pairs, balanced): macro-F1, per-class F1 and the confusion
  matrix of the cross-encoder (argmax, and with its calibrated thresholds as ROAM uses it)
  and of heuristic-lexical, also on a stratified sample of dev pairs (seed 0, 20 per
  label); ``--llm-only`` runs the LLM backend with the local Qwen2.5-Coder GGUF models on
  that same sample (slow on a CPU: kept in relations_llm.json, which the main run copies in
  when its sample matches);
- natural pairs (400 LoCoMo candidate pairs ROAM's retrieval produced, labelled by hand,
  nearly all IND): how many non-IND labels each backend emits and how many are right;
- speed on these cores: pairs/s batched (all dev pairs, batches of 64) and single-pair
  latency p50/p95 (one pair per call, as ROAM with one candidate).
Writes benchmarks/results/relations.json (and relations_llm.json with ``--llm-only``).
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


def dev_sample(dev, limit: int) -> list:
    """A stratified sample of dev pairs (the same for every backend and every run)."""
    rng = random.Random(0)
    return [p for lab in LABELS for p in rng.sample([x for x in dev if x.label == lab], limit // len(LABELS))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--llm-limit", type=int, default=100, help="dev pairs in the side-by-side sample")
    ap.add_argument("--llm-only", action="store_true", help="run only the LLM backends on the sample")
    ap.add_argument("--model", default=None, help="a trained model (.onnx with its .json); default: the shipped one")
    ap.add_argument("--out", default=str(ROOT / "benchmarks/results/relations.json"))
    args = ap.parse_args()
    from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
    from memstrata.models.relations.heuristic import HeuristicRelationClassifier

    dev, natural = read_pairs(DEV, require_labels=True), read_pairs(NATURAL, require_labels=True)
    sample = dev_sample(dev, args.llm_limit)
    llm_path = Path(args.out).with_name("relations_llm.json")
    if args.llm_only:
        llm_path.write_text(json.dumps(llm_side_by_side(sample), indent=2) + "\n")
        print(f"-> {llm_path}")
        return
    model = CrossEncoderRelationClassifier(args.model, cache=False)  # speed: every pair runs the model
    argmax = CrossEncoderRelationClassifier(args.model, cache=False, thresholds={k: 0.0 for k in LABELS})
    backends = {f"{model.name} (calibrated)": model, f"{model.name} (argmax)": argmax,
                "heuristic-lexical": HeuristicRelationClassifier(MiniLMOnnxEmbedder())}
    result: dict = {"model": model.meta["name"], "model_sha256": model.meta["sha256"],
                    "thresholds": model.thresholds, "dev": {}, "natural": {}, "dev_sample": {"pairs": len(sample)}}
    for name, clf in backends.items():
        pred = labels_of(clf, dev)
        result["dev"][name] = {k: v for k, v in classification_report([p.label for p in dev], pred).items()}
        result["natural"][name] = natural_summary([p.label for p in natural], labels_of(clf, natural))
        result["dev_sample"][name] = classification_report([p.label for p in sample], labels_of(clf, sample))
        print(f"{name}: dev macro-F1 {result['dev'][name]['macro_f1']}; natural non-IND "
              f"{result['natural'][name]['correct_non_ind']}/{result['natural'][name]['predicted_non_ind']} right")
    if llm_path.exists():
        llm = json.loads(llm_path.read_text())
        if llm.get("ids") == [p.id for p in sample]:
            result["dev_sample"].update({k: v for k, v in llm.items() if k.startswith("llm:")})
    result["speed"] = speed(model, dev)
    print("speed:", result["speed"])
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(f"-> {args.out}")


def llm_side_by_side(sample) -> dict:
    """The LLM backend with the local GGUF models on the sample."""
    from memstrata.models.llm.llama_cpp import LlamaCppLLM
    from memstrata.models.relations.llm import LLMRelationClassifier

    gold = [p.label for p in sample]
    out: dict = {"pairs": len(sample), "ids": [p.id for p in sample]}
    for model_name in ("qwen2.5-coder-0.5b", "qwen2.5-coder-1.5b"):
        llm = LlamaCppLLM(model_name)
        start = time.perf_counter()
        out[f"llm:{model_name}"] = {**classification_report(gold, labels_of(LLMRelationClassifier(llm), sample)),
                                    "seconds_per_pair": round((time.perf_counter() - start) / len(sample), 2)}
        print(f"llm:{model_name}: macro-F1 {out[f'llm:{model_name}']['macro_f1']}")
    return out


if __name__ == "__main__":
    main()
