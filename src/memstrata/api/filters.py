"""The filter language of ``search`` and ``context`` (the Python API, REST and MCP alike;
documented in docs/filters.md).

``filters`` is an object whose keys all hold at once (AND):

- ``kind``: one kind (``"event"``), a list of kinds (any of them), ``{"$eq": kind}`` or
  ``{"$in": [kind, ...]}``;
- ``time_from`` / ``time_to``: inclusive bounds on the memory's time (ISO 8601 or Unix seconds);
- any other key: a key of the metadata given at ``add``, whose value must equal the one given
  (JSON equality: a list or an object is matched whole), or ``{"$eq": value}``.

Everything else is refused by name (``InvalidInputError``, ``field="filters.<key>"``) instead
of matching nothing: a key starting with ``$`` (``$or``, ``$and``: there are no logical
operators), an operator other than ``$eq`` and ``$in`` (``$regex``, ``$ne``, ``$gt``...), ``$in``
on a metadata key, an object mixing an operator with other keys, an unknown kind, an empty
list, a time that does not parse, ``time_from`` after ``time_to``, a value with no JSON form.
"""

from __future__ import annotations

from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.timeutil import normalize_time
from memstrata.types import KINDS
from memstrata.validate import brief, check_json

TIME_KEYS = ("time_from", "time_to")
OPERATORS = ("$eq", "$in")
_EQUAL = "$eq"


def check_filters(filters: object) -> dict[str, Any] | None:
    """``filters`` checked and in plain form: times as ISO text (UTC), ``kind`` as a kind or a
    list of kinds, a metadata key as the value to equal (``$eq`` unwrapped)."""
    if filters is None:
        return None
    if not isinstance(filters, dict):
        raise InvalidInputError(f"filters: expected an object, got {type(filters).__name__} {brief(filters)}",
                                field="filters")
    out: dict[str, Any] = {}
    for key, condition in filters.items():
        if not isinstance(key, str):
            raise InvalidInputError(f"filters: keys must be strings, got {brief(key)}", field="filters")
        where = f"filters.{key}"
        if key.startswith("$"):
            raise InvalidInputError(
                f"{where}: {key!r} is not supported; filters has no logical operators (its keys all hold at once) "
                f"and its keys are kind, time_from, time_to or a metadata key", field=where)
        if key in TIME_KEYS:
            if isinstance(condition, dict):
                raise InvalidInputError(f"{where}: expected a time (ISO 8601 or Unix seconds), not an object or an "
                                        f"operator; time_from and time_to are the bounds (inclusive)", field=where)
            if condition is None:
                raise InvalidInputError(f"{where}: expected a time, got None", field=where)
            out[key] = normalize_time(condition, where)
        elif key == "kind":
            out[key] = _kinds(condition, where)
        else:
            op = _operator(condition, where)
            if op == "$in":
                raise InvalidInputError(f"{where}: $in is supported on kind only; a metadata key matches one value "
                                        f"(give it, or {{\"$eq\": value}})", field=where)
            value = condition[op] if op else condition
            check_json(value, where)
            out[key] = value
    if "time_from" in out and "time_to" in out and out["time_from"] > out["time_to"]:
        raise InvalidInputError(f"filters.time_from: {out['time_from']} is after filters.time_to {out['time_to']}; "
                                f"nothing could match", field="filters.time_from")
    return out


def search_filters(filters: dict[str, Any]) -> dict[str, Any]:
    """Checked ``filters`` (``check_filters``) as the store's ``filtered_ids`` arguments."""
    out: dict[str, Any] = {"metadata": {}}
    for key, want in filters.items():
        if key == "kind":
            out["kinds"] = tuple(want) if isinstance(want, list) else (want,)
        elif key in TIME_KEYS:
            out[key] = want
        else:
            out["metadata"][key] = want
    return out


def _operator(condition: object, where: str) -> str | None:
    """The operator of an operator object (``{"$eq": ...}``), None for a plain value."""
    if not isinstance(condition, dict) or not any(isinstance(k, str) and k.startswith("$") for k in condition):
        return None
    if len(condition) != 1:
        raise InvalidInputError(f"{where}: an operator object holds exactly one operator, got keys "
                                f"{', '.join(map(repr, condition))}", field=where)
    (op,) = condition
    if op not in OPERATORS:
        raise InvalidInputError(f"{where}: unknown operator {op!r}; the operators are {', '.join(OPERATORS)} "
                                f"(see docs/filters.md)", field=where)
    return op


def _kinds(condition: object, where: str) -> str | list[str]:
    op = _operator(condition, where)
    value = condition[op] if op else condition  # type: ignore[index]
    if op == "$in" and not isinstance(value, list):
        raise InvalidInputError(f"{where}: $in takes a list of kinds, got {type(value).__name__} {brief(value)}",
                                field=where)
    if op == _EQUAL and isinstance(value, list):
        raise InvalidInputError(f"{where}: $eq takes one kind; use $in for a list", field=where)
    given: list[Any] = value if isinstance(value, list) else [value]
    if not given:
        raise InvalidInputError(f"{where}: an empty list matches nothing; give at least one of {', '.join(KINDS)}",
                                field=where)
    kinds: list[str] = []
    for kind in given:
        if not isinstance(kind, str) or kind not in KINDS:
            raise InvalidInputError(f"{where}: {brief(kind)} is not one of {', '.join(KINDS)}", field=where)
        kinds.append(kind)
    return kinds if isinstance(value, list) else kinds[0]
