"""``memstrata keys create|list|revoke``: the server's API keys, kept in the store
(``store.api_keys``). A new key is printed once; the store keeps only its digest."""

from __future__ import annotations

import argparse
import json
from typing import Any

from memstrata.store.api_keys import DEFAULT_TENANT, RIGHTS, ApiKey


def add_parser(sub: argparse._SubParsersAction) -> None:
    k = sub.add_parser("keys", help="API keys of the server: create (printed once), list, revoke")
    actions = k.add_subparsers(dest="keys_action", required=True)
    c = actions.add_parser("create", help="a new key for a tenant, optionally bound to one user")
    c.add_argument("--tenant", default=argparse.SUPPRESS,  # as memstrata --tenant T keys create
                   help=f"the tenant the key reaches (default: {DEFAULT_TENANT})")
    c.add_argument("--user", dest="key_user", default=None, help="bind the key to this user_id of the tenant")
    c.add_argument("--rights", default="read,write", help=f"comma-separated, of {', '.join(RIGHTS)} (default: read,write)")
    c.add_argument("--admin", action="store_true", help="an admin key of the tenant (all rights): the first key")
    c.add_argument("--label", default="", help="a note on what the key is for")
    ls = actions.add_parser("list", help="every key (prefix, tenant, user, rights; never the key)")
    ls.add_argument("--tenant", default=argparse.SUPPRESS, help="only this tenant's keys")
    r = actions.add_parser("revoke", help="revoke a key by its prefix (see keys list)")
    r.add_argument("prefix")


def run(args: argparse.Namespace, memory: Any) -> int:
    store = memory.store
    if args.keys_action == "create":
        key, grant = store.create_key(args.tenant or DEFAULT_TENANT, user_id=args.key_user,
                                      rights=RIGHTS if args.admin else args.rights, label=args.label)
        if args.json:
            print(json.dumps({"key": key, **grant.to_dict()}))
        else:
            print(key)
            print(f"-- {_describe(grant)}; shown once: the store keeps only its digest")
        return 0
    if args.keys_action == "list":
        keys = store.list_keys(args.tenant)
        if args.json:
            print(json.dumps([k.to_dict() for k in keys], indent=2))
        for k in [] if args.json else keys:
            print(_describe(k))
        return 0
    grant = store.revoke_key(args.prefix)
    print(json.dumps(grant.to_dict()) if args.json else f"revoked: {_describe(grant)}")
    return 0


def _describe(k: ApiKey) -> str:
    who = f"user {k.user_id!r}" if k.user_id else "any user"
    state = f", revoked {k.revoked_at}" if k.revoked_at else ""
    label = f" ({k.label})" if k.label else ""
    return f"{k.prefix}  tenant {k.tenant!r}, {who}, {','.join(k.rights)}{label}, created {k.created_at}{state}"
