"""The reward curve of a run: each policy update's mean rollout reward, a moving average over
it, and the evaluations (greedy reward on held-out episodes) as points. Needs matplotlib; without
it the run still ends and says the plot was skipped."""

from __future__ import annotations

import json
from pathlib import Path


def moving_average(values: list[float], window: int) -> list[float]:
    out, total = [], 0.0
    for i, v in enumerate(values):
        total += v
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def plot_rewards(metrics: Path, out: Path, window: int = 10) -> str | None:
    lines = [json.loads(x) for x in metrics.read_text(encoding="utf-8").splitlines() if x.strip()]
    updates = [x for x in lines if x.get("type") == "update"]
    evals, last_update = [], 0  # each evaluation at the update it followed
    for x in lines:
        if x.get("type") == "update":
            last_update = x["update"]
        elif x.get("type") == "eval":
            evals.append((last_update, x))
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    fig, ax = plt.subplots(figsize=(7, 4))
    if updates:
        steps = [x["update"] for x in updates]
        rewards = [100 * x["reward"] for x in updates]
        ax.plot(steps, rewards, ".", alpha=0.35, label="update reward (rollout mean)")
        ax.plot(steps, moving_average(rewards, window), "-", label=f"moving average ({window})")
    for at, x in evals:
        ax.plot([at], [x["reward"]], "s", label=f"eval {x['name']}: {x['reward']}")
    ax.set_xlabel("policy update")
    ax.set_ylabel("reward x 100")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return str(out)
