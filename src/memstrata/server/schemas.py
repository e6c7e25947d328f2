"""The request bodies of the REST API (their JSON schema is the OpenAPI schema's). Unknown
fields are refused, so a misspelt option is an error, not a silent default. Values the
library checks itself (times, metadata, filters, modes) are passed on as given and get its
errors, which name the field."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
from pydantic_core import PydanticCustomError

from memstrata.validate import brief


def _strict_flag(value: object) -> object:
    # A query string is text: "true" and "false" are the only flags ("yes", "1" and "on" are
    # not, as "no" is not false in a body).
    if isinstance(value, str):
        if value in ("true", "false"):
            return value == "true"
        raise PydanticCustomError("flag", "expected true or false, got {value}", {"value": brief(value)})
    return value


# A boolean query parameter (erase, include_deleted, rescope): true or false, nothing else.
QueryFlag = Annotated[bool, BeforeValidator(_strict_flag)]


class _Body(BaseModel):
    # strict: "5" is not a limit and "no" is not false (as the library refuses them too).
    model_config = ConfigDict(extra="forbid", strict=True)


class ScopeFields(_Body):
    user_id: str | None = Field(None, description="the user; a user-bound key's own user when left out")
    agent_id: str | None = None
    run_id: str | None = None


class AddBody(ScopeFields):
    call: ClassVar[str] = "add"  # the name refusals give (arguments.check_arguments), as the library's
    messages: str | list[Any] | None = Field(None, description="a conversation: [{role, content, name?, id?, time?}]")
    text: str | None = Field(None, description="one thing the user said (a single user message)")
    observations: list[Any] | None = Field(None, description="pre-extracted facts: [text or {text, time?, source?}]")
    time: str | int | float | None = Field(None, description="when it was said: ISO 8601, or Unix seconds; "
                                                              "default now")
    metadata: dict[str, Any] | None = None
    infer: bool = Field(True, description="extract facts from messages (false: keep them verbatim)")
    allow_future: bool = False
    wait: bool = Field(True, description="false: queue the add and answer 202 with a job id at once")


class SearchBody(ScopeFields):
    call: ClassVar[str] = "search"
    query: str
    limit: int = Field(10, ge=1, le=1000)
    filters: dict[str, Any] | None = None
    mode: str = "hybrid"
    include_evidence: bool = False
    time: str | int | float | None = None
    min_score: float | None = Field(None, ge=0, le=1, description="leave out results scoring below this "
                                                                   "(default: the no-match line; 0: every result)")


class ContextBody(ScopeFields):
    call: ClassVar[str] = "context"
    query: str
    budget_tokens: int = Field(256, ge=1, le=200_000)
    limit: int = Field(50, ge=1, le=1000)
    filters: dict[str, Any] | None = None
    mode: str = "hybrid"
    packing: str | None = None
    time: str | int | float | None = None
    min_score: float | None = Field(None, ge=0, le=1, description="leave out memories scoring below this "
                                                                   "(default: the no-match line)")


class UpdateBody(ScopeFields):
    call: ClassVar[str] = "update"
    text: str
    time: str | int | float | None = None


class ExportBody(ScopeFields):
    call: ClassVar[str] = "export"


class ErrorDetail(BaseModel):
    type: str = Field(description="the kind: invalid_request, unauthorized, forbidden, not_found, conflict, "
                                  "payload_too_large, rate_limited, llm_error, store_unavailable, internal")
    message: str
    field: str | None = Field(None, description="the field that was wrong, when one was")
    model_config = ConfigDict(extra="allow")


class ErrorBody(BaseModel):
    error: ErrorDetail


# Every route answers these in the one error shape (server.errors); declared so the OpenAPI
# schema says what a client gets.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": text} for status, text in (
        (400, "invalid input (the message names the field)"), (401, "no key, or a wrong or revoked one"),
        (403, "the key lacks the right or reaches another user"), (404, "no such id in the caller's scope"),
        (409, "policy mismatch or import conflict"), (413, "body over the limit"),
        (422, "the request does not match the schema"), (429, "over the key's rate (see Retry-After)"),
        (502, "the model failed on a synchronous add"), (503, "the store is unavailable"))}
