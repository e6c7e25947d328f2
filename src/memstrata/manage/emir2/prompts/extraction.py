"""Step 2: window-level extraction into episodic events, candidate claims and local relations.

The model reads one window and returns events (one-off, askable happenings, plans and
statements), candidate claims (lasting facts: preferences, health, relationships, identity,
long-term plans) and relations between its own events. What the schema cannot say is checked
in code (``check``): evidence ids are turns of the window, exact mentions appear verbatim,
relation refs name two distinct events of the reply and at most one relation per ordered pair,
and every substantive turn is cited. The model never resolves a relative or vague time: it
leaves the date null and copies the phrase; our resolver may fill it later (``time_source``).
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from memstrata.manage.emir2.graph import EventRelation
from memstrata.manage.emir2.prompts.common import DATA_RULE, data_block, turn_lines
from memstrata.models.llm.base import Message

MAX_MENTION_CHARS = 120
_ISO = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")


class ExtractedEvent(BaseModel):
    ref: str = Field(description="a local reference such as E1")
    title: str
    summary: str = Field(description="what happened, with the people named")
    status: Literal["happened", "planned", "ongoing", "did_not_happen"] = "happened"
    exact_mentions: list[str] = Field(default_factory=list)
    event_time_start: str | None = None
    event_time_end: str | None = None
    time_precision: Literal["year", "month", "day"] | None = None
    raw_time_expression: str | None = None
    evidence_turn_ids: list[str]
    entities: list[str] = Field(default_factory=list)
    actors: list[str] = Field(default_factory=list)
    objects: list[str] = Field(default_factory=list)
    location: str | None = None
    topic: str = ""


class CandidateClaim(BaseModel):
    subject: str
    dimension: str = Field(description="e.g. preference, health, relationship, identity, plan, work, home")
    aspect: str = ""
    value: str
    valid_from: str | None = None
    raw_time_expression: str | None = None
    evidence_turn_ids: list[str]
    event_refs: list[str] = Field(default_factory=list)


class LocalRelation(BaseModel):
    source_ref: str
    target_ref: str
    type: EventRelation


class WindowExtraction(BaseModel):
    write: bool
    events: list[ExtractedEvent] = Field(default_factory=list)
    candidate_claims: list[CandidateClaim] = Field(default_factory=list)
    relations: list[LocalRelation] = Field(default_factory=list)


SYSTEM = f"""You turn one window of a conversation into memory for a personal assistant.
Return events, candidate claims and relations, grounded in the turns only.
- write: true when any turn holds something a later question could ask about.
- events: one per concrete happening, experience, plan, opinion, piece of advice, purchase or
  shared photo (a turn's image caption is evidence; never describe what it does not say).
  Several per turn when a turn tells several things. Name people instead of pronouns; when you
  cannot tell who is meant, leave the person out. Quoted or reported words belong to the person
  who first said them. Keep negation, tense and modality: a plan is status "planned", never
  "happened"; something that did not happen is "did_not_happen".
- exact_mentions: short strings copied character for character from the turns that a question
  could quote: names, titles, numbers, dates, slogans (at most {MAX_MENTION_CHARS} characters each).
- Times: copy a date only when a turn states it absolutely (ISO: 2023, 2023-05 or 2023-05-08,
  with time_precision). For "yesterday", "last week", "recently", "a few years ago" leave
  event_time_start and event_time_end null and copy the phrase into raw_time_expression.
- candidate_claims: lasting facts (preferences, health, relationships, identity, work, home,
  long-term plans) as subject / dimension / aspect / value; valid_from follows the same date rule.
  Do not judge whether a claim changes earlier ones.
- evidence_turn_ids: every turn that supports, elaborates or corrects the item, only ids of this
  window. Every turn with content must be cited by some event or claim; only greetings, thanks
  and bare acknowledgements may be left out.
- relations: between two events of your reply (by ref), at most one per ordered pair, of the
  types CAUSES (cause -> effect), CONTRIBUTES_TO (partial cause -> outcome), CONTEXT_FOR
  (background -> what it explains), ENABLES (prerequisite -> what it made possible), PART_OF
  (part -> whole), FOLLOW_UP_OF (later -> earlier), SAME_EVENT (two descriptions of one event).
{DATA_RULE}
Reply with JSON only, matching the schema."""


# A worked example given as a previous exchange: small local models follow a demonstrated answer
# far more reliably than rules alone (refs E1, E2; claims beside events; a plan stays planned).
EXAMPLE_TURNS = [
    {"id": "S1:1", "speaker": "Lena", "text": "I adopted a puppy called Biscuit yesterday!"},
    {"id": "S1:2", "speaker": "Omar", "text": "Cute! Do you still work at the library?"},
    {"id": "S1:3", "speaker": "Lena", "text": "Yes. I want to train Biscuit for agility shows next year."},
]
EXAMPLE_REPLY = {"write": True, "events": [
    {"ref": "E1", "title": "Lena adopts Biscuit", "summary": "Lena adopted a puppy called Biscuit.", "status": "happened",
     "exact_mentions": ["Biscuit"], "event_time_start": None, "event_time_end": None, "time_precision": None,
     "raw_time_expression": "yesterday", "evidence_turn_ids": ["S1:1"], "entities": ["Lena", "Biscuit"],
     "actors": ["Lena"], "objects": ["puppy"], "location": None, "topic": "pets"},
    {"ref": "E2", "title": "Agility plan", "summary": "Lena plans to train Biscuit for agility shows next year.",
     "status": "planned", "exact_mentions": ["Biscuit"], "event_time_start": None, "event_time_end": None,
     "time_precision": None, "raw_time_expression": "next year", "evidence_turn_ids": ["S1:3"],
     "entities": ["Lena", "Biscuit"], "actors": ["Lena"], "objects": [], "location": None, "topic": "pets"}],
    "candidate_claims": [
        {"subject": "Lena", "dimension": "work", "aspect": "workplace", "value": "the library", "valid_from": None,
         "raw_time_expression": None, "evidence_turn_ids": ["S1:2", "S1:3"], "event_refs": []},
        {"subject": "Lena", "dimension": "pets", "aspect": "dog", "value": "a puppy called Biscuit", "valid_from": None,
         "raw_time_expression": "yesterday", "evidence_turn_ids": ["S1:1"], "event_refs": ["E1"]}],
    "relations": [{"source_ref": "E1", "target_ref": "E2", "type": "ENABLES"}]}


def _user(window: list[dict], session_time: datetime, participants: list[str]) -> str:
    payload = {"session_date": f"{session_time:%Y-%m-%d (%A)}", "participants": participants,
               "turns": turn_lines(window)}
    return data_block(payload) + "\nExtract the events, claims and relations."


def build_messages(window: list[dict], session_time: datetime, participants: list[str]) -> list[Message]:
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": _user(EXAMPLE_TURNS, datetime(2024, 3, 4), ["Lena", "Omar"])},
            {"role": "assistant", "content": json.dumps(EXAMPLE_REPLY)},
            {"role": "user", "content": _user(window, session_time, participants)}]


def repair(x: WindowExtraction, window: list[dict], session_day: str | None = None) -> list[str]:
    """Drop in place what is wrong but optional, and say what: a mention not copied verbatim
    (or too long), a relation that does not join two distinct events of the reply (or repeats
    an ordered pair), a claim's unknown event ref, a date that is not ISO (nulled; its phrase is
    kept as the raw expression), the session's date given as the time of a relative phrase. None
    of these loses a turn: the events and claims stay."""
    text = "\n".join(t["text"] for t in window)
    refs = {e.ref for e in x.events}
    notes: list[str] = []
    for e in x.events:
        kept = [m for m in e.exact_mentions if len(m) <= MAX_MENTION_CHARS and m in text]
        if len(kept) != len(e.exact_mentions):
            notes.append(f"{e.ref}: dropped {len(e.exact_mentions) - len(kept)} mention(s) not copied verbatim")
            e.exact_mentions = kept
        if e.raw_time_expression and session_day and e.event_time_start == session_day:
            # The session's own date next to a relative phrase ("last month"): the model copied
            # when it was said, not when it happened; the phrase is left to our resolver.
            notes.append(f"{e.ref}: event time {session_day} is the session date of {e.raw_time_expression!r}; left "
                         f"to the resolver")
            e.event_time_start = e.event_time_end = e.time_precision = None
        for field in ("event_time_start", "event_time_end"):
            value = getattr(e, field)
            if value is not None and not _ISO.match(value):
                notes.append(f"{e.ref}: {field} {value!r} is not an ISO date; kept as the raw expression")
                e.raw_time_expression = e.raw_time_expression or value
                setattr(e, field, None)
    for c in x.candidate_claims:
        c.event_refs = [r for r in c.event_refs if r in refs]
        if c.valid_from is not None and not _ISO.match(c.valid_from):
            c.raw_time_expression, c.valid_from = c.raw_time_expression or c.valid_from, None
    pairs: set[tuple[str, str]] = set()
    kept_relations = []
    for r in x.relations:
        pair = (r.source_ref, r.target_ref)
        if r.source_ref in refs and r.target_ref in refs and r.source_ref != r.target_ref and pair not in pairs:
            kept_relations.append(r)
            pairs.add(pair)
        else:
            notes.append(f"dropped relation {r.source_ref} -> {r.target_ref} ({r.type}): not two distinct events")
    x.relations = kept_relations
    return notes


def check(x: WindowExtraction, window: list[dict], substantive: set[str]) -> list[str]:
    """What must be right for the window to be stored (after ``repair``): evidence ids of this
    window, distinct event refs, every substantive turn cited."""
    ids = {t["id"] for t in window}
    refs = [e.ref for e in x.events]
    errors: list[str] = []
    if len(set(refs)) != len(refs):
        errors.append("event refs must be distinct")
    cited: set[str] = set()
    for i, e in enumerate(x.events):
        if not e.evidence_turn_ids or not set(e.evidence_turn_ids) <= ids:
            errors.append(f"events[{i}] ({e.ref}): evidence_turn_ids must be non-empty ids of this window "
                          f"({', '.join(sorted(ids))})")
        cited |= set(e.evidence_turn_ids)
    for i, c in enumerate(x.candidate_claims):
        if not c.evidence_turn_ids or not set(c.evidence_turn_ids) <= ids:
            errors.append(f"candidate_claims[{i}]: evidence_turn_ids must be non-empty ids of this window")
        cited |= set(c.evidence_turn_ids)
    missing = sorted(substantive - cited, key=[t["id"] for t in window].index)
    if missing:
        errors.append(f"turns {', '.join(missing)} have content but no event or claim cites them")
    return errors
