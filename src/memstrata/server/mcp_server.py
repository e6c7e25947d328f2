"""The MCP server (the official SDK's ``MCPServer``): the service tools of
``memory_tools.SERVICE_SPECS``, run by ``api.service_tools``.

Whose memory a call reaches never comes from a tool argument:
- over stdio (``memstrata mcp``), it is fixed when the process starts (``--tenant``, ``--user``);
- over streamable HTTP (``/mcp`` in the REST app), ``KeyedMCP`` checks the request's key as the
  REST routes do, on every HTTP request of a session, and the user is the key's own (a
  user-bound key) or the path's (``/mcp/u/{user_id}``, inside the key's tenant). A tool reads
  that caller from the HTTP request the SDK hands it. A session (the handshake-era protocol's
  ``mcp-session-id``) belongs to the key, tenant and user that opened it, and ends when that key
  is revoked (``mcp_sessions``).

The SDK's DNS-rebinding protection stays on for the loopback hosts it knows (Host and Origin
checked).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import unquote

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import FuncMetadata

from memstrata.api.memory import Memory
from memstrata.api.service_tools import ServiceTools
from memstrata.errors import MemstrataError
from memstrata.memory_tools import SERVICE_SPECS
from memstrata.server.auth import Caller
from memstrata.server.errors import ApiError, status_of
from memstrata.server.mcp_sessions import SessionOwners, end_session, principal_of, session_named
from memstrata.validate import check_identifier

INSTRUCTIONS = ("Long-term memory of one user. Search or get a context before answering questions about the "
                "user's life, preferences or plans; add what the user tells you that is worth keeping; correct or "
                "delete memories the user says are wrong. Every tool acts on this user's memory only.")
CALLER_KEY = "memstrata_caller"


def build_server(memory: Memory, *, fixed: Caller | None = None) -> MCPServer:
    """The server with every service tool. ``fixed``: the caller of every call (stdio);
    otherwise each call's caller comes from its HTTP request (``KeyedMCP``)."""
    tools = [_tool(memory, name, spec, fixed) for name, spec in SERVICE_SPECS.items()]
    return MCPServer("memstrata", instructions=INSTRUCTIONS, tools=tools)


class _RawArguments(FuncMetadata):
    """A tool's arguments exactly as the client sent them. The SDK's own validation would
    coerce them (``"5"`` to 5, JSON inside a string parsed) and drop unknown ones; the tool
    checks them strictly instead (``ServiceTools.call``: the refusals REST and the Python API
    give). Passed as one ``arguments`` dict, so no argument can take the context's name."""

    def validate_arguments(self, arguments_to_validate: dict[str, Any]) -> dict[str, Any]:
        return {"arguments": dict(arguments_to_validate)}


def _tool(memory: Memory, name: str, spec: Any, fixed: Caller | None) -> Tool:
    """The tool ``name``, run for the call's caller; its input schema is the argument
    model's (``additionalProperties: false``: the calling model is told nothing else is taken)."""

    async def call(ctx: Context, arguments: dict[str, Any]) -> str:
        caller = fixed or _caller_of(ctx)
        if name in ServiceTools.WRITES and "write" not in caller.rights and "admin" not in caller.rights:
            raise ToolError("this key has no write right")
        tools = ServiceTools(memory.for_tenant(caller.tenant), caller.user_id or "")
        result = await asyncio.to_thread(tools.call, name, arguments)
        if set(result) == {"error"}:  # a refused call: the client sees isError, with the reason
            raise ToolError(result["error"])
        return json.dumps(result, ensure_ascii=False)

    tool = Tool.from_function(call, name=name, description=spec.description)
    meta = tool.fn_metadata
    raw = _RawArguments(arg_model=meta.arg_model, output_schema=meta.output_schema, output_model=meta.output_model,
                        wrap_output=meta.wrap_output)
    return tool.model_copy(update={"fn_metadata": raw, "parameters": spec.arguments.model_json_schema()})


def _caller_of(ctx: Context) -> Caller:
    request = ctx.request_context.request
    state = getattr(request, "scope", {}).get("state", {}) if request is not None else {}
    caller = state.get(CALLER_KEY)
    if not isinstance(caller, Caller):  # KeyedMCP sets it on every HTTP request it lets through
        raise RuntimeError("no authenticated caller on this MCP request")
    return caller


def streamable_app(memory: Memory, *, auth: bool = True, limiter: Any = None) -> "KeyedMCP":
    server = build_server(memory)
    return KeyedMCP(server.streamable_http_app(streamable_http_path="/"), memory, auth=auth, limiter=limiter)


class KeyedMCP:
    """The SDK's streamable HTTP app behind the server's keys. Paths: ``/`` (a user-bound
    key's user) and ``/u/{user_id}/`` (any user of the key's tenant, for a key that is not
    bound, or its own user)."""

    def __init__(self, inner: Any, memory: Memory, *, auth: bool, limiter: Any = None):
        from memstrata.server.auth import RateLimiter

        self.inner, self.memory, self.auth = inner, memory, auth
        self.limiter = limiter or RateLimiter(0)
        self.router = inner.router  # its lifespan runs the SDK's session manager (server.app)
        self.sessions = SessionOwners()  # which key opened which session (mcp_sessions)

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.inner(scope, receive, send)
            return
        named = session_named(scope)
        try:
            caller, rest = await asyncio.to_thread(self._caller, scope)
        except MemstrataError as exc:
            await _reject(send, exc)
            if named is not None:  # its owner with a key revoked elsewhere, say
                await self._end_if_revoked(named)
            return
        scope = dict(scope, path=rest or "/", raw_path=(rest or "/").encode())
        scope["root_path"] = scope.get("root_path", "")
        scope.setdefault("state", {})[CALLER_KEY] = caller
        scope["state"]["tenant"] = caller.tenant
        # The SDK binds each session to this principal: another key's (or user's) request
        # naming the session gets 404, as for an unknown session.
        scope["user"] = principal = principal_of(caller)
        status = 0

        async def sending(message: dict) -> None:
            nonlocal status
            status = message["status"] if message["type"] == "http.response.start" else status
            await send(message)

        await self.inner(scope, receive, self.sessions.recording(sending, caller, principal, named is None))
        if named is not None and status == 404:  # another principal's session, or one that ended
            await self._end_if_revoked(named)

    async def end_sessions_of(self, key_prefix: str) -> int:
        """End every session the key with ``key_prefix`` opened (it was revoked); how many."""
        ended = 0
        for session_id, principal in self.sessions.sessions_of(key_prefix):
            ended += await end_session(self.inner, session_id, principal) < 400
            self.sessions.forget(session_id)
        return ended

    async def _end_if_revoked(self, session_id: str) -> None:
        """End the sessions of the key that opened ``session_id`` if it has been revoked (by
        another process: ``memstrata keys revoke``), at the first request that names one, rather
        than at the SDK's idle timeout. Only the store's word counts, never the request's."""
        owner = self.sessions.owner_of(session_id)
        if owner is None:
            return
        prefix, tenant = owner
        keys = await asyncio.to_thread(self.memory.store.list_keys, tenant)
        if any(k.prefix == prefix and k.revoked_at is not None for k in keys):
            await self.end_sessions_of(prefix)

    def _caller(self, scope: dict) -> tuple[Caller, str]:
        from memstrata.server.auth import OPEN_CALLER, authorization_of, caller_of_header
        from memstrata.server.errors import forbidden

        path = scope.get("path", "/")
        # Mounted at /mcp: Starlette leaves the full path with root_path set; keep what follows.
        root = scope.get("root_path", "")
        if root and path.startswith(root):
            path = path[len(root):]
        requested, rest = None, path
        parts = path.strip("/").split("/")
        if len(parts) >= 2 and parts[0] == "u":
            requested = check_identifier(unquote(parts[1]), "user_id")
            rest = "/" + "/".join(parts[2:])
        header = authorization_of(scope.get("headers", []))  # one Authorization header, as on REST
        caller = caller_of_header(self.memory.store, header) if self.auth else OPEN_CALLER
        self.limiter.take(caller.key_prefix or "mcp")  # the REST routes' per-key rate, here too
        if "read" not in caller.rights and "admin" not in caller.rights:
            raise forbidden("this key has no read right")
        user = caller.user(requested)  # 403 for another user than the key's own
        return Caller(caller.tenant, user, caller.rights, caller.key_prefix), rest


async def _reject(send: Any, exc: MemstrataError) -> None:
    status, kind = status_of(exc)
    body = json.dumps({"error": {"type": kind, "message": str(exc)}}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if isinstance(exc, ApiError):
        headers += [(k.lower().encode(), v.encode()) for k, v in exc.headers.items()]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
