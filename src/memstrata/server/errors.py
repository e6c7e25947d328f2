"""Every error of the server as one JSON shape, ``{"error": {"type", "message"}}`` (and
``field`` when one field was wrong), with the status its kind calls for.

The mapping is by the memstrata error class, so a route never picks a status itself: invalid
input 400 (FastAPI's schema checks 422), an unknown id 404 (an id of another tenant or user is
unknown in the same words: the message names only the caller's own scope), a policy mismatch
or an import conflict 409, the store unreachable 503, the model failing 502. Anything else is
a 500 that says only the request id: a stack trace or a memory's text never leaves the server.

``ErrorBoundary`` (the outermost layer of the app) keeps that 500 from costing the client its
connection: Starlette re-raises an exception after its handler has answered, and uvicorn closes
a connection whose app raised (without ``Connection: close``, so a pooled client's next request on
it fails); the boundary swallows an exception whose response is already complete.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from memstrata.errors import (
    BackendError,
    ConflictError,
    ForeignStoreError,
    InvalidInputError,
    MemstrataError,
    NotFoundError,
    ReadOnlyStoreError,
    StoreUnavailableError,
)

log = logging.getLogger("memstrata.server")


class ApiError(MemstrataError):
    """An error of the HTTP layer itself: auth, rights, rate, size."""

    def __init__(self, status: int, kind: str, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.kind, self.headers = status, kind, headers or {}


def unauthorized(message: str) -> ApiError:
    return ApiError(401, "unauthorized", message, {"WWW-Authenticate": "Bearer"})


def forbidden(message: str) -> ApiError:
    return ApiError(403, "forbidden", message)


def too_large(limit: int) -> ApiError:
    return ApiError(413, "payload_too_large", f"the request body is over the limit of {limit:,} bytes")


def rate_limited(retry_after_s: int) -> ApiError:
    return ApiError(429, "rate_limited", f"too many requests for this key; retry after {retry_after_s} s",
                    {"Retry-After": str(retry_after_s)})


def status_of(exc: MemstrataError) -> tuple[int, str]:
    if isinstance(exc, ApiError):
        return exc.status, exc.kind
    if isinstance(exc, ConflictError):  # before InvalidInputError: an import conflict is both
        return 409, "conflict"
    if isinstance(exc, NotFoundError):
        return 404, "not_found"
    if isinstance(exc, InvalidInputError):
        return 400, "invalid_request"
    if isinstance(exc, (StoreUnavailableError, ReadOnlyStoreError, ForeignStoreError)):
        return 503, "store_unavailable"
    if isinstance(exc, BackendError):
        return 502, "llm_error"
    return 400, "invalid_request"


def error_response(status: int, kind: str, message: str, *, field: str | None = None,
                   headers: dict[str, str] | None = None, extra: dict[str, Any] | None = None) -> JSONResponse:
    body: dict[str, Any] = {"type": kind, "message": message}
    if field:
        body["field"] = field
    body.update(extra or {})
    return JSONResponse({"error": body}, status_code=status, headers=headers)


def _body_refusal(request: Request, exc: RequestValidationError) -> InvalidInputError | None:
    """A JSON body its route's model refused, as ``arguments.check_arguments`` words it (an
    unknown field named, a wrong type with what it must be); None for anything else (a query
    parameter, a body that is not JSON)."""
    from memstrata.arguments import check_arguments

    body_field = getattr(request.scope.get("route"), "body_field", None)
    model = getattr(getattr(body_field, "field_info", None), "annotation", None)
    what = getattr(model, "call", None)
    if not isinstance(what, str) or not isinstance(exc.body, dict):
        return None
    try:
        check_arguments(model, exc.body, what)  # type: ignore[arg-type]
    except InvalidInputError as refused:
        return refused
    return None


def install(app: FastAPI) -> None:
    @app.exception_handler(MemstrataError)
    async def _memstrata(request: Request, exc: MemstrataError) -> JSONResponse:
        status, kind = status_of(exc)
        message = str(exc.args[0]) if isinstance(exc, NotFoundError) and exc.args else str(exc)
        return error_response(status, kind, message, field=getattr(exc, "field", None),
                              headers=getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        refused = _body_refusal(request, exc)
        if refused is not None:  # in the words the Python API and MCP use for the same input
            return error_response(422, "invalid_request", str(refused), field=refused.field)
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
        loc = [str(p) for p in first.get("loc", ())]
        if loc and loc[0] in ("body", "query", "path", "header"):  # where it was, not which field
            loc = loc[1:]
        where = "body" if first.get("type") == "json_invalid" else ".".join(loc) or "body"  # not a byte offset
        return error_response(422, "invalid_request", f"{where}: {first.get('msg', 'invalid')}", field=where)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        kind = {400: "invalid_request", 404: "not_found", 405: "method_not_allowed", 413: "payload_too_large"}.get(
            exc.status_code, "http_error")
        return error_response(exc.status_code, kind, str(exc.detail), headers=getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def _internal(request: Request, exc: Exception) -> JSONResponse:
        rid = getattr(request.state, "request_id", "-")
        log.error("request %s failed: %s", rid, type(exc).__name__, exc_info=exc)
        return error_response(500, "internal", f"internal error (request {rid})")


class ErrorBoundary:
    """No exception leaves the app: one raised after its response went out whole (Starlette's
    ``ServerErrorMiddleware`` re-raises once the 500 handler has answered) is dropped, having
    been logged there; one raised before any response is answered here with the same 500; one
    raised halfway through a response (a stream that fails) is re-raised, so that uvicorn cuts
    the connection: a client must not take a truncated body for a whole one."""

    def __init__(self, app: Any):
        self.app = app
        self.state = app.state

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = complete = False

        async def sending(message: dict) -> None:
            nonlocal started, complete
            if message["type"] == "http.response.start":
                started = True
            elif message["type"] == "http.response.body" and not message.get("more_body", False):
                complete = True
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception as exc:
            if complete:
                return
            if started:
                raise
            rid = scope.get("state", {}).get("request_id", "-")
            log.error("request %s failed: %s", rid, type(exc).__name__, exc_info=exc)
            body = json.dumps({"error": {"type": "internal", "message": f"internal error (request {rid})"}}).encode()
            await send({"type": "http.response.start", "status": 500,
                        "headers": [(b"content-type", b"application/json"),
                                    (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})
