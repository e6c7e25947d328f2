import pytest

from memstrata.errors import ScopeError
from memstrata.types import Record, Scope


def test_scope_requires_user_id():
    with pytest.raises(ScopeError, match="user_id"):
        Scope.of(None)
    with pytest.raises(ScopeError, match="user_id"):
        Scope.of("   ")
    with pytest.raises(ScopeError, match="agent_id"):
        Scope("u", agent_id="")


def test_record_round_trips_through_dict():
    r = Record(id="x", scope=Scope("u", "a"), kind="fact", text="t", view="v", role="primary",
               time="2023-01-01T00:00:00", recorded_at="2023-01-02T00:00:00", sources=["D1:1"], attrs={"k": 1})
    assert Record.from_dict(r.to_dict()) == r


def test_a_record_refuses_an_unknown_kind_or_role():
    import pytest

    from memstrata.errors import InvalidInputError
    from memstrata.types import KINDS, Record, Scope

    base = dict(id="r", scope=Scope("u"), text="t", view="t", time="2024-01-01T00:00:00", recorded_at="2024-01-01T00:00:00")
    assert "group" in KINDS and Record(kind="group", role="primary", **base).kind == "group"
    assert "chain" in KINDS and Record(kind="chain", role="primary", **base).kind == "chain"  # EMIR2 topic chains
    with pytest.raises(InvalidInputError, match="kind 'memo'"):
        Record(kind="memo", role="primary", **base)
    with pytest.raises(InvalidInputError, match="role 'current'"):
        Record(kind="fact", role="current", **base)
