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
