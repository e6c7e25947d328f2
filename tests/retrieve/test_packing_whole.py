"""Whole-statement packing (the default): a unit that does not fit is skipped and later ones
are still tried; nothing is ever cut mid-word; a fused view may show its leading statements."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstrata.errors import InvalidInputError
from memstrata.models.tokens import TokenCounter, get_token_counter
from memstrata.retrieve.packing import (
    DEFAULT_PACKING,
    LINE_BREAK_MARK,
    display_text,
    pack_context,
    parse_context_text,
    render_context,
    unit_date,
)
from memstrata.retrieve.statements import leading_statements
from memstrata.types import ContextUnit, SearchResult

LONG = "Sam runs four times a week along the river with the dog Pixel, rain or shine, since the spring of 2019."
FUSED_TEXT = "Ava lives in Utrecht."
FUSED_VIEW = "Ava lives in Utrecht (earlier: Ghent, 2023-03-01; Leeds, 2022-01-01) (also said on 2024-01-01, 2024-02-01)"


def result(i: int, text: str, view: str | None = None) -> SearchResult:
    return SearchResult(id=f"r{i}", text=text, view=view or text, score=1.0 / (i + 1), sources=[f"D{i}"],
                        time=f"2024-01-0{i + 1}T00:00:00", role="primary")


def test_whole_is_the_default_packing():
    assert DEFAULT_PACKING == "whole"
    ctx = pack_context("q", [result(0, "Sam lives in Porto.")], 100, TokenCounter())
    assert ctx.packing == "whole" and ctx.to_dict()["packing"] == "whole"


def test_a_unit_that_does_not_fit_is_skipped_and_a_later_smaller_one_is_packed():
    tc = TokenCounter()
    results = [result(0, "Sam lives in Porto."), result(1, LONG), result(2, "Sam has a dog.")]
    first = pack_context("q", results[:1], 1000, tc)
    budget = tc.count(render_context([*first.units, _shown(results[2], "r2")])) + 1
    assert tc.count(render_context([*first.units, _shown(results[1], "r1")])) > budget  # the long one cannot fit
    ctx = pack_context("q", results, budget, tc)
    assert [(u.id, u.text, u.truncated) for u in ctx.units] == [("r0", "Sam lives in Porto.", False),
                                                                ("r2", "Sam has a dog.", False)]
    assert ctx.tokens == tc.count(ctx.text) <= budget
    # The same results under ROAM's packing: the long one is cut to the tokens left, and packing stops.
    old = pack_context("q", results, budget, tc, packing="truncate")
    assert [u.id for u in old.units] == ["r0", "r1"] and old.units[1].truncated and old.packing == "truncate"


def test_a_memory_text_is_shown_whole_or_not_at_all():
    tc = TokenCounter()
    two_sentences = "Sam adopted a beagle in May. He is called Pixel and sleeps on the sofa."
    r = result(0, two_sentences)
    ctx = pack_context("q", [r], tc.count(render_context([_shown(r, "r0")])) - 1, tc)
    assert ctx.units == [] and ctx.text == ""  # not its first sentence: only a fused view is shortened


def test_a_fused_view_that_does_not_fit_shows_its_leading_whole_statements():
    tc = TokenCounter()
    fused = result(0, FUSED_TEXT, FUSED_VIEW)
    whole = pack_context("q", [fused], 1000, tc)
    assert [(u.text, u.truncated) for u in whole.units] == [(FUSED_VIEW, False)]
    lead = "Ava lives in Utrecht (earlier: Ghent, 2023-03-01; Leeds, 2022-01-01)"
    budget = tc.count(render_context([ContextUnit("r0", lead, 0, 1.0, [], fused.time)]))
    ctx = pack_context("q", [fused], budget, tc)
    assert [(u.text, u.truncated, u.sources) for u in ctx.units] == [(lead, True, ["D0"])]
    ctx = pack_context("q", [fused], budget - 1, tc)
    assert [u.text for u in ctx.units] == ["Ava lives in Utrecht"]  # the current value, never a cut word
    assert ctx.units[0].tokens == tc.count("Ava lives in Utrecht") and ctx.tokens <= budget - 1


def test_leading_statements_end_at_sentences_and_asides_never_inside_them():
    mark = LINE_BREAK_MARK
    assert leading_statements(FUSED_VIEW, mark) == [
        "Ava lives in Utrecht (earlier: Ghent, 2023-03-01; Leeds, 2022-01-01)", "Ava lives in Utrecht"]
    assert leading_statements("Dr. Smith is Sam's dentist. J. K. Lee is hers! She works in Porto.", mark) == [
        "Dr. Smith is Sam's dentist. J. K. Lee is hers!", "Dr. Smith is Sam's dentist."]
    assert leading_statements("Sam said (in May. Or June.) that he moved.", mark) == ["Sam said (in May. Or June.)",
                                                                                     "Sam said"]
    assert leading_statements(f"first line{mark}second line", mark) == ["first line"]
    assert leading_statements("Sam lives in Porto.", mark) == []
    assert leading_statements("An unclosed (aside. It goes on.", mark) == ["An unclosed"]


def test_an_unknown_packing_is_refused():
    with pytest.raises(InvalidInputError, match="packing"):
        pack_context("q", [], 100, TokenCounter(), packing="greedy")


# ----- the properties ------------------------------------------------------------------------
WORDS = ["Sam", "lives", "in", "Porto", "Dr.", "e.g.", "J.", "2023-03-01", "(earlier:", "Ghent,", "Leeds)", "(also",
         "said", "on", "it.", "yes!", "why?", "\"quoted.\"", "(", ")", ";", "⏎", "\\2.", "[2024-01-01]", "日本語。",
         "naïve", "\U0001f600", "1.5", "end."]
SEPARATORS = [" ", " ", " ", "  ", "\n", "\r\n", "\t", "\u2028"]
word_text = st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(SEPARATORS)), min_size=1, max_size=40).map(
    lambda pairs: "".join(w + s for w, s in pairs).strip() or "x")
any_text = st.one_of(word_text, st.text(min_size=1, max_size=60).filter(lambda t: t.strip()))
memory = st.tuples(any_text, st.one_of(st.none(), word_text))  # (text, fused view or None)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(memories=st.lists(memory, max_size=10), budget=st.integers(min_value=1, max_value=400), reverse=st.booleans())
def test_whole_packing_never_cuts_a_word_never_exceeds_the_budget_and_skips_only_what_cannot_fit(memories, budget,
                                                                                                   reverse):
    counter = get_token_counter()
    results = [SearchResult(id=f"id{i}", text=text, view=view or text, score=1.0, sources=[f"S{i}"],
                            time=f"2024-01-{i + 1:02d}T12:00:00", role="primary")
               for i, (text, view) in enumerate(memories)]
    ctx = pack_context("q", results, budget, counter, reverse=reverse)

    assert ctx.tokens == counter.count(ctx.text) <= budget
    assert ctx.format_tokens == ctx.tokens - sum(u.tokens for u in ctx.units) >= 0
    parsed = parse_context_text(ctx.text)
    assert [p.text for p in parsed] == [u.text for u in ctx.units]
    taken = ctx.units[::-1] if reverse else ctx.units
    by_id = {r.id: r for r in results}
    for unit in taken:
        r = by_id[unit.id]
        full = display_text(r.view)
        assert unit.tokens == counter.count(unit.text) > 0 and parsed[ctx.units.index(unit)].date == unit_date(r.time)
        if not unit.truncated:
            assert unit.text == full
            continue
        # Shortened: only a fused view, to a prefix that ends a word (whitespace follows it
        # in the view) and leaves no parenthesis open.
        assert r.view != r.text and full.startswith(unit.text) and len(unit.text) < len(full)
        assert full[len(unit.text)].isspace()
        assert _open_parentheses(unit.text) == 0
    # Greedy in score order: the taken units are a subsequence of the results, and each
    # result left out did not fit, whole or (fused) as any leading statements, at its turn.
    ids = [u.id for u in taken]
    assert ids == [r.id for r in results if r.id in set(ids)]
    so_far: list[ContextUnit] = []
    for r in results:
        if r.id in ids:
            so_far.append(taken[ids.index(r.id)])
            continue
        full = display_text(r.view)
        options = [full, *(leading_statements(full, LINE_BREAK_MARK) if r.view != r.text else [])]
        for shown in options:
            candidate = [*so_far, ContextUnit(r.id, shown, 0, 1.0, [], r.time)]
            assert counter.count(render_context(candidate[::-1] if reverse else candidate)) > budget


def _shown(r: SearchResult, uid: str) -> ContextUnit:
    return ContextUnit(id=uid, text=display_text(r.view), tokens=0, score=r.score, sources=r.sources, time=r.time)


def _open_parentheses(text: str) -> int:
    depth = 0
    for c in text:
        depth = depth + 1 if c == "(" else max(0, depth - 1) if c == ")" else depth
    return depth
