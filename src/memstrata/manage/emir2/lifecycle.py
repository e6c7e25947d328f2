"""Deleting a node of EMIR2's graph.

Deleting an event takes it out of every state whose facts it justified: a fact left with no
evidence goes, and a value it had replaced (or a fact it had retracted) is current again, so the
state reads as if the event had never been said; the summary is rewritten as a new version and
the event's evidence edges go. The event itself becomes a tombstone (it leaves retrieval, its
history stays); ``Memory.delete(..., erase=True)`` then removes its text from the file, the old
summaries that quoted it included (``store.erase``). Deleting a state or a chain head is a
tombstone only: the events stay, and a later claim starts a new state.

Rewriting an event (``update``) is forgetting what it said, then saying the new text at the
same moment: every state forgets the event as above, the event becomes a new version (entities,
mentions and event time read again from the new text), and the new text, when it states a
lasting fact, is reduced into the event's chain as an offline claim. All of it is one
transaction. A state's summary or a chain's topic is derived, so it cannot be rewritten: the
error says to rewrite or delete the events instead.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING

from memstrata.errors import InvalidInputError
from memstrata.manage.base import ManagerContext
from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.graph import EVIDENCE, emir2_attrs
from memstrata.manage.emir2.text.entities import extract_entities
from memstrata.manage.emir2.text.event_time import event_time
from memstrata.store.base import StoreTransaction
from memstrata.types import Decision, Record

if TYPE_CHECKING:
    from memstrata.manage.emir2.construct import Builder


def delete(ctx: ManagerContext, record: Record, time: str, policy: str) -> Decision:
    with ctx.store.transaction() as tx:
        if record.kind == "event":
            _forget_everywhere(ctx, tx, record, time, policy)
        record.role = "deleted"
        tx.update(record, actor=ctx.actor, action="delete", time=time, details={"policy": policy})
    return Decision(id=record.id, event="deleted", text=record.text, role=record.role, kind=record.kind, step="delete")


def update(ctx: ManagerContext, builder: Builder, record: Record, text: str, time: str, policy: str) -> Decision:
    if record.kind in ("state", "chain"):
        what = "a semantic state's summary" if record.kind == "state" else "a topic chain's head"
        raise InvalidInputError(f"memory {record.id} is {what}, which EMIR2 derives from its events; rewrite or "
                                f"delete the events it cites instead", field="memory_id")
    vec = ctx.embedder.embed_one(text)
    with ctx.store.transaction() as tx:
        if record.kind == "event":
            _forget_everywhere(ctx, tx, record, time, policy)
            meta = emir2_attrs(record.attrs)
            speaker = record.attrs.get("speaker")
            surfaces = extract_entities(text, known=[speaker] if isinstance(speaker, str) else [])
            # The event keeps its time: the rewrite corrects what was said then.
            meta.update(entities=[builder.aliases.add(s) for s in surfaces], mentions=surfaces,
                        event_time=asdict(event_time(text, record.valid_at)))
        record.text = record.view = text
        record.version += 1
        tx.update(record, actor=ctx.actor, action="update", time=time, text_vec=vec, view_vec=vec,
                  details={"policy": policy, "step": "extract"})
        decisions = builder.restate(tx, record, vec) if record.kind == "event" else []
    ours = Decision(id=record.id, event="updated", text=text, role=record.role, kind=record.kind, step="extract")
    return _with_changes(ours, decisions)


def _with_changes(decision: Decision, changes: list[Decision]) -> Decision:
    """The rewrite's decision, naming the states it changed (the API returns one decision)."""
    changed = [d.id for d in changes if d.kind == "state"]
    if changed:
        decision.related_ids = list(dict.fromkeys(changed))
    return decision


def _forget_everywhere(ctx: ManagerContext, tx: StoreTransaction, event: Record, time: str, policy: str) -> None:
    """Every state ``event`` was evidence for forgets it; the evidence edges go."""
    state_ids = [e.dst for e in ctx.store.neighbors(ctx.scope, [event.id], (EVIDENCE,)) if e.src == event.id]
    for state in ctx.store.get_many(ctx.scope, list(dict.fromkeys(state_ids))):
        _forget(ctx, tx, state, event.id, time, policy)
        tx.remove_edges(ctx.scope, event.id, state.id, (EVIDENCE,))


def _forget(ctx: ManagerContext, tx: StoreTransaction, state: Record, event_id: str, time: str, policy: str) -> None:
    snapshot = st.Snapshot.from_attrs(emir2_attrs(state.attrs))
    for fact in list(snapshot.facts):
        if fact.retracted_by == event_id:  # what it retracted holds again
            fact.status, fact.until, fact.retracted_by = "current", None, None
        if event_id not in fact.evidence:
            continue
        fact.evidence = [e for e in fact.evidence if e != event_id]
        if not fact.evidence:  # nothing said it any more: it goes, and the value it replaced is current again
            for earlier in snapshot.facts:
                if earlier.replaced_by == fact.key:
                    earlier.status, earlier.until, earlier.replaced_by = "current", None, None
            snapshot.facts.remove(fact)
    emir2_attrs(state.attrs).update(snapshot.to_attrs())
    text = st.summary(snapshot)
    state.sources = list(dict.fromkeys(s for f in snapshot.current() for s in f.sources))
    details = {"policy": policy, "step": "state", "forgot_event": event_id}
    if not text:  # no fact left: the state goes with its last evidence
        state.role = "deleted"
        tx.update(state, actor=ctx.actor, action="delete", time=time, details=details)
        return
    vec = None
    if text != state.text:
        state.text = state.view = text
        state.version += 1
        vec = ctx.embedder.embed_one(text)
    tx.update(state, actor=ctx.actor, action="update", time=time, text_vec=vec, view_vec=vec, details=details)

