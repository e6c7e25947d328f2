"""MCP sessions (streamable HTTP) bound to the key, tenant and user that opened them.

The SDK's session manager already refuses a session id presented by another principal than
the one that created it, answering exactly as for an unknown id (404 "Session not found"),
when the request carries an authenticated user (``scope["user"]``, as its own OAuth
middleware sets it). ``principal_of`` makes that user from the caller of a memstrata key:
its client id is the key's prefix, its subject the tenant and user the request reaches. So a
session opened with key A for user ava is refused to key B (any tenant), and to key A asking
for another user by path; a DELETE with another key's session id ends nothing.

``SessionOwners`` records which key opened which session (the ``mcp-session-id`` header of the
answer to the opening request), so that revoking a key ends its sessions at once
(``KeyedMCP.end_sessions_of``, called by ``DELETE /v1/keys/{prefix}``) instead of leaving them
open until the idle timeout. A key revoked by another process (``memstrata keys revoke``) is
refused on its next request all the same (the key is checked on every request, and no other key
may use its sessions), and its sessions end at the first refused request that names one of them.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken

from memstrata.server.auth import Caller

SESSION_HEADER = b"mcp-session-id"
# Sessions remembered per process; the SDK holds at most 10,000 open at once, and one that
# ended on its own (idle timeout) is forgotten here only when the map is full.
MAX_REMEMBERED = 20_000


def session_named(scope: dict) -> str | None:
    """The session id a request names (``mcp-session-id``), if any."""
    for name, value in scope.get("headers", []):
        if name.lower() == SESSION_HEADER:
            return value.decode("latin-1")
    return None


def principal_of(caller: Caller) -> AuthenticatedUser:
    """The SDK's authenticated user for ``caller``: equal for two requests exactly when they
    come with the same key and reach the same tenant and user."""
    prefix = caller.key_prefix or "no-auth"
    token = AccessToken(token=prefix, client_id=prefix, scopes=list(caller.rights),
                        subject=json.dumps([caller.tenant, caller.user_id]))
    return AuthenticatedUser(token)


class SessionOwners:
    """Session id -> (key prefix, principal) of the request that opened it."""

    def __init__(self) -> None:
        self._owners: OrderedDict[str, tuple[str, AuthenticatedUser]] = OrderedDict()

    def recording(self, send: Any, caller: Caller, principal: AuthenticatedUser, opening: bool) -> Any:
        """``send`` that remembers the session id an opening request (one without a session
        id) is answered with."""
        if not opening or caller.key_prefix is None:
            return send

        async def sending(message: dict) -> None:
            if message["type"] == "http.response.start" and message.get("status", 500) < 400:
                for name, value in message.get("headers", []):
                    if name.lower() == SESSION_HEADER:
                        self._remember(value.decode("latin-1"), caller.key_prefix or "", principal)
            await send(message)

        return sending

    def owner_of(self, session_id: str) -> tuple[str, str] | None:
        """(key prefix, tenant) of the key that opened the session, if it was recorded."""
        found = self._owners.get(session_id)
        if found is None:
            return None
        prefix, principal = found
        return prefix, json.loads(principal.access_token.subject or "[null]")[0]

    def forget(self, session_id: str) -> None:
        self._owners.pop(session_id, None)

    def sessions_of(self, prefix: str) -> list[tuple[str, AuthenticatedUser]]:
        return [(sid, principal) for sid, (owner, principal) in self._owners.items() if owner == prefix]

    def _remember(self, session_id: str, prefix: str, principal: AuthenticatedUser) -> None:
        self._owners[session_id] = (prefix, principal)
        while len(self._owners) > MAX_REMEMBERED:
            self._owners.popitem(last=False)


async def end_session(app: Any, session_id: str, principal: AuthenticatedUser) -> int:
    """End one session through the SDK's own DELETE, as its owner: the SDK terminates the
    transport and forgets the id (later requests get 404). Returns the status it answered."""
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "DELETE",
             "scheme": "http", "path": "/", "raw_path": b"/", "root_path": "", "query_string": b"",
             "headers": [(b"host", b"127.0.0.1:0"), (SESSION_HEADER, session_id.encode("latin-1"))],
             "client": ("127.0.0.1", 0), "server": ("127.0.0.1", 0), "state": {}, "user": principal}
    status = 500

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]

    await app(scope, receive, send)
    return status
