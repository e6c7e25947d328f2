"""The Python API: ``Memory`` and ``AsyncMemory``."""

from memstrata.api.async_memory import AsyncMemory
from memstrata.api.config import EmbedderConfig, LLMConfig, MemoryConfig
from memstrata.api.memory import AddResult, Memory

__all__ = ["AddResult", "AsyncMemory", "EmbedderConfig", "LLMConfig", "Memory", "MemoryConfig"]
