"""The REST routes: each one a thin call of ``AsyncMemory`` bound to the caller's tenant, with
the user resolved by the caller's key (``auth.Caller``). Shaped like Mem0's REST API."""

from __future__ import annotations

import asyncio
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse

from memstrata.api.async_memory import AsyncMemory
from memstrata.errors import ImportConflictError, ImportFormatError, InvalidInputError
from memstrata.server.auth import Caller, authenticate
from memstrata.server.errors import ApiError, error_response, forbidden
from memstrata.server.schemas import (
    ERROR_RESPONSES,
    AddBody,
    ContextBody,
    ExportBody,
    QueryFlag,
    ScopeFields,
    SearchBody,
    UpdateBody,
)

router = APIRouter(responses=ERROR_RESPONSES)
Auth = Annotated[Caller, Depends(authenticate)]  # every route's caller (401/429 before the route runs)
PAGE_MAX = 1000
EXPORT_BATCH = 200  # lines per chunk of a streamed export


def _memory(request: Request, caller: Caller) -> AsyncMemory:
    return request.app.state.memory.for_tenant(caller.tenant)


def _query_ids(user_id: str | None = None, agent_id: str | None = None, run_id: str | None = None) -> ScopeFields:
    """The scope ids a GET or DELETE names in its query (checked by the library, as in a body)."""
    return ScopeFields.model_construct(user_id=user_id, agent_id=agent_id, run_id=run_id)


QueryIds = Annotated[ScopeFields, Depends(_query_ids)]


def _scope(caller: Caller, fields: ScopeFields) -> dict[str, Any]:
    """The scope a request reaches: its ids, the user resolved by its key (``Caller.user``)."""
    return {"user_id": caller.user(fields.user_id), "agent_id": fields.agent_id, "run_id": fields.run_id}


@router.post("/v1/memories", tags=["memories"], summary="Add messages, text or observations")
async def add_memories(body: AddBody, request: Request, caller: Auth) -> Any:
    caller.require("write")
    given = [name for name in ("messages", "text", "observations") if getattr(body, name) is not None]
    if len(given) != 1:
        raise InvalidInputError("add: pass exactly one of messages, text or observations", field="messages")
    scope = _scope(caller, body)
    args: dict[str, Any] = {"time": body.time, "metadata": body.metadata, "infer": body.infer,
                            "allow_future": body.allow_future, **scope}
    if body.observations is not None:
        args["observations"] = body.observations
    else:
        args["messages"] = body.text if body.text is not None else body.messages
    memory = _memory(request, caller)
    if not body.wait:
        queue = request.app.state.jobs
        job = await asyncio.to_thread(queue.submit, memory.sync, **args)
        return JSONResponse({"job_id": job.id, "status": job.status, "pending": job.pending}, status_code=202)
    result = await memory.add(**args)
    if result.extraction == "failed":  # the model failed: what was said is kept as pending records
        return error_response(502, "llm_error", f"extraction failed: {result.error}",
                              extra={"kept_pending": [d.id for d in result.decisions]})
    return result.to_dict()


@router.post("/v1/memories/search", tags=["memories"], summary="Rank the scope's memories for a query")
async def search(body: SearchBody, request: Request, caller: Auth) -> Any:
    caller.require("read")
    results = await _memory(request, caller).search(
        body.query, limit=body.limit, filters=body.filters, mode=body.mode, include_evidence=body.include_evidence,
        time=body.time, min_score=body.min_score, **_scope(caller, body))
    return {"results": [r.to_dict() for r in results]}


@router.post("/v1/memories/context", tags=["memories"], summary="The context an answer model would get")
async def context(body: ContextBody, request: Request, caller: Auth) -> Any:
    caller.require("read")
    ctx = await _memory(request, caller).context(
        body.query, budget_tokens=body.budget_tokens, limit=body.limit, filters=body.filters, mode=body.mode,
        packing=body.packing, time=body.time, min_score=body.min_score, **_scope(caller, body))
    return ctx.to_dict()


@router.get("/v1/memories", tags=["memories"], summary="List the scope's memories (cursor pages)")
async def list_memories(request: Request, caller: Auth, ids: QueryIds,
                        as_of: str | None = Query(None, description="the state once everything said by then was seen"),
                        include_deleted: QueryFlag = False, limit: int = Query(100, ge=1, le=PAGE_MAX),
                        cursor: str | None = None) -> Any:
    caller.require("read")
    # A keyset page (api.listing): its cost is the page's, the cursor the last (time, id) seen.
    page = await _memory(request, caller).list_page(as_of=as_of, include_deleted=include_deleted, limit=limit,
                                                    cursor=cursor, **_scope(caller, ids))
    return page.to_dict()


@router.get("/v1/memories/{memory_id}", tags=["memories"], summary="One memory")
async def get_memory(memory_id: str, request: Request, caller: Auth, ids: QueryIds) -> Any:
    caller.require("read")
    record = await _memory(request, caller).get(memory_id, **_scope(caller, ids))
    return record.to_dict()


@router.put("/v1/memories/{memory_id}", tags=["memories"], summary="Correct a memory's text")
async def update_memory(memory_id: str, body: UpdateBody, request: Request,
                        caller: Auth) -> Any:
    caller.require("write")
    decision = await _memory(request, caller).update(memory_id, body.text, time=body.time, **_scope(caller, body))
    return decision.to_dict()


@router.delete("/v1/memories/{memory_id}", tags=["memories"], summary="Delete a memory (erase: its text everywhere)")
async def delete_memory(memory_id: str, request: Request, caller: Auth, ids: QueryIds,
                        erase: QueryFlag = False) -> Any:
    caller.require("write")
    out = await _memory(request, caller).delete(memory_id, erase=erase, **_scope(caller, ids))
    return out.to_dict()


@router.post("/v1/memories/{memory_id}/unlink", tags=["memories"],
             summary="Undo the relation decision that filed a memory as Evidence (ROAM)")
async def unlink(memory_id: str, request: Request, caller: Auth, ids: QueryIds) -> Any:
    caller.require("write")
    decision = await _memory(request, caller).unlink(memory_id, **_scope(caller, ids))
    return decision.to_dict()


@router.get("/v1/memories/{memory_id}/history", tags=["memories"], summary="Every change of a memory")
async def history(memory_id: str, request: Request, caller: Auth, ids: QueryIds) -> Any:
    caller.require("read")
    entries = await _memory(request, caller).history(memory_id, **_scope(caller, ids))
    return {"results": [e.to_dict() for e in entries]}


@router.get("/v1/memories/{memory_id}/provenance", tags=["memories"], summary="The turns and links behind a memory")
async def provenance(memory_id: str, request: Request, caller: Auth, ids: QueryIds) -> Any:
    caller.require("read")
    return await _memory(request, caller).provenance(memory_id, **_scope(caller, ids))


@router.delete("/v1/users/{user_id}/memories", tags=["users"], summary="Erase every memory of a user")
async def erase_user(user_id: str, request: Request, caller: Auth,
                     agent_id: str | None = None, run_id: str | None = None) -> Any:
    # An erasure reaches further than a write: a write key bound to that user, or an admin key
    # that is bound to no user (a bound key, admin or not, reaches its own user only).
    caller.require("write")
    if caller.user_id != user_id and (caller.user_id is not None or "admin" not in caller.rights):
        raise forbidden("erasing a user takes a write key bound to that user, or an unbound admin key")
    result = await _memory(request, caller).delete_all(user_id=user_id, agent_id=agent_id, run_id=run_id)
    return result.to_dict()


@router.delete("/v1/tenant", tags=["users"], summary="Erase the key's whole tenant: every memory and every key")
async def erase_tenant(request: Request, caller: Auth) -> Any:
    caller.require("admin")
    if caller.user_id is not None:
        raise forbidden(f"this key is bound to user {caller.user_id!r}; erasing the tenant takes an unbound admin key")
    result = await _memory(request, caller).erase_tenant()
    return result.to_dict()


@router.post("/v1/erasure/finish", tags=["users"], summary="Finish an erasure another connection held up")
async def finish_erasure(request: Request, caller: Auth) -> Any:
    caller.require("admin")
    result = await _memory(request, caller).finish_erasure()
    return result.to_dict()


@router.post("/v1/export", tags=["transfer"], summary="The scope's memories as JSONL")
async def export(body: ExportBody, request: Request, caller: Auth) -> Response:
    caller.require("read")
    memory = _memory(request, caller).sync
    lines = await asyncio.to_thread(memory.export_stream, **_scope(caller, body))  # a bad scope: 400 here
    # Streamed: read from the store batch by batch as the client takes it (the trailer's counts
    # and checksum computed on the way), never the whole scope in memory.
    return StreamingResponse(_ndjson(lines), media_type="application/x-ndjson")


def _ndjson(lines: Iterator[dict[str, Any]]) -> Iterator[bytes]:
    batch: list[str] = []
    for line in lines:
        batch.append(json.dumps(line, ensure_ascii=False) + "\n")
        if len(batch) >= EXPORT_BATCH:
            yield "".join(batch).encode("utf-8")
            batch = []
    if batch:
        yield "".join(batch).encode("utf-8")


@router.post("/v1/import", tags=["transfer"], summary="Import a JSONL export into the scope (all or nothing)")
async def import_(request: Request, caller: Auth, ids: QueryIds, rescope: QueryFlag = False) -> Any:
    caller.require("write")
    scope = _scope(caller, ids)
    # The body goes to a temporary file as it arrives (size-limited by the app: BodyLimit), and
    # the library reads it line by line from there: the server never holds the whole body.
    with tempfile.TemporaryDirectory(prefix="memstrata-import-") as folder:
        path = Path(folder) / "body.jsonl"
        with open(path, "wb") as f:
            async for chunk in request.stream():
                f.write(chunk)
        try:
            result = await _memory(request, caller).import_(path, rescope=rescope, **scope)
        except ImportConflictError:
            raise  # 409, as it is
        except ImportFormatError as exc:  # the line of the body it is about
            raise InvalidInputError(f"body: line {exc.line_no}: {exc.reason} (nothing was imported)",
                                    field="body") from None
    return result.to_dict()


@router.get("/v1/jobs/{job_id}", tags=["jobs"], summary="A queued add: pending, done (its decisions) or failed")
async def job(job_id: str, request: Request, caller: Auth) -> Any:
    caller.require("read")
    found = await asyncio.to_thread(request.app.state.jobs.get, caller.tenant, job_id)
    if caller.user_id is not None and found.scope.user_id != caller.user_id:
        raise ApiError(404, "not_found", f"no job with id {job_id!r}")  # as for an unknown id
    return found.to_dict()


@router.get("/healthz", tags=["service"], summary="Whether the server and its store answer")
async def healthz(request: Request) -> Any:
    memory = request.app.state.memory.sync
    await asyncio.to_thread(memory.store.get_meta, "policy")  # raises StoreUnavailableError: 503
    return {"status": "ok", "policy": memory.manager.name}
