"""``memstrata serve`` (the REST + MCP server, one uvicorn worker) and ``memstrata mcp`` (the MCP
tools over stdio, for one user of one tenant)."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import sys
from typing import Any

from memstrata.errors import InvalidInputError


def add_parser(sub: argparse._SubParsersAction) -> None:
    s = sub.add_parser("serve", help="serve the REST API, the MCP endpoint (/mcp) and the inspector (/ui)")
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default: %(default)s)")
    s.add_argument("--port", type=int, default=8000, help="port (default: %(default)s)")
    s.add_argument("--no-auth", action="store_true",
                   help="serve without API keys (every request is the default tenant's); loopback hosts only")
    s.add_argument("--rate-limit", type=float, default=100.0,
                   help="requests a second per key, on average (0: no limit; default: %(default)s)")
    s.add_argument("--max-body-kb", type=int, default=1024, help="largest request body (default: %(default)s KB)")
    s.add_argument("--max-upload-mb", type=int, default=64, help="largest /v1/import body (default: %(default)s MB)")
    s.add_argument("--no-jobs", action="store_true", help="do not run queued adds in this process")
    s.add_argument("--header-timeout-s", type=float, default=10.0,
                   help="a request's headers must arrive within this (default: %(default)s s)")
    s.add_argument("--body-timeout-s", type=float, default=10.0,
                   help="the longest wait between two pieces of a request body (default: %(default)s s)")
    s.add_argument("--body-deadline-s", type=float, default=120.0,
                   help="a whole request body must arrive within this (default: %(default)s s)")
    s.add_argument("--max-connections", type=int, default=1000,
                   help="open connections at most; past it a new one gets 503 (default: %(default)s)")
    s.add_argument("--auth-fail-rate", type=float, default=1.0,
                   help="failed authentications a second per client address and per key prefix, after a "
                        "burst of --auth-fail-burst; then 429 (0: no limit; default: %(default)s)")
    s.add_argument("--auth-fail-burst", type=int, default=20,
                   help="failed authentications allowed in a row before --auth-fail-rate applies "
                        "(default: %(default)s)")
    s.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    sub.add_parser("mcp", help="the MCP memory tools over stdio, for --user (and --tenant)")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def run_serve(args: argparse.Namespace, memory: Any) -> int:
    if args.no_auth and not is_loopback(args.host):
        raise InvalidInputError(f"--no-auth serves every tenant's memory to whoever connects; it is refused with "
                                f"the non-loopback host {args.host!r} (create a key: memstrata keys create --admin)",
                                field="no_auth")
    if not 0 < args.port < 65536:
        raise InvalidInputError(f"--port: {args.port} is not a port number", field="port")
    if args.rate_limit < 0 or args.max_body_kb <= 0 or args.max_upload_mb <= 0:
        raise InvalidInputError("--rate-limit must be >= 0 and the size limits > 0", field="rate_limit")
    for name in ("header_timeout_s", "body_timeout_s", "body_deadline_s", "max_connections", "auth_fail_burst"):
        if not getattr(args, name) > 0:
            raise InvalidInputError(f"--{name.replace('_', '-')} must be > 0, got {getattr(args, name)}", field=name)
    if not args.auth_fail_rate >= 0:
        raise InvalidInputError(f"--auth-fail-rate must be >= 0, got {args.auth_fail_rate}", field="auth_fail_rate")
    import uvicorn

    from memstrata.server.app import ServerSettings, create_app

    settings = ServerSettings(auth=not args.no_auth, rate_limit=args.rate_limit,
                              max_body_bytes=args.max_body_kb * 1024, max_upload_bytes=args.max_upload_mb << 20,
                              run_jobs=not args.no_jobs, header_timeout_s=args.header_timeout_s,
                              body_timeout_s=args.body_timeout_s, body_deadline_s=args.body_deadline_s,
                              max_connections=args.max_connections, auth_fail_rate=args.auth_fail_rate,
                              auth_fail_burst=args.auth_fail_burst)
    logging.basicConfig(level=getattr(logging, args.log_level.upper()), stream=sys.stderr,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app(memory, settings)
    if not settings.auth:
        print("warning: serving without API keys (--no-auth), on a loopback address only", file=sys.stderr)
    from memstrata.server.transport import protocol_for

    uvicorn.run(app, host=args.host, port=args.port, workers=1, log_level=args.log_level, access_log=False,
                http=protocol_for(settings.connection_limits()))
    return 0


def run_mcp(args: argparse.Namespace, memory: Any) -> int:
    if not args.user:
        raise InvalidInputError("mcp: --user is required (the user whose memory the tools reach)", field="user")
    from memstrata.server.auth import Caller
    from memstrata.server.mcp_server import build_server
    from memstrata.store.api_keys import RIGHTS

    server = build_server(memory, fixed=Caller(memory.tenant, args.user, RIGHTS))
    server.run("stdio")
    return 0
