"""Topic chains (EMIR2 4.1, offline): which chain a new event joins, and where in it.

An event joins the chain of the most similar earlier event when the two are clearly about one
topic: cosine of their texts at least ``CHAIN_JOIN`` and no visible difference of subject (the
relation checks' ``same_subject``: "Sam's locker" and "Ana's locker" are two topics however
alike their words). Otherwise it starts a chain. ``CHAIN_JOIN`` is set a priori, not fitted:
0.6 is where MiniLM's cosines of two sentences about one matter (a job and a change of that
job; a trip and its photos) begin, well above the 0.3 of unrelated sentences (``ranking``).

Within a chain events are linked in time order (``NEXT``); an event said out of order is
spliced in between its neighbours.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from memstrata.manage.base import ManagerContext
from memstrata.manage.emir2.graph import IN_CHAIN, chain_of
from memstrata.models.relations import structure
from memstrata.types import Record

CHAIN_JOIN = 0.6
NEIGHBOURS = 5  # earlier events looked at per new event


@dataclass
class ChainChoice:
    chain: str | None  # None: start a chain
    similar: str | None = None  # the event it was joined through
    cosine: float = 0.0


def choose_chain(ctx: ManagerContext, text: str, vec: np.ndarray, event_ids: list[str]) -> ChainChoice:
    if not event_ids:
        return ChainChoice(None)
    hits = ctx.store.dense_search(ctx.scope, vec, NEIGHBOURS, roles=("primary",), field="text", only=event_ids)
    close = [(rid, cos) for rid, cos in hits if cos >= CHAIN_JOIN]
    if not close:
        return ChainChoice(None)
    subject = structure.subject(text)
    by_id = {r.id: r for r in ctx.store.get_many(ctx.scope, [rid for rid, _ in close])}
    for rid, cos in close:
        other = by_id.get(rid)
        if other is None or chain_of(other.attrs) is None:
            continue
        if structure.same_subject(subject, structure.subject(other.text), text, other.text) is False:
            continue
        return ChainChoice(chain_of(other.attrs), rid, cos)
    return ChainChoice(None)


@dataclass
class Splice:
    """Where a new event goes in its chain: after ``previous`` and before ``following``
    (either may be None); ``broken``: the NEXT edge the splice replaces."""

    previous: str | None
    following: str | None

    @property
    def broken(self) -> tuple[str, str] | None:
        return (self.previous, self.following) if self.previous and self.following else None


def splice_point(ctx: ManagerContext, chain: str, time: str, new: str) -> Splice:
    events = [e for e in chain_members(ctx, chain) if e.id != new]
    before = [e for e in events if e.time <= time]
    after = [e for e in events if e.time > time]
    return Splice(before[-1].id if before else None, after[0].id if after else None)


def chain_members(ctx: ManagerContext, chain: str) -> list[Record]:
    """The chain's events in time order (ties: in the order they were recorded)."""
    members = [e.src for e in ctx.store.neighbors(ctx.scope, [chain], (IN_CHAIN,)) if e.dst == chain]
    return sorted(ctx.store.get_many(ctx.scope, members), key=lambda r: (r.time, r.recorded_at))
