"""Uni-Mem training on the toy tasks (corpus/unimem_toy), seed by seed, through the real command
(`memstrata train unimem --config ...`), and the figures the gates read.

    python benchmarks/unimem_toy.py choice --seeds 0 1 2              # the pipeline check
    python benchmarks/unimem_toy.py memory --seeds 0 1 2 --runs M4 M3 M1

Training and validation episodes come from `train_templates.json`; the held-out test episodes
from `heldout_templates.json`, written apart (other names, values and registers). Per run the
folder holds the trainer's metrics.jsonl (a `reward` per step), rewards.png and summary.json;
`report.json` and `report.md` gather every seed: the greedy held-out reward of the base model,
after SFT and after RL, and a baseline that stores each chunk verbatim and searches the
question (memory task).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import fmean

ROOT = Path(__file__).resolve().parent.parent
TOY = ROOT / "corpus" / "unimem_toy"
OUT = ROOT / "benchmarks" / "results" / "unimem_toy"

LADDER = ROOT / "benchmarks" / "unimem_ladder"  # one file of switches per rung (M0 .. M4)


def rung(name: str) -> dict:
    return json.loads((LADDER / f"{name}.json").read_text())
TASKS = {
    # One decision per episode: keep the durable line (max_writes 1). SFT on a teacher that keeps a
    # random line teaches the format, not the choice; RL has to find the choice.
    "choice": {"n_train": 120, "n_test": 50, "teacher": "random",
               # 3:1: the decision is made in construction; retrieval (search the question) is easy.
               "config": {"updates": 24, "group_size": 4, "eval_base": False, "schedule": "3:1",
                          "learning_rate": 2e-4, "kl_coef": 0.02,
                          "sft_settings": {"epochs": 2, "learning_rate": 3e-4, "episodes": 40},
                          "agent": {"max_steps": 4, "max_searches": 1, "search_limit": 3, "max_tokens": 64,
                                    "max_writes": 1}}},
    "memory": {"n_train": 60, "n_test": 30, "teacher": "gold",
               "config": {"updates": 40, "group_size": 4, "learning_rate": 5e-5, "kl_coef": 0.02,
                          "sft_settings": {"epochs": 1, "learning_rate": 3e-4},
                          "agent": {"max_steps": 5, "max_searches": 2, "search_limit": 4, "max_tokens": 96}}},
}


def build(task: str, seed: int, folder: Path) -> tuple[Path, Path]:
    spec = TASKS[task]
    train, test = folder / "train.jsonl", folder / "test.jsonl"
    for templates, n, out, s, teacher in ((TOY / "train_templates.json", spec["n_train"], train, seed, spec["teacher"]),
                                          (TOY / "heldout_templates.json", spec["n_test"], test, 1000 + seed, "gold")):
        subprocess.run([sys.executable, str(TOY / "build.py"), str(templates), "--task", task, "--n", str(n),
                        "--seed", str(s), "--teacher", teacher, "--out", str(out)], check=True, stdout=subprocess.DEVNULL)
    return train, test


def verbatim_policy():
    """A scripted agent: in a construction event, search, store the chunk's conversation
    verbatim as one memory, finish; in a retrieval event, search the question, finish."""
    import re

    from memstrata.models.llm.base import LLM, LLMResponse
    from memstrata.models.llm.tools import ToolCall

    class Verbatim(LLM):
        name = "verbatim-baseline"

        def _chat(self, messages, *, schema, temperature, max_tokens):
            raise NotImplementedError

        def _chat_tools(self, messages, tools, *, temperature, max_tokens):
            user, replies = messages[1]["content"], sum(m["role"] == "assistant" for m in messages)
            question = re.search(r"<question>\n(.*?)\n</question>", user, re.S)
            if replies == 0:
                query = question.group(1) if question else "conversation"
                return LLMResponse("", tool_calls=[ToolCall("s", "memory_search", {"query": query})])
            if replies == 1 and not question:
                chunk = re.search(r"<conversation>\n(.*?)\n</conversation>", user, re.S).group(1)
                return LLMResponse("", tool_calls=[ToolCall("c", "create_memory", {"content": chunk})])
            return LLMResponse("", tool_calls=[ToolCall("f", "finish_event", {})])

    return Verbatim()


def verbatim_baseline(test: Path, agent: dict) -> float:
    """The reward the trained agent has to beat (same reward, same evidence budget)."""
    from memstrata.eval.episodes import read_episodes
    from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
    from memstrata.train.unimem.rewards import make_reward
    from memstrata.train.unimem.trainer import evaluate

    with tempfile.TemporaryDirectory() as work:
        return evaluate(verbatim_policy(), read_episodes(test), make_reward("evidence-contains"), MiniLMOnnxEmbedder(),
                        agent, work)["reward"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("task", choices=sorted(TASKS))
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--runs", nargs="+", default=["M4"], help="memory task: which of M1..M4 (choice: M4 only)")
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--set", action="append", default=[], help="passed to the trainer (KEY=JSON)")
    ap.add_argument("--resume-sft", action="store_true",
                    help="a run folder that holds its SFT adapter and evaluation goes on from them")
    a = ap.parse_args()
    spec = TASKS[a.task]
    root = OUT / a.task
    root.mkdir(parents=True, exist_ok=True)
    report: dict = {"task": a.task, "model": a.model, "runs": {}}
    for seed in a.seeds:
        data = root / f"data-seed{seed}"
        data.mkdir(exist_ok=True)
        train, test = build(a.task, seed, data)
        if a.task == "memory":
            report.setdefault("verbatim_baseline", {})[seed] = verbatim_baseline(test, spec["config"]["agent"])
        for run in a.runs:
            out = root / f"{run}-seed{seed}"
            # Paths relative to the config file (the trainer resolves them from there).
            cfg = {"model": a.model, "episodes": str(train.relative_to(root)), "test_episodes": str(test.relative_to(root)),
                   "output": str(out.relative_to(root)),
                   "split": [9, 1, 0], "seed": seed, "threads": a.threads, **spec["config"], **rung(run),
                   "resume_sft": a.resume_sft}
            path = root / f"{run}-seed{seed}.json"
            path.write_text(json.dumps(cfg, indent=1) + "\n")
            start = time.perf_counter()
            subprocess.run(["memstrata", "train", "unimem", "--config", str(path), *sum((["--set", s] for s in a.set), [])],
                           check=True)
            summary = json.loads((out / "summary.json").read_text())
            report["runs"].setdefault(run, {})[seed] = {
                "base": (summary.get("base") or {}).get("reward"), "sft": (summary.get("sft") or {}).get("reward"),
                "final": (summary.get("final") or {}).get("reward"), "minutes": round((time.perf_counter() - start) / 60, 1)}
            (root / "report.json").write_text(json.dumps(report, indent=1) + "\n")
    rows = ["| run | seed | base | SFT | RL | RL - SFT | minutes |", "|---|---|---|---|---|---|---|"]
    for run, seeds in report["runs"].items():
        for seed, r in seeds.items():
            gain = None if r["final"] is None or r["sft"] is None else round(r["final"] - r["sft"], 1)
            rows.append(f"| {run} | {seed} | {r['base']} | {r['sft']} | {r['final']} | {gain} | {r['minutes']} |")
        gains = [r["final"] - r["sft"] for r in seeds.values() if r["final"] is not None and r["sft"] is not None]
        if gains:
            rows.append(f"| {run} | mean | | | | {round(fmean(gains), 1)} | |")
    if "verbatim_baseline" in report:
        rows.append(f"\nverbatim baseline (held-out reward): {report['verbatim_baseline']}")
    (root / "report.md").write_text("\n".join(rows) + "\n")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
