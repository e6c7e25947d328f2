"""Reading JSON Lines files with the line number of every record, so each caller can say
exactly which line is bad (imports, observation files, episode files)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memstrata.errors import InvalidInputError


def read_jsonl(path: str | Path, what: str, bad_line: Callable[[int, str], Exception]) -> list[tuple[int, Any]]:
    """(line number, parsed value) for every non-blank line; a missing file raises
    InvalidInputError naming ``what``, a line that is not JSON raises ``bad_line(no, reason)``."""
    path = Path(path)
    if not path.exists():
        raise InvalidInputError(f"{what} not found: {path}")
    out = []
    with open(path, encoding="utf-8") as f:
        for no, text in enumerate(f, start=1):
            if not text.strip():
                continue
            try:
                out.append((no, json.loads(text)))
            except json.JSONDecodeError as exc:
                raise bad_line(no, f"not valid JSON ({exc.msg} at column {exc.colno})") from None
    return out
