"""memstrata: long-term memory for LLM agents, offline-first and auditable."""

from memstrata.api import AddResult, AsyncMemory, EmbedderConfig, LLMConfig, Memory, MemoryConfig
from memstrata.errors import (
    InvalidInputError,
    MemstrataError,
    NotFoundError,
    ScopeError,
    StructuredOutputError,
    UnknownNameError,
)
from memstrata.types import Context, Decision, Record, Scope, SearchResult

__version__ = "0.1.0"
__all__ = [
    "AddResult", "AsyncMemory", "Context", "Decision", "EmbedderConfig", "InvalidInputError", "LLMConfig",
    "Memory", "MemoryConfig", "MemstrataError", "NotFoundError", "Record", "Scope", "ScopeError",
    "SearchResult", "StructuredOutputError", "UnknownNameError",
]
