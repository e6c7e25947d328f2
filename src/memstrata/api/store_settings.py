"""What a store records about itself when ``Memory`` opens it: the policy it was made with and
the embedder its vectors come from. Opening with another is refused; a new store records both
(and that its vectors are owner-neutral, ``api.names``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from memstrata.api import names
from memstrata.errors import EmbedderMismatchError, PolicyMismatchError
from memstrata.models.embed.base import Embedder
from memstrata.store.base import Store

if TYPE_CHECKING:
    from memstrata.api.memory import Memory

# The policy of a new store when the caller names none; an existing store keeps its own.
DEFAULT_POLICY = "append"


def embedder_signature(embedder: Embedder) -> str:
    return f"{embedder.name}:{embedder.dim}"


def check_embedder(memory: "Memory") -> None:
    signature = embedder_signature(memory.embedder)
    stored = memory.store.get_meta("embedder")
    if stored is None:  # a new store: its vectors are owner-neutral from the start (api.names)
        memory.store.set_meta("embedder", signature)
        names.mark_new_store(memory)
    elif stored != signature:
        raise EmbedderMismatchError(f"this store was built with embedder {stored}; it was opened with {signature}. "
                                    f"Open it with the same embedder (vectors of different models do not mix).")


def store_policy(store: Store, requested: str | None, path: str) -> tuple[str, bool]:
    """The policy to run, and whether to record it: the store's recorded one; for a new
    store (no embedder recorded yet) the requested or default one, recorded. A store
    written before policies were recorded takes the requested one (recorded) when named,
    else the default (not recorded: its data may come from another policy)."""
    stored = store.get_meta("policy")
    if stored is not None:
        if requested is not None and requested != stored:
            raise PolicyMismatchError(getattr(store, "path", path), stored, requested)
        return stored, False
    new_store = store.get_meta("embedder") is None
    return requested or DEFAULT_POLICY, requested is not None or new_store
