"""Compact differences between two JSON values, for the audit log.

The audit log keeps the record as it stood after every change. Written in full, a change
that touches one field of a record with a long list (a ROAM Primary's members and sources)
costs as much as the whole record, so a chain of L values wrote O(L) bytes per new value.
A delta holds only what changed, so it costs what the change costs.

A delta is one of:
- ``{"=": value}``: replaced by ``value``;
- ``{"{": {key: delta, ...}, "-": [key, ...]}``: a dict with some keys changed or added
  (``"{"``) and some removed (``"-"``);
- ``{"[": [start, removed, [item, ...]]}``: a list with ``removed`` items at ``start``
  replaced by the given items (the common prefix and suffix are kept), which is what
  appending, inserting or dropping an item amounts to.
``apply(old, diff(old, new)) == new`` for any JSON values (tested as a property); a dict's
keys may come back in another order.
"""

from __future__ import annotations

import json
from typing import Any


def diff(old: Any, new: Any) -> dict[str, Any]:
    if isinstance(old, dict) and isinstance(new, dict):
        changed = {k: (diff(old[k], v) if k in old else {"=": v}) for k, v in new.items()
                   if k not in old or not _same(old[k], v)}
        out: dict[str, Any] = {"{": changed}
        removed = [k for k in old if k not in new]
        if removed:
            out["-"] = removed
        return out
    if isinstance(old, list) and isinstance(new, list):
        start = 0
        while start < min(len(old), len(new)) and _same(old[start], new[start]):
            start += 1
        end_old, end_new = len(old), len(new)
        while end_old > start and end_new > start and _same(old[end_old - 1], new[end_new - 1]):
            end_old, end_new = end_old - 1, end_new - 1
        return {"[": [start, end_old - start, new[start:end_new]]}
    return {"=": new}


def apply(old: Any, delta: dict[str, Any]) -> Any:
    if "=" in delta:
        return delta["="]
    if "[" in delta:
        start, removed, items = delta["["]
        return [*old[:start], *items, *old[start + removed:]]
    out = dict(old)
    for key in delta.get("-", ()):
        out.pop(key, None)
    for key, sub in delta["{"].items():
        out[key] = apply(out[key], sub) if key in out else sub["="]
    return out


def _same(a: Any, b: Any) -> bool:
    # Equal as JSON: Python's == calls 1, 1.0 and True equal, also inside containers.
    if type(a) is not type(b):
        return False
    if isinstance(a, (dict, list)):
        return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    return a == b
