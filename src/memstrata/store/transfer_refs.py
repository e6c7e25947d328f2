"""The references between the lines of an export, checked before any store sees them.

- An audit entry comes with the record it describes (same file, same scope, a snapshot of
  that record): ``history`` and as-of reads show audit entries, so a file must not be able
  to add entries to a record it does not hold.
- Edges and the structural pointers records keep in ``attrs`` (ROAM's Primary/Evidence
  links, EverMemOS' group links), which every reader of those policies follows, resolve in
  the file or are returned to be found in the target scope by ``transfer_apply``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memstrata.errors import ImportFormatError

if TYPE_CHECKING:
    from memstrata.store.transfer import BodyLine


def check_references(lines: dict[str, list[BodyLine]]) -> dict[str, tuple[int, str]]:
    """Raise on a bad reference; return the ids pointed at but not in the file, each with
    the first line and field that points at it."""
    # Each line's data is read once here (a file's lines are read again from the file).
    # A record line always has its id as key (parse_export checked it).
    records: dict[str, tuple[int, dict[str, Any]]] = {line.key: (line.no, {}) for line in lines["record"]
                                                      if line.key is not None}
    external: dict[str, tuple[int, str]] = {}

    def refer(no: int, target_id: str, what: str) -> None:
        if target_id not in records:
            external.setdefault(target_id, (no, what))

    for line in lines["record"]:
        record = line.data["record"]
        records[record["id"]] = (line.no, record["scope"])
        for what, target_id in record_pointers(line.no, record):
            refer(line.no, target_id, what)
    for line in lines["edge"]:
        data = line.data
        refer(line.no, data["src"], "edge src")
        refer(line.no, data["dst"], "edge dst")
    turns: dict[tuple[Any, ...], int] = {}
    for line in lines["turn"]:
        data = line.data
        s = data["scope"]
        key = (s.get("tenant"), s["user_id"], s["agent_id"], s["run_id"], data["id"])
        if key in turns:
            raise ImportFormatError(line.no, f"turn {data['id']!r} appears twice (first at line {turns[key]})")
        turns[key] = line.no
    for line in lines["audit"]:
        _check_audit(line, records)
    return external


def _check_audit(line: BodyLine, records: dict[str, tuple[int, dict[str, Any]]]) -> None:
    data, no = line.data, line.no
    rid, snapshot = data["record_id"], data["snapshot"]
    if rid is None:
        if snapshot is not None:  # as-of reads would replay it as a record
            raise ImportFormatError(no, "an audit entry without a record_id cannot carry a snapshot")
        return
    record = records.get(rid)
    if record is None:
        raise ImportFormatError(no, f"audit entry for memory {rid!r}, which is not in this file: an audit entry "
                                    f"must come with its record")
    if data["scope"] != record[1]:
        raise ImportFormatError(no, f"audit entry's scope differs from that of its record (line {record[0]})")
    if snapshot is not None and (snapshot["id"] != rid or snapshot["scope"] != data["scope"]):
        raise ImportFormatError(no, f"audit entry's snapshot is not of memory {rid!r} in its scope")


def record_pointers(no: int, record: dict[str, Any]) -> list[tuple[str, str]]:
    """(where, id) for every structural pointer of one record line; a malformed pointer
    raises ``ImportFormatError`` naming line ``no``. ``supersedes`` and ids in audit
    details are history, not structure: rescope rewrites them, nothing requires them."""
    attrs, out = record["attrs"], []
    roam = _object(no, attrs, "roam")
    if roam is not None:
        if "primary" in roam:
            out.append(("record.attrs.roam.primary", _id(no, "record.attrs.roam.primary", roam["primary"])))
        for i, member in enumerate(_list(no, roam, "members", "record.attrs.roam.members")):
            where = f"record.attrs.roam.members[{i}]"
            if not isinstance(member, dict):
                raise ImportFormatError(no, f"{where} must be an object with an 'id'")
            out.append((f"{where}.id", _id(no, f"{where}.id", member.get("id"))))
    ever = _object(no, attrs, "evermemos")
    if ever is not None:
        if "group" in ever:
            out.append(("record.attrs.evermemos.group", _id(no, "record.attrs.evermemos.group", ever["group"])))
        for i, member in enumerate(_list(no, ever, "members", "record.attrs.evermemos.members")):
            where = f"record.attrs.evermemos.members[{i}]"
            out.append((where, _id(no, where, member)))
    return out


def _object(no: int, attrs: dict[str, Any], key: str) -> dict[str, Any] | None:
    value = attrs.get(key)
    if value is not None and not isinstance(value, dict):
        raise ImportFormatError(no, f"record.attrs.{key} must be an object")
    return value


def _list(no: int, state: dict[str, Any], key: str, where: str) -> list[Any]:
    value = state.get(key, [])
    if not isinstance(value, list):
        raise ImportFormatError(no, f"{where} must be a list")
    return value


def _id(no: int, where: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ImportFormatError(no, f"{where} must be a memory id, got {value!r}")
    return value
