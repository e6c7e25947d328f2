"""Validation of export files before import.

Every line is parsed and checked against its schema first; only a file with no bad line
reaches the store, which then writes it in one transaction. Errors name the 1-based line.
"""

from __future__ import annotations

import base64
import binascii
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from memstrata.errors import ImportFormatError
from memstrata.jsonl import read_jsonl
from memstrata.store.sqlite_transfer import EXPORT_FORMAT, EXPORT_VERSION
from memstrata.types import KINDS, ROLES


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ScopeLine(_Strict):
    user_id: str
    agent_id: str | None = None
    run_id: str | None = None


class RecordBody(_Strict):
    id: str
    scope: ScopeLine
    kind: str
    text: str
    view: str
    role: str
    time: str
    recorded_at: str
    valid_at: str | None = None
    version: int
    sources: list[str]
    attrs: dict[str, Any]

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str) -> str:
        if v not in KINDS:
            raise ValueError(f"kind {v!r} is not one of {KINDS}")
        return v

    @field_validator("role")
    @classmethod
    def _role(cls, v: str) -> str:
        if v not in ROLES:
            raise ValueError(f"role {v!r} is not one of {ROLES}")
        return v


class RecordLine(_Strict):
    type: Literal["record"]
    record: RecordBody
    text_vec: str
    view_vec: str | None = None


class EdgeLine(_Strict):
    type: Literal["edge"]
    scope: ScopeLine
    src: str
    dst: str
    edge_type: str
    attrs: dict[str, Any]
    created_at: str


class TurnLine(_Strict):
    type: Literal["turn"]
    scope: ScopeLine
    id: str
    speaker: str | None
    text: str
    time: str


class AuditLine(_Strict):
    type: Literal["audit"]
    scope: ScopeLine
    record_id: str | None
    action: str
    actor: str
    time: str
    recorded_at: str
    snapshot: dict[str, Any] | None
    details: dict[str, Any]


LINE_MODELS = {"record": RecordLine, "edge": EdgeLine, "turn": TurnLine, "audit": AuditLine}


def read_import_lines(source: str | Path | list[dict[str, Any]], dim: int) -> list[dict[str, Any]]:
    raw = _raw_lines(source)
    out: list[dict[str, Any]] = []
    for no, item in raw:
        if not isinstance(item, dict) or "type" not in item:
            raise ImportFormatError(no, "expected a JSON object with a 'type' field")
        kind = item["type"]
        if kind == EXPORT_FORMAT:
            if item.get("version") != EXPORT_VERSION:
                raise ImportFormatError(no, f"export version {item.get('version')!r} is not {EXPORT_VERSION}")
            if item.get("dim") != dim:
                raise ImportFormatError(no, f"vectors are {item.get('dim')}-d; this store holds {dim}-d vectors")
            continue
        model = LINE_MODELS.get(kind)
        if model is None:
            raise ImportFormatError(no, f"unknown line type {kind!r}; expected one of {sorted(LINE_MODELS)}")
        try:
            line = model.model_validate(item).model_dump()
        except ValidationError as exc:
            first = exc.errors()[0]
            raise ImportFormatError(no, f"{'.'.join(map(str, first['loc']))}: {first['msg']}") from None
        if kind == "record":
            for key in ("text_vec", "view_vec"):
                _check_vector(line[key], dim, no, key)
        line["_line"] = no
        out.append(line)
    return out


def _raw_lines(source: str | Path | list[dict[str, Any]]) -> list[tuple[int, Any]]:
    if isinstance(source, list):
        return list(enumerate(source, start=1))
    return read_jsonl(source, "import file", ImportFormatError)


def _check_vector(value: str | None, dim: int, no: int, key: str) -> None:
    if value is None:
        return
    try:
        n = len(base64.b64decode(value, validate=True))
    except (binascii.Error, ValueError):
        raise ImportFormatError(no, f"{key} is not base64") from None
    if n != dim * 4:
        raise ImportFormatError(no, f"{key} holds {n // 4} floats; this store holds {dim}-d vectors")
