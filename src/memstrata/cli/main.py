"""``memstrata`` CLI: a thin layer over ``Memory``.

Every command takes --db (or $MEMSTRATA_DB) and a scope (--user, or $MEMSTRATA_USER), prints
human-readable text, or JSON with --json. Errors, bad arguments included, print one line
``error: <Kind>: <message>`` (Kind is the memstrata error class) and exit with status 2;
nothing is half-written.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from memstrata.api.config import MemoryConfig, llm_config_from_env
from memstrata.api.memory import Memory
from memstrata.errors import InvalidInputError, MemstrataError
from memstrata.types import Decision

INGEST_BATCH = 256
DEFAULT_DB = "memstrata.db"


class _Parser(argparse.ArgumentParser):
    """argparse exits with a usage block on a bad argument; raise instead, so that bad
    arguments get the same one-line error as every other mistake."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise InvalidInputError(f"{self.prog}: {message} (see {self.prog} --help)")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="memstrata", description="Long-term memory for LLM agents.")
    p.add_argument("--db", default=None, help=f"SQLite file (default: $MEMSTRATA_DB or {DEFAULT_DB}, whose folder "
                                            f"is created if missing)")
    p.add_argument("--tenant", default=os.environ.get("MEMSTRATA_TENANT"),
                   help="tenant of the scope (default: $MEMSTRATA_TENANT or the default tenant)")
    p.add_argument("--user", default=os.environ.get("MEMSTRATA_USER"), help="user_id of the scope")
    p.add_argument("--agent", default=None, help="agent_id of the scope")
    p.add_argument("--run", default=None, help="run_id of the scope")
    p.add_argument("--policy", default=os.environ.get("MEMSTRATA_POLICY"),
                   help="manager policy of a new store (default: append); an existing store keeps its own")
    p.add_argument("--json", action="store_true", help="print JSON")
    sub = p.add_subparsers(dest="command", required=True)

    a = sub.add_parser("add", help="add text, or a JSONL file of observations or messages")
    a.add_argument("text", nargs="?", help="text to remember")
    a.add_argument("--observations", type=Path, help="JSONL: one observation per line ({'text', 'time'?, 'source'?})")
    a.add_argument("--messages", type=Path, help="JSON list of {'role', 'content'} messages")
    a.add_argument("--time", help="when it was said (ISO 8601; default now)")
    a.add_argument("--no-infer", action="store_true", help="store messages verbatim even if an LLM is configured")
    a.add_argument("--extraction", choices=["auto", "llm", "rules", "none"], default="auto",
                   help="how messages become facts: auto (the MEMSTRATA_LLM_* model if set, else the offline rules), "
                        "llm, rules, or none (verbatim); default: %(default)s")
    a.add_argument("--assistant-facts", choices=["advice", "none", "all"], default=None,
                   help="what the offline extractor keeps of the assistant's turns: advice (recommendations and "
                        "facts, never pleasantries), none, or all; default: $MEMSTRATA_ASSISTANT_FACTS or advice")

    for name, helptext in (("search", "rank memories for a query"), ("context", "pack a context for an answer model")):
        s = sub.add_parser(name, help=helptext)
        s.add_argument("query")
        s.add_argument("--limit", type=int, default=10)
        s.add_argument("--mode", default="hybrid", choices=["hybrid", "dense", "bm25"])
        s.add_argument("--min-score", type=float, default=None,
                       help="leave out results scoring below this (default: the no-match line; 0: all)")
        if name == "context":
            s.add_argument("--budget", type=int, default=256, help="token budget (default: %(default)s)")
            s.add_argument("--packing", choices=["whole", "truncate"], default=None,
                           help="whole statements (default; a unit that does not fit is skipped) or ROAM's "
                                "truncate (the first that does not fit is cut, and packing stops)")

    n = sub.add_parser("names", help="show or set what the user --user is called (extraction writes it instead "
                                     "of 'the user'; search treats it as the user)")
    n.add_argument("--name", default=None, help="the user's name")
    n.add_argument("--alias", action="append", default=None, help="another name of the user (repeatable)")
    n.add_argument("--speaker", action="append", default=None, metavar="ROLE=NAME",
                   help="another speaker's name by role, e.g. assistant=Ava (repeatable)")
    n.add_argument("--clear", action="store_true", help="remove the user's names")

    x = sub.add_parser("delete", help="delete one memory (a tombstone; --erase removes its text everywhere)")
    x.add_argument("id")
    x.add_argument("--erase", action="store_true", help="erase its text from the store, history included")
    u = sub.add_parser("unlink", help="undo a relation decision (ROAM): an Evidence memory leaves its group and is "
                                      "a Primary again")
    u.add_argument("id")
    y = sub.add_parser("delete-all", help="erase every memory of the scope, history included (irreversible)")
    y.add_argument("--yes", action="store_true", help="confirm the erasure")
    sub.add_parser("finish-erasure", help="finish an erasure another connection held up")
    h = sub.add_parser("history", help="every change of one memory")
    h.add_argument("id")
    g = sub.add_parser("list", help="all memories of the scope, optionally as of a time")
    g.add_argument("--as-of", help="state once everything said up to this time was observed")
    e = sub.add_parser("export", help="export as JSONL (all scopes unless --user)")
    e.add_argument("--out", type=Path, help="file to write (default: stdout)")
    i = sub.add_parser("import", help="import a JSONL export into the scope --user (all or nothing)")
    i.add_argument("file", type=Path)
    # The scope may also follow the command (`memstrata import FILE --user sam`).
    for cmd in (i, u):
        for flag, dest in (("--user", "user"), ("--agent", "agent"), ("--run", "run")):
            cmd.add_argument(flag, dest=dest, default=argparse.SUPPRESS, help=f"{dest}_id of the scope")
    i.add_argument("--rescope", action="store_true",
                   help="give the file's memories new ids in this scope (moving another scope's export)")
    d = sub.add_parser("demo", help="ingest a sample conversation and show contexts with provenance")
    d.add_argument("--budget", type=int, default=128)
    from memstrata.cli.eval_cmd import add_parser as add_eval_parser

    add_eval_parser(sub)
    from memstrata.cli.relations_cmd import add_parser as add_relations_parser

    add_relations_parser(sub)
    from memstrata.cli.train_cmd import add_parser as add_train_parser

    add_train_parser(sub)
    from memstrata.cli.migrate_cmd import add_parser as add_migrate_parser

    add_migrate_parser(sub)
    from memstrata.cli.keys_cmd import add_parser as add_keys_parser

    add_keys_parser(sub)
    from memstrata.cli.serve_cmd import add_parser as add_serve_parser

    add_serve_parser(sub)
    return p


def _assistant_facts(args: argparse.Namespace) -> str:
    """--assistant-facts, else $MEMSTRATA_ASSISTANT_FACTS (how `memstrata serve` is told), else advice."""
    value = getattr(args, "assistant_facts", None) or os.environ.get("MEMSTRATA_ASSISTANT_FACTS") or "advice"
    if value not in ("advice", "none", "all"):
        raise InvalidInputError(f"MEMSTRATA_ASSISTANT_FACTS must be advice, none or all, got {value!r:.40}",
                                field="assistant_facts")
    return value


def open_memory(args: argparse.Namespace, path: str | None = None) -> Memory:
    # The folder of the default store ($MEMSTRATA_DB's, or the working directory) is created
    # when missing; a path given with --db must be in an existing folder.
    create_dirs = path is None and args.db_is_default
    memory = Memory(MemoryConfig(path=path or args.db, policy=args.policy, llm=llm_config_from_env(),
                                 create_dirs=create_dirs, extraction=getattr(args, "extraction", "auto"),
                                 assistant_facts=_assistant_facts(args)))
    tenant = getattr(args, "tenant", None)
    if tenant is None:
        return memory
    try:
        return memory.for_tenant(tenant)
    except MemstrataError:
        memory.close()
        raise


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        args.db_is_default = args.db is None
        args.db = args.db or os.environ.get("MEMSTRATA_DB", DEFAULT_DB)
        return _run(args)
    except MemstrataError as exc:
        print(f"error: {type(exc).__name__}: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except OSError as exc:  # a file named on the command line that cannot be read or written
        print(f"error: {type(exc).__name__}: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted; every completed write is stored", file=sys.stderr)
        return 130


def _run(args: argparse.Namespace) -> int:
    if args.command == "relations":
        from memstrata.cli.relations_cmd import run as run_relations

        return run_relations(args)
    if args.command == "migrate":
        from memstrata.cli.migrate_cmd import run as run_migrate

        return run_migrate(args)
    if args.command == "train":
        from memstrata.cli.train_cmd import run as run_train

        return run_train(args)
    if args.command == "eval":
        from memstrata.cli.eval_cmd import run as run_eval

        return run_eval(args)
    if args.command == "demo":
        from memstrata.cli.demo import run_demo

        db = args.db if "MEMSTRATA_DB" in os.environ or args.db != "memstrata.db" else None
        args.policy = args.policy or "roam"  # the demo shows ROAM's decisions unless asked otherwise
        result = run_demo(lambda path: open_memory(args, path), db, args.budget,
                          out=(lambda s: None) if args.json else print)
        if args.json:
            _print_json(result)
        return 0
    with open_memory(args) as m:
        if args.command == "keys":
            from memstrata.cli.keys_cmd import run as run_keys

            return run_keys(args, m)
        if args.command in ("serve", "mcp"):
            from memstrata.cli.serve_cmd import run_mcp, run_serve

            return run_serve(args, m) if args.command == "serve" else run_mcp(args, m)
        scope = {"user_id": args.user, "agent_id": args.agent, "run_id": args.run}
        if args.command == "add":
            return _add(m, args, scope)
        if args.command in ("delete", "delete-all", "finish-erasure"):
            return _delete(m, args, scope)
        if args.command == "search":
            results = m.search(args.query, limit=args.limit, mode=args.mode, min_score=args.min_score, **scope)
            _emit(args, [r.to_dict() for r in results],
                  lambda: [print(f"{r.score:.4f}  [{r.time[:10]}] {r.view}  ({r.id}; from {', '.join(r.sources) or '-'})")
                           for r in results])
        elif args.command == "context":
            ctx = m.context(args.query, budget_tokens=args.budget, limit=max(args.limit, 50), mode=args.mode,
                            packing=args.packing, min_score=args.min_score, **scope)
            _emit(args, ctx.to_dict(), lambda: (print(ctx.text), print(
                f"-- {ctx.tokens}/{ctx.budget} tokens ({ctx.tokenizer}; {ctx.format_tokens} of them format; "
                f"{ctx.packing} packing), "
                f"{len(ctx.units)} units; sources: "
                + "; ".join(f"{i}: {','.join(u.sources) or '-'}" for i, u in enumerate(ctx.units, 1)),
                file=sys.stderr)))
        elif args.command == "names":
            names = _names(m, args)
            _emit(args, names.to_dict(), lambda: print(
                f"name: {names.name or '-'}; aliases: {', '.join(names.aliases) or '-'}; speakers: "
                f"{', '.join(f'{k}={v}' for k, v in names.speakers.items()) or '-'}"))
        elif args.command == "unlink":
            d = m.unlink(args.id, **scope)
            _emit(args, d.to_dict(), lambda: print(f"unlinked {d.id}: a Primary again; {d.related_ids[0]} rebuilt "
                                                   f"without it (its history shows both)"))
        elif args.command == "history":
            entries = m.history(args.id, **scope)
            _emit(args, [e.to_dict() for e in entries],
                  lambda: [print(f"{e.seq}  {e.action:<8} by {e.actor:<14} at {e.time}: "
                                 f"{(e.snapshot or {}).get('view', '')} [{(e.snapshot or {}).get('role', '')}]")
                           for e in entries])
        elif args.command == "list":
            records = m.get_all(as_of=args.as_of, **scope)
            _emit(args, [r.to_dict() for r in records],
                  lambda: [print(f"{r.id}  {r.role:<8} [{r.time[:10]}] {r.view}") for r in records])
        elif args.command == "export":
            lines = m.export(args.out, **scope) if args.user else m.export(args.out)
            if args.out is None:
                for line in lines:
                    print(json.dumps(line, ensure_ascii=False))
            else:
                print(f"exported {len(lines)} lines to {args.out}", file=sys.stderr)
        elif args.command == "import":
            result = m.import_(args.file, rescope=args.rescope, **scope)
            _emit(args, result.to_dict(), lambda: print(result.summary()))
    return 0


def _names(m: Memory, args: argparse.Namespace) -> Any:
    if args.clear or args.name is not None or args.alias or args.speaker:
        speakers = {}
        for item in args.speaker or []:
            role, sep, who = item.partition("=")
            if not sep:
                raise InvalidInputError(f"names --speaker: expected ROLE=NAME, got {item!r}", field="speaker")
            speakers[role] = who
        if args.clear and (args.name is not None or args.alias or args.speaker):
            raise InvalidInputError("names: --clear takes no names", field="clear")
        return m.set_names(user_id=args.user, name=args.name, aliases=args.alias or [], speakers=speakers)
    return m.get_names(user_id=args.user)


def _add(m: Memory, args: argparse.Namespace, scope: dict[str, Any]) -> int:
    given = [x for x in (args.text, args.observations, args.messages) if x is not None]
    if len(given) != 1:
        raise InvalidInputError("add: give exactly one of TEXT, --observations FILE or --messages FILE")
    if args.observations is not None:
        from memstrata.cli.ingest import ingest_observations

        decisions = ingest_observations(m, args.observations, scope, time=args.time, batch=INGEST_BATCH,
                                        progress=not args.json)
        _emit(args, {"results": [d.to_dict() for d in decisions]},
              lambda: print(f"stored {len(decisions)} observations", file=sys.stderr))
        return 0
    if args.messages is not None:
        from memstrata.cli.ingest import read_json

        messages = read_json(args.messages)
    else:
        messages = args.text
    result = m.add(messages, time=args.time, infer=not args.no_infer, **scope)
    _emit(args, result.to_dict(), lambda: [print(_decision_line(d)) for d in result.decisions]
          + [print(f"({len(result)} decisions from {len(result.turns)} turns; extraction: {result.extraction}"
                   f"{_report_note(result.extraction_report)})", file=sys.stderr)])
    if result.extraction == "failed":
        print(f"warning: extraction failed, turns kept as pending records: {result.error}", file=sys.stderr)
    return 0


def _report_note(report: dict[str, Any] | None) -> str:
    """"; 9 sentences: 3 dropped (greeting 1, no content (triage) 2), 1 answer joined" for the
    rules extractor's counts."""
    if not report:
        return ""
    dropped = report["dropped"]
    why = ", ".join(f"{k} {v}" for k, v in dropped.items())
    note = f"; {report['sentences']} sentences: {sum(dropped.values())} dropped" + (f" ({why})" if why else "")
    return note + (f", {report['joined']} answers joined to their question" if report["joined"] else "")


def _delete(m: Memory, args: argparse.Namespace, scope: dict[str, Any]) -> int:
    """Deletions and erasures; an erasure that could not complete exits with 3."""
    if args.command == "delete" and not args.erase:
        d = m.delete(args.id, **scope)
        _emit(args, d.to_dict(), lambda: print(f"deleted {d.id} (a tombstone; its history stays)"))
        return 0
    if args.command == "delete-all" and not args.yes:
        raise MemstrataError("delete-all erases every memory of the scope irreversibly; pass --yes to confirm")
    if args.command == "delete":
        result, what = m.delete(args.id, erase=True, **scope), f"erased {args.id}"
    elif args.command == "delete-all":
        result = m.delete_all(**scope)
        what = f"erased {result.records} records of user {args.user}"
    else:
        result, what = m.finish_erasure(), "erasure complete: no erased text is left in the file"
    if result.complete:
        _emit(args, result.to_dict(), lambda: print(what))
        return 0
    _emit(args, result.to_dict(), lambda: None)
    print(f"erasure incomplete: {result.reason}; it is retried at the next open or write of this store, or run "
          f"`memstrata --db {args.db} finish-erasure` once the other connection is closed", file=sys.stderr)
    return 3

def _one_line(message: str) -> str:
    return message.replace("\r", "\\r").replace("\n", "\\n")


def _emit(args: argparse.Namespace, data: Any, human) -> None:
    if args.json:
        _print_json(data)
    else:
        human()


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    sys.exit(main())


def _decision_line(d: Decision) -> str:
    """One decision: a node (event, id, text; a graph policy adds its kind) or an edge."""
    if d.kind == "edge":
        return f"{d.event:<8} {d.id} -[{d.relation}]-> {', '.join(d.related_ids)}"
    kind = f"{d.kind:<6} " if d.kind else ""
    return f"{d.event:<8} {kind}{d.id}  {d.text}"
