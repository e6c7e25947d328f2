"""Deltas of the audit log: exact round trips, and small when the change is small."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from memstrata.store.json_delta import apply, diff

scalars = st.none() | st.booleans() | st.integers(-5, 5) | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=5)
values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=3), inner, max_size=5),
    max_leaves=20)


def canonical(v):
    return json.dumps(v, sort_keys=True)


@settings(max_examples=300, deadline=None)
@given(values, values)
def test_apply_of_diff_gives_the_new_value(old, new):
    assert canonical(apply(old, diff(old, new))) == canonical(new)


def test_a_delta_costs_what_the_change_costs():
    members = [{"id": f"m{i}", "text": f"value {i}", "time": f"2024-01-{i % 28 + 1:02d}"} for i in range(200)]
    before = {"id": "p", "view": "old view", "attrs": {"roam": {"members": members}}, "sources": [f"s{i}" for i in range(200)]}
    after = json.loads(json.dumps(before))
    after["attrs"]["roam"]["members"].insert(150, {"id": "new", "text": "value new", "time": "2024-02-01"})
    after["sources"].append("s-new")
    after["view"] = "new view"
    delta = diff(before, after)
    assert apply(before, delta) == after
    assert len(json.dumps(delta)) < 200 < len(json.dumps(after)) / 50
    assert type(apply(1.0, diff(1.0, 1))) is int  # 1.0 -> 1 is a change, though 1.0 == 1
