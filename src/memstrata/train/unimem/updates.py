"""One policy update of each kind: rollouts, rewards, credit, advantages, the step.

- ``construction_update`` (sd-grpo): N construction rollouts of one episode from an empty bank;
  each query's evidence-indexed score S_k (its evidence index alone, shown to the answerer:
  never through the learned retriever) goes to the events in its credit set; events compared
  slot by slot across the N rollouts.
- ``retrieval_update`` (sd-grpo): one bank built by the current policy, frozen; per query N
  retrieval rollouts on it, compared within the query's group.
- ``joint_update`` (grpo, M1/M2): N continuous construct-then-retrieve trajectories, each on its
  own bank. Without ECA every action of a trajectory shares its mean task reward; with ECA each
  retrieval event gets its query's reward and each construction event the mean reward of the
  queries crediting it, compared slot by slot.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from statistics import fmean
from typing import Any

from memstrata.eval.episodes import Episode
from memstrata.train.unimem.advantages import event_rewards, normalise, slot_advantages
from memstrata.train.unimem.lineage import RecordLineage, credit_events, evidence_index
from memstrata.train.unimem.policy import Policy, Scored
from memstrata.train.unimem.rewards import Evidence, Reward
from memstrata.train.unimem.rollouts import ActionRecorder, Bank, EventRollout, construct, evidence_chunks, retrieve


@dataclass
class UpdateContext:
    policy: Policy
    reward: Reward
    embedder: Any
    agent_options: dict[str, Any]
    group_size: int
    temperature: float
    update_robust: bool
    eca: bool
    clip_eps: float
    kl_coef: float
    workdir: str
    tee: Any = None  # a TrajectoryLog for every rollout's replies, or None


def _sampled(ctx: UpdateContext) -> Any:
    ctx.policy.llm.temperature = ctx.temperature
    return ctx.policy.llm


def _build(ctx: UpdateContext, episode: Episode) -> tuple[Bank, ActionRecorder]:
    recorder = ActionRecorder(ctx.tee)
    return construct(episode, _sampled(ctx), ctx.embedder, ctx.agent_options, recorder, ctx.workdir), recorder


def _credited_scores(bank: Bank, episode: Episode, scores: dict[str, float], update_robust: bool,
                     lineage: list[RecordLineage] | None = None) -> dict[str, float]:
    lineage = bank.lineage() if lineage is None else lineage
    credits = {q.id: credit_events(evidence_chunks(bank, q, episode), lineage, bank.order, update_robust=update_robust)
               for q in episode.questions}
    return event_rewards(scores, credits)


def _scored(events: list[EventRollout], advantages: dict[str, float]) -> list[Scored]:
    return [Scored(a, advantages[e.slot]) for e in events if e.slot in advantages for a in e.actions]


def _finish(ctx: UpdateContext, stage: str, batch: list[Scored], rewards: list[float], start: float,
            **extra: Any) -> dict[str, Any]:
    ctx.policy.llm.temperature = None
    stats = ctx.policy.grpo_step(batch, clip_eps=ctx.clip_eps, kl_coef=ctx.kl_coef)
    valid = [s.action.valid for s in batch]
    return {"stage": stage, "reward": round(fmean(rewards), 4) if rewards else 0.0, **stats,
            "valid_actions": round(fmean(valid), 4) if valid else 0.0, "seconds": round(time.perf_counter() - start, 2),
            **extra}


def construction_update(ctx: UpdateContext, episode: Episode) -> dict[str, Any]:
    start = time.perf_counter()
    rollouts, banks = [], []
    means = []
    for _ in range(ctx.group_size):
        bank, _ = _build(ctx, episode)
        lineage = bank.lineage()
        scores = {}
        for q in episode.questions:
            index = evidence_index(evidence_chunks(bank, q, episode), lineage)
            scores[q.id] = ctx.reward.score(q, [Evidence(r.text, r.time) for r in index])
        means.append(fmean(scores.values()) if scores else 0.0)
        rollouts.append(_credited_scores(bank, episode, scores, ctx.update_robust, lineage))
        banks.append(bank)
    advantages = slot_advantages(rollouts)
    batch = [s for bank, adv in zip(banks, advantages) for s in _scored(bank.events, adv)]
    for bank in banks:
        bank.close()
    return _finish(ctx, "construction", batch, means, start)


def retrieval_update(ctx: UpdateContext, episode: Episode) -> dict[str, Any]:
    start = time.perf_counter()
    bank, _ = _build(ctx, episode)
    frozen = bank.fingerprint()
    batch, rewards = [], []
    for q in episode.questions:
        group = []
        for _ in range(ctx.group_size):
            event, found = retrieve(bank, q, ActionRecorder(ctx.tee))
            group.append((event, ctx.reward.score(q, found)))
        rewards += [r for _, r in group]
        for (event, _), adv in zip(group, normalise([r for _, r in group])):
            batch += [Scored(a, adv) for a in event.actions]
    if bank.fingerprint() != frozen:
        raise RuntimeError("a retrieval group changed its shared bank")  # retrieval tools cannot write
    bank.close()
    return _finish(ctx, "retrieval", batch, rewards, start, bank=frozen)


def joint_update(ctx: UpdateContext, episode: Episode) -> dict[str, Any]:
    start = time.perf_counter()
    trajectories = []
    for _ in range(ctx.group_size):
        bank, _ = _build(ctx, episode)
        retrieval, scores = [], {}
        for q in episode.questions:
            event, found = retrieve(bank, q, ActionRecorder(ctx.tee))
            retrieval.append(event)
            scores[q.id] = ctx.reward.score(q, found)
        slots = {**_credited_scores(bank, episode, scores, ctx.update_robust), **scores} if ctx.eca else {}
        trajectories.append((bank, retrieval, scores, slots))
    means = [fmean(s.values()) if s else 0.0 for _, _, s, _ in trajectories]
    batch: list[Scored] = []
    if ctx.eca:
        for (bank, retrieval, _, _), per_slot in zip(trajectories, slot_advantages([t[3] for t in trajectories])):
            batch += _scored(bank.events + retrieval, per_slot)
    else:
        for (bank, retrieval, _, _), shared in zip(trajectories, normalise(means)):
            batch += [Scored(a, shared) for e in bank.events + retrieval for a in e.actions]
    for bank, *_ in trajectories:
        bank.close()
    return _finish(ctx, "joint", batch, means, start)
