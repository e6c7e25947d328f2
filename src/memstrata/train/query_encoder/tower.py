"""The question tower: MiniLM's encoder (``train.relations.bert``) with mean pooling and no head,
initialised from the sentence model's own weights, so before training it embeds a question
exactly where the store's embedder would."""

from __future__ import annotations

import numpy as np
import torch

from memstrata.train.relations.bert import RelationCrossEncoder, from_pretrained, minilm_folder


class QuestionTower(torch.nn.Module):
    def __init__(self, encoder: RelationCrossEncoder):
        super().__init__()
        self.encoder = encoder

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor, token_type_ids: torch.Tensor) -> torch.Tensor:
        return self.encoder.pooled(input_ids, attention_mask, token_type_ids)


def pretrained_tower(seed: int = 0) -> QuestionTower:
    return QuestionTower(from_pretrained(minilm_folder(), n_labels=1, seed=seed))


def encode(tokenizer, texts: list[str]) -> dict[str, torch.Tensor]:
    enc = tokenizer.encode_batch(texts)
    ids = np.array([e.ids for e in enc], dtype=np.int64)
    return {"input_ids": torch.from_numpy(ids),
            "attention_mask": torch.from_numpy(np.array([e.attention_mask for e in enc], dtype=np.int64)),
            "token_type_ids": torch.zeros_like(torch.from_numpy(ids))}


def unit(x: torch.Tensor) -> torch.Tensor:
    return x / x.norm(dim=-1, keepdim=True).clamp(min=1e-12)
