"""An in-process transformers model: the trainable backend (extra ``train``).

It speaks the agent's LLM protocol like the other backends, and gives what training needs:
every reply's token ids (``LLMResponse.token_ids``), one logprob per generated token
(``logprobs``, under the model at temperature 1, i.e. the policy itself, whatever temperature
sampled the reply) and the prompt's token ids (``prompt_ids``), so a trainer scores exactly the
tokens the model saw and wrote.

Tools: as ``LlamaCppLLM``, a chat template that renders tools (Qwen2.5's) gets the history and
the tools as they are; any other (SmolLM2's) gets our text format (``tool_text``). Replies are
parsed strictly either way. There is no grammar here: a model that drifts from the format makes
invalid calls, which the agent counts and answers (and SFT teaches away).

``model`` is a model folder, a GGUF file or a known local model (``hf_models``); ``adapter`` a
LoRA folder saved by ``memstrata train unimem``, applied on top (peft).
"""

from __future__ import annotations

import os
import threading
from typing import Any

from memstrata.errors import ModelNotAvailableError
from memstrata.models.llm import tool_text
from memstrata.models.llm.base import LLM, LLMResponse, Message
from memstrata.models.llm.tools import ToolSpec, template_message


class TransformersLLM(LLM):
    def __init__(self, model: str, adapter: str | None = None, *, seed: int = 0, threads: int | None = None):
        super().__init__()
        try:
            import torch
            from transformers import AutoModelForCausalLM, AutoTokenizer
        except ImportError as exc:
            raise ModelNotAvailableError("provider 'transformers' needs: pip install 'memstrata[train]'") from exc
        from memstrata.models.llm.hf_models import resolve_model_dir

        folder = resolve_model_dir(model)
        if threads:
            torch.set_num_threads(threads)
        net: Any = AutoModelForCausalLM.from_pretrained(folder, dtype=torch.float32)
        if adapter is not None:
            if not os.path.isfile(os.path.join(adapter, "adapter_config.json")):
                raise ModelNotAvailableError(f"no LoRA adapter at {adapter!r} (its adapter_config.json is missing)")
            from peft import PeftModel

            net = PeftModel.from_pretrained(net, adapter)
        self._setup(net, AutoTokenizer.from_pretrained(folder), f"{folder.name}" + (f"+{os.path.basename(adapter)}"
                                                                                    if adapter else ""), seed)

    @classmethod
    def from_objects(cls, model: Any, tokenizer: Any, name: str = "transformers", seed: int = 0) -> TransformersLLM:
        """A backend over a model already in memory (the trainer's policy, a test's tiny model)."""
        self = cls.__new__(cls)
        LLM.__init__(self)
        self._setup(model, tokenizer, name, seed)
        return self

    def _setup(self, model: Any, tokenizer: Any, name: str, seed: int) -> None:
        import torch

        self.model, self.tokenizer, self.name = model, tokenizer, name
        # Set by a trainer for sampled rollouts: every request then decodes at this temperature
        # (the agent loop itself always asks for greedy replies).
        self.temperature: float | None = None
        self.weights_version = 0  # bumped by a trainer after each optimizer step (see ``sample``)
        self._cache: Any = None
        self._cache_ids: list[int] = []
        self._cache_version = -1
        self._generating = threading.Lock()  # one generation at a time: the cache is shared state
        self.model.eval()
        self.generator = torch.Generator().manual_seed(seed)
        self.template_takes_tools = "tools" in str(tokenizer.chat_template or "")
        stops = {tokenizer.eos_token_id, tokenizer.convert_tokens_to_ids("<|im_end|>")}
        self.stop_ids = sorted(i for i in stops if isinstance(i, int) and i >= 0 and i != tokenizer.unk_token_id)

    # ----- the protocol ------------------------------------------------------------------
    def _chat(self, messages: list[Message], *, schema: dict[str, Any] | None, temperature: float,
              max_tokens: int) -> LLMResponse:
        # No constrained decoding here: ``structured`` validates a schema's output either way.
        return self._reply(self.prompt_ids(messages), self._temperature(temperature), max_tokens)

    def _chat_tools(self, messages: list[Message], tools: list[ToolSpec], *, temperature: float,
                    max_tokens: int) -> LLMResponse:
        resp = self._reply(self.prompt_ids(messages, tools), self._temperature(temperature), max_tokens)
        prose, calls = tool_text.parse(resp.content)
        resp.raw, resp.content, resp.tool_calls = resp.content, prose, calls
        return resp

    def _temperature(self, asked: float) -> float:
        return asked if self.temperature is None else self.temperature

    def prompt_ids(self, messages: list[Message], tools: list[ToolSpec] | None = None) -> list[int]:
        """The prompt as the model sees it, ending where its reply begins."""
        return self._ids(self._render(messages, tools, generation_prompt=True))

    def reply_ids(self, messages: list[Message], tools: list[ToolSpec] | None, reply: Message) -> list[int]:
        """The tokens of ``reply`` (an assistant message, calls in the OpenAI format) as this
        model would write them after ``messages``, its end-of-turn token included: the target
        of a demonstration. Rendered by the same template as the prompt, so prompt + reply is
        exactly the conversation the model is later shown."""
        prompt = self._render(messages, tools, generation_prompt=True)
        full = self._render([*messages, reply], tools, generation_prompt=False)
        if not full.startswith(prompt):
            raise ValueError("the chat template renders a reply that does not extend its prompt")
        tail = full[len(prompt):]
        # The template ends a turn with its stop token and a newline: the reply ends at the stop.
        for stop in (self.tokenizer.convert_ids_to_tokens(i) for i in self.stop_ids):
            if isinstance(stop, str) and stop in tail:
                tail = tail[:tail.index(stop) + len(stop)]
                break
        return self._ids(tail)

    def _render(self, messages: list[Message], tools: list[ToolSpec] | None, *, generation_prompt: bool) -> str:
        if tools and self.template_takes_tools:
            return self.tokenizer.apply_chat_template(
                [template_message(m) for m in messages], tools=[t.to_openai() for t in tools],
                add_generation_prompt=generation_prompt, tokenize=False)
        plain = tool_text.render(messages, tools) if tools else messages
        return self.tokenizer.apply_chat_template(plain, add_generation_prompt=generation_prompt, tokenize=False)

    def _ids(self, text: str) -> list[int]:
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    # ----- generation --------------------------------------------------------------------
    def _reply(self, prompt: list[int], temperature: float, max_tokens: int) -> LLMResponse:
        with self._generating:
            ids, logprobs = self.sample(prompt, temperature=temperature, max_tokens=max_tokens)
        text_ids = ids[:-1] if ids and ids[-1] in self.stop_ids else ids
        text = self.tokenizer.decode(text_ids, skip_special_tokens=True)
        return LLMResponse(text, prompt_tokens=len(prompt), completion_tokens=len(ids), token_ids=ids,
                           logprobs=logprobs, prompt_ids=prompt)

    def sample(self, prompt: list[int], *, temperature: float, max_tokens: int) -> tuple[list[int], list[float]]:
        """Token by token with a KV cache: greedy at temperature 0, else softmax(logits / T)
        sampled from this backend's own generator (seeded, so a run repeats). The logprobs
        are the policy's (temperature 1) for the tokens chosen. Stops after a stop token
        (kept: learning when to stop is part of the reply) or ``max_tokens``.

        The cache of the previous call is reused up to the longest common prefix (the agent's
        system prompt and tools, then the event's history so far, are the same from call to
        call): only the new tokens are computed. ``weights_version`` says when the weights
        changed (a trainer bumps it after each step); a stale cache is dropped."""
        import torch

        cache, reuse = None, 0
        if self._cache is not None and self._cache_version == self.weights_version:
            reuse = min(len(os.path.commonprefix([self._cache_ids, prompt])), len(prompt) - 1)
            if reuse > 0:
                cache = self._cache
                drop = len(self._cache_ids) - reuse
                if drop:
                    cache.crop(-drop)  # a negative count removes that many tokens from the end
        if cache is None:
            reuse = 0
        ids: list[int] = []
        logprobs: list[float] = []
        with torch.no_grad():
            device = self.model.device
            step_input = torch.tensor([prompt[reuse:]], device=device)
            for _ in range(max_tokens):
                out = self.model(input_ids=step_input, cache=cache, use_cache=True, logits_to_keep=1)
                cache, logits = out.cache, out.logits[0, -1].float()
                if temperature <= 0:
                    token = int(torch.argmax(logits))
                else:
                    probs = torch.softmax(logits / temperature, dim=-1)
                    token = int(torch.multinomial(probs.cpu(), 1, generator=self.generator))
                ids.append(token)
                logprobs.append(float(torch.log_softmax(logits, dim=-1)[token]))
                if token in self.stop_ids:
                    break
                step_input = torch.tensor([[token]], device=device)
        # What the cache now holds: the prompt and every reply token but the last (never fed).
        self._cache, self._cache_ids, self._cache_version = cache, prompt + ids[:-1], self.weights_version
        return ids, logprobs
