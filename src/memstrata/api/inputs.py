"""Validation and normalisation of what callers pass to ``Memory.add``.

Everything is checked before anything is written, so a bad item in a batch leaves the
store untouched and the error names the item.
"""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

from memstrata.api.filters import check_filters, search_filters  # noqa: F401 - the filter language, named here for callers
from memstrata.errors import InvalidInputError
from memstrata.timeutil import format_time, normalize_time, now_utc, utc_offset_of
from memstrata.types import KINDS, Observation
from memstrata.validate import MAX_LABEL_CHARS, check_identifier, check_json, check_unicode


def check_text(text: object, what: str, max_chars: int) -> str:
    if not isinstance(text, str):
        raise InvalidInputError(f"{what}: expected a string, got {type(text).__name__}")
    check_unicode(text, what)
    if not text.strip():
        raise InvalidInputError(f"{what}: text is empty or whitespace")
    if len(text) > max_chars:
        raise InvalidInputError(
            f"{what}: text is {len(text):,} characters; the limit is {max_chars:,} "
            f"(split it into smaller pieces, or raise max_text_chars)")
    return text.strip()


def check_metadata(metadata: object, what: str = "metadata") -> dict[str, Any]:
    """Metadata is stored as JSON and matched by filters: a dict with string keys whose
    values survive a JSON round trip unchanged."""
    if not isinstance(metadata, dict):
        raise InvalidInputError(f"{what}: expected a dict, got {type(metadata).__name__}", field=what)
    check_json(metadata, what)
    return metadata


def _label(value: object, where: str) -> str:
    """A turn id, speaker or source: a short string (an int id is taken as its digits)."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    return check_identifier(value, where, MAX_LABEL_CHARS)


def normalize_turns(messages: str | list[Any], time: str, max_chars: int,
                    offset: str | None = None) -> list[dict[str, Any]]:
    """Turns with ``id``, ``speaker``, ``text``, ``time`` from Mem0-style messages
    (``{"role", "content"}``, optionally ``name``, ``id``, ``time``) or a plain string."""
    if isinstance(messages, str):
        messages = [{"role": "user", "content": messages}]
    if not isinstance(messages, list) or not messages:
        raise InvalidInputError("messages: expected a non-empty list of {'role', 'content'} dicts or a string")
    batch = uuid.uuid4().hex[:8]
    turns = []
    for i, msg in enumerate(messages):
        where = f"messages[{i}]"
        if isinstance(msg, str):
            msg = {"role": "user", "content": msg}
        if not isinstance(msg, dict) or "content" not in msg:
            raise InvalidInputError(f"{where}: expected a dict with 'content'")
        turn_id = msg.get("id") or f"{batch}:{i}"
        speaker = msg.get("name") or msg.get("speaker") or msg.get("role") or "user"
        turns.append({
            "id": _label(turn_id, f"{where}.id"),
            "speaker": _label(speaker, f"{where}.speaker"),
            "text": check_text(msg["content"], where, max_chars),
            "time": normalize_time(msg["time"], f"{where}.time") if msg.get("time") is not None else time,
            # The time zone the turn's time was given in keeps the user's date (timeutil).
            "utc_offset": utc_offset_of(msg["time"]) if msg.get("time") is not None else offset,
        })
    ids = [t["id"] for t in turns]
    if len(set(ids)) != len(ids):
        raise InvalidInputError("messages: turn ids repeat within one call")
    return turns


def normalize_observations(items: list[Any], time: str, max_chars: int,
                           offset: str | None = None) -> list[Observation]:
    if not isinstance(items, list) or not items:
        raise InvalidInputError("observations: expected a non-empty list of strings or dicts with 'text'")
    out = []
    for i, item in enumerate(items):
        where = f"observations[{i}]"
        if isinstance(item, str):
            item = {"text": item}
        if not isinstance(item, dict):
            raise InvalidInputError(f"{where}: expected a string or a dict with 'text'")
        unknown = set(item) - {"text", "time", "source", "sources", "kind", "valid_at", "metadata", "speaker", "id"}
        if unknown:
            raise InvalidInputError(f"{where}: unknown fields {sorted(unknown)}")
        kind = item.get("kind", "fact")
        if kind not in KINDS:
            raise InvalidInputError(f"{where}.kind: {kind!r} is not one of {', '.join(KINDS)}")
        sources = item.get("sources") or ([item["source"]] if item.get("source") else [])
        if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
            raise InvalidInputError(f"{where}.sources: expected a list of strings")
        sources = [_label(s, f"{where}.sources[{j}]") for j, s in enumerate(sources)]
        attrs: dict[str, Any] = {}
        if item.get("metadata") is not None:
            check_metadata(item["metadata"], f"{where}.metadata")
        if item.get("metadata"):
            attrs["metadata"] = item["metadata"]
        if item.get("speaker"):
            attrs["speaker"] = _label(item["speaker"], f"{where}.speaker")
        item_offset = utc_offset_of(item["time"]) if item.get("time") is not None else offset
        if item_offset:
            attrs["utc_offset"] = item_offset
        out.append(Observation(
            text=check_text(item.get("text"), where, max_chars),
            time=normalize_time(item["time"], f"{where}.time") if item.get("time") is not None else time,
            sources=sources or ([_label(item["id"], f"{where}.id")] if item.get("id") else []),
            kind=kind,
            valid_at=normalize_time(item.get("valid_at"), f"{where}.valid_at", default_now=False),
            attrs=attrs,
        ))
    return out


def check_not_future(times: list[str], tolerance_s: float | None, allow_future: bool) -> None:
    """Refuse times more than ``tolerance_s`` past now (None: no limit) unless ``allow_future``:
    a future time would stay current over every later update."""
    if allow_future or tolerance_s is None:
        return
    limit = format_time(now_utc() + timedelta(seconds=tolerance_s))
    late = max(times, default="")
    if late > limit:
        raise InvalidInputError(
            f"time {late} is more than {tolerance_s:g} s past the current time; a future time would stay current "
            f"over every later update. Pass allow_future=True, or raise future_tolerance_s (config).")
