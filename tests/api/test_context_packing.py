"""``Memory.context`` packs whole statements by default; ROAM's truncation stays selectable,
per call or in the config, and every context names its packing."""

from __future__ import annotations

import pytest

from memstrata import Memory
from memstrata.errors import InvalidInputError
from memstrata.retrieve.packing import display_text, render_context
from memstrata.types import ContextUnit

LONG = ("Sam runs along the river every morning with his beagle Pixel, rain or shine, five kilometres before "
        "work, and on Sundays twelve kilometres out to the lighthouse and back.")
SHORT = ["Sam lives in Porto.", "Sam is vegetarian."]
QUERY = "Sam runs along the river with his beagle Pixel"


def seed(m: Memory) -> int:
    """Store the memories; return a budget that holds both short ones but not the long one."""
    m.add(observations=[{"text": t, "time": "2024-03-02"} for t in [LONG, *SHORT]], user_id="sam")
    shorts = [ContextUnit(f"s{i}", display_text(t), 0, 1.0, [], "2024-03-02") for i, t in enumerate(SHORT)]
    return m.tokens.count(render_context(shorts)) + 2


def test_the_long_best_match_is_skipped_whole_and_the_shorter_ones_are_packed(memory):
    budget = seed(memory)
    full = memory.context(QUERY, user_id="sam", budget_tokens=1000)
    assert full.units[0].text == LONG  # it ranks first...
    ctx = memory.context(QUERY, user_id="sam", budget_tokens=budget)
    assert ctx.packing == "whole" and ctx.tokens <= budget
    assert sorted(u.text for u in ctx.units) == sorted(SHORT) and not any(u.truncated for u in ctx.units)
    old = memory.context(QUERY, user_id="sam", budget_tokens=budget, packing="truncate")
    assert old.packing == "truncate" and [u.truncated for u in old.units] == [True]  # ...and is cut, then nothing
    assert LONG.startswith(old.units[0].text) and old.tokens <= budget


def test_the_config_sets_the_default_packing(db_path, embedder):
    with Memory.open(db_path, embedder=embedder, packing="truncate") as m:
        budget = seed(m)
        assert m.context(QUERY, user_id="sam", budget_tokens=budget).packing == "truncate"
        assert m.context(QUERY, user_id="sam", budget_tokens=budget, packing="whole").packing == "whole"


def test_an_unknown_packing_is_refused(db_path, embedder, memory):
    with pytest.raises(InvalidInputError, match="packing"):
        memory.context("x", user_id="sam", packing="greedy")
    with pytest.raises(InvalidInputError, match="packing"):
        Memory.open(db_path.with_name("other.db"), embedder=embedder, packing="greedy")
