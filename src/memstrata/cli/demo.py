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


def _short(text: str, n: int = 70) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
