"""Deleting a node of EMIR2's graph.

Deleting an event takes it out of every state whose facts it justified: a fact left with no
evidence goes, and a value it had replaced (or a fact it had retracted) is current again, so the
state reads as if the event had never been said; the summary is rewritten as a new version and
the event's evidence edges go. The event itself becomes a tombstone (it leaves retrieval, its
history stays); ``Memory.delete(..., erase=True)`` then removes its text from the file, the old
summaries that quoted it included (``store.erase``). Deleting a state or a chain head is a
tombstone only: the events stay, and a later claim starts a new state.
"""

from __future__ import annotations

from memstrata.manage.base import ManagerContext
from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.graph import EVIDENCE, emir2_attrs
from memstrata.store.base import StoreTransaction
from memstrata.types import Decision, Record


def delete(ctx: ManagerContext, record: Record, time: str, policy: str) -> Decision:
    with ctx.store.transaction() as tx:
        if record.kind == "event":
            state_ids = [e.dst for e in ctx.store.neighbors(ctx.scope, [record.id], (EVIDENCE,)) if e.src == record.id]
            for state in ctx.store.get_many(ctx.scope, list(dict.fromkeys(state_ids))):
                _forget(ctx, tx, state, record.id, time, policy)
                tx.remove_edges(ctx.scope, record.id, state.id, (EVIDENCE,))
        record.role = "deleted"
        tx.update(record, actor=ctx.actor, action="delete", time=time, details={"policy": policy})
    return Decision(id=record.id, event="deleted", text=record.text, role=record.role, kind=record.kind, step="delete")


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

