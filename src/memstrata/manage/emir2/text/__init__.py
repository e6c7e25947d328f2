"""Deterministic text functions EMIR2 reads observations with: named entities and their
aliases (entities.py), the time an observation states (event_time.py) and the explicit cue
words that relate two consecutive sentences (cues.py). Pure Python, no models."""

from memstrata.manage.emir2.text.cues import RELATION_TYPES, relation_cue
from memstrata.manage.emir2.text.entities import EntityAliases, extract_entities, normalize_entity
from memstrata.manage.emir2.text.event_time import EventTime, event_time

__all__ = [
    "RELATION_TYPES",
    "EntityAliases",
    "EventTime",
    "event_time",
    "extract_entities",
    "normalize_entity",
    "relation_cue",
]
