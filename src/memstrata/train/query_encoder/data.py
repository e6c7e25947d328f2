"""The training scopes as vectors: every memory embedded as the store embeds it (the shipped
MiniLM, owner-neutral text), every question as neutral text still to be encoded."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from memstrata.models.embed.base import Embedder
from memstrata.owner import OwnerNames


@dataclass
class Scope:
    memories: np.ndarray  # (n, dim): the stored vectors
    questions: list[str]  # neutral question texts
    answers: list[int]


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def split(paths: list[Path], every: int) -> tuple[list[dict], list[dict]]:
    """The training files' scopes as (train, validation): every ``every``-th scope of each file
    is held out (0: none), so that each writer's share is validated on scopes it did not train."""
    train, held = [], []
    for path in paths:
        for i, raw in enumerate(read_jsonl(path)):
            (held if every and i % every == every - 1 else train).append(raw)
    return train, held


def as_cases(scopes: list[dict]) -> list[dict]:
    """Scopes with many questions as one-question cases (kind "held-out")."""
    return [{"id": f"{s['id']}/{i}", "user_name": s.get("user_name"), "memories": s["memories"], "question": q["q"],
             "answer": q["answer"], "kind": "held-out"}
            for s in scopes for i, q in enumerate(s["questions"])
            if isinstance(q.get("answer"), int) and 0 <= q["answer"] < len(s["memories"])]


def training_scopes(raws: list[dict], embedder: Embedder) -> list[Scope]:
    """Scopes ({user_name, memories, questions: [{q, answer}]}) as vectors and neutral texts."""
    out = []
    for raw in raws:
        owner = OwnerNames(raw.get("user_name"))
        n = len(raw["memories"])
        qs = [q for q in raw["questions"] if isinstance(q.get("answer"), int) and 0 <= q["answer"] < n]
        if qs:
            out.append(Scope(embedder.embed([owner.neutral(m) for m in raw["memories"]]),
                             [owner.neutral(q["q"]) for q in qs], [q["answer"] for q in qs]))
    return out


def case_scopes(cases: list[dict], embedder: Embedder) -> list[tuple[str, Scope]]:
    """Evaluation cases ({user_name, memories, question, answer, kind}) as one-question scopes."""
    out = []
    for case in cases:
        owner = OwnerNames(case.get("user_name"))
        out.append((case.get("kind", "all"), Scope(embedder.embed([owner.neutral(m) for m in case["memories"]]),
                                                   [owner.neutral(case["question"])], [case["answer"]])))
    return out
