"""Admin routes for the tenant's API keys: create (the key is shown once), list, revoke, so a
server can be run without shell access to its store (``memstrata keys`` does the same there).

Only an admin key bound to no user may call them, and only for its own tenant: a key is always
created in the caller's tenant, listed keys are the caller's tenant's, and another tenant's
prefix reads as unknown (404, the same words as a prefix that does not exist). A listing never
holds a secret or a digest. Revoking a key also ends the MCP sessions it opened
(``mcp_sessions``)."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, ClassVar

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.routing import Mount

from memstrata.server.auth import Caller, authenticate
from memstrata.server.errors import ApiError, forbidden
from memstrata.server.schemas import ERROR_RESPONSES
from memstrata.store.api_keys import ApiKey

router = APIRouter(prefix="/v1/keys", tags=["keys"], responses=ERROR_RESPONSES)


def _tenant_admin(caller: Annotated[Caller, Depends(authenticate)]) -> Caller:
    """The caller, when it is an unbound admin key (a bound one manages its own user only)."""
    caller.require("admin")
    if caller.user_id is not None:
        raise forbidden(f"this key is bound to user {caller.user_id!r}; managing keys takes an unbound admin key")
    return caller


Admin = Annotated[Caller, Depends(_tenant_admin)]


class CreateKeyBody(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    call: ClassVar[str] = "create_key"  # the name refusals give, as the library's methods name themselves

    rights: str | list[str] = Field("read,write", description="read, write and/or admin: a list or "
                                                              "comma-separated; admin implies the others")
    user_id: str | None = Field(None, description="bind the key to this user: it reaches no other")
    label: str = Field("", description="a note to tell keys apart in listings")


@router.post("", summary="Create a key in the caller's tenant (the key is in this answer only)", status_code=201)
async def create_key(body: CreateKeyBody, request: Request, caller: Admin) -> Any:
    key, grant = await asyncio.to_thread(_store(request).create_key, caller.tenant, user_id=body.user_id,
                                         rights=body.rights if isinstance(body.rights, str) else tuple(body.rights),
                                         label=body.label)
    return JSONResponse({"key": key, **grant.to_dict()}, status_code=201)


@router.get("", summary="The caller's tenant's keys, revoked ones included (never a secret)")
async def list_keys(request: Request, caller: Admin) -> Any:
    keys = await asyncio.to_thread(_store(request).list_keys, caller.tenant)
    return {"results": [k.to_dict() for k in keys]}


@router.delete("/{prefix}", summary="Revoke a key of the caller's tenant; its MCP sessions end")
async def revoke_key(prefix: str, request: Request, caller: Admin) -> Any:
    store = _store(request)
    grant = await asyncio.to_thread(_own_key, store, caller.tenant, prefix)
    revoked = await asyncio.to_thread(store.revoke_key, grant.prefix)
    mcp = _mcp_app(request)
    ended = await mcp.end_sessions_of(grant.prefix) if mcp is not None else 0
    return {**revoked.to_dict(), "mcp_sessions_ended": ended}


def _own_key(store: Any, tenant: str, prefix: str) -> ApiKey:
    for grant in store.list_keys(tenant):
        if grant.prefix == prefix:
            return grant
    raise ApiError(404, "not_found", f"no key with prefix {prefix!r}")  # another tenant's: the same words


def _store(request: Request) -> Any:
    return request.app.state.memory.sync.store


def _mcp_app(request: Request) -> Any:
    """The app's MCP endpoint (``mcp_server.KeyedMCP``), when it has one."""
    for route in request.app.routes:
        if isinstance(route, Mount) and route.path == "/mcp" and hasattr(route.app, "end_sessions_of"):
            return route.app
    return None
