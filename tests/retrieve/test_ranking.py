from memstrata.retrieve.ranking import reciprocal_rank_fusion


def test_rrf_rewards_agreement():
    fused = reciprocal_rank_fusion([[("a", 0.9), ("b", 0.8), ("c", 0.1)], [("b", 5.0), ("d", 1.0)]])
    assert [k for k, _ in fused] == ["b", "a", "d", "c"]


def test_rrf_ties_break_by_rank_then_list_not_by_id():
    fused = reciprocal_rank_fusion([[("zz", 0.9), ("b", 0.5)], [("aa", 3.0), ("c", 1.0)]])
    assert [k for k, _ in fused] == ["zz", "aa", "b", "c"]
