"""The server application: ``create_app(memory)`` -> a FastAPI app over one store.

What it adds around the routes: the caller's key on every route but ``/healthz``
(``auth``), a per-key rate limit, a body size limit (``/v1/import`` has its own, larger one),
errors in one JSON shape (``errors``), a request log that records method, route, status,
latency, tenant and a request id (never a body, a memory or a key), the queued-add worker
(``api.jobs``: started with the app, so jobs an earlier process left pending run first), and
the MCP endpoint at ``/mcp`` (``mcp_server``) when the ``mcp`` package is installed. Outermost,
``failed_auth`` (429 after a burst of failed authentications) and ``errors.ErrorBoundary`` (no
exception costs a client its connection); the connections' own limits are ``transport``'s.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from starlette.exceptions import HTTPException as StarletteHTTPException

from memstrata.api.async_memory import AsyncMemory
from memstrata.api.jobs import JobQueue
from memstrata.api.memory import Memory
from memstrata.server import errors
from memstrata.server.auth import RateLimiter
from memstrata.server.errors import too_large
from memstrata.server.failed_auth import FailedAuthGuard
from memstrata.server.transport import CUT_OFF

log = logging.getLogger("memstrata.server.requests")


@dataclass(frozen=True)
class ServerSettings:
    auth: bool = True
    rate_limit: float = 100.0  # requests a second per key (0: no limit)
    max_body_bytes: int = 1 << 20
    max_upload_bytes: int = 64 << 20  # /v1/import
    run_jobs: bool = True
    mcp: bool = True
    # Failed authentications (failed_auth): per client address and per key prefix, bursts of
    # auth_fail_burst, refilled at auth_fail_rate a second (0: no limit).
    auth_fail_rate: float = 1.0
    auth_fail_burst: int = 20
    # The connections themselves (transport, applied by ``memstrata serve`` through uvicorn).
    header_timeout_s: float = 10.0
    body_timeout_s: float = 10.0
    body_deadline_s: float = 120.0
    max_connections: int = 1000

    def connection_limits(self) -> Any:
        from memstrata.server.transport import ConnectionLimits

        return ConnectionLimits(self.header_timeout_s, self.body_timeout_s, self.body_deadline_s,
                                self.max_connections)


def create_app(memory: Memory, settings: ServerSettings | None = None) -> FastAPI:
    settings = settings or ServerSettings()
    queue = JobQueue(memory)
    limiter = RateLimiter(settings.rate_limit)  # one bucket per key, shared by REST and MCP
    mcp_app = _mcp_app(memory, settings, limiter) if settings.mcp else None

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if settings.run_jobs:
            queue.start()
        try:
            if mcp_app is not None:  # the MCP session manager lives as long as the app
                async with mcp_app.router.lifespan_context(mcp_app):
                    yield
            else:
                yield
        finally:
            queue.stop()

    app = FastAPI(title="memstrata", version=_version(), lifespan=lifespan,
                  description="Long-term memory for LLM agents: REST over memstrata's Memory API. Send the key "
                              "as Authorization: Bearer <key> (memstrata keys create).")
    app.state.memory = AsyncMemory(memory)
    app.state.jobs = queue
    app.state.auth = settings.auth
    app.state.limiter = limiter
    errors.install(app)
    from memstrata.server.key_routes import router as key_router
    from memstrata.server.routes import router

    app.include_router(router)
    app.include_router(key_router)  # /v1/keys: an unbound admin key manages its tenant's keys
    from memstrata.server.name_routes import router as name_router

    app.include_router(name_router)  # /v1/users/{user_id}/names
    if mcp_app is not None:
        app.mount("/mcp", mcp_app)
    from memstrata.server.inspector import mount_inspector

    mount_inspector(app)
    guarded = FailedAuthGuard(app, settings.auth_fail_rate, settings.auth_fail_burst) if settings.auth else app
    return errors.ErrorBoundary(BodyLimit(RequestLog(guarded), settings))  # type: ignore[return-value]


def _mcp_app(memory: Memory, settings: ServerSettings, limiter: RateLimiter) -> Any:
    try:
        from memstrata.server.mcp_server import streamable_app
    except ImportError:  # the mcp package is not installed: REST only
        return None
    return streamable_app(memory, auth=settings.auth, limiter=limiter)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("memstrata")
    except PackageNotFoundError:
        return "0"


class RequestLog:
    """One log line per request: method, route (its template, not the path: ids stay out),
    status, latency, tenant and a request id, which also goes back as ``X-Request-Id``."""

    def __init__(self, app: Any):
        self.app = app
        self.state = app.state  # the wrapped app's state, for tests and the CLI

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = uuid.uuid4().hex[:16]
        scope.setdefault("state", {})["request_id"] = rid
        start, status = time.perf_counter(), 500

        async def sending(message: dict) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message.setdefault("headers", []).append((b"x-request-id", rid.encode()))
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            route = scope.get("route")
            status = scope["state"].get(CUT_OFF, status)  # cut off by the transport's timeouts: 408
            log.info(json.dumps({"request_id": rid, "method": scope["method"],
                                 "route": getattr(route, "path", None) or _route_of(scope["path"]), "status": status,
                                 "ms": round((time.perf_counter() - start) * 1000, 2),
                                 "tenant": scope["state"].get("tenant")}))


def _route_of(path: str) -> str:
    # Outside the routes (the MCP and inspector mounts, unknown paths): the first two segments only.
    return "/" + "/".join(path.strip("/").split("/")[:2])


class BodyLimit:
    """413 for a body over the limit: at once from Content-Length, or as it arrives."""

    def __init__(self, app: Any, settings: ServerSettings):
        self.app, self.settings = app, settings
        self.state = app.state

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.settings.max_upload_bytes if scope["path"] == "/v1/import" else self.settings.max_body_bytes
        declared = dict(scope.get("headers", [])).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _send_error(send, too_large(limit))
            return
        seen = 0
        started = False

        async def receiving() -> dict:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise _TooLarge(limit)
            return message

        async def sending(message: dict) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receiving, sending)
        except _TooLarge as exc:
            if not started:
                await _send_error(send, too_large(exc.limit))


class _TooLarge(StarletteHTTPException):
    """Raised from inside the app's body read: an HTTPException, because FastAPI turns any
    other error of its body parsing into a 400."""

    def __init__(self, limit: int):
        super().__init__(413, str(too_large(limit)))
        self.limit = limit


async def _send_error(send: Any, exc: errors.ApiError) -> None:
    body = json.dumps({"error": {"type": exc.kind, "message": str(exc)}}).encode()
    await send({"type": "http.response.start", "status": exc.status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
