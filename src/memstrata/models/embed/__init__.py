"""Embedders: the offline all-MiniLM-L6-v2 (ONNX) by default, or an OpenAI-compatible endpoint."""

from memstrata.models.embed.base import Embedder

__all__ = ["Embedder"]
