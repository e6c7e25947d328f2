"""Extraction: dialogue turns -> atomic observations (ROAM eq. 1-2)."""

from memstrata.extract.extractor import LLMExtractor

__all__ = ["LLMExtractor"]
