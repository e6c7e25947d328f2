"""As-of reads are the state built from the observations said by then, also when data
arrives out of time order (a newer value said first, an older one later)."""

from __future__ import annotations

import pytest

from memstrata import Memory
from tests.fixtures.keyed_workload import KeyedClassifier, check_roam_invariants

pytestmark = pytest.mark.slow


@pytest.fixture
def roam(db_path, embedder):
    with Memory.open(db_path, policy="roam", embedder=embedder,
                     policy_options={"classifier": KeyedClassifier(), "fusion": "deterministic"}) as m:
        yield m


def state(m, as_of):
    return sorted((r.text, r.role, r.view) for r in m.get_all(user_id="sam", as_of=as_of))


def test_a_backfilled_older_value_reads_alone_before_the_newer_one_was_said(roam):
    roam.add(observations=[{"text": "Sam's city is Berlin.", "time": "2024-06-01"}], user_id="sam")
    roam.add(observations=[{"text": "Sam's city is Paris.", "time": "2023-01-01"}], user_id="sam")
    now = roam.get_all(user_id="sam")
    assert {(r.text, r.role) for r in now} == {("Sam's city is Berlin.", "primary"), ("Sam's city is Paris.", "evidence")}
    assert state(roam, "2023-06-01") == [("Sam's city is Paris.", "primary", "Sam's city is Paris.")]
    assert state(roam, "2022-12-31") == []
    later = roam.get_all(user_id="sam", as_of="2024-07-01")
    check_roam_invariants(later)
    assert {(r.text, r.role) for r in later} == {(r.text, r.role) for r in now}
    assert "Paris" in next(r.view for r in later if r.role == "primary")


def test_a_value_backfilled_between_two_others(roam):
    for text, when in [("Sam's car is a Volvo.", "2023-01-01"), ("Sam's car is a Tesla.", "2025-01-01"),
                       ("Sam's car is a Fiat.", "2024-01-01")]:
        roam.add(observations=[{"text": text, "time": when}], user_id="sam")
    mid = roam.get_all(user_id="sam", as_of="2024-06-01")
    check_roam_invariants(mid)
    assert {(r.text, r.role) for r in mid} == {("Sam's car is a Fiat.", "primary"), ("Sam's car is a Volvo.", "evidence")}
    fiat = next(r for r in mid if r.role == "primary")
    assert "Tesla" not in fiat.view and "Volvo" in fiat.view
    assert [t for t, role, _ in state(roam, "2023-06-01")] == ["Sam's car is a Volvo."]


def test_append_as_of_shows_only_what_was_said_by_then(memory):
    memory.add(observations=[{"text": "Sam lives in Porto.", "time": "2024-06-01"}], user_id="sam")
    memory.add(observations=[{"text": "Sam lives in Lisbon.", "time": "2023-01-01"}], user_id="sam")
    assert [r.text for r in memory.get_all(user_id="sam", as_of="2023-06-01")] == ["Sam lives in Lisbon."]
    assert [r.text for r in memory.get_all(user_id="sam", as_of="2024-06-02")] == ["Sam lives in Lisbon.",
                                                                                   "Sam lives in Porto."]


def test_as_of_equals_a_store_fed_only_what_was_said_by_then_in_any_arrival_order(tmp_path, embedder):
    import random

    said = [(f"Sam's {attr} is {value}.", f"2024-{month:02d}-01")
            for attr, values in (("car", ["a Volvo", "a Fiat", "a Tesla", "a Kia"]), ("city", ["Leeds", "York", "Bath"]))
            for month, value in zip((1, 3, 5, 7), values)]
    options = {"classifier": KeyedClassifier(), "fusion": "deterministic"}

    def roles(records):
        return sorted((r.text, r.role) for r in records)

    for seed in range(4):
        order = said[:]
        random.Random(seed).shuffle(order)
        with Memory.open(tmp_path / f"shuffled{seed}.db", policy="roam", embedder=embedder, policy_options=options) as m:
            for text, when in order:
                m.add(observations=[{"text": text, "time": when}], user_id="sam")
            for cut in ("2024-02-01", "2024-04-01", "2024-06-01", "2024-08-01"):
                with Memory.open(tmp_path / f"ref{seed}{cut}.db", policy="roam", embedder=embedder,
                                 policy_options=options) as ref:
                    for text, when in sorted(said, key=lambda s: s[1]):
                        if when <= cut:
                            ref.add(observations=[{"text": text, "time": when}], user_id="sam")
                    got = m.get_all(user_id="sam", as_of=cut)
                    check_roam_invariants(got)
                    assert roles(got) == roles(ref.get_all(user_id="sam")), (seed, cut)
