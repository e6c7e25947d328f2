"""Reading JSON Lines files with the line number of every record, so each caller can say
exactly which line is bad (imports, observation files, episode files), and whole JSON files
(message lists, datasets to convert) with the same checks."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

from memstrata.errors import InvalidInputError
from memstrata.validate import find_lone_surrogate

# Deeper JSON is refused on reading: what memstrata stores nests a few levels, and serialising
# or validating a value recurses once per level (Python's stack allows ~1,000).
MAX_DEPTH = 100


def read_jsonl(path: str | Path, what: str, bad_line: Callable[[int, str], Exception]) -> list[tuple[int, Any]]:
    """(line number, parsed value) for every non-blank line; a missing file raises
    InvalidInputError naming ``what``; a line that is not UTF-8, not strict JSON (NaN and
    Infinity are not JSON) or holds a lone surrogate escape raises ``bad_line(no, reason)``."""
    return [(no, value) for no, _offset, value in iter_jsonl(path, what, bad_line)]


def iter_jsonl(path: str | Path, what: str, bad_line: Callable[[int, str], Exception]) -> Iterator[tuple[int, int, Any]]:
    """``read_jsonl`` one line at a time: (line number, byte offset of the line, parsed value),
    so a caller can go through a file of any size holding one line, and read a line again
    later (``read_line_at``). The file is checked (exists, not a folder) at the call."""
    path = Path(path)
    if not path.exists():
        raise InvalidInputError(f"{what} not found: {path}")
    if path.is_dir():
        raise InvalidInputError(f"{what} {path} is a folder, not a file")
    return _lines_of(path, bad_line)


def _lines_of(path: Path, bad_line: Callable[[int, str], Exception]) -> Iterator[tuple[int, int, Any]]:
    with open(path, "rb") as f:  # decoded line by line so a bad byte is reported with its line
        offset = 0
        for no, raw in enumerate(f, start=1):
            at, offset = offset, offset + len(raw)
            if no == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw, at = raw[3:], at + 3  # a UTF-8 byte order mark, as some editors write
            if not raw.strip():
                continue
            yield no, at, parse_json_line(raw, no, bad_line)


def read_line_at(f: BinaryIO, offset: int, no: int, bad_line: Callable[[int, str], Exception]) -> Any:
    """The parsed line that starts at ``offset`` of the open file (as ``iter_jsonl`` gave it)."""
    f.seek(offset)
    return parse_json_line(f.readline(), no, bad_line)


def read_json_file(path: str | Path, what: str) -> Any:
    """The parsed content of a JSON file; InvalidInputError naming ``what`` and the line if
    it is missing, not UTF-8 or not strict JSON."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InvalidInputError(f"{what} not found: {path}") from None
    except IsADirectoryError:
        raise InvalidInputError(f"{what} {path} is a folder, not a file") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise InvalidInputError(f"{path}: not valid UTF-8 (byte 0x{raw[exc.start]:02x} on line {line})") from None
    try:
        return loads_strict(text)
    except json.JSONDecodeError as exc:
        raise InvalidInputError(f"{path}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    except ValueError as exc:
        raise InvalidInputError(f"{path}: {exc}") from None


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
    except json.JSONDecodeError:
        raise
    except ValueError as exc:
        if "integer string conversion" in str(exc):  # Python's int-string limit, not the JSON's fault
            raise ValueError("holds an integer of more than 4,300 digits, which memstrata does not read") from None
        raise
    if nesting_depth(value) > MAX_DEPTH:
        raise ValueError(f"nested deeper than {MAX_DEPTH} levels (lists and objects inside each other)")
    surrogate = find_lone_surrogate(value)
    if surrogate:
        raise ValueError(f"holds the escape {surrogate!r}, a lone surrogate that is not valid Unicode")
    return value


def nesting_depth(value: Any) -> int:
    """How deep lists and objects nest in a parsed JSON value (a scalar: 0). Iterative: a
    recursive walk, like every later step that serialises the value, would overflow the stack
    on what the parser still accepted."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            return deepest  # far enough to refuse it
        stack.extend((child, depth + 1) for child in children)
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(f"not valid JSON ({name} is not a JSON value)")
