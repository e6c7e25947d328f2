"""The demo: ingest a sample three-session conversation and show what memstrata keeps,
what it hands an answer model for a few questions, and where every piece came from.

It runs offline with no LLM (the rules extractor writes the facts) and extracts atomic facts
with the model when an LLM is configured (MEMSTRATA_LLM_* environment variables, see the README).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from importlib import resources
from pathlib import Path

from memstrata.api.memory import Memory


def load_conversation() -> dict:
    return json.loads(resources.files("memstrata.cli").joinpath("data/demo_conversation.json").read_text("utf-8"))


def run_demo(memory_factory: Callable[[str], Memory], db_path: str | None, budget: int,
             out: Callable[[str], None] = print) -> dict:
    convo = load_conversation()
    path = db_path or str(Path(tempfile.mkdtemp(prefix="memstrata-demo-")) / "demo.db")
    user = convo["user_id"]
    with memory_factory(path) as m:
        m.delete_all(user_id=user)  # rerunnable: start the demo scope from scratch
        mode = (f"LLM extraction with {m.llm.name}" if m.llm and m.extractor and m.extractor.kind == "llm" else
                "no LLM configured: offline rule-based extraction" if m.extractor else "turns stored verbatim as notes")
        out(f"memstrata demo — store: {path}\npolicy: {m.manager.name}; embedder: {m.embedder.name}; {mode}\n")
        for session in convo["sessions"]:
            result = m.add(session["turns"], user_id=user, time=session["time"])
            note = f" (extraction failed, kept as pending: {result.error})" if result.extraction == "failed" else ""
            out(f"session {session['id']} ({session['time'][:10]}): {len(result)} memories{note}")
            for line in decision_lines(m, user, result.decisions):
                out(f"  {line}")
        records = m.get_all(user_id=user)
        out(f"\nStored memories ({len(records)}):")
        for r in records:
            out(f"  [{r.time[:10]}] {r.view}    <- {', '.join(r.sources)}")
        answers = []
        for question in convo["questions"]:
            ctx = m.context(question, user_id=user, budget_tokens=budget)
            out(f"\nQ: {question}\n   context as the answer model gets it ({ctx.tokens}/{ctx.budget} "
                f"{ctx.tokenizer} tokens, {ctx.format_tokens} of them formatting):")
            for line in ctx.text.splitlines():
                out(f"   | {line}")
            for i, unit in enumerate(ctx.units, 1):
                turns = m.provenance(unit.id, user_id=user)["turns"]
                said = "; ".join(f"{t['id']} {t['speaker']}: \"{_short(t['text'])}\"" for t in turns)
                out(f"   line {i}{' (shortened)' if unit.truncated else ''} from {said or 'no turn'}")
            answers.append(ctx.to_dict())
        if m.llm:
            u = m.usage
            out(f"\nLLM usage: {u.calls} calls, {u.prompt_tokens} prompt + {u.completion_tokens} completion tokens")
        out(f"\nTry it yourself: memstrata --db {path} --user {user} search \"Where does Sam live?\"")
        return {"path": path, "records": len(records), "contexts": answers}


# What each event means for the memories a search can return (ROAM's Table 1).
_EVENT_WORDS = {"CON": "supersedes", "OSN": "refines", "EQV": "restates", "NSO": "is covered by"}


def decision_lines(m: Memory, user: str, decisions: list) -> list[str]:
    """One line per relation decision (IND additions are the rest): what happened, to which
    memory, why (the label, its probability, a check's note) and the backend that decided."""
    lines = []
    for d in decisions:
        if d.relation in (None, "IND"):
            continue
        details = m.history(d.id, user_id=user)[0].details
        others = [m.get(rid, user_id=user).text for rid in d.related_ids]
        if not others and d.event == "merged":  # joined a group: name the group's current memory
            survivor = str(details.get("survivor", ""))
            others = [m.get(survivor, user_id=user).text] if survivor else []
        chosen = next((c for c in details.get("candidates", []) if c.get("label") == d.relation), {})
        score = chosen.get("scores", {}).get(d.relation)
        why = f"{d.relation}" + (f" {score:.2f}" if isinstance(score, int | float) else "")
        role = "now current; the older one is kept as its history" if d.relation == "CON" else \
            "now the Primary" if d.event == "superseded" else "kept as evidence, not shown on its own"
        lines.append(f"{d.event}: \"{_short(d.text)}\" {_EVENT_WORDS[d.relation]} \"{_short(' / '.join(others))}\" "
                     f"({why}, {d.backend}): {role}")
    return lines


def _short(text: str, n: int = 70) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
