"""Exceptions raised by memstrata.

Every error a caller can trigger is a subclass of ``MemstrataError`` and says what was wrong
in its message, so callers can catch one type and show the text. There is one type per kind
of problem; catch the kind you can act on:

=========================  ====================================================================
``InvalidInputError``      a value passed in cannot be used; the message starts with the field
``NotFoundError``          a record id does not exist in the given scope
``ConflictError``          the call contradicts what is stored (an id already present ...)
``PolicyMismatchError``    the store was created with another policy (a ConflictError)
``ForeignStoreError``      the file is not a memstrata store (another application's database,
                           not a database at all, or written by a newer memstrata)
``ReadOnlyStoreError``     the store file or its folder cannot be written
``StoreUnavailableError``  the store cannot be opened or locked (missing folder, locked past
                           the retries, disk full, closed)
``BackendError``           a model backend (LLM, embedder, relation model) failed
=========================  ====================================================================

The CLI prints every one of them as ``error: <Kind>: <message>`` and exits with status 2.
"""

from __future__ import annotations


class MemstrataError(Exception):
    """Base class of every error memstrata raises on purpose."""


# ----- the caller's input ---------------------------------------------------------------
class InvalidInputError(MemstrataError, ValueError):
    """The caller passed a value memstrata cannot use (empty text, bad time, wrong type ...).

    The message starts with the field it is about (``time: ...``, ``observations[2].text:
    ...``); ``field`` holds that name when the raiser knew it."""

    def __init__(self, message: str, *, field: str | None = None):
        self.field = field
        super().__init__(message)


class ScopeError(InvalidInputError):
    """A read or write did not name a usable scope (``user_id`` is required; ids have a
    length limit and no control characters)."""


class UnknownNameError(InvalidInputError):
    """A policy, backend or provider name is not registered; the message lists valid ones."""

    def __init__(self, kind: str, name: str, valid: list[str]):
        self.kind, self.name, self.valid = kind, name, sorted(valid)
        super().__init__(f"unknown {kind} {name!r}; choose one of: {', '.join(self.valid)}")


class ImportFormatError(InvalidInputError):
    """An import file has a malformed line; nothing was imported."""

    def __init__(self, line_no: int, reason: str):
        self.line_no, self.reason = line_no, reason
        super().__init__(f"import line {line_no}: {reason} (nothing was imported)")


class ConflictError(MemstrataError):
    """The call contradicts what the store holds: an id that already exists, a store built
    with other settings. Nothing was written."""


class ImportConflictError(ImportFormatError, ConflictError):
    """An import line names an id the store already uses for something else; nothing was imported."""


class ContextFormatError(InvalidInputError):
    """A text is not a packed context (``memstrata.retrieve.packing.parse_context_text``)."""


class NotFoundError(MemstrataError, KeyError):
    """A record id does not exist in the given scope."""

    def __str__(self) -> str:  # KeyError quotes its argument; keep the message readable
        return str(self.args[0]) if self.args else "not found"


# ----- the call against what is stored --------------------------------------------------
class PolicyMismatchError(ConflictError):
    """The store was created with one policy and opened with another, or handed an export
    written by another. Policies decide roles and views differently, so a store keeps the
    policy it was created with; ``stored`` and ``requested`` name both."""

    def __init__(self, path: str, stored: str, requested: str, message: str | None = None):
        self.path, self.stored, self.requested = path, stored, requested
        super().__init__(message or
                         f"{path} was created with policy {stored!r}; it was opened with policy {requested!r}. "
                         f"Open it without a policy (or with {stored!r}), or use a new store for {requested!r}")


class EmbedderMismatchError(ConflictError):
    """The store was built with one embedder and opened with another (vectors of different
    models do not mix)."""


# ----- the store file -------------------------------------------------------------------
class ForeignStoreError(MemstrataError):
    """The file is not a memstrata store this release can read: another application's SQLite
    database, a file that is not a database, or a store written by a newer memstrata. The
    file was not changed."""


class ReadOnlyStoreError(MemstrataError):
    """The store cannot be written: the file or its folder is not writable (SQLite keeps its
    write-ahead log next to the file). Raised when the store is opened for writing."""


class StoreUnavailableError(MemstrataError):
    """The store cannot be used right now or at all: its folder does not exist, the file
    cannot be opened, another process held the lock past the retries, the disk is full, or
    the store was closed."""


# ----- models ---------------------------------------------------------------------------
class BackendError(MemstrataError):
    """A model backend failed: an LLM endpoint, an embedder or a relation model returned an
    error, was unreachable or gave unusable output."""


class ContextLimitError(BackendError):
    """The request did not fit the model's context window (prompt plus reply). The agent
    closes an event that outgrew it ("context limit") instead of failing the whole call."""


class StructuredOutputError(BackendError):
    """An LLM kept returning output that does not validate against the requested schema."""


class ExtractionInterruptedError(BackendError):
    """A model backend failed part way through a call that builds memories in steps (EMIR2's
    windows): what was built before the failure stays, and every turn not yet built was kept
    as a pending record (searchable, never lost). ``decisions``: everything the call did,
    those pending records included."""

    def __init__(self, message: str, decisions: list):
        super().__init__(message)
        self.decisions = decisions


class ModelNotAvailableError(BackendError):
    """A model file or package is missing, or its hash does not match the pinned one."""


class ReplayMissError(BackendError):
    """The replay LLM backend has no recorded response for a request."""
