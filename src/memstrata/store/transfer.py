"""The export format every store writes and reads, and its validation.

An export is JSON Lines: a header, body lines, a trailer::

    {"type": "memstrata-export", "version": 2, "embedder": "minilm...:384", "dim": 384,
     "policy": "roam", "scope": {...}}                       # scope only in a scoped export
    {"type": "record", "record": {...}, "text_vec": "<base64 float32>", "view_vec": ...}
    {"type": "edge", ...}  {"type": "turn", ...}  {"type": "audit", ...}
    {"type": "memstrata-export-end", "counts": {"record": n, ...}, "sha256": "..."}

The trailer's counts and checksum (sha256 over the canonical JSON of every body line, each
followed by a newline, in order) make a file cut at a line boundary or edited detectable.

``parse_export`` checks a whole file before any store sees it: every line against its
model (strict types, stored-form times, finite vectors of the store's size, known kinds
and roles), every line inside the scope being imported into, and the references between
lines (an audit entry only with its record, edges and record pointers to records in the
file or left to be found in the target scope). Errors name the 1-based line. What needs the
target store (ids already used, references outside the file) is ``transfer_apply``'s.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, BinaryIO, Literal

import numpy as np
from pydantic import AfterValidator, BaseModel, ConfigDict, ValidationError, field_validator, model_serializer

from memstrata.errors import ImportFormatError, InvalidInputError, MemstrataError
from memstrata.jsonl import MAX_DEPTH, iter_jsonl, nesting_depth, read_line_at
from memstrata.store.transfer_refs import check_references
from memstrata.store.transfer_rescope import new_ids, rescope_line, rescope_lines
from memstrata.timeutil import normalize_time
from memstrata.types import DEFAULT_TENANT, KINDS, ROLES, Scope

FORMAT = "memstrata-export"
TRAILER = "memstrata-export-end"
VERSION = 2
BODY_TYPES = ("record", "edge", "turn", "audit")

Lines = str | Path | list[dict[str, Any]]


def _stored_time(value: str) -> str:
    # Stores compare times as text, so only the stored form itself is accepted.
    try:
        stored = normalize_time(value) == value
    except InvalidInputError:
        stored = False
    if not stored:
        raise ValueError(f"{value!r} is not a time in the stored form (ISO 8601 without zone, e.g. "
                         f"'2024-03-02T09:30:00')")
    return value


def _non_empty(value: str) -> str:
    if not value.strip():
        raise ValueError("must be a non-empty string")
    return value


Time = Annotated[str, AfterValidator(_stored_time)]
Id = Annotated[str, AfterValidator(_non_empty)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class ScopeModel(_Strict):
    user_id: str
    agent_id: str | None = None
    run_id: str | None = None
    tenant: str = DEFAULT_TENANT

    @model_serializer(mode="wrap")
    def _as_scope_writes_it(self, handler: Any) -> dict[str, Any]:
        # As ``Scope.to_dict``: the default tenant is not named, so a validated line compares
        # equal to the same line read back from a store.
        out = handler(self)
        if out.get("tenant") == DEFAULT_TENANT:
            del out["tenant"]
        return out


class RecordBody(_Strict):
    id: Id
    scope: ScopeModel
    kind: str
    text: str
    view: str
    role: str
    time: Time
    recorded_at: Time
    valid_at: Time | None = None
    version: int
    sources: list[str]
    attrs: dict[str, Any]

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str) -> str:
        if v not in KINDS:
            raise ValueError(f"kind {v!r} is not one of {', '.join(KINDS)}")
        return v

    @field_validator("role")
    @classmethod
    def _role(cls, v: str) -> str:
        if v not in ROLES:
            raise ValueError(f"role {v!r} is not one of {', '.join(ROLES)}")
        return v


class RecordLine(_Strict):
    type: Literal["record"]
    record: RecordBody
    text_vec: str
    view_vec: str | None = None


class EdgeLine(_Strict):
    type: Literal["edge"]
    scope: ScopeModel
    src: Id
    dst: Id
    edge_type: str
    attrs: dict[str, Any]
    created_at: Time


class TurnLine(_Strict):
    type: Literal["turn"]
    scope: ScopeModel
    id: Id
    speaker: str | None
    text: str
    time: Time


class AuditLine(_Strict):
    type: Literal["audit"]
    scope: ScopeModel
    record_id: Id | None
    action: str
    actor: str
    time: Time
    recorded_at: Time
    snapshot: RecordBody | None
    details: dict[str, Any]


class HeaderLine(_Strict):
    type: Literal["memstrata-export"]
    version: int
    embedder: str
    dim: int
    policy: str
    scope: ScopeModel | None = None


class TrailerLine(_Strict):
    type: Literal["memstrata-export-end"]
    counts: dict[str, int]
    sha256: str


LINE_MODELS: dict[str, type[_Strict]] = {"record": RecordLine, "edge": EdgeLine, "turn": TurnLine, "audit": AuditLine}


@dataclass
class BodyLine:
    no: int  # 1-based line number in the file, for error messages
    data: dict[str, Any]

    @property
    def key(self) -> str | None:
        """The record's id (a record line) or the audit entry's record id (as ``FileLine``)."""
        if self.data["type"] == "record":
            return self.data["record"]["id"]
        return self.data.get("record_id")


@dataclass
class ParsedExport:
    """A file that passed every check that needs no store, ready for ``transfer_apply``."""

    header: dict[str, Any]
    scope: Scope
    lines: dict[str, list[BodyLine]]  # by type, each in file order
    # Ids the file points at but does not hold: they must exist in the target scope.
    external_refs: dict[str, tuple[int, str]] = field(default_factory=dict)
    ids: dict[str, str] = field(default_factory=dict)  # old -> new ids under rescope
    reader: Any = None  # the open file FileLines read from (``close`` when done)

    def close(self) -> None:
        if self.reader is not None:
            self.reader.close()


# ----- writing ----------------------------------------------------------------------------
def canonical(line: dict[str, Any]) -> bytes:
    """The bytes the checksum covers: sorted keys, no spaces, UTF-8."""
    return json.dumps(line, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def frame_export(body: Iterable[dict[str, Any]], *, embedder: str, dim: int, policy: str,
                 scope: Scope | None) -> Iterator[dict[str, Any]]:
    """Header, the store's body lines, trailer."""
    header: dict[str, Any] = {"type": FORMAT, "version": VERSION, "embedder": embedder, "dim": dim, "policy": policy}
    if scope is not None:
        header["scope"] = scope.to_dict()
    yield header
    digest, counts = hashlib.sha256(), dict.fromkeys(BODY_TYPES, 0)
    for line in body:
        try:
            digest.update(canonical(line) + b"\n")
        except (ValueError, UnicodeEncodeError) as exc:
            raise MemstrataError(f"cannot export a {line['type']} line: it holds a value JSON cannot carry ({exc})") from None
        counts[line["type"]] += 1
        yield line
    yield {"type": TRAILER, "counts": counts, "sha256": digest.hexdigest()}


# ----- reading ----------------------------------------------------------------------------
def parse_export(source: Lines, *, scope: Scope, dim: int, embedder: str, rescope: bool = False) -> ParsedExport:
    """Check a whole export (a JSONL path, or its lines as ``Memory.export`` returns them)
    for an import into ``scope``; raise ``ImportFormatError`` naming the first bad line.

    A file is read line by line and its lines are not kept: each ``FileLine`` is read again
    from the file when its data is asked for, so checking and importing a file of any size
    holds a few numbers per line, not the lines. ``ParsedExport.close`` closes the file."""
    if isinstance(source, list):
        items: Iterator[tuple[int, int, Any]] = ((no, 0, item) for no, item in enumerate(source, start=1))
        reader = None
    elif isinstance(source, (str, Path)):
        # strict: UTF-8, no NaN, no lone surrogates, bounded nesting
        items = iter_jsonl(source, "import file", ImportFormatError)
        reader = _LineReader(Path(source), dim, scope)
    else:
        raise InvalidInputError(f"import: expected a file path or a list of lines, got {type(source).__name__}")
    seen = _Seen(items)
    try:
        return _parse(seen, reader, scope=scope, dim=dim, embedder=embedder, rescope=rescope)
    except ImportFormatError as exc:
        if reader is not None:
            reader.close()
        # Which error a bad file gets, as when files were read whole before any check: a line
        # that is not JSON anywhere first, then the header, then a missing trailer.
        if seen.unreadable:
            raise
        for _ in seen:
            pass
        if seen.in_body and exc.line_no > 1 and seen.last is not None and not _is_trailer(seen.last[1]):
            raise ImportFormatError(seen.last[0] + 1, f"the file ends without its {TRAILER!r} trailer line: it was "
                                                      f"cut short or is not a complete export") from None
        raise
    except BaseException:
        if reader is not None:
            reader.close()
        raise


class _Seen:
    """The lines of an export as they are read, remembering the last one and whether the
    body is being read (``parse_export`` orders its errors by them)."""

    def __init__(self, items: Iterator[tuple[int, int, Any]]):
        self._items = items
        self.last: tuple[int, Any] | None = None
        self.in_body = self.unreadable = False

    def __iter__(self) -> Iterator[tuple[int, int, Any]]:
        return self

    def __next__(self) -> tuple[int, int, Any]:
        try:
            no, offset, item = next(self._items)
        except ImportFormatError:
            self.unreadable = True  # a line that is not JSON: its error comes first
            raise
        self.last = (no, item)
        return no, offset, item


def _parse(items: _Seen, reader: _LineReader | None, *, scope: Scope, dim: int, embedder: str,
           rescope: bool) -> ParsedExport:
    first = next(items, None)
    if first is None:
        raise ImportFormatError(1, f"the file is empty; an export starts with a {FORMAT!r} header line")
    header = _header(first[0], first[2], dim=dim, embedder=embedder)
    items.in_body = True
    header_scope = Scope(**header["scope"]) if header.get("scope") else None
    digest, counts = hashlib.sha256(), dict.fromkeys(BODY_TYPES, 0)
    lines: dict[str, list[Any]] = {t: [] for t in BODY_TYPES}
    record_lines: dict[str, int] = {}
    trailer: tuple[int, Any] | None = None
    last_no = first[0]
    for no, offset, item in items:
        last_no = no
        if trailer is not None:  # the trailer was not the last line: one in the middle, or lines after it
            last = item
            for rest in items:
                last = rest[2]
            items.in_body = False  # this is the error to report: no other takes precedence
            if _is_trailer(last):
                raise ImportFormatError(trailer[0], "a trailer line before the end of the file")
            raise ImportFormatError(no, f"a line after the trailer (line {trailer[0]}), which ends an export")
        if _is_trailer(item):
            trailer = (no, item)
            continue
        if nesting_depth(item) > MAX_DEPTH:  # lines given as Python values skip the reader's check
            raise ImportFormatError(no, f"nested deeper than {MAX_DEPTH} levels (lists and objects inside each other)")
        try:
            digest.update(canonical(item) + b"\n")
        except (ValueError, TypeError, UnicodeEncodeError):
            raise ImportFormatError(no, "holds a value JSON cannot carry (NaN, infinity or text that is "
                                        "not valid Unicode)") from None
        line = _body_line(no, item, dim)
        for where, line_scope in _scopes(line):
            _check_scope(no, where, line_scope, header_scope, scope, rescope)
        key = None
        if line["type"] == "record":
            key = line["record"]["id"]
            if key in record_lines:
                raise ImportFormatError(no, f"memory id {key!r} appears twice (first at line {record_lines[key]})")
            record_lines[key] = no
        elif line["type"] == "audit":
            key = line["record_id"]
        counts[line["type"]] += 1
        lines[line["type"]].append(BodyLine(no, line) if reader is None else FileLine(no, offset, key, reader))
    if trailer is None:
        raise ImportFormatError(last_no + 1, f"the file ends without its {TRAILER!r} trailer line: "
                                             f"it was cut short or is not a complete export")
    _check_trailer(trailer[0], trailer[1], counts, digest.hexdigest())
    ids: dict[str, str] = {}
    if rescope and reader is None:
        ids = rescope_lines(lines, scope)
    elif rescope and reader is not None:
        ids = reader.ids = new_ids(record_lines)
        for kind in ("record", "audit"):
            for file_line in lines[kind]:
                file_line.key = ids.get(file_line.key, file_line.key)
    parsed = ParsedExport(header=header, scope=scope, lines=lines, ids=ids, reader=reader)
    parsed.external_refs = check_references(parsed.lines)
    return parsed


class _LineReader:
    """Reads the body lines of an export file again, as ``_parse`` checked them (validated
    form, rescoped when ``ids`` is set), from one open handle."""

    def __init__(self, path: Path, dim: int, target: Scope):
        self.path, self.dim, self.target = path, dim, target
        self.ids: dict[str, str] | None = None
        self._file: BinaryIO | None = None

    def load(self, no: int, offset: int) -> dict[str, Any]:
        if self._file is None:
            self._file = open(self.path, "rb")  # noqa: SIM115 - closed by ParsedExport.close
        data = _body_line(no, read_line_at(self._file, offset, no, ImportFormatError), self.dim)
        if self.ids is not None:
            rescope_line(data, self.ids, self.target)
        return data

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


class FileLine:
    """A body line of an export file, read again from the file each time its ``data`` is
    asked for. ``key``: the record's id (a record line) or the audit entry's record id."""

    __slots__ = ("no", "offset", "key", "_reader")

    def __init__(self, no: int, offset: int, key: str | None, reader: _LineReader):
        self.no, self.offset, self.key, self._reader = no, offset, key, reader

    @property
    def data(self) -> dict[str, Any]:
        return self._reader.load(self.no, self.offset)


def _is_trailer(item: Any) -> bool:
    return isinstance(item, dict) and item.get("type") == TRAILER


def _validated(no: int, model: type[_Strict], item: Any) -> dict[str, Any]:
    try:
        return model.model_validate(item).model_dump()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(map(str, first["loc"]))
        raise ImportFormatError(no, f"{where + ': ' if where else ''}{first['msg']}") from None


def _header(no: int, item: Any, *, dim: int, embedder: str) -> dict[str, Any]:
    if not isinstance(item, dict) or item.get("type") != FORMAT:
        raise ImportFormatError(no, f"expected the {FORMAT!r} header line first; this is not a memstrata export")
    if item.get("version") != VERSION:
        raise ImportFormatError(no, f"export format version {item.get('version')!r} is not supported; this "
                                    f"memstrata reads version {VERSION} (export the data again with it)")
    header = _validated(no, HeaderLine, item)
    if header["dim"] != dim:
        raise ImportFormatError(no, f"vectors are {header['dim']}-d; this store holds {dim}-d vectors")
    if header["embedder"] != embedder:
        raise ImportFormatError(no, f"exported with embedder {header['embedder']}; this store uses {embedder} "
                                    f"(vectors of different models do not mix)")
    if header["scope"] is not None:
        _scope(no, "scope", header["scope"])
    return header


def _body_line(no: int, item: Any, dim: int) -> dict[str, Any]:
    if not isinstance(item, dict) or "type" not in item:
        raise ImportFormatError(no, "expected a JSON object with a 'type' field")
    kind = item["type"]
    if kind == FORMAT:
        raise ImportFormatError(no, "a second header line; an export has one, on its first line")
    if kind == TRAILER:
        raise ImportFormatError(no, "a trailer line before the end of the file")
    model = LINE_MODELS.get(kind) if isinstance(kind, str) else None
    if model is None:
        raise ImportFormatError(no, f"unknown line type {kind!r}; expected one of {', '.join(BODY_TYPES)}")
    line = _validated(no, model, item)
    if kind == "record":
        for key in ("text_vec", "view_vec"):
            _check_vector(no, key, line[key], dim)
    return line


def _check_vector(no: int, key: str, value: str | None, dim: int) -> None:
    if value is None:
        return
    try:
        blob = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ImportFormatError(no, f"{key} is not base64") from None
    if len(blob) != dim * 4:
        raise ImportFormatError(no, f"{key} holds {len(blob) / 4:g} floats; this store holds {dim}-d vectors")
    if not np.isfinite(np.frombuffer(blob, dtype=np.float32)).all():
        raise ImportFormatError(no, f"{key} holds a non-finite value (NaN or infinity)")


def _scopes(line: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    if line["type"] == "record":
        return [("record.scope", line["record"]["scope"])]
    out = [("scope", line["scope"])]
    if line["type"] == "audit" and line["snapshot"] is not None:
        out.append(("snapshot.scope", line["snapshot"]["scope"]))
    return out


def _scope(no: int, where: str, value: dict[str, Any]) -> Scope:
    try:
        return Scope(**value)
    except InvalidInputError as exc:
        raise ImportFormatError(no, f"{where}: {exc}") from None


def within(outer: Scope, inner: Scope) -> bool:
    """Whether ``inner`` is inside ``outer`` as reads see it (unset agent/run match any)."""
    return (outer.tenant == inner.tenant and outer.user_id == inner.user_id and outer.agent_id in (None, inner.agent_id)
            and outer.run_id in (None, inner.run_id))


def describe_scope(scope: Scope) -> str:
    parts = [f"tenant {scope.tenant!r}"] if scope.tenant != DEFAULT_TENANT else []
    parts.append(f"user {scope.user_id!r}")
    parts += [f"{name} {value!r}" for name, value in (("agent", scope.agent_id), ("run", scope.run_id)) if value]
    return ", ".join(parts)


def _check_scope(no: int, where: str, value: dict[str, Any], header_scope: Scope | None, target: Scope,
                 rescope: bool) -> None:
    line_scope = _scope(no, where, value)
    if header_scope is not None and not within(header_scope, line_scope):
        raise ImportFormatError(no, f"{where} ({describe_scope(line_scope)}) is outside the scope the header "
                                    f"declares ({describe_scope(header_scope)})")
    if not rescope and not within(target, line_scope):
        raise ImportFormatError(no, f"this line belongs to {describe_scope(line_scope)}, not to the scope being "
                                    f"imported into ({describe_scope(target)}); pass rescope=True to move it")


def _check_trailer(no: int, item: dict[str, Any], counts: dict[str, int], digest: str) -> None:
    trailer = _validated(no, TrailerLine, item)
    if trailer["counts"] != counts:
        raise ImportFormatError(no, f"the trailer counts {trailer['counts']} but the file holds {counts}: "
                                    f"lines are missing or were added")
    if trailer["sha256"] != digest:
        raise ImportFormatError(no, "the checksum does not match the lines: the file was changed or damaged")
