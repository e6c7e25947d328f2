from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.packing import pack_context
from memstrata.types import SearchResult


def result(i: int, text: str) -> SearchResult:
    return SearchResult(id=f"r{i}", text=text, view=text, score=1.0 / (i + 1), sources=[f"D{i}"],
                        time=f"2024-01-0{i + 1}T00:00:00", role="primary")


def test_units_in_score_order_until_the_budget_then_hard_truncation():
    tc = TokenCounter()
    results = [result(0, "Sam lives in Porto."), result(1, "Sam is vegetarian since university."),
               result(2, "Sam runs four times a week along the river with the dog Pixel.")]
    full = pack_context("q", results, 1000, tc)
    assert [u.id for u in full.units] == ["r0", "r1", "r2"]
    first_two = full.units[0].tokens + full.units[1].tokens
    ctx = pack_context("q", results, first_two + 16, tc)
    assert [u.truncated for u in ctx.units] == [False, False, True]
    assert ctx.tokens <= first_two + 16 and tc.count(ctx.text) <= ctx.tokens
    assert ctx.units[2].sources == ["D2"] and full.units[2].text.startswith(ctx.units[2].text)


def test_fragments_too_small_to_carry_information_are_dropped():
    tc = TokenCounter()
    results = [result(0, "Sam lives in Porto."),
               result(1, "Sam has been vegetarian since university and cooks lentil curry every Sunday.")]
    first = pack_context("q", results, 1000, tc).units[0].tokens
    prefix = tc.count("[2024-01-02] ")
    ctx = pack_context("q", results, first + prefix + 3, tc)  # room for the date and 2 tokens: dropped
    assert [u.id for u in ctx.units] == ["r0"]
    ctx = pack_context("q", results, first + prefix + 5, tc)  # the date and 4 tokens of text: kept
    assert [u.id for u in ctx.units] == ["r0", "r1"] and ctx.units[1].truncated


def test_each_unit_shows_its_date():
    ctx = pack_context("q", [result(0, "Sam lives in Porto.")], 100, TokenCounter())
    assert ctx.text == "[2024-01-01] Sam lives in Porto."
