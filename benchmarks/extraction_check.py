"""The offline extractor judged by a person: what it stores from chats it never saw.

Two steps, with a person in between:

    python benchmarks/extraction_check.py export corpus/chats/check/chats.jsonl --out corpus/chats/check/stored
    # the checker reads stored/<chat>.md and writes judgements.jsonl (see corpus/chats/check/README.md)
    python benchmarks/extraction_check.py score corpus/chats/check/judgements.jsonl \
        --out benchmarks/results/extraction/check.json

``export`` runs each chat through the library as a user would: a real SQLite file, policy
``append`` (so the figures are about extraction, not about merging), no LLM, each session
added with its own time. For every chat it writes the stored memories with their sources as
JSON and as a page to read (the turns, then the memories numbered).

``score`` turns the judgements into the issue's three figures: the share of stored memories
that are contentful, correctly attributed and readable alone; the share of the checker's
listed facts covered; the share of relative dates resolved correctly, or kept as said where
they are ambiguous.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from memstrata import Memory, MemoryConfig


def export(chats: list[Path], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for path in chats:
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            chat = json.loads(line)
            stored, reports = _run(chat)
            (out / f"{chat['id']}.json").write_text(json.dumps({"chat": chat["id"], "memories": stored,
                                                                 "reports": reports}, indent=1) + "\n")
            (out / f"{chat['id']}.md").write_text(_page(chat, stored))
            print(f"{chat['id']}: {len(stored)} memories", file=sys.stderr)


def _run(chat: dict) -> tuple[list[dict], list[dict]]:
    user = chat.get("user_id") or "user"
    with tempfile.TemporaryDirectory() as tmp:
        memory = Memory(MemoryConfig(path=str(Path(tmp) / "check.db"), policy="append", extraction="rules"))
        try:
            reports = []
            for session in chat["sessions"]:
                result = memory.add(session["turns"], time=session["time"], user_id=user)
                reports.append({"session": session["id"], **(result.extraction_report or {})})
            records = memory.get_all(user_id=user)
            stored = [{"n": i + 1, "id": r.id, "text": r.text, "sources": list(r.sources)} for i, r in enumerate(records)]
        finally:
            memory.close()
    return stored, reports


def _page(chat: dict, stored: list[dict]) -> str:
    lines = [f"# {chat['id']}", ""]
    for session in chat["sessions"]:
        lines += [f"## {session['id']} ({session['time']}, {session.get('weekday', '')})", ""]
        for turn in session["turns"]:
            who = turn.get("name") or turn["role"]
            lines.append(f"- `{turn['id']}` **{who}**: {turn['content']}")
        lines.append("")
    lines += ["## What memstrata stored", ""]
    lines += [f"{m['n']}. {m['text']}  _(from {', '.join(m['sources'])})_" for m in stored]
    return "\n".join(lines) + "\n"


def score(judgements: Path) -> dict:
    memories = facts = dates = 0
    ok = covered = dated = 0
    by_chat = {}
    for line in judgements.read_text().splitlines():
        if not line.strip():
            continue
        j = json.loads(line)
        m_ok = sum(1 for m in j["memories"] if m["ok"])
        f_ok = sum(1 for f in j["facts"] if f["covered"])
        d_ok = sum(1 for d in j["dates"] if d["verdict"] in ("resolved", "kept_ambiguous"))
        by_chat[j["chat"]] = {"memories": len(j["memories"]), "ok": m_ok, "facts": len(j["facts"]), "covered": f_ok,
                              "dates": len(j["dates"]), "dates_ok": d_ok}
        memories, ok = memories + len(j["memories"]), ok + m_ok
        facts, covered = facts + len(j["facts"]), covered + f_ok
        dates, dated = dates + len(j["dates"]), dated + d_ok

    def pct(a: int, b: int) -> float | None:
        return round(100 * a / b, 1) if b else None

    return {"stored_ok_pct": pct(ok, memories), "facts_covered_pct": pct(covered, facts),
            "dates_ok_pct": pct(dated, dates), "stored": memories, "facts": facts, "dates": dates,
            "gates": {"stored_ok_pct": 90, "facts_covered_pct": 80, "dates_ok_pct": 90}, "by_chat": by_chat}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    e = sub.add_parser("export")
    e.add_argument("chats", nargs="+", type=Path)
    e.add_argument("--out", type=Path, required=True)
    s = sub.add_parser("score")
    s.add_argument("judgements", type=Path)
    s.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.command == "export":
        export(args.chats, args.out)
    else:
        result = score(args.judgements)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=1) + "\n")
        print(json.dumps({k: v for k, v in result.items() if k != "by_chat"}, indent=1))


if __name__ == "__main__":
    main()
