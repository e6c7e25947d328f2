"""The clipped surrogate with a KL penalty, on hand-computed values."""

from __future__ import annotations

import math

import pytest

torch = pytest.importorskip("torch")

from memstrata.train.unimem.loss import action_loss  # noqa: E402


def test_on_policy_the_loss_is_minus_the_advantage_and_no_kl():
    lp = torch.tensor([-1.0, -2.0])
    assert float(action_loss(lp, lp, lp, 0.5, clip_eps=0.2, kl_coef=0.1)) == pytest.approx(-0.5)


def test_the_ratio_is_clipped_on_the_side_the_advantage_favours():
    old = torch.log(torch.tensor([0.5]))
    new = torch.log(torch.tensor([0.8]))  # ratio 1.6
    # A > 0: min(1.6 A, 1.2 A) = 1.2 A; A < 0: min(-1.6, -1.2) = -1.6 (no clip on the pessimistic side).
    assert float(action_loss(new, old, new, 1.0, clip_eps=0.2, kl_coef=0.0)) == pytest.approx(-1.2)
    assert float(action_loss(new, old, new, -1.0, clip_eps=0.2, kl_coef=0.0)) == pytest.approx(1.6)


def test_the_kl_penalty_is_the_k3_estimator():
    new, ref = torch.tensor([-1.0]), torch.tensor([-1.5])
    d = -0.5
    expected = 0.1 * (math.exp(d) - d - 1)
    assert float(action_loss(new, new, ref, 0.0, clip_eps=0.2, kl_coef=0.1)) == pytest.approx(expected)


def test_the_gradient_raises_a_favoured_token_and_lowers_a_disfavoured_one():
    logits = torch.zeros(3, requires_grad=True)
    lp = torch.log_softmax(logits, 0)[:1]
    action_loss(lp, lp.detach(), lp.detach(), 1.0, clip_eps=0.2, kl_coef=0.0).backward()
    assert logits.grad[0] < 0 < logits.grad[1]  # descent raises token 0's logit


def test_the_shared_prefix_gives_the_same_logprobs_and_gradient_as_a_full_forward_each(tiny_model_dir):
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from memstrata.train.unimem.loss import batch_logprobs, token_logprobs

    torch.manual_seed(0)
    model = get_peft_model(AutoModelForCausalLM.from_pretrained(tiny_model_dir),
                           LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], init_lora_weights=False))
    prefix = list(range(100, 160))
    items = [(prefix + [7, 8, 9], [11, 12]), (prefix + [5], [13, 14, 15]), (prefix + [7, 8], [16])]
    grads = []
    for fn in (lambda: [token_logprobs(model, p, c) for p, c in items], lambda: batch_logprobs(model, items)):
        model.zero_grad()
        lps = fn()
        sum(lp.sum() for lp in lps).backward()
        grads.append(({n: p.grad.clone() for n, p in model.named_parameters() if p.requires_grad},
                      [lp.detach() for lp in lps]))
    (g_full, lp_full), (g_shared, lp_shared) = grads
    for a, b in zip(lp_full, lp_shared):
        assert torch.allclose(a, b, atol=1e-5)
    worst = max(float((g_full[n] - g_shared[n]).abs().max() / (g_full[n].abs().max() + 1e-12)) for n in g_full)
    assert worst < 1e-4, worst
    assert any(float(g.abs().sum()) > 0 for g in g_full.values())


def test_the_kl_reference_is_the_policy_rl_started_from(tiny_model_dir):
    from memstrata.train.unimem.config import LoraSettings
    from memstrata.train.unimem.loss import token_logprobs
    from memstrata.train.unimem.policy import Policy

    policy = Policy(tiny_model_dir, LoraSettings(r=4, alpha=8))
    prompt, reply = list(range(100, 140)), [7, 8, 9]
    trainable = [p for p in policy.model.parameters() if p.requires_grad]

    def shift(by: float) -> None:
        with torch.no_grad():
            for p in trainable:
                p.add_(by)

    with torch.no_grad():
        base = token_logprobs(policy.model, prompt, reply)
        with policy.reference():  # before set_reference: the base model
            assert torch.allclose(token_logprobs(policy.model, prompt, reply), base)
        shift(0.05)  # "SFT"
        sft = token_logprobs(policy.model, prompt, reply)
        policy.set_reference()
        shift(0.05)  # "RL"
        rl = token_logprobs(policy.model, prompt, reply)
        with policy.reference():
            assert torch.allclose(token_logprobs(policy.model, prompt, reply), sft)
        assert torch.allclose(token_logprobs(policy.model, prompt, reply), rl)  # swapped back
    assert not torch.allclose(sft, base) and not torch.allclose(rl, sft)
