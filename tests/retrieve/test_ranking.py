from memstrata.retrieve.ranking import reciprocal_rank_fusion


def test_rrf_rewards_agreement():
    fused = reciprocal_rank_fusion([[("a", 0.9), ("b", 0.8), ("c", 0.1)], [("b", 5.0), ("d", 1.0)]])
    assert [k for k, _ in fused] == ["b", "a", "d", "c"]
