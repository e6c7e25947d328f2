"""On a chain of L values of one attribute the L-th value costs the audit log what it costs
at L = 10 (deltas, no re-pointing of the chain), and history and as-of stay exact."""

from __future__ import annotations

import sqlite3

import pytest

from memstrata import Memory
from tests.fixtures.keyed_workload import KeyedClassifier, check_roam_invariants

pytestmark = pytest.mark.slow


def stamp(i: int) -> str:
    return f"2024-01-01T{i // 3600:02d}:{i // 60 % 60:02d}:{i % 60:02d}"


@pytest.mark.sqlite_only  # counts the audit table's bytes in the file (the SQL the stores share writes them)
def test_the_200th_value_writes_no_more_than_the_10th(db_path, embedder):
    with Memory.open(db_path, policy="roam", embedder=embedder,
                     policy_options={"classifier": KeyedClassifier(), "fusion": "deterministic"}) as m:
        conn = sqlite3.connect(db_path)

        def totals():
            return conn.execute("SELECT COUNT(*), COALESCE(SUM(LENGTH(snapshot)), 0) + COALESCE(SUM(LENGTH(details)), 0) "
                                "FROM audit").fetchone()

        cost = {}
        states: dict[str, list[dict]] = {}
        for n in range(1, 201):
            before = totals()
            m.add(observations=[{"text": f"Sam's car is model {n}.", "time": stamp(n)}], user_id="sam")
            after = totals()
            cost[n] = (after[0] - before[0], after[1] - before[1])
            if n <= 12:  # the state of every record after each change, to check history against
                for r in m.get_all(user_id="sam"):
                    if not states.get(r.id) or states[r.id][-1] != r.to_dict():
                        states.setdefault(r.id, []).append(r.to_dict())
        assert cost[200][0] <= 1.5 * cost[10][0] and cost[200][1] <= 1.5 * cost[10][1], cost
        records = m.get_all(user_id="sam")
        assert check_roam_invariants(records) == {"primary": 1, "evidence": 199}
        for rid, seen in states.items():
            history = [e.snapshot for e in m.history(rid, user_id="sam")][:len(seen)]
            assert history == seen
        as_of = m.get_all(user_id="sam", as_of=stamp(120))
        assert len(as_of) == 120 and check_roam_invariants(as_of) == {"primary": 1, "evidence": 119}
        assert [r.text for r in as_of if r.role == "primary"] == ["Sam's car is model 120."]
        conn.close()
