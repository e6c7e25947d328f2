"""``memstrata eval ...``: converters and the retrieval runner."""

from __future__ import annotations

import argparse
import json
import sys

from memstrata.errors import InvalidInputError


def add_parser(sub: argparse._SubParsersAction) -> None:
    ev = sub.add_parser("eval", help="evaluation harness (episode files, retrieval diagnostics)")
    evsub = ev.add_subparsers(dest="eval_command", required=True)
    c = evsub.add_parser("convert", help="convert a benchmark to an episode file")
    c.add_argument("benchmark", choices=["locomo", "longmemeval"])
    c.add_argument("input")
    c.add_argument("--mode", choices=["observations", "sessions"], default="sessions")
    c.add_argument("--out", required=True)
    r = evsub.add_parser("retrieval", help="retrieval diagnostics of one or more policies")
    r.add_argument("episodes")
    r.add_argument("--policy", action="append", required=True, help="repeat to compare policies side by side")
    r.add_argument("--mode", choices=["observations", "sessions"], default="observations")
    r.add_argument("--budget", type=int, action="append", required=True, help="token budget; repeatable")
    r.add_argument("--out", required=True)
    r.add_argument("--exclude-category", action="append", default=None,
                   help="left out of the overall scores (default: adversarial); repeatable")
    r.add_argument("--tokenizer", default="cl100k_base")


def run(args: argparse.Namespace) -> int:
    if args.eval_command == "convert":
        return _convert(args)
    return _retrieval(args)


def _convert(args: argparse.Namespace) -> int:
    from memstrata.eval.episodes import write_episodes

    if args.benchmark == "locomo":
        from memstrata.eval.convert_locomo import convert_locomo as convert
    else:
        from memstrata.eval.convert_longmemeval import convert_longmemeval as convert
    episodes, report = convert(args.input, args.mode)
    write_episodes(args.out, episodes)
    print(json.dumps({"out": args.out, "mode": args.mode, **report}, indent=2))
    return 0


def _retrieval(args: argparse.Namespace) -> int:
    from memstrata.api.config import EmbedderConfig, create_embedder, create_llm, llm_config_from_env
    from memstrata.eval.retrieval_runner import DEFAULT_EXCLUDED, run_retrieval
    from memstrata.models.tokens import get_token_counter

    if any(b <= 0 for b in args.budget):
        raise InvalidInputError(f"--budget must be positive, got {args.budget}")
    llm_cfg = llm_config_from_env()
    summaries = run_retrieval(
        args.episodes, args.policy, mode=args.mode, budgets=args.budget, out=args.out,
        embedder=create_embedder(EmbedderConfig()), tokens=get_token_counter(args.tokenizer),
        llm=create_llm(llm_cfg) if llm_cfg else None,
        exclude=tuple(args.exclude_category) if args.exclude_category is not None else DEFAULT_EXCLUDED,
        progress=lambda s: print(s, file=sys.stderr))
    for name, s in summaries.items():
        for budget, res in s["results"].items():
            o = res["overall"]
            print(f"{name:<14} budget {budget:>5}: gold recall {o['gold_recall']}, all-cov {o['all_coverage']}, "
                  f"answer-in-ctx {o['answer_in_context']}, tokens {o['context_tokens_mean']}")
    print(f"report: {args.out}/report.md", file=sys.stderr)
    return 0
