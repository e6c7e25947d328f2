"""Exceptions raised by memstrata.

Every error a caller can trigger with bad input is a subclass of ``MemstrataError`` and
says what was wrong in its message, so callers can catch one type and show the text.
"""

from __future__ import annotations


class MemstrataError(Exception):
    """Base class of every error memstrata raises on purpose."""


class InvalidInputError(MemstrataError, ValueError):
    """The caller passed a value memstrata cannot use (empty text, bad time, ...)."""


class ScopeError(InvalidInputError):
    """A read or write did not name a usable scope (``user_id`` is required)."""


class UnknownNameError(InvalidInputError):
    """A policy, backend or provider name is not registered; the message lists valid ones."""

    def __init__(self, kind: str, name: str, valid: list[str]):
        self.kind, self.name, self.valid = kind, name, sorted(valid)
        super().__init__(f"unknown {kind} {name!r}; choose one of: {', '.join(self.valid)}")


class NotFoundError(MemstrataError, KeyError):
    """A record id does not exist in the given scope."""

    def __str__(self) -> str:  # KeyError quotes its argument; keep the message readable
        return str(self.args[0]) if self.args else "not found"


class ImportFormatError(InvalidInputError):
    """An import file has a malformed line; nothing was imported."""

    def __init__(self, line_no: int, reason: str):
        self.line_no = line_no
        super().__init__(f"import line {line_no}: {reason} (nothing was imported)")


class ImportConflictError(ImportFormatError):
    """An import line names an id the store already uses for something else; nothing was imported."""


class PolicyMismatchError(InvalidInputError):
    """Data written by one management policy was handed to a store managed by another."""

class ContextFormatError(InvalidInputError):
    """A text is not a packed context (``memstrata.retrieve.packing.parse_context_text``)."""


class StructuredOutputError(MemstrataError):
    """An LLM kept returning output that does not validate against the requested schema."""


class ModelNotAvailableError(MemstrataError):
    """A model file or package is missing, or its hash does not match the pinned one."""


class ReplayMissError(MemstrataError):
    """The replay LLM backend has no recorded response for a request."""
