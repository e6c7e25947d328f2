"""Interference sweeps: the retrieval runner on every variant of a suite (n0.jsonl, n2.jsonl,
...), and a report of the diagnostics against N, policies side by side."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.eval.retrieval_runner import DEFAULT_EXCLUDED, run_retrieval
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.packing import DEFAULT_PACKING

SWEEP_METRICS = ("gold_recall", "all_coverage", "confounder_token_share", "answer_in_context")


def suite_variants(suite: Path) -> dict[int, Path]:
    found = {int(m.group(1)): p for p in suite.glob("n*.jsonl") if (m := re.fullmatch(r"n(\d+)\.jsonl", p.name))}
    if not found:
        raise InvalidInputError(f"{suite} holds no n<N>.jsonl variants; build them with `memstrata eval interference`")
    return dict(sorted(found.items()))


def run_sweep(suite: str | Path, policies: list[str], *, budgets: list[int], out: str | Path, embedder: Embedder,
              tokens: TokenCounter, exclude: tuple[str, ...] = DEFAULT_EXCLUDED,
              progress: Callable[[str], None] = lambda s: None, llm: LLM | None = None,
              policy_options: dict[str, Any] | None = None, packing: str = DEFAULT_PACKING) -> dict[int, dict[str, Any]]:
    out = Path(out)
    results = {}
    for n, path in suite_variants(Path(suite)).items():
        progress(f"N={n}: {path.name}")
        results[n] = run_retrieval(path, policies, mode="observations", budgets=budgets, out=out / f"n{n}",
                                   embedder=embedder, tokens=tokens, exclude=exclude, progress=progress,
                                   llm=llm, policy_options=policy_options, packing=packing)
    table = {str(n): {p: {b: {m: s["results"][b]["overall"][m] for m in SWEEP_METRICS} for b in s["results"]}
                      for p, s in by_policy.items()} for n, by_policy in results.items()}
    (out / "sweep.json").write_text(json.dumps({"suite": str(suite), "packing": packing, "results": table}, indent=2)
                                    + "\n")
    (out / "sweep.md").write_text(sweep_markdown(str(suite), table, packing), encoding="utf-8")
    _plot(out, table)
    return results


def sweep_markdown(suite: str, table: dict[str, dict[str, dict[str, dict[str, float]]]],
                   packing: str = DEFAULT_PACKING) -> str:
    ns = list(table)
    policies = list(next(iter(table.values())))
    budgets = list(next(iter(next(iter(table.values())).values())))
    lines = [f"# Interference sweep: {suite}", "", f"{packing} packing.", ""]
    for metric in SWEEP_METRICS:
        for b in budgets:
            lines += [f"## {metric.replace('_', ' ')} (%), budget {b}", "",
                      "| policy | " + " | ".join(f"N={n}" for n in ns) + " |", "|---" * (len(ns) + 1) + "|"]
            for p in policies:
                cells = [table[n][p][b][metric] for n in ns]
                lines.append(f"| {p} | " + " | ".join("—" if c is None else f"{c:.1f}" for c in cells) + " |")
            lines.append("")
    return "\n".join(lines)


def _plot(out: Path, table: dict[str, dict[str, dict[str, dict[str, float]]]]) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    ns = [int(n) for n in table]
    first = next(iter(table.values()))
    fig, ax = plt.subplots(figsize=(6, 4))
    for p in first:
        for b in first[p]:
            ax.plot(ns, [table[str(n)][p][b]["gold_recall"] or 0 for n in ns], marker="o", label=f"{p} @ {b}")
    ax.set_xlabel("confounders per question (N)")
    ax.set_ylabel("gold recall (%)")
    ax.set_xticks(ns)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "recall_vs_n.png", dpi=120)
    plt.close(fig)
