"""The policy loss of one update: GRPO's clipped surrogate with a KL penalty to the reference.

For one action (a model reply: prompt tokens, then the reply's tokens y_1..y_T) with advantage
A, and per token t the log-probabilities under the current policy (new), the policy that
sampled it (old) and the reference (ref: the same model with its LoRA adapter switched off):

    ratio_t = exp(new_t - old_t)
    surrogate_t = min(ratio_t * A, clip(ratio_t, 1 - eps, 1 + eps) * A)
    kl_t = exp(ref_t - new_t) - (ref_t - new_t) - 1        (the k3 estimator, >= 0)
    loss = mean_t(-surrogate_t + beta * kl_t)

and the update's loss is the mean over its actions (each reply weighs the same, however long).
"""

from __future__ import annotations

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
