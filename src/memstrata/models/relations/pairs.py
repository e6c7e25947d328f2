"""Relation-pair files (../shared/EPISODES.md, "Relation pairs"): JSON Lines of
``{"id", "old", "new"}`` with an optional ``label`` and optional ``old_time`` / ``new_time``.

Reading validates every line and names the file, line and field of the first problem, so a
typo in a hand-labelled set fails before any model runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from memstrata.errors import InvalidInputError
from memstrata.jsonl import read_jsonl
from memstrata.models.relations.base import LABELS, Atom


@dataclass(frozen=True)
class Pair:
    id: str
    old: Atom
    new: Atom
    label: str | None = None
    family: str | None = None  # the generator family of a training pair, when it has one


def read_pairs(path: str | Path, *, require_labels: bool = False) -> list[Pair]:
    path = Path(path)
    if not path.exists():
        raise InvalidInputError(f"no pair file at {path}")
    pairs, seen = [], set()
    for n, d in read_jsonl(path, "pair file", lambda no, msg: InvalidInputError(f"{path.name} line {no}: {msg}")):
        where = f"{path.name} line {n}"
        if not isinstance(d, dict):
            raise InvalidInputError(f"{where}: expected an object with id, old, new")
        for key in ("id", "old", "new"):
            if not isinstance(d.get(key), str) or not d[key].strip():
                raise InvalidInputError(f"{where}: field {key!r} must be a non-empty string")
        for key in ("old_time", "new_time"):
            if d.get(key) is not None and not isinstance(d[key], str):
                raise InvalidInputError(f"{where}: field {key!r} must be a date string")
        label = d.get("label")
        if label is not None and label not in LABELS:
            raise InvalidInputError(f"{where}: label {label!r} is not one of {', '.join(LABELS)}")
        if require_labels and label is None:
            raise InvalidInputError(f"{where}: no 'label' (this command needs labelled pairs)")
        if d["id"] in seen:
            raise InvalidInputError(f"{where}: id {d['id']!r} appears twice")
        seen.add(d["id"])
        pairs.append(Pair(d["id"], Atom(d["old"], d.get("old_time") or ""), Atom(d["new"], d.get("new_time") or ""),
                          label, d.get("family") if isinstance(d.get("family"), str) else None))
    if not pairs:
        raise InvalidInputError(f"{path} holds no pairs")
    return pairs
