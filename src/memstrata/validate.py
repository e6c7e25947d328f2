"""Checks on values that come from outside: text that SQLite and JSON can hold, ids with a
bounded length, JSON-safe metadata, integers and flags of the right type.

Python strings may hold lone surrogates (``"\\ud800"``; also what ``surrogateescape`` makes
of invalid UTF-8 in file names and command-line arguments). They cannot be encoded as
UTF-8, so SQLite, JSON files and the tokenizers would fail on them deep inside a write;
they are refused here, at the edge, with the name of the field.
"""

from __future__ import annotations

import math
import re
from typing import Any

from memstrata.errors import InvalidInputError

# Scope ids (user_id, agent_id, run_id) are keys in every table and often e-mail addresses
# or UUIDs; a bound keeps an index entry small and a pasted document out of the key.
MAX_SCOPE_ID_CHARS = 256
# Turn ids, speakers and sources are labels shown with provenance; a source may be a URL.
MAX_LABEL_CHARS = 2048
# Metadata nests at most this deep: deeper values are almost surely a mistake, and the
# JSON encoder would hit Python's recursion limit on them.
MAX_JSON_DEPTH = 32

_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def check_unicode(text: str, field: str) -> str:
    """``text`` unchanged, or InvalidInputError if it holds a lone surrogate."""
    m = _SURROGATE.search(text)
    if m:
        raise InvalidInputError(
            f"{field}: holds a lone surrogate ({m.group()!r} at position {m.start()}), which is not valid "
            f"Unicode; pass text decoded from valid UTF-8", field=field)
    return text


def check_string(value: object, field: str) -> str:
    """A str with no lone surrogate (any length, control characters allowed)."""
    if not isinstance(value, str):
        raise InvalidInputError(f"{field}: expected a string, got {type(value).__name__}", field=field)
    return check_unicode(value, field)


def check_identifier(value: object, field: str, max_chars: int = MAX_SCOPE_ID_CHARS) -> str:
    """A non-empty id of at most ``max_chars`` characters with no control character."""
    text = check_string(value, field)
    if not text.strip():
        raise InvalidInputError(f"{field}: must be a non-empty string, got {value!r}", field=field)
    if len(text) > max_chars:
        raise InvalidInputError(f"{field}: is {len(text):,} characters; the limit is {max_chars}", field=field)
    m = _CONTROL.search(text)
    if m:
        raise InvalidInputError(f"{field}: holds a control character ({m.group()!r} at position {m.start()})",
                                field=field)
    return text


def check_int(value: object, field: str, *, minimum: int | None = None, maximum: int | None = None) -> int:
    """An int (never a bool, a float or a numeric string) within the bounds."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInputError(f"{field}: expected an integer, got {type(value).__name__} {brief(value)}", field=field)
    if minimum is not None and value < minimum:
        raise InvalidInputError(f"{field}: must be at least {minimum}, got {brief(value)}", field=field)
    if maximum is not None and value > maximum:
        raise InvalidInputError(f"{field}: must be at most {maximum:,}, got {brief(value)}", field=field)
    return value


def check_score(value: object, field: str) -> float:
    """A relevance score threshold: a number in [0, 1] (never a bool or a string)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
        raise InvalidInputError(f"{field}: expected a number from 0 to 1, got {brief(value)}", field=field)
    return float(value)


def check_bool(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidInputError(f"{field}: expected True or False, got {type(value).__name__} {brief(value)}",
                                field=field)
    return value


def check_json(value: Any, field: str) -> None:
    """``value`` must survive a JSON round trip unchanged: dicts with string keys, lists,
    strings without lone surrogates, finite numbers, booleans and None."""
    _check_json(value, field, 0)


def _check_json(value: Any, where: str, depth: int) -> None:
    if depth > MAX_JSON_DEPTH:
        raise InvalidInputError(f"{where}: nested deeper than {MAX_JSON_DEPTH} levels", field=where)
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int):
        if not -(2**63) <= value < 2**63:  # the range SQLite's JSON functions and most readers keep exactly
            raise InvalidInputError(f"{where}: {brief(value)} is outside the 64-bit integer range", field=where)
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInputError(f"{where}: {value!r} has no JSON form; use a finite number or null", field=where)
        return
    if isinstance(value, str):
        check_unicode(value, where)
        return
    if isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _check_json(item, f"{where}[{i}]", depth + 1)
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidInputError(f"{where}: keys must be strings, got {type(key).__name__} {brief(key)}",
                                        field=where)
            check_unicode(key, f"{where} key {brief(key)}")
            _check_json(item, f"{where}.{key}", depth + 1)
        return
    raise InvalidInputError(f"{where}: {type(value).__name__} is not JSON-serialisable; use strings, numbers, "
                            f"booleans, null, lists and dicts", field=where)


def find_lone_surrogate(value: Any) -> str | None:
    """The first lone surrogate in a parsed JSON value (``"\\ud800"`` escapes are valid
    JSON syntax but not valid Unicode), or None. Iterative: parsed JSON can nest deeper
    than a recursive walk may go."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            m = _SURROGATE.search(item)
            if m:
                return m.group()
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None


def brief(value: object, width: int = 40) -> str:
    """A short repr for messages (a huge int has no cheap decimal form)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 100:
        return f"an integer of {value.bit_length()} bits"
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."
