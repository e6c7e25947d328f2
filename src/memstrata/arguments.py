"""One strict check of a call's arguments for every way in: the Python API (``typecheck``
checks a method's arguments against its annotations), REST (a request body against its
model) and MCP (a tool call against its argument model). The same input gets the same
refusal in all three, naming the call and the argument:

- an argument the call does not take: ``search: unknown argument 'lmit'; the arguments are ...``
  (never dropped silently);
- a value of the wrong type: ``search: limit must be int, got str '5'`` (never coerced: ``"5"``
  is not a limit, ``"yes"`` not True);
- a missing one: ``add_memory: content is required``;
- a value out of range or otherwise wrong: ``search_memory: limit: Input should be less than or
  equal to 50``.

Each is an ``InvalidInputError`` whose ``field`` is the argument.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from memstrata.errors import InvalidInputError
from memstrata.typecheck import conforms, unknown_argument, wrong_type
from memstrata.validate import brief


def check_arguments(model: type[BaseModel], arguments: object, what: str) -> BaseModel:
    """``arguments`` as ``model`` (validated strictly), or the refusal (see the module)."""
    if not isinstance(arguments, Mapping):
        raise InvalidInputError(f"{what}: the arguments must be an object, got {type(arguments).__name__} "
                                f"{brief(arguments)}", field="arguments")
    fields = model.model_fields
    for name in arguments:
        if name not in fields:
            raise unknown_argument(what, str(name), fields)
    for name, info in fields.items():
        if name not in arguments:
            if info.is_required():
                raise InvalidInputError(f"{what}: {name} is required", field=name)
        elif not conforms(arguments[name], info.annotation):
            raise wrong_type(what, name, arguments[name], info.annotation)
    try:
        return model.model_validate(dict(arguments))
    except ValidationError as exc:
        raise refusal(exc.errors(), what) from None


def refusal(errors: Iterable[Any], what: str) -> InvalidInputError:
    """The first of pydantic's ``errors`` as the refusal, for what the type checks above leave
    to the model (bounds, lengths, formats)."""
    first = next(iter(errors), {"loc": (), "msg": "invalid"})
    loc = ".".join(str(p) for p in first.get("loc", ())) or "arguments"
    return InvalidInputError(f"{what}: {loc}: {first.get('msg', 'invalid')}", field=loc.split(".")[0])
