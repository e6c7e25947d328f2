"""What a unit shows a reader (EMIR2 B, "state nodes slimmed"): a semantic state is cut down to
the facts relevant to the question, each current fact with the value it replaced, and claims
only those facts' evidence as its sources; an event whose fact a later event replaced says so.

Why slim: a state holds every fact of a topic; shown whole it spends the budget on facts the
question is not about, and its sources would claim the whole chain's turns (the coverage rule
of the harness counts only the facts a unit states).
"""

from __future__ import annotations

from collections.abc import Collection

from memstrata.manage.emir2 import states as st
from memstrata.manage.emir2.graph import emir2_attrs
from memstrata.models.embed.base import Embedder
from memstrata.models.relations import attributes, structure
from memstrata.retrieve.ranking import NO_MATCH_BELOW, dense_relevance
from memstrata.types import Record

MAX_FACTS = 3


def slim_state(state: Record, query: str, query_vec, embedder: Embedder,
               shown: set[str] | frozenset[str] = frozenset(),
               must: Collection[str] = ()) -> tuple[str, list[str], list[str]] | None:
    """The state's text, sources and the fact texts it states, for this question; None when no
    fact is about it (``_about``, else the closest fact above the search's no-match line), or
    when it would only repeat one event (one fact, one evidence event, no earlier value).
    ``must``: fact keys shown whatever their similarity (the current value an
    outdated event stands for). Facts whose text is already ``shown`` (a unit ranked above says
    the same) are left out: a context never spends tokens on one statement twice. Each fact
    comes with the value it replaced, the latest only: older values are in ``history``."""
    snapshot = st.Snapshot.from_attrs(emir2_attrs(state.attrs))
    current = snapshot.current()
    if not current:
        return None
    sims = embedder.embed([f.text for f in current]) @ query_vec
    ranked = sorted(zip(current, sims), key=lambda x: (x[0].key not in must, -float(x[1])))
    new = [(f, s) for f, s in ranked if f.text not in shown or f.key in must]
    keep = [f for f, _ in new if f.key in must or _about(f.text, query)][:MAX_FACTS]
    if not keep and new and new[0][0] is ranked[0][0] and dense_relevance(float(ranked[0][1])) >= NO_MATCH_BELOW:
        keep = [ranked[0][0]]  # no word in common, but the closest fact (not shown yet) reads as an answer
    if not keep:
        return None
    if not must and len(keep) == 1 and len(keep[0].evidence) <= 1 and \
            not any(f.replaced_by == keep[0].key for f in snapshot.facts):
        return None  # one fact, one event, no history: the event says it all, and is a unit itself
    lines, sources = [], []
    for fact in keep:
        earlier = [f for f in snapshot.facts if f.replaced_by == fact.key][-1:]
        lines.append(f"{fact.text} (earlier: {earlier[0].text})" if earlier else fact.text)
        sources.extend(fact.sources)
        for f in earlier:
            sources.extend(f.sources)
    return " ".join(lines), list(dict.fromkeys(sources)), [f.text for f in keep] + [f.text for f in snapshot.facts
                                                                                   if f.replaced_by in {k.key for k in keep}]


def _about(fact: str, query: str) -> bool:
    """A fact is about the question when, its subject's words set aside, the two share a content
    word or an attribute class (the relation checks' notion of one attribute): the embedder
    alone cannot tell, since a person's name makes every fact about them look alike ("What does
    Sam do for work?" is as close to "Sam likes jazz." as to the bare name)."""
    subject = attributes.subject_words(structure.subject(fact))
    return bool(attributes.content_words(fact, subject) & attributes.content_words(query, subject))


def outdated_by(event: Record, states: list[Record]) -> tuple[Record, str | None] | None:
    """The state that supersedes what ``event`` stated, and the key of the fact now current
    (following replacements to the end; None when the fact was retracted), or None when
    what it stated still holds."""
    for state in states:
        snapshot = st.Snapshot.from_attrs(emir2_attrs(state.attrs))
        for fact in snapshot.facts:
            if event.id not in fact.evidence or fact.status == "current":
                continue
            if fact.status == "retracted":
                return state, None
            seen, key = set(), fact.replaced_by
            while key and key not in seen:
                seen.add(key)
                nxt = snapshot.get(key)
                if nxt is None or nxt.status == "current":
                    return state, key if nxt is not None else None
                key = nxt.replaced_by
            return state, None
    return None
