"""EntityAliases against a direct reading of its two rules, over random sets of names."""

from __future__ import annotations

import time

from hypothesis import given
from hypothesis import strategies as st

from memstrata.manage.emir2.text.entities import EntityAliases

# Names that share prefixes and first names, and random words of few letters, so that
# merges and ambiguities are common.
_POOL = ["Me", "Mel", "Mela", "Melan", "Melanie", "Melissa", "Car", "Caro", "Carol", "Caroline", "Ann", "Anna",
         "Annabel", "Smith", "Jones"]
_WORD = st.one_of(st.sampled_from(_POOL), st.text(alphabet="abm", min_size=1, max_size=6).map(str.title))
_NAME = st.one_of(_WORD, st.tuples(_WORD, _WORD).map(" ".join))


def _reference(keys: set[str]) -> dict[str, str]:
    """Union-find over the set: rule 1 (first name + its one full name), then rule 2 (a
    short form of >= 3 letters, >= 2 shorter, onto the one rule-1 group it abbreviates)."""
    parent = {k: k for k in keys}

    def find(k):
        while parent[k] != k:
            k = parent[k]
        return k

    def union(a, b):
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    fulls = {k for k in keys if " " in k}
    for k in keys - fulls:
        mine = [f for f in fulls if f.split()[0] == k]
        if len(mine) == 1:
            union(k, mine[0])
    step1 = {k: find(k) for k in keys}
    for k in keys - fulls:
        if len(k) < 3 or any(f.split()[0] == k for f in fulls):
            continue
        groups = {step1[o] for o in keys if o.split()[0].startswith(k) and len(o.split()[0]) - len(k) >= 2}
        if len(groups) == 1:
            union(k, groups.pop())
    members: dict[str, list[str]] = {}
    for k in keys:
        members.setdefault(find(k), []).append(k)
    canon = {r: min(g, key=lambda k: (-len(k.split()), -len(k), k)) for r, g in members.items()}
    return {k: canon[find(k)] for k in keys}


@given(st.lists(_NAME, max_size=12), st.randoms())
def test_matches_the_rules_in_any_order(names, rnd):
    aliases = EntityAliases()
    order = list(names)
    rnd.shuffle(order)
    for name in order:
        aliases.add(name)
    expected = _reference({n.lower() for n in names})
    assert {n.lower(): aliases.canonical(n) for n in names} == expected
    for name in names:  # every alias of an entity maps back to it
        key = aliases.canonical(name)
        assert name in aliases.aliases(key)
        assert all(aliases.canonical(a) == key for a in aliases.aliases(key))


def test_many_names_stay_fast():
    aliases = EntityAliases()
    names = [f"Person{i:04d}" + (f" Family{i % 97}" if i % 3 == 0 else "") for i in range(3000)]
    t0 = time.perf_counter()
    for name in names:
        aliases.add(name)
        aliases.canonical(name[:7])
    assert time.perf_counter() - t0 < 2.0
