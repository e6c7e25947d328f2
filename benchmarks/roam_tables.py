"""The side-by-side tables of docs/roam.md, printed from the result files the commands above them
write (so the page shows what was measured, not numbers typed by hand).

    python benchmarks/roam_tables.py
"""

from __future__ import annotations

import json
from pathlib import Path

RESULTS = Path(__file__).parent / "results"
BUDGETS = ("64", "128", "256", "512")


def retrieval(folder: str, policies: tuple[str, ...] = ("append", "roam", "evermemos"), category: str | None = None) -> str:
    rows = ["| policy | " + " | ".join(f"{b} tokens" for b in BUDGETS) + " |", "|---|" + "---|" * len(BUDGETS)]
    for policy in policies:
        path = RESULTS / "eval" / folder / policy / "summary.json"
        if not path.exists():
            continue
        results = json.loads(path.read_text())["results"]
        cells = []
        for b in BUDGETS:
            r = results[b]["overall"] if category is None else results[b]["by_category"].get(category, {})
            cells.append(f"{r.get('gold_recall', float('nan')):.1f} / {r.get('answer_in_context', float('nan')):.1f}")
        rows.append(f"| {policy} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def pairs(name: str) -> str:
    o = json.loads((RESULTS / f"{name}.json").read_text())["overall"]
    con = o["per_label"]["CON"]
    slot = o.get("same_slot") or {}
    return (f"| {name.replace('streams_pairs_', '')} | {o['judged_pairs']} | {o['false_actions']} / {o['should_be_ind']} "
            f"({o['false_action_pct']}%) | {o['unrelated_notes_acted']} / {o['unrelated_notes']} "
            f"({o['unrelated_notes_acted_pct']}%) "
            f"| {con['right']} / {con['predicted']} ({con['precision']}%) | {o['con_recall_judged_pct']}% / "
            f"{o['con_recall_notes_pct']}% | {slot.get('f1', '—')} |")


def main() -> None:
    print("| split | judged pairs | should-be-IND acted on | unrelated notes acted on | CON right / acted | "
          "CON recall (judged pairs / notes) | same-slot F1 |")
    print("|---|---|---|---|---|---|---|")
    for name in ("streams_pairs_heldout", "streams_pairs_heldout_first_model", "streams_pairs_report",
                 "streams_pairs_calibration"):
        if (RESULTS / f"{name}.json").exists():
            print(pairs(name))
    for title, folder, category in (("held-out streams (388 questions)", "streams_heldout", None),
                                    ("held-out, the 137 questions about a current value", "streams_heldout", "current"),
                                    ("held-out, the history questions", "streams_heldout", "history"),
                                    ("held-out and first-round report streams pooled (518 questions)", "streams_pooled", None),
                                    ("LoCoMo observations (10 conversations)", "roam_locomo_obs_slot", None)):
        print(f"\n{title}: gold recall / answer in context, %\n")
        print(retrieval(folder, category=category))


if __name__ == "__main__":
    main()
