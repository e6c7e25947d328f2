"""The shipped triage model: for each sentence of a chat, keep it, drop it, or join it to the
question it answers.

A multinomial logistic regression over ``features.feature_matrix`` (the shipped MiniLM's
vectors of the sentence and of the question before it, and structural features), trained by
``memstrata.train.triage`` on labelled chats written in many registers (``corpus/chats``).
The decision is cost-aware: dropping a user's fact loses it, keeping a filler line costs a few
tokens and a memory nobody wanted, so a user's sentence is dropped only when that is likely
enough; the assistant's sentences (advice, at best) are dropped as soon as dropping is the
likelier call. The thresholds were chosen on out-of-fold scores (each writer's chats scored
by a model that never saw that writer) and ship in the weights file.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from memstrata.errors import BackendError
from memstrata.extract.triage.features import FEATURES, SentenceContext, feature_matrix

WEIGHTS = Path(__file__).parent / "data" / "triage-minilm.npz"
LABELS = ("keep", "drop", "join")


@dataclass(frozen=True)
class Triage:
    label: str  # "keep", "drop" or "join"
    confidence: float  # the model's probability of ``label``


class TriageModel:
    def __init__(self, weights: np.ndarray, bias: np.ndarray, drop_at: dict[str, float], join_at: float, embed):
        self.weights, self.bias = weights, bias
        self.drop_at, self.join_at = drop_at, join_at  # drop_at by role: "user", "assistant"
        self._embed = embed

    @classmethod
    def load(cls, path: Path = WEIGHTS, embed=None) -> TriageModel:
        try:
            data = np.load(path, allow_pickle=False)
            meta = json.loads(str(data["meta"]))
        except (OSError, KeyError, ValueError) as exc:
            raise BackendError(f"triage model {path} cannot be read: {exc}") from exc
        if tuple(meta["features"]) != FEATURES or tuple(meta["labels"]) != LABELS:
            raise BackendError(f"triage model {path} was trained on other features; retrain it "
                              "(memstrata.train.triage.train)")
        return cls(data["weights"], data["bias"], {k: float(v) for k, v in meta["drop_at"].items()}, float(meta["join_at"]),
                   embed or shipped_encoder())

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit vectors from the encoder the model was trained with."""
        return self._embed(texts)

    def probabilities(self, contexts: list[SentenceContext]) -> np.ndarray:
        if not contexts:
            return np.zeros((0, len(LABELS)), dtype=np.float32)
        logits = feature_matrix(contexts, self._embed) @ self.weights + self.bias
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        return p / p.sum(axis=1, keepdims=True)

    def decide(self, contexts: list[SentenceContext]) -> list[Triage]:
        out = []
        for c, p in zip(contexts, self.probabilities(contexts)):
            keep, drop, join = (float(x) for x in p)
            if c.question is not None and join >= self.join_at and join >= drop:
                out.append(Triage("join", join))
            elif drop >= self.drop_at[c.role]:
                out.append(Triage("drop", drop))
            else:
                out.append(Triage("keep", keep))
        return out


def shipped_encoder():
    """The ``embed`` of the shipped MiniLM (one instance per process): the encoder the model was
    trained with, whatever embedder the memory itself is configured with."""
    from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder

    return _minilm(MiniLMOnnxEmbedder).embed


@functools.lru_cache(maxsize=1)
def _minilm(factory):
    return factory()


@functools.lru_cache(maxsize=1)
def shipped_triage() -> TriageModel:
    """The shipped model, loaded once per process."""
    return TriageModel.load()
