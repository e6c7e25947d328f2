"""Structured output: ask for JSON matching a pydantic model, validate, retry with the error.

Small local models sometimes wrap JSON in prose or code fences, or miss a field. We give the
model its own output and the validation error and ask again; after ``retries`` failures we
raise ``StructuredOutputError`` with the last error, so callers can keep the input as pending
rather than guess.

``context`` goes to the model's validators (pydantic's validation context), for checks that
depend on the request: that a reply cites only the references the prompt supplied.
"""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from memstrata.errors import StructuredOutputError
from memstrata.models.llm.base import LLM, Message

T = TypeVar("T", bound=BaseModel)
_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.S)


def parse_json_object(text: str) -> object:
    """Parse JSON from a model reply, tolerating code fences and leading/trailing prose."""
    cleaned = _FENCE.sub("", text.strip())
    try:
        return json.loads(cleaned)
    except json.JSONDecodeError:
        start, end = cleaned.find("{"), cleaned.rfind("}")
        if start != -1 and end > start:
            return json.loads(cleaned[start:end + 1])
        raise


def structured(llm: LLM, messages: list[Message], model: type[T], *, retries: int = 2,
               max_tokens: int = 1024, context: dict[str, Any] | None = None,
               schema: dict[str, Any] | None = None) -> T:
    """``schema``: a narrower JSON schema than the model's for this request (the refs a reply
    may name, how many items), for backends that constrain output by it; the reply is still
    validated by ``model``."""
    schema = schema or model.model_json_schema()
    convo = list(messages)
    last_error = ""
    for _attempt in range(retries + 1):
        resp = llm.chat(convo, schema=schema, max_tokens=max_tokens)
        try:
            return model.model_validate(parse_json_object(resp.content), context=context)
        except (json.JSONDecodeError, ValidationError, TypeError) as exc:
            last_error = _short_error(exc)
            convo = [*messages,
                     {"role": "assistant", "content": resp.content},
                     {"role": "user", "content": "Your reply was not valid: " + last_error +
                      "\nReply again with only a JSON object that matches the schema."}]
    raise StructuredOutputError(
        f"{llm.name} gave invalid {model.__name__} output {retries + 1} times; last error: {last_error}")


def _short_error(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'value'}: {e['msg']}" for e in exc.errors()[:5])
    return f"not JSON ({exc})"
