"""The policy loss of one update: GRPO's clipped surrogate with a KL penalty to the reference.

For one action (a model reply: prompt tokens, then the reply's tokens y_1..y_T) with advantage
A, and per token t the log-probabilities under the current policy (new), the policy that
sampled it (old) and the reference (ref: the policy RL started from, see ``policy``):

    ratio_t = exp(new_t - old_t)
    surrogate_t = min(ratio_t * A, clip(ratio_t, 1 - eps, 1 + eps) * A)
    kl_t = exp(ref_t - new_t) - (ref_t - new_t) - 1        (the k3 estimator, >= 0)
    loss = mean_t(-surrogate_t + beta * kl_t)

and the update's loss is the mean over its actions (each reply weighs the same, however long).

Every prompt of an update starts with the same system prompt and tool list (about a thousand
tokens for the agent): ``batch_logprobs`` computes that shared prefix once per batch, with its
graph, and each action's own tokens on top of it, so the gradient is exact (the same as one
full forward per action, which a test checks) at a fraction of the cost.
"""

from __future__ import annotations

import os
from typing import Any


def action_loss(new: Any, old: Any, ref: Any, advantage: float, *, clip_eps: float, kl_coef: float) -> Any:
    import torch

    ratio = torch.exp(new - old)
    surrogate = torch.minimum(ratio * advantage, torch.clamp(ratio, 1 - clip_eps, 1 + clip_eps) * advantage)
    log_ratio_ref = ref - new
    kl = torch.exp(log_ratio_ref) - log_ratio_ref - 1
    return (-surrogate + kl_coef * kl).mean()


def token_logprobs(model: Any, prompt: list[int], completion: list[int]) -> Any:
    """log p(completion_t | prompt, completion_<t) for each completion token, with grad."""
    import torch

    ids = torch.tensor([prompt + completion], device=model.device)
    # Only the positions that predict a completion token are needed.
    logits = model(input_ids=ids, logits_to_keep=len(completion) + 1).logits[0, :-1].float()
    target = torch.tensor(completion, device=model.device).unsqueeze(1)
    return torch.log_softmax(logits, dim=-1).gather(1, target).squeeze(1)


def batch_logprobs(model: Any, items: list[tuple[list[int], list[int]]], min_prefix: int = 32) -> list[Any]:
    """``token_logprobs`` of each (prompt, completion), the prompts' common prefix computed
    once (with grad when the model is training) and shared by every item's forward."""
    from transformers import DynamicCache

    if len(items) < 2:
        return [token_logprobs(model, p, c) for p, c in items]
    first = items[0][0]
    # Every item keeps at least one prompt token of its own.
    shared = min(len(os.path.commonprefix([p for p, _ in items])), min(len(p) for p, _ in items) - 1)
    if shared < min_prefix:
        return [token_logprobs(model, p, c) for p, c in items]
    import torch

    prefix = model(input_ids=torch.tensor([first[:shared]], device=model.device), use_cache=True,
                   logits_to_keep=1).cache
    out = []
    for prompt, completion in items:
        cache = DynamicCache(config=model.config)
        for i, layer in enumerate(prefix.layers):
            cache.update(layer.keys, layer.values, i)  # shares the prefix's tensors (and their graph)
        ids = torch.tensor([prompt[shared:] + completion], device=model.device)
        logits = model(input_ids=ids, cache=cache, use_cache=True, logits_to_keep=len(completion) + 1).logits[0, :-1]
        target = torch.tensor(completion, device=model.device).unsqueeze(1)
        out.append(torch.log_softmax(logits.float(), dim=-1).gather(1, target).squeeze(1))
    return out
