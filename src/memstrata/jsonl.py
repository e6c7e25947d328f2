"""Reading JSON Lines files with the line number of every record, so each caller can say
exactly which line is bad (imports, observation files, episode files)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.validate import find_lone_surrogate


def read_jsonl(path: str | Path, what: str, bad_line: Callable[[int, str], Exception]) -> list[tuple[int, Any]]:
    """(line number, parsed value) for every non-blank line; a missing file raises
    InvalidInputError naming ``what``; a line that is not UTF-8, not strict JSON (NaN and
    Infinity are not JSON) or holds a lone surrogate escape raises ``bad_line(no, reason)``."""
    path = Path(path)
    if not path.exists():
        raise InvalidInputError(f"{what} not found: {path}")
    if path.is_dir():
        raise InvalidInputError(f"{what} {path} is a folder, not a file")
    out = []
    with open(path, "rb") as f:  # decoded line by line so a bad byte is reported with its line
        for no, raw in enumerate(f, start=1):
            if no == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]  # a UTF-8 byte order mark, as some editors write
            if not raw.strip():
                continue
            out.append((no, parse_json_line(raw, no, bad_line)))
    return out


def parse_json_line(raw: bytes, no: int, bad_line: Callable[[int, str], Exception]) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise bad_line(no, f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at byte {exc.start + 1})") from None
    try:
        return loads_strict(text)
    except json.JSONDecodeError as exc:
        raise bad_line(no, f"not valid JSON ({exc.msg} at column {exc.colno})") from None
    except ValueError as exc:
        raise bad_line(no, str(exc)) from None


def loads_strict(text: str) -> Any:
    """``json.loads`` that also refuses what Python accepts but JSON does not: NaN and
    Infinity, and ``"\\ud800"`` escapes of lone surrogates. Raises ValueError (a
    ``JSONDecodeError`` for syntax) saying why."""
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError("not valid JSON here (nested too deeply)") from None
    surrogate = find_lone_surrogate(value)
    if surrogate:
        raise ValueError(f"holds the escape {surrogate!r}, a lone surrogate that is not valid Unicode")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"not valid JSON ({name} is not a JSON value)")
