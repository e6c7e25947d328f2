"""``rescope=True``: an export moved into another scope under new ids.

Every record gets a fresh id, and every string in the file equal to an old record id is
replaced by its new one wherever records point at records (edge endpoints, audit record
ids and snapshots, and anything in ``attrs`` or audit ``details``: ROAM members and
primaries, EverMemOS groups, ``supersedes``, ids a decision names). Matching whole values
rather than named fields keeps a pointer a policy adds later from being left behind; ids
are random UUIDs, so no other value equals one. Texts, views and sources (turn ids) are
left as they are; turns keep their ids, which are only unique within a scope.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from memstrata.types import Scope

if TYPE_CHECKING:
    from memstrata.store.transfer import BodyLine


def rescope_lines(lines: dict[str, list[BodyLine]], target: Scope) -> dict[str, str]:
    """Rewrite ``lines`` in place into ``target``; return the map old id -> new id."""
    ids = new_ids(line.data["record"]["id"] for line in lines["record"])
    for kind in ("record", "edge", "turn", "audit"):
        for line in lines[kind]:
            rescope_line(line.data, ids, target)
    return ids


def new_ids(record_ids: Iterable[str]) -> dict[str, str]:
    """A fresh id for each record id."""
    return {rid: str(uuid.uuid4()) for rid in record_ids}


def rescope_line(d: dict[str, Any], ids: dict[str, str], target: Scope) -> None:
    """One body line rewritten in place into ``target`` under the new ``ids``."""
    if d["type"] == "record":
        _move_record(d["record"], ids, target)
    elif d["type"] == "edge":
        d["scope"] = moved(d["scope"], target)
        d["src"], d["dst"] = ids.get(d["src"], d["src"]), ids.get(d["dst"], d["dst"])
        d["attrs"] = rewrite_ids(d["attrs"], ids)
    elif d["type"] == "turn":
        d["scope"] = moved(d["scope"], target)
    else:
        d["scope"] = moved(d["scope"], target)
        if d["record_id"] is not None:
            d["record_id"] = ids.get(d["record_id"], d["record_id"])
        if d["snapshot"] is not None:
            _move_record(d["snapshot"], ids, target)
        d["details"] = rewrite_ids(d["details"], ids)


def moved(scope: dict[str, Any], target: Scope) -> dict[str, Any]:
    """The line's scope in ``target``: the target's user, and its agent/run where it names
    them (otherwise the line keeps its own, as a read of the target scope would match), in
    the target's tenant."""
    return Scope(target.user_id, target.agent_id or scope["agent_id"], target.run_id or scope["run_id"],
                 target.tenant).to_dict()


def rewrite_ids(value: Any, ids: dict[str, str]) -> Any:
    if isinstance(value, str):
        return ids.get(value, value)
    if isinstance(value, list):
        return [rewrite_ids(v, ids) for v in value]
    if isinstance(value, dict):
        return {ids.get(k, k): rewrite_ids(v, ids) for k, v in value.items()}
    return value


def _move_record(record: dict[str, Any], ids: dict[str, str], target: Scope) -> None:
    record["id"] = ids.get(record["id"], record["id"])
    record["scope"] = moved(record["scope"], target)
    record["attrs"] = rewrite_ids(record["attrs"], ids)
