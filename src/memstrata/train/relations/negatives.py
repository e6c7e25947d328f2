"""Mined IND pairs: real candidate pairs are mostly IND (a fact and its topical neighbours
about the same person), while the corpus is balanced across labels. We add pairs made of
two facts from *different* corpus pairs about the same subject but unrelated attribute
families, choosing each partner among the anchor's nearest neighbours so the pair is
topical, as ROAM's candidates are.

Only generator families whose attributes cannot collide are paired: families that could
state the same attribute (health and diet routines; relationships and family counts;
favourites and likes; events, plans and trips; work and study; pets and possessions) form
clusters that are never paired with themselves, and families whose pairs mix attributes
(state changes, swaps, paraphrases) are left out. Deterministic for a seed.
"""

from __future__ import annotations

import random
import re

import numpy as np

from memstrata.models.relations.base import Atom
from memstrata.models.relations.pairs import Pair

CLUSTERS = {
    "residence": "home", "travel": "events", "event_dates": "events", "repeated_events": "events",
    "goals_projects": "events", "diet_health": "health", "routines_health": "health",
    "relationships": "family", "family_numbers": "family", "favourites": "likes", "multi_valued": "likes",
    "preference_behaviour": "likes", "skills": "likes", "languages": "likes", "employment": "work",
    "organisations": "work", "education": "work", "pets": "things", "vehicles_possessions": "things",
}
# Ages and birth dates are one attribute stated in several families: never mined.
_AGE = re.compile(r"\b(born|birthday|years old|aged|(am|is|turned|turns) \d+)\b", re.I)
_USER = re.compile(r"^(i\b|i'm\b|i've\b|the user\b|user\b|user's\b|user:)", re.I)


def subject_key(text: str) -> str | None:
    """The person a fact is about: the user (I / the user), a named person, or a relative
    with a name ("My flatmate Sanne"); None when unclear (then the fact is not mined)."""
    if _USER.match(text):
        return "USER"
    words = text.split()
    if words[0] == "My" and len(words) > 2 and words[2][:1].isupper():
        return " ".join(words[:3]).rstrip("'s,.")
    if words[0][:1].isupper() and words[0] not in {"The", "My", "Our", "According", "In", "On", "A", "An"}:
        return re.sub(r"'s$", "", words[0].rstrip(",.:"))
    return None


def mine_negatives(pairs: list[Pair], n: int, embed, seed: int, neighbours: int = 3) -> list[Pair]:
    facts = []  # (atom, subject, cluster, pair index)
    for i, p in enumerate(pairs):
        cluster = CLUSTERS.get(p.family or "")
        if cluster is None:
            continue
        for atom in (p.old, p.new):
            if _AGE.search(atom.text):
                continue
            subject = subject_key(atom.text)
            if subject is not None:
                facts.append((atom, subject, cluster, i))
    if not facts:
        return []
    vecs = np.asarray(embed([f[0].text for f in facts]), dtype=np.float32)
    by_subject: dict[str, list[int]] = {}
    for j, f in enumerate(facts):
        by_subject.setdefault(f[1], []).append(j)
    rng = random.Random(seed)
    out, seen = [], set()
    order = list(range(len(facts)))
    rng.shuffle(order)
    for a in order:
        if len(out) >= n:
            break
        atom, subject, cluster, pair = facts[a]
        options = [j for j in by_subject[subject] if facts[j][2] != cluster and facts[j][3] != pair]
        if not options:
            continue
        sims = vecs[options] @ vecs[a]
        best = [options[k] for k in np.argsort(-sims)[:neighbours]]
        b = rng.choice(best)
        key = (atom.text, facts[b][0].text)
        if key in seen or facts[b][0].text == atom.text:
            continue
        seen.add(key)
        old, new = (facts[b][0], atom) if rng.random() < 0.5 else (atom, facts[b][0])
        times = sorted([old.time, new.time])
        out.append(Pair(f"mined-{len(out) + 1:05d}", Atom(old.text, times[0]), Atom(new.text, times[1]), "IND",
                        "mined_ind"))
    return out
