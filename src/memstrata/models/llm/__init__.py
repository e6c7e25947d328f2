"""LLM backends behind one protocol (``LLM``), plus schema-validated structured output."""

from memstrata.models.llm.base import LLM, LLMResponse, Usage
from memstrata.models.llm.structured import structured

__all__ = ["LLM", "LLMResponse", "Usage", "structured"]
