"""``memstrata eval ...``: converters, retrieval diagnostics, interference suites and sweeps, QA."""

from __future__ import annotations

import argparse
import json
import sys

from memstrata.errors import InvalidInputError


def add_parser(sub: argparse._SubParsersAction) -> None:
    ev = sub.add_parser("eval", help="evaluation harness: convert, retrieval, interference, sweep, qa")
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
    _extraction_arg(r)
    _policy_option_arg(r)
    _packing_arg(r)
    r.add_argument("--store", metavar="postgresql://...", help="run every episode on this PostgreSQL server (a "
                   "schema each, dropped afterwards) instead of a temporary SQLite file")
    i = evsub.add_parser("interference", help="build a controlled-interference suite (N confounders per question)")
    i.add_argument("episodes", help="an episode file with gold sources, or builtin:knowledge-update")
    i.add_argument("--out", required=True, help="folder for pools.jsonl, n<N>.jsonl, suite.json, audit.md")
    i.add_argument("--n", type=int, nargs="+", default=[0, 2, 4, 6, 8])
    i.add_argument("--generator", choices=["offline", "llm"], default="offline",
                   help="llm uses the model configured by MEMSTRATA_LLM_*")
    i.add_argument("--seed", type=int, default=0)
    q = evsub.add_parser("qa", help="answer questions from retrieved contexts and score them (J, F1, EM)")
    q.add_argument("episodes")
    q.add_argument("--policy", required=True)
    q.add_argument("--mode", choices=["observations", "sessions"], default="observations")
    q.add_argument("--budget", type=int, default=256)
    q.add_argument("--out", required=True)
    q.add_argument("--limit", type=int, default=200, help="seeded subset size (default: %(default)s); 0 = all")
    q.add_argument("--seed", type=int, default=0)
    q.add_argument("--concurrency", type=int, default=2)
    q.add_argument("--answer-model", default=None,
                   help="local GGUF name/path for llama_cpp; default: the MEMSTRATA_LLM_* model")
    q.add_argument("--judge-model", default=None, help="as --answer-model; default: the answer model")
    q.add_argument("--rejudge", action="store_true", help="judge cached answers again (after a judge change)")
    q.add_argument("--reuse-answers", action="append", default=[], metavar="DIR",
                   help="an earlier qa run (same models): its answer for the same question and context is "
                        "reused; repeatable")
    _extraction_arg(q)
    _policy_option_arg(q)
    _packing_arg(q)
    w = evsub.add_parser("sweep", help="retrieval diagnostics on every variant of an interference suite")
    w.add_argument("suite", help="folder written by `memstrata eval interference`")
    w.add_argument("--policy", action="append", required=True)
    w.add_argument("--budget", type=int, action="append", required=True)
    w.add_argument("--out", required=True)
    _policy_option_arg(w)
    _packing_arg(w)


def _extraction_arg(p: argparse.ArgumentParser) -> None:
    from memstrata.extract.select import EXTRACTIONS

    p.add_argument("--extraction", choices=EXTRACTIONS, default="auto",
                   help="sessions mode: how memory policies turn turns into observations (auto: the MEMSTRATA_LLM_* "
                        "model if set, else rules; none: raw turns). RAG baselines always index raw turns")


def _policy_option_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--policy-option", action="append", default=[], metavar="[POLICY:]KEY=VALUE",
                   help="a policy option, e.g. k=10 (every policy that takes k), roam:relation_backend=heuristic, "
                        "evermemos:merge=concat")


def _packing_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--packing", choices=["whole", "truncate"], default="whole",
                   help="how contexts are packed: whole statements (default, as Memory.context) or ROAM's "
                        "truncate (pass it for every figure compared with the paper)")


def policy_options(pairs: list[str]) -> dict[str, object]:
    """KEY=VALUE pairs; a value that parses as JSON (numbers, true, lists) is taken as such."""
    out: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidInputError(f"--policy-option wants KEY=VALUE, got {pair!r}")
        try:
            out[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip()] = value
    return out


def run(args: argparse.Namespace) -> int:
    if args.eval_command == "convert":
        return _convert(args)
    if args.eval_command == "interference":
        return _interference(args)
    if args.eval_command == "sweep":
        return _sweep(args)
    if args.eval_command == "qa":
        return _qa(args)
    return _retrieval(args)


def _sweep(args: argparse.Namespace) -> int:
    from pathlib import Path

    from memstrata.api.config import EmbedderConfig, create_embedder, create_llm, llm_config_from_env
    from memstrata.eval.sweep import run_sweep
    from memstrata.models.tokens import get_token_counter

    llm_cfg = llm_config_from_env()
    run_sweep(args.suite, args.policy, budgets=args.budget, out=args.out, embedder=create_embedder(EmbedderConfig()),
              tokens=get_token_counter(), progress=lambda s: print(s, file=sys.stderr),
              llm=create_llm(llm_cfg) if llm_cfg else None, policy_options=policy_options(args.policy_option),
              packing=args.packing)
    print((Path(args.out) / "sweep.md").read_text(encoding="utf-8"))
    return 0


def _interference(args: argparse.Namespace) -> int:
    from pathlib import Path

    from memstrata.api.config import EmbedderConfig, create_embedder, create_llm, llm_config_from_env
    from memstrata.eval.episodes import read_episodes, resolve_episode_file
    from memstrata.eval.interference import OfflineGenerator
    from memstrata.eval.interference_suite import build_suite

    if any(n < 0 for n in args.n):
        raise InvalidInputError(f"--n must be non-negative, got {args.n}")
    if args.generator == "llm":
        from memstrata.eval.confounders_llm import LLMGenerator

        cfg = llm_config_from_env()
        if cfg is None:
            raise InvalidInputError("--generator llm needs an LLM: set MEMSTRATA_LLM_PROVIDER (see the README)")
        generator = LLMGenerator(create_llm(cfg))
    else:
        generator = OfflineGenerator(args.seed)
    episodes = read_episodes(resolve_episode_file(args.episodes))
    summary = build_suite(episodes, generator, Path(args.out), create_embedder(EmbedderConfig()),
                          ns=tuple(sorted(set(args.n))), seed=args.seed)
    print((Path(args.out) / "audit.md").read_text(encoding="utf-8"))
    print(f"{summary['questions']} questions; variants: " + ", ".join(f"n{n}.jsonl" for n in summary["ns"]),
          file=sys.stderr)
    return 0


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
        progress=lambda s: print(s, file=sys.stderr), policy_options=policy_options(args.policy_option),
        packing=args.packing, extraction=args.extraction, store=args.store)
    for name, s in summaries.items():
        for budget, res in s["results"].items():
            o = res["overall"]
            print(f"{name:<14} ({s['config']['extraction']}) budget {budget:>5}: gold recall {o['gold_recall']}, "
                  f"all-cov {o['all_coverage']}, answer-in-ctx {o['answer_in_context']}, "
                  f"tokens {o['context_tokens_mean']}")
    print(f"report: {args.out}/report.md", file=sys.stderr)
    return 0


def _qa(args: argparse.Namespace) -> int:
    from pathlib import Path

    from memstrata.api.config import EmbedderConfig, LLMConfig, create_embedder, create_llm, llm_config_from_env
    from memstrata.eval.qa_runner import run_qa
    from memstrata.models.tokens import get_token_counter

    def model(name: str | None):
        if name:
            return create_llm(LLMConfig(provider="llama_cpp", model=name))
        cfg = llm_config_from_env()
        if cfg is None:
            raise InvalidInputError("eval qa needs an answer model: --answer-model qwen2.5-coder-1.5b (local GGUF) "
                                    "or MEMSTRATA_LLM_* for an endpoint")
        return create_llm(cfg)

    answer = model(args.answer_model)
    judge = model(args.judge_model) if args.judge_model and args.judge_model != args.answer_model else answer
    env = llm_config_from_env()  # the policy's own model, as for every command (unimem's agent)
    memory_llm = (answer if not args.answer_model else create_llm(env)) if env else None
    summary = run_qa(args.episodes, args.policy, mode=args.mode, budget=args.budget, out=args.out,
                     embedder=create_embedder(EmbedderConfig()), tokens=get_token_counter(), answer_llm=answer,
                     judge_llm=judge, limit=args.limit or None, seed=args.seed, concurrency=args.concurrency,
                     rejudge=args.rejudge, reuse=[Path(d) for d in args.reuse_answers], extraction=args.extraction,
                     policy_options=policy_options(args.policy_option), packing=args.packing,
                     progress=lambda s: print(s, file=sys.stderr), memory_llm=memory_llm)
    o = summary["results"]["overall"]
    print(f"J {o['J']} (judge agreement {summary['judge_agreement_pct']}%), F1 {o['F1']}, EM {o['EM']}, "
          f"{o['questions']} questions")
    return 0
