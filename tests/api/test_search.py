"""search: filters are applied before ranking, duplicates come back once."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def test_a_filtered_search_returns_limit_results_whenever_that_many_match(memory):
    work = [{"text": f"Sam had meeting {i} with the design team.", "metadata": {"topic": "work"}} for i in range(12)]
    noise = [{"text": f"Sam had a meeting about the garden {i}.", "metadata": {"topic": "home"}} for i in range(60)]
    memory.add(observations=noise + work, user_id="u")
    results = memory.search("garden meeting", user_id="u", limit=10, filters={"topic": "work"})
    assert len(results) == 10 and all("design team" in r.text for r in results)
    assert len(memory.search("garden meeting", user_id="u", limit=50, filters={"topic": "work"})) == 12
    assert memory.search("garden meeting", user_id="u", filters={"topic": "nothing"}) == []


def test_time_and_kind_filters_go_down_to_the_store(memory):
    memory.add(observations=[{"text": f"Sam went climbing, trip {i}.", "time": f"2024-01-{i + 1:02d}"} for i in range(20)],
               user_id="u")
    memory.add(observations=[{"text": "Sam's climbing gym closed.", "time": "2024-02-01", "kind": "event"}], user_id="u")
    january = memory.search("climbing", user_id="u", limit=5, filters={"time_from": "2024-01-10", "time_to": "2024-01-31"})
    assert len(january) == 5 and all("2024-01-10" <= r.time <= "2024-01-31T23:59" for r in january)
    events = memory.search("climbing", user_id="u", limit=5, filters={"kind": "event"})
    assert [r.text for r in events] == ["Sam's climbing gym closed."]


def test_identical_texts_come_back_once(memory):
    memory.add(observations=["Sam lives in Leeds."] * 3 + ["Sam lived in York before."], user_id="u")
    results = memory.search("Where does Sam live?", user_id="u", limit=5)
    assert [r.text for r in results].count("Sam lives in Leeds.") == 1
    assert len(results) == 2
