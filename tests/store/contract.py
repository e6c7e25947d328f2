"""The store contract: what every backend must do, written only against ``Store`` and
``StoreTransaction``. A backend's test module subclasses ``StoreContract`` and supplies a
``store`` fixture (an empty store of any dimension >= 4); pytest collects the subclass, not
this class (its name does not start with ``Test``)."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from memstrata.errors import InvalidInputError, NotFoundError
from memstrata.store.base import Store
from memstrata.types import Edge, Record, Scope

ALICE, BOB = Scope("alice"), Scope("bob")
T0 = "2024-01-01T00:00:00"
UNDONE = {"action": "unlink", "by": "user", "time": "2024-02-01T00:00:00"}


def vector(store: Store, seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal(store.dim).astype(np.float32)
    return v / np.linalg.norm(v)


def record(rid: str, scope: Scope, *, text: str | None = None, time: str = T0, role: str = "primary",
           kind: str = "fact") -> Record:
    text = text or f"memory {rid}"
    return Record(id=rid, scope=scope, kind=kind, text=text, view=text, role=role, time=time,
                  recorded_at="2024-06-01T00:00:00", sources=[f"turn-{rid}"])


def put(store: Store, *records: Record, seed: int = 0) -> None:
    with store.transaction() as tx:
        for i, r in enumerate(records):
            tx.insert(r, vector(store, seed + i), actor="test")


def link(store: Store, scope: Scope, *edges: tuple[str, str, str]) -> None:
    with store.transaction() as tx:
        for n, (src, dst, etype) in enumerate(edges):
            tx.add_edge(scope, Edge(src, dst, etype, {"n": n}, f"2024-01-01T00:00:{n:02d}"))


def triples(edges: list[Edge]) -> list[tuple[str, str, str]]:
    return [(e.src, e.dst, e.type) for e in edges]


# A small memory graph: a chain head, its events, a state they support, and an unrelated pair.
GRAPH = [("chain", "e1", "NEXT"), ("e1", "e2", "NEXT"), ("e2", "s1", "EVIDENCE"),
         ("e1", "s1", "EVIDENCE"), ("x", "y", "REL"), ("s1", "e2", "SUPPORTS")]


class StoreContract:
    # ----- records ------------------------------------------------------------------------
    def test_get_and_get_many_read_inside_the_scope_only(self, store):
        mine = Scope("alice", agent_id="a1", run_id="r1")
        put(store, record("r1", mine), record("r2", mine), record("r3", BOB))
        assert store.get(mine, "r1").text == "memory r1"
        assert store.get(ALICE, "r1").scope == mine  # unset agent/run read any
        assert store.get(Scope("alice", agent_id="a1"), "r2").id == "r2"
        for outside in (BOB, Scope("alice", agent_id="a2"), Scope("alice", run_id="other")):
            with pytest.raises(NotFoundError):
                store.get(outside, "r1")
        with pytest.raises(NotFoundError):
            store.get(ALICE, "missing")
        assert [r.id for r in store.get_many(ALICE, ["r2", "missing", "r3", "r1"])] == ["r2", "r1"]
        assert store.get_many(ALICE, []) == []
        assert [r.id for r in store.get_many(BOB, ["r1", "r3"])] == ["r3"]

    def test_a_stored_record_reads_back_as_written(self, store):
        written = record("c1", ALICE, kind="chain", text="Topic: Sam's marathon training")
        written.attrs = {"topic": "marathon", "nested": {"n": [1, 2]}, "unicode": "café ✓"}
        written.valid_at = "2024-01-02T00:00:00"
        put(store, written)
        assert store.get(ALICE, "c1") == written

    def test_list_records_is_in_time_order_then_write_order(self, store):
        put(store, record("late", ALICE, time="2024-03-01T00:00:00"),
            record("early", ALICE, time="2024-01-01T00:00:00"),
            record("tie-b", ALICE, time="2024-02-01T00:00:00", role="evidence"),
            record("tie-a", ALICE, time="2024-02-01T00:00:00"),
            record("other", BOB, time="2023-01-01T00:00:00"))
        assert [r.id for r in store.list_records(ALICE)] == ["early", "tie-b", "tie-a", "late"]
        assert [r.id for r in store.list_records(ALICE, roles=("primary",))] == ["early", "tie-a", "late"]
        assert [r.id for r in store.list_records(ALICE, limit=2)] == ["early", "tie-b"]
        assert [r.id for r in store.list_records(BOB)] == ["other"]

    def test_a_failed_transaction_writes_nothing(self, store):
        with pytest.raises(RuntimeError), store.transaction() as tx:
            tx.insert(record("r1", ALICE), vector(store, 1), actor="test")
            tx.add_edge(ALICE, Edge("r1", "r1", "SELF"))
            raise RuntimeError("abort")
        assert store.list_records(ALICE) == []
        assert store.neighbors(ALICE, ["r1"]) == []

    # ----- edges and graph reads ----------------------------------------------------------
    def test_edges_of_one_record_in_both_directions(self, store):
        link(store, ALICE, *GRAPH)
        assert triples(store.edges(ALICE, "s1")) == [("e2", "s1", "EVIDENCE"), ("e1", "s1", "EVIDENCE"),
                                                       ("s1", "e2", "SUPPORTS")]
        first = store.edges(ALICE, "chain")[0]
        assert (first.attrs, first.created_at) == ({"n": 0}, "2024-01-01T00:00:00")

    def test_neighbors_of_many_ids_in_one_call_each_edge_once_in_insertion_order(self, store):
        link(store, ALICE, *GRAPH)
        assert triples(store.neighbors(ALICE, ["e1", "e2"])) == GRAPH[:4] + GRAPH[5:]  # e1->e2 once
        assert triples(store.neighbors(ALICE, ["y"])) == [("x", "y", "REL")]
        assert triples(store.neighbors(ALICE, ("s1", "s1", "missing"))) == [GRAPH[2], GRAPH[3], GRAPH[5]]
        assert triples(store.neighbors(ALICE, {"chain"})) == [GRAPH[0]]
        assert store.neighbors(ALICE, []) == []
        assert store.neighbors(ALICE, ["missing"]) == []
        edge = store.neighbors(ALICE, ["x"])[0]
        assert edge == Edge("x", "y", "REL", {"n": 4}, "2024-01-01T00:00:04")

    def test_neighbors_filters_by_edge_type(self, store):
        link(store, ALICE, *GRAPH)
        assert triples(store.neighbors(ALICE, ["e1", "e2"], ["EVIDENCE"])) == [GRAPH[2], GRAPH[3]]
        assert triples(store.neighbors(ALICE, ["e2"], edge_types=("NEXT", "SUPPORTS"))) == [GRAPH[1], GRAPH[5]]
        assert store.neighbors(ALICE, ["e1"], ["REL"]) == []
        assert store.neighbors(ALICE, ["e1"], []) == []  # no type allowed: nothing

    def test_neighbors_leave_out_undone_edges_unless_asked(self, store):
        link(store, ALICE, *GRAPH)
        with store.transaction() as tx:
            assert tx.mark_edges_undone(ALICE, "e1", "s1", "EVIDENCE", UNDONE) == 1
        assert triples(store.neighbors(ALICE, ["s1"])) == [GRAPH[2], GRAPH[5]]
        assert triples(store.neighbors(ALICE, ["s1"], ["EVIDENCE"])) == [GRAPH[2]]
        both = store.neighbors(ALICE, ["s1"], include_undone=True)
        assert triples(both) == [GRAPH[2], GRAPH[3], GRAPH[5]]
        assert both[1].attrs == {"n": 3, "undone": UNDONE}
        assert len(store.edges(ALICE, "s1")) == 3  # edges() shows the whole history

    def test_neighbors_never_cross_scopes(self, store):
        link(store, ALICE, *GRAPH)
        link(store, BOB, ("e1", "e2", "NEXT"), ("e1", "s1", "EVIDENCE"), ("z", "e2", "NEXT"))
        ids = ["chain", "e1", "e2", "s1", "x", "y", "z"]
        assert triples(store.neighbors(ALICE, ids)) == GRAPH
        assert triples(store.neighbors(BOB, ids)) == [("e1", "e2", "NEXT"), ("e1", "s1", "EVIDENCE"),
                                                      ("z", "e2", "NEXT")]
        assert store.neighbors(Scope("carol"), ids) == []
        assert store.neighbors(Scope("alice-2"), ids) == []

    def test_neighbors_narrow_by_agent_and_run(self, store):
        a1, a2 = Scope("alice", agent_id="a1"), Scope("alice", agent_id="a2", run_id="r")
        link(store, a1, ("e1", "e2", "NEXT"))
        link(store, a2, ("e2", "e3", "NEXT"))
        assert triples(store.neighbors(ALICE, ["e2"])) == [("e1", "e2", "NEXT"), ("e2", "e3", "NEXT")]
        assert triples(store.neighbors(a1, ["e2"])) == [("e1", "e2", "NEXT")]
        assert triples(store.neighbors(Scope("alice", run_id="r"), ["e2"])) == [("e2", "e3", "NEXT")]
        assert store.neighbors(Scope("alice", agent_id="a1", run_id="r"), ["e2"]) == []

    def test_neighbors_of_thousands_of_ids(self, store):
        n = 5000  # past the bound-parameter limits of common builds
        with store.transaction() as tx:
            for i in range(n):
                tx.add_edge(ALICE, Edge(f"n{i}", f"n{i + 1}", "NEXT", {}, T0))
                tx.add_edge(BOB, Edge(f"n{i}", f"n{i + 1}", "NEXT", {}, T0))
        ids = [f"n{i}" for i in range(0, n + 1, 2)]  # every other node: each edge touches one
        got = store.neighbors(ALICE, ids)
        assert triples(got) == [(f"n{i}", f"n{i + 1}", "NEXT") for i in range(n)]
        assert len(store.neighbors(ALICE, [f"n{i}" for i in range(n + 1)])) == n

    def test_remove_edges(self, store):
        link(store, ALICE, *GRAPH, ("e1", "s2", "EVIDENCE"))
        link(store, BOB, ("e1", "s1", "EVIDENCE"), ("e1", "e2", "NEXT"))
        with store.transaction() as tx:
            tx.mark_edges_undone(ALICE, "e1", "s1", "EVIDENCE", UNDONE)
        with pytest.raises(RuntimeError), store.transaction() as tx:  # rolled back: nothing goes
            assert tx.remove_edges(ALICE, "e1") == 3  # from e1 only: chain -> e1 stays
            raise RuntimeError("abort")
        assert len(store.neighbors(ALICE, ["e1"], include_undone=True)) == 4
        with store.transaction() as tx:
            assert tx.remove_edges(ALICE, "e1", "s1") == 1  # undone or not
            assert tx.remove_edges(ALICE, "e1", types=["EVIDENCE", "REL"]) == 1
            assert tx.remove_edges(ALICE, "e1", types=[]) == 0
            assert tx.remove_edges(ALICE, "s1", "e1") == 0  # direction matters
            assert tx.remove_edges(Scope("alice", agent_id="a1"), "e1") == 0  # a write scope is exact
        assert triples(store.neighbors(ALICE, ["e1"], include_undone=True)) == [GRAPH[0], GRAPH[1]]
        with store.transaction() as tx:
            assert tx.remove_edges(ALICE, "e1") == 1
        assert triples(store.neighbors(ALICE, ["e1"], include_undone=True)) == [GRAPH[0]]
        assert triples(store.neighbors(ALICE, ["e2"])) == [GRAPH[2], GRAPH[5]]
        assert len(store.neighbors(BOB, ["e1"])) == 2  # the same ids of another user stay

    def test_remove_edges_logs_nothing(self, store):
        put(store, record("e1", ALICE, kind="event"))
        link(store, ALICE, ("e1", "s1", "EVIDENCE"))
        def audit_lines():
            return [line for line in store.export_lines(ALICE) if line["type"] == "audit"]

        before = audit_lines()
        with store.transaction() as tx:
            assert tx.remove_edges(ALICE, "e1") == 1
        assert audit_lines() == before and store.neighbors(ALICE, ["e1"]) == []

    # ----- search -------------------------------------------------------------------------
    def test_dense_search_is_scoped(self, store):
        texts = ["Sam runs marathons.", "Sam keeps bees.", "Sam plays the cello."]
        put(store, *[record(f"a{i}", ALICE, text=t) for i, t in enumerate(texts)], seed=10)
        put(store, *[record(f"b{i}", BOB, text=t) for i, t in enumerate(texts)], seed=10)  # same vectors
        hits = store.dense_search(ALICE, vector(store, 11), 10, roles=("primary",))
        assert hits[0][0] == "a1" and sorted(rid for rid, _ in hits) == ["a0", "a1", "a2"]
        assert hits[0][1] == pytest.approx(1.0, abs=1e-5)
        assert [rid for rid, _ in store.dense_search(BOB, vector(store, 11), 1, roles=("primary",))] == ["b1"]
        assert store.dense_search(Scope("carol"), vector(store, 11), 5, roles=("primary",)) == []
        assert store.dense_search(ALICE, vector(store, 11), 5, roles=("evidence",)) == []

    def test_bm25_search_is_scoped(self, store):
        put(store, record("a0", ALICE, text="Sam keeps bees in the garden."),
            record("a1", ALICE, text="Sam plays the cello."), record("b0", BOB, text="Bob keeps bees too."))
        assert [rid for rid, _ in store.bm25_search(ALICE, "bees", 5, roles=("primary",))] == ["a0"]
        assert [rid for rid, _ in store.bm25_search(BOB, "bees", 5, roles=("primary",))] == ["b0"]
        assert store.bm25_search(Scope("carol"), "bees", 5, roles=("primary",)) == []
        score = store.bm25_search(ALICE, "bees", 5, roles=("primary",), field="text")[0][1]
        assert 0 < score <= 1

    # ----- erasure ------------------------------------------------------------------------
    def test_purge_removes_the_scopes_records_and_edges_only(self, store):
        put(store, record("e1", ALICE, kind="event"), record("b1", BOB))
        link(store, ALICE, *GRAPH)
        link(store, BOB, ("e1", "e2", "NEXT"))
        assert store.purge(ALICE, actor="test").records == 1
        assert store.list_records(ALICE) == []
        assert store.neighbors(ALICE, ["chain", "e1", "e2", "s1", "x", "y"], include_undone=True) == []
        assert store.edges(ALICE, "e1") == []
        assert triples(store.neighbors(BOB, ["e1"])) == [("e1", "e2", "NEXT")]
        assert [r.id for r in store.list_records(BOB)] == ["b1"]

    def test_user_ids_lists_every_user_with_anything_stored(self, store):
        assert store.user_ids() == []
        put(store, record("r1", BOB), record("r2", Scope("alice", agent_id="a")))
        link(store, Scope("carol"), ("x", "y", "REL"))
        with store.transaction() as tx:
            tx.add_turns(Scope("dave"), [{"id": "t", "speaker": "d", "text": "hi", "time": T0}])
        assert store.user_ids() == ["alice", "bob", "carol", "dave"]

    # ----- tenants ------------------------------------------------------------------------
    def test_two_tenants_users_of_one_name_never_meet(self, store):
        mine, theirs = Scope("alice", tenant="acme"), Scope("alice", tenant="globex")
        put(store, record("a1", mine, text="acme alice keeps bees"), seed=1)
        put(store, record("g1", theirs, text="globex alice keeps bees too"), seed=2)
        put(store, record("d1", ALICE, text="default alice keeps bees"), seed=3)
        with store.transaction() as tx:
            for scope in (mine, theirs):  # the same turn id in both tenants: two turns
                tx.add_turns(scope, [{"id": "t1", "speaker": "alice", "text": f"hi from {scope.tenant}", "time": T0}])
            tx.update(store.get(mine, "a1"), actor="test", action="update", time=T0)
        link(store, mine, ("a1", "x", "REL"))
        for scope, own in ((mine, "a1"), (theirs, "g1"), (ALICE, "d1")):
            assert [r.id for r in store.list_records(scope)] == [own]
            assert [r.id for r in store.list_records(scope, as_of="2030-01-01T00:00:00")] == [own]
            assert [rid for rid, _ in store.dense_search(scope, vector(store, 1), 5, roles=("primary",))] == [own]
            assert [rid for rid, _ in store.bm25_search(scope, "bees", 5, roles=("primary",))] == [own]
            assert store.get(scope, own).scope == scope
        with pytest.raises(NotFoundError):
            store.get(theirs, "a1")  # an id of another tenant is not found, as an unknown id is
        with pytest.raises(NotFoundError):
            store.history(theirs, "a1")
        with pytest.raises(NotFoundError):
            with store.transaction() as tx:  # nor can a write reach it
                tx.update(record("a1", theirs), actor="test", action="update", time=T0)
        assert store.get_many(ALICE, ["a1", "g1", "d1"]) == [store.get(ALICE, "d1")]
        assert [t["text"] for t in store.turns(theirs, ["t1"])] == ["hi from globex"]
        assert store.edges(theirs, "a1") == [] and len(store.edges(mine, "a1")) == 1
        assert [h.action for h in store.history(mine, "a1")] == ["create", "update"]
        assert store.tenant_users() == [("acme", "alice"), ("default", "alice"), ("globex", "alice")]
        assert store.user_ids() == ["alice"] and store.user_ids("acme") == ["alice"]
        exported = list(store.export_lines(theirs))
        assert {line["type"] for line in exported} == {"record", "turn", "audit"}
        assert all("acme" not in str(line) and "default alice" not in str(line) for line in exported)

    def test_erasing_a_tenant_takes_its_memories_and_keys_only(self, store):
        gone, kept = Scope("alice", tenant="acme"), Scope("alice", tenant="globex")
        put(store, record("a1", gone), record("a2", Scope("bob", tenant="acme")), record("g1", kept))
        gone_key, _ = store.create_key("acme")
        kept_key, _ = store.create_key("globex")
        result = store.purge_tenant("acme", actor="test")
        assert result.records == 2
        assert store.list_records(gone) == [] and store.list_records(Scope("bob", tenant="acme")) == []
        assert [r.id for r in store.list_records(kept)] == ["g1"]
        assert store.lookup_key(gone_key) is None and store.lookup_key(kept_key) is not None
        assert [k.tenant for k in store.list_keys()] == ["globex"]
        # What stays of acme is the purge log, under hashed user ids.
        assert all(u.startswith("hmac:") for t, u in store.tenant_users() if t == "acme")

    # ----- atomic units -------------------------------------------------------------------
    def test_an_atomic_unit_commits_all_and_a_failed_inner_block_takes_back_its_own_writes(self, store):
        with store.atomic():
            put(store, record("kept", ALICE))
            try:
                with store.transaction() as tx:  # joins the unit; fails, and its caller goes on
                    tx.insert(record("lost", ALICE), vector(store, 1), actor="test")
                    raise RuntimeError("a failed block")
            except RuntimeError:
                pass
            assert [r.id for r in store.list_records(ALICE)] == ["kept"]  # the unit sees its own writes
            assert [rid for rid, _ in store.dense_search(ALICE, vector(store, 0), 5, roles=("primary",))] == ["kept"]
        assert [r.id for r in store.list_records(ALICE)] == ["kept"]
        assert [rid for rid, _ in store.bm25_search(ALICE, "memory", 5, roles=("primary",))] == ["kept"]

    def test_a_unit_that_fails_leaves_nothing(self, store):
        with pytest.raises(RuntimeError):
            with store.atomic():
                put(store, record("a", ALICE))
                link(store, ALICE, ("a", "b", "REL"))
                raise RuntimeError("killed")
        assert store.list_records(ALICE) == [] and store.edges(ALICE, "a") == []
        assert store.dense_search(ALICE, vector(store, 0), 5, roles=("primary",)) == []

    # ----- API keys -----------------------------------------------------------------------
    def test_a_key_is_found_by_itself_only_and_stored_as_a_digest(self, store):
        key, grant = store.create_key("acme", user_id="sam", rights=("read",), label="sam's laptop")
        assert store.lookup_key(key) == grant and grant.tenant == "acme" and grant.user_id == "sam"
        assert grant.rights == ("read",) and grant.allows("read") and not grant.allows("write")
        secret_part = key.rsplit("_", 1)[1]
        for wrong in (key[:-1] + ("A" if key[-1] != "A" else "B"), key.replace(grant.prefix, "0" * 12),
                      secret_part, "", "msk_", "msk_zz_zz", "Bearer " + key):
            assert store.lookup_key(wrong) is None
        stored = store._read("SELECT prefix, digest FROM api_keys", [])
        assert stored == [(grant.prefix, hashlib.sha256(key.encode()).hexdigest())]
        assert all(secret_part not in str(value) for row in stored for value in row)

    def test_keys_are_listed_without_secrets_and_revoked_keys_never_match(self, store):
        admin_key, admin = store.create_key("default", rights=("admin",))
        key, grant = store.create_key("acme")
        assert admin.allows("write") and admin.allows("read")  # admin implies the others
        assert grant.rights == ("read", "write") and grant.user_id is None
        assert [k.prefix for k in store.list_keys()] == [grant.prefix, admin.prefix]  # by tenant, then age
        assert [k.prefix for k in store.list_keys("acme")] == [grant.prefix]
        assert "digest" not in store.list_keys()[0].to_dict()
        revoked = store.revoke_key(grant.prefix)
        assert revoked.revoked_at is not None and not revoked.allows("read")
        assert store.lookup_key(key) is None and store.lookup_key(admin_key) == admin
        assert store.revoke_key(grant.prefix).revoked_at == revoked.revoked_at  # once; the time is kept
        with pytest.raises(NotFoundError, match="no key with prefix"):
            store.revoke_key("0" * 12)
        with pytest.raises(InvalidInputError, match="rights: unknown 'owner'"):
            store.create_key("acme", rights=("read", "owner"))
        with pytest.raises(InvalidInputError, match="tenant"):
            store.create_key("")
        assert len(store.list_keys()) == 2  # nothing half-created by the refused ones
