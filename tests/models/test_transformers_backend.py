"""The trainable backend on a tiny random model with a real tokenizer: the protocol, and the
invariant training relies on (the logprobs it reports are the ones a full forward recomputes)."""

from __future__ import annotations

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from memstrata.api.config import LLMConfig, create_llm  # noqa: E402
from memstrata.errors import ModelNotAvailableError  # noqa: E402
from memstrata.memory_tools import SPECS  # noqa: E402
from memstrata.models.llm.tools import ToolCall, assistant_message  # noqa: E402

MESSAGES = [{"role": "system", "content": "You keep a memory."}, {"role": "user", "content": "Sam: I moved to Porto."}]


def test_a_reply_carries_its_prompt_tokens_reply_tokens_and_matching_logprobs(tiny_model_dir):
    import torch

    from memstrata.train.unimem.loss import token_logprobs

    llm = create_llm(LLMConfig(provider="transformers", model=str(tiny_model_dir)))
    llm.temperature = 1.0  # sampled, as a rollout is
    resp = llm.chat_tools(MESSAGES, list(SPECS.values()), max_tokens=12)
    assert resp.prompt_ids == llm.prompt_ids(MESSAGES, list(SPECS.values()))
    assert len(resp.token_ids) == len(resp.logprobs) == resp.completion_tokens <= 12
    with torch.no_grad():
        again = token_logprobs(llm.model, resp.prompt_ids, resp.token_ids)
    assert again.tolist() == pytest.approx(resp.logprobs, abs=1e-3)
    # Random weights write no call: the reply is text, parsed strictly into none.
    assert resp.raw is not None and all(c.error or c.name for c in resp.tool_calls)


def test_greedy_replies_repeat_and_a_demonstration_renders_as_the_template_would(tiny_model_dir):
    llm = create_llm(LLMConfig(provider="transformers", model=str(tiny_model_dir)))
    first = llm.chat_tools(MESSAGES, list(SPECS.values()), max_tokens=8)
    assert llm.chat_tools(MESSAGES, list(SPECS.values()), max_tokens=8).token_ids == first.token_ids
    reply = assistant_message("", [ToolCall("c0", "memory_search", {"query": "Sam"})])
    ids = llm.reply_ids(MESSAGES, list(SPECS.values()), reply)
    text = llm.tokenizer.decode(ids)
    assert text == '<tool_call>\n{"name": "memory_search", "arguments": {"query": "Sam"}}\n</tool_call><|im_end|>'


def test_a_missing_model_or_adapter_is_a_clear_error(tmp_path, tiny_model_dir):
    with pytest.raises(ModelNotAvailableError, match="no model folder"):
        create_llm(LLMConfig(provider="transformers", model=str(tmp_path / "nothing")))
    with pytest.raises(ModelNotAvailableError, match="adapter"):
        create_llm(LLMConfig(provider="transformers", model=str(tiny_model_dir), adapter=str(tmp_path)))


def test_the_reused_cache_changes_nothing_and_a_weight_change_drops_it(tiny_model_dir):
    import torch

    from memstrata.train.unimem.loss import token_logprobs

    llm = create_llm(LLMConfig(provider="transformers", model=str(tiny_model_dir)))
    tools = list(SPECS.values())
    first = llm.chat_tools(MESSAGES, tools, max_tokens=6)
    longer = [*MESSAGES, {"role": "assistant", "content": "ok"}, {"role": "user", "content": "Sam: and I got a cat."}]
    second = llm.chat_tools(longer, tools, max_tokens=6)  # shares the first prompt's prefix
    with torch.no_grad():
        assert token_logprobs(llm.model, second.prompt_ids, second.token_ids).tolist() == \
            pytest.approx(second.logprobs, abs=1e-3)
        for p in llm.model.parameters():
            p.add_(0.05)
    llm.weights_version += 1
    again = llm.chat_tools(MESSAGES, tools, max_tokens=6)
    with torch.no_grad():
        assert token_logprobs(llm.model, again.prompt_ids, again.token_ids).tolist() == \
            pytest.approx(again.logprobs, abs=1e-3)
    assert again.logprobs != first.logprobs
