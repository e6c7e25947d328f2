"""The names a user goes by (``memstrata.owner``), kept per (tenant, user) in the store, and
the scope-bound embedder that makes search treat them as "the user".

Kept in the store's meta table under a key that names the tenant and user; erasing the user
(``delete_all`` of the whole user, ``erase_tenant``) removes it with everything else.
A store records at creation that its vectors are owner-neutral (``VECTOR_TEXT_KEY``); a store
made before that keeps embedding texts as they are, so its old and new vectors stay comparable.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING

from memstrata.models.embed.base import Embedder
from memstrata.models.embed.owner_neutral import OwnerNeutralEmbedder
from memstrata.owner import NO_NAMES, OwnerNames
from memstrata.types import Scope

if TYPE_CHECKING:
    from memstrata.api.memory import Memory

VECTOR_TEXT_KEY = "vector_text"
OWNER_NEUTRAL = "owner-neutral-1"


def names_key(tenant: str, user_id: str) -> str:
    return "names/" + json.dumps([tenant, user_id], ensure_ascii=False)


def owner_names(memory: "Memory", scope: Scope) -> OwnerNames:
    """The names of ``scope``'s user (read on every call: another process may have set them)."""
    return _parsed(memory.store.get_meta(names_key(scope.tenant, scope.user_id)))


@lru_cache(maxsize=4096)
def _parsed(value: str | None) -> OwnerNames:
    # Parsed once per distinct value: building one compiles its patterns.
    return OwnerNames.from_json(value)


def set_owner_names(memory: "Memory", scope: Scope, names: OwnerNames) -> None:
    key = names_key(scope.tenant, scope.user_id)
    if names == NO_NAMES:
        memory.store.delete_meta(key)
    else:
        memory.store.set_meta(key, names.to_json())


def name_turns(owner: OwnerNames, turns: list[dict]) -> None:
    """Give each turn that names nobody its speaker's name, when the scope knows it, so that
    extraction writes "Sam moved to Porto", not "The user moved to Porto"."""
    for turn in turns:
        # A turn without a name has its role as its speaker (api.inputs.normalize_turns).
        role = str(turn.get("speaker", "")).lower()
        if (who := owner.speaker_name("user" if role == "human" else role)):
            turn["speaker"] = who


def forget_owner_names(memory: "Memory", tenant: str, user_ids: list[str]) -> None:
    for user_id in user_ids:
        memory.store.delete_meta(names_key(tenant, user_id))


def scoped_embedder(memory: "Memory", scope: Scope) -> Embedder:
    """The embedder for what is written to and searched in ``scope``: owner-neutral on a store
    that records it, the plain embedder on an older one."""
    if not memory.owner_neutral_vectors:
        return memory.embedder
    return OwnerNeutralEmbedder(memory.embedder, owner_names(memory, scope))


def mark_new_store(memory: "Memory") -> None:
    memory.store.set_meta(VECTOR_TEXT_KEY, OWNER_NEUTRAL)


def records_owner_neutral(memory: "Memory") -> bool:
    return memory.store.get_meta(VECTOR_TEXT_KEY) == OWNER_NEUTRAL
