"""EMIR2's memory graph on the one record and edge tables (the SEMG of the paper).

Node kinds (``Record.kind``): "event" (an episodic event: one observed happening, plan or
statement, with its entities and event time), "state" (a topic chain's semantic state: its
facts, current and replaced, each with the events that justify it) and "chain" (a topic
chain's head, the node its events and its state hang from).

The paper's relation table (its Table 3) did not survive; these edge types are our reading of
what the rest of the paper implies, stored in the direction shown:

- structural: ``IN_CHAIN`` event -> chain head; ``NEXT`` event -> the chain's next event in
  time; ``STATE_OF`` state -> chain head; ``EVIDENCE`` event -> state it supports or revises
  (attrs: the fact key and the operation);
- event relations (A.2.1, directed as documented there; SAME_EVENT both ways by meaning, stored
  once): the seven of ``EVENT_RELATIONS``; one
  per ordered pair; attrs say whether it crosses chains and which step found it.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

IN_CHAIN, NEXT, STATE_OF, EVIDENCE = "IN_CHAIN", "NEXT", "STATE_OF", "EVIDENCE"
STRUCTURAL = (IN_CHAIN, NEXT, STATE_OF, EVIDENCE)
# The event-relation types, once: prompts' schemas take the Literal, code the tuple.
EventRelation = Literal["CAUSES", "CONTRIBUTES_TO", "CONTEXT_FOR", "ENABLES", "PART_OF", "FOLLOW_UP_OF",
                        "SAME_EVENT"]
EVENT_RELATIONS: tuple[str, ...] = get_args(EventRelation)
ALL_EDGES = (*STRUCTURAL, *EVENT_RELATIONS)
NODE_KINDS = ("event", "state", "chain")
# What a reader gets back as a unit: events and states; a chain head is structure only.
UNIT_KINDS = ("event", "state")


def chain_of(attrs: dict[str, Any]) -> str | None:
    return attrs.get("emir2", {}).get("chain")


def emir2_attrs(attrs: dict[str, Any]) -> dict[str, Any]:
    """The record's EMIR2 attributes (created empty), kept apart from the caller's metadata."""
    return attrs.setdefault("emir2", {})
