import pytest

from memstrata.errors import UnknownNameError
from memstrata.models.tokens import TokenCounter


def test_count_and_truncate_stay_within_budget():
    tc = TokenCounter()
    text = "Caroline moved from Sweden four years ago and now lives in Portland, Oregon. 🌲 naïve café"
    n = tc.count(text)
    assert n > 10
    for budget in range(0, n + 2):
        cut = tc.truncate(text, budget)
        assert tc.count(cut) <= budget and text.startswith(cut)
    assert tc.truncate(text, n) == text


def test_unknown_tokenizer_lists_valid_ones():
    with pytest.raises(UnknownNameError, match="cl100k_base"):
        TokenCounter("gpt5_base")
