"""``memstrata migrate --from SOURCE --to TARGET``: move a store (a SQLite file or a
``postgresql://`` URL) to another, user by user, each all or nothing; a rerun skips the users
already moved (``store.migration``)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from memstrata.errors import InvalidInputError


def add_parser(sub: argparse._SubParsersAction) -> None:
    m = sub.add_parser("migrate", help="move a store to another (SQLite <-> PostgreSQL), user by user, resumable")
    m.add_argument("--from", dest="source", required=True, help="the store to read: a SQLite file or a postgresql:// URL")
    m.add_argument("--to", dest="target", required=True, help="the store to write (created if new)")
    m.add_argument("--dim", type=int, default=384, help="the vector dimension (the default embedder's: 384)")


def run(args: argparse.Namespace) -> int:
    from memstrata.store.factory import is_store_url, open_store, store_config_for
    from memstrata.store.migration import migrate_store, progress_bar

    if not is_store_url(args.source) and not Path(args.source).expanduser().is_file():
        raise InvalidInputError(f"--from: no store file at {args.source}", field="from")
    if args.source == args.target:
        raise InvalidInputError("--from and --to name the same store", field="to")
    source = open_store(store_config_for(args.source), dim=args.dim)
    try:
        target = open_store(store_config_for(args.target), dim=args.dim)
        try:
            users = source.tenant_users()
            with progress_bar(len(users), "migrating") as bar:
                report = migrate_store(source, target, progress=bar.update)
        finally:
            target.close()
    finally:
        source.close()
    print(json.dumps(report.to_dict()))
    return 0
