"""``memstrata train unimem --config CONFIG``: train the Uni-Mem agent's policy (extra ``train``)."""

from __future__ import annotations

import argparse
import json
import sys

from memstrata.errors import InvalidInputError, ModelNotAvailableError


def add_parser(sub: argparse._SubParsersAction) -> None:
    train = sub.add_parser("train", help="train a model: unimem (the Uni-Mem agent's policy)")
    tsub = train.add_subparsers(dest="train_command", required=True)
    u = tsub.add_parser("unimem", help="SFT cold start, then GRPO or Stage-Decoupled GRPO, with LoRA (extra 'train')")
    u.add_argument("--config", required=True, help="a JSON training config (see README, 'Uni-Mem training')")
    u.add_argument("--set", action="append", default=[], metavar="KEY=JSON",
                   help="override one top-level key, the value as JSON (e.g. --set updates=2 --set seed=1)")
    u.add_argument("--check", action="store_true", help="validate the config and stop, loading no model")


def run(args: argparse.Namespace) -> int:
    from memstrata.train.unimem.config import load_config

    overrides = {}
    for item in args.set:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise InvalidInputError(f"--set takes KEY=JSON, got {item!r}", field="set")
        try:
            overrides[key] = json.loads(value)
        except json.JSONDecodeError:
            overrides[key] = value  # a bare string
    cfg = load_config(args.config, overrides)
    if args.check:
        print(json.dumps({"config": "ok", "algorithm": cfg.algorithm, "output": cfg.output}))
        return 0
    try:
        from memstrata.train.unimem.trainer import Trainer
    except ImportError as exc:
        raise ModelNotAvailableError(f"training needs: pip install 'memstrata[train]' ({exc})") from exc
    try:
        summary = Trainer(cfg, say=lambda line: print(line, file=sys.stderr)).run()
    except ValueError as exc:
        raise InvalidInputError(str(exc), field="config") from None
    print(json.dumps({k: summary.get(k) for k in ("episodes", "base", "sft", "sft_resumed", "final", "plot")}))
    return 0
