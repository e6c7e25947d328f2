"""What a unit shows a reader (EMIR2 B, "state nodes slimmed"): a semantic state is cut down to
the facts relevant to the question, each current fact with the value it replaced, and claims
only those facts' evidence as its sources; an event whose fact a later event replaced says so.

Why slim: a state holds every fact of a topic; shown whole it spends the budget on facts the
question is not about, and its sources would claim the whole chain's turns (the coverage rule
of the harness counts only the facts a unit states).
"""

from __future__ import annotations

from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.graph import emir2_attrs
from memstrata.models.embed.base import Embedder
from memstrata.types import Record

MAX_FACTS = 3
MIN_FACT_COSINE = 0.3  # the search's no-match line: below it a fact is not about the question


def slim_state(state: Record, query_vec, embedder: Embedder,
               shown: set[str] | frozenset[str] = frozenset()) -> tuple[str, list[str], list[str]] | None:
    """The state's text, sources and the fact texts it states, for this question; None when no
    fact is about it. Facts whose text is already ``shown`` (an event unit ranked above says
    the same) are left out: a context never spends tokens on one statement twice."""
    snapshot = st.Snapshot.from_attrs(emir2_attrs(state.attrs))
    current = [f for f in snapshot.current() if f.text not in shown]
    if not current:
        return None
    vecs = embedder.embed([f.text for f in current])
    sims = vecs @ query_vec
    ranked = sorted(zip(current, sims), key=lambda x: -float(x[1]))
    keep = [f for f, s in ranked[:MAX_FACTS] if float(s) >= MIN_FACT_COSINE]
    if not keep:
        return None
    lines, sources = [], []
    for fact in keep:
        lines.append(st.with_history(fact, snapshot))
        sources.extend(fact.sources)
        for f in snapshot.facts:
            if f.replaced_by == fact.key:
                sources.extend(f.sources)
    return " ".join(lines), list(dict.fromkeys(sources)), [f.text for f in keep]


def replaced_note(event: Record, states: list[Record]) -> str | None:
    """'(later: ...)' when a fact this event stated was replaced or retracted since."""
    for state in states:
        snapshot = st.Snapshot.from_attrs(emir2_attrs(state.attrs))
        for fact in snapshot.facts:
            if event.id in fact.evidence and fact.status == "replaced" and fact.replaced_by:
                new = snapshot.get(fact.replaced_by)
                if new is not None:
                    return f"(later: {new.text})"
            if event.id in fact.evidence and fact.status == "retracted":
                return "(no longer holds)"
    return None
