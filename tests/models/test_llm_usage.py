"""Usage accounting of the LLM base class: calls, tokens, shared-prefix share, deltas."""

from __future__ import annotations

from memstrata.models.llm.replay import ScriptedLLM


def test_shared_prefix_is_measured_per_kind_of_prompt():
    llm = ScriptedLLM(["a", "b", "c"])
    rel = [{"role": "system", "content": "label relations " * 10}, {"role": "user", "content": "pair one"}]
    fuse = [{"role": "system", "content": "fuse notes"}, {"role": "user", "content": "notes"}]
    llm.chat(rel)
    before = llm.usage.copy()
    llm.chat(fuse)  # another kind in between does not break the relation prompts' reuse
    llm.chat([rel[0], {"role": "user", "content": "pair two"}])
    u = llm.usage
    assert u.calls == 3 and u.prompt_chars > 0
    shared = len("system:" + "label relations " * 10 + "\x00user:pair ")
    assert u.shared_prefix_chars == shared
    delta = u.minus(before)
    assert delta.calls == 2 and delta.shared_prefix_chars == shared
    assert 0 < u.shared_prefix_share < 1
