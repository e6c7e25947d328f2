"""Step 4: entity normalization. Names seen in a new window that the deterministic aliases
(``text.entities.EntityAliases``) could not place are matched by the model to the names
already known, or kept as new entities."""

from __future__ import annotations

from pydantic import BaseModel

from memstrata.manage.emir2.prompts.common import DATA_RULE, data_block
from memstrata.models.llm.base import Message


class Alias(BaseModel):
    name: str
    same_as: str | None = None  # a known name, or null for a new entity


class Normalization(BaseModel):
    names: list[Alias]


SYSTEM = f"""You decide which names in a conversation refer to the same person, place or thing.
For each new name say which known name it refers to (a nickname, a short form, a full name,
a spelling variant), or null when it is someone or something new or you are not sure.
Only answer with known names exactly as listed.
{DATA_RULE}
Reply with JSON only: {{"names": [{{"name": ..., "same_as": ...}}]}}."""


def build_messages(new: list[str], known: list[str], context: list[str]) -> list[Message]:
    payload = {"new_names": new, "known_names": known, "where_they_appear": context}
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": data_block(payload) + "\nMatch the new names."}]


def check(x: Normalization, new: list[str], known: list[str]) -> list[str]:
    errors = [f"{a.name!r} is not one of the new names" for a in x.names if a.name not in new]
    errors += [f"{a.same_as!r} is not a known name" for a in x.names if a.same_as is not None and a.same_as not in known]
    return errors


def plausible(name: str, same_as: str) -> bool:
    """Whether two names can be one entity by their letters: one holds the other ("Caroline" /
    "Caroline Smith"), or they open alike ("Mel" / "Melanie", "Jon" / "Jonathan"). A model's
    match that fails this ("Berlin" = "Sam") is dropped: a missed alias costs recall, a wrong
    one merges two people. Nicknames with other letters ("Bob" / "Robert") are missed."""
    a, b = name.casefold().strip(), same_as.casefold().strip()
    return bool(a and b) and (a in b or b in a or a[:3] == b[:3])
