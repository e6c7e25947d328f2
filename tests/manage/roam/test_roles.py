"""Table 1's role update, one relation at a time, as a pure function."""

import pytest

from memstrata.manage.roam.roles import role_update
from memstrata.types import Record, Scope


def rec(rid: str, time: str) -> Record:
    return Record(id=rid, scope=Scope("u"), kind="fact", text=rid, view=rid, role="primary", time=time,
                  recorded_at="2026-01-01T00:00:00")


OLD1, OLD2, NEW = rec("old1", "2024-01-01"), rec("old2", "2024-02-01"), rec("new", "2024-03-01")


def ids(pair):
    survivor, evidence = pair
    return survivor.id, [r.id for r in evidence]


def test_eqv_keeps_the_earliest_match_and_demotes_the_new_record_and_other_matches():
    assert ids(role_update("EQV", [OLD2, OLD1], NEW)) == ("old1", ["new", "old2"])


def test_nso_keeps_the_earliest_match_and_demotes_only_the_new_record():
    assert ids(role_update("NSO", [OLD2, OLD1], NEW)) == ("old1", ["new"])


def test_osn_promotes_the_new_record_and_demotes_every_match():
    assert ids(role_update("OSN", [OLD1, OLD2], NEW)) == ("new", ["old1", "old2"])


def test_con_promotes_the_new_record_when_it_is_the_newest():
    assert ids(role_update("CON", [OLD1], NEW)) == ("new", ["old1"])


def test_con_with_an_older_incoming_record_keeps_the_newer_value_current():
    late = rec("late", "2023-06-01")  # backfilled: said before the stored value
    assert ids(role_update("CON", [OLD1, OLD2], late)) == ("old2", ["late", "old1"])


def test_ind_and_unknown_relations_are_not_role_updates():
    with pytest.raises(ValueError):
        role_update("IND", [OLD1], NEW)
    with pytest.raises(ValueError):
        role_update("CON", [], NEW)
