"""Rewards to advantages, on hand-computed examples."""

from __future__ import annotations

import pytest

from memstrata.train.unimem.advantages import Schedule, event_rewards, normalise, slot_advantages


def test_group_relative_normalisation():
    assert normalise([1.0, 0.0, 0.0, 1.0]) == pytest.approx([1, -1, -1, 1], abs=1e-5)
    # [1, .5, 0]: mean .5, population std sqrt(1/6) = .4082, so +-.5 / .4082 = +-1.2247.
    assert normalise([1.0, 0.5, 0.0]) == pytest.approx([1.2247, 0.0, -1.2247], abs=1e-3)
    assert normalise([0.7, 0.7, 0.7]) == [0.0, 0.0, 0.0]  # nothing to compare
    assert normalise([0.3]) == [0.0]


def test_an_event_credited_by_several_queries_gets_their_mean_and_uncredited_events_nothing():
    scores = {"q1": 1.0, "q2": 0.0, "q3": 0.5}
    credits = {"q1": {"c5", "c12"}, "q2": {"c5"}, "q3": {"c7"}, "q-unscored": {"c9"}}
    assert event_rewards(scores, credits) == {"c5": 0.5, "c12": 1.0, "c7": 0.5}


def test_construction_groups_compare_one_slot_across_the_rollouts_that_credit_it():
    rollouts = [{"c1": 1.0, "c2": 0.0}, {"c1": 0.0, "c2": 1.0, "c3": 1.0}, {"c1": 0.5}]
    adv = slot_advantages(rollouts)
    # c1 over all three: [1, 0, .5] -> [1.2247, -1.2247, 0]; c2 over rollouts 0 and 1: [-1, 1];
    # c3 credited in one rollout only: nothing to compare, 0.
    assert adv[0] == pytest.approx({"c1": 1.2247, "c2": -1.0}, abs=1e-3)
    assert adv[1] == pytest.approx({"c1": -1.2247, "c2": 1.0, "c3": 0.0}, abs=1e-3)
    assert adv[2] == pytest.approx({"c1": 0.0}, abs=1e-3)


def test_retrieval_groups_of_one_query_on_a_shared_bank():
    # Four retrieval rollouts of one query: judged 1, 1, 0, 0.
    assert slot_advantages([{"q": 1.0}, {"q": 1.0}, {"q": 0.0}, {"q": 0.0}]) == \
        [pytest.approx({"q": 1.0}, abs=1e-5), pytest.approx({"q": 1.0}, abs=1e-5),
         pytest.approx({"q": -1.0}, abs=1e-5), pytest.approx({"q": -1.0}, abs=1e-5)]


@pytest.mark.parametrize("text,stages", [
    ("1:1", "CRCRCR"), ("1:8", "CRRRRRRRRC"), ("8:1", "CCCCCCCCRC"), ("2:3", "CCRRRCCRRR")])
def test_the_alternation_schedule(text, stages):
    schedule = Schedule.parse(text)
    assert "".join(schedule.stage(i)[0].upper() for i in range(len(stages))) == stages


@pytest.mark.parametrize("bad", ["0:1", "1:0", "1", "1:2:3", "a:b", "-1:1", "1.5:1"])
def test_impossible_schedules_are_refused(bad):
    with pytest.raises(ValueError, match="schedule"):
        Schedule.parse(bad)
