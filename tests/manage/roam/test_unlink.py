"""Undoing a relation decision under ROAM: the record stands alone again, the group it left is
rebuilt without it, what was filed under it stays in the group, and history keeps it all."""

from __future__ import annotations

import random
from contextlib import contextmanager

import pytest

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.errors import InvalidInputError, NotFoundError, PolicyMismatchError
from memstrata.manage.registry import create_manager
from tests.fixtures.keyed_workload import KeyedClassifier, check_roam_invariants, workload
from tests.manage.roam.scripted import TableClassifier

LEEDS, GHENT, UTRECHT = "Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Utrecht."
CAT, KITTEN, TOM = "Ava has a cat.", "Ava has a kitten.", "Ava has a cat named Tom."
TABLE = {(GHENT, LEEDS): "CON", (UTRECHT, GHENT): "CON", (CAT, TOM): "NSO", (KITTEN, TOM): "NSO"}


def open_roam(db_path, embedder, policy="roam"):
    return Memory(MemoryConfig(path=str(db_path), policy=policy), embedder=embedder,
                  manager=create_manager(policy, classifier=TableClassifier(TABLE)))


@pytest.fixture
def m(db_path, embedder):
    mem = open_roam(db_path, embedder)
    yield mem
    mem.close()


def add(m, text, time, source):
    return m.add(observations=[{"text": text, "time": time, "source": source}], user_id="u").decisions[0]


def chain(m):
    """Leeds, then Ghent, then Utrecht (each a CON of the one before): Leeds points at Ghent,
    which points at Utrecht, the Primary listing both (members.py)."""
    return add(m, LEEDS, "2023-01-01", "s1"), add(m, GHENT, "2023-03-01", "s2"), add(m, UTRECHT, "2024-02-13", "s3")


def test_a_merged_record_is_a_primary_again_and_the_group_view_drops_it(m):
    tom = add(m, TOM, "2023-01-01", "s1")
    cat = add(m, CAT, "2023-05-01", "s2")
    assert cat.event == "merged" and m.get(tom.id, user_id="u").view == "Ava has a cat named Tom (also said on 2023-05-01)"
    d = m.unlink(cat.id, user_id="u")
    assert (d.event, d.role, d.relation, d.related_ids, d.backend) == ("unlinked", "primary", "NSO", [tom.id], "user")
    alone, group = m.get(cat.id, user_id="u"), m.get(tom.id, user_id="u")
    assert (alone.role, alone.view, alone.sources) == ("primary", CAT, ["s2"])
    assert "primary" not in alone.attrs["roam"] and alone.attrs["roam"]["members"] == []
    assert (group.role, group.view, group.sources, group.attrs["roam"]["members"]) == ("primary", TOM, ["s1"], [])
    assert {r.id for r in m.search("cat", user_id="u", mode="bm25", min_score=0)} == {cat.id, tom.id}  # both retrievable


def test_records_filed_under_the_unlinked_one_stay_in_the_group_pointed_at_its_primary(m):
    leeds, ghent, utrecht = chain(m)
    assert m.get(leeds.id, user_id="u").attrs["roam"]["primary"] == ghent.id
    m.unlink(ghent.id, user_id="u")
    records = m.get_all(user_id="u")
    check_roam_invariants(records)
    by_id = {r.id: r for r in records}
    assert (by_id[ghent.id].role, by_id[ghent.id].view, by_id[ghent.id].sources) == ("primary", GHENT, ["s2"])
    assert by_id[leeds.id].role == "evidence" and by_id[leeds.id].attrs["roam"]["primary"] == utrecht.id
    assert (by_id[utrecht.id].view, by_id[utrecht.id].sources) == ("Ava lives in Utrecht (earlier: Leeds, 2023-01-01)",
                                                                   ["s3", "s1"])


def test_history_records_the_unlink_by_the_user_and_the_group_it_left(m):
    leeds, ghent, utrecht = chain(m)
    m.unlink(ghent.id, user_id="u", time="2024-06-01")
    last = m.history(ghent.id, user_id="u")[-1]
    assert (last.action, last.actor, last.time[:10]) == ("unlink", "user", "2024-06-01")
    assert last.details == {"policy": "roam", "left": utrecht.id, "relation": "CON", "reassigned": [leeds.id],
                            "edges_undone": 2}
    assert last.snapshot["role"] == "primary" and last.snapshot["view"] == GHENT
    rebuilt = m.history(utrecht.id, user_id="u")[-1]
    assert (rebuilt.action, rebuilt.actor, rebuilt.details["unlinked"]) == ("fuse", "user", ghent.id)
    assert [(h.action, h.actor) for h in m.history(leeds.id, user_id="u")][-1] == ("reassign", "user")


def test_the_relation_edges_are_marked_undone_not_deleted(m):
    leeds, ghent, utrecht = chain(m)
    scope = m.get(ghent.id, user_id="u").scope
    before = {(e.src, e.dst, e.type) for e in m.store.edges(scope, ghent.id)}
    assert before == {(ghent.id, leeds.id, "CON"), (utrecht.id, ghent.id, "CON")}
    m.unlink(ghent.id, user_id="u", time="2024-06-01")
    edges = m.provenance(ghent.id, user_id="u")["edges"]
    assert {(e["src"], e["dst"], e["type"]) for e in edges} == before  # still there
    assert all(e["attrs"]["undone"] == {"action": "unlink", "by": "user", "time": "2024-06-01T00:00:00"} for e in edges)


def test_only_the_edges_of_the_unlinked_record_are_undone(m):
    tom = add(m, TOM, "2023-01-01", "s1")
    cat = add(m, CAT, "2023-05-01", "s2")
    kitten = add(m, KITTEN, "2023-06-01", "s3")
    m.unlink(cat.id, user_id="u")
    scope = m.get(tom.id, user_id="u").scope
    marks = {(e.src, e.dst): "undone" in e.attrs for e in m.store.edges(scope, tom.id)}
    assert marks == {(cat.id, tom.id): True, (kitten.id, tom.id): False}
    assert m.get(tom.id, user_id="u").view == "Ava has a cat named Tom (also said on 2023-06-01)"
    assert m.get(kitten.id, user_id="u").attrs["roam"]["primary"] == tom.id


def test_as_of_before_the_unlink_shows_the_old_grouping_and_after_it_the_new(m):
    leeds, ghent, utrecht = chain(m)
    m.unlink(ghent.id, user_id="u", time="2024-06-01")

    def state(as_of):
        records = m.get_all(user_id="u", as_of=as_of)
        check_roam_invariants(records)
        return {r.text: (r.role, r.view) for r in records}

    assert state("2024-03-01") == {LEEDS: ("evidence", LEEDS), GHENT: ("evidence", GHENT),
                                   UTRECHT: ("primary", "Ava lives in Utrecht (earlier: Leeds, 2023-01-01; Ghent, "
                                                        "2023-03-01)")}
    assert state("2024-07-01") == {LEEDS: ("evidence", LEEDS), GHENT: ("primary", GHENT),
                                   UTRECHT: ("primary", "Ava lives in Utrecht (earlier: Leeds, 2023-01-01)")}
    assert state("2024-07-01") == {r.text: (r.role, r.view) for r in m.get_all(user_id="u")}


def test_unlink_takes_the_scope_lock_and_writes_one_transaction(m):
    _leeds, ghent, _utrecht = chain(m)
    events = []
    lock, transaction = m.store.scope_lock, m.store.transaction

    @contextmanager
    def watched_lock(scope):
        with lock(scope):
            events.append("lock")
            yield
            events.append("unlock")

    m.store.scope_lock = watched_lock
    m.store.transaction = lambda: events.append("transaction") or transaction()
    m.unlink(ghent.id, user_id="u")
    assert events == ["lock", "transaction", "unlock"]


def test_what_cannot_be_unlinked_is_refused_with_a_reason(m, tmp_path, embedder):
    leeds, ghent, utrecht = chain(m)
    with pytest.raises(InvalidInputError, match="is a Primary"):
        m.unlink(utrecht.id, user_id="u")
    with pytest.raises(NotFoundError):
        m.unlink("no-such-id", user_id="u")
    with pytest.raises(NotFoundError):
        m.unlink(ghent.id, user_id="someone-else")  # another scope's memory does not exist here
    m.delete(leeds.id, user_id="u")
    with pytest.raises(InvalidInputError, match="was deleted"):
        m.unlink(leeds.id, user_id="u")
    with Memory.open(tmp_path / "append.db", embedder=embedder) as plain:
        rid = plain.add(observations=[LEEDS], user_id="u").decisions[0].id
        with pytest.raises(PolicyMismatchError, match="unlink undoes a ROAM relation decision.*'append'"):
            plain.unlink(rid, user_id="u")
    assert m.get(ghent.id, user_id="u").role == "evidence"  # refusals changed nothing
    m.unlink(ghent.id, user_id="u")
    with pytest.raises(InvalidInputError, match="is a Primary"):  # a second unlink has nothing left to undo
        m.unlink(ghent.id, user_id="u")


def test_without_fusion_the_group_keeps_its_own_text_and_sources(db_path, embedder):
    with open_roam(db_path, embedder, policy="roam-nofusion") as m:
        leeds, ghent, utrecht = chain(m)
        m.unlink(leeds.id, user_id="u")
        group = m.get(utrecht.id, user_id="u")
        assert (group.view, group.sources, [x["id"] for x in group.attrs["roam"]["members"]]) == (
            UTRECHT, ["s3"], [ghent.id])
        check_roam_invariants(m.get_all(user_id="u"))


@pytest.mark.slow
def test_invariants_hold_through_random_unlinks_and_later_writes(db_path, embedder):
    options = {"classifier": KeyedClassifier(), "fusion": "deterministic"}
    rng = random.Random(7)
    stream = sorted((o for w in range(3) for o in workload(w, 14)), key=lambda o: o["time"])
    with Memory.open(db_path, policy="roam", embedder=embedder, policy_options=options) as m:
        m.add(observations=stream[:30], user_id="sam")
        for _ in range(8):
            evidence = m.get_all(user_id="sam", roles=("evidence",))
            if not evidence:
                break
            picked = rng.choice(evidence)
            d = m.unlink(picked.id, user_id="sam")
            records = m.get_all(user_id="sam")
            check_roam_invariants(records)
            by_id = {r.id: r for r in records}
            value = picked.text.rsplit(" is ", 1)[1].rstrip(".")  # values are unique in this workload
            assert by_id[picked.id].view == picked.text and value not in by_id[d.related_ids[0]].view
        m.add(observations=stream[30:], user_id="sam")  # management goes on over the unlinked records
        check_roam_invariants(m.get_all(user_id="sam"))
