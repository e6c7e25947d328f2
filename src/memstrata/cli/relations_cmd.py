"""``memstrata relations ...``: train the relation cross-encoder, classify pairs, score them."""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

from memstrata.errors import InvalidInputError


def add_parser(sub: argparse._SubParsersAction) -> None:
    rel = sub.add_parser("relations", help="relation classifier: train, classify, eval")
    rsub = rel.add_subparsers(dest="relations_command", required=True)
    t = rsub.add_parser("train", help="train the cross-encoder (needs the 'train' extra) and export it to ONNX")
    t.add_argument("--train", action="append", default=None,
                   help="labelled pairs, repeatable (default: corpus/relations/train/pairs.jsonl and "
                        "corpus/relations/train_hand/*.jsonl)")
    t.add_argument("--dev", default=None, help="dev pairs, early stopping only (default: corpus/relations/dev/pairs.jsonl)")
    t.add_argument("--out", required=True, help="folder for relations-minilm-int8.onnx and .json")
    t.add_argument("--epochs", type=int, default=5)
    t.add_argument("--seed", type=int, default=13)
    t.add_argument("--threads", type=int, default=2)
    t.add_argument("--negatives", type=int, default=2000, help="mined IND pairs added (default: %(default)s)")
    s = rsub.add_parser("train-slot", help="train the slot relation model (relation, same_slot and single heads) on "
                                           "stream candidate pairs (needs the 'train' extra) and export it to ONNX")
    s.add_argument("--streams", action="append", default=None,
                   help="stream candidate pairs, repeatable (default: corpus/streams/train/pairs.jsonl)")
    s.add_argument("--hand", action="append", default=None,
                   help="hand-written relation pairs, repeatable (default: corpus/relations/train_hand/*.jsonl)")
    s.add_argument("--out", required=True, help="folder for relations-slot-minilm-int8.onnx and .json")
    s.add_argument("--epochs", type=int, default=3)
    s.add_argument("--seed", type=int, default=13)
    s.add_argument("--threads", type=int, default=2)
    for name, helptext in (("classify", "label pairs, one JSON line per pair"), ("eval", "score labelled pairs")):
        c = rsub.add_parser(name, help=helptext)
        c.add_argument("pairs", help="JSONL of {id, old, new, label?, old_time?, new_time?}")
        c.add_argument("--backend", choices=["model", "llm", "heuristic"], default="model",
                       help="model: the shipped cross-encoder; llm: MEMSTRATA_LLM_*; heuristic: heuristic-lexical")
        c.add_argument("--model", default=None, help="another trained model (.onnx with its .json)")
        c.add_argument("--no-checks", dest="checks", action="store_false",
                       help="the backend's labels alone, without the structural checks ROAM runs")
        c.add_argument("--undated", action="store_true", help="drop the pairs' dates (old_time/new_time)")
        if name == "classify":
            c.add_argument("--out", required=True, help="predictions JSONL: {id, label, scores}")
        else:
            c.add_argument("--json", dest="as_json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace) -> int:
    if args.relations_command == "train":
        return _train(args)
    if args.relations_command == "train-slot":
        return _train_slot(args)
    from memstrata.models.relations.base import Atom
    from memstrata.models.relations.pairs import read_pairs
    from memstrata.models.relations.select import with_checks

    pairs = read_pairs(args.pairs, require_labels=args.relations_command == "eval")
    if args.undated:
        pairs = [replace(p, old=Atom(p.old.text), new=Atom(p.new.text)) for p in pairs]
    classifier = _backend(args.backend, args.model)
    classifier = with_checks(classifier, args.checks)
    start = time.perf_counter()
    # The model judges all pairs in one batched pass; the others pair by pair.
    judge = getattr(classifier, "judge_pairs", None)
    judgements = judge([(p.old, p.new) for p in pairs]) if callable(judge) else \
        [classifier.classify(p.new, [p.old])[0] for p in pairs]
    seconds = time.perf_counter() - start
    if args.relations_command == "classify":
        with open(args.out, "w", encoding="utf-8") as f:
            for p, j in zip(pairs, judgements):
                f.write(json.dumps({"id": p.id, "label": j.label, "scores": j.scores,
                                    **({"note": j.note} if j.note else {})}, ensure_ascii=False) + "\n")
        print(f"{len(pairs)} pairs labelled by {classifier.name} in {seconds:.1f} s -> {args.out}", file=sys.stderr)
        return 0
    from memstrata.models.relations.scoring import classification_report, report_text

    report = classification_report([p.label for p in pairs], [j.label for j in judgements])  # type: ignore[misc]
    report["backend"], report["seconds"] = classifier.name, round(seconds, 2)
    print(json.dumps(report, indent=2) if args.as_json else f"backend {classifier.name}\n{report_text(report)}")
    return 0


def _backend(name: str, model: str | None):
    if name == "model":
        from memstrata.models.relations.select import model_classifier

        return model_classifier(model)
    if name == "llm":
        from memstrata.api.config import create_llm, llm_config_from_env
        from memstrata.models.relations.llm import LLMRelationClassifier

        cfg = llm_config_from_env()
        if cfg is None:
            raise InvalidInputError("--backend llm needs MEMSTRATA_LLM_PROVIDER (and _MODEL) set")
        return LLMRelationClassifier(create_llm(cfg))
    from memstrata.api.config import EmbedderConfig, create_embedder
    from memstrata.models.relations.heuristic import HeuristicRelationClassifier

    return HeuristicRelationClassifier(create_embedder(EmbedderConfig()))


def _train(args: argparse.Namespace) -> int:
    from memstrata.train.relations.corpus_files import default_dev_file, default_train_files

    paths = args.train or [str(p) for p in default_train_files()]
    dev_path = args.dev or str(default_dev_file())
    for path in (*paths, dev_path):
        if not Path(path).exists():
            raise InvalidInputError(f"no pair file at {path}")
    try:
        from memstrata.train.relations.train import train
    except ImportError as exc:
        raise InvalidInputError(f"training needs the 'train' extra (pip install 'memstrata[train]'): {exc}") from exc
    meta = train(paths, dev_path, args.out, epochs=args.epochs, seed=args.seed, threads=args.threads,
                 negatives=args.negatives,
                 progress=lambda s: print(s, file=sys.stderr))
    dev = meta["dev"][meta["variant"]]
    print(f"shipped variant {meta['variant']}: dev macro-F1 {dev['macro_f1']} "
          + " ".join(f"{k} {v['f1']}" for k, v in dev["per_class"].items()))
    return 0


def _train_slot(args: argparse.Namespace) -> int:
    from memstrata.train.relations.corpus_files import default_hand_files, default_stream_pair_file

    streams = args.streams or [str(default_stream_pair_file())]
    hand = args.hand if args.hand is not None else [str(p) for p in default_hand_files()]
    for path in (*streams, *hand):
        if not Path(path).exists():
            raise InvalidInputError(f"no pair file at {path}")
    try:
        from memstrata.train.relations.slot_train import train
    except ImportError as exc:
        raise InvalidInputError(f"training needs the 'train' extra (pip install 'memstrata[train]'): {exc}") from exc
    meta = train([Path(p) for p in streams], [Path(p) for p in hand], args.out, epochs=args.epochs, seed=args.seed,
                 threads=args.threads, progress=lambda s: print(s, file=sys.stderr))
    print(f"shipped variant {meta['variant']} ({meta['int8_agreement']:.3f} agreement with fp32); calibrate it with "
          "benchmarks/calibrate_slot_relations.py")
    return 0
