import pytest

from memstrata.eval.metrics import aggregate, normalize_answer, question_diagnostics


def unit(sources, tokens):
    return {"sources": sources, "tokens": tokens}


def test_coverage_recall_and_confounder_share():
    units = [unit(["g1"], 10), unit(["c1"], 20), unit(["c1", "g2"], 5), unit(["x"], 5)]
    m = question_diagnostics(units, gold=["g1", "g3"], confounders=["c1"], answer="Porto", context_text="went to porto")
    assert m["gold_recall"] == 0.5 and m["any_coverage"] == 1.0 and m["all_coverage"] == 0.0
    assert m["confounder_token_share"] == pytest.approx(20 / 40)  # the mixed unit counts in the denominator only
    assert (m["context_tokens_mean"], m["units_mean"], m["answer_in_context"]) == (40.0, 4.0, 1.0)


def test_no_gold_and_no_answer_are_excluded_not_zero():
    m = question_diagnostics([unit(["a"], 3)], gold=[], confounders=[], answer=None, context_text="")
    assert m["gold_recall"] is None and m["answer_in_context"] is None
    empty = question_diagnostics([], gold=["g"], confounders=[], answer=3, context_text="")
    assert empty["gold_recall"] == 0.0 and empty["confounder_token_share"] == 0.0


def test_normalisation():
    assert normalize_answer("The 7 May, 2023!") == "7 may 2023"


def test_aggregate_macro_averages_and_excludes_categories():
    def row(cat, recall):
        return {"category": cat, "metrics": {"gold_recall": recall, "any_coverage": recall, "all_coverage": recall,
                                             "confounder_token_share": 0.0, "context_tokens_mean": 10.0,
                                             "units_mean": 2.0, "answer_in_context": None}}

    agg = aggregate([row("a", 1.0), row("a", 0.0), row("b", None), row("adv", 1.0)], exclude_categories=("adv",))
    assert agg["overall"]["gold_recall"] == 50.0 and agg["overall"]["questions"] == 3
    assert agg["overall"]["questions_with_gold"] == 2 and agg["overall"]["answer_in_context"] is None
    assert agg["by_category"]["adv"]["gold_recall"] == 100.0 and agg["overall"]["context_tokens_mean"] == 10.0
