"""``memstrata train unimem``: SFT cold start, then policy updates, evaluated on held-out episodes.

The run folder gets ``sft_adapter/`` and ``adapter/`` (LoRA, peft format: load either with
``LLMConfig(provider="transformers", model=..., adapter=...)``), ``metrics.jsonl`` (one line
per SFT epoch, policy update and evaluation, each with a ``reward`` field), ``rewards.png``
(the update rewards with a moving average), ``summary.json`` and, unless switched off,
``trajectories.jsonl`` (every reply of every rollout, with token ids and logprobs).

Evaluation is greedy: each held-out episode built from an empty bank by the policy, each of its
questions asked once; the figure is the mean task reward x 100 (the same reward as training).
"""

from __future__ import annotations

import json
import os
import random
import tempfile
import time
from pathlib import Path
from statistics import fmean
from typing import Any

from memstrata.api.config import create_llm
from memstrata.eval.episodes import Episode, read_episodes
from memstrata.manage.unimem.trajectory import TrajectoryLog
from memstrata.models.llm.base import LLM
from memstrata.models.llm.hf_models import resolve_model_dir
from memstrata.train.unimem.config import TrainConfig
from memstrata.train.unimem.policy import Policy
from memstrata.train.unimem.rewards import Reward, make_reward
from memstrata.train.unimem.rollouts import Action, ActionRecorder, construct, retrieve
from memstrata.train.unimem.teacher import GoldTeacher
from memstrata.train.unimem.updates import UpdateContext, construction_update, joint_update, retrieval_update


def split_episodes(episodes: list[Episode], parts: tuple[int, int, int], seed: int) -> tuple[list[Episode], ...]:
    """Train / val / test by episode, seeded; each part at least one episode when its share is > 0."""
    order = sorted(episodes, key=lambda e: e.id)
    random.Random(seed).shuffle(order)
    total, n = sum(parts), len(order)
    sizes = [round(n * p / total) if p else 0 for p in parts]
    for i, p in enumerate(parts):
        if p and sizes[i] == 0 and n > sum(sizes):
            sizes[i] = 1
    sizes[0] = max(1, n - sizes[1] - sizes[2])
    a, b = sizes[0], sizes[0] + sizes[1]
    return order[:a], order[a:b], order[b:]


def evaluate(policy_llm: LLM, episodes: list[Episode], reward: Reward, embedder: Any, options: dict[str, Any],
             workdir: str) -> dict[str, Any]:
    rewards, valid = [], []
    for episode in episodes:
        recorder = ActionRecorder()
        bank = construct(episode, policy_llm, embedder, options, recorder, workdir)
        for q in episode.questions:
            _, found = retrieve(bank, q, recorder)
            rewards.append(reward.score(q, found))
        valid += [a.valid for actions in recorder.by_event.values() for a in actions]
        bank.close()
    return {"reward": round(100 * fmean(rewards), 2) if rewards else 0.0, "questions": len(rewards),
            "valid_actions": round(fmean(valid), 4) if valid else 0.0}


def demonstrations(teacher: LLM | None, episodes: list[Episode], embedder: Any, options: dict[str, Any],
                   workdir: str) -> list[Action]:
    """The teacher's replies in events that ended normally (finished, or closed by their k-th
    search) with every call accepted: valid tool use only. ``teacher`` None: the gold teacher,
    one per episode (two episodes may hold the same line, each with its own observations)."""
    out: list[Action] = []
    for episode in episodes:
        recorder = ActionRecorder()
        bank = construct(episode, teacher or GoldTeacher([episode]), embedder, options, recorder, workdir)
        events = list(bank.events) + [retrieve(bank, q, recorder)[0] for q in episode.questions]
        for e in events:
            # A retrieval event closed by its k-th search ended as it should.
            if e.closed in ("finished", "search limit") and e.rejected_calls == 0:
                out += e.actions
        bank.close()
    return out


class Trainer:
    def __init__(self, cfg: TrainConfig, embedder: Any = None, say: Any = print):
        from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder

        self.cfg, self.say = cfg, say
        self.embedder = embedder or MiniLMOnnxEmbedder()
        self.out = Path(cfg.output)
        self.out.mkdir(parents=True, exist_ok=True)
        episodes = read_episodes(cfg.episodes)
        self.train, self.val, self.test = split_episodes(episodes, cfg.split, cfg.seed)
        if cfg.test_episodes:
            self.test = read_episodes(cfg.test_episodes)
        if not self.train:
            raise ValueError(f"{cfg.episodes}: no training episodes after the split")
        answerer = create_llm(cfg.answer_llm) if cfg.answer_llm else None
        judge = create_llm(cfg.judge_llm) if cfg.judge_llm else None
        self.reward = make_reward(cfg.reward, answerer=answerer, judge=judge, budget_tokens=cfg.budget_tokens)
        self.options = cfg.agent.model_dump(exclude_none=True)
        self.metrics = self.out / "metrics.jsonl"
        self.rng = random.Random(cfg.seed)

    def log(self, line: dict[str, Any]) -> None:
        with open(self.metrics, "a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")
        self.say(json.dumps(line))

    def run(self) -> dict[str, Any]:
        import torch

        threads = torch.get_num_threads()
        if self.cfg.threads:
            torch.set_num_threads(self.cfg.threads)
        try:
            return self._run()
        finally:
            torch.set_num_threads(threads)  # the process's own setting again

    def _run(self) -> dict[str, Any]:
        cfg = self.cfg
        resumed = self._resumed_sft() if cfg.resume_sft else None
        self.metrics.write_text("".join(json.dumps(line) + "\n" for line in resumed or []), encoding="utf-8")
        (self.out / "trajectories.jsonl").unlink(missing_ok=True)  # a rerun into the folder starts afresh
        held_out = self.test or self.val
        policy = Policy(resolve_model_dir(cfg.model), cfg.lora, seed=cfg.seed, learning_rate=cfg.learning_rate,
                        device=cfg.device, dtype=cfg.dtype, gradient_checkpointing=cfg.gradient_checkpointing,
                        adapter=str(self.out / "sft_adapter") if resumed else None)
        summary: dict[str, Any] = {"config": _portable(cfg.model_dump(mode="json")),
                                   "episodes": {"train": len(self.train), "val": len(self.val), "test": len(held_out)}}
        with tempfile.TemporaryDirectory(prefix="unimem-train-") as work:
            if resumed:
                base = [x for x in resumed if x["type"] == "eval" and x["name"] == "base"]
                if base:
                    summary["base"] = {k: base[0][k] for k in ("reward", "questions", "valid_actions")}
                summary["sft"] = {k: resumed[-1][k] for k in ("reward", "questions", "valid_actions")}
                summary["sft_resumed"] = True
            elif cfg.eval_base:
                summary["base"] = self._evaluate(policy, held_out, work, "base")
            if cfg.sft and not resumed:
                summary["sft_demonstrations"] = self._sft(policy, work)
                policy.save(self.out / "sft_adapter")
                summary["sft"] = self._evaluate(policy, held_out, work, "sft")
            if cfg.algorithm != "none":
                policy.set_reference()  # the KL anchor is the policy RL starts from
                self._rl(policy, work, held_out)
                policy.save(self.out / "adapter")
                summary["final"] = self._evaluate(policy, held_out, work, "final")
        from memstrata.train.unimem.plot import plot_rewards

        summary["plot"] = plot_rewards(self.metrics, self.out / "rewards.png")
        (self.out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
        return summary

    def _resumed_sft(self) -> list[dict[str, Any]] | None:
        """The metrics lines of the folder's earlier SFT stage (up to its evaluation), if its
        adapter is there too; None: SFT runs afresh."""
        if not (self.out / "sft_adapter" / "adapter_config.json").is_file() or not self.metrics.is_file():
            return None
        lines: list[dict[str, Any]] = []
        for raw in self.metrics.read_text(encoding="utf-8").splitlines():
            try:
                line = json.loads(raw)
            except json.JSONDecodeError:
                return None  # a damaged log: redo SFT rather than trust it
            if not isinstance(line, dict) or line.get("type") not in ("sft", "eval"):
                break
            lines.append(line)
            if line.get("type") == "eval" and line.get("name") == "sft":
                return lines
        return None

    def _evaluate(self, policy: Policy, episodes: list[Episode], work: str, name: str) -> dict[str, Any]:
        start = time.perf_counter()
        result = evaluate(policy.llm, episodes, self.reward, self.embedder, self.options, work)
        self.log({"type": "eval", "name": name, **result, "seconds": round(time.perf_counter() - start, 2)})
        return result

    def _sft(self, policy: Policy, work: str) -> int:
        cfg = self.cfg.sft_settings
        episodes = self.train[:cfg.episodes] if cfg.episodes else self.train
        teacher = None if cfg.teacher == "gold" else create_llm(cfg.teacher)  # type: ignore[arg-type]
        demos = demonstrations(teacher, episodes, self.embedder, self.options, work)
        if not demos:
            raise ValueError("the SFT teacher produced no valid demonstration on the training episodes")
        policy.new_optimizer(cfg.learning_rate)
        for epoch in range(cfg.epochs):
            self.rng.shuffle(demos)
            start = time.perf_counter()
            losses = [policy.sft_step(demos[i:i + 8]) for i in range(0, len(demos), 8)]
            self.log({"type": "sft", "epoch": epoch + 1, "loss": round(fmean(losses), 4), "reward": None,
                      "demonstrations": len(demos), "seconds": round(time.perf_counter() - start, 2)})
        policy.new_optimizer(self.cfg.learning_rate)  # RL starts without SFT's moment estimates
        return len(demos)

    def _rl(self, policy: Policy, work: str, held_out: list[Episode]) -> None:
        cfg = self.cfg
        tee = TrajectoryLog(self.out / "trajectories.jsonl") if cfg.log_trajectories else None
        ctx = UpdateContext(policy, self.reward, self.embedder, self.options, cfg.group_size, cfg.temperature,
                            cfg.update_robust, cfg.eca, cfg.clip_eps, cfg.kl_coef, work, tee)
        for update in range(cfg.updates):
            episode = self.rng.choice(self.train)
            if cfg.algorithm == "grpo":
                line = joint_update(ctx, episode)
            elif cfg.stages.stage(update) == "construction":
                line = construction_update(ctx, episode)
            else:
                line = retrieval_update(ctx, episode)
            self.log({"type": "update", "update": update + 1, "episode": episode.id, **line})
            if cfg.eval_every and (update + 1) % cfg.eval_every == 0 and update + 1 < cfg.updates:
                self._evaluate(policy, self.val or held_out, work, f"val@{update + 1}")


def _portable(config: dict[str, Any]) -> dict[str, Any]:
    """The config as a summary records it: paths under the working directory made relative, so
    a committed summary names no machine's folders."""
    out = dict(config)
    for key in ("model", "episodes", "test_episodes", "output"):
        value = out.get(key)
        if isinstance(value, str) and os.path.isabs(value):
            rel = os.path.relpath(value)
            out[key] = value if rel.startswith("..") else rel
    return out
