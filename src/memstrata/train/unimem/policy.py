"""The trained policy: a causal LM with a LoRA adapter (peft), seen by the agent as an ordinary
``TransformersLLM``, and the two update steps that change it.

- ``sft_step``: demonstrations (teacher replies) by maximum likelihood of the reply tokens.
- ``grpo_step``: sampled replies with their advantages, by ``loss.action_loss``; the reference
  is the policy as RL began (``set_reference``: after SFT, the SFT policy), its LoRA weights
  swapped in for the reference pass, or the adapter switched off before any SFT: no second copy
  of the model is held.

Why not trl: its GRPO trainer samples one completion per prompt and gives every completion of a
group one scalar; here an action is one reply inside a multi-step event, advantages come per
event (credit assignment) and per stage, and rollouts run through the memory agent. A small loop
on torch says exactly that.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memstrata.models.llm.transformers_local import TransformersLLM
from memstrata.train.unimem.config import LoraSettings
from memstrata.train.unimem.loss import action_loss, batch_logprobs
from memstrata.train.unimem.rollouts import Action, tools_of


@dataclass
class Scored:
    action: Action
    advantage: float


class Policy:
    def __init__(self, model_dir: str | Path, lora: LoraSettings, *, seed: int = 0, adapter: str | None = None,
                 learning_rate: float = 1e-4, device: str = "cpu", dtype: str = "float32",
                 gradient_checkpointing: bool = False):
        import torch
        from peft import LoraConfig, PeftModel, get_peft_model
        from transformers import AutoModelForCausalLM, AutoTokenizer

        torch.manual_seed(seed)
        base: Any = AutoModelForCausalLM.from_pretrained(model_dir, dtype=getattr(torch, dtype))
        base = base.to(device)
        if gradient_checkpointing:  # long GPU rollouts: recompute activations instead of holding them
            base.gradient_checkpointing_enable()
            base.enable_input_require_grads()
        tokenizer = AutoTokenizer.from_pretrained(model_dir)
        if adapter is not None:
            self.model = PeftModel.from_pretrained(base, adapter, is_trainable=True)
        else:
            present = {name.rsplit(".", 1)[-1] for name, _ in base.named_modules()}
            targets = [t for t in lora.targets if t in present]
            if not targets:
                raise ValueError(f"lora.targets {lora.targets} name no module of this model")
            self.model = get_peft_model(base, LoraConfig(r=lora.r, lora_alpha=lora.alpha, lora_dropout=lora.dropout,
                                                         target_modules=targets, task_type="CAUSAL_LM"))
        self.llm = TransformersLLM.from_objects(self.model, tokenizer, name=f"{Path(model_dir).name}+lora", seed=seed)
        self.new_optimizer(learning_rate)
        # Actions whose graphs are held at once (sharing one prefix forward): memory for speed.
        self.chunk = 16
        self._reference_state: dict[str, Any] | None = None

    def new_optimizer(self, learning_rate: float) -> None:
        import torch

        self.optimizer = torch.optim.AdamW([p for p in self.model.parameters() if p.requires_grad], lr=learning_rate)

    # ----- token ids of an action --------------------------------------------------------
    def ids(self, action: Action) -> tuple[list[int], list[int]]:
        tools = tools_of(action.kind)
        prompt = action.prompt_ids or self.llm.prompt_ids(action.messages, tools)
        reply = action.token_ids or self.llm.reply_ids(action.messages, tools, action.reply)
        return prompt, reply

    # ----- updates -----------------------------------------------------------------------
    def sft_step(self, batch: list[Action]) -> float:
        """One optimizer step on the mean per-reply negative log-likelihood."""
        import torch

        self.model.train()
        self.optimizer.zero_grad()
        losses = []
        for part in _chunks(batch, self.chunk):
            part_losses = [-lp.mean() for lp in batch_logprobs(self.model, [self.ids(a) for a in part])]
            (torch.stack(part_losses).sum() / len(batch)).backward()
            losses += part_losses
        self._step()
        return float(sum(float(x.detach()) for x in losses) / max(len(losses), 1))

    def grpo_step(self, batch: list[Scored], *, clip_eps: float, kl_coef: float) -> dict[str, float]:
        """One optimizer step over the actions of one update, each weighing the same."""
        import torch

        if not batch:
            return {"loss": 0.0, "kl": 0.0, "actions": 0}
        self.model.train()
        self.optimizer.zero_grad()
        total, kl_sum = 0.0, 0.0
        for part in _chunks(batch, self.chunk):
            items = [self.ids(s.action) for s in part]
            with torch.no_grad(), self.reference():
                refs = batch_logprobs(self.model, items)
            news = batch_logprobs(self.model, items)
            terms = []
            for item, new, ref in zip(part, news, refs):
                old = torch.tensor(item.action.logprobs, device=new.device) if item.action.logprobs is not None \
                    else new.detach()
                terms.append(action_loss(new, old, ref, item.advantage, clip_eps=clip_eps, kl_coef=kl_coef))
                d = (ref - new).detach()
                kl_sum += float((torch.exp(d) - d - 1).mean())
            loss = torch.stack(terms).sum() / len(batch)
            loss.backward()
            total += float(loss.detach())
        self._step()
        return {"loss": total, "kl": kl_sum / len(batch), "actions": len(batch)}

    def _step(self) -> None:
        import torch

        torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
        self.optimizer.step()
        self.model.eval()
        self.llm.weights_version += 1  # the backend's KV cache is stale now

    def set_reference(self) -> None:
        """The policy as it is now becomes the KL reference (RL after SFT: the SFT policy, not
        the base model the SFT moved away from)."""
        self._reference_state = {n: p.detach().clone() for n, p in self.model.named_parameters() if p.requires_grad}

    @contextmanager
    def reference(self) -> Iterator[None]:
        """Forward passes inside run as the reference: the base model (adapter off) until
        ``set_reference``, then the adapter weights saved by it, swapped in and back (LoRA
        weights are small, so no second model is held)."""
        import torch

        if self._reference_state is None:
            with self.model.disable_adapter():
                yield
            return
        params = dict(self.model.named_parameters())
        current = {n: params[n].detach().clone() for n in self._reference_state}
        with torch.no_grad():
            for n, value in self._reference_state.items():
                params[n].copy_(value)
        try:
            yield
        finally:
            with torch.no_grad():
                for n, value in current.items():
                    params[n].copy_(value)

    def save(self, folder: str | Path) -> Path:
        path = Path(folder)
        self.model.save_pretrained(str(path))
        return path


def _chunks(items: list, size: int) -> list[list]:
    return [items[i:i + size] for i in range(0, len(items), size)]
