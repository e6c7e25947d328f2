"""Markdown tables (and a PNG plot when matplotlib is installed) comparing policies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

COLUMNS = [("gold_recall", "gold recall"), ("any_coverage", "any cov."), ("all_coverage", "all cov."),
           ("answer_in_context", "answer in ctx"), ("confounder_token_share", "confounder tok."),
           ("context_tokens_mean", "tokens"), ("units_mean", "units")]


def _fmt(v: object) -> str:
    return "—" if v is None else f"{v:.1f}" if isinstance(v, float) else str(v)


def _extraction(config: dict[str, Any], mode: str) -> str:
    """How a policy's units were made: given observations, raw turns, or an extractor."""
    if mode == "observations":
        return "given observations"
    # Runs from before extraction was recorded: an LLM extracted, else turns were kept raw.
    value = config.get("extraction") or ("llm" if config.get("llm") else "none")
    return "raw turns" if value == "none" else f"{value} extraction"


def markdown(summaries: dict[str, dict[str, Any]]) -> str:
    first = next(iter(summaries.values()))
    cfg = first["config"]
    lines = [f"# Retrieval diagnostics: {cfg['episodes_file']}", "",
             f"mode {cfg['mode']}; {cfg.get('packing', 'truncate')} packing; tokenizer {cfg['tokenizer']}; "
             f"embedder {cfg['embedder']}; "
             f"{cfg['questions']} questions in {cfg['episodes']} episodes "
             f"({cfg['questions_without_gold']} without gold sources: excluded from gold metrics); "
             f"overall excludes categories: {', '.join(cfg['exclude_categories']) or 'none'}. Percentages.", "",
             "Extraction (what each policy indexed): " + "; ".join(
                 f"{name} {_extraction(s['config'], cfg['mode'])}" for name, s in summaries.items()) + ".", ""]
    for budget in first["results"]:
        lines += [f"## Budget {budget} tokens", "",
                  "| policy | " + " | ".join(label for _, label in COLUMNS) + " |",
                  "|---" * (len(COLUMNS) + 1) + "|"]
        for name, s in summaries.items():
            o = s["results"][budget]["overall"]
            lines.append(f"| {name} | " + " | ".join(_fmt(o[k]) for k, _ in COLUMNS) + " |")
        lines.append("")
        cats = list(first["results"][budget]["by_category"])
        lines += ["Gold recall by category:", "", "| policy | " + " | ".join(cats) + " |",
                  "|---" * (len(cats) + 1) + "|"]
        for name, s in summaries.items():
            bc = s["results"][budget]["by_category"]
            lines.append(f"| {name} | " + " | ".join(_fmt(bc[c]["gold_recall"]) if c in bc else "—" for c in cats) + " |")
        lines.append("")
    lines += ["## Cost", "", "Totals over the run; then memory management per episode (ROAM Table 10: calls, "
              "input and output tokens, share of prompt characters repeating the previous prompt's start).", "",
              "| policy | wall s | ingest s | LLM calls | prompt tokens | completion tokens | mgmt calls/ep | "
              "mgmt input tok/ep | mgmt output tok/ep | shared prefix % |", "|---" * 10 + "|"]
    for name, s in summaries.items():
        c = s["cost"]
        pe = c.get("per_episode", {})
        lines.append(f"| {name} | {s.get('wall_seconds', '—')} | {c['ingest_seconds']} | {c['llm_calls']} | "
                     f"{c['prompt_tokens']} | {c['completion_tokens']} | {_fmt(pe.get('management_llm_calls'))} | "
                     f"{_fmt(pe.get('management_prompt_tokens'))} | {_fmt(pe.get('management_completion_tokens'))} | "
                     f"{_fmt(pe.get('shared_prefix_pct'))} |")
    return "\n".join(lines) + "\n"


def write_report(out: Path, summaries: dict[str, dict[str, Any]]) -> None:
    (out / "report.md").write_text(markdown(summaries), encoding="utf-8")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, ax = plt.subplots(figsize=(6, 4))
    for name, s in summaries.items():
        budgets = [int(b) for b in s["results"]]
        ax.plot(budgets, [s["results"][str(b)]["overall"]["gold_recall"] or 0 for b in budgets], marker="o", label=name)
    ax.set_xlabel("budget (tokens)")
    ax.set_ylabel("gold recall (%)")
    ax.set_xscale("log", base=2)
    ticks = sorted({int(b) for s in summaries.values() for b in s["results"]})
    ax.set_xticks(ticks, [str(t) for t in ticks])
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "recall_vs_budget.png", dpi=120)
    plt.close(fig)
