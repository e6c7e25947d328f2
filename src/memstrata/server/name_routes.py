"""The user's names over REST: ``PUT /v1/users/{user_id}/names`` (a write key that reaches that
user) and ``GET`` (a read key). What they do is ``Memory.set_names`` / ``get_names``: extraction
writes the name instead of "the user", and search treats the name as the user."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, ClassVar

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, Field

from memstrata.server.auth import Caller, authenticate
from memstrata.server.schemas import ERROR_RESPONSES

router = APIRouter(prefix="/v1/users", tags=["users"], responses=ERROR_RESPONSES)
Auth = Annotated[Caller, Depends(authenticate)]


class NamesBody(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    call: ClassVar[str] = "set_names"

    name: str | None = Field(None, description="what the user is called; extraction writes it instead of 'the user'")
    aliases: list[str] = Field(default_factory=list, description="other names of the same user")
    speakers: dict[str, str] = Field(default_factory=dict, description="names of the other speakers by role, "
                                                                      "e.g. {'assistant': 'Ava'}")


@router.put("/{user_id}/names", summary="Set the user's names (replaces them; none at all removes them)")
async def set_names(user_id: str, body: NamesBody, request: Request, caller: Auth) -> Any:
    caller.require("write")
    memory = request.app.state.memory.sync.for_tenant(caller.tenant)
    names = await asyncio.to_thread(memory.set_names, user_id=caller.user(user_id), name=body.name,
                                    aliases=body.aliases, speakers=body.speakers)
    return names.to_dict()


@router.get("/{user_id}/names", summary="The user's names")
async def get_names(user_id: str, request: Request, caller: Auth) -> Any:
    caller.require("read")
    memory = request.app.state.memory.sync.for_tenant(caller.tenant)
    names = await asyncio.to_thread(memory.get_names, user_id=caller.user(user_id))
    return names.to_dict()
